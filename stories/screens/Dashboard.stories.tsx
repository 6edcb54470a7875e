import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Dashboard } from '../../src/screens/Dashboard';
import { desktopAt, phone } from '../viewports';

/** /dashboard with no account in this browser: the invitation, and what the workspace behind it does. */
const meta = {
  title: 'Screens/Dashboard',
  component: Dashboard,
  args: { homeHref: '/', onSignUp: fn() },
  // Spread into a literal: Storybook writes the doc comment above into `parameters` only when it is an object literal
  // (it would add a second `parameters` over a call).
  parameters: { ...desktopAt(900) },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('l’invitation, au clavier', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Votre espace Metr' })).toBeVisible();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Créer mon compte' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSignUp).toHaveBeenCalledTimes(1);
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveFocus();
    });
    await step('ce que fait l’espace de métré aujourd’hui, sans promesse d’à venir', async () => {
      const workspace = canvas.getByRole('region', { name: 'Votre espace de métré' });
      const titles = within(workspace)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      await expect(titles).toEqual([
        'Projets',
        'Import de plans',
        'Échelle et mesures',
        'Bibliothèque d’articles',
        'Export DPGF et DQE',
      ]);
      await expect(workspace).not.toHaveTextContent(/Bientôt/);
    });
  },
};

export const Mobile: Story = { parameters: phone };
