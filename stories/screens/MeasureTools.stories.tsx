import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Measurement } from '../../src/domain/takeoff/types';
import { MeasureToolsHarness, onHarnessSheet } from './measure-tools-harness';
import { desktopAt } from '../viewports';

const meta = {
  title: 'Screens/Workspace/MeasureTools',
  component: MeasureToolsHarness,
  args: { tool: 'length', isCalibrated: true },
  parameters: desktopAt(900, 'padded'),
} satisfies Meta<typeof MeasureToolsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

type Mods = { shift?: boolean };

/** Points are CSS pixels on the plan (one pixel per point in the harness). */
/**
 * One user-event session per story: modifiers held with keyboard('{Shift>}') reach the pointer events only within
 * the same session (each direct userEvent call starts a new one).
 */
let user = userEvent.setup();

// toHaveTextContent compares with whitespace collapsed, no-break spaces included: expectations use plain spaces.

async function moveTo(plan: HTMLElement, x: number, y: number) {
  const rect = plan.getBoundingClientRect();
  await user.pointer({ target: plan, coords: { clientX: rect.left + x, clientY: rect.top + y } });
}

async function clickAt(plan: HTMLElement, x: number, y: number, mods: Mods = {}) {
  const rect = plan.getBoundingClientRect();
  const coords = { clientX: rect.left + x, clientY: rect.top + y };
  if (mods.shift) await user.keyboard('{Shift>}');
  await user.pointer([
    { target: plan, coords },
    { keys: '[MouseLeft]', target: plan, coords },
  ]);
  if (mods.shift) await user.keyboard('{/Shift}');
}

async function dragFrom(plan: HTMLElement, from: [number, number], to: [number, number]) {
  const rect = plan.getBoundingClientRect();
  const at = ([x, y]: [number, number]) => ({ clientX: rect.left + x, clientY: rect.top + y });
  await user.pointer([
    { target: plan, coords: at(from) },
    { keys: '[MouseLeft>]', target: plan, coords: at(from) },
    { target: plan, coords: at([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2]) },
    { target: plan, coords: at(to) },
    { keys: '[/MouseLeft]', target: plan, coords: at(to) },
  ]);
}

const cell = (canvasElement: HTMLElement, text: string) =>
  within(within(canvasElement).getByRole('table', { name: 'Mesures du plan' })).queryByRole('cell', { name: text });

/** The story's play begins: a fresh user-event session, and the plan it works on. */
function start(canvasElement: HTMLElement) {
  user = userEvent.setup();
  return within(canvasElement).getByRole('application', { name: 'Plan RDC' });
}

/** Clicks each point in turn (a polygon's vertices). */
async function clickEach(plan: HTMLElement, points: readonly (readonly [number, number])[]) {
  for (const [x, y] of points) await clickAt(plan, x, y);
}

const readout = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Mesure en cours' });

export const Longueur: Story = {
  play: async ({ canvasElement, step }) => {
    const plan = start(canvasElement);
    await step('deux points, aimantés aux angles des murs, et la lecture en direct', async () => {
      await clickAt(plan, 42, 43);
      await clickAt(plan, 358, 41);
      await moveTo(plan, 362, 178);
      const live = readout(canvasElement);
      await waitFor(() => expect(live).toHaveTextContent('Segment1,40 m'));
      await waitFor(() => expect(live).toHaveTextContent('Total4,60 ml'));
      await waitFor(() => expect(live).toHaveTextContent('Extrémité'));
    });
    await step('un double-clic termine la longueur', async () => {
      await clickAt(plan, 362, 178);
      await clickAt(plan, 362, 178);
      await waitFor(() => expect(cell(canvasElement, '4,60\u00a0ml')).toBeInTheDocument());
    });
    await step('Ctrl+Z annule, Ctrl+Y rétablit', async () => {
      await user.keyboard('{Control>}z{/Control}');
      await waitFor(() => expect(cell(canvasElement, '4,60\u00a0ml')).not.toBeInTheDocument());
      await user.keyboard('{Control>}y{/Control}');
      await waitFor(() => expect(cell(canvasElement, '4,60\u00a0ml')).toBeInTheDocument());
    });
    await step('Maj contraint l’angle, la touche A coupe l’aimantation', async () => {
      await clickAt(plan, 100, 300);
      await user.keyboard('{Shift>}');
      await moveTo(plan, 300, 310);
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Angle contraint (Maj)'));
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Segment2,00 m'));
      await user.keyboard('{/Shift}');
      await user.keyboard('a');
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Aimantation désactivée'));
      await moveTo(plan, 250, 250);
      // The picture is taken once the rubber band has followed the pointer there (≈ 158 px at 1 cm per pixel).
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Segment1,58 m'));
    });
  },
};

