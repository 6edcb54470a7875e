/**
 * Named versions of a project (src/domain/takeoff/versions.ts): made from the project's rows read in one transaction,
 * listed newest first, compared, and restored through the journal, so that a restore is one entry of the project's
 * history that Ctrl+Z takes back.
 *
 * Making a version is not a command: it changes no row of the take-off (a bookmark, not work to undo).
 */
import { stateFromRows } from '../../domain/takeoff/commands';
import type { JournalEntry } from '../../domain/takeoff/journal';
import { fail, ok, type Measurement, type Result } from '../../domain/takeoff/types';
import {
  linkedArticleIds,
  restoreVersion,
  snapshotOf,
  versionLibraryOf,
  type VersionLibrary,
  validateVersionName,
  type RestoreIssue,
  type VersionNameIssue,
  type VersionRow,
  type VersionSnapshot,
} from '../../domain/takeoff/versions';
import type { QuantityInput } from '../../domain/library/quantities';
import { guard } from '../errors';
import { repositoryContext, type RepositoryOptions } from '../repository';
import type { MetrDatabase } from '../schema';
import { runCommand, type Author } from './journal';
import { projectScope } from './scopes';
import { loadProjectState } from './sheets';

/**
 * What a version records of the library (see VersionLibrary): the libraries the project declares and the linked
 * articles with their chapter and lot, read by key (a few rows, whatever the library's size).
 */
async function recordedLibrary(
  db: MetrDatabase,
  projectId: string,
  measurements: readonly Measurement[],
): Promise<VersionLibrary> {
  const links = await db.usageLinks.where('projectId').equals(projectId).toArray();
  const libraries = await db.libraries.bulkGet(links.map((l) => l.dbSourceId));
  const declared = links.filter((_, i) => libraries[i] !== undefined).map((l) => l.dbSourceId);
  const present = <T>(rows: readonly (T | undefined)[]) => rows.filter((r): r is T => r !== undefined);
  const articles = present(await db.libraryItems.bulkGet(linkedArticleIds(measurements)));
  const chapters = present(await db.libraryChapters.bulkGet([...new Set(articles.map((a) => a.subCategory))]));
  const lots = present(await db.libraryLots.bulkGet([...new Set(chapters.map((c) => c.lotId))]));
  const state = stateFromRows({ libraryLots: lots, libraryChapters: chapters, libraryItems: articles });
  return versionLibraryOf(measurements, state, declared);
}

