import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { measurement, p } from '../../../src/domain/takeoff/testing/fixtures';
import type { Measurement } from '../../../src/domain/takeoff/types';
import { SelectByCriteria } from '../../../src/screens/Workspace/BulkSelection';

const room = (id: string, label: string, layers: string[], extra: Partial<Measurement> = {}) =>
  measurement('area', {
    id,
    label,
    color: 'green',
    points: [p(0, 0), p(100, 0), p(100, 80), p(0, 80)],
    holes: [],
    element: { method: 'fill', source: 'vectors', layers },
    ...(extra as object),
  });

/** A finish plan's sheet: rooms taken by a click (with their layers), skirting, a partition and sockets drawn by hand. */
const measurements: Measurement[] = [
  room('r1', '144A PATIENT ROOM', ['A-WALL', 'A-DOOR']),
  room('r2', '144B PATIENT ROOM', ['A-WALL']),
  room('r3', '145 TOILETTE', ['A-WALL'], { links: [{ articleId: 'carrelage', formula: 'S' }] }),
  room('r4', 'Chambre 12', ['A-WALL']),
  measurement('length', {
    id: 'l1',
    label: 'Plinthe 144A',
    color: 'orange',
    element: { method: 'skirting', source: 'vectors', layers: ['A-WALL'] },
  }),
  measurement('length', { id: 'l2', label: 'Cloison séjour', color: 'blue' }),
  measurement('count', { id: 'c1', label: 'Prises', color: 'purple' }),
];
const drawnByHand = measurements.map(({ element: _element, ...m }) => m as Measurement);

const meta = {
  title: 'Screens/Workspace/SelectByCriteria',
  component: SelectByCriteria,
  args: { measurements, onSelect: fn() },
  parameters: { layout: 'padded', viewport: { width: 420, height: 900 } },
} satisfies Meta<typeof SelectByCriteria>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its entrance is over (it fades in from opacity 0). */
const dialog = async () => {
  const found = await screen.findByRole('dialog', { name: 'Sélectionner des mesures' });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return found;
};
const settled = () => waitFor(() => expect(document.querySelector('[data-exiting]')).toBeNull());

/** The button above the sheet's table. */
export const Bouton: Story = {
  play: async ({ canvasElement, step }) => {
    await step('un bouton nommé, joignable au clavier', async () => {
      const button = within(canvasElement).getByRole('button', { name: 'Sélectionner des mesures selon des critères' });
      await userEvent.tab();
      await expect(button).toHaveFocus();
    });
  },
};

/** Open with every criterion: kinds, layers (the rooms were taken from the plan), label, colours, unlinked. */
export const Criteres: Story = {
  args: { defaultOpen: true },
  play: async ({ step }) => {
    const inDialog = within(await dialog());
    await step('sans critère, toutes les mesures correspondent', async () => {
      await expect(inDialog.getByRole('status')).toHaveTextContent(/7\smesures correspondent\./);
      await expect(inDialog.getByRole('group', { name: 'Calque du plan' })).toBeVisible();
    });
    await step('les surfaces dont le libellé contient « patient », sans tenir compte de la casse', async () => {
      await userEvent.click(inDialog.getByRole('checkbox', { name: 'Surface' }));
      await userEvent.type(inDialog.getByRole('textbox', { name: 'Libellé contient' }), 'patient');
      await expect(inDialog.getByRole('status')).toHaveTextContent(/2\smesures correspondent\./);
    });
    await step('sur le calque A-DOOR seulement', async () => {
      await userEvent.click(inDialog.getByRole('checkbox', { name: 'A-DOOR' }));
      await expect(inDialog.getByRole('status')).toHaveTextContent(/1\smesure correspond\./);
    });
  },
};

/** A pattern with `*` and accents; the unlinked ones only; nothing found refuses « Sélectionner ». */
export const AucuneCorrespondance: Story = {
  args: { defaultOpen: true, measurements: drawnByHand },
  play: async ({ step }) => {
    const inDialog = within(await dialog());
    await step('pas de calques sur des mesures tracées à la main', async () => {
      await expect(inDialog.queryByRole('group', { name: 'Calque du plan' })).toBeNull();
    });
    await step('« ch*12 » trouve « Chambre 12 », puis « non reliées » et Comptage ne laissent rien', async () => {
      await userEvent.type(inDialog.getByRole('textbox', { name: 'Libellé contient' }), 'ch*12');
      await expect(inDialog.getByRole('status')).toHaveTextContent(/1\smesure correspond\./);
      await userEvent.click(inDialog.getByRole('checkbox', { name: 'Comptage' }));
      await expect(inDialog.getByRole('status')).toHaveTextContent(/Aucune mesure ne correspond\./);
      await expect(inDialog.getByRole('button', { name: 'Sélectionner' })).toBeDisabled();
    });
  },
};

/** « Tout sélectionner »: the dialog closes and the count is announced by the button. */
export const ToutSelectionne: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement, step }) => {
    const inDialog = within(await dialog());
    await step('tout sélectionner, annoncé', async () => {
      await userEvent.click(inDialog.getByRole('button', { name: 'Tout sélectionner' }));
      await expect(args.onSelect).toHaveBeenCalledWith(['r1', 'r2', 'r3', 'r4', 'l1', 'l2', 'c1']);
      await settled();
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/7\smesures sélectionnées\./);
    });
  },
};
