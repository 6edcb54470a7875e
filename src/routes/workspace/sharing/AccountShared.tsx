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

// Offline, a chunk never fetched cannot be: the row then says nothing (sessions.ts fetches it when a project opens).
const UnsentStatusHost = lazy(() => import('./UnsentStatusHost').catch(() => ({ default: () => null })));

/** A shared project's unsent work, on its row of the list (only when some project is marked: unsentKey.ts). */
export function UnsentStatusSlot({ projectId }: { projectId: string }) {
  return (
    <Suspense fallback={null}>
      <UnsentStatusHost projectId={projectId} />
    </Suspense>
  );
}
