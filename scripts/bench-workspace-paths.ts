/**
 * The user paths of `npm run bench:workspace` (issue 24: « speed the person feels »), on the built site served by the
 * real Node server, as a person: a profile, a project, the VA plan imported with the file picker, the starter library
 * installed and used by the project, then PATH_MEASUREMENTS areas seeded on VA p1 (AF101) through IndexedDB, each
 * linked to one article of the starter library (rows the app reads at load, nothing journalled).
 *
 * Each path is timed in the page, from the pointer's press (a capture listener) to the first animation frame that
 * shows the answer:
 * - open a sheet just imported: a new project, the VA plan imported with the file picker, READ_MS to read the list,
 *   a click on VA p1's row → its plan sharp (the viewer's data-render-state): a person's first visit, which the
 *   pictures made while the page was idle after the import serve (prerenderSheets in src/routes/workspace/prewarm.ts);
 * - open a sheet, nothing kept: the plan pictures kept between visits (src/routes/workspace/renderCache.ts) deleted,
 *   the project page loaded afresh, the same click: a first visit without that head start (the site's data cleared
 *   of its pictures only, or a sheet beyond the first MAX_PRERENDERED of a file), pdf.js's whole cost;
 * - open a sheet, cold: the same after that visit (its pictures kept), the project page loaded afresh;
 * - open a sheet, warm: back to the project page by its link, the same click → sharp;
 * - « Voir sur le plan »: on the quantities page, the article's plans listed, a click on its link → the sheet sharp
 *   with its measurements selected;
 * - the quantities page: from the project page, a click on « Quantités » → the article's row shown with its total.
 * The baseline, measured in the same runs: from the sheet page, a click on « Projets » → the project list shown (a
 * route of the same shell doing nearly nothing), so ratios tell a slow machine from a slow path.
 *
 *   npm run build && tsx scripts/bench-workspace-paths.ts [plan.pdf]
 *   (or BENCH_SECTION=paths npm run bench:workspace)
 *
 * BENCH_CPU=4 runs the paths under 4× CPU throttling (the brief's profile); the budgets are the issue's, stated for
 * this machine unthrottled.
 */
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { hasBuild, median, siteContext, startSite } from './bench-common.ts';
import { launchSiteBrowser } from './bench-site-browser.ts';
import { newProjectWithPlan, setUp } from './bench-workspace-edit.ts';

const SITE_DIR = resolve(process.env.SITE_DIR ?? 'dist');
const COUNT = Number(process.env.PATH_MEASUREMENTS ?? 500);
const CPU = Number(process.env.BENCH_CPU ?? 1);
/**
 * A person's pointer rests on a row a moment before the press (the project page starts loading the sheet then:
 * src/routes/workspace/prewarm.ts); the paths are timed from the press. BENCH_HOVER_MS=0 presses at once.
 */
const HOVER_MS = Number(process.env.BENCH_HOVER_MS ?? 300);

/** The time between the import's end and the press: the person reads « 2 plans importés » and finds the sheet. */
const READ_MS = Number(process.env.BENCH_READ_MS ?? 2000);

const PATHS = ['openImported', 'openFirst', 'openCold', 'openWarm', 'showOnSheet', 'quantities', 'baseline'] as const;
type PathName = (typeof PATHS)[number];
const BUDGETS: Record<PathName, { label: string; limit: number }> = {
  openImported: { label: 'just imported → VA p1 sharp', limit: 1500 },
  openFirst: { label: 'project page → VA p1 sharp (nothing kept)', limit: 1500 },
  openCold: { label: 'project page → VA p1 sharp (cold)', limit: 1500 },
  openWarm: { label: 'project page → VA p1 sharp (warm)', limit: 1500 },
  showOnSheet: { label: '« Voir sur le plan » → sharp, selected', limit: 1000 },
  quantities: { label: 'project page → quantities page shown', limit: 500 },
  baseline: { label: '(baseline: sheet → project list)', limit: Infinity },
};