const newestFirst = (a: VersionRow, b: VersionRow) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export function versionRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);

  return {
    /** The project's versions, newest first (index read only: fit for liveQuery). */
    list: (projectId: string): Promise<VersionRow[]> =>
      guard(async () => (await db.versions.where('projectId').equals(projectId).toArray()).sort(newestFirst)),

    /**
     * Makes a version of the project as it is now, under a name checked here again (trimmed, unique in the project):
     * the project's rows and the names are read in the same transaction as the write.
     */
    create: (projectId: string, name: string, author: Author): Promise<Result<VersionRow, VersionNameIssue>> =>
      guard(() =>
        db.transaction(
          'rw',
          [
            db.projects,
            db.files,
            db.plans,
            db.measurements,
            db.variables,
            db.versions,
            db.usageLinks,
            db.libraries,
            db.libraryLots,
            db.libraryChapters,
            db.libraryItems,
          ],
          async () => {
            const existing = await db.versions.where('projectId').equals(projectId).toArray();
            const checked = validateVersionName(
              name,
              existing.map((v) => v.name),
            );
            if (!checked.ok) return checked;
            const state = await loadProjectState(db, projectId);
            const snapshot = snapshotOf(state, projectId);
            const row: VersionRow = {
              id: ctx.newId(),
              projectId,
              name: checked.value,
              createdAt: ctx.now(),
              by: author.by,
              snapshot: { ...snapshot, library: await recordedLibrary(db, projectId, snapshot.measurements) },
            };
            await db.versions.add(row);
            return ok(row);
          },
        ),
      ),

    /**
     * Renames a version, the name checked as at its making (trimmed, unique in its project but for itself). Like the
     * making, not a command: a version is a bookmark, its name no part of the take-off.
     */
    rename: (versionId: string, name: string): Promise<Result<VersionRow, VersionNameIssue | 'missingVersion'>> =>
      guard(() =>
        db.transaction('rw', db.versions, async () => {
          const version = await db.versions.get(versionId);
          if (!version) return fail('missingVersion' as const);
          const others = await db.versions.where('projectId').equals(version.projectId).toArray();
          const checked = validateVersionName(
            name,
            others.filter((v) => v.id !== versionId).map((v) => v.name),
          );
          if (!checked.ok) return checked;
          const renamed = { ...version, name: checked.value };
          await db.versions.put(renamed);
          return ok(renamed);
        }),
      ),

    /**
     * Deletes a version (the take-off does not change; nothing to undo in the journal, so the page asks first).
     * Restores it named stay « Restauration d’une version » in the history, without its name.
     */
    delete: (versionId: string): Promise<void> => guard(() => db.versions.delete(versionId)),

    /** The project's take-off now, as a snapshot: the right side of « comparer avec l’état actuel ». */
    current: (projectId: string): Promise<VersionSnapshot> =>
      guard(async () => snapshotOf(await loadProjectState(db, projectId), projectId)),

    /** The article library as it is now (every library's lots, chapters and articles), to price a comparison. */
    library: (): Promise<QuantityInput['library']> =>
      guard(async () => {
        const [lots, chapters, items] = await Promise.all([
          db.libraryLots.toArray(),
          db.libraryChapters.toArray(),
          db.libraryItems.toArray(),
        ]);
        const state = stateFromRows({ libraryLots: lots, libraryChapters: chapters, libraryItems: items });
        return {
          libraryLots: state.libraryLots,
          libraryChapters: state.libraryChapters,
          libraryItems: state.libraryItems,
        };
      }),

    /**
     * Brings the project back to a version: one 'restoreVersion' entry in its history (undone by Ctrl+Z). Refused,
     * with nothing written, when the version is gone or a file its sheets come from is no longer in the project (its
     * row or its bytes). A version equal to now journals nothing (entry null).
     */
    restore: (
      versionId: string,
      author: Author,
    ): Promise<Result<JournalEntry | null, RestoreIssue | { readonly kind: 'missingVersion' }>> =>
      guard(async () => {
        const version = await db.versions.get(versionId);
        if (!version) return fail({ kind: 'missingVersion' as const });
        const scope = projectScope(version.projectId);
        const { entry, result } = await runCommand<Result<null, RestoreIssue>>(
          db,
          ctx,
          { scope, by: author.by },
          async () => {
            const state = await loadProjectState(db, version.projectId);
            const built = restoreVersion(state, version.projectId, version.snapshot);
            const empty = { type: 'restoreVersion' as const, changes: [] };
            if (!built.ok) return { command: empty, result: built };
            const fileIds = [...new Set(version.snapshot.sheets.map((s) => s.fileId))];
            const blobs = await db.fileBlobs.where(':id').anyOf(fileIds).primaryKeys();
            const missing = fileIds.find((id) => !blobs.includes(id));
            if (missing !== undefined) {
              const name = version.snapshot.files.find((f) => f.id === missing)?.name ?? missing;
              return { command: empty, result: fail({ kind: 'missingFile' as const, fileName: name }) };
            }
            return { command: built.value, result: ok(null) };
          },
          [db.fileBlobs, db.versions],
        );
        if (!result.ok) return result;
        // After the commit (runCommand owns its transaction): a failure here leaves a restore the history names
        // « Restauration d’une version » without the version's name, nothing worse.
        if (entry) await db.journal.update(entry.id, { versionId });
        return ok(entry);
      }),
  };
}
