/**
 * The project list's « Partagés avec moi »: only this lazy wrapper is in the workspace's first load. The group
 * (SharedProjectsHost: the API client, the sharing copy, the account dialog's trigger) is a chunk of its own, fetched
 * with the list; it shows nothing until the server answers that it serves accounts, and it sits after the local list
 * so that its arrival moves nothing a person is looking at.
 */
import { lazy, Suspense } from 'react';
import { workspacePaths } from '../../../config/workspacePaths';

const SharedProjectsHost = lazy(() => import('./SharedProjectsHost'));

export function SharedProjectsSlot({ hasSharedProject }: { hasSharedProject: boolean }) {
  return (
    <Suspense fallback={null}>
      <SharedProjectsHost projectHref={workspacePaths.project} hasSharedProject={hasSharedProject} />
    </Suspense>
  );
}
