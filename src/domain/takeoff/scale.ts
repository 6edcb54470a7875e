/**
 * Scales: metres per sheet unit. A PDF point is 1/72 in on paper, so a 1:N drawing has N × 0.0254 / 72 metres per
 * point, whatever the paper size. Calibrating by two points gives any value; describing it by its nearest ratio
 * ("≈ 1:98") tells the user whether the plan was printed at the scale it claims.
 *
 * Regions: a sheet may mix scales (a 1:20 detail beside a 1:100 plan). A measurement takes the scale of the smallest
 * region that holds all its vertices — the most specific one, so a detail drawn inside a larger region wins —; when
 * no region holds them all, the smallest region holding its first vertex (where the user started drawing); else the
 * sheet's default; else none, and it has no quantity until the sheet is calibrated. `straddles` says when the
 * vertices fall under different scales, for the UI to warn: such a measurement mixes two drawings.
 */
import { distance, pointInRing, rectToRing, ringArea } from './geometry';
import { IMPERIAL_SCALES } from './imperial';
import {
  fail,
  ok,
  type Measurement,
  type Point,
  type Result,
  type Ring,
  type Scale,
  type ScaleRegion,
  type SheetScales,
} from './types';

/** Metres per PDF point on paper: 1 pt = 1/72 in = 0.0254/72 m. */
export const METRES_PER_POINT = 0.0254 / 72;

/** The ratios drawn on French plans, offered in the scale picker. */
export const STANDARD_RATIOS = [1, 2, 5, 10, 20, 25, 50, 75, 100, 200, 250, 500, 1000] as const;

/**
 * Every standard scale a plan may be printed at: the metric ratios, then the imperial ones (1/8″ = 1′-0″ is 1:96),
 * each with its imperial name when it has one. The scale picker lists them; a calibration is compared with them.
 */
export interface StandardScale {
  readonly denominator: number;
  /** As printed on an imperial title block; absent for a metric ratio. */
  readonly imperial?: string;
}
export const STANDARD_SCALES: readonly StandardScale[] = [
  ...STANDARD_RATIOS.map((denominator) => ({ denominator })),
  ...IMPERIAL_SCALES.map(({ denominator, name }) => ({ denominator, imperial: name })),
];

/**
 * A calibration within this of a standard scale reads as that scale (« proche de 1:100 »): hand clicks on a printed
 * dimension land within a few tenths of a percent. Beyond it, the plan was not printed at a standard scale (or the
 * typed dimension is wrong), and calling it « proche » would hide that.
 */
export const NEAR_STANDARD_TOLERANCE = 0.005;

/**
 * Sheet units: two calibration clicks closer than 1 pt (0.35 mm on paper) make a scale whose error is as large as the
 * distance itself.
 */
export const MIN_CALIBRATION_SPAN = 1;

export type ScaleIssue =
  /** The two calibration points are (almost) the same point. */
  | { readonly code: 'pointsTooClose' }
  /** A real distance or a printed dimension that is not a positive finite number of metres. */
  | { readonly code: 'invalidDistance' }
  /** A ratio denominator that is not a positive finite number. */
  | { readonly code: 'invalidRatio' };

const isPositive = (value: number) => Number.isFinite(value) && value > 0;

/** The scale of a drawing at 1:denominator, e.g. 100 for 1:100. */
export function scaleFromRatio(denominator: number): Result<Scale, ScaleIssue> {
  if (!isPositive(denominator)) return fail({ code: 'invalidRatio' });
  return ok({ metresPerUnit: denominator * METRES_PER_POINT, source: { kind: 'ratio', denominator } });
}

/** The scale that makes the distance between two sheet points equal to `metres`. */
export function scaleFromCalibration(from: Point, to: Point, metres: number): Result<Scale, ScaleIssue> {
  if (!isPositive(metres)) return fail({ code: 'invalidDistance' });
  const span = distance(from, to);
  if (span < MIN_CALIBRATION_SPAN) return fail({ code: 'pointsTooClose' });
  return ok({ metresPerUnit: metres / span, source: { kind: 'calibration', from, to, metres } });
}

/** N of the equivalent 1:N (below 1 for an enlargement such as a 2:1 detail). */
export function ratioOf(scale: Scale): number {
  return scale.metresPerUnit / METRES_PER_POINT;
}

export interface NearestStandard {
  readonly denominator: number;
  /** The standard's imperial name, when it is an imperial scale. */
  readonly imperial?: string;
  /** ratio / standard − 1: −0.02 reads 2 % short of the standard. */
  readonly deviation: number;
  /** Within NEAR_STANDARD_TOLERANCE: the plan is at that standard scale, give or take the clicks. */
  readonly isNear: boolean;
}

/**
 * The standard scale nearest to a scale, metric or imperial (compared as ratios, so 1:98 is nearest 1:96, not 1:75),
 * how far off, and whether that is near enough to call it that scale.
 */
export function nearestStandardRatio(scale: Scale): NearestStandard {
  const ratio = ratioOf(scale);
  let best: StandardScale = { denominator: STANDARD_RATIOS[0] };
  for (const candidate of STANDARD_SCALES) {
    if (Math.abs(Math.log(ratio / candidate.denominator)) < Math.abs(Math.log(ratio / best.denominator))) {
      best = candidate;
    }
  }
  const deviation = ratio / best.denominator - 1;
  return {
    denominator: best.denominator,
    ...(best.imperial !== undefined && { imperial: best.imperial }),
    deviation,
    isNear: Math.abs(deviation) <= NEAR_STANDARD_TOLERANCE,
  };
}

