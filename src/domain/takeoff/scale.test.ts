import { describe, expect, it } from 'vitest';
import {
  METRES_PER_POINT,
  STANDARD_RATIOS,
  checkScale,
  describeScale,
  nearestStandardRatio,
  ratioOf,
  regionContains,
  resolveScale,
  scaleFor,
  scaleFromCalibration,
  scaleFromRatio,
  scalesMatch,
  toMetres,
  toSquareMetres,
} from './scale';
import { unwrap } from './testing/fixtures';
import type { Measurement, Point, Scale, ScaleRegion, SheetScales } from './types';

const p = (x: number, y: number): Point => ({ x, y });

const at100 = unwrap(scaleFromRatio(100));
const at20 = unwrap(scaleFromRatio(20));
const at50 = unwrap(scaleFromRatio(50));

describe('standard ratios', () => {
  it('offers the ratios of French plans', () => {
    expect(STANDARD_RATIOS).toEqual([1, 2, 5, 10, 20, 25, 50, 75, 100, 200, 250, 500, 1000]);
  });

  it('makes 1 pt on a 1:100 plan worth 100 × 0.0254/72 m', () => {
    expect(at100).toEqual({ metresPerUnit: (100 * 0.0254) / 72, source: { kind: 'ratio', denominator: 100 } });
    // 72 pt is one inch on paper: 2.54 m at 1:100.
    expect(toMetres(72, at100)).toBeCloseTo(2.54, 12);
    expect(toSquareMetres(72 * 72, at100)).toBeCloseTo(2.54 * 2.54, 12);
    expect(ratioOf(at100)).toBeCloseTo(100, 12);
  });

  it('refuses a ratio that is not positive', () => {
    expect(scaleFromRatio(0)).toEqual({ ok: false, error: { code: 'invalidRatio' } });
    expect(scaleFromRatio(-50)).toEqual({ ok: false, error: { code: 'invalidRatio' } });
    expect(scaleFromRatio(Number.NaN)).toEqual({ ok: false, error: { code: 'invalidRatio' } });
  });
});

describe('calibration by two points', () => {
  it('makes the distance between the points equal the typed length', () => {
    const scale = unwrap(scaleFromCalibration(p(100, 100), p(400, 500), 5));
    expect(scale.metresPerUnit).toBe(5 / 500);
    expect(scale.source).toEqual({ kind: 'calibration', from: p(100, 100), to: p(400, 500), metres: 5 });
    expect(toMetres(500, scale)).toBe(5);
  });

  it('refuses points closer than 1 pt and distances that are not positive', () => {
    expect(scaleFromCalibration(p(10, 10), p(10.5, 10), 1)).toEqual({ ok: false, error: { code: 'pointsTooClose' } });
    expect(scaleFromCalibration(p(0, 0), p(100, 0), 0)).toEqual({ ok: false, error: { code: 'invalidDistance' } });
    expect(scaleFromCalibration(p(0, 0), p(100, 0), Infinity)).toEqual({
      ok: false,
      error: { code: 'invalidDistance' },
    });
  });
});

describe('describing a scale', () => {
  it('gives a standard ratio exactly', () => {
    expect(describeScale(at100)).toEqual({ left: 1, right: 100, approximate: false });
  });

  it('gives a calibration by its nearest whole ratio, marked approximate', () => {
    // 1:98 would be 98 × 0.0254/72 m per pt; take 100 pt = 3.4574 m, i.e. 1:98.0 and a bit.
    const scale = unwrap(scaleFromCalibration(p(0, 0), p(100, 0), 3.4574));
    expect(describeScale(scale)).toEqual({ left: 1, right: 98, approximate: true });
    expect(nearestStandardRatio(scale).denominator).toBe(100);
    expect(nearestStandardRatio(scale).deviation).toBeCloseTo(-0.02, 3);
  });

  it('says a calibration that lands exactly on a ratio is exact, and describes enlargements as N:1', () => {
    const exact = unwrap(scaleFromCalibration(p(0, 0), p(72, 0), 0.0254 * 50));
    expect(describeScale(exact)).toEqual({ left: 1, right: 50, approximate: false });
    const enlargement = unwrap(scaleFromCalibration(p(0, 0), p(72, 0), 0.0254 / 2));
    expect(describeScale(enlargement)).toEqual({ left: 2, right: 1, approximate: false });
    const rough = unwrap(scaleFromCalibration(p(0, 0), p(72, 0), 0.0254 / 2.2));
    expect(describeScale(rough)).toEqual({ left: 2, right: 1, approximate: true });
  });

  it('compares by ratio, imperial scales included: 1:60 is nearer 1:64 (3/16″) than 1:50 or 1:75', () => {
    const scale: Scale = { metresPerUnit: 60 * METRES_PER_POINT, source: { kind: 'ratio', denominator: 60 } };
    expect(nearestStandardRatio(scale)).toMatchObject({ denominator: 64, imperial: '3/16″ = 1′-0″', isNear: false });
    expect(nearestStandardRatio({ ...scale, metresPerUnit: 52 * METRES_PER_POINT }).denominator).toBe(50);
    expect(nearestStandardRatio({ ...scale, metresPerUnit: 900 * METRES_PER_POINT }).denominator).toBe(1000);
  });

  it('describes a non-integer ratio source as approximate', () => {
    expect(describeScale(unwrap(scaleFromRatio(33.3)))).toEqual({ left: 1, right: 33, approximate: true });
  });
});

