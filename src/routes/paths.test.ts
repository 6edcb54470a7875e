import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKnownPath, modulesForPath, notFoundModules, paths, routeModules } from './paths';

const router = readFileSync(join(__dirname, 'router.tsx'), 'utf8');
/** The modules router.tsx loads lazily, as source paths. */
const lazyImports = new Set(
  [...router.matchAll(/import\('\.\/(\w+)'\)/g)].map(([, name]) => `src/routes/${name ?? ''}.tsx`),
);

describe('routeModules', () => {
  it('names a module list for every route', () => {
    expect(Object.keys(routeModules).sort()).toEqual(Object.values(paths).sort());
  });

  it('names only modules the router really loads lazily, and every one of them', () => {
    const named = new Set([...Object.values(routeModules).flat(), ...notFoundModules]);
    expect(lazyImports.size).toBeGreaterThan(0);
    expect(named).toEqual(lazyImports);
  });

  it('gives the 404 page’s modules to unknown paths and ignores a trailing slash', () => {
    expect(modulesForPath('/about/')).toEqual(routeModules[paths.about]);
    expect(modulesForPath('/nope')).toEqual(notFoundModules);
    expect(isKnownPath('/about/')).toBe(true);
    expect(isKnownPath('/nope')).toBe(false);
  });
});