/**
 * A scale as "left:right": 1:100, 2:1. `approximate` when the true ratio is not a whole number (a calibration),
 * which the UI shows as "≈ 1:98".
 */
export interface ScaleDescription {
  readonly left: number;
  readonly right: number;
  readonly approximate: boolean;
}

export function describeScale(scale: Scale): ScaleDescription {
  // A CAD file's sheet is drawn at a standard scale exactly (domain/cad's CadPlacement.denominator).
  if ((scale.source.kind === 'ratio' || scale.source.kind === 'file') && Number.isInteger(scale.source.denominator)) {
    return { left: 1, right: scale.source.denominator, approximate: false };
  }
  return describeRatio(ratioOf(scale));
}

/** N of a 1:N (below 1 for an enlargement) as "left:right", approximate unless it is a whole ratio. */
export function describeRatio(ratio: number): ScaleDescription {
  if (ratio >= 1) {
    const right = Math.round(ratio);
    return { left: 1, right, approximate: Math.abs(ratio - right) > 1e-9 * ratio };
  }
  const left = Math.round(1 / ratio);
  return { left, right: 1, approximate: Math.abs(1 / ratio - left) > 1e-9 / ratio };
}

/** Sheet units to metres. */
export function toMetres(units: number, scale: Scale): number {
  return units * scale.metresPerUnit;
}

/** Square sheet units to square metres. */
export function toSquareMetres(squareUnits: number, scale: Scale): number {
  return squareUnits * scale.metresPerUnit * scale.metresPerUnit;
}

/**
 * Two scales that may share geometry (copy-paste between sheets): equal within `tolerance` (relative). Two hand
 * calibrations of the same 1:100 sheet differ by a few tenths of a percent, hence 0.5 % by default. Two uncalibrated
 * sheets match each other.
 */
export function scalesMatch(a: Scale | null, b: Scale | null, tolerance = 0.005): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a.metresPerUnit - b.metresPerUnit) <= tolerance * Math.max(a.metresPerUnit, b.metresPerUnit);
}

export function regionRing(region: ScaleRegion): Ring {
  return region.shape.kind === 'rect' ? rectToRing(region.shape.rect) : region.shape.points;
}

/** A point on a region's edge belongs to it: users draw regions along the detail's frame and click on it. */
export function regionContains(region: ScaleRegion, p: Point): boolean {
  return pointInRing(p, regionRing(region)) !== 'outside';
}

function smallestRegion(regions: readonly ScaleRegion[], holds: (r: ScaleRegion) => boolean): ScaleRegion | null {
  let best: ScaleRegion | null = null;
  let bestArea = Infinity;
  for (const region of regions) {
    if (!holds(region)) continue;
    const area = ringArea(regionRing(region));
    if (area < bestArea) {
      best = region;
      bestArea = area;
    }
  }
  return best;
}

export interface ResolvedScale {
  readonly scale: Scale | null;
  /** The region whose scale applies; null for the sheet's default. */
  readonly regionId: string | null;
  /** Some vertices fall under another scale than the one applied. */
  readonly straddles: boolean;
}

/** Which scale applies to a set of vertices (the rule is in this module's header). */
export function resolveScale(points: readonly Point[], scales: SheetScales): ResolvedScale {
  const { regions } = scales;
  const first = points[0];
  const chosen =
    smallestRegion(regions, (r) => points.length > 0 && points.every((p) => regionContains(r, p))) ??
    (first ? smallestRegion(regions, (r) => regionContains(r, first)) : null);
  const scopeOf = (p: Point) => smallestRegion(regions, (r) => regionContains(r, p));
  const straddles = regions.length > 0 && points.some((p) => scopeOf(p) !== chosen);
  return chosen
    ? { scale: chosen.scale, regionId: chosen.id, straddles }
    : { scale: scales.default, regionId: null, straddles };
}

/** The scale of a measurement, a point or a set of vertices; null when the sheet is not calibrated there. */
export function scaleFor(target: Measurement | Point | readonly Point[], scales: SheetScales): Scale | null {
  const points: readonly Point[] = Array.isArray(target)
    ? target
    : 'points' in target
      ? target.points
      : [target as Point];
  return resolveScale(points, scales).scale;
}

export interface ScaleCheck {
  /** Metres, as the scale measures the drawn dimension. */
  readonly measured: number;
  /** Metres, as printed on the plan. */
  readonly printed: number;
  /** (measured − printed) / printed: +0.02 means the scale reads 2 % long. */
  readonly deviation: number;
}

/** The check tool: measure a printed dimension with the current scale and say how far off it reads. */
export function checkScale(
  from: Point,
  to: Point,
  printedMetres: number,
  scale: Scale,
): Result<ScaleCheck, ScaleIssue> {
  if (!isPositive(printedMetres)) return fail({ code: 'invalidDistance' });
  const measured = toMetres(distance(from, to), scale);
  return ok({ measured, printed: printedMetres, deviation: (measured - printedMetres) / printedMetres });
}

/**
 * The measurements whose quantity a region's scale gives: the ones that change when its scale changes, and that
 * fall back to another scale (an enclosing region's or the sheet's) when it is removed.
 */
export function measurementsUnderRegion<M extends Measurement>(
  measurements: readonly M[],
  scales: SheetScales,
  regionId: string,
): M[] {
  return measurements.filter((m) => resolveScale(m.points, scales).regionId === regionId);
}