export const SurfaceAvecTremie: Story = {
  args: { tool: 'area' },
  play: async ({ canvasElement, step }) => {
    const plan = start(canvasElement);
    await step('la pièce de droite, fermée sur son premier point', async () => {
      await clickEach(plan, [
        [360, 40],
        [680, 40],
        [680, 360],
        [360, 360],
      ]);
      await moveTo(plan, 361, 41);
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Surface10,24 m²'));
      await clickAt(plan, 361, 41);
      await waitFor(() => expect(cell(canvasElement, '10,24\u00a0m²')).toBeInTheDocument());
    });
    await step('la trémie déduite avec l’outil Déduction (touche D)', async () => {
      plan.focus();
      await user.keyboard('d');
      await clickEach(plan, [
        [480, 120],
        [580, 120],
        [580, 220],
        [480, 220],
      ]);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(cell(canvasElement, '9,24\u00a0m²')).toBeInTheDocument());
    });
    await step('annuler la déduction rend la surface entière', async () => {
      await user.keyboard('{Control>}z{/Control}');
      await waitFor(() => expect(cell(canvasElement, '10,24\u00a0m²')).toBeInTheDocument());
      await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
      await waitFor(() => expect(cell(canvasElement, '9,24\u00a0m²')).toBeInTheDocument());
    });
  },
};

export const NonCalibre: Story = {
  args: { isCalibrated: false },
  play: async ({ canvasElement, step }) => {
    const plan = start(canvasElement);
    await step('la longueur est bloquée et dit pourquoi', async () => {
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Non étalonné'));
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Étalonnez ce plan'));
      await clickAt(plan, 100, 100);
      await clickAt(plan, 200, 100);
      await expect(within(canvasElement).getAllByRole('row')).toHaveLength(1);
    });
    await step('le comptage reste possible (touche C)', async () => {
      await user.keyboard('c');
      await clickAt(plan, 200, 200);
      await clickAt(plan, 500, 200);
      await waitFor(() => expect(cell(canvasElement, '2\u00a0U')).toBeInTheDocument());
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Comptage2 U'));
    });
  },
};

export const Etalonnage: Story = {
  args: { tool: 'scale', isCalibrated: false },
  play: async ({ canvasElement, step }) => {
    const plan = start(canvasElement);
    await step('les deux extrémités de la cote imprimée, aimantées à ses traits', async () => {
      await clickAt(plan, 43, 402);
      await moveTo(plan, 677, 398);
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Distance sur le plan640,0 pt'));
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Extrémité'));
    });
  },
};

const placed: Measurement[] = [
  {
    ...onHarnessSheet('sejour', 'Salle de classe', 'green', '2026-11-23T08:00:00.000Z'),
    kind: 'area',
    points: [
      { x: 40, y: 40 },
      { x: 360, y: 40 },
      { x: 360, y: 360 },
      { x: 40, y: 360 },
    ],
    holes: [],
  },
  {
    ...onHarnessSheet('cloison', 'Cloison', 'orange', '2026-11-23T08:01:00.000Z'),
    kind: 'wallArea',
    points: [
      { x: 360, y: 240 },
      { x: 360, y: 360 },
    ],
    closed: false,
    height: 2.5,
    openings: [],
  },
  {
    ...onHarnessSheet('portes', 'Portes', 'purple', '2026-11-23T08:02:00.000Z'),
    kind: 'count',
    points: [
      { x: 360, y: 210 },
      { x: 600, y: 360 },
    ],
  },
];

export const SelectionEtPoignees: Story = {
  args: { tool: 'select', measurements: placed, selection: ['sejour'] },
  play: async ({ canvasElement, step }) => {
    const plan = start(canvasElement);
    await step('glisser une poignée déplace le sommet', async () => {
      await waitFor(() => expect(cell(canvasElement, '10,24\u00a0m²')).toBeInTheDocument());
      await dragFrom(plan, [360, 360], [360, 300]);
      await waitFor(() => expect(cell(canvasElement, '9,28\u00a0m²')).toBeInTheDocument());
    });
    await step('un cadre de droite à gauche prend ce qu’il touche', async () => {
      await dragFrom(plan, [400, 380], [340, 200]);
      await expect(within(canvasElement).getAllByRole('cell', { name: 'sélectionnée' })).toHaveLength(3);
    });
    await step('Suppr supprime la sélection, Ctrl+Z la rend', async () => {
      await user.keyboard('{Delete}');
      await expect(within(canvasElement).getAllByRole('row')).toHaveLength(1);
      await user.keyboard('{Control>}z{/Control}');
      await expect(within(canvasElement).getAllByRole('row')).toHaveLength(4);
    });
  },
};

