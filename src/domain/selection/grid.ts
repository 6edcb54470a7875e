/**
 * Tile grids drawn over a floor (issue 26): on VA's wet rooms a 9 pt (1 ft) grid of lines covers the floor up to the
 * walls. Clearing them on the raster leaves the rows at the grid's edges (a partial tile is a slit beside the wall)
 * and they cut the room; they are recognised here on the segments instead, as a pattern, and not drawn.
 *
 * A segment is a grid line when it is one of a series of parallel lines at a regular pitch p (0.05–0.6 m at the
 * drawing's scale): parallel segments overlapping it lie at p and 2p on one side, or at p on both sides; and it is
 * crossed, at two places at least, by segments of such a series in another direction — crossed meaning that ink of
 * that direction goes on from the crossing on both sides of it (a line through it, or two short segments meeting on
 * it, when the grid is drawn as the segments between its crossings). A wall's face is not crossed: a grid's lines end
 * on it, from one side only; so a face that happens to lie one pitch beyond a grid's last line keeps its ink.
 */

/** The finest and coarsest pitch of a grid, in metres. */
export const GRID_PITCH_METRES = { min: 0.05, max: 0.6 } as const;
/** Largest angle between two lines of a series, and between a line and the crossing one's perpendicular (degrees). */
const ANGLE_DEG = 1;
/** How far a crossing line goes on beyond the line it crosses, on each side, in metres. */
export const CROSS_METRES = 0.1;

interface Seg {
  readonly i: number;
  /** Direction bucket (degrees, 0–179). */
  readonly dir: number;
  /** Offset across the direction, and the span along it. */
  readonly off: number;
  readonly a: number;
  readonly b: number;
}

