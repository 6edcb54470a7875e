import { describe, expect, it } from 'vitest';
import { measurement, p, sheet } from '../../../domain/takeoff/testing/fixtures';
import { SCALE_100, SCALE_20 } from '../../../domain/takeoff/testing/samples';
import type { ScaleRegion } from '../../../domain/takeoff/types';
import { removeRegionRequest } from './useScaleRegions';

const region = (id: string, minX: number, maxX: number, scale = SCALE_20): ScaleRegion => ({
  id,
  label: id,
  shape: { kind: 'rect', rect: { minX, minY: 0, maxX, maxY: 500 } },
  scale,
});
const lengthAt = (id: string, x: number) =>
  measurement('length', { id, label: id, points: [p(x, 100), p(x + 72, 100)] });

describe('what removing a region changes', () => {
  const inDetail = lengthAt('in-detail', 120);
  const elsewhere = lengthAt('elsewhere', 800);

  it('lists the measurements the region measures, at its scale now and at the sheet’s after', () => {
    const detail = region('detail', 100, 300);
    const request = removeRegionRequest(
      sheet({ scale: { default: SCALE_100, regions: [detail] } }),
      [inDetail, elsewhere],
      detail,
    );
    expect(request.fallback).toEqual({ kind: 'sheet', scale: SCALE_100 });
    expect(request.affected.map((a) => a.label)).toEqual(['in-detail']);
    const [only] = request.affected;
    expect(only?.before.ok && only.before.value.value).toBeCloseTo(0.508, 9);
    expect(only?.after.ok && only.after.value.value).toBeCloseTo(2.54, 9);
  });

  it('says when an enclosing region takes them instead of the sheet', () => {
    const detail = region('detail', 100, 300);
    const wing = region('wing', 0, 600, SCALE_100);
    const request = removeRegionRequest(
      sheet({ scale: { default: null, regions: [wing, detail] } }),
      [inDetail, elsewhere],
      detail,
    );
    expect(request.fallback).toEqual({ kind: 'other' });
    expect(request.affected.map((a) => a.after.ok)).toEqual([true]);
  });
});
