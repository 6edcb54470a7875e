import { describe, expect, it } from 'vitest';
import { mlineElements, mlinePartHandle, sourceHandle, type MlineVertex } from './mline';

const S = Math.SQRT1_2;

describe('mlineElements', () => {
  it('moves each vertex along its miter by the element’s distance: a 1-unit wall turning left at (10, 0)', () => {
    // The path (0,0) → (10,0) → (10,10); the inner face 1 unit to the left of it. At the corner the miter is the
    // bisector and the distance along it is 1 / sin(45°) = √2: the inner face turns at (9, 1).
    const vertices: MlineVertex[] = [
      { x: 0, y: 0, miterX: 0, miterY: 1, offsets: [0, 1] },
      { x: 10, y: 0, miterX: -S, miterY: S, offsets: [0, Math.SQRT2] },
      { x: 10, y: 10, miterX: -1, miterY: 0, offsets: [0, 1] },
    ];
    const [axis, inner] = mlineElements(vertices, 2);
    expect(axis).toEqual([
      { x: 0, y: 0, bulge: 0 },
      { x: 10, y: 0, bulge: 0 },
      { x: 10, y: 10, bulge: 0 },
    ]);
    expect(inner?.map((v) => [v.x, v.y].map((n) => Math.round(n * 1e9) / 1e9))).toEqual([
      [0, 1],
      [9, 1],
      [9, 10],
    ]);
  });

  it('leaves out an element with fewer than two readable vertices, and a vertex missing it', () => {
    const vertices: MlineVertex[] = [
      { x: 0, y: 0, miterX: 0, miterY: 1, offsets: [0, Number.NaN, 2] },
      { x: 5, y: 0, miterX: 0, miterY: 1, offsets: [0, 1] },
      { x: 9, y: 0, miterX: 0, miterY: 1, offsets: [0, 1, 2] },
    ];
    const elements = mlineElements(vertices, 3);
    expect(elements.map((e) => e.length)).toEqual([3, 2, 2]);
    expect(elements[1]?.map((v) => v.x)).toEqual([5, 9]);
    expect(mlineElements(vertices.slice(0, 1), 3)).toEqual([]);
  });
});

describe('handles of a multiline’s elements', () => {
  it('keeps the multiline’s handle on its first element and suffixes the others; the source is found back', () => {
    expect([0, 1, 2].map((i) => mlinePartHandle('75C', i))).toEqual(['75C', '75C~1', '75C~2']);
    expect(mlinePartHandle('', 1)).toBe('');
    expect(['75C', '75C~1', '1A3'].map(sourceHandle)).toEqual(['75C', '75C', '1A3']);
  });
});
