/**
 * Plan files: their metadata rows are journalled like every change (the model's importFile command); their bytes and
 * thumbnails are blobs in their own tables, written in the same transaction but never part of a command (a 200 MB
 * PDF in every undo snapshot would exhaust the quota).
 *
 * Blob policy. Undoing an import, or deleting a project, removes the file's row but keeps its bytes, because redo (or
 * undoing the deletion) brings the row back and needs them. A blob whose file row is gone is therefore either
 * - garbage: no entry in effect or undone could bring the file back (its entries were discarded, or already marked
 *   irreversible); every purge removes it;
 * - restorable: an entry could still bring it back. purgeDeletedFiles() removes it when the user asks to free space,
 *   or, with `removedBefore`, once it has been gone long enough (the app may call it at start-up with a date 30 days
 *   back). The entries that would need it are then marked irreversible: undo and redo stop before them instead of
 *   restoring a file without its bytes.
 * The file's thumbnails, sheet views and CAD data (cadModels) go with its bytes.
 */
import { importIndice } from '../../domain/comparison/importIndice';
import { importFile, type SheetDraft } from '../../domain/takeoff/commands';
import { TakeoffError } from '../../domain/takeoff/errors';
import type { JournalEntry } from '../../domain/takeoff/journal';
import type { IsoDateTime, PlanFileRow, SheetRow } from '../../domain/takeoff/types';
import { guard } from '../errors';
import { requestPersistence } from '../open';
import { commandContext, repositoryContext, type RepositoryOptions } from '../repository';
import type { MetrDatabase } from '../schema';
import type { JournalRow, Scope } from '../types';
import { notify, runCommand, sheetsOfProject, type Author } from './journal';
import { projectScope } from './scopes';
import { comparisonsTables, deleteComparisonsOfFiles } from './comparisonsCleanup';

/** What the import worker hands over for one file: its metadata, bytes, pages and their thumbnails. */
export interface ImportPlanFileInput {
  readonly projectId: string;
  /** The size is the blob's own. */
  readonly file: Omit<PlanFileRow, 'id' | 'projectId' | 'size' | 'createdAt'>;
  readonly blob: Blob;
  /** One per page, in page order. */
  readonly sheets: readonly SheetDraft[];
  /** The thumbnail of sheets[i] at index i; null (or a shorter list) where there is none yet. */
  readonly thumbnails?: readonly (Blob | null)[];
  /**
   * A CAD file (issue 28; `file.cad` says which): the file as received and its sheet's model (CadSheetModel, JSON),
   * saved in the same transaction under the file's id (db table cadModels). `blob` is then the sheet's PDF.
   */
  readonly cad?: { readonly model: Blob; readonly source: Blob };
  /**
   * The journal entry's type. 'importIndice' (issue 27): sheets naming a `previousSheetId` are new indices of those
   * sheets, each of which must still be a current sheet of the project when the transaction runs (else
   * IndiceOutdatedError, and nothing is written). @default 'importFile'
   */
  readonly type?: 'importFile' | 'importIndice';
}

/**
 * A sheet a new indice was paired with was deleted, or received another new indice, between the pairing and the
 * save: nothing of the file was written (the person pairs again).
 */
export class IndiceOutdatedError extends TakeoffError {
  override readonly name = 'IndiceOutdatedError';
  readonly code = 'indiceOutdated';
  constructor(readonly sheetId: string) {
    super(`sheets/${sheetId} is no longer a current sheet of the project`);
  }
}

export interface ImportedPlanFile {
  readonly file: PlanFileRow;
  readonly sheets: readonly SheetRow[];
  readonly entry: JournalEntry | null;
}

export interface PurgeOptions {
  /**
   * Only purge restorable files removed before this time (e.g. 30 days ago); garbage goes whatever the date.
   * Absent: every deleted file goes (the user's explicit request to free space).
   */
  readonly removedBefore?: IsoDateTime;
}

