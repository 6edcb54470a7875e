/**
 * The plan import pipeline: one queue per project, no React. Each file goes
 *   size check (over 200 MB refused unread) → signature (first KB) → bytes read → opened in the PDF worker (which
 *   hashes it) → duplicate check by hash (the user answers: skip, or add as a new revision) → per page: label, text
 *   and title block → sheet name, thumbnail (all in the worker) → ONE importPlanFile transaction (bytes, thumbnails,
 *   file row, sheets, one journal entry)
 * and ends done, failed (with a typed reason), cancelled or skipped. One file failing never stops the others.
 *
 * A file added `{ indiceOf: true }` is a new indice of the project's sheets (issue 27): its pages are analysed as
 * above (the title block read on every page, for its sheet number and printed indice), then it stops at `pairing`
 * with a pairing proposed by the injected pairPages, and waits — without its PDF worker, closed by then — for
 * confirmPairing (ONE transaction, ONE 'importIndice' journal entry: sheets naming their previous indice, each with
 * its letter) or cancel (nothing written).
 *
 * Files run `concurrency` at a time (default 1: see the README's decision, measured with `npm run bench:import`).
 * A file waiting for an answer, or for another file with the same bytes to settle, gives its turn to the next one,
 * so one open question never stalls the batch. A file can be cancelled until its transaction starts; from then on it
 * is saved whole or not at all.
 *
 * Every file is bounded (see the README's decision « Bounded PDF work »): its pages counted before any is opened
 * (MAX_PDF_PAGES), each page's operators counted as pdf.js parses it (MAX_PAGE_OPERATORS), each worker call timed
 * (PDF_TIME_LIMITS). A file runs in a PDF worker of its own, which is terminated — not asked to stop — when the file
 * is cancelled or runs over a limit: pdf.js cannot be interrupted half-way through a page, and terminating the worker
 * is what gives its memory back. The next file gets a fresh worker; a worker that ended its file normally is kept for
 * the next one (starting one costs pdf.js's load).
 *
 * The state is a list of immutable items (getSnapshot/subscribe, as React's useSyncExternalStore wants them).
 */
import type { IndicePage, PagePairing } from '../../domain/comparison/types';
import { guessSheetName, sheetIdentity } from '../../domain/pdf/sheetName';
import { PDF_TIME_LIMITS, checkPdfSize, preflightPdfFile } from '../../domain/pdf/importCheck';
import type { SheetDraft } from '../../domain/takeoff/commands';
import type { PlanFileRow } from '../../domain/takeoff/types';
import type { Author } from '../../db/workspace/journal';
import type { OpenResult, PageInfo } from '../../workers/pdf/protocol';
import { cleanFileName } from './fileName';
import { cadFailureOf, cadPreflight, isCadKind } from './cad';
import { fileKindOf, SNIFF_BYTES } from '../../domain/cad/sniff';
import type { CadUnit } from '../../domain/cad/types';
import { ImportRefusedError, importFailureOf, isPageLevelFailure } from './failures';
import { hasSheetSize, indiceSheets, newIndice, pairingProblem } from './indice';
import { readFileBytes } from './readFile';
import {
  isCancellable,
  isSettled,
  type AddOptions,
  type DuplicateAnswer,
  type DuplicateQuestion,
  type ImportChange,
  type ImportItem,
  type ImportPdfEngine,
  type ImportResult,
  type ImportStore,
  type CadServices,
  type ImportCadEngine,
  type UnitQuestion,
  type IndicePair,
  type IndiceServices,
  type PairingProblem,
  type PairingQuestion,
} from './types';

/** The stored file's media type: the signature was checked, whatever type the browser guessed from the name. */
const PDF_MEDIA_TYPE = 'application/pdf';

/**
 * The longer side of a stored thumbnail, in pixels: 2.5× the sheet list's 96 px column (sharp on a 2× screen) and
 * the size `npm run bench:pdf` measures.
 */
