import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { A3, page1, pt } from '../../../scripts/fixtures/plan-geometry';
import {
  LayersPanel,
  defaultLayerVisibility,
  type LayerVisibility,
  type PlanLayer,
} from '../../../src/screens/Workspace/Layers';
import { PlanViewer, cssVariable, type OverlayDrawer, type SheetSource } from '../../../src/screens/Workspace/Viewer';
import { PdfEngineError } from '../../../src/workers/pdf/protocol';
import { vars } from '../../../src/theme';
import { openFixturePlan, settled, type OpenedPlan } from './plans';

const NNBSP = '\u202f';

/** The viewer fills its parent: the stories give it the window's height less the story padding. */
function Frame({ children }: { children: ReactNode }) {
  return <div style={{ height: 'calc(100vh - 48px)' }}>{children}</div>;
}

const meta = {
  title: 'Screens/Workspace/Viewer',
  component: PlanViewer,
  args: {
    source: null,
    sheetName: 'A-101 — PLAN RDC',
    scale: null,
    onViewChange: fn(),
    onSheetPointer: fn(),
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
  loaders: [async () => ({ plan: await openFixturePlan('plan.pdf') })],
  render: (args, { loaded }) => <PlanViewer {...args} source={(loaded as { plan: OpenedPlan }).plan.source} />,
  parameters: { layout: 'padded', viewport: { width: 1024, height: 700 } },
} satisfies Meta<typeof PlanViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The zoom level button: named « Niveau de zoom 75 % » (its text holds the hidden prefix, so compare the name). */
const level = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: /^Niveau de zoom/ });

export const Ajuste: Story = {
  name: 'Ajusté à la fenêtre',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('le plan s’ouvre ajusté, net', async () => {
      await settled(canvasElement);
      const plan = canvas.getByRole('application', { name: 'A-101 — PLAN RDC' });
      await expect(plan).toHaveAccessibleDescription(expect.stringContaining('Échelle\u00a0: Non étalonné'));
      await expect(canvas.getByRole('toolbar', { name: 'Affichage du plan' })).toBeVisible();
    });
  },
};

export const ZoomAuClavier: Story = {
  name: 'Zoom et déplacement au clavier',
  play: async ({ canvasElement, step, args }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    const plan = canvas.getByRole('application', { name: 'A-101 — PLAN RDC' });
    await step('un clic donne le clavier au plan', async () => {
      await userEvent.click(plan);
      await expect(plan).toHaveFocus();
    });
    await step('+ zoome par paliers, les flèches déplacent, le rendu redevient net', async () => {
      const before = level(canvas).textContent;
      await userEvent.keyboard('++');
      await waitFor(() => expect(level(canvas).textContent).not.toBe(before));
      await userEvent.keyboard('{ArrowDown}{ArrowRight}');
      await waitFor(() => expect(args.onViewChange).toHaveBeenCalled());
      await settled(canvasElement);
      await waitFor(() => expect(canvas.getByRole('status').textContent).toMatch(/^Zoom \d+\u202f%$/));
    });
  },
};

/** The outer corner of the building's walls, in sheet space (points, y down). */
const wallCorner = { x: pt(page1.outerWall.x0), y: A3.height - pt(page1.outerWall.y0) };

export const ZoomMaximal: Story = {
  name: 'Zoom 6 400 % sur l’angle des murs, net',
  args: { initialView: { zoom: 64, centre: wallCorner } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await step('le niveau est au maximum, le zoom avant est désactivé', async () => {
      await expect(level(canvas)).toHaveAccessibleName(`Niveau de zoom 6${NNBSP}400${NNBSP}%`);
      await expect(canvas.getByRole('button', { name: 'Zoom avant' })).toBeDisabled();
    });
  },
};

export const MenuDesNiveaux: Story = {
  name: 'Menu des niveaux : 400 %',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await userEvent.click(level(canvas));
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: `400${NNBSP}%` }));
    // The step animates (unless motion is reduced): the level follows frame by frame.
    await waitFor(() => expect(level(canvas)).toHaveAccessibleName(`Niveau de zoom 400${NNBSP}%`));
    await settled(canvasElement);
  },
};

