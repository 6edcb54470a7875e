import { use, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { readable } from '../react/readable';
import { modulesForPath, routes, type RouteEntry } from '../config/routes';
import { StandaloneLayout } from './Main';
import { RootLayout } from '../app/RootLayout';

// Declarative routes rather than the data router: we use no loaders or actions, and the data router alone costs
// ~16 KB gzip more in the shell (measured: 29.5 KB vs 13.2 KB over react-dom).
// Each page is its own chunk: the shell downloads only the layout and the page it lands on. The route table (paths,
// patterns and the modules each renders) is src/config/routes.ts, shared with the server and the build scripts.

/**
 * A page loaded on demand, like React.lazy, with a `preload()` the app calls before it starts: once its module is
 * there, the page renders at once (React's use() reads a settled promise synchronously). Hydrating the prerendered
 * landing then never suspends, so no boundary is left waiting while the layout re-renders (which would switch it to
 * client rendering and show its fallback).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let promise: Promise<ComponentType> | undefined;
  const preload = (): Promise<ComponentType> => (promise ??= readable(load().then((module) => module[name])));
  function Page() {
    const Component = use(preload());
    // eslint-disable-next-line react-hooks/static-components -- the module's own export: the same component every render
    return <Component />;
  }
  Page.preload = preload;
  return Page;
}

type Page = ReturnType<typeof page>;

const PublicLayout = page(() => import('./PublicLayout'), 'PublicLayout');
const NotFoundRoute = page(() => import('./NotFoundRoute'), 'NotFoundRoute');

/** Every lazy module of the route table, by its source path (the name Vite's manifest and the server use). */
const modules: Readonly<Record<string, Page>> = {
  'src/routes/PublicLayout.tsx': PublicLayout,
  // The landing renders whole: its deferred sections too, unless they are prerendered (they then hydrate later).
  'src/routes/HomeRoute.tsx': page(
    () => import('./HomeRoute').then(async (m) => (await m.whenLandingReady(), { HomeRoute: m.HomeRoute })),
    'HomeRoute',
  ),
  'src/routes/AboutRoute.tsx': page(() => import('./AboutRoute'), 'AboutRoute'),
  'src/routes/ContactRoute.tsx': page(() => import('./ContactRoute'), 'ContactRoute'),
  'src/routes/TermsRoute.tsx': page(() => import('./TermsRoute'), 'TermsRoute'),
  'src/routes/PrivacyRoute.tsx': page(() => import('./PrivacyRoute'), 'PrivacyRoute'),
  'src/routes/RegisterRoute.tsx': page(() => import('./RegisterRoute'), 'RegisterRoute'),
  'src/routes/DashboardRoute.tsx': page(() => import('./DashboardRoute'), 'DashboardRoute'),
  'src/routes/NotFoundRoute.tsx': NotFoundRoute,
};

function moduleOf(source: string): Page {
  const found = modules[source];
  if (!found) throw new Error(`The route table names ${source}, which the router does not load`);
  return found;
}

/** A route's page is its last module; the ones before it are layouts. */
const pageOf = (route: RouteEntry) => moduleOf(route.modules[route.modules.length - 1] ?? '');
const isPublic = (route: RouteEntry) => route.modules.includes('src/routes/PublicLayout.tsx');
// The workspace (/dashboard…) lays out its own landmarks: a header, then the main region beside its side regions.
const ownsFrame = (route: RouteEntry) => route.modules.includes('src/routes/DashboardRoute.tsx');

/** Loads the modules `pathname` renders at once (its layout and its page); resolves when they are all there. */
export function preloadPage(pathname: string): Promise<unknown> {
  return Promise.all(modulesForPath(pathname).map((source) => moduleOf(source).preload()));
}

function routeElements(entries: readonly RouteEntry[]) {
  return entries.map((route) => {
    const Page = pageOf(route);
    return <Route key={route.pattern} path={route.pattern} element={<Page />} />;
  });
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {/* Public pages share the header and the footer. */}
        <Route element={<PublicLayout />}>
          {routeElements(routes.filter(isPublic))}
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route element={<StandaloneLayout />}>
          {routeElements(routes.filter((route) => !isPublic(route) && !ownsFrame(route)))}
        </Route>
        {routeElements(routes.filter(ownsFrame))}
      </Route>
    </Routes>
  );
}
