/**
 * « Surface en un clic » (issue 26): the room around a point, from a prepared sheet (./prepare.ts).
 *
 * On a vector sheet prepared with its closures (`PreparedSheet.closures`: the spans where a wall's face stops at a
 * door or a bay and carries on beyond), steps 1 and 2 below are replaced: the closures no longer than the gap are
 * drawn into a copy of the ink and the room is a plain flood from the click (closedRoomPixels), so a door is closed on
 * the face's line and a room is not cut where it narrows; the openings are the closures along the room. What follows
 * is the core and give-back, kept for scans (no segments) and sheets built without closures.
 *
 * 1. Openings narrower than the gap are closed by working on the room's **core**: the paper pixels farther than
 *    r = gap / 2 from any ink (the distance map). An opening narrower than the gap has no core pixel in it, so the
 *    room's core stops short of it; a 4-connected flood of the click's core component gives the room's extent, or a
 *    refusal: it reaches the raster's border (`leak`), it passes `maxShare` of the sheet (`tooLarge`).
 * 2. The core is r short of the walls. The paper pixels between are **given back** by a competitive breadth-first
 *    search from every core in a window around the room (its box grown by 3r + 4 px): each paper pixel goes to the core
 *    that reaches it first through paper, so corners and alcoves narrower than 2r come back to the room while a door
 *    opening is split between the two rooms it joins. Thin ink with the room on both sides (furniture, a dimension
 *    line, a partial partition) is taken into the room rather than cut out of it.
 * 3. The region's boundary is traced along the pixels' edges (./trace.ts), holes under `minHoleArea` are dropped,
 *    Douglas–Peucker at 1.2 px and the removal of collinear vertices leave the few vertices a person would draw.
 * 4. On a vector sheet each edge is **snapped** to the segment lying along it (nearly parallel, within the drawn
 *    line's radius + 2 px, overlapping it; of lines the raster draws as one band of ink, the outermost: the wall's
 *    face), and each vertex recomputed as the intersection of its two edges' lines: the outline lies on the walls'
 *    faces in the PDF's own coordinates, not on the raster's staircase.
 * 5. With closures, the detours the outline makes round what stands in front of a face (a sink, a door stop, a stub:
 *    the face is drawn on behind it) are taken back to the face (./fixtures.ts): the floor runs on under them.
 *
 * The work per click is bounded by the room (the core flood, at most `maxShare` of the raster, and the window): no
 * pass over the whole sheet.
 */
import { fail, ok, type Point, type Result, type Ring } from '../takeoff/types.ts';
import {
  FIXTURE_MAX_DEPTH_METRES,
  FIXTURE_MAX_SPAN_METRES,
  FIXTURE_MAX_SQUARE_METRES,
  fillFixtures,
} from './fixtures.ts';
import { drawCapsule, LINE_RADIUS, metreInPoints, NOISY_SPECK_SHARE } from './prepare.ts';
import { pointInRing, roomName } from './roomName.ts';
import { dropCollinear, signedArea, simplifyRing, traceBoundaries } from './trace.ts';
import type { FillErrorCode, FillOptions, FillResult, OpeningSpan, PreparedSheet } from './types.ts';

export const DEFAULT_MAX_SHARE = 0.25;
/** Douglas–Peucker tolerance, in pixels: the raster's staircase is ±0.5 px, the drawn line's edge another ±0.5 px. */
export const SIMPLIFY_PX = 1.2;
/** Largest angle between an edge and the segment it snaps to. */
export const SNAP_ANGLE_DEG = 3;
/** How far past the drawn line's radius an edge may lie from the segment it snaps to, in pixels. */
export const SNAP_SLACK_PX = 2;
/** A room narrower than the gap is still taken when it is at least this wide, in pixels (twice this distance). */
const MIN_NARROW_PX = 3;

/** Per sheet, a raster-sized stamp reused from click to click (the core flood's "seen" marks). */
const scratch = new WeakMap<Uint8Array, { stamp: Uint8Array; generation: number; queue: Int32Array }>();

export function scratchFor(sheet: PreparedSheet, capacity: number) {
  let s = scratch.get(sheet.ink.data);
  if (!s) {
    const n = sheet.ink.width * sheet.ink.height;
    s = { stamp: new Uint8Array(n), generation: 0, queue: new Int32Array(0) };
    scratch.set(sheet.ink.data, s);
  }
  // The core flood stops once it passes the share: its queue never holds more than that and a pixel's 4 neighbours.
  if (s.queue.length < capacity) s.queue = new Int32Array(capacity);
  s.generation++;
  if (s.generation > 255) {
    s.stamp.fill(0);
    s.generation = 1;
  }
  return s;
}

/** The room's pixels in a window of the raster, before tracing (exported for tests and the bench). */
export interface RoomPixels {
  /** The window's top-left pixel in the raster, and its size. */
  readonly x0: number;
  readonly y0: number;
  readonly width: number;
  readonly height: number;
  /** Per window pixel: 0 free unclaimed, 1 the room, 2 another core's, 3 ink, 4 thin ink taken into the room. */
  readonly labels: Uint8Array;
}

const FREE = 0;
const ROOM = 1;
const OTHER = 2;
const INK = 3;
const ABSORBED = 4;
/**
 * The most ink pixels a pocket is given to the room across: one drawn line (a capsule of radius LINE_RADIUS covers 1
 * or 2 pixels across, whatever the raster's scale). Two lines closer than a pixel or two (a wall's face with a column's
 * outline against it) are more: what lies beyond them is the wall's, not the room's.
 */
