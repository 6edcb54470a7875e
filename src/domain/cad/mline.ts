/**
 * MLINE, AutoCAD's multiline: walls are often drawn with it (two or more parallel lines that follow one path). Both
 * readers (the DXF's groups, the server's DWG mapping) hand its vertices and its style here; each element (one of the
 * parallel lines) becomes a polyline of its own, as AutoCAD's EXPLODE would leave it, so that it is drawn, snapped to
 * and summed in its layer's lengths like the lines a wall is otherwise drawn with.
 *
 * The file gives, at each vertex, the miter direction and, per element, its distance from the vertex along the
 * miter (the first « segment parameter », the style's offset × the scale already divided by the miter's sine): the
 * element's vertex is the vertex moved by that distance along the miter. The first and last vertices' miters are
 * already turned by the style's start and end angles, so an angled end needs nothing more.
 *
 * What the style adds (MLINESTYLE, DXF group 70; LibreDWG's `flag` holds the same bits): the end caps — a square
 * cap (a line across every element), a round cap (a half circle joining the two outermost elements) and inner arcs (a
 * half circle joining the two elements next to the outermost, from four elements on) — at the start and at the end,
 * unless the MLINE suppresses them (its flags 4 and 8) or is closed; the joints (« display miters »: a line across
 * every element at each inner vertex, and at the first one of a closed MLINE); and the fill between the outermost
 * elements. They are drawn the way ezdxf's `MLINE.virtual_entities` (MIT) does, checked against the DXF reference:
 * a cap or a joint takes each outermost element's colour from its end to the middle. They are `decoration`s: drawn and
 * snapped to, never summed in a layer's lengths or areas nor counted (a cap is no run of wall). Not drawn: the gaps
 * later segment parameters can cut in an element (rare: a multiline edited with MLEDIT's cuts).
 */
import { aciToHex } from './aci';
import type { CadArc, CadColor, CadEntity, CadHatch, CadLine, CadPoint, CadPolyline, CadVertex } from './types';

export interface MlineVertex {
  readonly x: number;
  readonly y: number;
  /** The miter direction (a unit vector in the plan). */
  readonly miterX: number;
  readonly miterY: number;
  /** Per element, its distance from the vertex along the miter. */
  readonly offsets: readonly number[];
}

/** A style's colour: an ACI `index` (0 ByBlock: the MLINE's own colour; 256 ByLayer), or a true colour `rgb`. */
export interface MlineStyleColor {
  readonly index: number;
  readonly rgb?: number;
}

/** An MLINESTYLE, as both readers give it (DXF: the OBJECTS section; DWG: LibreDWG's dynamic API). */
export interface MlineStyle {
  readonly name: string;
  /** Group 70, bit-coded: MLINESTYLE_FLAGS. */
  readonly flags: number;
  readonly fillColor: MlineStyleColor;
  /** In the style's order (the MLINE's elements are in the same order). */
  readonly elements: readonly { readonly offset: number; readonly color: MlineStyleColor }[];
}

/** MLINESTYLE group 70 (the DXF reference, « MLINESTYLE group codes »). */
export const MLINESTYLE_FLAGS = {
  fill: 1,
  miters: 2,
  startSquare: 16,
  startInnerArcs: 32,
  startRound: 64,
  endSquare: 256,
  endInnerArcs: 512,
  endRound: 1024,
} as const;

/** MLINE group 71 (the DXF reference, « MLINE »). */
export const MLINE_FLAGS = { closed: 2, suppressStart: 4, suppressEnd: 8 } as const;

/** What every piece of one multiline shares, from its reader. */
export interface MlineCommon {
  readonly handle: string;
  readonly type: string;
  readonly layer: string;
  readonly color?: CadColor;
  readonly byBlock?: true;
  readonly lineweight?: number;
}

/** The separator between an MLINE's handle and its element's index, in the handles of elements after the first. */
export const MLINE_PART_SEPARATOR = '~';

