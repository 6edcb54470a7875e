import { paths } from '../../config/routes';
import { projectsFr } from '../../i18n/projects.fr';
import { LoadingState } from '../../screens/Workspace/Projects/ProjectStates';
import { WorkspaceFrame } from './WorkspaceFrame';

/**
 * A sheet's page while its code or its rows load: the frame, the way back to the projects, « Chargement du plan… »
 * (another lazily loaded workspace page says its own `message`).
 */
export function SheetLoading({ message = projectsFr.sheet.loading }: { message?: string }) {
  return (
    <WorkspaceFrame breadcrumbs={[{ id: 'projects', label: projectsFr.title, href: paths.dashboard }]}>
      <LoadingState message={message} />
    </WorkspaceFrame>
  );
}
