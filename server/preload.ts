import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { media } from '../src/config/media.ts';
import { appModule, modulesForPath, paths, routePath } from '../src/config/routes.ts';

/** The part of Vite's build manifest (dist/.vite/manifest.json) that says which files a module needs. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The largest paint of a page when it is an image the app discovers late (after its scripts run): fetched from the
 * HTML with a high priority instead. '/' opens on the demo video's poster (its largest paint, see
 * src/screens/Landing/motion.ts).
 */
const leadImages: Readonly<Record<string, string>> = { [paths.home]: media.demo.poster };

/** Reads the manifest of a build; null when there is none (a site built without it: nothing is preloaded). */
export function readManifest(root: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** Every chunk a module needs, in import order: the module's own chunk and its static imports, recursively. */
function closure(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
    chunks.push(chunk);
  };
  keys.forEach(visit);
  return chunks;
}

/** The scripts a prerendered page hands to src/main.tsx, to fetch once it has painted (see preloadTags). */
export const DEFERRED_MODULES_META = 'metr-modules';

/**
 * The tags that let a page fetch, in parallel with the entry script, what it would otherwise discover one round trip
 * after another: the app and the page's lazy layout and route chunks (modulepreload: fetched and compiled, run when
 * imported), their stylesheets, and its lead image. What index.html already loads (the entry and its static imports)
 * is left out.
 *
 * A prerendered page is complete without scripts: its chunks are listed in a meta tag instead, and src/main.tsx
 * preloads them once the page has painted, so ~150 KB of scripts do not share the bandwidth with the first paint and
 * the lead image. Only file names from the build manifest and fixed paths go into the markup, nothing from the request.
 */
export function preloadTags(manifest: Manifest | null, pathname: string, isPrerendered = false): string {
  const tags: string[] = [];
  const image = leadImages[routePath(pathname)];
  if (image) tags.push(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
  if (!manifest) return tags.join('');
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const inHtml = new Set(closure(manifest, entries).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const added = new Set<string>();
  const scripts: string[] = [];
  for (const chunk of closure(manifest, [appModule, ...modulesForPath(pathname)])) {
    for (const css of chunk.css ?? []) {
      if (inHtml.has(css) || added.has(css)) continue;
      added.add(css);
      tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
    if (inHtml.has(chunk.file) || added.has(chunk.file)) continue;
    added.add(chunk.file);
    scripts.push(`/${chunk.file}`);
  }
  if (isPrerendered) {
    tags.push(`<meta name="${DEFERRED_MODULES_META}" content="${scripts.join(' ')}">`);
  } else {
    tags.push(...scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`));
  }
  return tags.join('');
}
