/**
 * Opening a sheet's PDF for the viewer: its bytes from the files repository, opened in the PDF worker, wrapped as the
 * viewer's SheetSource. No React here (the hook in sheetSlots.tsx drives it), so it is tested with a fake client.
 *
 * - A file opened for one sheet stays open while any sheet of it is shown, and for a while after (moving to the next
 *   page of the same file does not parse 1 MB of PDF again); it is closed in the worker once nobody used it for
 *   IDLE_CLOSE_MS.
 * - If the worker died meanwhile (its documents are lost with it), the source opens the file again on the next render
 *   instead of failing for good.
 * - Nothing here writes: a missing or unreadable file leaves the sheet, its measurements and the file's row as they
 *   are (the error says so and the page offers to try again).
 */
import type { SheetRow } from '../../domain/takeoff/types';
import type { PlanLayer } from '../../screens/Workspace/Layers';
import type { SheetRender, SheetRenderRequest, SheetSource } from '../../screens/Workspace/Viewer';
import type {
  LayerInfo,
  OpenResult,
  PageInfo,
  RenderOptions,
  RenderResult,
  SnapIndexResult,
  VectorsOptions,
} from '../../workers/pdf/protocol';
import { PdfEngineError } from '../../workers/pdf/protocol';

/** The part of the PDF client used here (src/workers/pdf/client.ts; tests hand in a fake). */
export interface SheetPdfClient {
  open(docId: string, data: ArrayBuffer, options?: { signal?: AbortSignal }): Promise<OpenResult>;
  render(docId: string, page: number, options: RenderOptions & { signal?: AbortSignal }): Promise<RenderResult>;
  close(docId: string): Promise<void>;
  /** The page's snapping index (the measuring tools); a client without it gives no snapping. */
  snapIndex?(docId: string, page: number, options: VectorsOptions & { signal?: AbortSignal }): Promise<SnapIndexResult>;
}

export type SheetFileErrorCode =
  'fileMissing' | 'fileUnreadable' | 'planOffline' | 'planNotFound' | 'planMismatch' | 'planStorage';

/** Why a sheet's file cannot be shown although its rows are there; `code` picks the French message (viewer.fr.ts). */
export class SheetFileError extends Error {
  override readonly name = 'SheetFileError';
  constructor(
    /**
     * fileMissing: no bytes stored (purged to free space); fileUnreadable: the browser could not read them; the
     * `plan…` codes: a shared project's plan could not be fetched from the server's blob store (sharing/planBlob.ts).
     */
    readonly code: SheetFileErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`the plan file cannot be shown: ${code}`, options);
  }
}

/** How long an open file outlives its last sheet on screen. */
export const IDLE_CLOSE_MS = 30_000;

export interface OpenedSheet {
  readonly source: SheetSource;
  /** The file's layers (optional content groups), in the document's order. */
  readonly layers: readonly PlanLayer[];
  readonly page: PageInfo;
  /** What the worker's open gave (to keep for the next visit); null when the sheet came from what was kept. */
  readonly document: { pages: readonly PageInfo[]; layers: readonly LayerInfo[]; sha256: string } | null;
  /** The page's snapping index, built in the worker without the hidden layers' lines. */
  snapIndex(options: { hiddenLayerIds?: readonly string[]; signal?: AbortSignal }): Promise<SnapIndexResult>;
  /** Gives the file back: closed in the worker once no sheet uses it for IDLE_CLOSE_MS. */
  release(): void;
}

/** Reads a file's bytes from storage; undefined when they are not stored. */
export type ReadFileBlob = (fileId: string) => Promise<Blob | undefined>;

interface OpenFile {
  docId: string;
  readBlob: ReadFileBlob;
  opening: Promise<OpenResult>;
  users: number;
  closeTimer: ReturnType<typeof setTimeout> | undefined;
}

export interface SheetDocumentsOptions {
  client: SheetPdfClient;
  /** @default IDLE_CLOSE_MS */
  idleCloseMs?: number;
}

const isCode = (error: unknown, code: string) => error instanceof PdfEngineError && error.code === code;

/** The files open in the PDF worker for the viewer, by file id; one per app (see sheetDocuments()). */
export class SheetDocuments {
  readonly #client: SheetPdfClient;
  readonly #idleCloseMs: number;
  readonly #files = new Map<string, OpenFile>();
  #opened = 0;

  constructor({ client, idleCloseMs = IDLE_CLOSE_MS }: SheetDocumentsOptions) {
    this.#client = client;
    this.#idleCloseMs = idleCloseMs;
  }

  /** Documents open in the worker now (tests). */
  get openCount(): number {
    return this.#files.size;
  }

  /**
   * Opens the sheet's file (or takes the one already open) and gives its page as a SheetSource. Rejects with a
   * SheetFileError (no bytes, unreadable bytes) or the engine's PdfEngineError (corrupt, password, …); nothing is
   * kept open after a failure, so trying again reads the file again.
   */
  async open(
    sheet: Pick<SheetRow, 'fileId' | 'pageIndex'>,
    readBlob: ReadFileBlob,
    signal?: AbortSignal,
  ): Promise<OpenedSheet> {
    const file = this.#acquire(sheet.fileId, readBlob);
    const release = this.#releaser(sheet.fileId, file);
    try {
      const result = await file.opening;
      signal?.throwIfAborted();
      const page = result.pages[sheet.pageIndex];
      if (!page) throw new PdfEngineError('badRequest', `the file has no page ${sheet.pageIndex + 1}`);
      return this.#sheetOf(sheet.fileId, file, page, result.layers, release, result);
    } catch (error) {
      release();
      throw error;
    }
  }

