/**
 * What can be wrong with a formula, typed and placed. `span` is in UTF-16 code units of the formula text (what
 * `setSelectionRange` and a string slice take), so the UI can underline the exact place; src/i18n/formulaMessages.ts words
 * each code in French.
 */
import type { MeasurementKind } from '../takeoff/types';
import type { Unit } from '../takeoff/quantity';

export interface Span {
  readonly start: number;
  readonly end: number;
}

export type FormulaError =
  /** Nothing but spaces. */
  | { readonly code: 'empty'; readonly span: Span }
  /** A character that has no meaning in a formula (`$`, `;`…). */
  | { readonly code: 'unexpectedCharacter'; readonly span: Span; readonly char: string }
  /** A number written wrongly: two decimal separators, a separator with no digit after it. */
  | { readonly code: 'invalidNumber'; readonly span: Span; readonly text: string }
  /** An operator with nothing after it, or a formula that ends on one. */
  | { readonly code: 'missingOperand'; readonly span: Span }
  /** Two values side by side (`L HSP`, `1 200`): a × or a + is missing between them. */
  | { readonly code: 'missingOperator'; readonly span: Span }
  /** An opening parenthesis never closed; the span is the opening one. */
  | { readonly code: 'missingClosingParenthesis'; readonly span: Span }
  /** A closing parenthesis with no opening one. */
  | { readonly code: 'unexpectedClosingParenthesis'; readonly span: Span }
  /** A name that is neither a quantity of the measurement nor a variable of the project. */
  | { readonly code: 'unknownName'; readonly span: Span; readonly name: string }
  /** A quantity that this kind of measurement does not have (S on a length). */
  | {
      readonly code: 'nameNotForKind';
      readonly span: Span;
      readonly name: string;
      /** Null for a quantity typed directly, which has no measurement. */
      readonly kind: MeasurementKind | null;
      readonly available: readonly string[];
    }
  /** Adding or subtracting values of different units (m² + m). `left` and `right` are unit names ('' = a number). */
  | {
      readonly code: 'incompatibleSum';
      readonly span: Span;
      readonly operator: '+' | '−';
      readonly left: string;
      readonly right: string;
    }
  /** A power of a value with a unit whose exponent is not a whole number written in the formula. */
  | { readonly code: 'invalidExponent'; readonly span: Span }
  /** A division whose divisor is zero with the current values; the span is the divisor. */
  | { readonly code: 'divisionByZero'; readonly span: Span }
  /** A result too large to be a number. */
  | { readonly code: 'notFinite'; readonly span: Span }
  /**
   * The formula's unit is not the article's. The formula still runs (économistes convert on purpose, m³ → t with a
   * density variable in t/m³, and then the units agree), but the quantities engine does not price a value of the
   * wrong unit: it becomes the link's 'unit' error (issue 24). The span is the whole formula.
   */
  | { readonly code: 'unitMismatch'; readonly span: Span; readonly result: string; readonly expected: Unit };

export type FormulaErrorCode = FormulaError['code'];

/** Errors that stop a formula from giving a value; the others only warn. */
export function isBlocking(error: FormulaError): boolean {
  return error.code !== 'unitMismatch';
}

export const span = (start: number, end: number): Span => ({ start, end });
