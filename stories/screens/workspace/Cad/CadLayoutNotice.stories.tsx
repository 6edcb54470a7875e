import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CadLayoutNotice } from '../../../../src/screens/Workspace/Cad';

const meta = {
  title: 'Screens/Workspace/Cad/CadLayoutNotice',
  component: CadLayoutNotice,
  args: {
    name: 'A1 - RDC',
    viewports: [
      { label: 'Fenêtre 1', denominator: 50 },
      { label: 'Fenêtre 2', denominator: 20 },
    ],
  },
  render: (args) => (
    // A side panel's width.
    <div style={{ maxWidth: 'var(--metr-size-panel)' }}>
      <CadLayoutNotice {...args} />
    </div>
  ),
  parameters: { viewport: { width: 420, height: 520 } },
} satisfies Meta<typeof CadLayoutNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The « CAO » tab of a layout's sheet: what its panels count (the layout's own entities, model space once on its own
 * sheet), each viewport's scale.
 */
export const Fenetres: Story = {
  name: 'Présentation et ses fenêtres',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: /Présentation\s«\sA1 - RDC\s»/ });
    await step('says what the tab counts, and where model space is counted', async () => {
      await expect(region).toHaveTextContent('cartouche, annotations');
      await expect(region).toHaveTextContent('une seule fois');
    });
    await step('lists each viewport with its scale', async () => {
      const items = within(region).getAllByRole('listitem');
      await expect(items.map((i) => i.textContent?.replace(/\s/g, ' '))).toEqual([
        'Fenêtre 1 : 1:50',
        'Fenêtre 2 : 1:20',
      ]);
    });
  },
};

/** A layout whose viewport data could not be read: the rest imported, the viewport said missing. */
export const FenetreIllisible: Story = {
  name: 'Fenêtre illisible',
  args: { name: 'A3 - Coupe', viewports: [{ label: 'Fenêtre 1', denominator: 100 }], unreadableViewports: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Une fenêtre de cette présentation n’a pas pu être affichée\s: ses données sont illisibles/),
    ).toBeVisible();
  },
};

/** Several unreadable viewports and one clipped by a boundary: both said. */
export const ContourNonRectangulaire: Story = {
  name: 'Contour non rectangulaire, fenêtres illisibles',
  args: {
    name: 'Détails',
    viewports: [{ label: 'Fenêtre 1', denominator: 12.5 }],
    unreadableViewports: 2,
    hasNonRectangularClip: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2\sfenêtres de cette présentation n’ont pas pu être affichées/)).toBeVisible();
    await expect(canvas.getByText(/contour non rectangulaire est montrée dans son rectangle/)).toBeVisible();
    // Not a whole ratio: written as the plan's label writes it.
    await expect(canvas.getByText(/Fenêtre 1\s:\s≈\s1:13/)).toBeVisible();
  },
};

/**
 * A layout of a file drawn on paper only (its model space empty): the tab counts what the layout draws, all the file
 * holds, at the paper's scale; no viewport shows anything, none is listed.
 */
export const SansEspaceObjet: Story = {
  name: 'Espace objet vide',
  args: { name: 'A1 - Plan', viewports: [], isModelSpaceEmpty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: /Présentation\s«\sA1 - Plan\s»/ });
    await expect(region).toHaveTextContent(
      /L’espace objet de ce fichier est vide\s: ses présentations sont ses seuls plans/,
    );
    await expect(region).not.toHaveTextContent('une seule fois');
    await expect(within(region).queryByRole('list')).toBeNull();
  },
};

/**
 * A layout whose plot settings give an A1 paper (with the plotter driver's rounding, as `gh44` stores it): the sheet
 * is that paper, and the tab names it.
 */
export const PapierA1: Story = {
  name: 'Papier de la présentation',
  args: { paper: { widthMm: 841.04, heightMm: 594.06, grown: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/^Feuille au format du papier de la présentation\s:\sA1 paysage, 841\s×\s594\smm\.$/),
    ).toBeVisible();
  },
};

/** A paper of no standard size (a long format, a plotter's roll): its size alone. */
export const PapierHorsFormat: Story = {
  name: 'Papier hors format',
  args: { paper: { widthMm: 1000, heightMm: 420, grown: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/^Feuille au format du papier de la présentation\s:\s1\s000\s×\s420\smm\.$/),
    ).toBeVisible();
  },
};

/** Something is drawn off the paper: the sheet takes it in, and says it is larger than the paper. */
export const PapierAgrandi: Story = {
  name: 'Papier agrandi',
  args: { paper: { widthMm: 420, heightMm: 297, grown: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/\(A3 paysage, 420\s×\s297\smm\), agrandie pour montrer ce qui est dessiné hors du papier/),
    ).toBeVisible();
  },
};

/** No paper size in the file (no plotter set up for the layout): the sheet is sized to what the layout draws, said. */
export const PapierInconnu: Story = {
  name: 'Papier non indiqué',
  args: { paper: 'unknown' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        /ne donne pas le format du papier de cette présentation\s: la feuille est à la taille de ce qu’elle dessine/,
      ),
    ).toBeVisible();
  },
};
