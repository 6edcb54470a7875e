/**
 * The plan import pipeline's public shapes: what each file goes through, why it can fail, and the two services it
 * works with (the PDF engine and the plan file repository), as the smallest interfaces that tests can fake.
 */
import type { ImportedPlanFile, ImportPlanFileInput } from '../../db/workspace/files';
import type { Author } from '../../db/workspace/journal';
import type { PdfImportErrorCode } from '../../domain/pdf/importCheck';
import type { IsoDateTime, PlanFileRow } from '../../domain/takeoff/types';
import type { PdfClient } from '../../workers/pdf/client';

/**
 * Why a file was not imported. The PDF checks' own codes (not a PDF, empty, over 200 MB, damaged or truncated,
 * password-protected, unknown), then what the browser around them can refuse:
 * - quota: the origin's storage is full (nothing of the file was written);
 * - storageUnavailable: IndexedDB cannot be used (private browsing, blocked, closed by a newer version of the app);
 * - projectMissing: the project was deleted (in another tab, or by an undo in the project list) during the import;
 * - unreadable: the browser could not read the file (moved, deleted or changed on disk since it was picked);
 * - engineFailed: the PDF worker stopped (most often out of memory on a huge plan).
 * The engine's limits (importCheck.ts) give tooManyPages, tooComplex and timeout.
 */
export type ImportFailureReason =
  PdfImportErrorCode | 'quota' | 'storageUnavailable' | 'projectMissing' | 'unreadable' | 'engineFailed';

/** The already-imported file a new one has the same bytes as. */
export interface DuplicateQuestion {
  readonly fileId: string;
  readonly fileName: string;
  readonly importedAt: IsoDateTime;
}

export type DuplicateAnswer = 'skip' | 'revision';

export interface ImportResult {
  readonly fileId: string;
  readonly sheetIds: readonly string[];
  /** The file this one was added as a new revision of. */
  readonly revisionOf?: string;
}

interface ItemBase {
  readonly id: string;
  /** The file's name, control and bidirectional characters removed (see cleanFileName). */
  readonly name: string;
  readonly size: number;
  /** 0–1, for a determinate progress bar; it never goes back. */
  readonly progress: number;
}

/** One file of an import and where it is; `step` says which fields it has. */
export type ImportItem = ItemBase &
  (
    | { readonly step: 'queued' | 'reading' | 'opening' | 'saving' }
    /** `page` is 1-based: the page being analysed (or the last one done), of `pageCount`. */
    | { readonly step: 'analysing'; readonly page: number; readonly pageCount: number }
    | { readonly step: 'question'; readonly question: DuplicateQuestion }
    | { readonly step: 'done'; readonly result: ImportResult }
    | { readonly step: 'failed'; readonly reason: ImportFailureReason }
    | { readonly step: 'cancelled' | 'skipped' }
  );

export type ImportStep = ImportItem['step'];

/** Steps after which nothing more happens to a file. */
export const SETTLED_STEPS: ReadonlySet<ImportStep> = new Set(['done', 'failed', 'cancelled', 'skipped']);

export const isSettled = (item: ImportItem): boolean => SETTLED_STEPS.has(item.step);

/** A file can be cancelled until its one transaction starts: after that, it is saved whole or not at all. */
export const isCancellable = (item: ImportItem): boolean => !isSettled(item) && item.step !== 'saving';

export type ImportChange =
  { readonly kind: 'updated'; readonly item: ImportItem } | { readonly kind: 'removed'; readonly id: string };

/**
 * The PDF engine's calls the import makes (a PdfClient of its own; a fake in tests), and `terminate`, which stops its
 * worker at once, whatever it is doing.
 */
export type ImportPdfEngine = Pick<PdfClient, 'open' | 'text' | 'thumbnail' | 'close' | 'terminate'>;

/** The storage calls the import makes (planFileRepository). */
export interface ImportStore {
  findFileByHash(projectId: string, hash: string): Promise<PlanFileRow | undefined>;
  importPlanFile(input: ImportPlanFileInput, author: Author): Promise<ImportedPlanFile>;
}
