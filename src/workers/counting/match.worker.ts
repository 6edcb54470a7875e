/**
 * The counting worker's helper (helper.ts): searches the part of a sheet it is asked for, on the raster it keeps.
 * Started by counting.worker.ts, never by the page; it holds no pdf.js.
 */
import { findCandidates } from '../../domain/counting/match.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import type { HelperAnswer, HelperRequest } from './helper.ts';

interface HelperScope {
  onmessage: ((event: MessageEvent<HelperRequest>) => void) | null;
  postMessage(message: HelperAnswer): void;
}
const scope = globalThis as unknown as HelperScope;

let kept: { key: string; raster: GrayRaster } | null = null;

scope.onmessage = ({ data }) => {
  if (data.raster) kept = { key: data.key, raster: data.raster };
  if (!kept || kept.key !== data.key) {
    scope.postMessage({ id: data.id, error: 'no raster for this sheet' });
    return;
  }
  try {
    const proposals = findCandidates(kept.raster, data.templates, { ...data.options, part: data.part });
    scope.postMessage({ id: data.id, proposals });
  } catch (error) {
    const code = (error as { code?: string }).code;
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error), code });
  }
};
