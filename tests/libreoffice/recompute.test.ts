/**
 * LibreOffice recomputes our DPGF: every formula's result after recalculation must equal, to the cent, the result
 * we computed and cached. The workbook is written with every cached result set to zero, and LibreOffice is told to
 * recalculate on load, so a formula it did not compute — or computed differently — fails.
 *
 * Runs under scripts/with-libreoffice.sh (its own step of `npm test`), which installs Debian's libreoffice-calc when
 * missing. Without LibreOffice (not installable here), the suite is skipped with a message saying so.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleDocument } from '../../src/domain/export/sample';
import { pricedTable } from '../../src/domain/export/table';
import { documentWorkbook, type CellValue, type WorkbookModel } from '../../src/domain/export/workbook';
import { exportLabels } from '../../src/i18n/export';
import { writeWorkbook } from '../../src/workers/export/xlsx';

function findSoffice(): string | null {
  if (process.env.SOFFICE) return process.env.SOFFICE;
  const which = spawnSync('sh', ['-c', 'command -v soffice'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

const soffice = findSoffice();
if (!soffice) {
  console.warn(
    'LibreOffice recomputation SKIPPED: soffice was not found and scripts/with-libreoffice.sh could not install ' +
      'libreoffice-calc (it needs root and Debian apt). Run the tests through that script.',
  );
}

/** LibreOffice's user profile for the run: recalculate OOXML files on load, always (0), without asking. */
const PROFILE = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

/** The same workbook with every cached formula result zeroed: only a recalculation can give the right numbers. */
function withoutResults(model: WorkbookModel): WorkbookModel {
  const blank = (value: CellValue): CellValue =>
    value !== null && typeof value === 'object' && 'formula' in value ? { formula: value.formula, result: 0 } : value;
  return {
    ...model,
    sheets: model.sheets.map((s) => ({
      ...s,
      rows: s.rows.map((row) => row.map((c) => (c ? { ...c, value: blank(c.value) } : c))),
    })),
  };
}

const work = mkdtempSync(join(tmpdir(), 'metr-libreoffice-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(!soffice)('LibreOffice recomputes the DPGF to the cent', () => {
  it('gives every amount, sub-total, VAT row (three rates) and total that we computed', async () => {
    const document = sampleDocument({ lots: 4, chaptersPerLot: 3, linesPerChapter: 7 });
    const table = pricedTable(document);
    expect(table.vat.map((v) => v.rate)).toEqual([2000, 1000, 550]);
    const model = documentWorkbook(document, exportLabels(), { priced: true, quantities: false, details: false });
    const ctx = { signal: new AbortController().signal, progress: () => {} };
    const bytes = await writeWorkbook(ExcelJS, withoutResults(model), ctx);
    const input = join(work, 'dpgf.xlsx');
    writeFileSync(input, bytes);
    const profile = join(work, 'profile');
    mkdirSync(join(profile, 'user'), { recursive: true });
    writeFileSync(join(profile, 'user', 'registrymodifications.xcu'), PROFILE);
    const out = join(work, 'out');
    execFileSync(
      soffice as string,
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'xlsx:Calc MS Excel 2007 XML',
        '--outdir',
        out,
        input,
      ],
      { stdio: 'pipe', timeout: 120_000 },
    );
    const recomputed = new ExcelJS.Workbook();
    const written = readFileSync(join(out, 'dpgf.xlsx'));
    await recomputed.xlsx.load(written.buffer.slice(written.byteOffset, written.byteOffset + written.byteLength));
    const ws = recomputed.worksheets[0];
    if (!ws) throw new Error('LibreOffice wrote no sheet');

    let formulas = 0;
    const sheet = model.sheets[0];
    sheet?.rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        if (!cell || cell.value === null || typeof cell.value !== 'object' || !('formula' in cell.value)) return;
        formulas++;
        const theirs = ws.getRow(r + 1).getCell(c + 1).value as { formula?: string; result?: unknown } | null;
        const address = `${String.fromCharCode(65 + c)}${r + 1}`;
        expect(typeof theirs?.result, `${address}: ${cell.value.formula}`).toBe('number');
        expect(Math.round(Number(theirs?.result) * 100), `${address}: ${cell.value.formula}`).toBe(
          Math.round(cell.value.result * 100),
        );
      });
    });
    // 84 lines, 12 chapters, 4 lots, Total HT, 3 VAT rows, Total TTC.
    expect(formulas).toBe(84 + 12 + 4 + 1 + 3 + 1);
    const last = sheet?.rows.length ?? 0;
    expect(Math.round(Number((ws.getCell(`F${last}`).value as { result?: unknown }).result) * 100)).toBe(
      table.totalTtcCents,
    );
  }, 180_000);
});
