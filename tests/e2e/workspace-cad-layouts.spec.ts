/**
 * Issue 28, paper-space layouts, as an économiste meets them: an architect's DXF whose plans are laid out on paper
 * (our generated `synthetic-layouts.dxf`: « A1 - RDC » with a 1:50 viewport on a 5 m × 4 m room, « A3 - Coupe » at
 * 1:100 turned by 90°, an empty layout, one whose viewport cannot be read). The file gives four sheets — model space
 * and three layouts, the empty one skipped — and a length measured inside the 1:50 viewport is the model's. And a plan
 * drawn on paper only (`synthetic-paper-only.dxf`, model space empty): its two drawn layouts are its only sheets,
 * measured at the paper's scale, its block counted; a file that draws nothing anywhere is refused, naming it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { syntheticNothingDrawn } from '../../scripts/cad/make-dxf';
import { readDxf } from '../../src/domain/cad/dxf/readDxf';
import { buildLayoutSheets, viewportClip } from '../../src/domain/cad/layout';
import { expect, expectNoAxeViolationInBothThemes, test } from './fixtures';
import { openMetrDb } from './idb';
import { createProject, signUp } from './workspace';
import {
  expectRows,
  flat,
  openAtKnownView,
  plan,
  screenOf,
  sheetIdOf,
  sheetPointer,
  toolButton,
  waitSharp,
} from './workspace-sheet';

const FILE = path.join(import.meta.dirname, '../fixtures/cad/synthetic-layouts.dxf');
const PAPER_ONLY = path.join(import.meta.dirname, '../fixtures/cad/synthetic-paper-only.dxf');

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
      await expect.poll(async () => flat((await notice.textContent()) ?? '')).toContain('Fenêtre 1 : 1:50');
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

  test('a plan drawn on paper only: its two layouts are its sheets, measured and counted; a file drawing nothing is refused', async ({
    page,
  }) => {
    const bytes = readFileSync(PAPER_ONLY);
    // Where the room's south wall (500 mm of paper, from (100, 100) to (600, 100)) lands on the « A1 - Plan » sheet.
    const [a1] = buildLayoutSheets(readDxf(bytes), 'mm', 'file');
    if (!a1) throw new Error('no A1 sheet');
    const { k, dx, dy } = a1.model.placement;
    const toSheet = (x: number, y: number) => ({ x: x * k + dx, y: -y * k + dy });
    const centre = toSheet(350, 300);
    const wallFrom = toSheet(100, 100);
    const wallTo = toSheet(600, 100);

    await signUp(page, 'papier@metr.fr');
    const projectId = await createProject(page, { name: 'Plan sur papier' });

    await test.step('import: the two drawn layouts as sheets, no model space sheet; the empty file refused, in French', async () => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Importer des plans' }).click(),
      ]);
      await chooser.setFiles([
        { name: 'papier.dxf', mimeType: 'application/octet-stream', buffer: bytes },
        {
          name: 'vide.dxf',
          mimeType: 'application/octet-stream',
          buffer: Buffer.from(syntheticNothingDrawn(), 'latin1'),
        },
      ]);
      const imports = page.getByRole('region', { name: 'Imports' });
      await expect(imports.getByRole('listitem').filter({ hasText: 'papier.dxf' })).toContainText('2 plans importés', {
        timeout: 60_000,
      });
      await expect(imports.getByRole('listitem').filter({ hasText: 'vide.dxf' })).toContainText(
        /«\s*vide\.dxf\s*» ne contient rien à dessiner/,
      );
      const grid = page.getByRole('grid', { name: 'Plans' });
      for (const name of ['A1 - Plan', 'A3 - Cartouche']) {
        await expect(grid.getByRole('row', { name: new RegExp(`^${name}`) })).toContainText(
          'papier.dxf · présentation',
        );
      }
      await expect(grid.getByRole('row', { name: /^papier/ })).toHaveCount(0);
      await expect(grid.getByRole('row', { name: /^Fenêtre seule/ })).toHaveCount(0);
      await expect(grid.getByRole('row')).toHaveCount(2);
      await page.screenshot({ path: '/tmp/metr/cad-paper-only-import.png' });
    });

    let sheetId = '';
    await test.step('the A1 layout: the plan drawn on its paper, what its CAO tab counts', async () => {
      await page
        .getByRole('grid', { name: 'Plans' })
        .getByRole('row', { name: /^A1 - Plan/ })
        .click();
      await expect(plan(page)).toBeVisible();
      await waitSharp(page);
      sheetId = sheetIdOf(page);
      await page.getByRole('tab', { name: 'CAO', exact: true }).click();
      const notice = page.getByRole('region', { name: /Présentation\s*«\s*A1 - Plan\s*»/ });
      await expect(notice).toContainText('L’espace objet de ce fichier est vide');
      await expect(notice).not.toContainText('une seule fois');
      await expectNoAxeViolationInBothThemes(page);
    });

    await test.step('a length along the wall drawn on paper: 0,50 m at the paper’s scale', async () => {
      // At 1:1 the wall is 1 417 pt long: opened at 0.4 to see both its ends.
      const zoom = 0.4;
      await openAtKnownView(page, sheetId, centre, zoom);
      await page.keyboard.press('l');
      await expect(toolButton(page, 'Longueur')).toBeChecked();
      for (const point of [wallFrom, wallTo]) {
        const at = await screenOf(page, centre, point, zoom);
        await page.mouse.move(at.x, at.y, { steps: 4 });
        await page.mouse.down();
        await page.mouse.up();
      }
      await page.keyboard.press('Enter');
      await expectRows(page, [{ text: 'Longueur', about: 0.5, unit: 'ml', within: 0.002 }]);
    });

    await test.step('its block counted: a point at each of its two references', async () => {
      await page.getByRole('tab', { name: 'CAO', exact: true }).click();
      const blocks = page.getByRole('grid', { name: 'Blocs du dessin' });
      await expect(blocks.getByRole('row')).toHaveCount(1);
      await blocks.getByRole('row', { name: /^PORTE_90/ }).click();
      await page.getByRole('region', { name: 'PORTE_90' }).getByRole('button', { name: 'Compter ce bloc' }).click();
      await expect(page.getByText(/Déjà compté\s*:\s*2/)).toBeVisible();
      // The count is shown from memory; its row reaches IndexedDB a moment later.
      const storedCounts = async () =>
        page.evaluate(
          async ({ idb: { db, result } }) => {
            const rows = (await result(db.transaction('measurements').objectStore('measurements').getAll())) as {
              kind: string;
              points: unknown[];
              cad?: { block?: string };
            }[];
            db.close();
            return rows.filter((m) => m.kind === 'count').map((m) => [m.cad?.block, m.points.length]);
          },
          { idb: await openMetrDb(page) },
        );
      await expect.poll(storedCounts).toEqual([['PORTE_90', 2]]);
      await page.screenshot({ path: '/tmp/metr/cad-paper-only-counted.png' });
    });

    await test.step('the A3 layout: its title block only, the viewport onto the empty model no scale region', async () => {
      await page.goto(`/dashboard/projets/${encodeURIComponent(projectId)}`);
      await page
        .getByRole('grid', { name: 'Plans' })
        .getByRole('row', { name: /^A3 - Cartouche/ })
        .click();
      await expect(plan(page)).toBeVisible();
      await page.getByRole('tab', { name: 'CAO', exact: true }).click();
      const notice = page.getByRole('region', { name: /Présentation\s*«\s*A3 - Cartouche\s*»/ });
      await expect(notice).toContainText('L’espace objet de ce fichier est vide');
      await expect(notice.getByRole('list')).toHaveCount(0);
    });
  });
});
