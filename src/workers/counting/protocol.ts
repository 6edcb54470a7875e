/**
 * The messages between the page and the counting worker (counting.worker.ts), over ../rpc: every request carries an
 * id that its answers repeat — `progress` messages, then one `result` or one `error`. The page cancels by terminating
 * the worker (client.ts): the matcher runs in one stretch and would only read a `cancel` once it is done.
 *
 * Coordinates are in sheet space (points, origin top-left, y down: src/domain/pdf/geometry.ts).
 */
import type { CountingProgress } from '../../domain/counting/match.ts';
import type { Proposal } from '../../domain/counting/types.ts';
import type { Rect } from '../../domain/pdf/geometry.ts';
import type { RpcMessage } from '../rpc/protocol.ts';

export type CountingErrorCode =
  /** The request was cancelled. */
  | 'cancelled'
  /** The box holds no drawing (blank paper). */
  | 'emptyTemplate'
  /** The box is larger than a quarter of the sheet. */
  | 'templateTooLarge'
  /** The box is a few pixels wide at the working resolution. */
  | 'templateTooSmall'
  /** The sheet's raster would not fit in memory. */
  | 'sheetTooLarge'
  /** The PDF could not be opened or the page rendered (its own code is in the message). */
  | 'pdf'
  /** No open document has this id. */
  | 'unknownDocument'
  | 'badRequest'
  /** The worker crashed or could not start. */
  | 'workerFailed'
  | 'unknown';

export interface SerializedCountingError {
  code: CountingErrorCode;
  message: string;
}

export class CountingError extends Error {
  readonly code: CountingErrorCode;
  constructor(code: CountingErrorCode, message: string = code) {
    super(message);
    this.name = 'CountingError';
    this.code = code;
  }
  toJSON(): SerializedCountingError {
    return { code: this.code, message: this.message };
  }
}

export interface FindRequest {
  docId: string;
  page: number;
  /** Layers the person switched off: not drawn in the raster the matcher searches. */
  hiddenLayerIds?: string[];
  /** One box per template (several for a symbol with variants); their proposals are merged. */
  templates: { id: string; box: Rect }[];
  /** Regions the person hid. */
  mask?: Rect[];
  /** Proposals under this score are not sent back (default: display threshold minus its near-miss band). */
  minScore?: number;
}

/** A sheet's working raster rendered ahead of a box (the count tool started boxing): nothing is searched. */
export interface PrepareRequest {
  docId: string;
  page: number;
  hiddenLayerIds?: string[];
}

export interface FindResult {
  proposals: Proposal[];
  /** Working raster pixels per point, and its size. */
  scale: number;
  width: number;
  height: number;
  /**
   * Whether the raster was rendered for this request (false: the sheet's last raster was reused). For
   * `findElsewhere`: the target's, and `renderMs` counts the source's render too when its templates were not kept.
   */
  rendered: boolean;
  /** Milliseconds spent rendering (0 when reused) and matching. */
  renderMs: number;
  matchMs: number;
  /** How many threads searched: 2 when the counting worker's helper took its half of the sheet (helper.ts). */
  threads?: number;
}

/**
 * Other sheets (`findElsewhere`): templates boxed on a source sheet, searched on a target sheet — another page of the
 * same document or of another open one. The page calls it sheet by sheet, each with its own progress and signal.
 */
export interface FindElsewhereRequest {
  /** Where the templates were boxed: their pixels are cut from this sheet's working raster (kept for the next sheet). */
  source: { docId: string; page: number; hiddenLayerIds?: string[]; templates: { id: string; box: Rect }[] };
  /** The sheet searched, its hidden layers and masked regions (in its own points). */
  target: { docId: string; page: number; hiddenLayerIds?: string[]; mask?: Rect[] };
  /**
   * How much larger the symbols are drawn on the target than on the source: the target's drawing scale over the
   * source's (a 1:100 target searched with a template from a 1:50 source: 0.5). Default 1 (same scale). The target is
   * rendered at the source's working scale ÷ ratio, so that its symbols are as many pixels as the template; within
   * the working raster's memory bound, else the templates are shrunk to match (working.ts, elsewhereScale).
   */
  ratio?: number;
  /** As in FindRequest. */
  minScore?: number;
}

export type CountingProgressMessage =
  | { stage: 'open' }
  /** `sheet`: which sheet of a `findElsewhere` is rendered (absent for `find`). */
  | { stage: 'render'; sheet?: 'source' | 'target' }
  | CountingProgress;

export type CountingRequest =
  | { type: 'open'; id: number; docId: string; data: ArrayBuffer }
  | ({ type: 'prepare'; id: number } & PrepareRequest)
  | ({ type: 'find'; id: number } & FindRequest)
  | ({ type: 'findElsewhere'; id: number } & FindElsewhereRequest)
  | { type: 'close'; id: number; docId: string }
  | { type: 'cancel'; id: number };

export interface CountingResults {
  open: { pageCount: number };
  prepare: { renderMs: number };
  find: FindResult;
  /** For the target sheet: its proposals in its own points, its working raster's scale and size. */
  findElsewhere: FindResult;
  close: null;
}

export type CountingResultMessage = {
  [K in keyof CountingResults]: { type: 'result'; id: number; request: K; result: CountingResults[K] };
}[keyof CountingResults];

export type CountingWorkerMessage = RpcMessage<CountingResultMessage, CountingProgressMessage, SerializedCountingError>;
