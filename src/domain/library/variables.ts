/**
 * A project's named variables (HSP = 2,50 m): what a name may be, and their values as the formula engine takes them
 * (base units, one slot each, looked up by key without regard to case).
 */
import { CONSTANTS, nameKey, type VariableBinding } from '../formula/compile';
import { isMeasuredName } from '../formula/measured';
import { isUnitName, parseUnit, type Dims } from '../formula/units';
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

/** The base-unit value and dimension of a variable (20 cm → 0,2 m); null for a unit that does not parse. */
export function variableValue(row: Pick<VariableRow, 'value' | 'unit'>): { value: number; dims: Dims } | null {
  const unit = parseUnit(row.unit);
  return unit ? { value: row.value * unit.factor, dims: unit.dims } : null;
}
