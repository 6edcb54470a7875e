/**
 * The review of an assisted count, as data: what the matcher proposed (the count's `detection`), what the person
 * accepted (a point whose origin names the proposal) or rejected, sorted into what the list and the plan show for the
 * thresholds of the moment. Pure and cheap: it runs on every move of a threshold slider (≤ 50 ms for
 * DETECTION_MAX_PROPOSALS, measured by the unit test's sizes, never by a clock).
 *
 * A proposal's status is derived, never stored twice: `accepted` when one of the count's points comes from it,
 * `rejected` when the detection lists it so, else `proposed`. Undoing an accept removes the point, and the proposal
 * is proposed again without anything else to undo.
 */
import type { CountMeasurement, CountProposalRecord } from '../takeoff/types.ts';

export type ProposalStatus = 'proposed' | 'accepted' | 'rejected';

export interface ReviewThresholds {
  /** « afficher au-dessus de ». */
  readonly show: number;
  /** « accepter automatiquement au-dessus de ». */
  readonly autoAccept: number;
  /** Near misses: scores in [show − nearMissBand, show). */
  readonly nearMissBand: number;
}

export const DEFAULT_REVIEW_THRESHOLDS: ReviewThresholds = { show: 0.5, autoAccept: 0.8, nearMissBand: 0.1 };

export interface ReviewRow {
  readonly proposal: CountProposalRecord;
  readonly status: ProposalStatus;
  /** The point it became (index in `points`), when accepted. */
  readonly pointIndex: number | null;
  /** Accepted and moved by the person. */
  readonly corrected: boolean;
}

export interface ReviewModel {
  /** Score ≥ show, best first, whatever their status. */
  readonly shown: readonly ReviewRow[];
  /** show − nearMissBand ≤ score < show, best first. */
  readonly nearMisses: readonly ReviewRow[];
  /** Counts over `shown`. */
  readonly proposed: number;
  readonly accepted: number;
  readonly rejected: number;
  /** Ids of the proposed (not yet accepted or rejected) rows at or above the auto-accept threshold. */
  readonly aboveAutoAccept: readonly string[];
  /** Ids of every proposed row of `shown` (« tout accepter »). */
  readonly proposedShown: readonly string[];
}

/** Nothing proposed: the review of a count whose first search is under way, or failed. */
export const EMPTY_REVIEW: ReviewModel = {
  shown: [],
  nearMisses: [],
  proposed: 0,
  accepted: 0,
  rejected: 0,
  aboveAutoAccept: [],
  proposedShown: [],
};

interface StatusOf {
  readonly status: ProposalStatus;
  readonly pointIndex: number | null;
  readonly corrected: boolean;
}

/** Each proposal's status, by id. */
export function proposalStatuses(measurement: CountMeasurement): Map<string, StatusOf> {
  const out = new Map<string, StatusOf>();
  const detection = measurement.detection;
  if (!detection) return out;
  for (const id of detection.rejected) out.set(id, { status: 'rejected', pointIndex: null, corrected: false });
  measurement.origins?.forEach((origin, index) => {
    if (origin.kind === 'detected') {
      out.set(origin.proposalId, { status: 'accepted', pointIndex: index, corrected: origin.corrected });
    }
  });
  return out;
}

const PROPOSED: StatusOf = { status: 'proposed', pointIndex: null, corrected: false };

export function reviewModel(measurement: CountMeasurement, thresholds: ReviewThresholds): ReviewModel {
  const statuses = proposalStatuses(measurement);
  const proposals = [...(measurement.detection?.proposals ?? [])].sort((a, b) => b.score - a.score);
  const floor = thresholds.show - thresholds.nearMissBand;
  const accept = Math.max(thresholds.autoAccept, thresholds.show);
  const shown: ReviewRow[] = [];
  const nearMisses: ReviewRow[] = [];
  const aboveAutoAccept: string[] = [];
  const proposedShown: string[] = [];
  let proposed = 0;
  let accepted = 0;
  let rejected = 0;
  for (const proposal of proposals) {
    const s = statuses.get(proposal.id) ?? PROPOSED;
    const row: ReviewRow = { proposal, ...s };
    if (proposal.score >= thresholds.show) {
      shown.push(row);
      if (s.status === 'proposed') {
        proposed += 1;
        proposedShown.push(proposal.id);
        if (proposal.score >= accept) aboveAutoAccept.push(proposal.id);
      } else if (s.status === 'accepted') accepted += 1;
      else rejected += 1;
    } else if (proposal.score >= floor) {
      nearMisses.push(row);
    }
  }
  return { shown, nearMisses, proposed, accepted, rejected, aboveAutoAccept, proposedShown };
}

/**
 * The row after (or before) `currentId` in the list the person walks with the arrows: shown rows, then near misses.
 * Null when there is none that way; the first row when `currentId` is not in the list.
 */
export function neighbourRow(model: ReviewModel, currentId: string | null, step: 1 | -1): ReviewRow | null {
  const rows = [...model.shown, ...model.nearMisses];
  if (rows.length === 0) return null;
  const index = currentId === null ? -1 : rows.findIndex((r) => r.proposal.id === currentId);
  if (index < 0) return rows[0] ?? null;
  return rows[index + step] ?? null;
}

/** The next proposed row after `currentId` (wrapping), for « accepter et passer à la suivante ». */
export function nextProposed(model: ReviewModel, currentId: string | null): ReviewRow | null {
  const rows = [...model.shown, ...model.nearMisses];
  const start = currentId === null ? -1 : rows.findIndex((r) => r.proposal.id === currentId);
  for (let k = 1; k <= rows.length; k++) {
    const row = rows[(start + k + rows.length) % rows.length];
    if (row && row.status === 'proposed' && row.proposal.id !== currentId) return row;
  }
  return null;
}
