import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleProject } from '../../../src/domain/library/testing/sample';
import { QuantitiesPanel } from '../../../src/screens/Workspace/Quantities';
import { QuantitiesPage } from '../../../src/screens/Workspace/Quantities/QuantitiesPage';
import { VariablesPanel } from '../../../src/screens/Workspace/Variables';

const { engine, state, variables } = sampleProject();
const data = engine.panel();

function Panel() {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <QuantitiesPanel
      data={data}
      sheets={[
        { id: 'sheet-1', label: 'RDC' },
        { id: 'sheet-2', label: 'R+1' },
      ]}
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
  parameters: { layout: 'padded', viewport: { width: 1280, height: 1400 } },
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

/** An article chosen in the panel: its measurements, each with the way to its plan. */
export const ArticleChoisi: Story = {
  args: {
    highlighted: {
      article: plinthe?.designation ?? '',
      measurements: [{ id: 'wall-1', label: 'Mur séjour — une surface de mur sur RDC', href: '#rdc' }],
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('la mesure de l’article est listée', async () => {
      await expect(canvas.getByText(/1 mesure alimente/)).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Mur séjour — une surface de mur sur RDC' })).toBeVisible();
    });
  },
};

/** Nothing to export yet: no « Exporter… », every measurement linked. */
export const SansExport: Story = { args: { onExport: undefined, unlinked: [] } };
