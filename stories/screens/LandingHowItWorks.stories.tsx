import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HowItWorks } from '../../src/screens/Landing';
import { reduceMotion } from '../media';
import { desktopAt, phoneAt } from '../viewports';

const meta = {
  title: 'Screens/Landing/HowItWorks',
  component: HowItWorks,
  args: { defaultStep: 0 },
  parameters: desktopAt(900),
} satisfies Meta<typeof HowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: focus on the rotation control holds the rotation; Enter starts it, Enter stops it; the steps are tabs
 * (arrows, Home, End). It ends paused, with keyboard focus inside: no timer runs at snapshot time.
 */
export const KeyboardAndPause: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    const live = () => canvas.getByRole('tabpanel').parentElement as HTMLElement;
    await canvas.findByRole('tab', { name: 'Import' });
    await expect(live()).toHaveAttribute('aria-live', 'off');

    await step('le focus clavier sur le contrôle suspend le défilement', async () => {
      await userEvent.tab();
      const control = canvas.getByRole('button', { name: 'Reprendre le défilement des étapes' });
      await expect(control).toHaveFocus();
      await expect(live()).toHaveAttribute('aria-live', 'polite');
    });
    await step('Entrée relance, Entrée remet en pause', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('button', { name: 'Mettre en pause le défilement des étapes' })).toHaveFocus();
      await expect(live()).toHaveAttribute('aria-live', 'off');
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('button', { name: 'Reprendre le défilement des étapes' })).toHaveFocus();
    });
    await step('les étapes au clavier : flèches, Début, Fin', async () => {
      await userEvent.tab();
      await expect(tab('Import')).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('Bibliothèque')).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Étape 2 sur 4');
      await userEvent.keyboard('{End}');
      await expect(tab('Exportez')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Home}');
      await expect(tab('Import')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(tab('Exportez')).toHaveAttribute('aria-selected', 'true');
    });
    await step('l’aperçu de l’étape est chargé', async () => {
      const image = canvas.getByRole('img', {
        name: 'Les quantités par lot et par article, avec leurs prix, prêtes pour l’export DPGF',
      });
      await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    });
  },
};

/** Reduced motion: no rotation; the control offers to start it. */
export const ReducedMotion: Story = {
  beforeEach: reduceMotion,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reprendre le défilement des étapes' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Import' })).toHaveAttribute('aria-selected', 'true');
    const image = canvas.getByRole('img');
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};

export const Mobile: Story = {
  beforeEach: reduceMotion,
  args: { defaultStep: 2 },
  parameters: phoneAt(800),
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  },
};
