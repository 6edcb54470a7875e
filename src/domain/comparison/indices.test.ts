import { describe, expect, it } from 'vitest';
import { sheet } from '../takeoff/testing/fixtures';
import {
  countsSheet,
  currentIndiceOf,
  currentSheets,
  indiceHistory,
  indiceLetterAfter,
  isSuperseded,
  replacedSheetIds,
  supersededSheetIds,
} from './indices';

const a = sheet({ id: 'a', name: 'RDC' });
const b = sheet({ id: 'b', name: 'RDC', previousSheetId: 'a', indice: 'B' });
const c = sheet({ id: 'c', name: 'RDC', previousSheetId: 'b' });
const other = sheet({ id: 'other', name: 'R+1', revision: 'D' });
const sheets = [a, b, c, other];

describe('current and superseded indices', () => {
  it('a sheet another names as its previous indice is superseded; the others are current', () => {
    expect([...supersededSheetIds(sheets)].sort()).toEqual(['a', 'b']);
    expect(isSuperseded(a, sheets)).toBe(true);
    expect(isSuperseded(c, sheets)).toBe(false);
    expect(currentSheets(sheets).map((s) => s.id)).toEqual(['c', 'other']);
    expect(currentIndiceOf('a', sheets)?.id).toBe('c');
    expect(currentIndiceOf('other', sheets)?.id).toBe('other');
  });

  it('rows written before comparison (no previousSheetId) are all current', () => {
    const old = [sheet({ id: 'x' }), sheet({ id: 'y' })];
    expect(currentSheets(old)).toEqual(old);
    expect(countsSheet(old)('x')).toBe(true);
  });

  it('counts the sheets not replaced by a carried-over indice, or exactly the sheets asked for', () => {
    // Imported, not carried over: every indice still counts (nothing drops at an import).
    expect(['a', 'b', 'c', 'other'].filter(countsSheet(sheets))).toEqual(['a', 'b', 'c', 'other']);
    const aligned = { matrix: [1, 0, 0, 1, 0, 0] as const, method: 'auto' as const, confidence: 1, residual: 0 };
    const carried = [a, { ...b, alignment: aligned }, { ...c, alignment: aligned }, other];
    expect([...replacedSheetIds(carried)].sort()).toEqual(['a', 'b']);
    const counts = countsSheet(carried);
    expect(['a', 'b', 'c', 'other'].filter(counts)).toEqual(['c', 'other']);
    expect(['a', 'b', 'c'].filter(countsSheet(sheets, new Set(['a'])))).toEqual(['a']);
  });
});

describe('indiceHistory', () => {
  it('lists the chain newest first, with the confirmed indice, else the revision, else by order', () => {
    expect(indiceHistory('c', sheets).map((e) => [e.sheet.id, e.letter])).toEqual([
      ['c', 'C'],
      ['b', 'B'],
      ['a', 'A'],
    ]);
    expect(indiceHistory('other', sheets).map((e) => e.letter)).toEqual(['D']);
    const printed = [sheet({ id: 'p', revision: 'c' }), sheet({ id: 'q', previousSheetId: 'p' })];
    expect(indiceHistory('q', printed).map((e) => e.letter)).toEqual(['D', 'C']);
  });

  it('stops at a loop or a missing sheet', () => {
    const loop = [sheet({ id: 'x', previousSheetId: 'y' }), sheet({ id: 'y', previousSheetId: 'x' })];
    expect(indiceHistory('x', loop).map((e) => e.sheet.id)).toEqual(['x', 'y']);
    expect(indiceHistory('z', [sheet({ id: 'z', previousSheetId: 'gone' })]).map((e) => e.sheet.id)).toEqual(['z']);
    expect(indiceHistory('nothing', sheets)).toEqual([]);
  });
});

describe('indiceLetterAfter', () => {
  it('counts like spreadsheet columns; a printed revision wins', () => {
    expect(indiceLetterAfter('A')).toBe('B');
    expect(indiceLetterAfter('b')).toBe('C');
    expect(indiceLetterAfter('Z')).toBe('AA');
    expect(indiceLetterAfter('AZ')).toBe('BA');
    expect(indiceLetterAfter('ZZ')).toBe('AAA');
    expect(indiceLetterAfter(null)).toBe('A');
    expect(indiceLetterAfter('2')).toBe('3');
    expect(indiceLetterAfter('B1')).toBe('B2');
    expect(indiceLetterAfter('A', ' e ')).toBe('E');
  });
});
