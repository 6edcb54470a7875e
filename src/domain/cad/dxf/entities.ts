/**
 * DXF entities to the neutral drawing's entities. Each entity arrives as its groups (code, value) up to the next
 * 0-group, as dxf-parser's scanner read them; the builders here interpret them: common properties (layer, colour, line
 * weight, paper space, extrusion), then each type's own groups, with the entity's OCS applied so that everything comes
 * out in WCS (an extrusion of −Z mirrors x, the usual case; another extrusion goes through the arbitrary axis
 * algorithm and is projected on the plan).
 */
import { aciToHex } from '../aci';
import type {
  CadArc,
  CadCircle,
  CadColor,
  CadDimension,
  CadEllipse,
  CadEntity,
  CadHatch,
  CadInsert,
  CadLine,
  CadLoop,
  CadPoint,
  CadPointEntity,
  CadPolyline,
  CadSolid,
  CadSpline,
  CadText,
  CadVertex,
} from '../types';
import { mlineEntities, type MlineStyle, type MlineVertex } from '../mline';
import { flattenCurve, flattenEllipse, flattenFitPoints, flattenNurbs } from './curves';
import { decodeSpecials, mtextPlain } from './text';

export type GroupValue = string | number | boolean;

/** One entity's groups after its 0-group (its type), in file order. */
export interface Groups {
  readonly type: string;
  readonly codes: number[];
  readonly values: GroupValue[];
}

/** What a handler hands back to dxf-parser (which only looks at `handle`), and what the reader keeps. */
export interface ReadEntity {
  handle: string | number;
  readonly type: string;
  readonly paperSpace: boolean;
  /** Null: read but not drawn (counted in `skipped` when `skippedType` is set). */
  readonly entity: CadEntity | null;
  /** The entity's other drawn pieces, after `entity`: an MLINE's elements after its first (domain/cad/mline.ts). */
  readonly more?: readonly CadEntity[];
  readonly skippedType: string | undefined;
  /** An INSERT's extension dictionary (dynamic blocks' effective names when the block record has no xdata). */
  readonly xdict: string | undefined;
  /** A VIEWPORT's numbers; null when they cannot be read (the layout still imports, without it). */
  readonly viewport?: RawViewport | null;
}

/** A VIEWPORT as the file gives it; the reader resolves its frozen layers' handles (readDxf.ts). */
export interface RawViewport {
  readonly handle: string;
  readonly id: number;
  /** Group 68: 0 off, −1 on but off screen, positive on (stacking order). */
  readonly status: number;
  /** Group 90, bit-coded (0x10000 non-rectangular clip, 0x20000 off). */
  readonly flags: number;
  readonly center: CadPoint;
  readonly width: number;
  readonly height: number;
  readonly viewCenter: CadPoint;
  readonly viewTarget: CadPoint;
  readonly viewHeight: number;
  /** Radians. */
  readonly twist: number;
  readonly planView: boolean;
  readonly frozenHandles: readonly string[];
  /** Group 340: the handle (upper case) of the entity clipping it; undefined when none. */
  readonly clipBoundary: string | undefined;
}

const TAU = 2 * Math.PI;
const DEG = Math.PI / 180;

// ───────────────────────────── Colours ─────────────────────────────

function hex(rgb: number): CadColor {
  return '#' + (rgb & 0xffffff).toString(16).padStart(6, '0');
}

/** An AutoCAD Colour Index through the standard 256-entry palette; 7 (white on screen) is black on paper. */
export function aciColor(index: number): CadColor {
  // One palette for both readers: the server's DWG mapping uses the same table (../aci.ts).
  return aciToHex(index);
}

export function trueColor(value: number): CadColor {
  return hex(value);
}

// ───────────────────────────── Reading context ─────────────────────────────

export interface EntityContext {
  /** `$LWDEFAULT` in millimetres: what a line weight of −3 (« default ») means. */
  defaultLineweight: number;
  /**
   * The layer table's own spelling of a layer name (AutoCAD's names are case-insensitive: an entity on « murs » is on
   * the table's « MURS »); the name itself when the table does not have it.
   */
  layerName(name: string): string;
  /** The MLINESTYLE an MLINE names: by its 340 handle, else by its name (2); undefined when the file lacks it. */
  mlineStyle?(handle: string, name: string): MlineStyle | undefined;
}

interface Common {
  handle: string;
  layer: string;
  color: CadColor | undefined;
  byBlock: true | undefined;
  lineweight: number | undefined;
  paperSpace: boolean;
  invisible: boolean;
  ext: [number, number, number];
  xdict: string | undefined;
}