/** The handle of element `index` of the multiline `handle` ('' stays '': the reader names it by its index). */
export function mlinePartHandle(handle: string, index: number | string): string {
  return index === 0 || handle === '' ? handle : `${handle}${MLINE_PART_SEPARATOR}${index}`;
}

/** The file entity an entity's handle comes from: an MLINE's elements share their multiline's. */
export function sourceHandle(handle: string): string {
  const at = handle.indexOf(MLINE_PART_SEPARATOR);
  return at < 0 ? handle : handle.slice(0, at);
}

/** Each element's position at each vertex (undefined where the vertex lacks it or it is not finite). */
function elementPoints(vertices: readonly MlineVertex[], elements: number): (CadPoint | undefined)[][] {
  return vertices.map((v) => {
    const row: (CadPoint | undefined)[] = [];
    for (let j = 0; j < elements; j++) {
      const offset = v.offsets[j];
      const x = offset === undefined ? Number.NaN : v.x + v.miterX * offset;
      const y = offset === undefined ? Number.NaN : v.y + v.miterY * offset;
      row.push(Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined);
    }
    return row;
  });
}

/**
 * Each element's vertices, in element order; an element with fewer than two finite vertices is left out. `elements`
 * is the multiline's number of elements (a vertex that lists fewer is missing the rest).
 */
export function mlineElements(vertices: readonly MlineVertex[], elements: number): CadVertex[][] {
  const points = elementPoints(vertices, elements);
  const out: CadVertex[][] = [];
  for (let j = 0; j < elements; j++) {
    const line: CadVertex[] = [];
    for (const row of points) {
      const p = row[j];
      if (p) line.push({ x: p.x, y: p.y, bulge: 0 });
    }
    if (line.length >= 2) out.push(line);
  }
  return out;
}

/** The common part with a style colour applied: ByBlock keeps the MLINE's own colour, ByLayer drops it. */
function coloured(common: MlineCommon, color: MlineStyleColor | undefined): MlineCommon {
  if (!color || (color.rgb === undefined && color.index === 0)) return common;
  const { color: _own, byBlock: _byBlock, ...rest } = common;
  if (color.rgb !== undefined) return { ...rest, color: `#${(color.rgb & 0xffffff).toString(16).padStart(6, '0')}` };
  return color.index >= 1 && color.index <= 255 ? { ...rest, color: aciToHex(color.index) } : rest;
}

