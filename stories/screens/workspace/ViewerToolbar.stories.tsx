import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ViewerToolbar, type ZoomSource } from '../../../src/screens/Workspace/Viewer';

const NNBSP = '\u202f';

/** A fixed zoom, for the toolbar alone (the viewer passes its Viewport). */
const at = (zoom: number): ZoomSource => ({ zoom, subscribe: () => () => {} });

const meta = {
  title: 'Screens/Workspace/ViewerToolbar',
  component: ViewerToolbar,
  args: {
    zoom: at(1.25),
    onZoomIn: fn(),
    onZoomOut: fn(),
    onFit: fn(),
    onZoomTo: fn(),
    isPanMode: true,
    onPanModeChange: fn(),
  },
} satisfies Meta<typeof ViewerToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('un seul arrêt de tabulation, les flèches passent d’un bouton à l’autre', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Zoom arrière' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onZoomOut).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(canvas.getByRole('button', { name: 'Zoom avant' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onZoomIn).toHaveBeenCalledTimes(1);
    });
    await step('la main est enfoncée', async () => {
      await expect(canvas.getByRole('button', { name: 'Main' })).toHaveAttribute('aria-pressed', 'true');
    });
  },
};

export const MenuOuvert: Story = {
  name: 'Menu des niveaux ouvert',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Niveau de zoom 125${NNBSP}%` }));
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    // Visible once the popover's entrance has faded it in (opacity 0 counts as hidden).
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Ajuster à la fenêtre' })).toBeVisible());
    await userEvent.click(within(menu).getByRole('menuitem', { name: `5${NNBSP}%` }));
    await expect(args.onZoomTo).toHaveBeenCalledWith(0.05);
    await userEvent.click(canvas.getByRole('button', { name: `Niveau de zoom 125${NNBSP}%` }));
  },
};

export const ZoomMaximal: Story = {
  name: 'Au zoom maximal',
  args: { zoom: at(64), isPanMode: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Zoom avant' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Main' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Desactivee: Story = {
  name: 'Sans plan (désactivée)',
  args: { isDisabled: true },
};

/**
 * The row had no room (a laptop window, issue 24): the sheet page's secondary controls are lines of « Plus », each
 * doing what its control does; opened here so that its picture shows them.
 */
export const AvecPlus: Story = {
  name: 'Avec le menu « Plus »',
  args: {
    more: [
      { id: 'labels', label: 'Masquer les libellés', onAction: fn() },
      { id: 'quantities', label: 'Masquer les quantités', onAction: fn() },
      { id: 'localisation', label: 'Localisation\u00a0: Niveau R+1 · Ch. 144…', onAction: fn() },
      { id: 'reperage', label: 'Plan de repérage (PDF)…', onAction: fn() },
      { id: 'shortcuts', label: 'Raccourcis clavier', onAction: fn() },
    ],
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('« Plus » s’ouvre au clavier et une ligne fait ce que fait son bouton', async () => {
      canvas.getByRole('button', { name: 'Plus' }).focus();
      await userEvent.keyboard('{Enter}');
      const menu = body.getByRole('menu', { name: 'Plus' });
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Raccourcis clavier' })).toBeVisible());
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Raccourcis clavier' }));
      await expect(args.more?.[4]?.onAction).toHaveBeenCalledTimes(1);
    });
    await step('rouvert pour la photo', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Plus' }));
      await waitFor(() => expect(body.getByRole('menuitem', { name: 'Masquer les libellés' })).toBeVisible());
    });
  },
};
