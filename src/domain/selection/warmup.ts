/**
 * Readying a prepared sheet for its first click (issue 26: a click → its room ≤ 300 ms). Measured in Chromium through
 * the worker (`npm run bench:select:browser`), the first fill on VA p1 took 500–1,000 ms and the next ones 2–40 ms:
 * its buffers (the closed ink, the flood's scratch: tens of MB) were allocated on the click, and that allocation set
 * off the collection of the preparation's garbage. `warmFill` allocates them at the end of the preparation, which
 * shows its progress. What is left of the first click's cost is the engine compiling the fill's loops (tried: a few
 * fills of a small drawing of our own at the end of the preparation cost 1–1.5 s under load for 0.1–0.3 s saved).
 */
import { closedInk, DEFAULT_MAX_SHARE, scratchFor } from './fill.ts';
import type { PreparedSheet } from './types.ts';

export function warmFill(sheet: PreparedSheet, gap: number, maxShare = DEFAULT_MAX_SHARE): void {
  const { width: W, height: H } = sheet.ink;
  if (W * H === 0) return;
  if (Number.isFinite(gap) && gap >= 0) closedInk(sheet, gap);
  scratchFor(sheet, Math.min(W * H, Math.floor(maxShare * W * H) + 8));
}
