/**
 * Benchmark of the workspace's plan viewer in Chromium, against the budgets below: builds a harness page
 * (scripts/bench-workspace/) that mounts the real PlanViewer over the real PDF worker, serves it, and drives it with
 * Playwright. Medians of BENCH_RUNS runs (≥ 5), each on a fresh page and worker, printed with their budgets and the
 * ratio to a baseline of the same run: pdf.js alone on the main thread (the bench-pdf harness's, imported).
 * A benchmark, not a test: `npm test` does not run it.
 *
 *   tsx scripts/bench-workspace.ts [plan.pdf]
 *
 * The plan defaults to ../shared/testdata/plans/va-finish-plan.pdf (VA p1: ARCH E1, 70k segments). Chromium: the
 * pinned one (scripts/chromium.cjs); nothing is downloaded.
 *
 * Then the editing section (scripts/bench-workspace-edit.ts, on the built site): 5,000 measurements on VA p1, selecting
 * and adding one under 4× CPU, by Event Timing (INP ≤ 100 ms). BENCH_SECTION=viewer or BENCH_SECTION=editing runs one.
 *
 * BENCH_TRACE=trace.json first records one viewer run in a Chrome trace (open it in chrome://tracing or Perfetto) and
 * prints where the main thread and the PDF worker spent the gesture's time, by trace event.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { median, serve } from './bench-common.ts';
import { benchEditing } from './bench-workspace-edit.ts';
import { pdfjsAssets } from './vite-pdfjs-assets.ts';
import type { workspaceBench as Harness } from './bench-workspace/harness.tsx';

const { chromiumArgs, chromiumPath } = createRequire(import.meta.url)('./chromium.cjs') as {
  chromiumArgs: string[];
  chromiumPath: () => string;
};

const planPath = resolve(
  process.argv[2] ?? join(process.cwd(), '..', 'shared', 'testdata', 'plans', 'va-finish-plan.pdf'),
);
const runs = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
/** The sheet is looked at before the zoom, as in bench-pdf: the engine records the page's operator boxes then. */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 2000);
/** Overridable to find out what costs (BENCH_MEASUREMENTS=0: no overlay); the budget is for 2,000. */
const MEASUREMENTS = Number(process.env.BENCH_MEASUREMENTS ?? 2000);
/** Frames of the pan-and-zoom gesture (about 4 s at 60 Hz). */
const FRAMES = Number(process.env.BENCH_FRAMES ?? 240);

const BUDGETS = {
  open: { label: 'open VA p1 → whole sheet painted', limit: 1500, unit: 'ms', better: 'lower' },
  zoom: { label: 'zoom ×2 → visible region sharp', limit: 300, unit: 'ms', better: 'lower' },
  fps: {
    label: `pan + zoom, ${MEASUREMENTS.toLocaleString('en')} measurements`,
    limit: 50,
    unit: 'fps',
    better: 'higher',
  },
  worst: { label: '(longest frame of the gesture)', limit: Infinity, unit: 'ms', better: 'lower' },
} as const;
type Metric = keyof typeof BUDGETS;

declare global {
  interface Window {
    workspaceBench: typeof Harness;
  }
}

async function buildHarness(outDir: string) {
  await build({
    configFile: false,
    root: join(import.meta.dirname, 'bench-workspace'),
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin(), pdfjsAssets()],
    worker: { format: 'es', plugins: () => [pdfjsAssets()] },
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: true },
  });
  writeFileSync(join(outDir, 'plan.pdf'), readFileSync(planPath));
}

