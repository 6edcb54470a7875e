/**
 * A server with an analytics id, for the specs that need the consent banner. The shared e2e server runs without one
 * (no banner on the other specs' pages and baselines), so these specs start their own server per worker, on a free
 * port, serving the same build (SITE_DIR) with ANALYTICS_ID set: the server writes the id into the page and opens the
 * CSP to the vendor, so no special build is needed. The vendor host is intercepted: nothing leaves the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from './fixtures';

export const ANALYTICS_ID = 'test123';
export const VENDOR_SCRIPT = `https://static.hotjar.com/c/hotjar-${ANALYTICS_ID}.js?sv=6`;
export const BANNER = { name: 'Votre choix sur les cookies' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess) {
  // Most of the fixture's 60 s: tsx compiling the server took over 30 s under a load average of 27 on 2 cores.
  const deadline = Date.now() + 55_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`analytics server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`analytics server not up at ${url}`);
}

export const test = base.extend<{ vendor: { requests: string[] } }, { analyticsOrigin: string }>({
  analyticsOrigin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
    async ({}, provide) => {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'metr-consent-'));
      const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ANALYTICS_ID },
        stdio: 'ignore',
      });
      const origin = `http://127.0.0.1:${port}`;
      try {
        await waitUntilUp(`${origin}/`, child);
        await provide(origin);
      } finally {
        child.kill('SIGTERM');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
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
