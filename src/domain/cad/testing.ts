/**
 * Hand-built CAD drawings for the tests of domain/cad (no file, no reader): each builder takes what a test states and
 * fills the rest with a DXF's defaults. Handles count up from 1000 (hex) unless given.
 */
import type {
  CadArc,
  CadBlock,
  CadCircle,
  CadDrawing,
  CadEllipse,
  CadEntity,
  CadHatch,
  CadInsert,
  CadLayer,
  CadLayout,
  CadLine,
  CadPoint,
  CadPolyline,
  CadSolid,
  CadSpline,
  CadText,
  CadUnit,
  CadVertex,
  CadViewport,
} from './types';

let nextHandle = 0x1000;
const handle = () => (nextHandle++).toString(16).toUpperCase();

interface Common {
  handle?: string;
  layer?: string;
}

const common = (type: string, o: Common = {}) => ({ handle: o.handle ?? handle(), type, layer: o.layer ?? '0' });

export const pt = (x: number, y: number): CadPoint => ({ x, y });

export const line = (a: CadPoint, b: CadPoint, o?: Common): CadLine => ({ ...common('LINE', o), kind: 'line', a, b });

/** Vertices as [x, y] or [x, y, bulge]. */
export function polyline(vertices: readonly (readonly number[])[], closed = false, o?: Common): CadPolyline {
  return {
    ...common('LWPOLYLINE', o),
    kind: 'polyline',
    vertices: vertices.map(([x = 0, y = 0, bulge = 0]): CadVertex => ({ x, y, bulge })),
    closed,
  };
}

/** A rectangle as a closed polyline from (x, y), counter-clockwise. */
export const rectangle = (x: number, y: number, w: number, h: number, o?: Common): CadPolyline =>
  polyline(
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    true,
    o,
  );

export const arc = (center: CadPoint, radius: number, start: number, end: number, o?: Common): CadArc => ({
  ...common('ARC', o),
  kind: 'arc',
  center,
  radius,
  start,
  end,
});

export const circle = (center: CadPoint, radius: number, o?: Common): CadCircle => ({
  ...common('CIRCLE', o),
  kind: 'circle',
  center,
  radius,
});

export const ellipse = (
  center: CadPoint,
  majorAxis: CadPoint,
  ratio: number,
  start = 0,
  end = 2 * Math.PI,
  o?: Common,
): CadEllipse => ({ ...common('ELLIPSE', o), kind: 'ellipse', center, majorAxis, ratio, start, end });

export const spline = (points: readonly CadPoint[], closed = false, o?: Common): CadSpline => ({
  ...common('SPLINE', o),
  kind: 'spline',
  points,
  closed,
});

export const solid = (points: readonly CadPoint[], o?: Common): CadSolid => ({
  ...common('SOLID', o),
  kind: 'solid',
  points,
});

/** Loops as vertex lists ([x, y] or [x, y, bulge]). */
export const hatch = (loops: readonly (readonly (readonly number[])[])[], o?: Common): CadHatch => ({
  ...common('HATCH', o),
  kind: 'hatch',
  loops: loops.map((l, i) => ({
    vertices: l.map(([x = 0, y = 0, bulge = 0]) => ({ x, y, bulge })),
    external: i === 0,
  })),
  solid: true,
  pattern: 'SOLID',
});

export const text = (position: CadPoint, value: string, height = 2.5, o?: Common): CadText => ({
  ...common('TEXT', o),
  kind: 'text',
  position,
  height,
  rotation: 0,
  text: value,
});

export interface InsertOptions extends Common {
  scale?: CadPoint;
  rotation?: number;
  columns?: number;
  rows?: number;
  columnSpacing?: number;
  rowSpacing?: number;
  attributes?: readonly CadText[];
}

