/**
 * What the benchmarks share: a static server for a built harness, medians, a seeded generator, the shape of a Chrome
 * trace's events. Light on purpose (the Node-only benchmarks import it too); the browser plumbing is in
 * bench-browser.ts. Not a test: `npm test` does not run them.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serveStatic } from '../server/static.ts';

/** Serves `dir` on a free loopback port; `/assets/*` as immutable, as the real server does. */
export function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    serveStatic(req, res, { root: dir, immutablePrefix: '/assets/' }).then(
      (served) => {
        if (!served) {
          res.statusCode = 404;
          res.end();
        }
      },
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

/** Whether `siteDir` holds a build; says what to do when it does not. */
export function hasBuild(siteDir: string): boolean {
  if (existsSync(join(siteDir, 'index.html'))) return true;
  console.error(`No build in ${siteDir}: run \`npm run build\` first, or set SITE_DIR.`);
  return false;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * The production server (server/main.ts, as `npm start` runs it) serving `siteDir` on a free loopback port, its data
 * in a fresh temporary folder; resolves once it answers (within `timeoutMs`). `stop` ends it and removes its data.
 */
export async function startSite(siteDir: string, timeoutMs: number): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'metr-bench-'));
  const server = spawn(join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: { ...process.env, SITE_DIR: siteDir, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      stop();
      throw new Error(`the server stopped (exit ${server.exitCode})`);
    }
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Mulberry32: a seeded generator, so every run measures the same data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An event of a Chrome trace, as the benchmarks read it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (wall time `dur` grows with the machine's load; this does not). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * A fresh context on the built site as the site's benches use it (1280 × 800 px, DPR 1, French, reduced motion), its
 * init scripts added, and its page. tsx (esbuild's keepNames) wraps the named functions of the callbacks evaluated in
 * the page in a `__name` helper the page does not have: an identity stands in for it.
 */
export async function siteContext(
  browser: Browser,
  scripts: readonly (string | (() => void))[],
  timeoutMs: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'fr-FR',
    reducedMotion: 'reduce',
  });
  await context.addInitScript('globalThis.__name = (target) => target;');
  for (const script of scripts) await context.addInitScript(script);
  const page = await context.newPage();
  page.setDefaultTimeout(timeoutMs);
  return { context, page };
}
