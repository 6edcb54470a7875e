/**
 * Benchmark of the PDF engine in Chromium, through the real worker and client: builds a small harness page
 * (scripts/bench-pdf/) with Vite, serves it, and drives it with Playwright. Medians of BENCH_RUNS runs (≥ 5), each
 * from a fresh worker, printed with their budgets and the ratio to a baseline of the same run: pdf.js used alone,
 * rendering the same thing on the main thread. A benchmark, not a test: `npm test` does not run it.
 *
 *   CHROMIUM_PATH=… tsx scripts/bench-pdf.ts [plan.pdf]           medians vs budgets
 *   CHROMIUM_PATH=… tsx scripts/bench-pdf.ts --compare out/ [plan.pdf]   PNGs of worker vs main-thread renders
 *
 * The plan defaults to ../shared/testdata/plans/va-finish-plan.pdf (VA: ARCH E1, 158k operators, 47k visible
 * segments on p1). Chromium: CHROMIUM_PATH, else /usr/bin/chromium (scripts/chromium.cjs); nothing is downloaded.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { benchRuns, pauseMs, planPathFrom, report, samples, withHarness, type Budget } from './bench-browser.ts';
import type { bench as Harness } from './bench-pdf/harness.ts';

const args = process.argv.slice(2);
const compareDir = args[0] === '--compare' ? resolve(args[1] ?? 'bench-pdf-compare') : null;
const planPath = planPathFrom(compareDir ? args[2] : args[0]);
const runs = benchRuns();
const THUMB_PX = 240;
const PAUSE_MS = pauseMs();

const BUDGETS = {
  importThumbnails: { label: 'open → both thumbnails shown', limit: 2000 },
  fit: { label: 'open → p1 painted at fit size', limit: 1500 },
  zoom: { label: 'zoom ×2 → visible region sharp', limit: 300 },
  vectors: { label: 'p1 vectors extracted', limit: Infinity },
  coldThumbnails: { label: '(cold worker) open → both thumbnails', limit: Infinity },
  coldFit: { label: '(cold worker) open → p1 at fit size', limit: Infinity },
} as const satisfies Record<string, Budget>;
type Metric = keyof typeof BUDGETS;

declare global {
  interface Window {
    bench: typeof Harness;
  }
}

async function main() {
  if (!existsSync(planPath)) {
    console.error(`No plan at ${planPath}: pass a PDF path.`);
    process.exit(2);
  }
  const root = join(import.meta.dirname, 'bench-pdf');
  await withHarness({ root, planPath, globalName: 'bench' }, async ({ browser, plan, fresh, measure, messages }) => {
    if (compareDir) {
      await compare(fresh, plan);
      return;
    }
    console.info(`${runs} runs on ${basename(planPath)}, Chromium ${browser.version()}, 1280 × 800 px at DPR 1`);
    const metrics = Object.keys(BUDGETS) as Metric[];
    const all = samples(metrics);
    // One page per measurement: a fresh worker, and a fresh pdf.js for the baseline.
    for (let i = 1; i <= runs; i++) {
      const t = await measure((p) =>
        p.evaluate(([u, px]) => window.bench.importThumbnails(u, px, true), [plan, THUMB_PX] as const),
      );
      const v = await measure((p) =>
        p.evaluate(([u, pause]) => window.bench.viewer(u, true, pause), [plan, PAUSE_MS] as const),
      );
      const ct = await measure((p) =>
        p.evaluate(([u, px]) => window.bench.importThumbnails(u, px, false), [plan, THUMB_PX] as const),
      );
      const cv = await measure((p) =>
        p.evaluate(([u, pause]) => window.bench.viewer(u, false, pause), [plan, PAUSE_MS] as const),
      );
      const bt = await measure((p) =>
        p.evaluate(([u, px]) => window.bench.baselineThumbnails(u, px), [plan, THUMB_PX] as const),
      );
      const bv = await measure((p) =>
        p.evaluate(([u, pause]) => window.bench.baselineViewer(u, pause), [plan, PAUSE_MS] as const),
      );
      all.add({
        importThumbnails: [t.ms, bt.ms],
        fit: [v.fitMs, bv.fitMs],
        zoom: [v.zoomMs, bv.zoomMs],
        vectors: [v.vectorsMs, bv.vectorsMs],
        coldThumbnails: [ct.ms, bt.ms],
        coldFit: [cv.fitMs, bv.fitMs],
      });
      console.info(
        `run ${i}: thumbnails ${t.ms.toFixed(0)} ms (${t.sizes.join(', ')}) · fit ${v.fitMs.toFixed(0)} ms (${v.fitSize}) · ` +
          `zoom ${v.zoomMs.toFixed(0)} ms${v.culled ? ' (culled)' : ''} · vectors ${v.vectorsMs.toFixed(0)} ms (${v.segments} segments) · ` +
          `cold ${ct.ms.toFixed(0)} / ${cv.fitMs.toFixed(0)} ms | baseline: ` +
          `${bt.ms.toFixed(0)} / ${bv.fitMs.toFixed(0)} / ${bv.zoomMs.toFixed(0)} / ${bv.vectorsMs.toFixed(0)} ms`,
      );
    }
    report(BUDGETS, all, {
      ourName: 'worker',
      labelWidth: 38,
      messages,
      note:
        '(baseline: pdf.js alone, rendering on the main thread, its parser worker started beforehand; for vectors, its\n' +
        ' getOperatorList without the conversion. Budgeted rows: our worker started beforehand (client.ready()), as the\n' +
        ' workspace does when it opens; cold rows: started by the first call.)',
    });
  });
}

/** Worker vs main-thread renders of the same regions, written as PNG pairs, with the share of differing pixels. */
async function compare(fresh: () => Promise<Page>, plan: string) {
  mkdirSync(compareDir as string, { recursive: true });
  // Each page fitted to 1280 px, then two details at 6× that: its title block corner and its centre.
  const cases = [0, 1].flatMap((page) => [
    { name: `p${page + 1}-fit`, page, zoom: 1 },
    { name: `p${page + 1}-title-block-6x`, page, zoom: 6, region: { x: 0.72, y: 0.84, width: 0.2, height: 0.13 } },
    { name: `p${page + 1}-centre-6x`, page, zoom: 6, region: { x: 0.42, y: 0.42, width: 0.16, height: 0.16 } },
  ]);
  for (const c of cases) {
    const page = await fresh();
    const r = await page.evaluate(([u, p, z, region]) => window.bench.compare(u, p, z, region), [
      plan,
      c.page,
      c.zoom,
      c.region,
    ] as const);
    await page.close();
    if (!r) continue;
    const tag = c.name;
    for (const [which, url] of [
      ['worker', r.ours],
      ['main', r.theirs],
    ] as const) {
      writeFileSync(join(compareDir as string, `${tag}-${which}.png`), Buffer.from(url.split(',')[1] ?? '', 'base64'));
    }
    console.info(
      `${tag.padEnd(28)} ${r.size.padEnd(11)} differing pixels ${(r.differingShare * 100).toFixed(3)} % ` +
        `(ink ${(r.inkShare * 100).toFixed(1)} %)`,
    );
  }
}

await main();
