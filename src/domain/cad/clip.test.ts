import { describe, expect, it } from 'vitest';
import { ClipRegion, inPolygon, type Polygon } from './clip';
import { drawSheet, type SheetView } from './pdf';
import { block, drawing, hatch, insert, layer, line, polyline } from './pdfTesting';
import type { CadArc, CadCircle, CadInsert, CadPlacement } from './types';

// A concave clip: an L, the 100 × 100 square without its top-right 60 × 60 corner (the notch).
const L: Polygon = [0, 0, 100, 0, 100, 40, 40, 40, 40, 100, 0, 100];
const region = () => new ClipRegion({ minX: 0, minY: 0, maxX: 100, maxY: 100 }, L);
const inL = (x: number, y: number) => inPolygon(L, x, y);

/** Area of an even-odd filled set of rings, by counting a fine grid's cells (half-cell centres). */
function evenOddArea(rings: readonly Polygon[], from = -60, to = 160, step = 0.5): number {
  let cells = 0;
  for (let x = from + step / 2; x < to; x += step) {
    for (let y = from + step / 2; y < to; y += step) {
      let odd = false;
      for (const ring of rings) if (inPolygon(ring, x, y)) odd = !odd;
      if (odd) cells++;
    }
  }
  return cells * step * step;
}

describe('a concave clip region (an L)', () => {
  it('cuts a segment exactly where it crosses the notch, not by its box', () => {
    const r = region();
    // y = 70 runs through the L's upright (x 0–40), then the notch.
    const cut = r.segment(-10, 70, 110, 70);
    expect(cut).toHaveLength(1);
    expect(cut[0]?.[0]).toBeCloseTo(10 / 120, 12);
    expect(cut[0]?.[1]).toBeCloseTo(50 / 120, 12);
    // Wholly in the notch, inside the rectangle and the outline's box: nothing.
    expect(r.segment(60, 60, 90, 90)).toEqual([]);
    // Up the upright and out of the rectangle's top.
    const up = r.segment(20, 20, 20, 120);
    expect(up).toHaveLength(1);
    expect(up[0]?.[0]).toBe(0);
    expect(up[0]?.[1]).toBeCloseTo(0.8, 12);
    // A segment along the boundary is shown (half its width is): kept.
    expect(r.segment(40, 40, 40, 100)).toEqual([[0, 1]]);
  });

  it('cuts an arc at the angles where it crosses the boundary, solved on the circle', () => {
    // A circle of radius 20 around the notch's corner (40, 40): its first quarter lies in the notch.
    const cut = region().arc([20, 0, 0, 20, 40, 40], 0, 2 * Math.PI);
    expect(cut).toHaveLength(1);
    expect(cut?.[0]?.[0]).toBeCloseTo(0.25, 12);
    expect(cut?.[0]?.[1]).toBeCloseTo(1, 12);
    // An ellipse (x radius 30, y radius 10) clockwise from angle π/2 around (70, 45): where it dips below y = 40 it is
    // in the L's foot, the rest in the notch: y = 45 + 10 sin θ < 40 ⇔ θ in (7π/6, 11π/6).
    const ellipse = region().arc([30, 0, 0, 10, 70, 45], Math.PI / 2, -2 * Math.PI) ?? [];
    expect(ellipse).toHaveLength(1);
    // Clockwise from π/2, θ = π/2 − 2π f: reaches 11π/6 − 2π = −π/6 at f = 1/3, 7π/6 − 2π = −5π/6 at f = 2/3.
    expect(ellipse[0]?.[0]).toBeCloseTo(1 / 3, 12);
    expect(ellipse[0]?.[1]).toBeCloseTo(2 / 3, 12);
  });

  it('cuts a filled area to its part inside, holes and rings around the whole region included', () => {
    const r = region();
    const square = (x0: number, y0: number, x1: number, y1: number): Polygon => [x0, y0, x1, y0, x1, y1, x0, y1];
    // A square over the notch's corner: 60 × 60 less its 40 × 40 in the notch.
    const cut = r.fill([square(20, 20, 80, 80)]);
    for (const ring of cut)
      for (let i = 0; i < ring.length; i += 2) expect(inL(ring[i] as number, ring[i + 1] as number)).toBe(true);
    expect(evenOddArea(cut)).toBeCloseTo(2000, 0);
    // A ring around everything: the region itself (100² − 60²).
    expect(evenOddArea(r.fill([square(-50, -50, 150, 150)]))).toBeCloseTo(6400, 0);
    // …with a hole inside the L and one in the notch.
    const holes = r.fill([square(-50, -50, 150, 150), square(10, 10, 30, 30), square(60, 60, 80, 80)]);
    expect(evenOddArea(holes)).toBeCloseTo(6000, 0);
    // Wholly in the notch: nothing.
    expect(r.fill([square(50, 50, 90, 90)])).toEqual([]);
  });
});

