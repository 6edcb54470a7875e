/**
 * « Surface en un clic » in the pinned Chromium, through the real selection worker and client (issue 26's goals: a
 * click → its room ≤ 300 ms, a hover preview ≤ 100 ms after the pointer stops). Builds a harness page
 * (scripts/bench-select-browser/) with Vite, serves it with the plans, and drives it with Playwright. Per run
 * (BENCH_RUNS, ≥ 5), on a fresh page and worker: the sheet prepared (the page clicked every 50 ms meanwhile: the
 * slowest click's latency to the next frame and the longest task, the page must not block), then for each room of the
 * ground truth (tests/fixtures/selection/): the click alone (page → worker → page), and the click sent while a preview
 * 2 pt away is still being computed (the page sends one preview at a time; the click waits behind it). The baseline of
 * the same run is the worker's own time for the same fill (its `ms`): the ratio is what the round trip and the queue
 * add. Sheets: VA p1 (vector), the generated rooms (vector), and the scanned Sonoma sheet when ../shared has it.
 * A benchmark, not a test: `npm test` does not run it.
 *
 *   npm run bench:select:browser
 *   BENCH_RUNS=7 npm run bench:select:browser
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Point } from '../src/domain/takeoff/types.ts';
import { median } from './bench-common.ts';
import { benchRuns, report, samples, withHarness, type Budget } from './bench-browser.ts';
import type { bench as Harness } from './bench-select-browser/harness.ts';

const ROOT = join(import.meta.dirname, '..');
const TRUTH = join(ROOT, 'tests', 'fixtures', 'selection');
const VA = join(ROOT, 'tests', 'fixtures', 'plans', 'va-finish-plan.pdf');
const GENERATED = join(TRUTH, 'generated-rooms.pdf');
const SONOMA = join(ROOT, '..', 'shared', 'testdata', 'plans', 'sonoma-house-plans-scanned.pdf');
const CLICK_EVERY_MS = 50;

const BUDGETS = {
  click: { label: 'click → room (round trip, worst room of the run)', limit: 300 },
  behind: { label: 'click behind a preview (worst room of the run)', limit: 300 },
  hover: { label: 'preview after the pointer stops (median room)', limit: 100 },
  slowestClick: { label: 'slowest page click while preparing (INP proxy)', limit: 100 },
  longTask: { label: "page's longest task while preparing", limit: 100 },
  prepare: { label: '(the sheet prepared, with the fill made ready)', limit: Infinity },
} as const satisfies Record<string, Budget>;
type Metric = keyof typeof BUDGETS;

declare global {
  interface Window {
    selectBench: typeof Harness;
  }
}

interface Room {
  id: string;
  label?: string;
  click: Point;
  area: number;
}
interface SheetCase {
  name: string;
  file: string;
  page: number;
  gap: number;
  rooms: Room[];
}

function cases(): SheetCase[] {
  const out: SheetCase[] = [];
  const va = JSON.parse(readFileSync(join(TRUTH, 'va-rooms.json'), 'utf8')) as {
    page: number;
    pointsPerMetre: number;
    gapMetres: number;
    rooms: Room[];
  };
  out.push({ name: 'VA p1', file: 'plan.pdf', page: va.page, gap: va.gapMetres * va.pointsPerMetre, rooms: va.rooms });
  const generated = JSON.parse(readFileSync(join(TRUTH, 'generated-rooms.json'), 'utf8')) as {
    sheet: { page: number };
    gap: number;
    rooms: { label: string; click: Point; area: number }[];
  };
  out.push({
    name: 'generated',
    file: 'generated.pdf',
    page: generated.sheet.page,
    gap: generated.gap,
    rooms: generated.rooms.map((r) => ({ id: r.label, click: r.click, area: r.area })),
  });
  if (existsSync(SONOMA)) {
    const sonoma = JSON.parse(readFileSync(join(TRUTH, 'sonoma-room.json'), 'utf8')) as typeof va;
    out.push({
      name: 'Sonoma (scan)',
      file: 'sonoma.pdf',
      page: sonoma.page,
      gap: sonoma.gapMetres * sonoma.pointsPerMetre,
      rooms: sonoma.rooms,
    });
  } else console.info(`Sonoma: skipped (no ${SONOMA})`);
  return out;
}

/** Clicks the probe every CLICK_EVERY_MS while the sheet prepares, then returns the preparation's outcome. */
async function prepareWhileClicking(page: Page, ref: { docId: string; page: number }, gap: number) {
  await page.evaluate(([r, g]) => window.selectBench.startPrepare(r, g), [ref, gap] as const);
  const box = await page.locator('#probe').boundingBox();
  if (!box) throw new Error('no probe button');
  for (;;) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    if (!(await page.evaluate(() => window.selectBench.isRunning()))) break;
    await new Promise((resolve) => setTimeout(resolve, CLICK_EVERY_MS));
  }
  return page.evaluate(() => window.selectBench.finishPrepare());
}

