import { memo, useState, type FocusEvent, type KeyboardEvent, type MutableRefObject } from 'react';
import {
  GridList,
  GridListItem,
  ListLayout,
  Virtualizer,
  type ListLayoutOptions,
  type ListState,
} from 'react-aria-components';
import { Icon } from '../../../components/Icon/workspace';
import type { ReviewRow } from '../../../domain/counting/review';
import { countingFr } from '../../../i18n/counting.fr';
import { scorePercent } from '../../../i18n/countingMessages';
import { interpolate } from '../../../i18n/format';
import { GlyphButton } from '../../../patterns/GlyphButton';
import { lightTokens } from '../../../theme/tokens.gen';
import * as styles from './Counting.css';

const t = countingFr.review;

/** A row as the grid draws it: the same object while nothing it shows changes (react-aria keeps rows by item). */
export interface ProposalItem {
  readonly id: string;
  readonly row: ReviewRow;
  /** 1-based place in the score order (shown rows first, near misses after them). */
  readonly rank: number;
  /** The proposal the plan shows (the review's `focusedId`). */
  readonly isCurrent: boolean;
  /** « modèle 2 » when the count has several templates; null with one. */
  readonly template: string | null;
}

export type RowAction = 'accept' | 'reject' | 'restore';

export type StatusKey = 'proposed' | 'accepted' | 'corrected' | 'rejected';

export const statusKey = (row: ReviewRow): StatusKey =>
  row.status === 'accepted' && row.corrected ? 'corrected' : row.status;

const STATUS_ICON = { proposed: 'more', accepted: 'check', corrected: 'edit', rejected: 'close' } as const;

/** The row's name: what a screen reader says when the focus reaches it. */
export function rowName(item: ProposalItem): string {
  const values = {
    rank: item.rank,
    score: scorePercent(item.row.proposal.score),
    status: t.status[statusKey(item.row)],
  };
  return item.template
    ? interpolate(t.rowNameTemplate, { ...values, template: item.template })
    : interpolate(t.rowName, values);
}

/** The row classes, made once (a recipe call per row at every threshold move of a 500-row list is measurable). */
const ROW_CLASS = { current: styles.row({ isCurrent: true }), other: styles.row({ isCurrent: false }) } as const;
const STATUS_CLASS = {
  proposed: styles.status({ tone: 'proposed' }),
  accepted: styles.status({ tone: 'accepted' }),
  corrected: styles.status({ tone: 'accepted' }),
  rejected: styles.status({ tone: 'rejected' }),
} as const;

interface RowContentProps {
  readonly item: ProposalItem;
  readonly readOnly: boolean;
  readonly onAction: (id: string, action: RowAction) => void;
}

/** What a row shows; plain props and a stable callback, so that only the rows whose item changed render again. */
const RowContent = memo(function RowContent({ item, readOnly, onAction }: RowContentProps) {
  const { row, rank, template } = item;
  const status = statusKey(row);
  const id = row.proposal.id;
  return (
    <>
      <span className={styles.rank}>{rank}</span>
      <span className={styles.rowMain}>
        <span className={styles.score}>{scorePercent(row.proposal.score)}</span>
        <span className={STATUS_CLASS[status]}>
          <Icon name={STATUS_ICON[status]} size="sm" />
          {t.status[status]}
        </span>
        {template && <span className={styles.template}>{template}</span>}
      </span>
      {!readOnly && (
        <span className={styles.rowActions}>
          {row.status !== 'accepted' && (
            <GlyphButton
              icon="check"
              label={interpolate(t.acceptRow, { rank })}
              onPress={() => onAction(id, 'accept')}
            />
          )}
          {row.status === 'rejected' ? (
            <GlyphButton
              icon="undo"
              label={interpolate(t.restoreRow, { rank })}
              onPress={() => onAction(id, 'restore')}
            />
          ) : (
            <GlyphButton
              icon="close"
              label={interpolate(t.rejectRow, { rank })}
              onPress={() => onAction(id, 'reject')}
            />
          )}
        </span>
      )}
    </>
  );
});

const px = (token: string) => Number.parseInt(token, 10);

/** Fixed-height rows (a control's height): the layout places them without measuring any. */
const LAYOUT: ListLayoutOptions = { rowHeight: px(lightTokens.size.control.md) };

export interface ProposalListProps {
  readonly items: readonly ProposalItem[];
  readonly 'aria-label': string;
  readonly readOnly: boolean;
  /** A row's button. */
  readonly onAction: (id: string, action: RowAction) => void;
  /** Entrée (accept) or Suppr / Retour arrière (reject) on a row. */
  readonly onKeyAction: (id: string, action: 'accept' | 'reject') => void;
  /** The focus reached a row (arrows, Tab, a click), or one of its buttons. */
  readonly onFocusRow: (id: string) => void;
  /** Where the review reaches the grid's focus, to move it to the next proposal after an action. */
  readonly stateRef: MutableRefObject<ListState<unknown> | null>;
  /** The grid's box (it scrolls: the virtualizer's viewport), and the box around it. */
  readonly className: string;
  readonly boxClassName?: string;
}

const rowOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[role="row"][data-key]') : null;

/**
 * The proposals as an accessible grid (react-aria's GridList), virtualized: only the rows in view, and the focused
 * one, are mounted. One tab stop; the arrows move between rows (and Left / Right reach a row's buttons), Home / End,
 * Page Up / Down too. Entrée and Suppr act on the focused row: read here, in the capture phase, before react-aria's
 * row handlers, and only when the row itself has the focus (Entrée on one of its buttons presses the button).
 */
export const ProposalList = memo(function ProposalList({
  items,
  readOnly,
  onAction,
  onKeyAction,
  onFocusRow,
  stateRef,
  className,
  boxClassName,
  'aria-label': label,
}: ProposalListProps) {
  // The grid's state, reached through its class render prop (react-aria gives it there and to its items only).
  const [classOf] = useState(() => ({ state }: { state: ListState<unknown> }) => {
    stateRef.current = state;
    return className;
  });
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rowOf(event.target);
    if (!row || row !== event.target) return;
    const id = row.dataset['key'];
    if (id === undefined) return;
    const action =
      event.key === 'Enter' ? 'accept' : event.key === 'Delete' || event.key === 'Backspace' ? 'reject' : null;
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    onKeyAction(id, action);
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // The element that holds the focus now, not the event's target: react-aria moves the focus on inside a focus
    // handler (Tab onto a row's button goes on to the row it remembers), and the outer event comes here last.
    const focused = event.currentTarget.ownerDocument.activeElement;
    const id = rowOf(focused)?.dataset['key'];
    if (id !== undefined) onFocusRow(id);
  };
  return (
    // A wrapper that reads the keys and the focus as they pass (the grid list passes neither on for its rows).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the grid inside is the interactive part
    <div onKeyDownCapture={onKeyDownCapture} onFocus={onFocus} className={boxClassName}>
      <Virtualizer layout={ListLayout} layoutOptions={LAYOUT}>
        <GridList aria-label={label} items={items} dependencies={[readOnly, onAction]} className={classOf}>
          {(item) => (
            <GridListItem
              id={item.id}
              textValue={rowName(item)}
              className={item.isCurrent ? ROW_CLASS.current : ROW_CLASS.other}
            >
              <RowContent item={item} readOnly={readOnly} onAction={onAction} />
            </GridListItem>
          )}
        </GridList>
      </Virtualizer>
    </div>
  );
});
