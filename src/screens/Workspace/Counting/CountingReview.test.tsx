import { useMemo, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_REVIEW_THRESHOLDS, reviewModel, type ReviewThresholds } from '../../../domain/counting/review';
import type { CountMeasurement } from '../../../domain/takeoff/types';
import { CountingProgress } from './CountingProgress';
import { CountingReview } from './CountingReview';
import { REVIEW_FIXTURE, acceptIn, rejectIn, restoreIn, reviewMeasurement } from './testing';
import type { CountingReviewProps } from './types';

const NNBSP = '\u202f';

function handlers() {
  return {
    onThresholdsChange: vi.fn<(t: ReviewThresholds) => void>(),
    onFocusChange: vi.fn<(id: string | null) => void>(),
    onAccept: vi.fn<(ids: readonly string[]) => void>(),
    onReject: vi.fn<(ids: readonly string[]) => void>(),
    onRestore: vi.fn<(ids: readonly string[]) => void>(),
    onAcceptAbove: vi.fn<() => void>(),
    onAddTemplate: vi.fn<() => void>(),
    onFinish: vi.fn<() => void>(),
  };
}

type Handlers = ReturnType<typeof handlers>;

/** The route's part: the count and the thresholds in state, the callbacks applied, then passed to the spies. */
function Harness({
  measurement,
  spies,
  extra,
}: {
  measurement: CountMeasurement;
  spies: Handlers;
  extra?: Partial<CountingReviewProps>;
}) {
  const [count, setCount] = useState(measurement);
  const [thresholds, setThresholds] = useState(DEFAULT_REVIEW_THRESHOLDS);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const model = useMemo(() => reviewModel(count, thresholds), [count, thresholds]);
  return (
    <CountingReview
      {...spies}
      templateCount={2}
      templateIds={['t1', 't2']}
      {...extra}
      model={model}
      thresholds={thresholds}
      focusedId={focusedId}
      onThresholdsChange={(next) => {
        setThresholds(next);
        spies.onThresholdsChange(next);
      }}
      onFocusChange={(id) => {
        setFocusedId(id);
        spies.onFocusChange(id);
      }}
      onAccept={(ids) => {
        setCount((m) => acceptIn(m, ids));
        spies.onAccept(ids);
      }}
      onReject={(ids) => {
        setCount((m) => rejectIn(m, ids));
        spies.onReject(ids);
      }}
      onRestore={(ids) => {
        setCount((m) => restoreIn(m, ids));
        spies.onRestore(ids);
      }}
    />
  );
}

function setUp(extra?: Partial<CountingReviewProps>, measurement = reviewMeasurement(REVIEW_FIXTURE)) {
  const spies = handlers();
  const user = userEvent.setup();
  const view = render(
    <I18nProvider locale="fr-FR">
      <Harness measurement={measurement} spies={spies} {...(extra && { extra })} />
    </I18nProvider>,
  );
  return { user, spies, view };
}

const grid = () => screen.getByRole('grid', { name: 'Propositions, de la plus sûre à la moins sûre' });
const row = (rank: number) => within(grid()).getByRole('row', { name: new RegExp(`^Proposition ${rank},`) });
/** The panel's live region (polite), apart from any alert. */
const liveRegion = () => document.querySelector('[aria-live="polite"]') as HTMLElement;

/** Tab to the list from the control before it. */
async function tabIntoList(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('button', { name: /^Accepter les / }).focus();
  await user.tab();
}

