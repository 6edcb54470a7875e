/**
 * Each layer's lengths and areas (issue 28: « calques → longueurs et surfaces »), and the layers panel's list.
 *
 * Lengths: every line, polyline (bulges as arcs), arc, circle, ellipse and spline drawn, model space's and every block
 * reference's copy (each piece named as the contract says: '2F/1A3'), on its effective layer (« 0 » inside a block:
 * the reference's); never an MLINE's caps, joints or fill (`decoration`: drawn, not measured nor counted). Areas: closed polylines, circles, whole ellipses, solids and hatches (holes deducted by even-odd
 * nesting). A closed polyline, a circle or a whole ellipse counts both ways: its perimeter as a length, its surface as
 * an area. Open polylines are lengths only, even when their last vertex lies on their first (the file says whether a
 * polyline is closed; AutoCAD's own area of an open polyline is not a surface an économiste would take).
 *
 * Metres come from the exact geometry in sheet points × (unit metres / k): the drawing's units × UNIT_METRES with the
 * blocks' scales applied. Dimensions' and tables' lines are measured on their layers like any other; frozen and hidden
 * layers too (the panel says they are).
 */
import { invert, multiply, type Matrix } from '../pdf/geometry';
import type { Point, Ring } from '../takeoff/types';
import { drawnId, expandReferences, frenchOrder, walkDrawn, type CadExpansion } from './blocks';
import type { PathClip } from './clip';
import {
  addEntityToBox,
  areaRing,
  emptyBox,
  entityArea,
  entityLength,
  flattenEntity,
  hasArea,
  hasLength,
  hatchRegions,
  isFiniteEntity,
} from './geometry';
import { placementMatrix } from './transform';
import {
  UNIT_METRES,
  type CadAreaPiece,
  type CadDrawing,
  type CadEntity,
  type CadHatch,
  type CadLayerGeometry,
  type CadLayerSummary,
  type CadLengthPiece,
  type CadPlacement,
} from './types';

interface LayerPieces {
  metres: number;
  squareMetres: number;
  lengths: CadLengthPiece[];
  areas: CadAreaPiece[];
}

