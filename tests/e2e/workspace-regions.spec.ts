/**
 * Scale regions and the scale check on the built site, as a person uses them: the VA plan set to 1:100 by its
 * standard scale; the check tool on a printed dimension says the plan reads 4 % long; two lengths of 100 pt, one
 * inside a detail and one outside; a region drawn around the detail at 1:20 gives the inside length its own scale
 * while the outside one keeps the plan's; Ctrl+Z takes the region back (the inside length is at 1:100 again), Ctrl+Y
 * makes it again; a second region drawn from the keyboard (the part of the plan in view); a third calibrated by two
 * points, refused outside it; a reload keeps it all; the region renamed, then deleted from the « Échelles » tab after
 * a confirmation that names the quantity that changes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DIMENSION,
  DIMENSION_METRES,
  clickAt,
  dragAt,
  expectRows as expectTableRows,
  flat,
  openAtKnownView,
  openVaPlanInNewProject,
  plan,
  rowsOf,
  toolButton,
  type ExpectedRow,
} from './plan';

/** 100 pt on paper: 3,53 m at 1:100, 1,76 m at 1:50, 0,71 m at 1:20. */
const at100 = { text: 'Longueur', about: 3.5278, unit: 'ml' };
const at50 = { text: 'Longueur', about: 1.7639, unit: 'ml' };
const at20 = { text: 'Longueur', about: 0.70556, unit: 'ml' };

/** The detail: a rectangle of the plan, and a length inside it and one outside it. */
const DETAIL = { from: { x: 1450, y: 660 }, to: { x: 1650, y: 760 } };
const INSIDE = [
  { x: 1480, y: 700 },
  { x: 1580, y: 700 },
];
const OUTSIDE = [
  { x: 1720, y: 700 },
  { x: 1820, y: 700 },
];

/** The « Mesures » tab opened, its rows as expected. */
async function expectRows(page: Page, expected: readonly ExpectedRow[]) {
  await page.getByRole('tab', { name: 'Mesures' }).click();
  await expectTableRows(page, expected);
}

/** Picks a standard scale in the open scale dialog and applies it. */
async function applyRatio(page: Page, dialogName: RegExp | string, ratio: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByText('Échelle normalisée').click();
  await dialog.getByRole('button', { name: /Échelle/ }).click();
  await page.getByRole('option', { name: ratio, exact: true }).click();
  await dialog.getByRole('button', { name: 'Appliquer l’échelle' }).click();
  await expect(dialog).toBeHidden();
}

const scalesTab = async (page: Page) => {
  await page.getByRole('tab', { name: 'Échelles' }).click();
  return page.getByRole('region', { name: 'Zones d’échelle' });
};

