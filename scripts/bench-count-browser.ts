/**
 * Assisted counting in the pinned Chromium, through the real counting worker and client: builds a harness page
 * (scripts/bench-count/) with Vite, serves it with the VA plan, and drives it with Playwright. Per run (BENCH_RUNS,
 * ≥ 5), on a fresh page and worker with the plan open: the first box (the sheet rendered, then searched), a second box
 * on the same sheet (box → proposals: the raster is kept), the west-wing variant boxed alone (its proposals merge with
 * the first's in the page's journal), and searching the set's other sheet (p2) with the first box. While each runs, the
 * bench clicks a button on the page every 50 ms and keeps the slowest click's latency to the next frame (an INP proxy)
 * and the page's longest task. The baseline of the same run: the same matcher on the page's main thread (its raster
 * rendered there first, untimed), same clicks. A benchmark, not a test: `npm test` does not run it.
 *
 *   npm run bench:count:browser       (also the last part of npm run bench:count)
 *   BENCH_RUNS=7 npm run bench:count:browser
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEFAULT_THRESHOLDS } from '../src/domain/counting/types.ts';
import { benchRuns, report, samples, withHarness, type Budget } from './bench-browser.ts';
import type { bench as Harness } from './bench-count/harness.ts';
import { evaluate, type GroundTruth } from './counting/evaluate.ts';

const ROOT = join(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'tests', 'fixtures', 'counting');
const PLAN = join(ROOT, 'tests', 'fixtures', 'plans', 'va-finish-plan.pdf');
const CLICK_EVERY_MS = 50;

const BUDGETS = {
  box: { label: 'VA p1: box → proposals (wc)', limit: 2000 },
  variant: { label: 'VA p1: the variant boxed alone (wc-west)', limit: 2000 },
  other: { label: 'VA p2 searched with the p1 box (render + search)', limit: 3000 },
  click: { label: 'slowest click while detecting (INP proxy)', limit: 100 },
  longTask: { label: "page's longest task while detecting", limit: 100 },
  first: { label: '(first box: render p1 + search)', limit: Infinity },
} as const satisfies Record<string, Budget>;
type Metric = keyof typeof BUDGETS;

declare global {
  interface Window {
    countBench: typeof Harness;
  }
}

type Outcome = Awaited<ReturnType<typeof Harness.finish>>;

/** Clicks the probe every CLICK_EVERY_MS until the harness's call is done, then returns its outcome. */
async function clickWhileRunning(page: Page): Promise<Outcome> {
  const box = await page.locator('#probe').boundingBox();
  if (!box) throw new Error('no probe button');
  for (;;) {
    // Not awaited one by one against the page: a blocked main thread delays the click's dispatch, which is measured.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    if (!(await page.evaluate(() => window.countBench.isRunning()))) break;
    await new Promise((resolve) => setTimeout(resolve, CLICK_EVERY_MS));
  }
  return page.evaluate(() => window.countBench.finish());
}

async function main() {
  const runs = benchRuns();
  const truth = JSON.parse(readFileSync(join(FIXTURES, 'va-finish-plan-p1.json'), 'utf8')) as GroundTruth;
  const [wc, west] = truth.templates.map((t) => ({ id: t.id, box: t.box }));
  if (!wc || !west) throw new Error('the VA ground truth has two templates');
  await withHarness(
    { root: join(import.meta.dirname, 'bench-count'), planPath: PLAN, globalName: 'countBench' },
    async ({ browser, plan, measure, messages }) => {
      console.info(
        `${runs} runs on VA, Chromium ${browser.version()} · load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
      const metrics = Object.keys(BUDGETS) as Metric[];
      const all = samples(metrics);
      const score = (o: Outcome, set = truth) => evaluate(o.proposals, set, DEFAULT_THRESHOLDS.show);
      for (let i = 1; i <= runs; i++) {
        const ours = await measure(async (page) => {
          await page.evaluate((u) => window.countBench.open(u), plan);
          const go = async (kind: 'find' | 'elsewhere', templates: (typeof wc)[]) => {
            await page.evaluate(([k, t]) => window.countBench.start(k, t), [kind, templates] as const);
            return clickWhileRunning(page);
          };
          const first = await go('find', [wc]);
          const box = await go('find', [wc]);
          const variant = await go('find', [west]);
          const other = await go('elsewhere', [wc]);
          await page.evaluate(() => window.countBench.close());
          return { first, box, variant, other };
        });
        const base = await measure(async (page) => {
          await page.evaluate(([u, t]) => window.countBench.startMainThread(u, t), [plan, [wc]] as const);
          return clickWhileRunning(page);
        });
        const worst = (key: 'slowestClick' | 'longestTask') => Math.max(ours.box[key], ours.variant[key]);
        all.add({
          box: [ours.box.ms, base.ms],
          variant: [ours.variant.ms, base.ms],
          other: [ours.other.ms, base.ms],
          click: [worst('slowestClick'), base.slowestClick],
          longTask: [worst('longestTask'), base.longestTask],
          first: [ours.first.ms, base.ms],
        });
        const s = score(ours.box);
        const v = score(ours.variant);
        const b = score(base);
        console.info(
          `run ${i}: first ${ours.first.ms.toFixed(0)} ms (render ${ours.first.renderMs.toFixed(0)}) · box ${ours.box.ms.toFixed(0)} ms, ` +
            `${ours.box.threads} thread(s) ` +
            `(${s.found}/${s.expected}, ${s.falsePositives} false) · variant ${ours.variant.ms.toFixed(0)} ms (${v.found}/${v.expected}, ` +
            `${v.falsePositives} false) · p2 ${ours.other.ms.toFixed(0)} ms (render ${ours.other.renderMs.toFixed(0)}, ` +
            `${ours.other.proposals.filter((p) => p.score >= DEFAULT_THRESHOLDS.show).length} shown) · clicks ` +
            `${ours.box.clicks + ours.variant.clicks}, slowest ${worst('slowestClick').toFixed(0)} ms, longest task ` +
            `${worst('longestTask').toFixed(0)} ms | main thread: ${base.ms.toFixed(0)} ms (${b.found}/${b.expected}), ` +
            `slowest click ${base.slowestClick.toFixed(0)} ms, longest task ${base.longestTask.toFixed(0)} ms`,
        );
      }
      report(BUDGETS, all, {
        ourName: 'worker',
        labelWidth: 50,
        messages,
        note:
          "(baseline: the same matcher on the page's main thread, box → proposals on a raster rendered there first; its\n" +
          ' clicks wait for it. Clicks and long tasks: the worst of the box and the variant.)',
      });
      console.info(
        `load average after: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
    },
  );
}

await main();
