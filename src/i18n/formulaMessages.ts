/**
 * Formulas in French: each FormulaError as a sentence with its place, a formula's derivation as économistes write it
 * (12,40 ml × HSP = 2,50 m − 2 × (0,90 × 2,10)), and the unit names used inside messages.
 */
import type { FormulaError } from '../domain/formula/errors';
import type { FormulaDerivation } from '../domain/formula/derivation';
import { interpolate } from './format';
import { libraryFr } from './library.fr';
import { MINUS_SIGN, NO_BREAK_SPACE, formatNumber } from './numbers';

const unitName = (unit: string) => (unit === '' ? libraryFr.formulaExtra.number : unit);

/** The French message of a formula error, without its place. */
export function formulaErrorMessage(error: FormulaError): string {
  const m = libraryFr.formula;
  switch (error.code) {
    case 'unexpectedCharacter':
      return interpolate(m.unexpectedCharacter, { char: error.char });
    case 'invalidNumber':
      return interpolate(m.invalidNumber, { text: error.text });
    case 'unknownName':
      return interpolate(m.unknownName, { name: error.name });
    case 'nameNotForKind':
      return error.kind === null
        ? interpolate(libraryFr.formulaExtra.noMeasurement, { name: error.name })
        : interpolate(m.nameNotForKind, {
            name: error.name,
            kind: libraryFr.kinds[error.kind],
            available: error.available.join(', '),
          });
    case 'incompatibleSum':
      return interpolate(m.incompatibleSum, {
        left: unitName(error.left),
        operator: error.operator,
        right: unitName(error.right),
      });
    case 'unitMismatch':
      return interpolate(m.unitMismatch, { result: unitName(error.result), expected: error.expected });
    default:
      return m[error.code];
  }
}

/** A formula's value in its own unit: « 15,24 m² » (issue 24: a unit error shows what the formula gives). */
export function formatOwnUnit(value: number, unit: string): string {
  return unit === '' ? formatNumber(value, 2) : `${formatNumber(value, 2)}${NO_BREAK_SPACE}${unit}`;
}

/** « 15,24 m² — l’article est en ml : non compté. … » */
export function unitErrorMessage(problem: {
  readonly value: number;
  readonly unit: string;
  readonly error: { readonly expected: string };
}): string {
  return interpolate(libraryFr.measurementArticles.unitError, {
    result: formatOwnUnit(problem.value, problem.unit),
    expected: problem.error.expected,
    unit: unitName(problem.unit),
  });
}

/** « … (caractère 7) »: the message and where it is, counted from 1 as a person counts. */
export function formulaErrorWithPlace(error: FormulaError): string {
  const at = interpolate(libraryFr.formulaExtra.at, { position: error.span.start + 1 });
  return `${formulaErrorMessage(error)} (${at})`;
}

/** Decimals of a term in a derivation: as typed for a bare number, 2 or 3 for a measured quantity. */
function termText(value: number, unit: string | null): string {
  if (!Number.isFinite(value)) return '?';
  const decimals = unit === 'm³' || unit === 't' ? 3 : Number.isInteger(value) && unit === null ? 0 : 2;
  const number = formatNumber(value, unit === null && !Number.isInteger(value) ? Math.max(2, decimals) : decimals);
  return unit === null ? number : `${number}${NO_BREAK_SPACE}${unit}`;
}

/** A formula's derivation in French; names are shown with their values (HSP = 2,50 m). */
export function formatFormulaDerivation(derivation: FormulaDerivation): string {
  // Where a node sits decides its parentheses: a factor wraps anything but a term, a subtrahend wraps sums.
  type Place = 'top' | 'factor' | 'subtrahend';
  const render = (d: FormulaDerivation, place: Place): string => {
    const wrap = (text: string, when: boolean) => (when ? `(${text})` : text);
    switch (d.op) {
      case 'term': {
        const text = termText(d.value, d.unit);
        if (d.name === undefined) return text;
        if (d.name === 'π') return 'π';
        return wrap(`${d.name} = ${text}`, place !== 'top');
      }
      case 'sum':
        return wrap(d.terms.map((t) => render(t, 'top')).join(' + '), place !== 'top');
      case 'difference': {
        const parts = [render(d.minuend, 'top'), ...d.subtrahends.map((t) => render(t, 'subtrahend'))];
        return wrap(parts.join(` ${MINUS_SIGN} `), place !== 'top');
      }
      case 'product':
        return wrap(d.factors.map((f) => render(f, 'factor')).join(' × '), place === 'factor');
      case 'quotient':
        return wrap(`${render(d.dividend, 'factor')} / ${render(d.divisor, 'factor')}`, place === 'factor');
      case 'negation':
        return `${MINUS_SIGN}${render(d.operand, 'factor')}`;
      case 'power':
        return `${render(d.base, 'factor')}^${render(d.exponent, 'factor')}`;
      case 'percent':
        return `${render(d.operand, 'factor')}${NO_BREAK_SPACE}%`;
    }
  };
  return render(derivation, 'top');
}
