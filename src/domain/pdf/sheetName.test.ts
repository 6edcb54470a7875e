import { describe, expect, it } from 'vitest';
import {
  baseFileName,
  fileNameSheetName,
  guessSheetName,
  isMeaningfulLabel,
  readTitleBlock,
  sheetIdentity,
  sheetNumberIn,
} from './sheetName.ts';
import type { SheetTextItem } from './text.ts';
import { horizontalText } from './testing/text.ts';

/** A 1000 × 700 pt sheet; text at (x, y) baseline in sheet space. */
const W = 1000;
const H = 700;
const at = (text: string, x: number, y: number, fontSize = 10, fontName = 'F1'): SheetTextItem =>
  horizontalText(text, x, y, fontSize, text.length * fontSize * 0.55, fontName);
const input = (items: SheetTextItem[], label: string | null = null, pageIndex = 0) => ({
  pageIndex,
  label,
  items,
  sheetWidth: W,
  sheetHeight: H,
  fileName: 'Lot 02 - Plans.PDF',
});

describe('isMeaningfulLabel', () => {
  it('keeps labels that name the sheet', () => {
    expect(isMeaningfulLabel('A-101', 0)).toBe(true);
    expect(isMeaningfulLabel('[1] 02_SitePlan', 0)).toBe(true);
    expect(isMeaningfulLabel('RDC-1', 0)).toBe(true);
  });

  it("drops labels that only say the page's position", () => {
    expect(isMeaningfulLabel(null, 0)).toBe(false);
    expect(isMeaningfulLabel('3', 2)).toBe(false);
    expect(isMeaningfulLabel('12', 0)).toBe(false);
    expect(isMeaningfulLabel('iv', 3)).toBe(false);
    expect(isMeaningfulLabel('p. 4', 3)).toBe(false);
    expect(isMeaningfulLabel('   ', 0)).toBe(false);
  });
});

describe('readTitleBlock', () => {
  it.each([
    {
      name: 'reads values under their field labels (French cartouche)',
      texts: [
        at('N° de plan', 810, 600, 6),
        at('A-101', 810, 625, 22),
        at('Désignation', 810, 645, 6),
        at('PLAN RDC', 810, 665, 14),
        // Larger, but the project's name, not the drawing's title.
        at('Résidence Les Tilleuls', 700, 600, 16),
      ],
      expected: { sheetNumber: 'A-101', title: 'PLAN RDC' },
    },
    {
      name: 'reads a title over two lines, and stops at the next field',
      texts: [
        at('Drawing Title', 800, 600, 8, 'Label'),
        at('MATERIAL AND ROOM FINISH', 800, 612, 8, 'Value'),
        at('SCHEDULE', 800, 622, 8, 'Value'),
        at('Issue Date', 800, 634, 8, 'Label'),
        at('Drawing Number', 900, 600, 8, 'Label'),
        at('AF600', 905, 630, 16, 'Value'),
      ],
      expected: { title: 'MATERIAL AND ROOM FINISH SCHEDULE', sheetNumber: 'AF600' },
    },
    {
      name: 'falls back on patterns: the largest sheet number and the largest plan-like title',
      texts: [
        at('PL 02', 900, 680, 18),
        at('A-3', 600, 690, 8),
        // A paper format, shaped like a sheet number.
        at('A1', 960, 690, 30),
        at('Cabinet Martin Architectes', 560, 640, 20),
        at('COUPE AA', 700, 670, 14),
      ],
      expected: { sheetNumber: 'PL 02', title: 'COUPE AA' },
    },
  ])('$name', ({ texts, expected }) => {
    expect(readTitleBlock(texts, W, H)).toEqual(expected);
  });

  it('splits "NUMBER – TITLE" written as one line', () => {
    expect(readTitleBlock([at('A001.01 – SITE PLAN', 850, 650)], W, H)).toEqual({
      sheetNumber: 'A001.01',
      title: 'SITE PLAN',
    });
  });

  it('looks in the bottom-right corner and the foot of the right strip only', () => {
    expect(readTitleBlock([at('A-101', 100, 650, 20), at('PLAN RDC', 500, 100, 20)], W, H)).toEqual({});
    // A US title block: a strip along the right edge, sheet number at its foot.
    expect(readTitleBlock([at('E-201', 900, 400, 20)], W, H)).toEqual({ sheetNumber: 'E-201' });
    // A form number in a page header is not a sheet number.
    expect(readTitleBlock([at('BPC-022', 850, 130, 11)], W, H)).toEqual({});
  });
});

