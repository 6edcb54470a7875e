/**
 * pdf.js's parser in a worker of its own, nested in the worker that renders (Chromium, Firefox and Safari ≥ 15.5 allow
 * workers to start workers): a page's content stream is parsed there while this thread draws what is parsed already,
 * and the next page is parsed while this one is drawn. Left to itself, pdf.js in a worker parses in the same thread
 * (its "fake worker": its check for a worker reads `window.location`, which a worker lacks), so parsing and drawing
 * take turns on one core.
 *
 * Used by the PDF worker (pdf.worker.ts) and the comparison worker (issue 27: on the VA sheet, the comparison's two
 * renders in one thread took about twice pdf.js's time in the PDF worker — README, « Plan comparison: the engine »).
 */

/** The part of a Worker used here. */
export interface ParserWorkerLike {
  addEventListener(type: 'message' | 'error', listener: () => void): void;
  removeEventListener(type: 'message' | 'error', listener: () => void): void;
  terminate(): void;
}

/** pdf.js's GlobalWorkerOptions (its two fields that choose where the parser runs). */
export interface ParserOptions {
  workerPort: unknown;
  workerSrc: string;
}

export interface ParserThreadEnv {
  /** The scope's Worker constructor; absent where workers cannot start workers. */
  readonly Worker?: new (url: string, options: WorkerOptions) => ParserWorkerLike;
  /** pdf.js's worker module (`pdfjs-dist/build/pdf.worker.min.mjs?url`). */
  readonly url: string;
  readonly options: ParserOptions;
}

/**
 * Starts pdf.js's parser in a nested worker named `name` and points pdf.js at it. Resolves once the parser can take
 * work: its worker has loaded (the first message it sends is its "ready"), or, when it cannot start, once pdf.js has
 * been pointed at its in-thread fallback. Nothing may be opened before: a document sent to a parser that turns out not
 * to start would wait for ever.
 */
export function startParserThread(env: ParserThreadEnv, name: string): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!env.Worker) {
      // pdf.js's fallback loads this module in the current thread.
      env.options.workerSrc = env.url;
      resolve();
      return;
    }
    const parser = new env.Worker(env.url, { type: 'module', name });
    const loaded = () => {
      parser.removeEventListener('message', loaded);
      parser.removeEventListener('error', failed);
      resolve();
    };
    const failed = () => {
      parser.removeEventListener('message', loaded);
      parser.terminate();
      env.options.workerPort = null;
      env.options.workerSrc = env.url;
      resolve();
    };
    parser.addEventListener('message', loaded);
    parser.addEventListener('error', failed);
    env.options.workerPort = parser;
  });
}
