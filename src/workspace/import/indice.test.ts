import { describe, expect, it } from 'vitest';
import type { SheetRow } from '../../domain/takeoff/types';
import {
  currentSheets,
  hasSheetSize,
  indiceOfSheet,
  indiceSheets,
  newIndice,
  nextIndice,
  pairingProblem,
  sizeMismatches,
} from './indice';
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
  it('the next one: a letter, a number keeping its width, a letter and a number', () => {
    expect(nextIndice('A')).toBe('B');
    expect(nextIndice('b')).toBe('C');
    expect(nextIndice('Z')).toBe('AA');
    expect(nextIndice('AZ')).toBe('BA');
    expect(nextIndice('02')).toBe('03');
    expect(nextIndice('9')).toBe('10');
    expect(nextIndice('P1')).toBe('P2');
    expect(nextIndice('?')).toBe('B');
  });

  it('a sheet’s own: confirmed, else printed, else its place in its chain', () => {
    const a = sheet('a');
    const b = sheet('b', { previousSheetId: 'a' });
    const c = sheet('c', { previousSheetId: 'b' });
    const byId = new Map([a, b, c].map((s) => [s.id, s]));
    expect([a, b, c].map((s) => indiceOfSheet(s, byId))).toEqual(['A', 'B', 'C']);
    expect(indiceOfSheet(sheet('x', { revision: 'D' }), byId)).toBe('D');
    expect(indiceOfSheet(sheet('x', { revision: 'D', indice: 'E' }), byId)).toBe('E');
    // A loop (damaged rows) ends the walk.
    const loop = new Map(
      [sheet('l', { previousSheetId: 'm' }), sheet('m', { previousSheetId: 'l' })].map((s) => [s.id, s]),
    );
    expect(indiceOfSheet(loop.get('l') as SheetRow, loop)).toBe('B');
  });

  it('a new one: printed on the page, else after its sheet’s', () => {
    expect(newIndice({ revision: 'D' }, { indice: 'A' })).toBe('D');
    expect(newIndice({}, { indice: 'A' })).toBe('B');
  });

  it('only the sheets that no other follows are current', () => {
    const sheets = [sheet('a'), sheet('b', { previousSheetId: 'a' }), sheet('c')];
    expect(currentSheets(sheets).map((s) => s.id)).toEqual(['b', 'c']);
    expect(indiceSheets(sheets)).toEqual([
      { id: 'b', name: 'b', indice: 'B', width: 2384, height: 1684 },
      { id: 'c', name: 'c', indice: 'A', width: 2384, height: 1684 },
    ]);
  });
});

describe('sizes', () => {
  it('a page has its sheet’s size to 1 %, not turned a quarter', () => {
    const a1 = { width: 2384, height: 1684 };
    expect(hasSheetSize({ width: 2390, height: 1680 }, a1)).toBe(true);
    expect(hasSheetSize({ width: 1684, height: 2384 }, a1)).toBe(false);
    expect(hasSheetSize({ width: 3370, height: 2384 }, a1)).toBe(false);
    expect(hasSheetSize({ width: 2384 * 1.02, height: 1684 }, a1)).toBe(false);
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
