import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  // pdfjsAssets serves pdf.js's fonts, CMaps and wasm in dev; in a build, the PDF worker's bundle emits them.
  plugins: [react(), vanillaExtractPlugin(), pdfjsAssets(), compileHintsForLater()],
  // Module workers (the PDF worker is started with type: 'module') and code splitting inside them.
  worker: { format: 'es', plugins: () => [pdfjsAssets()] },
  // The prerendered landing is written with this year; hydration starts from it (src/routes/hooks/client.ts).
  define: { __METR_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: scripts/size.ts follows it to measure what each first load downloads.
    manifest: true,
    // One stylesheet for every page, linked from index.html: the prerendered landing paints after one render-blocking
    // request instead of ten (each route's CSS is small; together ~8 KB gzip).
    cssCodeSplit: false,
    // Every browser we support has <link rel="modulepreload"> (Safari 17, Firefox 115): no polyfill in the entry.
    modulePreload: { polyfill: false },
    // The landing shell stays small; heavy screens are split by route (see scripts/size.ts).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // React, React DOM and the scheduler in one chunk: every page needs all three, and one file compresses
        // better than three (scripts/size.ts).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
            {
              name: 'design-system',
              test: /[\\/]src[\\/](?:components[\\/](?:Typography|Card|ButtonLink|Link|Button|Icon)|patterns[\\/]SiteHeader)[\\/]/,
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1' },
});
