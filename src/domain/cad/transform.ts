/**
 * Where a block's entities land: the matrix of one INSERT (or one MINSERT cell), in drawing units, in the convention
 * of ../pdf/geometry.ts ([a, b, c, d, e, f] maps (x, y) to (a·x + c·y + e, b·x + d·y + f)).
 *
 * AutoCAD places a block's point q at  P + R(θ)·( S·(q − B) + (column·Δc, row·Δr) ):  the block's base point B to
 * the insertion point P, scaled by S, then the MINSERT cell's offset (in the block's rotated frame, not scaled), then
 * rotated by θ. The readers have already applied the INSERT's OCS (an extrusion of −Z arrives as −Sx and −θ).
 */
import { multiply, type Matrix } from '../pdf/geometry';
import type { CadInsert, CadPoint, CadPlacement } from './types';

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function insertMatrix(insert: CadInsert, base: CadPoint, row = 0, column = 0): Matrix {
  const cos = Math.cos(insert.rotation);
  const sin = Math.sin(insert.rotation);
  const { x: sx, y: sy } = insert.scale;
  const ox = column * insert.columnSpacing - sx * base.x;
  const oy = row * insert.rowSpacing - sy * base.y;
  return [
    cos * sx,
    sin * sx,
    -sin * sy,
    cos * sy,
    insert.position.x + cos * ox - sin * oy,
    insert.position.y + sin * ox + cos * oy,
  ];
}

/** Drawing units (y up) to sheet space (points, y down), as the placement says. */
export function placementMatrix(placement: CadPlacement): Matrix {
  return [placement.k, 0, 0, -placement.k, placement.dx, placement.dy];
}

/** A nested reference's matrix: its parent's, then its own. */
export function nestMatrix(parent: Matrix, own: Matrix): Matrix {
  return multiply(parent, own);
}
