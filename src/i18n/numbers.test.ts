import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DECIMALS,
  MINUS_SIGN,
  NARROW_NO_BREAK_SPACE as NNBSP,
  NO_BREAK_SPACE as NBSP,
  formatDerivation,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatScale,
  formatZoom,
  parseDecimal,
  parseIssueMessage,
  parseLength,
} from './numbers';
import { term, type Derivation } from '../domain/takeoff/quantity';

describe('formatNumber', () => {
  it('writes a decimal comma and groups thousands with a narrow no-break space', () => {
    expect(formatNumber(1234.5, 2)).toBe(`1${NNBSP}234,50`);
    expect(formatNumber(1234567.891, 3)).toBe(`1${NNBSP}234${NNBSP}567,891`);
    expect(formatNumber(999, 0)).toBe('999');
    expect(formatNumber(12.4, 2)).toBe('12,40');
  });

  it('rounds half away from zero on the number as typed, not on its binary value', () => {
    expect(formatNumber(0.005, 2)).toBe('0,01');
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(2.675, 2)).toBe('2,68');
    expect(formatNumber(-0.005, 2)).toBe(`${MINUS_SIGN}0,01`);
    expect(formatNumber(0.0049, 2)).toBe('0,00');
    expect(formatNumber(0.30000000000000004, 2)).toBe('0,30');
    expect(formatNumber(9.995, 2)).toBe('10,00');
    expect(formatNumber(999999.5, 0)).toBe(`1${NNBSP}000${NNBSP}000`);
  });

  it('never writes a negative zero', () => {
    expect(formatNumber(-0, 2)).toBe('0,00');
    expect(formatNumber(-0.001, 2)).toBe('0,00');
    expect(formatNumber(-0.4, 0)).toBe('0');
    expect(formatNumber(-12.5, 1)).toBe(`${MINUS_SIGN}12,5`);
  });

  it('writes huge and tiny values in full, never in exponent notation', () => {
    expect(formatNumber(1e21, 2)).toBe(`1${`${NNBSP}000`.repeat(7)},00`);
    expect(formatNumber(1.5e-7, 2)).toBe('0,00');
    expect(formatNumber(5e-324, 3)).toBe('0,000');
    expect(formatNumber(Number.MAX_SAFE_INTEGER, 0)).toBe(`9${NNBSP}007${NNBSP}199${NNBSP}254${NNBSP}740${NNBSP}991`);
  });

  it('refuses NaN and infinities: they are bugs upstream', () => {
    expect(() => formatNumber(Number.NaN, 2)).toThrow(RangeError);
    expect(() => formatNumber(Infinity, 2)).toThrow(RangeError);
  });

  it('agrees with toFixed wherever the binary value is not a tie (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 3 }), (cents, decimals) => {
        const value = cents / 1000 + 0.0001;
        const expected = Math.abs(value).toFixed(decimals).replace('.', ',');
        const text = formatNumber(value, decimals).replace(MINUS_SIGN, '').replaceAll(NNBSP, '');
        expect(text).toBe(expected);
      }),
    );
  });
});

