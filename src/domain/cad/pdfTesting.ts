/**
 * (The PDF drawing's builders; ./testing.ts has the model's.)
 * Hand-made CAD drawings for tests and benches (issue 28): entity builders with their defaults, a placement
 * computed the way the contract states it (sheet = (x·k + dx, −y·k + dy)), without depending on placeDrawing.
 * Not part of the app bundle: only tests and scripts import it.
 */
import type {
  CadBlock,
  CadDrawing,
  CadEntity,
  CadHatch,
  CadInsert,
  CadLayer,
  CadLine,
  CadPlacement,
  CadPoint,
  CadPolyline,
  CadText,
  CadUnit,
  CadVertex,
} from './types.ts';
import { POINT_METRES, UNIT_METRES } from './types.ts';

let handles = 0x100;
const nextHandle = () => (handles++).toString(16).toUpperCase();

export function layer(name: string, options: Partial<CadLayer> = {}): CadLayer {
  return { name, color: '#000000', lineweight: null, visible: true, frozen: false, ...options };
}

type Own = Partial<Pick<CadLine, 'color' | 'byBlock' | 'lineweight' | 'handle'>>;

export function line(layerName: string, a: CadPoint, b: CadPoint, own: Own = {}): CadLine {
  return { kind: 'line', type: 'LINE', handle: nextHandle(), layer: layerName, a, b, ...own };
}

export function polyline(
  layerName: string,
  vertices: readonly (CadPoint & { bulge?: number })[],
  closed = false,
  own: Own = {},
): CadPolyline {
  const v: CadVertex[] = vertices.map((p) => ({ x: p.x, y: p.y, bulge: p.bulge ?? 0 }));
  return { kind: 'polyline', type: 'LWPOLYLINE', handle: nextHandle(), layer: layerName, vertices: v, closed, ...own };
}

export function text(layerName: string, position: CadPoint, height: number, value: string, rotation = 0): CadText {
  return {
    kind: 'text',
    type: 'TEXT',
    handle: nextHandle(),
    layer: layerName,
    position,
    height,
    rotation,
    text: value,
  };
}

export function hatch(
  layerName: string,
  ring: readonly CadPoint[],
  solid: boolean,
  holes: CadPoint[][] = [],
): CadHatch {
  const loop = (points: readonly CadPoint[], external: boolean) => ({
    vertices: points.map((p) => ({ x: p.x, y: p.y, bulge: 0 })),
    external,
  });
  return {
    kind: 'hatch',
    type: 'HATCH',
    handle: nextHandle(),
    layer: layerName,
    loops: [loop(ring, true), ...holes.map((h) => loop(h, false))],
    solid,
    pattern: solid ? 'SOLID' : 'ANSI31',
  };
}

export function insert(
  layerName: string,
  block: string,
  position: CadPoint,
  options: Partial<Omit<CadInsert, 'kind' | 'layer' | 'block' | 'position'>> = {},
): CadInsert {
  return {
    kind: 'insert',
    type: 'INSERT',
    handle: nextHandle(),
    layer: layerName,
    block,
    position,
    scale: { x: 1, y: 1 },
    rotation: 0,
    columns: 1,
    rows: 1,
    columnSpacing: 0,
    rowSpacing: 0,
    attributes: [],
    ...options,
  };
}

export function block(name: string, entities: readonly CadEntity[], base: CadPoint = { x: 0, y: 0 }): CadBlock {
  return { name, effectiveName: name, base, entities, anonymous: name.startsWith('*'), xref: false };
}

export function drawing(parts: Partial<CadDrawing> & Pick<CadDrawing, 'modelSpace'>): CadDrawing {
  return {
    format: 'dxf',
    version: 'AC1015',
    units: 'mm',
    insUnits: 4,
    layers: [],
    blocks: [],
    skipped: {},
    ...parts,
  };
}

/** A placement at 1:`denominator` for `unit`, the drawing's (minX, maxY) corner at (margin, margin) on the sheet. */
export function placementAt(
  unit: CadUnit,
  denominator: number,
  corner: CadPoint = { x: 0, y: 0 },
  margin = 36,
): CadPlacement {
  const k = UNIT_METRES[unit] / denominator / POINT_METRES;
  return { unit, unitSource: 'file', denominator, k, dx: margin - corner.x * k, dy: margin + corner.y * k };
}

/** Where the placement puts a drawing point on the sheet (points, y down). */
export function toSheet(p: CadPlacement, x: number, y: number): { x: number; y: number } {
  return { x: x * p.k + p.dx, y: -y * p.k + p.dy };
}
