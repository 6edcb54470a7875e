import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFormula, nameKey, runFormula, type FormulaContext, type VariableBinding } from './compile';
import { deriveFormula } from './derive';
import { MEASURED_NAMES, MEASURED_SLOT } from './measured';
import { parseFormula } from './parser';
import { wallLessDoorDerivation } from './testing/wallSample';
import { formatDims, parseUnit } from './units';
import type { FormulaErrorCode } from './errors';

const M: VariableBinding['dims'] = [1, 0, 0, 0];
const VARIABLES: Record<string, { slot: number; value: number; dims: VariableBinding['dims'] }> = {
  HSP: { slot: 0, value: 2.5, dims: M },
  EP: { slot: 1, value: 0.2, dims: M },
  DENS: { slot: 2, value: 2400, dims: [-3, 1, 0, 0] },
  K: { slot: 3, value: 1.1, dims: [0, 0, 0, 0] },
};
const variables = Float64Array.from(Object.values(VARIABLES).map((v) => v.value));
const context = (
  kind: FormulaContext['kind'] = 'wallArea',
  target: FormulaContext['target'] = 'm²',
): FormulaContext => ({
  kind,
  target,
  variable: (key) => VARIABLES[key],
});
/** A wall 12,40 m long, 2,50 m high, one door of 0,90 × 2,10 deducted. */
function wall(): Float64Array {
  const m = new Float64Array(MEASURED_NAMES.length).fill(Number.NaN);
  m[MEASURED_SLOT.L] = 12.4;
  m[MEASURED_SLOT.H] = 2.5;
  m[MEASURED_SLOT.SB] = 31;
  m[MEASURED_SLOT.SO] = 1.89;
  m[MEASURED_SLOT.NO] = 1;
  m[MEASURED_SLOT.S] = 29.11;
  m[MEASURED_SLOT.Q] = 29.11;
  return m;
}
const value = (text: string, ctx = context()) => {
  const outcome = runFormula(compileFormula(text, ctx), wall(), variables, ctx.target);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome;
};

