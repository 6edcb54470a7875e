/**
 * The CAD engine in Node, for tests and benches: the engine as the worker runs it, with a pipeline whose steps a test
 * may replace (a reader stub, a hand-made placement), and `handPipeline`, which places a drawing by its model-space
 * lines and polylines and gives an empty model: enough to build a sheet from a hand-made drawing before
 * domain/cad/placement.ts and sheetModel.ts are wired (pipeline.ts).
 */
import { placementAt } from '../../domain/cad/pdfTesting.ts';
import { CAD_SHEET_MARGIN_PT, type CadDrawing, type CadSheetModel, type CadUnit } from '../../domain/cad/types.ts';
import { CadEngine, type CadContext, type CadEngineLimits } from './engine.ts';
import { cadPipeline, type CadPipeline, type SheetPlacement } from './pipeline.ts';

/** Places the drawing at 1:`denominator` by the extent of its model-space lines and polylines' vertices. */
export function handPlacement(denominator = 100) {
  return (drawing: CadDrawing, unit: CadUnit, unitSource: 'file' | 'person'): SheetPlacement => {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    const add = (x: number, y: number) => {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    };
    for (const e of drawing.modelSpace) {
      if (e.kind === 'line') {
        add(e.a.x, e.a.y);
        add(e.b.x, e.b.y);
      } else if (e.kind === 'polyline') for (const v of e.vertices) add(v.x, v.y);
    }
    if (!Number.isFinite(minX)) minX = minY = maxX = maxY = 0;
    const placement = { ...placementAt(unit, denominator, { x: minX, y: maxY }, CAD_SHEET_MARGIN_PT), unitSource };
    return {
      placement,
      width: (maxX - minX) * placement.k + 2 * CAD_SHEET_MARGIN_PT,
      height: (maxY - minY) * placement.k + 2 * CAD_SHEET_MARGIN_PT,
    };
  };
}

/** A model with the sheet's placement and size and nothing else. */
export function emptyModel(drawing: CadDrawing, sheet: SheetPlacement): CadSheetModel {
  return {
    version: 1,
    format: drawing.format,
    fileVersion: drawing.version,
    placement: sheet.placement,
    width: sheet.width,
    height: sheet.height,
    layers: [],
    blocks: [],
    geometry: [],
    skipped: { ...drawing.skipped },
  };
}

export const handPipeline: CadPipeline = {
  readDxf: cadPipeline.readDxf,
  placeDrawing: handPlacement(),
  buildSheetModel: emptyModel,
};

export function nodeCadEngine(pipeline: Partial<CadPipeline> = {}, limits: Partial<CadEngineLimits> = {}): CadEngine {
  return new CadEngine({ ...handPipeline, ...pipeline }, limits);
}

/** A request context that nobody cancels, recording progress. */
export function cadContext(signal = new AbortController().signal): CadContext & { stages: string[] } {
  const stages: string[] = [];
  return { signal, progress: (p) => stages.push(p.stage), stages };
}