const ACROSS_ONE_LINE_PX = 2;
/**
 * On a vector sheet, a pocket is given to the room only when some pixel of it lies this far from ink (points): the
 * paper inside a wall's thickness is a slit (VA's partitions are 3.1–4.7 pt thick: 1.7 pt at most), a finish tag's
 * strip along a wall is not (6.3–6.6 pt wide: about 3 pt, which the distance map, measured between pixel centres,
 * gives as 2.95 at VA's 1.355 px/pt).
 */
const POCKET_MIN_RADIUS = 2.5;

/** The room around a point, or why there is none (see FillErrorCode). */
export function fillRegion(sheet: PreparedSheet, options: FillOptions): Result<FillResult, FillErrorCode> {
  const found = roomPixels(sheet, options);
  if (!found.ok) return found;
  const room = found.value;
  const { ink } = sheet;
  const scale = ink.scale;
  const gap = Math.max(0, options.gap);
  const minHoleArea = options.minHoleArea ?? ((2 * gap) / 10) ** 2;

  const inside = new Uint8Array(room.labels.length);
  for (let i = 0; i < inside.length; i++) {
    const l = room.labels[i];
    inside[i] = l === ROOM || l === ABSORBED ? 1 : 0;
  }
  const rings = traceBoundaries(inside, room.width, room.height);
  // The room is one 4-connected piece, so one ring runs clockwise; absorbed ink may add a loose bit or two, dropped.
  let outerRing = rings[0];
  for (const r of rings) if (r.area > 0 && (!outerRing || r.area > outerRing.area)) outerRing = r;
  if (!outerRing || outerRing.area <= 0) return fail('tooSmall');
  const minHolePx = minHoleArea * scale * scale;
  // A hole with text in it is a box drawn round a tag (a room number), not a column.
  const textCentres = sheet.text.map((t) => ({
    x: (t.box.x + t.box.width / 2) * scale - room.x0,
    y: (t.box.y + t.box.height / 2) * scale - room.y0,
  }));
  const holeRings = rings.filter(
    (r) =>
      r.area < 0 &&
      -r.area >= Math.max(minHolePx, 1) &&
      !textCentres.some((c) => c.x > 0 && c.y > 0 && c.x < room.width && c.y < room.height && pointInRing(c, r.points)),
  );

  const toSheet = (p: Point): Point => ({ x: (p.x + room.x0) / scale, y: (p.y + room.y0) / scale });
  const clean = (points: readonly Point[]) => dropCollinear(simplifyRing(points, SIMPLIFY_PX), 0.5).map(toSheet);

  const used = new Set<number>();
  let outer = clean(outerRing.points);
  let outerLines: (Line | null)[] = outer.map(() => null);
  let holes = holeRings.map((r) => clean(r.points));
  const snapping = sheet.index !== null && sheet.segments !== null && sheet.segments.length > 0;
  const closed = sheet.closures ? closuresUsed(sheet, room, gap) : [];
  if (snapping) {
    const snappedOuter = snapRing(sheet, outer, used);
    outer = snappedOuter.points;
    outerLines = snappedOuter.lines;
    if (sheet.closures && sheet.segments && sheet.index) {
      const metre = sheet.metre ?? metreInPoints();
      const fixtures = fillFixtures(outer, outerLines, {
        segments: sheet.segments,
        index: sheet.index,
        closures: closed.map((c) => [c.from.x, c.from.y, c.to.x, c.to.y] as const),
        tolerance: 1 / scale,
        maxArea: FIXTURE_MAX_SQUARE_METRES * metre * metre,
        maxSpan: FIXTURE_MAX_SPAN_METRES * metre,
        maxDepth: FIXTURE_MAX_DEPTH_METRES * metre,
      });
      outer = fixtures.points;
      outerLines = fixtures.lines;
    }
    holes = holes.map((h) => dropCollinear(snapRing(sheet, h, used).points, 0.02 / scale));
  }
  // Clockwise outer, anticlockwise holes, whatever snapping did to a degenerate ring.
  if (signedArea(outer) < 0) outer.reverse();
  holes = holes.filter((h) => h.length >= 3);
  for (const h of holes) if (signedArea(h) > 0) h.reverse();
  let openings: OpeningSpan[];
  if (sheet.closures) {
    outer = dropCollinear(outer, 0.02 / scale);
    openings = closed;
  } else {
    // A door closed across by the core leaves a notch as deep as half the wall: closed on the room's face instead.
    const closed = closeOpenings(outer, outerLines, openingEdges(room, outer, scale), gap, 1 / scale);
    outer = dropCollinear(closed.ring, 0.02 / scale);
    openings = closed.openings;
  }
  const outerArea = signedArea(outer);
  const holesArea = holes.reduce((s, h) => s - signedArea(h), 0);
  const area = outerArea - holesArea;
  const minArea = Math.max((gap / 2) ** 2, 4 / (scale * scale));
  if (!(area > minArea)) return fail('tooSmall');
  // The core flood stopped early at the share; the room given back its margins is checked again.
  if (area > (options.maxShare ?? DEFAULT_MAX_SHARE) * sheet.width * sheet.height) return fail('tooLarge');

  const layers: string[] = [];
  if (snapping && sheet.segmentLayers) {
    const seen = new Set<number>();
    for (const s of [...used].sort((a, b) => a - b)) {
      const l = sheet.segmentLayers[s] ?? -1;
      if (l < 0 || seen.has(l)) continue;
      seen.add(l);
      const name = sheet.layerNames[l];
      if (name !== undefined) layers.push(name);
    }
  }

  return ok({
    outer,
    holes,
    label: roomName(outer, holes, sheet.text),
    openings,
    area,
    source: sheet.source,
    snapped: snapping && used.size > 0,
    layers,
  });
}

