import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleDocument } from '../../../src/domain/export/sample';
import { localisationSums } from '../../../src/domain/library/localisationSums';
import { QuantityEngine } from '../../../src/domain/library/quantities';
import { SAMPLE_SHEETS, SAMPLE_SHEET_CHOICES, sampleProject } from '../../../src/domain/library/testing/sample';
import { QuantitiesPanel } from '../../../src/screens/Workspace/Quantities';
import { LocalisationQuantities } from '../../../src/screens/Workspace/Quantities/LocalisationQuantities';
import { PseQuantities } from '../../../src/screens/Workspace/Quantities/PseQuantities';
import { QuantitiesPage, type QuantitiesView } from '../../../src/screens/Workspace/Quantities/QuantitiesPage';
import { VariablesPanel } from '../../../src/screens/Workspace/Variables';
import { desktopAt } from '../../viewports';

const { engine, state, variables, measurements } = sampleProject();
const data = engine.panel();

// Issue 24: the sample's wall in the living room, its sockets in the kitchen; the slab left unlocalised.
const placed = measurements.map((m) =>
  m.id === 'wall-1'
    ? { ...m, localisation: { level: 'RDC', zone: 'Séjour' } }
    : m.id === 'sockets'
      ? { ...m, localisation: { level: 'RDC', zone: 'Cuisine' } }
      : m,
);
const placedEngine = new QuantityEngine({ measurements: placed, sheets: SAMPLE_SHEETS, variables, library: state });
const placedPanel = placedEngine.panel();
const sums = localisationSums({
  panel: placedPanel,
  linksOfArticle: (id) => placedEngine.linksOfArticle(id),
  measurements: new Map(placed.map((m) => [m.id, m])),
});
const byLot = placedPanel.lots.map((lot) => ({
  lotId: lot.lot.id,
  number: lot.number,
  title: lot.lot.title,
  articles: lot.chapters.flatMap((c) =>
    c.articles.flatMap((a) => {
      const article = sums.byArticle.get(a.article.id);
      return article ? [article] : [];
    }),
  ),
}));
const pseSample = sampleDocument({ lots: 2, chaptersPerLot: 1, linesPerChapter: 2 });
const pseBlocks = [
  { name: 'PSE 1 – Faïence toute hauteur', lots: pseSample.lots.slice(0, 1) },
  { name: 'PSE 2 – Parquet chêne massif', lots: pseSample.lots.slice(1, 2) },
];

function Panel() {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <QuantitiesPanel
      data={data}
      sheets={SAMPLE_SHEET_CHOICES}
      lots={data.lots.map((l) => ({ id: l.lot.id, label: `${l.number} ${l.lot.title}` }))}
      sheetId={null}
      lotId={null}
      onSheetChange={() => undefined}
      onLotChange={() => undefined}
      onSelectArticle={setSelected}
      selectedArticleId={selected}
    />
  );
}

const plinthe = [...state.libraryItems.values()].find((a) => a.designation.startsWith('Plinthe en bois'));

const meta = {
  title: 'Screens/Workspace/QuantitiesPage',
  component: QuantitiesPage,
  args: {
    projectName: 'Résidence Les Tilleuls',
    projectHref: '#projet',
    librariesHref: '#bibliotheques',
    libraries: [
      { id: 'lib-1', name: 'Bibliothèque de démarrage Metr', articleCount: 172, isUsed: true },
      { id: 'lib-2', name: 'Prix de l’agence 2026', articleCount: 0, isUsed: false },
    ],
    onUseLibrary: fn(),
    onExport: fn(),
    variables: (
      <VariablesPanel
        variables={variables.map((row) => ({ row, usedBy: engine.dependents(row.name).length }))}
        onCreate={() => undefined}
        onUpdate={() => undefined}
        onDelete={() => undefined}
      />
    ),
    panel: <Panel />,
    highlighted: null,
    unlinked: [{ id: 'lonely', label: 'Non relié — une longueur sur R+1', href: '#r1' }],
    onSelectMeasurement: fn(),
  },
  parameters: desktopAt(1400, 'padded'),
} satisfies Meta<typeof QuantitiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Quantites: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('déclarer une bibliothèque et relier la mesure seule', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Utiliser Prix de l’agence 2026' }));
      await expect(args.onUseLibrary).toHaveBeenCalledWith('lib-2', true);
      await userEvent.click(
        canvas.getByRole('button', { name: 'Relier Non relié — une longueur sur R+1 aux articles' }),
      );
      await expect(args.onSelectMeasurement).toHaveBeenCalledWith('lonely');
    });
  },
};