/** Every layer that has a length or an area, sorted by name (French collation, numbers as numbers). */
export function layerGeometry(
  drawing: CadDrawing,
  placement: CadPlacement,
  expansion: CadExpansion = expandReferences(drawing),
): CadLayerGeometry[] {
  const sheet = placementMatrix(placement);
  const metresPerPoint = UNIT_METRES[placement.unit] / placement.k;
  const squareMetresPerPoint = metresPerPoint * metresPerPoint;
  const layers = new Map<string, LayerPieces>();
  const of = (name: string) => {
    let l = layers.get(name);
    if (!l) {
      l = { metres: 0, squareMetres: 0, lengths: [], areas: [] };
      layers.set(name, l);
    }
    return l;
  };
  const area = (l: LayerPieces, id: string, type: string, outer: Point[], holes: Ring[], squareMetres: number) => {
    if (!(squareMetres > 0) || outer.length < 3) return;
    l.areas.push({ id, type, outer, holes, squareMetres });
    l.squareMetres += squareMetres;
  };
  let lastMatrix = null as ReturnType<typeof multiply> | null;
  let lastFull = sheet;
  let lastLayer = '';
  let lastPieces: LayerPieces | null = null;
  const toModel = invert(sheet) ?? sheet;
  const box = emptyBox();
  walkDrawn(drawing, expansion, (e, matrix, layer, _reference, prefix, index, clip) => {
    // An MLINE's caps, joints and fill are drawn, not measured: no run of wall (mline.ts).
    if (e.kind === 'text' || e.kind === 'point' || e.decoration || !isFiniteEntity(e)) return;
    if (clip !== null) {
      // Inside a clipped reference (XCLIP), only what the clip shows is measured (xclip.ts).
      box.minX = box.minY = Infinity;
      box.maxX = box.maxY = -Infinity;
      addEntityToBox(box, e, matrix);
      if (clip.missesBox(box.minX, box.minY, box.maxX, box.maxY)) return;
      if (!clip.containsBox(box.minX, box.minY, box.maxX, box.maxY)) {
        if (layer !== lastLayer || !lastPieces) {
          lastLayer = layer;
          lastPieces = of(layer);
        }
        measureClipped(e, multiply(sheet, matrix), toModel, clip, drawnId(e, prefix, index), lastPieces, {
          metresPerPoint,
          squareMetresPerPoint,
        });
        return;
      }
    }
    // Consecutive entities of one reference share its matrix: multiplied once.
    if (matrix !== lastMatrix) {
      lastMatrix = matrix;
      lastFull = multiply(sheet, matrix);
    }
    const full = lastFull;
    if (layer !== lastLayer || !lastPieces) {
      lastLayer = layer;
      lastPieces = of(layer);
    }
    const l = lastPieces;
    const id = drawnId(e, prefix, index);
    if (e.kind === 'line') {
      // The bulk of every drawing: no detour through the general functions.
      const a = { x: full[0] * e.a.x + full[2] * e.a.y + full[4], y: full[1] * e.a.x + full[3] * e.a.y + full[5] };
      const b = { x: full[0] * e.b.x + full[2] * e.b.y + full[4], y: full[1] * e.b.x + full[3] * e.b.y + full[5] };
      const metres = Math.hypot(b.x - a.x, b.y - a.y) * metresPerPoint;
      if (metres > 0) {
        l.lengths.push({ id, type: e.type, points: [a, b], closed: false, metres });
        l.metres += metres;
      }
      return;
    }
    let outline: Point[] | null = null;
    if (hasLength(e)) {
      const metres = entityLength(e, full) * metresPerPoint;
      if (metres > 0) {
        const { points, closed } = flattenEntity(e, full);
        l.lengths.push({ id, type: e.type, points, closed, metres });
        l.metres += metres;
        // A closed curve's outline is its area's ring: flattened once (a revision cloud is thousands of arcs).
        if (closed) outline = points;
      }
    }
    if (hasArea(e)) {
      area(l, id, e.type, outline ?? areaRing(e, full), [], entityArea(e, full) * squareMetresPerPoint);
    } else if (e.kind === 'hatch') {
      const regions = hatchRegions(e, full);
      regions.forEach((r, i) =>
        area(l, regions.length > 1 ? `${id}~${i + 1}` : id, e.type, r.outer, r.holes, r.area * squareMetresPerPoint),
      );
    }
  });
  return [...layers.entries()]
    .filter(([, l]) => l.lengths.length > 0 || l.areas.length > 0)
    .sort(([a], [b]) => frenchOrder.compare(a, b))
    .map(([layer, l]) => ({
      layer,
      metres: l.metres,
      squareMetres: l.squareMetres,
      lengths: l.lengths,
      areas: l.areas,
    }));
}

/**
 * A drawn entity's part a clip shows (model space), measured. Lengths: the entity flattened on the sheet (as the
 * pieces are), each segment cut where it crosses the boundary; each run inside is a piece (`id~1`, `id~2`… when
 * there are several). Areas: the closed outline's or the hatch's rings cut to the clip (clip.ts's fill: the part
 * inside, holes kept by even-odd), then regions by nesting as a hatch's.
 */
