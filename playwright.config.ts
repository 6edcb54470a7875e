import { defineConfig } from '@playwright/test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromiumArgs, chromiumPath } = require('./scripts/chromium.cjs') as {
  chromiumArgs: string[];
  chromiumPath: () => string;
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
  expect: { toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    // Serves the production build (dist/), exactly what `npm start` serves.
    command: `node_modules/.bin/tsx server/main.ts`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !isCI,
    timeout: 30_000,
  },
});
