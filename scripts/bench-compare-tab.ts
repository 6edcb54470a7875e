/**
 * `npm run bench:compare:tab` (issue 27: the whole first comparison, rendering included, ≤ 4 s on the VA sheet): the
 * comparison as a person starts it on the built site (dist/, served by the real Node server) in the pinned Chromium,
 * timed in the page from the press to the overlay shown (the « Modifications » list there, then two frames: the
 * overlay is drawn in the frame after the result). Each run on a fresh browser context (an empty IndexedDB):
 * - a profile, a project and the VA plan imported; then rev B (tests/fixtures/comparison/va-rev-b.pdf) imported with
 *   « Importer un nouvel indice », the pairing dialog read for BENCH_PAIRING_MS (3 s by default) — while it is open
 *   the comparison worker starts and renders indice A ahead —, then « Importer l’indice » pressed: **confirmed** is
 *   from that press to the overlay (the file stored, the new sheet opened, compared);
 * - then the new sheet's page loaded again: the comparison made above is kept in the database (issue 27), so the
 *   « Indices » tab shows it from there, nothing rendered: **kept** is from the reload's start (the navigation) to the
 *   overlay shown, the page's own load included;
 * - then the kept comparisons deleted and the page loaded again (a fresh comparison worker, nothing rendered, nothing
 *   kept), its « Indices » tab opened and « Comparer avec l’indice A » pressed as soon as it shows: **cold** is from
 *   that press to the overlay — the true first comparison of a fresh tab.
 * The baseline of the same run is pdf.js alone: both pages rendered once at the comparison's scale, one after the
 * other, in the PDF engine's worker from a fresh one (scripts/bench-compare-browser/harness.ts `baseline`), on the
 * same machine between two runs. Medians, ratios to the baseline; the regions found each time are printed (rev B has
 * 4 edits: 4 or 5 regions, nothing from the shift). The 2-core machine is shared: figures move, ratios less.
 * A benchmark, not a test: `npm test` does not run it. Exit code 1 when the median cold press is over 4 s.
 *
 *   npm run build && npm run bench:compare:tab
 *   BENCH_RUNS=7 BENCH_PAIRING_MS=0 npm run bench:compare:tab
 */
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { hasBuild, median, siteContext, startSite } from './bench-common.ts';
import { benchRuns, planPathFrom, withHarness } from './bench-browser.ts';
import { launchSiteBrowser } from './bench-site-browser.ts';
import { importPlan, signUpWithProject } from './bench-workspace-edit.ts';
import { COMPARISON_DIR } from './comparison/evaluate.ts';
import type { bench as Harness } from './bench-compare-browser/harness.ts';
import { KEPT_COMPARISONS_COUNT } from '../tests/e2e/idb.ts';

declare global {
  interface Window {
    compareBench: typeof Harness;
    /** Set by PRESS_TO_OVERLAY: the press's time, and the overlay's once shown. */
    comparisonTiming?: { pressed: number | null; shown: Promise<number> };
    /** Set by OVERLAY_SHOWN_AT: when the overlay was first shown, from the navigation's start. */
    overlayShownAt?: number;
  }
}

const GOAL_MS = 4000;
const SITE_DIR = resolve(process.env.SITE_DIR ?? 'dist');
const runs = benchRuns();
const pairingMs = Number(process.env.BENCH_PAIRING_MS ?? 3000);
const planPath = planPathFrom(undefined);
const revision = join(COMPARISON_DIR, 'va-rev-b.pdf');
/** The VA sheet and rev B are ARCH E1 (3024 × 2160 pt): the comparison's scale for them (engine.ts). */
const SCALE = Math.min(2, Math.sqrt(22_000_000 / (3024 * 2160)));

/**
 * In the page, before the press: the press's time (the first click, in the capture phase), and a promise of the time
 * the « Modifications » list is there and two frames have been drawn after it.
 */
const PRESS_TO_OVERLAY = () => {
  const timing = { pressed: null as number | null, shown: Promise.resolve(0) };
  document.addEventListener('click', () => (timing.pressed ??= performance.now()), { capture: true, once: true });
  const isShown = () =>
    [...document.querySelectorAll('section[aria-labelledby]')].some(
      (s) => document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent === 'Modifications',
    );
  timing.shown = new Promise<number>((done) => {
    const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())));
    const observer = new MutationObserver(() => {
      if (!isShown()) return;
      observer.disconnect();
      frames();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  window.comparisonTiming = timing;
};

/** Presses with `press`, then waits for the overlay: milliseconds between the two, and the regions listed. */
async function pressToOverlay(page: Page, press: () => Promise<void>): Promise<{ ms: number; regions: number }> {
  await page.evaluate(PRESS_TO_OVERLAY);
  await press();
  const ms = await page.evaluate(async () => {
    const timing = window.comparisonTiming;
    if (!timing) throw new Error('no timing');
    const shown = await timing.shown;
    if (timing.pressed === null) throw new Error('the press was not seen');
    return shown - timing.pressed;
  });
  const regions = await page.getByRole('region', { name: 'Modifications' }).getByRole('listitem').count();
  return { ms, regions };
}

async function oneRun(page: Page, origin: string) {
  await signUpWithProject(page, origin);
  await importPlan(page, planPath);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Importer un nouvel indice' }).click(),
  ]);
  await chooser.setFiles(revision);
  const dialog = page.getByRole('dialog', { name: /Nouvel indice/ });
  await dialog.waitFor();
  await page.waitForTimeout(pairingMs);
  const confirmed = await pressToOverlay(page, () =>
    dialog.getByRole('button', { name: /^Importer l’indice/ }).click(),
  );
  // Kept once shown (its pictures compressed in the worker, then stored): waited for, as a person's next visit would.
  const deadline = Date.now() + 60_000;
  while ((await keptComparisons(page)) < 1) {
    if (Date.now() > deadline) throw new Error('the comparison was not kept');
    await page.waitForTimeout(200);
  }
  // The new sheet again, from its address: shown from the database.
  await page.reload();
  await page.getByRole('application').waitFor();
  const tab = page.getByRole('tab', { name: 'Indices', exact: true });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await page.waitForFunction(() => window.overlayShownAt !== undefined, undefined, { timeout: 60_000 });
  const keptMs = await page.evaluate(() => {
    const shown = window.overlayShownAt;
    if (!shown) throw new Error('no timing');
    return shown;
  });
  const kept = {
    ms: keptMs,
    regions: await page.getByRole('region', { name: 'Modifications' }).getByRole('listitem').count(),
  };
  // Nothing kept any more: a fresh page, a fresh worker, nothing rendered.
  await page.evaluate(CLEAR_KEPT);
  await page.reload();
  await page.getByRole('application').waitFor();
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const compare = page.getByRole('button', { name: 'Comparer avec l’indice A' });
  await compare.waitFor();
  const cold = await pressToOverlay(page, () => compare.click());
  return { confirmed, kept, cold };
}

