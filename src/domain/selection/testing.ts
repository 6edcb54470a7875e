/**
 * Test sheets for the selection engine's tests (the worker builds the real ones with ./prepare.ts), only *.test.ts
 * files import it: PreparedSheet objects built by hand from segments or an ink raster (the runs' and skirting's
 * tests), and small synthetic rooms drawn as segment sets with grey pictures of them for the scan path (the fill's).
 * (Merged from h27-runs and h27-fill, which each added one.)
 */
import type { GrayRaster } from '../counting/types.ts';
import type { SheetTextItem } from '../pdf/text.ts';
import { SegmentIndex } from '../takeoff/snap';
import type { InkRaster, PreparedSheet } from './types';

/** A segment as [x1, y1, x2, y2], sheet points. */
export type TestSegment = readonly [number, number, number, number];

export interface TestSheetOptions {
  /** The sheet's segments (tuples, or x1, y1, x2, y2 quads); omitted: a scan (segments and index null). */
  readonly segments?: readonly TestSegment[] | Float32Array;
  /** Per segment, the index in `layerNames` of its layer (-1: none); default -1 for all. */
  readonly segmentLayers?: readonly number[];
  readonly layerNames?: readonly string[];
  /** The ink raster; default an empty one of the sheet's size at 1 px per point. */
  readonly ink?: InkRaster;
  readonly width?: number;
  readonly height?: number;
}

/** An ink raster of `width` × `height` points at `scale` px per point, with `draw` setting its ink pixels. */
export function testInk(
  width: number,
  height: number,
  scale: number,
  draw: (set: (px: number, py: number) => void) => void = () => {},
): InkRaster {
  const w = Math.ceil(width * scale);
  const h = Math.ceil(height * scale);
  const data = new Uint8Array(w * h);
  draw((px, py) => {
    if (px >= 0 && py >= 0 && px < w && py < h) data[py * w + px] = 1;
  });
  return { width: w, height: h, scale, data };
}

/** Draws a segment (sheet points) into a raster `thickness` pixels wide, for scanned-sheet tests. */
export function inkSegments(
  width: number,
  height: number,
  scale: number,
  segments: readonly TestSegment[],
  thickness = 2,
): InkRaster {
  return testInk(width, height, scale, (set) => {
    for (const [x1, y1, x2, y2] of segments) {
      const steps = Math.max(1, Math.ceil(Math.hypot(x2 - x1, y2 - y1) * scale * 2));
      for (let k = 0; k <= steps; k++) {
        const x = (x1 + ((x2 - x1) * k) / steps) * scale;
        const y = (y1 + ((y2 - y1) * k) / steps) * scale;
        const r = thickness / 2;
        for (let dy = -r; dy < r; dy++) for (let dx = -r; dx < r; dx++) set(Math.round(x + dx), Math.round(y + dy));
      }
    }
  });
}

export function testSheet(options: TestSheetOptions): PreparedSheet {
  const width = options.width ?? 1000;
  const height = options.height ?? 1000;
  const ink = options.ink ?? testInk(width, height, 1);
  const given = options.segments;
  const segments = given ? (given instanceof Float32Array ? given : new Float32Array(given.flat())) : null;
  const count = segments ? segments.length / 4 : 0;
  return {
    ink,
    distance: new Float32Array(ink.width * ink.height),
    source: segments ? 'vectors' : 'raster',
    width,
    height,
    segments,
    index: segments ? SegmentIndex.build(segments) : null,
    segmentLayers: segments ? Int32Array.from({ length: count }, (_, i) => options.segmentLayers?.[i] ?? -1) : null,
    layerNames: options.layerNames ?? [],
    text: [],
  };
}

export type Seg = readonly [number, number, number, number];

/** A closed polyline's segments. */
export function ringSegments(points: readonly (readonly [number, number])[]): Seg[] {
  return points.map((p, i) => {
    const q = points[(i + 1) % points.length] as readonly [number, number];
    return [p[0], p[1], q[0], q[1]] as const;
  });
}

/** The four sides of a rectangle. */
export function rectSegments(x0: number, y0: number, x1: number, y1: number): Seg[] {
  return ringSegments([
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ]);
}

export function toFloat(segments: readonly Seg[]): Float32Array {
  return new Float32Array(segments.flat());
}

/** A text item as pdf.js gives it once placed on the sheet (upright, 0.2 em below the baseline, 0.8 em above). */
export function textItem(text: string, x: number, y: number, fontSize = 9.6): SheetTextItem {
  const width = 0.55 * fontSize * text.length;
  return {
    text,
    x,
    y,
    fontSize,
    angle: 0,
    width,
    box: { x, y: y - 0.8 * fontSize, width, height: fontSize },
    fontName: 'Helvetica',
  };
}

/** A grey picture (white paper) with the given rectangles painted black, at `scale` px per point. */
export function greyPicture(
  width: number,
  height: number,
  scale: number,
  black: readonly (readonly [number, number, number, number])[],
): GrayRaster {
  const w = Math.ceil(width * scale);
  const h = Math.ceil(height * scale);
  const data = new Uint8Array(w * h).fill(255);
  for (const [x0, y0, x1, y1] of black) {
    for (let y = Math.floor(y0 * scale); y < Math.ceil(y1 * scale); y++) {
      for (let x = Math.floor(x0 * scale); x < Math.ceil(x1 * scale); x++) data[y * w + x] = 0;
    }
  }
  return { width: w, height: h, data };
}
