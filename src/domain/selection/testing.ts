/**
 * Small synthetic sheets for the selection engine's tests: rooms drawn as segment sets (walls as their two faces),
 * and grey pictures of them for the scan path. Not part of the app bundle: only *.test.ts files import it.
 */
import type { GrayRaster } from '../counting/types.ts';
import type { SheetTextItem } from '../pdf/text.ts';

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
