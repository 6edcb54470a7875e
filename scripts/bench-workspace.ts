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
 * and adding one under 4× CPU, by Event Timing (INP ≤ 100 ms). Then the user paths (scripts/bench-workspace-paths.ts,
 * on the built site): a sheet opened from the project page, « Voir sur le plan », the quantities page, each from the
 * press to what it shows. BENCH_SECTION=viewer, editing or paths runs one.
 *
 * BENCH_TRACE=trace.json first records one viewer run in a Chrome trace (open it in chrome://tracing or Perfetto) and
 * prints where the main thread and the PDF worker spent the gesture's time, by trace event.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Browser } from 'playwright-core';
import { benchRuns, pauseMs, planPathFrom, report, samples, withHarness, type Budget } from './bench-browser.ts';
import type { TraceEvent } from './bench-common.ts';
import { benchEditing } from './bench-workspace-edit.ts';
import { benchPaths } from './bench-workspace-paths.ts';
import type { workspaceBench as Harness } from './bench-workspace/harness.tsx';

const planPath = planPathFrom(process.argv[2]);
const runs = benchRuns();
/** The sheet is looked at before the zoom, as in bench-pdf: the engine records the page's operator boxes then. */
const PAUSE_MS = pauseMs();
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
} as const satisfies Record<string, Budget>;
type Metric = keyof typeof BUDGETS;

declare global {
  interface Window {
    workspaceBench: typeof Harness;
  }
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
  const harness = {
    root: join(import.meta.dirname, 'bench-workspace'),
    plugins: [react(), vanillaExtractPlugin()],
    planPath,
    globalName: 'workspaceBench',
  };
  await withHarness(harness, async ({ browser, origin, plan, measure, messages }) => {
    if (process.env.BENCH_TRACE) {
      await traceOnce(browser, origin, resolve(process.env.BENCH_TRACE));
      if (process.env.BENCH_TRACE_ONLY) return;
    }
    console.info(`${runs} runs on ${basename(planPath)}, Chromium ${browser.version()}, 1280 × 800 px at DPR 1`);
    const all = samples(Object.keys(BUDGETS) as Metric[]);
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
      all.add({
        open: [v.openMs, bv.fitMs],
        zoom: [v.zoomMs, bv.zoomMs],
        fps: [v.fps, bp.fps],
        worst: [v.worstMs, bp.worstMs],
      });
      console.info(
        `run ${i}: open ${v.openMs.toFixed(0)} ms · zoom ${v.zoomMs.toFixed(0)} ms (fit ${(v.fitZoom * 100).toFixed(1)} %) · ` +
          `${v.fps.toFixed(1)} fps, longest frame ${v.worstMs.toFixed(0)} ms | baseline: ${bv.fitMs.toFixed(0)} / ` +
          `${bv.zoomMs.toFixed(0)} ms · ${bp.fps.toFixed(1)} fps`,
      );
    }
    report(BUDGETS, all, {
      ourName: 'viewer',
      labelWidth: 46,
      messages,
      note:
        '(viewer: PlanViewer over the PDF worker, started beforehand as the workspace does; "sharp" is its\n' +
        " data-render-state, said once the frame showing it is drawn; the zoom includes the viewer's settle delay.\n" +
        ' baseline: pdf.js alone on the main thread — open and fit, then the ×2 region, as bench-pdf; for frames,\n' +
        ' the bitmap it rendered at fit drawn transformed on every frame of the same gesture, no measurements.)',
    });
  });
}

const section = process.env.BENCH_SECTION;
if (section === undefined || section === 'viewer') await main();
if (section === undefined || section === 'editing') {
  const failed = process.exitCode;
  await benchEditing(planPath, runs);
  if (failed) process.exitCode = failed;
}
if (section === undefined || section === 'paths') {
  const failed = process.exitCode;
  await benchPaths(planPath, runs);
  if (failed) process.exitCode = failed;
}
