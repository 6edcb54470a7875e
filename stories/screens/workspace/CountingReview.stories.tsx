import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { countingErrorMessage, type CountingErrorMessageCode } from '../../../src/i18n/countingMessages';
import { Alert } from '../../../src/components/Alert';
import { REVIEW_FIXTURE, fixtureProposals, reviewMeasurement } from '../../../src/screens/Workspace/Counting/testing';
import { ReviewHarness } from './counting-harness';
import { pressTargetWhileScrolling } from '../../virtualized';

const NNBSP = '\u202f';

/** The sheet page's side panel: 360 px wide, the height of a laptop's panel. */
const inPanel: Decorator = (Story) => (
  <div style={{ width: 360, height: 760, display: 'flex', flexDirection: 'column' }}>
    <Story />
  </div>
);

/** react-aria renders a collection's items after its first render: wait for a row, with room for a loaded machine. */
const rowsShown = (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByRole('row', { name: /^Proposition 1,/ }, { timeout: 5000 });

/**
 * Tab into the list as a keyboard user does: from the last control before it (« Accepter les n… » when it is
 * enabled, else the threshold above it).
 */
async function tabIntoList(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const before =
    canvas.queryAllByRole('button', { name: /^Accepter les / }).find((b) => !b.hasAttribute('disabled')) ??
    canvas.queryByRole('slider', { name: 'Accepter automatiquement au-dessus de' }) ??
    canvas.getByRole('slider', { name: 'Afficher au-dessus de' });
  before.focus();
  await userEvent.tab();
}

const meta = {
  title: 'Screens/Workspace/CountingReview',
  component: ReviewHarness,
  args: {
    measurement: reviewMeasurement(REVIEW_FIXTURE),
    templateCount: 2,
    templateIds: ['t1', 't2'],
    onThresholdsChange: fn(),
    onFocusChange: fn(),
    onAccept: fn(),
    onReject: fn(),
    onRestore: fn(),
    onAcceptAbove: fn(),
    onAddTemplate: fn(),
    onFinish: fn(),
  },
  decorators: [inPanel],
  parameters: { viewport: { width: 480, height: 820 } },
} satisfies Meta<typeof ReviewHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twenty proposals at or above 50 %, best first: twelve accepted (one moved by hand), one rejected, two templates. */
export const Revue: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Propositions, de la plus sûre à la moins sûre' });
    await step('le titre et les comptes', async () => {
      await expect(canvas.getByRole('heading', { name: 'Comptage assisté' })).toBeVisible();
      await expect(
        // (Testing Library's text matching reads no-break spaces as spaces.)
        canvas.getByText('20 propositions · 12 acceptées · 1 rejetée · 2 modèles'),
      ).toBeVisible();
    });
    await step('chaque ligne dit son rang, son score, son statut et son modèle', async () => {
      await expect(grid).toHaveAttribute('aria-rowcount', '20');
      await expect(
        within(grid).getByRole('row', { name: `Proposition 1, 97${NNBSP}%, proposé, modèle 1` }),
      ).toBeVisible();
      await expect(
        within(grid).getByRole('row', { name: `Proposition 3, 92${NNBSP}%, accepté, corrigé, modèle 1` }),
      ).toBeVisible();
      await expect(within(grid).getByRole('row', { name: /^Proposition 6, .*, proposé, modèle 2$/ })).toBeVisible();
    });
    await step('accepter au-dessus de 80 %', async () => {
      await expect(canvas.getByRole('button', { name: `Accepter les 4 au-dessus de 80${NNBSP}%` })).toBeEnabled();
    });
  },
};

/** The display threshold moved from the keyboard: the list and the counts follow at each step. */
export const Seuils: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvasElement);
    const show = canvas.getByRole('slider', { name: 'Afficher au-dessus de' });
    await step('le seuil d’affichage monte à 70 %', async () => {
      await expect(show).toHaveAttribute('aria-valuetext', expect.stringMatching(/^50\s%$/));
      show.focus();
      await userEvent.keyboard('{PageUp}{PageUp}');
      await expect(show).toHaveAttribute('aria-valuetext', expect.stringMatching(/^70\s%$/));
      await expect(args.onThresholdsChange).toHaveBeenLastCalledWith({ show: 0.7, autoAccept: 0.8, nearMissBand: 0.1 });
      await expect(canvas.getByText(/^12 propositions · /)).toBeVisible();
    });
    await step('le seuil d’acceptation descend à 75 %', async () => {
      const accept = canvas.getByRole('slider', { name: 'Accepter automatiquement au-dessus de' });
      accept.focus();
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
      await expect(accept).toHaveAttribute('aria-valuetext', expect.stringMatching(/^75\s%$/));
      await expect(canvas.getByRole('button', { name: `Accepter les 4 au-dessus de 75${NNBSP}%` })).toBeEnabled();
    });
  },
};

