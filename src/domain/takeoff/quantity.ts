/**
 * Quantities of measurements, in SI, with their derivation. Économistes keep the formula beside the number
 * ("12,40 ml × 2,50 m − 2 × (0,90 m × 2,10 m)"): it is how a quantity is checked, argued over and re-used, so the
 * derivation is a structured tree the UI renders in French and a formula engine can extend with named variables
 * (HSP = hauteur sous plafond), not a string.
 *
 * Nothing here rounds: values stay full-precision SI doubles; rounding happens only when displaying or exporting.
 */
import {
  areaWithHoles,
  polylineLength,
  preciseSum,
  prismVolume,
  wallArea,
  type AreaIssue,
  type DimensionIssue,
} from './geometry';
import { resolveScale, toMetres, toSquareMetres } from './scale';
import {
  fail,
  ok,
  type Measurement,
  type MeasurementKind,
  type Result,
  type Ring,
  type Scale,
  type SheetScales,
} from './types';

/** The units of a bill of quantities: unité, mètre linéaire, m², m³, kilogramme, tonne, heure, ensemble, forfait. */
export const UNITS = ['U', 'ml', 'm²', 'm³', 'kg', 't', 'h', 'ens', 'forfait'] as const;
export type Unit = (typeof UNITS)[number];

export const UNIT_OF_KIND: Readonly<Record<MeasurementKind, Unit>> = {
  count: 'U',
  length: 'ml',
  area: 'm²',
  wallArea: 'm²',
  volume: 'm³',
};

/**
 * The unit of a term inside a derivation: a quantity unit, 'm' for a dimension that is not itself a quantity (a
 * height, a thickness, an opening's width), or null for a pure number (how many identical openings).
 */
export type TermUnit = Unit | 'm' | null;

/** What a term stands for, so the UI can name it and let the user edit the right field. */
export type TermRole =
  'count' | 'length' | 'area' | 'hole' | 'height' | 'thickness' | 'openingWidth' | 'openingHeight' | 'openingCount';

export type Derivation =
  | {
      readonly op: 'term';
      readonly value: number;
      readonly unit: TermUnit;
      readonly role?: TermRole;
      /** A variable's name when the value comes from one (HSP); absent for a measured or typed value. */
      readonly name?: string;
      /** Free text from the measurement (an opening's « porte »). */
      readonly label?: string;
    }
  | { readonly op: 'sum'; readonly terms: readonly Derivation[] }
  | { readonly op: 'difference'; readonly minuend: Derivation; readonly subtrahends: readonly Derivation[] }
  | { readonly op: 'product'; readonly factors: readonly Derivation[] };

export function term(value: number, unit: TermUnit, role?: TermRole, label?: string): Derivation {
  return {
    op: 'term',
    value,
    unit,
    ...(role === undefined ? {} : { role }),
    ...(label === undefined ? {} : { label }),
  };
}

/** The number a derivation stands for. */
export function evaluate(derivation: Derivation): number {
  switch (derivation.op) {
    case 'term':
      return derivation.value;
    case 'sum':
      return preciseSum(derivation.terms.map(evaluate));
    case 'difference':
      return evaluate(derivation.minuend) - preciseSum(derivation.subtrahends.map(evaluate));
    case 'product':
      return derivation.factors.reduce((product, factor) => product * evaluate(factor), 1);
  }
}

export interface Quantity {
  /** SI: U, m, m² or m³ as `unit` says. */
  readonly value: number;
  readonly unit: Unit;
  readonly derivation: Derivation;
}

export type QuantityIssue =
  /** The sheet (or the measurement's region) has no scale: lengths, areas and volumes cannot be known. */
  | { readonly code: 'uncalibrated' }
  /** A length with fewer than two vertices. */
  | { readonly code: 'tooFewVertices'; readonly hole?: number }
  | AreaIssue
  | DimensionIssue;

function areaTerms(m: { readonly points: Ring; readonly holes: readonly Ring[] }, scale: Scale) {
  const result = areaWithHoles(m.points, m.holes);
  if (!result.ok) return result;
  const gross = toSquareMetres(result.value.gross, scale);
  const holes = result.value.holes.map((h) => toSquareMetres(h, scale));
  const net = toSquareMetres(result.value.net, scale);
  const derivation =
    holes.length === 0
      ? term(gross, 'm²', 'area')
      : {
          op: 'difference' as const,
          minuend: term(gross, 'm²', 'area'),
          subtrahends: holes.map((h) => term(h, 'm²', 'hole')),
        };
  return ok({ net, derivation });
}

