/**
 * LibreDWG's DwgDatabase (what `convertEx` returns) → the neutral CadDrawing of src/domain/cad/types.ts. Pure: no
 * wasm here, so it is tested on plain objects and on the real example file alike. Runs in the conversion's child
 * process (server/cad/convert.ts), never in a browser.
 *
 * What libredwg-web gives, and what this does with it (measured on libredwg-example_2000.dwg, engine.md Q2):
 * - `db.entities` mixes model space, paper space and a copy of every INSERT's ATTRIBs; model space is read from the
 *   `*Model_Space` block record instead, in file order;
 * - colours: `colorIndex` 256 ByLayer, 0 ByBlock, 1–255 ACI; `color` is set only for a true colour (method 0xc2);
 * - line weights are DWG's index (0–23 a width, 29 ByLayer, 30 ByBlock, 31 Default), not hundredths of a millimetre;
 * - points of ARC, CIRCLE, LWPOLYLINE, 2D POLYLINE, INSERT, TEXT, SOLID and HATCH are in their OCS (extrusion);
 * - an INSERT's `columnCount`/`rowCount` are 0 for a plain INSERT;
 * - hatch arc edges drawn clockwise store negated angles (as in DXF).
 */
import type { DwgDatabase, DwgEntity } from '@mlightcad/libredwg-web';
import { aciToHex } from '../../src/domain/cad/aci.ts';
import { clipOutline } from '../../src/domain/cad/geometry.ts';
import { mlineEntities, type MlineStyle, type MlineVertex } from '../../src/domain/cad/mline.ts';
import { insertClip } from '../../src/domain/cad/xclip.ts';
import {
  INSUNITS_CODES,
  type CadBlock,
  type CadDrawing,
  type CadEntity,
  type CadInsertClip,
  type CadLayer,
  type CadLayout,
  type CadLoop,
  type CadPaper,
  type CadPoint,
  type CadText,
  type CadVertex,
  type CadViewport,
} from '../../src/domain/cad/types.ts';

/** DWG's line weight index → hundredths of a millimetre (LibreDWG's dxf_cvt_lweight); 29–31 are By… / Default. */
const LINEWEIGHTS = [
  0, 5, 9, 13, 15, 18, 20, 25, 30, 35, 40, 50, 53, 60, 70, 80, 90, 100, 106, 120, 140, 158, 200, 211,
];
const LINEWEIGHT_BYLAYER = 29;
const LINEWEIGHT_BYBLOCK = 30;

/** Millimetres for a DWG line weight index; null for ByLayer, ByBlock, Default or an unknown index. */
export function lineweightMm(index: number | undefined): number | null {
  if (index === undefined || !Number.isInteger(index) || index < 0 || index >= LINEWEIGHTS.length) return null;
  return (LINEWEIGHTS[index] ?? 0) / 100;
}

const TAU = 2 * Math.PI;
const hex = (rgb: number) => `#${(rgb & 0xffffff).toString(16).padStart(6, '0')}`;

interface Vec3 {
  x: number;
  y: number;
  z?: number;
}

/**
 * The plan projection of a point given in an entity's OCS (AutoCAD's arbitrary axis algorithm). Only the extrusion's
 * direction matters for a plan; the usual cases are +Z (identity) and -Z (x mirrored).
 */
export function ocsAxes(normal: Vec3 | undefined): { ax: Vec3; ay: Vec3 } | null {
  const nx = normal?.x ?? 0;
  const ny = normal?.y ?? 0;
  const nz = normal?.z ?? 1;
  const length = Math.hypot(nx, ny, nz);
  if (length === 0) return null;
  const n = { x: nx / length, y: ny / length, z: nz / length };
  if (Math.abs(n.x) < 1e-9 && Math.abs(n.y) < 1e-9 && n.z > 0) return null; // +Z: identity
  // Arbitrary axis: Ax = (Wy or Wz) × N, Ay = N × Ax.
  const w = Math.abs(n.x) < 1 / 64 && Math.abs(n.y) < 1 / 64 ? { x: 0, y: 1, z: 0 } : { x: 0, y: 0, z: 1 };
  const cross = (a: Required<Vec3>, b: Required<Vec3>) => ({
    x: a.y * b.z - a.z * b.y,
    y: a.z * b.x - a.x * b.z,
    z: a.x * b.y - a.y * b.x,
  });
  const axRaw = cross(w, n);
  const axLength = Math.hypot(axRaw.x, axRaw.y, axRaw.z);
  const ax = { x: axRaw.x / axLength, y: axRaw.y / axLength, z: axRaw.z / axLength };
  const ay = cross(n, ax);
  return { ax, ay };
}

type Axes = ReturnType<typeof ocsAxes>;

function ocsPoint(axes: Axes, p: Vec3): CadPoint {
  if (!axes) return { x: p.x, y: p.y };
  // `+ 0`: no -0 from a mirrored axis (it would read as a different value in tests and comparisons).
  return { x: p.x * axes.ax.x + p.y * axes.ay.x + 0, y: p.x * axes.ax.y + p.y * axes.ay.y + 0 };
}

/** An OCS that mirrors the plan (its x axis and y axis form a clockwise frame seen from +Z): arcs turn the other way. */
function isMirrored(axes: Axes): boolean {
  return axes !== null && axes.ax.x * axes.ay.y - axes.ax.y * axes.ay.x < 0;
}

