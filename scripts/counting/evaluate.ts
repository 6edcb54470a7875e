/** Scores proposals against a ground truth fixture (tests/fixtures/counting/*.json). */
import type { Rect } from '../../src/domain/pdf/geometry.ts';

export interface GroundTruth {
  sheet: string;
  page: number;
  symbol: string;
  templates: { id: string; box: Rect; note?: string }[];
  /** A proposal is on an expected symbol when its centre is within this share of the template's longer side. */
  toleranceRatio: number;
  expected: { x: number; y: number }[];
}

export interface Score {
  found: number;
  expected: number;
  falsePositives: number;
  /** The lowest score of a true hit, the highest of a false one (NaN when there is none). */
  weakestHit: number;
  strongestFalse: number;
}

/** Each expected symbol is matched by at most one proposal (the best-scoring one near it). */
export function evaluate(
  proposals: readonly { center: { x: number; y: number }; score: number }[],
  truth: GroundTruth,
  threshold: number,
): Score {
  const side = Math.max(...truth.templates.map((t) => Math.max(t.box.width, t.box.height)));
  const tolerance = truth.toleranceRatio * side;
  const shown = proposals.filter((p) => p.score >= threshold).sort((a, b) => b.score - a.score);
  const taken = new Set<number>();
  let falsePositives = 0;
  let weakestHit = NaN;
  let strongestFalse = NaN;
  for (const p of shown) {
    let hit = -1;
    let nearest = Infinity;
    truth.expected.forEach((e, i) => {
      const d = Math.hypot(e.x - p.center.x, e.y - p.center.y);
      if (!taken.has(i) && d <= tolerance && d < nearest) {
        nearest = d;
        hit = i;
      }
    });
    if (hit >= 0) {
      taken.add(hit);
      weakestHit = Number.isNaN(weakestHit) ? p.score : Math.min(weakestHit, p.score);
    } else {
      falsePositives++;
      strongestFalse = Number.isNaN(strongestFalse) ? p.score : Math.max(strongestFalse, p.score);
    }
  }
  return { found: taken.size, expected: truth.expected.length, falsePositives, weakestHit, strongestFalse };
}
