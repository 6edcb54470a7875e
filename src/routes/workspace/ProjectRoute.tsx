import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/routes';
import { workspacePaths } from '../../config/workspacePaths';
import { interpolate } from '../../i18n/format';
import { projectsFr, shellFr } from '../../i18n/projects.fr';
import { ProjectDetails } from '../../screens/Workspace/Projects/ProjectDetails';
import { ProjectPage } from '../../screens/Workspace/Projects/ProjectPage';
import { readableProject } from '../../domain/projects/readable';
import { displayText, isIsoDate } from '../../domain/storedValues';
import type { ProjectRow } from '../../domain/takeoff/types';
import { useWorkspace } from './context';
import { ProjectPlans } from './ProjectPlans';
import { useLiveQuery } from './useLiveQuery';
import { useProject } from './useProject';
import { useProjectActions } from './useProjectActions';
import { useReperage } from './reperage/useReperage';
import { useShareAction } from './sharing/ShareAction';
import { PageLoading, PageReadError, ProjectNotFound, projectsCrumb } from './pageStates';
import { WorkspaceFrame } from './WorkspaceFrame';
import { LazySharedProjectPage, useSharedProjectChrome } from './sharing/SharedProjectChrome';
import { useSharedProject } from './sharing/useSharedProject';

/**
 * /dashboard/projets/:projectId: the project's name and actions, its plans area (ProjectPlans, the import's slot) and
 * its details beside them. A project that is not there (a wrong link, or deleted, perhaps in another tab meanwhile)
 * gets « Projet introuvable » and the way back.
 */
export function ProjectRoute({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const project = useProject(projectId);
  const actions = useProjectActions({ onDeleted: () => void navigate(paths.dashboard) });
  const row = project.status === 'ready' ? project.value : undefined;
  const exporter = useProjectExport(row);
  const reperage = useReperage(row);
  // A shared project's sync session (issue 30); one this browser does not have may arrive through it.
  const shared = useSharedProject(projectId, project.status === 'ready' ? project.value : undefined);
  const sharing = useSharedProjectChrome(shared, { onExport: exporter.canExport ? exporter.open : undefined });
  const canEdit = actions.canEdit && !shared?.isReadOnly;
  const share = useShareAction(row ?? undefined);

  if (project.status === 'loading') {
    return <PageLoading message={projectsFr.project.loading} />;
  }
  if (project.status === 'error') {
    return <PageReadError error={project.error} />;
  }
  if (!row) {
    if (shared && shared.view.phase !== 'notShared') {
      return <LazySharedProjectPage shared={shared}>{actions.dialogs}</LazySharedProjectPage>;
    }
    return <ProjectNotFound>{actions.dialogs}</ProjectNotFound>;
  }
  const shown = shownProject(row);
  return (
    <WorkspaceFrame
      breadcrumbs={[projectsCrumb, { id: row.id, label: shown.name }]}
      panel={<ProjectDetails project={shown} onEdit={() => actions.openEdit(row)} canEdit={canEdit} />}
      panelLabel={projectsFr.details.title}
      navigationKey={workspacePaths.project(row.id)}
      sharing={sharing}
    >
      <title>{interpolate(shellFr.pageTitle, { page: shown.name })}</title>
      <ProjectPage
        project={shown}
        onEdit={() => actions.openEdit(row)}
        onDelete={() => void actions.openDelete(row)}
        canEdit={canEdit}
        onExport={exporter.canExport ? exporter.open : undefined}
        onReperage={exporter.canExport ? reperage.open : undefined}
        onShare={share.open}
        onSharePrepare={share.prepare}
        quantitiesHref={workspacePaths.quantities(row.id)}
        historyHref={workspacePaths.history(row.id)}
        plans={<ProjectPlans projectId={row.id} canEdit={canEdit} isShared={row.sharing !== undefined} />}
      />
      {actions.dialogs}
      {exporter.dialog}
      {reperage.dialog}
      {share.dialog}
    </WorkspaceFrame>
  );
}

/**
 * The row as the page shows it: a row an older version stored damaged (a date that is `{}`, a name of megabytes)
 * shows what can be read, cut to a length a page can lay out, instead of taking the page down.
 */
function shownProject(row: ProjectRow): ProjectRow {
  const readable = readableProject(row as unknown as Readonly<Record<string, unknown>>, row.updatedAt);
  const fields = row as unknown as Readonly<Record<string, unknown>>;
  return {
    id: row.id,
    name: readable.name ?? projectsFr.item.unnamed,
    createdAt: readable.createdAt ?? '',
    client: readable.client,
    reference: readable.reference,
    type: readable.type,
    worksNature: readable.worksNature,
    address: displayText(fields['address']),
    deliveryDate: isIsoDate(fields['deliveryDate']) ? fields['deliveryDate'] : undefined,
  };
}

const ProjectExportDialog = lazy(() => import('./ProjectExportDialog'));

/**
 * « Exporter… » on the project page: offered once the project has a measurement; the quantities are computed and the
 * dialog loaded only when it is pressed (ProjectExportDialog.tsx, its own chunk with the engine).
 */
function useProjectExport(row: ProjectRow | null | undefined) {
  const { db, notify } = useWorkspace();
  const projectId = row?.id ?? '';
  const count = useLiveQuery(() => db.measurements.where('projectId').equals(projectId).count(), [db, projectId]);
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const canExport = count.status === 'ready' && count.value > 0;
  const onEmpty = useCallback(() => {
    setOpen(false);
    notify({ tone: 'neutral', message: projectsFr.project.nothingToExport });
  }, [notify]);
  return {
    canExport,
    open: () => {
      setWasOpened(true);
      setOpen(true);
    },
    dialog:
      wasOpened && row ? (
        <Suspense fallback={null}>
          <ProjectExportDialog
            project={row}
            isOpen={isOpen}
            onClose={() => setOpen(false)}
            onSaved={(message) => notify({ tone: 'success', message })}
            onEmpty={onEmpty}
          />
        </Suspense>
      ) : null,
  };
}
