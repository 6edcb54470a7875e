/**
 * Selecting the plan's own elements (issue 26): the records the selection engine works on and hands back. Pure data,
 * no DOM. Everything is in sheet points (PDF points, y down, as domain/pdf/geometry.ts), the raster's pixels only
 * inside the engine; metres are converted by the caller with the sheet's scale at the click (domain/takeoff/scale.ts).
 *
 * Three jobs, all run in the selection worker (workers/selection):
 * - **fill** (« Surface en un clic »): the region enclosed by the plan's ink around a point, openings narrower than a
 *   gap closed, traced back to a clean polygon with holes, snapped to the vectors when the sheet has them, named by
 *   the text printed inside it;
 * - **run** (length and wall tools): the chain of segments a clicked line belongs to, up to a junction (or across
 *   junctions), a double line's axis or its clicked face;
 * - **skirting** (plinthes): a polygon's perimeter cut at its openings (the spans where no ink runs along it).
 */
import type { SheetTextItem } from '../pdf/text.ts';
import type { SegmentIndex } from '../takeoff/snap.ts';
import type { Point, Ring } from '../takeoff/types.ts';

/**
 * What the fill works on: one bit a pixel (1 = ink, 0 = paper) over the whole sheet, rows top to bottom, at `scale`
 * pixels per sheet point. Built from the sheet's visible segments (a vector sheet) or from its render, binarised
 * (a scan); hidden layers are not in it.
 */
export interface InkRaster {
  readonly width: number;
  readonly height: number;
  /** Pixels per sheet point. */
  readonly scale: number;
  /** width × height bytes, 1 = ink. */
  readonly data: Uint8Array;
}

/** Where the ink raster came from: the sheet's segments, or its picture (a scan, or a sheet with too few vectors). */
export type InkSource = 'vectors' | 'raster';

/** A span of a ring that no ink runs along: a door or a bay closed across by the fill, cut out by the skirting. */
export interface OpeningSpan {
  readonly from: Point;
  readonly to: Point;
}

export interface FillOptions {
  /** The click (or the keyboard probe), in sheet points. */
  readonly point: Point;
  /**
   * Openings narrower than this are closed (« fermer les ouvertures jusqu'à 1,20 m », converted to points with the
   * scale at the click). 0 closes nothing.
   */
  readonly gap: number;
  /** The largest share of the sheet's area a room may cover before the fill is refused as a leak (default 0.25). */
  readonly maxShare?: number;
  /** Holes smaller than this (points²) are filled in: specks, text, hatch dots (default: a square of 2 × gap / 10). */
  readonly minHoleArea?: number;
}

export interface FillResult {
  /** The room's outline on the walls' inner faces, few vertices (collinear ones dropped), clockwise on the sheet. */
  readonly outer: Ring;
  /** Columns, shafts and other islands of ink inside it. */
  readonly holes: readonly Ring[];
  /** The room's name and number printed inside it (« 144A PATIENT ROOM »), null when none (a scan, no text). */
  readonly label: string | null;
  /** The spans of `outer` closed across an opening (no ink along them). */
  readonly openings: readonly OpeningSpan[];
  /** Net area in points² (outer minus holes). */
  readonly area: number;
  readonly source: InkSource;
  /** Whether the outline was snapped to the sheet's segments (false on a scan). */
  readonly snapped: boolean;
  /** Names of the PDF layers the outline's segments are on (for « sélectionner par calque »); [] when none. */
  readonly layers: readonly string[];
}

/**
 * Why a fill gave nothing, each said in French at the spot (i18n/selection.fr.ts):
 * - `onInk`: the point is on a line or inside a wall's thickness, not in a room;
 * - `leak`: the region reaches the sheet's border (an opening wider than the gap, or no enclosing walls);
 * - `tooLarge`: it covers more than `maxShare` of the sheet;
 * - `tooSmall`: a few pixels only (inside a letter, a hatch cell);
 * - `noisy`: a scan too noisy to find walls in;
 * - `blank`: the sheet has no ink at all.
 */
export type FillErrorCode = 'onInk' | 'leak' | 'tooLarge' | 'tooSmall' | 'noisy' | 'blank';

/** Which line of a double line (a wall drawn as its two faces) a run follows. */
export type RunFace = 'axis' | 'face';

