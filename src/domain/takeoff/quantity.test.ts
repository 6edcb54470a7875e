import { describe, expect, it } from 'vitest';
import {
  UNITS,
  UNIT_OF_KIND,
  computeQuantity,
  evaluate,
  quantityOnSheet,
  term,
  type Derivation,
  type Quantity,
} from './quantity';
import { METRES_PER_POINT, scaleFromRatio, toMetres } from './scale';
import { measurement, p, square, unwrap } from './testing/fixtures';
import type { Scale, SheetScales } from './types';

// 1:100 makes 72 pt (one inch) worth exactly 2.54 m.
const scale: Scale = { metresPerUnit: 100 * METRES_PER_POINT, source: { kind: 'ratio', denominator: 100 } };
const INCH = 2.54;

function quantity(result: ReturnType<typeof computeQuantity>): Quantity {
  if (!result.ok) throw new Error(`no quantity: ${JSON.stringify(result.error)}`);
  // Every quantity is what its derivation says.
  expect(evaluate(result.value.derivation)).toBeCloseTo(result.value.value, 12);
  return result.value;
}

describe('units', () => {
  it('lists the units of a bill of quantities and the unit of each kind', () => {
    expect(UNITS).toEqual(['U', 'ml', 'm²', 'm³', 'kg', 't', 'h', 'ens', 'forfait']);
    expect(UNIT_OF_KIND).toEqual({ count: 'U', length: 'ml', area: 'm²', wallArea: 'm²', volume: 'm³' });
  });
});

describe('computeQuantity', () => {
  it('counts points in U, with or without a scale', () => {
    const m = measurement('count', { points: [p(1, 1), p(2, 2), p(3, 3)] });
    expect(quantity(computeQuantity(m, null))).toEqual({
      value: 3,
      unit: 'U',
      derivation: { op: 'term', value: 3, unit: 'U', role: 'count' },
    });
  });

  it('measures a polyline in ml through the scale, open or closed', () => {
    const open = quantity(computeQuantity(measurement('length', { points: [p(0, 0), p(72, 0), p(72, 144)] }), scale));
    expect(open.value).toBeCloseTo(3 * INCH, 12);
    expect(open.unit).toBe('ml');
    const closed = measurement('length', { points: square(0, 0, 72), closed: true });
    expect(quantity(computeQuantity(closed, scale)).value).toBeCloseTo(4 * INCH, 12);
  });

  it('measures an area in m², minus its holes, and shows each hole in the derivation', () => {
    const m = measurement('area', { points: square(0, 0, 144), holes: [square(10, 10, 36), square(100, 100, 36)] });
    const q = quantity(computeQuantity(m, scale));
    expect(q.unit).toBe('m²');
    expect(q.value).toBeCloseTo(4 * INCH ** 2 - 2 * (INCH / 2) ** 2, 12);
    expect(q.derivation).toMatchObject({
      op: 'difference',
      minuend: { op: 'term', unit: 'm²', role: 'area' },
      subtrahends: [
        { op: 'term', unit: 'm²', role: 'hole' },
        { op: 'term', unit: 'm²', role: 'hole' },
      ],
    });
    const plain = quantity(computeQuantity(measurement('area', { points: square(0, 0, 72) }), scale));
    expect(plain.derivation).toEqual({ op: 'term', value: plain.value, unit: 'm²', role: 'area' });
  });

  it('gives wall area as length × height − count × (width × height) per opening', () => {
    const m = measurement('wallArea', {
      points: [p(0, 0), p(72 * 2, 0), p(72 * 2, 72 * 3)],
      height: 2.5,
      openings: [
        { width: 0.9, height: 2.1, count: 2, label: 'porte' },
        { width: 1.2, height: 1, count: 1 },
        { width: 3, height: 3, count: 0 },
      ],
    });
    const q = quantity(computeQuantity(m, scale));
    expect(q.value).toBeCloseTo(5 * INCH * 2.5 - 2 * 0.9 * 2.1 - 1.2, 12);
    const expected: Derivation = {
      op: 'difference',
      minuend: {
        op: 'product',
        factors: [term(toMetres(360, scale), 'ml', 'length'), term(2.5, 'm', 'height')],
      },
      subtrahends: [
        {
          op: 'product',
          factors: [
            term(2, null, 'openingCount'),
            { op: 'product', factors: [term(0.9, 'm', 'openingWidth', 'porte'), term(2.1, 'm', 'openingHeight')] },
          ],
        },
        { op: 'product', factors: [term(1.2, 'm', 'openingWidth'), term(1, 'm', 'openingHeight')] },
      ],
    };
    expect(q.derivation).toEqual(expected);
    const bare = quantity(computeQuantity(measurement('wallArea'), scale));
    expect(bare.derivation).toEqual({
      op: 'product',
      factors: [term(bare.value / 2.5, 'ml', 'length'), term(2.5, 'm', 'height')],
    });
  });

  it('gives a volume as net area × thickness', () => {
    const m = measurement('volume', { points: square(0, 0, 144), holes: [square(0, 0, 72)], thickness: 0.2 });
    const q = quantity(computeQuantity(m, scale));
    expect(q.unit).toBe('m³');
    expect(q.value).toBeCloseTo(3 * INCH ** 2 * 0.2, 12);
    expect(q.derivation).toMatchObject({ op: 'product', factors: [{ op: 'difference' }, term(0.2, 'm', 'thickness')] });
  });

  it('answers uncalibrated, not NaN, for every kind but the count', () => {
    for (const kind of ['length', 'area', 'wallArea', 'volume'] as const) {
      expect(computeQuantity(measurement(kind), null)).toEqual({ ok: false, error: { code: 'uncalibrated' } });
    }
  });

  it('passes geometry and dimension issues through', () => {
    const bowTie = measurement('area', { points: [p(0, 0), p(10, 10), p(10, 0), p(0, 10)] });
    expect(computeQuantity(bowTie, scale)).toEqual({ ok: false, error: { code: 'selfIntersecting', at: p(5, 5) } });
    const outside = measurement('volume', { points: square(0, 0, 10), holes: [square(20, 20, 1)] });
    expect(computeQuantity(outside, scale)).toEqual({ ok: false, error: { code: 'holeOutside', hole: 0 } });
    expect(computeQuantity(measurement('volume', { thickness: 0 }), scale)).toEqual({
      ok: false,
      error: { code: 'invalidDimension', field: 'thickness' },
    });
    const crowded = measurement('wallArea', { openings: [{ width: 10, height: 10, count: 1 }] });
    expect(computeQuantity(crowded, scale)).toMatchObject({ ok: false, error: { code: 'openingsExceedWall' } });
    expect(computeQuantity(measurement('length', { points: [p(0, 0)] }), scale)).toEqual({
      ok: false,
      error: { code: 'tooFewVertices' },
    });
    expect(computeQuantity(measurement('wallArea', { points: [p(0, 0)] }), scale)).toEqual({
      ok: false,
      error: { code: 'tooFewVertices' },
    });
  });
});

