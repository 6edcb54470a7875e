/**
 * Real third-party plans through the interface, when the shared test data is on the machine: the AutoCAD site plan's
 * ten layers (PDF optional content groups) hidden, isolated and kept across a reload, and the scanned house plans
 * opened and measured like a vector sheet. These files carry no licence that lets us commit them: they are read from
 * ../shared/testdata/plans/ and the tests are skipped where it is absent (the committed generated plans cover the
 * same paths in the other specs).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolationInBothThemes, test } from './fixtures';
import { createProject, signUp } from './workspace';
import { expectRows, plan as planOf, toolButton } from './workspace-sheet';

const SHARED_PLANS = path.join(import.meta.dirname, '..', '..', '..', 'shared', 'testdata', 'plans');
const SITE_PLAN = path.join(SHARED_PLANS, 'autocad-siteplan-ocg.pdf');
const SCANNED = path.join(SHARED_PLANS, 'sonoma-house-plans-scanned.pdf');

async function pick(page: Page, file: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Importer des plans' }).click(),
  ]);
  await chooser.setFiles(file);
}

const sheetList = (page: Page) => page.getByRole('grid', { name: 'Plans' });
const viewerRoot = (page: Page) => page.locator('[data-render-state]');
const sharp = (page: Page) =>
  expect(viewerRoot(page)).toHaveAttribute('data-render-state', 'sharp', { timeout: 60_000 });
const pixels = (plan: Locator) => plan.screenshot({ animations: 'disabled' });
/** A PNG's width × height, read from its IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)} × ${png.readUInt32BE(20)}`;

/** Imports one file through the picker, waits for its sheets, and opens the first one. */
async function importAndOpen(page: Page, file: string, sheets: number) {
  await pick(page, file);
  const line = page
    .getByRole('region', { name: 'Imports' })
    .getByRole('listitem')
    .filter({ hasText: path.basename(file) })
    .last();
  await expect(line).toContainText(sheets === 1 ? '1 plan importé' : `${sheets} plans importés`, { timeout: 90_000 });
  await expect(sheetList(page).getByRole('row')).toHaveCount(sheets);
  await sheetList(page).getByRole('row').first().click();
  await expect(planOf(page)).toBeVisible();
  await sharp(page);
}

test.describe('real plans from the shared test data', () => {
  test.use({ reducedMotion: 'reduce' });
  test.setTimeout(240_000);

  test('AutoCAD site plan: its ten layers listed, one hidden, one isolated, kept across a reload', async ({ page }) => {
    test.skip(!existsSync(SITE_PLAN), `${SITE_PLAN} is not on this machine`);
    await signUp(page, 'calques@metr.fr');
    await createProject(page, { name: 'Aménagement du parvis', typology: 'Équipements publics, administration' });
    await importAndOpen(page, SITE_PLAN, 1);

    const plan = planOf(page);
    await page.getByRole('complementary').getByRole('tab', { name: 'Calques' }).click();
    const layers = page.getByRole('complementary').getByRole('region', { name: 'Calques' });
    const boxes = layers.getByRole('checkbox');
    await expect(boxes).toHaveCount(10);
    for (const name of ['1_ExistingWalls', '2_Doors', '5_Dimensions', '12_Plants', '15_hatch']) {
      await expect(layers.getByRole('checkbox', { name })).toBeChecked();
    }
    await expectNoAxeViolationInBothThemes(page);
    // The project's « créé » notification lies over the plan's corner until it times out, which under load fell
    // between two of the pictures below (the same nine layers then differed there only): it is closed first.
    const created = page.getByRole('group', { name: 'Projet «\u00a0Aménagement du parvis\u00a0» créé' });
    if (await created.isVisible()) await created.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(created).toBeHidden();

    const all = await pixels(plan);
    await layers.getByText('12_Plants', { exact: true }).click();
    await expect(layers.getByRole('checkbox', { name: '12_Plants' })).not.toBeChecked();
    await expect.poll(async () => (await pixels(plan)).equals(all), { timeout: 60_000 }).toBe(false);
    await sharp(page);
    const withoutPlants = await pixels(plan);

    const isolate = layers.getByRole('button', { name: 'Isoler «\u00a01_ExistingWalls\u00a0»' });
    await isolate.click();
    await expect(isolate).toHaveAttribute('aria-pressed', 'true');
    await expect(layers.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(layers.getByRole('checkbox', { name: '1_ExistingWalls' })).toBeChecked();
    await expect.poll(async () => (await pixels(plan)).equals(withoutPlants), { timeout: 60_000 }).toBe(false);
    await sharp(page);
    const isolated = await pixels(plan);
    await isolate.click();
    // The pointer leaves the panel, as a person's does: a tooltip left over the plan would be in its picture.
    await page.mouse.move(5, 5);
    await expect(layers.getByRole('checkbox', { checked: true })).toHaveCount(9);
    await sharp(page);
    // The other layers are drawn again, « 12_Plants » still hidden: the same picture as before the isolation. (Stop
    // 47's CI saw 38,099 B against 38,394 B here: the « créé » notification, closed above, was in the first picture.)
    let last = isolated;
    await expect
      .poll(
        async () => {
          last = await pixels(plan);
          return last.equals(withoutPlants);
        },
        { timeout: 60_000 },
      )
      .toBe(true)
      .catch(async (error: unknown) => {
        // Said in the CI log, where the pictures are not kept.
        const state = await viewerRoot(page).getAttribute('data-render-state');
        const tooltips = await page.getByRole('tooltip').allInnerTexts();
        const notices = await page.locator('[data-toast-id]').allInnerTexts();
        console.log(
          `layers' last picture: ${pngSize(last)}, ${last.length} B; isolated ${isolated.length} B, all ` +
            `${all.length} B, without plants ${withoutPlants.length} B; render state ${state}; tooltips ` +
            `${JSON.stringify(tooltips)}; notifications ${JSON.stringify(notices)}`,
        );
        throw error;
      });

    // Layers are view state, saved per sheet once the change has settled.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('complementary').getByRole('tab', { name: 'Calques' }).click();
          return layers.getByRole('checkbox', { name: '12_Plants' }).isChecked();
        },
        { timeout: 30_000 },
      )
      .toBe(false);
    await expect(layers.getByRole('checkbox', { checked: true })).toHaveCount(9);
  });

  test('scanned house plans: four sheets, one opened sharp, a count placed on it', async ({ page }) => {
    test.skip(!existsSync(SCANNED), `${SCANNED} is not on this machine`);
    await signUp(page, 'scan@metr.fr');
    await createProject(page, { name: 'Maison Sonoma', typology: 'Logement individuel' });
    await importAndOpen(page, SCANNED, 4);

    // A scan is drawn like any sheet (its pixels are not blank), and counting needs no scale: two points counted.
    const plan = planOf(page);
    // A blank plan area compresses to a few kilobytes of PNG; the scanned drawing does not.
    expect((await pixels(plan)).length).toBeGreaterThan(50_000);
    await toolButton(page, 'Comptage').click();
    const box = await plan.boundingBox();
    if (!box) throw new Error('no plan box');
    for (const x of [0.4, 0.6]) {
      await page.mouse.move(box.x + box.width * x, box.y + box.height * 0.5, { steps: 4 });
      await page.mouse.down();
      await page.mouse.up();
    }
    await page.keyboard.press('Enter');
    await expectRows(page, ['Comptage2U']);
    await expectNoAxeViolationInBothThemes(page);
  });
});
