/**
 * Assisted counting: the records the matcher works on and hands back. Pure data, no DOM: the counting worker fills a
 * `GrayRaster` from a render of the sheet, and everything else is sheet points (see domain/pdf/geometry.ts).
 */
import type { Rect } from '../pdf/geometry.ts';

/** A grey picture, one byte a pixel, 0 = black ink, 255 = white paper, rows top to bottom. */
export interface GrayRaster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Quarter turns clockwise on the sheet (y pointing down). */
export type Rotation = 0 | 90 | 180 | 270;

/** One of the 8 orientations of a template: mirrored left–right first, then turned. */
export interface Orientation {
  rotation: Rotation;
  mirrored: boolean;
}

/** What the person boxed: the box in sheet points, and its pixels cut from the working raster. */
export interface Template {
  id: string;
  box: Rect;
  raster: GrayRaster;
}

/** A place where a template matched: its centre and box in sheet points, how it was turned, and its score (NCC). */
export interface Proposal {
  center: { x: number; y: number };
  box: Rect;
  rotation: Rotation;
  mirrored: boolean;
  /**
   * At the working resolution, the mean of the normalised cross-correlation of the pixels and that of their edges
   * (gradient magnitude), 0…1 (1 = identical up to contrast).
   */
  score: number;
  templateId: string;
}

/** The three bands a review shows. */
export interface Thresholds {
  /** « afficher au-dessus de »: proposals at or above it are listed and drawn. */
  show: number;
  /** « accepter automatiquement au-dessus de »: at or above it, a proposal is accepted without review. */
  autoAccept: number;
  /** How far under `show` a near miss may be and still be listed apart. */
  nearMissBand: number;
}

/** Defaults measured on the VA plan (README, « Assisted counting: the matcher »). */
export const DEFAULT_THRESHOLDS: Thresholds = { show: 0.5, autoAccept: 0.8, nearMissBand: 0.1 };

export const ORIENTATIONS: readonly Orientation[] = [false, true].flatMap((mirrored) =>
  ([0, 90, 180, 270] as const).map((rotation) => ({ rotation, mirrored })),
);