describe('quantityOnSheet', () => {
  it('uses the scale of the region the measurement lies in', () => {
    const at20 = unwrap(scaleFromRatio(20));
    const scales: SheetScales = {
      default: scale,
      regions: [
        {
          id: 'r',
          label: 'Détail',
          shape: { kind: 'rect', rect: { minX: 1000, minY: 0, maxX: 2000, maxY: 1000 } },
          scale: at20,
        },
      ],
    };
    const inDetail = measurement('length', { points: [p(1000, 0), p(1072, 0)] });
    expect(quantity(quantityOnSheet(inDetail, scales)).value).toBeCloseTo(INCH / 5, 12);
    expect(quantity(quantityOnSheet(measurement('length'), scales)).value).toBeCloseTo(INCH, 12);
    expect(quantityOnSheet(measurement('length'), { default: null, regions: [] })).toEqual({
      ok: false,
      error: { code: 'uncalibrated' },
    });
  });
});

describe('evaluate', () => {
  it('adds, subtracts and multiplies', () => {
    const d: Derivation = {
      op: 'sum',
      terms: [
        term(1, null),
        { op: 'difference', minuend: term(10, 'm²'), subtrahends: [term(2, 'm²'), term(3, 'm²')] },
      ],
    };
    expect(evaluate(d)).toBe(6);
    expect(evaluate({ op: 'product', factors: [] })).toBe(1);
  });
});

describe('a wall whose height follows a variable (HSP)', () => {
  const wall = measurement('wallArea', {
    points: [p(0, 0), p(72, 0)],
    closed: false,
    height: 2.5,
    heightVariable: 'HSP',
    openings: [],
  });
  const lookup = (name: string) => (name.toUpperCase() === 'HSP' ? 2.7 : undefined);

  it('takes the variable’s value and names it in the derivation', () => {
    const q = quantity(computeQuantity(wall, scale, lookup));
    expect(q.value).toBeCloseTo(INCH * 2.7, 12);
    expect(q.derivation).toEqual({
      op: 'product',
      factors: [term(INCH, 'ml', 'length'), { op: 'term', value: 2.7, unit: 'm', role: 'height', name: 'HSP' }],
    });
  });

  it('keeps its own height without the project’s variables, or when the variable is gone', () => {
    expect(quantity(computeQuantity(wall, scale)).value).toBeCloseTo(INCH * 2.5, 12);
    expect(quantity(computeQuantity(wall, scale, () => undefined)).value).toBeCloseTo(INCH * 2.5, 12);
    const { heightVariable: _unbound, ...plain } = wall;
    expect(quantity(computeQuantity(plain, scale, lookup)).value).toBeCloseTo(INCH * 2.5, 12);
  });
});
