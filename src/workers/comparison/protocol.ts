/**
 * The messages between the page and the comparison worker (comparison.worker.ts), over ../rpc, as the counting and
 * selection workers' (../selection/protocol.ts): every request carries an id that its answers repeat — `progress`
 * messages, then one `result` or one `error`. The page cancels by terminating the worker (client.ts).
 *
 * The worker opens both indices' PDFs itself (pdf.js's parser in its own thread, ../pdf/greyEngine.ts), renders the
 * two pages, estimates the alignment (or takes the one given: a manual alignment), re-renders the previous indice
 * through it so that a sub-point re-plot shift leaves nothing, diffs what the sheets show, and groups the changes into
 * regions (domain/comparison). It also paints the pictures the viewer shows: the previous indice aligned on the new
 * one, the new one, and the coloured overlay in both palettes, all at one resolution in the NEW sheet's space.
 *
 * Coordinates are sheet space (points, origin top-left, y down). Alignments map the previous sheet onto the new one.
 */
import type {
  ChangeRegionDraft,
  CompareErrorCode,
  ComparisonResult,
  OverlayPalette,
} from '../../domain/comparison/types.ts';
import type { CachedPictures } from '../../domain/comparison/cache.ts';
import type { Matrix } from '../../domain/pdf/geometry.ts';
import type { RpcMessage } from '../rpc/protocol.ts';

export type ComparisonWorkerErrorCode =
  | CompareErrorCode
  /** The request was cancelled. */
  | 'cancelled'
  /** A PDF could not be opened or its page read (its own code is in the message). */
  | 'pdf'
  /** No open document has this id. */
  | 'unknownDocument'
  | 'badRequest'
  /** The worker crashed or could not start. */
  | 'workerFailed'
  | 'unknown';

export interface SerializedComparisonError {
  code: ComparisonWorkerErrorCode;
  message: string;
}

export class ComparisonError extends Error {
  readonly code: ComparisonWorkerErrorCode;
  constructor(code: ComparisonWorkerErrorCode, message: string = code) {
    super(message);
    this.name = 'ComparisonError';
    this.code = code;
  }
  toJSON(): SerializedComparisonError {
    return { code: this.code, message: this.message };
  }
}

/** One indice's page: an open document and its 1-based page, with the layers the person switched off. */
export interface PageRef {
  docId: string;
  /** 1-based page number. */
  page: number;
  hiddenLayerIds?: string[];
}

export interface CompareOptions {
  /**
   * A given alignment (previous sheet → new sheet), e.g. from two pairs of points: no estimate is made and its
   * confidence is the caller's. Absent: estimated from the sheets.
   */
  alignment?: { matrix: Matrix; method: 'manual'; pairs: [[number, number], [number, number]][] };
  /** Whether to paint the viewer's pictures (false in the bench and the tests that only read regions). */
  pictures: boolean;
  /**
   * The pictures' colours as [r, g, b] 0–255, resolved by the page from the theme's tokens (a worker cannot read CSS
   * variables): unchanged ink, and removed / added ink in each palette. Required when `pictures` is true.
   */
  colours?: PictureColours;
  /**
   * Keep the pictures' pixels for the `encode` request that follows (the page stores the comparison to show it again
   * without rendering: domain/comparison/cache.ts).
   */
  keep?: boolean;
}

export type Rgb = [number, number, number];

export interface PictureColours {
  unchanged: Rgb;
  removed: Record<OverlayPalette, Rgb>;
  added: Record<OverlayPalette, Rgb>;
}

/**
 * The pictures the viewer draws under the new sheet, all `width` × `height` px covering the new sheet at `scale`.
 * (`Bitmap` is ImageBitmap in the worker; the Node engine of the tests and the bench paints RGBA instead.)
 */
export interface ComparisonPictures<Bitmap = ImageBitmap> {
  /** Pixels per point. */
  scale: number;
  width: number;
  height: number;
  /** The previous indice, aligned on the new one (grey ink on transparent paper). */
  old: Bitmap;
  /** The new indice (grey ink on transparent paper). */
  new: Bitmap;
  /** Unchanged ink neutral, removed and added in each palette's colours, on transparent paper. */
  overlay: Record<OverlayPalette, Bitmap>;
}

/**
 * A part of the new sheet to paint again finer than the whole sheet's pictures (the viewer zoomed in), through the
 * comparison's alignment and with its regions: nothing is estimated or diffed again.
 */
export interface DetailRequest {
  /** The alignment the comparison used (previous sheet → new sheet). */
  matrix: Matrix;
  /** The part of the new sheet, in its space (points). */
  rect: { x: number; y: number; width: number; height: number };
  /** Pixels per point wanted; lowered so the part holds the pictures' pixel budget. */
  scale: number;
  /** The comparison's regions, in the new sheet's space: only ink inside them is coloured. */
  regions: readonly ChangeRegionDraft[];
  colours: PictureColours;
}

/** The pictures of a part of the new sheet: `rect` (whole pixels at `scale`) covered by `width` × `height` px. */
export interface DetailOutcome<Bitmap = ImageBitmap> extends ComparisonPictures<Bitmap> {
  rect: { x: number; y: number; width: number; height: number };
}

export type ComparisonProgressMessage =
  | { stage: 'open' }
  /** Rendering a page: which indice, or both at once (each in its own thread). */
  | { stage: 'render'; which: 'old' | 'new' | 'both' }
  | { stage: 'align' }
  /** Diffing; `done` of `total` bands. */
  | { stage: 'diff'; done: number; total: number }
  | { stage: 'regions' }
  | { stage: 'pictures' };

export type ComparisonRequest =
  | { type: 'open'; id: number; docId: string; data: ArrayBuffer }
  | { type: 'compare'; id: number; old: PageRef; new: PageRef; options: CompareOptions }
  /**
   * Renders the previous indice's page ahead of its comparison (while the person confirms the pairing): at the scale
   * a comparison with a page of `newSize` points will use, kept for the next `compare` of that page at that scale —
   * and the new indice's page too when it is known and open (`new`), in the worker's second thread meanwhile.
   */
  | { type: 'prepare'; id: number; old: PageRef; new?: PageRef; newSize: { width: number; height: number } }
  /** Paints a part of the new sheet finer (DetailRequest); answered with its pictures, transferred. */
  | { type: 'detail'; id: number; old: PageRef; new: PageRef; request: DetailRequest }
  /** The last comparison's pictures (kept: `CompareOptions.keep`) compressed to be stored; null when none is kept. */
  | { type: 'encode'; id: number }
  | { type: 'close'; id: number; docId: string }
  | { type: 'cancel'; id: number };

export interface CompareTimings {
  render: number;
  align: number;
  diff: number;
  regions: number;
  pictures: number;
}

export interface ComparisonResults {
  open: { pageCount: number };
  compare: ComparisonResult & {
    /** Absent when not asked for. Transferred, not copied. */
    pictures?: ComparisonPictures;
    /** Milliseconds per stage. */
    ms: CompareTimings;
  };
  /** Transferred, not copied. */
  detail: DetailOutcome;
  encode: CachedPictures | null;
  close: null;
  /** The scale the page was rendered at; null when the sheets are too large to compare (nothing rendered). */
  prepare: { scale: number } | null;
}

export type ComparisonResultMessage = {
  [K in keyof ComparisonResults]: { type: 'result'; id: number; request: K; result: ComparisonResults[K] };
}[keyof ComparisonResults];

export type ComparisonWorkerMessage = RpcMessage<
  ComparisonResultMessage,
  ComparisonProgressMessage,
  SerializedComparisonError
>;
