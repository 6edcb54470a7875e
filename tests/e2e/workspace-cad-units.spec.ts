/**
 * Issue 28, « a file without units asks once », as a person meets it on the built site: two DXF declared « sans
 * unité » in one selection. The question names each file; the keyboard alone answers it (the arrows choose, Entrée
 * imports, Échap leaves the file out); the file imported is calibrated from the answer (« Échelle du fichier : 1 unité
 * = 1 cm »), the one left out saves nothing, and nothing asks again once the page is reloaded.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectNoAxeViolationInBothThemes, test } from './fixtures';
import { rowCounts } from './idb';
import { createProject, signUp } from './workspace';
import { plan, waitSharp } from './workspace-sheet';

const UNITLESS = readFileSync(path.join(import.meta.dirname, '../fixtures/cad/synthetic-unitless.dxf'));
const TITLE = /Dans quelle unité ce plan est-il dessiné\s*\?/;

test.describe('workspace: a CAD file without units (issue 28)', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
  test.setTimeout(180_000);

  test('asked once per file, answered by the keyboard: one imported in centimetres, the other left out', async ({
    page,
  }) => {
    await signUp(page, 'unites@metr.fr');
    await createProject(page, { name: 'Sans unité' });

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Importer des plans' }).click(),
    ]);
    // The same drawing twice, one with a comment first (another file by its bytes: no duplicate question).
    await chooser.setFiles([
      { name: 'RDC.dxf', mimeType: 'application/octet-stream', buffer: UNITLESS },
      {
        name: 'R+1.dxf',
        mimeType: 'application/octet-stream',
        buffer: Buffer.concat([Buffer.from('999\nR+1\n', 'latin1'), UNITLESS]),
      },
    ]);

    const answered: Record<string, 'cm' | 'skipped'> = {};
    await test.step('the question names the file, its focus on the units; cm by the arrows, Entrée imports', async () => {
      const dialog = page.getByRole('dialog', { name: TITLE });
      await expect(dialog).toBeVisible({ timeout: 60_000 });
      await expect(dialog).toContainText(/Il se déclare\s*«\s*sans unité\s*»/);
      const name = (await dialog.textContent())?.includes('R+1.dxf') ? 'R+1.dxf' : 'RDC.dxf';
      await expect(dialog.getByRole('radio', { name: 'Millimètre (mm)' })).toBeFocused();
      // Each file's line, behind the question, says what it waits for (not its size followed by nothing).
      await expect(page.getByText('En attente de l’unité du dessin', { exact: true })).toHaveCount(2);
      await page.screenshot({ path: '/tmp/metr/cad-unit-question.png' });
      await expectNoAxeViolationInBothThemes(page);
      await page.keyboard.press('ArrowDown');
      await expect(dialog.getByRole('radio', { name: 'Centimètre (cm)' })).toBeChecked();
      await page.keyboard.press('Enter');
      answered[name] = 'cm';
    });

    await test.step('the other file asks in turn; Échap leaves it out', async () => {
      const other = Object.keys(answered)[0] === 'RDC.dxf' ? 'R+1.dxf' : 'RDC.dxf';
      const dialog = page.getByRole('dialog', { name: TITLE });
      await expect(dialog).toContainText(other);
      await expect(dialog.getByRole('radio', { name: 'Millimètre (mm)' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      answered[other] = 'skipped';
    });

    const imported = Object.entries(answered).find(([, answer]) => answer === 'cm')?.[0] ?? '';
    const skipped = Object.entries(answered).find(([, answer]) => answer === 'skipped')?.[0] ?? '';
    await test.step('one plan imported; nothing of the other saved', async () => {
      const imports = page.getByRole('region', { name: 'Imports' });
      await expect(imports.getByRole('listitem').filter({ hasText: imported })).toContainText('1 plan importé', {
        timeout: 60_000,
      });
      await expect(imports.getByRole('listitem').filter({ hasText: skipped })).toContainText(
        'Non importé, son unité n’a pas été choisie',
      );
      await page.screenshot({ path: '/tmp/metr/cad-unit-outcome.png' });
      const grid = page.getByRole('grid', { name: 'Plans' });
      await expect(grid.getByRole('row')).toHaveCount(1);
      const base = imported.replace(/\.dxf$/, '').replace(/[+]/g, '\\+');
      await expect(grid.getByRole('row', { name: new RegExp(`^${base}`) })).toHaveCount(1);
      // The stores read once the import's one transaction is written (the list shows from memory first).
      await expect.poll(async () => (await rowCounts(page, ['files', 'plans', 'cadModels'])).files).toBe(1);
      expect(await rowCounts(page, ['files', 'plans', 'cadModels'])).toEqual({ files: 1, plans: 1, cadModels: 1 });
    });

    await test.step('its sheet is calibrated from the answer, and nothing asks again after a reload', async () => {
      await page.getByRole('grid', { name: 'Plans' }).getByRole('row').first().click();
      await expect(plan(page)).toBeVisible();
      await waitSharp(page);
      await expect(page.getByText(/Échelle du fichier\s*:\s*1\s*unité\s*=\s*1\s*cm/).first()).toBeVisible();
      await expect(page.getByText('Non étalonné')).toHaveCount(0);
      await page.reload();
      await expect(plan(page)).toBeVisible();
      await expect(page.getByText(/Échelle du fichier\s*:\s*1\s*unité\s*=\s*1\s*cm/).first()).toBeVisible();
      await expect(page.getByRole('dialog', { name: TITLE })).toHaveCount(0);
    });
  });
});
