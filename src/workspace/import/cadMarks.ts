/**
 * The CAD import's steps as User Timing marks (`performance.mark`), read by `npm run bench:cad:import`
 * (scripts/cad/bench-import-browser.ts) to say where an import's time goes. Nothing is printed; a mark is a few bytes
 * in the page's performance timeline, cleared at the next import's start.
 */
export const CAD_IMPORT_STEPS = ['start', 'converted', 'kept', 'built', 'opened', 'thumbnails', 'saved'] as const;
export type CadImportStep = (typeof CAD_IMPORT_STEPS)[number];

export const CAD_MARK_PREFIX = 'metr:cad-import:';

export function markCadStep(step: CadImportStep): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (step === 'start') {
    for (const s of CAD_IMPORT_STEPS) performance.clearMarks(CAD_MARK_PREFIX + s);
  }
  performance.mark(CAD_MARK_PREFIX + step);
}
