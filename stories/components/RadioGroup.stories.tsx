import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from '../../src/components/RadioGroup';

const bands = [
  { value: '0-3', label: '0-3 ans' },
  { value: '3-7', label: '3-7 ans' },
  { value: '7+', label: '7+ ans' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Années d’expérience', items: bands, orientation: 'horizontal', onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Tab entre dans le groupe sur la première option', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: '0-3 ans' })).toHaveFocus();
    });
    await step('les flèches déplacent la sélection', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: '3-7 ans' })).toBeChecked();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('radio', { name: '7+ ans' })).toBeChecked();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByRole('radio', { name: '3-7 ans' })).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('3-7');
    });
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', defaultValue: '3-7', description: 'Dans l’économie de la construction.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Années d’expérience' });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3-7 ans' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '7+ ans' })).toBeChecked();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Années d’expérience (obligatoire)' });
    await expect(group).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Indiquez votre nombre d’années d’expérience' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: /Années d’expérience/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Indiquez votre nombre d’années d’expérience');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '0-3' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  args: { items: undefined, label: 'Formule', orientation: 'vertical', defaultValue: 'essentiel' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="essentiel">Essentiel</Radio>
      <Radio value="equipe" isDisabled>
        Équipe (bientôt disponible)
      </Radio>
      <Radio value="entreprise">Entreprise</Radio>
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Entreprise' })).toBeChecked();
  },
};

export const LongLabels: Story = {
  args: {
    orientation: 'vertical',
    label: 'Depuis combien de temps exercez-vous le métier d’économiste de la construction ou un métier voisin ?',
    items: [
      { value: 'debutant', label: 'Moins de trois ans, y compris les années d’alternance ou d’apprentissage' },
      {
        value: 'confirme',
        label: 'Entre trois et sept ans, en cabinet, en entreprise générale ou en maîtrise d’ouvrage',
      },
      { value: 'expert', label: 'Plus de sept ans, dont au moins deux à la tête d’une équipe ou d’un cabinet' },
    ],
  },
};
