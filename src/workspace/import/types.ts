/**
 * The plan import pipeline's public shapes: what each file goes through, why it can fail, and the two services it
 * works with (the PDF engine and the plan file repository), as the smallest interfaces that tests can fake.
 */
import type { ImportedPlanFile, ImportPlanFileInput } from '../../db/workspace/files';
import type { Author } from '../../db/workspace/journal';
import type { CadDrawing, CadErrorCode, CadFormat, CadUnit } from '../../domain/cad/types';
import type { IndicePage, PagePairing } from '../../domain/comparison/types';
import type { PdfImportErrorCode } from '../../domain/pdf/importCheck';
import type { IsoDateTime, PlanFileRow, SheetRow } from '../../domain/takeoff/types';
import type { PdfClient } from '../../workers/pdf/client';
import type { CadBuildResult, CadBuildXrefs, CadDrawingSummary, CadProgressMessage } from '../../workers/cad/protocol';

/**
 * Why a file was not imported. The PDF checks' own codes (not a PDF, empty, over 200 MB, damaged or truncated,
 * password-protected, unknown), then what the browser around them can refuse:
 * - quota: the origin's storage is full (nothing of the file was written);
 * - storageUnavailable: IndexedDB cannot be used (private browsing, blocked, closed by a newer version of the app);
 * - projectMissing: the project was deleted (in another tab, or by an undo in the project list) during the import;
 * - unreadable: the browser could not read the file (moved, deleted or changed on disk since it was picked);
 * - engineFailed: the PDF worker stopped (most often out of memory on a huge plan).
 * The engine's limits (importCheck.ts) give tooManyPages, tooComplex and timeout. A new indice (issue 27) adds:
 * - indiceOutdated: a sheet its pages were paired with was deleted, or received another indice, before the save.
 */
export type ImportFailureReason = PdfFailureReason | CadFailureReason;

/** The failures of any file, PDF or CAD, said by i18n/import.fr.ts (CAD files' own by i18n/cad.fr.ts). */
export type PdfFailureReason =
  | PdfImportErrorCode
  | 'quota'
  | 'storageUnavailable'
  | 'projectMissing'
  | 'unreadable'
  | 'engineFailed'
  | 'indiceOutdated';

/**
 * A CAD file's failures (issue 28), apart from the PDF's: the same word may mean another limit (a DWG's 50 MB, not a
 * PDF's 200 MB), so each has its own message (i18n/cad.fr.ts, cadErrorMessage).
 */
export type CadFailureReason = `cad:${Exclude<CadErrorCode, 'cancelled'>}`;

/** A CAD file that does not say its unit waits for the person's answer (asked once per file). */
export interface UnitQuestion {
  readonly format: CadFormat;
  /** What the file's `$INSUNITS` said (a unit Metr does not take), or null when it said nothing or « sans unité ». */
  readonly insUnits: number | null;
}

/** The CAD worker's calls the import makes (a CadClient; a fake in tests). */
export interface ImportCadEngine {
  readDxf(
    drawingId: string,
    data: ArrayBuffer,
    options?: { signal?: AbortSignal; onProgress?: (progress: CadProgressMessage) => void },
  ): Promise<CadDrawingSummary>;
  loadDrawing(
    drawingId: string,
    drawing: CadDrawing | ArrayBuffer,
    options?: { signal?: AbortSignal },
  ): Promise<CadDrawingSummary>;
  build(
    drawingId: string,
    unit: CadUnit,
    unitSource: 'file' | 'person',
    options?: {
      signal?: AbortSignal;
      onProgress?: (progress: CadProgressMessage) => void;
      /** The kept drawings of its external references' files, drawn in (domain/cad/xrefs.ts). */
      xrefs?: CadBuildXrefs;
    },
  ): Promise<CadBuildResult>;
  forget(drawingId: string): Promise<unknown>;
  terminate(): void;
  /** Starts the worker ahead of its first call, so that its start overlaps the DWG's conversion. */
  start?(): void;
}

/** What importing CAD files needs: the CAD worker, and the server's DWG conversion. */
export interface CadServices {
  engine(): ImportCadEngine;
  /**
   * The server's conversion of a DWG: its drawing, or its answer as it came (the drawing's JSON, which the CAD worker
   * parses and checks: `loadDrawing`).
   */
  convertDwg(
    file: Blob,
    options: { signal?: AbortSignal; onProgress?: (sent: number, total: number) => void },
  ): Promise<CadDrawing | ArrayBuffer>;
}

/** The already-imported file a new one has the same bytes as. */
export interface DuplicateQuestion {
  readonly fileId: string;
  readonly fileName: string;
  readonly importedAt: IsoDateTime;
}

export type DuplicateAnswer = 'skip' | 'revision';

/** How a file is added: `indiceOf` imports it as the new indice of the project's sheets (issue 27). */
export interface AddOptions {
  readonly indiceOf?: true;
}

/** A current sheet of the project, as the pairing of a new indice shows it and checks sizes against. */
export interface IndiceSheet {
  readonly id: string;
  readonly name: string;
  /** Its indice: the letter confirmed at import, else the printed one, else by its place in its chain (A, B…). */
  readonly indice: string;
  readonly width: number;
  readonly height: number;
}

/**
 * Why nothing is paired yet: the project has no sheet to pair with (the pages can only become sheets of their own),
 * or no page matched a sheet by number, name or order (the person pairs by hand, or imports them as new sheets).
 */
