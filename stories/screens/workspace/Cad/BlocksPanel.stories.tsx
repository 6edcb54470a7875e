import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { libraryOutline, outlineArticles } from '../../../../src/domain/library/outline';
import { sampleLibrary } from '../../../../src/domain/library/testing/sample';
import { BlocksPanel } from '../../../../src/screens/Workspace/Cad';
import { MANY_BLOCKS, SAMPLE_BLOCKS, block } from '../../../../src/screens/Workspace/Cad/testing/fixtures';
import { useHeld } from '../../../held';
import { pressTargetWhileScrolling } from '../../../virtualized';

const { state, byDesignation } = sampleLibrary();
const articles = outlineArticles(libraryOutline(state, null));
const blocPorte = byDesignation('Bloc-porte isoplane');

const NBSP = '\u00a0';
/** Testing Library's text matchers collapse every space, no-break ones included. */
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const meta = {
  title: 'Screens/Workspace/Cad/BlocksPanel',
  component: BlocksPanel,
  args: {
    blocks: SAMPLE_BLOCKS,
    selected: null,
    onSelect: fn(),
    articles,
    onCount: fn(),
    onOpenMeasurement: fn(),
  },
  render: function Render(args) {
    const [selected, setSelected] = useHeld<string | null>(args.selected, args.onSelect);
    return (
      // A side panel's width.
      <div style={{ maxWidth: 'var(--metr-size-panel)' }}>
        <BlocksPanel {...args} selected={selected} onSelect={setSelected} />
      </div>
    );
  },
  parameters: { viewport: { width: 420, height: 900 } },
} satisfies Meta<typeof BlocksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A drawing without blocks: the panel says so and what would be listed. */
export const Vide: Story = {
  args: { blocks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Blocs' })).toBeVisible();
    await expect(canvas.getByText('Ce dessin n’a pas de blocs.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

/** An apartment plan's doors, windows and fittings, by name, with their references and layers. */
export const QuelquesBlocs: Story = {
  name: 'Quelques blocs',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('le nombre de blocs et de références', async () => {
      await expect(canvas.getByText(flat(`9${NBSP}blocs, 98${NBSP}références`))).toBeVisible();
    });
    await step('chaque bloc avec ses références, les imbriquées dites à part', async () => {
      const row = canvas.getByRole('row', { name: /^PORTE_90/ });
      await expect(row).toHaveTextContent('15');
      await expect(row).toHaveTextContent(flat(`dont 3${NBSP}imbriquées`));
      await expect(row).toHaveTextContent('A-PORTES');
    });
    await step('Tab atteint la recherche, puis le tri, puis la liste ; les flèches choisissent un bloc', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('searchbox', { name: 'Rechercher un bloc' })).toHaveFocus();
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('row', { name: /^CHASSIS_OB_60/ })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(args.onSelect).toHaveBeenLastCalledWith('ÉVIER_INOX');
      await expect(canvas.getByRole('heading', { name: 'ÉVIER_INOX' })).toBeVisible();
    });
    await step('trier par nombre de références : les prises en premier', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Trier par/ }));
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Nombre de références' }));
      const rows = canvas.getAllByRole('row');
      await expect(rows[0]).toHaveTextContent('PRISE_2P+T');
      await expect(rows[1]).toHaveTextContent('INTERRUPTEUR');
    });
  },
};

/**
 * A drawing pasted into another as blocks (AutoCAD's « Coller comme bloc »): its « A$C… » blocks are listed and counted,
 * after the blocks a person named, whatever the sort.
 */
export const BlocsColles: Story = {
  name: 'Blocs collés (A$C…)',
  args: {
    blocks: [block('A$C1F2E3D4C', 40, 0, ['0']), ...SAMPLE_BLOCKS.slice(0, 4), block('A$C00A1B2C3', 2, 0, ['0'])],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const expectOrder = async (names: readonly string[]) => {
      const rows = canvas.getAllByRole('row');
      await expect(rows).toHaveLength(names.length);
      for (const [i, name] of names.entries()) await expect(rows[i]).toHaveTextContent(name);
    };
    await step('par nom : les blocs nommés, puis les blocs collés', async () => {
      await expect(canvas.getByText(flat(`6${NBSP}blocs, 81${NBSP}références`))).toBeVisible();
      await expectOrder(['CHASSIS_OB_60', 'ÉVIER_INOX', 'FENETRE_120', 'INTERRUPTEUR', 'A$C00A1B2C3', 'A$C1F2E3D4C']);
    });
    await step('par nombre de références : les blocs collés restent après, même le plus référencé', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Trier par/ }));
      await userEvent.click(await within(document.body).findByRole('option', { name: 'Nombre de références' }));
      await expectOrder(['INTERRUPTEUR', 'FENETRE_120', 'CHASSIS_OB_60', 'ÉVIER_INOX', 'A$C1F2E3D4C', 'A$C00A1B2C3']);
    });
  },
};

