/**
 * The app's routes, as data: a neutral module (no React) that the router, the Node server and the build scripts all
 * read. The router builds its routes from the patterns; the server answers a known path with 200 and an unknown one
 * with a real 404 (the page itself is still rendered by the app), and preloads the chunks the path renders at once;
 * scripts/size.ts measures the landing's first load from the same lists.
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

/**
 * The take-off workspace's deep links, under /dashboard: a project, one of its sheets (plans). French words, as the
 * rest of the site's addresses a person may read or share; ids are encoded (they are UUIDs, but a link is input).
 */
export const workspacePatterns = {
  project: '/dashboard/projets/:projectId',
  sheet: '/dashboard/projets/:projectId/plans/:sheetId',
  /** A project's quantities: the libraries it uses, its variables, lot → chapitre → article, the export. */
  quantities: '/dashboard/projets/:projectId/quantites',
  /** The article libraries of the account. */
  libraries: '/dashboard/bibliotheques',
  history: '/dashboard/projets/:projectId/historique',
} as const;

/** A URL path as the routes name it: trailing slashes dropped ('/about/' → '/about'; '/' stays). */
export const routePath = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/**
 * The lazy modules a page renders as soon as it opens (its layout, then its route), by their source path, which is
 * how Vite's manifest names their chunks. The router imports exactly these (checked by routes.test.ts).
 */
/** The app itself (React, the router, the root layout), loaded by the entry script on every page. */
export const appModule = 'src/app/App.tsx';
const publicLayout = 'src/routes/PublicLayout.tsx';
const dashboard = ['src/routes/DashboardRoute.tsx'];

export interface RouteEntry {
  /** react-router syntax: literal segments and `:param` segments. */
  readonly pattern: string;
  readonly modules: readonly string[];
}

export const routes: readonly RouteEntry[] = [
  { pattern: paths.home, modules: [publicLayout, 'src/routes/HomeRoute.tsx'] },
  { pattern: paths.about, modules: [publicLayout, 'src/routes/AboutRoute.tsx'] },
  { pattern: paths.contact, modules: [publicLayout, 'src/routes/ContactRoute.tsx'] },
  { pattern: paths.terms, modules: [publicLayout, 'src/routes/TermsRoute.tsx'] },
  { pattern: paths.privacy, modules: [publicLayout, 'src/routes/PrivacyRoute.tsx'] },
  { pattern: paths.register, modules: ['src/routes/RegisterRoute.tsx'] },
  { pattern: paths.dashboard, modules: dashboard },
  { pattern: workspacePatterns.project, modules: dashboard },
  { pattern: workspacePatterns.sheet, modules: dashboard },
  { pattern: workspacePatterns.quantities, modules: dashboard },
  { pattern: workspacePatterns.libraries, modules: dashboard },
  { pattern: workspacePatterns.history, modules: dashboard },
];

/** Any other path: the 404 page inside the public layout. */
export const notFoundModules: readonly string[] = [publicLayout, 'src/routes/NotFoundRoute.tsx'];

export interface RouteMatch {
  readonly route: RouteEntry;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The route a path opens, with its parameters decoded, or null for an unknown path. A parameter is one non-empty
 * segment; one that does not decode (a stray `%`) makes the path unknown, as react-router would not match it either.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = routePath(pathname).split('/');
  for (const route of routes) {
    const parts = route.pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { route, params };
  }
  return null;
}

export const isKnownPath = (pathname: string) => matchRoute(pathname) !== null;

/** The modules a path renders at once (the 404 page's for an unknown path). */
export const modulesForPath = (pathname: string): readonly string[] =>
  matchRoute(pathname)?.route.modules ?? notFoundModules;

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