test.describe('scale regions and the scale check', () => {
  test.use({ reducedMotion: 'reduce' });
  // A PDF import, pdf.js renders and reloads on two busy cores.
  test.setTimeout(300_000);

  test('a 1:20 detail on a 1:100 plan: each length at its own scale, undone, redone, kept across a reload, deleted', async ({
    page,
  }) => {
    const sheetId = await openVaPlanInNewProject(page, 'zones@metr.fr', 'Collège Jean Moulin');
    await openAtKnownView(page, sheetId);
    const expected: ExpectedRow[] = [];

    await test.step('the plan set to 1:100 by its standard scale', async () => {
      await page.getByRole('button', { name: 'Étalonner' }).click();
      await applyRatio(page, 'Échelle du plan', '1:100');
      await expect(page.getByRole('region', { name: 'Échelle' }).first()).toContainText('Échelle 1:100');
    });

    await test.step('the check tool (Maj+K) on the 58\'-5" dimension: the plan reads 4 % long at 1:100', async () => {
      await plan(page).focus();
      await page.keyboard.press('Shift+K');
      await expect(toolButton(page, 'Vérifier l’échelle')).toBeChecked();
      await clickAt(page, DIMENSION.from, DIMENSION.to);
      const dialog = page.getByRole('dialog', { name: 'Vérifier l’échelle' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Cote imprimée' }).fill(DIMENSION_METRES);
      await dialog.getByRole('button', { name: 'Vérifier' }).click();
      // 525,72 pt at 1:100 measure 18,55 m for 17,805 m printed: +4,16 %.
      await expect.poll(async () => flat((await dialog.textContent()) ?? '')).toMatch(/Écart\+4,1\d %/);
      await expect(dialog).toContainText('L’échelle semble fausse');
      await dialog.getByRole('button', { name: 'Fermer', exact: true }).last().click();
      await expect(dialog).toBeHidden();
    });

    await test.step('two lengths of 100 pt, one in the detail and one outside, both at 1:100', async () => {
      await plan(page).focus();
      // Snapping off: the points land where they are clicked.
      await page.keyboard.press('a');
      await page.keyboard.press('l');
      await clickAt(page, ...INSIDE);
      await page.keyboard.press('Enter');
      await page.keyboard.press('l');
      await clickAt(page, ...OUTSIDE);
      await page.keyboard.press('Enter');
      expected.push(at100, at100);
      await expectRows(page, expected);
    });

    await test.step('a region dragged around the detail, at 1:20: the inside length follows, the outside one does not', async () => {
      await toolButton(page, 'Zone d’échelle').click();
      await dragAt(page, DETAIL.from, DETAIL.to);
      const dialog = page.getByRole('dialog', { name: /^Échelle de la zone «.Zone 1.»$/ });
      await expect(dialog).toContainText('Annuler ne crée pas la zone');
      // Cancelled: nothing is created.
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await expect(dialog).toBeHidden();
      await expect(await scalesTab(page)).toContainText('Aucune zone sur ce plan.');
      await plan(page).focus();
      await page.keyboard.press('z');
      await dragAt(page, DETAIL.from, DETAIL.to);
      await applyRatio(page, /^Échelle de la zone «.Zone 1.»$/, '1:20');
      expected[0] = at20;
      await expectRows(page, expected);
      const zones = await scalesTab(page);
      await expect.poll(async () => flat((await zones.textContent()) ?? '')).toContain('Zone 1Échelle 1:20 · 1 mesure');
    });

    await test.step('Ctrl+Z takes the region back (the inside length is at 1:100 again), Ctrl+Y makes it again', async () => {
      await plan(page).focus();
      await page.keyboard.press('Control+z');
      await expectRows(page, [at100, at100]);
      await expect(await scalesTab(page)).toContainText('Aucune zone sur ce plan.');
      await plan(page).focus();
      await page.keyboard.press('Control+y');
      await expectRows(page, expected);
      await expect(await scalesTab(page)).toContainText('Zone 1');
    });

    await test.step('the inside length’s properties name the region’s scale', async () => {
      await page.getByRole('tab', { name: 'Mesures' }).click();
      await rowsOf(page).first().click();
      await page.getByRole('tab', { name: 'Propriétés' }).click();
      await expect
        .poll(async () => flat((await page.getByRole('region', { name: 'Échelle de la mesure' }).textContent()) ?? ''))
        .toContain('Zone « Zone 1 » : 1:20.');
    });

    await test.step('a second region from the keyboard: Z, then Entrée takes the part of the plan in view, at 1:50', async () => {
      await plan(page).focus();
      await page.keyboard.press('Escape');
      await page.keyboard.press('z');
      await page.keyboard.press('Enter');
      await applyRatio(page, /^Échelle de la zone «.Zone 2.»$/, '1:50');
      // The detail keeps its own scale (the smallest region wins); the outside length takes the new one.
      expected[1] = at50;
      await expectRows(page, expected);
      if (process.env.E2E_SCREENSHOTS) {
        await page.mouse.move(0, 0);
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sheet-two-regions.png` });
        await page.emulateMedia({ colorScheme: 'dark' });
        await scalesTab(page);
        await page.mouse.move(0, 0);
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sheet-two-regions-dark.png` });
        await page.emulateMedia({ colorScheme: 'light' });
      }
      await plan(page).focus();
      await page.keyboard.press('Control+z');
      expected[1] = at100;
      await expectRows(page, expected);
    });

    await test.step('a region calibrated by two points: refused outside it, then on the printed dimension inside it', async () => {
      await plan(page).focus();
      await page.keyboard.press('z');
      // Around the 58'-5" dimension line, clear of the two lengths.
      await dragAt(page, { x: 1390, y: 600 }, { x: 1940, y: 650 });
      const dialog = page.getByRole('dialog', { name: /^Échelle de la zone «.Zone 2.»$/ });
      await dialog.getByText('Par deux points et une cote').click();
      await dialog.getByRole('button', { name: 'Tracer sur le plan' }).click();
      await expect(dialog).toBeHidden();
      await expect(toolButton(page, 'Échelle')).toBeChecked();
      await clickAt(page, ...INSIDE);
      await expect(
        page.getByRole('region', { name: 'Notifications' }).getByText(/Les deux points doivent être à l’intérieur/),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      await clickAt(page, DIMENSION.from, DIMENSION.to);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Distance réelle' }).fill(DIMENSION_METRES);
      await dialog.getByRole('button', { name: 'Appliquer l’échelle' }).click();
      await expect(dialog).toBeHidden();
      const zones = await scalesTab(page);
      await expect
        .poll(async () => flat((await zones.textContent()) ?? ''))
        .toContain('Zone 2Échelle ≈ 1:96 · Aucune mesure');
      // Nothing of the two lengths changed: the region holds neither.
      await expectRows(page, expected);
      await plan(page).focus();
      await page.keyboard.press('Control+z');
      await expect(await scalesTab(page)).not.toContainText('Zone 2');
    });

    await test.step('a reload: the region, its scale and the quantities are kept', async () => {
      await page.reload();
      await expect(plan(page)).toBeVisible();
      await expectRows(page, expected);
      const zones = await scalesTab(page);
      await expect.poll(async () => flat((await zones.textContent()) ?? '')).toContain('Zone 1Échelle 1:20 · 1 mesure');
    });

    await test.step('renamed from its menu; Ctrl+Z gives its name back, Ctrl+Y the new one', async () => {
      const zones = await scalesTab(page);
      await zones.getByRole('button', { name: /^Actions de la zone «.Zone 1.»$/ }).click();
      await page.getByRole('menuitem', { name: 'Renommer' }).click();
      const dialog = page.getByRole('dialog', { name: /^Renommer la zone «.Zone 1.»$/ });
      await dialog.getByRole('textbox', { name: 'Nom de la zone' }).fill('Détail salle polyvalente');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(zones).toContainText('Détail salle polyvalente');
      await plan(page).focus();
      await page.keyboard.press('Control+z');
      await expect(await scalesTab(page)).toContainText('Zone 1');
      await plan(page).focus();
      await page.keyboard.press('Control+y');
      await expect(await scalesTab(page)).toContainText('Détail salle polyvalente');
    });

    await test.step('deleted from its menu, after a confirmation naming the quantity that changes; undone', async () => {
      const zones = await scalesTab(page);
      await zones.getByRole('button', { name: /^Actions de la zone «.Détail salle polyvalente.»$/ }).click();
      await page.getByRole('menuitem', { name: 'Supprimer' }).click();
      const confirm = page.getByRole('alertdialog', { name: /^Supprimer la zone «.Détail salle polyvalente.».\?$/ });
      await expect
        .poll(async () => flat((await confirm.textContent()) ?? ''))
        .toMatch(
          /Une mesure reprendra l’échelle du plan \(1:100\) et sa quantité changera : Longueur \(0,7\d ml → 3,5\d ml\)/,
        );
      await confirm.getByRole('button', { name: 'Supprimer la zone' }).click();
      await expect(confirm).toBeHidden();
      await expectRows(page, [at100, at100]);
      await plan(page).focus();
      await page.keyboard.press('Control+z');
      await expectRows(page, expected);
    });
  });
});
