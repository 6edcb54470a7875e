/**
 * « Continuer sans partage » (issue 30): a shared project whose change the server refused goes on in this browser as a
 * local project — under a new identity. Its rows, blobs, versions and journal are moved, in one IndexedDB transaction,
 * from the team's ids to new ones: the project's, and those of every file, sheet, measurement, variable, version and
 * journal entry it holds or ever held (the rows its journal and versions could bring back included), every reference
 * to them rewritten. The team's project keeps its ids on the server and in the colleagues' browsers, so the copy can be
 * shared again as a new team project without meeting it, and the team's project can come back here (« Partagés avec
 * moi ») without overwriting the copy: both could sit in one browser, whose tables key rows by id alone.
 *
 * The libraries keep their ids (a library is one library in every project that carries it).
 *
 * In the same transaction, the journal's steps made by another person while the project was shared are marked
 * irreversible (`irreversibleWhy: 'byColleague'`): this browser's undo (the journal's, linear) stops before them and
 * says why, as the per-person undo of the shared project never took back a colleague's change. They stay in the
 * history with who and when. So is the project list's step that marked the project shared (`'unshared'`): with its
 * `sharing` gone from the moved rows it would change nothing, and « Annuler » in the list would say it undid it (or,
 * pressed again, take the project back past its sharing); the list's undo stops there and says why.
 */
import { comparisonsTables, deleteComparisonsOfFiles } from '../workspace/comparisonsCleanup';
import { usageId } from '../library/projectLibraries';
import type { MovedProject } from './moved';
import { projectJournal } from './rows';
import type { MetrDatabase } from '../schema';
import type { JournalRow } from '../types';
import { PROJECTS_SCOPE, projectScope } from '../workspace/scopes';

/** The model's tables whose rows belong to one project (and move with it); the libraries' do not. */
const PROJECT_TABLES: ReadonlySet<string> = new Set(['projects', 'files', 'sheets', 'measurements', 'variables']);

