/**
 * The quantities of a measurement a formula can name. Each kind has its own, in SI:
 *
 * | name | meaning                                                   | unit | kinds                       |
 * |------|-----------------------------------------------------------|------|-----------------------------|
 * | Q    | the measurement's own quantity (N, L, S or V)             | —    | all                         |
 * | N    | number of points counted                                  | U    | count                       |
 * | L    | length of the line; for a surface or volume its perimeter | m    | length, area, wallArea, vol |
 * | P    | perimeter of the outline (same as L)                      | m    | area, volume                |
 * | S    | net area (gross minus deductions or openings)             | m²   | area, wallArea, volume      |
 * | SB   | gross area (surface brute)                                | m²   | area, wallArea, volume      |
 * | D    | area of the deductions (voids)                            | m²   | area, volume                |
 * | H    | height of the wall; thickness or depth of the volume      | m    | wallArea, volume            |
 * | SO   | area of the openings deducted                             | m²   | wallArea                    |
 * | NO   | number of openings                                        | U    | wallArea                    |
 * | V    | volume                                                    | m³   | volume                      |
 *
 * Names are read without regard to case (`s` is S). A perimeter is the outline's only: the edges of voids are not in
 * it (a skirting around a pillar is its own measurement).
 */
import { areaWithHoles, polylineLength, preciseSum } from '../takeoff/geometry';
import {
  computeQuantity,
  heightTerm as boundHeightTerm,
  term,
  wallHeight,
  type Derivation,
  type HeightLookup,
  type QuantityIssue,
} from '../takeoff/quantity';
import { resolveScale, toMetres, toSquareMetres } from '../takeoff/scale';
import { fail, ok, type Measurement, type MeasurementKind, type Result, type SheetScales } from '../takeoff/types';
import { COUNT_DIMS, LENGTH_DIMS, type Dims } from './units';

export const MEASURED_NAMES = ['Q', 'N', 'L', 'P', 'S', 'SB', 'D', 'H', 'SO', 'NO', 'V'] as const;
export type MeasuredName = (typeof MEASURED_NAMES)[number];

/** Where each quantity sits in a measurement's values array. */
export const MEASURED_SLOT: Readonly<Record<MeasuredName, number>> = Object.fromEntries(
  MEASURED_NAMES.map((name, i) => [name, i]),
) as Record<MeasuredName, number>;

export const NAMES_OF_KIND: Readonly<Record<MeasurementKind, readonly MeasuredName[]>> = {
  count: ['Q', 'N'],
  length: ['Q', 'L'],
  area: ['Q', 'S', 'SB', 'D', 'L', 'P'],
  wallArea: ['Q', 'S', 'SB', 'SO', 'NO', 'L', 'H'],
  volume: ['Q', 'V', 'S', 'SB', 'D', 'L', 'P', 'H'],
};

const M = LENGTH_DIMS;
const M2: Dims = [2, 0, 0, 0];
const M3: Dims = [3, 0, 0, 0];
const U = COUNT_DIMS;

export const KIND_DIMS: Readonly<Record<MeasurementKind, Dims>> = {
  count: U,
  length: M,
  area: M2,
  wallArea: M2,
  volume: M3,
};

export function measuredDims(name: MeasuredName, kind: MeasurementKind): Dims {
  switch (name) {
    case 'Q':
      return KIND_DIMS[kind];
    case 'N':
    case 'NO':
      return U;
    case 'L':
    case 'P':
    case 'H':
      return M;
    case 'V':
      return M3;
    default:
      return M2;
  }
}

/** `name` as a quantity of measurements of this kind, or null (`s` → 'S'; 'HSP' → null). */
export function measuredName(name: string, kind: MeasurementKind | null): MeasuredName | null {
  const key = name.toUpperCase() as MeasuredName;
  return kind !== null && NAMES_OF_KIND[kind].includes(key) ? key : null;
}

export function isMeasuredName(name: string): boolean {
  return (MEASURED_NAMES as readonly string[]).includes(name.toUpperCase());
}

interface Breakdown {
  readonly values: Float64Array;
  readonly derivations: Partial<Record<MeasuredName, () => Derivation>>;
}

function outline(m: Extract<Measurement, { kind: 'area' | 'volume' }>, metresPerPoint: (u: number) => number) {
  const area = areaWithHoles(m.points, m.holes);
  // computeQuantity succeeded on the same rings, so the breakdown does too.
  if (!area.ok) throw new Error('unreachable: the area was computed');
  return {
    gross: area.value.gross,
    net: area.value.net,
    holes: area.value.holes,
    perimeter: metresPerPoint(polylineLength(m.points, true)),
  };
}

