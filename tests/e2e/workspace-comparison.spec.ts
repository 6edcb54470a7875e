/**
 * Issue 27 as a person does it on the built site: two rooms measured on the VA plan (indice A) and linked to an
 * article; the generated revision (tests/fixtures/comparison/va-rev-b.pdf: the page shifted by a fraction of a point,
 * a stair erased, a wall and a label added, the north arrow moved) imported as « nouvel indice » of AF101 — its page
 * paired with the sheet, confirmed; the comparison found, aligned, every edit a region; the changes stepped through
 * with the keyboard; the measurements carried over, the one the new wall crosses flagged « à vérifier » and deleted,
 * the other carried silently; the deltas on the quantities page and in the exported workbook; the carry-over undone
 * in one step.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import truth from '../fixtures/comparison/truth.json' with { type: 'json' };
import { expect, expectNoAxeViolationInBothThemes, test } from './fixtures';
import { KEPT_COMPARISONS_COUNT, openMetrDb } from './idb';
import { createProject, projectWithStarterLibrary, signUp } from './workspace';
import {
  importVaPlan,
  openAtKnownView,
  openFirstSheet,
  plan,
  rowsOf,
  setStandardScale,
  sheetIdOf,
  sheetPointer,
  waitSharp,
} from './workspace-sheet';

/** The south-west of the sheet: the room the added wall crosses, and another beside it. */
const CENTRE = { x: 700, y: 1450 };
/** Crossed by the wall added on indice B (truth: x 306–547, y 1507.5–1512.5). */
const CROSSED = [
  { x: 330, y: 1460 },
  { x: 520, y: 1460 },
  { x: 520, y: 1560 },
  { x: 330, y: 1560 },
];
/** Touched by no edit. */
const UNTOUCHED = [
  { x: 760, y: 1300 },
  { x: 960, y: 1300 },
  { x: 960, y: 1400 },
  { x: 760, y: 1400 },
];

const revB = truth.revisions.find((r) => r.file === 'va-rev-b.pdf');

type Stored = { id: string; sheetId: string; label: string; carried?: { review: string; regionIds: string[] } };
async function storedRows(page: Page): Promise<Stored[]> {
  return page.evaluate(
    async ({ idb: { db, result } }) => {
      const rows = await result(db.transaction('measurements').objectStore('measurements').getAll());
      db.close();
      return rows as Stored[];
    },
    { idb: await openMetrDb(page) },
  );
}

/**
 * Indice A of the VA plan in a project with the starter library: two rooms measured (CROSSED, UNTOUCHED) and linked to
 * a tiling article. Returns the sheet's id.
 */
async function measuredIndiceA(page: Page, project: { name: string; client?: string }): Promise<string> {
  await projectWithStarterLibrary(page, project);
  await importVaPlan(page);
  const sheetA = await openFirstSheet(page);
  await openAtKnownView(page, sheetA, CENTRE);
  await setStandardScale(page, '1:100');
  await plan(page).focus();
  await page.keyboard.press('a');
  await expect(page.getByText(/Aimantation\s*désactivée/)).toBeVisible();
  for (const [i, room] of [CROSSED, UNTOUCHED].entries()) {
    await plan(page).focus();
    await page.keyboard.press('s');
    await sheetPointer(page, CENTRE).click(...room);
    await page.keyboard.press('Enter');
    await expect(rowsOf(page)).toHaveCount(i + 1);
  }
  await plan(page).focus();
  await page.keyboard.press('Control+a');
  await page.getByRole('tab', { name: 'Propriétés', exact: true }).click();
  const panel = page.getByRole('region', { name: /^Relier les 2\smesures à un article$/ });
  await panel.getByRole('textbox', { name: 'Article' }).fill('carrelage 45');
  await panel.getByRole('textbox', { name: 'Article' }).press('Enter');
  await panel.getByRole('button', { name: /^Relier les 2\smesures à / }).click();
  await expect(panel.getByRole('status')).toContainText(/reliées à/);
  return sheetA;
}

