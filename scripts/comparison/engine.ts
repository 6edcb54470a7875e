/**
 * The comparison engine as bench:compare and the real-revision test drive it: the Node engine of
 * src/workers/comparison/testing.ts (`nodeComparisonEngine`, the worker's engine on pdf.js's legacy build and
 * @napi-rs/canvas), fresh for each comparison so that nothing rendered before is reused. Loaded by a path held in a
 * variable: until the engine's branch (h28-cmp-engine) is merged the module is not there, and the bench and the test
 * say so instead of failing to compile.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ChangeRegionDraft, SheetAlignment } from '../../src/domain/comparison/types.ts';
import type { CompareOptions, CompareTimings, PageRef } from '../../src/workers/comparison/protocol.ts';

const TESTING = join(import.meta.dirname, '..', '..', 'src', 'workers', 'comparison', 'testing.ts');

/** What bench and test read of a comparison. */
export interface EngineRun {
  result: { alignment: SheetAlignment; regions: readonly ChangeRegionDraft[] };
  /** The engine's own stage times. */
  ms: CompareTimings;
  /** The compare call, wall time (rendering included, opening the documents not). */
  totalMs: number;
  /** Pixels per point of the diffed renders, when the engine says. */
  scale: number | null;
}

interface Context {
  signal: AbortSignal;
  progress(progress: unknown): void;
}

/** The engine's shape as used here (src/workers/comparison/engine.ts). */
interface NodeComparisonEngine {
  open(docId: string, data: ArrayBuffer, ctx: Context): Promise<unknown>;
  close(docId: string): Promise<void>;
  compare(
    oldRef: PageRef,
    newRef: PageRef,
    options: CompareOptions,
    ctx: Context,
  ): Promise<{
    alignment: SheetAlignment;
    regions: readonly ChangeRegionDraft[];
    ms: CompareTimings;
    scale?: number;
  }>;
}

export type CompareRunner = (previous: ArrayBuffer, next: ArrayBuffer) => Promise<EngineRun>;

export async function loadComparisonEngine(): Promise<{ run: CompareRunner | null; missing: string }> {
  if (!existsSync(TESTING)) {
    return { run: null, missing: 'src/workers/comparison/testing.ts is not on this branch yet (h28-cmp-engine)' };
  }
  const path = TESTING;
  const mod = (await import(path)) as {
    nodeComparisonEngine?: () => NodeComparisonEngine;
    hasCanvas?: boolean;
  };
  const factory = mod.nodeComparisonEngine;
  if (!factory) return { run: null, missing: 'src/workers/comparison/testing.ts has no nodeComparisonEngine' };
  if (mod.hasCanvas === false) return { run: null, missing: 'no @napi-rs/canvas for this platform' };
  const ctx = (): Context => ({ signal: new AbortController().signal, progress: () => {} });
  const run: CompareRunner = async (previous, next) => {
    const engine = factory();
    await engine.open('previous', previous, ctx());
    await engine.open('next', next, ctx());
    try {
      const t0 = performance.now();
      const out = await engine.compare(
        { docId: 'previous', page: 1 },
        { docId: 'next', page: 1 },
        { pictures: false },
        ctx(),
      );
      const totalMs = performance.now() - t0;
      return {
        result: { alignment: out.alignment, regions: out.regions },
        ms: out.ms,
        totalMs,
        scale: typeof out.scale === 'number' ? out.scale : null,
      };
    } finally {
      await engine.close('previous');
      await engine.close('next');
    }
  };
  return { run, missing: '' };
}