function breakdown(m: Measurement, scales: SheetScales, lookup?: HeightLookup): Result<Breakdown, QuantityIssue> {
  const scale = resolveScale(m.points, scales).scale;
  const quantity = computeQuantity(m, scale, lookup);
  if (!quantity.ok) return quantity;
  const values = new Float64Array(MEASURED_NAMES.length).fill(Number.NaN);
  const set = (name: MeasuredName, value: number) => (values[MEASURED_SLOT[name]] = value);
  const own = () => quantity.value.derivation;
  const derivations: Partial<Record<MeasuredName, () => Derivation>> = { Q: own };
  set('Q', quantity.value.value);
  if (m.kind === 'count') {
    set('N', quantity.value.value);
    derivations.N = own;
    return ok({ values, derivations });
  }
  // Not a count: computeQuantity needed and had a scale.
  if (scale === null) throw new Error('unreachable: a scale was resolved');
  if (m.kind === 'length') {
    set('L', quantity.value.value);
    derivations.L = own;
    return ok({ values, derivations });
  }
  if (m.kind === 'wallArea') {
    const length = toMetres(polylineLength(m.points, m.closed), scale);
    const openings = m.openings.filter((o) => o.count > 0);
    const lengthTerm = () => term(length, 'ml', 'length');
    const height = wallHeight(m, lookup);
    const heightTerm = () => boundHeightTerm(height);
    set('L', length);
    set('H', height.value);
    set('SB', length * height.value);
    set('SO', preciseSum(openings.map((o) => o.count * o.width * o.height)));
    set('NO', preciseSum(openings.map((o) => o.count)));
    set('S', quantity.value.value);
    const derivation = quantity.value.derivation;
    Object.assign(derivations, {
      S: own,
      L: lengthTerm,
      H: heightTerm,
      SB: (): Derivation => ({ op: 'product', factors: [lengthTerm(), heightTerm()] }),
      SO: (): Derivation =>
        derivation.op === 'difference'
          ? derivation.subtrahends.length === 1
            ? (derivation.subtrahends[0] as Derivation)
            : { op: 'sum', terms: derivation.subtrahends }
          : term(0, 'm²'),
      NO: () => term(values[MEASURED_SLOT.NO] as number, 'U', 'openingCount'),
    });
    return ok({ values, derivations });
  }
  const shape = outline(m, (u) => toMetres(u, scale));
  const gross = toSquareMetres(shape.gross, scale);
  const holes = shape.holes.map((h) => toSquareMetres(h, scale));
  const perimeter = () => term(shape.perimeter, 'ml', 'length');
  set('SB', gross);
  set('D', preciseSum(holes));
  set('L', shape.perimeter);
  set('P', shape.perimeter);
  Object.assign(derivations, {
    SB: () => term(gross, 'm²', 'area'),
    D: (): Derivation =>
      holes.length === 1
        ? term(holes[0] as number, 'm²', 'hole')
        : { op: 'sum', terms: holes.map((h) => term(h, 'm²', 'hole')) },
    L: perimeter,
    P: perimeter,
  });
  if (m.kind === 'area') {
    set('S', quantity.value.value);
    derivations.S = own;
    return ok({ values, derivations });
  }
  const volume = quantity.value.derivation;
  set('S', toSquareMetres(shape.net, scale));
  set('H', m.thickness);
  set('V', quantity.value.value);
  Object.assign(derivations, {
    V: own,
    // The volume's derivation is (its area) × thickness: its first factor is the area's own derivation.
    S: () => (volume.op === 'product' ? (volume.factors[0] as Derivation) : term(gross, 'm²', 'area')),
    H: () => term(m.thickness, 'm', 'thickness'),
  });
  return ok({ values, derivations });
}

/**
 * The values of every quantity of a measurement on its sheet, by MEASURED_SLOT (NaN for names its kind does not
 * have), or why there are none (an uncalibrated sheet, a self-intersecting outline…).
 */
export function measuredValues(
  m: Measurement,
  scales: SheetScales,
  lookup?: HeightLookup,
): Result<Float64Array, QuantityIssue> {
  const result = breakdown(m, scales, lookup);
  return result.ok ? ok(result.value.values) : fail(result.error);
}

/** How one quantity of a measurement was obtained, for the derivation of a formula that names it. */
export function measuredDerivation(
  m: Measurement,
  scales: SheetScales,
  name: MeasuredName,
  lookup?: HeightLookup,
): Result<Derivation, QuantityIssue> {
  const result = breakdown(m, scales, lookup);
  if (!result.ok) return result;
  const derive = result.value.derivations[name];
  return derive ? ok(derive()) : ok(term(result.value.values[MEASURED_SLOT[name]] ?? Number.NaN, null));
}