/** The entity's common groups; codes after 101 (an embedded object) and inside 102 groups are not the entity's own. */
function readCommon(g: Groups, ctx: EntityContext): Common {
  // Every key from the start: one object shape for every entity (V8 keeps property access and copies fast).
  const common: Common = {
    handle: '',
    layer: '0',
    color: undefined,
    byBlock: undefined,
    lineweight: undefined,
    paperSpace: false,
    invisible: false,
    ext: [0, 0, 1],
    xdict: undefined,
  };
  let aci: number | null = null;
  let rgb: number | null = null;
  let inGroup102: string | null = null;
  const { codes, values } = g;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as number;
    const value = values[i] as GroupValue;
    if (code === 101 || code >= 1000) break;
    if (code === 102) {
      const v = String(value);
      inGroup102 = v.startsWith('{') ? v : null;
      continue;
    }
    if (inGroup102 !== null) {
      if (inGroup102 === '{ACAD_XDICTIONARY' && code === 360) common.xdict = String(value);
      continue;
    }
    switch (code) {
      case 5:
        common.handle = String(value);
        break;
      case 8:
        common.layer = ctx.layerName(String(value));
        break;
      case 62:
        aci = Number(value);
        break;
      case 420:
        rgb = Number(value);
        break;
      case 370: {
        const lw = Number(value);
        if (lw >= 0) common.lineweight = lw / 100;
        else if (lw === -2) common.byBlock = true;
        else if (lw === -3) common.lineweight = ctx.defaultLineweight;
        break;
      }
      case 67:
        common.paperSpace = Number(value) === 1;
        break;
      case 60:
        common.invisible = Number(value) === 1;
        break;
      case 210:
        common.ext[0] = Number(value);
        break;
      case 220:
        common.ext[1] = Number(value);
        break;
      case 230:
        common.ext[2] = Number(value);
        break;
    }
  }
  if (rgb !== null) common.color = trueColor(rgb);
  else if (aci === 0) common.byBlock = true;
  else if (aci !== null && aci !== 256) common.color = aciColor(aci);
  return common;
}

type Own<T> = Omit<T, 'handle' | 'type' | 'layer' | 'color' | 'byBlock' | 'lineweight'>;

/**
 * An entity from the common part and its own. Object.assign, not a spread: spreads compile (esbuild, older targets) to
 * a helper that defines each property one by one, ten times slower on the millions of entities of a large file.
 */
function make<T extends CadEntity>(type: string, c: Common, own: Own<T>): T {
  return Object.assign(base(type, c), own) as unknown as T;
}

/**
 * What every entity has. `color`, `byBlock` and `lineweight` are always there, undefined when absent (the contract's
 * « absent »): one object shape per entity kind keeps a file of millions of entities fast to build and to walk.
 */
function base(type: string, c: Common) {
  return { handle: c.handle, type, layer: c.layer, color: c.color, byBlock: c.byBlock, lineweight: c.lineweight };
}

// ───────────────────────────── OCS ─────────────────────────────

/** How an entity's OCS maps to WCS: nothing (+Z), a mirror of x (−Z), or the arbitrary axis algorithm's axes. */
type Ocs = { kind: 'world' } | { kind: 'mirror' } | { kind: 'general'; ax: number[]; ay: number[] };

function ocsOf(ext: readonly [number, number, number]): Ocs {
  const len = Math.hypot(ext[0], ext[1], ext[2]);
  if (!(len > 0)) return { kind: 'world' };
  const n = [ext[0] / len, ext[1] / len, ext[2] / len] as const;
  if (Math.abs(n[0]) < 1e-12 && Math.abs(n[1]) < 1e-12) return n[2] > 0 ? { kind: 'world' } : { kind: 'mirror' };
  // AutoCAD's arbitrary axis algorithm: Ax = Wy × N when N is near the Z axis, else Wz × N.
  const w = Math.abs(n[0]) < 1 / 64 && Math.abs(n[1]) < 1 / 64 ? [0, 1, 0] : [0, 0, 1];
  const cross = (a: readonly number[], b: readonly number[]) => [
    (a[1] as number) * (b[2] as number) - (a[2] as number) * (b[1] as number),
    (a[2] as number) * (b[0] as number) - (a[0] as number) * (b[2] as number),
    (a[0] as number) * (b[1] as number) - (a[1] as number) * (b[0] as number),
  ];
  const axRaw = cross(w, n);
  const axLen = Math.hypot(axRaw[0] as number, axRaw[1] as number, axRaw[2] as number);
  const ax = axRaw.map((v) => v / axLen);
  const ay = cross(n, ax);
  return { kind: 'general', ax, ay };
}

function toWcs(ocs: Ocs, x: number, y: number): CadPoint {
  if (ocs.kind === 'world') return { x, y };
  if (ocs.kind === 'mirror') return { x: -x, y };
  // Elevation along N is dropped: the plan is the projection on XY.
  return {
    x: x * (ocs.ax[0] as number) + y * (ocs.ay[0] as number),
    y: x * (ocs.ax[1] as number) + y * (ocs.ay[1] as number),
  };
}

/** A direction's angle (radians) in the OCS to its angle in WCS. */
function angleToWcs(ocs: Ocs, angle: number): number {
  if (ocs.kind === 'world') return angle;
  if (ocs.kind === 'mirror') return Math.PI - angle;
  const d = toWcs(ocs, Math.cos(angle), Math.sin(angle));
  return Math.atan2(d.y, d.x);
}

// ───────────────────────────── Group access ─────────────────────────────