  /**
   * The sheet at once, from what an earlier open of its file gave (its page and layers, kept by renderCache.ts): the
   * file opens meanwhile, and the source's renders and the snapping index wait for it. A failure to open shows as
   * the first render's error.
   */
  openKept(
    sheet: Pick<SheetRow, 'fileId' | 'pageIndex'>,
    page: PageInfo,
    layers: readonly LayerInfo[],
    readBlob: ReadFileBlob,
  ): OpenedSheet {
    const file = this.#acquire(sheet.fileId, readBlob);
    return this.#sheetOf(sheet.fileId, file, page, layers, this.#releaser(sheet.fileId, file), null);
  }

  /** Starts opening a file someone is about to show; it stays open for the idle delay, then closes if unused. */
  preopen(fileId: string, readBlob: ReadFileBlob): void {
    const file = this.#acquire(fileId, readBlob);
    this.#release(fileId, file);
  }

  /** Gives the file back once, however often it is called. */
  #releaser(fileId: string, file: OpenFile): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#release(fileId, file);
    };
  }

  #sheetOf(
    fileId: string,
    file: OpenFile,
    page: PageInfo,
    layers: readonly LayerInfo[],
    release: () => void,
    result: OpenResult | null,
  ): OpenedSheet {
    return {
      source: this.#source(fileId, file, page),
      layers,
      page,
      document: result && { pages: result.pages, layers: result.layers, sha256: result.sha256 },
      snapIndex: (options) => this.#snapIndex(file, page, options),
      release,
    };
  }

  async #snapIndex(
    file: OpenFile,
    page: PageInfo,
    { hiddenLayerIds, signal }: { hiddenLayerIds?: readonly string[]; signal?: AbortSignal },
  ): Promise<SnapIndexResult> {
    const client = this.#client;
    if (!client.snapIndex) throw new PdfEngineError('badRequest', 'this client builds no snapping index');
    await file.opening;
    signal?.throwIfAborted();
    return client.snapIndex(file.docId, page.index, {
      ...(signal && { signal }),
      ...(hiddenLayerIds && { hiddenLayerIds }),
    });
  }

  #acquire(fileId: string, readBlob: ReadFileBlob): OpenFile {
    const known = this.#files.get(fileId);
    if (known) {
      clearTimeout(known.closeTimer);
      known.closeTimer = undefined;
      known.users += 1;
      return known;
    }
    const docId = `sheet-file-${fileId}-${++this.#opened}`;
    const opening = this.#openFile(fileId, docId, readBlob);
    const file: OpenFile = { docId, readBlob, opening, users: 1, closeTimer: undefined };
    this.#files.set(fileId, file);
    // A failed open is forgotten at once: the next try reads the file again.
    file.opening.catch(() => {
      if (this.#files.get(fileId) === file) this.#files.delete(fileId);
    });
    return file;
  }

  async #openFile(fileId: string, docId: string, readBlob: ReadFileBlob): Promise<OpenResult> {
    const blob = await readBlob(fileId);
    if (!blob) throw new SheetFileError('fileMissing');
    let data: ArrayBuffer;
    try {
      data = await blob.arrayBuffer();
    } catch (cause) {
      // The row's Blob handle outlived its bytes (storage cleared behind IndexedDB's back).
      throw new SheetFileError('fileUnreadable', { cause });
    }
    return this.#client.open(docId, data);
  }

  #release(fileId: string, file: OpenFile) {
    file.users -= 1;
    if (file.users > 0) return;
    clearTimeout(file.closeTimer);
    file.closeTimer = setTimeout(() => {
      if (file.users > 0 || this.#files.get(fileId) !== file) return;
      this.#files.delete(fileId);
      file.opening.then(
        () => this.#client.close(file.docId).catch(() => {}),
        () => {},
      );
    }, this.#idleCloseMs);
  }

  /** A restarted worker has lost the file: open it again under a new id (once, whichever render found out first). */
  #reopen(fileId: string, file: OpenFile, lostDocId: string) {
    if (file.docId !== lostDocId) return;
    file.docId = `sheet-file-${fileId}-${++this.#opened}`;
    file.opening = this.#openFile(fileId, file.docId, file.readBlob);
    // Awaited by the render that retries; a failure is its error.
    file.opening.catch(() => {});
  }

  #source(fileId: string, file: OpenFile, page: PageInfo): SheetSource {
    const render = async (request: SheetRenderRequest, retried: boolean): Promise<SheetRender> => {
      const { region, scale, hiddenLayerIds, signal } = request;
      const docId = file.docId;
      try {
        await file.opening;
      } catch (error) {
        // Opening it again after a worker restart failed: the next try (« Réessayer ») reads it once more.
        if (retried || signal.aborted) throw error;
        this.#reopen(fileId, file, docId);
        return render(request, true);
      }
      try {
        const result = await this.#client.render(docId, page.index, {
          scale,
          region,
          signal,
          ...(hiddenLayerIds && { hiddenLayerIds }),
        });
        return { image: result.bitmap, region: result.region };
      } catch (error) {
        if (retried || signal.aborted || !isCode(error, 'unknownDocument')) throw error;
        this.#reopen(fileId, file, docId);
        return render(request, true);
      }
    };
    return { width: page.widthPt, height: page.heightPt, render: (request) => render(request, false) };
  }
}

let shared: SheetDocuments | undefined;

/** The app's open plan files, over the app's PDF client (made on first use). */
export function sheetDocuments(client: () => SheetPdfClient): SheetDocuments {
  shared ??= new SheetDocuments({ client: client() });
  return shared;
}
