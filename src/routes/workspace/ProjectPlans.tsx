/**
 * THE PLANS AREA of a project's page (the slot the plan import fills): what the « Plans » region of
 * /dashboard/projets/:projectId shows. For now the project's sheets, each a link to its page, with their thumbnails;
 * the import (drop zone, progress, errors) and the full sheet list replace this container.
 */
import { useMemo } from 'react';
import { workspacePaths } from '../../config/routes';
import { planFileRepository } from '../../db/workspace/files';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import { ProjectSheets, type ProjectSheetsState } from '../../screens/Workspace/Projects/ProjectSheets';
import { useWorkspace } from './context';
import { useObjectUrls } from './objectUrl';
import { useProjectSheets } from './useProject';
import { useLiveQuery } from './useLiveQuery';

export interface ProjectPlansProps {
  projectId: string;
  /** False when the workspace is read-only (no local profile). */
  canEdit: boolean;
}

export function ProjectPlans({ projectId }: ProjectPlansProps) {
  const { db } = useWorkspace();
  const sheets = useProjectSheets(projectId);
  const ids = sheets.status === 'ready' ? sheets.value.map((sheet) => sheet.id) : null;
  const key = ids?.join('\n') ?? '';
  const thumbnails = useLiveQuery(
    ids
      ? async () => {
          const files = planFileRepository(db);
          const blobs = await Promise.all(ids.map((id) => files.getThumbnail(id)));
          return new Map(ids.flatMap((id, i) => (blobs[i] ? [[id, blobs[i]] as const] : [])));
        }
      : null,
    [db, key],
  );
  const urls = useObjectUrls(thumbnails.status === 'ready' ? thumbnails.value : null);

  const state = useMemo((): ProjectSheetsState => {
    if (sheets.status === 'loading') return { status: 'loading' };
    if (sheets.status === 'error') return { status: 'error', message: workspaceErrorMessage(sheets.error) };
    return {
      status: 'ready',
      sheets: sheets.value.map((sheet) => ({
        id: sheet.id,
        name: sheet.name,
        pageIndex: sheet.pageIndex,
        thumbnailUrl: urls.get(sheet.id),
      })),
    };
  }, [sheets, urls]);

  return <ProjectSheets state={state} sheetHref={(sheetId) => workspacePaths.sheet(projectId, sheetId)} />;
}
