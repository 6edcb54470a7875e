/**
 * Door leaves drawn open (issue 26): a leaf is a line (or a thin rectangle: two lines a few centimetres apart and
 * their end caps) as long as the door is wide, and its swing an arc of that radius centred on the leaf's hinge end,
 * drawn as chords from the leaf's free end round to the wall. Neither is a wall: a leaf lying along a wall cuts the
 * strip between them out of the room, and its swing cuts the tags it crosses. They are recognised here on the
 * segments, like a tile grid (./grid.ts), and not drawn into the fill's ink; the openings are still closed on the
 * walls' faces (prepare.ts, findClosures), and the skirting still finds the swings (./skirting.ts) on the segments.
 */

/** A leaf's length (the door's width), in metres. */
export const LEAF_METRES = { min: 0.4, max: 1.5 } as const;
/** A leaf drawn as a rectangle is at most this thick, in metres. */
const LEAF_THICKNESS_METRES = 0.1;
/** A swing's chord is at most this share of its radius (a quarter circle in three chords at least). */
const CHORD_SHARE = 0.6;
/** How far a swing's chords' ends may lie off the circle, as a share of its radius. */
const RADIUS_SLACK = 0.05;
/**
 * A swing turns at least TURN_DEG from its leaf, and no chord goes past END_DEG (the wall's line at 90°, plus the
 * slop of a drawing): a jamb at the swing's end, running into the wall, is not a chord.
 */
const TURN_DEG = 60;
const END_DEG = 92;
/** A swing's chords meet within this share of its radius. */
const STEP_SHARE = 0.01;