/**
 * The keyboard path: Tab reaches the list, the arrows move (and the plan follows), Entrée accepts and goes on to the
 * next proposed, Suppr rejects and goes on, the row's buttons by the right arrow, « Rétablir » on a rejected one.
 */
export const Clavier: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Propositions, de la plus sûre à la moins sûre' });
    const row = (rank: number) => within(grid).getByRole('row', { name: new RegExp(`^Proposition ${rank},`) });
    await step('Tab atteint la première proposition, la flèche la suivante', async () => {
      await tabIntoList(canvasElement);
      await expect(row(1)).toHaveFocus();
      await expect(args.onFocusChange).toHaveBeenLastCalledWith('p1');
      await userEvent.keyboard('{ArrowDown}');
      await expect(row(2)).toHaveFocus();
      await expect(args.onFocusChange).toHaveBeenLastCalledWith('p2');
      await userEvent.keyboard('{ArrowUp}');
    });
    await step('Entrée accepte et passe à la suivante proposée', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onAccept).toHaveBeenLastCalledWith(['p1']);
      await waitFor(() => expect(row(4)).toHaveFocus());
      await expect(args.onFocusChange).toHaveBeenLastCalledWith('p4');
      await expect(canvas.getByText('Acceptée')).toBeInTheDocument();
      await expect(row(1)).toHaveAccessibleName(`Proposition 1, 97${NNBSP}%, accepté, modèle 1`);
    });
    await step('Suppr rejette et passe à la suivante proposée', async () => {
      await userEvent.keyboard('{Delete}');
      await expect(args.onReject).toHaveBeenLastCalledWith(['p4']);
      await waitFor(() => expect(row(6)).toHaveFocus());
      await expect(canvas.getByText('Rejetée')).toBeInTheDocument();
    });
    await step('les boutons de la ligne, à droite', async () => {
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(row(4)).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      const restore = canvas.getByRole('button', { name: 'Rétablir la proposition 4' });
      await expect(restore).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onRestore).toHaveBeenLastCalledWith(['p4']);
      await expect(canvas.getByText('Rétablie')).toBeInTheDocument();
    });
  },
};

/** The near misses, just under the display threshold, opened: the same rows and actions. */
export const PresqueRetenues: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Presque retenues (4)' });
    await step('fermées au départ, ouvertes au clavier', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      toggle.focus();
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const near = await canvas.findByRole('grid', { name: 'Presque retenues, juste sous le seuil d’affichage' });
      await within(near).findAllByRole('row', { name: /^Proposition 21,/ }, { timeout: 5000 });
      await expect(within(near).getAllByRole('row')).toHaveLength(4);
      await expect(within(near).getByRole('button', { name: 'Accepter la proposition 22' })).toBeVisible();
    });
  },
};

/** Nothing at or above the display threshold: the panel says so, points at the near misses and what to try. */
export const ResultatVide: Story = {
  args: {
    measurement: reviewMeasurement({ count: 3, top: 0.48, bottom: 0.42 }),
    templateCount: 1,
    templateIds: ['t1'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune proposition au-dessus de 50 %.')).toBeVisible();
    await expect(canvas.getByText(/^3 propositions sont juste en dessous/)).toBeVisible();
    await expect(canvas.getByText(/encadrez une autre occurrence du symbole/)).toBeVisible();
    await expect(canvas.queryByRole('grid', { name: /^Propositions/ })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: `Aucune proposition à accepter au-dessus de 80${NNBSP}%` }),
    ).toBeDisabled();
  },
};

/** A search (a variant boxed) cancelled: the review is as it was, and says nothing was added. */
export const RechercheAnnulee: Story = {
  args: { error: 'cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Recherche annulée — rien n’a été ajouté.')).toBeVisible();
  },
};

/** A variant being searched: the progress above the list, « Annuler » beside it; the actions wait. */
export const RechercheEnCours: Story = {
  args: { progress: { stage: 'coarse', fraction: 0.45, onCancel: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Recherche…' })).toHaveAttribute('aria-valuenow', '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler la recherche' }));
    await expect(args.progress?.onCancel).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Ajouter un modèle' })).toBeDisabled();
  },
};

/** The box was drawn on blank paper: the message says what happened and what to do. */
export const ErreurCadreVide: Story = {
  args: { error: 'emptyTemplate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/Le cadre ne contient aucun trait/);
  },
};

/** The box covers more than a quarter of the sheet. */
export const ErreurCadreTropGrand: Story = {
  args: { error: 'templateTooLarge' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/plus du quart de la feuille/);
  },
};

const CODES: readonly CountingErrorMessageCode[] = [
  'cancelled',
  'emptyTemplate',
  'templateTooLarge',
  'templateTooSmall',
  'sheetTooLarge',
  'pdf',
  'workerFailed',
  'unknownDocument',
  'badRequest',
  'unknown',
];

