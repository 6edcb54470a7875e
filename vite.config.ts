import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { appModule, modulesForPath, paths } from './src/config/routes.ts';
import { pdfjsAssets } from './scripts/vite-pdfjs-assets.ts';

/**
 * What the landing fetches once idle, for a visitor's first interactions: the sign-up modal (its host imports the
 * modal) and the two tabbed sections (src/screens/Landing/Landing.tsx, src/routes/HomeRoute.tsx).
 */
const LANDING_LATER = [
  'src/routes/SignupModalHost.tsx',
  'src/screens/Landing/HowItWorks.tsx',
  'src/screens/Landing/Audience.tsx',
];

/**
 * The chunks only those need start with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`): their functions
 * are compiled with the script, off the main thread while it streams in, rather than one by one on the main thread
 * at the first press. Measured at 4× CPU: the modal's first opening went from ~400 ms to ~220 ms. Chunks the first
 * load needs are left as they are (compiling all of their functions eagerly would compete with the first paint).
 */
function compileHintsForLater(): Plugin {
  return {
    name: 'metr-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (starts: typeof chunks) => {
        const files = new Set<string>();
        const visit = (chunk: (typeof chunks)[number] | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          chunk.imports.forEach((file) => visit(byFile.get(file)));
        };
        starts.forEach(visit);
        return files;
      };
      const isLater = (chunk: (typeof chunks)[number]) =>
        LANDING_LATER.some((id) => chunk.facadeModuleId?.endsWith(id));
      // The landing's first load: the entry, the app, the landing's layout and route (as scripts/size.ts counts it).
      const landing = [appModule, ...modulesForPath(paths.home)];
      const first = closure(
        chunks.filter((chunk) => chunk.isEntry || landing.some((id) => chunk.facadeModuleId?.endsWith(id))),
      );
      for (const file of closure(chunks.filter(isLater))) {
        const chunk = byFile.get(file);
        if (chunk && !first.has(file)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}

/** Each chunk's static imports, recursively: what is loaded whenever its code runs. Filled as the bundle is written. */
const loadedWith = new Map<string, ReadonlySet<string>>();

/**
 * Records, before Vite writes each dynamic import's list of files to preload, what every chunk statically imports
 * (recursively). A file the importing chunk already needed is loaded: Vite's preloader skips it at run time, and its
 * name in the list only weighs on the importer (the app's chunk lists ~60 files, among them the first load's own).
 */
function staticImportsForPreload(): Plugin {
  return {
    name: 'metr-static-imports',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = new Map(
          Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
        );
        const closure = (fileName: string, files = new Set<string>()) => {
          for (const file of chunks.get(fileName)?.imports ?? []) {
            if (!files.has(file)) {
              files.add(file);
              closure(file, files);
            }
          }
          return files;
        };
        loadedWith.clear();
        for (const fileName of chunks.keys()) loadedWith.set(fileName, closure(fileName));
      },
    },
  };
}

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const source = (path: string) => `${projectRoot}${path}`;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/**
 * The modules the public site can reach: everything the entry script imports, statically or lazily, without going
 * through the workspace's route (src/config/routes.ts). Computed once per chunking pass.
 */
const publicModules = new WeakMap<ModuleGraph, Set<string>>();
function reachableFromPublicSite(graph: ModuleGraph): Set<string> {
  const known = publicModules.get(graph);
  if (known) return known;
  const stop = new Set(modulesForPath(paths.dashboard).map(source));
  const reached = new Set<string>();
  const pending = [source('src/main.tsx')];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || stop.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    reached.add(id);
    pending.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  publicModules.set(graph, reached);
  return reached;
}

/**
 * The public site's styles in one stylesheet, and every other stylesheet with the chunk that needs it: a style module
 * (vanilla-extract's virtual `*.css.ts.vanilla.css`, the font's CSS) the public site can reach goes into the `site`
 * group. That group holds nothing but CSS, so Vite drops its empty script and links its sheet wherever it is needed:
 * the entry imports the font and the theme, so index.html links it, and every page (the prerendered landing included)
 * paints styled after one render-blocking request. Style modules only the workspace reaches stay in the workspace's
 * lazy chunks, whose sheets Vite loads before it runs them (its lazy-import preload), and which the server links for
 * a /dashboard page (server/preload.ts). scripts/size.ts fails if the landing's sheet holds a workspace style.
 */
function publicStyles(id: string, graph: ModuleGraph): string | null {
  return id.endsWith('.css') && reachableFromPublicSite(graph).has(id) ? 'site' : null;
}

/**
 * Writes dist/.vite/css-sources.json: for each stylesheet of the build, the style modules it was made from (source
 * paths, as the manifest names modules). Vite's manifest says which sheets a chunk needs, not what is inside them;
 * scripts/size.ts reads this to fail when a public page's sheets hold a workspace style. Not served (a dot-folder).
 */