export interface PurgeResult {
  readonly files: number;
  readonly bytes: number;
  /** Journal entries marked irreversible because they needed a purged file. */
  readonly irreversibleEntries: number;
}

interface Purged {
  readonly result: PurgeResult;
  /** The scopes whose entries were marked, to notify once the transaction has committed. */
  readonly scopes: readonly Scope[];
}

export interface StorageEstimate {
  /** What the browser counts for this origin, when it says (navigator.storage.estimate()). */
  readonly usage: number | null;
  readonly quota: number | null;
  /** Bytes of the plan files in use (from their rows, without reading a blob). */
  readonly planBytes: number;
  /** Bytes a purge would free: deleted files kept for undo. */
  readonly reclaimableBytes: number;
}

/** The part of `navigator` storageEstimate uses; injectable because Node and some browsers have no StorageManager. */
export interface StorageEstimateHost {
  storage?: Partial<Pick<StorageManager, 'estimate'>>;
}

/** Does this entry, when undone (in effect) or redone (undone), bring back one of these files? */
function needsFile(entry: JournalRow, fileIds: ReadonlySet<string>): boolean {
  const bringsBack = (change: JournalRow['changes'][number]) =>
    entry.status === 'done'
      ? change.before !== null && change.after === null
      : change.before === null && change.after !== null;
  // A discarded entry can no longer run; an irreversible one already stops undo and redo before it.
  if (entry.status === 'discarded' || entry.irreversibleAt !== undefined) return false;
  return entry.changes.some((c) => c.table === 'files' && fileIds.has(c.id) && bringsBack(c));
}

/** When the file left: the latest time an entry touching it removed it (a deletion done, an import undone). */
function removedAt(entries: readonly JournalRow[], fileId: string): IsoDateTime | null {
  let latest: IsoDateTime | null = null;
  for (const entry of entries) {
    for (const c of entry.changes) {
      if (c.table !== 'files' || c.id !== fileId) continue;
      const time = c.after === null && entry.status === 'done' ? entry.at : c.before === null ? entry.undoneAt : null;
      if (time && (!latest || time > latest)) latest = time;
    }
  }
  return latest;
}

export interface PlanFileRepositoryOptions extends RepositoryOptions {
  /** @default requestPersistence (open.ts): asked once per page. */
  requestPersistence?: () => Promise<boolean>;
}

