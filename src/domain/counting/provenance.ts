/**
 * A count's provenance in a few numbers (issue 25): how many of its points were detected and accepted as found,
 * detected and corrected, added by hand; how many templates searched for it; the range of its detected points'
 * scores. The properties panel and the export's detail sheet word it in French (src/i18n/counting.fr.ts).
 */
import type { Measurement } from '../takeoff/types.ts';

export interface CountProvenance {
  /** Detected and accepted where the matcher put them. */
  readonly accepted: number;
  /** Detected, then moved by the person. */
  readonly corrected: number;
  /** Added by hand. */
  readonly manual: number;
  /** Templates of the count's detection (0 without one). */
  readonly templates: number;
  /** The lowest and highest score of the detected points counted (0…1); null when none is detected. */
  readonly scores: { readonly min: number; readonly max: number } | null;
  /** The count has a detection the person can review again. */
  readonly reviewable: boolean;
}

/**
 * The provenance of an assisted count; null for anything else — a count counted by hand before assisted counting
 * (no origins, no detection) has nothing to tell.
 */
export function countProvenance(m: Measurement): CountProvenance | null {
  if (m.kind !== 'count' || (m.origins === undefined && m.detection === undefined)) return null;
  let accepted = 0;
  let corrected = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const origin of m.origins ?? []) {
    if (origin.kind !== 'detected') continue;
    if (origin.corrected) corrected += 1;
    else accepted += 1;
    min = Math.min(min, origin.score);
    max = Math.max(max, origin.score);
  }
  return {
    accepted,
    corrected,
    manual: m.points.length - accepted - corrected,
    templates: m.detection?.templates.length ?? 0,
    scores: accepted + corrected > 0 ? { min, max } : null,
    reviewable: m.detection !== undefined,
  };
}
