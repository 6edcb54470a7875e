/**
 * The derivation of a quantity computed by a formula: the take-off's Derivation (./../takeoff/quantity.ts) extended
 * with what formulas add — a quotient, a negation, a power, a percentage — and with any unit on a term (a variable in
 * t/m³). A measurement's own derivation (12,40 ml × 2,50 m − 2 × (0,90 m × 2,10 m)) is a valid FormulaDerivation as
 * it is, so a formula embeds it where it names the measurement's quantity. Rendered in French by src/i18n/formulaMessages.ts.
 */
import type { TermRole } from '../takeoff/quantity';

export interface FormulaTerm {
  readonly op: 'term';
  /** In `unit` as written (a variable declared as 20 cm shows 20, not 0.2). */
  readonly value: number;
  /** A unit as written ('m', 'ml', 't/m³'), or null for a bare number. */
  readonly unit: string | null;
  readonly role?: TermRole;
  /** A variable's name (HSP), or π. */
  readonly name?: string;
  readonly label?: string;
}

export type FormulaDerivation =
  | FormulaTerm
  | { readonly op: 'sum'; readonly terms: readonly FormulaDerivation[] }
  | {
      readonly op: 'difference';
      readonly minuend: FormulaDerivation;
      readonly subtrahends: readonly FormulaDerivation[];
    }
  | { readonly op: 'product'; readonly factors: readonly FormulaDerivation[] }
  | { readonly op: 'quotient'; readonly dividend: FormulaDerivation; readonly divisor: FormulaDerivation }
  | { readonly op: 'negation'; readonly operand: FormulaDerivation }
  | { readonly op: 'power'; readonly base: FormulaDerivation; readonly exponent: FormulaDerivation }
  | { readonly op: 'percent'; readonly operand: FormulaDerivation };