/** An angle measured in the OCS, as a plan angle. */
function ocsAngle(axes: Axes, angle: number): number {
  if (!axes) return angle;
  const d = ocsPoint(axes, { x: Math.cos(angle), y: Math.sin(angle) });
  return Math.atan2(d.y, d.x);
}

const finite = (n: unknown, fallback = 0): number => (typeof n === 'number' && Number.isFinite(n) ? n : fallback);

/** MTEXT/TEXT codes → plain text: \P new line, formatting groups removed, %%c ⌀, %%d °, %%p ±. */
export function plainText(raw: string, isMText: boolean): string {
  let text = raw;
  if (isMText) {
    text = text
      .replace(/\\P/g, '\n')
      .replace(/\\~/g, '\u00a0')
      .replace(/\\\\/g, '\u0000')
      .replace(/\\[{}]/g, (m) => (m === '\\{' ? '\u0001' : '\u0002'))
      // Codes with an argument up to ';' (font, height, colour, width, tracking, oblique, alignment, stacking…).
      .replace(/\\[ACcFfHhQqTtWp][^;]*;/g, '')
      .replace(/\\S([^;]*);/g, (_, s: string) => s.replace(/[#^]/g, '/'))
      .replace(/\\[LlOoKkNX]/g, '')
      .replace(/[{}]/g, '')
      .split('\u0000')
      .join('\\')
      .split('\u0001')
      .join('{')
      .split('\u0002')
      .join('}');
  }
  return text
    .replace(/%%[cC]/g, '⌀')
    .replace(/%%[dD]/g, '°')
    .replace(/%%[pP]/g, '±')
    .replace(/%%[uUoOkK]/g, '')
    .replace(/%%%/g, '%')
    .replace(/%%(\d{3})/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** Points along a B-spline (de Boor), rational when weights are given; the control polygon when the knots are unusable. */
export function flattenSpline(
  degree: number,
  controlPoints: readonly CadPoint[],
  knots: readonly number[],
  weights: readonly number[] | undefined,
  segmentsPerSpan = 8,
): CadPoint[] {
  const n = controlPoints.length;
  const p = Math.max(1, Math.trunc(degree));
  if (n <= p || knots.length !== n + p + 1) return controlPoints.map(({ x, y }) => ({ x, y }));
  const w = (i: number) => (weights && weights.length === n ? finite(weights[i], 1) : 1);
  const at = (u: number): CadPoint => {
    let k = p;
    while (k < n - 1 && u >= (knots[k + 1] ?? 0)) k++;
    const d: { x: number; y: number; w: number }[] = [];
    for (let j = 0; j <= p; j++) {
      const cp = controlPoints[k - p + j] ?? { x: 0, y: 0 };
      const wj = w(k - p + j);
      d.push({ x: cp.x * wj, y: cp.y * wj, w: wj });
    }
    for (let r = 1; r <= p; r++) {
      for (let j = p; j >= r; j--) {
        const i = k - p + j;
        const left = knots[i] ?? 0;
        const right = knots[i + p - r + 1] ?? 0;
        const alpha = right === left ? 0 : (u - left) / (right - left);
        const a = d[j - 1] ?? { x: 0, y: 0, w: 1 };
        const b = d[j] ?? a;
        d[j] = {
          x: (1 - alpha) * a.x + alpha * b.x,
          y: (1 - alpha) * a.y + alpha * b.y,
          w: (1 - alpha) * a.w + alpha * b.w,
        };
      }
    }
    const r = d[p] ?? { x: 0, y: 0, w: 1 };
    return r.w === 0 ? { x: r.x, y: r.y } : { x: r.x / r.w, y: r.y / r.w };
  };
  const start = knots[p] ?? 0;
  const end = knots[n] ?? 1;
  const points: CadPoint[] = [];
  for (let span = p; span < n; span++) {
    const a = knots[span] ?? 0;
    const b = knots[span + 1] ?? 0;
    if (b <= a) continue;
    for (let s = 0; s < segmentsPerSpan; s++) points.push(at(a + ((b - a) * s) / segmentsPerSpan));
  }
  points.push(at(end - (end - start) * 1e-12));
  return points;
}

/** A curve through fit points (centripetal-free Catmull-Rom, 8 segments a span): LibreDWG gives no control points then. */
export function flattenFitPoints(points: readonly CadPoint[], closed: boolean, segmentsPerSpan = 8): CadPoint[] {
  if (points.length < 3) return points.map(({ x, y }) => ({ x, y }));
  const count = points.length;
  const get = (i: number): CadPoint =>
    (closed ? points[((i % count) + count) % count] : points[Math.min(count - 1, Math.max(0, i))]) ?? { x: 0, y: 0 };
  const spans = closed ? count : count - 1;
  const out: CadPoint[] = [];
  for (let i = 0; i < spans; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    for (let s = 0; s < segmentsPerSpan; s++) {
      const t = s / segmentsPerSpan;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push({ x: f(p0.x, p1.x, p2.x, p3.x), y: f(p0.y, p1.y, p2.y, p3.y) });
    }
  }
  if (!closed) out.push({ ...get(count - 1) });
  return out;
}

/** Vertices with bulges for an arc from `start` to `end` (radians), counter-clockwise or not; split in halves past π. */
function arcVertices(center: CadPoint, radius: number, start: number, end: number, ccw: boolean): CadVertex[] {
  const sweep = ccw ? (((end - start) % TAU) + TAU) % TAU || TAU : -((((start - end) % TAU) + TAU) % TAU || TAU);
  const pieces = Math.abs(sweep) > Math.PI ? 2 : 1;
  const vertices: CadVertex[] = [];
  for (let i = 0; i < pieces; i++) {
    const a = start + (sweep * i) / pieces;
    vertices.push({
      x: center.x + radius * Math.cos(a),
      y: center.y + radius * Math.sin(a),
      bulge: Math.tan(sweep / pieces / 4),
    });
  }
  return vertices;
}

function ellipsePoints(
  center: CadPoint,
  major: CadPoint,
  ratio: number,
  start: number,
  end: number,
  ccw = true,
): CadPoint[] {
  let sweep = ccw ? end - start : start - end;
  sweep = ((sweep % TAU) + TAU) % TAU || TAU;
  const steps = Math.max(4, Math.ceil((64 * sweep) / TAU));
  const minor = { x: -major.y * ratio, y: major.x * ratio };
  const points: CadPoint[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = start + ((ccw ? 1 : -1) * sweep * i) / steps;
    points.push({
      x: center.x + major.x * Math.cos(t) + minor.x * Math.sin(t),
      y: center.y + major.y * Math.cos(t) + minor.y * Math.sin(t),
    });
  }
  return points;
}

/** What a hatch's boundary paths look like in LibreDWG's typings, read defensively. */
interface RawEdge {
  type?: number;
  start?: Vec3;
  end?: Vec3;
  center?: Vec3;
  radius?: number;
  startAngle?: number;
  endAngle?: number;
  isCCW?: boolean;
  lengthOfMinorAxis?: number;
  degree?: number;
  knots?: number[];
  controlPoints?: (Vec3 & { weight?: number })[];
  fitDatum?: Vec3[];
}
interface RawPath {
  boundaryPathTypeFlag?: number;
  vertices?: (Vec3 & { bulge?: number })[];
  isClosed?: boolean;
  edges?: RawEdge[];
}

/** One boundary loop in the hatch's own (OCS) plane; the caller maps it to the plan. */
export function hatchLoop(path: RawPath): CadVertex[] {
  if (path.vertices) return path.vertices.map((v) => ({ x: finite(v.x), y: finite(v.y), bulge: finite(v.bulge) }));
  const out: CadVertex[] = [];
  for (const edge of path.edges ?? []) {
    switch (edge.type) {
      case 1:
        out.push({ x: finite(edge.start?.x), y: finite(edge.start?.y), bulge: 0 });
        break;
      case 2: {
        const ccw = edge.isCCW !== false;
        // A clockwise arc edge stores its angles negated (DXF group 73 = 0).
        const s = finite(edge.startAngle);
        const e = finite(edge.endAngle);
        const center = { x: finite(edge.center?.x), y: finite(edge.center?.y) };
        out.push(...arcVertices(center, finite(edge.radius), ccw ? s : -s, ccw ? e : -e, ccw));
        break;
      }
      case 3: {
        const ccw = edge.isCCW !== false;
        const s = finite(edge.startAngle);
        const e = finite(edge.endAngle);
        const center = { x: finite(edge.center?.x), y: finite(edge.center?.y) };
        const major = { x: finite(edge.end?.x), y: finite(edge.end?.y) };
        const points = ellipsePoints(center, major, finite(edge.lengthOfMinorAxis, 1), ccw ? s : -s, ccw ? e : -e, ccw);
        out.push(...points.slice(0, -1).map((p) => ({ ...p, bulge: 0 })));
        break;
      }
      case 4: {
        const control = (edge.controlPoints ?? []).map((c) => ({ x: finite(c.x), y: finite(c.y) }));
        const points = control.length
          ? flattenSpline(
              finite(edge.degree, 3),
              control,
              edge.knots ?? [],
              edge.controlPoints?.some((c) => c.weight !== undefined)
                ? edge.controlPoints.map((c) => finite(c.weight, 1))
                : undefined,
            )
          : flattenFitPoints(
              (edge.fitDatum ?? []).map((c) => ({ x: finite(c.x), y: finite(c.y) })),
              false,
            );
        out.push(...points.slice(0, -1).map((p) => ({ ...p, bulge: 0 })));
        break;
      }
      default:
        break;
    }
  }
  return out;
}

const mapVertices = (axes: Axes, vertices: readonly CadVertex[]): CadVertex[] => {
  const mirrored = isMirrored(axes);
  return vertices.map((v) => ({ ...ocsPoint(axes, v), bulge: mirrored ? -v.bulge + 0 : v.bulge }));
};

// A loose view of any libredwg entity: every field is read defensively (files in the wild miss some).
type Loose = DwgEntity & Record<string, unknown>;
const point = (value: unknown): Vec3 => {
  const p = (value ?? {}) as Partial<Vec3>;
  return { x: finite(p.x), y: finite(p.y), z: finite(p.z) };
};

/** Entity types Metr reads; every other one is counted in `skipped`. */
export interface MapContext {
  readonly skipped: Record<string, number>;
}

function base(entity: Loose) {
  const colorIndex = typeof entity.colorIndex === 'number' ? entity.colorIndex : 256;
  const trueColor = typeof entity.color === 'number' ? entity.color : undefined;
  const color =
    trueColor !== undefined ? hex(trueColor) : colorIndex >= 1 && colorIndex <= 255 ? aciToHex(colorIndex) : undefined;
  const lineweight = typeof entity.lineweight === 'number' ? entity.lineweight : LINEWEIGHT_BYLAYER;
  const mm = lineweight === LINEWEIGHT_BYLAYER || lineweight === LINEWEIGHT_BYBLOCK ? null : lineweightMm(lineweight);
  return {
    handle: typeof entity.handle === 'string' ? entity.handle : '',
    type: entity.type,
    layer: typeof entity.layer === 'string' && entity.layer ? entity.layer : '0',
    ...(color !== undefined ? { color } : {}),
    ...(trueColor === undefined && colorIndex === 0 ? { byBlock: true as const } : {}),
    ...(mm !== null ? { lineweight: mm } : {}),
  };
}

function textEntity(
  entity: Loose,
  raw: {
    text?: unknown;
    startPoint?: unknown;
    textHeight?: unknown;
    rotation?: unknown;
    extrusionDirection?: unknown;
  },
  type: string,
): CadText {
  const axes = ocsAxes(raw.extrusionDirection as Vec3 | undefined);
  return {
    ...base(entity),
    type,
    kind: 'text',
    position: ocsPoint(axes, point(raw.startPoint)),
    height: finite(raw.textHeight),
    rotation: ocsAngle(axes, finite(raw.rotation)),
    text: plainText(typeof raw.text === 'string' ? raw.text : '', false),
  };
}

function mtextEntity(entity: Loose): CadText {
  const insertion = point(entity.insertionPoint);
  const height = finite(entity.textHeight);
  const direction = point(entity.direction);
  const rotation =
    direction.x !== 0 || direction.y !== 0 ? Math.atan2(direction.y, direction.x) : finite(entity.rotation);
  const text = plainText(typeof entity.text === 'string' ? entity.text : '', true);
  const lines = text.split('\n').length;
  const spacing = finite(entity.lineSpacing, 1) || 1;
  const block = height * (1 + (lines - 1) * 1.667 * spacing);
  // The attachment point (1–9: top/middle/bottom × left/centre/right) → the first line's baseline, left end.
  const attachment = Math.min(9, Math.max(1, Math.trunc(finite(entity.attachmentPoint, 1))));
  const row = Math.floor((attachment - 1) / 3);
  const column = (attachment - 1) % 3;
  const width = finite(entity.extentsWidth) || finite(entity.rectWidth);
  const dx = -(column * width) / 2;
  const dy = row === 0 ? -height : row === 1 ? block / 2 - height : block - height;
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  return {
    ...base(entity),
    kind: 'text',
    position: { x: insertion.x + dx * cos - dy * sin, y: insertion.y + dx * sin + dy * cos },
    height,
    rotation,
    text,
  };
}

/**
 * An MLINE → one polyline per element, and its style's caps, joints and fill (domain/cad/mline.ts); libredwg-web
 * gives each vertex's miter and, per element, its segment parameters (the first: the distance along the miter). Its
 * vertices are in WCS. `style`: its MLINESTYLE, read by the child through LibreDWG's dynamic API (mlineStyles.ts).
 */
export function mapMline(raw: DwgEntity, context: MapContext, style?: MlineStyle): CadEntity[] {
  const entity = raw as Loose;
  const raws = (Array.isArray(entity.vertices) ? entity.vertices : []) as {
    vertex?: unknown;
    miterDirection?: unknown;
    lines?: { segmentParams?: unknown }[];
  }[];
  const vertices: MlineVertex[] = raws.map((v) => {
    const p = point(v.vertex);
    const miter = point(v.miterDirection);
    const lines = Array.isArray(v.lines) ? v.lines : [];
    return {
      x: p.x,
      y: p.y,
      miterX: miter.x,
      miterY: miter.y,
      offsets: lines.map((line) =>
        Array.isArray(line.segmentParams) ? finite(line.segmentParams[0], Number.NaN) : Number.NaN,
      ),
    };
  });
  let elements = Math.trunc(finite(entity.numberOfLines));
  for (const v of vertices) elements = Math.max(elements, v.offsets.length);
  const parts = mlineEntities(base(entity), vertices, elements, Math.trunc(finite(entity.flags)), style);
  if (parts.length === 0) context.skipped[entity.type] = (context.skipped[entity.type] ?? 0) + 1;
  return parts;
}

/** One libredwg entity → a CadEntity, or null when Metr does not read its type (counted in `skipped`). */
export function mapEntity(raw: DwgEntity, context: MapContext): CadEntity | null {
  const entity = raw as Loose;
  const skip = () => {
    context.skipped[entity.type] = (context.skipped[entity.type] ?? 0) + 1;
    return null;
  };
  switch (entity.type) {
    case 'LINE': {
      const a = point(entity.startPoint);
      const b = point(entity.endPoint);
      return { ...base(entity), kind: 'line', a: { x: a.x, y: a.y }, b: { x: b.x, y: b.y } };
    }
    case 'LWPOLYLINE':
    case 'POLYLINE2D':
    case 'POLYLINE3D': {
      const flag = Math.trunc(finite(entity.flag));
      const is3d = entity.type === 'POLYLINE3D';
      // Polyface meshes and polygon meshes are not plan lines.
      if (entity.type !== 'LWPOLYLINE' && flag & (16 | 64)) return skip();
      const axes = is3d ? null : ocsAxes(entity.extrusionDirection as Vec3 | undefined);
      const raws = (Array.isArray(entity.vertices) ? entity.vertices : []) as (Vec3 & {
        bulge?: number;
        flag?: number;
      })[];
      // A spline-fit POLYLINE lists its control points too (vertex flag 16): only the fitted ones are drawn.
      const kept = entity.type === 'LWPOLYLINE' ? raws : raws.filter((v) => !(finite(v.flag) & 16));
      const vertices = mapVertices(
        axes,
        kept.map((v) => ({ x: finite(v.x), y: finite(v.y), bulge: is3d ? 0 : finite(v.bulge) })),
      );
      if (vertices.length < 2) return skip();
      return { ...base(entity), kind: 'polyline', vertices, closed: (flag & 1) === 1 };
    }
    case 'ARC': {
      const axes = ocsAxes(entity.extrusionDirection as Vec3 | undefined);
      const mirrored = isMirrored(axes);
      const start = ocsAngle(axes, finite(entity.startAngle));
      const end = ocsAngle(axes, finite(entity.endAngle));
      return {
        ...base(entity),
        kind: 'arc',
        center: ocsPoint(axes, point(entity.center)),
        radius: finite(entity.radius),
        // A mirrored OCS turns the arc clockwise on the plan: the same arc, counter-clockwise, from its end.
        start: mirrored ? end : start,
        end: mirrored ? start : end,
      };
    }
    case 'CIRCLE': {
      const axes = ocsAxes(entity.extrusionDirection as Vec3 | undefined);
      return {
        ...base(entity),
        kind: 'circle',
        center: ocsPoint(axes, point(entity.center)),
        radius: finite(entity.radius),
      };
    }
    case 'ELLIPSE': {
      const center = point(entity.center);
      const major = point(entity.majorAxisEndPoint);
      const normalZ = point(entity.extrusionDirection ?? { x: 0, y: 0, z: 1 }).z ?? 1;
      const start = finite(entity.startAngle);
      const end = finite(entity.endAngle, TAU);
      const whole = Math.abs(end - start - TAU) < 1e-9 || (start === 0 && end === 0);
      // Seen from -Z the parameter runs clockwise on the plan: the same curve is (-end → -start) seen from +Z.
      const flip = normalZ < 0 && !whole;
      const norm = (a: number) => ((a % TAU) + TAU) % TAU;
      return {
        ...base(entity),
        kind: 'ellipse',
        center: { x: center.x, y: center.y },
        majorAxis: { x: major.x, y: major.y },
        ratio: finite(entity.axisRatio, 1),
        start: whole ? 0 : flip ? norm(-end) : start,
        end: whole ? TAU : flip ? norm(-start) : end,
      };
    }
    // A helix is the spline it carries (helix.ts reads it, libredwg-web's converter does not), drawn in plan view.
    case 'HELIX':
    case 'SPLINE': {
      const flag = Math.trunc(finite(entity.flag));
      const closed = (flag & 1) === 1;
      const control = (Array.isArray(entity.controlPoints) ? entity.controlPoints : []) as Vec3[];
      const fit = (Array.isArray(entity.fitPoints) ? entity.fitPoints : []) as Vec3[];
      const points = control.length
        ? flattenSpline(
            finite(entity.degree, 3),
            control.map((c) => ({ x: finite(c.x), y: finite(c.y) })),
            Array.isArray(entity.knots) ? (entity.knots as number[]) : [],
            Array.isArray(entity.weights) ? (entity.weights as number[]) : undefined,
          )
        : flattenFitPoints(
            fit.map((c) => ({ x: finite(c.x), y: finite(c.y) })),
            closed,
          );
      if (points.length < 2) return skip();
      return { ...base(entity), kind: 'spline', points, closed };
    }
    case 'TEXT':
      return textEntity(entity, entity as Record<string, unknown>, 'TEXT');
    case 'MTEXT':
      return mtextEntity(entity);
    case 'INSERT': {
      const axes = ocsAxes(entity.extrusionDirection as Vec3 | undefined);
      const mirrored = isMirrored(axes);
      const columns = Math.max(1, Math.trunc(finite(entity.columnCount, 1)));
      const rows = Math.max(1, Math.trunc(finite(entity.rowCount, 1)));
      const attribs = (Array.isArray(entity.attribs) ? entity.attribs : []) as Loose[];
      const rotation = finite(entity.rotation);
      const xScale = finite(entity.xScale, 1);
      return {
        ...base(entity),
        type: columns * rows > 1 ? 'MINSERT' : 'INSERT',
        kind: 'insert',
        block: typeof entity.name === 'string' ? entity.name : '',
        position: ocsPoint(axes, point(entity.insertionPoint)),
        // Mirror · Rotate(r) · Scale(sx, sy) = Rotate(-r) · Scale(-sx, sy) · Mirror, so a mirrored OCS flips x.
        scale: { x: mirrored ? -xScale : xScale, y: finite(entity.yScale, 1) },
        rotation: mirrored ? -rotation : ocsAngle(axes, rotation),
        columns,
        rows,
        columnSpacing: finite(entity.columnSpacing),
        rowSpacing: finite(entity.rowSpacing),
        attributes: attribs
          // An attribute flagged invisible (flag 1) is data, not drawing; the counts never read attributes.
          .filter((a) => a.isVisible !== false && !(Math.trunc(finite(a.flags)) & 1))
          .map((a) => textEntity(a, (a.text ?? {}) as Record<string, unknown>, 'ATTRIB')),
      };
    }
    case 'HATCH': {
      const axes = ocsAxes(entity.extrusionDirection as Vec3 | undefined);
      const paths = (Array.isArray(entity.boundaryPaths) ? entity.boundaryPaths : []) as RawPath[];
      const loops: CadLoop[] = [];
      for (const path of paths) {
        const vertices = mapVertices(axes, hatchLoop(path));
        if (vertices.length >= 2) {
          loops.push({ vertices, external: (finite(path.boundaryPathTypeFlag) & 1) === 1 });
        }
      }
      if (!loops.length) return skip();
      return {
        ...base(entity),
        kind: 'hatch',
        loops,
        solid: finite(entity.solidFill) === 1,
        pattern: typeof entity.patternName === 'string' ? entity.patternName : '',
      };
    }
    case 'SOLID':
    case 'TRACE': {
      const axes = ocsAxes(entity.extrusionDirection as Vec3 | undefined);
      const c = [entity.corner1, entity.corner2, entity.corner4, entity.corner3].map((p) => ocsPoint(axes, point(p)));
      const [c1, c2, c4, c3] = c as [CadPoint, CadPoint, CadPoint, CadPoint];
      const triangle = c3.x === c4.x && c3.y === c4.y;
      return { ...base(entity), kind: 'solid', points: triangle ? [c1, c2, c3] : [c1, c2, c4, c3] };
    }
    case '3DFACE': {
      const c = [entity.corner1, entity.corner2, entity.corner3, entity.corner4].map((p) => {
        const q = point(p);
        return { x: q.x, y: q.y };
      });
      const [c1, c2, c3, c4] = c as [CadPoint, CadPoint, CadPoint, CadPoint];
      const triangle = c3.x === c4.x && c3.y === c4.y;
      return { ...base(entity), kind: 'solid', points: triangle ? [c1, c2, c3] : [c1, c2, c3, c4] };
    }
    case 'POINT': {
      const p = point(entity.position);
      return { ...base(entity), kind: 'point', position: { x: p.x, y: p.y } };
    }
    case 'DIMENSION':
      return {
        ...base(entity),
        kind: 'dimension',
        block: typeof entity.name === 'string' && entity.name ? entity.name : null,
      };
    default:
      return skip();
  }
}

const isModelSpace = (name: string) => name.toLowerCase() === '*model_space';
const isPaperSpace = (name: string) => name.toLowerCase().startsWith('*paper_space');

/** A VIEWPORT's status bits (DXF group 90): clipped by a boundary entity; off. */
const VIEWPORT_NON_RECTANGULAR = 0x10000;
const VIEWPORT_OFF = 0x20000;

/**
 * What libredwg-web's VIEWPORT leaves out (its converter marks them « TODO »), read by the caller through LibreDWG's
 * dynamic API (server/cad/convert.ts): the handles of the layers frozen in it and of its clip boundary entity.
 */
export interface ViewportExtras {
  readonly frozenLayers: readonly string[];
  readonly clipBoundary?: string;
}

/** What the layouts' reading gives besides the layouts: paper spaces with content it could not tie to a layout. */
interface LayoutsRead {
  readonly layouts: CadLayout[];
  readonly unreadable: number;
}

/** A paper space block that draws something: an entity other than a viewport, or a viewport besides its overall one. */
const hasPaperContent = (record: { entities?: readonly DwgEntity[] }) => {
  const entities = record.entities ?? [];
  const viewports = entities.filter((e) => e.type === 'VIEWPORT').length;
  return viewports > 1 || entities.length > viewports;
};

const finiteAll = (...values: unknown[]) => values.every((v) => typeof v === 'number' && Number.isFinite(v));

/**
 * The paper-space layouts, as the DXF reader gives them (src/domain/cad/dxf/readDxf.ts): each LAYOUT object other
 * than « Model » names its paper space block record, whose entities are the layout's. DWG keeps no viewport id
 * (libredwg-web numbers every VIEWPORT of the file in handle order), so the layout's overall viewport — its paper, not
 * a view of model space — is the first VIEWPORT of its block, as AutoCAD creates it. An R13/R14 file has no LAYOUT
 * objects: its one paper space is « Layout1 », as AutoCAD names it on opening.
 */
function readLayouts(
  db: DwgDatabase,
  mapAll: (entities: readonly DwgEntity[] | undefined) => CadEntity[],
  extras: ReadonlyMap<string, ViewportExtras>,
  papers: ReadonlyMap<string, CadPaper> = new Map(),
): LayoutsRead {
  const records = db.tables.BLOCK_RECORD.entries;
  const byHandle = new Map(records.map((r) => [String(r.handle ?? '').toUpperCase(), r]));
  const layerNames = new Map(db.tables.LAYER.entries.map((l) => [String(l.handle ?? '').toUpperCase(), l.name]));
  const named: { name: string; tabOrder: number; record: (typeof records)[number] }[] = [];
  const used = new Set<string>();
  for (const object of db.objects.LAYOUT ?? []) {
    const record = byHandle.get(String(object.paperSpaceTableId ?? '').toUpperCase());
    if (!record || !isPaperSpace(record.name) || used.has(record.handle)) continue;
    used.add(record.handle);
    named.push({ name: object.layoutName || record.name, tabOrder: finite(object.tabOrder), record });
  }
  if ((db.objects.LAYOUT ?? []).length === 0) {
    const paper = records.find((r) => r.name.toLowerCase() === '*paper_space');
    if (paper) {
      used.add(paper.handle);
      named.push({ name: 'Layout1', tabOrder: 1, record: paper });
    }
  }
  // A paper space with content that no LAYOUT names: LibreDWG could not read its layout object.
  const unreadable = records.filter((r) => isPaperSpace(r.name) && !used.has(r.handle) && hasPaperContent(r)).length;
  named.sort((a, b) => a.tabOrder - b.tabOrder);
  const layouts = named.map(({ name, tabOrder, record }): CadLayout => {
    const all = record.entities ?? [];
    const entities = mapAll(all.filter((e) => e.type !== 'VIEWPORT'));
    const raws = all.filter((e) => e.type === 'VIEWPORT') as Loose[];
    const viewports: CadViewport[] = [];
    let unreadableViewports = 0;
    for (const [index, v] of raws.entries()) {
      if (index === 0) continue; // the layout's overall viewport
      const flags = Math.trunc(finite(v.statusBitFlags));
      if (flags & VIEWPORT_OFF) continue;
      const center = v.viewportCenter as Partial<Vec3> | undefined;
      const viewCenter = v.displayCenter as Partial<Vec3> | undefined;
      const target = v.targetPoint as Partial<Vec3> | undefined;
      const direction = point(v.viewDirection ?? { x: 0, y: 0, z: 1 });
      if (
        !finiteAll(center?.x, center?.y, v.width, v.height, viewCenter?.x, viewCenter?.y, v.viewHeight) ||
        finite(v.width) <= 0 ||
        finite(v.height) <= 0 ||
        finite(v.viewHeight) <= 0
      ) {
        unreadableViewports++;
        continue;
      }
      const extra = extras.get(String(v.handle).toUpperCase());
      const nonRectangularClip = (flags & VIEWPORT_NON_RECTANGULAR) !== 0 && extra?.clipBoundary !== undefined;
      // The boundary is one of the layout's own entities (drawn on it, usually on a layer that does not plot).
      const outline = nonRectangularClip
        ? clipOutline(entities.find((e) => e.handle.toUpperCase() === extra?.clipBoundary))
        : undefined;
      const frozenLayers: string[] = [];
      let unknownFrozenLayers = 0;
      for (const handle of extra?.frozenLayers ?? []) {
        const layer = layerNames.get(handle.toUpperCase());
        if (layer === undefined) unknownFrozenLayers++;
        else frozenLayers.push(layer);
      }
      viewports.push({
        handle: typeof v.handle === 'string' ? v.handle : '',
        id: Math.trunc(finite(v.viewportId)),
        center: { x: finite(center?.x), y: finite(center?.y) },
        width: finite(v.width),
        height: finite(v.height),
        viewCenter: { x: finite(viewCenter?.x), y: finite(viewCenter?.y) },
        viewTarget: { x: finite(target?.x), y: finite(target?.y) },
        viewHeight: finite(v.viewHeight),
        twist: finite(v.viewTwistAngle),
        frozenLayers,
        unknownFrozenLayers,
        nonRectangularClip,
        ...(outline ? { clipOutline: outline } : {}),
        notPlanView: Math.abs(direction.x) > 1e-9 || Math.abs(direction.y) > 1e-9 || (direction.z ?? 1) <= 0,
      });
    }
    const paper = papers.get(String(record.handle ?? '').toUpperCase());
    return {
      name,
      tabOrder,
      block: record.name,
      entities,
      viewports,
      unreadableViewports,
      ...(paper ? { paper } : {}),
    };
  });
  return { layouts, unreadable };
}

/**
 * Clipped references (XCLIP, src/domain/cad/xclip.ts), by the INSERT's extension dictionary handle: libredwg-web lists
 * the SPATIAL_FILTER objects (its `vertices`, `clipBoundaryVisible` — LibreDWG's `display_boundary_on`, DXF 71 —,
 * `invertBlockMatrix` its `inverse_transform` and `matrix` its `transform`, in the DXF's order) and the DICTIONARYs that
 * lead to them (xdict → ACAD_FILTER → SPATIAL). An inverted clip's hole is in an XRECORD under the filter's own
 * extension dictionary (the DICTIONARY it owns: ACAD_XREC_ROUNDTRIP), section « ACAD_INVERTEDCLIP_ROUNDTRIP ».
 */
export function insertClips(db: DwgDatabase): Map<string, CadInsertClip> {
  const out = new Map<string, CadInsertClip>();
  const filters = db.objects.SPATIAL_FILTER ?? [];
  if (filters.length === 0) return out;
  const dictionaries = db.objects.DICTIONARY ?? [];
  const byHandle = new Map(dictionaries.map((d) => [d.handle, d]));
  const filterByHandle = new Map(filters.map((f) => [f.handle, f]));
  const xrecords = new Map((db.objects.XRECORD ?? []).map((x) => [x.handle, x]));
  const ownedBy = new Map(dictionaries.map((d) => [d.ownerHandle, d]));
  for (const xdict of dictionaries) {
    const spatial = byHandle.get(xdict.entries.ACAD_FILTER ?? '')?.entries.SPATIAL;
    const filter = spatial ? filterByHandle.get(spatial) : undefined;
    if (!filter) continue;
    const roundtrip = xrecords.get(ownedBy.get(filter.handle)?.entries.ACAD_XREC_ROUNDTRIP ?? '');
    const hole: CadPoint[] = [];
    let section = '';
    for (const { code, value } of roundtrip?.data ?? []) {
      if (code === 102 && typeof value === 'string') section = value;
      else if (code === 10 && section === 'ACAD_INVERTEDCLIP_ROUNDTRIP' && value && typeof value === 'object') {
        const p = value as { x?: unknown; y?: unknown };
        hole.push({ x: finite(p.x), y: finite(p.y) });
      }
    }
    const clip = insertClip({
      boundary: (filter.vertices ?? []).map((v) => ({ x: finite(v.x), y: finite(v.y) })),
      enabled: Boolean(filter.clipBoundaryVisible),
      inverseBlock: filter.invertBlockMatrix ?? null,
      clipTransform: filter.matrix ?? null,
      invertedBoundary: hole.length >= 2 ? hole : null,
    });
    if (clip) out.set(xdict.handle, clip);
  }
  return out;
}

/**
 * The drawing of a converted DWG. `effectiveNames` maps an anonymous dynamic-block copy (`*U12`) to its dynamic
 * block's name, when the caller could read it from the file (server/cad/convert.ts).
 */
export function toCadDrawing(
  db: DwgDatabase,
  {
    version,
    effectiveNames = new Map(),
    viewportExtras = new Map(),
    layoutPapers = new Map(),
    xrefPaths = new Map(),
    mlineStyles = new Map(),
  }: {
    version: string;
    effectiveNames?: ReadonlyMap<string, string>;
    /** By VIEWPORT handle (upper case); absent when the caller could not read them. */
    viewportExtras?: ReadonlyMap<string, ViewportExtras>;
    /** Each layout's paper from its plot settings, by its paper space block record's handle (upper case). */
    layoutPapers?: ReadonlyMap<string, CadPaper>;
    /** Each external reference's saved path, by its block record's name. */
    xrefPaths?: ReadonlyMap<string, string>;
    /** Each MLINE's style, by the MLINE's handle (upper case). */
    mlineStyles?: ReadonlyMap<string, MlineStyle>;
  },
): CadDrawing {
  const context: MapContext = { skipped: {} };
  const clips = insertClips(db);
  const mapAll = (entities: readonly DwgEntity[] | undefined) => {
    const out: CadEntity[] = [];
    for (const entity of entities ?? []) {
      if (entity.type === 'MLINE') {
        out.push(...mapMline(entity, context, mlineStyles.get(String(entity.handle).toUpperCase())));
        continue;
      }
      const mapped = mapEntity(entity, context);
      const clip = mapped?.kind === 'insert' && clips.size > 0 ? clips.get(String(entity.ownerDictionaryHardId)) : null;
      if (mapped) out.push(clip && mapped.kind === 'insert' ? { ...mapped, clip } : mapped);
    }
    return out;
  };
  const layers: CadLayer[] = db.tables.LAYER.entries.map((layer) => {
    const index = Math.abs(Math.trunc(finite(layer.colorIndex, 7)));
    const trueColor = index === 256 && finite(layer.color, 0xffffff) !== 0xffffff ? layer.color : undefined;
    return {
      name: layer.name,
      color: trueColor !== undefined ? hex(trueColor) : aciToHex(index),
      lineweight: lineweightMm(layer.lineweight),
      visible: !layer.off && finite(layer.colorIndex, 7) >= 0,
      frozen: Boolean(layer.frozen),
    };
  });
  const records = db.tables.BLOCK_RECORD.entries;
  const model = records.find((record) => isModelSpace(record.name));
  const modelSpace = mapAll(
    model ? model.entities : db.entities.filter((e) => !e.isInPaperSpace && e.type !== 'ATTRIB'),
  );
  const blocks: CadBlock[] = records
    .filter((record) => !isModelSpace(record.name) && !isPaperSpace(record.name))
    .map((record) => {
      const flags = Math.trunc(finite(record.flags));
      const base = point(record.basePoint);
      return {
        name: record.name,
        effectiveName: effectiveNames.get(record.name) ?? record.name,
        base: { x: base.x, y: base.y },
        entities: mapAll(record.entities),
        anonymous: record.name.startsWith('*'),
        xref: (flags & (4 | 8)) !== 0,
        ...((flags & 8) !== 0 ? { xrefOverlay: true as const } : {}),
        ...(xrefPaths.has(record.name) ? { xrefPath: xrefPaths.get(record.name) } : {}),
      };
    });
  const insUnits = typeof db.header.INSUNITS === 'number' ? db.header.INSUNITS : null;
  // The layouts are the model's extras: a file whose layouts cannot be read still gives its model space, and says so.
  let read: LayoutsRead;
  try {
    read = readLayouts(db, mapAll, viewportExtras, layoutPapers);
  } catch {
    read = { layouts: [], unreadable: records.filter((r) => isPaperSpace(r.name) && hasPaperContent(r)).length };
  }
  return {
    format: 'dwg',
    version,
    units: insUnits === null ? null : (INSUNITS_CODES[insUnits] ?? null),
    insUnits,
    layers,
    blocks,
    modelSpace,
    skipped: context.skipped,
    layouts: read.layouts,
    ...(read.unreadable > 0 ? { unreadableLayouts: read.unreadable } : {}),
  };
}
