/**
 * Which libraries a project uses, in the seed's tables: a library is a data source (`dbSources`, type 'library', its
 * id the library's id) and a project uses it through a `usageLinks` row (id `<projectId>/<libraryId>`, so declaring
 * twice writes one row). The declaration is a preference — which articles the linking search offers — not take-off
 * data: it is not journalled (undoing a quantity must not undo a ticked box), and quantities always count every
 * linked article, declared or not.
 */
import { guard } from '../errors';
import type { MetrDatabase } from '../schema';

export const LIBRARY_SOURCE_TYPE = 'library';

/** A usage link's id: declaring twice writes one row. */
export const usageId = (projectId: string, libraryId: string) => `${projectId}/${libraryId}`;

export function projectLibraryRepository(db: MetrDatabase) {
  return {
    /** The ids of the libraries a project declares, among those that still exist. */
    list: (projectId: string): Promise<string[]> =>
      guard(async () => {
        const links = await db.usageLinks.where('projectId').equals(projectId).toArray();
        const ids = links.map((l) => l.dbSourceId);
        const existing = await db.libraries.bulkGet(ids);
        return ids.filter((_, i) => existing[i] !== undefined);
      }),

    /** Declares (or withdraws) a library for a project. */
    setUsed: (projectId: string, libraryId: string, used: boolean): Promise<void> =>
      guard(() =>
        db.transaction('rw', [db.dbSources, db.usageLinks, db.libraries], async () => {
          if (!used) {
            await db.usageLinks.delete(usageId(projectId, libraryId));
            return;
          }
          const library = await db.libraries.get(libraryId);
          if (!library) return;
          await db.dbSources.put({ id: libraryId, name: library.name, type: LIBRARY_SOURCE_TYPE });
          await db.usageLinks.put({ id: usageId(projectId, libraryId), dbSourceId: libraryId, projectId });
        }),
      ),
  };
}

export type ProjectLibraryRepository = ReturnType<typeof projectLibraryRepository>;

/** A project shared with the server (its row's `sharing`) that carries a library, with who shared it. */
export interface SharedProjectOfLibrary {
  readonly projectId: string;
  readonly projectName: string;
  /** The server's id of the person who shared it. */
  readonly sharedBy: string;
}

/**
 * The shared projects in this browser whose document carries the library: the same rule as db/sharing/rows.ts's
 * projectLibraryIds (a library the project declares, or one an article linked by its measurements belongs to), read
 * the other way round. Their roles decide what may change in the library (domain/sharing/rights.ts).
 */
export function sharedProjectsOfLibrary(db: MetrDatabase, libraryId: string): Promise<SharedProjectOfLibrary[]> {
  return guard(async () => {
    const projects = (await db.projects.toArray()).filter((p) => p.sharing !== undefined);
    if (projects.length === 0) return [];
    const articleIds = new Set(await db.libraryItems.where('bibliotheque_id').equals(libraryId).primaryKeys());
    const found: SharedProjectOfLibrary[] = [];
    for (const project of projects) {
      const declared = (await db.usageLinks.get(usageId(project.id, libraryId))) !== undefined;
      const linked =
        declared ||
        (articleIds.size > 0 &&
          (await db.measurements.where('projectId').equals(project.id).toArray()).some((m) =>
            (m.links ?? []).some((link) => articleIds.has(link.articleId)),
          ));
      if (linked && project.sharing) {
        found.push({ projectId: project.id, projectName: project.name, sharedBy: project.sharing.by });
      }
    }
    return found;
  });
}