/** Per segment of `segments` (x1, y1, x2, y2 in points), 1 when it is an open door's leaf or the chord of its swing. */
export function doorLeafSegments(segments: Float32Array, metre: number): Uint8Array {
  const n = Math.floor(segments.length / 4);
  const out = new Uint8Array(n);
  const minLeaf = LEAF_METRES.min * metre;
  const maxLeaf = LEAF_METRES.max * metre;
  const thick = LEAF_THICKNESS_METRES * metre;
  // Short segments (chords, end caps, a rectangle's sides) by cell, both ends.
  const cell = Math.max(1, thick);
  const hash = new Map<number, number[]>();
  const key = (cx: number, cy: number) => cx * 1_000_003 + cy;
  const len = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const x1 = segments[4 * i] as number;
    const y1 = segments[4 * i + 1] as number;
    const x2 = segments[4 * i + 2] as number;
    const y2 = segments[4 * i + 3] as number;
    const l = Math.hypot(x2 - x1, y2 - y1);
    len[i] = Number.isFinite(l) ? l : 0;
    if (!(l > 0) || l > maxLeaf) continue;
    for (const [x, y] of [
      [x1, y1],
      [x2, y2],
    ] as const) {
      const k = key(Math.floor(x / cell), Math.floor(y / cell));
      let list = hash.get(k);
      if (!list) hash.set(k, (list = []));
      if (list[list.length - 1] !== i) list.push(i);
    }
  }
  // Each query's segments once: stamped with the query's number.
  const stamp = new Uint32Array(n);
  let query = 0;
  /** The short segments with an end in the cells within `r` of (x, y), each once. */
  const near = (x: number, y: number, r: number): number[] => {
    query++;
    const found: number[] = [];
    for (let cx = Math.floor((x - r) / cell); cx <= Math.floor((x + r) / cell); cx++)
      for (let cy = Math.floor((y - r) / cell); cy <= Math.floor((y + r) / cell); cy++) {
        const list = hash.get(key(cx, cy));
        if (!list) continue;
        for (const j of list) {
          if (stamp[j] === query) continue;
          stamp[j] = query;
          found.push(j);
        }
      }
    return found;
  };
  const toRad = Math.PI / 180;
  for (let i = 0; i < n; i++) {
    const L = len[i] as number;
    if (L < minLeaf || L > maxLeaf) continue;
    const ax = segments[4 * i] as number;
    const ay = segments[4 * i + 1] as number;
    const bx = segments[4 * i + 2] as number;
    const by = segments[4 * i + 3] as number;
    for (const hingeAtA of [true, false]) {
      const hx = hingeAtA ? ax : bx;
      const hy = hingeAtA ? ay : by;
      // The leaf's direction, hinge to free end.
      const ux = ((hingeAtA ? bx : ax) - hx) / L;
      const uy = ((hingeAtA ? by : ay) - hy) / L;
      const slack = RADIUS_SLACK * L;
      const onCircle = (x: number, y: number) => Math.abs(Math.hypot(x - hx, y - hy) - L) <= slack;
      // Angle of a point round the hinge from the leaf, signed.
      const angle = (x: number, y: number) => {
        const dx = x - hx;
        const dy = y - hy;
        return Math.atan2(ux * dy - uy * dx, ux * dx + uy * dy) / toRad;
      };
      // The swing: a chain of chords from the leaf's free end (or its rectangle's corner), each starting where the
      // last one ended, round the circle one way; of the ways from the free end (an end cap also starts there), the
      // one turning farthest.
      const follow = (
        cx: number,
        cy: number,
        reach: number,
        turned: number,
        sign: number,
        used: number[],
        depth: number,
      ): { turned: number; chords: number[] } => {
        let best = { turned, chords: used };
        if (depth > 64) return best;
        for (const j of near(cx, cy, reach)) {
          if (j === i || used.includes(j)) continue;
          const lj = len[j] as number;
          if (lj > CHORD_SHARE * L || lj < 0.02 * L) continue;
          for (const e of [0, 1]) {
            const sx = segments[4 * j + 2 * e] as number;
            const sy = segments[4 * j + 2 * e + 1] as number;
            const ex = segments[4 * j + 2 * (1 - e)] as number;
            const ey = segments[4 * j + 2 * (1 - e) + 1] as number;
            if (Math.hypot(sx - cx, sy - cy) > reach || !onCircle(sx, sy) || !onCircle(ex, ey)) continue;
            const a = angle(ex, ey);
            if (Math.abs(a) <= turned + 0.5 || Math.abs(a) > END_DEG) continue;
            if (sign !== 0 && Math.sign(a) !== sign) continue;
            const found = follow(ex, ey, STEP_SHARE * L, Math.abs(a), Math.sign(a), [...used, j], depth + 1);
            if (found.turned > best.turned) best = found;
            // Past the first chord the chain does not fork: the first way on is taken.
            if (depth > 0) return best;
          }
        }
        return best;
      };
      const { turned, chords } = follow(hx + ux * L, hy + uy * L, thick, 0, 0, [], 0);
      if (chords.length < 3 || turned < TURN_DEG) continue;
      out[i] = 1;
      for (const j of chords) out[j] = 1;
      // A leaf drawn as a rectangle: the parallel line beside it and the end caps.
      for (const j of near((ax + bx) / 2, (ay + by) / 2, L / 2 + thick)) {
        if (j === i || out[j]) continue;
        const x1 = segments[4 * j] as number;
        const y1 = segments[4 * j + 1] as number;
        const x2 = segments[4 * j + 2] as number;
        const y2 = segments[4 * j + 3] as number;
        // Both ends within the leaf's band: along it between its ends, at most `thick` off its line; the other side
        // (parallel, nearly as long) or an end cap (short).
        const inBand = (x: number, y: number) => {
          const t = (x - hx) * ux + (y - hy) * uy;
          const d = Math.abs((x - hx) * uy - (y - hy) * ux);
          return t >= -thick && t <= L + thick && d <= thick;
        };
        const lj = len[j] as number;
        const parallel = Math.abs((x2 - x1) * uy - (y2 - y1) * ux) <= 0.05 * lj && lj >= 0.8 * L;
        if (inBand(x1, y1) && inBand(x2, y2) && (parallel || lj <= 1.5 * thick)) out[j] = 1;
      }
      break;
    }
  }
  return out;
}
