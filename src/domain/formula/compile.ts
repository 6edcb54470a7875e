/**
 * Compiling a formula: its units checked once, then a closure over two arrays — the measurement's quantities and the
 * project's variables, each at a fixed slot — so that re-evaluating it after a variable changes is a few additions
 * and multiplications, with no parsing and no lookup by name.
 *
 * Units. Named values (the measurement's quantities, variables, numbers typed with a unit such as 0,90 m) carry their
 * dimension and are held in base units (./units.ts). A bare number has no unit: économistes write
 * `L × HSP − 2 × 0,90 × 2,10` and `L × 0,20 × 0,50` and mean metres. So:
 * - in a sum, a bare term takes the unit of the other side (and of the article, in the article's unit: `V × DENS + 2`
 *   for an article in t adds 2 t);
 * - a product, quotient or power with a bare number in it is **open**: its unit depends on what the numbers stand for,
 *   so it is not checked against the article's, and its value is read in the article's unit (`V × 2,4` for an
 *   article in t is 2,4 t per m³);
 * - everything else is **closed** and checked: m² + m is an error, and a closed result whose unit is not the
 *   article's is flagged.
 */
import type { MeasurementKind } from '../takeoff/types';
import type { Unit } from '../takeoff/quantity';
import { isBlocking, span, type FormulaError } from './errors';
import { isMeasuredName, measuredDims, measuredName, MEASURED_SLOT, NAMES_OF_KIND } from './measured';
import { parseFormula, type Ast } from './parser';
import {
  addDims,
  DIMENSIONLESS,
  formatDims,
  isDimensionless,
  sameDims,
  scaleDims,
  subtractDims,
  sumDims,
  UNIT_SPECS,
  type Dims,
} from './units';

/** How a name is looked up: without regard to case, as économistes type hsp or HSP alike. */
export const nameKey = (name: string): string => name.normalize('NFC').toUpperCase();

/** Names that are numbers: π, written `pi` or `π`. */
export const CONSTANTS: ReadonlyMap<string, number> = new Map([
  ['PI', Math.PI],
  [nameKey('π'), Math.PI],
]);

export interface VariableBinding {
  /** Where the variable's value, in base units, sits in the variables array. */
  readonly slot: number;
  readonly dims: Dims;
}

export interface FormulaContext {
  /** The kind of measurement whose quantities the formula may name; null for a quantity typed directly. */
  readonly kind: MeasurementKind | null;
  /** The unit of the article the formula feeds, null when there is none yet. */
  readonly target: Unit | null;
  /** A variable by its key (nameKey), or undefined when the project has none of that name. */
  readonly variable: (key: string) => VariableBinding | undefined;
}

export type Evaluate = (measured: Float64Array, variables: Float64Array) => number;

export interface CompiledFormula {
  readonly text: string;
  readonly ast: Ast | null;
  /** What stops the formula from giving a value, found without any value: syntax, names, units. Sorted by place. */
  readonly errors: readonly FormulaError[];
  /** The result's dimension (for an open result, that of its named values only). */
  readonly dims: Dims;
  readonly open: boolean;
  /** Keys of the names that are not the measurement's own: variables, and unknown names that may become ones. */
  readonly names: ReadonlySet<string>;
  /** False when the formula names no quantity of the measurement: it then needs no scale (`1` for a forfait). */
  readonly readsMeasurement: boolean;
  /** The value in base units (NaN when `errors` is not empty; ±Infinity or NaN on a division by zero). */
  readonly evaluate: Evaluate;
  /** Why a non-finite value is not finite: the division by zero, with its place, or an overflow. */
  readonly failure: (measured: Float64Array, variables: Float64Array) => FormulaError;
}

interface Node {
  readonly evaluate: Evaluate;
  readonly dims: Dims;
  readonly open: boolean;
  /** The value when the subtree has no name in it, so that `2 × 0,90 × 2,10` is computed once. */
  readonly constant: number | null;
}

const constant = (value: number, dims: Dims, open: boolean): Node => ({
  evaluate: () => value,
  dims,
  open,
  constant: value,
});

function scaled(node: Node, factor: number): Node {
  if (factor === 1) return node;
  if (node.constant !== null) return constant(node.constant * factor, node.dims, node.open);
  const f = node.evaluate;
  return { ...node, evaluate: (m, v) => f(m, v) * factor };
}

type Arithmetic = '+' | '-' | '*' | '/' | '^';

