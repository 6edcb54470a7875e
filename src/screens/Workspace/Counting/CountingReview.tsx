import { useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button as AriaButton, type ListState } from 'react-aria-components';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon/workspace';
import { visuallyHiddenStyle } from '../../../components/VisuallyHidden';
import { nextProposed, type ReviewModel, type ReviewRow } from '../../../domain/counting/review';
import type { CountProposalRecord } from '../../../domain/takeoff/types';
import { countingFr } from '../../../i18n/counting.fr';
import {
  acceptAboveLabel,
  countingErrorMessage,
  proposalCount,
  reviewSummary,
  scorePercent,
} from '../../../i18n/countingMessages';
import { interpolate, pluralForm } from '../../../i18n/format';
import * as styles from './Counting.css';
import { CountingProgress } from './CountingProgress';
import { OtherSheetsProgress } from './OtherSheetsProgress';
import { ProposalList, type ProposalItem, type RowAction } from './ProposalList';
import { ThresholdSlider } from './ThresholdSlider';
import type { CountingReviewProps } from './types';

const t = countingFr.review;

type Section = 'shown' | 'near';

/**
 * The grid's items, each kept from the previous render while what its row shows is the same: a threshold moved, a
 * proposal accepted or the focus moved hands react-aria the same objects for every other row, which it does not draw
 * again (a 500-row list re-renders the rows that changed, not 500).
 */
function useItems(
  rows: readonly ReviewRow[],
  rankOffset: number,
  focusedId: string | null,
  templates: ReadonlyMap<string, number> | null,
): readonly ProposalItem[] {
  // A cache, never read to render anything but the items it keeps.
  const [cache] = useState(() => new WeakMap<CountProposalRecord, ProposalItem>());
  return useMemo(
    () =>
      rows.map((row, index) => {
        const { proposal } = row;
        const rank = rankOffset + index + 1;
        const isCurrent = proposal.id === focusedId;
        const number = templates?.get(proposal.templateId);
        const template = number === undefined ? null : interpolate(t.template, { number });
        const kept = cache.get(proposal);
        if (
          kept &&
          kept.rank === rank &&
          kept.isCurrent === isCurrent &&
          kept.template === template &&
          kept.row.status === row.status &&
          kept.row.corrected === row.corrected
        ) {
          return kept;
        }
        const item: ProposalItem = { id: proposal.id, row, rank, isCurrent, template };
        cache.set(proposal, item);
        return item;
      }),
    [cache, rows, rankOffset, focusedId, templates],
  );
}

/**
 * « modèle 1 », « modèle 2 » by template id, when the count has several: in `templateIds`' order when the route gives
 * it, else in the order their best proposals come (the first template boxed usually scores best).
 */
function useTemplateNumbers(
  model: ReviewModel,
  templateCount: number,
  templateIds: readonly string[] | undefined,
): ReadonlyMap<string, number> | null {
  const fromProps = useMemo(
    () => (templateIds && templateIds.length > 1 ? new Map(templateIds.map((id, index) => [id, index + 1])) : null),
    [templateIds],
  );
  const derived = useMemo(() => {
    if (templateCount < 2 || fromProps) return null;
    const numbers = new Map<string, number>();
    for (const row of [...model.shown, ...model.nearMisses]) {
      if (!numbers.has(row.proposal.templateId)) numbers.set(row.proposal.templateId, numbers.size + 1);
    }
    return numbers;
  }, [model, templateCount, fromProps]);
  return fromProps ?? derived;
}

interface Announcement {
  readonly text: string;
  /** A new key for each announcement: the same words twice in a row are a new node, and are said again. */
  readonly key: number;
}

/**
 * The review of an assisted count (issue 25), in the sheet page's side panel: the proposals sorted by score, two
 * thresholds moved live, the proposals accepted or rejected one by one from the keyboard (Entrée, Suppr, the arrows;
 * the plan follows the focus) or all at once above the auto-accept threshold, the near misses apart, a variant boxed
 * as a second template, the other sheets searched. Pure: the route derives `model` and journals the callbacks.
 */
