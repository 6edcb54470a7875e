import { paths } from '../../config/routes';
import { projectsFr } from '../../i18n/projects.fr';
import { LoadingState } from '../../screens/Workspace/Projects/ProjectStates';
import { WorkspaceFrame } from './WorkspaceFrame';

/**
 * A lazily loaded page while its code or its rows load: the frame, the way back to the projects, « Chargement du
 * plan… » (or the page's own message).
 */
export function SheetLoading({ message = projectsFr.sheet.loading }: { message?: string }) {
  return (
    <WorkspaceFrame breadcrumbs={[{ id: 'projects', label: projectsFr.title, href: paths.dashboard }]}>
      <LoadingState message={message} />
    </WorkspaceFrame>
  );
}
