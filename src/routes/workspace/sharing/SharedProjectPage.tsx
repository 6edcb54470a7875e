import { lazy, Suspense, type ReactNode } from 'react';
import { paths } from '../../../config/routes';
import { interpolate } from '../../../i18n/format';
import { projectsFr, shellFr } from '../../../i18n/projects.fr';
import { LoadingState } from '../../../screens/Workspace/Projects/ProjectStates';
import type { SharedProjectStateKind } from '../../../screens/Workspace/Sharing/SharedProjectState';
import { projectsCrumb } from '../pageStates';
import { WorkspaceFrame } from '../WorkspaceFrame';
import type { SharedProject } from './useSharedProject';

const StateView = lazy(() => import('./views').then((m) => ({ default: m.StateView })));
const FollowMove = lazy(() => import('./views').then((m) => ({ default: m.FollowMove })));
const Title = lazy(() =>
  import('./views').then((m) => ({
    default: ({ kind }: { kind: SharedProjectStateKind }) => (
      <title>{interpolate(shellFr.pageTitle, { page: m.stateTitle(kind) })}</title>
    ),
  })),
);

/**
 * A project this browser does not have, while its sharing is asked about or it arrives, or why it cannot be had here;
 * null when the server has no accounts (the page's « Projet introuvable » applies).
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
  // `otherAccount` is met only with a project this browser has (its page shows it, not this one): said as no access.
  const kind: SharedProjectStateKind =
    phase === 'checking'
      ? 'checking'
      : phase === 'opening' || phase === 'open'
        ? 'arriving'
        : phase === 'otherAccount'
          ? 'noAccess'
          : phase;
  return (
    <WorkspaceFrame breadcrumbs={[projectsCrumb]}>
      <Suspense fallback={<LoadingState message={projectsFr.project.loading} />}>
        <Title kind={kind} />
        <StateView kind={kind} backHref={paths.dashboard} onRetry={shared.retry} />
        {/* Its rows gone here because they moved (kept unshared in another tab): the page follows them. */}
        {shared.view.movedTo && <FollowMove shared={shared} />}
      </Suspense>
      {children}
    </WorkspaceFrame>
  );
}
