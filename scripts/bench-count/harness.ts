/**
 * The page scripts/bench-count-browser.ts drives in Chromium: the counting worker through its real client, box →
 * proposals, the variant's own search and another sheet; and, as the baseline of the same run, the same matcher on
 * the page's main thread (on a raster pdf.js renders there at the same working scale). While either runs, the bench
 * clicks #probe; each click's latency to the next frame (an INP proxy: input delay, handler and rendering) is kept,
 * and so are the long tasks the page's main thread saw.
 */
import { getDocument, GlobalWorkerOptions, version } from 'pdfjs-dist';
import pdfjsWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import countingWorkerUrl from '../../src/workers/counting/counting.worker.ts?worker&url';
import { findSimilar, templateFrom } from '../../src/domain/counting/match.ts';
import { fromRgba } from '../../src/domain/counting/raster.ts';
import { workingScale } from '../../src/domain/counting/working.ts';
import type { Rect } from '../../src/domain/pdf/geometry.ts';
import { CountingClient, type CountingWorkerLike } from '../../src/workers/counting/client.ts';
import { watchProbe } from '../bench-probe.ts';

GlobalWorkerOptions.workerSrc = pdfjsWorkerUrl;
const assets = new URL(`${import.meta.env.BASE_URL}assets/pdfjs-${version}/`, location.href).href;

type Templates = readonly { id: string; box: Rect }[];

const { reset, responsiveness } = watchProbe();

let running: Promise<unknown> | null = null;
let client: CountingClient | null = null;

async function bytes(url: string): Promise<ArrayBuffer> {
  return (await fetch(url)).arrayBuffer();
}

export const bench = {
  /** A fresh counting worker with the plan open (not timed: the count tool opens it when chosen). */
  async open(url: string) {
    client = new CountingClient(
      () => new Worker(countingWorkerUrl, { type: 'module', name: 'counting' }) as unknown as CountingWorkerLike,
    );
    await client.open('plan', await bytes(url));
  },

  /** Starts a call on the worker; `finish` waits for it. `find` renders the sheet when it is not the kept one. */
  start(kind: 'find' | 'elsewhere', templates: Templates, page = 0, target = 1) {
    reset();
    const c = client as CountingClient;
    const t0 = performance.now();
    const call =
      kind === 'find'
        ? c.find({ docId: 'plan', page, templates: [...templates] })
        : c.findElsewhere({
            source: { docId: 'plan', page, templates: [...templates] },
            target: { docId: 'plan', page: target },
          });
    running = call.then((r) => ({
      ms: performance.now() - t0,
      renderMs: r.renderMs,
      matchMs: r.matchMs,
      rendered: r.rendered,
      threads: r.threads ?? 1,
      proposals: r.proposals.map((p) => ({ center: p.center, score: p.score })),
    }));
    return true;
  },

  /** The baseline: pdf.js renders the sheet on this thread (untimed), then the matcher runs here after a tick. */
  async startMainThread(url: string, templates: Templates, page = 0) {
    const task = getDocument({
      data: await bytes(url),
      standardFontDataUrl: `${assets}standard_fonts/`,
      cMapUrl: `${assets}cmaps/`,
      wasmUrl: `${assets}wasm/`,
      iccUrl: `${assets}iccs/`,
    });
    const pdfPage = await (await task.promise).getPage(page + 1);
    const base = pdfPage.getViewport({ scale: 1 });
    const scale = workingScale(base.width, base.height);
    const viewport = pdfPage.getViewport({ scale });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await pdfPage.render({ canvas, viewport }).promise;
    const raster = fromRgba(
      canvas.width,
      canvas.height,
      (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, canvas.width, canvas.height).data,
    );
    canvas.width = 0;
    await task.destroy();
    reset();
    running = new Promise((resolve) => {
      setTimeout(() => {
        const t0 = performance.now();
        const proposals = findSimilar(
          raster,
          templates.map((t) => templateFrom(raster, t.box, scale, t.id)),
          { scale },
        );
        const ms = performance.now() - t0;
        resolve({
          ms,
          renderMs: 0,
          matchMs: ms,
          rendered: false,
          proposals: proposals.map((p) => ({ center: p.center, score: p.score })),
        });
      }, 100);
    });
    return true;
  },

  isRunning() {
    let done = false;
    void running?.then(() => (done = true));
    return new Promise<boolean>((resolve) => setTimeout(() => resolve(!done), 0));
  },

  async finish() {
    const result = (await running) as {
      ms: number;
      renderMs: number;
      matchMs: number;
      rendered: boolean;
      threads: number;
      proposals: { center: { x: number; y: number }; score: number }[];
    };
    // Let the last click's frame land.
    await new Promise((resolve) => setTimeout(resolve, 150));
    return { ...result, ...responsiveness() };
  },

  close() {
    client?.terminate();
    client = null;
  },
};

(window as unknown as { countBench: typeof bench }).countBench = bench;
