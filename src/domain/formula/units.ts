/**
 * Dimensions and units of formulas. A value carries the exponents of four base dimensions — length (metre), mass
 * (kilogram), time (hour) and count (unit: U, ens, forfait) — and is held in those base units (SI, with the hour for
 * time because nobody prices labour by the second). So `ml × m` is m², `m² × m` is m³, `m³ × t/m³` is a mass, and
 * adding m² to m is refused before any number is computed.
 *
 * Counts are soft: a count scales what it multiplies (N × 0,90 m × 2,10 m is an area: N doors of 1,89 m² each), so
 * the count exponent is kept for naming (4 U/m² × S is U) but ignored when two dimensions are compared.
 */
import type { Unit } from '../takeoff/quantity';

/** Exponents of length, mass, time and count. */
export type Dims = readonly [length: number, mass: number, time: number, count: number];

export const DIMENSIONLESS: Dims = [0, 0, 0, 0];
/** The base units' dimensions: a length (m), a mass (kg), a time (h), a count (U). */
export const LENGTH_DIMS: Dims = [1, 0, 0, 0];
export const MASS_DIMS: Dims = [0, 1, 0, 0];
export const TIME_DIMS: Dims = [0, 0, 1, 0];
export const COUNT_DIMS: Dims = [0, 0, 0, 1];
const LENGTH = 0;
const MASS = 1;
const TIME = 2;
const COUNT = 3;

export function addDims(a: Dims, b: Dims): Dims {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]];
}

export function subtractDims(a: Dims, b: Dims): Dims {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3]];
}

export function scaleDims(a: Dims, n: number): Dims {
  // `+ 0` turns the -0 of 0 × -1 into 0, so that equal dimensions are equal arrays.
  return [a[0] * n + 0, a[1] * n + 0, a[2] * n + 0, a[3] * n + 0];
}

/** Equal as quantities: the count exponent does not matter (a count of areas is an area). */
export function sameDims(a: Dims, b: Dims): boolean {
  return a[LENGTH] === b[LENGTH] && a[MASS] === b[MASS] && a[TIME] === b[TIME];
}

export function isDimensionless(a: Dims): boolean {
  return sameDims(a, DIMENSIONLESS);
}

/** The dimension of a sum of two terms of the same dimension: a count of areas plus an area is an area. */
export function sumDims(a: Dims, b: Dims): Dims {
  return a[COUNT] === b[COUNT] ? a : [a[LENGTH], a[MASS], a[TIME], 0];
}

/** A unit: its dimension and the factor that takes a value in it to base units (cm → 0.01 m, t → 1000 kg). */
export interface UnitSpec {
  readonly dims: Dims;
  readonly factor: number;
}

/** The base units a unit expression is made of. */
const BASE_UNITS: Readonly<Record<string, UnitSpec>> = {
  m: { dims: LENGTH_DIMS, factor: 1 },
  ml: { dims: LENGTH_DIMS, factor: 1 },
  dm: { dims: LENGTH_DIMS, factor: 0.1 },
  cm: { dims: LENGTH_DIMS, factor: 0.01 },
  mm: { dims: LENGTH_DIMS, factor: 0.001 },
  kg: { dims: MASS_DIMS, factor: 1 },
  t: { dims: MASS_DIMS, factor: 1000 },
  h: { dims: TIME_DIMS, factor: 1 },
  U: { dims: COUNT_DIMS, factor: 1 },
  u: { dims: COUNT_DIMS, factor: 1 },
  ens: { dims: COUNT_DIMS, factor: 1 },
  forfait: { dims: COUNT_DIMS, factor: 1 },
};

/** The names a unit can start with; a formula reads one of them after a number as that number's unit (2,10 m). */
export function isUnitName(name: string): boolean {
  return unitAtom(name) !== null;
}

const EXPONENT_SUFFIX: Readonly<Record<string, number>> = { '²': 2, '³': 3, '2': 2, '3': 3 };

/** One unit name with an optional exponent: m, m², m2, cm³, kg. */
function unitAtom(text: string): UnitSpec | null {
  const base = BASE_UNITS[text];
  if (base) return base;
  const exponent = EXPONENT_SUFFIX[text.slice(-1)];
  const stem = BASE_UNITS[text.slice(0, -1)];
  if (exponent === undefined || !stem) return null;
  return { dims: scaleDims(stem.dims, exponent), factor: stem.factor ** exponent };
}