/** The first value of `code` (before any xdata or embedded object), or `fallback`. */
function num(g: Groups, code: number, fallback: number): number {
  const { codes, values } = g;
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i] as number;
    if (c === code) return Number(values[i]);
    if (c === 101 || c >= 1000) break;
  }
  return fallback;
}

function str(g: Groups, code: number, fallback: string): string {
  const { codes, values } = g;
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i] as number;
    if (c === code) return String(values[i]);
    if (c === 101 || c >= 1000) break;
  }
  return fallback;
}

function has(g: Groups, code: number): boolean {
  const { codes } = g;
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i] as number;
    if (c === code) return true;
    if (c === 101 || c >= 1000) break;
  }
  return false;
}

function point(g: Groups, xCode: number): CadPoint {
  return { x: num(g, xCode, 0), y: num(g, xCode + 10, 0) };
}

function normAngle(a: number): number {
  const r = a % TAU;
  return r < 0 ? r + TAU : r;
}

// ───────────────────────────── Builders ─────────────────────────────

type Built = { entity: CadEntity | null; skippedType?: string; more?: readonly CadEntity[] };

function line(g: Groups, c: Common): Built {
  return { entity: make<CadLine>(g.type, c, { kind: 'line', a: point(g, 10), b: point(g, 11) }) };
}

function pointEntity(g: Groups, c: Common): Built {
  return { entity: make<CadPointEntity>(g.type, c, { kind: 'point', position: point(g, 10) }) };
}

function circleOrArc(g: Groups, c: Common): Built {
  const ocs = ocsOf(c.ext);
  const center = point(g, 10);
  const radius = num(g, 40, 0);
  const isArc = g.type === 'ARC';
  const start = isArc ? num(g, 50, 0) * DEG : 0;
  const end = isArc ? num(g, 51, 360) * DEG : TAU;
  if (ocs.kind === 'general') {
    let sweep = end - start;
    while (sweep <= 0) sweep += TAU;
    const pts = flattenCurve(
      (t) => toWcs(ocs, center.x + radius * Math.cos(t), center.y + radius * Math.sin(t)),
      start,
      start + sweep,
      Math.max(4, Math.ceil(sweep / (Math.PI / 8))),
    );
    const closed = !isArc;
    if (closed) pts.pop();
    const vertices = pts.map((p) => ({ x: p.x, y: p.y, bulge: 0 }));
    return { entity: make<CadPolyline>(g.type, c, { kind: 'polyline', vertices, closed }) };
  }
  const wc = toWcs(ocs, center.x, center.y);
  if (!isArc) return { entity: make<CadCircle>(g.type, c, { kind: 'circle', center: wc, radius }) };
  const s = ocs.kind === 'mirror' ? Math.PI - end : start;
  const e = ocs.kind === 'mirror' ? Math.PI - start : end;
  return {
    entity: make<CadArc>(g.type, c, { kind: 'arc', center: wc, radius, start: normAngle(s), end: normAngle(e) }),
  };
}

function ellipse(g: Groups, c: Common): Built {
  // ELLIPSE's points are in WCS; its extrusion only says which way the parameter turns.
  const center = point(g, 10);
  const major = point(g, 11);
  const ratio = num(g, 40, 1);
  let start = num(g, 41, 0);
  let end = num(g, 42, TAU);
  if (c.ext[2] < 0) {
    [start, end] = [-end, -start];
  }
  const full = Math.abs(end - start - TAU) < 1e-9;
  return {
    entity: make<CadEllipse>(g.type, c, {
      kind: 'ellipse',
      center,
      majorAxis: major,
      ratio,
      start: full ? 0 : normAngle(start),
      end: full ? TAU : normAngle(end),
    }),
  };
}

function lwpolyline(g: Groups, c: Common): Built {
  const ocs = ocsOf(c.ext);
  const { codes, values } = g;
  const raw: { x: number; y: number; bulge: number }[] = [];
  let flags = 0;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as number;
    if (code === 101 || code >= 1000) break;
    if (code === 70) flags = Number(values[i]);
    else if (code === 10) raw.push({ x: Number(values[i]), y: 0, bulge: 0 });
    else if (raw.length > 0) {
      const v = raw[raw.length - 1] as { x: number; y: number; bulge: number };
      if (code === 20) v.y = Number(values[i]);
      else if (code === 42) v.bulge = Number(values[i]);
    }
  }
  if (raw.length === 0) return { entity: null };
  const vertices = raw.map((v) => vertexToWcs(ocs, v));
  return { entity: make<CadPolyline>(g.type, c, { kind: 'polyline', vertices, closed: (flags & 1) !== 0 }) };
}

function vertexToWcs(ocs: Ocs, v: { x: number; y: number; bulge: number }): CadVertex {
  const p = toWcs(ocs, v.x, v.y);
  // A mirror reverses the turning direction of every arc; a general OCS keeps the bulge when it keeps orientation.
  const bulge = ocs.kind === 'mirror' ? -v.bulge : ocs.kind === 'general' ? orientation(ocs) * v.bulge : v.bulge;
  return { x: p.x, y: p.y, bulge: bulge === 0 ? 0 : bulge };
}

