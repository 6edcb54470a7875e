/**
 * `npm run bench:site`: the landing page served by the real Node server, measured two ways, medians checked against
 * the speed budgets and printed side by side:
 * - Lighthouse (mobile preset, simulated throttling), several runs: score, LCP, TBT, CLS, the JavaScript of the first
 *   load, no video before the largest paint;
 * - what Lighthouse cannot see, as it presses nothing (scripts/bench-interactions.ts): scripted interactions on a
 *   phone at 4× CPU throttling (INP, time to open the sign-up modal, to switch a tab or a carousel step, to open the
 *   menu), and presses the moment the page loads (lost or not, and how long they take).
 * It builds nothing: run `npm run build` first (or point SITE_DIR at another build). A benchmark, not a test:
 * `npm test` does not run it.
 *
 *   SITE_DIR=dist BENCH_RUNS=3 BENCH_PRESS_TRIALS=8 BENCH_PATH=/ tsx scripts/bench-site.ts
 *
 * Chromium: the pinned build of the tests (scripts/chromium.cjs), driven by Lighthouse through chrome-launcher, and
 * by Playwright for the interactions.
 */
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
import { IDLE_MARK } from '../src/config/routes';
import { hasBuild, median, startSite } from './bench-common.ts';
import { CPU_SLOWDOWN, measureInteractions, measurePressesAtLoad, type InteractionSample } from './bench-interactions';

const { chromiumArgs, chromiumPath, chromiumEnv } = createRequire(import.meta.url)('./chromium.cjs') as {
  chromiumArgs: string[];
  chromiumPath: () => string;
  chromiumEnv: () => Record<string, string | undefined>;
};

const siteDir = resolve(process.env.SITE_DIR ?? 'dist');
const runs = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const pressTrials = Math.max(1, Number(process.env.BENCH_PRESS_TRIALS ?? 8));
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
  /** Reported apart: fetched once the page is idle after its largest paint, for later interactions. */
  idleJsBytes: { max: true, limit: Infinity, unit: ' B' },
  videoBytesBeforeLcp: { max: true, limit: 0, unit: ' B' },
} as const;
type Metric = keyof typeof BUDGETS;
type Sample = Record<Metric, number>;

/**
 * The interactions' budgets, at 4× CPU on the phone profile: INP "good" (200 ms); the modal open within 200 ms of
 * the press; a tab or a carousel step within 100 ms. A press the moment the page loads: never lost, and faster than
 * before the press replay and the idle fetch (the figures the issue measured: lost 7 times out of 8 at
 * DOMContentLoaded, 560 ms at load, 1,674 ms at load at 4×, a tab press lost 5 times out of 5).
 */
const INTERACTION_BUDGETS = {
  inpMs: 200,
  modalOpenMs: 200,
  tabChangeMs: 100,
  stepChangeMs: 100,
  menuOpenMs: 200,
} as const satisfies Record<keyof InteractionSample, number>;
const PRESS_BUDGETS: Record<string, number> = {
  ctaAtDomContentLoaded: 560,
  ctaAtLoad: 560,
  ctaAtLoad4x: 1674,
  tabAtLoad: 560,
};

interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
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
    const originTs = metrics.observedTimeOriginTs;
    const network = audit('network-requests')?.details as
      { items: NetworkItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
    const startTs = network?.debugData?.networkStartTimeTs;
    if (!network || lcpTs === undefined || startTs === undefined) {
      throw new Error('Lighthouse gave no network timeline');
    }
    const at = (ms: number | undefined) => (ms === undefined ? Infinity : startTs + ms * 1000);

    // The landing's initial JavaScript: every script the page requests without a visitor's action until it marks
    // itself idle after its largest paint (IDLE_MARK, src/routes/HomeRoute.tsx). Not only those before the load
    // event: the prerendered landing fetches its app after its first paint, and that app is needed to use the page.
    // What it requests after the mark is fetched for later interactions (its tabbed sections, the sign-up modal):
    // counted apart. A run without the mark counts every script as the first load. Budgeted gzipped (-9, as
    // scripts/size.ts); what went over the wire (brotli) is reported beside it.
    const marks = (audit('user-timings')?.details as { items?: { name: string; startTime: number }[] } | undefined)
      ?.items;
    const idleMark = marks?.find((item) => item.name === IDLE_MARK);
    const idleTs = idleMark && originTs !== undefined ? originTs + idleMark.startTime * 1000 : Infinity;
    const scripts = network.items.filter((r) => r.resourceType === 'Script');
    const initialScripts = scripts.filter((r) => at(r.networkRequestTime) < idleTs);
    const initialJsWireBytes = initialScripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const gzipped = async (list: NetworkItem[]) => {
      let bytes = 0;
      for (const script of list) {
        const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
        bytes += gzipSync(body, { level: 9 }).length;
      }
      return bytes;
    };
    const initialJsBytes = await gzipped(initialScripts);
    const idleJsBytes = await gzipped(scripts.filter((r) => !initialScripts.includes(r)));
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
      idleJsBytes,
      videoBytesBeforeLcp,
    };
  } finally {
    await chrome.kill();
  }
}

