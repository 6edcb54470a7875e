/**
 * `npm run bench:site`: Lighthouse (mobile preset, simulated throttling) on the landing page served by the real Node
 * server, several runs, medians checked against the speed budgets. It builds nothing: run `npm run build` first (or
 * point SITE_DIR at another build). A benchmark, not a test: `npm test` does not run it.
 *
 *   SITE_DIR=dist BENCH_RUNS=3 BENCH_PATH=/ tsx scripts/bench-site.ts
 *
 * Chromium: the pinned build of the tests (scripts/chromium.cjs), driven by Lighthouse through chrome-launcher.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';

const { chromiumArgs, chromiumPath, chromiumEnv } = createRequire(import.meta.url)('./chromium.cjs') as {
  chromiumArgs: string[];
  chromiumPath: () => string;
  chromiumEnv: () => Record<string, string | undefined>;
};

const siteDir = resolve(process.env.SITE_DIR ?? 'dist');
const runs = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const path = process.env.BENCH_PATH ?? '/';
const chromePath = chromiumPath();
// Lighthouse drives Chromium through chrome-launcher, which wants the new headless mode spelled out.
const chromeFlags = ['--headless=new', ...chromiumArgs.filter((flag) => flag !== '--headless')];

/** 1 KB = 1,000 bytes, as in scripts/size.ts. */
const BUDGETS = {
  performance: { max: false, limit: 0.95, unit: '' },
  lcpMs: { max: true, limit: 2000, unit: ' ms' },
  tbtMs: { max: true, limit: 100, unit: ' ms' },
  cls: { max: true, limit: 0.02, unit: '' },
  initialJsBytes: { max: true, limit: 120_000, unit: ' B' },
  /** Reported, not budgeted: what went over the wire (brotli from the Node server). */
  initialJsWireBytes: { max: true, limit: Infinity, unit: ' B' },
  videoBytesBeforeLcp: { max: true, limit: 0, unit: ' B' },
} as const;
type Metric = keyof typeof BUDGETS;
type Sample = Record<Metric, number>;

interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: { ...process.env, SITE_DIR: siteDir, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('the server did not answer within 30 s');
}

async function measure(url: string): Promise<Sample> {
  const envVars = Object.fromEntries(
    Object.entries(chromiumEnv()).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, envVars });
  try {
    // No config: Lighthouse's default is the mobile preset (Moto G Power viewport, slow 4G, 4× CPU, simulated).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id];
    const numeric = (id: string) => {
      const value = audit(id)?.numericValue;
      if (value === undefined) throw new Error(`no value for ${id}`);
      return value;
    };

    // Observed (unthrottled) timestamps, on the trace clock in microseconds, to place each request.
    const metrics = (audit('metrics')?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
    const lcpTs = metrics.observedLargestContentfulPaintTs;
    const network = audit('network-requests')?.details as
      { items: NetworkItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
    const startTs = network?.debugData?.networkStartTimeTs;
    if (!network || lcpTs === undefined || startTs === undefined) {
      throw new Error('Lighthouse gave no network timeline');
    }
    const at = (ms: number | undefined) => (ms === undefined ? Infinity : startTs + ms * 1000);

    // The landing's initial JavaScript: every script the page loads without a visitor's action, up to the end of the
    // run (Lighthouse stops once the network and the main thread are quiet). Not only those before the load event:
    // the prerendered landing fetches its app after its first paint, and that app is still needed to use the page.
    // Budgeted gzipped (-9, as scripts/size.ts); what went over the wire (brotli) is reported beside it.
    const initialScripts = network.items.filter((r) => r.resourceType === 'Script');
    const initialJsWireBytes = initialScripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    let initialJsBytes = 0;
    for (const script of initialScripts) {
      const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
      initialJsBytes += gzipSync(body, { level: 9 }).length;
    }
    // Video must wait for the largest paint: any media request started before it counts.
    const videoBytesBeforeLcp = network.items
      .filter(
        (r) => (r.resourceType === 'Media' || r.mimeType?.startsWith('video/')) && at(r.networkRequestTime) < lcpTs,
      )
      .reduce((sum, r) => sum + Math.max(r.transferSize ?? 0, 1), 0);

    return {
      performance: lhr.categories.performance?.score ?? 0,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      initialJsBytes,
      initialJsWireBytes,
      videoBytesBeforeLcp,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const show = (metric: Metric, value: number) => {
  if (metric === 'performance') return value.toFixed(2);
  if (metric === 'cls') return value.toFixed(3);
  return `${Math.round(value)}${BUDGETS[metric].unit}`;
};

async function main() {
  if (!existsSync(join(siteDir, 'index.html'))) {
    console.error(`No build in ${siteDir}: run \`npm run build\` first, or set SITE_DIR.`);
    process.exit(2);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'metr-bench-'));
  const server = await startServer(port, dataDir);
  const url = `http://127.0.0.1:${port}${path}`;
  console.info(`Lighthouse, mobile preset, ${runs} runs on ${url} (site: ${siteDir})`);
  const samples: Sample[] = [];
  try {
    for (let i = 1; i <= runs; i++) {
      // Lighthouse sometimes fails to record the trace (NO_NAVSTART): that run is measured again, once.
      const sample = await measure(url).catch((error: unknown) => {
        if (!(error instanceof Error && error.message.includes('NO_NAVSTART'))) throw error;
        console.info(`run ${i}: ${error.message}; measuring again`);
        return measure(url);
      });
      samples.push(sample);
      const line = (Object.keys(BUDGETS) as Metric[]).map((m) => `${m} ${show(m, sample[m])}`).join(' · ');
      console.info(`run ${i}: ${line}`);
    }
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }

  let failed = 0;
  console.info('\nmedian                 value        budget       ratio');
  for (const metric of Object.keys(BUDGETS) as Metric[]) {
    const { max, limit } = BUDGETS[metric];
    const value = median(samples.map((s) => s[metric]));
    const ok = max ? value <= limit : value >= limit;
    if (!ok) failed++;
    // Ratio to the budget: under 1 is within a ceiling, over 1 is above a floor.
    const ratio =
      limit === Infinity || (limit === 0 && value === 0) ? '—' : limit === 0 ? '∞' : (value / limit).toFixed(2);
    const budget = limit === Infinity ? '(reported)' : `${max ? '≤' : '≥'} ${show(metric, limit)}`;
    console.info(
      `${metric.padEnd(22)} ${show(metric, value).padEnd(12)} ${budget.padEnd(12)} ${ratio.padEnd(6)} ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  if (failed) {
    console.error(`\n${failed} median(s) over budget.`);
    process.exit(1);
  }
  console.info('\nEvery median within budget.');
}

await main();