function arithmetic(op: Arithmetic, a: Node, b: Node, dims: Dims, open: boolean): Node {
  const apply: (x: number, y: number) => number = {
    '+': (x: number, y: number) => x + y,
    '-': (x: number, y: number) => x - y,
    '*': (x: number, y: number) => x * y,
    '/': (x: number, y: number) => x / y,
    '^': (x: number, y: number) => x ** y,
  }[op];
  if (a.constant !== null && b.constant !== null) return constant(apply(a.constant, b.constant), dims, open);
  const f = a.evaluate;
  const g = b.evaluate;
  // One closure per operator rather than apply(f(), g()): the engine calls these thousands of times per edit.
  const evaluate: Evaluate = {
    '+': (m: Float64Array, v: Float64Array) => f(m, v) + g(m, v),
    '-': (m: Float64Array, v: Float64Array) => f(m, v) - g(m, v),
    '*': (m: Float64Array, v: Float64Array) => f(m, v) * g(m, v),
    '/': (m: Float64Array, v: Float64Array) => f(m, v) / g(m, v),
    '^': (m: Float64Array, v: Float64Array) => f(m, v) ** g(m, v),
  }[op];
  return { evaluate, dims, open, constant: null };
}

class Compiler {
  readonly errors: FormulaError[] = [];
  readonly names = new Set<string>();
  readsMeasurement = false;
  /** Every subtree's closure, so that a failure can be traced to the division that caused it. */
  readonly closures = new Map<Ast, Evaluate>();

  constructor(private readonly context: FormulaContext) {}

  compile(ast: Ast): Node | null {
    const node = this.node(ast);
    if (node) this.closures.set(ast, node.evaluate);
    return node;
  }

  private node(ast: Ast): Node | null {
    switch (ast.type) {
      case 'number':
        return constant(ast.value * (ast.unit?.factor ?? 1), ast.unit?.dims ?? DIMENSIONLESS, ast.unit === undefined);
      case 'name':
        return this.name(ast);
      case 'group':
        return this.compile(ast.inner);
      case 'negate':
      case 'percent': {
        const operand = this.compile(ast.operand);
        if (!operand) return null;
        return ast.type === 'negate'
          ? arithmetic('*', operand, constant(-1, DIMENSIONLESS, false), operand.dims, operand.open)
          : arithmetic('*', operand, constant(0.01, DIMENSIONLESS, false), operand.dims, operand.open);
      }
      case 'binary': {
        const left = this.compile(ast.left);
        const right = this.compile(ast.right);
        if (!left || !right) return null;
        switch (ast.op) {
          case '+':
          case '-':
            return this.sum(ast, left, right);
          case '*':
            return arithmetic('*', left, right, addDims(left.dims, right.dims), left.open || right.open);
          case '/':
            return arithmetic('/', left, right, subtractDims(left.dims, right.dims), left.open || right.open);
          case '^': {
            const exponent = right.constant;
            const hasUnit = !isDimensionless(left.dims) || !isDimensionless(right.dims);
            if (hasUnit && (exponent === null || !Number.isInteger(exponent) || !isDimensionless(right.dims))) {
              this.errors.push({ code: 'invalidExponent', span: ast.right.span });
              return null;
            }
            return arithmetic('^', left, right, scaleDims(left.dims, exponent ?? 0), left.open);
          }
        }
      }
    }
  }

  private name(ast: Extract<Ast, { type: 'name' }>): Node | null {
    const { kind, variable } = this.context;
    const key = nameKey(ast.name);
    const measured = measuredName(key, kind);
    if (measured !== null && kind !== null) {
      this.readsMeasurement = true;
      const slot = MEASURED_SLOT[measured];
      return { evaluate: (m) => m[slot] as number, dims: measuredDims(measured, kind), open: false, constant: null };
    }
    const number = CONSTANTS.get(key);
    if (number !== undefined) return constant(number, DIMENSIONLESS, false);
    this.names.add(key);
    const binding = variable(key);
    if (binding) {
      const slot = binding.slot;
      return { evaluate: (_, v) => v[slot] as number, dims: binding.dims, open: false, constant: null };
    }
    this.errors.push(
      isMeasuredName(key)
        ? { code: 'nameNotForKind', span: ast.span, name: ast.name, kind, available: kind ? NAMES_OF_KIND[kind] : [] }
        : { code: 'unknownName', span: ast.span, name: ast.name },
    );
    return null;
  }

  private sum(ast: Extract<Ast, { type: 'binary' }>, left: Node, right: Node): Node | null {
    const op = ast.op as '+' | '-';
    if (left.open && right.open) return arithmetic(op, left, right, left.dims, true);
    if (!left.open && !right.open) {
      if (!sameDims(left.dims, right.dims)) {
        this.errors.push({
          code: 'incompatibleSum',
          span: ast.right.span,
          operator: op === '+' ? '+' : '−',
          left: formatDims(left.dims),
          right: formatDims(right.dims),
        });
        return null;
      }
      return arithmetic(op, left, right, sumDims(left.dims, right.dims), false);
    }
    // A bare term takes the other side's unit; in the article's unit when the sum is of the article's dimension.
    const closed = left.open ? right : left;
    const target = this.context.target === null ? null : UNIT_SPECS[this.context.target];
    const factor = target && sameDims(closed.dims, target.dims) ? target.factor : 1;
    const [a, b] = left.open ? [scaled(left, factor), right] : [left, scaled(right, factor)];
    return arithmetic(op, a, b, closed.dims, false);
  }
}

