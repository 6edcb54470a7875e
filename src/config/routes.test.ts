import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKnownPath, matchRoute, modulesForPath, notFoundModules, paths, routes, workspacePatterns } from './routes';
import { workspacePaths } from './workspacePaths';

const router = readFileSync(join(__dirname, '..', 'routes', 'router.tsx'), 'utf8');
/** The modules router.tsx loads lazily, as source paths. */
const lazyImports = new Set(
  [...router.matchAll(/import\('\.\/(\w+)'\)/g)].map(([, name]) => `src/routes/${name ?? ''}.tsx`),
);

describe('the route table', () => {
  it('has a route for every path and every workspace pattern', () => {
    const patterns = routes.map((r) => r.pattern).sort();
    expect(patterns).toEqual([...Object.values(paths), ...Object.values(workspacePatterns)].sort());
  });

  it('names only modules the router really loads lazily, and every one of them', () => {
    const named = new Set([...routes.flatMap((r) => r.modules), ...notFoundModules]);
    expect(lazyImports.size).toBeGreaterThan(0);
    expect(named).toEqual(lazyImports);
  });

  it('gives the 404 page’s modules to unknown paths and ignores a trailing slash', () => {
    expect(modulesForPath('/about/')).toEqual(['src/routes/PublicLayout.tsx', 'src/routes/AboutRoute.tsx']);
    expect(modulesForPath('/nimporte-quoi')).toEqual(notFoundModules);
    expect(isKnownPath('/about/')).toBe(true);
    expect(isKnownPath('/nimporte-quoi')).toBe(false);
  });

  it('routes the workspace’s deep links with their decoded parameters', () => {
    expect(matchRoute('/dashboard/projets/abc')?.params).toEqual({ projectId: 'abc' });
    expect(matchRoute(workspacePaths.sheet('p 1', 's/2'))?.params).toEqual({ projectId: 'p 1', sheetId: 's/2' });
    expect(modulesForPath('/dashboard/projets/abc/plans/def/')).toEqual(['src/routes/DashboardRoute.tsx']);
  });

  it('knows nothing else under /dashboard', () => {
    for (const path of [
      '/dashboard/projets',
      '/dashboard/projets/',
      '/dashboard/x',
      '/dashboard/projets/a/b',
      '/dashboard/projets/%E0%A4%A',
    ]) {
      expect(isKnownPath(path), path).toBe(false);
    }
  });
});