export const THUMBNAIL_PX = 240;

/** Where each step ends on a file's progress bar (0–1). Analysing the pages is most of the work. */
export const PROGRESS = { read: 0.15, open: 0.25, analysed: 0.92, saving: 0.95 } as const;

export interface ImportQueueOptions {
  readonly projectId: string;
  readonly author: Author;
  /** Makes a PDF engine (a worker) for a file; one that ended its file normally is reused for the next. */
  readonly pdf: () => ImportPdfEngine;
  /** @default PDF_TIME_LIMITS */
  readonly timeLimits?: { readonly openMs: number; readonly pageMs: number };
  readonly store: ImportStore;
  /** Asked once, at the first file added (the browser may keep the data from then on). */
  readonly requestPersistence?: () => Promise<boolean>;
  /** Files analysed at the same time. @default 1 */
  readonly concurrency?: number;
  /** Pages of one file in the worker at the same time: one parsed while the previous one is drawn. @default 2 */
  readonly pageConcurrency?: number;
  /** @default THUMBNAIL_PX */
  readonly thumbnailPx?: number;
  /** @default () => crypto.randomUUID() */
  readonly newId?: () => string;
  /** The project's sheets and the pairing of a new indice's pages; needed to add files `{ indiceOf: true }`. */
  readonly indice?: IndiceServices;
  /** The CAD worker and the server's DWG conversion (issue 28); without them a DXF or DWG fails 'cad:workerFailed'. */
  readonly cad?: CadServices;
}

export interface ImportQueue {
  readonly projectId: string;
  /** Queues files in this order; returns their item ids. `{ indiceOf: true }`: as a new indice (needs `indice`). */
  add(files: readonly File[], options?: AddOptions): string[];
  /** Stops a file unless its transaction has started (then it is saved whole). */
  cancel(id: string): void;
  /** Cancels every file that can still be cancelled. */
  cancelAll(): void;
  /**
   * Answers a file's duplicate question. With `applyToOthers`, the same answer goes to every question now open and
   * to those that come up until the queue is idle (the user re-dropped a whole plan set).
   */
  answer(id: string, answer: DuplicateAnswer, applyToOthers?: boolean): void;
  /** Answers a CAD file's unit question (issue 28); null leaves the file out (skipped, nothing saved). */
  answerUnit(id: string, unit: CadUnit | null): void;
  /**
   * Saves a new indice waiting at `pairing` with this pairing (one per page; a null sheet makes the page a sheet of
   * its own). Returns why it was refused (nothing changes, the file keeps waiting), or null once it goes on.
   */
  confirmPairing(id: string, pairing: readonly PagePairing[]): PairingProblem | null;
  /** Takes a settled file off the list. */
  dismiss(id: string): void;
  /** Takes every settled file off the list. */
  clearSettled(): void;
  getSnapshot(): readonly ImportItem[];
  subscribe(listener: (change: ImportChange) => void): () => void;
  /** Resolves once every file added so far has settled and its work has returned (its document closed). */
  idle(): Promise<void>;
}

/** A counting semaphore whose resuming holders (back from a question) go before files not started yet. */
class Turns {
  #free: number;
  readonly #resuming: (() => void)[] = [];
  readonly #waiting: (() => void)[] = [];

  constructor(count: number) {
    this.#free = Math.max(1, Math.floor(count));
  }

  take(isResuming = false): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve();
    }
    return new Promise((resolve) => (isResuming ? this.#resuming : this.#waiting).push(resolve));
  }

  give(): void {
    const next = this.#resuming.shift() ?? this.#waiting.shift();
    if (next) next();
    else this.#free++;
  }
}

/**
 * The sheets to save for a confirmed pairing: each paired page names its previous indice and takes its letter; the
 * pairs say which (the new sheet's id is known once saved: its page index stands for it until then).
 */
