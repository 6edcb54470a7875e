/** The review's bands: what is shown, what is accepted without asking, and the near misses listed apart. */
import type { Proposal, Thresholds } from './types.ts';

export interface Bands {
  /** score ≥ autoAccept (and ≥ show), best first. */
  autoAccepted: Proposal[];
  /** show ≤ score < autoAccept, best first. */
  shown: Proposal[];
  /** show − nearMissBand ≤ score < show, best first, at most `maxNearMisses`. */
  nearMisses: Proposal[];
}

/** Sorts proposals into the bands; cheap enough to run on every move of a threshold slider. */
export function classify(proposals: readonly Proposal[], t: Thresholds, maxNearMisses = 50): Bands {
  const sorted = [...proposals].sort((a, b) => b.score - a.score);
  const accept = Math.max(t.autoAccept, t.show);
  const floor = t.show - t.nearMissBand;
  return {
    autoAccepted: sorted.filter((p) => p.score >= accept),
    shown: sorted.filter((p) => p.score >= t.show && p.score < accept),
    nearMisses: sorted.filter((p) => p.score < t.show && p.score >= floor).slice(0, maxNearMisses),
  };
}
