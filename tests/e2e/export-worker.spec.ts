/**
 * The export worker in the built site: exceljs and the export code are in no first load (read from Vite's manifest
 * and the files themselves, then from the requests a real visit makes), and the worker, started through its client
 * on a page under /dashboard, answers with progress and a file that exceljs (Node) reads back — under the server's
 * CSP, since the fixture fails the test on any console error (a refused worker or eval would log one).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { appModule, modulesForPath, paths } from '../../src/config/routes';
import type { ExportDocument, WorkbookSheets } from '../../src/domain/export/model';
import { sampleDocument } from '../../src/domain/export/sample';
import { pricedTable } from '../../src/domain/export/table';
import type * as ClientModule from '../../src/workers/export/client';
import { expect, test } from './fixtures';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  assets?: string[];
}
const dist = join(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

function chunk(key: string): Chunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in the Vite manifest: was the site built with it?`);
  return found;
}

/** Every script a first load fetches: the entry, the app, the page's layout and route, and their static imports. */
function firstLoad(path: string): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const files = new Set<string>();
  const visit = (key: string) => {
    const c = chunk(key);
    if (files.has(c.file)) return;
    files.add(c.file);
    c.imports?.forEach(visit);
  };
  [entry, appModule, ...modulesForPath(path)].forEach(visit);
  return files;
}

const client = chunk('src/workers/export/client.ts');
const dialogHost = chunk('src/routes/workspace/ExportDialogHost.tsx');
const workerFile = client.assets?.find((file) => /export\.worker-[\w-]+\.js$/.test(file));
/** The export's files: none may be part of a first load, nor be requested before an export. */
const exportFiles = [client.file, dialogHost.file, workerFile ?? 'export.worker (missing)'];
/**
 * Text only the export's code holds: exceljs's zip writer names this part; the error class is ours (minifiers keep
 * a class's `name` string); the DPGF's title is its copy's.
 */
const EXPORT_MARKERS = ['[Content_Types].xml', '`ExportError`', 'Décomposition du prix global et forfaitaire'];

