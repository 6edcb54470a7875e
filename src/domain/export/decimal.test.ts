import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalPlaces, productCents, round, roundUnits, toCents, toDecimal } from './decimal';

/** The BigInt path alone: the reference the fast path must agree with. */
const slowRound = (value: number, decimals: number) => Number(roundUnits(toDecimal(value), decimals)) / 10 ** decimals;
const slowProduct = (q: number, p: number) => {
  const a = toDecimal(q);
  const b = toDecimal(p);
  return Number(roundUnits({ units: a.units * b.units, scale: a.scale + b.scale }, 2));
};

/** Numbers as typed: up to 9 integer digits and up to 4 decimals, either sign. */
const typed = fc
  .tuple(fc.integer({ min: -999_999_999, max: 999_999_999 }), fc.integer({ min: 0, max: 4 }))
  .map(([units, scale]) => Number((units / 10 ** scale).toFixed(scale)));

describe('exact decimal rounding', () => {
  it('rounds half away from zero on the decimal digits, as ROUND does', () => {
    expect(round(2.675, 2)).toBe(2.68);
    expect(round(-2.675, 2)).toBe(-2.68);
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(0.125, 2)).toBe(0.13);
    expect(round(12.3449, 3)).toBe(12.345);
    expect(round(27.220000000000002, 2)).toBe(27.22);
    expect(round(-0.001, 2)).toBe(0);
    expect(round(1.2345678901234567, 2)).toBe(1.23);
    expect(toCents(12.345)).toBe(1235);
    expect(toCents(-0.005)).toBe(-1);
  });

  it('prices a line to the cent without binary error', () => {
    expect(productCents(2.675, 1)).toBe(268);
    expect(productCents(3, 0.335)).toBe(101);
    expect(productCents(12.4, 11.35)).toBe(14074);
    expect(productCents(123456.789, 98765.43)).toBe(1219326285200);
    expect(() => productCents(Number.NaN, 1)).toThrow(RangeError);
    expect(decimalPlaces(0.055)).toBe(3);
    expect(decimalPlaces(20)).toBe(0);
  });

  it('gives the same results on its fast path as on the BigInt path', () => {
    fc.assert(
      fc.property(typed, fc.integer({ min: 0, max: 3 }), (value, decimals) => {
        expect(round(value, decimals)).toBe(slowRound(value, decimals));
        expect(toCents(value)).toBe(Number(roundUnits(toDecimal(value), 2)));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(typed, typed, (q, p) => {
        expect(productCents(q, p)).toBe(slowProduct(q, p));
      }),
      { numRuns: 2000 },
    );
  });
});