export const PlanScanne: Story = {
  name: 'Plan scanné (image seule)',
  args: { sheetName: 'Plan scanné — page 1' },
  loaders: [async () => ({ plan: await openFixturePlan('plan-raster.pdf') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('application', { name: 'Plan scanné — page 1' }));
    await userEvent.keyboard('+');
    await waitFor(() => expect(level(canvas)).toHaveAccessibleName(`Niveau de zoom 75${NNBSP}%`));
    await settled(canvasElement);
  },
};

/** Measurements as the tools will draw them: in sheet space through the view's transform, colours from the theme. */
const drawMeasurements: OverlayDrawer = (ctx, t) => {
  const root = document.documentElement;
  const stroke = cssVariable(root, vars.color.border.focus);
  const sheet = (xMm: number, yMm: number) => ({ x: pt(xMm), y: A3.height - pt(yMm) });
  const toScreen = (p: { x: number; y: number }) => ({ x: p.x * t.scale + t.x, y: p.y * t.scale + t.y });
  const path = (points: { x: number; y: number }[], close: boolean) => {
    ctx.beginPath();
    points.map(toScreen).forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    if (close) ctx.closePath();
  };
  const { room, roomHole, dimension } = page1;
  ctx.strokeStyle = stroke;
  ctx.lineWidth = 2;
  // The room's floor with its shaft as a hole (even-odd fill).
  ctx.fillStyle = stroke;
  ctx.globalAlpha = 0.2;
  ctx.beginPath();
  for (const r of [room, roomHole]) {
    const corners = [sheet(r.x0, r.y0), sheet(r.x1, r.y0), sheet(r.x1, r.y1), sheet(r.x0, r.y1)].map(toScreen);
    corners.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
  }
  ctx.fill('evenodd');
  ctx.globalAlpha = 1;
  ctx.stroke();
  // A length along the printed dimension.
  path([sheet(dimension.x0, dimension.y), sheet(dimension.x1, dimension.y)], false);
  ctx.stroke();
};

export const AvecSuperposition: Story = {
  name: 'Superposition des mesures',
  args: { drawOverlay: drawMeasurements, isPanMode: false },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await step('un clic donne le point du plan aux outils', async () => {
      const plan = canvas.getByRole('application', { name: 'A-101 — PLAN RDC' });
      await userEvent.click(plan);
      await waitFor(() =>
        expect(args.onSheetPointer).toHaveBeenCalledWith(expect.objectContaining({ type: 'down', consumed: false })),
      );
    });
  },
};

export const Chargement: Story = {
  loaders: [],
  // It stays loading: the story runner must not wait for the plan to be drawn.
  parameters: { waitForRender: false },
  render: (args) => <PlanViewer {...args} source={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // No file yet: the first of two steps, said as the bar's value (a bar by steps, never a sweep).
    const bar = canvas.getByRole('progressbar', { name: 'Chargement du plan…' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', 'Étape 1 sur 2\u00a0: ouverture du fichier');
    await expect(canvas.getByRole('button', { name: 'Zoom avant' })).toBeDisabled();
  },
};

export const ErreurMotDePasse: Story = {
  name: 'Erreur : PDF protégé',
  loaders: [],
  args: { error: new PdfEngineError('password', 'password required'), onRetry: fn() },
  render: (args) => <PlanViewer {...args} source={null} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Ce PDF est protégé par un mot de passe\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ErreurFichierAbsent: Story = {
  name: 'Erreur : fichier du plan absent',
  loaders: [],
  // The sheet page's error when the file's bytes were purged (SheetFileError in routes/workspace/sheetDocument.ts).
  args: { error: Object.assign(new Error('the plan file is not stored'), { code: 'fileMissing' }), onRetry: fn() },
  render: (args) => <PlanViewer {...args} source={null} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('la raison, et ce qui est conservé', async () => {
      const message = canvas.getByText(/n’est plus enregistré dans ce navigateur/);
      await expect(message).toBeVisible();
      await expect(message).toHaveTextContent('Le plan, son échelle et ses métrés restent enregistrés.');
      await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    });
  },
};

/** A source whose renders fail as when the worker stops. */
const failing: SheetSource = {
  width: A3.width,
  height: A3.height,
  render: () => Promise.reject(new PdfEngineError('workerFailed', 'the worker stopped')),
};

export const ErreurDeRendu: Story = {
  name: 'Erreur de rendu',
  loaders: [],
  render: (args) => <PlanViewer {...args} source={failing} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement, 'error');
    await expect(
      canvas.getByText('Le moteur d’affichage des plans s’est arrêté. Réessayez, ou rechargez la page.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

function PlanWithLayers({ plan }: { plan: OpenedPlan }) {
  const [value, setValue] = useState<LayerVisibility>(() => defaultLayerVisibility(plan.layers));
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 18rem', gap: 16, height: '100%' }}>
      <PlanViewer source={plan.source} sheetName="RDC-1 — PLAN RDC" scale={null} hiddenLayerIds={value.hidden} />
      <LayersPanel layers={plan.layers as PlanLayer[]} value={value} onChange={setValue} />
    </div>
  );
}

export const AvecCalques: Story = {
  name: 'Plan à calques : isoler les cotes',
  loaders: [async () => ({ plan: await openFixturePlan('plan-layers.pdf') })],
  render: (_args, { loaded }) => <PlanWithLayers plan={(loaded as { plan: OpenedPlan }).plan} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await step('le mobilier est masqué par défaut', async () => {
      await expect(canvas.getByRole('checkbox', { name: 'Mobilier' })).not.toBeChecked();
      await expect(canvas.getByRole('checkbox', { name: 'Murs' })).toBeChecked();
    });
    await step('isoler « Cotes » masque les murs, le plan est rendu à nouveau', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Isoler «\u00a0Cotes\u00a0»' }));
      await expect(canvas.getByRole('checkbox', { name: 'Murs' })).not.toBeChecked();
      await settled(canvasElement);
    });
  },
};