describe('matching scales (paste between sheets)', () => {
  it('accepts two calibrations within 0.5 %, refuses different scales', () => {
    expect(scalesMatch(at100, { ...at100, metresPerUnit: at100.metresPerUnit * 1.004 })).toBe(true);
    expect(scalesMatch(at100, { ...at100, metresPerUnit: at100.metresPerUnit * 1.01 })).toBe(false);
    expect(scalesMatch(at100, at50)).toBe(false);
    expect(scalesMatch(null, null)).toBe(true);
    expect(scalesMatch(at100, null)).toBe(false);
  });
});

describe('scale regions', () => {
  const detail: ScaleRegion = {
    id: 'detail',
    label: 'Détail A',
    shape: { kind: 'rect', rect: { minX: 1000, minY: 100, maxX: 1400, maxY: 500 } },
    scale: at20,
  };
  const wing: ScaleRegion = {
    id: 'wing',
    label: 'Aile est',
    shape: { kind: 'polygon', points: [p(900, 0), p(2000, 0), p(2000, 1000), p(900, 1000)] },
    scale: at50,
  };
  const sheet: SheetScales = { default: at100, regions: [wing, detail] };

  it('counts a point on a region frame as inside', () => {
    expect(regionContains(detail, p(1000, 300))).toBe(true);
    expect(regionContains(detail, p(999, 300))).toBe(false);
  });

  it('uses the default outside every region', () => {
    expect(resolveScale([p(10, 10), p(200, 10)], sheet)).toEqual({ scale: at100, regionId: null, straddles: false });
  });

  it('prefers the smallest region holding every vertex (a detail inside a wing)', () => {
    expect(resolveScale([p(1100, 200), p(1300, 400)], sheet)).toEqual({
      scale: at20,
      regionId: 'detail',
      straddles: false,
    });
    expect(resolveScale([p(1500, 600), p(1900, 900)], sheet)).toEqual({
      scale: at50,
      regionId: 'wing',
      straddles: false,
    });
  });

  it('takes the region holding all vertices even if some sit in a smaller one, and says it straddles', () => {
    expect(resolveScale([p(1100, 200), p(1900, 900)], sheet)).toEqual({
      scale: at50,
      regionId: 'wing',
      straddles: true,
    });
  });

  it('falls back to the first vertex when no region holds them all', () => {
    expect(resolveScale([p(1100, 200), p(10, 10)], sheet)).toEqual({
      scale: at20,
      regionId: 'detail',
      straddles: true,
    });
    expect(resolveScale([p(10, 10), p(1100, 200)], sheet)).toEqual({ scale: at100, regionId: null, straddles: true });
  });

  it('has no scale on an uncalibrated sheet outside its regions', () => {
    const bare: SheetScales = { default: null, regions: [detail] };
    expect(scaleFor(p(10, 10), bare)).toBeNull();
    expect(scaleFor(p(1100, 200), bare)).toBe(at20);
    expect(resolveScale([], bare)).toEqual({ scale: null, regionId: null, straddles: false });
  });

  it('takes a measurement, a point or a list of points', () => {
    const measurement = {
      id: 'm',
      projectId: 'p',
      sheetId: 's',
      kind: 'count',
      points: [p(1100, 200)],
      label: '',
      color: 'blue',
      createdAt: '',
      updatedAt: '',
    } satisfies Measurement;
    expect(scaleFor(measurement, sheet)).toBe(at20);
    expect(scaleFor([p(1100, 200)], sheet)).toBe(at20);
    expect(scaleFor(p(1500, 900), sheet)).toBe(at50);
  });
});

describe('the check tool', () => {
  it('gives the deviation between a measured and a printed dimension', () => {
    // 300 pt at 1:100 is 10.583 m; printed 10.50 m: the scale reads 0.79 % long.
    const check = unwrap(checkScale(p(0, 0), p(300, 0), 10.5, at100));
    expect(check.measured).toBeCloseTo((300 * 2.54) / 72, 12);
    expect(check.printed).toBe(10.5);
    expect(check.deviation).toBeCloseTo(check.measured / 10.5 - 1, 12);
    expect(unwrap(checkScale(p(0, 0), p(72, 0), 2.54, at100)).deviation).toBeCloseTo(0, 12);
  });

  it('refuses a printed dimension that is not positive', () => {
    expect(checkScale(p(0, 0), p(1, 0), 0, at100)).toEqual({ ok: false, error: { code: 'invalidDistance' } });
  });
});
