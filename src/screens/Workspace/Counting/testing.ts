/**
 * An assisted count to review, for the panel's tests and stories: proposals with scores from best to worst, some
 * accepted (one moved), one rejected, near misses under the display threshold, one or two templates. The review's
 * changes applied as the route's commands would (domain/counting/commands.ts), without the journal.
 */
import {
  PALETTE_KEYS,
  type CountMeasurement,
  type CountPointOrigin,
  type CountProposalRecord,
} from '../../../domain/takeoff/types';

export interface ReviewFixture {
  /** How many proposals. @default 24 (20 at or above 50 %, 4 near misses from 40 %) */
  readonly count?: number;
  /** The best and the worst score. @default 0.97, 0.41 */
  readonly top?: number;
  readonly bottom?: number;
  readonly accepted?: readonly string[];
  /** Accepted and moved (« accepté, corrigé »): also listed in `accepted`. */
  readonly corrected?: readonly string[];
  readonly rejected?: readonly string[];
  /** Proposals of the second template (a variant boxed after the first). */
  readonly secondTemplate?: readonly string[];
}

export const proposalId = (index: number) => `p${index + 1}`;

/** Proposals p1…pn, best first, on a grid of the sheet (A1 landscape, in points). */
export function fixtureProposals({
  count = 24,
  top = 0.97,
  bottom = 0.41,
  secondTemplate = [],
}: ReviewFixture = {}): CountProposalRecord[] {
  const second = new Set(secondTemplate);
  return Array.from({ length: count }, (_, index) => {
    const id = proposalId(index);
    const score = count === 1 ? top : top - ((top - bottom) * index) / (count - 1);
    const center = { x: 120 + (index % 20) * 110, y: 140 + Math.floor(index / 20) * 90 };
    return {
      id,
      templateId: second.has(id) ? 't2' : 't1',
      center,
      box: { minX: center.x - 12, minY: center.y - 16, maxX: center.x + 12, maxY: center.y + 16 },
      rotation: ([0, 90, 180, 270] as const)[index % 4] ?? 0,
      mirrored: index % 5 === 0,
      score: Math.round(score * 1000) / 1000,
    };
  });
}

export function reviewMeasurement(fixture: ReviewFixture = {}): CountMeasurement {
  const proposals = fixtureProposals(fixture);
  const byId = new Map(proposals.map((p) => [p.id, p]));
  const corrected = new Set(fixture.corrected ?? []);
  const points: { x: number; y: number }[] = [];
  const origins: CountPointOrigin[] = [];
  for (const id of fixture.accepted ?? []) {
    const p = byId.get(id);
    if (!p) continue;
    const moved = corrected.has(id);
    points.push(moved ? { x: p.center.x + 4, y: p.center.y - 3 } : p.center);
    origins.push({
      kind: 'detected',
      proposalId: id,
      templateId: p.templateId,
      box: p.box,
      score: p.score,
      corrected: moved,
    });
  }
  const firstBox = proposals[0]?.box ?? { minX: 0, minY: 0, maxX: 24, maxY: 32 };
  const templates = [{ id: 't1', sheetId: 's1', box: firstBox }];
  if ((fixture.secondTemplate ?? []).length > 0) {
    templates.push({ id: 't2', sheetId: 's1', box: byId.get(fixture.secondTemplate?.[0] ?? '')?.box ?? firstBox });
  }
  return {
    id: 'm-wc',
    projectId: 'projet-demo',
    sheetId: 's1',
    kind: 'count',
    label: 'WC suspendus',
    // A palette key (the measurement's colour), not a CSS colour.
    color: PALETTE_KEYS[0],
    createdAt: '2026-11-29T09:00:00.000Z',
    updatedAt: '2026-11-29T09:00:00.000Z',
    points,
    origins,
    detection: {
      templates,
      proposals,
      rejected: [...(fixture.rejected ?? [])],
      thresholds: { show: 0.5, autoAccept: 0.8 },
    },
  };
}

/** The review of the stories and tests: 20 shown, 12 accepted (p3 moved), p18 rejected, two templates. */
export const REVIEW_FIXTURE: ReviewFixture = {
  accepted: ['p2', 'p3', 'p5', 'p8', 'p9', 'p10', 'p11', 'p12', 'p13', 'p14', 'p16', 'p17'],
  corrected: ['p3'],
  rejected: ['p18'],
  secondTemplate: ['p6', 'p9', 'p14', 'p19', 'p22'],
};

function withDetection(m: CountMeasurement, change: Partial<NonNullable<CountMeasurement['detection']>>) {
  const detection = m.detection;
  return detection ? { ...m, detection: { ...detection, ...change } } : m;
}

/** Accepts proposals as the journal command does: a point at each centre, the proposal no longer rejected. */
export function acceptIn(m: CountMeasurement, ids: readonly string[]): CountMeasurement {
  const proposals = new Map((m.detection?.proposals ?? []).map((p) => [p.id, p]));
  const already = new Set(m.origins?.flatMap((o) => (o.kind === 'detected' ? [o.proposalId] : [])));
  const points = [...m.points];
  const origins: CountPointOrigin[] = [...(m.origins ?? m.points.map((): CountPointOrigin => ({ kind: 'manual' })))];
  for (const id of ids) {
    const p = proposals.get(id);
    if (!p || already.has(id)) continue;
    points.push(p.center);
    origins.push({
      kind: 'detected',
      proposalId: id,
      templateId: p.templateId,
      box: p.box,
      score: p.score,
      corrected: false,
    });
  }
  const set = new Set(ids);
  return withDetection(
    { ...m, points, origins },
    { rejected: (m.detection?.rejected ?? []).filter((r) => !set.has(r)) },
  );
}

/** Rejects proposals: an accepted one loses its point. */
export function rejectIn(m: CountMeasurement, ids: readonly string[]): CountMeasurement {
  const set = new Set(ids);
  const keep = (m.origins ?? []).map((o) => !(o.kind === 'detected' && set.has(o.proposalId)));
  const rejected = [...new Set([...(m.detection?.rejected ?? []), ...ids])];
  return withDetection(
    {
      ...m,
      points: m.points.filter((_, i) => keep[i] ?? true),
      ...(m.origins && { origins: m.origins.filter((_, i) => keep[i] ?? true) }),
    },
    { rejected },
  );
}

/** Back to « proposé ». */
export function restoreIn(m: CountMeasurement, ids: readonly string[]): CountMeasurement {
  const set = new Set(ids);
  return withDetection(m, { rejected: (m.detection?.rejected ?? []).filter((r) => !set.has(r)) });
}
