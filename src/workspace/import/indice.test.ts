import { describe, expect, it } from 'vitest';
import type { SheetRow } from '../../domain/takeoff/types';
import { hasSheetSize, indiceSheets, newIndice, pairingProblem, sizeMismatches } from './indice';
import type { PairingQuestion } from './types';

const sheet = (id: string, extra: Partial<SheetRow> = {}): SheetRow => ({
  id,
  projectId: 'p',
  fileId: 'f',
  pageIndex: 0,
  name: id,
  width: 2384,
  height: 1684,
  scale: { default: null, regions: [] },
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  ...extra,
});

describe('indices', () => {
  it('a new one: printed on the page, else after its sheet’s', () => {
    expect(newIndice({ revision: 'D' }, { indice: 'A' })).toBe('D');
    expect(newIndice({}, { indice: 'A' })).toBe('B');
    expect(newIndice({}, { indice: 'Z' })).toBe('AA');
  });

  it('only the sheets that no other follows are offered, with their letter', () => {
    const sheets = [sheet('a'), sheet('b', { previousSheetId: 'a' }), sheet('c', { revision: 'D' })];
    expect(indiceSheets(sheets)).toEqual([
      { id: 'b', name: 'b', indice: 'B', width: 2384, height: 1684 },
      { id: 'c', name: 'c', indice: 'D', width: 2384, height: 1684 },
    ]);
  });
});

describe('sizes', () => {
  it('a page has its sheet’s size to 2 %, not turned a quarter', () => {
    const a1 = { width: 2384, height: 1684 };
    expect(hasSheetSize({ width: 2390, height: 1680 }, a1)).toBe(true);
    expect(hasSheetSize({ width: 1684, height: 2384 }, a1)).toBe(false);
    expect(hasSheetSize({ width: 3370, height: 2384 }, a1)).toBe(false);
    expect(hasSheetSize({ width: 2384 * 1.015, height: 1684 }, a1)).toBe(true);
    expect(hasSheetSize({ width: 2384 * 1.03, height: 1684 }, a1)).toBe(false);
  });
});

const question: PairingQuestion = {
  pages: [
    { pageIndex: 0, name: 'A-101', width: 2384, height: 1684 },
    { pageIndex: 1, name: 'A-102', width: 1684, height: 1191 },
  ],
  proposed: [
    { pageIndex: 0, sheetId: 's1', reason: 'number' },
    { pageIndex: 1, sheetId: 's2', reason: 'number' },
  ],
  sheets: [
    { id: 's1', name: 'A-101', indice: 'A', width: 2384, height: 1684 },
    { id: 's2', name: 'A-102', indice: 'A', width: 2384, height: 1684 },
  ],
  notice: null,
};

describe('a pairing', () => {
  it('names the pages whose size differs from their sheet’s', () => {
    expect(sizeMismatches(question, question.proposed)).toEqual([1]);
    expect(
      sizeMismatches(question, [
        { pageIndex: 0, sheetId: 's1' },
        { pageIndex: 1, sheetId: null },
      ]),
    ).toEqual([]);
  });

  it('is refused unless it is one per page, with current sheets, each once', () => {
    expect(pairingProblem(question, question.proposed)).toBeNull();
    expect(pairingProblem(question, [{ pageIndex: 0, sheetId: 's1' }])).toBe('pagesMismatch');
    expect(
      pairingProblem(question, [
        { pageIndex: 0, sheetId: 's1' },
        { pageIndex: 2, sheetId: null },
      ]),
    ).toBe('pagesMismatch');
    expect(
      pairingProblem(question, [
        { pageIndex: 0, sheetId: 's1' },
        { pageIndex: 1, sheetId: 's3' },
      ]),
    ).toBe('unknownSheet');
    expect(
      pairingProblem(question, [
        { pageIndex: 0, sheetId: 's1' },
        { pageIndex: 1, sheetId: 's1' },
      ]),
    ).toBe('sheetTwice');
  });
});
