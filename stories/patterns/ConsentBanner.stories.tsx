import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';
import { ConsentBanner } from '../../src/patterns/ConsentBanner';
import { desktopAt, phoneAt } from '../viewports';

const meta = {
  title: 'Patterns/ConsentBanner',
  component: ConsentBanner,
  args: { onAcceptAll: fn(), onRejectAll: fn(), onClose: fn(), privacyHref: '/privacy' },
  parameters: desktopAt(400),
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Votre choix sur les cookies' });
    await step('le bandeau ne prend pas le focus à l’affichage', async () => {
      await expect(banner).not.toHaveFocus();
    });
    await step('les deux réponses ont le même poids visuel', async () => {
      const accept = canvas.getByRole('button', { name: 'Tout accepter' });
      const reject = canvas.getByRole('button', { name: 'Tout refuser' });
      await expect(accept.className).toBe(reject.className);
      const [a, r] = [accept.getBoundingClientRect(), reject.getBoundingClientRect()];
      await expect(Math.round(a.width)).toBe(Math.round(r.width));
      await expect(Math.round(a.height)).toBe(Math.round(r.height));
    });
    await step('au clavier : lien, Tout accepter, Tout refuser, fermer', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'En savoir plus sur les cookies' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Tout accepter' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Tout refuser' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
      await userEvent.tab();
      const close = canvas.getByRole('button', { name: 'Fermer le bandeau et refuser les cookies' });
      await expect(close).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(args.onAcceptAll).not.toHaveBeenCalled();
      (document.activeElement as HTMLElement | null)?.blur();
    });
  },
};

export const Mobile: Story = {
  parameters: phoneAt(640),
};

/** Reopened from 'Gérer mes cookies': the focus moves into the banner. */
export const Reopened: Story = {
  args: { isFocusedOnOpen: true },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Votre choix sur les cookies' });
    // The banner takes the focus in an effect once it is on screen.
    await waitFor(() => expect(banner).toHaveFocus());
  },
};

export const LongText: Story = {
  args: {
    body: 'Avec votre accord, nous utilisons un outil de mesure d’audience et d’enregistrement de sessions pour comprendre comment le site est utilisé\u00a0: pages consultées, clics, défilement, temps passé sur chaque section et parcours jusqu’au formulaire d’inscription. Ce que vous saisissez dans les formulaires n’est jamais enregistré, et les données sont hébergées dans l’Union européenne. Votre refus est conservé six mois, votre accord treize mois. Vous pouvez changer d’avis à tout moment avec «\u00a0Gérer mes cookies\u00a0» en bas de page.',
  },
  parameters: phoneAt(800),
};
