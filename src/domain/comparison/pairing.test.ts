import { describe, expect, it } from 'vitest';
import { sheet } from '../takeoff/testing/fixtures';
import {
  checkPairing,
  indiceForPage,
  normaliseSheetName,
  normaliseSheetNumber,
  pairPages,
  repair,
  sheetNumberIn,
} from './pairing';
import type { IndicePage } from './types';

const page = (pageIndex: number, name: string, extra: Partial<IndicePage> = {}): IndicePage => ({
  pageIndex,
  name,
  width: 2384,
  height: 1684,
  ...extra,
});

describe('reading sheet numbers and names', () => {
  it('compares numbers without case, separators or leading zeros', () => {
    expect(normaliseSheetNumber('PLN 03')).toBe(normaliseSheetNumber('pln-3'));
    expect(normaliseSheetNumber('A-101')).toBe(normaliseSheetNumber('A101'));
    expect(normaliseSheetNumber('A1.01')).not.toBe(normaliseSheetNumber('A101'));
    expect(normaliseSheetNumber('RDC')).toBeNull();
  });

  it('finds the number in a name: « A-101 – PLAN RDC », « PLN 03 », « 03 – Plan R+1 »; not a level nor a format', () => {
    expect(sheetNumberIn('A-101 – PLAN RDC')).toBe('A|101');
    expect(sheetNumberIn('Plans lot 2 PLN 03')).toBe('PLN|3');
    expect(sheetNumberIn('03 – Plan R+1')).toBe('3');
    expect(sheetNumberIn('03')).toBe('3');
    expect(sheetNumberIn('Plan R+1')).toBeNull();
    expect(sheetNumberIn('Niveau R1')).toBeNull();
    expect(sheetNumberIn('Plan masse A1')).toBeNull();
  });

  it('compares names without case, accents, spacing, the number or an « indice B » suffix', () => {
    expect(normaliseSheetName('A-101 – PLAN RDC, indice B')).toBe('plan rdc');
    expect(normaliseSheetName('Plan  rdc')).toBe('plan rdc');
    expect(normaliseSheetName('Façades Est — Ind. C')).toBe('facades est');
    expect(normaliseSheetName('Étage R+1 rév. D')).toBe('etage r+1');
  });
});