/**
 * The keyboard only: Tab (Maj+Tab with `back`) until `target` has the focus — it fails when `target` is not reached
 * within `max` presses (unreachable by keyboard) — then checks that the focus is seen: the element matches
 * :focus-visible and draws an outline or a ring.
 */
async function tabTo(page: Page, target: Locator, { max = 150, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    const isThere = await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
    if (isThere) {
      await expectFocusSeen(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`not reached by ${max} presses of Tab: ${target.toString()} (focus on ${at})`);
}

/** The focused element shows it: :focus-visible, with an outline or a box-shadow ring. */
async function expectFocusSeen(page: Page) {
  const seen = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing focused';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    if (!el.matches(':focus-visible')) return `not :focus-visible: ${el.outerHTML.slice(0, 160)}`;
    return outline || ring ? 'ok' : `no visible focus: ${el.outerHTML.slice(0, 160)}`;
  });
  expect(seen).toBe('ok');
}

/** The red pixels on the plan as shown: the overlay's removed ink (red-green palette). */
async function redOnPlan(page: Page): Promise<number> {
  const png = (await plan(page).screenshot()).toString('base64');
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let red = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
      if (r > 150 && r - g > 60 && r - b > 60) red++;
    }
    return red;
  }, png);
}

/** The comparisons kept in the database. */
const keptComparisons = (page: Page) => page.evaluate<number>(KEPT_COMPARISONS_COUNT);

/** The comparison worker and its render thread, as running now. */
const comparisonWorkers = (page: Page) =>
  page
    .workers()
    .map((w) => new URL(w.url()).pathname)
    .filter((p) => /\/(comparison|render)\.worker-/.test(p));

const indicesTab = (page: Page) => page.getByRole('tab', { name: 'Indices', exact: true });
const changesList = (page: Page) => page.getByRole('region', { name: 'Modifications' });