const sub = (a: CadPoint, b: CadPoint): CadPoint => ({ x: a.x - b.x, y: a.y - b.y });
const mid = (a: CadPoint, b: CadPoint): CadPoint => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Every piece AutoCAD draws for one MLINE: the fill first (under the lines), then each element (the first keeps the
 * MLINE's handle, the others `~1`, `~2`…), then the caps and joints (`~s…`, `~e…`, `~m…`, the fill `~f`), these last
 * marked `decoration`. Without its style (not found in the file) the elements only, in the MLINE's colour.
 */
export function mlineEntities(
  common: MlineCommon,
  vertices: readonly MlineVertex[],
  elements: number,
  flags: number,
  style: MlineStyle | undefined,
): CadEntity[] {
  const closed = (flags & MLINE_FLAGS.closed) !== 0;
  // The style's colours and order apply only when it describes this MLINE's elements (one entry each).
  const own = style && style.elements.length === elements ? style : undefined;
  const elementCommon = (j: number) => coloured(common, own?.elements[j]?.color);
  const lines: CadEntity[] = [];
  const points = elementPoints(vertices, elements);
  for (let j = 0; j < elements; j++) {
    const line: CadVertex[] = [];
    for (const row of points) {
      const p = row[j];
      if (p) line.push({ x: p.x, y: p.y, bulge: 0 });
    }
    if (line.length < 2) continue;
    lines.push({
      ...elementCommon(j),
      handle: mlinePartHandle(common.handle, lines.length),
      kind: 'polyline',
      vertices: line,
      closed,
    } satisfies CadPolyline);
  }
  if (!own || lines.length === 0 || elements < 2 || vertices.length < 2) return lines;

  // Outermost first and last: the elements by offset (the style's, as AutoCAD orders them).
  const order = own.elements
    .map((e, j) => ({ offset: e.offset, j }))
    .sort((a, b) => a.offset - b.offset)
    .map((e) => e.j);
  const [bottom = 0, second = 0] = order;
  const [top = 0, secondLast = 0] = [...order].reverse();
  const decorations: CadEntity[] = [];
  let fill: CadHatch | null = null;
  const piece = (tag: string, j: number) => ({
    ...elementCommon(j),
    handle: mlinePartHandle(common.handle, tag),
    decoration: true as const,
  });
  // A line across every element at vertex k: from each outermost element to the middle, in its colour.
  const across = (k: number, tag: string) => {
    const a = points[k]?.[top];
    const b = points[k]?.[bottom];
    if (!a || !b) return;
    const m = mid(a, b);
    const same = sameColour(own, top, bottom);
    decorations.push({ ...piece(tag, top), kind: 'line', a, b: same ? b : m } satisfies CadLine);
    if (!same) decorations.push({ ...piece(`${tag}b`, bottom), kind: 'line', a: b, b: m } satisfies CadLine);
  };
  // A half circle from element i to element j at vertex k, bulging `outward`.
  const halfCircle = (k: number, i: number, j: number, outward: CadPoint, tag: string) => {
    const a = points[k]?.[i];
    const b = points[k]?.[j];
    if (!a || !b) return;
    const center = mid(a, b);
    const radius = Math.hypot(b.x - a.x, b.y - a.y) / 2;
    if (!(radius > 0)) return;
    const fromA = Math.atan2(a.y - center.y, a.x - center.x);
    // Counter-clockwise from a, the arc's middle is a quarter turn on: from a if that lies outward, else from b.
    const fromAOutward = Math.cos(fromA + Math.PI / 2) * outward.x + Math.sin(fromA + Math.PI / 2) * outward.y >= 0;
    const start = fromAOutward ? fromA : fromA + Math.PI;
    const [from, to] = fromAOutward ? [i, j] : [j, i];
    if (sameColour(own, i, j)) {
      decorations.push({
        ...piece(tag, from),
        kind: 'arc',
        center,
        radius,
        start,
        end: start + Math.PI,
      } satisfies CadArc);
      return;
    }
    const half = start + Math.PI / 2;
    decorations.push({ ...piece(tag, from), kind: 'arc', center, radius, start, end: half } satisfies CadArc);
    decorations.push({ ...piece(`${tag}b`, to), kind: 'arc', center, radius, start: half, end: start + Math.PI });
  };

  const last = vertices.length - 1;
  const startCaps = !closed && (flags & MLINE_FLAGS.suppressStart) === 0;
  const endCaps = !closed && (flags & MLINE_FLAGS.suppressEnd) === 0;
  const startOut = outwardAt(vertices, 0);
  const endOut = outwardAt(vertices, last);
  // Inner arcs join the elements next to the outermost, from four elements on.
  const inner = order.length >= 4;
  if (startCaps) {
    if (own.flags & MLINESTYLE_FLAGS.startSquare) across(0, 's');
    if (own.flags & MLINESTYLE_FLAGS.startRound) halfCircle(0, top, bottom, startOut, 'sr');
    if (own.flags & MLINESTYLE_FLAGS.startInnerArcs && inner) halfCircle(0, secondLast, second, startOut, 'si');
  }
  if (own.flags & MLINESTYLE_FLAGS.miters) {
    for (let k = closed ? 0 : 1; k < (closed ? vertices.length : last); k++) across(k, `m${k}`);
  }
  if (endCaps) {
    if (own.flags & MLINESTYLE_FLAGS.endSquare) across(last, 'e');
    if (own.flags & MLINESTYLE_FLAGS.endRound) halfCircle(last, bottom, top, endOut, 'er');
    if (own.flags & MLINESTYLE_FLAGS.endInnerArcs && inner) halfCircle(last, second, secondLast, endOut, 'ei');
  }
  if (own.flags & MLINESTYLE_FLAGS.fill) {
    fill = fillOf(points, bottom, top, closed, {
      start: startCaps && (own.flags & MLINESTYLE_FLAGS.startRound) !== 0 ? startOut : null,
      end: endCaps && (own.flags & MLINESTYLE_FLAGS.endRound) !== 0 ? endOut : null,
    });
    if (fill) {
      const fillCommon = coloured(common, own.fillColor);
      fill = { ...fill, ...fillCommon, handle: mlinePartHandle(common.handle, 'f'), decoration: true };
    }
  }
  return [...(fill ? [fill] : []), ...lines, ...decorations];
}

function sameColour(style: MlineStyle, i: number, j: number): boolean {
  const a = style.elements[i]?.color;
  const b = style.elements[j]?.color;
  return a?.index === b?.index && a?.rgb === b?.rgb;
}

/** Away from the multiline at its first or last vertex: against its first segment, along its last. */
function outwardAt(vertices: readonly MlineVertex[], k: number): CadPoint {
  const at = vertices[k];
  const other = vertices[k === 0 ? 1 : k - 1];
  if (!at || !other) return { x: 0, y: 0 };
  const d = sub(at, other);
  const length = Math.hypot(d.x, d.y);
  if (length > 0) return { x: d.x / length, y: d.y / length };
  // Two vertices on one point: the miter turned a quarter (it points to the left of the path).
  return k === 0 ? { x: -at.miterY, y: at.miterX } : { x: at.miterY, y: -at.miterX };
}

/**
 * The fill between the outermost elements: along the bottom one, back along the top one (a half circle at an end
 * with a round cap); a closed MLINE's fill is the ring between them (two loops, filled even-odd).
 */
function fillOf(
  points: readonly (CadPoint | undefined)[][],
  bottom: number,
  top: number,
  closed: boolean,
  round: { start: CadPoint | null; end: CadPoint | null },
): CadHatch | null {
  const low: CadPoint[] = [];
  const high: CadPoint[] = [];
  for (const row of points) {
    const [b, t] = [row[bottom], row[top]];
    if (b && t) {
      low.push(b);
      high.push(t);
    }
  }
  const n = low.length;
  const [first, lastLow, lastHigh] = [low[0], low[n - 1], high[n - 1]];
  if (!first || !lastLow || !lastHigh || n < 2) return null;
  const loop = (ps: readonly CadPoint[]) => ({
    vertices: ps.map((p) => ({ x: p.x, y: p.y, bulge: 0 })),
    external: true,
  });
  const base = { handle: '', type: 'MLINE', layer: '0', kind: 'hatch' as const, solid: true, pattern: 'SOLID' };
  if (closed) return { ...base, loops: [loop(low), loop(high)] };
  const vertices = loop([...low, ...[...high].reverse()]).vertices;
  // A half circle from p to q bulges to the right of p → q with a bulge of 1, to the left with −1.
  const bulge = (p: CadPoint, q: CadPoint, out: CadPoint) => ((q.y - p.y) * out.x - (q.x - p.x) * out.y >= 0 ? 1 : -1);
  if (round.end) vertices[n - 1] = { ...lastLow, bulge: bulge(lastLow, lastHigh, round.end) };
  // The loop's last vertex is the top element's first point: its segment closes the loop at the start.
  const back = high[0];
  if (round.start && back) vertices[vertices.length - 1] = { ...back, bulge: bulge(back, first, round.start) };
  return { ...base, loops: [{ vertices, external: true }] };
}