describe('guessSheetName', () => {
  it('prefers a meaningful page label', () => {
    expect(guessSheetName(input([at('A-101', 900, 650, 20)], ' RDC-1 '))).toEqual({
      name: 'RDC-1',
      source: 'pageLabel',
    });
  });

  it('then the title block', () => {
    expect(guessSheetName(input([at('A-101', 900, 650, 20), at('PLAN R+1', 800, 620, 12)], '1'))).toEqual({
      name: 'A-101 – PLAN R+1',
      source: 'titleBlock',
      sheetNumber: 'A-101',
      title: 'PLAN R+1',
    });
  });

  it('then the file name and the page number, with French typography', () => {
    expect(guessSheetName(input([], null, 2))).toEqual({ name: 'Lot 02 - Plans – p.\u00a03', source: 'fileName' });
  });
});

describe('the printed indice', () => {
  it.each([
    { name: 'on one line with its label', texts: [at('Indice\u00a0: B', 820, 660)], revision: 'B' },
    { name: 'abbreviated', texts: [at('IND. C', 820, 660)], revision: 'C' },
    { name: 'as a revision number', texts: [at('Rev 02', 820, 660)], revision: '02' },
    { name: 'next to its field', texts: [at('Indice', 800, 660, 6), at('D', 840, 660, 12)], revision: 'D' },
    { name: 'under its field', texts: [at('Révision', 800, 640, 6), at('b', 802, 660, 12)], revision: 'b' },
    {
      name: 'the latest row of a revision table',
      texts: [
        at('Ind.', 700, 600, 6),
        at('Date', 730, 600, 6),
        at('A', 700, 612, 6),
        at('12/01/2025', 730, 612, 6),
        at('C', 700, 624, 6),
        at('03/03/2025', 730, 624, 6),
        at('B', 700, 636, 6),
        at('02/02/2025', 730, 636, 6),
      ],
      revision: 'C',
    },
  ])('is read $name', ({ texts, revision }) => {
    expect(readTitleBlock(texts, W, H).revision).toBe(revision);
  });

  it('is not read from a field without a value, from a long word, or outside the title block', () => {
    expect(readTitleBlock([at('Indice', 800, 660, 6), at('PLAN RDC', 800, 680, 12)], W, H).revision).toBeUndefined();
    expect(readTitleBlock([at('Révision générale', 820, 660)], W, H).revision).toBeUndefined();
    expect(readTitleBlock([at('Indice B', 100, 100)], W, H).revision).toBeUndefined();
  });
});

describe('sheetNumberIn', () => {
  it('reads the number a name starts with, in capitals', () => {
    expect(sheetNumberIn('A-102 – PLAN R+1')).toBe('A-102');
    expect(sheetNumberIn('pln-03')).toBe('PLN-03');
    expect(sheetNumberIn('AF600 : FINISH PLAN')).toBe('AF600');
    expect(sheetNumberIn(' E-201b ')).toBe('E-201B');
  });

  it('finds none in a name without one, or in a paper format', () => {
    expect(sheetNumberIn('PLAN RDC')).toBeUndefined();
    expect(sheetNumberIn('A1')).toBeUndefined();
    expect(sheetNumberIn('A-102PLAN')).toBeUndefined();
  });
});

describe('sheetIdentity', () => {
  it('gives the name, the title block’s number and its indice even when the label names the sheet', () => {
    const items = [at('N° de plan', 810, 600, 6), at('a-101', 810, 625, 22), at('Indice\u00a0: C', 900, 680, 8)];
    expect(sheetIdentity(input(items, 'RDC'))).toEqual({
      name: 'RDC',
      source: 'pageLabel',
      number: 'A-101',
      revision: 'C',
    });
  });

  it('takes the number from a label that starts with one, never from the file name', () => {
    expect(sheetIdentity(input([], 'PLN-03 Plan masse'))).toEqual({
      name: 'PLN-03 Plan masse',
      source: 'pageLabel',
      number: 'PLN-03',
    });
    expect(sheetIdentity({ ...input([], null), fileName: 'A-101.pdf' })).toEqual({
      name: 'A-101 – p.\u00a01',
      source: 'fileName',
    });
  });
});

describe('file names', () => {
  it('drops the folder and the .pdf extension, whatever its case', () => {
    expect(baseFileName('C:\\plans\\RDC.PDF')).toBe('RDC');
    expect(baseFileName('plans/étage 1.pdf')).toBe('étage 1');
    expect(baseFileName('.pdf')).toBe('.pdf');
    expect(fileNameSheetName('scan.pdf', 0)).toBe('scan – p.\u00a01');
  });
});