/** Steps 1 and 2 of the module's header: the room's pixels in a window, or a refusal. */
export function roomPixels(sheet: PreparedSheet, options: FillOptions): Result<RoomPixels, FillErrorCode> {
  if (sheet.closures) return closedRoomPixels(sheet, options);
  const { ink, distance } = sheet;
  const { width: W, height: H, scale, data } = ink;
  if (sheet.source === 'raster' && (sheet.noise ?? 0) > NOISY_SPECK_SHARE) return fail('noisy');
  // With no ink at all, the distance transform leaves every pixel far beyond any sheet.
  if (W * H === 0 || (distance[0] as number) > 1e9) return fail('blank');
  const cx = Math.floor(options.point.x * scale);
  const cy = Math.floor(options.point.y * scale);
  if (!(cx >= 0 && cy >= 0 && cx < W && cy < H)) return fail('leak');
  let r = (Math.max(0, options.gap) * scale) / 2;
  const isCore = (p: number) => data[p] === 0 && (distance[p] as number) > r;
  const maxShare = options.maxShare ?? DEFAULT_MAX_SHARE;
  const maxPixels = maxShare * W * H;

  // The seed: the click's pixel, or the nearest core pixel reachable through paper within r + 2 px.
  const click = cy * W + cx;
  let seed = -1;
  if (data[click]) return fail('onInk');
  if (isCore(click)) seed = click;
  else {
    const reach = Math.ceil(r) + 2;
    const near = nearestCore(data, W, H, cx, cy, reach, isCore, distance);
    if (near.seed >= 0) seed = near.seed;
    else if (
      near.widest >= 0 &&
      (distance[near.widest] as number) >= Math.max(MIN_NARROW_PX, r / 3) &&
      !near.enclosed
    ) {
      // A room narrower than the gap (a closet, a duct room), a third of it wide at least (the pocket between a
      // wall's faces is narrower): the gap is narrowed to three quarters of its width here, so that the room still
      // has a core and its door, narrower than that, stays closed.
      r = 0.75 * (distance[near.widest] as number);
      seed = near.widest;
    } else return fail(near.enclosed ? 'tooSmall' : 'onInk');
  }

  // The core component, 4-connected.
  const s = scratchFor(sheet, Math.min(W * H, Math.floor(maxPixels) + 8));
  const { stamp, queue } = s;
  const gen = s.generation;
  let head = 0;
  let tail = 0;
  queue[tail++] = seed;
  stamp[seed] = gen;
  let minX = W;
  let minY = H;
  let maxX = -1;
  let maxY = -1;
  while (head < tail) {
    const p = queue[head++] as number;
    const x = p % W;
    const y = (p - x) / W;
    if (x === 0 || y === 0 || x === W - 1 || y === H - 1) return fail('leak');
    if (tail > maxPixels) return fail('tooLarge');
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    // Not a border pixel (checked above): its four neighbours are in the raster.
    let q = p - 1;
    if (stamp[q] !== gen && data[q] === 0 && (distance[q] as number) > r) {
      stamp[q] = gen;
      queue[tail++] = q;
    }
    q = p + 1;
    if (stamp[q] !== gen && data[q] === 0 && (distance[q] as number) > r) {
      stamp[q] = gen;
      queue[tail++] = q;
    }
    q = p - W;
    if (stamp[q] !== gen && data[q] === 0 && (distance[q] as number) > r) {
      stamp[q] = gen;
      queue[tail++] = q;
    }
    q = p + W;
    if (stamp[q] !== gen && data[q] === 0 && (distance[q] as number) > r) {
      stamp[q] = gen;
      queue[tail++] = q;
    }
  }

  // The window: the core's box grown by enough to reach past the walls to the neighbouring rooms' cores.
  const margin = Math.ceil(3 * r) + 4;
  const x0 = Math.max(0, minX - margin);
  const y0 = Math.max(0, minY - margin);
  const x1 = Math.min(W - 1, maxX + margin);
  const y1 = Math.min(H - 1, maxY + margin);
  const ww = x1 - x0 + 1;
  const wh = y1 - y0 + 1;
  const labels = new Uint8Array(ww * wh);
  for (let y = 0; y < wh; y++) {
    let p = (y + y0) * W + x0;
    let i = y * ww;
    for (let x = 0; x < ww; x++, p++, i++) {
      labels[i] = data[p] ? INK : stamp[p] === gen ? ROOM : isCore(p) ? OTHER : FREE;
    }
  }

  // Competitive breadth-first search from every core's rim, the room's first so that it wins the ties.
  const wq = new Int32Array(ww * wh);
  head = 0;
  tail = 0;
  for (const source of [ROOM, OTHER]) {
    for (let i = 0; i < labels.length; i++) {
      if (labels[i] !== source) continue;
      const x = i % ww;
      if (
        (x > 0 && labels[i - 1] === FREE) ||
        (x < ww - 1 && labels[i + 1] === FREE) ||
        (i >= ww && labels[i - ww] === FREE) ||
        (i + ww < labels.length && labels[i + ww] === FREE)
      ) {
        wq[tail++] = i;
      }
    }
  }
  while (head < tail) {
    const i = wq[head++] as number;
    const l = labels[i] as number;
    const x = i % ww;
    if (x > 0 && labels[i - 1] === FREE) {
      labels[i - 1] = l;
      wq[tail++] = i - 1;
    }
    if (x < ww - 1 && labels[i + 1] === FREE) {
      labels[i + 1] = l;
      wq[tail++] = i + 1;
    }
    if (i >= ww && labels[i - ww] === FREE) {
      labels[i - ww] = l;
      wq[tail++] = i - ww;
    }
    if (i + ww < labels.length && labels[i + ww] === FREE) {
      labels[i + ww] = l;
      wq[tail++] = i + ww;
    }
  }

  mergePockets(labels, ww, wh, (i) => distance[(Math.floor(i / ww) + y0) * W + (i % ww) + x0] as number, 3 * scale);
  absorbThinInk(labels, ww, wh);
  return ok({ x0, y0, width: ww, height: wh, labels });
}

