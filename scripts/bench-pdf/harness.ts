/**
 * The page scripts/bench-pdf.ts drives in Chromium: the PDF worker through its real client, and, as the baseline,
 * pdf.js used the ordinary way on the main thread (its own parser worker, DOM canvas, document fonts).
 * Every function starts from a fresh worker or a fresh pdf.js document, so each run pays the first parse. `warm`
 * starts the workers before the clock does, as the workspace will when it opens; cold runs pay their start-up too.
 */
import { getDocument, GlobalWorkerOptions, PDFWorker, version } from 'pdfjs-dist';
import pdfjsWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import engineWorkerUrl from '../../src/workers/pdf/pdf.worker.ts?worker&url';
import { PdfClient, type WorkerLike } from '../../src/workers/pdf/client.ts';
import type { Rect } from '../../src/workers/pdf/protocol.ts';

GlobalWorkerOptions.workerSrc = pdfjsWorkerUrl;
const assets = new URL(`${import.meta.env.BASE_URL}assets/pdfjs-${version}/`, location.href).href;

const screen = document.querySelector('canvas') as HTMLCanvasElement;
const dpr = window.devicePixelRatio || 1;
screen.width = 1280 * dpr;
screen.height = 800 * dpr;
screen.style.width = '1280px';
screen.style.height = '800px';
const screenCtx = screen.getContext('2d') as CanvasRenderingContext2D;

const planCache = new Map<string, ArrayBuffer>();
async function plan(url: string): Promise<ArrayBuffer> {
  let bytes = planCache.get(url);
  if (!bytes) {
    bytes = await (await fetch(url)).arrayBuffer();
    planCache.set(url, bytes);
  }
  // open() transfers its buffer: every run gets its own copy.
  return bytes.slice(0);
}

const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** A client with a worker of its own, started and loaded first when `warm`. */
async function client(warm = false): Promise<PdfClient> {
  const pdf = new PdfClient(
    () => new Worker(engineWorkerUrl, { type: 'module', name: 'pdf' }) as unknown as WorkerLike,
  );
  if (warm) await pdf.ready();
  return pdf;
}

/** The view of a sheet fitted to the 1280 × 800 screen, and the region visible after one ×2 zoom at its centre. */
function views(widthPt: number, heightPt: number) {
  const fit = Math.min(1280 / widthPt, 800 / heightPt) * dpr;
  const zoom = fit * 2;
  const w = screen.width / zoom;
  const h = screen.height / zoom;
  const region: Rect = { x: widthPt / 2 - w / 2, y: heightPt / 2 - h / 2, width: w, height: h };
  return { fit, zoom, region };
}