/** The painted paths of a content stream (clipping paths left out), as polylines in page points: curves sampled. */
function paintedPaths(content: Uint8Array): { points: [number, number][]; paint: string }[] {
  const tokens = new TextDecoder().decode(content).split(/\s+/);
  const out: { points: [number, number][]; paint: string }[] = [];
  let numbers: number[] = [];
  let current: [number, number][] = [];
  let last: [number, number] = [0, 0];
  for (const token of tokens) {
    if (/^-?[\d.]+$/.test(token)) {
      numbers.push(Number(token));
      continue;
    }
    const n = numbers;
    numbers = [];
    if (token === 'm' || token === 'l') {
      last = [n[0] as number, n[1] as number];
      current.push(last);
    } else if (token === 'c') {
      const [x0, y0] = last;
      const [x1, y1, x2, y2, x3, y3] = n as [number, number, number, number, number, number];
      for (const t of [0.25, 0.5, 0.75, 1]) {
        const u = 1 - t;
        current.push([
          u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
          u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
        ]);
      }
      last = [x3, y3];
    } else if (token === 'W' || token === 'n' || token === 're') {
      current = [];
    } else if (token === 'S' || token === 'f' || token === 'f*') {
      out.push({ points: current, paint: token });
      current = [];
    }
  }
  return out;
}

