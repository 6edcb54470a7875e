import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../src/components/Layout';
import { Heading, Text } from '../../src/components/Typography';
import { SiteHeader } from '../../src/patterns/SiteHeader';
import { desktopAt, phone } from '../viewports';

const meta = {
  title: 'Patterns/SiteHeader',
  component: SiteHeader,
  args: {
    isOpaque: false,
    isHome: true,
    homeHref: '/',
    registerHref: '/register',
    loginHref: 'https://app.metr.fr',
    locationKey: 'accueil',
  },
  parameters: desktopAt(400),
  // A page under the fixed bar, so the transparent and the opaque states can be told apart.
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <Stack gap="md" padding="xl">
        <Heading level={1}>Vos métrés automatisés, vérifiés par vous.</Heading>
        <Text tone="muted">Le bandeau reste transparent jusqu’à 20&nbsp;px de défilement, puis devient opaque.</Text>
      </Stack>
    </>
  ),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const headerOf = (canvasElement: HTMLElement) => canvasElement.querySelector('header') as HTMLElement;

/** Scrolled 19 px: not past the 20 px threshold, so the layout passes `isOpaque={false}`. */
export const Transparent19px: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('fond transparent', async () => {
      await expect(getComputedStyle(headerOf(canvasElement)).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    });
    await step('liens de section, Connexion et appel à l’action', async () => {
      // react-router's useHref resolves the fragment against the current page ('/' here): '/#features'.
      await expect(canvas.getByRole('link', { name: 'Fonctionnalités' }).getAttribute('href')).toMatch(
        /^\/?#features$/,
      );
      await expect(canvas.getByRole('link', { name: 'Connexion (nouvelle fenêtre)' })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(canvas.getByRole('link', { name: 'Devenir un bêta testeur' })).toHaveAttribute('href', '/register');
    });
  },
};

/** Scrolled 21 px: past the threshold, `isOpaque` — opaque background, border and shadow. */
export const Opaque21px: Story = {
  args: { isOpaque: true },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement);
    await expect(header).toHaveAttribute('data-opaque', 'true');
    await waitFor(() => expect(getComputedStyle(header).backgroundColor).not.toBe('rgba(0, 0, 0, 0)'));
  },
};

/** On another page the section links lead to the home page's sections. */
export const OffHomePage: Story = {
  args: { isHome: false, isOpaque: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Fonctionnalités' })).toHaveAttribute('href', '/#features');
    await expect(canvas.getByRole('link', { name: 'Comment ça marche' })).toHaveAttribute('href', '/#how-it-works');
    await expect(canvas.getByRole('link', { name: 'Pour qui' })).toHaveAttribute('href', '/#target-audience');
    await expect(canvas.getByRole('link', { name: 'Manifeste' })).toHaveAttribute('href', '/#manifesto');
  },
};

export const MobileClosed: Story = {
  parameters: phone,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard: Tab to the toggle, Enter opens (focus moves in), Escape closes (focus back on the toggle). */
export const MobileMenuKeyboard: Story = {
  parameters: phone,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Ouvrir le menu' });
    const menu = canvasElement.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`);
    await step('Tab atteint le bouton du menu', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Metr, retour à l’accueil' })).toHaveFocus();
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
    });
    await step('Entrée ouvre le menu et y place le focus', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Fermer le menu');
      await expect(menu).toBeVisible();
      await waitFor(() =>
        expect(within(menu as HTMLElement).getByRole('link', { name: 'Fonctionnalités' })).toHaveFocus(),
      );
    });
    await step('Échap ferme le menu et rend le focus au bouton', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveFocus();
      await expect(menu).not.toBeVisible();
    });
    await step('Entrée le rouvre (état photographié)', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(menu).toBeVisible();
    });
  },
};