/** Per segment of `segments` (x1, y1, x2, y2 in points), 1 when it is a line of a tile grid. */
export function tileGridSegments(segments: Float32Array, metre: number): Uint8Array {
  const n = Math.floor(segments.length / 4);
  const out = new Uint8Array(n);
  const minPitch = GRID_PITCH_METRES.min * metre;
  const maxPitch = GRID_PITCH_METRES.max * metre;
  // Segments by direction, each bucket in its own frame (u along the bucket's direction, v across).
  const byDir = new Map<number, Seg[]>();
  for (let i = 0; i < n; i++) {
    const x1 = segments[4 * i] as number;
    const y1 = segments[4 * i + 1] as number;
    const x2 = segments[4 * i + 2] as number;
    const y2 = segments[4 * i + 3] as number;
    const len = Math.hypot(x2 - x1, y2 - y1);
    if (!(len >= minPitch / 2) || !Number.isFinite(len)) continue;
    let deg = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
    deg = ((deg % 180) + 180) % 180;
    const dir = Math.round(deg / ANGLE_DEG) % Math.round(180 / ANGLE_DEG);
    const t = (dir * ANGLE_DEG * Math.PI) / 180;
    const ux = Math.cos(t);
    const uy = Math.sin(t);
    const u1 = x1 * ux + y1 * uy;
    const u2 = x2 * ux + y2 * uy;
    const off = (-x1 * uy + y1 * ux + (-x2 * uy + y2 * ux)) / 2;
    let list = byDir.get(dir);
    if (!list) byDir.set(dir, (list = []));
    list.push({ i, dir, off, a: Math.min(u1, u2), b: Math.max(u1, u2) });
  }
  // Series: parallel overlapping neighbours at a regular pitch.
  const series = new Uint8Array(n);
  for (const list of byDir.values()) {
    if (list.length < 3) continue;
    list.sort((p, q) => p.off - q.off);
    const offs: number[] = [];
    for (let k = 0; k < list.length; k++) {
      const s = list[k] as Seg;
      offs.length = 0;
      const overlapping = (o: Seg) => Math.min(s.b, o.b) - Math.max(s.a, o.a) >= 0.5 * Math.max(s.b - s.a, o.b - o.a);
      for (let m = k + 1; m < list.length; m++) {
        const o = list[m] as Seg;
        const d = o.off - s.off;
        if (d > 2 * maxPitch + 0.1) break;
        if (d >= minPitch * 0.9 && overlapping(o)) offs.push(d);
      }
      for (let m = k - 1; m >= 0; m--) {
        const o = list[m] as Seg;
        const d = o.off - s.off;
        if (d < -2 * maxPitch - 0.1) break;
        if (d <= -minPitch * 0.9 && overlapping(o)) offs.push(d);
      }
      const has = (d: number) => offs.some((e) => Math.abs(e - d) <= 0.03 * Math.abs(d) + 0.05);
      for (const p of offs) {
        if (Math.abs(p) > maxPitch) continue;
        if (has(2 * p) || has(-p)) {
          series[s.i] = 1;
          break;
        }
      }
    }
  }
  // Crossings, by lines of a series only (one pass: peeling the lines crossed once would eat a grid of short
  // segments from its border inwards).
  const cell = Math.max(4, maxPitch);
  const hash = new Map<number, number[]>();
  const key = (cx: number, cy: number) => cx * 1_000_003 + cy;
  for (let i = 0; i < n; i++) {
    if (!series[i]) continue;
    const x1 = segments[4 * i] as number;
    const y1 = segments[4 * i + 1] as number;
    const x2 = segments[4 * i + 2] as number;
    const y2 = segments[4 * i + 3] as number;
    for (let cx = Math.floor(Math.min(x1, x2) / cell); cx <= Math.floor(Math.max(x1, x2) / cell); cx++)
      for (let cy = Math.floor(Math.min(y1, y2) / cell); cy <= Math.floor(Math.max(y1, y2) / cell); cy++) {
        const k = key(cx, cy);
        let list = hash.get(k);
        if (!list) hash.set(k, (list = []));
        list.push(i);
      }
  }
  // 5 mm at the drawing's scale (0.15 pt at 1:96): how far a line may stop short of, or run past, the one it crosses.
  const tol = 0.005 * metre;
  // A crossing line goes on at least this far on each side (0.1 m, 2.95 pt at 1:96): a grid overrunning a wall's
  // face by a stroke or two does not cross it.
  const reach = CROSS_METRES * metre;
  const sinMin = Math.sin((20 * Math.PI) / 180);
  const seen = new Set<number>();
  /**
   * The places along i where lines of a series (only grid lines when `gridOnly`) cross it, going on at least `beyond`
   * on both sides: positions along i, sorted; and i's length.
   */
  const crossingPlaces = (i: number, beyond: number, gridOnly: boolean): { places: number[]; len: number } => {
    const x1 = segments[4 * i] as number;
    const y1 = segments[4 * i + 1] as number;
    const x2 = segments[4 * i + 2] as number;
    const y2 = segments[4 * i + 3] as number;
    const len = Math.hypot(x2 - x1, y2 - y1);
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    seen.clear();
    // Crossing positions along i (rounded to tol) → sides seen (1: left, 2: right).
    const sides = new Map<number, number>();
    for (let cx = Math.floor(Math.min(x1, x2) / cell); cx <= Math.floor(Math.max(x1, x2) / cell); cx++)
      for (let cy = Math.floor(Math.min(y1, y2) / cell); cy <= Math.floor(Math.max(y1, y2) / cell); cy++)
        for (const j of hash.get(key(cx, cy)) ?? []) {
          if (j === i || seen.has(j) || (gridOnly && !out[j])) continue;
          seen.add(j);
          const ax = segments[4 * j] as number;
          const ay = segments[4 * j + 1] as number;
          const bx = segments[4 * j + 2] as number;
          const by = segments[4 * j + 3] as number;
          // j's ends across i's line (v) and along it (u), in i's frame.
          const va = (ax - x1) * -uy + (ay - y1) * ux;
          const vb = (bx - x1) * -uy + (by - y1) * ux;
          const ua = (ax - x1) * ux + (ay - y1) * uy;
          const ub = (bx - x1) * ux + (by - y1) * uy;
          const lj = Math.hypot(bx - ax, by - ay);
          if (Math.abs(vb - va) < sinMin * lj) continue; // nearly parallel: not a crossing
          if (Math.min(va, vb) > tol || Math.max(va, vb) < -tol) continue; // does not reach i's line
          const u = ua + ((ub - ua) * (0 - va)) / (vb - va);
          if (u < -tol || u > len + tol) continue;
          const bucket = Math.round(u / (4 * tol));
          let s = sides.get(bucket) ?? 0;
          if (Math.max(va, vb) > beyond) s |= 1;
          if (Math.min(va, vb) < -beyond) s |= 2;
          sides.set(bucket, s);
        }
    // Neighbouring buckets are one place (a crossing rounded either way).
    const places: number[] = [];
    const keys = [...sides.keys()].sort((p, q) => p - q);
    for (let k = 0; k < keys.length; k++) {
      const b = keys[k] as number;
      let s = sides.get(b) as number;
      while (k + 1 < keys.length && (keys[k + 1] as number) - (keys[k] as number) <= 1)
        s |= sides.get(keys[++k] as number) as number;
      if (s === 3) places.push(b * 4 * tol);
    }
    return { places, len };
  };
  for (let i = 0; i < n; i++) {
    if (!series[i]) continue;
    const { places, len } = crossingPlaces(i, reach, false);
    if (gridCrossings(places, len, maxPitch, 4 * tol)) out[i] = 1;
  }
  // The grid's last line before a wall: the partial tile beyond it may be narrower than `reach`, so the lines crossing
  // it do not go on far enough to tell it from a face. It is taken when it carries on the grid's pitch (a grid line
  // at p beside it, another at 2p), runs as far as that line (the same ends), and is crossed by the grid's lines.
  // One step only: a wall's face one pitch beyond it is left alone.
  const last: number[] = [];
  for (const list of byDir.values()) {
    // list is sorted by offset (above): the lines within [lo, hi] of offset.
    const within = (lo: number, hi: number, test: (o: Seg) => boolean): Seg | undefined => {
      let a = 0;
      let b = list.length;
      while (a < b) {
        const m = (a + b) >> 1;
        if ((list[m] as Seg).off < lo) a = m + 1;
        else b = m;
      }
      for (let k = a; k < list.length && (list[k] as Seg).off <= hi; k++) if (test(list[k] as Seg)) return list[k];
      return undefined;
    };
    for (const s of list) {
      if (!series[s.i] || out[s.i]) continue;
      const sameExtent = (o: Seg) => out[o.i] === 1 && Math.abs(o.a - s.a) <= 2 * tol && Math.abs(o.b - s.b) <= 2 * tol;
      const next = (o: Seg) => {
        const d = Math.abs(o.off - s.off);
        if (d < 0.9 * minPitch || !sameExtent(o)) return false;
        const off = 2 * o.off - s.off;
        const slack = 0.03 * 2 * d + 0.05;
        return within(off - slack, off + slack, sameExtent) !== undefined;
      };
      if (!within(s.off - maxPitch, s.off + maxPitch, next)) continue;
      const { places, len } = crossingPlaces(s.i, tol, true);
      if (gridCrossings(places, len, maxPitch, 4 * tol)) last.push(s.i);
    }
  }
  for (const i of last) out[i] = 1;
  return out;
}

