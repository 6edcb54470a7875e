import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMMAND_TYPES,
  applyChanges,
  copyMeasurements,
  duplicateMeasurements,
  insertVertex,
  invert,
  moveMeasurements,
  moveVertex,
  pasteMeasurements,
  removeVertex,
  rowsEqual,
  stateFromRows,
  updateMeasurement,
  type Command,
} from '../takeoff/commands';
import { CommandError } from '../takeoff/errors';
import { projectHistory } from '../takeoff/history';
import { journalRecorder } from '../takeoff/testing/historySample';
import { measurement, planFile, project, sheet } from '../takeoff/testing/fixtures';
import { buildCommand, numbersArb, stateArb, testContext } from '../takeoff/testing/arbitraries';
import {
  DETECTION_MAX_PROPOSALS,
  type CountMeasurement,
  type CountProposalRecord,
  type Point,
  type TakeoffState,
} from '../takeoff/types';
import {
  acceptProposalAt,
  acceptProposals,
  correctProposal,
  detectCount,
  rejectProposals,
  restoreProposals,
  type CountSearch,
} from './commands';
import { proposalStatuses, reviewModel, DEFAULT_REVIEW_THRESHOLDS } from './review';

const THRESHOLDS = { show: 0.5, autoAccept: 0.8 };

/** A proposal of a 20 × 20 symbol centred at (x, y). */
function proposal(id: string, x: number, y: number, score: number, templateId = 't1', size = 20): CountProposalRecord {
  const h = size / 2;
  return {
    id,
    templateId,
    center: { x, y },
    box: { minX: x - h, minY: y - h, maxX: x + h, maxY: y + h },
    rotation: 0,
    mirrored: false,
    score,
  };
}

const template = (id: string, x = 100, y = 100) => ({
  id,
  sheetId: 'sheet-1',
  box: { minX: x - 10, minY: y - 10, maxX: x + 10, maxY: y + 10 },
});

const search = (proposals: CountProposalRecord[], templateId = 't1'): CountSearch => ({
  templates: [template(templateId)],
  proposals,
  thresholds: THRESHOLDS,
});

function base(extra: CountMeasurement[] = []): TakeoffState {
  return stateFromRows({
    projects: [project()],
    files: [planFile()],
    sheets: [sheet({ id: 'sheet-1' }), sheet({ id: 'sheet-2', pageIndex: 1, name: 'R+1' })],
    measurements: extra,
  });
}

const draft = { projectId: 'project-1', sheetId: 'sheet-1', label: 'WC', color: 'teal' as const };

const countIn = (state: TakeoffState, id: string) => {
  const m = state.measurements.get(id);
  if (m?.kind !== 'count') throw new Error(`No count ${id}`);
  return m;
};

/** Applies a command and checks that its undo gives the state before back, row for row. */
function run(state: TakeoffState, c: Command): TakeoffState {
  const after = applyChanges(state, c.changes);
  const undone = applyChanges(after, invert(c).changes);
  expect(undone.measurements.size).toBe(state.measurements.size);
  for (const [id, m] of state.measurements) expect(rowsEqual(undone.measurements.get(id), m)).toBe(true);
  return after;
}

/** A count from a first search: p1 (0.95) and p2 (0.85) counted at once, p3 (0.7) and p4 (0.55) proposed. */
function detected(): { state: TakeoffState; id: string } {
  const s = base();
  const c = detectCount(
    s,
    { draft },
    search([
      proposal('p3', 300, 100, 0.7),
      proposal('p1', 100, 100, 0.95),
      proposal('p4', 400, 100, 0.55),
      proposal('p2', 200, 100, 0.85),
    ]),
    testContext('c'),
  );
  const state = run(s, c);
  return { state, id: 'c-1' };
}

const points = (m: CountMeasurement) => m.points.map((p) => [p.x, p.y]);
const originKinds = (m: CountMeasurement) =>
  (m.origins ?? []).map((o) => (o.kind === 'manual' ? 'manual' : `${o.proposalId}${o.corrected ? '*' : ''}`));

