/**
 * PreparedSheet objects for the selection engine's tests, built by hand from segments or an ink raster (the worker
 * builds the real ones with ./prepare.ts). Only *.test.ts files import it.
 */
import { SegmentIndex } from '../takeoff/snap';
import type { InkRaster, PreparedSheet } from './types';

/** A segment as [x1, y1, x2, y2], sheet points. */
export type TestSegment = readonly [number, number, number, number];

export interface TestSheetOptions {
  /** The sheet's segments; omitted: a scan (segments and index null). */
  readonly segments?: readonly TestSegment[];
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
  const segments = options.segments ? new Float32Array(options.segments.flat()) : null;
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
