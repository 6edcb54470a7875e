/**
 * Hostile PDFs on the built site (issue 23): a decompression bomb (a few hundred KB that inflate to 100 MB of drawing
 * operators), a 20,000-page file, and « Annuler » pressed while a bomb is being analysed. Each ends with its French
 * message naming the file and the limit, nothing of it is saved, and the plan picked after it imports: the import's
 * worker is terminated, not waited for. The files are generated here (scripts/fixtures/hostile-pdf.ts), never
 * committed.
 */
import type { Locator, Page } from '@playwright/test';
import { bombPdf, manyPagesPdf } from '../../scripts/fixtures/hostile-pdf';
import { expect, test } from './fixtures';
import { rowCounts } from './idb';
import { createProject, signUp } from './workspace';
import { flat } from './workspace-sheet';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PLANS } from './workspace-sheet';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const STORES = ['files', 'fileBlobs', 'thumbnails', 'plans'] as const;

interface PickedFile {
  name: string;
  buffer: Buffer;
}

async function pick(page: Page, ...files: PickedFile[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Importer des plans' }).click(),
  ]);
  await chooser.setFiles(files.map(({ name, buffer }) => ({ name, mimeType: 'application/pdf', buffer })));
}

const imports = (page: Page) => page.getByRole('region', { name: 'Imports' });
const importLine = (page: Page, name: string): Locator =>
  imports(page).getByRole('listitem').filter({ hasText: name }).last();

const planPdf = (): PickedFile => ({ name: 'plan.pdf', buffer: readFileSync(path.join(PLANS, 'plan.pdf')) });

/** Nothing of the refused file is stored: only plan.pdf, its bytes, two sheets and their thumbnails. */
async function expectOnlyPlanPdfSaved(page: Page, before: Record<(typeof STORES)[number], number>) {
  expect(await rowCounts(page, STORES)).toEqual({
    files: before.files + 1,
    fileBlobs: before.fileBlobs + 1,
    thumbnails: before.thumbnails + 2,
    plans: before.plans + 2,
  });
}

test.describe('hostile PDFs', () => {
  test.use({ reducedMotion: 'reduce' });
  test.setTimeout(240_000);

  test('a decompression bomb and a 20,000-page file are refused with their limits; the plan after each imports', async ({
    page,
  }) => {
    // 100 MB of operators once inflated (5.5 million, over the limit of 1 million), a few hundred KB on disk.
    const bomb = { name: 'bombe.pdf', buffer: Buffer.from(await bombPdf(100_000_000)) };
    expect(bomb.buffer.byteLength).toBeLessThan(1_000_000);
    const many = { name: '20000 pages.pdf', buffer: Buffer.from(manyPagesPdf(20_000)) };

    await signUp(page, 'bombe@metr.fr');
    await createProject(page, { name: 'Fichiers hostiles' });
    const before = await rowCounts(page, STORES);

    await test.step('the bomb: « dépasse ce qu’un navigateur peut dessiner », then plan.pdf imports', async () => {
      const started = Date.now();
      await pick(page, bomb, planPdf());
      await expect(importLine(page, 'bombe.pdf')).toContainText(
        flat(
          `Ce plan dépasse ce qu’un navigateur peut dessiner${NBSP}: une page de «${NBSP}bombe.pdf${NBSP}» contient plus de 1${NNBSP}000${NNBSP}000${NBSP}opérations de dessin.`,
        ),
        { timeout: 120_000 },
      );
      test.info().annotations.push({ type: 'bomb refused after', description: `${Date.now() - started} ms` });
      await expect(importLine(page, 'plan.pdf')).toContainText('2 plans importés', { timeout: 60_000 });
      await expectOnlyPlanPdfSaved(page, before);
    });

    await test.step('20,000 pages: « dépasse 1 000 pages », refused from the page count', async () => {
      const started = Date.now();
      const counts = await rowCounts(page, STORES);
      await pick(page, many);
      await expect(importLine(page, '20000 pages.pdf')).toContainText(
        flat(`«${NBSP}20000 pages.pdf${NBSP}» dépasse 1${NNBSP}000${NBSP}pages${NBSP}: il n’a pas été importé.`),
        { timeout: 30_000 },
      );
      test.info().annotations.push({ type: '20,000 pages refused after', description: `${Date.now() - started} ms` });
      expect(await rowCounts(page, STORES)).toEqual(counts);
    });
  });

  test('« Annuler » on a bomb under analysis stops it at once; the next file imports', async ({ page }) => {
    const bomb = { name: 'bombe.pdf', buffer: Buffer.from(await bombPdf(100_000_000)) };
    await signUp(page, 'annuler@metr.fr');
    await createProject(page, { name: 'Annulation' });
    const before = await rowCounts(page, STORES);
    await pick(page, bomb);
    const line = importLine(page, 'bombe.pdf');
    await expect(line).toContainText('Analyse de la page 1 sur 1', { timeout: 60_000 });
    await line.getByRole('button', { name: `Annuler l’import de «${NBSP}bombe.pdf${NBSP}»` }).click();
    await expect(line).toContainText('Import annulé');
    // The next file does not wait for the bomb's parsing to end: its worker was terminated.
    await pick(page, planPdf());
    await expect(importLine(page, 'plan.pdf')).toContainText('2 plans importés', { timeout: 30_000 });
    await expectOnlyPlanPdfSaved(page, before);
  });
});