/** A stair string inside the stairwell, 80 pt long: 0,80 m at the plan's scale (1 pt = 1 cm). */
const stairString: Measurement[] = [
  {
    ...onHarnessSheet('limon', 'Limon', 'teal', '2026-11-23T08:00:00.000Z'),
    kind: 'length',
    points: [
      { x: 490, y: 170 },
      { x: 570, y: 170 },
    ],
    closed: false,
  },
];

/** Picks 1:20 in the open scale dialog and applies it. */
async function applyRatio(canvasElement: HTMLElement, ratio: string) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: 'Échelle de la zone «\u00a0Zone 1\u00a0»' });
  await user.click(within(dialog).getByText('Échelle normalisée'));
  await user.click(within(dialog).getByRole('button', { name: /Échelle/ }));
  await user.click(await body.findByRole('option', { name: ratio }));
  await user.click(within(dialog).getByRole('button', { name: 'Appliquer l’échelle' }));
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
}

/** The region tool: a frame dragged around the stairwell, at 1:20; the stair string inside takes that scale. */
export const ZoneDEchelle: Story = {
  name: 'Zone d’échelle',
  args: { tool: 'region', measurements: stairString },
  play: async ({ canvasElement, step }) => {
    const plan = start(canvasElement);
    await step('un cadre glissé autour de la cage d’escalier demande l’échelle de la zone', async () => {
      await expect(cell(canvasElement, '0,80\u00a0ml')).toBeInTheDocument();
      await dragFrom(plan, [470, 110], [590, 230]);
    });
    await step('1:20 appliqué\u00a0: le limon est mesuré à l’échelle de la zone', async () => {
      await applyRatio(canvasElement, '1:20');
      // 80 pt at 1:20: 80 × 20 × 0,0254 / 72 = 0,56 m.
      await waitFor(() => expect(cell(canvasElement, '0,56\u00a0ml')).toBeInTheDocument());
    });
    await step('Ctrl+Z retire la zone et rend l’échelle du plan, Ctrl+Y la remet', async () => {
      plan.focus();
      await user.keyboard('{Control>}z{/Control}');
      await waitFor(() => expect(cell(canvasElement, '0,80\u00a0ml')).toBeInTheDocument());
      await user.keyboard('{Control>}y{/Control}');
      await waitFor(() => expect(cell(canvasElement, '0,56\u00a0ml')).toBeInTheDocument());
    });
  },
};

/** The keyboard path: with the region tool, Entrée takes the part of the plan in view; the dialog asks its scale. */
export const ZoneDEchelleAuClavier: Story = {
  name: 'Zone d’échelle au clavier',
  args: { tool: 'region', measurements: stairString },
  play: async ({ canvasElement, step }) => {
    const plan = start(canvasElement);
    await step('Entrée sur le plan encadre ce qui est affiché', async () => {
      plan.focus();
      await user.keyboard('{Enter}');
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Échelle de la zone «\u00a0Zone 1\u00a0»',
      });
      await expect(dialog).toHaveAccessibleDescription(/Annuler ne crée pas la zone/);
    });
  },
};

export const ComptageEncadrerUnSymbole: Story = {
  name: 'Comptage : encadrer un symbole (F)',
  args: { tool: 'count', isCalibrated: false },
  play: async ({ canvasElement, step }) => {
    const plan = start(canvasElement);
    await step('F : le comptage encadre un symbole, et le dit', async () => {
      plan.focus();
      await user.keyboard('f');
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Tracez un cadre autour d’un symbole'));
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Échap abandonne le cadre.'));
    });
    await step('Échap : retour au comptage', async () => {
      await user.keyboard('{Escape}');
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Cliquez chaque élément à compter'));
    });
  },
};

const pickStatus = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('status')
    .find((s) => s.closest('section') === null) as HTMLElement;

/**
 * « Remplissage » (F, issue 26): the room under the resting pointer previewed, a click takes it — its outline on the
 * walls, the door gap (60 cm) closed, the stairwell a hole. The engine is the real one (domain/selection), run here
 * without its worker.
 */
