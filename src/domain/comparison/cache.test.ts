import { describe, expect, it } from 'vitest';
import {
  CACHE_FORMAT,
  comparisonKey,
  comparisonRecordId,
  isCachedComparison,
  recordsToEvict,
  type ComparisonKeyInput,
} from './cache';

const colours = {
  unchanged: [90, 90, 90],
  removed: { redGreen: [200, 0, 0], orangeBlue: [230, 120, 0] },
  added: { redGreen: [0, 150, 0], orangeBlue: [0, 90, 200] },
};
const base: ComparisonKeyInput = {
  previous: { fileId: 'file-a', pageIndex: 0 },
  current: { fileId: 'file-b', pageIndex: 0 },
  alignment: null,
  colours,
};
const key = (patch: Partial<ComparisonKeyInput> = {}) => comparisonKey({ ...base, ...patch });

describe('comparisonKey', () => {
  it('is the same for the same comparison, whatever the order of its fields or of the hidden layers', () => {
    const reordered = {
      unchanged: colours.unchanged,
      added: { orangeBlue: colours.added.orangeBlue, redGreen: colours.added.redGreen },
      removed: colours.removed,
    };
    expect(key({ colours: reordered })).toBe(key());
    expect(
      key({
        previous: { fileId: 'file-a', pageIndex: 0, hiddenLayerIds: ['2', '1'] },
      }),
    ).toBe(key({ previous: { fileId: 'file-a', pageIndex: 0, hiddenLayerIds: ['1', '2'] } }));
    // No layer hidden is the same as an empty list.
    expect(key({ previous: { fileId: 'file-a', pageIndex: 0, hiddenLayerIds: [] } })).toBe(key());
    expect(key()).toContain(`"format":${CACHE_FORMAT}`);
  });

  it('changes with a manual alignment, another hidden-layer set, another file or page, other colours', () => {
    const keys = [
      key(),
      key({ alignment: [1, 0, 0, 1, 0.37, -0.21] }),
      key({ alignment: [1, 0, 0, 1, 0.37, -0.2] }),
      key({ previous: { fileId: 'file-a', pageIndex: 0, hiddenLayerIds: ['cotes'] } }),
      key({ current: { fileId: 'file-b', pageIndex: 0, hiddenLayerIds: ['cotes'] } }),
      key({ current: { fileId: 'file-c', pageIndex: 0 } }),
      key({ previous: { fileId: 'file-a', pageIndex: 1 } }),
      // The same files the other way round is another comparison.
      key({ previous: base.current, current: base.previous }),
      key({ colours: { ...colours, unchanged: [0, 0, 0] } }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys.map(comparisonRecordId)).size).toBe(keys.length);
  });

  it('names its record by a short digest, the same each time', () => {
    expect(comparisonRecordId(key())).toBe(comparisonRecordId(key()));
    expect(comparisonRecordId(key())).toMatch(/^cmp-[0-9a-f]{16}$/);
  });
});

describe('isCachedComparison', () => {
  const isString = (v: unknown): v is string => typeof v === 'string';
  const record = {
    id: comparisonRecordId(key()),
    key: key(),
    pair: 'a>b',
    sheetIds: ['a', 'b'],
    fileIds: ['file-a', 'file-b'],
    usedAt: '2026-11-30T10:00:00.000Z',
    alignment: { matrix: [1, 0, 0, 1, 0.37, -0.21], method: 'auto', confidence: 0.98, residual: 0.06 },
    regions: [{ box: { x: 1, y: 2, width: 3, height: 4 }, kind: 'added', added: 12, removed: 0 }],
    pictures: { scale: 0.6, width: 10, height: 8, old: 'o', new: 'n', redGreen: 'r', orangeBlue: 'b' },
  };

  it('takes a whole record of its key', () => {
    expect(isCachedComparison(record, key(), isString)).toBe(true);
  });

  it('refuses another key, a cut record, a bad matrix, a region without its box, a missing picture', () => {
    expect(isCachedComparison(record, key({ alignment: [1, 0, 0, 1, 0, 0] }), isString)).toBe(false);
    expect(isCachedComparison(null, key(), isString)).toBe(false);
    expect(isCachedComparison({ key: key() }, key(), isString)).toBe(false);
    const broken = [
      { ...record, alignment: { ...record.alignment, matrix: [1, 0, 0, 1, 0] } },
      { ...record, alignment: { ...record.alignment, matrix: [1, 0, 0, 1, 0, Number.NaN] } },
      { ...record, regions: [{ kind: 'added' }] },
      { ...record, regions: 'none' },
      { ...record, pictures: { ...record.pictures, overlay: undefined, redGreen: 42 } },
      { ...record, pictures: { ...record.pictures, width: '10' } },
    ];
    for (const row of broken) expect(isCachedComparison(row, key(), isString)).toBe(false);
  });
});

describe('recordsToEvict', () => {
  const at = (minute: number) => `2026-11-30T10:${String(minute).padStart(2, '0')}:00.000Z`;

  it('keeps the most recently used few of each pair, and the one just written whatever its time', () => {
    const rows = [
      { id: 'a1', pair: 'a', usedAt: at(1) },
      { id: 'a2', pair: 'a', usedAt: at(2) },
      { id: 'a3', pair: 'a', usedAt: at(3) },
      { id: 'a4', pair: 'a', usedAt: at(4) },
      { id: 'b1', pair: 'b', usedAt: at(0) },
    ];
    expect(recordsToEvict(rows, 'a4', { perPair: 3 }).sort()).toEqual(['a1']);
    expect(recordsToEvict(rows, 'a1', { perPair: 3 }).sort()).toEqual(['a2']);
    expect(recordsToEvict(rows, 'b1', { perPair: 2 }).sort()).toEqual(['a1', 'a2']);
  });

  it('keeps at most so many in all, the least recently used going first', () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({ id: `r${i}`, pair: `p${i}`, usedAt: at(i) }));
    expect(recordsToEvict(rows, 'r0', { inAll: 3 }).sort()).toEqual(['r1', 'r2', 'r3']);
    expect(recordsToEvict(rows.slice(0, 3), 'r0', { inAll: 3 })).toEqual([]);
  });
});