/** The kept comparisons deleted (a string to page.evaluate: tsx's __name). */
const CLEAR_KEPT = `new Promise((resolve, reject) => {
  const open = indexedDB.open('Metr');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const tx = db.transaction('comparisons', 'readwrite');
    tx.objectStore('comparisons').clear();
    tx.oncomplete = () => { db.close(); resolve(null); };
    tx.onerror = () => { db.close(); reject(tx.error); };
  };
})`;
const keptComparisons = (page: Page) => page.evaluate<number>(KEPT_COMPARISONS_COUNT);

/**
 * In every page of the context from its start: the time (from the navigation's start) the « Modifications » list is
 * there and two frames have been drawn after it.
 */
const OVERLAY_SHOWN_AT = `(() => {
  const isShown = () =>
    [...document.querySelectorAll('section[aria-labelledby]')].some(
      (s) => document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent === 'Modifications',
    );
  window.overlayShownAt = undefined;
  const observer = new MutationObserver(() => {
    if (!isShown()) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => (window.overlayShownAt = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

async function main() {
  if (!hasBuild(SITE_DIR)) {
    process.exitCode = 1;
    return;
  }
  const site = await startSite(SITE_DIR, 90_000);
  const browser = await launchSiteBrowser();
  const rows = { confirmed: [] as number[], kept: [] as number[], cold: [] as number[], baseline: [] as number[] };
  try {
    await withHarness(
      {
        root: join(import.meta.dirname, 'bench-compare-browser'),
        planPath,
        globalName: 'compareBench',
        files: { 'rev-b.pdf': revision },
      },
      async ({ measure, plan, origin, messages }) => {
        console.info(
          `${runs} runs, VA p1 → rev B through the sheet page at ${SCALE.toFixed(2)} px/pt, pairing dialog ` +
            `${pairingMs} ms, load average ${loadavg()[0]?.toFixed(1)}`,
        );
        for (let i = 1; i <= runs; i++) {
          const { context, page } = await siteContext(browser, [], 240_000);
          await page.addInitScript(OVERLAY_SHOWN_AT);
          page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
          let run;
          try {
            run = await oneRun(page, site.origin);
          } finally {
            await context.close();
          }
          const base = await measure((p) =>
            p.evaluate(([o, n, s]) => window.compareBench.baseline(o, n, s), [
              plan,
              `${origin}/rev-b.pdf`,
              SCALE,
            ] as const),
          );
          rows.confirmed.push(run.confirmed.ms);
          rows.kept.push(run.kept.ms);
          rows.cold.push(run.cold.ms);
          rows.baseline.push(base.total);
          console.info(
            `run ${i}: confirmed → overlay ${run.confirmed.ms.toFixed(0)} ms (${run.confirmed.regions} regions) · ` +
              `reload → overlay kept ${run.kept.ms.toFixed(0)} ms (${run.kept.regions} regions) · ` +
              `cold « Comparer » → overlay ${run.cold.ms.toFixed(0)} ms (${run.cold.regions} regions) · ` +
              `baseline ${base.total.toFixed(0)} ms · load average ${loadavg()[0]?.toFixed(1)}`,
          );
        }
        const base = median(rows.baseline);
        const line = (label: string, values: number[]) =>
          console.info(
            `${label.padEnd(52)} ${`${median(values).toFixed(0)} ms`.padEnd(10)} ${(median(values) / base).toFixed(2)}`,
          );
        console.info(`\n${'median'.padEnd(52)} ${'ours'.padEnd(10)} ratio to the baseline`);
        line(`« Importer l’indice » → overlay (${pairingMs} ms of pairing)`, rows.confirmed);
        line('the sheet reloaded → overlay kept in the database', rows.kept);
        line('« Comparer » on a freshly loaded sheet → overlay (cold)', rows.cold);
        line('baseline: pdf.js alone, both pages rendered', rows.baseline);
        if (messages.length) console.info(`\nconsole: ${[...new Set(messages)].slice(0, 10).join('\n         ')}`);
        const ok = median(rows.cold) <= GOAL_MS;
        console.info(`\nGoal (the cold comparison, press to overlay ≤ ${GOAL_MS} ms): ${ok ? 'met' : 'NOT MET'}`);
        if (!ok) process.exitCode = 1;
      },
    );
  } finally {
    await browser.close();
    site.stop();
  }
}

await main();