export const RemplissageApercu: Story = {
  name: 'Remplissage : aperçu puis clic',
  args: { tool: 'area', picking: true, drawing: 'rooms' },
  play: async ({ canvasElement, step }) => {
    const plan = start(canvasElement);
    await step('le mode se dit, avec son clavier', async () => {
      await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Cliquez dans une pièce'));
      await expect(within(canvasElement).getByRole('button', { name: 'Remplissage (F)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await step('un clic dans la pièce de gauche : sa surface au nu des murs, porte fermée', async () => {
      await moveTo(plan, 200, 200);
      await clickAt(plan, 200, 200);
      await waitFor(() => expect(cell(canvasElement, '9,00\u00a0m²')).toBeInTheDocument());
    });
    await step('dans la pièce de droite : la trémie en réservation', async () => {
      await clickAt(plan, 430, 300);
      await waitFor(() => expect(cell(canvasElement, '8,00\u00a0m²')).toBeInTheDocument());
    });
    await step('l’aperçu sous le pointeur', async () => {
      await moveTo(plan, 600, 80);
    });
  },
};

/** A click outside the building: the fill would reach the sheet's border; refused, said, nothing added. */
export const RemplissageFuiteRefusee: Story = {
  name: 'Remplissage : fuite refusée',
  args: { tool: 'area', picking: true, drawing: 'rooms' },
  play: async ({ canvasElement }) => {
    const plan = start(canvasElement);
    await clickAt(plan, 15, 200);
    await waitFor(() => expect(pickStatus(canvasElement)).toHaveTextContent('La surface n’est pas fermée'));
    await expect(
      within(canvasElement).getByRole('table', { name: 'Mesures du plan' }).querySelectorAll('tbody tr'),
    ).toHaveLength(0);
  },
};

/** Maj+clic on both rooms: they wait, numbered; Shift released, both are added in one step (one Ctrl+Z). */
export const RemplissagePlusieursPieces: Story = {
  name: 'Remplissage : plusieurs pièces (Maj+clic)',
  args: { tool: 'area', picking: true, drawing: 'rooms' },
  play: async ({ canvasElement, step }) => {
    const plan = start(canvasElement);
    const rows = () =>
      within(canvasElement).getByRole('table', { name: 'Mesures du plan' }).querySelectorAll('tbody tr');
    await step('deux pièces en attente', async () => {
      await user.keyboard('{Shift>}');
      const rect = plan.getBoundingClientRect();
      for (const [x, y] of [
        [200, 200],
        [430, 300],
      ] as const) {
        const coords = { clientX: rect.left + x, clientY: rect.top + y };
        await user.pointer([
          { target: plan, coords },
          { keys: '[MouseLeft]', target: plan, coords },
        ]);
      }
      await waitFor(() => expect(pickStatus(canvasElement)).toHaveTextContent('2 pièces en attente'));
      await expect(rows()).toHaveLength(0);
    });
    await step('Maj relâchée : les deux d’un coup', async () => {
      await user.keyboard('{/Shift}');
      await waitFor(() => expect(rows()).toHaveLength(2));
    });
    await step('un Ctrl+Z les retire ensemble', async () => {
      await user.keyboard('{Control>}z{/Control}');
      await waitFor(() => expect(rows()).toHaveLength(0));
    });
  },
};

/** By keyboard: the arrows move the probe from the view's centre, Entrée takes the room under it. */
export const RemplissageAuClavier: Story = {
  name: 'Remplissage au clavier',
  args: { tool: 'area', picking: true, drawing: 'rooms' },
  play: async ({ canvasElement }) => {
    const plan = start(canvasElement);
    plan.focus();
    // From the centre (360, 220), in the partition's doorway: four steps left (4 × 18 pt) into the left room.
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');
    await waitFor(() => expect(cell(canvasElement, '9,00\u00a0m²')).toBeInTheDocument());
  },
};

/**
 * « Élément du plan » with the length tool: a click on the outer wall's face takes the wall's axis (its two faces
 * 20 cm apart), round the building.
 */
export const ElementDuPlanLongueur: Story = {
  name: 'Élément du plan : un trait suivi (longueur)',
  args: { tool: 'length', picking: true, drawing: 'rooms' },
  play: async ({ canvasElement }) => {
    const plan = start(canvasElement);
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Cliquez sur un trait'));
    await moveTo(plan, 200, 31);
    await clickAt(plan, 200, 31);
    await waitFor(() => expect(cell(canvasElement, '19,20\u00a0ml')).toBeInTheDocument());
  },
};
