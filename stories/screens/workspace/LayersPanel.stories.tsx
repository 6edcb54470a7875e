import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  LayersPanel,
  defaultLayerVisibility,
  toggleIsolation,
  type LayerVisibility,
  type PlanLayer,
} from '../../../src/screens/Workspace/Layers';
import { useHeld } from '../../held';

/** The layers of an AutoCAD site plan, as its plot names them. */
const siteLayers: PlanLayer[] = [
  { id: '5R', name: '1_ExistingWalls', visibleByDefault: true },
  { id: '6R', name: '2_Doors', visibleByDefault: true },
  { id: '7R', name: '5_Dimensions', visibleByDefault: true },
  { id: '8R', name: '12_Plants', visibleByDefault: false },
  { id: '9R', name: '15_hatch', visibleByDefault: true },
];

const meta = {
  title: 'Screens/Workspace/Layers',
  component: LayersPanel,
  args: { layers: siteLayers, value: defaultLayerVisibility(siteLayers), onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useHeld<LayerVisibility>(args.value, args.onChange);
    return (
      <div style={{ maxWidth: '20rem' }}>
        <LayersPanel {...args} value={value} onChange={setValue} />
      </div>
    );
  },
} satisfies Meta<typeof LayersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Calques' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '12_Plants' })).not.toBeChecked();
    await expect(canvas.getByText('4 calques affichés sur 5')).toBeVisible();
  },
};

export const AuClavier: Story = {
  name: 'Masquer et isoler au clavier',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Tab, puis espace masque le premier calque', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('checkbox', { name: '1_ExistingWalls' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenLastCalledWith({ hidden: ['5R', '8R'], isolated: null });
    });
    await step('Tab atteint « Isoler », Entrée n’affiche plus que lui', async () => {
      await userEvent.tab();
      const isolate = canvas.getByRole('button', { name: 'Isoler «\u00a01_ExistingWalls\u00a0»' });
      await expect(isolate).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(isolate).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByText('1 calque affiché sur 5')).toBeVisible();
    });
  },
};

export const Isole: Story = {
  name: 'Un calque isolé',
  args: { value: toggleIsolation(defaultLayerVisibility(siteLayers), siteLayers, '7R') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Isoler «\u00a05_Dimensions\u00a0»' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tout afficher' }));
    await expect(canvas.getByText('5 calques affichés sur 5')).toBeVisible();
  },
};

export const SansCalques: Story = {
  name: 'Plan sans calques',
  args: { layers: [], value: { hidden: [], isolated: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ce plan n’a pas de calques.')).toBeVisible();
  },
};

export const Chargement: Story = {
  name: 'Plan en cours d’ouverture',
  args: { layers: [], value: { hidden: [], isolated: null }, isLoading: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('les calques sont annoncés en lecture, sans liste ni « Tout afficher »', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Lecture des calques du plan…');
      await expect(canvas.queryByRole('button', { name: 'Tout afficher' })).not.toBeInTheDocument();
    });
  },
};

export const NomsLongs: Story = {
  name: 'Noms de calques longs',
  args: {
    layers: [
      { id: '1R', name: 'A-MURS-PORTEURS-EXISTANTS-A-CONSERVER-NIVEAU-RDC', visibleByDefault: true },
      { id: '2R', name: 'Cotes intérieures des pièces humides et des locaux techniques', visibleByDefault: true },
    ],
    value: { hidden: [], isolated: null },
  },
};
