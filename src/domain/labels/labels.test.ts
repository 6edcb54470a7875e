import { describe, expect, it } from 'vitest';
import { pointInPolygon, ringArea } from '../takeoff/geometry';
import { measurement, p, square } from '../takeoff/testing/fixtures';
import { COUNT_SYMBOLS, type Rect } from '../takeoff/types';
import { interiorPoint, labelAnchor, longestSegmentMiddle } from './anchor';
import { placeLabels, type LabelRequest } from './placement';
import { symbolOutline, symbolTextCenter } from './symbols';

function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

const overlap = (a: Rect, b: Rect) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

describe('labelAnchor', () => {
  it('puts a surface’s label inside it, even when its centroid falls in its courtyard', () => {
    // A U: two arms joined at the bottom; the centroid is between the arms, outside the room.
    const u = [p(0, 0), p(10, 0), p(10, 90), p(90, 90), p(90, 0), p(100, 0), p(100, 100), p(0, 100)];
    const at = interiorPoint(u);
    expect(pointInPolygon(at, u)).toBe('inside');
  });

  it('keeps the centroid of a convex room and avoids a hole around it', () => {
    expect(interiorPoint(square(0, 0, 100))).toEqual(p(50, 50));
    const withHole = interiorPoint(square(0, 0, 100), [square(30, 30, 40)]);
    expect(pointInPolygon(withHole, square(0, 0, 100), [square(30, 30, 40)])).toBe('inside');
  });

  it('labels a line at the middle of its longest stretch, closing edge included when closed', () => {
    expect(longestSegmentMiddle([p(0, 0), p(10, 0), p(10, 100)], false)).toEqual(p(10, 50));
    expect(longestSegmentMiddle([p(0, 0), p(50, 0), p(50, 100), p(0, 200)], true)).toEqual(p(0, 100));
    expect(longestSegmentMiddle([p(0, 0), p(50, 0), p(50, 100), p(0, 200)], false)).toEqual(p(25, 150));
    expect(labelAnchor(measurement('count', { points: [p(5, 6), p(50, 60)] }))).toEqual(p(5, 6));
    expect(labelAnchor(measurement('wallArea', { points: [p(0, 0), p(0, 80)] }))).toEqual(p(0, 40));
  });
});

describe('placeLabels', () => {
  const req = (id: string, x: number, y: number, extra: Partial<LabelRequest> = {}): LabelRequest => ({
    id,
    anchor: p(x, y),
    width: 40,
    height: 10,
    ...extra,
  });

  it('centres a lone label on its anchor', () => {
    const only = at(placeLabels([req('a', 100, 100)]), 0);
    expect(only).toEqual({
      id: 'a',
      rect: { minX: 80, minY: 95, maxX: 120, maxY: 105 },
      displaced: false,
      manual: false,
      overlaps: false,
    });
  });

  it('moves a label off one placed before it, and says so', () => {
    const placed = placeLabels([req('a', 100, 100), req('b', 105, 102)]);
    const a = at(placed, 0);
    const b = at(placed, 1);
    expect(overlap(a.rect, b.rect)).toBe(false);
    expect(b.displaced).toBe(true);
    expect(b.overlaps).toBe(false);
  });

  it('covers no label among fifty crowded anchors when there is room around them', () => {
    const requests = Array.from({ length: 50 }, (_, i) => req(`m${i}`, (i % 10) * 60, Math.floor(i / 10) * 45));
    const placed = placeLabels(requests);
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++) expect(overlap(at(placed, i).rect, at(placed, j).rect)).toBe(false);
  });

  it('avoids obstacles and stays within bounds when it can', () => {
    const a = at(
      placeLabels([req('a', 100, 100)], {
        obstacles: [{ minX: 90, minY: 90, maxX: 110, maxY: 110 }],
        bounds: { minX: 0, minY: 0, maxX: 200, maxY: 200 },
      }),
      0,
    );
    expect(overlap(a.rect, { minX: 90, minY: 90, maxX: 110, maxY: 110 })).toBe(false);
    const edge = at(placeLabels([req('e', 195, 100)], { bounds: { minX: 0, minY: 0, maxX: 200, maxY: 200 } }), 0);
    expect(edge.rect.maxX).toBeLessThanOrEqual(200);
  });

  it('keeps a label the person moved where they put it, and places the others around it', () => {
    const placed = placeLabels([req('auto', 100, 100), req('hand', 0, 0, { offset: p(100, 100) })]);
    expect(placed[1]).toMatchObject({ manual: true, rect: { minX: 80, minY: 95, maxX: 120, maxY: 105 } });
    expect(at(placed, 0).displaced).toBe(true);
    expect(overlap(at(placed, 0).rect, at(placed, 1).rect)).toBe(false);
  });

  it('when nothing is free, picks the least covered place and flags it', () => {
    const wall = { minX: -1000, minY: -1000, maxX: 1000, maxY: 1000 };
    const a = at(placeLabels([req('a', 0, 0)], { obstacles: [wall] }), 0);
    expect(a.overlaps).toBe(true);
  });
});

describe('symbolOutline', () => {
  it.each(COUNT_SYMBOLS)('draws %s around its centre, within 1.3 × its radius', (symbol) => {
    const outline = symbolOutline(symbol, p(50, 50), 10);
    if (outline.kind === 'circle') {
      expect(outline).toEqual({ kind: 'circle', center: p(50, 50), radius: 10 });
      return;
    }
    expect(ringArea(outline.ring)).toBeGreaterThan(100);
    for (const v of outline.ring) expect(Math.hypot(v.x - 50, v.y - 50)).toBeLessThanOrEqual(13 + 1e-9);
    expect(pointInPolygon(symbolTextCenter(symbol, p(50, 50), 10), outline.ring)).toBe('inside');
  });
});
