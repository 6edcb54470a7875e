/**
 * A server with an analytics id, for the specs that need the consent banner. The shared e2e server runs without one
 * (no banner on the other specs' pages and baselines), so the Playwright config starts a second server beside it,
 * serving the same build with ANALYTICS_ID set (analyticsConfig.ts): the server writes the id into the page and opens
 * the CSP to the vendor, so no special build is needed. The vendor host is intercepted: nothing leaves the machine.
 */
import { ANALYTICS_ID, analyticsPort, e2ePort } from './analyticsConfig';
import { test as base } from './fixtures';

export { ANALYTICS_ID };
export const VENDOR_SCRIPT = `https://static.hotjar.com/c/hotjar-${ANALYTICS_ID}.js?sv=6`;
export const BANNER = { name: 'Votre choix sur les cookies' };

export const test = base.extend<{ vendor: { requests: string[] } }, { analyticsOrigin: string }>({
  analyticsOrigin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
    async ({}, provide) => provide(`http://127.0.0.1:${analyticsPort(e2ePort())}`),
    { scope: 'worker' },
  ],
  baseURL: async ({ analyticsOrigin }, provide) => provide(analyticsOrigin),
  vendor: async ({ page }, provide) => {
    const requests: string[] = [];
    // The vendor answers with an empty script: the request is what is being checked.
    await page.route('https://*.hotjar.com/**', (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await provide({ requests });
  },
});
