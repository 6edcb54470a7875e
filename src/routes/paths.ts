/**
 * The client-side routes, as data. The router builds from it and the Node server reads it to answer unknown paths
 * with a real 404 status (the page itself is still rendered by the app).
 */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  register: '/register',
  dashboard: '/dashboard',
} as const;

export const knownPaths: readonly string[] = Object.values(paths);

/** A URL path as the routes name it: trailing slashes dropped ('/about/' → '/about'; '/' stays). */
export const routePath = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

export const isKnownPath = (pathname: string) => knownPaths.includes(routePath(pathname));

/**
 * The lazy modules a page renders as soon as it opens (its layout, then its route), by their source path, which is
 * how Vite's manifest names their chunks. The router imports exactly these (src/routes/router.tsx, checked by
 * paths.test.ts); the Node server preloads their chunks from the HTML, so the browser fetches them with the entry
 * instead of one round trip after another; scripts/size.ts measures the landing's first load from them.
 */
/** The app itself (React, the router, the root layout), loaded by the entry script on every page. */
export const appModule = 'src/app.tsx';
const publicLayout = 'src/routes/PublicLayout.tsx';
export const routeModules: Readonly<Record<string, readonly string[]>> = {
  [paths.home]: [publicLayout, 'src/routes/HomeRoute.tsx'],
  [paths.about]: [publicLayout, 'src/routes/AboutRoute.tsx'],
  [paths.contact]: [publicLayout, 'src/routes/ContactRoute.tsx'],
  [paths.terms]: [publicLayout, 'src/routes/TermsRoute.tsx'],
  [paths.privacy]: [publicLayout, 'src/routes/PrivacyRoute.tsx'],
  [paths.register]: ['src/routes/RegisterRoute.tsx'],
  [paths.dashboard]: ['src/routes/DashboardRoute.tsx'],
};
/** Any other path: the 404 page inside the public layout. */
export const notFoundModules: readonly string[] = [publicLayout, 'src/routes/NotFoundRoute.tsx'];

/** The modules a path renders at once (the 404 page's for an unknown path). */
export const modulesForPath = (pathname: string): readonly string[] =>
  routeModules[routePath(pathname)] ?? notFoundModules;

/**
 * Pages written to HTML at build time (scripts/prerender.ts), which the server sends instead of the empty shell: the
 * landing, whose largest paint must not wait for its scripts. Its markup depends on nothing but the build.
 */
export const prerenderedPaths: readonly string[] = [paths.home];

/** Where a prerendered page is written, relative to the build directory. */
export const prerenderedFile = (path: string) => `prerendered${path === paths.home ? '/index' : path}.html`;

/**
 * The performance mark the landing sets when, idle after its largest paint, it starts fetching what later
 * interactions need (src/routes/HomeRoute.tsx): scripts/bench-site.ts counts what is requested before it as the
 * first load, and what comes after apart.
 */
export const IDLE_MARK = 'metr:idle';
