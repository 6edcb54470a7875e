import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/routes';
import { workspacePaths } from '../../config/workspacePaths';
import { interpolate } from '../../i18n/format';
import { projectsFr, shellFr } from '../../i18n/projects.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import { ProjectDetails } from '../../screens/Workspace/Projects/ProjectDetails';
import { ProjectPage } from '../../screens/Workspace/Projects/ProjectPage';
import { ErrorState, LoadingState, NotFoundState } from '../../screens/Workspace/Projects/ProjectStates';
import { emptyExportDocument, exportProjectOf, localDate } from '../../domain/export/project';
import type { ProjectRow } from '../../domain/takeoff/types';
import { ProjectPlans } from './ProjectPlans';
import { useExport } from './useExport';
import { useProject } from './useProject';
import { useProjectActions } from './useProjectActions';
import { WorkspaceFrame } from './WorkspaceFrame';

const projectsCrumb = { id: 'projects', label: projectsFr.title, href: paths.dashboard };

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
  const exporter = useExport(useExportDocument(row));

  if (project.status === 'loading') {
    return (
      <WorkspaceFrame breadcrumbs={[projectsCrumb]}>
        <LoadingState message={projectsFr.project.loading} />
      </WorkspaceFrame>
    );
  }
  if (project.status === 'error') {
    return (
      <WorkspaceFrame breadcrumbs={[projectsCrumb]}>
        <ErrorState message={workspaceErrorMessage(project.error)} onRetry={() => window.location.reload()} />
      </WorkspaceFrame>
    );
  }
  if (!row) {
    return (
      <WorkspaceFrame breadcrumbs={[projectsCrumb, { id: 'missing', label: projectsFr.notFound.title }]}>
        <title>{interpolate(shellFr.pageTitle, { page: projectsFr.notFound.title })}</title>
        <NotFoundState kind="project" backHref={paths.dashboard} />
        {actions.dialogs}
      </WorkspaceFrame>
    );
  }
  return (
    <WorkspaceFrame
      breadcrumbs={[projectsCrumb, { id: row.id, label: row.name }]}
      panel={<ProjectDetails project={row} onEdit={() => actions.openEdit(row)} canEdit={actions.canEdit} />}
      panelLabel={projectsFr.details.title}
      navigationKey={workspacePaths.project(row.id)}
    >
      <title>{interpolate(shellFr.pageTitle, { page: row.name })}</title>
      <ProjectPage
        project={row}
        onEdit={() => actions.openEdit(row)}
        onDelete={() => void actions.openDelete(row)}
        canEdit={actions.canEdit}
        onExport={exporter.canExport ? exporter.open : undefined}
        historyHref={workspacePaths.history(row.id)}
        plans={<ProjectPlans projectId={row.id} canEdit={actions.canEdit} />}
      />
      {actions.dialogs}
      {exporter.dialog}
    </WorkspaceFrame>
  );
}

/**
 * What the project exports. For now its header only, so « Exporter » stays hidden (useExport offers no empty DPGF):
 * the quantities (lots → chapters → articles) and the measurements' detail come with the article library.
 */
function useExportDocument(row: ProjectRow | null | undefined) {
  const name = row?.name ?? '';
  const client = row?.client;
  const reference = row?.reference;
  return useMemo(
    () => emptyExportDocument(exportProjectOf({ name, client, reference }, localDate(new Date()))),
    [name, client, reference],
  );
}