describe('formulas as économistes type them', () => {
  it.each([
    ['L × HSP − 2 × 0,90 × 2,10', 12.4 * 2.5 - 2 * 0.9 * 2.1],
    ['L x HSP - 2 * 0.90 * 2.10', 12.4 * 2.5 - 2 * 0.9 * 2.1],
    ['l X hsp – 2 · 0,9 × 2,1', 12.4 * 2.5 - 2 * 0.9 * 2.1],
    ['S', 29.11],
    ['(L + 2) × HSP', 14.4 * 2.5],
    ['L × HSP × K', 12.4 * 2.5 * 1.1],
    ['L × 2,5', 31],
    ['2x3', 6],
    ['−L × ,5 + L', 6.2],
    ['L² / L', 12.4],
    ['2^3^2', 512],
    ['SB − SO', 29.11],
    ['S × 10 %', 2.911],
    ['L ÷ 2', 6.2],
  ])('%s', (text, expected) => {
    expect(value(text).value).toBeCloseTo(expected, 9);
  });

  it('converts a unit typed after a number, and a variable declared in another unit, to base units', () => {
    expect(value('L × 250 cm').value).toBeCloseTo(31, 9);
    expect(value('L × (HSP − 0,20 m)').value).toBeCloseTo(12.4 * 2.3, 9);
    // m² × m × kg/m³ is a mass in kg; the article is in t.
    expect(value('S × EP × DENS', context('wallArea', 't')).value).toBeCloseTo((29.11 * 0.2 * 2400) / 1000, 9);
  });

  it('checks units: ml × m is m², m² + m is refused, a result in m³ for an article in m² is flagged', () => {
    expect(compileFormula('L × HSP', context()).dims).toEqual([2, 0, 0, 0]);
    expect(compileFormula('S × EP', context()).dims).toEqual([3, 0, 0, 0]);
    const refused = compileFormula('S + L', context());
    expect(refused.errors).toMatchObject([
      { code: 'incompatibleSum', left: 'm²', right: 'm', span: { start: 4, end: 5 } },
    ]);
    const flagged = value('S × EP');
    expect(flagged.warning).toMatchObject({ code: 'unitMismatch', result: 'm³', expected: 'm²' });
    expect(flagged.value).toBeCloseTo(29.11 * 0.2, 9);
    // A bare number in a sum takes the other side's unit; a product with a bare number is not checked.
    expect(value('S + 2').warning).toBeUndefined();
    expect(value('L × 2', context('wallArea', 'm³')).warning).toBeUndefined();
    // Counts are soft: N doors × 0,90 m × 2,10 m is an area.
    expect(compileFormula('Q × 0,90 m × 2,10 m', context('count', 'm²')).dims.slice(0, 3)).toEqual([2, 0, 0]);
  });

  it.each<[string, FormulaErrorCode, number, number]>([
    ['', 'empty', 0, 0],
    ['   ', 'empty', 0, 3],
    ['L × $', 'unexpectedCharacter', 4, 5],
    ['L × 1,2,3', 'invalidNumber', 4, 9],
    ['L ×', 'missingOperand', 2, 3],
    ['L × × 2', 'missingOperand', 4, 5],
    ['L HSP', 'missingOperator', 2, 5],
    ['1 200', 'missingOperator', 2, 5],
    ['(L + 2', 'missingClosingParenthesis', 0, 1],
    ['L + 2)', 'unexpectedClosingParenthesis', 5, 6],
    ['()', 'missingOperand', 0, 2],
    ['L × HAUTEUR', 'unknownName', 4, 11],
    ['V × 2', 'nameNotForKind', 0, 1],
    ['S + L', 'incompatibleSum', 4, 5],
    ['L ^ K', 'invalidExponent', 4, 5],
  ])('%j is refused with %s at %i–%i', (text, code, start, end) => {
    const compiled = compileFormula(text, context());
    expect(compiled.errors[0]).toMatchObject({ code, span: { start, end } });
    expect(runFormula(compiled, wall(), variables, 'm²').ok).toBe(false);
  });

  it('finds a division by zero at its divisor, and an overflow', () => {
    const zero = new Float64Array(variables);
    zero[VARIABLES.K?.slot ?? 0] = 0;
    const outcome = runFormula(compileFormula('L / (K × 2)', context()), wall(), zero, 'm²');
    expect(outcome).toMatchObject({ ok: false, errors: [{ code: 'divisionByZero', span: { start: 4, end: 11 } }] });
    expect(runFormula(compileFormula('10^400', context()), wall(), variables, 'm²')).toMatchObject({
      ok: false,
      errors: [{ code: 'notFinite' }],
    });
  });

  it('lists the variables a formula names (case aside), and whether it reads the measurement', () => {
    const compiled = compileFormula('L × hsp + 0 × Ep', context());
    expect([...compiled.names]).toEqual(['HSP', 'EP']);
    expect(compiled.readsMeasurement).toBe(true);
    const constant = compileFormula('1', context(null, 'forfait'));
    expect(constant.readsMeasurement).toBe(false);
    expect(runFormula(constant, new Float64Array(0), variables, 'forfait')).toEqual({ ok: true, value: 1 });
    // An unknown name is still listed: creating the variable later must recompute the formula.
    expect([...compileFormula('L × HSP2', context()).names]).toEqual(['HSP2']);
    expect(nameKey('hsp')).toBe('HSP');
  });

  it('keeps the derivation, parentheses where they were typed', () => {
    const parsed = parseFormula('L × HSP − 2 × (0,90 × 2,10)');
    if (!parsed.ok) throw new Error('parse');
    const derivation = deriveFormula(parsed.ast, {
      kind: 'wallArea',
      measured: (name) => ({ op: 'term', value: wall()[MEASURED_SLOT[name]] ?? 0, unit: 'ml' }),
      variable: (key) => (key === 'HSP' ? { name: 'HSP', value: 2.5, unit: 'm' } : undefined),
    });
    expect(derivation).toEqual(wallLessDoorDerivation);
  });

  it('reads unit expressions and names dimensions as économistes write them', () => {
    expect(parseUnit('t/m³')).toEqual({ dims: [-3, 1, 0, 0], factor: 1000 });
    expect(parseUnit('cm')).toEqual({ dims: [1, 0, 0, 0], factor: 0.01 });
    expect(parseUnit('%')).toEqual({ dims: [0, 0, 0, 0], factor: 0.01 });
    expect(parseUnit('pouce')).toBeNull();
    expect(parseUnit('m/s/h')).toBeNull();
    expect(formatDims([3, 0, 0, 0])).toBe('m³');
    expect(formatDims([-3, 1, 0, 0])).toBe('kg/m³');
    expect(formatDims([0, 0, 0, 1])).toBe('U');
    expect(formatDims([1, 0, 0, 1])).toBe('m');
    expect(formatDims([0, 0, 0, 0])).toBe('');
  });
});

describe('formulas of numbers evaluate as arithmetic does (property)', () => {
  type Expr = { text: string; value: number };
  const leaf: fc.Arbitrary<Expr> = fc
    .integer({ min: 0, max: 9999 })
    .map((n) => ({ text: (n / 100).toFixed(2).replace('.', ','), value: n / 100 }));
  const expr: fc.Arbitrary<Expr> = fc.letrec<{ e: Expr }>((tie) => ({
    e: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.tuple(tie('e'), fc.constantFrom('+', '−', '×', 'x', '*', '-'), tie('e')).map(([a, op, b]) => {
        const js = op === '+' ? a.value + b.value : op === '−' || op === '-' ? a.value - b.value : a.value * b.value;
        return { text: `(${a.text} ${op} ${b.text})`, value: js };
      }),
    ),
  })).e;

  it('any sum, difference or product, with commas and any multiplication sign', () => {
    fc.assert(
      fc.property(expr, ({ text, value: expected }) => {
        const compiled = compileFormula(text, context(null, null));
        expect(compiled.errors).toEqual([]);
        expect(compiled.evaluate(new Float64Array(0), variables)).toBeCloseTo(expected, 6);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, whatever is typed: a value or positioned errors', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30, unit: fc.constantFrom(...'LSHP0123,.+-−×x*/^²()% $ab'.split('')) }),
        (text) => {
          const compiled = compileFormula(text, context());
          for (const error of compiled.errors) {
            expect(error.span.start).toBeGreaterThanOrEqual(0);
            expect(error.span.end).toBeLessThanOrEqual(text.length);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
