import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { calibrated, partition, skirting, tiling } from '../../../src/domain/takeoff/testing/samples';
import { quantityOnSheet } from '../../../src/domain/takeoff/quantity';
import { MeasurementTable, PropertiesPanel, SheetPanel, measurementRows } from '../../../src/screens/Workspace/Measure';
import { LayersPanel } from '../../../src/screens/Workspace/Layers';

const measurements = [partition, skirting, tiling];

const meta = {
  title: 'Screens/Workspace/SheetPanel',
  component: SheetPanel,
  args: {
    measurements: (
      <MeasurementTable
        rows={measurementRows(measurements, calibrated)}
        selectedIds={[partition.id]}
        onSelectionChange={fn()}
        sheetName="RDC"
      />
    ),
    properties: (
      <PropertiesPanel
        selection={[{ measurement: partition, quantity: quantityOnSheet(partition, calibrated) }]}
        onChange={fn()}
      />
    ),
    layers: (
      <LayersPanel
        layers={[
          { id: 'murs', name: 'Murs', visibleByDefault: true },
          { id: 'cotes', name: 'Cotes', visibleByDefault: true },
        ]}
        value={{ hidden: [], isolated: null }}
        onChange={fn()}
      />
    ),
  },
  // The panel as the sheet page gives it: a column of the panel's width and the window's height.
  decorators: [
    (Story) => <div style={{ width: 'var(--metr-size-panel)', height: 'var(--metr-size-dialog)' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof SheetPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet's measurements first; the arrows open the selection's properties, then the layers. */
export const Mesures: Story = {
  name: 'Mesures, puis propriétés au clavier',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('le panneau s’ouvre sur le tableau des mesures', async () => {
      await expect(canvas.getByRole('tab', { name: 'Mesures' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('grid', { name: /^Mesures du plan/ })).toBeVisible();
    });
    await step('Tab puis flèche droite ouvre les propriétés', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'Propriétés' })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('textbox', { name: 'Libellé' })).toBeVisible();
    });
  },
};

/** The file could not be opened: no layers to list, the tab is disabled. */
export const SansCalques: Story = {
  name: 'Sans calques',
  args: { layers: null },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('l’onglet Calques est désactivé', async () => {
      await expect(canvas.getByRole('tab', { name: 'Calques' })).toHaveAttribute('aria-disabled', 'true');
    });
  },
};

/** A panel widened with its splitter: room for every tab's name beside its glyph (issue 24). */
export const PanneauLarge: Story = {
  name: 'Panneau élargi : tous les noms',
  decorators: [
    (Story) => (
      <div style={{ width: 'calc(var(--metr-size-panel) * 1.75)', height: 'var(--metr-size-dialog)' }}>{Story()}</div>
    ),
  ],
};
