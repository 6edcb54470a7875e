/**
 * Issue 28, paper-space layouts, as an économiste meets them: an architect's DXF whose plans are laid out on paper
 * (our generated `synthetic-layouts.dxf`: « A1 - RDC » with a 1:50 viewport on a 5 m × 4 m room, « A3 - Coupe » at
 * 1:100 turned by 90°, an empty layout, one whose viewport cannot be read). The file gives four sheets — model space
 * and three layouts, the empty one skipped — and a length measured inside the 1:50 viewport is the model's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readDxf } from '../../src/domain/cad/dxf/readDxf';
import { buildLayoutSheets, viewportClip } from '../../src/domain/cad/layout';
import { expect, expectNoAxeViolationInBothThemes, test } from './fixtures';
import { createProject, signUp } from './workspace';
import {
  expectRows,
  flat,
  openAtKnownView,
  plan,
  sheetIdOf,
  sheetPointer,
  toolButton,
  waitSharp,
} from './workspace-sheet';

const FILE = path.join(import.meta.dirname, '../fixtures/cad/synthetic-layouts.dxf');

test.describe('workspace: CAD layouts (issue 28)', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
  test.setTimeout(180_000);

  test('each layout with content is a sheet; a wall measured in a 1:50 viewport is the model’s 5 m', async ({
    page,
  }) => {
    const bytes = readFileSync(FILE);
    // Where the room's south wall lands on the « A1 - RDC » sheet, from the same domain code the worker runs.
    const [a1] = buildLayoutSheets(readDxf(bytes), 'mm', 'file');
    if (!a1) throw new Error('no A1 sheet');
    const { k, dx, dy } = a1.model.placement;
    const toSheet = (x: number, y: number) => ({ x: x * k + dx, y: -y * k + dy });
    const vp = a1.layout.viewports[0];
    if (!vp) throw new Error('no viewport');
    const clip = viewportClip(vp);
    const centre = toSheet((clip.minX + clip.maxX) / 2, (clip.minY + clip.maxY) / 2);
    // At 1:50 the 5 000 mm wall is 100 mm of paper, from (150, 160) to (250, 160).
    const wallFrom = toSheet(150, 160);
    const wallTo = toSheet(250, 160);

    await signUp(page, 'presentations@metr.fr');
    const projectId = await createProject(page, { name: 'Rez-de-chaussée' });

    await test.step('import: four sheets, model space first, then the layouts by their names', async () => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Importer des plans' }).click(),
      ]);
      await chooser.setFiles([{ name: 'maison.dxf', mimeType: 'application/octet-stream', buffer: bytes }]);
      const imports = page.getByRole('region', { name: 'Imports' });
      await expect(imports.getByRole('listitem').filter({ hasText: 'maison.dxf' })).toContainText('4 plans importés', {
        timeout: 60_000,
      });
      const grid = page.getByRole('grid', { name: 'Plans' });
      await expect(grid.getByRole('row', { name: /^maison/ })).toHaveCount(1);
      await expect(grid.getByRole('row', { name: /^maison/ })).toContainText('espace objet');
      for (const name of ['A1 - RDC', 'A3 - Coupe', 'Illisible']) {
        await expect(grid.getByRole('row', { name: new RegExp(`^${name}`) })).toContainText(
          'maison.dxf · présentation',
        );
      }
      await expect(grid.getByRole('row', { name: /^Vide/ })).toHaveCount(0);
    });

    let sheetId = '';
    await test.step('the A1 layout: its title block, the room through its 1:50 viewport, what its CAO tab counts', async () => {
      await page
        .getByRole('grid', { name: 'Plans' })
        .getByRole('row', { name: /^A1 - RDC/ })
        .click();
      await expect(plan(page)).toBeVisible();
      await waitSharp(page);
      sheetId = sheetIdOf(page);
      await page.getByRole('tab', { name: 'CAO', exact: true }).click();
      const notice = page.getByRole('region', { name: /Présentation\s*«\s*A1 - RDC\s*»/ });
      await expect(notice).toBeVisible();
      await expect.poll(async () => flat((await notice.textContent()) ?? '')).toContain('Fenêtre 1 : 1/50');
      await expect(notice).toContainText('une seule fois');
      await page.screenshot({ path: '/tmp/metr/cad-layout.png' });
      await expectNoAxeViolationInBothThemes(page);
    });

    await test.step('a length along the wall inside the viewport: 5,00 m, the model’s', async () => {
      await openAtKnownView(page, sheetId, centre);
      await page.keyboard.press('l');
      await expect(toolButton(page, 'Longueur')).toBeChecked();
      await sheetPointer(page, centre).click(wallFrom, wallTo);
      await page.keyboard.press('Enter');
      await expectRows(page, [{ text: 'Longueur', about: 5, unit: 'ml', within: 0.002 }]);
      await page.screenshot({ path: '/tmp/metr/cad-layout-measured.png' });
    });

    await test.step('the layout whose viewport cannot be read: imported, and says so', async () => {
      await page.goto(`/dashboard/projets/${encodeURIComponent(projectId)}`);
      await page
        .getByRole('grid', { name: 'Plans' })
        .getByRole('row', { name: /^Illisible/ })
        .click();
      await expect(plan(page)).toBeVisible();
      await page.getByRole('tab', { name: 'CAO', exact: true }).click();
      await expect(page.getByText(/Une fenêtre de cette présentation n’a pas pu être affichée/)).toBeVisible();
      await expectNoAxeViolationInBothThemes(page);
    });
  });
});
