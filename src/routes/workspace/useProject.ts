import { projectRepository } from '../../db/workspace/projects';
import { sheetRepository } from '../../db/workspace/sheets';
import type { ProjectRow, SheetRow } from '../../domain/takeoff/types';
import { useWorkspace } from './context';
import { useLiveQuery, type Live } from './useLiveQuery';

/** A project as its pages follow it (null: no such project, or deleted, perhaps in another tab). */
export function useProject(projectId: string): Live<ProjectRow | null> {
  const { db } = useWorkspace();
  const live = useLiveQuery(async () => (await projectRepository(db).get(projectId)) ?? null, [db, projectId]);
  return live;
}

/** A project's sheets in the sheet list's order, following imports, renames and deletions. */
export function useProjectSheets(projectId: string): Live<SheetRow[]> {
  const { db } = useWorkspace();
  return useLiveQuery(() => sheetRepository(db).listByProject(projectId), [db, projectId]);
}

/** A sheet of a project (null: no such sheet in this project). */
export function useSheet(projectId: string, sheetId: string): Live<SheetRow | null> {
  const { db } = useWorkspace();
  return useLiveQuery(async () => {
    const sheet = await sheetRepository(db).get(sheetId);
    return sheet && sheet.projectId === projectId ? sheet : null;
  }, [db, projectId, sheetId]);
}