function cssSources(): Plugin {
  const sources = new Map<string, string[]>();
  return {
    name: 'metr-css-sources',
    apply: 'build',
    enforce: 'post',
    // After Vite's CSS plugin has given the chunk its sheet, before pure-CSS chunks (the `site` group) are dropped.
    renderChunk(_code, chunk) {
      const sheets = (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [];
      const styles = chunk.moduleIds
        .filter((id) => id.endsWith('.css'))
        .map((id) => (id.startsWith(projectRoot) ? id.slice(projectRoot.length) : id));
      for (const sheet of sheets) sources.set(sheet, [...(sources.get(sheet) ?? []), ...styles]);
      return null;
    },
    generateBundle() {
      if (sources.size === 0) return;
      const json = JSON.stringify(Object.fromEntries(sources), null, 2);
      this.emitFile({ type: 'asset', fileName: '.vite/css-sources.json', source: json });
    },
  };
}

export default defineConfig({
  // pdfjsAssets serves pdf.js's fonts, CMaps and wasm in dev; in a build, the PDF worker's bundle emits them.
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // react-aria ships its built-in strings (drag and drop, calendars, toasts…) in 34 languages; the app speaks French
    // only (Providers.tsx sets fr-FR), so the other 33 dictionaries are left out of every chunk.
    optimizeLocales.vite({ locales: ['fr-FR'] }),
    pdfjsAssets(),
    compileHintsForLater(),
    staticImportsForPreload(),
    cssSources(),
  ],
  // Module workers (the PDF worker is started with type: 'module') and code splitting inside them.
  worker: { format: 'es', plugins: () => [pdfjsAssets()] },
  // The prerendered landing is written with this year; hydration starts from it (src/routes/hooks/client.ts).
  define: { __METR_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: scripts/size.ts follows it to measure what each first load downloads.
    manifest: true,
    // One stylesheet for the public site, linked from index.html (the `site` group below), and the workspace's styles
    // with its lazy chunks: the landing paints after one render-blocking request and never loads the workspace's CSS.
    cssCodeSplit: true,
    // Every browser we support has <link rel="modulepreload"> (Safari 17, Firefox 115): no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // The sync code of shared projects (src/db/sharing/lazy.ts) is fetched on its first use only; its imports are
      // the workspace's own modules, already loaded, so listing them for preloading would only add their names to
      // the workspace's first load (scripts/size.ts: at most 100 B for the boundary).
      // Otherwise, what the importing chunk already loaded is left out (staticImportsForPreload).
      resolveDependencies: (url, deps, { hostId, hostType }) => {
        if (/(^|\/)sharing-[\w-]+\.js$/.test(url)) return [];
        const loaded = hostType === 'js' ? loadedWith.get(hostId) : undefined;
        return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
      },
    },
    // The landing shell stays small; heavy screens are split by route (see scripts/size.ts).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // React, React DOM and the scheduler in one chunk: every page needs all three, and one file compresses
        // better than three (scripts/size.ts).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // Before the other groups, which would otherwise take the design system's style modules into scripts.
            { name: publicStyles, debugName: 'site', priority: 1 },
            // With react-aria's SSR provider, which every page's first load needs too: a chunk of its own otherwise.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](?:(?:react|react-dom|scheduler)[\\/]|react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$)/,
            },
            {
              name: 'design-system',
              // Not the workspace's glyphs (components/Icon/workspace.tsx): only workspace chunks import them.
              // With react-aria's Heading, which Typography wraps: a chunk of its own otherwise.
              test: /[\\/]src[\\/](?:components[\\/](?:Typography|Card|ButtonLink|Link|Button|Icon)|patterns[\\/](?:SiteHeader|PageSection|SectionHeader))[\\/](?!workspace\.)|[\\/]react-aria-components[\\/]dist[\\/]private[\\/]Heading\.mjs$/,
            },
            {
              // The small modules every page's first load needs (the route table, the site's settings, the shell's
              // copy and its components' copy, the visually-hidden helper) in one chunk: apart, each was a chunk of
              // its own with its import and export boilerplate, ~0.1 KB gzip each in the landing's budget.
              name: 'shell',
              // The page error boundary and its screen too: the app's root and the workspace's shell both import them.
              test: /[\\/]src[\\/](?:config[\\/](?:routes|site|media)\.ts|i18n[\\/](?:fr|components-shell\.fr)\.ts|components[\\/]VisuallyHidden[\\/]|routes[\\/]PageErrorBoundary\.tsx|screens[\\/]PageError[\\/])/,
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1' },
});
