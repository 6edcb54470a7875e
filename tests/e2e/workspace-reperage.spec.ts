/**
 * The plan de repérage as a person makes it, on the built site: the VA plan's first sheet, two counts drawn on it,
 * « Plan de repérage (PDF) » from the sheet page, « Exporter le PDF »; the file downloaded is a PDF named in French
 * whose text (pdf.js, in Node) holds both labels, the legend and the title block — and pdf-lib is in no first load.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { appModule, modulesForPath, paths } from '../../src/config/routes';
import { axe, expect, test } from './fixtures';
import {
  openVaPlanInNewProject,
  plan,
  pressViewerControl,
  rowsOf,
  sheetIdOf,
  storedMeasurements,
  toolButton,
} from './workspace-sheet';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  assets?: string[];
}
const dist = join(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

/** Every script a first load fetches: the entry, the app, the page's route, and their static imports. */
function firstLoad(path: string): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const files = new Set<string>();
  const visit = (key: string) => {
    const c = manifest[key];
    if (!c || files.has(c.file)) return;
    files.add(c.file);
    c.imports?.forEach(visit);
  };
  [entry ?? '', appModule, ...modulesForPath(path)].forEach(visit);
  return files;
}

test('pdf-lib is in the reperage worker only, in no first load', () => {
  const client = manifest['src/workers/reperage/client.ts'];
  const worker = client?.assets?.find((file) => /reperage\.worker-[\w-]+\.js$/.test(file));
  expect(worker, 'the client names its worker file').toBeTruthy();
  // pdf-lib names the form XObjects it embeds pages as.
  expect(readFileSync(join(dist, worker ?? ''), 'utf8')).toContain('EmbeddedPdfPage');
  for (const file of firstLoad(paths.dashboard)) {
    expect(readFileSync(join(dist, file), 'utf8').includes('EmbeddedPdfPage'), file).toBe(false);
  }
});

test('two counts on the VA plan, exported as a plan de repérage whose text holds their labels', async ({ page }) => {
  test.setTimeout(180_000);
  await openVaPlanInNewProject(page, 'reperage@metr.fr', 'Résidence Les Tilleuls');
  const sheetId = sheetIdOf(page);
  await toolButton(page, 'Comptage').click();
  const box = await plan(page).boundingBox();
  if (!box) throw new Error('the plan has no box');
  // Two counts, of two and one points: clicks, then Enter ends each count.
  await page.mouse.click(box.x + box.width / 2 - 80, box.y + box.height / 2);
  await page.mouse.click(box.x + box.width / 2 - 40, box.y + box.height / 2 + 30);
  await page.keyboard.press('Enter');
  await page.mouse.click(box.x + box.width / 2 + 80, box.y + box.height / 2 - 40);
  await page.keyboard.press('Enter');
  await expect(rowsOf(page)).toHaveCount(2);
  // The table shows the rows before the journal has written them: wait for the database.
  await expect.poll(async () => (await storedMeasurements(page, sheetId)).length).toBe(2);
  const labels = (await storedMeasurements(page, sheetId)).map((m) => m.label);

  await pressViewerControl(page, 'Plan de repérage (PDF) de ce plan', /^Plan de repérage/);
  const dialog = page.getByRole('dialog', { name: 'Plan de repérage' });
  await expect(dialog).toBeVisible();
  // Opened from the sheet: that sheet alone is ticked.
  await expect(dialog.getByRole('checkbox', { name: /^AF101/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Tous les plans' })).not.toBeChecked();
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Établi par' }).fill('Cabinet Martin');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exporter le PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Plan de repérage – Résidence Les Tilleuls – \d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(/Fichier «\s*Plan de repérage/),
  ).toBeVisible();

  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  expect(doc.numPages).toBe(1);
  const content = await (await doc.getPage(1)).getTextContent();
  const text = content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join('\n')
    .replace(/\u00a0/g, ' ');
  // Each count's label with its own quantity, as on the plan: « Comptage · 2 U ».
  expect(text).toContain(`${labels[0]} · 2 U`);
  expect(text).toContain(`${labels[1]} · 1 U`);
  expect(text).toContain('LÉGENDE');
  expect(text).toContain('PLAN DE REPÉRAGE');
  expect(text).toContain('Cabinet Martin');
  expect(text).toContain('Non étalonné');
  await doc.destroy();
  // The text is set in the embedded Liberation Sans (every French character), not the standard Helvetica.
  const written = await PDFDocument.load(new Uint8Array(bytes));
  const fonts = written.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object) => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))
    .map((object) => ({
      name: String((object as PDFDict).get(PDFName.of('FontName'))),
      embedded: (object as PDFDict).has(PDFName.of('FontFile2')),
    }));
  // The plan's own fonts (the VA plan embeds Century Gothic) are kept; ours are the two Liberation Sans, embedded.
  const ours = fonts.filter((font) => /LiberationSans/.test(font.name));
  expect(ours).toHaveLength(2);
  for (const font of ours) expect(font.embedded).toBe(true);

  // « Établi par » is remembered: the next export offers it again.
  await pressViewerControl(page, 'Plan de repérage (PDF) de ce plan', /^Plan de repérage/);
  await expect(dialog.getByRole('textbox', { name: 'Établi par' })).toHaveValue('Cabinet Martin');
});
