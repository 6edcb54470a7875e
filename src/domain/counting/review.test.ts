import { describe, expect, it } from 'vitest';
import { measurement } from '../takeoff/testing/fixtures';
import type { CountMeasurement, CountPointOrigin, CountProposalRecord } from '../takeoff/types';
import {
  DEFAULT_REVIEW_THRESHOLDS,
  neighbourRow,
  nextProposed,
  proposalStatuses,
  reviewModel,
  type ReviewThresholds,
} from './review';

function proposal(id: string, score: number): CountProposalRecord {
  const x = score * 1000;
  return {
    id,
    templateId: 't1',
    center: { x, y: 0 },
    box: { minX: x - 5, minY: -5, maxX: x + 5, maxY: 5 },
    rotation: 0,
    mirrored: false,
    score,
  };
}

const detected = (p: CountProposalRecord, corrected = false): CountPointOrigin => ({
  kind: 'detected',
  proposalId: p.id,
  templateId: p.templateId,
  box: p.box,
  score: p.score,
  corrected,
});

// Stored in no particular order: the model sorts best first.
const P = {
  a: proposal('a', 0.95),
  b: proposal('b', 0.85),
  c: proposal('c', 0.7),
  d: proposal('d', 0.62),
  e: proposal('e', 0.5),
  f: proposal('f', 0.45),
  g: proposal('g', 0.41),
  h: proposal('h', 0.3),
};

/** b accepted as found, d accepted and corrected, c rejected, a manual point first. */
function count(): CountMeasurement {
  return measurement('count', {
    points: [{ x: 1, y: 1 }, P.b.center, { x: 621, y: 3 }],
    origins: [{ kind: 'manual' }, detected(P.b), detected(P.d, true)],
    detection: {
      templates: [{ id: 't1', sheetId: 'sheet-1', box: P.a.box }],
      proposals: [P.e, P.a, P.h, P.c, P.g, P.b, P.f, P.d],
      rejected: ['c'],
      thresholds: { show: 0.5, autoAccept: 0.8 },
    },
  });
}

const ids = (rows: readonly { proposal: { id: string } }[]) => rows.map((r) => r.proposal.id);

describe('proposalStatuses', () => {
  it('derives accepted from the points’ origins and rejected from the detection', () => {
    const s = proposalStatuses(count());
    expect(s.get('b')).toEqual({ status: 'accepted', pointIndex: 1, corrected: false });
    expect(s.get('d')).toEqual({ status: 'accepted', pointIndex: 2, corrected: true });
    expect(s.get('c')).toEqual({ status: 'rejected', pointIndex: null, corrected: false });
    expect(s.has('a')).toBe(false);
  });

  it('is empty for a count without detection (counted by hand)', () => {
    expect(proposalStatuses(measurement('count')).size).toBe(0);
  });
});

describe('reviewModel', () => {
  it('sorts best first, splits shown and near misses, counts over the shown', () => {
    const model = reviewModel(count(), DEFAULT_REVIEW_THRESHOLDS);
    expect(ids(model.shown)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(model.nearMisses)).toEqual(['f', 'g']);
    expect(model.shown.map((r) => r.status)).toEqual(['proposed', 'accepted', 'rejected', 'accepted', 'proposed']);
    expect(model).toMatchObject({ proposed: 2, accepted: 2, rejected: 1 });
    expect(model.proposedShown).toEqual(['a', 'e']);
    expect(model.aboveAutoAccept).toEqual(['a']);
    expect(model.shown[3]).toMatchObject({ pointIndex: 2, corrected: true });
  });

  it('follows the thresholds as they move', () => {
    const t: ReviewThresholds = { show: 0.65, autoAccept: 0.9, nearMissBand: 0.25 };
    const model = reviewModel(count(), t);
    expect(ids(model.shown)).toEqual(['a', 'b', 'c']);
    expect(ids(model.nearMisses)).toEqual(['d', 'e', 'f', 'g']);
    expect(model).toMatchObject({ proposed: 1, accepted: 1, rejected: 1 });
    expect(model.aboveAutoAccept).toEqual(['a']);
  });

  it('never auto-accepts below the display threshold', () => {
    const model = reviewModel(count(), { show: 0.6, autoAccept: 0.3, nearMissBand: 0.1 });
    expect(model.aboveAutoAccept).toEqual(['a']);
    expect(reviewModel(count(), { show: 0.45, autoAccept: 0.3, nearMissBand: 0 }).aboveAutoAccept).toEqual([
      'a',
      'e',
      'f',
    ]);
  });

  it('is empty for a count without detection', () => {
    expect(reviewModel(measurement('count'), DEFAULT_REVIEW_THRESHOLDS)).toEqual({
      shown: [],
      nearMisses: [],
      proposed: 0,
      accepted: 0,
      rejected: 0,
      aboveAutoAccept: [],
      proposedShown: [],
    });
  });
});

describe('walking the list', () => {
  const model = reviewModel(count(), DEFAULT_REVIEW_THRESHOLDS);

  it('neighbourRow goes through the shown rows, then the near misses, and stops at the ends', () => {
    expect(neighbourRow(model, null, 1)?.proposal.id).toBe('a');
    expect(neighbourRow(model, 'unknown', -1)?.proposal.id).toBe('a');
    expect(neighbourRow(model, 'a', 1)?.proposal.id).toBe('b');
    expect(neighbourRow(model, 'e', 1)?.proposal.id).toBe('f');
    expect(neighbourRow(model, 'f', -1)?.proposal.id).toBe('e');
    expect(neighbourRow(model, 'a', -1)).toBeNull();
    expect(neighbourRow(model, 'g', 1)).toBeNull();
    expect(neighbourRow(reviewModel(measurement('count'), DEFAULT_REVIEW_THRESHOLDS), null, 1)).toBeNull();
  });

  it('nextProposed skips accepted and rejected rows and wraps', () => {
    expect(nextProposed(model, null)?.proposal.id).toBe('a');
    expect(nextProposed(model, 'a')?.proposal.id).toBe('e');
    expect(nextProposed(model, 'b')?.proposal.id).toBe('e');
    expect(nextProposed(model, 'e')?.proposal.id).toBe('f');
    expect(nextProposed(model, 'g')?.proposal.id).toBe('a');
  });

  it('nextProposed is null when nothing else is proposed', () => {
    const one = reviewModel(count(), { show: 0.9, autoAccept: 0.95, nearMissBand: 0 });
    expect(ids(one.shown)).toEqual(['a']);
    expect(nextProposed(one, 'a')).toBeNull();
    expect(nextProposed(one, null)?.proposal.id).toBe('a');
  });
});

describe('speed (sizes, not clocks)', () => {
  it('handles DETECTION_MAX_PROPOSALS in one linear pass plus a sort', () => {
    const proposals = Array.from({ length: 500 }, (_, i) => proposal(`p${i}`, (i % 100) / 100));
    const m = measurement('count', {
      points: [],
      origins: [],
      detection: { templates: [], proposals, rejected: [], thresholds: { show: 0.5, autoAccept: 0.8 } },
    });
    const model = reviewModel(m, DEFAULT_REVIEW_THRESHOLDS);
    expect(model.shown).toHaveLength(250);
    expect(model.nearMisses).toHaveLength(50);
    expect(model.aboveAutoAccept).toHaveLength(100);
  });
});
