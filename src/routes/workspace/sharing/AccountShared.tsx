/**
 * The project list's « Partagés avec moi »: only this lazy wrapper is in the workspace's first load. The group
 * (SharedProjectsHost: the API client, the sharing copy, the account dialog's trigger) is a chunk of its own, fetched
 * with the list; it shows nothing until the server answers that it serves accounts, and it sits after the local list
 * so that its arrival moves nothing a person is looking at.
 */
import { lazy, Suspense } from 'react';
import { workspacePaths } from '../../../config/workspacePaths';

const SharedProjectsHost = lazy(() => import('./SharedProjectsHost'));

export function SharedProjectsSlot(props: {
  hasSharedProject: boolean;
  /** The projects this browser holds (null while the list loads): they are listed in « Vos projets » only. */
  localIds: ReadonlySet<string> | null;
}) {
  return (
    <Suspense fallback={null}>
      <SharedProjectsHost projectHref={workspacePaths.project} {...props} />
    </Suspense>
  );
}
