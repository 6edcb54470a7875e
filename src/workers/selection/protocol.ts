/**
 * The messages between the page and the selection worker (selection.worker.ts), over ../rpc, as the counting worker's
 * (../counting/protocol.ts): every request carries an id that its answers repeat — `progress` messages, then one
 * `result` or one `error`. The page cancels by terminating the worker (client.ts).
 *
 * The worker opens the sheet's PDF itself and keeps, per sheet and set of hidden layers, what a click needs: the ink
 * raster (drawn from the visible segments, or rendered and binarised for a scan), its distance map, the segments and
 * their index, and the sheet's text. `prepare` builds them ahead of the first click (the area tool's « remplissage »
 * mode, the length tool's « élément du plan » mode started); `fill`, `run` and `skirting` build them when missing.
 *
 * Coordinates are in sheet space (points, origin top-left, y down: src/domain/pdf/geometry.ts).
 */
import type {
  FillErrorCode,
  FillOptions,
  FillResult,
  InkSource,
  RunErrorCode,
  RunOptions,
  RunResult,
  SkirtingOptions,
  SkirtingResult,
} from '../../domain/selection/types.ts';
import type { RpcMessage } from '../rpc/protocol.ts';

export type SelectionErrorCode =
  | FillErrorCode
  | RunErrorCode
  /** The request was cancelled. */
  | 'cancelled'
  /** The sheet's raster would not fit in memory. */
  | 'sheetTooLarge'
  /** The PDF could not be opened or the page read (its own code is in the message). */
  | 'pdf'
  /** No open document has this id. */
  | 'unknownDocument'
  | 'badRequest'
  /** The worker crashed or could not start. */
  | 'workerFailed'
  | 'unknown';

export interface SerializedSelectionError {
  code: SelectionErrorCode;
  message: string;
}

export class SelectionError extends Error {
  readonly code: SelectionErrorCode;
  constructor(code: SelectionErrorCode, message: string = code) {
    super(message);
    this.name = 'SelectionError';
    this.code = code;
  }
  toJSON(): SerializedSelectionError {
    return { code: this.code, message: this.message };
  }
}

/** Which sheet a request works on, and the layers the person switched off (not in the raster, not followed). */
export interface SheetRef {
  docId: string;
  /** 1-based page number. */
  page: number;
  hiddenLayerIds?: string[];
  /**
   * The sheet's drawing scale, in points per metre (its default scale), when it has one: what a wall's thickness or a
   * tile is in points, so that the lines cleared at prepare are judged in metres, at any scale. Absent: judged as on
   * a 1:100 sheet.
   */
  pointsPerMetre?: number;
}

export interface PrepareResult {
  source: InkSource;
  /** Raster pixels per point, and its size. */
  scale: number;
  width: number;
  height: number;
  /** Milliseconds spent reading the page (operator list, text, or render) and building the raster and its maps. */
  ms: number;
  /** Whether this request built them (false: kept from an earlier one). */
  built: boolean;
}

export type SelectionProgressMessage =
  | { stage: 'open' }
  /** Reading the page's vectors and text, or rendering a scan. */
  | { stage: 'read' }
  /** Building the ink raster and its distance map; `done` of `total` rows. */
  | { stage: 'raster'; done: number; total: number };

export type SelectionRequest =
  | { type: 'open'; id: number; docId: string; data: ArrayBuffer }
  | ({
      type: 'prepare';
      id: number;
      /** The gap the clicks will close openings up to (points): the fill's buffers are made ready for it. */
      gap?: number;
    } & SheetRef)
  | ({ type: 'fill'; id: number } & SheetRef & { options: FillOptions })
  | ({ type: 'run'; id: number } & SheetRef & { options: RunOptions })
  | ({ type: 'skirting'; id: number } & SheetRef & { options: SkirtingOptions })
  | { type: 'close'; id: number; docId: string }
  | { type: 'cancel'; id: number };

export interface SelectionResults {
  open: { pageCount: number };
  prepare: PrepareResult;
  /** `ms`: from the request's arrival to its answer, preparing excluded. */
  fill: FillResult & { ms: number };
  run: RunResult & { ms: number };
  skirting: SkirtingResult & { ms: number };
  close: null;
}

export type SelectionResultMessage = {
  [K in keyof SelectionResults]: { type: 'result'; id: number; request: K; result: SelectionResults[K] };
}[keyof SelectionResults];

export type SelectionWorkerMessage = RpcMessage<
  SelectionResultMessage,
  SelectionProgressMessage,
  SerializedSelectionError
>;
