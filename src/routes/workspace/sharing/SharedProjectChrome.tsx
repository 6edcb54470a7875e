/**
 * What a shared project's pages show of its session (issue 30): the connection's status and who is on the project in
 * the workspace's header, the server's notices and the latest conflict on the same field under it. The screens are
 * props only (screens/Workspace/Sharing), wired in ./views.tsx, loaded when a shared project first shows.
 */
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import type { SharedProject } from './useSharedProject';

const HeaderView = lazy(() => import('./views').then((m) => ({ default: m.HeaderView })));
const NoticesView = lazy(() => import('./views').then((m) => ({ default: m.NoticesView })));
const SharedProjectPage = lazy(() => import('./SharedProjectPage').then((m) => ({ default: m.SharedProjectPage })));

/** A project this browser does not have (SharedProjectPage), its code loaded only then (a blink: nothing shown). */
export function LazySharedProjectPage(props: ComponentProps<typeof SharedProjectPage>) {
  return (
    <Suspense fallback={null}>
      <SharedProjectPage {...props} />
    </Suspense>
  );
}

export interface SharedProjectChrome {
  /** In the header, beside the crumbs. */
  readonly status: ReactNode;
  /** Under the header. */
  readonly notices: ReactNode;
}

/** The status, presence, notices and conflict of a shared project's page; null when it is not shared. */
export function useSharedProjectChrome(
  shared: SharedProject | null,
  { onExport }: { readonly onExport?: () => void } = {},
): SharedProjectChrome | null {
  if (!shared) return null;
  return {
    status: (
      <Suspense fallback={null}>
        <HeaderView shared={shared} />
      </Suspense>
    ),
    notices: (
      <Suspense fallback={null}>
        <NoticesView shared={shared} onExport={onExport} />
      </Suspense>
    ),
  };
}
