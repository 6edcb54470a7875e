/**
 * The page scripts/bench-select-browser.ts drives in Chromium: the selection worker through its real client, as the
 * sheet page calls it (src/routes/workspace/selection/useSelection.tsx). A sheet prepared, then per room the click's
 * round trip (page → worker → page) alone, and behind a hover preview still being computed (the page sends at most
 * one preview at a time; a click that does not land in the preview waits for it in the worker's queue). The worker's
 * own time for each fill (`ms`, from the request's arrival to its answer) is returned beside it, as the baseline.
 * While the sheet prepares, the bench clicks #probe; each click's latency to the next frame is kept (an INP proxy).
 */
import selectionWorkerUrl from '../../src/workers/selection/selection.worker.ts?worker&url';
import type { Point } from '../../src/domain/takeoff/types.ts';
import { SelectionClient, type SelectionWorkerLike } from '../../src/workers/selection/client.ts';
import type { SheetRef } from '../../src/workers/selection/protocol.ts';
import { watchProbe } from '../bench-probe.ts';

const probe = watchProbe();

let client: SelectionClient | null = null;
let running: Promise<{ ms: number; source: string }> | null = null;
let done = false;

/** A fill's outcome as the bench reads it: round trip, the worker's own time, the area or the refusal. */
interface FillTiming {
  roundTripMs: number;
  workerMs: number;
  area: number | null;
  error: string | null;
}

async function timedFill(ref: SheetRef, point: Point, gap: number): Promise<FillTiming> {
  const c = client as SelectionClient;
  const t0 = performance.now();
  try {
    const r = await c.fill(ref, { point, gap });
    return { roundTripMs: performance.now() - t0, workerMs: r.ms, area: r.area, error: null };
  } catch (e) {
    const code = (e as { code?: string }).code ?? String(e);
    return { roundTripMs: performance.now() - t0, workerMs: Number.NaN, area: null, error: code };
  }
}

export const bench = {
  /** A fresh selection worker with the plan open (not timed: the tool opens it when chosen). */
  async open(url: string) {
    client = new SelectionClient(
      () => new Worker(selectionWorkerUrl, { type: 'module', name: 'selection' }) as unknown as SelectionWorkerLike,
    );
    await client.open('plan', await (await fetch(url)).arrayBuffer());
  },

  /** Starts preparing the sheet; `isRunning` / `finishPrepare` follow it. */
  startPrepare(ref: SheetRef, gap: number) {
    probe.reset();
    done = false;
    const t0 = performance.now();
    running = (client as SelectionClient)
      .prepare(ref, { gap })
      .then((r) => ({ ms: performance.now() - t0, source: r.source }));
    void running.finally(() => (done = true));
    return true;
  },

  isRunning() {
    return !done;
  },

  async finishPrepare() {
    const result = await (running as Promise<{ ms: number; source: string }>);
    await new Promise((resolve) => setTimeout(resolve, 150));
    return { ...result, ...probe.responsiveness() };
  },

  /** The click alone: nothing else in the worker's queue. */
  click(ref: SheetRef, point: Point, gap: number) {
    return timedFill(ref, point, gap);
  },

  /** A preview asked where the pointer stopped (`hover`), and the click sent while it is computed. */
  async clickBehindHover(ref: SheetRef, hover: Point, point: Point, gap: number) {
    const preview = timedFill(ref, hover, gap);
    const click = await timedFill(ref, point, gap);
    await preview;
    return click;
  },

  close() {
    client?.terminate();
    client = null;
  },
};

(window as unknown as { selectBench: typeof bench }).selectBench = bench;