describe('CountingReview', () => {
  it('heads the panel with its counts, French plurals, and lists the shown proposals best first', async () => {
    setUp();
    expect(screen.getByRole('heading', { name: 'Comptage assisté' })).toBeInTheDocument();
    expect(screen.getByText(/^20 propositions · 12 acceptées · 1 rejetée · 2 modèles$/)).toBeInTheDocument();
    await within(grid()).findAllByRole('row');
    expect(row(1)).toHaveAccessibleName(`Proposition 1, 97${NNBSP}%, proposé, modèle 1`);
    expect(row(3)).toHaveAccessibleName(`Proposition 3, 92${NNBSP}%, accepté, corrigé, modèle 1`);
    expect(row(6)).toHaveAccessibleName(/^Proposition 6, 85\u202f%, proposé, modèle 2$/);
    expect(row(18)).toHaveAccessibleName(/, rejeté, modèle 1$/);
    // The status in words in the row, not only a colour.
    expect(row(18)).toHaveTextContent('rejeté');
  });

  it('says « 1 acceptée » and « 0 rejetée » in the singular, and no template when there is one', async () => {
    setUp(
      { templateCount: 1, templateIds: ['t1'] },
      reviewMeasurement({ count: 3, top: 0.9, bottom: 0.7, accepted: ['p1'] }),
    );
    expect(screen.getByText(/^3 propositions · 1 acceptée · 0 rejetée$/)).toBeInTheDocument();
    await within(grid()).findAllByRole('row');
    expect(row(1)).toHaveAccessibleName(`Proposition 1, 90${NNBSP}%, accepté`);
  });

  describe('the keyboard', () => {
    it('arrows move the focus and the plan follows; Entrée accepts and goes to the next proposed', async () => {
      const { user, spies } = setUp();
      await within(grid()).findAllByRole('row');
      await tabIntoList(user);
      expect(row(1)).toHaveFocus();
      expect(spies.onFocusChange).toHaveBeenLastCalledWith('p1');
      await user.keyboard('{ArrowDown}');
      expect(row(2)).toHaveFocus();
      expect(spies.onFocusChange).toHaveBeenLastCalledWith('p2');
      await user.keyboard('{ArrowUp}{Enter}');
      expect(spies.onAccept).toHaveBeenCalledExactlyOnceWith(['p1']);
      // p2 and p3 are accepted already: the next proposed is p4.
      await waitFor(() => expect(row(4)).toHaveFocus());
      expect(spies.onFocusChange).toHaveBeenLastCalledWith('p4');
      expect(liveRegion()).toHaveTextContent('Acceptée');
    });

    it('Suppr and Retour arrière reject and go on; Entrée on an accepted row only goes on', async () => {
      const { user, spies } = setUp();
      await within(grid()).findAllByRole('row');
      await tabIntoList(user);
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}'); // p4
      await user.keyboard('{Delete}');
      expect(spies.onReject).toHaveBeenLastCalledWith(['p4']);
      await waitFor(() => expect(row(6)).toHaveFocus());
      expect(liveRegion()).toHaveTextContent('Rejetée');
      await user.keyboard('{Backspace}');
      expect(spies.onReject).toHaveBeenLastCalledWith(['p6']);
      await waitFor(() => expect(row(7)).toHaveFocus());
      await user.keyboard('{ArrowDown}'); // p8, accepted
      await user.keyboard('{Enter}');
      expect(spies.onAccept).not.toHaveBeenCalled();
      // The next proposed after p8: p15 (p9…p14 accepted).
      await waitFor(() => expect(row(15)).toHaveFocus());
    });

    it('reaches a row’s buttons with the right arrow: Rétablir on a rejected one, said « Rétablie »', async () => {
      const { user, spies } = setUp();
      await within(grid()).findAllByRole('row');
      const restore = screen.getByRole('button', { name: 'Rétablir la proposition 18' });
      await user.click(restore);
      expect(spies.onRestore).toHaveBeenCalledExactlyOnceWith(['p18']);
      expect(liveRegion()).toHaveTextContent('Rétablie');
      await user.click(screen.getByRole('button', { name: 'Accepter la proposition 1' }));
      expect(spies.onAccept).toHaveBeenCalledExactlyOnceWith(['p1']);
      await user.click(screen.getByRole('button', { name: 'Rejeter la proposition 2' }));
      expect(spies.onReject).toHaveBeenCalledExactlyOnceWith(['p2']);
      // An accepted row offers no « Accepter »; a rejected one « Accepter » and « Rétablir ».
      expect(screen.queryByRole('button', { name: 'Accepter la proposition 5' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Accepter la proposition 2' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Rétablir la proposition 2' })).toBeInTheDocument();
    });

    it('read-only: the list is walked, nothing is changed and there is no action', async () => {
      const { user, spies } = setUp({ readOnly: true });
      await within(grid()).findAllByRole('row');
      expect(screen.queryByRole('button', { name: /^(Accepter|Rejeter|Rétablir)/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Ajouter un modèle' })).not.toBeInTheDocument();
      screen.getByRole('slider', { name: 'Afficher au-dessus de' }).focus();
      await user.tab();
      expect(row(1)).toHaveFocus();
      await user.keyboard('{ArrowDown}{Enter}{Delete}');
      expect(row(2)).toHaveFocus();
      expect(spies.onFocusChange).toHaveBeenLastCalledWith('p2');
      expect(spies.onAccept).not.toHaveBeenCalled();
      expect(spies.onReject).not.toHaveBeenCalled();
    });
  });

  it('follows the plan: a mark chosen there marks its row, and Tab into the list lands on it', async () => {
    const spies = handlers();
    const user = userEvent.setup();
    const m = reviewMeasurement(REVIEW_FIXTURE);
    const props = (focusedId: string | null): CountingReviewProps => ({
      ...spies,
      model: reviewModel(m, DEFAULT_REVIEW_THRESHOLDS),
      thresholds: DEFAULT_REVIEW_THRESHOLDS,
      focusedId,
      templateCount: 2,
    });
    const { rerender } = render(<CountingReview {...props(null)} />);
    await within(grid()).findAllByRole('row');
    rerender(<CountingReview {...props('p6')} />);
    await tabIntoList(user);
    expect(row(6)).toHaveFocus();
    // The route already knows: it is not told again.
    expect(spies.onFocusChange.mock.calls).toEqual([]);
    await user.keyboard('{ArrowDown}');
    expect(spies.onFocusChange).toHaveBeenCalledExactlyOnceWith('p7');
  });

  it('announces the count once shown, when a search changes it, not at each step of a slider', async () => {
    const spies = handlers();
    const model = (m: CountMeasurement, t = DEFAULT_REVIEW_THRESHOLDS) => reviewModel(m, t);
    const props = (m: CountMeasurement, t = DEFAULT_REVIEW_THRESHOLDS): CountingReviewProps => ({
      ...spies,
      model: model(m, t),
      thresholds: t,
      focusedId: null,
      templateCount: 1,
    });
    const first = reviewMeasurement({ count: 24 });
    const { rerender } = render(<CountingReview {...props(first)} />);
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^20 propositions$/));
    // A threshold moved: the count changes, nothing is said until the slider is let go.
    rerender(<CountingReview {...props(first, { ...DEFAULT_REVIEW_THRESHOLDS, show: 0.7 })} />);
    expect(liveRegion()).toHaveTextContent(/^20 propositions$/);
    // A variant's search merged: more proposals at the same thresholds.
    rerender(
      <CountingReview {...props(reviewMeasurement({ count: 30 }), { ...DEFAULT_REVIEW_THRESHOLDS, show: 0.7 })} />,
    );
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^15 propositions$/));
  });

  describe('the thresholds', () => {
    it('call onThresholdsChange live, in whole percents, and the list follows', async () => {
      const { user, spies } = setUp();
      await within(grid()).findAllByRole('row');
      const show = screen.getByRole('slider', { name: 'Afficher au-dessus de' });
      expect(show).toHaveAttribute('aria-valuetext', expect.stringMatching(/^50\s%$/));
      act(() => show.focus());
      await user.keyboard('{ArrowRight}');
      expect(spies.onThresholdsChange).toHaveBeenLastCalledWith({ show: 0.51, autoAccept: 0.8, nearMissBand: 0.1 });
      await user.keyboard('{ArrowLeft}{PageUp}{PageUp}');
      expect(spies.onThresholdsChange).toHaveBeenLastCalledWith({ show: 0.7, autoAccept: 0.8, nearMissBand: 0.1 });
      expect(screen.getByText(/^12 propositions · /)).toBeInTheDocument();
      expect(grid()).toHaveAttribute('aria-rowcount', '12');
      const accept = screen.getByRole('slider', { name: 'Accepter automatiquement au-dessus de' });
      act(() => accept.focus());
      await user.keyboard('{ArrowLeft}');
      expect(spies.onThresholdsChange).toHaveBeenLastCalledWith({ show: 0.7, autoAccept: 0.79, nearMissBand: 0.1 });
    });

    it('announce the new count when the slider is let go', async () => {
      const { user } = setUp();
      await waitFor(() => expect(liveRegion()).toHaveTextContent(/^20 propositions$/));
      act(() => screen.getByRole('slider', { name: 'Afficher au-dessus de' }).focus());
      await user.keyboard('{PageUp}{PageUp}');
      await waitFor(() => expect(liveRegion()).toHaveTextContent(/^12 propositions$/));
    });
  });

  describe('accept all above', () => {
    it('counts the proposed rows above the auto-accept threshold, and is pressed once', async () => {
      const { user, spies } = setUp();
      const button = screen.getByRole('button', { name: `Accepter les 4 au-dessus de 80${NNBSP}%` });
      expect(button).toBeEnabled();
      await user.click(button);
      expect(spies.onAcceptAbove).toHaveBeenCalledOnce();
      expect(liveRegion()).toHaveTextContent('4 propositions acceptées');
    });

    it('is disabled with none, and says so', () => {
      setUp({}, reviewMeasurement({ count: 5, top: 0.7, bottom: 0.55 }));
      expect(
        screen.getByRole('button', { name: `Aucune proposition à accepter au-dessus de 80${NNBSP}%` }),
      ).toBeDisabled();
    });
  });

  it('keeps the near misses apart, collapsed, with the same actions once open', async () => {
    const { user, spies } = setUp();
    const toggle = screen.getByRole('button', { name: 'Presque retenues (4)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('grid', { name: /^Presque retenues/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const near = screen.getByRole('grid', { name: 'Presque retenues, juste sous le seuil d’affichage' });
    const rows = await within(near).findAllByRole('row');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      `Proposition 21, 48${NNBSP}%, proposé, modèle 1`,
      `Proposition 22, 46${NNBSP}%, proposé, modèle 2`,
      `Proposition 23, 43${NNBSP}%, proposé, modèle 1`,
      `Proposition 24, 41${NNBSP}%, proposé, modèle 1`,
    ]);
    act(() => (rows[0] as HTMLElement).focus());
    await user.keyboard('{Enter}');
    expect(spies.onAccept).toHaveBeenLastCalledWith(['p21']);
    await waitFor(() => expect(within(near).getByRole('row', { name: /^Proposition 22,/ })).toHaveFocus());
  });

  it('says when nothing is at or above the display threshold, and points at the near misses', () => {
    setUp({ templateCount: 1 }, reviewMeasurement({ count: 2, top: 0.47, bottom: 0.45 }));
    expect(screen.queryByRole('grid', { name: /^Propositions/ })).not.toBeInTheDocument();
    expect(screen.getByText('Aucune proposition au-dessus de 50 %.')).toBeInTheDocument();
    expect(screen.getByText(/^2 propositions sont juste en dessous/)).toBeInTheDocument();
    expect(screen.getByText(/encadrez une autre occurrence du symbole/)).toBeInTheDocument();
  });

  it('says nothing of near misses when there are none', () => {
    setUp({ templateCount: 1 }, reviewMeasurement({ count: 2, top: 0.3, bottom: 0.2 }));
    expect(screen.getByText('Aucune proposition au-dessus de 50 %.')).toBeInTheDocument();
    expect(screen.queryByText(/juste en dessous/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Presque retenues/ })).not.toBeInTheDocument();
  });

  it('shows a search’s error as an alert with what to do, a cancelled one as a notice', () => {
    const { view } = setUp({ error: 'templateTooSmall' });
    expect(screen.getByRole('alert')).toHaveTextContent(/Zoomez sur le plan, puis encadrez le symbole de nouveau/);
    view.unmount();
    setUp({ error: 'cancelled' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Recherche annulée — rien n’a été ajouté.')).toBeInTheDocument();
  });

  it('offers the other sheets only when the route can search them, with each sheet’s state', async () => {
    const { view } = setUp();
    expect(screen.queryByRole('button', { name: 'Chercher sur les autres feuilles' })).not.toBeInTheDocument();
    view.unmount();
    const onSearchOtherSheets = vi.fn();
    const { user } = setUp({
      onSearchOtherSheets,
      otherSheets: [
        { sheetId: 's2', sheetName: 'R+1', state: 'done', fraction: null, found: 1, error: null },
        { sheetId: 's3', sheetName: 'R+2', state: 'failed', fraction: null, found: null, error: 'pdf' },
      ],
    });
    const region = screen.getByRole('region', { name: 'Autres feuilles' });
    expect(region).toHaveTextContent('R+11 proposition');
    expect(region).toHaveTextContent(/R\+2Échec.*Le plan n’a pas pu être lu/);
    await user.click(screen.getByRole('button', { name: 'Chercher sur les autres feuilles' }));
    expect(onSearchOtherSheets).toHaveBeenCalledOnce();
  });

  it('Ajouter un modèle and Terminer la revue call back; a search under way holds the first', async () => {
    const { user, spies, view } = setUp();
    await user.click(screen.getByRole('button', { name: 'Ajouter un modèle' }));
    await user.click(screen.getByRole('button', { name: 'Terminer la revue' }));
    expect(spies.onAddTemplate).toHaveBeenCalledOnce();
    expect(spies.onFinish).toHaveBeenCalledOnce();
    view.unmount();
    setUp({ progress: { stage: 'refine', fraction: 0.5, onCancel: vi.fn() } });
    expect(screen.getByRole('button', { name: 'Ajouter un modèle' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Affinage…' })).toHaveAttribute('aria-valuenow', '50');
  });
});

describe('CountingProgress', () => {
  it('names the stage, fills with the fraction, never says « Terminé » while running, and cancels', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(<CountingProgress stage="open" fraction={null} onCancel={onCancel} />);
    const bar = screen.getByRole('progressbar', { name: 'Ouverture du plan…' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    rerender(<CountingProgress stage="refine" fraction={1} onCancel={onCancel} />);
    expect(screen.getByRole('progressbar', { name: 'Affinage…' })).toHaveAttribute('aria-valuenow', '99');
    expect(screen.queryByText('Terminé')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Annuler la recherche' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
