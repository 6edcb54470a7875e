/**
 * The messages between the page and the PDF worker (pdf.worker.ts). Every request carries an id that its answers
 * repeat: any number of `progress` messages, then one `result` or one `error`. `cancel` is the one message without
 * an answer of its own: it names the request to stop, which then fails with the code `cancelled`.
 *
 * The worker also says `ready` once, when its modules (pdf.js included) are loaded: the page can start it ahead of the
 * first plan and know when the start-up is paid.
 *
 * Coordinates are in sheet space: the page at scale 1 with its rotation and UserUnit applied, in points (1/72 in),
 * origin top-left, y down (see src/domain/pdf/geometry.ts). Page indices start at 0.
 */
import type { Matrix, Rect } from '../../domain/pdf/geometry.ts';
import type { PdfImportErrorCode } from '../../domain/pdf/importCheck.ts';
import type { SheetTextItem } from '../../domain/pdf/text.ts';

export type { Rect, SheetTextItem };

export type PdfEngineErrorCode =
  | PdfImportErrorCode
  /** The request was cancelled (by `cancel`, an AbortSignal, or its document being closed). */
  | 'cancelled'
  /** No open document has this id (never opened, closed, or lost with a crashed worker). */
  | 'unknownDocument'
  /** A malformed request: a page out of range, a docId already open, a scale or region that makes no sense. */
  | 'badRequest'
  /** The bitmap asked for is larger than a canvas can hold (see MAX_CANVAS_PIXELS). */
  | 'regionTooLarge'
  /** The worker itself failed (could not start, or crashed): every pending request gets this. */
  | 'workerFailed';

export interface SerializedPdfError {
  code: PdfEngineErrorCode;
  message: string;
}

/**
 * Canvas limits: Chromium refuses a side over 32,767 px and Safari an area over 16.7 Mpx (iOS) — a region is tiled
 * by the viewer long before. 40 Mpx is 160 MB of RGBA: a tile that big is a bug in the caller, not a need.
 */
export const MAX_CANVAS_SIDE = 16_384;
export const MAX_CANVAS_PIXELS = 40_000_000;

export interface PageInfo {
  index: number;
  /** The PDF page label (/PageLabels), or null when the document has none. */
  label: string | null;
  /** Size in sheet space: rotation and UserUnit applied. */
  widthPt: number;
  heightPt: number;
  /** The page's /Rotate, normalised. */
  rotation: 0 | 90 | 180 | 270;
  /** /UserUnit (1 almost always): already included in widthPt, heightPt and every sheet-space coordinate. */
  userUnit: number;
}

export interface LayerInfo {
  /** pdf.js's id for the optional content group (its object reference, e.g. "12R"); stable for a given file. */
  id: string;
  name: string;
  visibleByDefault: boolean;
}

export interface OpenResult {
  docId: string;
  pageCount: number;
  pages: PageInfo[];
  /** Optional content groups in the document's display order (/Order), then any the order leaves out. */
  layers: LayerInfo[];
  /** SHA-256 of the file, lowercase hex. */
  sha256: string;
  byteLength: number;
}

export interface RenderOptions {
  /** Pixels per point. 1 = 72 dpi; 150 dpi is 150 / 72. */
  scale: number;
  /** The part of the sheet to draw, in sheet space; the whole sheet when absent. Clamped to the sheet. */
  region?: Rect;
  /** Layers to hide; when absent, each layer shows as the document says by default. */
  hiddenLayerIds?: readonly string[];
  /**
   * A sheet-space matrix the page is moved by before it is scaled (the comparison draws a previous indice onto the
   * new one's sheet through their alignment, at sub-pixel precision). `region` is then in the moved space and is not
   * clamped to the page: the page's own box when absent. Region renders are never culled then. Absent: as before.
   */
  transform?: Matrix;
}

export interface RenderResult {
  bitmap: ImageBitmap;
  /**
   * The sheet-space rectangle the bitmap covers exactly: the region asked for, widened to whole pixels at this scale
   * (so that neighbouring tiles of one scale share pixel edges) and clamped to the sheet.
   */
  region: Rect;
  scale: number;
  width: number;
  height: number;
  /** True when the operators outside the region were skipped (the page's operator boxes were recorded). */
  culled: boolean;
}

export interface ThumbnailOptions {
  /** The longer side, in pixels. */
  maxPx: number;
  /** Encoding of the stored copy; WebP where the browser can encode it, PNG otherwise. */
  type?: 'image/webp' | 'image/png';
}

