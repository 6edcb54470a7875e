import { Icon } from '../../../components/Icon/workspace';
import type { ReviewRow } from '../../../domain/counting/review';
import { countingFr } from '../../../i18n/counting.fr';
import { scorePercent } from '../../../i18n/countingMessages';
import { interpolate } from '../../../i18n/format';
import { GlyphButton } from '../../../patterns/GlyphButton';
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

const STATUS_CLASS = {
  proposed: styles.status({ tone: 'proposed' }),
  accepted: styles.status({ tone: 'accepted' }),
  corrected: styles.status({ tone: 'accepted' }),
  rejected: styles.status({ tone: 'rejected' }),
} as const;

export interface ProposalRowProps {
  readonly item: ProposalItem;
  readonly readOnly: boolean;
  readonly onAction: (id: string, action: RowAction) => void;
}

/**
 * What a row shows: plain props and a stable callback, so that under React.memo only the rows whose item changed
 * render again. Kept in a module of its own so that a test can count its renders.
 */
export function ProposalRow({ item, readOnly, onAction }: ProposalRowProps) {
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
}