export const insert = (block: string, position: CadPoint, o: InsertOptions = {}): CadInsert => ({
  ...common((o.columns && o.columns > 1) || (o.rows && o.rows > 1) ? 'MINSERT' : 'INSERT', o),
  kind: 'insert',
  block,
  position,
  scale: o.scale ?? { x: 1, y: 1 },
  rotation: o.rotation ?? 0,
  columns: o.columns ?? 1,
  rows: o.rows ?? 1,
  columnSpacing: o.columnSpacing ?? 0,
  rowSpacing: o.rowSpacing ?? 0,
  attributes: o.attributes ?? [],
});

export interface BlockOptions {
  effectiveName?: string;
  base?: CadPoint;
  xref?: boolean;
  xrefPath?: string;
  xrefOverlay?: true;
}

export const block = (name: string, entities: readonly CadEntity[], o: BlockOptions = {}): CadBlock => ({
  name,
  effectiveName: o.effectiveName ?? name,
  base: o.base ?? { x: 0, y: 0 },
  entities,
  anonymous: name.startsWith('*'),
  xref: o.xref ?? false,
  ...(o.xrefPath !== undefined ? { xrefPath: o.xrefPath } : {}),
  ...(o.xrefOverlay ? { xrefOverlay: true as const } : {}),
});

export const layer = (name: string, o: Partial<Omit<CadLayer, 'name'>> = {}): CadLayer => ({
  name,
  color: o.color ?? '#000000',
  lineweight: o.lineweight ?? null,
  visible: o.visible ?? true,
  frozen: o.frozen ?? false,
});

export interface DrawingOptions {
  units?: CadUnit | null;
  layers?: readonly CadLayer[];
  blocks?: readonly CadBlock[];
  skipped?: Record<string, number>;
}

/** A DXF drawing in millimetres unless told; layers: « 0 » plus every layer an entity names, unless given. */
export function drawing(modelSpace: readonly CadEntity[], o: DrawingOptions = {}): CadDrawing {
  const blocks = o.blocks ?? [];
  const named = new Set<string>(['0']);
  for (const e of [...modelSpace, ...blocks.flatMap((b) => b.entities)]) named.add(e.layer);
  const units = o.units === undefined ? 'mm' : o.units;
  return {
    format: 'dxf',
    version: 'AC1015',
    units,
    insUnits: units === null ? 0 : { inch: 1, foot: 2, mm: 4, cm: 5, m: 6 }[units],
    layers: o.layers ?? [...named].map((n) => layer(n)),
    blocks,
    modelSpace,
    skipped: o.skipped ?? {},
  };
}

/**
 * A viewport as a layout of a DWG from the server (or a DXF) carries it: by default a 300 × 200 mm viewport at 1:50
 * onto a 5 × 4 m room (target (2500, 2000)), COTES frozen in it — the layout fixture of the DWG tests.
 */
export function cadViewport(o: Partial<CadViewport> = {}): CadViewport {
  return {
    handle: '63',
    id: 2,
    center: { x: 200, y: 150 },
    width: 300,
    height: 200,
    viewCenter: { x: 0, y: 0 },
    viewTarget: { x: 2500, y: 2000 },
    viewHeight: 10_000,
    twist: 0,
    frozenLayers: ['COTES'],
    unknownFrozenLayers: 0,
    nonRectangularClip: false,
    notPlanView: false,
    ...o,
  };
}

/** A paper-space layout: by default « A1 - Plan » (tab 1, `*Paper_Space`), a 500 mm MURS line on it, cadViewport(). */
export function cadLayout(o: Partial<CadLayout> = {}): CadLayout {
  return {
    name: 'A1 - Plan',
    tabOrder: 1,
    block: '*Paper_Space',
    entities: [line(pt(0, 0), pt(500, 0), { handle: '61', layer: 'MURS' })],
    viewports: [cadViewport()],
    unreadableViewports: 0,
    ...o,
  };
}

/** The value, or a thrown error when it is missing (tests read arrays without non-null assertions). */
export function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('missing value');
  return value;
}