const show = (metric: Metric, value: number) => {
  if (metric === 'performance') return value.toFixed(2);
  if (metric === 'cls') return value.toFixed(3);
  return `${Math.round(value)}${BUDGETS[metric].unit}`;
};

interface Row {
  name: string;
  value: string;
  budget: string;
  ratio: string;
  ok: boolean;
}

/** One line of the summary: `value` against a ceiling (`max`) or a floor; Infinity means reported, not budgeted. */
function row(name: string, value: number, limit: number, max: boolean, format: (n: number) => string): Row {
  const ok = Number.isFinite(value) && (max ? value <= limit : value >= limit);
  // Ratio to the budget: under 1 is within a ceiling, over 1 is above a floor.
  const ratio =
    limit === Infinity || (limit === 0 && value === 0) ? '—' : limit === 0 ? '∞' : (value / limit).toFixed(2);
  const budget = limit === Infinity ? '(reported)' : `${max ? '≤' : '≥'} ${format(limit)}`;
  return { name, value: format(value), budget, ratio, ok: limit === Infinity || ok };
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'lost');

async function main() {
  if (!hasBuild(siteDir)) process.exit(2);
  // Only a guard against a server that never starts: tsx compiling it took 43 s under a load of 5–8 on 2 cores.
  const site = await startSite(siteDir, 120_000);
  const url = `${site.origin}${path}`;
  console.info(`Lighthouse, mobile preset, ${runs} runs on ${url} (site: ${siteDir})`);
  const samples: Sample[] = [];
  let interactions: InteractionSample[];
  let presses: Awaited<ReturnType<typeof measurePressesAtLoad>>;
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
    console.info(`\nInteractions, phone profile, CPU ${CPU_SLOWDOWN}× slower, ${runs} runs`);
    interactions = await measureInteractions(url, runs, console.info);
    console.info(`\nA press the moment the page loads, desktop window, ${pressTrials} trials each`);
    presses = await measurePressesAtLoad(url, pressTrials, console.info);
  } finally {
    site.stop();
  }

  const rows: Row[] = (Object.keys(BUDGETS) as Metric[]).map((metric) => {
    const { max, limit } = BUDGETS[metric];
    return row(metric, median(samples.map((s) => s[metric])), limit, max, (n) => show(metric, n));
  });
  for (const metric of Object.keys(INTERACTION_BUDGETS) as (keyof InteractionSample)[]) {
    const values = interactions.map((s) => s[metric]);
    // A lost interaction is as slow as can be.
    const value = values.some(Number.isNaN) ? NaN : median(values);
    rows.push(row(`${metric} (${CPU_SLOWDOWN}×)`, value, INTERACTION_BUDGETS[metric], true, ms));
  }
  for (const { name, times } of presses) {
    const lost = times.filter(Number.isNaN).length;
    rows.push(row(`${name} lost`, lost, 0, true, (n) => `${n}/${times.length}`));
    const answered = times.filter((t) => !Number.isNaN(t));
    const value = answered.length ? median(answered) : NaN;
    rows.push(row(`${name} median`, value, PRESS_BUDGETS[name] ?? Infinity, true, ms));
    rows.push(row(`${name} max`, answered.length ? Math.max(...answered) : NaN, Infinity, true, ms));
  }

  console.info('\nmedian                         value        budget       ratio');
  for (const r of rows)
    console.info(
      `${r.name.padEnd(30)} ${r.value.padEnd(12)} ${r.budget.padEnd(12)} ${r.ratio.padEnd(6)} ${r.ok ? 'ok' : 'OVER BUDGET'}`,
    );
  const failed = rows.filter((r) => !r.ok).length;
  if (failed) {
    console.error(`\n${failed} median(s) over budget.`);
    process.exit(1);
  }
  console.info('\nEvery median within budget.');
}

await main();
