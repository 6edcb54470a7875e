import { defineConfig } from '@playwright/test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The pinned Chromium (scripts/chromium.cjs): the build the baselines were made with.
const { launchOptions } = require('./scripts/chromium.cjs') as {
  launchOptions: () => { executablePath: string; args: string[]; env: Record<string, string | undefined> };
};

const PORT = Number(process.env.E2E_PORT ?? 4174);
const isCI = !!process.env.CI;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  fullyParallel: true,
  // One worker in CI: the landing spec measures paint timing and layout shift, which a second browser competing for
  // the two cores distorts (a late font swap was seen to shift the page under load).
  workers: isCI ? 1 : 2,
  forbidOnly: isCI,
  // One retry in CI, reported as flaky: a real failure fails both attempts; timing measurements can lose a race.
  retries: isCI ? 1 : 0,
  reporter: isCI ? 'list' : [['list']],
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
  webServer: {
    // Serves the production build (dist/), exactly what `npm start` serves.
    command: `node_modules/.bin/tsx server/main.ts`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !isCI,
    // tsx compiles the server on start: on a loaded 2-core machine that took over 30 s.
    timeout: 90_000,
  },
});
