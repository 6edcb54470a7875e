import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: scripts/size.ts follows it to measure what each first load downloads.
    manifest: true,
    // The landing shell stays small; heavy screens are split by route (see scripts/size.ts).
    chunkSizeWarningLimit: 600,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1' },
});