function orientation(ocs: Ocs & { kind: 'general' }): number {
  const det = (ocs.ax[0] as number) * (ocs.ay[1] as number) - (ocs.ax[1] as number) * (ocs.ay[0] as number);
  return det < 0 ? -1 : 1;
}

/** POLYLINE with its VERTEX groups (SEQEND already consumed). Meshes and polyface meshes are not drawn. */
export function polyline(g: Groups, vertices: readonly Groups[], c: Common): Built {
  const flags = num(g, 70, 0);
  if ((flags & (16 | 64)) !== 0) return { entity: null, skippedType: 'POLYLINE' };
  const is3d = (flags & 8) !== 0;
  const splineFit = (flags & 4) !== 0;
  const ocs = is3d ? ({ kind: 'world' } as const) : ocsOf(c.ext);
  const out: CadVertex[] = [];
  for (const v of vertices) {
    const vflags = num(v, 70, 0);
    // A spline-fit polyline draws its fit vertices (8), not its frame's control points (16).
    if (splineFit && (vflags & 16) !== 0) continue;
    out.push(vertexToWcs(ocs, { x: num(v, 10, 0), y: num(v, 20, 0), bulge: is3d ? 0 : num(v, 42, 0) }));
  }
  if (out.length === 0) return { entity: null };
  return { entity: make<CadPolyline>(g.type, c, { kind: 'polyline', vertices: out, closed: (flags & 1) !== 0 }) };
}

/**
 * MLINE: one polyline per element, and its style's caps, joints and fill (domain/cad/mline.ts). Its vertices are in
 * WCS. Groups: 2 the style's name, 340 its handle, 71 the flags; per vertex: 11/21 the vertex, 13/23 the miter; then
 * per element 74 (how many 41s follow; the first is the distance along the miter) and 75 (how many 42s: area fills,
 * not read: the fill is drawn between the outermost elements).
 */
function mline(g: Groups, c: Common, ctx: EntityContext): Built {
  const { codes, values } = g;
  const vertices: { x: number; y: number; miterX: number; miterY: number; offsets: number[] }[] = [];
  let flags = 0;
  let elements = 0;
  let styleName = '';
  let styleHandle = '';
  let params = 0; // 41s still expected for the current element
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as number;
    if (code === 101 || code >= 1000) break;
    if (code === 2 && vertices.length === 0) {
      styleName = String(values[i]);
      continue;
    }
    if (code === 340 && vertices.length === 0) {
      styleHandle = String(values[i]);
      continue;
    }
    const value = Number(values[i]);
    const v = vertices[vertices.length - 1];
    if (code === 71) flags = value;
    else if (code === 73) elements = value;
    else if (code === 11) vertices.push({ x: value, y: 0, miterX: 0, miterY: 0, offsets: [] });
    else if (!v) continue;
    else if (code === 21) v.y = value;
    else if (code === 13) v.miterX = value;
    else if (code === 23) v.miterY = value;
    else if (code === 74) {
      params = value;
      v.offsets.push(Number.NaN);
    } else if (code === 41 && params > 0) {
      const at = v.offsets.length - 1;
      if (Number.isNaN(v.offsets[at])) v.offsets[at] = value;
      params--;
    }
  }
  for (const v of vertices) elements = Math.max(elements, v.offsets.length);
  const style = ctx.mlineStyle?.(styleHandle, styleName);
  const [first, ...more] = mlineEntities(base(g.type, c), vertices as MlineVertex[], elements, flags, style);
  return first ? { entity: first, more } : { entity: null, skippedType: g.type };
}

function spline(g: Groups, c: Common): Built {
  const { codes, values } = g;
  const degree = num(g, 71, 3);
  const flags = num(g, 70, 0);
  const knots: number[] = [];
  const control: { x: number; y: number }[] = [];
  const weights: number[] = [];
  const fit: { x: number; y: number }[] = [];
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as number;
    if (code === 101 || code >= 1000) break;
    const v = Number(values[i]);
    if (code === 40) knots.push(v);
    else if (code === 41) weights.push(v);
    else if (code === 10) control.push({ x: v, y: 0 });
    else if (code === 20 && control.length > 0) (control[control.length - 1] as { y: number }).y = v;
    else if (code === 11) fit.push({ x: v, y: 0 });
    else if (code === 21 && fit.length > 0) (fit[fit.length - 1] as { y: number }).y = v;
  }
  // The control points' curve is the spline itself (AutoCAD writes it even for a fit-point spline, whose fit points
  // are only where it passes); the cubic through the fit points is the fallback when there is no valid control data.
  const rational = weights.length === control.length && weights.some((w) => w !== 1);
  const curve = flattenNurbs(degree, control, knots, rational ? weights : null);
  const tangent = (code: number): CadPoint | null => {
    if (!has(g, code)) return null;
    const t = point(g, code);
    const len = Math.hypot(t.x, t.y);
    return len > 0 ? { x: t.x / len, y: t.y / len } : null;
  };
  const points =
    curve ?? (fit.length >= 2 ? flattenFitPoints(fit, tangent(12), tangent(13)) : control.length >= 2 ? control : null);
  if (!points) return { entity: null };
  return { entity: make<CadSpline>(g.type, c, { kind: 'spline', points, closed: (flags & 1) !== 0 }) };
}

