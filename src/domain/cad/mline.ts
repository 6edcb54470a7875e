/**
 * MLINE, AutoCAD's multiline: walls are often drawn with it (two or more parallel lines that follow one path). Both
 * readers (the DXF's groups, the server's DWG mapping) hand its vertices here; each element (one of the parallel
 * lines) becomes a polyline of its own, as AutoCAD's EXPLODE would leave it, so that it is drawn, snapped to and
 * summed in its layer's lengths like the lines a wall is otherwise drawn with.
 *
 * The file gives, at each vertex, the miter direction and, per element, its distance from the vertex along the
 * miter (the first « segment parameter », the style's offset × the scale already divided by the miter's sine): the
 * element's vertex is the vertex moved by that distance along the miter, so the style itself is not needed. Not
 * drawn: the style's end caps and fills, and the gaps later segment parameters can cut in an element (rare: a
 * multiline edited with MLEDIT's cuts).
 */
import type { CadVertex } from './types';

export interface MlineVertex {
  readonly x: number;
  readonly y: number;
  /** The miter direction (a unit vector in the plan). */
  readonly miterX: number;
  readonly miterY: number;
  /** Per element, its distance from the vertex along the miter. */
  readonly offsets: readonly number[];
}

/** The separator between an MLINE's handle and its element's index, in the handles of elements after the first. */
export const MLINE_PART_SEPARATOR = '~';

/** The handle of element `index` of the multiline `handle` ('' stays '': the reader names it by its index). */
export function mlinePartHandle(handle: string, index: number): string {
  return index === 0 || handle === '' ? handle : `${handle}${MLINE_PART_SEPARATOR}${index}`;
}

/** The file entity an entity's handle comes from: an MLINE's elements share their multiline's. */
export function sourceHandle(handle: string): string {
  const at = handle.indexOf(MLINE_PART_SEPARATOR);
  return at < 0 ? handle : handle.slice(0, at);
}

/**
 * Each element's vertices, in element order; an element with fewer than two finite vertices is left out. `elements`
 * is the multiline's number of elements (a vertex that lists fewer is missing the rest).
 */
export function mlineElements(vertices: readonly MlineVertex[], elements: number): CadVertex[][] {
  const out: CadVertex[][] = [];
  for (let j = 0; j < elements; j++) {
    const line: CadVertex[] = [];
    for (const v of vertices) {
      const offset = v.offsets[j];
      if (offset === undefined) continue;
      const x = v.x + v.miterX * offset;
      const y = v.y + v.miterY * offset;
      if (Number.isFinite(x) && Number.isFinite(y)) line.push({ x, y, bulge: 0 });
    }
    if (line.length >= 2) out.push(line);
  }
  return out;
}
