import { describe, expect, it } from 'vitest';
import { applyToPoint } from '../pdf/geometry';
import { CadModelError } from './errors';
import { denominatorFor, placeDrawing, pointsPerUnit, sheetScaleOf } from './placement';
import { block, circle, drawing, insert, line, pt, text } from './testing';
import { placementMatrix } from './transform';
import {
  CAD_SHEET_DENOMINATORS,
  CAD_SHEET_MARGIN_PT,
  CAD_SHEET_MAX_PT,
  CAD_UNITS,
  POINT_METRES,
  UNIT_METRES,
  type CadUnit,
} from './types';

/** A plan of `w` × `h` metres drawn in `unit`, its lower-left corner at (x0, y0) units. */
function plan(unit: CadUnit, w: number, h: number, x0 = 0, y0 = 0) {
  const u = 1 / UNIT_METRES[unit];
  return drawing([line(pt(x0, y0), pt(x0 + w * u, y0)), line(pt(x0, y0), pt(x0, y0 + h * u))], { units: unit });
}

describe('placeDrawing', () => {
  it('takes the smallest usual scale at which the plan fits the largest sheet', () => {
    // 10 m on 3370 pt (1.189 m) needs 1:8.4 → 1:10; a 40 m plan 1:33.6 → 1:50.
    expect(placeDrawing(plan('mm', 10, 5), 'mm', 'file').placement.denominator).toBe(10);
    expect(placeDrawing(plan('m', 10, 5), 'm', 'file').placement.denominator).toBe(10);
    expect(placeDrawing(plan('cm', 5, 40), 'cm', 'person').placement.denominator).toBe(50);
    expect(placeDrawing(plan('foot', 1, 1), 'foot', 'file').placement.denominator).toBe(1);
  });

  it('goes past 1:10 000 by powers of ten rather than refuse a huge drawing', () => {
    expect(placeDrawing(plan('m', 100_000, 10), 'm', 'file').placement.denominator).toBe(100_000);
    expect(denominatorFor('m', 5e6)).toBe(10_000_000);
    for (const d of CAD_SHEET_DENOMINATORS) {
      const span = (CAD_SHEET_MAX_PT * POINT_METRES * d) / UNIT_METRES.mm;
      expect(denominatorFor('mm', span * (1 - 1e-9))).toBe(d);
    }
  });

  it('puts the drawing’s top-left corner at the margin, y down, and sizes the sheet', () => {
    const d = plan('mm', 10, 5, -2000, 300);
    const { placement, width, height } = placeDrawing(d, 'mm', 'file');
    const m = placementMatrix(placement);
    const [x0, y0] = applyToPoint(m, -2000, 300 + 5000);
    expect(x0).toBeCloseTo(CAD_SHEET_MARGIN_PT, 9);
    expect(y0).toBeCloseTo(CAD_SHEET_MARGIN_PT, 9);
    const [x1, y1] = applyToPoint(m, 8000, 300);
    expect(x1).toBeCloseTo(width - CAD_SHEET_MARGIN_PT, 9);
    expect(y1).toBeCloseTo(height - CAD_SHEET_MARGIN_PT, 9);
    expect(width).toBeCloseTo(10 / 10 / POINT_METRES + 2 * CAD_SHEET_MARGIN_PT, 9);
    expect(placement).toMatchObject({ unit: 'mm', unitSource: 'file', k: pointsPerUnit('mm', 10) });
  });

  it('measures the extents from the geometry, references expanded, curves exactly', () => {
    const d = drawing([circle(pt(0, 0), 1000), insert('B', pt(5000, 0), { scale: pt(2, 2) })], {
      blocks: [block('B', [line(pt(0, 0), pt(1000, 500))])],
    });
    const { placement, width, height } = placeDrawing(d, 'mm', 'file');
    const k = placement.k;
    expect((width - 2 * CAD_SHEET_MARGIN_PT) / k).toBeCloseTo(8000, 6);
    expect((height - 2 * CAD_SHEET_MARGIN_PT) / k).toBeCloseTo(2000, 6);
  });

  it('ignores entities with non-finite coordinates, and keeps a stray far one (documented)', () => {
    const d = plan('mm', 10, 5);
    const withNaN = drawing([...d.modelSpace, line(pt(Number.NaN, 0), pt(Infinity, 1))]);
    expect(placeDrawing(withNaN, 'mm', 'file').placement.denominator).toBe(10);
    const stray = drawing([...d.modelSpace, line(pt(1e6, 0), pt(1e6 + 1, 0))]);
    expect(placeDrawing(stray, 'mm', 'file').placement.denominator).toBe(1000);
  });

  it('refuses a model space that draws nothing', () => {
    const empty = drawing([insert('VIDE', pt(0, 0))], { blocks: [block('VIDE', [])] });
    expect(() => placeDrawing(empty, 'mm', 'file')).toThrow(CadModelError);
    try {
      placeDrawing(drawing([line(pt(Number.NaN, 0), pt(0, Number.NaN))]), 'mm', 'file');
      expect.unreachable();
    } catch (e) {
      expect((e as CadModelError).code).toBe('emptyModel');
    }
    // A single text is something.
    expect(placeDrawing(drawing([text(pt(0, 0), 'A')]), 'mm', 'file').placement.denominator).toBe(1);
  });
});

describe('sheetScaleOf', () => {
  it('is the file’s scale: metres per point × points per unit = the unit’s metres, to 1e-12', () => {
    for (const unit of CAD_UNITS) {
      for (const denominator of [...CAD_SHEET_DENOMINATORS, 100_000, 1_000_000]) {
        const k = pointsPerUnit(unit, denominator);
        const scale = sheetScaleOf({ unit, unitSource: 'file', denominator, k, dx: 0, dy: 0 });
        expect(Math.abs(scale.metresPerUnit * k - UNIT_METRES[unit]) / UNIT_METRES[unit]).toBeLessThan(1e-12);
      }
    }
    const { placement } = placeDrawing(plan('cm', 10, 5), 'cm', 'person');
    expect(sheetScaleOf(placement)).toEqual({
      metresPerUnit: POINT_METRES * 10,
      source: { kind: 'file', unit: 'cm', unitSource: 'person', denominator: 10 },
    });
  });
});
