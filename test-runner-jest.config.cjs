// Story tests: every story is rendered in the pinned Chromium (scripts/chromium.cjs), its play function runs, axe audits it in the light and
// the dark theme, then a screenshot is compared with the committed baseline at zero tolerance.
const { getJestConfig } = require('@storybook/test-runner');
const { launchOptions } = require('./scripts/chromium.cjs');

const base = getJestConfig();

module.exports = {
  ...base,
  testTimeout: 30000,
  // No retry: a story that passes only on a second try is fixed, not retried. Each file's and story's time goes to
  // test-reports/stories.json (the table at the end of npm test, npm run test:profile).
  reporters: [...base.reporters, '<rootDir>/scripts/testing/jest-timing-reporter.cjs'],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: launchOptions(),
      contextOptions: {
        viewport: { width: 800, height: 600 },
        deviceScaleFactor: 1,
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
      },
    },
  },
};