interface TraceEvent {
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
 * Where each thread of the page spent the gesture (between the harness's gesture-start and gesture-end marks): the
 * self time of trace events, by name, largest first — nested events are subtracted from their parents.
 */
function summariseTrace(path: string) {
  const { traceEvents } = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] };
  const threadNames = new Map<string, string>();
  for (const e of traceEvents) {
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  }
  const mark = (name: string) =>
    traceEvents.find((e) => e.name === name && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n'))?.ts;
  const start = mark('gesture-start');
  const end = mark('gesture-end');
  if (start === undefined || end === undefined) {
    console.info('trace: no gesture marks found');
    return;
  }
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.dur === undefined || e.ts < start || e.ts > end) continue;
    const key = `${e.pid}:${e.tid}`;
    const name = threadNames.get(key) ?? '';
    if (!/CrRendererMain|DedicatedWorker|Compositor/.test(name)) continue;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  console.info(`\ntrace: gesture ${((end - start) / 1000).toFixed(0)} ms; self time by event (ms)`);
  for (const [key, events] of byThread) {
    events.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const self = new Map<string, number>();
    const stack: TraceEvent[] = [];
    let busy = 0;
    for (const e of events) {
      while (stack.length && (stack.at(-1) as TraceEvent).ts + ((stack.at(-1) as TraceEvent).dur ?? 0) <= e.ts)
        stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (e.dur ?? 0));
      else busy += e.dur ?? 0;
      self.set(e.name, (self.get(e.name) ?? 0) + (e.dur ?? 0));
      stack.push(e);
    }
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.info(
      `  ${threadNames.get(key)} (busy ${(busy / 1000).toFixed(0)} ms): ` +
        top.map(([n, d]) => `${n} ${(d / 1000).toFixed(0)}`).join(', '),
    );
  }
  for (const [label, from, to] of [
    ['open', 'open-start', 'open-end'],
    ['zoom', 'zoom-start', 'zoom-end'],
  ] as const) {
    const a = mark(from);
    const b = mark(to);
    if (a !== undefined && b !== undefined) cpuByThread(traceEvents, threadNames, label, a, b);
  }
}

/**
 * The CPU time of each busy thread of the page between two marks (top-level events' thread time): on a loaded
 * machine, which threads competed with pdf.js's two (the parser and the PDF worker's canvas) for the cores.
 */
function cpuByThread(
  events: TraceEvent[],
  threadNames: Map<string, string>,
  label: string,
  start: number,
  end: number,
) {
  const cpu = new Map<string, { until: number; ms: number }>();
  const sorted = events.filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= start && e.ts < end);
  sorted.sort((a, b) => a.ts - b.ts);
  for (const e of sorted) {
    const key = `${threadNames.get(`${e.pid}:${e.tid}`) ?? '?'} ${e.tid}`;
    const thread = cpu.get(key) ?? { until: 0, ms: 0 };
    cpu.set(key, thread);
    // Top-level events only: nested ones are inside their parent's time.
    if (e.ts < thread.until) continue;
    thread.until = e.ts + (e.dur ?? 0);
    thread.ms += (e.tdur ?? 0) / 1000;
  }
  const busiest = [...cpu].filter(([, t]) => t.ms >= 10).sort((a, b) => b[1].ms - a[1].ms);
  console.info(
    `trace: ${label} ${((end - start) / 1000).toFixed(0)} ms; CPU by thread (ms): ` +
      busiest.map(([name, t]) => `${name} ${t.ms.toFixed(0)}`).join(', '),
  );
}