function measureClipped(
  e: CadEntity,
  full: Matrix,
  toModel: Matrix,
  clip: PathClip,
  id: string,
  l: LayerPieces,
  units: { metresPerPoint: number; squareMetresPerPoint: number },
): void {
  const model = (p: Point): [number, number] => [
    toModel[0] * p.x + toModel[2] * p.y + toModel[4],
    toModel[1] * p.x + toModel[3] * p.y + toModel[5],
  ];
  const toSheet = invert(toModel) ?? toModel;
  const sheetOf = (x: number, y: number): Point => applyTo(toSheet, { x, y });
  let outline: Point[] | null = null;
  if (hasLength(e)) {
    const { points, closed } =
      e.kind === 'line' ? { points: [applyTo(full, e.a), applyTo(full, e.b)], closed: false } : flattenEntity(e, full);
    if (closed) outline = points;
    const ring = closed && points.length > 2 ? [...points, points[0] as Point] : points;
    const runs: Point[][] = [];
    let run: Point[] | null = null;
    for (let i = 0; i + 1 < ring.length; i++) {
      const a = ring[i] as Point;
      const b = ring[i + 1] as Point;
      const [ax, ay] = model(a);
      const [bx, by] = model(b);
      for (const [t0, t1] of clip.segment(ax, ay, bx, by)) {
        const start = { x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0 };
        const end = { x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1 };
        const last = run?.[run.length - 1];
        if (run && last && Math.abs(last.x - start.x) < 1e-9 && Math.abs(last.y - start.y) < 1e-9) run.push(end);
        else {
          run = [start, end];
          runs.push(run);
        }
      }
    }
    // A closed outline cut once is one run: the one ending where its first starts is joined to it.
    const first = runs[0];
    const last = runs[runs.length - 1];
    if (closed && first && last && runs.length > 1) {
      const [end, start] = [last[last.length - 1] as Point, first[0] as Point];
      if (Math.abs(end.x - start.x) < 1e-9 && Math.abs(end.y - start.y) < 1e-9) {
        runs[0] = [...last, ...first.slice(1)];
        runs.pop();
      }
    }
    const pieces = runs
      .map((points) => ({ points, metres: runLength(points) * units.metresPerPoint }))
      .filter((r) => r.metres > 0);
    pieces.forEach((r, i) => {
      l.lengths.push({
        id: pieces.length > 1 ? `${id}~${i + 1}` : id,
        type: e.type,
        points: r.points,
        closed: false,
        metres: r.metres,
      });
      l.metres += r.metres;
    });
  }
  let rings: Point[][] = [];
  if (hasArea(e)) rings = [outline ?? areaRing(e, full)];
  else if (e.kind === 'hatch') rings = hatchRegions(e, full).flatMap((r) => [r.outer, ...r.holes]);
  if (rings.length === 0) return;
  const cut = clip.fill(rings.map((ring) => ring.flatMap((p) => model(p))));
  if (cut.length === 0) return;
  const shown: CadHatch = {
    kind: 'hatch',
    handle: '',
    type: e.type,
    layer: e.layer,
    solid: true,
    pattern: '',
    loops: cut.map((ring) => {
      const vertices = [];
      for (let i = 0; i + 1 < ring.length; i += 2)
        vertices.push({ ...sheetOf(ring[i] as number, ring[i + 1] as number), bulge: 0 });
      return { vertices, external: false };
    }),
  };
  const regions = hatchRegions(shown, [1, 0, 0, 1, 0, 0]);
  regions.forEach((r, i) => {
    const squareMetres = r.area * units.squareMetresPerPoint;
    if (!(squareMetres > 0) || r.outer.length < 3) return;
    l.areas.push({
      id: regions.length > 1 ? `${id}~${i + 1}` : id,
      type: e.type,
      outer: r.outer,
      holes: r.holes,
      squareMetres,
    });
    l.squareMetres += squareMetres;
  });
}

function applyTo(m: Matrix, p: { x: number; y: number }): Point {
  return { x: m[0] * p.x + m[2] * p.y + m[4], y: m[1] * p.x + m[3] * p.y + m[5] };
}

function runLength(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i] as Point;
    const b = points[i + 1] as Point;
    sum += Math.hypot(b.x - a.x, b.y - a.y);
  }
  return sum;
}

/**
 * The layers panel's list: the file's layer table, plus any layer an entity names that the table lacks (black, shown);
 * `entityCount` counts every entity drawn on it (each reference's copy, on its effective layer; INSERTs and
 * DIMENSIONs themselves are containers, not counted). Sorted by name (French collation).
 */
export function layerSummaries(
  drawing: CadDrawing,
  expansion: CadExpansion = expandReferences(drawing),
): CadLayerSummary[] {
  const counts = new Map<string, number>();
  const box = emptyBox();
  walkDrawn(drawing, expansion, (entity, matrix, layer, _reference, _prefix, _index, clip) => {
    if (entity.decoration) return;
    if (clip !== null) {
      // What a clipped reference hides is not counted on its layer (the boxes' test: a rough one).
      box.minX = box.minY = Infinity;
      box.maxX = box.maxY = -Infinity;
      addEntityToBox(box, entity, matrix);
      if (clip.missesBox(box.minX, box.minY, box.maxX, box.maxY)) return;
    }
    counts.set(layer, (counts.get(layer) ?? 0) + 1);
  });
  const summaries = new Map<string, CadLayerSummary>();
  for (const l of drawing.layers) {
    summaries.set(l.name, {
      name: l.name,
      color: l.color,
      lineweight: l.lineweight,
      visible: l.visible,
      frozen: l.frozen,
      entityCount: counts.get(l.name) ?? 0,
    });
  }
  for (const [name, entityCount] of counts) {
    if (!summaries.has(name)) {
      summaries.set(name, { name, color: '#000000', lineweight: null, visible: true, frozen: false, entityCount });
    }
  }
  return [...summaries.values()].sort((a, b) => frenchOrder.compare(a.name, b.name));
}
