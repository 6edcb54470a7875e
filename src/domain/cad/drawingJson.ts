/**
 * A drawing received as JSON (the Metr server's DWG conversion, server/cad/route.ts): parsed and checked where it is
 * used — the CAD worker, so that the page's thread neither parses nor copies it (workspace/import/dwg.ts).
 */
import { CadReadError } from './errors';
import { CAD_UNITS, type CadDrawing, type CadEntityKind } from './types';

const KINDS = new Set<CadEntityKind>([
  'line',
  'polyline',
  'arc',
  'circle',
  'ellipse',
  'spline',
  'text',
  'insert',
  'hatch',
  'solid',
  'point',
  'dimension',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEntityList = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.every((e) => isObject(e) && KINDS.has(e.kind as CadEntityKind) && typeof e.layer === 'string');

/**
 * The answer has the drawing's shape: every top-level field, every layer's name and colour, every block's name and
 * entity list, every entity's kind and layer. Geometry is not checked here: the sheet's builder reads it defensively.
 */
export function isCadDrawing(value: unknown): value is CadDrawing {
  if (!isObject(value)) return false;
  const { format, version, units, insUnits, layers, blocks, modelSpace, skipped, layouts, unreadableLayouts } = value;
  return (
    (format === 'dwg' || format === 'dxf') &&
    typeof version === 'string' &&
    (units === null || (CAD_UNITS as readonly unknown[]).includes(units)) &&
    (insUnits === null || typeof insUnits === 'number') &&
    Array.isArray(layers) &&
    layers.every((l) => isObject(l) && typeof l.name === 'string' && typeof l.color === 'string') &&
    Array.isArray(blocks) &&
    blocks.every(
      (b) =>
        isObject(b) && typeof b.name === 'string' && typeof b.effectiveName === 'string' && isEntityList(b.entities),
    ) &&
    isEntityList(modelSpace) &&
    isObject(skipped) &&
    (layouts === undefined || (Array.isArray(layouts) && layouts.every(isLayout))) &&
    (unreadableLayouts === undefined || (typeof unreadableLayouts === 'number' && unreadableLayouts >= 0))
  );
}

const isPoint = (value: unknown): boolean =>
  isObject(value) && typeof value.x === 'number' && typeof value.y === 'number';

/** A layout as domain/cad/layout.ts reads it: its name, its entities, and each viewport's numbers. */
const isLayout = (value: unknown): boolean =>
  isObject(value) &&
  typeof value.name === 'string' &&
  typeof value.tabOrder === 'number' &&
  typeof value.block === 'string' &&
  isEntityList(value.entities) &&
  typeof value.unreadableViewports === 'number' &&
  Array.isArray(value.viewports) &&
  value.viewports.every(
    (v) =>
      isObject(v) &&
      isPoint(v.center) &&
      isPoint(v.viewCenter) &&
      isPoint(v.viewTarget) &&
      ['width', 'height', 'viewHeight', 'twist'].every((k) => typeof v[k] === 'number') &&
      Array.isArray(v.frozenLayers) &&
      v.frozenLayers.every((l) => typeof l === 'string'),
  );

/**
 * The JSON of a drawing (its UTF-8 bytes or its text) → the drawing, checked; throws a CadReadError: `conversionFailed`
 * when it is not a drawing's shape, `emptyModel` when nothing in it draws (a plan drawn on paper only is a drawing
 * too: its layouts are its sheets, domain/cad/layout.ts).
 */
export function readDrawingJson(json: ArrayBuffer | string): CadDrawing {
  let body: unknown;
  try {
    body = JSON.parse(typeof json === 'string' ? json : new TextDecoder().decode(json));
  } catch {
    throw new CadReadError('conversionFailed', 'the drawing is not JSON');
  }
  if (!isCadDrawing(body)) throw new CadReadError('conversionFailed', 'not a CAD drawing');
  if (!body.modelSpace.length && !(body.layouts ?? []).some((l) => l.entities.length > 0)) {
    throw new CadReadError('emptyModel', 'nothing drawable in model space nor in any layout');
  }
  return body;
}
