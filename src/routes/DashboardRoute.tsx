/**
 * /dashboard and its deep links (src/config/routes.ts): the take-off workspace. Signed out, signing in to an account of
 * this device or signing up (SignedOutDashboard); signed in, the workspace shell around the page the address names —
 * the project list, a project, or a sheet. The containers live in ./workspace/; the screens they render are pure.
 */
import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { matchRoute, workspacePatterns } from '../config/routes';
import { projectsFr, shellFr } from '../i18n/projects.fr';
import { useSession } from '../state/session';
import { PageErrorBoundary } from './PageErrorBoundary';
import { RescueWayOut } from './workspace/rescue';
import { ProjectListRoute } from './workspace/ProjectListRoute';
import { ProjectRoute } from './workspace/ProjectRoute';
import { SheetLoading } from './workspace/SheetLoading';
import { WorkspaceShell } from './workspace/WorkspaceShell';

/**
 * A sheet's page (the plan viewer, its layers, the tools) in a chunk of its own: the project list and a project's
 * page do not carry it (the workspace's first-load budget, scripts/size.ts). It starts loading with the address.
 */
const SheetRoute = lazy(() => import('./workspace/SheetRoute').then((m) => ({ default: m.SheetRoute })));
/** The quantities and the libraries carry the engine, the formula parser and the library screens: their own chunks. */
const QuantitiesRoute = lazy(() => import('./workspace/QuantitiesRoute').then((m) => ({ default: m.QuantitiesRoute })));
const LibrariesRoute = lazy(() => import('./workspace/LibrariesRoute').then((m) => ({ default: m.LibrariesRoute })));
/**
 * /dashboard without a session (signing in, the invitation to sign up) in a chunk of its own: the signed-in workspace's
 * first load does not carry its screen and form (the workspace's budget, scripts/size.ts).
 */
const SignedOutDashboard = lazy(() => import('./SignedOutDashboard').then((m) => ({ default: m.SignedOutDashboard })));
/** The project's history and versions (the quantities engine for comparisons): a chunk of its own too. */
const HistoryRoute = lazy(() => import('./workspace/HistoryRoute').then((m) => ({ default: m.HistoryRoute })));

export function DashboardRoute() {
  const session = useSession();
  const { projectId, sheetId } = useParams();
  // The route table's own matcher (already in the shell): react-router's useMatch would add to every page's load.
  const pattern = matchRoute(useLocation().pathname)?.route.pattern;
  const isQuantities = pattern === workspacePatterns.quantities;
  const isLibraries = pattern === workspacePatterns.libraries;
  const isHistory = pattern === workspacePatterns.history;

  if (!session) {
    return (
      <Suspense fallback={null}>
        <SignedOutDashboard />
      </Suspense>
    );
  }
  let page;
  if (isLibraries) {
    page = (
      <Suspense fallback={<SheetLoading message={shellFr.librariesLoading} />}>
        <LibrariesRoute />
      </Suspense>
    );
  } else if (projectId !== undefined && isQuantities) {
    page = (
      <Suspense fallback={<SheetLoading message={shellFr.quantitiesLoading} />}>
        <QuantitiesRoute key={projectId} projectId={projectId} />
      </Suspense>
    );
  } else if (projectId !== undefined && sheetId !== undefined) {
    page = (
      <Suspense fallback={<SheetLoading />}>
        <SheetRoute key={`${projectId}/${sheetId}`} projectId={projectId} sheetId={sheetId} />
      </Suspense>
    );
  } else if (projectId !== undefined && isHistory) {
    page = (
      <Suspense fallback={<SheetLoading message={projectsFr.project.loading} />}>
        <HistoryRoute key={projectId} projectId={projectId} />
      </Suspense>
    );
  } else if (projectId !== undefined) {
    page = <ProjectRoute key={projectId} projectId={projectId} />;
  } else {
    page = <ProjectListRoute />;
  }
  return (
    // Should the shell itself fail (the page's own boundary is inside it), the data's way out is still offered: the
    // backup downloaded at once, and the sign-out.
    <PageErrorBoundary isLandmark wayOut={<RescueWayOut />}>
      <WorkspaceShell email={session.email}>{page}</WorkspaceShell>
    </PageErrorBoundary>
  );
}
