/**
 * The measuring tools on the built site, as a person uses them: a project, the VA plan imported with the file picker,
 * its first sheet; « Non étalonné » blocks the length tool (counting stays allowed); a calibration by two clicks on a
 * printed dimension and its typed length (decimal comma); a length, an area with a hole (the Déduction tool), a wall
 * area and a count drawn with the mouse on the plan; each undone and redone with the keyboard; a reload, and
 * everything is in the sheet's measurements table.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DIMENSION,
  DIMENSION_METRES,
  clickAt,
  expectRows,
  openAtKnownView,
  openVaPlanInNewProject,
  plan,
  pressUndoRedo,
  rowsOf,
  toolButton,
  type ExpectedRow,
} from './plan';

/**
 * Ctrl+Z takes the last change back (the table shows `before`: by default, without the last row), Ctrl+Shift+Z
 * and Ctrl+Y make it again.
 */
const undoRedo = (page: Page, rows: readonly ExpectedRow[], before: readonly ExpectedRow[] = rows.slice(0, -1)) =>
  pressUndoRedo(page, rows, before);

test.describe('measuring on a plan', () => {
  test.use({ reducedMotion: 'reduce' });
  // A PDF import, pdf.js renders and two reloads on two busy cores.
  test.setTimeout(300_000);

  test('calibrate on a printed dimension, measure a length, an area with a hole, a wall and a count, undo and redo each, reload and find them', async ({
    page,
  }) => {
    const sheetId = await openVaPlanInNewProject(page, 'mesure@metr.fr', 'Résidence Les Tilleuls');
    await openAtKnownView(page, sheetId);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sheet-1280.png` });

    const expected: ExpectedRow[] = [];

    await test.step('« Non étalonné »: length, area and volume are blocked and say why; counting is allowed', async () => {
      const status = page.getByRole('region', { name: 'Échelle' });
      await expect(status).toContainText('Non étalonné');
      for (const name of ['Longueur', 'Surface', 'Surface de mur', 'Volume']) {
        await expect(toolButton(page, name)).toBeDisabled();
      }
      await expect(page.getByRole('toolbar', { name: 'Outils de mesure' })).toHaveAccessibleDescription(
        /Plan non étalonné/,
      );
      // The L key does not start a length either: the plan says why.
      await plan(page).focus();
      await page.keyboard.press('l');
      await clickAt(page, { x: 1500, y: 700 });
      await expect(page.getByRole('region', { name: 'Mesure en cours' }).getByRole('status')).toContainText(
        'Non étalonné',
      );
      await expectRows(page, []);

      await toolButton(page, 'Comptage').click();
      await clickAt(page, { x: 1450, y: 700 }, { x: 1500, y: 700 }, { x: 1550, y: 700 });
      await page.keyboard.press('Enter');
      expected.push('Comptage3U');
      await expectRows(page, expected);
      // Each counted point is one change: Ctrl+Z takes back the third.
      await undoRedo(page, expected, ['Comptage2U']);
      // Each step says what it did, the newest in place of the one before (Ctrl+Y re-applied the third point).
      const notifications = page.getByRole('region', { name: 'Notifications' });
      await expect(notifications).toContainText('Rétabli\u00a0: Ajout d’un point');
      await expect(notifications).not.toContainText('Annulé');
    });

    await test.step('calibrate by two points on the 58\'-5" dimension and its length typed with a decimal comma', async () => {
      await page.getByRole('button', { name: 'Étalonner' }).click();
      const dialog = page.getByRole('dialog', { name: 'Échelle du plan' });
      await dialog.getByText('Par deux points et une cote').click();
      await dialog.getByRole('button', { name: 'Tracer sur le plan' }).click();
      await expect(dialog).toBeHidden();
      await clickAt(page, DIMENSION.from, DIMENSION.to);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Distance réelle' }).fill(DIMENSION_METRES);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/scale-dialog.png` });
      await dialog.getByRole('button', { name: 'Appliquer l’échelle' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('region', { name: 'Échelle' })).toContainText('1:96');
      await expect(toolButton(page, 'Longueur')).toBeEnabled();
    });

    await test.step('a length along the dimension, snapped to its ends', async () => {
      await page.keyboard.press('l');
      await clickAt(page, DIMENSION.from, DIMENSION.to);
      await expect(page.getByText('Segment')).toBeVisible();
      await page.keyboard.press('Enter');
      expected.push('Longueur17,81ml');
      await expectRows(page, expected);
      await undoRedo(page, expected);
    });

    await test.step('snapping off (A), an area of 200 × 100 pt with a 50 × 40 pt hole (Déduction)', async () => {
      await page.keyboard.press('a');
      await expect(page.getByText(/Aimantation\s*désactivée/)).toBeVisible();
      await page.keyboard.press('s');
      const [x, y] = [1450, 660];
      await clickAt(page, { x, y }, { x: x + 200, y }, { x: x + 200, y: y + 100 }, { x, y: y + 100 }, { x, y });
      // 200 × 100 pt at 17,805 / 525,72 m per point: 22,94 m².
      const whole = { text: 'Surface', about: 22.94, unit: 'm²' };
      expected.push(whole);
      await expectRows(page, expected);
      await page.keyboard.press('d');
      const [hx, hy] = [1500, 680];
      await clickAt(
        page,
        { x: hx, y: hy },
        { x: hx + 50, y: hy },
        { x: hx + 50, y: hy + 40 },
        { x: hx, y: hy + 40 },
        { x: hx, y: hy },
      );
      // Minus 50 × 40 pt: 20,65 m².
      expected[expected.length - 1] = { text: 'Surface', about: 20.65, unit: 'm²' };
      await expectRows(page, expected);
      await page.keyboard.press('Control+z');
      await expectRows(page, [...expected.slice(0, -1), whole]);
      await page.keyboard.press('Control+y');
      await expectRows(page, expected);
      await page.keyboard.press('Control+z');
      await undoRedo(page, [...expected.slice(0, -1), whole]);
      await page.keyboard.press('Control+Shift+z');
      await page.keyboard.press('Control+Shift+z');
      await expectRows(page, expected);
    });

    await test.step('a wall of 300 pt at the default height of 2,50 m', async () => {
      await page.keyboard.press('m');
      await clickAt(page, { x: 1450, y: 800 }, { x: 1750, y: 800 });
      await page.keyboard.press('Enter');
      // 300 pt = 10,16 m; × 2,50 m = 25,40 m².
      expected.push({ text: 'Surface de mur', about: 25.4, unit: 'm²' });
      await expectRows(page, expected);
      await undoRedo(page, expected);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/measured.png` });
    });

    await test.step('a reload: the scale and every measurement are there', async () => {
      await page.reload();
      await expect(plan(page)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Échelle' })).toContainText('1:96');
      await expectRows(page, expected);
      // The history is kept too: Ctrl+Z still takes back the wall.
      await plan(page).focus();
      await page.keyboard.press('Control+z');
      await expectRows(page, expected.slice(0, -1));
      await page.keyboard.press('Control+y');
      await expectRows(page, expected);
    });

    await test.step('« ? » lists the shortcuts; Escape closes the list', async () => {
      await plan(page).focus();
      await page.keyboard.press('?');
      const shortcuts = page.getByRole('dialog', { name: 'Raccourcis clavier' });
      await expect(shortcuts).toBeVisible();
      await expect(shortcuts).toContainText('Longueur');
      await page.keyboard.press('Escape');
      await expect(shortcuts).toBeHidden();
    });

    await test.step('a row of the table selects its shape and shows its properties', async () => {
      await rowsOf(page).nth(1).click();
      await page.getByRole('tab', { name: 'Propriétés' }).click();
      await expect(page.getByRole('textbox', { name: 'Libellé' })).toHaveValue('Longueur');
      // Its articles under its properties: none yet, and no library to take one from in this project.
      const articles = page.getByRole('region', { name: 'Articles reliés' });
      await expect(articles).toContainText('Cette mesure n’est reliée à aucun article.');
      await expect(articles).toContainText('Aucune bibliothèque n’est déclarée dans ce projet.');
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sheet-properties.png` });
        await page.setViewportSize({ width: 700, height: 800 });
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sheet-700.png` });
      }
    });
  });
});