describe('model space through a viewport clipped by an L (what the snapping and the selection read)', () => {
  // Sheet = paper: 1 point per unit, y up on the page as on paper.
  const placement: CadPlacement = { unit: 'mm', unitSource: 'file', denominator: 1, k: 1, dx: 0, dy: 200 };
  const size = { width: 200, height: 200 };
  const view: SheetView = {
    matrix: [1, 0, 0, 1, 0, 0],
    clip: { minX: 0, minY: 0, maxX: 100, maxY: 100 },
    outline: [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 40 },
      { x: 40, y: 40 },
      { x: 40, y: 100 },
      { x: 0, y: 100 },
    ],
    frozenLayers: [],
  };
  const arc: CadArc = {
    kind: 'arc',
    type: 'ARC',
    handle: 'A1',
    layer: 'MURS',
    center: { x: 40, y: 40 },
    radius: 20,
    start: 0,
    end: Math.PI,
  };
  const squareHatch = (from: number, to: number, solid: boolean) =>
    hatch('SOLS', [pt(from, from), pt(to, from), pt(to, to), pt(from, to)], solid);
  const pt = (x: number, y: number) => ({ x, y });
  const circle: CadCircle = { ...arc, kind: 'circle', type: 'CIRCLE', handle: 'C1', center: { x: 80, y: 80 } };
  const model = drawing({
    layers: [layer('MURS'), layer('SOLS'), layer('PORTES')],
    blocks: [block('PORTE', [line('0', { x: 0, y: 0 }, { x: 10, y: 0 })])],
    modelSpace: [
      // Through the upright and the notch.
      line('MURS', { x: -10, y: 70 }, { x: 110, y: 70 }),
      // A polyline with a bulge (a half circle) over the notch's corner.
      polyline('MURS', [
        { x: 20, y: 60, bulge: 0 },
        { x: 60, y: 60, bulge: 1 },
        { x: 60, y: 20, bulge: 0 },
      ]),
      arc,
      // Wholly in the notch, inside the rectangle.
      circle,
      line('MURS', { x: 60, y: 90 }, { x: 95, y: 90 }),
      squareHatch(20, 80, true),
      squareHatch(30, 70, false),
      insert('PORTES', 'PORTE', { x: 35, y: 90 }),
    ],
  });
  const content = drawSheet(model, placement, size, undefined, [], [view]).content;
  const paths = paintedPaths(content);

  it('writes nothing outside the L: every painted point is inside it', () => {
    expect(paths.length).toBeGreaterThan(0);
    const outside = paths.flatMap((p) => p.points.filter(([x, y]) => !inL(x, y)));
    expect(outside).toEqual([]);
  });

  it('keeps what is inside, cut exactly at the boundary', () => {
    const strokes = paths.filter((p) => p.paint === 'S').map((p) => p.points);
    // The long line: from the rectangle's edge (0, 70) to the notch's edge (40, 70).
    expect(
      strokes.some((s) => s.some(([x, y]) => x === 0 && y === 70) && s.some(([x, y]) => x === 40 && y === 70)),
    ).toBe(true);
    // The door's leaf crosses into the notch at x = 40: cut there.
    expect(
      strokes.some((s) => s.some(([x, y]) => x === 35 && y === 90) && s.some(([x, y]) => x === 40 && y === 90)),
    ).toBe(true);
    // The solid hatch: 2 000 of its 3 600 in the L; the pattern hatch's light fill: its 1 600 less the notch's 900.
    const fills = paths.filter((p) => p.paint === 'f*').map((p) => p.points.flatMap(([x, y]) => [x, y]));
    expect(fills).toHaveLength(2);
    expect(fills.map((f) => Math.round(evenOddArea([f]) / 10) * 10)).toEqual([2000, 700]);
  });

  it('cuts a clipped reference (XCLIP) seen through the viewport to both: the L and its own boundary', () => {
    const plan = block('PLAN', [
      line('MURS', { x: -10, y: 70 }, { x: 110, y: 70 }),
      line('MURS', { x: 10, y: 20 }, { x: 90, y: 20 }),
      hatch('SOLS', [pt(0, 0), pt(100, 0), pt(100, 30), pt(0, 30)], true),
    ]);
    const clipped: CadInsert = {
      ...insert('MURS', 'PLAN', { x: 0, y: 0 }),
      clip: { boundary: [pt(20, -10), pt(120, -10), pt(120, 110), pt(20, 110)], inverted: false },
    };
    const seen = drawing({ layers: [layer('MURS'), layer('SOLS')], blocks: [plan], modelSpace: [clipped] });
    const cut = paintedPaths(drawSheet(seen, placement, size, undefined, [], [view]).content);
    expect(cut.length).toBeGreaterThan(0);
    const points = cut.flatMap((p) => p.points);
    expect(points.filter(([x, y]) => !inL(x, y) || x < 20 - 1e-9)).toEqual([]);
    // The upper wall: from the reference's boundary (x = 20) to the notch (x = 40), at y = 70.
    const strokes = cut.filter((p) => p.paint === 'S').map((p) => p.points);
    expect(strokes.some((s) => s.some(([x]) => x === 20) && s.some(([x]) => x === 40))).toBe(true);
    // The floor: 80 × 30 inside both.
    const fills = cut.filter((p) => p.paint === 'f*').map((p) => p.points.flatMap(([x, y]) => [x, y]));
    expect(fills.map((f) => Math.round(evenOddArea([f])))).toEqual([80 * 30]);
  });
});
