/**
 * The project list's « Partagés avec moi »: only this lazy wrapper is in the workspace's first load. The group
 * (SharedProjectsHost: the API client, the sharing copy, the account dialog's trigger) is a chunk of its own, fetched
 * with the list; it shows nothing until the server answers that it serves accounts, and it sits after the local list
 * so that its arrival moves nothing a person is looking at.
 */
import { lazy, Suspense } from 'react';
import { workspacePaths } from '../../../config/workspacePaths';
import { isMarked } from '../../../db/sharing/unsentKey';
import { vars } from '../../../theme';

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

/**
 * A shared project's unsent work, on its row of the list (only when some project is marked: unsentKey.ts). A marked
 * project's line is there from the first paint, empty until its words come: their arrival moves nothing below (the
 * « Compte et cabinet » button a person is about to press, in the first e2e of two accounts on one browser).
 */
export function UnsentStatusSlot({ projectId }: { projectId: string }) {
  const fallback = isMarked(projectId) ? (
    <span aria-hidden="true" style={{ fontSize: vars.font.size.sm }}>
      {'\u00a0'}
    </span>
  ) : null;
  return (
    <Suspense fallback={fallback}>
      <UnsentStatusHost projectId={projectId} />
    </Suspense>
  );
}
