/**
 * The changes between two indices as a short list of regions to review (issue 27, item 3), from the diff's counts
 * per block (diff.ts): blocks with changes are grouped when they lie within `gap` points of each other (a closing
 * and connected components in one: an existing line crossing a new wall does not split it), specks are dropped,
 * so are the thin strips along the page's edges (content shifted off the page, or onto it), and the groups whose
 * boxes come within `merge` points of each other are merged, more and more widely until the list is short.
 */
import type { Point } from '../takeoff/types.ts';
import type { ChangeKind, ChangeRegionDraft } from './types.ts';
import type { DiffGrid } from './diff.ts';

export interface RegionOptions {
  /** Pixels per point of the diffed rasters. */
  scale: number;
  /** Blocks closer than this (points) belong to one change. */
  gap: number;
  /** A group with less changed ink than this (square points) is a speck. */
  minInk: number;
  /** A group thinner than this (points) along a page edge is a strip of content moved across the edge. */
  edgeStrip: number;
  /** Regions whose boxes come within this many points are merged. */
  merge: number;
  /** At most this many regions: past it, regions are merged more widely. */
  maxRegions: number;
  /**
   * The previous sheet's outline on the new one (its corners through the alignment), when it does not cover the new
   * sheet exactly: strips along it are dropped too.
   */
  oldOutline?: readonly Point[];
}

export const DEFAULT_REGIONS: Omit<RegionOptions, 'scale'> = {
  gap: 8,
  minInk: 3,
  edgeStrip: 4,
  merge: 32,
  maxRegions: 30,
};

/** A region whose added (or removed) ink is under this share of its total is only removed (or added). */
const PURE_SHARE = 0.1;

interface Group {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  added: number;
  removed: number;
}

/** The changed regions, largest first, in the diffed rasters' sheet space (points). */
export function changeRegions(grid: DiffGrid, options: RegionOptions): ChangeRegionDraft[] {
  const { cols, rows, cell, added, removed } = grid;
  const pxPerPt = options.scale;
  const cellPt = cell / pxPerPt;
  const reach = Math.max(1, Math.ceil(options.gap / cellPt));
  const label = new Int32Array(cols * rows).fill(-1);
  const queue = new Int32Array(cols * rows);
  const groups: Group[] = [];
  for (let start = 0; start < cols * rows; start++) {
    if (label[start] !== -1 || !((added[start] as number) + (removed[start] as number))) continue;
    const id = groups.length;
    const g: Group = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity, added: 0, removed: 0 };
    groups.push(g);
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    label[start] = id;
    while (head < tail) {
      const c = queue[head++] as number;
      const cx = c % cols;
      const cy = (c - cx) / cols;
      g.x0 = Math.min(g.x0, cx);
      g.y0 = Math.min(g.y0, cy);
      g.x1 = Math.max(g.x1, cx);
      g.y1 = Math.max(g.y1, cy);
      g.added += added[c] as number;
      g.removed += removed[c] as number;
      for (let v = Math.max(0, cy - reach); v <= Math.min(rows - 1, cy + reach); v++) {
        for (let u = Math.max(0, cx - reach); u <= Math.min(cols - 1, cx + reach); u++) {
          const n = v * cols + u;
          if (label[n] !== -1 || !((added[n] as number) + (removed[n] as number))) continue;
          label[n] = id;
          queue[tail++] = n;
        }
      }
    }
  }

  const pxArea = 1 / (pxPerPt * pxPerPt);
  const width = grid.width / pxPerPt;
  const height = grid.height / pxPerPt;
  const edges: [Point, Point][] = [
    [
      { x: 0, y: 0 },
      { x: width, y: 0 },
    ],
    [
      { x: width, y: 0 },
      { x: width, y: height },
    ],
    [
      { x: width, y: height },
      { x: 0, y: height },
    ],
    [
      { x: 0, y: height },
      { x: 0, y: 0 },
    ],
  ];
  const outline = options.oldOutline;
  if (outline && outline.length >= 2) {
    for (let i = 0; i < outline.length; i++) {
      edges.push([outline[i] as Point, outline[(i + 1) % outline.length] as Point]);
    }
  }

  let boxes: Group[] = [];
  for (const g of groups) {
    const ink = (g.added + g.removed) * pxArea;
    if (ink < options.minInk) continue;
    const box: Group = {
      x0: g.x0 * cellPt,
      y0: g.y0 * cellPt,
      x1: Math.min(width, (g.x1 + 1) * cellPt),
      y1: Math.min(height, (g.y1 + 1) * cellPt),
      added: g.added * pxArea,
      removed: g.removed * pxArea,
    };
    if (isEdgeStrip(box, edges, options.edgeStrip + cellPt)) continue;
    boxes.push(box);
  }

  let merge = options.merge;
  boxes = mergeBoxes(boxes, merge);
  while (boxes.length > options.maxRegions) {
    merge *= 2;
    boxes = mergeBoxes(boxes, merge);
  }
  return boxes
    .sort((p, q) => q.added + q.removed - (p.added + p.removed))
    .map((b) => ({
      box: { x: b.x0, y: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0 },
      kind: kindOf(b.added, b.removed),
      added: b.added,
      removed: b.removed,
    }));
}

export function kindOf(added: number, removed: number): ChangeKind {
  const total = added + removed;
  if (removed <= total * PURE_SHARE) return 'added';
  if (added <= total * PURE_SHARE) return 'removed';
  return 'modified';
}

/** A thin box lying along one of the edges (within `strip` points of it, and no thicker than `strip`). */
function isEdgeStrip(box: Group, edges: readonly [Point, Point][], strip: number): boolean {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  if (Math.min(w, h) > strip) return false;
  const corners: Point[] = [
    { x: box.x0, y: box.y0 },
    { x: box.x1, y: box.y0 },
    { x: box.x1, y: box.y1 },
    { x: box.x0, y: box.y1 },
  ];
  return edges.some(([p, q]) => {
    // Along the edge: every corner near its line, and the box running the same way as the edge.
    const along = Math.abs(q.x - p.x) >= Math.abs(q.y - p.y) ? w >= h : h >= w;
    return along && corners.every((c) => distanceToSegment(c, p, q) <= strip * 1.5);
  });
}

function distanceToSegment(c: Point, p: Point, q: Point): number {
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((c.x - p.x) * dx + (c.y - p.y) * dy) / len2)) : 0;
  return Math.hypot(c.x - (p.x + t * dx), c.y - (p.y + t * dy));
}

/** Merges the boxes that come within `gap` of each other, until none do. */
function mergeBoxes(boxes: readonly Group[], gap: number): Group[] {
  let out = boxes.map((b) => ({ ...b }));
  let changed = true;
  while (changed) {
    changed = false;
    const next: Group[] = [];
    for (const b of out) {
      const into = next.find(
        (n) => b.x0 <= n.x1 + gap && n.x0 <= b.x1 + gap && b.y0 <= n.y1 + gap && n.y0 <= b.y1 + gap,
      );
      if (into) {
        into.x0 = Math.min(into.x0, b.x0);
        into.y0 = Math.min(into.y0, b.y0);
        into.x1 = Math.max(into.x1, b.x1);
        into.y1 = Math.max(into.y1, b.y1);
        into.added += b.added;
        into.removed += b.removed;
        changed = true;
      } else {
        next.push(b);
      }
    }
    out = next;
  }
  return out;
}
