import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { TextField } from '../../src/components/TextField';
import { dialogWidth } from '../decorators';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Prénom', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'password'] },
  },
  decorators: [dialogWidth],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Prénom' });
    await step('clavier : Tab puis saisie', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.keyboard('Léa');
      await expect(input).toHaveValue('Léa');
      await expect(args.onChange).toHaveBeenLastCalledWith('Léa');
      await expect(input).toHaveAttribute('data-focus-visible', 'true');
    });
  },
};

export const Email: Story = {
  args: {
    label: 'Adresse email professionnelle',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    placeholder: 'prenom.nom@entreprise.fr',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse email professionnelle' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

export const Telephone: Story = {
  args: { label: 'Téléphone', type: 'tel', name: 'tel', autoComplete: 'tel', placeholder: '06 12 34 56 78' },
};

export const Password: Story = {
  args: {
    label: 'Mot de passe',
    type: 'password',
    name: 'password',
    autoComplete: 'new-password',
    placeholder: '8 caractères minimum',
  },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input as HTMLInputElement, 'metr-2025');
    await expect(input).toHaveValue('metr-2025');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Téléphone',
    type: 'tel',
    description: 'Nous vous appelons uniquement pour activer votre compte.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Téléphone' });
    await expect(input).toHaveAccessibleDescription('Nous vous appelons uniquement pour activer votre compte.');
  },
};

export const Required: Story = {
  args: { label: 'Adresse email', type: 'email', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse email (obligatoire)' });
    await expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Adresse email',
    type: 'email',
    defaultValue: 'lea.martin@',
    isInvalid: true,
    errorMessage: 'L’email est invalide',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('L’email est invalide');
  },
};

export const Disabled: Story = {
  args: { label: 'Entreprise', defaultValue: 'Metr SAS', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Entreprise' })).toBeDisabled();
  },
};

export const Multiline: Story = {
  args: {
    label: 'Votre message',
    multiline: true,
    placeholder: 'Décrivez votre projet en quelques lignes…',
  },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Votre message' });
    await userEvent.click(area);
    await userEvent.keyboard('Bonjour,{Enter}je souhaite une démonstration.');
    await expect(area).toHaveValue('Bonjour,\nje souhaite une démonstration.');
  },
};

export const LongFrenchLabel: Story = {
  args: {
    label: 'Nom de la société ou du cabinet d’économie de la construction auquel vous êtes rattaché à titre principal',
    description: 'Tel qu’il figure sur votre extrait Kbis ou sur votre attestation d’inscription à l’ordre.',
  },
};

/** Two fields: the keyboard path goes from one to the next with Tab. */
export const KeyboardPath: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--metr-space-lg)' }}>
      <TextField {...args} label="Prénom" autoComplete="given-name" />
      <TextField {...args} label="Nom" autoComplete="family-name" />
    </div>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'Prénom' });
    const last = canvas.getByRole('textbox', { name: 'Nom' });
    await step('Tab, saisie, Tab, saisie', async () => {
      await userEvent.tab();
      await expect(first).toHaveFocus();
      await userEvent.keyboard('Léa');
      await userEvent.tab();
      await expect(last).toHaveFocus();
      await userEvent.keyboard('Martin');
      await expect(first).toHaveValue('Léa');
      await expect(last).toHaveValue('Martin');
    });
    await step('Maj+Tab revient au champ précédent', async () => {
      await userEvent.tab({ shift: true });
      await expect(first).toHaveFocus();
    });
  },
};

function SignUpForm({ onSubmit }: { onSubmit: (email: string) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Form
      validationBehavior="aria"
      validationErrors={errors}
      style={{ display: 'grid', gap: 'var(--metr-space-lg)' }}
      onSubmit={(e) => {
        e.preventDefault();
        const email = e.currentTarget.elements.namedItem('email') as HTMLInputElement;
        // Validate on submit, then move focus to the first field in error (house style).
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.value)) {
          setErrors({ email: 'L’email est invalide' });
          email.focus();
          return;
        }
        setErrors({});
        onSubmit(email.value);
      }}
    >
      <TextField label="Adresse email" name="email" type="email" autoComplete="email" />
      <div>
        <Button type="submit">Créer mon compte</Button>
      </div>
    </Form>
  );
}

/** A form validated on submit (`validationBehavior="aria"`): the message appears and focus lands on the field. */
export const InvalidOnSubmit: Story = {
  args: { label: 'Adresse email' },
  render: (args) => <SignUpForm onSubmit={(email) => args.onChange?.(email)} />,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Adresse email' });
    await step('saisie d’un email incomplet puis envoi au clavier', async () => {
      await userEvent.tab();
      await userEvent.keyboard('lea.martin@');
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Créer mon compte' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await step('le message s’affiche sous le champ, qui reçoit le focus', async () => {
      await expect(input).toHaveFocus();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('L’email est invalide');
      await expect(canvas.getByText('L’email est invalide')).toBeVisible();
      await expect(args.onChange).not.toHaveBeenCalled();
    });
  },
};
