import { useNavigate } from 'react-router-dom';
import { paths, workspacePaths } from '../../config/routes';
import { interpolate } from '../../i18n/format';
import { projectsFr, shellFr } from '../../i18n/projects.fr';
import { workspaceErrorMessage } from '../../i18n/workspaceErrors';
import { ProjectDetails } from '../../screens/Workspace/Projects/ProjectDetails';
import { ProjectPage } from '../../screens/Workspace/Projects/ProjectPage';
import { ErrorState, LoadingState, NotFoundState } from '../../screens/Workspace/Projects/ProjectStates';
import { ProjectPlans } from './ProjectPlans';
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
  const row = project.value;
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
        plans={<ProjectPlans projectId={row.id} canEdit={actions.canEdit} />}
      />
      {actions.dialogs}
    </WorkspaceFrame>
  );
}
