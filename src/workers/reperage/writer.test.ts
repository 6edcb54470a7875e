import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { PAPER_SIZES } from '../../domain/reperage/paper';
import { OPTIONS, reperageInput } from '../../domain/reperage/testing';
import type { ReperageOptions } from '../../domain/reperage/model';
import { reperageCopy } from '../../i18n/reperage';
import type { PrintPalette } from '../../domain/reperage/model';
import { FIXTURES, nodeDocumentOptions } from '../pdf/testing';
import { planMatrix, writeReperage } from './writer';
import type { ReperageProgress, SourceFile } from './protocol';

/** Print colours for the tests (the app's come from the tokens: src/theme/print.ts). */
const PALETTE: PrintPalette = {
  colours: {
    blue: '#2254d9',
    red: '#c92a2a',
    green: '#1d7a45',
    orange: '#b84a0b',
    purple: '#7440c4',
    teal: '#0d7066',
    pink: '#b8256a',
    brown: '#85562d',
    grey: '#4a586b',
    ink: '#131c2a',
    muted: '#4a586b',
    rule: '#c3ccd7',
    paper: '#ffffff',
  },
  fillOpacity: 0.16,
};
const PRINT = { copy: reperageCopy(), palette: PALETTE };

/** The item the test expects to be there. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

function planBytes(name = 'plan.pdf'): ArrayBuffer {
  const bytes = readFileSync(join(FIXTURES, name));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

async function write(options: Partial<ReperageOptions> = {}, files?: SourceFile[], input = reperageInput()) {
  const progress: ReperageProgress[] = [];
  const file = await writeReperage(
    input,
    { ...OPTIONS, ...options },
    files ?? [{ fileId: 'file-1', data: planBytes() }],
    PRINT,
    { signal: new AbortController().signal, progress: (p) => progress.push(p) },
  );
  return { file, progress };
}

/** The PDF read back by pdf.js: per page its size, its text and its operators. */
async function readBack(blob: Blob) {
  const doc = await pdfjs.getDocument({ ...nodeDocumentOptions, data: new Uint8Array(await blob.arrayBuffer()) })
    .promise;
  const pages = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join('\n')
      .replace(/[\u00a0]/g, ' ');
    const ops = await page.getOperatorList();
    const [, , width, height] = page.view;
    pages.push({ width, height, text, fns: ops.fnArray });
  }
  await doc.destroy();
  return pages;
}

