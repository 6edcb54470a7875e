import { test as base, expect, type Page } from '@playwright/test';

import { axeViolations, describeViolation } from '../axe';

/** Chromium logs this for any document served with 404, which our server does on purpose for unknown paths. */
export const DOCUMENT_404 = /^Failed to load resource: the server responded with a status of 404/;

/**
 * Fails the test on any console error or uncaught page error, except those a test declares it expects
 * (`test.use({ expectedConsoleErrors: [...] })`).
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[]; waitForApp: boolean }>({
  expectedConsoleErrors: [[], { option: true }],
  /**
   * Every navigation waits until the app is live (src/app/RootLayout.tsx) unless a test says otherwise
   * (`test.use({ waitForApp: false })`): the landing is painted from its prerendered markup before its scripts run,
   * and the tests that press its controls at once (at DOMContentLoaded or load) check that nothing is lost meanwhile.
   */
  waitForApp: [true, { option: true }],
  page: async ({ page, waitForApp }, provide) => {
    if (!waitForApp) return provide(page);
    const ready = () => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await provide(page);
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && !expectedConsoleErrors.some((r) => r.test(m.text()))) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe on the whole page, react-aria's live announcer included (a pending Button takes its announcements with it). */
export async function axe(page: Page) {
  // Colours are audited at rest: a theme switch or an entering banner animates colours for a few hundred ms, and
  // axe would read the in-between values. Infinite animations (spinners) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return (await axeViolations(page)).map(describeViolation);
}

/** axe in the light theme, then in the dark one (the OS preference the site follows), then back to light. */
export async function expectNoAxeViolationInBothThemes(page: Page) {
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await axe(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await page.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe('dark');
  expect(await axe(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * The landing's tabbed sections hydrate when the page is idle or when they come near the screen
 * (src/screens/Landing/deferred.tsx): scroll one into view, as a visitor would, and wait until it is hydrated (for
 * what follows hydration, such as the reduced-motion carousel's control; a press before then is replayed anyway).
 */
export async function hydratedSection(page: Page, id: 'how-it-works' | 'target-audience') {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await expect(page.locator(`#${id}[data-hydrated]`)).toBeAttached();
}
