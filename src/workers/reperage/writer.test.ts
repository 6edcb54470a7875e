import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { PAPER_SIZES } from '../../domain/reperage/paper';
import { OPTIONS, reperageInput } from '../../domain/reperage/testing';
import type { ReperageOptions } from '../../domain/reperage/model';
import { reperageCopy } from '../../i18n/reperage';
import type { PrintPalette } from '../../domain/reperage/model';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { FIXTURES, nodeCanvas, nodeDocumentOptions } from '../pdf/testing';
import { planMatrix, writeReperage, type FontFiles } from './writer';
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
/** The font the worker fetches (fonts.ts): pdf.js's Liberation Sans, read from the package here. */
const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const FONTS: FontFiles = {
  regular: readFileSync(join(pdfjsRoot, 'standard_fonts', 'LiberationSans-Regular.ttf')),
  bold: readFileSync(join(pdfjsRoot, 'standard_fonts', 'LiberationSans-Bold.ttf')),
};
const PRINT = { copy: reperageCopy(), palette: PALETTE, fonts: FONTS };

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

async function write(
  options: Partial<ReperageOptions> = {},
  files?: SourceFile[],
  input = reperageInput(),
  extra: { fonts?: FontFiles | null; maxBytes?: number } = {},
) {
  const progress: ReperageProgress[] = [];
  const file = await writeReperage(
    input,
    { ...OPTIONS, ...options },
    files ?? [{ fileId: 'file-1', data: planBytes() }],
    { ...PRINT, ...(extra.fonts !== undefined && { fonts: extra.fonts }) },
    {
      signal: new AbortController().signal,
      progress: (p) => progress.push(p),
      ...(extra.maxBytes !== undefined && { maxBytes: extra.maxBytes }),
    },
  );
  return { file, progress };
}

/** The output's fonts' names and whether each is embedded (a font file), read with pdf-lib. */
async function fontsOf(blob: Blob) {
  const doc = await PDFDocument.load(new Uint8Array(await blob.arrayBuffer()));
  const fonts: { name: string; embedded: boolean }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    fonts.push({
      name: String(object.get(PDFName.of('FontName'))),
      embedded: object.has(PDFName.of('FontFile2')),
    });
  }
  return fonts;
}

