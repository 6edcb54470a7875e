/**
 * The journal commands of an assisted count (issue 25): a search's proposals put on a count, and what the person makes
 * of them — accept, accept where they dragged it (« détecté et corrigé »), reject, restore. Each action is one
 * command, so one journal entry and one undo step; builders are pure, as in ../takeoff/commands.ts.
 *
 * The rules that keep a count honest:
 * - never two points for one place: a proposal at the place of another proposal of the count (whichever template
 *   found it, whatever its status), or whose box holds a point already counted (by hand or detected), is dropped;
 * - a proposal's status is derived (./review.ts): accepted when a point's origin names it, rejected when listed in
 *   `detection.rejected`, proposed otherwise — each builder keeps exactly one of those true;
 * - `origins` stay aligned with `points`; a count that had none gets 'manual' ones for its points first.
 */
import type { Rect as PdfRect } from '../pdf/geometry.ts';
import {
  command,
  created,
  row,
  updated,
  type Command,
  type CommandContext,
  type CommandType,
} from '../takeoff/commands.ts';
import { CommandError } from '../takeoff/errors.ts';
import {
  DETECTION_MAX_PROPOSALS,
  type CountDetection,
  type CountMeasurement,
  type CountPointOrigin,
  type CountProposalRecord,
  type CountSymbol,
  type CountTemplateRecord,
  type Localisation,
  type PaletteKey,
  type Point,
  type Rect,
  type TakeoffState,
} from '../takeoff/types.ts';
import type { MeasurementLink } from '../library/types.ts';
import { samePlace } from './nms.ts';

/** The fields of a count a search creates (the rest is the search's). */
export interface CountDraft {
  readonly projectId: string;
  readonly sheetId: string;
  readonly label: string;
  readonly color: PaletteKey;
  readonly localisation?: Localisation;
  readonly symbol?: CountSymbol;
  /** The articles it feeds: another sheet's count takes the first count's, so that it is priced alike. */
  readonly links?: readonly MeasurementLink[];
}

export type DetectTarget = { readonly measurementId: string } | { readonly draft: CountDraft };

/** One search's result, as the matcher gave it (proposals already one per place, best first or not). */
export interface CountSearch {
  readonly templates: readonly CountTemplateRecord[];
  readonly proposals: readonly CountProposalRecord[];
  readonly thresholds: { readonly show: number; readonly autoAccept: number };
}

const toPdfRect = (r: Rect): PdfRect => ({ x: r.minX, y: r.minY, width: r.maxX - r.minX, height: r.maxY - r.minY });

/** Both proposals' boxes are one place on the sheet (./nms.ts's rule, on the take-off's rectangles). */
export function sameProposalPlace(a: Rect, b: Rect): boolean {
  return samePlace(toPdfRect(a), toPdfRect(b));
}

const inside = (p: Point, r: Rect) => p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY;

const isUnit = (v: number) => Number.isFinite(v) && v >= 0 && v <= 1;
const isFinitePoint = (p: Point) => Number.isFinite(p.x) && Number.isFinite(p.y);
const isRect = (r: Rect) =>
  [r.minX, r.minY, r.maxX, r.maxY].every(Number.isFinite) && r.minX <= r.maxX && r.minY <= r.maxY;

function checkSearch(search: CountSearch, templateIds: ReadonlySet<string>): void {
  const { show, autoAccept } = search.thresholds;
  if (!isUnit(show) || !isUnit(autoAccept)) throw new CommandError('invalidPatch', 'Thresholds are in 0…1');
  for (const t of search.templates) {
    if (!isRect(t.box)) throw new CommandError('invalidPatch', `Template ${t.id} has no box`);
  }
  for (const p of search.proposals) {
    if (!isUnit(p.score) || !isFinitePoint(p.center) || !isRect(p.box)) {
      throw new CommandError('invalidPatch', `Proposal ${p.id} is not a place with a score in 0…1`);
    }
    if (!templateIds.has(p.templateId)) throw new CommandError('invalidPatch', `No template ${p.templateId}`);
  }
}

/** The count as the review builders read it: a count, with its origins (all 'manual' when it had none). */
function countOf(state: TakeoffState, measurementId: string): CountMeasurement & { origins: CountPointOrigin[] } {
  const m = row(state, 'measurements', measurementId);
  if (m.kind !== 'count') throw new CommandError('invalidPatch', `${measurementId} is not a count`);
  return { ...m, origins: m.origins ? [...m.origins] : m.points.map(() => ({ kind: 'manual' }) as const) };
}

const byScore = (a: CountProposalRecord, b: CountProposalRecord) => b.score - a.score;

const detectedOrigin = (p: CountProposalRecord, corrected: boolean): CountPointOrigin => ({
  kind: 'detected',
  proposalId: p.id,
  templateId: p.templateId,
  box: p.box,
  score: p.score,
  corrected,
});

