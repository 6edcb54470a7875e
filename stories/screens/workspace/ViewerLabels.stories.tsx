import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { A3, page1, pt } from '../../../scripts/fixtures/plan-geometry';
import { quantityOnSheet } from '../../../src/domain/takeoff/quantity';
import { measurement } from '../../../src/domain/takeoff/testing/fixtures';
import { SCALE_100 } from '../../../src/domain/takeoff/testing/samples';
import type { Measurement, Point } from '../../../src/domain/takeoff/types';
import { formatQuantity } from '../../../src/i18n/numbers';
import {
  LabelLayout,
  computedStyleReader,
  drawOverlay,
  labelText,
  readOverlayTheme,
} from '../../../src/screens/Workspace/Overlay';
import { LabelToggles } from '../../../src/screens/Workspace/Legend';
import { PlanViewer, type OverlayDrawer } from '../../../src/screens/Workspace/Viewer';
import { openFixturePlan, settled, type OpenedPlan } from './plans';

/** Paper millimetres of the fixture plan (y up) → sheet points (y down). */
const sheet = (xMm: number, yMm: number): Point => ({ x: pt(xMm), y: A3.height - pt(yMm) });
const rect = (r: { x0: number; y0: number; x1: number; y1: number }) => [
  sheet(r.x0, r.y0),
  sheet(r.x1, r.y0),
  sheet(r.x1, r.y1),
  sheet(r.x0, r.y1),
];

const scales = { default: SCALE_100, regions: [] };
const MEASUREMENTS: readonly Measurement[] = [
  measurement('area', {
    id: 'room',
    label: 'Séjour – sol',
    color: 'blue',
    articleId: 'tiles',
    points: rect(page1.room),
    holes: [rect(page1.roomHole)],
  }),
  measurement('area', {
    id: 'room2',
    label: 'Ch. 2 – sol',
    color: 'green',
    points: rect({ x0: 100.5, y0: 62, x1: 158, y1: 138 }),
    holes: [],
  }),
  measurement('length', {
    id: 'skirting',
    label: 'Plinthe séjour',
    color: 'brown',
    points: [sheet(42, 62), sheet(99.5, 62), sheet(99.5, 138)],
    closed: false,
    labelOffset: { x: 0, y: 40 },
  }),
  measurement('count', {
    id: 'sockets',
    label: 'PC 16 A',
    color: 'red',
    symbol: 'square',
    points: [sheet(50, 70), sheet(80, 70), sheet(50, 120), sheet(80, 120)],
  }),
  measurement('count', {
    id: 'lights',
    label: 'Points lumineux',
    color: 'purple',
    points: [sheet(120, 110), sheet(140, 110), sheet(130, 80)],
    articleId: 'lights',
  }),
];
const ARTICLES = new Map([
  ['tiles', { color: 'orange' as const }],
  ['lights', { symbol: 'star' as const }],
]);

function Frame({ children }: { children: ReactNode }) {
  return <div style={{ height: 'calc(100vh - 48px)' }}>{children}</div>;
}

/** The sheet page's overlay as the route wires it: the measurements, their labels, the toggles in the toolbar. */
function LabelledViewer({ source, selection }: { source: OpenedPlan['source']; selection: readonly string[] }) {
  const [showLabels, setShowLabels] = useState(true);
  const [showQuantities, setShowQuantities] = useState(true);
  const [layout] = useState(() => new LabelLayout());
  const draw: OverlayDrawer = (ctx, t, frame) => {
    const theme = readOverlayTheme(computedStyleReader(ctx.canvas));
    const options = { showLabels, showQuantities };
    drawOverlay(
      ctx,
      t,
      {
        minX: frame.visible.x,
        minY: frame.visible.y,
        maxX: frame.visible.x + frame.visible.width,
        maxY: frame.visible.y + frame.visible.height,
      },
      {
        measurements: MEASUREMENTS,
        selection: new Set(selection),
        draft: null,
        draftColor: 'blue',
        articles: ARTICLES,
        labels: {
          layout,
          textOf: (m) => {
            const q = quantityOnSheet(m, scales);
            return labelText(m.label, q.ok ? formatQuantity(q.value.value, q.value.unit) : null, options);
          },
          revision: [showLabels, showQuantities],
          bounds: { minX: 0, minY: 0, maxX: A3.width, maxY: A3.height },
          articles: ARTICLES,
        },
      },
      theme,
    );
  };
  return (
    <PlanViewer
      source={source}
      sheetName="A-101 — PLAN RDC"
      scale={null}
      drawOverlay={draw}
      onSheetPointer={fn()}
      toolbarExtra={
        <LabelToggles
          showLabels={showLabels}
          showQuantities={showQuantities}
          onShowLabelsChange={setShowLabels}
          onShowQuantitiesChange={setShowQuantities}
        />
      }
    />
  );
}

const meta = {
  title: 'Screens/Workspace/Viewer/Labels',
  component: LabelledViewer,
  args: { source: null as unknown as OpenedPlan['source'], selection: [] },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  loaders: [async () => ({ plan: await openFixturePlan('plan.pdf') })],
  render: (args, { loaded }) => <LabelledViewer {...args} source={(loaded as { plan: OpenedPlan }).plan.source} />,
  parameters: { layout: 'padded', viewport: { width: 1024, height: 700 } },
} satisfies Meta<typeof LabelledViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each measurement's label and quantity on a paper chip, moved aside (with a leader line) where it would cover
 * another or a count's symbols; counts numbered 1, 2, 3… in their symbol; the room in its article's colour.
 */
export const LibellesEtSymboles: Story = {
  name: 'Libellés et symboles numérotés',
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Libellés' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** « Libellés » off: the quantities alone. */
export const QuantitesSeules: Story = {
  name: 'Quantités seules',
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    const canvas = within(canvasElement);
    const labels = canvas.getByRole('button', { name: 'Libellés' });
    await userEvent.click(labels);
    await waitFor(() => expect(labels).toHaveAttribute('aria-pressed', 'false'));
    await settled(canvasElement);
  },
};

/** A selected count: its symbols larger, ringed thicker. */
export const ComptageSelectionne: Story = {
  name: 'Comptage sélectionné',
  args: { selection: ['sockets'] },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
  },
};
