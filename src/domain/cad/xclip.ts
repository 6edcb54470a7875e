/**
 * Clipped block references and xrefs (AutoCAD's XCLIP, issue 28): a SPATIAL_FILTER under the INSERT's extension
 * dictionary (ACAD_FILTER → SPATIAL) to the clip Metr draws with (CadInsertClip: a polygon in the block's coordinates).
 *
 * The filter's boundary (group 10, 2 points = a rectangle by its lower-left and upper-right corners) lies in the clip
 * boundary's own coordinate system. Two 4×3 matrices follow it (groups 40, 12 values each, the last 24 of the
 * object's 40s — a front clip's distance is a 40 too): the inverse of the reference's block transform when it was
 * clipped, then the transform from that space into the clip boundary's. A boundary point therefore goes to the block's
 * coordinates through the second matrix's inverse, then the first: block = inverseBlock · clip⁻¹ · point. AutoCAD
 * writes the second as the identity for a clip drawn in plan (ezdxf's xclip module reads only the first); a reference
 * moved, scaled or turned after it was clipped keeps its clip on the same part of its block, since the block's
 * coordinates do not move with it. Each matrix's 12 values are three rows of four (x' = v0·x + v1·y + v2·z + v3, y' =
 * v4·x + …): the plan needs rows 0 and 1, z = 0.
 *
 * An inverted clip (AutoCAD 2015+) keeps its hole in the filter's extension dictionary, an ACAD_XREC_ROUNDTRIP
 * XRECORD's section « ACAD_INVERTEDCLIP_ROUNDTRIP » (102) of group 10 points, in the same coordinates as the boundary;
 * the filter's own boundary then outlines the block's extents around that hole. Metr draws the hole's outside.
 */
import { invert, multiply, type Matrix } from '../pdf/geometry';
import type { CadInsertClip, CadPoint } from './types';

/** A SPATIAL_FILTER as either reader finds it. */
export interface SpatialFilter {
  /** Group 10 (DWG `clip_verts`). */
  readonly boundary: readonly CadPoint[];
  /** Group 71 (DWG `display_boundary_on`): 0 turns the clip off (XCLIP « OFF »), the whole block is drawn. */
  readonly enabled: boolean;
  /** The first 12 of the matrix values (DWG `inverse_transform`); null or short: the identity. */
  readonly inverseBlock: readonly number[] | null;
  /** The second 12 (DWG `transform`); null or short: the identity. */
  readonly clipTransform: readonly number[] | null;
  /** The inverted clip's hole (ACAD_INVERTEDCLIP_ROUNDTRIP's points), when there is one. */
  readonly invertedBoundary?: readonly CadPoint[] | null;
}

/** A 4×3 matrix's 12 values (rows of four) as a plan matrix; null when they are missing or not finite. */
export function planMatrix(values: readonly number[] | null): Matrix | null {
  if (!values || values.length < 12 || !values.slice(0, 12).every(Number.isFinite)) return null;
  const v = values as readonly number[];
  return [v[0] as number, v[4] as number, v[1] as number, v[5] as number, v[3] as number, v[7] as number];
}

/** Two corners as the rectangle's four, counter-clockwise; more points as they are (a last point on the first dropped). */
export function boundaryPolygon(points: readonly CadPoint[]): CadPoint[] {
  if (points.length === 2) {
    const [a, b] = points as [CadPoint, CadPoint];
    const [x0, x1] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
    const [y0, y1] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
    return [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
    ];
  }
  const out = [...points];
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 3 && first && last && first.x === last.x && first.y === last.y) out.pop();
  return out;
}

function polygonArea(points: readonly CadPoint[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as CadPoint;
    const b = points[(i + 1) % points.length] as CadPoint;
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}

/**
 * The clip Metr draws with, in the block's coordinates; null when the reference is drawn whole: the clip is off, its
 * boundary has fewer than 2 points, outlines no area, or a matrix cannot be inverted or is not finite.
 */
export function insertClip(filter: SpatialFilter): CadInsertClip | null {
  if (!filter.enabled) return null;
  const hole = filter.invertedBoundary && filter.invertedBoundary.length >= 2 ? filter.invertedBoundary : null;
  const source = boundaryPolygon(hole ?? filter.boundary);
  if (source.length < 3) return null;
  const inverseBlock = planMatrix(filter.inverseBlock) ?? ([1, 0, 0, 1, 0, 0] as const);
  const clip = planMatrix(filter.clipTransform);
  const out = clip ? invert(clip) : ([1, 0, 0, 1, 0, 0] as const);
  if (!out) return null;
  const m = multiply(inverseBlock, out);
  const boundary = source.map((p) => ({ x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] }));
  if (!boundary.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))) return null;
  if (!(Math.abs(polygonArea(boundary)) > 0)) return null;
  return { boundary, inverted: hole !== null };
}