function withPreviousIndices(
  question: PairingQuestion,
  pairing: readonly PagePairing[],
  sheets: readonly SheetDraft[],
): { sheets: SheetDraft[]; pairs: IndicePair[] } {
  const bySheet = new Map(question.sheets.map((s) => [s.id, s]));
  const byPage = new Map(pairing.map((p) => [p.pageIndex, p.sheetId]));
  const pairs: IndicePair[] = [];
  const drafts = sheets.map((draft): SheetDraft => {
    const previousId = byPage.get(draft.pageIndex) ?? null;
    const previous = previousId === null ? undefined : bySheet.get(previousId);
    const page = question.pages.find((p) => p.pageIndex === draft.pageIndex);
    if (!previous || !page) return draft;
    const indice = newIndice(page, previous);
    pairs.push({
      pageIndex: draft.pageIndex,
      previousSheetId: previous.id,
      sheetId: '',
      indice,
      isSizeMismatch: !hasSheetSize(page, previous),
    });
    return { ...draft, previousSheetId: previous.id, indice };
  });
  return { sheets: drafts, pairs };
}

/** Resolves with `promise`, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

const hex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** Failures after which the file's worker is terminated rather than reused: it may still be busy, or broken. */
const WORKER_STOPPING_REASONS: ReadonlySet<string> = new Set(['tooComplex', 'timeout', 'engineFailed', 'unknown']);

const cancelledReason = () => new DOMException('The import of this file was cancelled', 'AbortError');

interface Entry {
  readonly file: File;
  readonly controller: AbortController;
  /** Set while the file waits for the user's answer. */
  answer?: (answer: DuplicateAnswer) => void;
  /** Imported as a new indice of the project's sheets. */
  readonly isIndice: boolean;
  /** Set while a new indice waits for its pairing. */
  confirm?: (pairing: readonly PagePairing[]) => void;
  /** Set while a CAD file waits for its unit (null: not imported). */
  unit?: (unit: CadUnit | null) => void;
  /** The other CAD files (by name) added with it: its external references may ask for them (issue 28). */
  readonly siblings: readonly File[];
}

/** A name a CAD file may have: the files an external reference can be drawn from. */
const CAD_NAME = /\.(dxf|dwg)$/i;

/** What the analysis reads of a page for a new indice's pairing. */
interface PageIdentity {
  readonly number?: string;
  readonly revision?: string;
}

