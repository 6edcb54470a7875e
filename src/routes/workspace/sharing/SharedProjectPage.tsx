import type { ReactNode } from 'react';
import { paths } from '../../../config/routes';
import { interpolate } from '../../../i18n/format';
import { shellFr } from '../../../i18n/projects.fr';
import { sharingFr } from '../../../i18n/sharing.fr';
import { SharedProjectState, type SharedProjectStateKind } from '../../../screens/Workspace/Sharing';
import { projectsCrumb } from '../pageStates';
import { WorkspaceFrame } from '../WorkspaceFrame';
import type { SharedProject } from './useSharedProject';

/**
 * A project this browser does not have, while its sharing is asked about or it arrives; null when the server had
 * nothing to say (not shared here: the page's « Projet introuvable » applies).
 */
export function SharedProjectPage({
  shared,
  children,
}: {
  readonly shared: SharedProject | null;
  readonly children?: ReactNode;
}): ReactNode {
  if (!shared || shared.view.phase === 'notShared') return null;
  const { phase } = shared.view;
  const kind: SharedProjectStateKind =
    phase === 'checking' ? 'checking' : phase === 'opening' || phase === 'open' ? 'arriving' : phase;
  const title =
    kind === 'checking' || kind === 'arriving' ? sharingFr.project.arriving.title : sharingFr.project[kind].title;
  return (
    <WorkspaceFrame breadcrumbs={[projectsCrumb, { id: 'shared', label: title }]}>
      <title>{interpolate(shellFr.pageTitle, { page: title })}</title>
      <SharedProjectState kind={kind} backHref={paths.dashboard} onRetry={shared.retry} />
      {children}
    </WorkspaceFrame>
  );
}