/**
 * A HELIX's groups as the SPLINE it is: AutoCAD writes its curve as AcDbSpline, then the helix's own parameters as
 * AcDbHelix (an axis point as 10/20/30, a start point as 11/21/31, a radius as 40…), which the spline's reading would
 * take for one more control point, fit point and knot: left out.
 * The spline's control points projected on the plan are the helix in plan view (a circle, or a spiral when its top
 * radius differs), its length the plan's.
 */
function helixSpline(g: Groups): Groups {
  for (let i = 0; i < g.codes.length; i++) {
    if (g.codes[i] === 100 && g.values[i] === 'AcDbHelix') {
      return { type: g.type, codes: g.codes.slice(0, i), values: g.values.slice(0, i) };
    }
  }
  return g;
}

function solid(g: Groups, c: Common): Built {
  const ocs = g.type === '3DFACE' ? ({ kind: 'world' } as const) : ocsOf(c.ext);
  const p1 = point(g, 10);
  const p2 = point(g, 11);
  const p3 = point(g, 12);
  const p4 = has(g, 13) ? point(g, 13) : p3;
  const same = p4.x === p3.x && p4.y === p3.y;
  // SOLID and TRACE store their corners as 1-2-4-3 (a « Z »); 3DFACE in drawing order.
  const order = g.type === '3DFACE' ? [p1, p2, p3, p4] : [p1, p2, p4, p3];
  const corners = same ? [p1, p2, p3] : order;
  return { entity: make<CadSolid>(g.type, c, { kind: 'solid', points: corners.map((p) => toWcs(ocs, p.x, p.y)) }) };
}

/** TEXT and ATTRIB (and a constant ATTDEF): one line of text at its baseline's left end. */
function text(g: Groups, c: Common, valueCode: number): CadText {
  const ocs = ocsOf(c.ext);
  let position = point(g, 10);
  const hAlign = num(g, 72, 0);
  const vAlign = num(g, g.type === 'TEXT' ? 73 : 74, 0);
  // AutoCAD writes the computed baseline start in 10; some writers leave it at 0,0 and give only the alignment point.
  if ((hAlign !== 0 || vAlign !== 0) && position.x === 0 && position.y === 0 && has(g, 11)) position = point(g, 11);
  return make<CadText>(g.type, c, {
    kind: 'text',
    position: toWcs(ocs, position.x, position.y),
    height: num(g, 40, 0),
    rotation: normAngle(angleToWcs(ocs, num(g, 50, 0) * DEG)),
    text: decodeSpecials(str(g, valueCode, '')),
  });
}

function mtext(g: Groups, c: Common): Built {
  const { codes, values } = g;
  let raw = '';
  let last = '';
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as number;
    if (code === 101 || code >= 1000) break;
    if (code === 3) raw += String(values[i]);
    else if (code === 1) last = String(values[i]);
  }
  const plain = mtextPlain(raw + last);
  const height = num(g, 40, 0);
  const rotation = has(g, 11) ? Math.atan2(num(g, 21, 0), num(g, 11, 1)) : num(g, 50, 0) * DEG;
  const attach = num(g, 71, 1);
  const lines = plain.split('\n');
  // The box: the file's own extents when it gives them, else an estimate (0.6 of the height per character, lines at 5/3).
  const width = has(g, 42) ? num(g, 42, 0) : Math.max(...lines.map((l) => l.length)) * height * 0.6;
  const boxHeight = has(g, 43) ? num(g, 43, 0) : height * (1 + (lines.length - 1) * (5 / 3));
  const column = (attach - 1) % 3;
  const row = Math.floor((attach - 1) / 3);
  const dx = (-column * width) / 2;
  const dy = (row * boxHeight) / 2 - height;
  const origin = point(g, 10);
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  return {
    entity: make<CadText>(g.type, c, {
      kind: 'text',
      position: { x: origin.x + dx * cos - dy * sin, y: origin.y + dx * sin + dy * cos },
      height,
      rotation: normAngle(rotation),
      text: plain,
    }),
  };
}

