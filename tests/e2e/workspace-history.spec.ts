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
import { expect, expectNoAxeViolationInBothThemes, test } from './fixtures';
import { openMetrDb } from './idb';
import { createProject, signUp } from './workspace';
import { flat, PLANS } from './workspace-sheet';

type Seed =
  | { readonly op: 'create'; readonly id: string; readonly label: string; readonly points: number }
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
});
