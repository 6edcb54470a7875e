import { use, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { readable } from '../domain/readable';
import { StandaloneLayout } from './Main';
import { RootLayout } from './RootLayout';
import { paths, routePath } from './paths';

// Declarative routes rather than the data router: we use no loaders or actions, and the data router alone costs
// ~16 KB gzip more in the shell (measured: 29.5 KB vs 13.2 KB over react-dom).
// Each page is its own chunk: the shell downloads only the layout and the page it lands on.

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

const PublicLayout = page(() => import('./PublicLayout'), 'PublicLayout');
// The landing renders whole: its deferred sections too, unless they are prerendered (they then hydrate later).
const HomeRoute = page(
  () => import('./HomeRoute').then(async (m) => (await m.whenLandingReady(), { HomeRoute: m.HomeRoute })),
  'HomeRoute',
);
const AboutRoute = page(() => import('./AboutRoute'), 'AboutRoute');
const ContactRoute = page(() => import('./ContactRoute'), 'ContactRoute');
const TermsRoute = page(() => import('./TermsRoute'), 'TermsRoute');
const PrivacyRoute = page(() => import('./PrivacyRoute'), 'PrivacyRoute');
const RegisterRoute = page(() => import('./RegisterRoute'), 'RegisterRoute');
const DashboardRoute = page(() => import('./DashboardRoute'), 'DashboardRoute');
const NotFoundRoute = page(() => import('./NotFoundRoute'), 'NotFoundRoute');

const publicPages = {
  [paths.home]: HomeRoute,
  [paths.about]: AboutRoute,
  [paths.contact]: ContactRoute,
  [paths.terms]: TermsRoute,
  [paths.privacy]: PrivacyRoute,
};
const standalonePages = { [paths.register]: RegisterRoute, [paths.dashboard]: DashboardRoute };

/** Loads the modules `pathname` renders at once (its layout and its page); resolves when they are all there. */
export function preloadPage(pathname: string): Promise<unknown> {
  const path = routePath(pathname);
  const standalone = standalonePages[path as keyof typeof standalonePages];
  if (standalone) return standalone.preload();
  const publicPage = publicPages[path as keyof typeof publicPages] ?? NotFoundRoute;
  return Promise.all([PublicLayout.preload(), publicPage.preload()]);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {/* Public pages share the header and the footer. */}
        <Route element={<PublicLayout />}>
          {Object.entries(publicPages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route element={<StandaloneLayout />}>
          {Object.entries(standalonePages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}