/** INSERT and MINSERT with their ATTRIBs (SEQEND already consumed). */
export function insert(g: Groups, attribs: readonly Groups[], c: Common, ctx: EntityContext): Built {
  const ocs = ocsOf(c.ext);
  const p = point(g, 10);
  let sx = num(g, 41, 1);
  const sy = num(g, 42, 1);
  let rotation = num(g, 50, 0) * DEG;
  let columnSpacing = num(g, 44, 0);
  let position = toWcs(ocs, p.x, p.y);
  if (ocs.kind === 'mirror') {
    // The contract's convention (transform.ts): P mirrored, then −Sx, −θ, and the column offset mirrored too.
    sx = -sx;
    rotation = -rotation;
    columnSpacing = -columnSpacing;
  } else if (ocs.kind === 'general') {
    rotation = angleToWcs(ocs, rotation);
    position = toWcs(ocs, p.x, p.y);
  }
  const attributes: CadText[] = [];
  for (const a of attribs) {
    const ac = readCommon(a, ctx);
    // Invisible attributes (flag 1) carry data but are not drawn: the drawing keeps what the plan shows.
    if (ac.invisible || (num(a, 70, 0) & 1) !== 0 || ac.paperSpace !== c.paperSpace) continue;
    attributes.push(text(a, ac, 1));
  }
  const entity: CadInsert = make<CadInsert>(g.type, c, {
    kind: 'insert',
    block: str(g, 2, ''),
    position,
    scale: { x: sx, y: sy },
    rotation: normAngle(rotation),
    columns: Math.max(1, num(g, 70, 1)),
    rows: Math.max(1, num(g, 71, 1)),
    columnSpacing,
    rowSpacing: num(g, 45, 0),
    attributes,
  });
  return { entity };
}

/** ACAD_TABLE as the reference it is: its *T block at its point, turned by its direction vector (11). */
function table(g: Groups, c: Common, ctx: EntityContext): Built {
  const built = insert(g, [], c, ctx);
  const entity = built.entity as CadInsert;
  const rotation = has(g, 11) ? Math.atan2(num(g, 21, 0), num(g, 11, 1)) : 0;
  return { entity: { ...entity, scale: { x: 1, y: 1 }, rotation: normAngle(rotation), columns: 1, rows: 1 } };
}

function dimension(g: Groups, c: Common): Built {
  const block = str(g, 2, '');
  return { entity: make<CadDimension>(g.type, c, { kind: 'dimension', block: block === '' ? null : block }) };
}

// ───────────────────────────── HATCH ─────────────────────────────

/** Reads HATCH's boundary paths by their counts (a spline edge's 97 and the path's 97 share a code). */
function hatch(g: Groups, c: Common): Built {
  const ocs = ocsOf(c.ext);
  const { codes, values } = g;
  let i = 0;
  const n = codes.length;
  const at = (code: number): boolean => i < n && codes[i] === code;
  const take = (code: number, fallback: number): number => (at(code) ? Number(values[i++]) : fallback);
  // Skip to the path count, reading the hatch's own groups on the way.
  let pattern = '';
  let solidFill = false;
  while (i < n && codes[i] !== 91) {
    if (codes[i] === 2) pattern = String(values[i]);
    else if (codes[i] === 70) solidFill = Number(values[i]) === 1;
    i++;
  }
  const pathCount = take(91, 0);
  const loops: CadLoop[] = [];
  for (let p = 0; p < pathCount && i < n; p++) {
    while (i < n && codes[i] !== 92) i++;
    const flags = take(92, 0);
    const verts: { x: number; y: number; bulge: number }[] = [];
    if ((flags & 2) !== 0) {
      take(72, 0);
      take(73, 1);
      const count = take(93, 0);
      for (let k = 0; k < count && i < n; k++) {
        const x = take(10, 0);
        const y = take(20, 0);
        const bulge = take(42, 0);
        verts.push({ x, y, bulge });
      }
    } else {
      const edges = take(93, 0);
      for (let e = 0; e < edges && i < n; e++) {
        while (i < n && codes[i] !== 72 && codes[i] !== 92 && codes[i] !== 97) i++;
        const edgeType = take(72, 0);
        if (edgeType === 1) {
          const x = take(10, 0);
          const y = take(20, 0);
          take(11, 0);
          take(21, 0);
          verts.push({ x, y, bulge: 0 });
        } else if (edgeType === 2) {
          const cx = take(10, 0);
          const cy = take(20, 0);
          const r = take(40, 0);
          const s = take(50, 0);
          const en = take(51, 360);
          const ccw = take(73, 1) !== 0;
          pushArc(verts, cx, cy, r, s, en, ccw);
        } else if (edgeType === 3) {
          const center = { x: take(10, 0), y: take(20, 0) };
          const major = { x: take(11, 1), y: take(21, 0) };
          const ratio = take(40, 1);
          const s = take(50, 0) * DEG;
          const en = take(51, 360) * DEG;
          const ccw = take(73, 1) !== 0;
          // A clockwise edge stores the complements of its parameters (ezdxf's notes): it runs from −s to −e.
          let pts = ccw ? flattenEllipse(center, major, ratio, s, en) : flattenEllipse(center, major, ratio, -en, -s);
          if (!ccw) pts = pts.reverse();
          pts.pop();
          for (const q of pts) verts.push({ x: q.x, y: q.y, bulge: 0 });
        } else if (edgeType === 4) {
          const degree = take(94, 3);
          take(73, 0);
          take(74, 0);
          const knotCount = take(95, 0);
          const controlCount = take(96, 0);
          const knots: number[] = [];
          for (let k = 0; k < knotCount && at(40); k++) knots.push(take(40, 0));
          const control: CadPoint[] = [];
          const weights: number[] = [];
          for (let k = 0; k < controlCount && at(10); k++) {
            control.push({ x: take(10, 0), y: take(20, 0) });
            if (at(42)) weights.push(take(42, 1));
          }
          const fit: CadPoint[] = [];
          const nextCode = codes[i + 1];
          if (at(97) && (nextCode === 11 || nextCode === 12 || nextCode === 13 || nextCode === 97 || nextCode === 72)) {
            const fitCount = take(97, 0);
            for (let k = 0; k < fitCount && at(11); k++) fit.push({ x: take(11, 0), y: take(21, 0) });
            if (at(12)) {
              take(12, 0);
              take(22, 0);
            }
            if (at(13)) {
              take(13, 0);
              take(23, 0);
            }
          }
          const rational = weights.length === control.length && weights.some((w) => w !== 1);
          const pts =
            flattenNurbs(degree, control, knots, rational ? weights : null) ??
            (fit.length >= 2 ? flattenFitPoints(fit) : control);
          const copy = pts.slice(0, Math.max(1, pts.length - 1));
          for (const q of copy) verts.push({ x: q.x, y: q.y, bulge: 0 });
        }
      }
    }
    // The path's source objects.
    while (i < n && codes[i] !== 97 && codes[i] !== 92 && codes[i] !== 75) i++;
    const sources = take(97, 0);
    for (let k = 0; k < sources && at(330); k++) i++;
    if (verts.length >= 2) {
      loops.push({ vertices: dedupeClosing(verts.map((v) => vertexToWcs(ocs, v))), external: (flags & 1) !== 0 });
    }
  }
  if (loops.length === 0) return { entity: null };
  return { entity: make<CadHatch>(g.type, c, { kind: 'hatch', loops, solid: solidFill, pattern }) };
}