/** A dynamic block selected: the names of its copies, its references top level and nested, and the count. */
export const BlocSelectionne: Story = {
  name: 'Bloc sélectionné',
  args: { selected: 'PORTE_90' },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('le détail du bloc', async () => {
      await expect(canvas.getByRole('row', { name: /^PORTE_90/ })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('heading', { name: 'PORTE_90' })).toBeVisible();
      await expect(canvas.getByText(flat(`Noms dans le fichier${NBSP}: *U12, *U14, PORTE_90`))).toBeVisible();
      await expect(
        canvas.getByText(
          flat(`15${NBSP}références dont 3${NBSP}imbriquées (12${NBSP}au premier niveau, 3${NBSP}dans d’autres blocs)`),
        ),
      ).toBeVisible();
    });
    await step('un article choisi, puis « Compter ce bloc » au clavier', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Relier à un article' }), 'bloc-porte isoplane{Enter}');
      await expect(canvas.getByText(blocPorte.designation)).toBeVisible();
      const count = canvas.getByRole('button', { name: 'Compter ce bloc' });
      await expect(count).toHaveAccessibleDescription(/chacune de ses 15\sréférences/);
      count.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onCount).toHaveBeenCalledWith('PORTE_90', blocPorte.id);
    });
  },
};

/** A block counted already: said, with the count to open; counting again is still possible, and its risk said. */
export const DejaCompte: Story = {
  name: 'Déjà compté',
  args: { selected: 'PORTE_90', counted: { PORTE_90: { measurementId: 'm-portes', count: 12 } } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('« Déjà compté : 12 U », et l’ouvrir', async () => {
      await expect(canvas.getByText(flat(`Déjà compté${NBSP}: 12${NBSP}U`))).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le comptage' }));
      await expect(args.onOpenMeasurement).toHaveBeenCalledWith('m-portes');
    });
    await step('compter de nouveau, sans article', async () => {
      const count = canvas.getByRole('button', { name: 'Compter ce bloc' });
      await expect(count).toHaveAccessibleDescription(/deux fois/);
      await userEvent.click(count);
      await expect(args.onCount).toHaveBeenCalledWith('PORTE_90', null);
    });
  },
};

/** 300 blocks: only the rows in view are drawn; the keyboard still reaches the last one. */
export const TroisCentsBlocs: Story = {
  name: '300 blocs',
  args: { blocks: MANY_BLOCKS },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('la liste dit 300 lignes, n’en dessine que quelques-unes', async () => {
      const grid = canvas.getByRole('grid', { name: 'Blocs du dessin' });
      await expect(grid).toHaveAttribute('aria-rowcount', '300');
      await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    });
    await step('Fin atteint le dernier bloc et le choisit', async () => {
      canvas.getAllByRole('row')[0]?.focus();
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(args.onSelect).toHaveBeenLastCalledWith('PRISE_297'));
    });
    await step('une recherche réduit la liste', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher un bloc' }), 'luminaire_00');
      await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    });
  },
};

/** A press while the list scrolls (a wheel turn just before): it lands on the block's row, not on the list's box. */
export const PressionPendantLeDefilement: Story = {
  name: 'Pression pendant le défilement',
  args: { blocks: MANY_BLOCKS },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Blocs du dessin' });
    await within(grid).findAllByRole('row');
    const { target, hit } = await pressTargetWhileScrolling(grid, grid, 300, '[role="row"]');
    await expect(target.contains(hit)).toBe(true);
  },
};

/** A search that finds nothing: said, with the query, and the way back. */
export const RechercheSansResultat: Story = {
  name: 'Recherche sans résultat',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('sans accents ni majuscules, « evier » retrouve « ÉVIER_INOX »', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher un bloc' }), 'evier');
      await expect(canvas.getAllByRole('row')).toHaveLength(1);
      await expect(canvas.getByRole('row', { name: /^ÉVIER_INOX/ })).toBeVisible();
    });
    await step('« baignoire » : aucun bloc', async () => {
      const search = canvas.getByRole('searchbox', { name: 'Rechercher un bloc' });
      await userEvent.clear(search);
      await userEvent.type(search, 'baignoire');
      await expect(canvas.getByRole('status')).toHaveTextContent(
        flat(`Aucun bloc ne correspond à «${NBSP}baignoire${NBSP}».`),
      );
      await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    });
  },
};
