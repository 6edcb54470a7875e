/**
 * Plan import on the built site, as a person does it: a project, the VA plan through the file picker, every bad file
 * of the issue with its French message and nothing saved, the duplicate question, a rename, a reload.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { axe, expect, test } from './fixtures';
import { rowCounts as storeCounts } from './idb';
import { createProject, signUp } from './workspace';
import { flat, PLANS } from './workspace-sheet';

const plan = (name: string) => path.join(PLANS, name);
const NBSP = '\u00a0';

/** Rows of the workspace's stores, read straight from IndexedDB. */
type Store = 'files' | 'fileBlobs' | 'thumbnails' | 'plans' | 'journal';

const STORES: readonly Store[] = ['files', 'fileBlobs', 'thumbnails', 'plans', 'journal'];
const rowCounts = (page: Page) => storeCounts(page, STORES);

/** Picks files as a person does: « Importer des plans », then the system's file picker (which allows several). */
async function pick(page: Page, ...names: string[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Importer des plans' }).click(),
  ]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(names.map(plan));
}

const sheetList = (page: Page) => page.getByRole('grid', { name: 'Plans' });
const imports = (page: Page) => page.getByRole('region', { name: 'Imports' });
/** One file's line in the imports list. */
const importLine = (page: Page, name: string): Locator =>
  imports(page).getByRole('listitem').filter({ hasText: name }).last();

/** Every thumbnail shown in the list has loaded (decoded, with a size). */
async function expectThumbnailsLoaded(list: Locator, count: number) {
  const images = list.locator('img');
  await expect(images).toHaveCount(count);
  await expect
    .poll(() => images.evaluateAll((all) => all.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length))
    .toBe(count);
}

