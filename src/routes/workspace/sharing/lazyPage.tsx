import { lazy, Suspense, type ComponentProps } from 'react';
import { projectsFr } from '../../../i18n/projects.fr';
import { PageLoading } from '../pageStates';

const SharedProjectPage = lazy(() => import('./SharedProjectPage').then((m) => ({ default: m.SharedProjectPage })));

/** A project this browser does not have (SharedProjectPage), its code loaded only then. */
export function LazySharedProjectPage(props: ComponentProps<typeof SharedProjectPage>) {
  return (
    <Suspense fallback={<PageLoading message={projectsFr.project.loading} />}>
      <SharedProjectPage {...props} />
    </Suspense>
  );
}
