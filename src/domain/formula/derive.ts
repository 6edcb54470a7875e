/**
 * The derivation of a formula's result: its tree with every name replaced by what it stands for — a measurement's
 * quantity by that quantity's own derivation, a variable by a named term (HSP = 2,50 m). Built on demand (when the
 * user opens an article, or an export writes its detail sheet), never in the recomputation path.
 *
 * Chains of the same operator typed without parentheses become one n-ary node (a × b × c), and parentheses typed by
 * the user become nesting, so the French rendering puts them back where they were: 2 × (0,90 × 2,10).
 */
import { nameKey, CONSTANTS } from './compile';
import type { FormulaDerivation } from './derivation';
import { measuredName, type MeasuredName } from './measured';
import type { Ast } from './parser';
import type { MeasurementKind } from '../takeoff/types';

export interface DerivationScope {
  readonly kind: MeasurementKind | null;
  readonly measured: (name: MeasuredName) => FormulaDerivation;
  /** A variable by key: its name as declared, its value and unit as declared. */
  readonly variable: (
    key: string,
  ) => { readonly name: string; readonly value: number; readonly unit: string } | undefined;
}

const isChain = (ast: Ast, ops: readonly string[]) => ast.type === 'binary' && !ast.superscript && ops.includes(ast.op);

export function deriveFormula(ast: Ast, scope: DerivationScope): FormulaDerivation {
  const derive = (node: Ast): FormulaDerivation => {
    switch (node.type) {
      case 'number':
        return { op: 'term', value: node.value, unit: node.unit?.text ?? null };
      case 'name': {
        const key = nameKey(node.name);
        const measured = measuredName(key, scope.kind);
        if (measured) return scope.measured(measured);
        const number = CONSTANTS.get(key);
        if (number !== undefined) return { op: 'term', value: number, unit: null, name: 'π' };
        const variable = scope.variable(key);
        return variable
          ? {
              op: 'term',
              value: variable.value,
              unit: variable.unit === '' ? null : variable.unit,
              name: variable.name,
            }
          : { op: 'term', value: Number.NaN, unit: null, name: node.name };
      }
      case 'group':
        return derive(node.inner);
      case 'negate':
        return { op: 'negation', operand: derive(node.operand) };
      case 'percent':
        return { op: 'percent', operand: derive(node.operand) };
      case 'binary': {
        const left = derive(node.left);
        const right = derive(node.right);
        switch (node.op) {
          case '*':
            return left.op === 'product' && isChain(node.left, ['*'])
              ? { op: 'product', factors: [...left.factors, right] }
              : { op: 'product', factors: [left, right] };
          case '/':
            return { op: 'quotient', dividend: left, divisor: right };
          case '^':
            return { op: 'power', base: left, exponent: right };
          case '+':
            return left.op === 'sum' && isChain(node.left, ['+'])
              ? { op: 'sum', terms: [...left.terms, right] }
              : { op: 'sum', terms: [left, right] };
          case '-':
            return left.op === 'difference' && isChain(node.left, ['-'])
              ? { op: 'difference', minuend: left.minuend, subtrahends: [...left.subtrahends, right] }
              : { op: 'difference', minuend: left, subtrahends: [right] };
        }
      }
    }
  };
  return derive(ast);
}