export function createImportQueue(options: ImportQueueOptions): ImportQueue {
  const { projectId, author, store } = options;
  const timeLimits = options.timeLimits ?? PDF_TIME_LIMITS;
  /** A worker whose file ended normally, kept for the next file. */
  let idleEngine: ImportPdfEngine | null = null;
  const takeEngine = (): ImportPdfEngine => {
    const engine = idleEngine ?? options.pdf();
    idleEngine = null;
    return engine;
  };
  const giveBack = (engine: ImportPdfEngine, isReusable: boolean) => {
    if (isReusable && idleEngine === null) idleEngine = engine;
    else if (engine !== idleEngine) engine.terminate();
  };
  const pageConcurrency = Math.max(1, options.pageConcurrency ?? 2);
  const thumbnailPx = options.thumbnailPx ?? THUMBNAIL_PX;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const turns = new Turns(options.concurrency ?? 1);
  const entries = new Map<string, Entry>();
  const listeners = new Set<(change: ImportChange) => void>();
  /** Hashes being imported: a second file with the same bytes waits for the first to settle, then asks. */
  const claims = new Map<string, Promise<void>>();
  let items: readonly ImportItem[] = [];
  let standingAnswer: DuplicateAnswer | null = null;
  let hasAskedPersistence = false;
  /** Files whose work has not returned yet (a cancelled file is settled at once, its worker calls stop after). */
  let running = 0;
  let idleWaiters: (() => void)[] = [];
  const checkIdle = () => {
    if (running > 0 || !items.every(isSettled)) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const emit = (change: ImportChange) => {
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (error) {
        // A listener's bug must not stop an import.
        console.error(error);
      }
    }
  };

  const find = (id: string) => items.find((item) => item.id === id);

  /** Replaces a file's state; a settled file is never changed again, and progress never goes back. */
  const update = (id: string, next: (item: ImportItem) => ImportItem) => {
    const current = find(id);
    if (!current || isSettled(current)) return;
    const changed = next(current);
    const item = { ...changed, progress: Math.max(current.progress, changed.progress) } as ImportItem;
    items = items.map((i) => (i.id === id ? item : i));
    if (items.every(isSettled)) standingAnswer = null;
    emit({ kind: 'updated', item });
  };

  const base = (item: ImportItem) => ({
    id: item.id,
    name: item.name,
    size: item.size,
    progress: item.progress,
    ...(item.drawing ? { drawing: item.drawing } : {}),
  });

  const claim = async (hash: string, signal: AbortSignal): Promise<() => void> => {
    for (let held = claims.get(hash); held; held = claims.get(hash)) await untilAborted(held, signal);
    let release = () => {};
    claims.set(hash, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      claims.delete(hash);
      release();
    };
  };

  const ask = (id: string, entry: Entry, existing: PlanFileRow, signal: AbortSignal) => {
    const question: DuplicateQuestion = {
      fileId: existing.id,
      fileName: existing.name,
      importedAt: existing.createdAt,
    };
    const answered = new Promise<DuplicateAnswer>((resolve) => {
      entry.answer = (answer) => {
        delete entry.answer;
        resolve(answer);
      };
    });
    update(id, (item) => ({ ...base(item), step: 'question', question }));
    return untilAborted(answered, signal);
  };

  /** Names and thumbnails of every page, `pageConcurrency` pages in the worker at a time. */
  const analyse = async (
    pdf: ImportPdfEngine,
    id: string,
    docId: string,
    opened: OpenResult,
    fileName: string,
    signal: AbortSignal,
    isIndice = false,
  ) => {
    const { pageCount, pages } = opened;
    // One page failing for good stops the others at once rather than after they finish.
    const stop = new AbortController();
    const onAbort = () => stop.abort(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    const sheets: SheetDraft[] = new Array<SheetDraft>(pageCount);
    const thumbnails: (Blob | null)[] = new Array<Blob | null>(pageCount).fill(null);
    const identities: PageIdentity[] = new Array<PageIdentity>(pageCount).fill({});
    let next = 0;
    let done = 0;
    const report = () =>
      update(id, (item) => ({
        ...base(item),
        step: 'analysing',
        page: Math.min(done + 1, pageCount),
        pageCount,
        progress: PROGRESS.open + ((PROGRESS.analysed - PROGRESS.open) * done) / pageCount,
      }));

    const nameOf = async (page: PageInfo): Promise<string> => {
      const input = {
        pageIndex: page.index,
        label: page.label,
        sheetWidth: page.widthPt,
        sheetHeight: page.heightPt,
        fileName,
      };
      const byLabel = guessSheetName({ ...input, items: [] });
      // A new indice's title block is read whatever the label says: its sheet number and printed indice are there.
      if (byLabel.source === 'pageLabel' && !isIndice) return byLabel.name;
      try {
        const { items } = await pdf.text(docId, page.index, { signal: stop.signal, timeoutMs: timeLimits.pageMs });
        if (!isIndice) return guessSheetName({ ...input, items }).name;
        const { name, number, revision } = sheetIdentity({ ...input, items });
        identities[page.index] = { ...(number ? { number } : {}), ...(revision ? { revision } : {}) };
        return name;
      } catch (error) {
        if (!isPageLevelFailure(error)) throw error;
        if (isIndice) identities[page.index] = sheetIdentity({ ...input, items: [] });
        return byLabel.name;
      }
    };
    const thumbnailOf = async (page: PageInfo): Promise<Blob | null> => {
      try {
        const thumbnail = await pdf.thumbnail(docId, page.index, {
          maxPx: thumbnailPx,
          signal: stop.signal,
          timeoutMs: timeLimits.pageMs,
        });
        // Stored as a Blob; the bitmap (for immediate display) is not used here and holds memory until closed.
        thumbnail.bitmap.close();
        return thumbnail.blob;
      } catch (error) {
        if (!isPageLevelFailure(error)) throw error;
        return null;
      }
    };
    const lane = async () => {
      while (next < pageCount) {
        const page = pages[next++];
        if (!page) break;
        // The thumbnail first, then the text: both make pdf.js parse the page's content, and the thumbnail is what
        // counts its operators. A page over the limit is then refused after one parse, not two at once.
        const thumbnail = await thumbnailOf(page);
        const name = await nameOf(page);
        sheets[page.index] = { pageIndex: page.index, name, width: page.widthPt, height: page.heightPt };
        thumbnails[page.index] = thumbnail;
        done++;
        report();
      }
    };
    report();
    try {
      await Promise.all(Array.from({ length: Math.min(pageConcurrency, pageCount) }, lane));
    } catch (error) {
      stop.abort(error);
      throw error;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
    return { sheets, thumbnails, identities };
  };

  /** The pairing question of a new indice's analysed pages, with the pairing the injected pairPages proposes. */
  const pairingQuestion = async (
    services: IndiceServices,
    sheets: readonly SheetDraft[],
    identities: readonly PageIdentity[],
  ): Promise<PairingQuestion> => {
    const pages = sheets.map((sheet, i): IndicePage => ({
      pageIndex: sheet.pageIndex,
      name: sheet.name,
      ...identities[i],
      width: sheet.width,
      height: sheet.height,
    }));
    const all = await services.sheets();
    const candidates = indiceSheets(all);
    const current = new Set(candidates.map((s) => s.id));
    const proposed =
      candidates.length === 0
        ? pages.map((p): PagePairing => ({ pageIndex: p.pageIndex, sheetId: null }))
        : await services.pair(
            pages,
            all.filter((s) => current.has(s.id)),
          );
    const notice =
      candidates.length === 0 ? 'noSheets' : proposed.every((p) => p.sheetId === null) ? 'nonePaired' : null;
    return { pages, proposed: [...proposed], sheets: candidates, notice };
  };

  const waitForPairing = (id: string, entry: Entry, pairing: PairingQuestion, signal: AbortSignal) => {
    const confirmed = new Promise<readonly PagePairing[]>((resolve) => {
      entry.confirm = (chosen) => {
        delete entry.confirm;
        resolve(chosen);
      };
    });
    update(id, (item) => ({ ...base(item), step: 'pairing', pairing, file: entry.file }));
    return untilAborted(confirmed, signal);
  };

  const askUnit = (id: string, entry: Entry, unit: UnitQuestion, signal: AbortSignal) => {
    const answered = new Promise<CadUnit | null>((resolve) => {
      entry.unit = (chosen) => {
        delete entry.unit;
        resolve(chosen);
      };
    });
    update(id, (item) => ({ ...base(item), step: 'unit', unit }));
    return untilAborted(answered, signal);
  };

  const run = async (id: string, entry: Entry) => {
    const { file, controller } = entry;
    const { signal } = controller;
    running++;
    await turns.take();
    let hasTurn = true;
    /** Waits for something without holding a turn, so that other files go on meanwhile. */
    const withoutTurn = async <T>(wait: Promise<T>): Promise<T> => {
      turns.give();
      hasTurn = false;
      const value = await wait;
      await turns.take(true);
      hasTurn = true;
      signal.throwIfAborted();
      return value;
    };
    const docId = `import-${id}`;
    let pdf: ImportPdfEngine | null = null;
    /** How the file ended: its worker is kept for the next file only after a normal end. */
    let isEngineReusable = false;
    let isOpening = false;
    let releaseClaim: (() => void) | null = null;
    /** The file's CAD worker, when it is a CAD file (set by its steps; terminated when the file ends). */
    const cad: { engine: ImportCadEngine | null } = { engine: null };
    try {
      signal.throwIfAborted();
      update(id, (item) => ({ ...base(item), step: 'reading' }));
      // Size first: a 2 GB file is refused without a byte read (a DXF's limit is the PDF's; a DWG's is lower).
      const bySize = checkPdfSize(file.size);
      if (bySize) throw new ImportRefusedError(bySize);
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      const kind = fileKindOf(file.name, head);
      signal.throwIfAborted();
      if (isCadKind(kind)) {
        // A CAD file (issue 28): read (DXF, in the CAD worker) or converted (DWG, on the server), drawn as a
        // one-page PDF with its model, then saved as any plan. A new indice's pairing is for PDF pages only.
        const cadRefused = cadPreflight(kind, file.size);
        if (cadRefused) throw new ImportRefusedError(cadRefused);
        if (!options.cad) throw new ImportRefusedError('cad:workerFailed');
        const services = options.cad;
        const data = await readFileBytes(file, {
          signal,
          onProgress: (done, total) => {
            const progress = (PROGRESS.read * done) / total;
            if (progress - (find(id)?.progress ?? 0) >= 0.01) update(id, (item) => ({ ...item, progress }));
          },
        });
        const hash = hex(await crypto.subtle.digest('SHA-256', data));
        signal.throwIfAborted();
        const held = claims.has(hash);
        releaseClaim = held ? await withoutTurn(claim(hash, signal)) : await claim(hash, signal);
        const existing = await store.findFileByHash(projectId, hash);
        signal.throwIfAborted();
        let revisionOf: string | undefined;
        if (existing) {
          const answer = standingAnswer ?? (await withoutTurn(ask(id, entry, existing, signal)));
          if (answer === 'skip') {
            update(id, (item) => ({ ...base(item), step: 'skipped', progress: 1 }));
            return;
          }
          revisionOf = existing.id;
        }
        const drawing = kind === 'dwg' ? 'dwg' : 'dxf';
        update(id, (item) => ({ ...base(item), drawing, step: 'opening', progress: PROGRESS.read }));
        // The CAD steps' module is loaded with the first CAD file: the project page's first load does not carry it.
        const { importCadFile } = await import('./cadFile');
        const outcome = await importCadFile({
          kind: drawing,
          file,
          data,
          hash,
          ...(revisionOf ? { revisionOf } : {}),
          signal,
          services,
          drawingId: `import-${id}`,
          docId,
          projectId,
          author,
          store,
          timeLimits,
          thumbnailPx,
          progress: (value) => {
            if (value - (find(id)?.progress ?? 0) >= 0.01) update(id, (item) => ({ ...item, progress: value }));
          },
          step: (step, progress) =>
            update(id, (item) =>
              step === 'analysing'
                ? { ...base(item), step, page: 1, pageCount: 1, progress }
                : { ...base(item), step, progress },
            ),
          askUnit: (question) => withoutTurn(askUnit(id, entry, question, signal)),
          xrefCandidates: entry.siblings.map((sibling) => ({ name: cleanFileName(sibling.name), file: sibling })),
          ...(store.cadSources
            ? { projectXrefCandidates: () => store.cadSources?.(projectId) ?? Promise.resolve([]) }
            : {}),
          useCadEngine: (engine) => {
            cad.engine = engine;
          },
          pdf: () => {
            isOpening = true;
            pdf = takeEngine();
            return pdf;
          },
        });
        if (outcome === 'skipped') {
          update(id, (item) => ({ ...base(item), step: 'skipped', because: 'noUnit', progress: 1 }));
          return;
        }
        update(id, (item) => ({ ...base(item), step: 'done', progress: 1, result: outcome }));
        isEngineReusable = true;
        return;
      }
      const refused = await preflightPdfFile(file);
      signal.throwIfAborted();
      if (refused) throw new ImportRefusedError(refused);
      const data = await readFileBytes(file, {
        signal,
        onProgress: (done, total) => {
          const progress = (PROGRESS.read * done) / total;
          // At most one update per percent: a 200 MB file comes in thousands of chunks.
          if (progress - (find(id)?.progress ?? 0) >= 0.01) update(id, (item) => ({ ...item, progress }));
        },
      });
      update(id, (item) => ({ ...base(item), step: 'opening', progress: PROGRESS.read }));
      isOpening = true;
      pdf = takeEngine();
      const opened = await pdf.open(docId, data, {
        signal,
        timeoutMs: timeLimits.openMs,
        onProgress: ({ stage, done, total }) => {
          if (stage !== 'pages' || !done || !total) return;
          const progress = PROGRESS.read + ((PROGRESS.open - PROGRESS.read) * done) / total;
          update(id, (item) => ({ ...item, progress }));
        },
      });

      const held = claims.has(opened.sha256);
      releaseClaim = held ? await withoutTurn(claim(opened.sha256, signal)) : await claim(opened.sha256, signal);
      const existing = await store.findFileByHash(projectId, opened.sha256);
      signal.throwIfAborted();
      let revisionOf: string | undefined;
      if (existing) {
        const answer = standingAnswer ?? (await withoutTurn(ask(id, entry, existing, signal)));
        if (answer === 'skip') {
          update(id, (item) => ({ ...base(item), step: 'skipped', progress: 1 }));
          return;
        }
        revisionOf = existing.id;
      }

      const name = cleanFileName(file.name);
      const analysed = await analyse(pdf, id, docId, opened, name, signal, entry.isIndice);
      const { thumbnails } = analysed;
      let { sheets } = analysed;
      signal.throwIfAborted();
      let pairs: IndicePair[] | undefined;
      if (entry.isIndice && options.indice) {
        // The pages are read: the worker is not needed while the person looks at the pairing, however long.
        pdf.close(docId).catch(() => {});
        giveBack(pdf, true);
        pdf = null;
        const question = await pairingQuestion(options.indice, sheets, analysed.identities);
        signal.throwIfAborted();
        const pairing = await withoutTurn(waitForPairing(id, entry, question, signal));
        const saved = withPreviousIndices(question, pairing, sheets);
        sheets = saved.sheets;
        pairs = saved.pairs;
      }
      update(id, (item) => ({ ...base(item), step: 'saving', progress: PROGRESS.saving }));
      const imported = await store.importPlanFile(
        {
          projectId,
          file: {
            name,
            mediaType: PDF_MEDIA_TYPE,
            hash: opened.sha256,
            pageCount: opened.pageCount,
            ...(revisionOf ? { revisionOf } : {}),
          },
          // The picked file's own bytes (a Blob over the same data, not a copy) under the checked media type.
          blob: new Blob([file], { type: PDF_MEDIA_TYPE }),
          sheets,
          thumbnails,
          ...(pairs && pairs.length > 0 ? { type: 'importIndice' as const } : {}),
        },
        author,
      );
      const sheetIds = imported.sheets.map((s) => s.id);
      const result: ImportResult = {
        fileId: imported.file.id,
        sheetIds,
        ...(revisionOf ? { revisionOf } : {}),
        ...(pairs
          ? { pairs: pairs.map((pair) => ({ ...pair, sheetId: sheetIds[pair.pageIndex] ?? pair.sheetId })) }
          : {}),
      };
      update(id, (item) => ({ ...base(item), step: 'done', progress: 1, result }));
      isEngineReusable = true;
    } catch (error) {
      const reason = cadFailureOf(error, signal) ?? importFailureOf(error, signal);
      if (reason === 'cancelled') update(id, (item) => ({ ...base(item), step: 'cancelled' }));
      else update(id, (item) => ({ ...base(item), step: 'failed', reason }));
      // A damaged or protected file leaves its worker as it found it; a cancellation, a limit or a crash does not.
      isEngineReusable = reason !== 'cancelled' && !WORKER_STOPPING_REASONS.has(reason);
    } finally {
      releaseClaim?.();
      // A CAD worker serves one file: its drawing's memory goes with it.
      cad.engine?.terminate();
      if (pdf) {
        // Also after a cancelled open: a document the worker finished opening just as the call was dropped stays
        // open there otherwise. Closing an unknown document does nothing. A worker about to be terminated is not
        // asked: its memory goes with it.
        if (isOpening && isEngineReusable) pdf.close(docId).catch(() => {});
        giveBack(pdf, isEngineReusable);
      }
      if (hasTurn) turns.give();
      entries.delete(id);
      running--;
      checkIdle();
    }
  };

  const cancel = (id: string) => {
    const item = find(id);
    const entry = entries.get(id);
    if (!item || !entry || !isCancellable(item)) return;
    // Shown at once; the file's work stops as its pending calls see the signal.
    update(id, (i) => ({ ...base(i), step: 'cancelled' }));
    entry.controller.abort(cancelledReason());
  };

  return {
    projectId,

    add(files, addOptions = {}) {
      const isIndice = addOptions.indiceOf === true;
      if (isIndice && !options.indice) throw new Error('Importing a new indice needs the queue’s `indice` services');
      if (files.length > 0 && !hasAskedPersistence) {
        hasAskedPersistence = true;
        // Not awaited: a browser may ask the user, and the import does not depend on the answer.
        void options.requestPersistence?.().catch(() => false);
      }
      // External references are drawn from the files of the same selection (an architect's folder, host and
      // referenced files together): each CAD file knows the others.
      const cadFiles = files.filter((file) => CAD_NAME.test(file.name));
      const added = files.map((file): [ImportItem, Entry] => [
        { id: newId(), name: cleanFileName(file.name), size: file.size, progress: 0, step: 'queued' },
        {
          file,
          controller: new AbortController(),
          isIndice,
          siblings: CAD_NAME.test(file.name) ? cadFiles.filter((other) => other !== file) : [],
        },
      ]);
      for (const [item, entry] of added) {
        items = [...items, item];
        entries.set(item.id, entry);
        emit({ kind: 'updated', item });
      }
      for (const [item, entry] of added) void run(item.id, entry);
      return added.map(([item]) => item.id);
    },

    cancel,

    cancelAll() {
      for (const item of items) cancel(item.id);
    },

    answer(id, answer, applyToOthers = false) {
      entries.get(id)?.answer?.(answer);
      if (!applyToOthers) return;
      standingAnswer = answer;
      for (const item of items) if (item.step === 'question') entries.get(item.id)?.answer?.(answer);
    },

    answerUnit(id, unit) {
      entries.get(id)?.unit?.(unit);
    },

    confirmPairing(id, pairing) {
      const item = find(id);
      const entry = entries.get(id);
      if (item?.step !== 'pairing' || !entry?.confirm) return 'pagesMismatch';
      const problem = pairingProblem(item.pairing, pairing);
      if (problem) return problem;
      entry.confirm(pairing);
      return null;
    },

    dismiss(id) {
      const item = find(id);
      if (!item || !isSettled(item)) return;
      items = items.filter((i) => i.id !== id);
      emit({ kind: 'removed', id });
    },

    clearSettled() {
      for (const item of items.filter(isSettled)) this.dismiss(item.id);
    },

    getSnapshot: () => items,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    idle() {
      const idle = new Promise<void>((resolve) => idleWaiters.push(resolve));
      checkIdle();
      return idle;
    },
  };
}