async function main() {
  const runs = benchRuns();
  const sheets = cases();
  const files: Record<string, string> = { 'generated.pdf': GENERATED };
  if (existsSync(SONOMA)) files['sonoma.pdf'] = SONOMA;
  await withHarness(
    {
      root: join(import.meta.dirname, 'bench-select-browser'),
      planPath: VA,
      globalName: 'selectBench',
      files,
    },
    async ({ browser, origin, measure, messages }) => {
      console.info(
        `${runs} runs, Chromium ${browser.version()} · load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
      for (const sheet of sheets) {
        const metrics = Object.keys(BUDGETS) as Metric[];
        const all = samples(metrics);
        for (let i = 1; i <= runs; i++) {
          const run = await measure(async (page) => {
            await page.evaluate((u) => window.selectBench.open(u), `${origin}/${sheet.file}`);
            const ref = { docId: 'plan', page: sheet.page };
            const prepared = await prepareWhileClicking(page, ref, sheet.gap);
            const rooms = [];
            for (const room of sheet.rooms) {
              const hover = { x: room.click.x + 2, y: room.click.y + 2 };
              const click = await page.evaluate(([r, p, g]) => window.selectBench.click(r, p, g), [
                ref,
                room.click,
                sheet.gap,
              ] as const);
              const preview = await page.evaluate(([r, p, g]) => window.selectBench.click(r, p, g), [
                ref,
                hover,
                sheet.gap,
              ] as const);
              const behind = await page.evaluate(([r, h, p, g]) => window.selectBench.clickBehindHover(r, h, p, g), [
                ref,
                hover,
                room.click,
                sheet.gap,
              ] as const);
              rooms.push({ room, click, preview, behind });
            }
            await page.evaluate(() => window.selectBench.close());
            return { prepared, rooms };
          });
          const worst = (pick: (r: (typeof run.rooms)[number]) => number) => Math.max(...run.rooms.map(pick));
          const mid = (pick: (r: (typeof run.rooms)[number]) => number) => median(run.rooms.map(pick));
          const workerWorst = worst((r) => r.click.workerMs);
          all.add({
            click: [worst((r) => r.click.roundTripMs), workerWorst],
            behind: [worst((r) => r.behind.roundTripMs), workerWorst],
            hover: [mid((r) => r.preview.roundTripMs), mid((r) => r.preview.workerMs)],
            slowestClick: [run.prepared.slowestClick, run.prepared.slowestClick],
            longTask: [run.prepared.longestTask, run.prepared.longestTask],
            prepare: [run.prepared.ms, run.prepared.ms],
          });
          const areas = run.rooms
            .map(({ room, click }) =>
              click.area === null
                ? `${room.label ?? room.id} ${click.error}`
                : `${room.label ?? room.id} ${(((click.area - room.area) / room.area) * 100).toFixed(2)} %`,
            )
            .join(', ');
          console.info(
            `${sheet.name} run ${i}: prepared (${run.prepared.source}) in ${run.prepared.ms.toFixed(0)} ms, ` +
              `${run.prepared.clicks} page clicks meanwhile, slowest ${run.prepared.slowestClick.toFixed(0)} ms · ` +
              `clicks ${run.rooms.map((r) => r.click.roundTripMs.toFixed(0)).join('/')} ms ` +
              `(worker ${run.rooms.map((r) => r.click.workerMs.toFixed(0)).join('/')}) · behind a preview ` +
              `${run.rooms.map((r) => r.behind.roundTripMs.toFixed(0)).join('/')} ms · ${areas}`,
          );
        }
        console.info(`\n${sheet.name}`);
        report(BUDGETS, all, {
          ourName: 'page',
          labelWidth: 52,
          messages,
          note:
            "(baseline: the worker's own time for the same fills — the ratio is what the message round trip and the\n" +
            ' queue behind a preview add; the preparation rows have no baseline, their ratio is 1.)',
        });
      }
      console.info(
        `load average after: ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
    },
  );
}

await main();