describe('formatQuantity', () => {
  it('uses each unit’s decimals and a no-break space before the unit', () => {
    expect(formatQuantity(12.4, 'ml')).toBe(`12,40${NBSP}ml`);
    expect(formatQuantity(1234.5, 'm²')).toBe(`1${NNBSP}234,50${NBSP}m²`);
    expect(formatQuantity(0.125, 'm³')).toBe(`0,125${NBSP}m³`);
    expect(formatQuantity(1.2345, 't')).toBe(`1,235${NBSP}t`);
    expect(formatQuantity(3.5, 'm')).toBe(`3,50${NBSP}m`);
    expect(formatQuantity(12, 'U')).toBe(`12${NBSP}U`);
    expect(formatQuantity(1, 'forfait')).toBe(`1${NBSP}forfait`);
    expect(formatQuantity(2.5, 'U')).toBe(`2,50${NBSP}U`);
    expect(formatQuantity(8, 'h')).toBe(`8,00${NBSP}h`);
    expect(formatMoney(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(DECIMALS['m²']).toBe(2);
  });

  it('writes percentages and scales', () => {
    expect(formatPercent(0.0079)).toBe(`0,79${NNBSP}%`);
    expect(formatPercent(-0.02)).toBe(`${MINUS_SIGN}2,00${NNBSP}%`);
    expect(formatScale({ left: 1, right: 100, approximate: false })).toBe('1:100');
    expect(formatScale({ left: 1, right: 98, approximate: true })).toBe(`≈${NBSP}1:98`);
  });

  it('writes zoom levels in whole percents', () => {
    expect(formatZoom(1.25)).toBe(`125${NNBSP}%`);
    expect(formatZoom(0.05)).toBe(`5${NNBSP}%`);
    expect(formatZoom(64)).toBe(`6${NNBSP}400${NNBSP}%`);
    expect(formatZoom(0.6667)).toBe(`67${NNBSP}%`);
  });
});

describe('formatDerivation', () => {
  it('writes a wall area as économistes do', () => {
    const wall: Derivation = {
      op: 'difference',
      minuend: { op: 'product', factors: [term(12.4, 'ml'), term(2.5, 'm')] },
      subtrahends: [
        {
          op: 'product',
          factors: [term(2, null), { op: 'product', factors: [term(0.9, 'm'), term(2.1, 'm')] }],
        },
        { op: 'product', factors: [term(1.2, 'm'), term(1, 'm')] },
      ],
    };
    expect(formatDerivation(wall)).toBe(
      `12,40${NBSP}ml × 2,50${NBSP}m ${MINUS_SIGN} 2 × (0,90${NBSP}m × 2,10${NBSP}m) ${MINUS_SIGN} 1,20${NBSP}m × 1,00${NBSP}m`,
    );
  });

  it('parenthesises a difference inside a product and a sum after a minus', () => {
    const volume: Derivation = {
      op: 'product',
      factors: [{ op: 'difference', minuend: term(120, 'm²'), subtrahends: [term(4, 'm²')] }, term(0.2, 'm')],
    };
    expect(formatDerivation(volume)).toBe(`(120,00${NBSP}m² ${MINUS_SIGN} 4,00${NBSP}m²) × 0,20${NBSP}m`);
    const nested: Derivation = {
      op: 'difference',
      minuend: term(10, 'm²'),
      subtrahends: [{ op: 'sum', terms: [term(1, 'm²'), term(2, 'm²')] }],
    };
    expect(formatDerivation(nested)).toBe(`10,00${NBSP}m² ${MINUS_SIGN} (1,00${NBSP}m² + 2,00${NBSP}m²)`);
    expect(formatDerivation({ op: 'sum', terms: [term(3, 'U'), term(4, 'U')] })).toBe(`3${NBSP}U + 4${NBSP}U`);
  });

  it('names variables', () => {
    const withHsp: Derivation = {
      op: 'product',
      factors: [term(12.4, 'ml'), { op: 'term', value: 2.5, unit: 'm', name: 'HSP' }],
    };
    expect(formatDerivation(withHsp)).toBe(`12,40${NBSP}ml × (HSP = 2,50${NBSP}m)`);
    expect(formatDerivation({ op: 'term', value: 2.5, unit: 'm', name: 'HSP' })).toBe(`HSP = 2,50${NBSP}m`);
  });

  it('writes a wall height bound to a variable as « × HSP (2,50 m) »', () => {
    const bound: Derivation = {
      op: 'product',
      factors: [term(12.4, 'ml'), { op: 'term', value: 2.5, unit: 'm', role: 'height', name: 'HSP' }],
    };
    expect(formatDerivation(bound)).toBe(`12,40${NBSP}ml × HSP (2,50${NBSP}m)`);
  });
});

describe('parseDecimal', () => {
  it.each([
    ['3,5', 3.5],
    ['3.5', 3.5],
    ['  3,5 ', 3.5],
    ['1 234,5', 1234.5],
    [`1${NNBSP}234,5`, 1234.5],
    [`1${NBSP}234${NBSP}567`, 1234567],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['1.234.567', 1234567],
    ['1.234', 1.234],
    [',5', 0.5],
    ['3,', 3],
    ['-2,5', -2.5],
    [`${MINUS_SIGN}2,5`, -2.5],
    ['+7', 7],
    ['0', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(parseDecimal(text)).toEqual({ ok: true, value: expected });
  });

  it.each(['abc', '3,5,6.', '12 34', '1 2345', '3,5 m', '1.5.3', ',', '-', '3e5', '1,23 4'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toEqual({ ok: false, error: { code: 'notANumber', text: text.trim() } });
  });

  it('says when nothing was typed', () => {
    expect(parseDecimal('   ')).toEqual({ ok: false, error: { code: 'empty' } });
  });

  it('reads back what formatNumber writes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const parsed = parseDecimal(formatNumber(cents / 100, 2));
        expect(parsed.ok && parsed.value).toBe(cents / 100 === 0 ? 0 : cents / 100);
      }),
    );
  });
});

describe('parseLength', () => {
  it.each([
    ['3,50 m', 3.5],
    ['3,5', 3.5],
    ['350 cm', 3.5],
    ['350cm', 3.5],
    ['3500 mm', 3.5],
    ['35 dm', 3.5],
    ['3,50 ml', 3.5],
    ['3m50', 3.5],
    ['3 m 05', 3.05],
    ['12 M', 12],
    ['1 234,5 mm', 1.2345],
  ])('reads %j as %d m', (text, metres) => {
    const result = parseLength(text);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toBeCloseTo(metres, 12);
  });

  it('reads a bare number in the field’s unit', () => {
    expect(parseLength('90', 'cm')).toEqual({ ok: true, value: 0.9 });
    expect(parseLength('2100', 'mm')).toEqual({ ok: true, value: 2.1 });
  });

  it('names what is wrong', () => {
    expect(parseLength('')).toEqual({ ok: false, error: { code: 'empty' } });
    expect(parseLength('3 ft')).toEqual({ ok: false, error: { code: 'unknownUnit', unit: 'ft' } });
    expect(parseLength('cm')).toEqual({ ok: false, error: { code: 'notANumber', text: 'cm' } });
    expect(parseLength('3,5,5 m')).toEqual({ ok: false, error: { code: 'notANumber', text: '3,5,5' } });
    expect(parseLength('0 m')).toEqual({ ok: false, error: { code: 'notPositive' } });
    expect(parseLength('-3 m')).toEqual({ ok: false, error: { code: 'notPositive' } });
  });
});

describe('parseIssueMessage', () => {
  it('gives each issue its French message', () => {
    expect(parseIssueMessage({ code: 'empty' })).toBe('Saisissez une valeur.');
    expect(parseIssueMessage({ code: 'notANumber', text: 'abc' })).toBe(
      `«${NBSP}abc${NBSP}» n’est pas un nombre. Exemple${NBSP}: 3,50`,
    );
    expect(parseIssueMessage({ code: 'unknownUnit', unit: 'ft' })).toBe(
      `Unité «${NBSP}ft${NBSP}» inconnue. Utilisez m, cm ou mm.`,
    );
    expect(parseIssueMessage({ code: 'notPositive' })).toBe('Saisissez une valeur supérieure à zéro.');
  });
});
