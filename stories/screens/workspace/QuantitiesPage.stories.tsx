import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_SHEET_CHOICES, sampleProject } from '../../../src/domain/library/testing/sample';
import { QuantitiesPanel } from '../../../src/screens/Workspace/Quantities';
import { QuantitiesPage } from '../../../src/screens/Workspace/Quantities/QuantitiesPage';
import { VariablesPanel } from '../../../src/screens/Workspace/Variables';
import { desktopAt } from '../../viewports';

const { engine, state, variables } = sampleProject();
const data = engine.panel();

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
