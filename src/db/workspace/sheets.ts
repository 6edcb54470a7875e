/**
 * What the workspace reads: a project's sheets and measurements, its whole state for the command builders, and each
 * sheet's view state. Every query goes through an index (never a scan of another project's rows) and none reads a
 * blob. They use only Dexie reads, so each can run inside Dexie's liveQuery to follow changes, other tabs' included.
 */
import { deleteSheet, renameSheet, stateFromRows } from '../../domain/takeoff/commands';
import { CommandError } from '../../domain/takeoff/errors';
import type { JournalEntry } from '../../domain/takeoff/journal';
import type { Measurement, PlanFileRow, SheetRow, TakeoffState } from '../../domain/takeoff/types';
import { guard } from '../errors';
import { commandContext, repositoryContext, type RepositoryOptions } from '../repository';
import type { MetrDatabase } from '../schema';
import type { LegacyPlanRow, SheetViewRow } from '../types';
import { runCommand, scopeVersion, sheetsOfProject, type Author } from './journal';
import { projectScope } from './scopes';

/** A row of `plans` that is a workspace sheet (version 2's legacy plans have no file). */
export function isSheet(row: SheetRow | LegacyPlanRow | undefined): row is SheetRow {
  return row !== undefined && 'fileId' in row;
}

/** Files in import order: by creation time, ties (a batch imported within one millisecond) by name, then id. */
function importOrder(a: PlanFileRow, b: PlanFileRow): number {
  return a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

/** A project's sheets in the order the sheet list shows them: files in import order, then pages in order. */
export async function listProjectSheets(db: MetrDatabase, projectId: string): Promise<SheetRow[]> {
  const [files, rows] = await Promise.all([
    db.files.where('projectId').equals(projectId).toArray(),
    sheetsOfProject(db, projectId).toArray(),
  ]);
  const rank = new Map(files.sort(importOrder).map((file, index) => [file.id, index]));
  const sheets = rows.filter(isSheet);
  const rankOf = (sheet: SheetRow) => rank.get(sheet.fileId) ?? rank.size;
  return sheets.sort((a, b) => rankOf(a) - rankOf(b) || a.pageIndex - b.pageIndex);
}

/** Every row of a project, as the command builders take them (deleting a project needs them all). */
export async function loadProjectState(db: MetrDatabase, projectId: string): Promise<TakeoffState> {
  const [project, files, sheets, measurements, variables] = await Promise.all([
    db.projects.get(projectId),
    db.files.where('projectId').equals(projectId).toArray(),
    sheetsOfProject(db, projectId).toArray(),
    db.measurements.where('projectId').equals(projectId).toArray(),
    db.variables.where('projectId').equals(projectId).toArray(),
  ]);
  return stateFromRows({
    projects: project ? [project] : [],
    files,
    sheets: sheets.filter(isSheet),
    measurements,
    variables,
  });
}

/**
 * The project's rows and its scope's version, read in one transaction: the rows are exactly those of that version (a
 * tab then applies the steps announced after it, see journalRunner).
 */
export function loadProjectAt(
  db: MetrDatabase,
  projectId: string,
): Promise<{ readonly rows: TakeoffState; readonly version: number }> {
  return guard(() =>
    db.transaction('r', [db.projects, db.files, db.plans, db.measurements, db.variables, db.scopes], async () => ({
      rows: await loadProjectState(db, projectId),
      version: await scopeVersion(db, projectScope(projectId)),
    })),
  );
}

/** A sheet as the sheet list shows it: the sheet, the file it comes from, and what its deletion would take. */
export interface SheetSummary {
  readonly sheet: SheetRow;
  readonly file: PlanFileRow | undefined;
  /** The file this sheet's file is a new revision of, when it is one. */
  readonly revisionOf: PlanFileRow | undefined;
  readonly measurementCount: number;
}

/** The view state a sheet is saved with; the sheet's file is filled in by putView. */
export type SheetView = Omit<SheetViewRow, 'fileId' | 'updatedAt'>;

export function sheetRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);

  /** The sheet, read again inside the command's transaction; CommandError('missingRow') when it is gone. */
  const sheetInTransaction = async (sheetId: string): Promise<SheetRow> => {
    const row = await db.plans.get(sheetId);
    if (!isSheet(row)) throw new CommandError('missingRow', `sheets/${sheetId} does not exist`);
    return row;
  };

  /** The project whose history a change of this sheet goes to. */
  const scopeOf = async (sheetId: string) => {
    const row = await db.plans.get(sheetId);
    if (!isSheet(row)) throw new CommandError('missingRow', `sheets/${sheetId} does not exist`);
    return projectScope(row.projectId);
  };

  return {
    /** The project's sheets: files in import order, then page order. */
    listByProject: (projectId: string): Promise<SheetRow[]> => guard(() => listProjectSheets(db, projectId)),

    /**
     * The sheet list's rows, in its order, with each sheet's file, the file it revises and its measurement count.
     * Index reads only (no blob), so it can run inside liveQuery.
     */
    listSummaries: (projectId: string): Promise<SheetSummary[]> =>
      guard(async () => {
        const [sheets, files] = await Promise.all([
          listProjectSheets(db, projectId),
          db.files.where('projectId').equals(projectId).toArray(),
        ]);
        const byId = new Map(files.map((f) => [f.id, f]));
        // One read of the sheet index's keys rather than a count per sheet: 500 requests for a 500-page set, at each
        // change the list follows.
        const counts = new Map<string, number>();
        if (sheets.length > 0) {
          const keys = await db.measurements
            .where('sheetId')
            .anyOf(sheets.map((s) => s.id))
            .keys();
          for (const key of keys) counts.set(String(key), (counts.get(String(key)) ?? 0) + 1);
        }
        return sheets.map((sheet) => {
          const file = byId.get(sheet.fileId);
          return {
            sheet,
            file,
            revisionOf: file?.revisionOf ? byId.get(file.revisionOf) : undefined,
            measurementCount: counts.get(sheet.id) ?? 0,
          };
        });
      }),

    /**
     * Renames a sheet: a renameSheet command journalled in its project's history (undone like every change). A name
     * that changes nothing journals nothing. CommandError('missingRow') for an unknown sheet.
     */
    rename: async (sheetId: string, name: string, author: Author): Promise<JournalEntry | null> => {
      const scope = await guard(() => scopeOf(sheetId));
      const { entry } = await runCommand(db, ctx, { scope, by: author.by }, async () => {
        const sheet = await sheetInTransaction(sheetId);
        return {
          command: renameSheet(stateFromRows({ sheets: [sheet] }), sheetId, name, commandContext(ctx)),
          result: null,
        };
      });
      return entry;
    },

    /**
     * Deletes a sheet with its measurements (deleteSheet, journalled: undo brings them all back). The file and its
     * bytes stay: its other pages may still be sheets. CommandError('missingRow') for an unknown sheet.
     */
    delete: async (sheetId: string, author: Author): Promise<JournalEntry | null> => {
      const scope = await guard(() => scopeOf(sheetId));
      const { entry } = await runCommand(db, ctx, { scope, by: author.by }, async () => {
        const sheet = await sheetInTransaction(sheetId);
        const measurements = await db.measurements.where('sheetId').equals(sheetId).toArray();
        return { command: deleteSheet(stateFromRows({ sheets: [sheet], measurements }), sheetId), result: null };
      });
      return entry;
    },

    /** A sheet, or undefined (also for a version 2 plan, which is not a sheet). */
    get: (sheetId: string): Promise<SheetRow | undefined> =>
      guard(async () => {
        const row = await db.plans.get(sheetId);
        return isSheet(row) ? row : undefined;
      }),

    /** A sheet's measurements, in no particular order (the table and the canvas sort them their own way). */
    listMeasurements: (sheetId: string): Promise<Measurement[]> =>
      guard(() => db.measurements.where('sheetId').equals(sheetId).toArray()),

    /** The project's rows for the command builders. */
    loadState: (projectId: string): Promise<TakeoffState> => guard(() => loadProjectState(db, projectId)),

    /** The sheet's saved view, or undefined: it then opens fitted with every layer shown. */
    getView: (sheetId: string): Promise<SheetViewRow | undefined> => guard(() => db.sheetViews.get(sheetId)),

    /**
     * Saves how a sheet is looked at. Not a command and not journalled: zooming is not work to undo. A view of a
     * sheet that does not exist is not saved (returns false).
     */
    putView: (view: SheetView): Promise<boolean> =>
      guard(() =>
        db.transaction('rw', [db.plans, db.sheetViews], async () => {
          const sheet = await db.plans.get(view.id);
          if (!isSheet(sheet)) return false;
          await db.sheetViews.put({ ...view, fileId: sheet.fileId, updatedAt: ctx.now() });
          return true;
        }),
      ),

    /**
     * Saves the layers hidden on a sheet and nothing else: the zoom and centre saved before stay (a layer changed
     * before the plan is shown must not make the sheet open fitted next time). False when the sheet does not exist.
     */
    putHiddenLayers: (sheetId: string, hiddenLayers: readonly string[]): Promise<boolean> =>
      guard(() =>
        db.transaction('rw', [db.plans, db.sheetViews], async () => {
          const sheet = await db.plans.get(sheetId);
          if (!isSheet(sheet)) return false;
          const saved = await db.sheetViews.get(sheetId);
          await db.sheetViews.put({
            ...saved,
            id: sheetId,
            hiddenLayers: [...hiddenLayers],
            fileId: sheet.fileId,
            updatedAt: ctx.now(),
          });
          return true;
        }),
      ),
  };
}
