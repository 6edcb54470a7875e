import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { privacy, terms } from '../../src/i18n/legal.fr';
import { LegalPage } from '../../src/screens/Legal';
import { desktopPage, phone } from '../viewports';

// A fixed date: the routes pass today, the snapshots must not change every day.
const UPDATED_AT = new Date(2026, 10, 22);

const meta = {
  title: 'Screens/Legal',
  component: LegalPage,
  args: { document: terms, updatedAt: UPDATED_AT, homeHref: '/' },
  parameters: desktopPage,
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('titre, date en toutes lettres et huit sections numérotées', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' })).toBeVisible();
      const time = canvasElement.querySelector('time');
      await expect(time?.textContent).toBe('Dernière mise à jour\u00a0: 22 novembre 2026');
      await expect(time).toHaveAttribute('datetime', '2026-11-22');
      const headings = canvas.getAllByRole('heading', { level: 2 });
      await expect(headings.map((h) => h.textContent?.slice(0, 2))).toEqual([
        '1.',
        '2.',
        '3.',
        '4.',
        '5.',
        '6.',
        '7.',
        '8.',
      ]);
    });
    await step('le sommaire renvoie à chaque section, au clavier', async () => {
      const toc = canvas.getByRole('navigation', { name: 'Sommaire' });
      const links = within(toc).getAllByRole('link');
      await expect(links).toHaveLength(8);
      await expect(links[0]).toHaveAttribute('href', '#acceptation');
      await userEvent.tab();
      await expect(links[0]).toHaveFocus();
    });
    await step('le lien de retour à l’accueil', async () => {
      await expect(canvas.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    });
  },
};

export const TermsMobile: Story = { parameters: phone };

export const Privacy: Story = {
  args: { document: privacy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '6. Vos droits (RGPD)' })).toBeVisible();
    await expect(within(canvas.getByRole('navigation', { name: 'Sommaire' })).getAllByRole('link')).toHaveLength(8);
  },
};

export const PrivacyMobile: Story = {
  args: { document: privacy },
  parameters: phone,
};
