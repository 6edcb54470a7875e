/**
 * The article library and the quantities in the built site, as an économiste uses them: install the starter
 * library, declare it in a project, make HSP = 2,50, link a measurement to an article through `L × HSP`, read the
 * quantity, change HSP and see it move, export a DPGF and read the file back with exceljs.
 *
 * The measuring tools are not mounted on the sheet page in this branch: the plan (a sheet with a 1:100 scale) and a
 * 10 m length are put into the database the way the tools would leave them; everything after is done in the app.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { axe, expect, test } from './fixtures';
import { openMetrDb } from './idb';
import {
  addVariable,
  changeVariable,
  createProject,
  installStarterLibrary,
  signUp,
  useStarterLibrary,
} from './workspace';

/** A sheet at 1:100 (1 PDF point = 1 cm) and a 10 m wall line on it, as the plan import and the tools leave them. */
async function seedMeasurement(page: Page, projectId: string) {
  await page.evaluate(
    async ({ idb, projectId }) => {
      const { db } = idb;
      const now = new Date().toISOString();
      const tx = db.transaction(['files', 'plans', 'measurements'], 'readwrite');
      tx.objectStore('files').put(
        idb.fileRow({ id: 'file-va', projectId, name: 'VA.pdf', size: 1000, hash: 'ab'.repeat(32) }),
      );
      tx.objectStore('plans').put(
        idb.sheetRow({
          id: 'sheet-va',
          projectId,
          fileId: 'file-va',
          name: 'VA – Rez-de-chaussée',
          revision: 'B',
          scale: { default: { metresPerUnit: 0.01, source: { kind: 'ratio', denominator: 100 } }, regions: [] },
        }),
      );
      tx.objectStore('measurements').put({
        id: 'm-wall',
        projectId,
        sheetId: 'sheet-va',
        kind: 'length',
        label: 'Cloison séjour',
        color: 'blue',
        points: [
          { x: 100, y: 100 },
          { x: 1100, y: 100 },
        ],
        closed: false,
        createdAt: now,
        updatedAt: now,
      });
      await idb.committed(tx);
      db.close();
    },
    { idb: await openMetrDb(page), projectId },
  );
}

test.describe('workspace: article library and quantities', () => {
  test.use({ reducedMotion: 'reduce' });

  test('starter library, HSP, a measurement linked through L × HSP, HSP changed, DPGF exported and read back', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page);

    // The libraries, from the header.
    await page.getByRole('link', { name: 'Bibliothèques' }).click();
    await expect(page).toHaveURL('/dashboard/bibliotheques');
    await expect(page.getByRole('heading', { level: 1, name: 'Bibliothèques' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await installStarterLibrary(page);
    const list = page.getByRole('navigation', { name: 'Bibliothèques d’articles' });
    await expect(list.getByRole('link', { name: /Bibliothèque de démarrage Metr/ })).toContainText('172 articles');
    await expect(page.getByRole('table', { name: 'Articles de la bibliothèque' })).toContainText(
      'Cloison en plaques de plâtre 72/48',
    );
    await page.getByRole('textbox', { name: 'Rechercher un article' }).fill('cloison platre 72');
    await expect(page.getByText('1 article sur 172')).toBeVisible();
    expect(await axe(page)).toEqual([]);

    // A project with a measured wall.
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Projets' }).click();
    await createProject(page, { name: 'Résidence Les Tilleuls', client: 'Habitat 49' });
    const projectId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await seedMeasurement(page, projectId);
    await page.reload();
    await page.getByRole('link', { name: 'Quantités' }).click();
    await expect(page).toHaveURL(`/dashboard/projets/${projectId}/quantites`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quantités' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mesures reliées à aucun article' })).toContainText(
      'Cloison séjour — une longueur sur VA – Rez-de-chaussée, indice B',
    );

    // The project declares the starter library, and HSP = 2,50 m.
    await useStarterLibrary(page);
    await addVariable(page, 'HSP', '2,50', 'm');

    // Link the wall to the partition article through L × HSP.
    await page.getByRole('button', { name: /Relier Cloison séjour/ }).click();
    const editor = page.getByRole('region', { name: 'Articles reliés' });
    await editor.getByRole('textbox', { name: 'Ajouter un article' }).fill('cloison plâtre 72');
    await editor.getByRole('button', { name: /Relier .*Cloison en plaques de plâtre 72\/48/ }).click();
    const formula = editor.getByRole('textbox', { name: /Formule pour/ });
    await expect(formula).toHaveValue('Q');
    await formula.fill('L × HSP');
    await formula.press('Enter');
    await expect(editor).toContainText('25,00');
    await expect(editor).toContainText('HSP');
    const row = page.getByRole('row', { name: /Cloison en plaques de plâtre 72\/48/ });
    await expect(row).toContainText('25,00');
    await expect(page.getByRole('region', { name: 'Mesures reliées à aucun article' })).toContainText(
      'Toutes les mesures sont reliées à un article.',
    );
    expect(await axe(page)).toEqual([]);

    // A formula whose unit is not the article's is an error, not priced, its value given in its own unit (issue 24);
    // an invalid one is refused at its place.
    await formula.fill('L');
    await expect(editor).toContainText(/m — l’article est en m²\s?: non compté/);
    await formula.fill('L × (HSP');
    await expect(editor.getByRole('button', { name: 'Aller à l’erreur' })).toBeVisible();
    await formula.fill('L × HSP');
    await formula.press('Enter');

    // HSP = 2,70: the quantity follows.
    await changeVariable(page, 'HSP', '2,70');
    await expect(row).toContainText('27,00');
    await expect(editor).toContainText('27,00');

    // Export the DPGF and read it back.
    await page.getByRole('button', { name: 'Exporter…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exporter les quantités' });
    await expect(dialog).toBeVisible();
    expect(await axe(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Exporter', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/DPGF.*Tilleuls.*\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = await readFile(await download.path());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const dpgf = workbook.worksheets[0];
    if (!dpgf) throw new Error('no sheet');
    let line: ExcelJS.Row | null = null;
    let totalHt: ExcelJS.CellValue = null;
    dpgf.eachRow((r) => {
      if (r.getCell(2).value === 'Cloison en plaques de plâtre 72/48') line = r;
      if (r.getCell(2).value === 'Total HT') totalHt = r.getCell(6).value;
    });
    const found = line as ExcelJS.Row | null;
    expect(found?.getCell(3).value).toBe('m²');
    expect(found?.getCell(4).value).toBe(27);
    expect(found?.getCell(5).value).toBe(40);
    const total = totalHt as { result?: number } | null;
    expect(total?.result).toBe(1080);
    const detail = workbook.worksheets.find((ws) => /Détail/.test(ws.name));
    const detailText = JSON.stringify(detail?.getSheetValues() ?? []);
    expect(detailText).toContain('HSP');

    // The project page offers the export too, and the quantities.
    await page
      .getByRole('navigation', { name: 'Fil d’Ariane' })
      .getByRole('link', { name: 'Résidence Les Tilleuls' })
      .click();
    await expect(page.getByRole('button', { name: 'Exporter…' })).toBeVisible();
  });
});
