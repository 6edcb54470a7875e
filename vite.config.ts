import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { pdfjsAssets } from './scripts/vite-pdfjs-assets.ts';

export default defineConfig({
  // pdfjsAssets serves pdf.js's fonts, CMaps and wasm in dev; in a build, the PDF worker's bundle emits them.
  plugins: [react(), vanillaExtractPlugin(), pdfjsAssets()],
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
