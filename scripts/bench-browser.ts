/**
 * What the Chromium benchmarks of the plan engine share (bench-pdf.ts, bench-workspace.ts): building a harness page
 * with Vite, serving it, one browser context at 1280 × 800 px and DPR 1 whose pages' console errors are collected,
 * a fresh page per measurement, and the table of medians against budgets and a baseline of the same run.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build, type PluginOption } from 'vite';
import { median, serve } from './bench-common.ts';
import { pdfjsAssets } from './vite-pdfjs-assets.ts';

const { chromiumArgs, chromiumPath } = createRequire(import.meta.url)('./chromium.cjs') as {
  chromiumArgs: string[];
  chromiumPath: () => string;
};

/** The plan to measure: the path given, else the VA plan of the shared test data. */
export const planPathFrom = (arg: string | undefined) =>
  resolve(arg ?? join(process.cwd(), '..', 'shared', 'testdata', 'plans', 'va-finish-plan.pdf'));

/** BENCH_RUNS, at least 5. */
export const benchRuns = () => Math.max(5, Number(process.env.BENCH_RUNS ?? 5));

/** How long the sheet is looked at before the zoom: long enough for the engine's background recording of VA p1. */
export const pauseMs = () => Number(process.env.BENCH_PAUSE_MS ?? 2000);

export interface HarnessSession {
  browser: Browser;
  context: BrowserContext;
  origin: string;
  /** The plan, as the harness fetches it. */
  plan: string;
  /** A new page on the harness, once `window[globalName]` is there. */
  fresh(): Promise<Page>;
  /** One measurement on a fresh page (a fresh worker, a fresh pdf.js), closed afterwards. */
  measure<T>(run: (page: Page) => Promise<T>): Promise<T>;
  /** The pages' console errors and warnings, and uncaught errors. */
  messages: string[];
}

/**
 * Builds the harness in `root` (plus pdf.js's assets, for the page and its workers) with the plan beside it, serves
 * it, starts the pinned Chromium, runs `body`, then closes and removes everything.
 */
export async function withHarness<T>(
  options: {
    root: string;
    plugins?: PluginOption[];
    planPath: string;
    globalName: string;
    /** More files served beside the plan: name → path. */
    files?: Record<string, string>;
  },
  body: (session: HarnessSession) => Promise<T>,
): Promise<T> {
  const outDir = mkdtempSync(join(tmpdir(), 'metr-bench-'));
  console.info('Building the harness…');
  await build({
    configFile: false,
    root: options.root,
    logLevel: 'warn',
    plugins: [...(options.plugins ?? []), pdfjsAssets()],
    worker: { format: 'es', plugins: () => [pdfjsAssets()] },
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: true },
  });
  writeFileSync(join(outDir, 'plan.pdf'), readFileSync(options.planPath));
  for (const [name, path] of Object.entries(options.files ?? {})) writeFileSync(join(outDir, name), readFileSync(path));
  const { server, origin } = await serve(outDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, env: process.env });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    const messages: string[] = [];
    const fresh = async (): Promise<Page> => {
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
      await page.goto(`${origin}/index.html`);
      await page.waitForFunction((name) => name in window, options.globalName);
      return page;
    };
    const measure = async <R>(run: (page: Page) => Promise<R>): Promise<R> => {
      const page = await fresh();
      try {
        return await run(page);
      } finally {
        await page.close();
      }
    };
    return await body({ browser, context, origin, plan: `${origin}/plan.pdf`, fresh, measure, messages });
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

export interface Budget {
  label: string;
  limit: number;
  /** @default 'ms' */
  unit?: 'ms' | 'fps';
  /** @default 'lower' */
  better?: 'lower' | 'higher';
}

/** Per metric, the samples of ours and of the baseline, in run order. */
export function samples<Metric extends string>(metrics: readonly Metric[]) {
  const empty = () => Object.fromEntries(metrics.map((m) => [m, [] as number[]])) as Record<Metric, number[]>;
  const ours = empty();
  const base = empty();
  return {
    ours,
    base,
    add(sample: Record<Metric, [number, number]>) {
      for (const metric of metrics) {
        ours[metric].push(sample[metric][0]);
        base[metric].push(sample[metric][1]);
      }
    },
  };
}

/**
 * Prints each metric's median, its budget, the baseline's median and the ratio; then the note, the console messages
 * and the verdict, which sets the exit code.
 */
export function report<Metric extends string>(
  budgets: Record<Metric, Budget>,
  { ours, base }: { ours: Record<Metric, number[]>; base: Record<Metric, number[]> },
  options: { ourName: string; labelWidth: number; note: string; messages: string[] },
): void {
  let failed = 0;
  const { ourName, labelWidth } = options;
  console.info(`\n${'median'.padEnd(labelWidth)} ${ourName.padEnd(10)} ${'budget'.padEnd(10)} baseline   ratio`);
  for (const metric of Object.keys(budgets) as Metric[]) {
    const { label, limit, unit = 'ms', better = 'lower' } = budgets[metric];
    const value = median(ours[metric]);
    const baseline = median(base[metric]);
    const ok = better === 'lower' ? value <= limit : value >= limit;
    if (!ok) failed++;
    const digits = unit === 'fps' ? 1 : 0;
    const budget = limit === Infinity ? '(reported)' : `${better === 'lower' ? '≤' : '≥'} ${limit} ${unit}`;
    console.info(
      `${label.padEnd(labelWidth)} ${`${value.toFixed(digits)} ${unit}`.padEnd(10)} ${budget.padEnd(10)} ` +
        `${`${baseline.toFixed(digits)} ${unit}`.padEnd(10)} ${(value / baseline).toFixed(2).padEnd(6)} ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  console.info(options.note);
  if (options.messages.length) {
    console.info(`\nconsole: ${[...new Set(options.messages)].slice(0, 10).join('\n         ')}`);
  }
  if (failed) {
    console.error(`\n${failed} median(s) over budget.`);
    process.exitCode = 1;
  } else console.info('\nEvery median within budget.');
}
