import { describe, expect, it } from 'vitest';
import { scaleFromCalibration } from '../scale';
import { measurement, p, sheet, square, unwrap } from '../testing/fixtures';
import { click, envOf, key, move, world } from '../testing/tools';
import { draftOf } from './draft';
import { readoutOf } from './readout';

const calibrated = () =>
  sheet({ scale: { default: unwrap(scaleFromCalibration(p(0, 0), p(100, 0), 1)), regions: [] } });

describe('the live readout', () => {
  it('gives the segment under the cursor and the running total of a length', () => {
    const w = world({ tool: 'length', sheets: [calibrated()] });
    click(w, p(0, 0));
    click(w, p(300, 0));
    move(w, p(300, 400));
    const r = readoutOf(w.tool, envOf(w));
    expect(r).toMatchObject({ tool: 'length', uncalibrated: false, area: null, wallArea: null });
    expect(r.segment).toBeCloseTo(4, 12);
    expect(r.total).toBeCloseTo(7, 12);
    expect(draftOf(w.tool, envOf(w)).shape).toEqual({
      tool: 'length',
      points: [p(0, 0), p(300, 0), p(300, 400)],
      placed: 2,
      closed: false,
    });
  });

  it('gives the area of a polygon under way, its closing edge implied, and a volume at the thickness', () => {
    const w = world({ tool: 'volume', sheets: [calibrated()] });
    for (const q of square(0, 0, 200).slice(0, 3)) click(w, q);
    move(w, p(0, 200));
    const r = readoutOf(w.tool, envOf(w));
    expect(r.area).toBeCloseTo(4, 12);
    expect(r.total).toBeCloseTo(8, 12);
    expect(r.volume).toBeCloseTo(0.8, 12);
  });

  it('gives a wall’s area at the session height', () => {
    const w = world({ tool: 'wallArea', sheets: [calibrated()] });
    click(w, p(0, 0));
    move(w, p(400, 0));
    expect(readoutOf(w.tool, envOf(w)).wallArea).toBeCloseTo(10, 12);
  });

  it('says « uncalibrated » as soon as the cursor is over a sheet without a scale', () => {
    const w = world({ tool: 'area' });
    expect(readoutOf(w.tool, envOf(w)).uncalibrated).toBe(false);
    move(w, p(10, 10));
    expect(readoutOf(w.tool, envOf(w))).toMatchObject({ uncalibrated: true, segment: null, area: null });
    const count = world({ tool: 'count' });
    move(count, p(10, 10));
    expect(readoutOf(count.tool, envOf(count)).uncalibrated).toBe(false);
  });

  it('follows a region’s own scale', () => {
    const detail = {
      id: 'r1',
      label: 'Détail',
      shape: { kind: 'rect' as const, rect: { minX: 1000, minY: 0, maxX: 2000, maxY: 1000 } },
      scale: unwrap(scaleFromCalibration(p(0, 0), p(100, 0), 0.1)),
    };
    const w = world({
      tool: 'length',
      sheets: [sheet({ scale: { default: calibrated().scale.default, regions: [detail] } })],
    });
    click(w, p(1100, 100));
    move(w, p(1300, 100));
    expect(readoutOf(w.tool, envOf(w)).segment).toBeCloseTo(0.2, 12);
  });

  it('counts the points of the count under way', () => {
    const w = world({ tool: 'count', measurements: [measurement('count', { id: 'other' })] });
    expect(readoutOf(w.tool, envOf(w)).count).toBeNull();
    click(w, p(1, 1));
    click(w, p(2, 2));
    expect(readoutOf(w.tool, envOf(w)).count).toBe(2);
  });

  it('says when the count tool boxes a symbol: for a new count, or a variant of the one under way', () => {
    const w = world({ tool: 'count' });
    key(w, 'f');
    expect(readoutOf(w.tool, envOf(w)).boxing).toBe('new');
    key(w, 'f');
    expect(readoutOf(w.tool, envOf(w)).boxing).toBeUndefined();
    click(w, p(1, 1));
    key(w, 'f');
    expect(readoutOf(w.tool, envOf(w))).toMatchObject({ boxing: 'variant', count: 1 });
  });

  it('gives a calibration’s span in sheet units, and in metres only where a scale exists', () => {
    const w = world({ tool: 'scale' });
    click(w, p(0, 0));
    move(w, p(30, 40));
    expect(readoutOf(w.tool, envOf(w))).toMatchObject({ span: 50, segment: null, uncalibrated: false });
  });
});