test.describe('the export code and exceljs stay out of the first loads', () => {
  for (const [page, path] of [
    ['the landing', paths.home],
    ['the workspace', paths.dashboard],
  ] as const) {
    test(`${page}: no export chunk, no export code in its scripts`, () => {
      const files = firstLoad(path);
      for (const file of exportFiles) expect(files.has(file), file).toBe(false);
      for (const file of files) {
        const text = readFileSync(join(dist, file), 'utf8');
        for (const marker of EXPORT_MARKERS) expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
      }
    });
  }

  test('the worker file holds exceljs, is a module worker of its own, and the markers are the export’s', () => {
    expect(workerFile, 'the client names its worker file').toBeTruthy();
    const text = readFileSync(join(dist, workerFile ?? ''), 'utf8');
    expect(text).toContain('[Content_Types].xml');
    // Built as an ES module, as the client starts it ({ type: 'module' }).
    expect(readFileSync(join(dist, client.file), 'utf8')).toContain('type:`module`');
    // The markers the first loads are searched for are really in the export's files (else that check proves nothing).
    const exportText = exportFiles.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
    for (const marker of EXPORT_MARKERS) expect(exportText, marker).toContain(marker);
  });

  test('signed in, the project list and a project page request none of the export files', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // Signed up as a person does (a profile is needed to create projects).
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const signUp = page.getByRole('dialog', { name: 'Créer mon compte' });
    await signUp.getByRole('textbox', { name: 'Prénom' }).fill('Camille');
    await signUp.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
    await signUp.getByRole('textbox', { name: 'Email' }).fill('camille@metr.fr');
    await signUp.getByLabel('Mot de passe').fill('motdepasse-e2e');
    await signUp.getByText('J’accepte les').click({ position: { x: 4, y: 8 } });
    await signUp.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByRole('dialog', { name: 'Infos projet / société' }).getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projets' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A project's page: where useExport lives (its dialog and the worker load on demand only).
    await page
      .getByRole('button', { name: /Nouveau projet|Créer mon premier projet/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau projet' });
    await dialog.getByRole('textbox', { name: 'Nom du projet' }).fill('Résidence Les Tilleuls');
    await dialog.getByRole('textbox', { name: 'Client' }).fill('SCI Les Tilleuls');
    await dialog.getByRole('button', { name: /Typologie/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Bureaux' }).click();
    await dialog.getByRole('button', { name: 'Créer le projet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Résidence Les Tilleuls' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Nothing to export before the project has quantities: no « Exporter… » offering an empty DPGF.
    await expect(page.getByRole('button', { name: 'Exporter…' })).toHaveCount(0);
    expect(requested.filter((path) => exportFiles.some((file) => path.endsWith(file)))).toEqual([]);
  });
});

interface WorkerRun {
  base64: string;
  type: string;
  fileName: string;
  stages: string[];
  rows: { done?: number; total?: number }[];
}

/** Starts the built export client on the page and has it write `document`; the file comes back as base64. */
async function exportInPage(page: Page, document: ExportDocument, sheets: WorkbookSheets): Promise<WorkerRun> {
  return page.evaluate(
    async ({ url, document, sheets }) => {
      const { exportClient } = (await import(url)) as typeof ClientModule;
      const stages: string[] = [];
      const rows: { done?: number; total?: number }[] = [];
      const file = await exportClient().workbook(document, sheets, {
        onProgress: (p) => {
          if (stages.at(-1) !== p.stage) stages.push(p.stage);
          if (p.stage === 'rows') rows.push({ done: p.done, total: p.total });
        },
      });
      const bytes = new Uint8Array(await file.blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { base64: btoa(binary), type: file.blob.type, fileName: file.fileName, stages, rows };
    },
    { url: `/${client.file}`, document, sheets },
  );
}

test.describe('the export worker in the built site', () => {
  test('writes a DPGF with progress; exceljs reads it back with our totals', async ({ page }) => {
    await page.goto('/dashboard');
    const document = sampleDocument({ lots: 3, chaptersPerLot: 2, linesPerChapter: 4, details: 6 });
    const run = await exportInPage(page, document, { priced: true, quantities: true, details: true });

    expect(run.fileName).toBe('DPGF – Résidence Les Tilleuls – 2026-11-23.xlsx');
    expect(run.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(run.stages).toEqual(['layout', 'rows', 'compress']);
    const last = run.rows.at(-1);
    expect(last?.total).toBeGreaterThan(0);
    expect(last?.done).toBe(last?.total);

    const bytes = Buffer.from(run.base64, 'base64');
    // A zip archive's local file header.
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual(['DPGF', 'Quantitatif', 'Détail des métrés']);
    const dpgf = workbook.getWorksheet('DPGF');
    if (!dpgf) throw new Error('no DPGF sheet');
    let totalHt: ExcelJS.CellValue = null;
    dpgf.eachRow((row) => {
      if (row.getCell(2).value === 'Total HT') totalHt = row.getCell(6).value;
    });
    const total = totalHt as { formula?: string; result?: number } | null;
    expect(total?.formula).toMatch(/^SUBTOTAL\(9,F\d+:F\d+\)$/);
    expect(Math.round((total?.result ?? NaN) * 100)).toBe(pricedTable(document).totalHtCents);
  });

  test('an export stopped half-way rejects with the abort, and the same worker writes the next one', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const big = sampleDocument({ lots: 10, chaptersPerLot: 10, linesPerChapter: 100, details: 0 });
    const small = sampleDocument({ lots: 1, chaptersPerLot: 1, linesPerChapter: 2, details: 0 });
    const outcome = await page.evaluate(
      async ({ url, big, small }) => {
        const { exportClient } = (await import(url)) as typeof ClientModule;
        const controller = new AbortController();
        const sheets = { priced: true, quantities: false, details: false };
        let rowsSeen = 0;
        const stopped = await exportClient()
          .workbook(big, sheets, {
            signal: controller.signal,
            onProgress: (p) => {
              if (p.stage === 'rows' && ++rowsSeen === 1) controller.abort(new DOMException('stop', 'AbortError'));
            },
          })
          .then(
            () => 'finished',
            (error: unknown) => (error instanceof DOMException ? error.name : String(error)),
          );
        const next = await exportClient().workbook(small, sheets);
        return { stopped, rowsSeen, nextSize: next.blob.size, nextName: next.fileName };
      },
      { url: `/${client.file}`, big, small },
    );
    expect(outcome.stopped).toBe('AbortError');
    expect(outcome.rowsSeen).toBe(1);
    expect(outcome.nextSize).toBeGreaterThan(1000);
    expect(outcome.nextName).toMatch(/^DPGF – .+\.xlsx$/);
  });
});