/** An arc edge as bulge vertices (two halves for a whole circle: a bulge cannot say 360°). */
function pushArc(
  out: { x: number; y: number; bulge: number }[],
  cx: number,
  cy: number,
  r: number,
  startDeg: number,
  endDeg: number,
  ccw: boolean,
): void {
  let sweep = endDeg - startDeg;
  while (sweep <= 0) sweep += 360;
  while (sweep > 360) sweep -= 360;
  const a0 = (ccw ? startDeg : -startDeg) * DEG;
  const dir = ccw ? 1 : -1;
  const pieces = sweep >= 359.999999 ? 2 : 1;
  const step = (sweep * DEG) / pieces;
  for (let k = 0; k < pieces; k++) {
    const a = a0 + dir * step * k;
    out.push({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a), bulge: dir * Math.tan(step / 4) });
  }
}

/** A loop whose last vertex repeats its first: the repeat dropped (the loop is closed anyway). */
function dedupeClosing(vertices: CadVertex[]): CadVertex[] {
  if (vertices.length > 2) {
    const first = vertices[0] as CadVertex;
    const last = vertices[vertices.length - 1] as CadVertex;
    if (Math.abs(first.x - last.x) < 1e-12 && Math.abs(first.y - last.y) < 1e-12 && last.bulge === 0) vertices.pop();
  }
  return vertices;
}

// ───────────────────────────── Dispatch ─────────────────────────────

/** Types that are read but neither drawn nor counted: they go to `skipped` with their count. */
export const SKIPPED_TYPES = new Set([
  '3DSOLID',
  'BODY',
  'REGION',
  'SURFACE',
  'PLANESURFACE',
  'EXTRUDEDSURFACE',
  'LOFTEDSURFACE',
  'REVOLVEDSURFACE',
  'SWEPTSURFACE',
  'NURBSURFACE',
  'MESH',
  'WIPEOUT',
  'IMAGE',
  'LEADER',
  'MULTILEADER',
  'MLEADER',
  'XLINE',
  'RAY',
  'TOLERANCE',
  'SHAPE',
  'OLEFRAME',
  'OLE2FRAME',
  'ACAD_PROXY_ENTITY',
  'LIGHT',
  'SUN',
  'PDFUNDERLAY',
  'DWFUNDERLAY',
  'DGNUNDERLAY',
  'SECTIONOBJECT',
  'POINTCLOUD',
  'POINTCLOUDEX',
  'GEOPOSITIONMARKER',
  'CAMERA',
  'ARCALIGNEDTEXT',
  'RTEXT',
]);

/** Types read by a handler of ours: every drawable type, plus the skipped ones above. */
export const DRAWN_TYPES = [
  'LINE',
  'POINT',
  'CIRCLE',
  'ARC',
  'ELLIPSE',
  'LWPOLYLINE',
  'POLYLINE',
  'SPLINE',
  'HELIX',
  'MLINE',
  'SOLID',
  'TRACE',
  '3DFACE',
  'TEXT',
  'MTEXT',
  'ATTDEF',
  'INSERT',
  'MINSERT',
  'DIMENSION',
  'ARC_DIMENSION',
  'LARGE_RADIAL_DIMENSION',
  'HATCH',
  'ACAD_TABLE',
  'VIEWPORT',
] as const;

