/**
 * Test support only (never imported by the app): a scriptable fake of the PDF engine, and the real engine (pdf.js in
 * Node, src/workers/pdf/testing.ts) behind the same calls the pipeline makes.
 *
 * The fake reads its script from the file itself: `%PDF-1.7` then a JSON line (fakePlan()), so each file of a batch
 * says how many pages it has, their labels and text, and how it fails. Its answers honour AbortSignals as the real
 * client does (rejecting with the signal's reason), and `hold()` pauses a kind of call until released.
 */
import { checkPdfBytes } from '../../domain/pdf/importCheck';
import { sha256Hex } from '../../domain/pdf/hash';
import type { SheetTextItem } from '../../domain/pdf/text';
import { horizontalText } from '../../domain/pdf/testing/text';
import type { CallOptions } from '../../workers/pdf/client';
import type { PdfEngine } from '../../workers/pdf/engine';
import {
  PdfEngineError,
  type OpenResult,
  type PdfEngineErrorCode,
  type TextResult,
  type ThumbnailOptions,
  type ThumbnailResult,
} from '../../workers/pdf/protocol';
import type { ImportPdfEngine } from './types';

export interface FakePage {
  label?: string | null;
  /** Lines written in the title block's corner (bottom right), largest first. */
  titleBlock?: string[];
  /** A failure of this page's thumbnail or text call. */
  thumbnailFails?: PdfEngineErrorCode;
  textFails?: PdfEngineErrorCode;
  /** The page's size in points. @default A1 landscape (2384 × 1684) */
  size?: { widthPt: number; heightPt: number };
}

export interface FakePlan {
  pages: FakePage[];
  /** open() fails with this code. */
  fail?: PdfEngineErrorCode;
  /** Makes otherwise identical scripts different files (another hash). */
  seed?: string;
}

/** A1 landscape, in points. */
const SHEET = { widthPt: 2384, heightPt: 1684 };

export function fakePlan(plan: FakePlan): string {
  return `%PDF-1.7\n${JSON.stringify(plan)}\n%%EOF`;
}

export function fakePlanFile(name: string, plan: FakePlan): File {
  return new File([fakePlan(plan)], name, { type: 'application/pdf' });
}

type CallKind = 'open' | 'text' | 'thumbnail' | 'close';

interface Hold {
  released: Promise<void>;
  reach(): void;
}

function titleBlockItems(lines: readonly string[]): SheetTextItem[] {
  return lines.map((text, i) => {
    const fontSize = 24 - i * 8;
    const x = SHEET.widthPt * 0.75;
    const y = SHEET.heightPt * 0.9 + i * 30;
    return horizontalText(text, x, y, fontSize, text.length * fontSize * 0.5, 'Helvetica');
  });
}

export class FakePdfEngine implements ImportPdfEngine {
  readonly calls: { kind: CallKind | 'terminate'; docId: string; page?: number }[] = [];
  /** Rejects the calls under way, as the real client's terminate() does (each with `cancelled`). */
  readonly #running = new Set<(error: unknown) => void>();
  /** Times terminate() was called. */
  terminations = 0;
  readonly #docs = new Map<string, FakePlan>();
  readonly #holds = new Map<CallKind, Hold>();