/** Per sheet (its ink), the ink with the closures no longer than `gap` drawn in, for the last gap asked. */
const closedInks = new WeakMap<Uint8Array, { gap: number; data: Uint8Array }>();

/** The sheet's ink with its closures up to `gap` (points) drawn in as lines (built once per sheet and gap). */
export function closedInk(sheet: PreparedSheet, gap: number): Uint8Array {
  const closures = sheet.closures;
  const { data: ink, width: w, height: h, scale } = sheet.ink;
  if (!closures || closures.length === 0) return ink;
  const cached = closedInks.get(ink);
  if (cached && cached.gap === gap) return cached.data;
  const data = cached?.data ?? new Uint8Array(ink.length);
  data.set(ink);
  for (let c = 0; c + 3 < closures.length; c += 4) {
    const x1 = closures[c] as number;
    const y1 = closures[c + 1] as number;
    const x2 = closures[c + 2] as number;
    const y2 = closures[c + 3] as number;
    if (Math.hypot(x2 - x1, y2 - y1) > gap) continue;
    drawCapsule(data, w, h, x1 * scale, y1 * scale, x2 * scale, y2 * scale, LINE_RADIUS);
  }
  closedInks.set(ink, { gap, data });
  return data;
}

/**
 * Steps 1 and 2 on a vector sheet with closures: the openings up to the gap are drawn across as lines (the faces
 * carried across each door), and the room is a plain 4-connected flood of the paper from the click. Around it, in a
 * window, the other paper is told apart: what runs out of the window or holds a core (a pixel farther than
 * min(gap / 2, 0.45 m) from any ink) is another room or the outside; the enclosed rest (the strips a finish tag
 * draws along a wall, a door swing's quarter, a wall's pocket) goes to the room by mergePockets' rules.
 */
function closedRoomPixels(sheet: PreparedSheet, options: FillOptions): Result<RoomPixels, FillErrorCode> {
  const { ink, distance } = sheet;
  const { width: W, height: H, scale } = ink;
  if (W * H === 0 || (distance[0] as number) > 1e9) return fail('blank');
  const gap = Math.max(0, options.gap);
  const data = closedInk(sheet, gap);
  const cx = Math.floor(options.point.x * scale);
  const cy = Math.floor(options.point.y * scale);
  if (!(cx >= 0 && cy >= 0 && cx < W && cy < H)) return fail('leak');
  let seed = cy * W + cx;
  if (ink.data[seed]) return fail('onInk');
  if (data[seed]) {
    // On a closure's line: the nearest paper within 3 px.
    seed = -1;
    let best = Infinity;
    for (let dy = -3; dy <= 3; dy++) {
      for (let dx = -3; dx <= 3; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= W || y >= H || data[y * W + x]) continue;
        if (dx * dx + dy * dy < best) {
          best = dx * dx + dy * dy;
          seed = y * W + x;
        }
      }
    }
    if (seed < 0) return fail('onInk');
  }
  const maxPixels = (options.maxShare ?? DEFAULT_MAX_SHARE) * W * H;
  const s = scratchFor(sheet, Math.min(W * H, Math.floor(maxPixels) + 8));
  const { stamp, queue } = s;
  const gen = s.generation;
  let head = 0;
  let tail = 0;
  queue[tail++] = seed;
  stamp[seed] = gen;
  let minX = W;
  let minY = H;
  let maxX = -1;
  let maxY = -1;
  let widest = 0;
  while (head < tail) {
    const p = queue[head++] as number;
    const x = p % W;
    const y = (p - x) / W;
    if (x === 0 || y === 0 || x === W - 1 || y === H - 1) return fail('leak');
    if (tail > maxPixels) return fail('tooLarge');
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    if ((distance[p] as number) > widest) widest = distance[p] as number;
    // Not a border pixel (checked above): its four neighbours are in the raster.
    let q = p - 1;
    if (stamp[q] !== gen && data[q] === 0) {
      stamp[q] = gen;
      queue[tail++] = q;
    }
    q = p + 1;
    if (stamp[q] !== gen && data[q] === 0) {
      stamp[q] = gen;
      queue[tail++] = q;
    }
    q = p - W;
    if (stamp[q] !== gen && data[q] === 0) {
      stamp[q] = gen;
      queue[tail++] = q;
    }
    q = p + W;
    if (stamp[q] !== gen && data[q] === 0) {
      stamp[q] = gen;
      queue[tail++] = q;
    }
  }
  const r = (gap * scale) / 2;
  // Paper narrower than a third of the gap everywhere: the pocket between a wall's faces (a long slit: the click was
  // inside a wall), or a little closed box.
  if (widest < Math.max(MIN_NARROW_PX, r / 3)) return fail(tail < (2 * r) ** 2 ? 'tooSmall' : 'onInk');
  // Less than half a square of the gap's side: a cell of a tile grid drawn over the floor, a box, not a room.
  if (tail < 0.5 * (2 * r) ** 2) return fail('tooSmall');

  const metre = (sheet.metre ?? metreInPoints()) * scale;
  const margin = Math.ceil(Math.max(r, 0.6 * metre)) + 4;
  const x0 = Math.max(0, minX - margin);
  const y0 = Math.max(0, minY - margin);
  const x1 = Math.min(W - 1, maxX + margin);
  const y1 = Math.min(H - 1, maxY + margin);
  const ww = x1 - x0 + 1;
  const wh = y1 - y0 + 1;
  const labels = new Uint8Array(ww * wh);
  for (let y = 0; y < wh; y++) {
    let p = (y + y0) * W + x0;
    let i = y * ww;
    for (let x = 0; x < ww; x++, p++, i++) labels[i] = data[p] ? INK : stamp[p] === gen ? ROOM : FREE;
  }
  const distanceAt = (i: number) => distance[(Math.floor(i / ww) + y0) * W + (i % ww) + x0] as number;
  markOtherRooms(labels, ww, wh, distanceAt, Math.min(r, 0.45 * metre));
  mergePockets(labels, ww, wh, distanceAt, POCKET_MIN_RADIUS * scale);
  absorbThinInk(labels, ww, wh);
  return ok({ x0, y0, width: ww, height: wh, labels });
}