export interface ThumbnailResult {
  /** For display now. */
  bitmap: ImageBitmap;
  /** For storage (IndexedDB). Its `type` says which encoding the browser produced. */
  blob: Blob;
  width: number;
  height: number;
}

export interface VectorsOptions {
  /** Drop the segments of these layers (and of content nested in them); when absent, every segment is returned. */
  hiddenLayerIds?: readonly string[];
  /** Curve flattening tolerance in points (default 0.1). */
  tolerance?: number;
}

export interface VectorsResult {
  /** x1, y1, x2, y2 per segment, in sheet space. */
  segments: Float32Array;
  /** Per segment, the index in OpenResult.layers of its innermost layer, or -1. */
  layers: Int32Array;
  segmentCount: number;
  pathCount: number;
  /** Share of the sheet covered by images, 0–1: near 1 on a scan. */
  imageCoverage: number;
}

/**
 * The snapping index of a page: its visible segments (as VectorsResult) and a static R-tree over them (flatbush's
 * bytes), built in the worker so that the page only wraps the two buffers (`SegmentIndex.fromData`), at no cost.
 */
export interface SnapIndexResult {
  /** x1, y1, x2, y2 per segment, in sheet space. */
  segments: Float32Array;
  /** flatbush's bytes over the segments' boxes; null when the page has no vectors (a scan). */
  index: ArrayBuffer | null;
  segmentCount: number;
  /** Share of the sheet covered by images, 0–1: near 1 on a scan (nothing to snap to). */
  imageCoverage: number;
}

export interface TextResult {
  items: SheetTextItem[];
}

interface RequestBase {
  id: number;
}

export type PdfRequest =
  | (RequestBase & { type: 'open'; docId: string; data: ArrayBuffer; password?: string })
  | (RequestBase & { type: 'thumbnail'; docId: string; page: number; options: ThumbnailOptions })
  | (RequestBase & { type: 'render'; docId: string; page: number; options: RenderOptions })
  | (RequestBase & { type: 'vectors'; docId: string; page: number; options: VectorsOptions })
  | (RequestBase & { type: 'snapIndex'; docId: string; page: number; options: VectorsOptions })
  | (RequestBase & { type: 'text'; docId: string; page: number })
  | (RequestBase & { type: 'close'; docId: string })
  /** Stops request `id`; no answer of its own. */
  | (RequestBase & { type: 'cancel' });

export interface PdfResults {
  open: OpenResult;
  thumbnail: ThumbnailResult;
  render: RenderResult;
  vectors: VectorsResult;
  snapIndex: SnapIndexResult;
  text: TextResult;
  close: null;
}
export type PdfRequestType = keyof PdfResults;

export type PdfProgressStage =
  /** open: hashing the file. */
  | 'hash'
  /** open: pdf.js reads the document's structure. */
  | 'parse'
  /** open: reading each page's size (done / total pages). */
  | 'pages'
  /** vectors: pdf.js parses the page's content. */
  | 'operatorList'
  /** vectors: converting operators to segments. */
  | 'segments'
  /** snapIndex: building the spatial index over the segments. */
  | 'index';

export interface PdfProgress {
  stage: PdfProgressStage;
  done?: number;
  total?: number;
}

export type PdfResultMessage = {
  [K in PdfRequestType]: { type: 'result'; id: number; request: K; result: PdfResults[K] };
}[PdfRequestType];

export type PdfResponse =
  | PdfResultMessage
  | { type: 'error'; id: number; error: SerializedPdfError }
  | { type: 'progress'; id: number; progress: PdfProgress };

/** Everything the worker posts: answers to requests, and `ready` once at start. */
export type PdfWorkerMessage = PdfResponse | { type: 'ready' };

/** What a result hands over instead of copying: bitmaps and typed-array buffers. */
export function transferablesOf(message: PdfResultMessage): Transferable[] {
  switch (message.request) {
    case 'thumbnail':
    case 'render':
      return [message.result.bitmap];
    case 'vectors':
      return [message.result.segments.buffer, message.result.layers.buffer];
    case 'snapIndex':
      return message.result.index
        ? [message.result.segments.buffer, message.result.index]
        : [message.result.segments.buffer];
    default:
      return [];
  }
}

/** An error with one of the codes above, on both sides of the worker boundary. */
export class PdfEngineError extends Error {
  override readonly name = 'PdfEngineError';
  constructor(
    readonly code: PdfEngineErrorCode,
    message: string = code,
  ) {
    super(message);
  }

  toJSON(): SerializedPdfError {
    return { code: this.code, message: this.message };
  }
}
