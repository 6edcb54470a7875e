/**
 * The domain steps the CAD worker runs, as one seam: the DXF reader (domain/cad/dxf) and the sheet's model
 * (domain/cad/sheetModel.ts, which places the drawing: domain/cad/placement.ts). The engine takes a CadPipeline, so
 * that its tests can stub a step; the worker uses `cadPipeline`, the real ones.
 */
import { readDxf } from '../../domain/cad/dxf/index.ts';
import { buildSheetModel, type CadModelProgress } from '../../domain/cad/sheetModel.ts';
import type { CadDrawing, CadSheetModel, CadUnit } from '../../domain/cad/types.ts';

export interface CadPipeline {
  /**
   * A DXF's bytes → the neutral drawing. A bad file throws an error whose `code` is a CadErrorCode (CadReadError):
   * the engine passes the code on.
   */
  readDxf(bytes: Uint8Array, onProgress: (done: number, total: number) => void): CadDrawing | Promise<CadDrawing>;
  /** The sheet's model, its placement and size included; throws CadModelError (tooComplex, emptyModel). */
  buildSheetModel(
    drawing: CadDrawing,
    unit: CadUnit,
    unitSource: 'file' | 'person',
    onProgress?: (progress: CadModelProgress) => void,
  ): CadSheetModel;
}

export const cadPipeline: CadPipeline = {
  readDxf: (bytes, onProgress) => readDxf(bytes, { onProgress }),
  buildSheetModel,
};
