/**
 * What the workspace reads: a project's sheets and measurements, its whole state for the command builders, and each
 * sheet's view state. Every query goes through an index (never a scan of another project's rows) and none reads a
 * blob. They use only Dexie reads, so each can run inside Dexie's liveQuery to follow changes, other tabs' included.
 */
import { stateFromRows } from '../../domain/takeoff/commands';
import type { Measurement, PlanFileRow, SheetRow, TakeoffState } from '../../domain/takeoff/types';
import { guard } from '../errors';
import { repositoryContext, type RepositoryOptions } from '../repository';
import type { MetrDatabase } from '../schema';
import type { LegacyPlanRow, SheetViewRow } from '../types';
import { sheetsOfProject } from './journal';

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
  const [project, files, sheets, measurements] = await Promise.all([
    db.projects.get(projectId),
    db.files.where('projectId').equals(projectId).toArray(),
    sheetsOfProject(db, projectId).toArray(),
    db.measurements.where('projectId').equals(projectId).toArray(),
  ]);
  return stateFromRows({ projects: project ? [project] : [], files, sheets: sheets.filter(isSheet), measurements });
}

/** The view state a sheet is saved with; the sheet's file is filled in by putView. */
export type SheetView = Omit<SheetViewRow, 'fileId' | 'updatedAt'>;

export function sheetRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);
  return {
    /** The project's sheets: files in import order, then page order. */
    listByProject: (projectId: string): Promise<SheetRow[]> => guard(() => listProjectSheets(db, projectId)),

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
  };
}
