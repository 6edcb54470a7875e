import { paths } from '../../config/routes';
import { projectsFr } from '../../i18n/projects.fr';
import { LoadingState } from '../../screens/Workspace/Projects/ProjectStates';
import { WorkspaceFrame } from './WorkspaceFrame';

/** A sheet's page while its code or its rows load: the frame, the way back to the projects, « Chargement du plan… ». */
export function SheetLoading() {
  return (
    <WorkspaceFrame breadcrumbs={[{ id: 'projects', label: projectsFr.title, href: paths.dashboard }]}>
      <LoadingState message={projectsFr.sheet.loading} />
    </WorkspaceFrame>
  );
}