test.describe('workspace: plan comparison (issue 27)', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
  test.setTimeout(420_000);

  test('a new indice paired, compared, its changes reviewed, measurements carried over, deltas, undo', async ({
    page,
  }) => {
    if (!revB) throw new Error('no rev B in truth.json');
    await signUp(page, 'indice@metr.fr');
    let sheetA = '';
    await test.step('indice A: the VA plan, two rooms measured and linked to an article', async () => {
      sheetA = await measuredIndiceA(page, { name: 'Hôpital', client: 'VA' });
    });

    await test.step('« Importer un nouvel indice »: the page paired with AF101, confirmed', async () => {
      await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Hôpital' }).click();
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Importer un nouvel indice' }).click(),
      ]);
      await chooser.setFiles(path.join(import.meta.dirname, '..', 'fixtures', 'comparison', 'va-rev-b.pdf'));
      const dialog = page.getByRole('dialog', { name: /Nouvel indice/ });
      await expect(dialog).toBeVisible({ timeout: 90_000 });
      await page.screenshot({ path: '/tmp/metr/comparison-pairing.png' });
      await dialog.getByRole('button', { name: /^Importer l’indice/ }).click();
    });

    let sheetB = '';
    let regionCount = 0;
    await test.step('the new indice opens on its « Indices » tab, compared: every edit a region, nothing else', async () => {
      await expect(indicesTab(page)).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
      sheetB = sheetIdOf(page);
      expect(sheetB).not.toBe(sheetA);
      await expect(changesList(page)).toBeVisible({ timeout: 120_000 });
      await page.screenshot({ path: '/tmp/metr/comparison-overlay.png' });
      const regions = changesList(page).getByRole('listitem');
      // The moved symbol's old and new places may be one region or two; the shift and the re-plot add none.
      const count = await regions.count();
      expect(count).toBeGreaterThanOrEqual(4);
      expect(count).toBeLessThanOrEqual(revB.edits.length);
      regionCount = count;
    });

    await test.step('the page loaded again (another day): the comparison shown from the database, nothing rendered', async () => {
      // Kept once shown (its pictures compressed in the worker, then stored).
      await expect.poll(() => keptComparisons(page), { timeout: 30_000 }).toBe(1);
      // The removed ink in red at the whole sheet's view (about a hundred pixels: the regions' frames are blue). The
      // list may show while the plan's first picture is still being drawn under it (its renders wait while the
      // comparison runs: viewerHold.ts); the overlay is counted once the plan is drawn.
      await waitSharp(page);
      await expect.poll(() => redOnPlan(page), { timeout: 30_000 }).toBeGreaterThan(30);
      const red = await redOnPlan(page);
      const started: string[] = [];
      page.on('worker', (w) => {
        const p = new URL(w.url()).pathname;
        if (/\/(comparison|render)\.worker-/.test(p)) started.push(p);
      });
      await page.reload();
      await expect(plan(page)).toBeVisible({ timeout: 30_000 });
      if ((await indicesTab(page).getAttribute('aria-selected')) !== 'true') await indicesTab(page).click();
      // Shown by the tab itself: no « Comparer » to press, the same regions, the overlay drawn as before.
      await expect(changesList(page).getByRole('listitem')).toHaveCount(regionCount, { timeout: 15_000 });
      // The same view (saved with the sheet), the same overlay: the stored pictures are compressed, hence « about ».
      // Counted once the plan is drawn, as before the reload: under load (CI, 2026-12-02) the reloaded plan's first
      // picture took longer than the 10 s this poll had, and the overlay is drawn over it.
      await waitSharp(page);
      await expect.poll(() => redOnPlan(page), { timeout: 30_000 }).toBeGreaterThan(red * 0.5);
      await page.screenshot({ path: '/tmp/metr/comparison-from-cache.png' });
      // No comparison worker started: nothing opened, nothing rendered.
      expect(started).toEqual([]);
      expect(comparisonWorkers(page)).toEqual([]);
    });

    await test.step('the changes stepped through with the keyboard, one marked « Vu »', async () => {
      await changesList(page).getByRole('button', { name: 'Suivante' }).click();
      await page.keyboard.press('j');
      await page.screenshot({ path: '/tmp/metr/comparison-step.png' });
    });

    await test.step('zoomed in on a change, the overlay is drawn as finely as the plan itself', async () => {
      // The focused change is the stair erased from indice A, drawn in red. The whole sheet's picture enlarged draws
      // each of its lines several pixels wide and blurred; painted again at the screen's scale, a line is a pixel or
      // two. So the red pixels on the plan count how finely it is drawn.
      const redOf = () => redOnPlan(page);
      // At this view (the change framed in a 1440 × 900 window, 448 %): 18,513 red pixels with the whole sheet's
      // picture enlarged, 6,885 once the part in view is painted again (2026-11-30).
      await expect.poll(redOf, { timeout: 30_000 }).toBeLessThan(11_000);
      await page.screenshot({ path: '/tmp/metr/comparison-detail.png' });
    });

    await test.step('« Reporter les 2 mesures »: one carried silently, the one the wall crosses flagged', async () => {
      await page.getByRole('button', { name: /^Reporter les 2\smesures de l’indice A$/ }).click();
      await expect(page.getByText(/1\sà vérifier sur 2\sreportées/)).toBeVisible();
      await expect.poll(async () => (await storedRows(page)).filter((m) => m.sheetId === sheetB).length).toBe(2);
      const rows = (await storedRows(page)).filter((m) => m.sheetId === sheetB);
      expect(rows).toHaveLength(2);
      expect(rows.filter((m) => m.carried?.review === 'toCheck')).toHaveLength(1);
      expect(rows.filter((m) => m.carried?.review === 'accepted')).toHaveLength(1);
      await page.screenshot({ path: '/tmp/metr/comparison-carried.png' });
      await expectNoAxeViolationInBothThemes(page);
    });

    await test.step('the flagged one deleted: the deltas say −, on the page and in the workbook', async () => {
      await page
        .getByRole('button', { name: /^Supprimer / })
        .first()
        .click();
      await expect(page.getByText('Toutes les mesures reportées sont vérifiées')).toBeVisible();
      await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Hôpital' }).click();
      await page.getByRole('link', { name: 'Quantités' }).click();
      await page.getByRole('radiogroup', { name: 'Indice' }).getByText('Écarts', { exact: true }).click();
      const table = page.getByRole('table', { name: /Écarts de quantités/ });
      await expect(table).toBeVisible();
      await expect(table).toContainText(/−/);
      await page.screenshot({ path: '/tmp/metr/comparison-deltas.png' });
      await page.getByRole('button', { name: 'Exporter…' }).click();
      const dialog = page.getByRole('dialog', { name: /Exporter/ });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Exporter', exact: true }).click(),
      ]);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(await download.path());
      expect(wb.getWorksheet('Écarts d’indice')).toBeDefined();
      await page.goBack();
      await page.goBack();
      await expect(plan(page)).toBeVisible();
    });

    await test.step('undo: the deletion, then the whole carry-over in one step', async () => {
      await plan(page).focus();
      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await storedRows(page)).filter((m) => m.sheetId === sheetB).length).toBe(2);
      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await storedRows(page)).filter((m) => m.sheetId === sheetB).length).toBe(0);
      // Indice A's measurements stayed where they were.
      expect((await storedRows(page)).filter((m) => m.sheetId === sheetA)).toHaveLength(2);
    });
  });
  test('a page paired with another plan: the alignment fails, said in French; aligned by hand with two pairs', async ({
    page,
  }) => {
    await signUp(page, 'calage@metr.fr');
    await test.step('the VA plan, then rev B paired by hand with the schedule (AF600)', async () => {
      await createProject(page, { name: 'Clinique' });
      await importVaPlan(page);
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Importer un nouvel indice' }).click(),
      ]);
      await chooser.setFiles(path.join(import.meta.dirname, '..', 'fixtures', 'comparison', 'va-rev-b.pdf'));
      const dialog = page.getByRole('dialog', { name: /Nouvel indice/ });
      await expect(dialog).toBeVisible({ timeout: 90_000 });
      await dialog.getByRole('button', { name: /La page 1 devient l’indice/ }).click();
      await page.getByRole('option', { name: /^AF600/ }).click();
      await expect(dialog).toContainText(/Rapprochement\s*:\s*choisi/);
      await dialog.getByRole('button', { name: /^Importer l’indice/ }).click();
    });

    await test.step('the comparison: « Comparaison impossible », the manual way offered, nothing carried', async () => {
      await expect(indicesTab(page)).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
      const alert = page.getByRole('region', { name: 'Comparaison des indices' });
      await expect(alert).toContainText('Comparaison impossible', { timeout: 120_000 });
      await expect(alert).toContainText(/n’a pas trouvé de correspondance assez sûre/);
      await expect(page.getByRole('button', { name: /^Reporter / })).toHaveCount(0);
      await page.screenshot({ path: '/tmp/metr/comparison-failed.png' });
      await alert.getByRole('button', { name: 'Caler à la main' }).click();
    });

    await test.step('two pairs, each on the previous indice then on the new one, by mouse and by keyboard', async () => {
      const manual = page.getByRole('region', { name: 'Caler à la main' });
      await expect(manual).toBeVisible();
      const box = await plan(page).boundingBox();
      if (!box) throw new Error('no plan');
      const at = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
      // The first pair by mouse, the second by keyboard: Entrée places the point at the view's centre.
      for (const point of [at(0.3, 0.35), at(0.3, 0.35)]) await page.mouse.click(point.x, point.y);
      await plan(page).focus();
      await page.keyboard.press('Enter');
      await expect(manual).toContainText(/Point 2 sur l’indice A\s*x/);
      await page.keyboard.press('Enter');
      await expect(manual).toContainText('Les deux paires sont posées');
      await page.screenshot({ path: '/tmp/metr/comparison-manual.png' });
      await manual.getByRole('button', { name: 'Appliquer' }).click();
      await expect(page.getByText('Calage à la main · deux paires de points')).toBeVisible({ timeout: 120_000 });
      await expect(page.getByRole('button', { name: /^Reporter les 0\smesures|^Reporter la mesure/ })).toHaveCount(0);
      // The alignment is said as soon as it is applied; the changes follow the comparison through it (both renders).
      await expect(changesList(page)).toBeVisible({ timeout: 120_000 });
    });
  });
  test('« Annuler » while the pages are drawn ends the comparison worker and its render thread if any, « Comparer » offered again', async ({
    page,
  }) => {
    await signUp(page, 'annuler@metr.fr');
    await createProject(page, { name: 'Gymnase' });
    await importVaPlan(page);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Importer un nouvel indice' }).click(),
    ]);
    await chooser.setFiles(path.join(import.meta.dirname, '..', 'fixtures', 'comparison', 'va-rev-b.pdf'));
    const dialog = page.getByRole('dialog', { name: /Nouvel indice/ });
    await expect(dialog).toBeVisible({ timeout: 90_000 });
    await dialog.getByRole('button', { name: /^Importer l’indice/ }).click();
    await expect(indicesTab(page)).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    // The comparison drawing its pages (« Rendu des indices A et B… », or of B alone when A was drawn ahead): the
    // comparison worker is running, and the render thread it starts with 4 cores or more (comparison.worker.ts).
    const comparing = page.getByRole('region', { name: 'Comparaison des indices' });
    await expect(comparing).toContainText(/Rendu de/, { timeout: 60_000 });
    const ours = () =>
      page
        .workers()
        .map((w) => new URL(w.url()).pathname)
        .filter((p) => /\/(comparison|render)\.worker-/.test(p))
        .map((p) => (p.includes('render') ? 'render' : 'comparison'))
        .sort();
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    expect(ours()).toEqual(cores >= 4 ? ['comparison', 'render'] : ['comparison']);
    await comparing.getByRole('button', { name: 'Annuler la comparaison' }).click();
    // Both end, and nothing starts them again (the tab prepares a comparison only until the person cancels one).
    await expect.poll(ours, { timeout: 10_000 }).toEqual([]);
    await page.waitForTimeout(1000);
    expect(ours()).toEqual([]);
    await expect(page.getByRole('button', { name: 'Comparer avec l’indice A' })).toBeVisible();
    await expect(changesList(page)).toHaveCount(0);
  });
  test('the whole comparison with the keyboard only: import, pairing, views, slider, changes, statuses, carry-over, deltas', async ({
    page,
  }) => {
    await signUp(page, 'clavier@metr.fr');
    await test.step('setup (mouse allowed): indice A measured, back on the project page', async () => {
      await measuredIndiceA(page, { name: 'Mairie' });
      await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Mairie' }).click();
      await expect(page.getByRole('button', { name: 'Importer un nouvel indice' })).toBeVisible();
    });

    // From here on, keys only: no click, no focus() call.
    await test.step('« Importer un nouvel indice » and the pairing confirmed, by Tab and Entrée', async () => {
      const button = page.getByRole('button', { name: 'Importer un nouvel indice' });
      // The chooser is awaited before the Tab presses, not just before Entrée: Playwright turns the browser's file
      // chooser interception on when the listener is added, without waiting for it, and a key pressed at once (unlike
      // a click, which first checks its target) can reach the page before it is on — the chooser then opens
      // uncaught. Twice the press looked lost here (focus on the enabled button, no chooser), never with a click.
      const chooserOpened = page.waitForEvent('filechooser', { timeout: 90_000 }).catch(async () => {
        const focus = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'none');
        const state = `visible: ${await button.isVisible()}, enabled: ${await button.isEnabled()}`;
        throw new Error(`Entrée opened no file chooser; focus on ${focus}; button ${state}`);
      });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const chooser = await chooserOpened;
      await chooser.setFiles(path.join(import.meta.dirname, '..', 'fixtures', 'comparison', 'va-rev-b.pdf'));
      const dialog = page.getByRole('dialog', { name: /Nouvel indice/ });
      await expect(dialog).toBeVisible({ timeout: 90_000 });
      // The pairing's choice is reachable, then the confirmation.
      await tabTo(page, dialog.getByRole('button', { name: /La page 1 devient l’indice/ }));
      await tabTo(page, dialog.getByRole('button', { name: /^Importer l’indice/ }));
      await page.keyboard.press('Enter');
      await expect(indicesTab(page)).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
      await expect(changesList(page)).toBeVisible({ timeout: 120_000 });
    });

    await test.step('the views and the slider', async () => {
      const panel = page.getByRole('region', { name: 'Comparaison des indices' });
      const views = panel.getByRole('radiogroup', { name: 'Affichage' });
      await tabTo(page, views.getByRole('radio').first());
      // Each view in turn with the arrows (the group is one Tab stop), chosen with Espace.
      for (const name of ['Ancien', 'Nouveau', 'Superposition', 'Curseur']) {
        const view = views.getByRole('radio', { name });
        for (let i = 0; i < 4 && !(await view.evaluate((el) => el === document.activeElement)); i++) {
          await page.keyboard.press('ArrowRight');
        }
        await expectFocusSeen(page);
        await page.keyboard.press('Space');
        await expect(view).toBeChecked();
      }
      const thumb = panel.getByRole('slider');
      await tabTo(page, thumb);
      const before = await thumb.getAttribute('aria-valuenow');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(thumb).not.toHaveAttribute('aria-valuenow', before ?? '');
      await tabTo(page, panel.getByRole('switch', { name: 'Couleurs adaptées aux daltoniens' }));
    });

    await test.step('« Reporter » by Entrée; the changes stepped with the arrows, a status set with Espace', async () => {
      await tabTo(page, page.getByRole('button', { name: /^Reporter les 2\smesures de l’indice A$/ }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(/1\sà vérifier sur 2\sreportées/)).toBeVisible();
      const list = changesList(page);
      await tabTo(page, list.getByRole('button', { name: 'Suivante' }));
      await page.keyboard.press('Enter');
      const first = list
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: /^Modification 1/ });
      await tabTo(page, first);
      await page.keyboard.press('ArrowDown');
      await expect(
        list
          .getByRole('listitem')
          .nth(1)
          .getByRole('button', { name: /^Modification 2/ }),
      ).toBeFocused();
      await expectFocusSeen(page);
      const seen = list.getByRole('group', { name: 'Statut de la modification 2' }).getByRole('button', { name: 'Vu' });
      await tabTo(page, seen);
      await page.keyboard.press('Space');
      await expect(seen).toHaveAttribute('aria-pressed', 'true');
    });

    await test.step('the carry-over reviewed: the flagged measurement accepted by Entrée', async () => {
      const review = page.getByRole('region', { name: 'Mesures reportées à vérifier' });
      await tabTo(page, review.getByRole('button', { name: /^Accepter (?!tout)/ }).first());
      await page.keyboard.press('Enter');
      await expect(page.getByText('Toutes les mesures reportées sont vérifiées')).toBeVisible();
    });

    await test.step('the deltas: the quantities page reached by keyboard, « Écarts » chosen, its table in focus', async () => {
      const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
      await tabTo(page, crumbs.getByRole('link', { name: 'Mairie' }), { back: true });
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('link', { name: 'Quantités' }));
      await page.keyboard.press('Enter');
      const indice = page.getByRole('radiogroup', { name: 'Indice' });
      await tabTo(page, indice.getByRole('radio').first());
      for (let i = 0; i < 3; i++) {
        if (await indice.getByRole('radio', { name: 'Écarts' }).isChecked()) break;
        await page.keyboard.press('ArrowRight');
      }
      await expect(indice.getByRole('radio', { name: 'Écarts' })).toBeChecked();
      const table = page.getByRole('table', { name: /Écarts de quantités/ });
      await expect(table).toBeVisible();
      await tabTo(page, page.getByRole('region', { name: /Écarts de quantités/ }));
      await expectNoAxeViolationInBothThemes(page);
    });

    await test.step('the export by keyboard: « Exporter… », then « Exporter »; its « Écarts d’indice » sheet', async () => {
      await tabTo(page, page.getByRole('button', { name: 'Exporter…' }), { back: true });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /Exporter/ });
      await expect(dialog).toBeVisible();
      await tabTo(page, dialog.getByRole('button', { name: 'Exporter', exact: true }));
      const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(await download.path());
      expect(wb.getWorksheet('Écarts d’indice')).toBeDefined();
    });
  });
});
