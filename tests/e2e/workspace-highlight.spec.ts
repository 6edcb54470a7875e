/**
 * « Click an article → its measurements highlighted on the plans », on the built site and by keyboard: the starter
 * library installed through the UI; a plan and three counts linked to one of its articles stored as the import and
 * the tools store them (two on the ground floor, one upstairs); on the quantities page, Enter on the article's row
 * lists the two plans with their counts; « Voir sur le plan » opens the ground floor with its two counts selected
 * (rows selected in the measurements table, the toast said), the view framed on them; Escape clears the selection.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { axe, expect, test } from './fixtures';
import { openMetrDb } from './idb';
import { createProject, installStarterLibrary, signUp, useStarterLibrary } from './workspace';
import { flat } from './workspace-sheet';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'plans');

/**
 * Stores plan.pdf as two sheets (the same page twice), and three counts linked to the starter library's first
 * active article counted in U; returns the sheets' ids and the article's désignation.
 */
async function seed(page: Page, projectId: string) {
  const bytes = [...(await readFile(join(FIXTURES, 'plan.pdf')))];
  return page.evaluate(
    async ({ idb, projectId, bytes }) => {
      const { db, result: get } = idb;
      const now = new Date().toISOString();
      const fileId = crypto.randomUUID();
      const blob = new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
      const tx = db.transaction(['files', 'fileBlobs', 'plans', 'measurements', 'libraryItems'], 'readwrite');
      const items = (await get(tx.objectStore('libraryItems').getAll())) as {
        id: string;
        designation: string;
        unite: string;
        actif: boolean;
        numero?: string;
      }[];
      const article = items.find((i) => i.unite === 'U' && i.actif);
      if (!article) throw new Error('no article in U');
      tx.objectStore('files').put(
        idb.fileRow({ id: fileId, projectId, name: 'plan.pdf', size: blob.size, hash: fileId }),
      );
      tx.objectStore('fileBlobs').put({ id: fileId, blob });
      const sheets = ['A01 – Rez-de-chaussée', 'A02 – Étage'].map((name, i) => {
        const id = `sheet-${i + 1}`;
        tx.objectStore('plans').put(idb.sheetRow({ id, projectId, fileId, name }));
        return id;
      });
      const count = (id: string, sheetId: string, label: string, x: number) =>
        tx.objectStore('measurements').put({
          id,
          projectId,
          sheetId,
          kind: 'count',
          label,
          color: 'blue',
          points: [
            { x, y: 400 },
            { x: x + 40, y: 400 },
          ],
          links: [{ articleId: article.id, formula: 'Q' }],
          createdAt: now,
          updatedAt: now,
        });
      count('m-1', sheets[0] ?? '', 'Prises séjour', 500);
      count('m-2', sheets[0] ?? '', 'Prises cuisine', 600);
      count('m-3', sheets[1] ?? '', 'Prises chambre', 300);
      await idb.committed(tx);
      db.close();
      return { designation: article.designation };
    },
    { idb: await openMetrDb(page), projectId, bytes },
  );
}

test.describe('an article’s measurements shown on the plans', () => {
  test.use({ reducedMotion: 'reduce' });

  test('from the quantities page by keyboard to the plan, selected and framed; Escape clears them', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signUp(page, 'surligner@metr.fr');
    await page.getByRole('link', { name: 'Bibliothèques' }).click();
    await installStarterLibrary(page);
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Projets' }).click();
    const projectId = await createProject(page, { name: 'Résidence Les Tilleuls' });
    const { designation } = await seed(page, projectId);
    await page.goto(`/dashboard/projets/${projectId}/quantites`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quantités' })).toBeVisible();
    await useStarterLibrary(page);

    await test.step('Enter on the article’s row lists its plans with their counts', async () => {
      const row = page.getByRole('row', { name: new RegExp(designation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await row.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => flat((await page.getByRole('status').filter({ hasText: 'alimentent' }).textContent()) ?? ''))
        .toBe(`3 mesures alimentent « ${designation} » :`);
      const plans = page.getByRole('region', { name: 'Plans où l’article est mesuré' });
      await expect
        .poll(async () => (await plans.getByRole('listitem').allTextContents()).map(flat))
        .toEqual(['A01 – Rez-de-chaussée : 2 mesuresVoir sur le plan', 'A02 – Étage : 1 mesureVoir sur le plan']);
      expect(await axe(page)).toEqual([]);
    });

    await test.step('« Voir sur le plan » by keyboard: the two counts selected, said, framed', async () => {
      const link = page.getByRole('link', { name: /^Voir sur le plan A01 – Rez-de-chaussée les 2\smesures$/ });
      await link.focus();
      await page.keyboard.press('Enter');
      // The article's measurements by label (issue 26): « Prises cuisine » (m-2) before « Prises séjour » (m-1).
      await expect(page).toHaveURL(`/dashboard/projets/${projectId}/plans/sheet-1?mesures=m-2,m-1`);
      await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
        /2\smesures sélectionnées et cadrées sur ce plan\s; Échap les désélectionne\./,
      );
      const plan = page.getByRole('application', { name: /^A01 – Rez-de-chaussée/ });
      await expect(plan).toBeFocused();
      const table = page.getByRole('grid', { name: /^Mesures du plan/ });
      await expect(table.getByRole('row', { selected: true })).toHaveCount(2);
      // Two counts 140 pt apart on one line: framed at the closest zoom a fit takes (400 %), not the sheet's fit.
      await expect(page.getByRole('button', { name: /^Niveau de zoom/ })).toHaveText('400\u202f%', {
        useInnerText: true,
      });
      expect(await axe(page)).toEqual([]);
    });

    await test.step('Escape clears the selection', async () => {
      await page.keyboard.press('Escape');
      const table = page.getByRole('grid', { name: /^Mesures du plan/ });
      await expect(table.getByRole('row', { selected: true })).toHaveCount(0);
    });
  });
});
