/** Non-maximum suppression: one proposal per place, whichever template or orientation found it. */
import type { Rect } from '../pdf/geometry.ts';
import type { Proposal } from './types.ts';

/** Two boxes are one place when their intersection covers more than this share of the smaller one… */
const MAX_OVERLAP = 0.3;

/** …or when their centres are closer than half the smaller box, along both axes (a variant boxed larger). */
export function samePlace(a: Rect, b: Rect): boolean {
  const ax = a.x + a.width / 2;
  const ay = a.y + a.height / 2;
  const bx = b.x + b.width / 2;
  const by = b.y + b.height / 2;
  if (Math.abs(ax - bx) < Math.min(a.width, b.width) / 2 && Math.abs(ay - by) < Math.min(a.height, b.height) / 2) {
    return true;
  }
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return false;
  return (w * h) / Math.min(a.width * a.height, b.width * b.height) > MAX_OVERLAP;
}

/** The best-scoring proposal of each place, best first (ties: the earlier one). */
export function mergeProposals(proposals: readonly Proposal[]): Proposal[] {
  const sorted = proposals.map((p, i) => ({ p, i })).sort((a, b) => b.p.score - a.p.score || a.i - b.i);
  const kept: Proposal[] = [];
  for (const { p } of sorted) if (!kept.some((k) => samePlace(k.box, p.box))) kept.push(p);
  return kept;
}
