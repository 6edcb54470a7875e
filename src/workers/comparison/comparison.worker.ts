/**
 * The comparison worker: renders two indices of a sheet, aligns them, finds the changes and paints the pictures
 * (engine.ts), so that the page never blocks. The comparison client starts it when a comparison is first asked
 * (client.ts), with `new Worker(new URL('./comparison.worker.ts', import.meta.url), { type: 'module' })`.
 *
 * pdf.js's parser runs in a nested worker (serve.ts, as in the PDF worker), so a page is parsed while this thread
 * draws; renders are read back grey from an OffscreenCanvas (../pdf/greyEngine.ts), and the pictures become
 * ImageBitmaps through one. With 4 cores or more, a second thread (render.worker.ts, started from here, parsing in
 * that same thread) draws the new indice while this one draws the previous.
 */
import { workerLane, type LaneWorkerLike } from './lane.ts';
import { serveComparison } from './serve.ts';

// The second render thread (lane.ts), where workers may start workers; it ends when this worker is terminated. Only
// with 4 cores or more: on 2 (bench:compare:browser, quiet, 2026-11-30) it made the cold comparison slower, 5.9 s
// against 4.9 s in one thread (a second pdf.js loaded and the document parsed twice, on cores the page and the
// viewer's worker need too).
const MIN_CORES_FOR_LANE = 4;
const lane =
  typeof Worker === 'undefined' || (globalThis.navigator?.hardwareConcurrency ?? 1) < MIN_CORES_FOR_LANE
    ? null
    : workerLane(
        () =>
          new Worker(new URL('./render.worker.ts', import.meta.url), {
            type: 'module',
            name: 'comparison-render',
          }) as unknown as LaneWorkerLike,
      );

serveComparison(lane);