export const bench = {
  dpr,

  /** Import: open the file, both thumbnails rendered and drawn. */
  async importThumbnails(url: string, maxPx: number, warm: boolean) {
    const [data, pdf] = await Promise.all([plan(url), client(warm)]);
    const t0 = performance.now();
    const doc = await pdf.open('plan', data);
    const thumbs = await Promise.all(doc.pages.map((p) => pdf.thumbnail('plan', p.index, { maxPx })));
    thumbs.forEach((t, i) => screenCtx.drawImage(t.bitmap, i * (maxPx + 10), 0));
    await painted();
    const ms = performance.now() - t0;
    const sizes = thumbs.map((t) => `${t.width}×${t.height} ${t.blob.type} ${t.blob.size} B`);
    pdf.terminate();
    return { ms, sizes };
  },

  /** Open → p1 painted at fit size; then a ×2 zoom's visible region at device resolution; then the vectors. */
  async viewer(url: string, warm: boolean, pauseMs: number) {
    const [data, pdf] = await Promise.all([plan(url), client(warm)]);
    const t0 = performance.now();
    const doc = await pdf.open('plan', data);
    const openMs = performance.now() - t0;
    const page = doc.pages[0];
    if (!page) throw new Error('no page');
    const { fit, zoom, region } = views(page.widthPt, page.heightPt);
    const full = await pdf.render('plan', 0, { scale: fit });
    screenCtx.fillStyle = '#888';
    screenCtx.fillRect(0, 0, screen.width, screen.height);
    screenCtx.drawImage(full.bitmap, 0, 0);
    await painted();
    const fitMs = performance.now() - t0;

    // A person looks at the sheet before zooming: the engine records the page's operator boxes in that pause.
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const t1 = performance.now();
    const zoomed = await pdf.render('plan', 0, { scale: zoom, region });
    screenCtx.drawImage(zoomed.bitmap, 0, 0);
    await painted();
    const zoomMs = performance.now() - t1;

    const t2 = performance.now();
    const vectors = await pdf.vectors('plan', 0);
    const vectorsMs = performance.now() - t2;
    pdf.terminate();
    return {
      openMs,
      fitMs,
      zoomMs,
      culled: zoomed.culled,
      vectorsMs,
      segments: vectors.segmentCount,
      fitSize: `${full.width}×${full.height}`,
    };
  },

  /** The same work with pdf.js alone, rendering on the main thread. */
  async baselineThumbnails(url: string, maxPx: number) {
    const data = await plan(url);
    const worker = await startedPdfjsWorker();
    const t0 = performance.now();
    const task = getDocument({ data, worker, ...documentAssets() });
    const doc = await task.promise;
    await Promise.all(
      Array.from({ length: doc.numPages }, async (_, i) => {
        const page = await doc.getPage(i + 1);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: maxPx / Math.max(base.width, base.height) });
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(viewport.width);
        canvas.height = Math.round(viewport.height);
        await page.render({ canvas, viewport }).promise;
        screenCtx.drawImage(canvas, i * (maxPx + 10), 0);
      }),
    );
    await painted();
    const ms = performance.now() - t0;
    await task.destroy();
    worker.destroy();
    return { ms };
  },

  async baselineViewer(url: string, pauseMs: number) {
    const data = await plan(url);
    const worker = await startedPdfjsWorker();
    const t0 = performance.now();
    const task = getDocument({ data, worker, ...documentAssets() });
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const openMs = performance.now() - t0;
    const base = page.getViewport({ scale: 1 });
    const { fit, zoom, region } = views(base.width, base.height);
    const canvas = document.createElement('canvas');
    const viewport = page.getViewport({ scale: fit });
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport }).promise;
    screenCtx.drawImage(canvas, 0, 0);
    await painted();
    const fitMs = performance.now() - t0;

    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const t1 = performance.now();
    const zoomCanvas = document.createElement('canvas');
    zoomCanvas.width = screen.width;
    zoomCanvas.height = screen.height;
    await page.render({
      canvas: zoomCanvas,
      viewport: page.getViewport({ scale: zoom }),
      transform: [1, 0, 0, 1, -Math.floor(region.x * zoom), -Math.floor(region.y * zoom)],
    }).promise;
    screenCtx.drawImage(zoomCanvas, 0, 0);
    await painted();
    const zoomMs = performance.now() - t1;

    const t2 = performance.now();
    await page.getOperatorList();
    const vectorsMs = performance.now() - t2;
    await task.destroy();
    worker.destroy();
    return { openMs, fitMs, zoomMs, vectorsMs };
  },

  /**
   * The same page region drawn by the worker and by pdf.js on the main thread, as PNG data URLs, with the share of
   * pixels that differ by more than 32 levels in a channel.
   */
  async compare(url: string, pageIndex: number, zoom: number, share?: Rect) {
    const pdf = await client();
    const doc = await pdf.open('plan', await plan(url));
    const sheet = doc.pages[pageIndex];
    if (!sheet) {
      pdf.terminate();
      return null;
    }
    // `zoom` is relative to the sheet's width fitted to 1280 px; `share` is a part of the sheet, in fractions of it.
    const scale = (zoom * 1280) / sheet.widthPt;
    const region = share && {
      x: share.x * sheet.widthPt,
      y: share.y * sheet.heightPt,
      width: share.width * sheet.widthPt,
      height: share.height * sheet.heightPt,
    };
    const ours = await pdf.render('plan', pageIndex, region ? { scale, region } : { scale });
    const oursCanvas = document.createElement('canvas');
    oursCanvas.width = ours.width;
    oursCanvas.height = ours.height;
    oursCanvas.getContext('2d')?.drawImage(ours.bitmap, 0, 0);
    pdf.terminate();

    const task = getDocument({ data: await plan(url), ...documentAssets() });
    const page = await (await task.promise).getPage(pageIndex + 1);
    const theirs = document.createElement('canvas');
    theirs.width = ours.width;
    theirs.height = ours.height;
    await page.render({
      canvas: theirs,
      viewport: page.getViewport({ scale }),
      transform: [1, 0, 0, 1, -Math.round(ours.region.x * scale), -Math.round(ours.region.y * scale)],
    }).promise;
    await task.destroy();

    const a = oursCanvas.getContext('2d')?.getImageData(0, 0, ours.width, ours.height).data;
    const b = theirs.getContext('2d')?.getImageData(0, 0, ours.width, ours.height).data;
    let differing = 0;
    let dark = 0;
    if (a && b) {
      for (let i = 0; i < a.length; i += 4) {
        const d = Math.max(
          Math.abs((a[i] ?? 0) - (b[i] ?? 0)),
          Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)),
          Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0)),
        );
        if (d > 32) differing++;
        if ((a[i] ?? 255) < 128) dark++;
      }
    }
    const pixels = ours.width * ours.height;
    return {
      pages: doc.pageCount,
      size: `${ours.width}×${ours.height}`,
      differingShare: differing / pixels,
      inkShare: dark / pixels,
      ours: oursCanvas.toDataURL('image/png'),
      theirs: theirs.toDataURL('image/png'),
    };
  },
};

/** pdf.js's own parser worker, loaded before the clock starts (the baseline is always warm). */
async function startedPdfjsWorker(): Promise<PDFWorker> {
  const worker = new PDFWorker();
  await worker.promise;
  return worker;
}

function documentAssets() {
  return {
    standardFontDataUrl: `${assets}standard_fonts/`,
    cMapUrl: `${assets}cmaps/`,
    wasmUrl: `${assets}wasm/`,
    iccUrl: `${assets}iccs/`,
  };
}

declare global {
  interface Window {
    bench: typeof bench;
  }
}
window.bench = bench;
