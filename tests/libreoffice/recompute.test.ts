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
import { sampleByLocalisation, sampleDocument } from '../../src/domain/export/sample';
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

/** The workbook's bytes after LibreOffice opened them, recalculated everything and saved them as XLSX. */
function recompute(bytes: Uint8Array, name: string): Promise<ExcelJS.Workbook> {
  const input = join(work, `${name}.xlsx`);
  writeFileSync(input, bytes);
  const profile = join(work, `profile-${name}`);
  mkdirSync(join(profile, 'user'), { recursive: true });
  writeFileSync(join(profile, 'user', 'registrymodifications.xcu'), PROFILE);
  const out = join(work, `out-${name}`);
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
  const written = readFileSync(join(out, `${name}.xlsx`));
  return recomputed.xlsx
    .load(written.buffer.slice(written.byteOffset, written.byteOffset + written.byteLength) as ArrayBuffer)
    .then(() => recomputed);
}

/** Every formula of every sheet of `model` has, in `recomputed`, the result we cached, to the cent. */
function expectSameResults(model: WorkbookModel, recomputed: ExcelJS.Workbook): number {
  let formulas = 0;
  model.sheets.forEach((sheet, s) => {
    const ws = recomputed.worksheets[s];
    if (!ws) throw new Error(`LibreOffice wrote no sheet ${sheet.name}`);
    sheet.rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        if (!cell || cell.value === null || typeof cell.value !== 'object' || !('formula' in cell.value)) return;
        formulas++;
        const theirs = ws.getRow(r + 1).getCell(c + 1).value as { formula?: string; result?: unknown } | null;
        const address = `${sheet.name}!${String.fromCharCode(65 + c)}${r + 1}: ${cell.value.formula}`;
        expect(Math.round(Number(theirs?.result ?? 0) * 1000), address).toBe(Math.round(cell.value.result * 1000));
      });
    });
  });
  return formulas;
}

describe.skipIf(!soffice)('LibreOffice recomputes the DPGF to send', () => {
  const document = (() => {
    const doc = sampleDocument({ lots: 3, chaptersPerLot: 2, linesPerChapter: 5 });
    const firstLot = doc.lots[0];
    return {
      ...doc,
      // Issue 24: the « Métré par local », its totals per local and unit (SUMIF) recomputed with the rest.
      byLocalisation: sampleByLocalisation(doc),
      pse: firstLot
        ? [{ name: 'PSE 1 – Faïence', lots: [{ ...firstLot, chapters: firstLot.chapters.slice(0, 1) }] }]
        : [],
    };
  })();
  const sheets = {
    priced: true,
    quantities: false,
    details: true,
    summary: true,
    pse: true,
    byLocalisation: true,
    columns: { cctpRef: true, localisation: true, sheets: true },
  };
  const ctx = { signal: new AbortController().signal, progress: () => {} };

  it('gives the priced sheet with its PSE, the récapitulatif, the detail and métré par local totals we computed', async () => {
    const model = documentWorkbook(document, exportLabels(), sheets);
    expect(model.sheets.map((s) => s.name)).toEqual(['DPGF', 'Récapitulatif', 'Détail des métrés', 'Métré par local']);
    const recomputed = await recompute(await writeWorkbook(ExcelJS, withoutResults(model), ctx), 'full');
    expect(expectSameResults(model, recomputed)).toBeGreaterThan(60);
    // The métré par local's totals: one per local and unit, each recomputed (a zeroed SUMIF fails above).
    const local = model.sheets[3];
    const sumifs = (local?.rows ?? []).flatMap((row) =>
      row.flatMap((c) =>
        c?.value !== null && typeof c?.value === 'object' && 'formula' in c.value && c.value.formula.startsWith('SUMIF')
          ? [c.value.result]
          : [],
      ),
    );
    expect(sumifs.length).toBeGreaterThan(8);
    expect(sumifs.every((v) => v > 0)).toBe(true);
    const recap = recomputed.getWorksheet('Récapitulatif');
    const table = pricedTable(document);
    const values: number[] = [];
    recap?.eachRow((row) => {
      const v = row.getCell(3).value as { result?: unknown } | null;
      if (v && typeof v === 'object' && 'result' in v) values.push(Math.round(Number(v.result) * 100));
    });
    expect(values).toContain(table.totalTtcCents);
    expect(values).toContain(table.totalHtCents);
  }, 180_000);

  it('computes the cadre once the company fills the PU: the same totals as the priced DPGF', async () => {
    const model = documentWorkbook(document, exportLabels(), { ...sheets, tender: true, columns: {} });
    const bytes = await writeWorkbook(ExcelJS, model, ctx);
    // The company types its prices in the blank PU cells: the estimate's, so that the totals can be compared.
    const filled = new ExcelJS.Workbook();
    await filled.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const ws = filled.getWorksheet('Cadre DPGF');
    if (!ws) throw new Error('no cadre');
    const prices = new Map(
      [...document.lots, ...(document.pse ?? []).flatMap((p) => p.lots)]
        .flatMap((l) => l.chapters.flatMap((c) => c.lines))
        .map((line) => [line.number, line.unitPrice]),
    );
    let typed = 0;
    ws.eachRow((row, r) => {
      const number = row.getCell(1).value;
      if (r > 6 && typeof number === 'string' && typeof row.getCell(4).value === 'number' && prices.has(number)) {
        row.getCell(5).value = prices.get(number) ?? null;
        typed++;
      }
    });
    expect(typed).toBe(pricedTable(document).lineCount + 5);
    const typedBytes = new Uint8Array(await filled.xlsx.writeBuffer());
    const recomputed = await recompute(typedBytes, 'cadre');
    const priced = documentWorkbook(document, exportLabels(), { ...sheets, columns: {} });
    // Row for row, the cadre's amounts are now the priced DPGF's.
    const pricedSheet = priced.sheets[0];
    const cadre = recomputed.getWorksheet('Cadre DPGF');
    let compared = 0;
    pricedSheet?.rows.forEach((row, r) => {
      const amount = row[5];
      if (!amount || amount.value === null || typeof amount.value !== 'object' || !('formula' in amount.value)) return;
      const theirs = cadre?.getRow(r + 1).getCell(6).value as { result?: unknown } | null;
      expect(Math.round(Number(theirs?.result) * 100), `F${r + 1}`).toBe(Math.round(amount.value.result * 100));
      compared++;
    });
    expect(compared).toBeGreaterThan(40);
    const recap = recomputed.getWorksheet('Récapitulatif');
    const recapValues: number[] = [];
    recap?.eachRow((row) => {
      const v = row.getCell(3).value as { result?: unknown } | null;
      if (v && typeof v === 'object' && 'result' in v) recapValues.push(Math.round(Number(v.result) * 100));
    });
    expect(recapValues).toContain(pricedTable(document).totalTtcCents);
  }, 180_000);
});

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
