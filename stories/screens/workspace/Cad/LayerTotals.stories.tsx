import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { libraryOutline, outlineArticles } from '../../../../src/domain/library/outline';
import { sampleLibrary } from '../../../../src/domain/library/testing/sample';
import { LayerTotals } from '../../../../src/screens/Workspace/Cad';
import { SAMPLE_GEOMETRY, SAMPLE_LAYERS } from '../../../../src/screens/Workspace/Cad/testing/fixtures';
import { useHeld } from '../../../held';

const { state, byDesignation } = sampleLibrary();
const articles = outlineArticles(libraryOutline(state, null));
const cloison = byDesignation('Cloison en plaques de plâtre 72/48');

const NBSP = '\u00a0';
/** Testing Library's text matchers collapse every space, no-break ones included. */
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const meta = {
  title: 'Screens/Workspace/Cad/LayerTotals',
  component: LayerTotals,
  args: {
    layers: SAMPLE_LAYERS,
    geometry: SAMPLE_GEOMETRY,
    selected: [],
    onSelectionChange: fn(),
    articles,
    onMeasure: fn(),
  },
  render: function Render(args) {
    const [selected, setSelected] = useHeld<readonly string[]>(args.selected, args.onSelectionChange);
    return (
      <div style={{ maxWidth: 'var(--metr-size-panel)' }}>
        <LayerTotals {...args} selected={selected} onSelectionChange={setSelected} />
      </div>
    );
  },
  parameters: { viewport: { width: 420, height: 900 } },
} satisfies Meta<typeof LayerTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each layer with lines or outlines: its colour, its length and area, its pieces. */
export const PlusieursCalques: Story = {
  name: 'Plusieurs calques',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('les totaux de chaque calque', async () => {
      const murs = canvas.getByRole('row', { name: /^A-MURS/ });
      await expect(murs).toHaveTextContent(flat(`54,25${NBSP}m`));
      await expect(murs).toHaveTextContent(flat(`3,14${NBSP}m²`));
      await expect(murs).toHaveTextContent(flat(`7${NBSP}traits, 2${NBSP}surfaces fermées`));
      await expect(canvas.getByRole('row', { name: /^A-SOLS/ })).toHaveTextContent(flat(`50,56${NBSP}m²`));
      await expect(
        canvas.getByText(flat(`3${NBSP}autres calques sans trait ni surface (textes, cotes, blocs).`)),
      ).toBeVisible();
    });
    await step('rien de coché : rien à métrer', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Aucun calque coché.');
      await expect(canvas.getByRole('button', { name: 'Métrer les longueurs' })).toBeDisabled();
    });
    await step('Espace coche un calque au clavier, puis métrer ses longueurs', async () => {
      canvas.getByRole('row', { name: /^A-CLOISONS/ }).focus();
      await userEvent.keyboard(' ');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['A-CLOISONS']);
      await expect(canvas.getByRole('status')).toHaveTextContent(
        flat(`Sélection${NBSP}: 1${NBSP}calque, 23,40${NBSP}m`),
      );
      await expect(canvas.getByRole('button', { name: 'Métrer les surfaces' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: 'Métrer les longueurs' }));
      await expect(args.onMeasure).toHaveBeenCalledWith(['A-CLOISONS'], 'length', null);
    });
  },
};

/** Three layers checked: their sum, and both measures made for the layers that have some, with an article. */
export const SelectionMultiple: Story = {
  name: 'Sélection multiple',
  args: { selected: ['A-CLOISONS', 'A-DOUBLAGES', 'A-MURS'] },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('« Sélection : 3 calques » et leur somme', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent(
        flat(`Sélection${NBSP}: 3${NBSP}calques, 106,15${NBSP}m, 3,14${NBSP}m²`),
      );
    });
    await step('un article, puis les longueurs des trois calques en une action', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Relier à un article' }), 'cloison 72/48{Enter}');
      await expect(canvas.getByText(cloison.designation)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Métrer les longueurs' }));
      await expect(args.onMeasure).toHaveBeenCalledWith(['A-CLOISONS', 'A-DOUBLAGES', 'A-MURS'], 'length', cloison.id);
    });
    await step('les surfaces, seulement pour le calque qui en a', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Métrer les surfaces' }));
      await expect(args.onMeasure).toHaveBeenLastCalledWith(['A-MURS'], 'area', cloison.id);
    });
    await step('tout décocher', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Tout décocher' }));
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    });
  },
};

/** Frozen and off layers: said in words beside the name, still counted when checked. */
export const CalquesGeles: Story = {
  name: 'Calques gelés et éteints',
  args: { selected: ['A-FAUX-PLAFONDS'] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('« gelé », « éteint » dans la ligne', async () => {
      await expect(canvas.getByRole('row', { name: /^A-FAUX-PLAFONDS/ })).toHaveTextContent('gelé');
      await expect(canvas.getByRole('row', { name: /^A-MOBILIER/ })).toHaveTextContent('éteint');
    });
    await step('un calque de surfaces seules : pas de longueur à métrer', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent(
        flat(`Sélection${NBSP}: 1${NBSP}calque, 23,85${NBSP}m²`),
      );
      await expect(canvas.getByRole('button', { name: 'Métrer les longueurs' })).toBeDisabled();
      await expect(canvas.getByText('Aucun trait dans la sélection.')).toBeVisible();
    });
  },
};

/** A drawing whose layers hold only texts and blocks. */
export const SansTotaux: Story = {
  name: 'Aucun calque à métrer',
  args: { geometry: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun calque de ce dessin n’a de longueur ni de surface.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};