/** Bit 0x10000 of a VIEWPORT's group 90: clipped by a boundary entity (group 340) instead of its rectangle. */
export const VIEWPORT_NON_RECTANGULAR = 0x10000;
/** Bit 0x20000 of a VIEWPORT's group 90: the viewport is off. */
export const VIEWPORT_OFF = 0x20000;

/**
 * A VIEWPORT's numbers (groups 10/20 centre, 40/41 size, 12/22 view centre, 17/27 target, 16/26/36 direction, 45 view
 * height, 51 twist, 68 status, 69 id, 90 flags, 331/341 frozen layers, 340 clip boundary); null when the size, the
 * centre or the view height is missing or not a finite positive number.
 */
export function viewportOf(g: Groups, handle: string): RawViewport | null {
  const width = num(g, 40, NaN);
  const height = num(g, 41, NaN);
  const viewHeight = num(g, 45, NaN);
  const center = { x: num(g, 10, NaN), y: num(g, 20, NaN) };
  const viewCenter = point(g, 12);
  const viewTarget = point(g, 17);
  const twist = num(g, 51, 0) * DEG;
  const finite = [center.x, center.y, viewCenter.x, viewCenter.y, viewTarget.x, viewTarget.y, twist].every(
    Number.isFinite,
  );
  if (!finite || !(width > 0) || !(height > 0) || !(viewHeight > 0) || !Number.isFinite(width * height * viewHeight))
    return null;
  const frozenHandles: string[] = [];
  const { codes, values } = g;
  let clipBoundary: string | undefined;
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i] as number;
    if (c >= 1000) break;
    if (c === 331 || c === 341) frozenHandles.push(String(values[i]).toUpperCase());
    else if (c === 340 && String(values[i]).replace(/^0+/, '') !== '') clipBoundary = String(values[i]).toUpperCase();
  }
  const dx = num(g, 16, 0);
  const dy = num(g, 26, 0);
  const dz = num(g, 36, 1);
  return {
    handle,
    id: num(g, 69, 0),
    status: num(g, 68, 1),
    flags: num(g, 90, 0),
    center,
    width,
    height,
    viewCenter,
    viewTarget,
    viewHeight,
    twist,
    planView: Math.abs(dx) < 1e-9 && Math.abs(dy) < 1e-9 && dz > 0,
    frozenHandles,
    clipBoundary,
  };
}

/** One entity from its groups (and, for POLYLINE, INSERT and MINSERT, the VERTEX/ATTRIB that followed it). */
export function buildEntity(g: Groups, children: readonly Groups[], ctx: EntityContext): ReadEntity {
  const c = readCommon(g, ctx);
  let built: Built;
  if (c.invisible) built = { entity: null };
  else
    switch (g.type) {
      case 'LINE':
        built = line(g, c);
        break;
      case 'POINT':
        built = pointEntity(g, c);
        break;
      case 'CIRCLE':
      case 'ARC':
        built = circleOrArc(g, c);
        break;
      case 'ELLIPSE':
        built = ellipse(g, c);
        break;
      case 'LWPOLYLINE':
        built = lwpolyline(g, c);
        break;
      case 'POLYLINE':
        built = polyline(g, children, c);
        break;
      case 'SPLINE':
        built = spline(g, c);
        break;
      case 'HELIX':
        built = spline(helixSpline(g), c);
        break;
      case 'MLINE':
        built = mline(g, c, ctx);
        break;
      case 'SOLID':
      case 'TRACE':
      case '3DFACE':
        built = solid(g, c);
        break;
      case 'TEXT':
        built = { entity: text(g, c, 1) };
        break;
      case 'ATTDEF':
        // A definition's tag is not drawn in a reference (its ATTRIB is); a constant one draws its value.
        built = (num(g, 70, 0) & 2) !== 0 ? { entity: text(g, c, 1) } : { entity: null };
        break;
      case 'MTEXT':
        built = mtext(g, c);
        break;
      case 'INSERT':
      case 'MINSERT':
        built = insert(g, children, c, ctx);
        break;
      case 'DIMENSION':
      case 'ARC_DIMENSION':
      case 'LARGE_RADIAL_DIMENSION':
        built = dimension(g, c);
        break;
      case 'HATCH':
        built = hatch(g, c);
        break;
      case 'ACAD_TABLE':
        // A table is a reference to its anonymous *T block (AcDbBlockReference), which draws its cells; without one
        // it cannot be drawn.
        built = has(g, 2) ? table(g, c, ctx) : { entity: null, skippedType: g.type };
        break;
      case 'VIEWPORT':
        return {
          handle: c.handle || 'none',
          type: g.type,
          paperSpace: c.paperSpace,
          entity: null,
          skippedType: undefined,
          xdict: undefined,
          viewport: viewportOf(g, c.handle),
        };
      default:
        built = { entity: null, skippedType: g.type };
    }
  return {
    handle: c.handle || 'none',
    type: g.type,
    paperSpace: c.paperSpace,
    entity: built.entity,
    ...(built.more?.length ? { more: built.more } : {}),
    skippedType: built.skippedType,
    xdict: c.xdict,
  };
}