/**
 * A search's proposals put on a count: a new count (which may count nothing yet) or one that already has a detection
 * (a variant's template boxed, the search run again or on more of the sheet). New proposals at a place the count
 * already has — a proposal of any status, a counted point — are dropped; those at or above the auto-accept threshold
 * are counted at once (detected, not corrected). The proposals stay best first; beyond DETECTION_MAX_PROPOSALS the
 * weakest not accepted go (proposed ones before rejected ones), never an accepted one.
 */
export function detectCount(
  state: TakeoffState,
  target: DetectTarget,
  search: CountSearch,
  ctx: CommandContext,
): Command {
  const before = 'measurementId' in target ? countOf(state, target.measurementId) : null;
  const previous: CountDetection = before?.detection ?? {
    templates: [],
    proposals: [],
    rejected: [],
    thresholds: search.thresholds,
  };
  const templates = [...previous.templates];
  for (const t of search.templates) if (!templates.some((k) => k.id === t.id)) templates.push(t);
  checkSearch(search, new Set(templates.map((t) => t.id)));

  const points = [...(before?.points ?? [])];
  const origins: CountPointOrigin[] = [...(before?.origins ?? [])];
  const kept = [...previous.proposals];
  const ids = new Set(kept.map((p) => p.id));
  const autoAccept = Math.max(search.thresholds.autoAccept, search.thresholds.show);
  for (const found of [...search.proposals].sort(byScore)) {
    if (kept.some((k) => sameProposalPlace(k.box, found.box))) continue;
    if (points.some((p) => inside(p, found.box))) continue;
    // Ids come from the matcher, per search: one that the count already uses gets a fresh one.
    const proposal = ids.has(found.id) ? { ...found, id: ctx.newId() } : found;
    ids.add(proposal.id);
    kept.push(proposal);
    if (proposal.score >= autoAccept) {
      points.push(proposal.center);
      origins.push(detectedOrigin(proposal, false));
    }
  }

  const accepted = new Set(origins.flatMap((o) => (o.kind === 'detected' ? [o.proposalId] : [])));
  let rejected = previous.rejected.filter((id) => ids.has(id));
  let proposals = kept.sort(byScore);
  if (proposals.length > DETECTION_MAX_PROPOSALS) {
    const rejectedSet = new Set(rejected);
    // Weakest first among the droppable: proposed ones, then rejected ones.
    const droppable = proposals
      .filter((p) => !accepted.has(p.id))
      .sort((a, b) => Number(rejectedSet.has(a.id)) - Number(rejectedSet.has(b.id)) || a.score - b.score);
    const drop = new Set(droppable.slice(0, proposals.length - DETECTION_MAX_PROPOSALS).map((p) => p.id));
    proposals = proposals.filter((p) => !drop.has(p.id));
    rejected = rejected.filter((id) => !drop.has(id));
  }

  const detection: CountDetection = { templates, proposals, rejected, thresholds: { ...search.thresholds } };
  if (before) {
    const { origins: _origins, ...rest } = before;
    const original = row(state, 'measurements', before.id);
    return command('detectCount', [
      updated('measurements', original, { ...rest, points, origins, detection, updatedAt: ctx.now }),
    ]);
  }
  const draft = 'draft' in target ? target.draft : null;
  if (!draft) throw new CommandError('missingRow', 'No count to search for');
  const m: CountMeasurement = {
    ...draft,
    kind: 'count',
    id: ctx.newId(),
    points,
    origins,
    detection,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  return command('detectCount', [created('measurements', m)]);
}

/** The count with its detection, or a refusal: review builders act on an assisted count only. */
function reviewed(state: TakeoffState, measurementId: string) {
  const m = countOf(state, measurementId);
  const detection = m.detection;
  if (!detection) throw new CommandError('invalidPatch', `${measurementId} has no detection`);
  const proposalOf = (id: string): CountProposalRecord => {
    const found = detection.proposals.find((p) => p.id === id);
    if (!found) throw new CommandError('missingRow', `No proposal ${id} on ${measurementId}`);
    return found;
  };
  const pointOf = (id: string) => m.origins.findIndex((o) => o.kind === 'detected' && o.proposalId === id);
  return { m, detection, proposalOf, pointOf };
}

function commit(
  type: CommandType,
  state: TakeoffState,
  next: Pick<CountMeasurement, 'points' | 'detection'> & { origins: readonly CountPointOrigin[] },
  measurementId: string,
  changed: boolean,
  ctx: CommandContext,
): Command {
  if (!changed) throw new CommandError('nothingToDo', `${type}: nothing to change on ${measurementId}`);
  const before = row(state, 'measurements', measurementId);
  return command(type, [updated('measurements', before, { ...before, ...next, updatedAt: ctx.now })]);
}

/**
 * Counts proposals: a point at each one's centre (detected, not corrected), after the count's points, in the order
 * given. A rejected proposal accepted is no longer rejected; one already accepted is passed over. Refused with
 * `nothingToDo` when every one is already accepted, so that no empty step enters the history.
 *
 * `thresholds`, for « accepter tout au-dessus de … »: kept on the detection with the points, so that a review reopened
 * starts from the thresholds the person accepted with.
 */
export function acceptProposals(
  state: TakeoffState,
  measurementId: string,
  proposalIds: readonly string[],
  ctx: CommandContext,
  thresholds?: CountDetection['thresholds'],
): Command {
  if (thresholds && (!isUnit(thresholds.show) || !isUnit(thresholds.autoAccept))) {
    throw new CommandError('invalidPatch', 'Thresholds are in 0…1');
  }
  const { m, detection, proposalOf, pointOf } = reviewed(state, measurementId);
  const points = [...m.points];
  const origins = [...m.origins];
  const unrejected = new Set<string>();
  for (const id of new Set(proposalIds)) {
    const proposal = proposalOf(id);
    if (pointOf(id) >= 0) continue;
    points.push(proposal.center);
    origins.push(detectedOrigin(proposal, false));
    unrejected.add(id);
  }
  const rejected = detection.rejected.filter((id) => !unrejected.has(id));
  const kept = thresholds ? { show: thresholds.show, autoAccept: thresholds.autoAccept } : detection.thresholds;
  return commit(
    'acceptProposals',
    state,
    { points, origins, detection: { ...detection, rejected, thresholds: kept } },
    measurementId,
    unrejected.size > 0,
    ctx,
  );
}

/**
 * A proposal dragged to where the symbol really is: counted at `point`, « détecté et corrigé ». Already accepted, its
 * point moves there. Dropped back on its own centre, it is counted as detected (not corrected).
 */
export function correctProposal(
  state: TakeoffState,
  measurementId: string,
  proposalId: string,
  point: Point,
  ctx: CommandContext,
): Command {
  if (!isFinitePoint(point)) throw new CommandError('invalidPatch', 'A point must be finite');
  const { m, detection, proposalOf, pointOf } = reviewed(state, measurementId);
  const proposal = proposalOf(proposalId);
  const corrected = point.x !== proposal.center.x || point.y !== proposal.center.y;
  const points = [...m.points];
  const origins = [...m.origins];
  const index = pointOf(proposalId);
  if (index >= 0) {
    points[index] = point;
    origins[index] = detectedOrigin(proposal, corrected);
  } else {
    points.push(point);
    origins.push(detectedOrigin(proposal, corrected));
  }
  const rejected = detection.rejected.filter((id) => id !== proposalId);
  const changed = index < 0 || m.points[index]?.x !== point.x || m.points[index]?.y !== point.y;
  return commit(
    'correctProposal',
    state,
    { points, origins, detection: { ...detection, rejected } },
    measurementId,
    changed,
    ctx,
  );
}

/** Kept as the brief names it: accepting a proposal where the person dropped it. */
export const acceptProposalAt = correctProposal;

/**
 * Rejects proposals: an accepted one loses its point (and its origin); each is listed rejected. Refused with
 * `nothingToDo` when all are rejected already.
 */
export function rejectProposals(
  state: TakeoffState,
  measurementId: string,
  proposalIds: readonly string[],
  ctx: CommandContext,
): Command {
  const { m, detection, proposalOf } = reviewed(state, measurementId);
  const rejected = [...detection.rejected];
  const removed = new Set<string>();
  for (const id of new Set(proposalIds)) {
    proposalOf(id);
    if (rejected.includes(id)) continue;
    rejected.push(id);
    removed.add(id);
  }
  const keep = m.origins.map((o) => !(o.kind === 'detected' && removed.has(o.proposalId)));
  return commit(
    'rejectProposals',
    state,
    {
      points: m.points.filter((_, i) => keep[i]),
      origins: m.origins.filter((_, i) => keep[i]),
      detection: { ...detection, rejected },
    },
    measurementId,
    removed.size > 0,
    ctx,
  );
}

/** Rejected proposals proposed again (« Remettre à revoir »). Refused with `nothingToDo` when none was rejected. */
export function restoreProposals(
  state: TakeoffState,
  measurementId: string,
  proposalIds: readonly string[],
  ctx: CommandContext,
): Command {
  const { m, detection, proposalOf } = reviewed(state, measurementId);
  const restore = new Set(proposalIds);
  for (const id of restore) proposalOf(id);
  const rejected = detection.rejected.filter((id) => !restore.has(id));
  return commit(
    'restoreProposals',
    state,
    { points: m.points, origins: m.origins, detection: { ...detection, rejected } },
    measurementId,
    rejected.length < detection.rejected.length,
    ctx,
  );
}
