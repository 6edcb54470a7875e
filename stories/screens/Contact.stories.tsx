import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Contact } from '../../src/screens/Contact';
import { desktopPage, phone } from '../viewports';

const meta = {
  title: 'Screens/Contact',
  component: Contact,
  args: {
    action: 'https://formspree.io/f/metr-contact',
    subject: 'Nouveau message depuis le site Metr',
    carbonCopy: 'equipe@metr.fr',
    details: {
      email: 'contact@metr.fr',
      phone: '+33184801234',
      phoneDisplay: '01 84 80 12 34',
      address: ['Metr SAS', '12 rue de la Charpente', '75011 Paris', 'France'],
    },
    privacyHref: '/privacy',
    onValidSubmit: fn(),
  },
  parameters: desktopPage,
} satisfies Meta<typeof Contact>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  nom: 'Camille Martin',
  email: 'camille.martin@bet-structure.fr',
  entreprise: 'BET Structure Martin',
  message: 'Bonjour, nous aimerions une démonstration de Metr sur un lot gros œuvre (plans PDF, 3 niveaux).',
};

export const Desktop: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('le formulaire poste nativement vers le service de formulaires', async () => {
      const form = canvasElement.querySelector('form');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', 'https://formspree.io/f/metr-contact');
      await expect(canvas.getByRole('textbox', { name: 'Nom (obligatoire)' })).toHaveAttribute('autocomplete', 'name');
      await expect(canvas.getByRole('textbox', { name: 'Email (obligatoire)' })).toHaveAttribute('type', 'email');
      await expect(canvas.getByRole('textbox', { name: 'Entreprise (facultatif)' })).toHaveAttribute(
        'autocomplete',
        'organization',
      );
    });
    await step('les cartes email, téléphone et adresse', async () => {
      await expect(canvas.getByRole('link', { name: 'contact@metr.fr' })).toHaveAttribute(
        'href',
        'mailto:contact@metr.fr',
      );
      await expect(canvas.getByRole('link', { name: '01 84 80 12 34' })).toHaveAttribute('href', 'tel:+33184801234');
      await expect(canvasElement.querySelector('address')).toHaveTextContent('75011 Paris');
    });
  },
};

export const Mobile: Story = { parameters: phone };

export const Invalid: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nom = canvas.getByRole('textbox', { name: 'Nom (obligatoire)' });
    await step('clavier : Tab jusqu’au nom, puis Entrée sans rien saisir', async () => {
      await userEvent.tab();
      await expect(nom).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    });
    await step('trois messages sous les champs, le focus sur le premier en erreur', async () => {
      await expect(await canvas.findByText('Le nom est requis')).toBeVisible();
      await expect(canvas.getByText('L’email est requis')).toBeVisible();
      await expect(canvas.getByText('Le message est requis')).toBeVisible();
      await expect(nom).toHaveFocus();
      await expect(nom).toHaveAttribute('aria-invalid', 'true');
      await expect(nom).toHaveAccessibleDescription('Le nom est requis');
      await expect(args.onValidSubmit).not.toHaveBeenCalled();
    });
  },
};

export const InvalidMobile: Story = {
  ...Invalid,
  parameters: phone,
};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email (obligatoire)' })).toHaveValue(filled.email);
    const hidden = (name: string) => canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    await expect(hidden('_subject')).toHaveValue('Nouveau message depuis le site Metr');
    await expect(hidden('_cc')).toHaveValue('equipe@metr.fr');
    await expect(hidden('_subject')).toHaveAttribute('type', 'hidden');
  },
};

export const Pending: Story = {
  args: { defaultValues: filled, isPending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Envoi…/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Pending turns the submit button into a plain button: no second post by Enter in a field.
    await expect(button).toHaveAttribute('type', 'button');
  },
};
