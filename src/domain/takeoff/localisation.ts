/**
 * Where a measurement is (issue 24, item 3): its level and its room or zone, as économistes write « Niveau R+1 ·
 * Ch. 144 ». Pure helpers over `Measurement.localisation` (./types.ts): normalising what a person typed, grouping and
 * ordering keys, the suggestions the « Localisation » fields offer, and « Localiser d’après les surfaces » — each
 * measurement takes the zone of the surface (or the scale region) its label anchor sits in.
 */
import { labelAnchor } from '../labels/anchor';
import { pointInPolygon, ringArea } from './geometry';
import { regionContains, regionRing } from './scale';
import type { Localisation, Measurement, Point, ScaleRegion } from './types';

/** The longest level or zone kept (a backup with a longer one is refused). */
export const LOCALISATION_MAX_LENGTH = 120;

/**
 * A localisation as stored: each part trimmed, an empty part absent, nothing at all `undefined` (never `{}` nor
 * empty strings, so that « not localised » has one form).
 */
export function normaliseLocalisation(
  input: { readonly level?: string | null; readonly zone?: string | null } | null | undefined,
): Localisation | undefined {
  const level = input?.level?.trim().slice(0, LOCALISATION_MAX_LENGTH) ?? '';
  const zone = input?.zone?.trim().slice(0, LOCALISATION_MAX_LENGTH) ?? '';
  if (!level && !zone) return undefined;
  return { ...(level ? { level } : {}), ...(zone ? { zone } : {}) };
}

export function sameLocalisation(a: Localisation | undefined, b: Localisation | undefined): boolean {
  return (a?.level ?? '') === (b?.level ?? '') && (a?.zone ?? '') === (b?.zone ?? '');
}

/** A grouping key: equal for equal localisations (« » for none). */
export function localisationKey(l: Localisation | undefined): string {
  return l ? `${l.level ?? ''}\u0000${l.zone ?? ''}` : '';
}

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/**
 * Levels then zones in natural order (R+1 before R+2, Ch. 9 before Ch. 10); a missing level sorts after the levels,
 * the unlocalised last.
 */
export function compareLocalisation(a: Localisation | undefined, b: Localisation | undefined): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0;
  const part = (x: string | undefined, y: string | undefined) =>
    x === undefined || y === undefined ? (x === undefined ? (y === undefined ? 0 : 1) : -1) : collator.compare(x, y);
  return part(a.level, b.level) || part(a.zone, b.zone);
}

/** The levels and zones already used in a project, for the fields' suggestions, each once, in natural order. */
export function localisationSuggestions(measurements: Iterable<Pick<Measurement, 'localisation'>>): {
  readonly levels: readonly string[];
  readonly zones: readonly string[];
} {
  const levels = new Set<string>();
  const zones = new Set<string>();
  for (const m of measurements) {
    if (m.localisation?.level) levels.add(m.localisation.level);
    if (m.localisation?.zone) zones.add(m.localisation.zone);
  }
  return { levels: [...levels].sort(collator.compare), zones: [...zones].sort(collator.compare) };
}

/** What a bulk edit sets: a part given replaces, a part left `undefined` is kept, `null` clears it. */
export interface LocalisationPatch {
  readonly level?: string | null;
  readonly zone?: string | null;
}

export function applyLocalisationPatch(
  current: Localisation | undefined,
  patch: LocalisationPatch,
): Localisation | undefined {
  return normaliseLocalisation({
    level: patch.level === undefined ? current?.level : patch.level,
    zone: patch.zone === undefined ? current?.zone : patch.zone,
  });
}

// -----------------------------------------------------------------------------------------------------------------
// « Localiser d’après les surfaces »
// -----------------------------------------------------------------------------------------------------------------

/** Where a zone was found for one measurement. */
export type LocalisationSource =
  { readonly kind: 'surface'; readonly measurementId: string } | { readonly kind: 'region'; readonly regionId: string };

export interface LocalisedMeasurement {
  readonly id: string;
  readonly localisation: Localisation;
  readonly source: LocalisationSource;
}

export interface LocaliseResult {
  /** The measurements given a zone (those whose localisation changes and those that already had it). */
  readonly localised: readonly LocalisedMeasurement[];
  /** Those sitting in no named surface nor named region: left as they were. */
  readonly notFound: readonly string[];
}

/** The zone a surface names: its own localisation's zone, else its label. */
function surfaceZone(surface: Measurement): string | undefined {
  return normaliseLocalisation({ zone: surface.localisation?.zone ?? surface.label })?.zone;
}

const hasSurface = (m: Measurement): m is Extract<Measurement, { kind: 'area' | 'volume' }> =>
  m.kind === 'area' || m.kind === 'volume';

/**
 * Gives each of `targets` the zone of the surface (an area or volume measurement of its sheet, by its localisation's
 * zone, else its label) whose polygon contains the target's label anchor — the smallest one when surfaces nest (a
 * room inside a wing) — else the label of the scale region containing it. The surface's level comes along when it
 * has one; otherwise the target keeps its own. A target is never its own surface.
 */
export function localiseFromSurfaces(
  targets: readonly Measurement[],
  sheetMeasurements: readonly Measurement[],
  regions: readonly ScaleRegion[] = [],
): LocaliseResult {
  const surfaces = sheetMeasurements
    .filter(hasSurface)
    .filter((s) => s.points.length >= 3 && surfaceZone(s) !== undefined)
    .map((s) => ({ measurement: s, area: ringArea(s.points) }))
    // Smallest first: the first surface that contains the anchor is the most specific.
    .sort((a, b) => a.area - b.area);
  const named = regions
    .filter((r) => r.label.trim() !== '')
    .map((r) => ({ region: r, area: ringArea(regionRing(r)) }))
    .sort((a, b) => a.area - b.area);
  const localised: LocalisedMeasurement[] = [];
  const notFound: string[] = [];
  for (const target of targets) {
    // An assisted count that counts nothing yet (issue 25) is nowhere.
    if (target.points.length === 0) {
      notFound.push(target.id);
      continue;
    }
    const anchor: Point = labelAnchor(target);
    const surface = surfaces.find(
      ({ measurement: s }) =>
        s.id !== target.id && s.sheetId === target.sheetId && pointInPolygon(anchor, s.points, s.holes) !== 'outside',
    )?.measurement;
    if (surface) {
      const localisation = normaliseLocalisation({
        level: surface.localisation?.level ?? target.localisation?.level,
        zone: surfaceZone(surface),
      }) as Localisation;
      localised.push({ id: target.id, localisation, source: { kind: 'surface', measurementId: surface.id } });
      continue;
    }
    const region = named.find(({ region: r }) => regionContains(r, anchor))?.region;
    if (region) {
      const localisation = normaliseLocalisation({
        level: target.localisation?.level,
        zone: region.label,
      }) as Localisation;
      localised.push({ id: target.id, localisation, source: { kind: 'region', regionId: region.id } });
      continue;
    }
    notFound.push(target.id);
  }
  return { localised, notFound };
}
