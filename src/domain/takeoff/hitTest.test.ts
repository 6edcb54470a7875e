import { describe, expect, it } from 'vitest';
import { MeasurementIndex } from './hitTest';
import { measurement, p, square } from './testing/fixtures';

const slab = measurement('area', { id: 'slab', points: square(0, 0, 1000), holes: [square(800, 800, 100)] });
const room = measurement('area', { id: 'room', points: square(100, 100, 200) });
const skirting = measurement('length', { id: 'skirting', points: [p(100, 500), p(400, 500)], closed: false });
const wall = measurement('wallArea', { id: 'wall', points: square(500, 100, 100), closed: true });
const sockets = measurement('count', { id: 'sockets', points: [p(150, 150), p(700, 700)] });
const outside = measurement('length', { id: 'outside', points: [p(2000, 2000), p(2100, 2000)] });
// Drawing order: the slab is drawn last, on top of everything.
const index = MeasurementIndex.build([room, skirting, wall, sockets, outside, slab]);

describe('hitTest', () => {
  it('picks a stroke within the tolerance', () => {
    expect(index.hitTest(p(250, 503), 5)).toBe('skirting');
    expect(index.hitTest(p(2050, 2004), 5)).toBe('outside');
    expect(index.hitTest(p(2050, 2010), 5)).toBeNull();
  });

  it('picks a closed polyline by its closing edge, and a counted point', () => {
    expect(index.hitTest(p(502, 150), 5)).toBe('wall');
    expect(index.hitTest(p(701, 701), 5)).toBe('sockets');
  });

  it('prefers a stroke to an interior even when the surface is on top', () => {
    expect(index.hitTest(p(101, 200), 3)).toBe('room');
  });

  it('picks the smallest surface holding the cursor, not the slab on top', () => {
    expect(index.hitTest(p(200, 250), 3)).toBe('room');
    expect(index.hitTestAll(p(200, 250), 3)).toEqual(['room', 'slab']);
    expect(index.hitTest(p(600, 900), 3)).toBe('slab');
  });

  it('does not pick a surface through its hole', () => {
    expect(index.hitTest(p(850, 850), 3)).toBeNull();
    expect(index.hitTest(p(800, 850), 3)).toBe('slab');
  });

  it('lists strokes topmost first', () => {
    const a = measurement('length', { id: 'a', points: [p(0, 0), p(10, 0)] });
    const b = measurement('length', { id: 'b', points: [p(0, 1), p(10, 1)] });
    expect(MeasurementIndex.build([a, b]).hitTestAll(p(5, 0.5), 2)).toEqual(['b', 'a']);
  });

  it('leaves out a measurement without vertices instead of failing', () => {
    const ghost = measurement('count', { id: 'ghost', points: [] });
    const withGhost = MeasurementIndex.build([ghost, skirting]);
    expect(withGhost.size).toBe(1);
    expect(withGhost.hitTest(p(250, 500), 2)).toBe('skirting');
    expect(MeasurementIndex.build([ghost]).hitTest(p(0, 0), 5)).toBeNull();
  });

  it('works on an empty sheet', () => {
    const empty = MeasurementIndex.build([]);
    expect(empty.size).toBe(0);
    expect(empty.hitTest(p(0, 0), 5)).toBeNull();
    expect(empty.inBox({ minX: 0, minY: 0, maxX: 10, maxY: 10 })).toEqual([]);
    expect(empty.hitVertex(p(0, 0), 5)).toBeNull();
  });
});

describe('hitVertex', () => {
  it('finds the nearest vertex of an outline or a hole', () => {
    expect(index.hitVertex(p(302, 301), 5)).toEqual({ id: 'room', ref: { index: 2 }, distance: Math.hypot(2, 1) });
    expect(index.hitVertex(p(899, 801), 5)).toEqual({ id: 'slab', ref: { hole: 0, index: 1 }, distance: Math.SQRT2 });
    expect(index.hitVertex(p(250, 250), 5)).toBeNull();
  });
});

describe('inBox', () => {
  it('selects only what lies entirely inside a window box', () => {
    expect(index.inBox({ minX: 90, minY: 90, maxX: 450, maxY: 510 })).toEqual(['room', 'skirting']);
  });

  it('selects everything a crossing box touches, in drawing order', () => {
    expect(index.inBox({ minX: 140, minY: 140, maxX: 160, maxY: 160 }, 'crossing')).toEqual([
      'room',
      'sockets',
      'slab',
    ]);
    // Touching the skirting's stroke, not its ends.
    expect(index.inBox({ minX: 200, minY: 490, maxX: 210, maxY: 510 }, 'crossing')).toEqual(['skirting', 'slab']);
    // Inside the room, touching no stroke: the box is in both surfaces.
    expect(index.inBox({ minX: 200, minY: 200, maxX: 210, maxY: 210 }, 'crossing')).toEqual(['room', 'slab']);
    // In the bounding box of the closed wall but touching none of its strokes.
    expect(index.inBox({ minX: 540, minY: 140, maxX: 560, maxY: 160 }, 'crossing')).toEqual(['slab']);
  });
});
