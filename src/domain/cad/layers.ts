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
import { multiply } from '../pdf/geometry';
import type { Point, Ring } from '../takeoff/types';
import { drawnId, expandReferences, frenchOrder, walkDrawn, type CadExpansion } from './blocks';
import {
  areaRing,
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
  walkDrawn(drawing, expansion, (e, matrix, layer, _reference, prefix, index) => {
    // An MLINE's caps, joints and fill are drawn, not measured: no run of wall (mline.ts).
    if (e.kind === 'text' || e.kind === 'point' || e.decoration || !isFiniteEntity(e)) return;
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
 * The layers panel's list: the file's layer table, plus any layer an entity names that the table lacks (black, shown);
 * `entityCount` counts every entity drawn on it (each reference's copy, on its effective layer; INSERTs and
 * DIMENSIONs themselves are containers, not counted). Sorted by name (French collation).
 */
export function layerSummaries(
  drawing: CadDrawing,
  expansion: CadExpansion = expandReferences(drawing),
): CadLayerSummary[] {
  const counts = new Map<string, number>();
  walkDrawn(drawing, expansion, (entity, _matrix, layer) => {
    if (!entity.decoration) counts.set(layer, (counts.get(layer) ?? 0) + 1);
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