/** Arms the press listener: the next pointerdown's time is the path's start. */
const PROBE = () => {
  const probe = { armed: false, start: 0, states: [] as [string, number][] };
  // The viewer's render states as they change (BENCH_PHASES): where a path's time goes.
  new MutationObserver((records) => {
    for (const r of records) {
      const state = (r.target as Element).getAttribute('data-render-state');
      if (state) probe.states.push([state, performance.now()]);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-render-state'], childList: false });
  (window as unknown as { pathProbe: typeof probe }).pathProbe = probe;
  document.addEventListener(
    'pointerdown',
    () => {
      if (!probe.armed) return;
      probe.armed = false;
      probe.start = performance.now();
      probe.states = [];
    },
    true,
  );
};

async function arm(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { pathProbe: { armed: boolean } }).pathProbe.armed = true;
  });
}

/** Milliseconds from the armed press to the first animation frame where `selector` matches (and `text`, if given). */
async function until(page: Page, selector: string, text?: string): Promise<number> {
  return page.evaluate(
    ({ selector, text }) =>
      new Promise<number>((done, fail) => {
        const probe = (window as unknown as { pathProbe: { start: number } }).pathProbe;
        const deadline = performance.now() + 60_000;
        const tick = () => {
          const found = [...document.querySelectorAll(selector)].some(
            (e) => text === undefined || (e.textContent ?? '').includes(text),
          );
          if (found) done(performance.now() - probe.start);
          else if (performance.now() > deadline) fail(new Error(`« ${selector} » never appeared`));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { selector, text },
  );
}

/** PATH_MEASUREMENTS areas on the sheet, each linked to the starter library's first active article in m². */
async function seed(page: Page, sheetUrl: string, count: number): Promise<string> {
  const sheetId = decodeURIComponent(/\/plans\/([^/?#]+)/.exec(new URL(sheetUrl).pathname)?.[1] ?? '');
  return page.evaluate(
    async ({ sheetId, count }) => {
      const db = await new Promise<IDBDatabase>((done, fail) => {
        const request = indexedDB.open('Metr');
        request.onsuccess = () => done(request.result);
        request.onerror = () => fail(request.error);
      });
      const read = <T>(store: string, key?: string) =>
        new Promise<T>((done, fail) => {
          const os = db.transaction(store).objectStore(store);
          const request = key === undefined ? os.getAll() : os.get(key);
          request.onsuccess = () => done(request.result as T);
          request.onerror = () => fail(request.error);
        });
      const sheet = await read<{ projectId: string }>('plans', sheetId);
      const items = await read<{ id: string; designation: string; unite: string; actif: boolean }[]>('libraryItems');
      const article = items.find((i) => i.unite === 'm²' && i.actif);
      if (!article) throw new Error('no article in m² in the starter library');
      const now = new Date().toISOString();
      await new Promise<void>((done, fail) => {
        const tx = db.transaction('measurements', 'readwrite');
        const store = tx.objectStore('measurements');
        for (let i = 0; i < count; i++) {
          const x = 200 + (i % 25) * 100;
          const y = 200 + Math.floor(i / 25) * 80;
          store.put({
            id: `path-${i}`,
            projectId: sheet.projectId,
            sheetId,
            kind: 'area',
            label: `Local ${i + 1}`,
            color: 'blue',
            points: [
              { x, y },
              { x: x + 60, y },
              { x: x + 60, y: y + 50 },
              { x, y: y + 50 },
            ],
            holes: [],
            links: [{ articleId: article.id, formula: 'Q' }],
            createdAt: now,
            updatedAt: now,
          });
        }
        tx.oncomplete = () => done();
        tx.onerror = () => fail(tx.error);
      });
      db.close();
      return article.designation;
    },
    { sheetId, count },
  );
}

/** What happened after the press: the viewer's states and the files fetched, in ms from the press. */
async function phases(page: Page): Promise<string> {
  const lines = await page.evaluate(() => {
    const probe = (window as unknown as { pathProbe: { start: number; states: [string, number][] } }).pathProbe;
    const out: [number, string][] = probe.states.map(([state, at]) => [at - probe.start, `state ${state}`]);
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (e.startTime < probe.start) continue;
      out.push([
        e.startTime - probe.start,
        `fetch ${e.name.split('/').pop()} (${e.duration.toFixed(0)} ms, ${e.transferSize} B)`,
      ]);
    }
    return out.sort((a, b) => a[0] - b[0]).map(([at, what]) => `    ${at.toFixed(0).padStart(6)} ms  ${what}`);
  });
  return lines.join('\n');
}

async function throttle(page: Page) {
  if (CPU === 1) return async () => {};
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A person's click on a sheet's row (the pointer resting on it HOVER_MS first), timed until the plan is sharp. */
async function openSheet(page: Page, row: Locator): Promise<number> {
  const release = await throttle(page);
  await row.hover();
  await page.waitForTimeout(HOVER_MS);
  await arm(page);
  await row.click();
  const time = await until(page, '[data-render-state="sharp"]');
  await release();
  return time;
}

async function run(
  page: Page,
  sheetUrl: string,
  designation: string,
  planPath: string,
  index: number,
): Promise<Record<PathName, number>> {
  const projectUrl = sheetUrl.replace(/\/plans\/.*$/, '');
  const sheetRow = () =>
    page
      .getByRole('grid', { name: 'Plans' })
      .getByRole('row')
      .filter({ hasText: /^AF101/ });
  const out = {} as Record<PathName, number>;

  // Just imported: a project of its own, the file dropped in, a moment to read the list, the click.
  await page.goto(projectUrl.replace(/\/projets\/.*$/, ''));
  await newProjectWithPlan(page, `Import ${index}`, planPath);
  await page.waitForTimeout(READ_MS);
  out.openImported = await openSheet(page, sheetRow().first());
  if (process.env.BENCH_PHASES) console.info(`  just imported phases:\n${await phases(page)}`);

  // First: nothing kept of the sheet's pictures (shown before, so not made ahead), the project page loaded afresh.
  await page.evaluate(() => caches.delete('metr-plan-pictures-v1'));
  await page.goto(projectUrl);
  await sheetRow().first().waitFor();
  await page.waitForTimeout(1000);
  out.openFirst = await openSheet(page, sheetRow().first());
  // What the visit keeps is written when the page is idle.
  await page.waitForTimeout(3000);

  // Cold: the project page loaded afresh (the workspace's chunks from the HTTP cache, as for a returning person).
  await page.goto(projectUrl);
  await sheetRow().first().waitFor();
  await page.waitForTimeout(1000);
  const browser = page.context().browser();
  const tracing = process.env.BENCH_TRACE && browser;
  if (tracing) {
    await browser.startTracing(page, {
      path: process.env.BENCH_TRACE,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8.execute',
        'blink',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
  }
  out.openCold = await openSheet(page, sheetRow().first());
  if (tracing) await browser.stopTracing();
  if (process.env.BENCH_PHASES) console.info(`  cold open phases:\n${await phases(page)}`);
  await page.waitForTimeout(1000);

  // Baseline: the project list, a route of the same shell that does nearly nothing.
  let release = await throttle(page);
  await arm(page);
  await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Projets' }).click();
  out.baseline = await until(page, 'h1', 'Projets');
  await release();

  // Warm: the project again, then the same sheet.
  await page.goto(projectUrl);
  await sheetRow().first().waitFor();
  await sheetRow().first().click();
  await page.locator('[data-render-state="sharp"]').waitFor();
  await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link').nth(1).click();
  await sheetRow().first().waitFor();
  await page.waitForTimeout(1000);
  out.openWarm = await openSheet(page, sheetRow().first());
  await page.waitForTimeout(1000);

  // The quantities page, from the project page.
  await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link').nth(1).click();
  await sheetRow().first().waitFor();
  await page.waitForTimeout(1000);
  release = await throttle(page);
  await arm(page);
  await page.getByRole('link', { name: 'Quantités', exact: true }).first().click();
  out.quantities = await until(page, 'tr, [role="row"]', designation);
  await release();

  // « Voir sur le plan »: the article's plans listed (Enter on its row), then its link.
  const row = page.getByRole('row', { name: new RegExp(escape(designation)) }).first();
  await row.focus();
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: /^Voir sur le plan AF101/ });
  await link.waitFor();
  await page.waitForTimeout(1000);
  release = await throttle(page);
  await arm(page);
  await link.click();
  out.showOnSheet = await until(page, '[data-render-state="sharp"]');
  await release();
  await page
    .getByRole('grid', { name: /^Mesures du plan/ })
    .getByRole('row', { selected: true })
    .first()
    .waitFor();
  return out;
}

export async function benchPaths(planPath: string, runs: number) {
  if (!hasBuild(SITE_DIR)) {
    process.exitCode = 2;
    return;
  }
  const site = await startSite(SITE_DIR, 60_000);
  const browser = await launchSiteBrowser();
  try {
    const { context, page } = await siteContext(browser, [PROBE], 60_000);
    console.info(
      `\nUser paths on VA p1, ${COUNT.toLocaleString('en')} linked measurements` +
        `${CPU === 1 ? '' : `, CPU ${CPU}× slower`} (site: ${SITE_DIR}); setting up…`,
    );
    const [sheetUrl] = await setUp(page, site.origin, planPath);
    await page.getByRole('link', { name: 'Bibliothèques' }).click();
    await page.getByRole('button', { name: 'Installer la bibliothèque de démarrage' }).first().click();
    await page.getByRole('status').filter({ hasText: 'Bibliothèque de démarrage installée' }).waitFor();
    const designation = await seed(page, sheetUrl, COUNT);
    await page.goto(`${sheetUrl.replace(/\/plans\/.*$/, '')}/quantites`);
    const uses = page.getByRole('checkbox', { name: 'Utiliser Bibliothèque de démarrage Metr' });
    await uses.focus();
    await page.keyboard.press('Space');
    await page
      .getByRole('row', { name: new RegExp(escape(designation)) })
      .first()
      .waitFor();

    const values = Object.fromEntries(PATHS.map((p) => [p, [] as number[]])) as Record<PathName, number[]>;
    for (let i = 1; i <= runs; i++) {
      const v = await run(page, sheetUrl, designation, planPath, i);
      for (const p of PATHS) values[p].push(v[p]);
      console.info(`run ${i}: ` + PATHS.map((p) => `${p} ${v[p].toFixed(0)} ms`).join(' · '));
    }
    const base = median(values.baseline);
    console.info(
      `\nmedian${CPU === 1 ? '' : `, CPU ${CPU}× slower`}                          value      budget      ratio to baseline`,
    );
    let failed = 0;
    for (const p of PATHS) {
      const value = median(values[p]);
      const { label, limit } = BUDGETS[p];
      const ok = value <= limit;
      if (!ok) failed++;
      console.info(
        `${label.padEnd(44)} ${`${value.toFixed(0)} ms`.padEnd(10)} ${(limit === Infinity ? '' : `≤ ${limit} ms`).padEnd(11)} ` +
          `${(value / Math.max(base, 1)).toFixed(1).padEnd(6)} ${ok ? 'ok' : 'OVER BUDGET'}`,
      );
    }
    console.info(
      '(from the press to the first animation frame showing the answer; « sharp » is the viewer’s data-render-state.)',
    );
    if (failed) {
      console.error(`\n${failed} path(s) over budget.`);
      process.exitCode = 1;
    }
    await context.close();
  } finally {
    await browser.close();
    site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const planPath = resolve(
    process.argv[2] ?? join(process.cwd(), '..', 'shared', 'testdata', 'plans', 'va-finish-plan.pdf'),
  );
  await benchPaths(planPath, Math.max(5, Number(process.env.BENCH_RUNS ?? 5)));
}
