/**
 * Scoring a comparison against the revision maker's truth (tests/fixtures/comparison/truth.json), shared by
 * bench:compare and the engine's test on the real revisions: how far the alignment found is from the exact one, which
 * known edits a region found, and which regions found nothing known (false regions).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyToPoint, intersect, type Matrix, type Rect } from '../../src/domain/pdf/geometry.ts';
import type { Truth, TruthEdit, TruthRevision } from './revisions.ts';

export const COMPARISON_DIR = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'comparison');
export const VA_PLAN_PDF = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'plans', 'va-finish-plan.pdf');

export function readTruth(): Truth {
  return JSON.parse(readFileSync(join(COMPARISON_DIR, 'truth.json'), 'utf8')) as Truth;
}

/** The previous sheet's size: VA p1, ARCH E1. */
export const PREVIOUS_SIZE = { width: 3024, height: 2160 };

/**
 * Points: how far a region may lie from an edit's box and still be taken as finding it. A region is drawn around
 * changed ink, and ink is drawn with anti-aliasing and a stroke's half width past its geometry.
 */
export const MATCH_TOLERANCE = 2;

export interface AlignmentError {
  /** The largest distance, over the previous sheet's corners and centre, between where each matrix puts them (pt). */
  maxPt: number;
  /** The same at the previous sheet's centre: the translation error once rotation and scale are right. */
  centrePt: number;
  /** Found minus true, in degrees (clockwise on the sheet). */
  rotationDeg: number;
  /** Found over true, minus 1. */
  scale: number;
}

const scaleOf = (m: Matrix) => Math.hypot(m[0], m[1]);
const angleOf = (m: Matrix) => (Math.atan2(m[1], m[0]) * 180) / Math.PI;

export function alignmentError(found: Matrix, truth: Matrix, size = PREVIOUS_SIZE): AlignmentError {
  const { width: w, height: h } = size;
  const points: [number, number][] = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
    [w / 2, h / 2],
  ];
  const gaps = points.map(([x, y]) => {
    const [fx, fy] = applyToPoint(found, x, y);
    const [tx, ty] = applyToPoint(truth, x, y);
    return Math.hypot(fx - tx, fy - ty);
  });
  return {
    maxPt: Math.max(...gaps),
    centrePt: gaps[4] as number,
    rotationDeg: angleOf(found) - angleOf(truth),
    scale: scaleOf(found) / scaleOf(truth) - 1,
  };
}

const grown = (r: Rect, by: number): Rect => ({
  x: r.x - by,
  y: r.y - by,
  width: r.width + 2 * by,
  height: r.height + 2 * by,
});

/** Whether two boxes overlap or come within `tolerance` points of each other. */
export const near = (a: Rect, b: Rect, tolerance = MATCH_TOLERANCE) => intersect(grown(a, tolerance), b) !== null;

export interface FoundRegion {
  box: Rect;
  kind: string;
}

export interface RegionScore {
  /** Per known edit: the regions (indices) near it. */
  edits: { edit: TruthEdit; regions: number[]; kinds: string[] }[];
  /** Every known edit has a region near it. */
  allFound: boolean;
  found: number;
  /** The regions near no known edit. */
  falseRegions: number[];
}

export function scoreRegions(
  regions: readonly FoundRegion[],
  revision: TruthRevision,
  tolerance = MATCH_TOLERANCE,
): RegionScore {
  const edits = revision.edits.map((edit) => {
    const hits = regions.flatMap((r, i) => (near(r.box, edit.box, tolerance) ? [i] : []));
    return { edit, regions: hits, kinds: hits.map((i) => regions[i]?.kind ?? '?') };
  });
  const falseRegions = regions.flatMap((r, i) =>
    revision.edits.some((e) => near(r.box, e.box, tolerance)) ? [] : [i],
  );
  const found = edits.filter((e) => e.regions.length > 0).length;
  return { edits, allFound: found === edits.length, found, falseRegions };
}

/** A region's box as text, for messages: « x,y w×h ». */
export const boxText = (r: Rect) => `${r.x.toFixed(1)},${r.y.toFixed(1)} ${r.width.toFixed(1)}×${r.height.toFixed(1)}`;
