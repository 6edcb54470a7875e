/**
 * The messages between the page and the CAD worker (cad.worker.ts), over ../rpc, as the selection worker's: every
 * request carries an id that its answers repeat — `progress` messages, then one `result` or one `error`. The page
 * cancels by terminating the worker (client.ts): a parse runs in one stretch.
 *
 * The import of a CAD file (issue 28) goes:
 * - DXF: `readDxf` (the bytes, transferred) → the drawing, kept in the worker under `drawingId`, and its summary;
 * - DWG: the server converts it (server/cad, POST /api/cad/dwg) to a CadDrawing; `loadDrawing` hands it over (the
 *   server's answer as it came, its JSON's bytes transferred: parsed and checked in the worker);
 * - its external references' files, when the import has them (issue 28: the same selection), read or loaded the same
 *   way under drawing ids of their own;
 * - then, once the unit is known (the file's, or the person's answer when the file has none), `build` → the sheet's
 *   PDF page (vectors, one optional content group per layer) and its CadSheetModel; `forget` drops the drawing.
 */
import type { CadDrawing, CadErrorCode, CadFormat, CadSheetModel, CadUnit } from '../../domain/cad/types.ts';
import type { RpcMessage } from '../rpc/protocol.ts';

export interface SerializedCadError {
  /** `unknown`: anything else the worker threw (a bug), said with its message (../rpc/serve.ts). */
  code: CadErrorCode | 'badRequest' | 'unknownDrawing' | 'unknown';
  message: string;
}

export class CadError extends Error {
  readonly code: SerializedCadError['code'];
  constructor(code: SerializedCadError['code'], message: string = code) {
    super(message);
    this.name = 'CadError';
    this.code = code;
  }
  toJSON(): SerializedCadError {
    return { code: this.code, message: this.message };
  }
}

/** What the import shows and asks before building: the unit question needs `units` and `insUnits`. */
export interface CadDrawingSummary {
  drawingId: string;
  format: CadFormat;
  version: string;
  units: CadUnit | null;
  insUnits: number | null;
  layerCount: number;
  blockCount: number;
  /** Model space's entities (block references counted once). */
  entityCount: number;
  skipped: Record<string, number>;
  /**
   * The files its placed external references ask for (domain/cad/xrefs.ts wantedXrefFiles: each saved path's last
   * part), for the import to find among the files given with it. Empty when it places none.
   */
  xrefs: string[];
  /** Milliseconds spent parsing (readDxf) or checking (loadDrawing). */
  ms: number;
}

export interface CadBuildResult {
  /** The sheet's PDF (one page), for the file store and every PDF consumer. */
  pdf: ArrayBuffer;
  model: CadSheetModel;
  /** Each page's operators as pdf.js lists them (the PDF engine's count, under MAX_PAGE_OPERATORS). */
  operators: number[];
  ms: number;
}

/**
 * A referenced file given to the build: its name as given, and the id its drawing is kept under (null: it was found but
 * could not be read — the xref stays missing, and says so).
 */
export interface CadXrefFile {
  file: string;
  drawingId: string | null;
}

/** What the build draws external references from (domain/cad/xrefs.ts bindXrefs). */
export interface CadBuildXrefs {
  /** The host's own file name: a referenced file that references it back is a cycle. */
  hostFile: string;
  files: CadXrefFile[];
}

export type CadProgressMessage =
  | { stage: 'parse'; done: number; total: number }
  | { stage: 'blocks' }
  | { stage: 'draw'; done: number; total: number };

export type CadRequest =
  | { type: 'readDxf'; id: number; drawingId: string; data: ArrayBuffer }
  | { type: 'loadDrawing'; id: number; drawingId: string; drawing: CadDrawing | ArrayBuffer }
  | {
      type: 'build';
      id: number;
      drawingId: string;
      unit: CadUnit;
      unitSource: 'file' | 'person';
      xrefs?: CadBuildXrefs;
    }
  | { type: 'forget'; id: number; drawingId: string }
  | { type: 'cancel'; id: number };

export interface CadResults {
  readDxf: CadDrawingSummary;
  loadDrawing: CadDrawingSummary;
  build: CadBuildResult;
  forget: null;
}

export type CadResultMessage = {
  [K in keyof CadResults]: { type: 'result'; id: number; request: K; result: CadResults[K] };
}[keyof CadResults];

export type CadWorkerMessage = RpcMessage<CadResultMessage, CadProgressMessage, SerializedCadError>;
