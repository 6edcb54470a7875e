/**
 * Issue 28, a DWG laid out on paper, as an économiste meets it: LibreDWG's test drawing `gh44` (AutoCAD 2013, in mm)
 * whose « Layout1 » holds a title sheet of 2,330 entities and one viewport at 1:65 onto model space, clipped by a
 * polyline (the view is clipped to it), with 7 xref layers frozen in it. Converted by the Metr server of `npm start`, it gives two sheets — model
 * space and « Layout1 » (« Layout2 » draws nothing) — as a DXF would, and the layout's « CAO » tab states its
 * viewport's scale.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectNoAxeViolationInBothThemes, test } from './fixtures';
import { createProject, signUp } from './workspace';
import { flat, plan, waitSharp } from './workspace-sheet';

const FILE = path.join(import.meta.dirname, '../fixtures/cad/libredwg-gh44-layout.dwg');

test.describe('workspace: a DWG’s layouts (issue 28)', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
  test.setTimeout(240_000);

  test('the server’s conversion carries the layout: a sheet of its own, its viewport at 1:65', async ({ page }) => {
    await signUp(page, 'dwg-presentations@metr.fr');
    await createProject(page, { name: 'Bureaux' });

    await test.step('import: model space and « Layout1 », the empty « Layout2 » skipped', async () => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Importer des plans' }).click(),
      ]);
      await chooser.setFiles([
        { name: 'bureaux.dwg', mimeType: 'application/octet-stream', buffer: readFileSync(FILE) },
      ]);
      const imports = page.getByRole('region', { name: 'Imports' });
      await expect(imports.getByRole('listitem').filter({ hasText: 'bureaux.dwg' })).toContainText('2 plans importés', {
        timeout: 150_000,
      });
      // The file draws two other files by reference (the architect's plans), which it does not hold: said at once.
      await expect(imports.getByRole('listitem').filter({ hasText: 'bureaux.dwg' })).toContainText(
        /2 plans importés, 2\s*références externes absentes/,
      );
      const grid = page.getByRole('grid', { name: 'Plans' });
      await expect(grid.getByRole('row', { name: /^bureaux/ })).toContainText('espace objet');
      await expect(grid.getByRole('row', { name: /^Layout1/ })).toContainText('bureaux.dwg · présentation');
      await expect(grid.getByRole('row', { name: /^Layout2/ })).toHaveCount(0);
      await page.screenshot({ path: '/tmp/metr/cad-dwg-layouts-import.png' });
    });

    await test.step('the layout’s sheet: its title sheet and the model through its viewport, its scale stated', async () => {
      await page
        .getByRole('grid', { name: 'Plans' })
        .getByRole('row', { name: /^Layout1/ })
        .click();
      await expect(plan(page)).toBeVisible();
      await waitSharp(page);
      await page.screenshot({ path: '/tmp/metr/cad-dwg-layout.png' });
      await page.getByRole('tab', { name: 'CAO', exact: true }).click();
      const notice = page.getByRole('region', { name: /Présentation\s*«\s*Layout1\s*»/ });
      await expect(notice).toBeVisible();
      await expect.poll(async () => flat((await notice.textContent()) ?? '')).toContain('Fenêtre 1 : ≈ 1:65');
      // The sheet is the layout's paper, read from its plot settings (an A1 turned a quarter, plotted to fit).
      await expect(notice).toContainText(
        /Feuille au format du papier de la présentation\s*:\s*A1 paysage, 841\s*×\s*594\s*mm\./,
      );
      // Its polyline boundary is read and clips the view: no « shown in its rectangle » warning.
      await expect(notice).not.toContainText('contour non rectangulaire');
      // The missing references, named by the files to ask for, on this sheet too (its viewport shows model space).
      const xrefs = page.getByText('Références externes absentes').locator('xpath=ancestor::*[.//li][1]');
      await expect(xrefs.getByRole('listitem')).toHaveText([
        /^C1203-TCL-ME-20\.01-011_iss2_revC2\.dwg\s*Chemin enregistré\s*:\s*N:\\2017\\Royal Wharf/,
        /^C1203-TCL-ME-20\.01-012_iss2_revC2\.dwg/,
      ]);
      // What the file holds and Metr does not draw is said too: its raster images (title block logos) and leaders.
      const unshown = page.getByText('Éléments non affichés').locator('xpath=ancestor::*[.//li][1]');
      await expect(unshown.getByRole('listitem')).toHaveText([
        /^3\s*images raster/,
        /^7\s*lignes de repère ou tolérances/,
      ]);
      // Every layout was read: nothing said missing.
      await expect(page.getByText('Présentations non importées')).toHaveCount(0);
      // The tab's long lists scroll inside the panel: the page itself never grows past the window (their rows'
      // hidden checkboxes once stretched it, blank under the workspace).
      await expect
        .poll(() => page.evaluate(() => (document.scrollingElement?.scrollHeight ?? 0) - window.innerHeight))
        .toBe(0);
      await page.screenshot({ path: '/tmp/metr/cad-dwg-layout-tab.png' });
      await expectNoAxeViolationInBothThemes(page);
    });
  });
});
