/**
 * Issue 28, external references: an architect's title block « CARTOUCHE.dxf » (mm) draws its base plan by reference to
 * « PLAN RDC.dwg »; the économiste imports the folder — the title block and the plan's DXF (m) — in one selection
 * (tests/fixtures/cad/xref, scripts/cad/make-dxf.ts). The title block's sheet draws the plan at its place, scaled from
 * metres, its layers named « PLAN RDC|… », measured by layer; its door is not counted there (AutoCAD's COUNT does not
 * count inside xrefs), the title block's own sockets are. « CARTOUCHE LOT A.dxf » places the same plan clipped (XCLIP)
 * to its left part: only that part is drawn and measured, and the « CAO » tab says so.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axe, expect, test } from './fixtures';
import { openMetrDb } from './idb';
import { projectWithStarterLibrary, signUp } from './workspace';
import { plan, waitSharp } from './workspace-sheet';

const XREF = path.join(import.meta.dirname, '../fixtures/cad/xref');

async function layerRows(page: Page): Promise<{ cad?: { kind: string; layer?: string } }[]> {
  return page.evaluate(
    async ({ idb: { db, result } }) => {
      const rows = await result(db.transaction('measurements').objectStore('measurements').getAll());
      db.close();
      return rows as { cad?: { kind: string; layer?: string } }[];
    },
    { idb: await openMetrDb(page) },
  );
}

/** The files each stored model of the files named `name` drew its external references from. */
async function drawnFrom(page: Page, name: string): Promise<string[]> {
  return page.evaluate(
    async ({ name, idb: { db, result } }) => {
      // Every row read before any blob is: a transaction ends at the first await that is not its own request.
      const tx = db.transaction(['files', 'cadModels']);
      const [files, models] = await Promise.all([
        result(tx.objectStore('files').getAll()) as Promise<{ id: string; name: string }[]>,
        result(tx.objectStore('cadModels').getAll()) as Promise<{ id: string; model: Blob }[]>,
      ]);
      const out: string[] = [];
      for (const file of files.filter((f) => f.name === name)) {
        const row = models.find((m) => m.id === file.id);
        if (!row) continue;
        const model = JSON.parse(await row.model.text()) as { drawnXrefs?: { file: string }[] };
        out.push(...(model.drawnXrefs ?? []).map((x) => x.file));
      }
      db.close();
      return out;
    },
    { name, idb: await openMetrDb(page) },
  );
}