/**
 * Whether a line of length `len` crossed at `places` (sorted positions along it) is a grid's: crossed at two places at
 * least, spread along it (coversLine); and when it is crossed at its ends only (within `end` of them), no longer
 * than the coarsest pitch `maxPitch`: one tile's side of a grid drawn as the segments between its crossings, not a
 * wall's face crossed at its corners by the faces of the walls it meets.
 */
export function gridCrossings(places: readonly number[], len: number, maxPitch: number, end: number): boolean {
  if (places.length < 2 || !coversLine(places, len)) return false;
  const inside = places.some((u) => u > end && u < len - end);
  return inside || len <= 1.1 * maxPitch;
}

/**
 * Whether crossings at `places` (sorted, along a line of length `len`) are a grid's: spread along the whole line at
 * their own pitch (the median spacing q), at least one every 2q on average. A wall's face that two lines of an
 * annotation (a tag's box drawn across a room and its walls) happen to cross, far from its ends, is not a grid line.
 */
export function coversLine(places: readonly number[], len: number): boolean {
  const spacings: number[] = [];
  for (let k = 1; k < places.length; k++) spacings.push((places[k] as number) - (places[k - 1] as number));
  spacings.sort((p, q) => p - q);
  const q = spacings[Math.floor((spacings.length - 1) / 2)] as number;
  return q > 0 && places.length >= (0.5 * len) / q;
}
