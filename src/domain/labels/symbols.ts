/**
 * A count's symbols as geometry, so that the canvas overlay and the plan de repérage (PDF vectors) draw the same
 * shapes: a circle is its centre and radius, every other symbol a closed ring. Sizes are in whatever space the caller
 * draws in (screen pixels on the canvas, PDF points in the export); `radius` is the circumscribed circle's, so every
 * symbol of one size covers about the same spot and the number inside it fits.
 */
import type { CountSymbol, Point, Ring } from '../takeoff/types';

export type SymbolOutline =
  | { readonly kind: 'circle'; readonly center: Point; readonly radius: number }
  | { readonly kind: 'ring'; readonly ring: Ring };

/** `count` vertices on a circle, the first at `startAngle` (radians, y down: −π/2 points up). */
function regular(center: Point, radius: number, count: number, startAngle: number): Ring {
  return Array.from({ length: count }, (_, i) => {
    const angle = startAngle + (i * 2 * Math.PI) / count;
    return { x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) };
  });
}

export function symbolOutline(symbol: CountSymbol, center: Point, radius: number): SymbolOutline {
  switch (symbol) {
    case 'circle':
      return { kind: 'circle', center, radius };
    case 'square': {
      // Inscribed in the circle would look smaller than the circle beside it; 0.85 r half-side reads as the same size.
      const h = radius * 0.85;
      return {
        kind: 'ring',
        ring: [
          { x: center.x - h, y: center.y - h },
          { x: center.x + h, y: center.y - h },
          { x: center.x + h, y: center.y + h },
          { x: center.x - h, y: center.y + h },
        ],
      };
    }
    case 'triangle': {
      // Pointing up, its centroid on the point counted; drawn a little larger so the number fits in its lower half.
      return { kind: 'ring', ring: regular(center, radius * 1.25, 3, -Math.PI / 2) };
    }
    case 'diamond':
      return { kind: 'ring', ring: regular(center, radius * 1.1, 4, -Math.PI / 2) };
    case 'hexagon':
      return { kind: 'ring', ring: regular(center, radius, 6, 0) };
    case 'star': {
      const outer = regular(center, radius * 1.3, 5, -Math.PI / 2);
      const inner = regular(center, radius * 0.7, 5, -Math.PI / 2 + Math.PI / 5);
      return { kind: 'ring', ring: outer.flatMap((p, i) => [p, inner[i] as Point]) };
    }
  }
}

/** Where the number sits inside the symbol: a triangle's optical centre is lower than its centroid. */
export function symbolTextCenter(symbol: CountSymbol, center: Point, radius: number): Point {
  return symbol === 'triangle' ? { x: center.x, y: center.y + radius * 0.2 } : center;
}
