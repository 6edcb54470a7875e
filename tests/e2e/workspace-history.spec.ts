/**
 * History and versions on the built site: a project with the VA plan imported and measurements, its history in
 * French, a named version, changes, the comparison, a restore confirmed, then undone with Ctrl+Z.
 *
 * The measurements are seeded the way the journal writes them (a row and its journal entry, in one IndexedDB
 * transaction): the measuring tools are not wired into the sheet page of this branch yet. The sheet rename goes
 * through the app's own interface.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectNoAxeViolationInBothThemes, test } from './fixtures';
import { openMetrDb } from './idb';
import { createProject, projectWithStarterLibrary, signUp } from './workspace';
import { flat, importVaPlan, PLANS } from './workspace-sheet';

type Seed =
  | {
      readonly op: 'create';
      readonly id: string;
      readonly label: string;
      readonly points: number;
      /** Linked (formula Q) to this article id. */
      readonly articleId?: string;
    }
  | { readonly op: 'update'; readonly id: string; readonly points: number }
  | { readonly op: 'delete'; readonly id: string };

/**
 * A measurement change journalled as the app journals it: the row written and an entry (before → after) appended to
 * the project's history, in one transaction. Counts: their quantity needs no scale.
 */
async function journalled(page: Page, projectId: string, seed: Seed) {
  await page.evaluate(
    async ({ idb, projectId, seed }) => {
      const { db, result: get } = idb;
      const tx = db.transaction(['measurements', 'journal', 'scopes', 'plans', 'users'], 'readwrite');
      const scope = `project:${projectId}`;
      const [user] = (await get(tx.objectStore('users').getAll())) as { id: string }[];
      const plans = (await get(tx.objectStore('plans').getAll())) as {
        id: string;
        projectId: string;
        pageIndex: number;
      }[];
      const sheet = plans.filter((p) => p.projectId === projectId).sort((a, b) => a.pageIndex - b.pageIndex)[0];
      const entries = (await get(tx.objectStore('journal').getAll())) as { scope: string; seq: number }[];
      const seq = Math.max(0, ...entries.filter((e) => e.scope === scope).map((e) => e.seq)) + 1;
      const now = new Date().toISOString();
      const points = (n: number) => Array.from({ length: n }, (_, i) => ({ x: 100 + 40 * i, y: 100 }));
      const store = tx.objectStore('measurements');
      const before = seed.op === 'create' ? null : ((await get(store.get(seed.id))) as Record<string, unknown>);
      let after: Record<string, unknown> | null = null;
      if (seed.op === 'create') {
        after = {
          id: seed.id,
          projectId,
          sheetId: sheet?.id,
          kind: 'count',
          label: seed.label,
          color: 'blue',
          points: points(seed.points),
          ...(seed.articleId ? { links: [{ articleId: seed.articleId, formula: 'Q' }] } : {}),
          createdAt: now,
          updatedAt: now,
        };
      } else if (seed.op === 'update') {
        after = { ...before, points: points(seed.points), updatedAt: now };
      }
      if (after) store.put(after);
      else store.delete(seed.id);
      const type = { create: 'createMeasurement', update: 'updateMeasurement', delete: 'deleteMeasurements' }[seed.op];
      tx.objectStore('journal').put({
        id: `seed-${seq}`,
        projectId,
        seq,
        at: now,
        by: user?.id,
        type,
        changes: [{ table: 'measurements', id: seed.id, before, after }],
        scope,
        status: 'done',
      });
      tx.objectStore('scopes').put({ id: scope, changedAt: now });
      await idb.committed(tx);
      db.close();
    },
    { idb: await openMetrDb(page), projectId, seed },
  );
}

interface Article {
  readonly id: string;
  readonly designation: string;
  readonly price: number;
}

