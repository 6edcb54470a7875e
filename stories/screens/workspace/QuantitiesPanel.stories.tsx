import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_SHEET_CHOICES, sampleProject } from '../../../src/domain/library/testing/sample';
import { QuantitiesPanel, type QuantitiesPanelProps } from '../../../src/screens/Workspace/Quantities';
import { useHeld } from '../../held';

const { engine, state } = sampleProject();
const lots = [...state.libraryLots.values()]
  .sort((a, b) => a.code.localeCompare(b.code))
  .map((l) => ({ id: l.id, label: `${l.code} ${l.title}` }));

/** Filters held by the story and applied with the engine, as the container does. */
function Stateful(props: QuantitiesPanelProps) {
  const [sheetId, setSheetId] = useHeld(props.sheetId, props.onSheetChange);
  const [lotId, setLotId] = useHeld(props.lotId, props.onLotChange);
  const [selected, setSelected] = useState<string | null>(null);
  const data = engine.panel({
    ...(sheetId ? { sheetIds: new Set([sheetId]) } : {}),
    ...(lotId ? { lotIds: new Set([lotId]) } : {}),
  });
  return (
    <QuantitiesPanel
      {...props}
      data={data}
      sheetId={sheetId}
      lotId={lotId}
      selectedArticleId={selected}
      onSheetChange={setSheetId}
      onLotChange={setLotId}
      onSelectArticle={(id) => {
        setSelected(id);
        props.onSelectArticle?.(id);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Workspace/QuantitiesPanel',
  component: QuantitiesPanel,
  args: {
    data: engine.panel(),
    sheets: SAMPLE_SHEET_CHOICES,
    lots,
    sheetId: null,
    lotId: null,
    onSheetChange: fn(),
    onLotChange: fn(),
    onSelectArticle: fn(),
  },
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded', viewport: { width: 1100, height: 900 } },
} satisfies Meta<typeof QuantitiesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Quantites: Story = {};

export const AuClavier: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('treegrid', { name: 'Quantités par lot, chapitre et article' });
    await step('une seule ligne dans l’ordre de tabulation, puis les flèches', async () => {
      const first = within(grid).getAllByRole('row')[1] as HTMLElement;
      first.focus();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(document.activeElement).toHaveAttribute('aria-level', '3');
    });
    await step('Entrée montre les mesures de l’article', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelectArticle).toHaveBeenCalledTimes(1);
      await expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
    });
    await step('Gauche remonte au chapitre puis le ferme', async () => {
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await expect(document.activeElement).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

export const FiltreParPlan: Story = { args: { sheetId: 'sheet-1' } };

// The panel as given: the stateful wrapper would recompute the sample project's quantities.
export const Vide: Story = {
  args: { data: { ...engine.panel(), lots: [], unlinked: [], problems: [] } },
  render: (args) => <QuantitiesPanel {...args} />,
};