async function traceOnce(browser: Browser, origin: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${origin}/index.html`);
  await page.waitForFunction(() => !!window.workspaceBench);
  await browser.startTracing(page, {
    path,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'toplevel',
      'v8.execute',
      'cc',
      'blink',
      // Samples of every thread's JavaScript (the page, the PDF worker, pdf.js's parser): what each function cost.
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  const v = await page.evaluate(([u, pause, n, f]) => window.workspaceBench.viewer(u, pause, n, f), [
    `${origin}/plan.pdf`,
    PAUSE_MS,
    MEASUREMENTS,
    FRAMES,
  ] as const);
  await browser.stopTracing();
  await context.close();
  console.info(`traced run: ${v.fps.toFixed(1)} fps, longest frame ${v.worstMs.toFixed(0)} ms → ${path}`);
  summariseTrace(path);
}

async function main() {
  if (!existsSync(planPath)) {
    console.error(`No plan at ${planPath}: pass a PDF path.`);
    process.exit(2);
  }
  const outDir = mkdtempSync(join(tmpdir(), 'metr-bench-workspace-'));
  console.info('Building the harness…');
  await buildHarness(outDir);
  const { server, origin } = await serve(outDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, env: process.env });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const messages: string[] = [];
  const plan = `${origin}/plan.pdf`;
  const measure = async <T>(run: (page: Page) => Promise<T>): Promise<T> => {
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
    try {
      await page.goto(`${origin}/index.html`);
      await page.waitForFunction(() => !!window.workspaceBench);
      return await run(page);
    } finally {
      await page.close();
    }
  };
  try {
    if (process.env.BENCH_TRACE) {
      await traceOnce(browser, origin, resolve(process.env.BENCH_TRACE));
      if (process.env.BENCH_TRACE_ONLY) return;
    }
    console.info(`${runs} runs on ${basename(planPath)}, Chromium ${browser.version()}, 1280 × 800 px at DPR 1`);
    const metrics = Object.keys(BUDGETS) as Metric[];
    const ours = Object.fromEntries(metrics.map((m) => [m, [] as number[]])) as Record<Metric, number[]>;
    const base = Object.fromEntries(metrics.map((m) => [m, [] as number[]])) as Record<Metric, number[]>;
    for (let i = 1; i <= runs; i++) {
      const v = await measure((p) =>
        p.evaluate(([u, pause, n, f]) => window.workspaceBench.viewer(u, pause, n, f), [
          plan,
          PAUSE_MS,
          MEASUREMENTS,
          FRAMES,
        ] as const),
      );
      const bv = await measure((p) =>
        p.evaluate(([u, pause]) => window.workspaceBench.baselineViewer(u, pause), [plan, PAUSE_MS] as const),
      );
      const bp = await measure((p) =>
        p.evaluate(([u, f]) => window.workspaceBench.baselinePan(u, f), [plan, FRAMES] as const),
      );
      const sample: Record<Metric, [number, number]> = {
        open: [v.openMs, bv.fitMs],
        zoom: [v.zoomMs, bv.zoomMs],
        fps: [v.fps, bp.fps],
        worst: [v.worstMs, bp.worstMs],
      };
      for (const metric of metrics) {
        ours[metric].push(sample[metric][0]);
        base[metric].push(sample[metric][1]);
      }
      console.info(
        `run ${i}: open ${v.openMs.toFixed(0)} ms · zoom ${v.zoomMs.toFixed(0)} ms (fit ${(v.fitZoom * 100).toFixed(1)} %) · ` +
          `${v.fps.toFixed(1)} fps, longest frame ${v.worstMs.toFixed(0)} ms | baseline: ${bv.fitMs.toFixed(0)} / ` +
          `${bv.zoomMs.toFixed(0)} ms · ${bp.fps.toFixed(1)} fps`,
      );
    }
    let failed = 0;
    console.info('\nmedian                                         viewer     budget     baseline   ratio');
    for (const metric of metrics) {
      const { label, limit, unit, better } = BUDGETS[metric];
      const value = median(ours[metric]);
      const baseline = median(base[metric]);
      const ok = better === 'lower' ? value <= limit : value >= limit;
      if (!ok) failed++;
      const budget = limit === Infinity ? '(reported)' : `${better === 'lower' ? '≤' : '≥'} ${limit} ${unit}`;
      console.info(
        `${label.padEnd(46)} ${`${value.toFixed(unit === 'fps' ? 1 : 0)} ${unit}`.padEnd(10)} ${budget.padEnd(10)} ` +
          `${`${baseline.toFixed(unit === 'fps' ? 1 : 0)} ${unit}`.padEnd(10)} ${(value / baseline).toFixed(2).padEnd(6)} ${ok ? 'ok' : 'OVER BUDGET'}`,
      );
    }
    console.info(
      '(viewer: PlanViewer over the PDF worker, started beforehand as the workspace does; "sharp" is its\n' +
        " data-render-state, said once the frame showing it is drawn; the zoom includes the viewer's settle delay.\n" +
        ' baseline: pdf.js alone on the main thread — open and fit, then the ×2 region, as bench-pdf; for frames,\n' +
        ' the bitmap it rendered at fit drawn transformed on every frame of the same gesture, no measurements.)',
    );
    if (messages.length) console.info(`\nconsole: ${[...new Set(messages)].slice(0, 10).join('\n         ')}`);
    if (failed) {
      console.error(`\n${failed} median(s) over budget.`);
      process.exitCode = 1;
    } else console.info('\nEvery median within budget.');
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

const section = process.env.BENCH_SECTION;
if (section !== 'editing') await main();
if (section !== 'viewer') {
  const failed = process.exitCode;
  await benchEditing(planPath, runs);
  if (failed) process.exitCode = failed;
}
