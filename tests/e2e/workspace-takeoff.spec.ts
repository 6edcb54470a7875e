/**
 * The whole take-off on the built site, as an économiste does it: the starter library installed, a project that
 * declares it with HSP = 2,00 m, the VA plan imported, its first sheet at 1:100, a wall line measured with the mouse,
 * linked from the sheet's « Propriétés » to a partition article through L × HSP; the quantities page shows L × 2, then
 * L × 3 once HSP changes; the DPGF exported carries that quantity. (The library spec covers the export's layout and the
 * formula messages on a seeded measurement; here the measurement is a person's, on the real plan.)
 */
import type { Page } from '@playwright/test';
import type ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import {
  addVariable,
  changeVariable,
  createProject,
  exportDpgf,
  installStarterLibrary,
  signUp,
  useStarterLibrary,
} from './workspace';
import {
  flat,
  importVaPlan,
  openFirstSheet,
  openAtKnownView,
  plan,
  rowsOf,
  setStandardScale,
  sheetPointer,
  toolButton,
} from './workspace-sheet';

const CENTRE = { x: 1600, y: 660 };
/** A wall line along the east wing, 400 pt long: 14,11 m at 1:100 (give or take a pixel's click). */
const WALL = [
  { x: 1450, y: 760 },
  { x: 1850, y: 760 },
];
const ARTICLE = 'Cloison en plaques de plâtre 72/48';

const parseFr = (text: string) => Number(flat(text).replace(/\s/g, '').replace(',', '.'));

/** The article's quantity on the quantities page (its row in the tree-grid, the Quantité column). */
async function articleQuantity(page: Page): Promise<number> {
  const row = page.getByRole('row', { name: new RegExp(ARTICLE.replace('/', '\\/')) });
  const text = flat((await row.textContent()) ?? '');
  const match = /m²\s*([\d\s]+,\d{2})/.exec(text);
  return match ? parseFr(match[1] ?? '') : NaN;
}

test.describe('workspace: a take-off from plan to DPGF', () => {
  test.use({ reducedMotion: 'reduce' });
  test.setTimeout(300_000);

  test('a wall measured on the VA plan, linked through L × HSP, HSP changed, the DPGF carries it', async ({ page }) => {
    await signUp(page, 'metre@metr.fr');

    await test.step('the starter library, and a project that uses it with HSP = 2,00 m', async () => {
      await page.getByRole('link', { name: 'Bibliothèques' }).click();
      await installStarterLibrary(page);
      await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Projets' }).click();
      await createProject(page, { name: 'Résidence Les Tilleuls', client: 'Habitat 49' });
      await page.getByRole('link', { name: 'Quantités' }).click();
      await useStarterLibrary(page);
      await addVariable(page, 'HSP', '2,00', 'm');
      await page.getByRole('link', { name: /^Retour au projet/ }).click();
    });

    let length = NaN;
    await test.step('the VA plan imported, its first sheet at 1:100, a wall line drawn with the mouse', async () => {
      await importVaPlan(page);
      await openAtKnownView(page, await openFirstSheet(page), CENTRE);
      await setStandardScale(page, '1:100');
      await plan(page).focus();
      // Free clicks: snapping would move the ends to the nearest drawn line.
      await page.keyboard.press('a');
      await expect(page.getByText(/Aimantation\s*désactivée/)).toBeVisible();
      await page.keyboard.press('l');
      await expect(toolButton(page, 'Longueur')).toBeChecked();
      await sheetPointer(page, CENTRE).click(...WALL);
      await page.keyboard.press('Enter');
      await expect(rowsOf(page)).toHaveCount(1);
      length = parseFr(/([\d\s]+,\d{2})\s*ml/.exec(flat((await rowsOf(page).first().textContent()) ?? ''))?.[1] ?? '');
      // 400 pt at 1:100 is 14,11 m; a click lands on a whole pixel.
      expect(length).toBeGreaterThan(14);
      expect(length).toBeLessThan(14.25);
    });

    await test.step('linked from « Propriétés » to the partition article through L × HSP', async () => {
      await rowsOf(page).first().click();
      await page.getByRole('tab', { name: 'Propriétés', exact: true }).click();
      const editor = page.getByRole('region', { name: 'Articles reliés' });
      await editor.getByRole('textbox', { name: 'Ajouter un article' }).fill('cloison plâtre 72');
      await editor.getByRole('button', { name: /Relier .*Cloison en plaques de plâtre 72\/48/ }).click();
      const formula = editor.getByRole('textbox', { name: /Formule pour/ });
      await formula.fill('L × HSP');
      await formula.press('Enter');
      await expect(editor).toContainText('HSP');
    });

    await test.step('the quantities page shows L × 2, then L × 3 once HSP changes', async () => {
      await page
        .getByRole('navigation', { name: 'Fil d’Ariane' })
        .getByRole('link', { name: 'Résidence Les Tilleuls' })
        .click();
      await page.getByRole('link', { name: 'Quantités' }).click();
      await expect.poll(() => articleQuantity(page)).toBeCloseTo(length * 2, 1);
      await expect(page.getByRole('region', { name: 'Mesures reliées à aucun article' })).toContainText(
        'Toutes les mesures sont reliées à un article.',
      );
      await changeVariable(page, 'HSP', '3,00');
      await expect.poll(() => articleQuantity(page)).toBeCloseTo(length * 3, 1);
    });

    await test.step('the DPGF exported and read back carries the quantity', async () => {
      const { workbook } = await exportDpgf(page);
      let quantity: ExcelJS.CellValue = null;
      workbook.worksheets[0]?.eachRow((row) => {
        if (row.getCell(2).value === ARTICLE) quantity = row.getCell(4).value;
      });
      expect(typeof quantity).toBe('number');
      expect(quantity as unknown as number).toBeCloseTo(length * 3, 1);
    });
  });
});
