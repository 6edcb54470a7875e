/**
 * The PDF worker: hosts pdf.js so that the page never parses nor rasterises a plan. The app starts it with
 * `new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module' })` (see client.ts) and talks to it with
 * the messages of protocol.ts.
 *
 * pdf.js runs in two threads here: its API and canvas renderer in this worker, and its parser in a worker of its own,
 * nested in this one (Chromium, Firefox and Safari ≥ 15.5 allow workers to start workers). Parsing the next page then
 * overlaps with painting this one. Without nested workers pdf.js falls back to parsing in this thread ("fake worker",
 * the same module loaded with import()).
 *
 * Nothing here touches `document`: pages are drawn into OffscreenCanvas (offscreen.ts), fonts go to the worker's own
 * FontFaceSet (`self.fonts`), and pdf.js's DOM-only defaults are replaced.
 */
import { getDocument, GlobalWorkerOptions, OPS, version } from 'pdfjs-dist';
import pdfjsWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { createDispatcher } from './dispatch.ts';
import { startParserThread } from './parserThread.ts';
import { PdfEngine } from './engine.ts';
import { NoFilterFactory, OffscreenCanvasFactory, offscreenCanvasHost } from './offscreen.ts';
import type { PdfRequest, PdfWorkerMessage } from './protocol.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<PdfRequest>) => void) | null;
  postMessage(message: PdfWorkerMessage, transfer: Transferable[]): void;
  location: { href: string };
  /** The worker's FontFaceSet (Chromium, Firefox); Safari has none in workers. */
  fonts?: FontFaceSet;
  Worker?: typeof Worker;
}
const scope = globalThis as unknown as WorkerScope;

// pdf.js's parser in a nested worker (parserThread.ts); requests wait for it.
const parserReady = startParserThread(
  { Worker: scope.Worker, url: pdfjsWorkerUrl, options: GlobalWorkerOptions },
  'pdf.js parser',
);

// Standard fonts, CMaps, wasm decoders (JPEG 2000, JBIG2, ICC colour) and the CMYK profile: copied next to the build
// by scripts/vite-pdfjs-assets.ts, in a folder named after pdf.js's version so that an upgrade never mixes files.
const assets = new URL(`${import.meta.env.BASE_URL}assets/pdfjs-${version}/`, scope.location.href).href;

const useFontFace = !!scope.fonts;

const isFirefox = typeof navigator !== 'undefined' && navigator.userAgent.includes('Firefox');

const engine = new PdfEngine<ImageBitmap>({
  pdfjs: { getDocument, OPS },
  canvas: offscreenCanvasHost,
  documentOptions: {
    CanvasFactory: OffscreenCanvasFactory,
    FilterFactory: NoFilterFactory,
    // pdf.js installs embedded fonts as FontFaces in `ownerDocument.fonts`, the only part of the document its font
    // loader touches; a worker's own FontFaceSet serves OffscreenCanvas text. Without one (Safari), glyphs are drawn
    // as paths (disableFontFace), which looks the same and costs a little more per glyph.
    ownerDocument: useFontFace ? ({ fonts: scope.fonts } as unknown as Document) : undefined,
    disableFontFace: !useFontFace,
    // Machine fonts would make a plan look different from one computer to the next: non-embedded fonts use pdf.js's
    // standard font data instead.
    useSystemFonts: false,
    standardFontDataUrl: `${assets}standard_fonts/`,
    cMapUrl: `${assets}cmaps/`,
    wasmUrl: `${assets}wasm/`,
    iccUrl: `${assets}iccs/`,
    // pdf.js's default for useWorkerFetch reads `document.baseURI`, which throws in a worker: set it. Its parser
    // worker then fetches these files itself.
    useWorkerFetch: true,
    isOffscreenCanvasSupported: true,
    // pdf.js keeps ImageDecoder off in Chrome (decoding bugs) by looking for `globalThis.chrome`, which workers lack.
    isImageDecoderSupported: isFirefox,
    // The site's CSP has no 'unsafe-eval'; pdf.js then interprets PostScript functions instead of compiling them.
    isEvalSupported: false,
    verbosity: 0,
  },
});

const dispatch = createDispatcher(engine, (message, transfer) => scope.postMessage(message, transfer));
// Requests wait for the parser (in order: each waits on the same promise), so that none is sent to a worker that
// turns out not to start.
scope.onmessage = (event) => void parserReady.then(() => dispatch(event.data));
void parserReady.then(() => scope.postMessage({ type: 'ready' }, []));
