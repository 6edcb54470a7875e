import { describe, expect, it } from 'vitest';
import { dropCollinear, signedArea, simplifyRing, traceBoundaries } from './trace.ts';

function mask(rows: string[]): { data: Uint8Array; width: number; height: number } {
  const width = rows[0]?.length ?? 0;
  const data = new Uint8Array(width * rows.length);
  rows.forEach((r, y) => [...r].forEach((c, x) => (data[y * width + x] = c === '#' ? 1 : 0)));
  return { data, width, height: rows.length };
}

describe('traceBoundaries', () => {
  it('traces the outer boundary clockwise and a hole anticlockwise, areas in pixels', () => {
    const m = mask(['......', '.####.', '.#..#.', '.#..#.', '.####.', '......']);
    const rings = traceBoundaries(m.data, m.width, m.height);
    expect(rings.map((r) => r.area).sort((a, b) => a - b)).toEqual([-4, 16]);
    const outer = rings.find((r) => r.area > 0);
    expect(outer?.points).toHaveLength(4);
    expect(signedArea(outer?.points ?? [])).toBe(16);
  });

  it('keeps pixels touching at a corner apart (4-connected region)', () => {
    const m = mask(['#.', '.#']);
    const rings = traceBoundaries(m.data, m.width, m.height);
    expect(rings.map((r) => r.area)).toEqual([1, 1]);
  });

  it('traces an L with its six corners', () => {
    const m = mask(['##..', '##..', '####', '####']);
    const [ring] = traceBoundaries(m.data, m.width, m.height);
    expect(ring?.area).toBe(12);
    expect(ring?.points).toHaveLength(6);
  });
});

describe('simplifyRing and dropCollinear', () => {
  it('turns a staircase into its straight edge', () => {
    // A right triangle whose hypotenuse is a 1-pixel staircase.
    const ring = [{ x: 0, y: 0 }];
    for (let k = 0; k < 20; k++) ring.push({ x: k + 1, y: k }, { x: k + 1, y: k + 1 });
    ring.push({ x: 0, y: 20 });
    const simple = dropCollinear(simplifyRing(ring, 1.2), 0.5);
    expect(simple.length).toBeLessThanOrEqual(4);
    expect(Math.abs(signedArea(simple))).toBeGreaterThan(190);
  });

  it('drops vertices on the line through their neighbours, not corners', () => {
    const ring = [
      { x: 0, y: 0 },
      { x: 5, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(dropCollinear(ring, 0.01)).toHaveLength(4);
  });
});
