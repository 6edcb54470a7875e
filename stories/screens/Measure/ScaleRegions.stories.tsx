import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { quantityOnSheet } from '../../../src/domain/takeoff/quantity';
import { measurement, p } from '../../../src/domain/takeoff/testing/fixtures';
import { SCALE_100, SCALE_20 } from '../../../src/domain/takeoff/testing/samples';
import {
  MeasurementScaleNote,
  RemoveRegionDialog,
  RenameRegionDialog,
  ScaleRegionList,
  type RemoveRegionRequest,
} from '../../../src/screens/Workspace/Regions';
import { withMaxWidth } from '../../decorators';

const meta = {
  title: 'Screens/Workspace/ScaleRegions',
  component: ScaleRegionList,
  args: {
    regions: [
      { id: 'r-escalier', label: 'Détail escalier', scale: SCALE_20, measurementCount: 3 },
      { id: 'r-balcon', label: 'Coupe sur balcon filant, façade sud', scale: SCALE_20, measurementCount: 1 },
      { id: 'r-3', label: 'Zone 3', scale: SCALE_100, measurementCount: 0 },
    ],
    onAction: fn(),
    onCreate: fn(),
    createKey: 'Z',
  },
  decorators: [withMaxWidth('var(--metr-size-panel)')],
} satisfies Meta<typeof ScaleRegionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The « Échelles » tab's list: each region, its scale, its measurements, and its menu opened from the keyboard. */
export const Zones: Story = {
  name: 'Zones du plan',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('chaque zone dit son échelle et ses mesures', async () => {
      await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Détail escalierÉchelle 1:20 · 3 mesures');
    });
    await step('Entrée ouvre le menu de la zone, les flèches le parcourent', async () => {
      canvas.getByRole('button', { name: 'Actions de la zone «\u00a0Détail escalier\u00a0»' }).focus();
      await userEvent.keyboard('{Enter}');
      const menu = await body.findByRole('menu', { name: 'Actions de la zone «\u00a0Détail escalier\u00a0»' });
      await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(menu).getByRole('menuitem', { name: 'Renommer' })).toHaveFocus();
      await expect(args.onAction).not.toHaveBeenCalled();
    });
  },
};

/** No region yet: what a region is for, and the way to draw one. */
export const AucuneZone: Story = {
  name: 'Aucune zone',
  args: { regions: [] },
  play: async ({ canvasElement, args, step }) => {
    await step('« Tracer une zone » prend l’outil', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tracer une zone' }));
      await expect(args.onCreate).toHaveBeenCalled();
    });
  },
};

/** Read-only: the regions, without the way to draw or change one. */
export const LectureSeule: Story = {
  name: 'Lecture seule',
  args: { isReadOnly: true },
  play: async ({ canvasElement, step }) => {
    await step('pas de bouton pour tracer', async () => {
      await expect(within(canvasElement).queryByRole('button', { name: 'Tracer une zone' })).toBeNull();
    });
  },
};

const garde = measurement('length', { id: 'gc', label: 'Garde-corps', points: [p(0, 0), p(72, 0)] });
const limon = measurement('length', { id: 'li', label: 'Limon', points: [p(0, 0), p(144, 0)] });
const removeRequest: RemoveRegionRequest = {
  label: 'Détail escalier',
  affected: [garde, limon].map((m) => ({
    label: m.label,
    before: quantityOnSheet(m, { default: SCALE_20, regions: [] }),
    after: quantityOnSheet(m, { default: SCALE_100, regions: [] }),
  })),
  fallback: { kind: 'sheet', scale: SCALE_100 },
};

/** Deleting a region: the dialog names the quantities that will change, and starts on « Annuler ». */
export const ConfirmationDeSuppression: Story = {
  name: 'Confirmation de suppression',
  render: () => <RemoveRegionDialog request={removeRequest} onConfirm={fn()} onCancel={fn()} />,
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('le message nomme les quantités qui changent', async () => {
      const dialog = await body.findByRole('alertdialog', {
        name: 'Supprimer la zone «\u00a0Détail escalier\u00a0»\u202f?',
      });
      await expect(dialog).toHaveAccessibleDescription(
        /2 mesures reprendront l’échelle du plan \(1:100\).*Garde-corps \(0,51.ml → 2,54.ml\), Limon \(1,02.ml → 5,08.ml\)/,
      );
      await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    });
  },
};

/** Renaming with an empty name: the French message under the field, the field focused (its ring shown). */
export const RenommerNomVide: Story = {
  name: 'Renommer, nom vide',
  render: () => <RenameRegionDialog label="Zone 1" onRename={fn()} onCancel={fn()} />,
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('à l’ouverture, le champ a le focus et le montre', async () => {
      const field = await body.findByRole('textbox', { name: 'Nom de la zone' });
      await waitFor(() => expect(field).toHaveFocus());
      // The dialog focuses its field itself (no keyboard involved): the ring must show all the same.
      await expect(getComputedStyle(field).outlineStyle).toBe('solid');
    });
    await step('un nom vide est refusé en français', async () => {
      const field = await body.findByRole('textbox', { name: 'Nom de la zone' });
      await userEvent.clear(field);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(field).toHaveAccessibleDescription('Saisissez un nom pour la zone.'));
      await expect(field).toHaveFocus();
      await expect(getComputedStyle(field).outlineStyle).toBe('solid');
    });
  },
};

/** A measurement drawn across a 1:20 detail and the 1:100 plan: its properties warn. */
export const MesureACheval: Story = {
  name: 'Mesure à cheval sur deux échelles',
  render: () => <MeasurementScaleNote scale={SCALE_20} region="Détail escalier" straddles />,
  play: async ({ canvasElement, step }) => {
    await step('l’avertissement est dit', async () => {
      await expect(within(canvasElement).getByRole('region', { name: 'Échelle de la mesure' })).toHaveTextContent(
        /à cheval sur des zones d’échelles différentes/,
      );
    });
  },
};
