/**
 * Label placement: each label is a box around its anchor, placed where it covers no label placed before it and no
 * obstacle (a count's symbols, the plan's title block) when such a place exists nearby, else where it covers least.
 * Greedy in the caller's order (put the labels that matter most first, e.g. larger surfaces), which is what map
 * labelling does at interactive rates: the ideal is NP-hard, and a person moves the few that land badly
 * (`offset`, kept on the measurement as `labelOffset`).
 *
 * Units are the caller's (sheet units for the canvas, at the current zoom's label size; PDF points in the export), so
 * the same function lays out the screen and the plan de repérage.
 */
import type { Point, Rect } from '../takeoff/types';

export interface LabelRequest {
  readonly id: string;
  readonly anchor: Point;
  readonly width: number;
  readonly height: number;
  /** Where the person put the label, from its anchor to the box's centre; fixed, placed before the others. */
  readonly offset?: Point;
}

export interface PlacementOptions {
  /** Boxes no label should cover (symbols, a title block). */
  readonly obstacles?: readonly Rect[];
  /** Keep labels inside this box (the sheet) when a place inside exists. */
  readonly bounds?: Rect;
  /** Space between a displaced label and its anchor, in the caller's units. @default a quarter of the label's height */
  readonly gap?: number;
}

export interface PlacedLabel {
  readonly id: string;
  readonly rect: Rect;
  /** Not centred on its anchor: draw a leader line from the anchor to the box. */
  readonly displaced: boolean;
  /** Placed by hand. */
  readonly manual: boolean;
  /** No free place was found: it covers another label or an obstacle. */
  readonly overlaps: boolean;
}

const centred = (c: Point, w: number, h: number): Rect => ({
  minX: c.x - w / 2,
  minY: c.y - h / 2,
  maxX: c.x + w / 2,
  maxY: c.y + h / 2,
});

function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX);
  const h = Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY);
  return w > 0 && h > 0 ? w * h : 0;
}

const inside = (r: Rect, b: Rect): boolean =>
  r.minX >= b.minX && r.minY >= b.minY && r.maxX <= b.maxX && r.maxY <= b.maxY;

/** A uniform grid of the boxes placed so far: a candidate is checked against the few boxes of its cells only. */
class BoxGrid {
  private readonly cells = new Map<string, Rect[]>();
  constructor(private readonly size: number) {}

  private keys(r: Rect): string[] {
    const keys: string[] = [];
    const x0 = Math.floor(r.minX / this.size);
    const x1 = Math.floor(r.maxX / this.size);
    const y0 = Math.floor(r.minY / this.size);
    const y1 = Math.floor(r.maxY / this.size);
    // A huge obstacle would fill millions of cells; past 64 cells a box is kept in one shared list.
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > 64) return ['*'];
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) keys.push(`${x},${y}`);
    return keys;
  }

  add(r: Rect): void {
    for (const key of this.keys(r)) {
      const list = this.cells.get(key);
      if (list) list.push(r);
      else this.cells.set(key, [r]);
    }
  }

  /** The area of `r` covered by the boxes placed (a box spanning several cells may count more than once). */
  covered(r: Rect): number {
    let total = 0;
    const seen = new Set<Rect>();
    for (const key of [...this.keys(r), '*']) {
      for (const box of this.cells.get(key) ?? []) {
        if (seen.has(box)) continue;
        seen.add(box);
        total += overlapArea(r, box);
      }
    }
    return total;
  }
}

/** Candidate centres around an anchor: on it, then right, left, above, below and the diagonals, in widening rings. */
function candidates(anchor: Point, w: number, h: number, gap: number): Point[] {
  const out: Point[] = [anchor];
  for (let ring = 1; ring <= 3; ring++) {
    const dx = w / 2 + gap * ring + (ring - 1) * (w / 2);
    const dy = h / 2 + gap * ring + (ring - 1) * h;
    out.push(
      { x: anchor.x + dx, y: anchor.y },
      { x: anchor.x - dx, y: anchor.y },
      { x: anchor.x, y: anchor.y - dy },
      { x: anchor.x, y: anchor.y + dy },
      { x: anchor.x + dx, y: anchor.y - dy },
      { x: anchor.x - dx, y: anchor.y - dy },
      { x: anchor.x + dx, y: anchor.y + dy },
      { x: anchor.x - dx, y: anchor.y + dy },
    );
  }
  return out;
}

export function placeLabels(requests: readonly LabelRequest[], options: PlacementOptions = {}): PlacedLabel[] {
  if (requests.length === 0) return [];
  const sizes = requests.map((r) => Math.max(r.width, r.height)).sort((a, b) => a - b);
  const cell = Math.max(sizes[Math.floor(sizes.length / 2)] ?? 1, Number.EPSILON);
  const grid = new BoxGrid(cell);
  for (const o of options.obstacles ?? []) grid.add(o);
  const placed = new Map<string, PlacedLabel>();

  // Labels the person placed are where they put them, whatever they cover.
  for (const r of requests) {
    if (!r.offset) continue;
    const rect = centred({ x: r.anchor.x + r.offset.x, y: r.anchor.y + r.offset.y }, r.width, r.height);
    placed.set(r.id, {
      id: r.id,
      rect,
      displaced: r.offset.x !== 0 || r.offset.y !== 0,
      manual: true,
      overlaps: grid.covered(rect) > 0,
    });
    grid.add(rect);
  }
  for (const r of requests) {
    if (r.offset) continue;
    const gap = options.gap ?? r.height / 4;
    let best: { rect: Rect; cost: number; index: number } | null = null;
    const list = candidates(r.anchor, r.width, r.height, gap);
    for (let i = 0; i < list.length; i++) {
      const rect = centred(list[i] as Point, r.width, r.height);
      const outside = options.bounds && !inside(rect, options.bounds) ? 1 : 0;
      const covered = grid.covered(rect);
      if (covered === 0 && outside === 0) {
        best = { rect, cost: 0, index: i };
        break;
      }
      // Leaving the sheet costs as much as covering the whole label; nearer candidates win ties.
      const cost = covered + outside * r.width * r.height;
      if (best === null || cost < best.cost) best = { rect, cost, index: i };
    }
    const chosen = best as { rect: Rect; cost: number; index: number };
    placed.set(r.id, {
      id: r.id,
      rect: chosen.rect,
      displaced: chosen.index !== 0,
      manual: false,
      overlaps: chosen.cost > 0,
    });
    grid.add(chosen.rect);
  }
  return requests.map((r) => placed.get(r.id) as PlacedLabel);
}