/** The free paper of a window running out of it, or holding a pixel farther than `coreRadius` from ink: OTHER. */
function markOtherRooms(
  labels: Uint8Array,
  ww: number,
  wh: number,
  distanceAt: (i: number) => number,
  coreRadius: number,
): void {
  const seen = new Uint8Array(labels.length);
  const members: number[] = [];
  const stack: number[] = [];
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== FREE || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    members.length = 0;
    let other = false;
    while (stack.length > 0) {
      const p = stack.pop() as number;
      members.push(p);
      if (!other && distanceAt(p) > coreRadius) other = true;
      const x = p % ww;
      const y = (p - x) / ww;
      if (x === 0 || y === 0 || x === ww - 1 || y === wh - 1) {
        other = true;
        continue;
      }
      for (const q of [p - 1, p + 1, p - ww, p + ww]) {
        if (labels[q] === FREE && !seen[q]) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
    if (other) for (const p of members) labels[p] = OTHER;
  }
}

/** The sheet's closures up to `gap` the room's outline runs along: the room on one side of them. */
function closuresUsed(sheet: PreparedSheet, room: RoomPixels, gap: number): OpeningSpan[] {
  const closures = sheet.closures;
  if (!closures) return [];
  const scale = sheet.ink.scale;
  const isRoom = (x: number, y: number) => {
    const ix = Math.floor(x * scale) - room.x0;
    const iy = Math.floor(y * scale) - room.y0;
    if (ix < 0 || iy < 0 || ix >= room.width || iy >= room.height) return false;
    const l = room.labels[iy * room.width + ix];
    return l === ROOM || l === ABSORBED;
  };
  const spans: OpeningSpan[] = [];
  const off = (LINE_RADIUS + 1) / scale;
  for (let c = 0; c + 3 < closures.length; c += 4) {
    const x1 = closures[c] as number;
    const y1 = closures[c + 1] as number;
    const x2 = closures[c + 2] as number;
    const y2 = closures[c + 3] as number;
    const len = Math.hypot(x2 - x1, y2 - y1);
    if (len > gap || len === 0) continue;
    const nx = -(y2 - y1) / len;
    const ny = (x2 - x1) / len;
    for (const side of [-1, 1]) {
      let hits = 0;
      for (const t of [0.25, 0.5, 0.75]) {
        const x = x1 + (x2 - x1) * t + side * nx * off;
        const y = y1 + (y2 - y1) * t + side * ny * off;
        if (isRoom(x, y)) hits++;
      }
      if (hits >= 2) {
        spans.push({ from: { x: x1, y: y1 }, to: { x: x2, y: y2 } });
        break;
      }
    }
  }
  return spans;
}

/**
 * The nearest core pixel reachable from (cx, cy) through paper, within `reach` px (Chebyshev) of it, by a
 * breadth-first search; `enclosed` when the click's paper ran out before the reach (a closed little pocket).
 */
function nearestCore(
  data: Uint8Array,
  W: number,
  H: number,
  cx: number,
  cy: number,
  reach: number,
  isCore: (p: number) => boolean,
  distance: Float32Array,
): { seed: number; enclosed: boolean; widest: number } {
  const side = 2 * reach + 1;
  const seen = new Uint8Array(side * side);
  const queue: number[] = [cy * W + cx];
  seen[reach * side + reach] = 1;
  let enclosed = true;
  let widest = -1;
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head] as number;
    if (widest < 0 || (distance[p] as number) > (distance[widest] as number)) widest = p;
    const x = p % W;
    const y = (p - x) / W;
    for (const [dx, dy] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
      const q = ny * W + nx;
      if (data[q]) continue;
      const lx = nx - cx + reach;
      const ly = ny - cy + reach;
      if (lx < 0 || ly < 0 || lx >= side || ly >= side) {
        enclosed = false;
        continue;
      }
      if (seen[ly * side + lx]) continue;
      seen[ly * side + lx] = 1;
      if (isCore(q)) return { seed: q, enclosed: false, widest };
      queue.push(q);
    }
  }
  return { seed: -1, enclosed, widest };
}

