import { useCallback, useState } from 'react';
import { workspacePaths } from '../../config/routes';
import { importFr } from '../../i18n/import.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import { ImportPanel } from '../../screens/Workspace/Import';
import { ProjectSheets, SheetList } from '../../screens/Workspace/Sheets';
import type { HeadingLevel } from '../../components/Typography';
import { useProjectImport, useStorageUsage } from './useProjectImport';
import { useSheetList } from './useSheetList';
import { useWorkspaceAuthor } from './useWorkspaceAuthor';
import { workspaceRepositories } from './repositories';

const t = importFr.sheets;

export interface ProjectPlansProps {
  projectId: string;
  /** The sheet open in the viewer, if any. */
  currentSheetId?: string | null;
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

const useSheetHref = (projectId: string) =>
  useCallback((sheetId: string) => workspacePaths.sheet(projectId, sheetId), [projectId]);

/**
 * The project's plans area: import (drop zone, picker, progress, duplicate question, space used) and the sheet list,
 * with rename and delete journalled in the project's history.
 */
export function ProjectPlans({ projectId, currentSheetId = null, headingLevel = 2 }: ProjectPlansProps) {
  const author = useWorkspaceAuthor();
  const { queue, items } = useProjectImport(projectId, author);
  const storage = useStorageUsage(items);
  const list = useSheetList(projectId);
  const sheetHref = useSheetHref(projectId);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (
    run: (repositories: Awaited<ReturnType<typeof workspaceRepositories>>) => Promise<void>,
    what: string,
  ) => {
    setFailure(null);
    workspaceRepositories()
      .then(run)
      .catch((error: unknown) => setFailure(`${what} ${workspaceErrorMessage(error)}`));
  };

  return (
    <ProjectSheets
      headingLevel={headingLevel}
      sheets={list.status === 'ready' ? list.sheets : null}
      notice={list.status === 'error' ? list.message : failure}
      sheetHref={sheetHref}
      currentSheetId={currentSheetId}
      onRename={(sheetId, name) => {
        if (author) change((r) => r.sheets.rename(sheetId, name, author), t.renameFailed);
      }}
      onDelete={(sheetId) => {
        if (author) change((r) => r.sheets.delete(sheetId, author), t.deleteFailed);
      }}
      importPanel={
        <ImportPanel
          items={items}
          storage={storage}
          isDisabled={queue === null}
          onFiles={(files) => queue?.add(files)}
          onCancel={(id) => queue?.cancel(id)}
          onCancelAll={() => queue?.cancelAll()}
          onAnswer={(id, answer, applyToOthers) => queue?.answer(id, answer, applyToOthers)}
          onDismiss={(id) => queue?.dismiss(id)}
          onClearSettled={() => queue?.clearSettled()}
          headingLevel={Math.min(headingLevel + 1, 6) as HeadingLevel}
        />
      }
    />
  );
}

export interface ProjectSheetStripProps {
  projectId: string;
  currentSheetId: string | null;
}

/** The viewer's thumbnail strip: the same sheet list, compact, to move between the project's sheets. */
export function ProjectSheetStrip({ projectId, currentSheetId }: ProjectSheetStripProps) {
  const list = useSheetList(projectId);
  const sheetHref = useSheetHref(projectId);
  return (
    <SheetList
      variant="compact"
      aria-label={t.stripLabel}
      sheets={list.status === 'ready' ? list.sheets : null}
      sheetHref={sheetHref}
      currentSheetId={currentSheetId}
    />
  );
}