export interface RunOptions {
  readonly point: Point;
  /** How far from a segment a click still picks it (points: a few screen pixels ÷ the zoom). */
  readonly tolerance: number;
  /** Shift: carry on across junctions, along the straightest continuation. */
  readonly extend: boolean;
  /** A double line: its axis, or the clicked face itself. */
  readonly face: RunFace;
  /** A wall's thickness range in points (from the scale: 5 cm to 60 cm): two parallel lines this far apart are one wall. */
  readonly thickness: { readonly min: number; readonly max: number };
}

export interface RunResult {
  /** The run's vertices, in order; at least 2. */
  readonly points: readonly Point[];
  /** Whether the run comes back to its start (a closed outline). */
  readonly closed: boolean;
  /** Whether `points` is a double line's axis (false: a single line or the clicked face). */
  readonly axis: boolean;
  /** Names of the PDF layers the run's segments are on. */
  readonly layers: readonly string[];
}

/** `noLine`: nothing drawn within the tolerance of the click. */
export type RunErrorCode = 'noLine';

export interface SkirtingOptions {
  /** The room's outline (an area measurement's `points`). */
  readonly ring: Ring;
  /** Spans without ink shorter than this are not openings (a gap in a dashed line, a joint): points. */
  readonly minOpening: number;
  /** Spans without ink longer than this are not openings either (an open side of the room): points. */
  readonly maxOpening: number;
  /** How far from the outline ink still counts as running along it (points). */
  readonly tolerance: number;
}

export interface SkirtingResult {
  /**
   * The outline cut at its openings, each piece a polyline from one jamb to the next; one closed ring (the whole
   * perimeter) when no opening was found, and `closed` says so.
   */
  readonly pieces: readonly (readonly Point[])[];
  readonly closed: boolean;
  readonly openings: readonly OpeningSpan[];
}

/**
 * Everything a click on one sheet needs, built once per sheet and set of hidden layers (in the selection worker, by
 * ./prepare.ts) and kept for the next clicks. `segments` and its `index` are the visible segments (x1, y1, x2, y2 per
 * segment, sheet points) and their R-tree (domain/takeoff/snap.ts's SegmentIndex), null on a scan.
 */
export interface PreparedSheet {
  readonly ink: InkRaster;
  /** Per pixel, the Euclidean distance to the nearest ink pixel, in pixels (0 on ink). */
  readonly distance: Float32Array;
  /**
   * A vector sheet's openings a fill may close (./prepare.ts findClosures): the spans where a wall's face is
   * interrupted by a door or a bay and carries on beyond, x1, y1, x2, y2 per span in sheet points. Absent (a scan, a
   * sheet built by hand): the fill closes openings by its core and give-back instead.
   */
  readonly closures?: Float32Array;
  /** A metre in sheet points at the drawing's scale (at 1:96 when it has none); absent on a scan. */
  readonly metre?: number;
  readonly source: InkSource;
  /** The sheet's size in points. */
  readonly width: number;
  readonly height: number;
  readonly segments: Float32Array | null;
  readonly index: SegmentIndex | null;
  /** Per segment, the index in `layerNames` of its innermost layer, or -1. */
  readonly segmentLayers: Int32Array | null;
  readonly layerNames: readonly string[];
  /** The sheet's text items (vector PDF); [] on a scan. */
  readonly text: readonly SheetTextItem[];
  /**
   * How noisy a scan's ink is: the share of its pixels that were specks (removed), 0 on a vector sheet; the fill answers
   * `noisy` above NOISY_SPECK_SHARE (./prepare.ts). Absent: not measured, taken as 0.
   */
  readonly noise?: number;
}

/**
 * Why a pick took nothing, as the page says it: the engine's refusals and the worker's own failures (the selection
 * worker's SelectionErrorCode is the same set).
 */
export type PickFailure =
  | FillErrorCode
  | RunErrorCode
  | 'cancelled'
  | 'sheetTooLarge'
  | 'pdf'
  | 'unknownDocument'
  | 'badRequest'
  | 'workerFailed'
  | 'unknown';

/** What the plan-element mode is doing, as the controls under the plan say it. */
export type PickStatus =
  | { readonly kind: 'idle' }
  /** The sheet being read (its vectors and text, or its picture) before the first click can answer. */
  | { readonly kind: 'preparing'; readonly fraction: number | null }
  /** A click being answered (shown after 200 ms only: most answer sooner). */
  | { readonly kind: 'working' }
  /** Rooms Shift+clicked, waiting for Shift to be released (or Entrée) to be added together. */
  | { readonly kind: 'pending'; readonly count: number }
  /** What the last click got instead of an element. */
  | { readonly kind: 'error'; readonly code: PickFailure };