/**
 * Paper nobody took (no core reached it: it is closed all round by ink) goes to the room when it lies against the
 * room across a thin line, against no other room, and is not a slit: the wall-finish tags' strips along VA's walls, a
 * door swing's quarter. Islands stay out (the room beyond all their sides: a column drawn as its outline), slits too: the pocket between a wall's two faces (`minRadius`: no pixel of it that far
 * from ink), and so does paper running out of the window (along a wall).
 */
function mergePockets(
  labels: Uint8Array,
  ww: number,
  wh: number,
  distanceAt: (i: number) => number,
  minRadius: number,
): void {
  const seen = new Uint8Array(labels.length);
  const stack: number[] = [];
  const members: number[] = [];
  const steps = [-1, 1, -ww, ww];
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== FREE || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    members.length = 0;
    let border = false;
    let room = 0;
    let elsewhere = 0;
    let other = false;
    let widest = 0;
    while (stack.length > 0) {
      const p = stack.pop() as number;
      members.push(p);
      widest = Math.max(widest, distanceAt(p));
      const x = p % ww;
      const y = (p - x) / ww;
      if (x === 0 || y === 0 || x === ww - 1 || y === wh - 1) {
        border = true;
        continue;
      }
      for (const step of steps) {
        const q = p + step;
        const l = labels[q];
        if (l === FREE) {
          if (!seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
          continue;
        }
        // Across a thin line: what lies beyond it.
        let k = q;
        let n = 0;
        while (labels[k] === INK && n < ACROSS_ONE_LINE_PX && k + step >= 0 && k + step < labels.length) {
          k += step;
          n++;
        }
        const beyond = labels[k];
        if (beyond === ROOM) room++;
        else elsewhere++;
        if (beyond === OTHER) other = true;
      }
    }
    // An island (a column drawn as its outline) has the room beyond its every side: it stays a hole.
    const island = elsewhere < 0.1 * (room + elsewhere);
    if (room > 0 && !island && !other && !border && widest >= minRadius) for (const p of members) labels[p] = ROOM;
  }
}

/** Ink at most 3 px thick with the room on both sides (across a row or a column) is taken into the room. */
function absorbThinInk(labels: Uint8Array, ww: number, wh: number): void {
  const taken: number[] = [];
  for (let y = 0; y < wh; y++) {
    for (let x = 0; x < ww; x++) {
      const i = y * ww + x;
      if (labels[i] !== INK) continue;
      if (flanked(labels, i, 1, x, ww) || flanked(labels, i, ww, y, wh)) taken.push(i);
    }
  }
  for (const i of taken) labels[i] = ABSORBED;
}

/** Whether the run of ink through pixel i along `step` is at most 3 px and has the room at both ends. */
function flanked(labels: Uint8Array, i: number, step: number, pos: number, size: number): boolean {
  let before = 0;
  let j = i;
  let p = pos;
  while (p > 0 && labels[j - step] === INK && before < 3) {
    j -= step;
    p--;
    before++;
  }
  if (p === 0 || labels[j - step] !== ROOM) return false;
  let after = 0;
  j = i;
  p = pos;
  while (p < size - 1 && labels[j + step] === INK && after < 3) {
    j += step;
    p++;
    after++;
  }
  if (p === size - 1 || labels[j + step] !== ROOM) return false;
  return before + after + 1 <= 3;
}

interface Line {
  /** A point on the line and its unit direction. */
  readonly px: number;
  readonly py: number;
  readonly ux: number;
  readonly uy: number;
}

/**
 * Step 4: each edge to the segment lying along it, each vertex to its two edges' lines' intersection. Records the
 * segments used in `used`.
 */
