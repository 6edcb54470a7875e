/**
 * The seam between the CAD worker and the domain steps other parts of issue 28 write: the DXF reader
 * (domain/cad/dxf), the placement (domain/cad/placement.ts) and the sheet's model (domain/cad/sheetModel.ts).
 * The engine takes a CadPipeline, so that its tests run on hand-made drawings; the worker uses `cadPipeline`.
 *
 * MERGE: until those modules are on main, `cadPipeline` says « not wired » (the call fails with workerFailed). The
 * lead replaces the three bodies with the imports once they land:
 *   readDxf: (bytes, onProgress) => readDxf(bytes, { onProgress }),            // domain/cad/dxf/index.ts
 *   placeDrawing: (drawing, unit, unitSource) => placeDrawing(drawing, unit, unitSource),   // placement.ts
 *   buildSheetModel: (drawing, placement, size) => buildSheetModel(drawing, placement, size), // sheetModel.ts
 * adapting the argument order to theirs.
 */
import type { CadDrawing, CadPlacement, CadSheetModel, CadUnit } from '../../domain/cad/types.ts';
import { CadError } from './protocol.ts';

export interface SheetPlacement {
  readonly placement: CadPlacement;
  /** The sheet's size, PDF points. */
  readonly width: number;
  readonly height: number;
}

export interface CadPipeline {
  /**
   * A DXF's bytes → the neutral drawing. A bad file throws an error whose `code` is a CadErrorCode (the reader's
   * CadReadError): the engine passes the code on.
   */
  readDxf(bytes: Uint8Array, onProgress: (done: number, total: number) => void): CadDrawing | Promise<CadDrawing>;
  /** Where the drawing sits on its sheet, at the scale that fits it, and the sheet's size. */
  placeDrawing(drawing: CadDrawing, unit: CadUnit, unitSource: 'file' | 'person'): SheetPlacement;
  /** The blocks, references and layer totals of the sheet. */
  buildSheetModel(drawing: CadDrawing, sheet: SheetPlacement): CadSheetModel;
}

const notWired = (what: string) => (): never => {
  throw new CadError('workerFailed', `${what} is not wired into the CAD worker yet (src/workers/cad/pipeline.ts)`);
};

export const cadPipeline: CadPipeline = {
  readDxf: notWired('the DXF reader'),
  placeDrawing: notWired('placeDrawing'),
  buildSheetModel: notWired('buildSheetModel'),
};
