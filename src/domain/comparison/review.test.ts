import { describe, expect, it } from 'vitest';
import { measurement, sheet } from '../takeoff/testing/fixtures';
import { carryReviewOf, measurementsByRegion } from './review';
import type { ChangeRegion } from './types';

const region = (id: string): ChangeRegion => ({
  id,
  box: { x: 0, y: 0, width: 10, height: 10 },
  kind: 'modified',
  added: 1,
  removed: 1,
  status: 'toCheck',
});
const b = sheet({ id: 'b', previousSheetId: 'a', changes: [region('r1'), region('r2')] });
const carried = (id: string, review: 'toCheck' | 'accepted' | 'edited', regionIds: string[]) =>
  measurement('length', { id, sheetId: 'b', carried: { measurementId: `${id}-a`, sheetId: 'a', review, regionIds } });
const rows = [
  carried('wall', 'toCheck', ['r2']),
  carried('pipe', 'edited', ['r1', 'r2']),
  carried('quiet', 'accepted', []),
  measurement('length', { id: 'new', sheetId: 'b' }),
  measurement('length', { id: 'old', sheetId: 'a' }),
];

describe('the carry-over review', () => {
  it('lists the measurements a change touched with the changes’ numbers, and counts the silent ones', () => {
    const data = carryReviewOf(b, rows);
    expect(data.flagged.map((f) => [f.measurement.id, f.review, f.regionNumbers])).toEqual([
      ['wall', 'toCheck', [2]],
      ['pipe', 'edited', [1, 2]],
    ]);
    expect(data.silentCount).toBe(1);
    expect(data.toCheckCount).toBe(1);
  });

  it('gives each change the measurements it touches', () => {
    const byRegion = measurementsByRegion(b, rows);
    expect([...byRegion].map(([id, ms]) => [id, ms.map((m) => m.id)])).toEqual([
      ['r1', ['pipe']],
      ['r2', ['wall', 'pipe']],
    ]);
  });
});