/** The units of a bill of quantities, as dimensions (ens and forfait are counts, like U). */
export const UNIT_SPECS: Readonly<Record<Unit, UnitSpec>> = {
  U: BASE_UNITS.U as UnitSpec,
  ens: BASE_UNITS.ens as UnitSpec,
  forfait: BASE_UNITS.forfait as UnitSpec,
  ml: BASE_UNITS.ml as UnitSpec,
  'm²': { dims: [2, 0, 0, 0], factor: 1 },
  'm³': { dims: [3, 0, 0, 0], factor: 1 },
  kg: BASE_UNITS.kg as UnitSpec,
  t: BASE_UNITS.t as UnitSpec,
  h: BASE_UNITS.h as UnitSpec,
};

/** The units a variable may be declared in are any unit expression; these are the ones the UI offers first. */
export const COMMON_VARIABLE_UNITS = [
  'm',
  'cm',
  'm²',
  'm³',
  'kg',
  't',
  'h',
  'U',
  't/m³',
  'kg/m³',
  'kg/m²',
  'kg/ml',
  'h/m²',
  'U/m²',
  '%',
  '',
] as const;

/**
 * A unit expression as a variable declares it: '' (a pure number), 'm', 'cm', 'm²', 't/m³', 'kg/m³', 'h/m²', 'U/ml',
 * 'kg·m', '%'. Numerator atoms are joined by '·', '.' or '*'; one '/' starts the denominator, whose atoms are joined
 * the same way ('kg/m²·h'). Null when the text is not such an expression.
 */
export function parseUnit(text: string): UnitSpec | null {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return { dims: DIMENSIONLESS, factor: 1 };
  if (trimmed === '%') return { dims: DIMENSIONLESS, factor: 0.01 };
  const parts = trimmed.split('/');
  if (parts.length > 2) return null;
  const [numerator = '', denominator] = parts;
  const product = (side: string, allowOne: boolean): UnitSpec | null => {
    if (allowOne && side === '1') return { dims: DIMENSIONLESS, factor: 1 };
    let dims = DIMENSIONLESS;
    let factor = 1;
    for (const atom of side.split(/[·.*]/)) {
      const spec = unitAtom(atom);
      if (!spec) return null;
      dims = addDims(dims, spec.dims);
      factor *= spec.factor;
    }
    return { dims, factor };
  };
  const top = product(numerator, true);
  if (!top) return null;
  if (denominator === undefined) return top;
  const bottom = product(denominator, false);
  if (!bottom) return null;
  return { dims: subtractDims(top.dims, bottom.dims), factor: top.factor / bottom.factor };
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (n: number): string =>
  (n < 0 ? '⁻' : '') +
  String(Math.abs(n))
    .split('')
    .map((d) => SUPERSCRIPTS[Number(d)])
    .join('');

const SYMBOLS = ['m', 'kg', 'h', 'U'] as const;

/**
 * The usual name of a dimension, in base units: 'm', 'm²', 'm³', 'kg', 'h', 'U', 'kg/m³', 'h/m²', 'U/m²', '' for a
 * pure number. Used in messages (« la formule donne des m³ »), so it is written as économistes write units.
 */
export function formatDims(dims: Dims): string {
  // A count of metres is metres (12 lintels × 1,20 m); a count per metre stays one (U/ml).
  const named: Dims = dims.slice(0, COUNT).some((e) => e > 0) ? [dims[0], dims[1], dims[2], 0] : dims;
  const atom = (i: number, exponent: number) => `${SYMBOLS[i]}${exponent === 1 ? '' : superscript(exponent)}`;
  const top: string[] = [];
  const bottom: string[] = [];
  named.forEach((exponent, i) => {
    if (exponent > 0) top.push(atom(i, exponent));
    if (exponent < 0) bottom.push(atom(i, -exponent));
  });
  if (top.length === 0 && bottom.length === 0) return '';
  if (top.length === 0) return `1/${bottom.join('·')}`;
  return bottom.length === 0 ? top.join('·') : `${top.join('·')}/${bottom.join('·')}`;
}