export interface KeepAsLocalOptions {
  /** This person's author id in the journal (the workspace's `author.by`); null: every step is marked. */
  readonly by: string | null;
  /**
   * The copy's name from the project's (« Résidence — modifications non envoyées »), when the copy holds what the
   * team's version does not and the team's is opened again beside it; the project's own name otherwise.
   */
  readonly rename?: (name: string) => string;
  readonly now?: () => Date;
  readonly newId?: () => string;
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Moves a project to new ids in one transaction (nothing, if any write fails), removes its `sharing`, and marks the
 * colleagues' steps; answers the new ids, or null when the project is not in this browser.
 */
export async function keepAsLocalCopy(
  db: MetrDatabase,
  projectId: string,
  { by, rename, now = () => new Date(), newId = () => crypto.randomUUID() }: KeepAsLocalOptions,
): Promise<MovedProject | null> {
  const scope = projectScope(projectId);
  return db.transaction(
    'rw',
    [
      db.projects,
      db.files,
      db.plans,
      db.measurements,
      db.variables,
      db.versions,
      db.usageLinks,
      db.journal,
      db.scopes,
      db.fileBlobs,
      db.thumbnails,
      db.cadModels,
      db.sheetViews,
      ...comparisonsTables(db),
    ],
    async (): Promise<MovedProject | null> => {
      const project = await db.projects.get(projectId);
      if (!project) return null;
      const [files, sheets, measurements, variables, versions, links, journal, scopeRow] = await Promise.all([
        db.files.where('projectId').equals(projectId).toArray(),
        db.plans.where('projectId').equals(projectId).toArray(),
        db.measurements.where('projectId').equals(projectId).toArray(),
        db.variables.where('projectId').equals(projectId).toArray(),
        db.versions.where('projectId').equals(projectId).toArray(),
        db.usageLinks.where('projectId').equals(projectId).toArray(),
        projectJournal(db, projectId),
        db.scopes.get(scope),
      ]);
      // The bytes of its files now, and of those its journal can bring back (an import undone keeps them for redo).
      const fileIds = [
        ...new Set([
          ...files.map((f) => f.id),
          ...journal.flatMap((e) => e.changes.flatMap((c) => (c.table === 'files' ? [c.id] : []))),
          ...versions.flatMap((v) => v.snapshot.files.map((f) => f.id)),
        ]),
      ];
      const [blobs, cad, thumbnails, views] = await Promise.all([
        db.fileBlobs.bulkGet(fileIds),
        db.cadModels.bulkGet(fileIds),
        db.thumbnails.where('fileId').anyOf(fileIds).toArray(),
        db.sheetViews.where('fileId').anyOf(fileIds).toArray(),
      ]);

      // Every id the project's rows hold or could bring back: its rows now, and those its journal and versions name.
      const ids = new Map<string, string>();
      const fresh = (id: string) => {
        if (!ids.has(id)) ids.set(id, newId());
      };
      fresh(projectId);
      for (const row of [...files, ...sheets, ...measurements, ...variables, ...versions]) fresh(row.id);
      for (const entry of journal) {
        fresh(entry.id);
        for (const change of entry.changes) if (PROJECT_TABLES.has(change.table)) fresh(change.id);
      }
      for (const { snapshot } of versions) {
        for (const row of [...snapshot.sheets, ...snapshot.measurements, ...snapshot.variables, ...snapshot.files]) {
          fresh(row.id);
        }
      }
      const to = ids.get(projectId) ?? projectId;
      // Ids are random UUIDs: a text equal to one is that reference (a label never is one).
      const rewrite = <T>(value: T): T => {
        if (typeof value === 'string') return (ids.get(value) ?? value) as T;
        if (Array.isArray(value)) return value.map(rewrite) as T;
        if (isPlain(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)])) as T;
        return value;
      };

      const at = now().toISOString();
      // The project's row no longer says it is shared, nor do the steps' rows of it: an edit made while it was
      // shared is undone on the row as it is now (its before and after, checked against it, would not match).
      const unshared = (row: Plain | null) => {
        if (row === null || !('sharing' in row)) return row;
        const { sharing: _dropped, ...rest } = row;
        return rest;
      };
      /** The project list's step that marked the project shared (or took its sharing away). */
      const marksShared = (entry: JournalRow) =>
        entry.scope === PROJECTS_SCOPE &&
        entry.changes.some(
          (c) =>
            c.table === 'projects' &&
            JSON.stringify((c.before as Plain | null)?.['sharing']) !==
              JSON.stringify((c.after as Plain | null)?.['sharing']),
        );
      const moveEntry = (entry: JournalRow): JournalRow => {
        const rewritten = rewrite(entry);
        const changes = rewritten.changes.map((c) =>
          c.table === 'projects'
            ? { ...c, before: unshared(c.before as Plain | null), after: unshared(c.after as Plain | null) }
            : c,
        ) as JournalRow['changes'];
        const moved = { ...rewritten, changes, scope: entry.scope === scope ? projectScope(to) : entry.scope };
        if (marksShared(entry) && entry.irreversibleAt === undefined) {
          return { ...moved, irreversibleAt: at, irreversibleWhy: 'unshared' };
        }
        // Another person's step (or anyone's, when this person is not known here): undo stops before it.
        if (entry.by === by || entry.irreversibleAt !== undefined) return moved;
        return { ...moved, irreversibleAt: at, irreversibleWhy: 'byColleague' };
      };
      const { sharing: _sharing, ...kept } = rewrite(project);
      const local = rename ? { ...kept, name: rename(project.name) } : kept;

      await Promise.all([
        db.projects.delete(projectId),
        db.files.bulkDelete(files.map((r) => r.id)),
        db.plans.bulkDelete(sheets.map((r) => r.id)),
        db.measurements.bulkDelete(measurements.map((r) => r.id)),
        db.variables.bulkDelete(variables.map((r) => r.id)),
        db.versions.bulkDelete(versions.map((r) => r.id)),
        db.usageLinks.bulkDelete(links.map((r) => r.id)),
        db.journal.bulkDelete(journal.map((r) => r.id)),
        db.scopes.delete(scope),
        db.fileBlobs.bulkDelete(fileIds),
        db.cadModels.bulkDelete(fileIds),
        db.thumbnails.bulkDelete(thumbnails.map((r) => r.id)),
        db.sheetViews.bulkDelete(views.map((r) => r.id)),
        // Kept comparisons name the old ids: dropped, made again under the new ones when asked for.
        deleteComparisonsOfFiles(db, fileIds),
      ]);
      await Promise.all([
        db.projects.put(local),
        db.files.bulkPut(files.map(rewrite)),
        db.plans.bulkPut(sheets.map(rewrite)),
        db.measurements.bulkPut(measurements.map(rewrite)),
        db.variables.bulkPut(variables.map(rewrite)),
        db.versions.bulkPut(versions.map(rewrite)),
        db.usageLinks.bulkPut(
          links.map((link) => ({
            ...link,
            projectId: to,
            id: link.id === usageId(projectId, link.dbSourceId) ? usageId(to, link.dbSourceId) : newId(),
          })),
        ),
        db.journal.bulkPut(journal.map(moveEntry)),
        ...(scopeRow ? [db.scopes.put({ ...scopeRow, id: projectScope(to) })] : []),
        // The blobs' rows are keyed by their file's or sheet's id: the same bytes under the new key.
        db.fileBlobs.bulkPut(blobs.flatMap((row) => (row ? [{ ...row, id: ids.get(row.id) ?? row.id }] : []))),
        db.cadModels.bulkPut(cad.flatMap((row) => (row ? [{ ...row, id: ids.get(row.id) ?? row.id }] : []))),
        db.thumbnails.bulkPut(
          thumbnails.map((row) => ({
            ...row,
            id: ids.get(row.id) ?? row.id,
            fileId: ids.get(row.fileId) ?? row.fileId,
          })),
        ),
        db.sheetViews.bulkPut(
          views.map((row) => ({ ...row, id: ids.get(row.id) ?? row.id, fileId: ids.get(row.fileId) ?? row.fileId })),
        ),
      ]);
      const paths: Record<string, string> = { [projectId]: to };
      for (const row of [...files, ...sheets]) paths[row.id] = ids.get(row.id) ?? row.id;
      return { from: projectId, to, paths };
    },
  );
}