  get openDocuments(): string[] {
    return [...this.#docs.keys()];
  }

  /** Every later call of this kind waits until `release()`; `reached` resolves when the first one gets there. */
  hold(kind: CallKind): { reached: Promise<void>; release(): void } {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let reach = () => {};
    const reached = new Promise<void>((resolve) => (reach = resolve));
    this.#holds.set(kind, { released, reach });
    return {
      reached,
      release: () => {
        this.#holds.delete(kind);
        release();
      },
    };
  }

  /**
   * Waits while `kind` is held; a held call with `timeoutMs` fails with `timeout` once it runs over and terminates
   * the engine, as the real client does.
   */
  async #pass(kind: CallKind, { signal, timeoutMs }: CallOptions = {}) {
    signal?.throwIfAborted();
    const hold = this.#holds.get(kind);
    if (!hold) return;
    hold.reach();
    await new Promise<void>((resolve, reject) => {
      const stop = (error: unknown) => {
        this.#running.delete(stop);
        clearTimeout(timer);
        reject(error);
      };
      this.#running.add(stop);
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              stop(new PdfEngineError('timeout', `${kind} ran over ${timeoutMs} ms`));
              this.terminate();
            }, timeoutMs);
      signal?.addEventListener('abort', () => stop(signal.reason), { once: true });
      void hold.released.then(() => {
        this.#running.delete(stop);
        clearTimeout(timer);
        resolve();
      });
    });
  }

  terminate(): void {
    this.terminations++;
    this.calls.push({ kind: 'terminate', docId: '' });
    this.#docs.clear();
    for (const stop of [...this.#running]) stop(new PdfEngineError('cancelled', 'the PDF worker was stopped'));
  }

  async open(docId: string, data: ArrayBuffer, options: CallOptions = {}): Promise<OpenResult> {
    this.calls.push({ kind: 'open', docId });
    await this.#pass('open', options);
    const bytes = new Uint8Array(data);
    const refused = checkPdfBytes(bytes);
    if (refused) throw new PdfEngineError(refused);
    const sha256 = await sha256Hex(bytes);
    const script = new TextDecoder().decode(bytes).split('\n')[1] ?? '';
    let plan: FakePlan;
    try {
      plan = JSON.parse(script) as FakePlan;
    } catch {
      throw new PdfEngineError('corrupt', 'not a fake plan');
    }
    if (plan.fail) throw new PdfEngineError(plan.fail);
    plan.pages.forEach((_, i) => options.onProgress?.({ stage: 'pages', done: i + 1, total: plan.pages.length }));
    this.#docs.set(docId, plan);
    return {
      docId,
      pageCount: plan.pages.length,
      pages: plan.pages.map((page, index) => ({
        index,
        label: page.label ?? null,
        widthPt: page.size?.widthPt ?? SHEET.widthPt,
        heightPt: page.size?.heightPt ?? SHEET.heightPt,
        rotation: 0,
        userUnit: 1,
      })),
      layers: [],
      sha256,
      byteLength: bytes.byteLength,
    };
  }

  #page(docId: string, index: number): FakePage {
    const page = this.#docs.get(docId)?.pages[index];
    if (!page) throw new PdfEngineError('unknownDocument', docId);
    return page;
  }

  async text(docId: string, page: number, options: CallOptions = {}): Promise<TextResult> {
    this.calls.push({ kind: 'text', docId, page });
    await this.#pass('text', options);
    const script = this.#page(docId, page);
    if (script.textFails) throw new PdfEngineError(script.textFails);
    return { items: titleBlockItems(script.titleBlock ?? []) };
  }

  async thumbnail(docId: string, page: number, options: ThumbnailOptions & CallOptions): Promise<ThumbnailResult> {
    this.calls.push({ kind: 'thumbnail', docId, page });
    await this.#pass('thumbnail', options);
    const script = this.#page(docId, page);
    if (script.thumbnailFails) throw new PdfEngineError(script.thumbnailFails);
    const height = Math.round((options.maxPx * SHEET.heightPt) / SHEET.widthPt);
    return {
      // The pipeline only closes the bitmap; Node has no ImageBitmap.
      bitmap: { close() {} } as unknown as ImageBitmap,
      blob: new Blob([`thumbnail ${docId} p${page}`], { type: 'image/webp' }),
      width: options.maxPx,
      height,
    };
  }

  async close(docId: string): Promise<void> {
    this.calls.push({ kind: 'close', docId });
    this.#docs.delete(docId);
  }
}

/**
 * The real engine (pdf.js's legacy build in Node with @napi-rs/canvas) behind the client's calls: the pipeline runs
 * on our fixture plans exactly as in the browser, minus the worker boundary.
 */
export function engineAsClient<Image>(engine: PdfEngine<Image>): ImportPdfEngine {
  const context = (options: CallOptions) => ({
    signal: options.signal ?? new AbortController().signal,
    progress: options.onProgress ?? (() => {}),
  });
  return {
    open: (docId, data, options = {}) => engine.open(docId, data, context(options), options.password),
    text: (docId, page, options = {}) => engine.text(docId, page, context(options)),
    thumbnail: async (docId, page, { signal, onProgress, ...options }) => {
      const { blob, width, height } = await engine.thumbnail(docId, page, options, context({ signal, onProgress }));
      // The pipeline only closes the bitmap; Node has no ImageBitmap.
      return { bitmap: { close() {} } as unknown as ImageBitmap, blob, width, height };
    },
    close: (docId) => engine.close(docId),
    // One engine in one thread: nothing to terminate. What it had open is closed.
    terminate: () => {
      for (const docId of engine.openDocuments) void engine.close(docId);
    },
  };
}