/** Dark pixels of the output's first page rendered by pdf.js at 1:1 in the plan's area, or null without a canvas. */
async function inkOf(blob: Blob): Promise<number | null> {
  if (!nodeCanvas) return null;
  const doc = await pdfjs.getDocument({ ...nodeDocumentOptions, data: new Uint8Array(await blob.arrayBuffer()) })
    .promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: 1 });
  const canvas = nodeCanvas.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  const image = await nodeCanvas.toImage(canvas);
  await doc.destroy();
  let dark = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    if ((image.data[i] ?? 255) < 128 && (image.data[i + 1] ?? 255) < 128 && (image.data[i + 2] ?? 255) < 128) dark++;
  }
  return dark;
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
    expect(progress).toContainEqual({ stage: 'page', done: 2, total: 2, sheet: 'A-102 Plan R+1' });
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
    expect(pages).toHaveLength(4);
    expect(at(pages, 0).text).toContain('Ch. 144 – sol · 15,24 m²');
    expect(at(pages, 0).text).not.toContain('Prises');
    expect(at(pages, 0).text).not.toContain('Plinthe');
    expect(at(pages, 0).text).toContain('Lot 09 – Revêtements de sols');
    expect(at(pages, 1).text).toContain('Prises · 3 U');
    expect(at(pages, 1).text).not.toContain('Ch. 144');
    // The measurements without an article: their own page, not lost.
    expect(at(pages, 2).text).toContain('Mesures non affectées');
    expect(at(pages, 2).text).toContain('Plinthe · 7,06 ml');
    expect(at(pages, 2).text).not.toContain('Prises');
    expect(at(pages, 3).text).toContain('Prises R+1 · 1 U');
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

  it('embeds a font with every French character: œ, ’, « », the narrow no-break space', async () => {
    const room = at(reperageInput().measurements, 0);
    const input = reperageInput({
      measurements: [{ ...room, label: 'Cœur d’îlot «\u00a0nord\u00a0» –\u202fsol' }],
      projectName: 'Œuvre «\u00a0Les Tilleuls\u00a0»',
    });
    const { file } = await write({}, undefined, input);
    const text = at(await readBack(file.blob), 0).text;
    // Extracted as written: no « ? », no look-alike; the narrow space copies out as a space.
    expect(text).toContain('Cœur d’îlot « nord » – sol · 15,24 m²');
    expect(text).toContain('Œuvre « Les Tilleuls »');
    expect(text).not.toContain('?');
    const fonts = await fontsOf(file.blob);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const font of fonts) {
      expect(font.name).toMatch(/LiberationSans/);
      expect(font.embedded).toBe(true);
    }
  });

  it('falls back to the standard Helvetica, WinAnsi only, when the font cannot be had', async () => {
    const room = at(reperageInput().measurements, 0);
    const input = reperageInput({ measurements: [{ ...room, label: 'Cœur d’îlot ≈ 3' }] });
    const { file } = await write({}, undefined, input, { fonts: null });
    expect(at(await readBack(file.blob), 0).text).toContain('Cœur d’îlot ~ 3');
    expect(await fontsOf(file.blob)).toEqual([]);
  });

  describe('PDF layers', () => {
    const layered = (hidden?: readonly string[]) =>
      reperageInput({
        sheets: [{ ...at(reperageInput().sheets, 0), fileId: 'file-layers' }],
        measurements: [],
        ...(hidden && { hiddenLayers: new Map([['sheet-1', hidden]]) }),
      });
    const files = () => [{ fileId: 'file-layers', data: planBytes('plan-layers.pdf') }];
    /** The output's layers as pdf.js reads them: name → visible. */
    async function layersOf(blob: Blob) {
      const doc = await pdfjs.getDocument({ ...nodeDocumentOptions, data: new Uint8Array(await blob.arrayBuffer()) })
        .promise;
      const config = await doc.getOptionalContentConfig();
      const layers = Object.fromEntries([...config].map(([, group]) => [group.name, group.visible]));
      await doc.destroy();
      return layers;
    }

    it('keeps the file’s default visibility when the person changed nothing', async () => {
      const { file } = await write({}, files(), layered());
      expect(await layersOf(file.blob)).toEqual({ Murs: true, Cotes: true, Mobilier: false });
    });

    it('hides the layers the person hid in the viewer, and shows those they turned on', async () => {
      // « 4R » is « Murs » in plan-layers.pdf, as pdf.js names it (the viewer saves these ids).
      const hidden = await write({}, files(), layered(['4R']));
      expect(await layersOf(hidden.file.blob)).toEqual({ Murs: false, Cotes: true, Mobilier: true });
      const all = await write({}, files(), layered([]));
      expect(await layersOf(all.file.blob)).toEqual({ Murs: true, Cotes: true, Mobilier: true });
      // Rendered again by pdf.js: the walls' ink is gone from the page.
      const [withWalls, withoutWalls] = [await inkOf(all.file.blob), await inkOf(hidden.file.blob)];
      if (withWalls !== null && withoutWalls !== null) expect(withoutWalls).toBeLessThan(withWalls * 0.9);
    });
  });

  it('embeds a sheet printed on several lot pages once, and stops with tooLarge past the bound', async () => {
    const byLot = await write({ split: 'lot' });
    const bySheet = await write({ split: 'sheet' });
    // Four pages, two sheets: the plan's content is in the file twice, not four times.
    expect(byLot.file.blob.size).toBeLessThan(bySheet.file.blob.size * 1.6);
    expect(byLot.progress.filter((p) => p.stage === 'page').map((p) => 'sheet' in p && p.sheet)).toContain(
      'A-101 Plan RDC',
    );
    await expect(write({}, undefined, undefined, { maxBytes: 1000 })).rejects.toMatchObject({ code: 'tooLarge' });
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