describe('detectCount', () => {
  it('creates a count from a search: proposals best first, those above auto-accept counted at once', () => {
    const { state, id } = detected();
    const m = countIn(state, id);
    expect(m).toMatchObject({ kind: 'count', label: 'WC', color: 'teal', sheetId: 'sheet-1' });
    expect(m.detection?.proposals.map((p) => p.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(points(m)).toEqual([
      [100, 100],
      [200, 100],
    ]);
    expect(originKinds(m)).toEqual(['p1', 'p2']);
    expect(m.origins?.[0]).toEqual({
      kind: 'detected',
      proposalId: 'p1',
      templateId: 't1',
      box: { minX: 90, minY: 90, maxX: 110, maxY: 110 },
      score: 0.95,
      corrected: false,
    });
    expect(m.detection).toMatchObject({ rejected: [], thresholds: THRESHOLDS, templates: [template('t1')] });
  });

  it('creates a count that counts nothing yet when every proposal is under auto-accept', () => {
    const s = base();
    const c = detectCount(s, { draft }, search([proposal('p1', 100, 100, 0.6)]), testContext('c'));
    const m = countIn(run(s, c), 'c-1');
    expect(m.points).toEqual([]);
    expect(m.origins).toEqual([]);
    expect(proposalStatuses(m).get('p1')).toBeUndefined();
    expect(reviewModel(m, DEFAULT_REVIEW_THRESHOLDS).proposedShown).toEqual(['p1']);
  });

  it('gives a count made on another sheet the articles of the first (priced alike)', () => {
    const s = base();
    const links = [{ articleId: 'wc-suspendu', formula: 'Q' }];
    const c = detectCount(s, { draft: { ...draft, links } }, search([proposal('p1', 100, 100, 0.9)]), testContext('c'));
    expect(countIn(run(s, c), 'c-1')).toMatchObject({ links, points: [{ x: 100, y: 100 }] });
  });

  it('merges a variant’s template: never two points for one place', () => {
    const { state, id } = detected();
    // A manual point at (500, 100), and p4 rejected, before the second search.
    let s = run(state, insertVertex(state, id, { index: 2 }, { x: 500, y: 100 }, testContext('e')));
    s = run(s, rejectProposals(s, id, ['p4'], testContext('r')));
    const variant: CountSearch = {
      templates: [template('t2', 600, 300)],
      proposals: [
        proposal('q1', 101, 99, 0.99, 't2', 24), // p1's place (accepted): dropped
        proposal('q2', 302, 100, 0.9, 't2', 24), // p3's place (proposed): dropped
        proposal('q3', 402, 101, 0.9, 't2', 24), // p4's place (rejected): dropped
        proposal('q4', 496, 104, 0.9, 't2', 24), // holds the manual point: dropped
        proposal('q5', 600, 300, 0.92, 't2', 24), // a new place, above auto-accept: counted
        proposal('q6', 700, 300, 0.6, 't2', 24), // a new place, proposed
        proposal('p1', 800, 300, 0.65, 't2', 24), // a new place whose id the count already uses
      ],
      thresholds: { show: 0.55, autoAccept: 0.9 },
    };
    const c = detectCount(s, { measurementId: id }, variant, testContext('d'));
    expect(c.type).toBe('detectCount');
    const m = countIn(run(s, c), id);
    expect(m.detection?.templates.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(m.detection?.proposals.map((p) => p.id)).toEqual(['p1', 'q5', 'p2', 'p3', 'd-1', 'q6', 'p4']);
    expect(m.detection?.proposals.find((p) => p.id === 'd-1')?.center).toEqual({ x: 800, y: 300 });
    expect(m.detection?.rejected).toEqual(['p4']);
    expect(m.detection?.thresholds).toEqual({ show: 0.55, autoAccept: 0.9 });
    expect(points(m)).toEqual([
      [100, 100],
      [200, 100],
      [500, 100],
      [600, 300],
    ]);
    expect(originKinds(m)).toEqual(['p1', 'p2', 'manual', 'q5']);
  });

  it('searches a count counted by hand: its points become manual, proposals at them are dropped', () => {
    const manual = measurement('count', { id: 'wc', points: [{ x: 100, y: 100 }] });
    const s = base([manual]);
    const c = detectCount(
      s,
      { measurementId: 'wc' },
      search([proposal('p1', 100, 100, 0.9), proposal('p2', 200, 100, 0.9)]),
      testContext(),
    );
    const m = countIn(run(s, c), 'wc');
    expect(originKinds(m)).toEqual(['manual', 'p2']);
    expect(m.detection?.proposals.map((p) => p.id)).toEqual(['p2']);
  });

  it('keeps at most DETECTION_MAX_PROPOSALS: the weakest proposed go, never an accepted one', () => {
    const s = base();
    const first = Array.from({ length: DETECTION_MAX_PROPOSALS }, (_, i) =>
      proposal(`a${i}`, 50 * (i % 40), 50 * Math.floor(i / 40), i === 0 ? 0.3 : 0.5 + (i % 10) / 100),
    );
    // Accept the weakest of all (0.3): it must survive the cap.
    let state = run(s, detectCount(s, { draft }, search(first), testContext('c')));
    state = run(state, acceptProposals(state, 'c-1', ['a0'], testContext('x')));
    const more = Array.from({ length: 20 }, (_, i) => proposal(`b${i}`, 5000 + 50 * i, 5000, 0.95));
    const c = detectCount(state, { measurementId: 'c-1' }, search(more, 't2'), testContext('d'));
    const m = countIn(run(state, c), 'c-1');
    const ids = m.detection?.proposals.map((p) => p.id) ?? [];
    expect(ids).toHaveLength(DETECTION_MAX_PROPOSALS);
    expect(ids).toContain('a0');
    expect(ids.filter((x) => x.startsWith('b'))).toHaveLength(20);
    // The 20 dropped are the weakest proposed ones (scores 0.50).
    const kept = new Set(ids);
    const dropped = first.filter((p) => !kept.has(p.id));
    expect(dropped).toHaveLength(20);
    expect(dropped.every((p) => p.score === 0.5)).toBe(true);
    expect(m.points).toHaveLength(21);
  });

  it('refuses a search that does not hold together', () => {
    const s = base();
    const ctx = testContext();
    expect(() => detectCount(s, { draft }, search([proposal('p', 0, 0, 1.2)]), ctx)).toThrow(CommandError);
    expect(() => detectCount(s, { draft }, search([proposal('p', 0, 0, 0.9, 'nope')]), ctx)).toThrow(CommandError);
    expect(() =>
      detectCount(s, { draft }, { ...search([]), thresholds: { show: Number.NaN, autoAccept: 0.8 } }, ctx),
    ).toThrow(CommandError);
    const length = measurement('length', { id: 'l' });
    expect(() => detectCount(base([length as never]), { measurementId: 'l' }, search([]), ctx)).toThrow(
      expect.objectContaining({ code: 'invalidPatch' }),
    );
  });
});

describe('acceptProposals', () => {
  it('counts each at its centre, un-rejects a rejected one, passes over those already accepted', () => {
    const { state, id } = detected();
    let s = run(state, rejectProposals(state, id, ['p4'], testContext('r')));
    const c = acceptProposals(s, id, ['p1', 'p4', 'p3', 'p4'], testContext('a'));
    expect(c.type).toBe('acceptProposals');
    expect(c.changes).toHaveLength(1);
    s = run(s, c);
    const m = countIn(s, id);
    expect(points(m).slice(2)).toEqual([
      [400, 100],
      [300, 100],
    ]);
    expect(originKinds(m)).toEqual(['p1', 'p2', 'p4', 'p3']);
    expect(m.detection?.rejected).toEqual([]);
    expect(reviewModel(m, DEFAULT_REVIEW_THRESHOLDS)).toMatchObject({ accepted: 4, proposed: 0, rejected: 0 });
  });

  it('keeps the thresholds « accepter tout au-dessus » was used with', () => {
    const { state, id } = detected();
    const thresholds = { show: 0.6, autoAccept: 0.65 };
    const m = countIn(run(state, acceptProposals(state, id, ['p3'], testContext(), thresholds)), id);
    expect(m.detection?.thresholds).toEqual(thresholds);
    expect(() => acceptProposals(state, id, ['p3'], testContext(), { show: 2, autoAccept: 0.5 })).toThrow(
      expect.objectContaining({ code: 'invalidPatch' }),
    );
  });

  it('refuses with nothingToDo when all are accepted, missingRow for an unknown proposal', () => {
    const { state, id } = detected();
    expect(() => acceptProposals(state, id, ['p1', 'p2'], testContext())).toThrow(
      expect.objectContaining({ code: 'nothingToDo' }),
    );
    expect(() => acceptProposals(state, id, [], testContext())).toThrow(
      expect.objectContaining({ code: 'nothingToDo' }),
    );
    expect(() => acceptProposals(state, id, ['zz'], testContext())).toThrow(
      expect.objectContaining({ code: 'missingRow' }),
    );
    const manual = measurement('count', { id: 'wc' });
    expect(() => acceptProposals(base([manual]), 'wc', ['p1'], testContext())).toThrow(
      expect.objectContaining({ code: 'invalidPatch' }),
    );
  });
});

describe('correctProposal (acceptProposalAt)', () => {
  const to: Point = { x: 305, y: 98 };

  it('counts a proposal where it was dropped, corrected', () => {
    const { state, id } = detected();
    const c = acceptProposalAt(state, id, 'p3', to, testContext());
    expect(c.type).toBe('correctProposal');
    const m = countIn(run(state, c), id);
    expect(m.points.at(-1)).toEqual(to);
    expect(originKinds(m)).toEqual(['p1', 'p2', 'p3*']);
    expect(proposalStatuses(m).get('p3')).toEqual({ status: 'accepted', pointIndex: 2, corrected: true });
  });

  it('moves an accepted proposal’s point and marks it corrected; back on its centre it is not', () => {
    const { state, id } = detected();
    const s = run(state, correctProposal(state, id, 'p2', to, testContext()));
    expect(points(countIn(s, id))[1]).toEqual([305, 98]);
    expect(originKinds(countIn(s, id))).toEqual(['p1', 'p2*']);
    const back = countIn(run(s, correctProposal(s, id, 'p2', { x: 200, y: 100 }, testContext())), id);
    expect(originKinds(back)).toEqual(['p1', 'p2']);
    expect(() => correctProposal(s, id, 'p2', to, testContext())).toThrow(
      expect.objectContaining({ code: 'nothingToDo' }),
    );
  });

  it('un-rejects a rejected proposal dragged into place', () => {
    const { state, id } = detected();
    const s = run(state, rejectProposals(state, id, ['p4'], testContext()));
    const m = countIn(run(s, correctProposal(s, id, 'p4', to, testContext())), id);
    expect(m.detection?.rejected).toEqual([]);
    expect(originKinds(m)).toEqual(['p1', 'p2', 'p4*']);
  });
});

describe('rejectProposals and restoreProposals', () => {
  it('rejects: an accepted proposal loses its point and origin', () => {
    const { state, id } = detected();
    const c = rejectProposals(state, id, ['p1', 'p3'], testContext());
    expect(c.type).toBe('rejectProposals');
    const m = countIn(run(state, c), id);
    expect(points(m)).toEqual([[200, 100]]);
    expect(originKinds(m)).toEqual(['p2']);
    expect(m.detection?.rejected).toEqual(['p1', 'p3']);
    expect(() => rejectProposals(run(state, c), id, ['p1'], testContext())).toThrow(
      expect.objectContaining({ code: 'nothingToDo' }),
    );
  });

  it('rejects the last counted point: the count counts nothing and still reads (and renames)', () => {
    const { state, id } = detected();
    const s = run(state, rejectProposals(state, id, ['p1', 'p2'], testContext()));
    expect(countIn(s, id).points).toEqual([]);
    const renamed = run(s, updateMeasurement(s, id, { label: 'WC suspendus' }, testContext()));
    expect(countIn(renamed, id).label).toBe('WC suspendus');
  });

  it('restores rejected proposals to proposed', () => {
    const { state, id } = detected();
    const s = run(state, rejectProposals(state, id, ['p3', 'p4'], testContext()));
    const c = restoreProposals(s, id, ['p3', 'p1'], testContext());
    expect(c.type).toBe('restoreProposals');
    const m = countIn(run(s, c), id);
    expect(m.detection?.rejected).toEqual(['p4']);
    expect(reviewModel(m, DEFAULT_REVIEW_THRESHOLDS)).toMatchObject({ accepted: 2, proposed: 1, rejected: 1 });
    expect(() => restoreProposals(s, id, ['p1'], testContext())).toThrow(
      expect.objectContaining({ code: 'nothingToDo' }),
    );
  });
});

describe('the editing commands keep origins aligned with points', () => {
  it('a point added by hand is manual', () => {
    const { state, id } = detected();
    const m = countIn(run(state, insertVertex(state, id, { index: 1 }, { x: 9, y: 9 }, testContext())), id);
    expect(originKinds(m)).toEqual(['p1', 'manual', 'p2']);
  });

  it('a detected point moved is corrected; a manual one moved stays manual', () => {
    const { state, id } = detected();
    let s = run(state, moveVertex(state, id, { index: 0 }, { x: 105, y: 100 }, testContext()));
    expect(originKinds(countIn(s, id))).toEqual(['p1*', 'p2']);
    s = run(s, insertVertex(s, id, { index: 2 }, { x: 9, y: 9 }, testContext()));
    s = run(s, moveVertex(s, id, { index: 2 }, { x: 19, y: 9 }, testContext()));
    expect(originKinds(countIn(s, id))).toEqual(['p1*', 'p2', 'manual']);
  });

  it('a detected point removed takes its origin with it and its proposal is rejected', () => {
    const { state, id } = detected();
    const s = run(state, removeVertex(state, id, { index: 0 }, testContext()));
    const m = countIn(s, id);
    expect(originKinds(m)).toEqual(['p2']);
    expect(m.detection?.rejected).toEqual(['p1']);
    expect(proposalStatuses(m).get('p1')?.status).toBe('rejected');
    // The last one too: an assisted count may count nothing.
    expect(countIn(run(s, removeVertex(s, id, { index: 0 }, testContext())), id).points).toEqual([]);
  });

  it('moving the whole count marks its detected points corrected', () => {
    const { state, id } = detected();
    const m = countIn(run(state, moveMeasurements(state, [id], 10, 0, testContext())), id);
    expect(originKinds(m)).toEqual(['p1*', 'p2*']);
    expect(m.detection?.proposals[0]?.center).toEqual({ x: 100, y: 100 });
  });

  it('a duplicate or a paste is counted by hand: manual points, no detection', () => {
    const { state, id } = detected();
    const dup = duplicateMeasurements(state, [id], { x: 10, y: 10 }, testContext('dup'));
    const copy = countIn(run(state, dup), 'dup-1');
    expect(copy.detection).toBeUndefined();
    expect(originKinds(copy)).toEqual(['manual', 'manual']);
    expect(copy.points).toHaveLength(2);
    const pasted = pasteMeasurements(state, copyMeasurements(state, [id]), 'sheet-2', testContext('paste'));
    const other = countIn(run(state, pasted), 'paste-1');
    expect(other.detection).toBeUndefined();
    expect(originKinds(other)).toEqual(['manual', 'manual']);
    // The source keeps its provenance.
    expect(originKinds(countIn(state, id))).toEqual(['p1', 'p2']);
  });

  it('leaves a count without origins exactly as before', () => {
    const manual = measurement('count', { id: 'wc', points: [{ x: 1, y: 1 }] });
    const s = base([manual]);
    const ctx = testContext();
    const edits = [
      insertVertex(s, 'wc', { index: 1 }, { x: 2, y: 2 }, ctx),
      moveVertex(s, 'wc', { index: 0 }, { x: 3, y: 3 }, ctx),
      moveMeasurements(s, ['wc'], 5, 5, ctx),
      duplicateMeasurements(s, ['wc'], { x: 10, y: 10 }, ctx),
    ];
    for (const c of edits) {
      const after = c.changes[0]?.after as CountMeasurement;
      expect('origins' in after).toBe(false);
      expect('detection' in after).toBe(false);
    }
    expect(() => removeVertex(s, 'wc', { index: 0 }, ctx)).toThrow(expect.objectContaining({ code: 'tooFewVertices' }));
  });
});

describe('every command keeps a count’s origins aligned with its points (property)', () => {
  it.each(COMMAND_TYPES)('%s', (type) => {
    fc.assert(
      fc.property(stateArb, numbersArb, (state, numbers) => {
        let c: Command;
        try {
          c = buildCommand(state, type, numbers);
        } catch (error) {
          if (error instanceof CommandError) return;
          throw error;
        }
        for (const m of applyChanges(state, c.changes).measurements.values()) {
          if (m.kind !== 'count' || !m.origins) continue;
          expect(m.origins).toHaveLength(m.points.length);
          // One status per proposal: an accepted proposal is never also rejected, nor counted twice.
          const accepted = m.origins.flatMap((o) => (o.kind === 'detected' ? [o.proposalId] : []));
          expect(new Set(accepted).size).toBe(accepted.length);
          expect(accepted.filter((id) => m.detection?.rejected.includes(id))).toEqual([]);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('the history says what a review did', () => {
  it('one entry per action, with the proposals and rejections counted when no point changed', () => {
    const { state, id } = detected();
    const recorder = journalRecorder(state);
    const at = '2026-03-02T10:00:00.000Z';
    recorder.push(rejectProposals(recorder.state(), id, ['p3'], recorder.ctx(at)), at);
    recorder.push(acceptProposals(recorder.state(), id, ['p4'], recorder.ctx(at)), at);
    const sheets = [...recorder.state().sheets.values()];
    const [accepted, rejected] = projectHistory(recorder.entries, sheets, { timeZone: 'UTC' }).flatMap(
      (d) => d.entries,
    );
    expect(rejected?.type).toBe('rejectProposals');
    expect(rejected?.lines).toEqual([
      expect.objectContaining({
        field: 'rejectedProposals',
        before: { kind: 'count', count: 0 },
        after: { kind: 'count', count: 1 },
      }),
    ]);
    expect(accepted?.type).toBe('acceptProposals');
    expect(accepted?.lines).toEqual([
      expect.objectContaining({ field: 'quantity', after: { kind: 'quantity', value: 3, unit: 'U' } }),
    ]);
  });
});
