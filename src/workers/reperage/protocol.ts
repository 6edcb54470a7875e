/**
 * The messages between the page and the reperage worker (reperage.worker.ts), over ../rpc: one request makes the
 * whole PDF, with `progress` per page, then one `result` or one `error`. The client stops the worker outright when the
 * person cancels (a terminate, not a request), so a page being drawn does not finish first.
 *
 * A page that cannot be made (its file gone from the browser, unreadable, protected, its page missing) does not fail
 * the file: it is left out and listed in the result's `failures`, and the other pages are written.
 */
import type { PageFailure, PrintPalette, ReperageInput, ReperageOptions } from '../../domain/reperage/model';

export type ReperageErrorCode =
  | 'cancelled'
  /** No page could be made: every sheet's file failed. */
  | 'nothing'
  /** Split by lot and no chosen sheet has a measurement under an article. */
  | 'noMeasurement'
  /** More pages than MAX_PAGES. */
  | 'tooManyPages'
  /** The file would pass MAX_OUTPUT_BYTES (src/domain/reperage/limits.ts). */
  | 'tooLarge'
  | 'workerFailed'
  | 'unknown';

export interface SerializedReperageError {
  code: ReperageErrorCode;
  message: string;
}

export type { PageFailure, PageFailureCode } from '../../domain/reperage/model';

/** A sheet file's bytes, or null when the browser no longer has them. */
export interface SourceFile {
  readonly fileId: string;
  readonly data: ArrayBuffer | null;
}

export interface ReperageFile {
  readonly blob: Blob;
  /** « Plan de repérage – Résidence Les Tilleuls – 2026-11-29.pdf ». */
  readonly fileName: string;
  readonly pageCount: number;
  readonly failures: readonly PageFailure[];
}

export type ReperageRequest =
  | {
      type: 'reperage';
      id: number;
      input: ReperageInput;
      options: ReperageOptions;
      /** Each sheet file's bytes once (transferred, not copied). */
      files: SourceFile[];
      /** The print colours, from the tokens (src/theme/print.ts): the worker imports no theme. */
      palette: PrintPalette;
    }
  | { type: 'cancel'; id: number };

export interface ReperageResults {
  reperage: ReperageFile;
}

/** Per page: `done` pages written of `total`, `sheet` the plan being (or just) drawn. */
export type ReperageProgress =
  { stage: 'prepare' } | { stage: 'page'; done: number; total: number; sheet?: string } | { stage: 'save' };

export type ReperageResponse =
  | { type: 'result'; id: number; request: 'reperage'; result: ReperageFile }
  | { type: 'error'; id: number; error: SerializedReperageError }
  | { type: 'progress'; id: number; progress: ReperageProgress };

export type ReperageWorkerMessage = ReperageResponse | { type: 'ready' };

export const PDF_TYPE = 'application/pdf';

export class ReperageError extends Error {
  override readonly name = 'ReperageError';
  constructor(
    readonly code: ReperageErrorCode,
    message: string = code,
  ) {
    super(message);
  }

  toJSON(): SerializedReperageError {
    return { code: this.code, message: this.message };
  }
}
