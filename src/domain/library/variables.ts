/**
 * A project's named variables (HSP = 2,50 m): what a name may be, and their values as the formula engine takes them
 * (base units, one slot each, looked up by key without regard to case).
 */
import { CONSTANTS, nameKey, type VariableBinding } from '../formula/compile';
import { isMeasuredName } from '../formula/measured';
import { LENGTH_DIMS, isUnitName, parseUnit, sameDims, type Dims } from '../formula/units';
import type { HeightLookup } from '../takeoff/quantity';
import type { LibraryErrorCode } from './errors';
import type { VariableRow } from './types';

/** A letter or _, then letters, digits or _: HSP, EP_dalle, H2. */
export const VARIABLE_NAME = /^[\p{L}_][\p{L}\p{Nd}_]*$/u;
export const VARIABLE_NAME_MAX_LENGTH = 24;

/**
 * Why a name cannot be a variable's, or null. Reserved: the quantities of a measurement (L, S, V…), units (m, kg, t…:
 * `2 t` is two tonnes, never 2 × t), constants (pi) and `x`, which reads as × after a value.
 */
export function variableNameProblem(name: string): 'invalidName' | 'reservedName' | null {
  const trimmed = name.trim();
  if (!VARIABLE_NAME.test(trimmed) || trimmed.length > VARIABLE_NAME_MAX_LENGTH) return 'invalidName';
  const key = nameKey(trimmed);
  if (isMeasuredName(key) || isUnitName(trimmed) || CONSTANTS.has(key) || key === 'X') return 'reservedName';
  return null;
}

/** What is wrong with a variable among the project's others, or null. */
export function checkVariable(
  values: Pick<VariableRow, 'name' | 'value' | 'unit'>,
  others: readonly Pick<VariableRow, 'name'>[],
): LibraryErrorCode | null {
  const nameProblem = variableNameProblem(values.name);
  if (nameProblem) return nameProblem;
  const key = nameKey(values.name.trim());
  if (others.some((o) => nameKey(o.name) === key)) return 'duplicateName';
  if (!Number.isFinite(values.value)) return 'invalidValue';
  if (parseUnit(values.unit) === null) return 'invalidUnit';
  return null;
}

/** The variables of a project as the formula engine reads them: a slot each, values in base units. */
export interface VariableTable {
  readonly values: Float64Array;
  readonly bindings: ReadonlyMap<string, VariableBinding & { readonly row: VariableRow }>;
  readonly binding: (key: string) => (VariableBinding & { readonly row: VariableRow }) | undefined;
}

/**
 * A wall height bound to a variable (HSP) reads the variable's value in metres: a length variable of that name (the
 * name compared without regard to case, as formulas do), else nothing and the wall keeps its own height.
 */
export function heightLookup(rows: Iterable<Pick<VariableRow, 'name' | 'value' | 'unit'>>): HeightLookup {
  const lengths = new Map<string, number>();
  for (const row of rows) {
    const parsed = variableValue(row);
    if (parsed && sameDims(parsed.dims, LENGTH_DIMS) && Number.isFinite(parsed.value)) {
      lengths.set(nameKey(row.name.trim()), parsed.value);
    }
  }
  return (name) => lengths.get(nameKey(name));
}

/** The project's variables that a wall height can follow: lengths, by name. */
export function lengthVariables<R extends Pick<VariableRow, 'name' | 'value' | 'unit'>>(
  rows: Iterable<R>,
): { readonly name: string; readonly metres: number }[] {
  const lookup = heightLookup(rows);
  return [...rows]
    .map((row) => ({ name: row.name.trim(), metres: lookup(row.name.trim()) }))
    .filter((v): v is { name: string; metres: number } => v.metres !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/** The base-unit value and dimension of a variable (20 cm → 0,2 m); null for a unit that does not parse. */
export function variableValue(row: Pick<VariableRow, 'value' | 'unit'>): { value: number; dims: Dims } | null {
  const unit = parseUnit(row.unit);
  return unit ? { value: row.value * unit.factor, dims: unit.dims } : null;
}