function snapRing(sheet: PreparedSheet, ring: Point[], used: Set<number>): SnappedRing {
  const index = sheet.index;
  const segs = sheet.segments;
  if (!index || !segs) return { points: ring, lines: ring.map(() => null) };
  const scale = sheet.ink.scale;
  const n = ring.length;
  const tol = (LINE_RADIUS + 0.5 + SNAP_SLACK_PX) / scale;
  const lines: (Line & { snapped: boolean })[] = [];
  for (let i = 0; i < n; i++) {
    const a = ring[i] as Point;
    const b = ring[(i + 1) % n] as Point;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const ux = len > 0 ? (b.x - a.x) / len : 1;
    const uy = len > 0 ? (b.y - a.y) / len : 0;
    const own = { px: a.x, py: a.y, ux, uy, snapped: false };
    if (len === 0) {
      lines.push(own);
      continue;
    }
    // A short edge's own direction is only known to about the staircase's 1 px over its length.
    const maxAngle = Math.max((SNAP_ANGLE_DEG * Math.PI) / 180, Math.atan2(1.5, len * scale));
    const cosMax = Math.cos(maxAngle);
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    let best = -1;
    let bestOverlap = 0;
    let bestDist = Infinity;
    const candidates: { s: number; overlap: number }[] = [];
    for (const s of index.near(mid, len / 2 + tol)) {
      const sx1 = segs[4 * s] as number;
      const sy1 = segs[4 * s + 1] as number;
      const sx2 = segs[4 * s + 2] as number;
      const sy2 = segs[4 * s + 3] as number;
      const sl = Math.hypot(sx2 - sx1, sy2 - sy1);
      if (sl === 0) continue;
      const vx = (sx2 - sx1) / sl;
      const vy = (sy2 - sy1) / sl;
      if (Math.abs(vx * ux + vy * uy) < cosMax) continue;
      // Both ends of the edge near the segment's line.
      const da = Math.abs((a.x - sx1) * vy - (a.y - sy1) * vx);
      const db = Math.abs((b.x - sx1) * vy - (b.y - sy1) * vx);
      if (da > tol || db > tol) continue;
      // How much of the edge the segment runs along.
      const t1 = (sx1 - a.x) * ux + (sy1 - a.y) * uy;
      const t2 = (sx2 - a.x) * ux + (sy2 - a.y) * uy;
      const overlap = Math.min(len, Math.max(t1, t2)) - Math.max(0, Math.min(t1, t2));
      if (overlap < Math.min(0.3 * len, 10 / scale)) continue;
      const d = da + db;
      candidates.push({ s, overlap });
      if (overlap > bestOverlap + 0.5 / scale || (overlap > bestOverlap - 0.5 / scale && d < bestDist)) {
        best = s;
        bestOverlap = Math.max(overlap, bestOverlap);
        bestDist = d;
      }
    }
    if (best < 0) {
      lines.push(own);
      continue;
    }
    best = outermostInBand(sheet, a, b, ux, uy, best, candidates, bestOverlap);
    used.add(best);
    const sx1 = segs[4 * best] as number;
    const sy1 = segs[4 * best + 1] as number;
    const sx2 = segs[4 * best + 2] as number;
    const sy2 = segs[4 * best + 3] as number;
    const sl = Math.hypot(sx2 - sx1, sy2 - sy1);
    // Keep the edge's sense along the segment's direction.
    const sign = (sx2 - sx1) * ux + (sy2 - sy1) * uy >= 0 ? 1 : -1;
    lines.push({ px: sx1, py: sy1, ux: (sign * (sx2 - sx1)) / sl, uy: (sign * (sy2 - sy1)) / sl, snapped: true });
  }

  const out: Point[] = [];
  const far = 4 * tol;
  for (let i = 0; i < n; i++) {
    const before = lines[(i + n - 1) % n] as Line & { snapped: boolean };
    const after = lines[i] as Line & { snapped: boolean };
    const v = ring[i] as Point;
    let p: Point = v;
    if (before.snapped || after.snapped) {
      const cross = before.ux * after.uy - before.uy * after.ux;
      if (Math.abs(cross) > Math.sin((10 * Math.PI) / 180)) {
        const hit = intersect(before, after);
        if (hit && Math.hypot(hit.x - v.x, hit.y - v.y) <= far) p = hit;
        else p = project(v, after.snapped ? after : before);
      } else {
        // Nearly parallel neighbours (a small jog): the vertex onto the snapped one's line.
        p = project(v, after.snapped ? after : before);
      }
    }
    out.push(p);
  }
  return { points: out, lines: lines.map((l) => (l.snapped ? l : null)) };
}

/**
 * Of the segments an edge may snap to, the one farthest out of the room among those running as far along the edge as
 * the best and reached from the edge through ink only: two lines closer than the raster resolves (a wall's face and a
 * line drawn a fraction of a point inside it, a tile grid's border) are one band of ink, the fill stops at its inner
 * side, and the floor runs to the wall's face, its outer line. A line with paper between it and the edge is another
 * wall's face (or the far face of this one) and is never taken.
 */
function outermostInBand(
  sheet: PreparedSheet,
  a: Point,
  b: Point,
  ux: number,
  uy: number,
  best: number,
  candidates: readonly { s: number; overlap: number }[],
  bestOverlap: number,
): number {
  const { data, width: w, height: h, scale } = sheet.ink;
  const segs = sheet.segments as Float32Array;
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  // How far out of the room the segment's line passes the edge's middle: the room is on the edge's right (y down),
  // out is its left, (uy, -ux).
  const signedOut = (s: number) => {
    const sx = segs[4 * s] as number;
    const sy = segs[4 * s + 1] as number;
    const sl = Math.hypot((segs[4 * s + 2] as number) - sx, (segs[4 * s + 3] as number) - sy);
    const vx = ((segs[4 * s + 2] as number) - sx) / sl;
    const vy = ((segs[4 * s + 3] as number) - sy) / sl;
    const t = (mx - sx) * vx + (my - sy) * vy;
    return (sx + t * vx - mx) * uy - (sy + t * vy - my) * ux;
  };
  const inkAt = (x: number, y: number) => {
    const ix = Math.floor(x * scale);
    const iy = Math.floor(y * scale);
    return ix >= 0 && iy >= 0 && ix < w && iy < h && data[iy * w + ix] === 1;
  };
  let chosen = best;
  let chosenOut = signedOut(best);
  for (const c of candidates) {
    if (c.s === chosen || c.overlap < 0.9 * bestOverlap) continue;
    const out = signedOut(c.s);
    if (out <= chosenOut) continue;
    // Ink all the way from the edge out to the segment's line, at three places along the edge.
    let solid = true;
    for (const t of [0.25, 0.5, 0.75]) {
      const px = a.x + (b.x - a.x) * t;
      const py = a.y + (b.y - a.y) * t;
      for (let d = 0.5 / scale; d <= out && solid; d += 0.5 / scale) {
        if (!inkAt(px + uy * d, py - ux * d)) solid = false;
      }
      if (!solid) break;
    }
    if (!solid) continue;
    chosen = c.s;
    chosenOut = out;
  }
  return chosen;
}