export function CountingReview(props: CountingReviewProps) {
  const {
    model,
    thresholds,
    onThresholdsChange,
    focusedId,
    onAcceptAbove,
    onAddTemplate,
    onSearchOtherSheets,
    otherSheets,
    onOpenSheet,
    onFinish,
    templateCount,
    templateIds,
    progress = null,
    error = null,
    readOnly = false,
  } = props;
  const headingId = useId();
  const nearId = useId();
  const [nearOpen, setNearOpen] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const announce = useCallback((text: string) => setAnnouncement((last) => ({ text, key: (last?.key ?? 0) + 1 })), []);

  // The kept rows and the grids' key handlers call the latest props through this.
  const latest = useRef({ props, nearOpen });
  useLayoutEffect(() => {
    latest.current = { props, nearOpen };
  });

  /**
   * The lists draw the model a step behind when a threshold moves fast: the slider, its value and the counts answer
   * the key or the pointer in its own frame, and the grid's rows follow in the next render, which a further move
   * interrupts rather than queues behind (a 500-row grid redrawn at each step held the slider back).
   */
  const listModel = useDeferredValue(model);
  const templates = useTemplateNumbers(listModel, templateCount, templateIds);
  const shownItems = useItems(listModel.shown, 0, focusedId, templates);
  const nearItems = useItems(listModel.nearMisses, listModel.shown.length, focusedId, templates);

  const shownState = useRef<ListState<unknown> | null>(null);
  const nearState = useRef<ListState<unknown> | null>(null);
  /** The id last told to the route, so that the focus event of a move already told is not told twice. */
  const toldFocus = useRef<string | null>(focusedId);
  useLayoutEffect(() => {
    toldFocus.current = focusedId;
  }, [focusedId]);

  const tellFocus = useCallback((id: string) => {
    if (toldFocus.current === id) return;
    toldFocus.current = id;
    latest.current.props.onFocusChange(id);
  }, []);

  /** Moves the grid's focus to a row (mounting it if the virtualizer had not), and tells the route. */
  const focusRow = useCallback(
    (id: string, section: Section) => {
      const state = (section === 'shown' ? shownState : nearState).current;
      if (state) {
        // A manager that holds the focus focuses its row when it renders; the other grid is given it first.
        state.selectionManager.setFocused(true);
        state.selectionManager.setFocusedKey(id);
      }
      tellFocus(id);
    },
    [tellFocus],
  );

  /** After an action on `id`: the next proposed row, in the near misses only if they are open. */
  const moveOn = useCallback(
    (id: string) => {
      const { props: current, nearOpen: isNearOpen } = latest.current;
      const within = isNearOpen ? current.model : { ...current.model, nearMisses: [] };
      const next = nextProposed(within, id);
      if (!next) return;
      const section: Section = current.model.shown.includes(next) ? 'shown' : 'near';
      focusRow(next.proposal.id, section);
    },
    [focusRow],
  );

  const onRowAction = useCallback(
    (id: string, action: RowAction) => {
      const current = latest.current.props;
      if (current.readOnly) return;
      if (action === 'accept') {
        current.onAccept([id]);
        announce(t.announceAccepted);
      } else if (action === 'reject') {
        current.onReject([id]);
        announce(t.announceRejected);
      } else {
        current.onRestore([id]);
        announce(t.announceRestored);
      }
    },
    [announce],
  );

  const onKeyAction = useCallback(
    (id: string, action: 'accept' | 'reject') => {
      const current = latest.current.props;
      if (current.readOnly) return;
      const row =
        current.model.shown.find((r) => r.proposal.id === id) ??
        current.model.nearMisses.find((r) => r.proposal.id === id);
      if (!row) return;
      // Entrée on an accepted row, Suppr on a rejected one: nothing to change, the focus goes on.
      if (action === 'accept' && row.status !== 'accepted') onRowAction(id, 'accept');
      if (action === 'reject' && row.status !== 'rejected') onRowAction(id, 'reject');
      moveOn(id);
    },
    [moveOn, onRowAction],
  );

  // The route's focus (a mark clicked on the plan): the grid's focus goes there too when the grid holds the focus,
  // else it is where Tab lands next.
  useEffect(() => {
    if (focusedId === null) return;
    const section: Section | null = model.shown.some((r) => r.proposal.id === focusedId)
      ? 'shown'
      : model.nearMisses.some((r) => r.proposal.id === focusedId)
        ? 'near'
        : null;
    const state = section && (section === 'shown' ? shownState : nearState).current;
    if (state && state.selectionManager.focusedKey !== focusedId) state.selectionManager.setFocusedKey(focusedId);
  }, [focusedId, model]);

  // « 20 propositions »: said once the panel is there, when a search (a variant, another sheet) changed the count,
  // and when a threshold is let go; not at every step of a slider.
  const count = model.shown.length;
  const [countPending, setCountPending] = useState(true);
  const seen = useRef({ count, show: thresholds.show });
  useEffect(() => {
    const last = seen.current;
    seen.current = { count, show: thresholds.show };
    if (countPending) {
      // A frame after the region is in the document: a region filled as it is inserted is not reliably announced.
      const frame = requestAnimationFrame(() => {
        announce(proposalCount(count));
        setCountPending(false);
      });
      return () => cancelAnimationFrame(frame);
    }
    if (last.count !== count && last.show === thresholds.show) announce(proposalCount(count));
    return undefined;
  }, [announce, count, countPending, thresholds.show]);

  const acceptAboveCount = model.aboveAutoAccept.length;
  const isSearching = progress !== null;
  const otherRunning = otherSheets?.some((s) => s.state === 'waiting' || s.state === 'running') ?? false;
  const summary = reviewSummary(count, model.accepted, model.rejected);

  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.summary}>
          {templateCount > 1
            ? `${summary} · ${interpolate(pluralForm(t.templates, templateCount), { count: templateCount })}`
            : summary}
        </p>
      </header>

      <div role="status" aria-live="polite" className={visuallyHiddenStyle}>
        {announcement && <span key={announcement.key}>{announcement.text}</span>}
      </div>

      {progress && <CountingProgress {...progress} />}
      {error && (
        <Alert tone={error === 'cancelled' ? 'info' : 'danger'} className={styles.section}>
          {countingErrorMessage(error)}
        </Alert>
      )}

      <fieldset className={styles.sliders}>
        <legend className={styles.legend}>{t.thresholds}</legend>
        <ThresholdSlider
          label={t.showThreshold}
          value={thresholds.show}
          onChange={(show) => onThresholdsChange({ ...latest.current.props.thresholds, show })}
          onChangeEnd={() => setCountPending(true)}
        />
        {!readOnly && (
          <ThresholdSlider
            label={t.autoAcceptThreshold}
            value={thresholds.autoAccept}
            onChange={(autoAccept) => onThresholdsChange({ ...latest.current.props.thresholds, autoAccept })}
          />
        )}
      </fieldset>

      {!readOnly && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.acceptAbove}
          isDisabled={acceptAboveCount === 0 || isSearching}
          onPress={() => {
            onAcceptAbove();
            announce(interpolate(pluralForm(t.announceAcceptedMany, acceptAboveCount), { count: acceptAboveCount }));
          }}
        >
          {acceptAboveLabel(acceptAboveCount, thresholds.autoAccept)}
        </Button>
      )}

      {listModel.shown.length === 0 && progress ? null : listModel.shown.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{interpolate(t.emptyTitle, { percent: scorePercent(thresholds.show) })}</p>
          {listModel.nearMisses.length > 0 && (
            <p className={styles.emptyText}>
              {interpolate(pluralForm(t.emptyNearMisses, listModel.nearMisses.length), {
                count: listModel.nearMisses.length,
              })}
            </p>
          )}
          <p className={styles.emptyText}>{t.emptyHint}</p>
        </div>
      ) : (
        <ProposalList
          aria-label={t.list}
          items={shownItems}
          readOnly={readOnly}
          onAction={onRowAction}
          onKeyAction={onKeyAction}
          onFocusRow={tellFocus}
          stateRef={shownState}
          className={styles.list}
          boxClassName={styles.listBox}
        />
      )}

      <p className={styles.hint}>{readOnly ? t.readOnlyHint : t.keyboardHint}</p>

      {listModel.nearMisses.length > 0 && (
        <div className={styles.disclosure}>
          <h3 className={styles.legend}>
            <AriaButton
              className={styles.disclosureButton}
              aria-expanded={nearOpen}
              aria-controls={nearOpen ? nearId : undefined}
              onPress={() => setNearOpen((open) => !open)}
            >
              {interpolate(t.nearMisses, { count: listModel.nearMisses.length })}
              <Icon name="chevronDown" size="sm" className={styles.chevron} />
            </AriaButton>
          </h3>
          {nearOpen && (
            <div id={nearId}>
              <ProposalList
                aria-label={t.nearMissesList}
                items={nearItems}
                readOnly={readOnly}
                onAction={onRowAction}
                onKeyAction={onKeyAction}
                onFocusRow={tellFocus}
                stateRef={nearState}
                className={styles.nearList}
              />
            </div>
          )}
        </div>
      )}

      {onSearchOtherSheets && otherSheets && otherSheets.length > 0 && (
        <OtherSheetsProgress sheets={otherSheets} onOpenSheet={onOpenSheet} />
      )}

      <div className={styles.actions}>
        {!readOnly && (
          <Button variant="secondary" size="sm" isDisabled={isSearching} onPress={onAddTemplate}>
            <Icon name="plus" size="sm" />
            {t.addTemplate}
          </Button>
        )}
        {!readOnly && onSearchOtherSheets && (
          <Button variant="secondary" size="sm" isDisabled={isSearching || otherRunning} onPress={onSearchOtherSheets}>
            <Icon name="search" size="sm" />
            {t.searchOtherSheets}
          </Button>
        )}
        <Button variant="primary" size="sm" onPress={onFinish}>
          {t.finish}
        </Button>
      </div>
    </section>
  );
}