/** The installed library's active articles counted in U with a price, by id (the starter library has several). */
async function countedArticles(page: Page): Promise<Article[]> {
  return page.evaluate(
    async ({ idb: { db, result } }) => {
      const items = (await result(db.transaction('libraryItems').objectStore('libraryItems').getAll())) as {
        id: string;
        designation: string;
        unite: string;
        actif: boolean;
        prix_unitaire: number;
      }[];
      db.close();
      return items
        .filter((i) => i.unite === 'U' && i.actif && i.prix_unitaire > 0)
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((i) => ({ id: i.id, designation: i.designation, price: i.prix_unitaire }));
    },
    { idb: await openMetrDb(page) },
  );
}

const historyRegion = (page: Page) => page.getByRole('region', { name: 'Historique' });
const versionsRegion = (page: Page) => page.getByRole('region', { name: 'Versions' });
const comparisonRegion = (page: Page) => page.getByRole('region', { name: 'Comparaison' });

test.describe('workspace: history and versions', () => {
  test.use({ reducedMotion: 'reduce' });

  test('make a version, change things, compare, restore, undo the restore', async ({ page }) => {
    test.setTimeout(180_000);
    await signUp(page);
    await createProject(page, { name: 'Groupe scolaire', typology: 'Enseignement' });
    const projectId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

    await test.step('import the VA plan and measure (seeded through the journal)', async () => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Importer des plans' }).click(),
      ]);
      await chooser.setFiles(path.join(PLANS, 'va-finish-plan.pdf'));
      await expect(page.getByRole('region', { name: 'Imports' })).toContainText('2 plans importés', {
        timeout: 60_000,
      });
      await journalled(page, projectId, { op: 'create', id: 'm-prises', label: 'Prises', points: 3 });
      await journalled(page, projectId, { op: 'create', id: 'm-regards', label: 'Regards', points: 2 });
    });

    await test.step('the history says who did what, in French; empty versions', async () => {
      await page.getByRole('link', { name: 'Historique et versions' }).click();
      await expect(page).toHaveURL(`/dashboard/projets/${encodeURIComponent(projectId)}/historique`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Historique et versions — Groupe scolaire');
      const history = historyRegion(page);
      await expect(history).toContainText(flat('Comptage « Regards » créée : 2 U'));
      await expect(history).toContainText(flat('Comptage « Prises » créée : 3 U'));
      await expect(history).toContainText(flat('Fichier « va-finish-plan.pdf » importé (2 pages)'));
      await expect(history).toContainText('Camille Durand');
      await expect(versionsRegion(page)).toContainText('Aucune version');
      await expectNoAxeViolationInBothThemes(page);
    });

    await test.step('name a version: refused empty, made with a name', async () => {
      const versions = versionsRegion(page);
      await versions.getByRole('button', { name: 'Enregistrer la version' }).click();
      await expect(versions.getByText('Donnez un nom à la version.')).toBeVisible();
      await expect(versions.getByRole('textbox', { name: 'Nom de la version' })).toBeFocused();
      await page.keyboard.type('Avant APS');
      await page.keyboard.press('Enter');
      await expect(versions.getByRole('list', { name: 'Versions du projet' })).toContainText('Avant APS');
      await expect(versions).toContainText('2 mesures, 2 plans');
    });

    await test.step('change things: a sheet renamed in the app, a count changed, another deleted', async () => {
      await page.getByRole('link', { name: 'Groupe scolaire', exact: true }).first().click();
      const first = page.getByRole('grid', { name: 'Plans' }).getByRole('row').first();
      await first.getByRole('button', { name: /^Renommer/ }).click();
      await page.getByRole('textbox', { name: 'Nom du plan' }).fill('RDC finitions');
      await page.keyboard.press('Enter');
      await expect(first).toContainText('RDC finitions');
      await journalled(page, projectId, { op: 'update', id: 'm-prises', points: 5 });
      await journalled(page, projectId, { op: 'delete', id: 'm-regards' });
      await page.goto(`/dashboard/projets/${encodeURIComponent(projectId)}/historique`);
      const history = historyRegion(page);
      await expect(history).toContainText(flat('Comptage « Prises » : 3 U → 5 U'));
      await expect(history).toContainText(flat('Comptage « Regards » supprimée : 2 U'));
      await expect(history).toContainText('Plan renommé');
    });

    await test.step('filter the history to one measurement', async () => {
      const history = historyRegion(page);
      await history.getByRole('button', { name: /Afficher/ }).click();
      await page.getByRole('option', { name: /Prises/ }).click();
      await expect(history.getByRole('row')).toHaveCount(2);
      // The grids only: the filter's own options name every measurement.
      await expect(history.getByRole('grid')).not.toContainText('Regards');
      await history.getByRole('button', { name: /Afficher/ }).click();
      await page.getByRole('option', { name: 'Toutes les modifications' }).click();
      await expect(history.getByRole('grid')).toContainText('Regards');
    });

    await test.step('compare the version with now', async () => {
      await versionsRegion(page)
        .getByRole('button', { name: /^Comparer «.Avant APS.» avec l’état actuel$/ })
        .click();
      const comparison = comparisonRegion(page);
      const table = comparison.getByRole('table', { name: 'Mesures modifiées' });
      await expect(table.getByRole('row', { name: /Regards/ })).toContainText('Supprimée');
      await expect(table.getByRole('row', { name: /Prises/ })).toContainText(flat('Modifiée3 U5 U'));
      await expectNoAxeViolationInBothThemes(page);
    });

    await test.step('restore it after a confirmation that says what changes', async () => {
      await versionsRegion(page)
        .getByRole('button', { name: /^Restaurer la version «.Avant APS.»$/ })
        .click();
      const dialog = page.getByRole('alertdialog', { name: /Restaurer la version/ });
      await expect(dialog).toContainText('1 mesure reviendra');
      await expect(dialog).toContainText('1 mesure modifiée reprendra son état');
      await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
      await expectNoAxeViolationInBothThemes(page);
      await dialog.getByRole('button', { name: 'Restaurer' }).click();
      await expect(dialog).toBeHidden();
      await expect(historyRegion(page)).toContainText(flat('Version « Avant APS » restaurée'));
      await expect(historyRegion(page)).toContainText(flat('Comptage « Regards » créée : 2 U'));
      await versionsRegion(page)
        .getByRole('button', { name: /^Comparer «.Avant APS.» avec l’état actuel$/ })
        .click();
      await expect(comparisonRegion(page)).toContainText('Aucune différence');
    });

    await test.step('Ctrl+Z takes the restore back', async () => {
      await page.locator('body').click({ position: { x: 5, y: 300 } });
      await page.keyboard.press('Control+z');
      await expect(historyRegion(page).getByRole('row').first()).toContainText('annulée');
      await versionsRegion(page)
        .getByRole('button', { name: /^Comparer «.Avant APS.» avec l’état actuel$/ })
        .click();
      await expect(comparisonRegion(page).getByRole('table', { name: 'Mesures modifiées' })).toContainText('Regards');
    });

    await test.step('a reload keeps the version and the history', async () => {
      await page.reload();
      await expect(versionsRegion(page)).toContainText('Avant APS');
      await expect(historyRegion(page)).toContainText(flat('Version « Avant APS » restaurée'));
    });
  });
  test('two versions of priced counts compared: the deltas per article and lot, exported as a workbook sheet', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signUp(page, 'versions@metr.fr');
    const projectId = await projectWithStarterLibrary(page, { name: 'Collège', client: 'Département' });
    let articles: Article[] = [];
    const versions = versionsRegion(page);
    const saveVersion = async (name: string) => {
      await versions.getByRole('textbox', { name: 'Nom de la version' }).fill(name);
      await versions.getByRole('button', { name: 'Enregistrer la version' }).click();
      await expect(versions.getByRole('list', { name: 'Versions du projet' })).toContainText(name);
    };

    await test.step('« APS »: two counts linked to two priced articles, saved as a version', async () => {
      await importVaPlan(page);
      articles = (await countedArticles(page)).slice(0, 3);
      expect(articles).toHaveLength(3);
      const [a, b] = articles;
      await journalled(page, projectId, { op: 'create', id: 'm-a', label: 'Prises', points: 3, articleId: a?.id });
      await journalled(page, projectId, { op: 'create', id: 'm-b', label: 'Regards', points: 2, articleId: b?.id });
      await page.goto(`/dashboard/projets/${encodeURIComponent(projectId)}/historique`);
      await saveVersion('APS');
    });

    await test.step('« APD »: one count changed, one deleted, one added on a third article', async () => {
      await journalled(page, projectId, { op: 'update', id: 'm-a', points: 5 });
      await journalled(page, projectId, { op: 'delete', id: 'm-b' });
      await journalled(page, projectId, {
        op: 'create',
        id: 'm-c',
        label: 'Luminaires',
        points: 4,
        articleId: articles[2]?.id,
      });
      await page.reload();
      await saveVersion('APD');
    });

    await test.step('« APS » compared with « APD »: each article’s and lot’s deltas, signed', async () => {
      await versions.getByRole('button', { name: /Version de départ$/ }).click();
      await page.getByRole('option', { name: 'APS', exact: true }).click();
      await versions.getByRole('button', { name: /Comparer avec$/ }).click();
      await page.getByRole('option', { name: 'APD', exact: true }).click();
      await versions.getByRole('button', { name: 'Comparer', exact: true }).click();
      const table = comparisonRegion(page).getByRole('table', { name: 'Quantités et montants par lot et article' });
      const row = (article: Article | undefined) =>
        table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: article?.designation ?? '?' }) });
      await expect(row(articles[0])).toContainText(flat('3 U5 U+2 U'));
      await expect(row(articles[1])).toContainText(flat('2 U0 U−2 U'));
      await expect(row(articles[2])).toContainText(flat('0 U4 U+4 U'));
      await expect(table.getByRole('row').filter({ hasText: 'Total HT' })).toBeVisible();
      await expectNoAxeViolationInBothThemes(page);
    });

    await test.step('« Exporter avec les écarts… »: the workbook’s « Écarts de versions » sheet, row by row', async () => {
      await comparisonRegion(page).getByRole('button', { name: 'Exporter avec les écarts…' }).click();
      const dialog = page.getByRole('dialog', { name: /Exporter/ });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Exporter', exact: true }).click(),
      ]);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(await download.path());
      const ws = wb.getWorksheet('Écarts de versions');
      if (!ws) throw new Error(`no delta sheet in ${wb.worksheets.map((w) => w.name).join(', ')}`);
      const value = (v: ExcelJS.CellValue) =>
        v !== null && typeof v === 'object' && 'formula' in v ? ((v.result as number | undefined) ?? 0) : v;
      const lineOf = (article: Article | undefined) => {
        for (let r = 1; r <= ws.rowCount; r++) {
          if (ws.getCell(`B${r}`).value === article?.designation) {
            return ['D', 'E', 'F', 'G', 'H', 'I', 'J'].map((c) => value(ws.getCell(`${c}${r}`).value));
          }
        }
        throw new Error(`no line for ${article?.designation}`);
      };
      const cents = (n: number) => Math.round(n * 100) / 100;
      for (const [article, before, after] of [
        [articles[0], 3, 5],
        [articles[1], 2, 0],
        [articles[2], 0, 4],
      ] as const) {
        const price = article?.price ?? 0;
        expect(lineOf(article)).toEqual([
          before,
          after,
          after - before,
          price,
          cents(before * price),
          cents(after * price),
          cents((after - before) * price),
        ]);
      }
      const total = [...Array(ws.rowCount).keys()]
        .map((i) => i + 1)
        .find((r) => ws.getCell(`B${r}`).value === 'Total HT');
      expect(total).toBeDefined();
      const [p0, p1, p2] = articles.map((a) => a.price);
      expect(value(ws.getCell(`J${total}`).value)).toBeCloseTo(2 * (p0 ?? 0) - 2 * (p1 ?? 0) + 4 * (p2 ?? 0), 2);
      await expect(page.getByRole('dialog', { name: /Exporter/ })).toBeHidden();
    });
  });
});
