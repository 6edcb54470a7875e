import { describe, expect, it } from 'vitest';
import type { Matrix } from '../pdf/geometry';
import { scaleFromCalibration, scaleFromRatio } from '../takeoff/scale';
import { measurement, p, square, unwrap } from '../takeoff/testing/fixtures';
import type { Measurement, Point } from '../takeoff/types';
import {
  carriedGeometry,
  carriedScale,
  carriedScales,
  measurementTouchesBox,
  grownBox,
  segmentTouchesBox,
  touchingRegions,
  transformPoint,
  type TouchStats,
} from './carry';

const shift: Matrix = [1, 0, 0, 1, 10.5, -4.25];
/** A quarter turn (x, y) → (−y, x) scaled by 2, then moved. */
const turn: Matrix = [0, 2, -2, 0, 100, 0];
const close = (a: Point, b: Point) => {
  expect(a.x).toBeCloseTo(b.x, 9);
  expect(a.y).toBeCloseTo(b.y, 9);
};

describe('carriedGeometry', () => {
  it('moves every kind’s vertices, holes included, and turns the label offset without moving it', () => {
    const room = measurement('area', {
      points: square(0, 0, 100),
      holes: [square(10, 10, 20)],
      labelOffset: p(5, 0),
    });
    const moved = carriedGeometry(room, turn);
    if (moved.kind !== 'area') throw new Error('kind kept');
    close(moved.points[1] as Point, p(100, 200));
    close(moved.holes[0]?.[0] as Point, p(80, 20));
    close(moved.labelOffset as Point, p(0, 10));
    for (const kind of ['count', 'length', 'wallArea', 'volume'] as const) {
      const m = carriedGeometry(measurement(kind), shift);
      close(m.points[0] as Point, transformPoint(shift, measurement(kind).points[0] as Point));
      expect(m.kind).toBe(kind);
    }
  });
});

describe('carried scales', () => {
  it('keeps a ratio at the same scale, divides it by the re-plot’s factor otherwise', () => {
    const s100 = unwrap(scaleFromRatio(100));
    expect(carriedScale(s100, shift)).toBe(s100);
    // The sheet re-plotted twice as large: a point is half as many metres.
    const scaled = carriedScale(s100, turn);
    expect(scaled.metresPerUnit).toBeCloseTo(s100.metresPerUnit / 2, 12);
    expect(scaled.source).toEqual({ kind: 'ratio', denominator: 50 });
  });

  it('moves a calibration’s two points with the sheet and keeps the metres typed', () => {
    const calibrated = unwrap(scaleFromCalibration(p(0, 0), p(100, 0), 5));
    const carried = carriedScale(calibrated, turn);
    expect(carried.source).toMatchObject({ kind: 'calibration', metres: 5 });
    if (carried.source.kind !== 'calibration') throw new Error('calibration kept');
    close(carried.source.to, p(100, 200));
    expect(carried.metresPerUnit).toBeCloseTo(5 / 200, 12);
  });

  it('takes the previous default and regions only where the new sheet has none; a turned rectangle becomes a polygon', () => {
    const s50 = unwrap(scaleFromRatio(50));
    const s20 = unwrap(scaleFromRatio(20));
    const previous = {
      default: s50,
      regions: [
        {
          id: 'r',
          label: 'Détail',
          shape: { kind: 'rect', rect: { minX: 0, minY: 0, maxX: 10, maxY: 10 } } as const,
          scale: s20,
        },
      ],
    };
    let n = 0;
    const ids = () => `region-${++n}`;
    const onShift = carriedScales(previous, { default: null, regions: [] }, shift, ids);
    expect(onShift?.default).toBe(s50);
    expect(onShift?.regions[0]).toMatchObject({
      id: 'region-1',
      shape: { kind: 'rect', rect: { minX: 10.5, minY: -4.25 } },
    });
    const onTurn = carriedScales(previous, { default: null, regions: [] }, turn, ids);
    expect(onTurn?.regions[0]?.shape.kind).toBe('polygon');
    const own = unwrap(scaleFromRatio(100));
    expect(
      carriedScales(
        previous,
        { default: own, regions: [{ ...(previous.regions[0] as (typeof previous.regions)[number]), id: 'mine' }] },
        shift,
        ids,
      ),
    ).toBeNull();
    expect(carriedScales(previous, { default: own, regions: [] }, shift, ids)?.default).toBe(own);
  });
});

describe('touching a changed region', () => {
  const box = grownBox({ x: 100, y: 100, width: 50, height: 50 }, 3);

  it('clips segments exactly: through the box without a vertex in it, near it, beside it', () => {
    expect(segmentTouchesBox(p(0, 125), p(300, 125), box)).toBe(true);
    expect(segmentTouchesBox(p(0, 0), p(300, 300), box)).toBe(true);
    expect(segmentTouchesBox(p(0, 152), p(300, 152), box)).toBe(true); // within the 3 pt tolerance
    expect(segmentTouchesBox(p(0, 160), p(300, 160), box)).toBe(false);
    // Its bounding box covers the region, the segment passes beside it.
    expect(segmentTouchesBox(p(0, 150), p(150, 0), box)).toBe(false);
  });

  it('a count by its points, a line by its segments, a surface by its edges or by holding the region', () => {
    expect(measurementTouchesBox(measurement('count', { points: [p(0, 0), p(120, 130)] }), box)).toBe(true);
    expect(measurementTouchesBox(measurement('count', { points: [p(0, 0), p(300, 300)] }), box)).toBe(false);
    // An L around the region: bounding boxes meet, the line does not.
    const ell = measurement('length', { points: [p(0, 0), p(300, 0), p(300, 300)], closed: false });
    expect(measurementTouchesBox(ell, box)).toBe(false);
    // Closed, the same L's closing edge runs through the region.
    expect(measurementTouchesBox({ ...ell, closed: true }, box)).toBe(true);
    const room = measurement('area', { points: square(0, 0, 400), holes: [] });
    expect(measurementTouchesBox(room, box)).toBe(true); // a partition moved in the middle of the room
    const withStairwell = measurement('area', { points: square(0, 0, 400), holes: [square(50, 50, 200)] });
    expect(measurementTouchesBox(withStairwell, box)).toBe(false); // the change is in the void
    const beside = measurement('volume', { points: square(200, 200, 100), holes: [] });
    expect(measurementTouchesBox(beside, box)).toBe(false);
  });

  it('lists each measurement’s regions, testing exactly only the pairs whose boxes meet', () => {
    // 2,000 measurements on a 50 × 40 grid, 50 small regions scattered: every pair is box-tested once.
    const measurements: Measurement[] = [];
    for (let i = 0; i < 2000; i++) {
      const x = (i % 50) * 60;
      const y = Math.floor(i / 50) * 60;
      measurements.push(measurement('area', { id: `m${i}`, points: square(x, y, 40), holes: [] }));
    }
    const regions = Array.from({ length: 50 }, (_, i) => ({
      id: `r${i}`,
      box: { x: ((i * 7) % 50) * 60 + 10, y: ((i * 13) % 40) * 60 + 10, width: 5, height: 5 },
    }));
    const stats: TouchStats = { boxTests: 0, exactTests: 0 };
    const touched = touchingRegions(measurements, regions, 3, stats);
    expect(stats.boxTests).toBe(100_000);
    // Each region lies inside one room: about one exact test per region, not one per pair.
    expect(stats.exactTests).toBeLessThanOrEqual(100);
    expect(touched.filter((ids) => ids.length > 0)).toHaveLength(50);
    expect(touched[0]).toEqual(['r0']);
  });
});
