import { describe, expect, it } from 'vitest';
import { measurement } from '../takeoff/testing/fixtures';
import type { CountPointOrigin } from '../takeoff/types';
import { countProvenance } from './provenance';

const box = { minX: 0, minY: 0, maxX: 10, maxY: 10 };
const detected = (score: number, corrected = false): CountPointOrigin => ({
  kind: 'detected',
  proposalId: `p${score}`,
  templateId: 't1',
  box,
  score,
  corrected,
});
const detection = (templates: number) => ({
  templates: Array.from({ length: templates }, (_, i) => ({ id: `t${i}`, sheetId: 'sheet-1', box })),
  proposals: [],
  rejected: [],
  thresholds: { show: 0.5, autoAccept: 0.8 },
});

describe('countProvenance', () => {
  it('counts detected, corrected and manual points, the templates and the scores’ range', () => {
    const origins = [detected(0.97), detected(0.63, true), { kind: 'manual' } as const, detected(0.8)];
    const m = measurement('count', {
      points: origins.map((_, i) => ({ x: i, y: 0 })),
      origins,
      detection: detection(2),
    });
    expect(countProvenance(m)).toEqual({
      accepted: 2,
      corrected: 1,
      manual: 1,
      templates: 2,
      scores: { min: 0.63, max: 0.97 },
      reviewable: true,
    });
  });

  it('is null for a count made by hand before assisted counting, and for other kinds', () => {
    expect(countProvenance(measurement('count'))).toBeNull();
    expect(countProvenance(measurement('length'))).toBeNull();
  });

  it('reads a copy (origins all manual, no detection): no scores, nothing to review', () => {
    const m = measurement('count', { origins: [{ kind: 'manual' }, { kind: 'manual' }] });
    expect(countProvenance(m)).toMatchObject({ manual: 2, accepted: 0, scores: null, templates: 0, reviewable: false });
  });
});
