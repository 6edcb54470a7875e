import { defineConfig } from '@playwright/test';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANALYTICS_ID, analyticsPort, e2ePort } from './tests/e2e/analyticsConfig';

const require = createRequire(import.meta.url);
// The pinned Chromium (scripts/chromium.cjs): the build the baselines were made with.
const { launchOptions } = require('./scripts/chromium.cjs') as {
  launchOptions: () => { executablePath: string; args: string[]; env: Record<string, string | undefined> };
};

const PORT = e2ePort();
const isCI = !!process.env.CI;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  fullyParallel: true,
  // Two workers, one per core. No retry: a test that passes only on a second try is fixed, not retried.
  workers: 2,
  forbidOnly: isCI,
  retries: 0,
  // The list as it runs; the json report feeds the table at the end of npm test and npm run test:profile.
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]],
  projects: [
    // The tests that measure the landing's own paints (its largest paint, layout shift) run first, alone: a second
    // browser competing for the two cores delays a font's arrival and was seen to shift the page. They carry the tag.
    { name: 'paint', grep: /@paint/, workers: 1 },
    { name: 'e2e', grepInvert: /@paint/, dependencies: ['paint'] },
  ],
  // Native widgets drawn by the browser are kept out of what a baseline compares: the caret here, scrollbars by
  // --hide-scrollbars (scripts/chromium.cjs), the textarea's resize grip by our own drawing (TextField.css.ts).
  expect: { toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: launchOptions(),
  },
  webServer: [
    {
      // Serves the production build (dist/), exactly what `npm start` serves.
      command: `node_modules/.bin/tsx server/main.ts`,
      env: { PORT: String(PORT) },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !isCI,
      // tsx compiles the server on start: on a loaded 2-core machine that took over 30 s.
      timeout: 90_000,
    },
    {
      // The same build with an analytics id, for the specs that need the consent banner (analyticsServer.ts). Started
      // here, before any test, rather than by those specs in the middle of the run: under load, tsx compiling it
      // there once took longer than their fixture's minute.
      command: `node_modules/.bin/tsx server/main.ts`,
      env: {
        PORT: String(analyticsPort(PORT)),
        HOST: '127.0.0.1',
        DATA_DIR: join(tmpdir(), `metr-e2e-analytics-${PORT}`),
        ANALYTICS_ID,
      },
      url: `http://127.0.0.1:${analyticsPort(PORT)}/`,
      reuseExistingServer: !isCI,
      timeout: 90_000,
    },
  ],
});