describe('pairPages', () => {
  const sheets = [
    sheet({ id: 's1', fileId: 'f1', pageIndex: 0, name: 'A-101 – PLAN RDC' }),
    sheet({ id: 's2', fileId: 'f1', pageIndex: 1, name: 'A-102 – PLAN R+1' }),
    sheet({ id: 's3', fileId: 'f1', pageIndex: 2, name: 'Coupes' }),
    sheet({ id: 's4', fileId: 'f1', pageIndex: 3, name: 'Façades' }),
  ];

  it('pairs by number first, then by name, then by order; never two pages on one sheet', () => {
    const pages = [
      page(0, 'A-102 – Plan R+1 indice B', { number: 'A-102' }),
      page(1, 'PLAN RDC', { number: 'A101' }),
      page(2, 'FAÇADES, indice B'),
      page(3, 'p. 4'),
      page(4, 'p. 5'),
    ];
    expect(pairPages(pages, sheets)).toEqual([
      { pageIndex: 0, sheetId: 's2', reason: 'number' },
      { pageIndex: 1, sheetId: 's1', reason: 'number' },
      { pageIndex: 2, sheetId: 's4', reason: 'name' },
      { pageIndex: 3, sheetId: 's3', reason: 'order' },
      // Every sheet taken: a new sheet of its own.
      { pageIndex: 4, sheetId: null },
    ]);
  });

  it('leaves out the sheets that already have a newer indice, and pairs with their current one', () => {
    const withB = [...sheets, sheet({ id: 's1b', fileId: 'f2', name: 'A-101 – PLAN RDC', previousSheetId: 's1' })];
    expect(pairPages([page(0, 'A-101 PLAN RDC ind C')], withB)).toEqual([
      { pageIndex: 0, sheetId: 's1b', reason: 'number' },
    ]);
  });

  it('pairs by page order within the file revised only', () => {
    const twoFiles = [
      sheet({ id: 'x0', fileId: 'fx', pageIndex: 0, name: 'Plan 1' }),
      sheet({ id: 'y0', fileId: 'fy', pageIndex: 0, name: 'Vue a' }),
      sheet({ id: 'y1', fileId: 'fy', pageIndex: 1, name: 'Vue b' }),
    ];
    expect(pairPages([page(0, 'sans titre'), page(1, 'sans titre')], twoFiles, { previousFileId: 'fy' })).toEqual([
      { pageIndex: 0, sheetId: 'y0', reason: 'order' },
      { pageIndex: 1, sheetId: 'y1', reason: 'order' },
    ]);
    // A page paired by name tells which file is revised.
    expect(pairPages([page(0, 'Vue B'), page(1, 'sans titre')], twoFiles)).toEqual([
      { pageIndex: 0, sheetId: 'y1', reason: 'name' },
      { pageIndex: 1, sheetId: 'y0', reason: 'order' },
    ]);
  });

  it('does not pair by name a page whose number names another sheet', () => {
    const same = [
      sheet({ id: 'a', fileId: 'f', pageIndex: 0, name: 'A-201 Détail' }),
      sheet({ id: 'b', fileId: 'f', pageIndex: 1, name: 'A-202 Détail' }),
    ];
    expect(pairPages([page(0, 'A-202 Détail')], same)).toEqual([{ pageIndex: 0, sheetId: 'b', reason: 'number' }]);
    expect(pairPages([page(0, 'A-203 Détail')], same)[0]?.reason).toBe('order');
  });
});

describe('checkPairing and repair', () => {
  const sheets = [
    sheet({ id: 's1', name: 'RDC' }),
    sheet({ id: 's2', name: 'R+1', pageIndex: 1 }),
    sheet({ id: 's2b', name: 'R+1', previousSheetId: 's2' }),
  ];
  const pages = [page(0, 'RDC'), page(1, 'R+1')];

  it('refuses two pages on one sheet, a superseded sheet, an unknown page, nothing paired', () => {
    const edited = repair(
      [
        { pageIndex: 0, sheetId: 's1', reason: 'name' },
        { pageIndex: 1, sheetId: null },
      ],
      1,
      's1',
    );
    expect(edited[1]).toEqual({ pageIndex: 1, sheetId: 's1', reason: 'manual' });
    expect(checkPairing(edited, pages, sheets)).toEqual([{ code: 'duplicate', sheetId: 's1', pageIndexes: [0, 1] }]);
    expect(checkPairing([{ pageIndex: 0, sheetId: 's2' }], pages, sheets)).toEqual([
      { code: 'notCurrent', sheetId: 's2', pageIndex: 0 },
    ]);
    expect(checkPairing([{ pageIndex: 7, sheetId: 's1' }], pages, sheets)).toEqual([{ code: 'badPage', pageIndex: 7 }]);
    expect(checkPairing([{ pageIndex: 0, sheetId: null }], pages, sheets)).toEqual([{ code: 'nothingPaired' }]);
    expect(
      checkPairing(
        [
          { pageIndex: 0, sheetId: 's1', reason: 'manual' },
          { pageIndex: 1, sheetId: 's2b', reason: 'manual' },
        ],
        pages,
        sheets,
      ),
    ).toEqual([]);
  });

  it('gives a paired page the letter after its sheet’s, or the one printed on it', () => {
    expect(indiceForPage({}, 's1', sheets)).toBe('B');
    expect(indiceForPage({}, 's2b', sheets)).toBe('C');
    expect(indiceForPage({ revision: 'd' }, 's1', sheets)).toBe('D');
  });
});
