import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { Description, FieldError, Label, fieldStyle, inputStyle } from '../../src/components/Field';
import { dialogWidth } from '../decorators';

/** The shared parts every form field is built from: label, description, control style and error message. */
const meta = {
  title: 'Components/Field',
  component: Label,
  args: { children: 'Adresse email' },
  decorators: [dialogWidth],
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anatomy: Story = {
  render: (args) => (
    <TextField className={fieldStyle} isRequired={args.isRequired}>
      <Label {...args} />
      <Description>Nous n’envoyons jamais de publicité.</Description>
      <Input className={inputStyle} />
    </TextField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse email' });
    await expect(input).toHaveAccessibleDescription('Nous n’envoyons jamais de publicité.');
  },
};

export const RequiredMarker: Story = {
  ...Anatomy,
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Adresse email (obligatoire)' })).toBeRequired();
  },
};

export const WithError: Story = {
  render: (args) => (
    <TextField className={fieldStyle} isInvalid defaultValue="lea.martin@">
      <Label {...args} />
      <Input className={inputStyle} />
      <FieldError>L’email est invalide</FieldError>
    </TextField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse email' });
    await expect(input).toHaveAccessibleDescription('L’email est invalide');
  },
};