test.describe('plan import', () => {
  test.use({ reducedMotion: 'reduce' });
  // Two PDFs through pdf.js in a worker, a reload, and each bad file: far more than the default 30 s on 2 busy cores.
  test.setTimeout(240_000);

  test('the VA plan becomes two sheets with thumbnails; every bad file says why and leaves nothing; duplicates ask; a reload keeps it all', async ({
    page,
  }) => {
    await signUp(page, 'import@metr.fr');
    await createProject(page, { name: 'Résidence Les Tilleuls' });
    const projectUrl = page.url();
    await expect(sheetList(page)).toContainText('Aucun plan pour l’instant.');

    await test.step('import the VA plan with the file picker: two sheets with their thumbnails', async () => {
      await pick(page, 'va-finish-plan.pdf');
      await expect(importLine(page, 'va-finish-plan.pdf')).toContainText('2 plans importés', { timeout: 60_000 });
      await expect(sheetList(page).getByRole('row')).toHaveCount(2);
      await expect(sheetList(page).getByRole('row').first()).toContainText('va-finish-plan.pdf · p. 1');
      await expect(sheetList(page).getByRole('row').nth(1)).toContainText('va-finish-plan.pdf · p. 2');
      await expectThumbnailsLoaded(sheetList(page), 2);
      await expect(page.getByText(/Mo utilisés/)).toBeVisible();
      expect(await rowCounts(page)).toMatchObject({ files: 1, fileBlobs: 1, thumbnails: 2, plans: 2 });
      expect(await axe(page)).toEqual([]);
    });

    await test.step('each bad file: its French message naming it and the reason; the good one of the batch imports', async () => {
      const before = await rowCounts(page);
      await pick(page, 'not-a-pdf.pdf', 'plan-truncated.pdf', 'plan-password.pdf', 'empty.pdf', 'plan.pdf');
      await expect(importLine(page, 'plan.pdf')).toContainText('2 plans importés', { timeout: 30_000 });
      const messages = {
        'not-a-pdf.pdf': `«${NBSP}not-a-pdf.pdf${NBSP}» n’est pas un plan PDF, DXF ou DWG.`,
        'plan-truncated.pdf': `«${NBSP}plan-truncated.pdf${NBSP}» est endommagé ou incomplet.`,
        'plan-password.pdf': `«${NBSP}plan-password.pdf${NBSP}» est protégé par un mot de passe.`,
        'empty.pdf': `«${NBSP}empty.pdf${NBSP}» est vide.`,
      };
      for (const [name, message] of Object.entries(messages)) {
        await expect(importLine(page, name)).toContainText(flat(message));
      }
      // Only plan.pdf was saved: one file, its bytes, two sheets and their thumbnails, one journal entry.
      expect(await rowCounts(page)).toEqual({
        files: before.files + 1,
        fileBlobs: before.fileBlobs + 1,
        thumbnails: before.thumbnails + 2,
        plans: before.plans + 2,
        journal: before.journal + 1,
      });
      await expect(sheetList(page).getByRole('row')).toHaveCount(4);
      // The title block's text names plan.pdf's sheets.
      await expect(sheetList(page)).toContainText('A-101');
      expect(await axe(page)).toEqual([]);
    });

    await test.step('a file over 200 MB is refused without being read', async () => {
      const before = await rowCounts(page);
      await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('input[type="file"]');
        if (!input) throw new Error('no file input');
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(200_000_001)], 'DCE complet.pdf', { type: 'application/pdf' }));
        input.files = transfer.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await expect(importLine(page, 'DCE complet.pdf')).toContainText(
        flat(`«${NBSP}DCE complet.pdf${NBSP}» dépasse 200${NBSP}Mo.`),
      );
      expect(await rowCounts(page)).toEqual(before);
    });

    await test.step('the storage quota exceeded: the message, and nothing of the file written', async () => {
      const before = await rowCounts(page);
      // The browser refuses to store the plan's bytes, as it does when the origin's quota is used up.
      await page.evaluate(() => {
        const original = IDBObjectStore.prototype.add;
        (window as unknown as { restoreAdd: () => void }).restoreAdd = () => (IDBObjectStore.prototype.add = original);
        IDBObjectStore.prototype.add = function add(this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
          if (this.name === 'fileBlobs') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return original.apply(this, args);
        };
      });
      await pick(page, 'plan-layers.pdf');
      await expect(importLine(page, 'plan-layers.pdf')).toContainText(
        flat(
          `L’espace de stockage du navigateur est plein${NBSP}: «${NBSP}plan-layers.pdf${NBSP}» n’a pas été importé.`,
        ),
        { timeout: 30_000 },
      );
      await page.evaluate(() => (window as unknown as { restoreAdd: () => void }).restoreAdd());
      expect(await rowCounts(page)).toEqual(before);
    });

    await test.step('the same file again: skip it, then add it as a new revision', async () => {
      const before = await rowCounts(page);
      await pick(page, 'plan.pdf');
      const dialog = page.getByRole('alertdialog', { name: 'Ce plan est déjà dans le projet' });
      await expect(dialog).toContainText(flat(`«${NBSP}plan.pdf${NBSP}» est déjà dans ce projet`));
      await expect(dialog.getByRole('button', { name: 'Ignorer' })).toBeFocused();
      expect(await axe(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await expect(importLine(page, 'plan.pdf')).toContainText('Ignoré, déjà dans le projet');
      expect(await rowCounts(page)).toEqual(before);

      await pick(page, 'plan.pdf');
      await dialog.getByRole('button', { name: 'Ajouter comme nouvel indice' }).click();
      await expect(importLine(page, 'plan.pdf')).toContainText('2 plans importés comme nouvel indice');
      await expect(sheetList(page).getByRole('row')).toHaveCount(6);
      await expect(sheetList(page)).toContainText(flat(`Nouvel indice de «${NBSP}plan.pdf${NBSP}»`));
    });

    await test.step('rename a sheet through the journal, and undo it', async () => {
      const first = sheetList(page).getByRole('row').first();
      const name = (await first.locator('p').first().textContent()) ?? '';
      await first.getByRole('button', { name: /^Renommer/ }).click();
      const field = page.getByRole('textbox', { name: 'Nom du plan' });
      await field.fill('A-000 – Plan de finitions');
      await page.keyboard.press('Enter');
      await expect(first).toContainText('A-000 – Plan de finitions');
      // The rename's own notification (the project's creation may still be showing its « Annuler » too).
      await page
        .getByRole('group', { name: /^Plan renommé/ })
        .getByRole('button', { name: 'Annuler', exact: true })
        .click();
      await expect(first).toContainText(name);
      await first.getByRole('button', { name: /^Renommer/ }).click();
      await field.fill('A-000 – Plan de finitions');
      await page.keyboard.press('Enter');
      await expect(first).toContainText('A-000 – Plan de finitions');
    });

    await test.step('a reload keeps every sheet, its thumbnail and its name; a sheet opens at its address', async () => {
      await page.reload();
      await expect(page).toHaveURL(projectUrl);
      await expect(sheetList(page).getByRole('row')).toHaveCount(6);
      await expect(sheetList(page).getByRole('row').first()).toContainText('A-000 – Plan de finitions');
      await expectThumbnailsLoaded(sheetList(page), 6);
      await sheetList(page).getByRole('row').nth(1).click();
      await expect(page).toHaveURL(/\/dashboard\/projets\/[^/]+\/plans\/[^/]+$/);
      // The sheet page's strip: the same list, compact, the open sheet said.
      const strip = page.getByRole('grid', { name: 'Plans' });
      await expect(strip.getByRole('row')).toHaveCount(6);
      await expect(strip.getByRole('row').nth(1)).toContainText('Ouvert');
    });
  });
});