export function planFileRepository(db: MetrDatabase, options: PlanFileRepositoryOptions = {}) {
  const ctx = repositoryContext(options);
  const persist = options.requestPersistence ?? requestPersistence;

  /** Blob ids with no file row: the deleted files. Reads keys only. */
  const orphanIds = async (): Promise<string[]> => {
    const [blobIds, fileIds] = await Promise.all([
      db.fileBlobs.toCollection().primaryKeys(),
      db.files.toCollection().primaryKeys(),
    ]);
    const live = new Set(fileIds);
    return blobIds.filter((id) => !live.has(id));
  };

  /** Inside the import's transaction: every previous indice named is a sheet of the project that none names yet. */
  const checkPreviousIndices = async (projectId: string, drafts: readonly SheetDraft[]): Promise<void> => {
    const previous = drafts.flatMap((d) => (d.previousSheetId === undefined ? [] : [d.previousSheetId]));
    if (previous.length === 0) return;
    const rows = (await sheetsOfProject(db, projectId).toArray()) as SheetRow[];
    const ids = new Set(rows.map((s) => s.id));
    const superseded = new Set(rows.map((s) => s.previousSheetId));
    const seen = new Set<string>();
    for (const id of previous) {
      if (!ids.has(id) || superseded.has(id) || seen.has(id)) throw new IndiceOutdatedError(id);
      seen.add(id);
    }
  };

  const sizeOf = async (ids: readonly string[]): Promise<number> => {
    // A stored Blob is a handle: reading its size does not read its bytes.
    const [blobs, cad] = await Promise.all([db.fileBlobs.bulkGet([...ids]), db.cadModels.bulkGet([...ids])]);
    return (
      blobs.reduce((sum, row) => sum + (row?.blob.size ?? 0), 0) +
      cad.reduce((sum, row) => sum + (row ? row.model.size + row.source.size : 0), 0)
    );
  };

  return {
    /**
     * Imports one file in one transaction: its bytes, its thumbnails, its row and its sheets (the importFile command,
     * journalled in the project's scope). Any failure, a full quota included (StorageQuotaError), leaves nothing of
     * the file. The first import also asks the browser to keep the data (requestPersistence).
     */
    importPlanFile: async (input: ImportPlanFileInput, author: Author): Promise<ImportedPlanFile> => {
      const { projectId, file, blob, sheets, thumbnails = [], type = 'importFile', cad } = input;
      // Not awaited: a browser may ask the user, and the import does not depend on the answer.
      void persist();
      const fileId = ctx.newId();
      const { entry, result } = await runCommand(
        db,
        ctx,
        { scope: projectScope(projectId), by: author.by },
        async () => {
          const row = { ...file, id: fileId, projectId, size: blob.size };
          if (type === 'importIndice') await checkPreviousIndices(projectId, sheets);
          const command =
            type === 'importIndice'
              ? importIndice(row, sheets, commandContext(ctx))
              : importFile(row, sheets, commandContext(ctx));
          const [fileChange, ...sheetChanges] = command.changes;
          const stored = fileChange?.after as PlanFileRow;
          const sheetRows = sheetChanges.map((c) => c.after as SheetRow);
          await db.fileBlobs.add({ id: fileId, blob });
          const thumbs = sheetRows.flatMap((sheet, i) => {
            const thumbnail = thumbnails[i];
            return thumbnail ? [{ id: sheet.id, fileId, blob: thumbnail }] : [];
          });
          if (thumbs.length > 0) await db.thumbnails.bulkAdd(thumbs);
          if (cad) await db.cadModels.add({ id: fileId, model: cad.model, source: cad.source });
          return { command, result: { file: stored, sheets: sheetRows } };
        },
        // cadModels only when used: a database opened at an older version (tests) has no such table.
        cad ? [db.fileBlobs, db.thumbnails, db.cadModels] : [db.fileBlobs, db.thumbnails],
      );
      return { ...result, entry };
    },

    /**
     * The project's newest file with these bytes (same SHA-256), for the question "already imported: skip it, or add
     * it as a new revision?" (a new revision is imported with `revisionOf` set to this file's id).
     */
    findFileByHash: (projectId: string, hash: string): Promise<PlanFileRow | undefined> =>
      guard(async () => {
        const files = await db.files.where('[projectId+hash]').equals([projectId, hash]).toArray();
        return files.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
      }),

    /**
     * The project's CAD files as received (issue 28), newest first: a new drawing's external references may ask for
     * one of them by name. Each source is a Blob IndexedDB reads only when used; a file whose blobs are not in this
     * browser (a colleague's, not fetched yet) is left out.
     */
    cadSources: (projectId: string): Promise<{ name: string; file: Blob }[]> =>
      guard(async () => {
        const rows = (await db.files.where('projectId').equals(projectId).toArray())
          .filter((f) => f.cad)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        if (rows.length === 0) return [];
        const stored = await db.cadModels.bulkGet(rows.map((r) => r.id));
        return rows.flatMap((row, i) => {
          const source = stored[i]?.source;
          return source ? [{ name: row.name, file: source }] : [];
        });
      }),

    /** A file's bytes, for the PDF engine; undefined when unknown or purged. */
    getFileBlob: (fileId: string): Promise<Blob | undefined> =>
      guard(async () => (await db.fileBlobs.get(fileId))?.blob),

    /** A CAD file's model and source (issue 28); undefined for a PDF, or once purged. */
    getCadModel: (fileId: string): Promise<{ model: Blob; source: Blob } | undefined> =>
      guard(async () => {
        const row = await db.cadModels.get(fileId);
        return row ? { model: row.model, source: row.source } : undefined;
      }),

    /** A sheet's thumbnail, or undefined (not made yet, or purged with its file). */
    getThumbnail: (sheetId: string): Promise<Blob | undefined> =>
      guard(async () => (await db.thumbnails.get(sheetId))?.blob),

    /** The thumbnails of these sheets, in one read: those that have none are not in the map. */
    getThumbnails: (sheetIds: readonly string[]): Promise<Map<string, Blob>> =>
      guard(async () => {
        const rows = await db.thumbnails.bulkGet([...sheetIds]);
        const found = new Map<string, Blob>();
        rows.forEach((row, i) => {
          const id = sheetIds[i];
          if (row && id !== undefined) found.set(id, row.blob);
        });
        return found;
      }),

    /** Saves a thumbnail made after the import (or again); not journalled, like every blob. */
    putThumbnail: (sheetId: string, fileId: string, blob: Blob): Promise<void> =>
      guard(async () => {
        await db.thumbnails.put({ id: sheetId, fileId, blob });
      }),

    /**
     * Removes the bytes, thumbnails and sheet views of deleted files (see the blob policy above) and marks the
     * journal entries that needed them irreversible, in one transaction; notifies the scopes it marked.
     */
    purgeDeletedFiles: ({ removedBefore }: PurgeOptions = {}): Promise<PurgeResult> =>
      guard(async () => {
        const tables = [
          db.fileBlobs,
          db.files,
          db.thumbnails,
          db.sheetViews,
          db.cadModels,
          ...comparisonsTables(db),
          db.journal,
        ];
        const nothing: PurgeResult = { files: 0, bytes: 0, irreversibleEntries: 0 };
        const { result, scopes } = await db.transaction('rw', tables, async (): Promise<Purged> => {
          const orphans = await orphanIds();
          const entries =
            orphans.length > 0 ? await db.journal.where('fileIds').anyOf(orphans).distinct().toArray() : [];
          const purged = orphans.filter((id) => {
            const needing = entries.filter((e) => needsFile(e, new Set([id])));
            if (needing.length === 0 || removedBefore === undefined) return true;
            const time = removedAt(needing, id);
            return time !== null && time < removedBefore;
          });
          if (purged.length === 0) return { result: nothing, scopes: [] };
          const bytes = await sizeOf(purged);
          await db.fileBlobs.bulkDelete(purged);
          await db.thumbnails.where('fileId').anyOf(purged).delete();
          await db.sheetViews.where('fileId').anyOf(purged).delete();
          await db.cadModels.bulkDelete(purged);
          await deleteComparisonsOfFiles(db, purged);
          const now = ctx.now();
          const gone = new Set(purged);
          const marked = entries
            .filter((e) => needsFile(e, gone))
            .map((e): JournalRow => ({ ...e, irreversibleAt: now }));
          await db.journal.bulkPut(marked);
          const touched = [...new Set(marked.map((e) => e.scope))];
          return { result: { files: purged.length, bytes, irreversibleEntries: marked.length }, scopes: touched };
        });
        for (const scope of scopes) notify(db, { scope, kind: 'purge', entry: null });
        return result;
      }),

    /**
     * How much space the app uses: the browser's figures when it gives them, and from our rows the bytes of the plan
     * files in use and of the deleted ones a purge would free.
     */
    storageEstimate: (host: StorageEstimateHost | undefined = globalThis.navigator): Promise<StorageEstimate> =>
      guard(async () => {
        const [files, orphans] = await Promise.all([db.files.toArray(), orphanIds()]);
        let estimate: { usage?: number; quota?: number } | undefined;
        try {
          estimate = await host?.storage?.estimate?.();
        } catch {
          // The figures are informative: without them the app shows its own.
        }
        return {
          usage: estimate?.usage ?? null,
          quota: estimate?.quota ?? null,
          planBytes: files.reduce((sum, f) => sum + f.size, 0),
          reclaimableBytes: await sizeOf(orphans),
        };
      }),
  };
}
