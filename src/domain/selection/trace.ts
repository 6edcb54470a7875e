/**
 * From a region's pixels to polygons: crack following (the boundary runs along pixel edges, so a ring's area is
 * exactly its pixel count), then Douglas–Peucker and the removal of collinear vertices. Pure code, pixel coordinates
 * (a pixel's top-left corner at its integer column and row).
 */
import type { Point } from '../takeoff/types.ts';

/** One traced boundary: its corners (a vertex at each change of direction) and its signed area (> 0: clockwise). */
export interface TracedRing {
  readonly points: Point[];
  readonly area: number;
}

/**
 * Every boundary of the region `inside` (width × height, 1 = in) as rings of pixel corners, walked with the region on
 * the right: its outer boundaries come out clockwise on the raster (y down, positive area) and its holes
 * anticlockwise (negative). The region is taken 4-connected (two pixels touching at a corner only are apart), so the
 * rest is 8-connected. Pixels on the raster's edge count as bordered by outside pixels.
 */
export function traceBoundaries(inside: Uint8Array, width: number, height: number): TracedRing[] {
  const at = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && inside[y * width + x] === 1;
  // A ring is started at a pixel's top edge walked eastward (region below, outside above); each such edge is marked
  // when walked so that each ring is traced once.
  const walkedTop = new Uint8Array(width * height);
  const rings: TracedRing[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (inside[i] !== 1 || walkedTop[i] || at(x, y - 1)) continue;
      rings.push(traceFrom(x, y, at, walkedTop, width));
    }
  }
  return rings;
}

/** Directions in order, each a quarter turn clockwise on a y-down raster: east, south, west, north. */
const DX = [1, 0, -1, 0] as const;
const DY = [0, 1, 0, -1] as const;

function traceFrom(
  sx: number,
  sy: number,
  at: (x: number, y: number) => boolean,
  walkedTop: Uint8Array,
  width: number,
): TracedRing {
  // The walker stands on a corner (x, y) facing `dir`; the pixel on its right ahead is the region's, the one on its
  // left ahead is not. Start: the top-left corner of (sx, sy), facing east.
  let x = sx;
  let y = sy;
  let dir = 0;
  const points: Point[] = [];
  let area2 = 0;
  for (;;) {
    // Walk one edge.
    if (dir === 0) walkedTop[y * width + x] = 1;
    const nx = x + (DX[dir] as number);
    const ny = y + (DY[dir] as number);
    area2 += x * ny - nx * y;
    x = nx;
    y = ny;
    // The two pixels ahead of corner (x, y) along dir: right-ahead and left-ahead.
    const [rx, ry, lx, ly] = aheadPixels(x, y, dir);
    const right = at(rx, ry);
    const left = at(lx, ly);
    let next: number;
    if (!right) next = (dir + 1) % 4;
    else if (left) next = (dir + 3) % 4;
    else next = dir;
    if (next !== dir) points.push({ x, y });
    dir = next;
    if (x === sx && y === sy && dir === 0) break;
  }
  return { points, area: area2 / 2 };
}

/** The pixels ahead-right and ahead-left of corner (x, y) when facing `dir` (pixel (i, j) spans i..i+1, j..j+1). */
function aheadPixels(x: number, y: number, dir: number): [number, number, number, number] {
  switch (dir) {
    case 0: // east: right is south
      return [x, y, x, y - 1];
    case 1: // south: right is west
      return [x - 1, y, x, y];
    case 2: // west: right is north
      return [x - 1, y - 1, x - 1, y];
    default: // north: right is east
      return [x, y - 1, x - 1, y - 1];
  }
}

/** Twice the signed area of a ring (> 0: clockwise on a y-down sheet). */
export function signedArea(ring: readonly Point[]): number {
  let s = 0;
  for (let i = 0, n = ring.length; i < n; i++) {
    const a = ring[i] as Point;
    const b = ring[(i + 1) % n] as Point;
    s += a.x * b.y - b.x * a.y;
  }
  return s / 2;
}

/**
 * Douglas–Peucker on a closed ring: split at the first vertex and the vertex farthest from it, simplify both halves
 * with `epsilon`, join. Rings of 3 vertices or fewer come back as they are.
 */
export function simplifyRing(ring: readonly Point[], epsilon: number): Point[] {
  const n = ring.length;
  if (n <= 3) return [...ring];
  const first = ring[0] as Point;
  let far = 1;
  let farD = -1;
  for (let i = 1; i < n; i++) {
    const p = ring[i] as Point;
    const d = (p.x - first.x) ** 2 + (p.y - first.y) ** 2;
    if (d > farD) {
      farD = d;
      far = i;
    }
  }
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[far] = 1;
  dpClosed(ring, 0, far, epsilon, keep);
  dpClosed(ring, far, n, epsilon, keep);
  const out: Point[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push(ring[i] as Point);
  return out;
}

/** Marks the vertices to keep between indices a and b (b may be n, meaning vertex 0 again). */
function dpClosed(ring: readonly Point[], a: number, b: number, epsilon: number, keep: Uint8Array): void {
  const n = ring.length;
  const stack: [number, number][] = [[a, b]];
  while (stack.length > 0) {
    const [i, j] = stack.pop() as [number, number];
    if (j - i < 2) continue;
    const p = ring[i % n] as Point;
    const q = ring[j % n] as Point;
    let worst = -1;
    let worstD = -1;
    for (let k = i + 1; k < j; k++) {
      const d = distanceToLine(ring[k] as Point, p, q);
      if (d > worstD) {
        worstD = d;
        worst = k;
      }
    }
    if (worstD > epsilon) {
      keep[worst] = 1;
      stack.push([i, worst], [worst, j]);
    }
  }
}

/** Distance from p to the line through a and b (to a when they coincide). */
export function distanceToLine(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  if (len === 0) return Math.hypot(p.x - a.x, p.y - a.y);
  return Math.abs((p.x - a.x) * dy - (p.y - a.y) * dx) / len;
}

/**
 * Drops the vertices lying within `tolerance` of the line through their neighbours, and repeated vertices, until none
 * is left; a ring that would fall under 3 vertices is returned as it was.
 */
export function dropCollinear(ring: readonly Point[], tolerance: number): Point[] {
  let pts = [...ring];
  let changed = true;
  while (changed && pts.length > 3) {
    changed = false;
    for (let i = 0; i < pts.length && pts.length > 3; i++) {
      const n = pts.length;
      const prev = pts[(i + n - 1) % n] as Point;
      const cur = pts[i] as Point;
      const next = pts[(i + 1) % n] as Point;
      const same = Math.hypot(cur.x - prev.x, cur.y - prev.y) <= 1e-9;
      // A vertex between its neighbours on their line (not a spike going back along it).
      const along = (cur.x - prev.x) * (next.x - cur.x) + (cur.y - prev.y) * (next.y - cur.y);
      if (same || (distanceToLine(cur, prev, next) <= tolerance && along >= 0)) {
        pts.splice(i, 1);
        i--;
        changed = true;
      }
    }
  }
  if (pts.length < 3) pts = [...ring];
  return pts;
}