/**
 * A project's length variables by name, in metres (HSP → 2.5); undefined for a name the project has not, or whose
 * value is not a length. A wall bound to a variable (WallAreaMeasurement.heightVariable) takes its height from here.
 */
export type HeightLookup = (name: string) => number | undefined;

/** A wall's height: its variable's value while the project has it (named, for the derivation), else its own. */
export function wallHeight(
  m: { readonly height: number; readonly heightVariable?: string },
  lookup?: HeightLookup,
): { readonly value: number; readonly name?: string } {
  const name = m.heightVariable;
  const bound = name === undefined ? undefined : lookup?.(name);
  return bound !== undefined && Number.isFinite(bound) && bound > 0 && name !== undefined
    ? { value: bound, name }
    : { value: m.height };
}

/** The height term of a wall's derivation: « HSP (2,50 m) » when bound. */
export function heightTerm(height: { readonly value: number; readonly name?: string }): Derivation {
  return {
    op: 'term',
    value: height.value,
    unit: 'm',
    role: 'height',
    ...(height.name === undefined ? {} : { name: height.name }),
  };
}

/**
 * The quantity of a measurement at a scale. A count needs no scale; every other kind with a null scale answers
 * 'uncalibrated' rather than a number. `lookup` gives the walls bound to a variable its value.
 */
export function computeQuantity(
  m: Measurement,
  scale: Scale | null,
  lookup?: HeightLookup,
): Result<Quantity, QuantityIssue> {
  if (m.kind === 'count') {
    return ok({ value: m.points.length, unit: 'U', derivation: term(m.points.length, 'U', 'count') });
  }
  if (scale === null) return fail({ code: 'uncalibrated' });
  switch (m.kind) {
    case 'length': {
      if (m.points.length < 2) return fail({ code: 'tooFewVertices' });
      const metres = toMetres(polylineLength(m.points, m.closed), scale);
      return ok({ value: metres, unit: 'ml', derivation: term(metres, 'ml', 'length') });
    }
    case 'wallArea': {
      if (m.points.length < 2) return fail({ code: 'tooFewVertices' });
      const metres = toMetres(polylineLength(m.points, m.closed), scale);
      const height = wallHeight(m, lookup);
      const result = wallArea(metres, height.value, m.openings);
      if (!result.ok) return result;
      const wall: Derivation = {
        op: 'product',
        factors: [term(metres, 'ml', 'length'), heightTerm(height)],
      };
      const openings = m.openings
        .filter((o) => o.count > 0)
        .map((o): Derivation => {
          const size: Derivation = {
            op: 'product',
            factors: [term(o.width, 'm', 'openingWidth', o.label), term(o.height, 'm', 'openingHeight')],
          };
          return o.count === 1 ? size : { op: 'product', factors: [term(o.count, null, 'openingCount'), size] };
        });
      const derivation: Derivation =
        openings.length === 0 ? wall : { op: 'difference', minuend: wall, subtrahends: openings };
      return ok({ value: result.value.net, unit: 'm²', derivation });
    }
    case 'area': {
      const result = areaTerms(m, scale);
      if (!result.ok) return result;
      return ok({ value: result.value.net, unit: 'm²', derivation: result.value.derivation });
    }
    case 'volume': {
      const area = areaTerms(m, scale);
      if (!area.ok) return area;
      const volume = prismVolume(area.value.net, m.thickness);
      if (!volume.ok) return volume;
      const derivation: Derivation = {
        op: 'product',
        factors: [area.value.derivation, term(m.thickness, 'm', 'thickness')],
      };
      return ok({ value: volume.value, unit: 'm³', derivation });
    }
  }
}

/** The quantity of a measurement on its sheet: the scale is the one its vertices fall under (see ./scale.ts). */
export function quantityOnSheet(
  m: Measurement,
  scales: SheetScales,
  lookup?: HeightLookup,
): Result<Quantity, QuantityIssue> {
  return computeQuantity(m, resolveScale(m.points, scales).scale, lookup);
}
