/**
 * A step made just before the page is left is kept (« no input is ever lost »), on the built site. The journal shows a
 * step at once and writes it to IndexedDB just after the frame that shows it; a reload, a link followed or the tab
 * closed within that instant used to drop the write with the page (an IndexedDB transaction begun while the page
 * unloads is aborted with it — seen in an e2e run: a scale set and the page left at once, the sheet reopened
 * uncalibrated). Each step below is made and the page left at once, at machine speed, then the sheet is opened again.
 */
import { expect, test } from './fixtures';
import { clickAt, expectRows, openAtKnownView, openVaPlanInNewProject, plan, toolButton, waitSharp } from './plan';
import type { Page } from '@playwright/test';
import { openMetrDb } from './idb';
import { setStandardScale } from './workspace-sheet';

/** How many measurements IndexedDB holds (every project's: the spec has one). */
async function storedMeasurements(page: Page): Promise<number> {
  return page.evaluate(
    async ({ db, result }) => {
      const count = await result(db.transaction('measurements').objectStore('measurements').count());
      db.close();
      return count;
    },
    await openMetrDb(page),
  );
}

test.describe('a step made as the page is left', () => {
  test.use({ reducedMotion: 'reduce' });
  test.setTimeout(240_000);

  test('is there when the sheet opens again: after a reload, a link followed, the tab closed', async ({ page }) => {
    const sheetId = await openVaPlanInNewProject(page, 'depart@metr.fr', 'Départ précipité');
    await openAtKnownView(page, sheetId);
    const sheetUrl = new URL(page.url()).pathname;

    await test.step('a scale set, the page reloaded at once: the sheet is calibrated', async () => {
      await setStandardScale(page, '1:100');
      await page.reload();
      await expect(plan(page)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Échelle' })).toContainText('1:100');
    });

    await test.step('a count point, the page reloaded at once, three times: every point is there', async () => {
      for (let n = 1; n <= 3; n++) {
        await waitSharp(page);
        await toolButton(page, 'Comptage').click();
        await clickAt(page, { x: 1400 + 50 * n, y: 700 });
        await page.reload();
        await expect(plan(page)).toBeVisible();
        await expectRows(
          page,
          Array.from({ length: n }, () => 'Comptage1U'),
        );
      }
    });

    await test.step('a count point, a link to the projects followed at once: the point is there', async () => {
      await waitSharp(page);
      await toolButton(page, 'Comptage').click();
      await clickAt(page, { x: 1400, y: 760 });
      await page.goto('/dashboard');
      await page.goto(sheetUrl);
      await expect(plan(page)).toBeVisible();
      await expectRows(
        page,
        Array.from({ length: 4 }, () => 'Comptage1U'),
      );
    });

    await test.step('a count point, the tab closed at once: the point is there in a new tab', async () => {
      await waitSharp(page);
      await toolButton(page, 'Comptage').click();
      await clickAt(page, { x: 1450, y: 760 });
      const context = page.context();
      await page.close();
      const next = await context.newPage();
      // The workspace writes it as it starts, before any page reads the rows: the projects' list has it stored.
      await next.goto('/dashboard');
      await next.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await storedMeasurements(next)).toBe(5);
      await next.goto(sheetUrl);
      await expect(plan(next)).toBeVisible();
      await expectRows(
        next,
        Array.from({ length: 5 }, () => 'Comptage1U'),
      );
    });
  });
});