test.describe('workspace: CAD external references (issue 28)', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
  test.setTimeout(240_000);

  test('a title block imported with the plan it references draws it, by layer, without counting its blocks', async ({
    page,
  }) => {
    await signUp(page, 'xref@metr.fr');
    await projectWithStarterLibrary(page, { name: 'Groupe scolaire', client: 'Ville' });

    await test.step('one selection: the title block and the referenced plan', async () => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Importer des plans' }).click(),
      ]);
      await chooser.setFiles(['CARTOUCHE.dxf', 'PLAN RDC.dxf'].map((name) => path.join(XREF, name)));
      const imports = page.getByRole('region', { name: 'Imports' });
      await expect(imports.getByRole('listitem').filter({ hasText: 'CARTOUCHE.dxf' })).toContainText(
        /1 plan importé, 1\sréférence externe dessinée/,
        { timeout: 120_000 },
      );
      await expect(imports.getByRole('listitem').filter({ hasText: 'PLAN RDC.dxf' })).toContainText(/1 plan importé/);
      // The host's line says nothing is missing.
      await expect(imports.getByRole('listitem').filter({ hasText: 'CARTOUCHE.dxf' })).not.toContainText(/absente/);
    });

    await test.step('the title block’s sheet: the plan drawn, named with its file, its layers measured', async () => {
      await page
        .getByRole('grid', { name: 'Plans' })
        .getByRole('row', { name: /^CARTOUCHE/ })
        .click();
      await expect(plan(page)).toBeVisible();
      await waitSharp(page);
      await page.getByRole('tab', { name: 'CAO', exact: true }).click();
      await expect(page.getByText('Références externes dessinées')).toBeVisible();
      await expect(page.getByText(/Dessinée depuis «\sPLAN RDC\.dxf\s»/)).toBeVisible();
      await expect(page.getByText(/La référence nomme «\sPLAN RDC\.dwg\s»\s: même nom, autre format\./)).toBeVisible();
      await expect(page.getByText('Références externes absentes')).toHaveCount(0);
      // COUNT: the title block's two sockets; the plan's door is counted on its own sheet.
      const blocks = page.getByRole('grid', { name: 'Blocs du dessin' });
      await expect(blocks.getByRole('row').filter({ hasText: 'PRISE' })).toHaveCount(1);
      await expect(blocks.getByRole('row').filter({ hasText: 'PORTE' })).toHaveCount(0);
      const totals = page.getByRole('grid', { name: 'Calques du dessin et leurs quantités' });
      const walls = totals.getByRole('row').filter({ hasText: 'PLAN RDC|MURS' });
      await expect(walls).toContainText(/40,00\sm/);
      await expect(totals.getByRole('row').filter({ hasText: 'PLAN RDC|SOLS' })).toContainText(/12,00\sm²/);
      await page.screenshot({ path: '/tmp/metr/cad-xref-sheet.png' });
      await walls.click();
      await page.getByRole('button', { name: 'Métrer les longueurs' }).click();
      await expect
        .poll(async () => (await layerRows(page)).filter((m) => m.cad?.layer === 'PLAN RDC|MURS').length)
        .toBeGreaterThan(0);
      await page.screenshot({ path: '/tmp/metr/cad-xref-measured.png' });
    });

    await test.step('the title block again, alone, as a new indice: drawn from the plan already in the project', async () => {
      await page.getByRole('link', { name: 'Groupe scolaire' }).click();
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Importer des plans' }).click(),
      ]);
      await chooser.setFiles([path.join(XREF, 'CARTOUCHE.dxf')]);
      const dialog = page.getByRole('alertdialog', { name: 'Ce plan est déjà dans le projet' });
      await dialog.getByRole('button', { name: 'Ajouter comme nouvel indice' }).click();
      // Both CARTOUCHE files' models name the plan drawn from « PLAN RDC.dxf » (the second from the project's copy).
      await expect
        .poll(() => drawnFrom(page, 'CARTOUCHE.dxf'), { timeout: 120_000 })
        .toEqual(['PLAN RDC.dxf', 'PLAN RDC.dxf']);
    });

    await test.step('a title block showing the plan clipped (XCLIP): only its left part drawn and measured', async () => {
      // « CARTOUCHE LOT A.dxf » clips the same reference to the plan's x −1 … 6 m: 20 m of wall, 10 m of partition.
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Importer des plans' }).click(),
      ]);
      await chooser.setFiles([path.join(XREF, 'CARTOUCHE LOT A.dxf')]);
      const imports = page.getByRole('region', { name: 'Imports' });
      await expect(imports.getByRole('listitem').filter({ hasText: 'CARTOUCHE LOT A.dxf' })).toContainText(
        /1 plan importé, 1\sréférence externe dessinée/,
        { timeout: 120_000 },
      );
      await page
        .getByRole('grid', { name: 'Plans' })
        .getByRole('row', { name: /^CARTOUCHE LOT A/ })
        .click();
      await expect(plan(page)).toBeVisible();
      await waitSharp(page);
      await page.getByRole('tab', { name: 'CAO', exact: true }).click();
      await expect(page.getByText(/Référence découpée$/)).toBeVisible();
      await expect(page.getByText(/seule la partie dans son contour est dessinée et comptée/)).toBeVisible();
      const totals = page.getByRole('grid', { name: 'Calques du dessin et leurs quantités' });
      const walls = totals.getByRole('row').filter({ hasText: 'PLAN RDC|MURS' });
      // The outline's part inside is one run of wall, and its area the clipped 6 × 8 m.
      await expect(walls).toContainText(/20,00\sm/);
      await expect(walls).toContainText(/48,00\sm²/);
      await expect(walls).toContainText(/1\strait,/);
      await expect(totals.getByRole('row').filter({ hasText: 'PLAN RDC|CLOISONS' })).toContainText(/10,00\sm/);
      await expect(totals.getByRole('row').filter({ hasText: 'PLAN RDC|SOLS' })).toContainText(/12,00\sm²/);
      await page.screenshot({ path: '/tmp/metr/cad-xref-clipped.png' });
      expect(await axe(page)).toEqual([]);
    });
  });

  test('a title block imported before its plan says once the plan is in the project how to draw it, and a new indice does', async ({
    page,
  }) => {
    await signUp(page, 'xref-late@metr.fr');
    await projectWithStarterLibrary(page, { name: 'Collège', client: 'Département' });
    const imports = page.getByRole('region', { name: 'Imports' });
    const importFiles = async (names: string[]) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Importer des plans' }).click(),
      ]);
      await chooser.setFiles(names.map((name) => path.join(XREF, name)));
    };

    await test.step('the title block alone: its plan is missing; then the plan, alone', async () => {
      await importFiles(['CARTOUCHE.dxf']);
      await expect(imports.getByRole('listitem').filter({ hasText: 'CARTOUCHE.dxf' })).toContainText(
        /1 plan importé, 1\sréférence externe absente/,
        { timeout: 120_000 },
      );
      await importFiles(['PLAN RDC.dxf']);
      await expect(imports.getByRole('listitem').filter({ hasText: 'PLAN RDC.dxf' })).toContainText(/1 plan importé/, {
        timeout: 120_000,
      });
    });

    await test.step('the title block’s « CAO » tab: the plan is in the project now, and the way to draw it', async () => {
      await page
        .getByRole('grid', { name: 'Plans' })
        .getByRole('row', { name: /^CARTOUCHE/ })
        .click();
      await expect(plan(page)).toBeVisible();
      await waitSharp(page);
      await page.getByRole('tab', { name: 'CAO', exact: true }).click();
      await expect(page.getByText('Références externes absentes')).toBeVisible();
      await expect(page.getByText(/Ce fichier est maintenant dans le projet\s\(«\sPLAN RDC\.dxf\s»\)/)).toBeVisible();
      await expect(page.getByText(/choisissez\s«\sAjouter comme nouvel indice\s»/)).toBeVisible();
      await page.screenshot({ path: '/tmp/metr/cad-xref-late.png' });
      expect(await axe(page)).toEqual([]);
    });

    await test.step('as it says: the title block again, « Ajouter comme nouvel indice », drawn from the project’s plan', async () => {
      await page.getByRole('link', { name: 'Collège' }).click();
      await importFiles(['CARTOUCHE.dxf']);
      const dialog = page.getByRole('alertdialog', { name: 'Ce plan est déjà dans le projet' });
      await dialog.getByRole('button', { name: 'Ajouter comme nouvel indice' }).click();
      // The first import's model drew nothing; the new indice's draws the plan from the project's copy.
      await expect.poll(() => drawnFrom(page, 'CARTOUCHE.dxf'), { timeout: 120_000 }).toEqual(['PLAN RDC.dxf']);
    });
  });
});