describe('writeReperage', () => {
  it('keeps the original page as vectors and prints the labels, legend and title block as text', async () => {
    const { file, progress } = await write();
    expect(file.fileName).toBe('Plan de repérage – Résidence Les Tilleuls – 2026-11-29.pdf');
    expect(file.failures).toEqual([]);
    expect(progress).toContainEqual({ stage: 'page', done: 2, total: 2 });
    const pages = await readBack(file.blob);
    const first = at(pages, 0);
    const second = at(pages, 1);
    // The original page is a form XObject of paths (its walls), not a picture of them.
    expect(first.fns).toContain(pdfjs.OPS.paintFormXObjectBegin);
    expect(first.fns.filter((fn) => fn === pdfjs.OPS.constructPath).length).toBeGreaterThan(20);
    expect(first.fns).not.toContain(pdfjs.OPS.paintImageXObject);
    // The plan's own text (its title block) is still text.
    expect(first.text).toContain('A-101');
    for (const label of ['Ch. 144 – sol · 15,24 m²', 'Prises · 3 U', 'Plinthe · 7,06 ml']) {
      expect(first.text).toContain(label);
    }
    for (const legend of [
      'LÉGENDE',
      '09.01.01 Carrelage grès cérame',
      'Total 15,24 m²',
      '12.02.01 Prise de courant 16 A',
    ]) {
      expect(first.text).toContain(legend);
    }
    for (const title of [
      'PLAN DE REPÉRAGE',
      'Résidence Les Tilleuls',
      'A-101 Plan RDC',
      'Indice',
      'B',
      'Cabinet Martin',
      '29/11/2026',
      'Page 1 / 2',
    ]) {
      expect(first.text).toContain(title);
    }
    // The count's numbers.
    expect(first.text.split('\n')).toEqual(expect.arrayContaining(['1', '2', '3']));
    // The rotated second sheet, its own plan and its own label; not calibrated.
    expect(second.text).toContain('A-102');
    expect(second.text).toContain('Prises R+1 · 1 U');
    expect(second.text).toContain('Non étalonné');
  });

  it('prints on A3 and A1 in the orientation of the sheet, or at the original size plus the band', async () => {
    const a3 = await readBack((await write({ paper: 'A3' })).file.blob);
    expect([at(a3, 0).width, at(a3, 0).height]).toEqual([PAPER_SIZES.A3.height, PAPER_SIZES.A3.width]);
    expect([at(a3, 1).width, at(a3, 1).height]).toEqual([PAPER_SIZES.A3.width, PAPER_SIZES.A3.height]);
    const a1 = await readBack((await write({ paper: 'A1' })).file.blob);
    expect([at(a1, 0).width, at(a1, 0).height]).toEqual([PAPER_SIZES.A1.height, PAPER_SIZES.A1.width]);
    expect(at(a1, 0).text).toContain('Échelle d’origine 1:100 – agrandi à');
    const original = await readBack((await write({ paper: 'original' })).file.blob);
    expect(at(original, 0).height).toBeCloseTo(841.89, 1);
    expect(at(original, 0).width).toBeGreaterThan(1190.55);
    expect(at(original, 0).text).toContain('1:100');
    expect(at(original, 0).text).not.toContain('Échelle d’origine');
    expect(at(a3, 0).text).toContain('Échelle d’origine 1:100 – réduit à');
  });

  it('puts on each lot’s page only that lot’s labels', async () => {
    const pages = await readBack((await write({ split: 'lot' })).file.blob);
    expect(pages).toHaveLength(3);
    expect(at(pages, 0).text).toContain('Ch. 144 – sol · 15,24 m²');
    expect(at(pages, 0).text).not.toContain('Prises');
    expect(at(pages, 0).text).not.toContain('Plinthe');
    expect(at(pages, 0).text).toContain('Lot 09 – Revêtements de sols');
    expect(at(pages, 1).text).toContain('Prises · 3 U');
    expect(at(pages, 1).text).not.toContain('Ch. 144');
    expect(at(pages, 2).text).toContain('Prises R+1 · 1 U');
  });

  it('leaves out, and names, a sheet whose file is missing or corrupt; the other pages are written', async () => {
    const input = reperageInput({
      sheets: [
        ...reperageInput().sheets,
        { ...at(reperageInput().sheets, 0), id: 'sheet-3', name: 'Coupe', fileId: 'file-bad' },
        { ...at(reperageInput().sheets, 0), id: 'sheet-4', name: 'Façade', fileId: 'file-gone' },
        { ...at(reperageInput().sheets, 0), id: 'sheet-5', name: 'Toiture', pageIndex: 7 },
      ],
    });
    const { file } = await write(
      {},
      [
        { fileId: 'file-1', data: planBytes() },
        { fileId: 'file-bad', data: planBytes('not-a-pdf.pdf') },
        { fileId: 'file-gone', data: null },
      ],
      input,
    );
    expect(file.pageCount).toBe(2);
    expect(file.failures).toEqual([
      { sheetId: 'sheet-3', sheetName: 'Coupe', page: 1, code: 'unreadableFile' },
      { sheetId: 'sheet-4', sheetName: 'Façade', page: 1, code: 'missingFile' },
      { sheetId: 'sheet-5', sheetName: 'Toiture', page: 8, code: 'missingPage' },
    ]);
  });

  it('names a password-protected file, and fails when no page at all can be made', async () => {
    const sheet = at(reperageInput().sheets, 0);
    const both = reperageInput({ sheets: [sheet, { ...sheet, id: 'sheet-enc', name: 'Coupe', fileId: 'file-enc' }] });
    const { file } = await write(
      {},
      [
        { fileId: 'file-1', data: planBytes() },
        { fileId: 'file-enc', data: planBytes('plan-password.pdf') },
      ],
      both,
    );
    expect(file.pageCount).toBe(1);
    expect(file.failures).toEqual([{ sheetId: 'sheet-enc', sheetName: 'Coupe', page: 1, code: 'encryptedFile' }]);
    const only = reperageInput({ sheets: [sheet] });
    await expect(write({}, [{ fileId: 'file-1', data: null }], only)).rejects.toMatchObject({ code: 'nothing' });
  });

  it('stops between pages when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      writeReperage(reperageInput(), OPTIONS, [{ fileId: 'file-1', data: planBytes() }], PRINT, {
        signal: controller.signal,
        progress: () => {},
      }),
    ).rejects.toThrow();
  });
});

describe('planMatrix', () => {
  const plan = { x: 10, y: 20, scale: 0.5 };
  const apply = ([a, b, c, d, e, f]: readonly number[], u: number, v: number) => [
    (a ?? 0) * u + (c ?? 0) * v + (e ?? 0),
    (b ?? 0) * u + (d ?? 0) * v + (f ?? 0),
  ];
  it.each([
    // rotation, a form point, where pdf.js shows it (sheet space, y down)
    [0, [0, 0], [0, 300]],
    [90, [0, 0], [0, 0]],
    [180, [0, 0], [200, 0]],
    [270, [0, 0], [300, 200]],
    [90, [0, 300], [300, 0]],
  ])('puts the page rotated %i° where pdf.js shows it', (rotation, [u, v], [x, y]) => {
    const pageHeight = 1000;
    const m = planMatrix(rotation as number, { width: 200, height: 300 }, plan, pageHeight);
    const [X = NaN, Y = NaN] = apply(m, u ?? NaN, v ?? NaN);
    expect(X).toBeCloseTo(plan.x + plan.scale * (x ?? NaN));
    expect(Y).toBeCloseTo(pageHeight - (plan.y + plan.scale * (y ?? NaN)));
  });
});
