/**
 * Defects found on a real job (issue 24), as a person meets them on the VA plan at 1:100: the deduction tool is in
 * the palette (D) and in an area's properties; space + drag moves the plan while a polygon is half drawn and the
 * focus is on a palette button, without adding a point or pressing the button; Suppr says « Supprimé » and its
 * « Annuler » brings the measurement back.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openMetrDb } from './idb';
import {
  openAtKnownView,
  openVaPlanInNewProject,
  plan,
  rowsOf,
  screenOf,
  setStandardScale,
  sheetPointer,
  storedMeasurements,
  toolButton,
  type SheetPoint,
} from './workspace-sheet';

/** An empty stretch of the east wing, where the view is centred at 100 %. */
const CENTRE = { x: 1600, y: 660 };
const [A, B, C] = [
  { x: 1500, y: 600 },
  { x: 1700, y: 600 },
  { x: 1700, y: 700 },
];

/** The sheet's saved view centre (the viewer saves it once a move settles). */
async function savedCentre(page: Page, sheetId: string): Promise<SheetPoint | null> {
  return page.evaluate(
    async ({ idb: { db, result }, sheetId }) => {
      const view = (await result(db.transaction('sheetViews').objectStore('sheetViews').get(sheetId))) as
        { centre?: { x: number; y: number } } | undefined;
      db.close();
      return view?.centre ?? null;
    },
    { idb: await openMetrDb(page), sheetId },
  );
}

test.describe('defects found on the job', () => {
  test.use({ reducedMotion: 'reduce', actionTimeout: 20_000 });
  test.setTimeout(300_000);

  test('D in the palette and in an area’s properties; space + drag mid-drawing; Suppr → « Annuler »', async ({
    page,
  }) => {
    const sheetId = await openVaPlanInNewProject(page, 'defauts@metr.fr', 'Groupe scolaire Jaurès');
    await openAtKnownView(page, sheetId, CENTRE);
    await setStandardScale(page, '1:100');
    const pointer = sheetPointer(page, CENTRE);

    await test.step('the deduction tool is in the palette, after « Surface », and D picks it', async () => {
      await expect(toolButton(page, 'Déduction')).toBeVisible();
      await plan(page).focus();
      await page.keyboard.press('d');
      await expect(toolButton(page, 'Déduction')).toBeChecked();
      await page.keyboard.press('?');
      const overlay = page.getByRole('dialog', { name: 'Raccourcis clavier' });
      await expect(overlay.getByText('Déduction (vide dans une surface)')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();
    });

    let moved = CENTRE;
    await test.step('space + drag moves the plan mid-drawing, with a palette button focused, adding no point', async () => {
      await plan(page).focus();
      await page.keyboard.press('s');
      await expect(toolButton(page, 'Surface')).toBeChecked();
      await pointer.click(A, B);
      // The focus on another tool's button: space must neither press it nor be lost for the plan.
      await toolButton(page, 'Longueur').focus();
      const from = await screenOf(page, CENTRE, { x: 1650, y: 720 });
      await page.mouse.move(from.x, from.y, { steps: 3 });
      await page.keyboard.down(' ');
      await page.mouse.down();
      await page.mouse.move(from.x - 120, from.y - 80, { steps: 8 });
      await page.mouse.up();
      await page.keyboard.up(' ');
      await expect(toolButton(page, 'Surface')).toBeChecked();
      await expect(toolButton(page, 'Longueur')).not.toBeChecked();
      await expect
        .poll(async () => {
          const centre = await savedCentre(page, sheetId);
          return centre && Math.abs(centre.x - (CENTRE.x + 120)) < 2 && Math.abs(centre.y - (CENTRE.y + 80)) < 2;
        })
        .toBe(true);
      moved = { x: CENTRE.x + 120, y: CENTRE.y + 80 };
      // The polygon goes on where it was: a third point, then a click on the first closes it.
      await sheetPointer(page, moved).click(C, A);
      await expect(rowsOf(page)).toHaveCount(1);
      const [area] = await storedMeasurements(page, sheetId);
      expect(area?.kind).toBe('area');
      expect(area?.points).toHaveLength(3);
    });

    await test.step('« Déduire une surface » in the area’s properties starts the deduction tool', async () => {
      await page.keyboard.press('v');
      await sheetPointer(page, moved).click({ x: 1660, y: 640 });
      await page.getByRole('tab', { name: 'Propriétés', exact: true }).click();
      await page.getByRole('button', { name: 'Déduire une surface' }).click();
      await expect(toolButton(page, 'Déduction')).toBeChecked();
    });

    await test.step('the wall tool shows the height new walls get; a wall drawn takes the height set before', async () => {
      await plan(page).focus();
      await page.keyboard.press('m');
      // One button under the plan while the wall tool is on; its popover holds the fields.
      await page.getByRole('button', { name: /^Hauteur\s*:\s*2,50\s*m$/ }).click();
      const walls = page.getByRole('dialog', { name: 'Nouveaux murs' });
      const height = walls.getByRole('textbox', { name: 'Hauteur (m)' });
      await expect(height).toHaveValue('2,50');
      await page.screenshot({ path: test.info().outputPath('wall-height-toolbar.png') });
      await height.fill('2,70');
      await height.press('Enter');
      await expect(height).toHaveValue('2,70');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: /^Hauteur\s*:\s*2,70\s*m$/ })).toBeVisible();
      await sheetPointer(page, moved).click({ x: 1500, y: 760 }, { x: 1600, y: 760 });
      await plan(page).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await storedMeasurements(page, sheetId)).filter((m) => m.kind === 'wallArea').length)
        .toBe(1);
      const stored = await page.evaluate(
        async ({ idb: { db, result } }) => {
          const rows = (await result(db.transaction('measurements').objectStore('measurements').getAll())) as {
            kind: string;
            height?: number;
          }[];
          db.close();
          return rows.find((r) => r.kind === 'wallArea')?.height;
        },
        { idb: await openMetrDb(page) },
      );
      expect(stored).toBe(2.7);
      // The wall is taken back: the steps below work on the area alone.
      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await storedMeasurements(page, sheetId)).length).toBe(1);
    });

    await test.step('Suppr says « Supprimé »; « Annuler », reached by the keyboard, brings the area back', async () => {
      await plan(page).focus();
      await page.keyboard.press('v');
      await sheetPointer(page, moved).click({ x: 1660, y: 640 });
      await page.getByRole('tab', { name: 'Mesures', exact: true }).click();
      await expect(rowsOf(page)).toHaveCount(1);
      await plan(page).focus();
      await page.keyboard.press('Delete');
      await expect(rowsOf(page)).toHaveCount(0);
      const notifications = page.getByRole('region', { name: 'Notifications' });
      await expect(notifications).toContainText('Supprimé');
      const undo = notifications.getByRole('button', { name: 'Annuler' });
      await undo.focus();
      await page.keyboard.press('Enter');
      await expect(rowsOf(page)).toHaveCount(1);
      // The row is back on screen first; IndexedDB has it a moment later.
      await expect.poll(async () => (await storedMeasurements(page, sheetId)).length).toBe(1);
    });
  });
});
