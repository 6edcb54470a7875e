/**
 * The page scripts/bench-compare-browser.ts drives in Chromium: the comparison worker through its real client
 * (src/workers/comparison/client.ts), as the sheet page uses it, on the VA plan and its revision B.
 * - `first`: a fresh worker (started by the first call, as the app starts it), both PDFs opened, compared with the
 *   viewer's pictures. With `pairingMs` ≥ 0, the previous indice is opened and `prepare`d first, and the clock starts
 *   `pairingMs` later, when the person confirms the pairing (the prepare may still be running then); with −1 it is
 *   not prepared: the comparison's first call starts everything, as before.
 * - `threads`: 2, the comparison worker as the app starts it (with its second render thread); 1, the same without
 *   it (oneThread.worker.ts: both pages drawn one after the other, as before) — the code's own baseline.
 * - `baseline`: pdf.js alone (the same engine's renders, without the comparison) — the two plain renders of both
 *   pages at the comparison's scale, in a fresh worker: what rendering costs before any comparison work.
 */
import workerUrl from '../../src/workers/comparison/comparison.worker.ts?worker&url';
import oneThreadUrl from './oneThread.worker.ts?worker&url';
import pdfWorkerUrl from '../../src/workers/pdf/pdf.worker.ts?worker&url';
import { ComparisonClient, type ComparisonWorkerLike } from '../../src/workers/comparison/client.ts';
import type { PictureColours } from '../../src/workers/comparison/protocol.ts';
import { PdfClient, type WorkerLike } from '../../src/workers/pdf/client.ts';

const COLOURS: PictureColours = {
  unchanged: [90, 90, 90],
  removed: { redGreen: [200, 30, 30], orangeBlue: [230, 120, 0] },
  added: { redGreen: [20, 150, 40], orangeBlue: [20, 90, 220] },
};

const cache = new Map<string, ArrayBuffer>();
async function bytes(url: string): Promise<ArrayBuffer> {
  let data = cache.get(url);
  if (!data) {
    data = await (await fetch(url)).arrayBuffer();
    cache.set(url, data);
  }
  // open() transfers its buffer: every run gets its own copy.
  return data.slice(0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const bench = {
  async first(
    oldUrl: string,
    newUrl: string,
    newSize: { width: number; height: number },
    pairingMs: number,
    threads: 1 | 2 = 2,
  ) {
    const [oldData, newData] = await Promise.all([bytes(oldUrl), bytes(newUrl)]);
    const url = threads === 2 ? workerUrl : oneThreadUrl;
    const client = new ComparisonClient(
      () => new Worker(url, { type: 'module', name: 'comparison' }) as unknown as ComparisonWorkerLike,
    );
    const old = { docId: 'old', page: 1 };
    /** How long the prepare took from the dialog's opening; null while it runs. */
    let preparedMs: number | null = null;
    let readyAtConfirm = false;
    if (pairingMs >= 0) {
      // While the pairing dialog is open: the worker started, the previous indice opened and rendered.
      const p0 = performance.now();
      const ahead = client.open('old', oldData).then(() => client.prepare({ old, newSize }));
      void ahead.then(() => (preparedMs = performance.now() - p0)).catch(() => {});
      await sleep(pairingMs);
      readyAtConfirm = preparedMs !== null;
    }
    const t0 = performance.now();
    if (pairingMs < 0) await client.open('old', oldData);
    await client.open('new', newData);
    const opened = performance.now() - t0;
    const result = await client.compare(old, { docId: 'new', page: 1 }, { pictures: true, colours: COLOURS });
    const total = performance.now() - t0;
    const p = result.pictures;
    for (const bitmap of p ? [p.old, p.new, p.overlay.redGreen, p.overlay.orangeBlue] : []) bitmap.close();
    // A second comparison in the same worker: warm (pdf.js loaded, documents parsed, nothing prepared).
    const t1 = performance.now();
    const again = await client.compare(old, { docId: 'new', page: 1 }, { pictures: true, colours: COLOURS });
    const warm = performance.now() - t1;
    const q = again.pictures;
    for (const bitmap of q ? [q.old, q.new, q.overlay.redGreen, q.overlay.orangeBlue] : []) bitmap.close();
    client.terminate();
    // Set in a callback: TypeScript would narrow it to null here.
    const prepareMs = preparedMs as number | null;
    return {
      total,
      opened,
      ms: result.ms,
      regions: result.regions.length,
      warm,
      readyAtConfirm,
      preparedMs: prepareMs,
    };
  },

  /** pdf.js alone, in the PDF engine's own worker: both pages rendered once at `scale`, from a fresh worker. */
  async baseline(oldUrl: string, newUrl: string, scale: number) {
    const [oldData, newData] = await Promise.all([bytes(oldUrl), bytes(newUrl)]);
    const pdf = new PdfClient(() => new Worker(pdfWorkerUrl, { type: 'module', name: 'pdf' }) as unknown as WorkerLike);
    const t0 = performance.now();
    await Promise.all([pdf.open('old', oldData), pdf.open('new', newData)]);
    for (const docId of ['new', 'old']) {
      const r = await pdf.render(docId, 0, { scale });
      r.bitmap.close();
    }
    const total = performance.now() - t0;
    pdf.terminate();
    return { total };
  },
};

(window as unknown as { compareBench: typeof bench }).compareBench = bench;