/** The first division by zero in evaluation order, or an overflow of the whole formula. */
function locateFailure(
  ast: Ast,
  closures: ReadonlyMap<Ast, Evaluate>,
  measured: Float64Array,
  variables: Float64Array,
): FormulaError {
  const walk = (node: Ast): FormulaError | null => {
    switch (node.type) {
      case 'number':
      case 'name':
        return null;
      case 'group':
        return walk(node.inner);
      case 'negate':
      case 'percent':
        return walk(node.operand);
      case 'binary': {
        const inner = walk(node.left) ?? walk(node.right);
        if (inner) return inner;
        const divisor = closures.get(node.right);
        if (node.op === '/' && divisor && divisor(measured, variables) === 0) {
          return { code: 'divisionByZero', span: node.right.span };
        }
        return null;
      }
    }
  };
  return walk(ast) ?? { code: 'notFinite', span: ast.span };
}

const NOT_A_NUMBER: Evaluate = () => Number.NaN;

/** Parses and compiles a formula in a context; never throws, every problem is in `errors`. */
export function compileFormula(text: string, context: FormulaContext): CompiledFormula {
  const parsed = parseFormula(text);
  const whole = span(0, text.length);
  const failed = (errors: readonly FormulaError[], ast: Ast | null, compiler?: Compiler): CompiledFormula => ({
    text,
    ast,
    errors: [...errors].sort((a, b) => a.span.start - b.span.start),
    dims: DIMENSIONLESS,
    open: false,
    names: compiler?.names ?? new Set(),
    readsMeasurement: compiler?.readsMeasurement ?? false,
    evaluate: NOT_A_NUMBER,
    failure: () => ({ code: 'notFinite', span: whole }),
  });
  if (!parsed.ok) return failed([parsed.error], null);
  const compiler = new Compiler(context);
  const root = compiler.compile(parsed.ast);
  if (!root || compiler.errors.length > 0) return failed(compiler.errors, parsed.ast, compiler);
  const closures = compiler.closures;
  return {
    text,
    ast: parsed.ast,
    errors: [],
    dims: root.dims,
    open: root.open,
    names: compiler.names,
    readsMeasurement: compiler.readsMeasurement,
    evaluate: root.evaluate,
    failure: (measured, variables) => locateFailure(parsed.ast, closures, measured, variables),
  };
}

export type FormulaOutcome =
  | {
      readonly ok: true;
      /** In the article's unit. */
      readonly value: number;
      /** Set when the result's unit is not the article's: the value still counts, flagged. */
      readonly warning?: FormulaError;
    }
  | { readonly ok: false; readonly errors: readonly FormulaError[] };

/**
 * How a compiled formula's value is read in the article's unit, known before any value: the number to divide by
 * (base units → the article's: kg → t), and the unit-mismatch warning when its closed result is of another dimension
 * (the value then counts as it is, flagged). An open result, or one with no article yet, is taken as it is.
 */
export function formulaReading(
  compiled: CompiledFormula,
  target: Unit | null,
): { readonly divisor: number; readonly warning: FormulaError | null } {
  if (compiled.open || target === null) return { divisor: 1, warning: null };
  const spec = UNIT_SPECS[target];
  if (sameDims(compiled.dims, spec.dims)) return { divisor: spec.factor, warning: null };
  return {
    divisor: 1,
    warning: {
      code: 'unitMismatch',
      span: span(0, compiled.text.length),
      result: formatDims(compiled.dims),
      expected: target,
    },
  };
}

/**
 * Runs a compiled formula and reads its result in the article's unit: base units converted (kg → t), an open result
 * taken as it is, a closed result of another dimension counted as it is and flagged.
 */
export function runFormula(
  compiled: CompiledFormula,
  measured: Float64Array,
  variables: Float64Array,
  target: Unit | null,
): FormulaOutcome {
  if (compiled.errors.some(isBlocking)) return { ok: false, errors: compiled.errors };
  const value = compiled.evaluate(measured, variables);
  if (!Number.isFinite(value)) return { ok: false, errors: [compiled.failure(measured, variables)] };
  const { divisor, warning } = formulaReading(compiled, target);
  return warning ? { ok: true, value: value / divisor, warning } : { ok: true, value: value / divisor };
}