/** A snapped ring, and per edge (from vertex i to i + 1) the segment's line it lies on, or null. */
interface SnappedRing {
  readonly points: Point[];
  readonly lines: (Line | null)[];
}

function intersect(l1: Line, l2: Line): Point | null {
  const den = l1.ux * l2.uy - l1.uy * l2.ux;
  if (den === 0) return null;
  const t = ((l2.px - l1.px) * l2.uy - (l2.py - l1.py) * l2.ux) / den;
  return { x: l1.px + t * l1.ux, y: l1.py + t * l1.uy };
}

function project(p: Point, l: Line): Point {
  const t = (p.x - l.px) * l.ux + (p.y - l.py) * l.uy;
  return { x: l.px + t * l.ux, y: l.py + t * l.uy };
}

/**
 * Which of the outline's edges border paper of another room rather than ink: probed at each
 * pixel along the edge, up to 3 px outward; an edge is an opening when most of its probes find paper.
 */
function openingEdges(room: RoomPixels, outer: Ring, scale: number): boolean[] {
  const n = outer.length;
  const label = (x: number, y: number) => {
    const ix = Math.floor(x * scale) - room.x0;
    const iy = Math.floor(y * scale) - room.y0;
    if (ix < 0 || iy < 0 || ix >= room.width || iy >= room.height) return FREE;
    return room.labels[iy * room.width + ix] as number;
  };
  const flags: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const a = outer[i] as Point;
    const b = outer[(i + 1) % n] as Point;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const steps = Math.floor(len * scale);
    if (steps < 2) {
      flags.push(false);
      continue;
    }
    // Clockwise on a y-down sheet: the room is on the edge's right, outward is its left.
    const ox = (b.y - a.y) / len;
    const oy = -(b.x - a.x) / len;
    let paper = 0;
    for (let k = 1; k < steps; k++) {
      const t = k / steps;
      const x = a.x + (b.x - a.x) * t;
      const y = a.y + (b.y - a.y) * t;
      for (let d = 0.5; d <= 3; d += 0.5) {
        const l = label(x + (ox * d) / scale, y + (oy * d) / scale);
        if (l === ROOM || l === ABSORBED) continue;
        // Another room's paper; the paper inside a wall (between its faces) is not an opening.
        if (l === OTHER) paper++;
        break;
      }
    }
    flags.push(paper > 0.6 * (steps - 1));
  }
  return flags;
}

/**
 * A door closed by the fill: the outline runs along a wall's face, leaves it where the door begins (into the doorway
 * along a jamb, or into the room where the other room's search won part of the doorway), crosses, and comes back to
 * the same face's line after the door. Everything between is replaced by the face's line, so that the room is closed
 * on its face as a person draws it, and the opening is the span between the two jambs' corners. Kept as they are:
 * detours reaching farther than `maxDepth` (points) from the line (a bay, an alcove), and detours with no opening
 * edge (a pilaster).
 */
function closeOpenings(
  ring: Point[],
  lines: (Line | null)[],
  opening: boolean[],
  maxDepth: number,
  tol: number,
): { ring: Point[]; openings: OpeningSpan[] } {
  const n = ring.length;
  const spans: OpeningSpan[] = [];
  const drop = new Uint8Array(n);
  const closedEdge = new Uint8Array(n);
  const sameLine = (a: Line, b: Line) =>
    Math.abs(a.ux * b.uy - a.uy * b.ux) < 0.01 &&
    a.ux * b.ux + a.uy * b.uy > 0 &&
    Math.abs((b.px - a.px) * a.uy - (b.py - a.py) * a.ux) < tol;
  const off = (p: Point, l: Line) => Math.abs((p.x - l.px) * l.uy - (p.y - l.py) * l.ux);
  for (let i = 0; i < n; i++) {
    const face = lines[i];
    if (!face || drop[(i + 1) % n]) continue;
    let found = -1;
    let sawOpening = false;
    for (let k = 1; k <= Math.min(12, n - 2); k++) {
      const j = (i + k) % n;
      const l = lines[j];
      if (l && sameLine(face, l)) {
        if (k > 1) found = j;
        break;
      }
      if (opening[j]) sawOpening = true;
      // The vertex ending edge j must stay near the face's line (edge j + 1 starts there).
      if (off(ring[(j + 1) % n] as Point, face) > maxDepth) break;
    }
    if (found < 0 || !sawOpening) continue;
    // Keep the vertex ending the face (i + 1) and the one starting the next piece of it (found); drop between.
    const from = ring[(i + 1) % n] as Point;
    const to = ring[found] as Point;
    for (let j = (i + 2) % n; j !== found; j = (j + 1) % n) drop[j] = 1;
    closedEdge[(i + 1) % n] = 1;
    spans.push({ from, to });
  }
  const out: Point[] = [];
  const flags: boolean[] = [];
  for (let i = 0; i < n; i++) {
    if (drop[i]) continue;
    out.push(ring[i] as Point);
    // The edge leaving a kept vertex: a closed door, or the original edge when its end was kept too.
    flags.push(!closedEdge[i] && !drop[(i + 1) % n] && (opening[i] ?? false));
  }
  if (out.length < 3) return { ring, openings: [] };
  for (let i = 0; i < out.length; i++) {
    if (flags[i]) spans.push({ from: out[i] as Point, to: out[(i + 1) % out.length] as Point });
  }
  return { ring: out, openings: spans };
}