/** Every message a search can end with, as the review shows it (one per code of CountingErrorCode). */
export const TousLesMessages: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {CODES.map((code) => (
        <Alert key={code} tone={code === 'cancelled' ? 'info' : 'danger'} live="off">
          {countingErrorMessage(code)}
        </Alert>
      ))}
    </div>
  ),
  decorators: [(Story) => <div style={{ width: 360 }}>{<Story />}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Zoomez sur le plan/)).toBeVisible();
    await expect(canvas.getByText(/trop grande pour être analysée/)).toBeVisible();
  },
};

/** The other sheets searched one by one: done, running, waiting, failed with its message, cancelled. */
export const AutresFeuilles: Story = {
  args: {
    onSearchOtherSheets: fn(),
    otherSheets: [
      { sheetId: 's2', sheetName: 'A-102 – Plan du R+1', state: 'done', fraction: null, found: 18, error: null },
      { sheetId: 's3', sheetName: 'A-103 – Plan du R+2', state: 'running', fraction: 0.6, found: null, error: null },
      {
        sheetId: 's4',
        sheetName: 'A-104 – Plan des combles',
        state: 'waiting',
        fraction: null,
        found: null,
        error: null,
      },
      {
        sheetId: 's5',
        sheetName: 'A-105 – Sous-sol',
        state: 'failed',
        fraction: null,
        found: null,
        error: 'sheetTooLarge',
      },
      { sheetId: 's6', sheetName: 'A-106 – Toiture', state: 'cancelled', fraction: null, found: null, error: null },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: 'Autres feuilles' });
    await expect(within(list).getByText('18 propositions')).toBeVisible();
    await expect(within(list).getByRole('progressbar', { name: 'A-103 – Plan du R+2' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await expect(within(list).getByText('En attente')).toBeVisible();
    await expect(within(list).getByText(/trop grande pour être analysée/)).toBeVisible();
    await expect(within(list).getByText('Annulée')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chercher sur les autres feuilles' })).toBeDisabled();
  },
};

/** Read-only (a version, a viewer's seat): no action, the list still walked with the arrows. */
export const LectureSeule: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Accepter/ })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('slider', { name: 'Accepter automatiquement au-dessus de' }),
    ).not.toBeInTheDocument();
    await tabIntoList(canvasElement);
    await userEvent.keyboard('{ArrowDown}{Enter}{Delete}');
    await expect(args.onFocusChange).toHaveBeenLastCalledWith('p2');
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

const many = fixtureProposals({ count: 500, top: 0.99, bottom: 0.45 });

/** The most proposals a count keeps (500): the grid mounts the rows in view; End reaches the last. */
export const CinqCentsPropositions: Story = {
  args: {
    measurement: reviewMeasurement({ count: 500, top: 0.99, bottom: 0.45 }),
    templateCount: 1,
    templateIds: ['t1'],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await rowsShown(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Propositions, de la plus sûre à la moins sûre' });
    const shown = many.filter((p) => p.score >= 0.5).length;
    await step('toutes annoncées, une partie montée', async () => {
      await expect(grid).toHaveAttribute('aria-rowcount', String(shown));
      await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
    });
    await step('Fin atteint la dernière, Entrée y accepte', async () => {
      await tabIntoList(canvasElement);
      await userEvent.keyboard('{End}');
      await waitFor(() =>
        expect(within(grid).getByRole('row', { name: new RegExp(`^Proposition ${shown},`) })).toHaveFocus(),
      );
    });
  },
};

/**
 * A press while the list scrolls (a wheel turn just before, a late scroll between a button's press and its release):
 * it lands on the row's button, not on the list's box (react-aria turns the rows' pointer events off while it scrolls).
 */
export const PressionPendantLeDefilement: Story = {
  args: CinqCentsPropositions.args,
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Propositions, de la plus sûre à la moins sûre' });
    const { target, hit } = await pressTargetWhileScrolling(grid, grid, 400, 'button[aria-label^="Rejeter la"]');
    await expect(target.contains(hit)).toBe(true);
  },
};

/** The narrowest panel (300 px of content): every row keeps its rank, score, status and actions in view. */
export const PanneauEtroit: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 300, height: 700, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement);
    const row = within(canvasElement).getByRole('row', { name: /^Proposition 3,/ });
    const status = within(row).getByText('accepté, corrigé');
    const reject = within(row).getByRole('button', { name: 'Rejeter la proposition 3' });
    // The status ends before the actions start: nothing is hidden under them or cut.
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(reject.getBoundingClientRect().left);
    await expect(status.scrollWidth).toBeLessThanOrEqual(status.clientWidth + 1);
  },
};