export type PairingNotice = 'noSheets' | 'nonePaired';

/** What a file imported as a new indice waits on: the person confirms or edits the pairing of its pages. */
export interface PairingQuestion {
  readonly pages: readonly IndicePage[];
  /** One per page, in page order (the injected pairPages). */
  readonly proposed: readonly PagePairing[];
  /** The project's current sheets, in the sheet list's order. */
  readonly sheets: readonly IndiceSheet[];
  readonly notice: PairingNotice | null;
}

/** Why confirmPairing refused a pairing (nothing changes; the dialog says why). */
export type PairingProblem =
  /** Not one pairing per page of the file. */
  | 'pagesMismatch'
  /** A sheet that is not a current sheet of the project. */
  | 'unknownSheet'
  /** Two pages paired with the same sheet. */
  | 'sheetTwice';

/** A page saved as the new indice of a sheet. */
export interface IndicePair {
  readonly pageIndex: number;
  readonly previousSheetId: string;
  readonly sheetId: string;
  readonly indice: string;
  /**
   * The page's size differs from the previous indice's (another paper format, or turned): automatic alignment may
   * fail, the manual one (two pairs of points) is offered.
   */
  readonly isSizeMismatch: boolean;
}

export interface ImportResult {
  readonly fileId: string;
  readonly sheetIds: readonly string[];
  /** The file this one was added as a new revision of. */
  readonly revisionOf?: string;
  /** Imported as a new indice: the pages paired with a previous sheet, old → new, to compare (unpaired ones are not). */
  readonly pairs?: readonly IndicePair[];
  /**
   * A CAD file's paper-space layouts that could not be read (CadSheetModel.unreadableLayouts): not imported, and its
   * summary says so. Absent when every layout was read.
   */
  readonly unreadLayouts?: number;
  /**
   * A CAD file's external references that it places but does not contain (CadSheetModel.missingXrefs): its summary
   * says how many. Absent when there are none.
   */
  readonly missingXrefs?: number;
  /**
   * A CAD file's external references drawn from files given with it (CadSheetModel.drawnXrefs): its summary says how
   * many. Absent when there are none.
   */
  readonly drawnXrefs?: number;
}

interface ItemBase {
  readonly id: string;
  /** The file's name, control and bidirectional characters removed (see cleanFileName). */
  readonly name: string;
  readonly size: number;
  /** 0–1, for a determinate progress bar; it never goes back. */
  readonly progress: number;
  /** A CAD drawing's format, once the file is known to be one: its steps are said in a drawing's words. */
  readonly drawing?: 'dxf' | 'dwg';
}

/** One file of an import and where it is; `step` says which fields it has. */
export type ImportItem = ItemBase &
  (
    | { readonly step: 'queued' | 'reading' | 'opening' | 'saving' }
    /** `page` is 1-based: the page being analysed (or the last one done), of `pageCount`. */
    | { readonly step: 'analysing'; readonly page: number; readonly pageCount: number }
    | { readonly step: 'question'; readonly question: DuplicateQuestion }
    /** A CAD file without a unit: answerUnit(id, unit) goes on, answerUnit(id, null) leaves it out. */
    | { readonly step: 'unit'; readonly unit: UnitQuestion }
    /**
     * A new indice waiting for its pairing: confirmPairing(id, pairing) saves it, cancel(id) leaves nothing. `file` is
     * the file as picked (the bytes the save stores): the comparison starts on it while the person reads the pairing.
     */
    | { readonly step: 'pairing'; readonly pairing: PairingQuestion; readonly file: Blob }
    | { readonly step: 'done'; readonly result: ImportResult }
    | { readonly step: 'failed'; readonly reason: ImportFailureReason }
    | { readonly step: 'cancelled' }
    /** Left out by the person: a file already in the project, or (`noUnit`) a CAD file whose unit they did not give. */
    | { readonly step: 'skipped'; readonly because?: 'noUnit' }
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
export type ImportPdfEngine = Pick<PdfClient, 'open' | 'text' | 'thumbnail' | 'close' | 'terminate'> &
  Partial<Pick<PdfClient, 'ready'>>;

/**
 * What importing a new indice needs besides the import's own services (the route wires them): the project's sheets,
 * and pairPages from domain/comparison/pairing.ts over its current ones.
 */
export interface IndiceServices {
  /** Every sheet of the project, previous indices included (an indice letter by order counts its chain). */
  sheets(): Promise<readonly SheetRow[]>;
  /** One pairing per page, in page order, with the current sheets only. */
  pair(
    pages: readonly IndicePage[],
    sheets: readonly SheetRow[],
  ): readonly PagePairing[] | Promise<readonly PagePairing[]>;
}

/** A CAD file a drawing's external references may ask for by name: one of its selection, or of the project. */
export interface XrefCandidate {
  readonly name: string;
  readonly file: Blob;
}

/** The storage calls the import makes (planFileRepository). */
export interface ImportStore {
  findFileByHash(projectId: string, hash: string): Promise<PlanFileRow | undefined>;
  /** The project's CAD files as received, newest first (issue 28: external references drawn from them). */
  cadSources?(projectId: string): Promise<readonly XrefCandidate[]>;
  importPlanFile(input: ImportPlanFileInput, author: Author): Promise<ImportedPlanFile>;
}