/** An article chosen in the panel: the plans that hold its measurements (with « Voir sur le plan »), and each one. */
export const ArticleChoisi: Story = {
  args: {
    highlighted: {
      article: plinthe?.designation ?? '',
      measurements: [
        { id: 'wall-1', label: 'Mur séjour — une surface de mur sur RDC', href: '#rdc?mesures=wall-1' },
        { id: 'wall-2', label: 'Mur cuisine — une surface de mur sur RDC', href: '#rdc?mesures=wall-2' },
        { id: 'wall-3', label: 'Mur chambre — une surface de mur sur R+1', href: '#r1?mesures=wall-3' },
      ],
      sheets: [
        { id: 'rdc', label: 'RDC', count: 2, href: '#rdc?mesures=wall-1,wall-2' },
        { id: 'r1', label: 'R+1', count: 1, href: '#r1?mesures=wall-3' },
      ],
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('le choix est annoncé, avec le nombre de mesures', async () => {
      // The page has another status (the unlinked measurements' summary): the choice's own is found by its words.
      await expect(canvas.getByText(/3\smesures alimentent/)).toHaveAttribute('role', 'status');
    });
    await step('chaque plan dit combien de mesures il porte et mène à elles', async () => {
      const plans = canvas.getByRole('region', { name: 'Plans où l’article est mesuré' });
      await expect(within(plans).getByText(/RDC\s:\s2\smesures/)).toBeVisible();
      // The story's router resolves the fragment against « / » on a cold page only: both lead to the same place.
      await expect(within(plans).getByRole('link', { name: /^Voir sur le plan RDC les 2\smesures$/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/?#rdc\?mesures=wall-1,wall-2$/),
      );
    });
    await step('au clavier, Tab atteint « Voir sur le plan »', async () => {
      const first = canvas.getByRole('link', { name: /^Voir sur le plan RDC les 2\smesures$/ });
      canvas.getByRole('button', { name: 'Exporter…' }).focus();
      // From « Exporter… »: the libraries, the variables, the panel's filters and rows, then the plans' links.
      for (let i = 0; i < 80 && document.activeElement !== first; i++) await userEvent.tab();
      await expect(first).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Voir sur le plan R+1 la mesure' })).toHaveFocus();
    });
  },
};

/** Nothing to export yet: no « Exporter… », every measurement linked. */
export const SansExport: Story = { args: { onExport: undefined, unlinked: [] } };

/**
 * Issue 24: the three views of the same sums, switched with « Présentation »: priced, lot → article → localisation,
 * and « Métré par local » (localisation → lot → article). The arrows move between the views.
 */
export const ChangerDePresentation: Story = {
  render: function Render(args) {
    const [view, setView] = useState<QuantitiesView>('priced');
    return (
      <QuantitiesPage
        {...args}
        view={view}
        onViewChange={setView}
        localisationView={
          view === 'byLot' ? (
            <LocalisationQuantities order="lot" lots={byLot} />
          ) : (
            <LocalisationQuantities order="localisation" groups={sums.byLocalisation} />
          )
        }
      />
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const views = canvas.getByRole('radiogroup', { name: 'Présentation' });
    await step('par lot et local : chaque article, son total puis ses locaux', async () => {
      await userEvent.click(within(views).getByRole('radio', { name: 'Par lot et local' }));
      await expect(canvas.getByRole('table', { name: 'Lot → article → localisation' })).toBeVisible();
    });
    await step('au clavier, la flèche passe au métré par local', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(within(views).getByRole('radio', { name: 'Métré par local' })).toBeChecked();
      const table = canvas.getByRole('table', { name: 'Localisation → lot → article' });
      await expect(within(table).getByText('Niveau RDC · Séjour')).toBeVisible();
      await expect(within(table).getByText('Non localisé')).toBeVisible();
    });
  },
};

/** Issue 24: the PSE after the base, each with its lots, sub-totals, Total HT, VAT and TTC, as the DPGF has them. */
export const AvecPse: Story = {
  args: { view: 'priced', onViewChange: fn(), pse: <PseQuantities blocks={pseBlocks} /> },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('chaque PSE a son tableau et ses totaux, après la base', async () => {
      const pse = canvas.getByRole('table', { name: 'PSE\u00a0: PSE 1 – Faïence toute hauteur' });
      await expect(within(pse).getByRole('row', { name: /^Total HT PSE 1 – Faïence toute hauteur/ })).toBeVisible();
      await expect(within(pse).getByRole('row', { name: /^Total TTC PSE 1 – Faïence toute hauteur/ })).toBeVisible();
      await expect(canvas.getByRole('table', { name: 'PSE\u00a0: PSE 2 – Parquet chêne massif' })).toBeVisible();
    });
  },
};
