import { describe, expect, it } from 'vitest';
import { createMeasurement, leavesRowsAs, emptyState, applyChanges } from '../../domain/takeoff/commands';
import { keepUnwritten, readUnwritten, unwrittenKey, type UnwrittenStorage } from './unwritten';
import { memoryStorage } from '../testing/memoryStorage';

const CTX = { now: '2026-11-30T11:00:00.000Z', newId: () => 'm-1' };
const count = (x: number, y: number) =>
  createMeasurement(
    { kind: 'count', projectId: 'p-1', sheetId: 's-1', label: 'Portes', color: 'red', points: [{ x, y }] },
    CTX,
  );

describe('the steps a page left unwritten', () => {
  it('come back bit for bit: -0, NaN and the infinities that JSON would lose', () => {
    const storage = memoryStorage();
    // Coordinates are finite (the model refuses others), but a row kept bit for bit carries any number.
    const made = count(-0, 2);
    const change = made.changes[0];
    if (!change?.after) throw new Error('fixture');
    const command = {
      ...made,
      changes: [{ ...change, after: { ...change.after, extra: [Number.NaN, Infinity, -Infinity] } }],
    };
    expect(keepUnwritten(storage, unwrittenKey('p-1', 'a'), [command as typeof made])).toBe(true);
    const [entry] = readUnwritten(storage, 'p-1');
    const after = entry?.commands[0]?.changes[0]?.after as unknown as { points: { x: number }[]; extra: number[] };
    expect(Object.is(after.points[0]?.x, -0)).toBe(true);
    expect(after.extra).toEqual([Number.NaN, Infinity, -Infinity]);
    // What the journal's conflict check compares: the row as it was made.
    expect(
      leavesRowsAs(applyChanges(emptyState(), command.changes as typeof made.changes), entry?.commands[0] ?? made),
    ).toBe(true);
  });

  it('are kept per page and per project; an empty list removes the page’s entry', () => {
    const storage = memoryStorage();
    keepUnwritten(storage, unwrittenKey('p-1', 'a'), [count(1, 1)]);
    keepUnwritten(storage, unwrittenKey('p-1', 'b'), [count(2, 2), count(3, 3)]);
    keepUnwritten(storage, unwrittenKey('p-2', 'a'), [count(4, 4)]);
    expect(readUnwritten(storage, 'p-1').map((e) => e.commands.length)).toEqual([1, 2]);
    keepUnwritten(storage, unwrittenKey('p-1', 'a'), []);
    expect(readUnwritten(storage, 'p-1').map((e) => e.key)).toEqual([unwrittenKey('p-1', 'b')]);
    expect(readUnwritten(storage, 'p-2')).toHaveLength(1);
  });

  it('drop an entry that is not theirs: unreadable, another format, a change of an unknown table', () => {
    const storage = memoryStorage();
    const good = JSON.stringify({ format: 1, commands: [count(1, 1)] });
    storage.setItem(unwrittenKey('p-1', 'ok'), good);
    storage.setItem(unwrittenKey('p-1', 'broken'), '{"format":1,');
    storage.setItem(unwrittenKey('p-1', 'format'), JSON.stringify({ format: 2, commands: [] }));
    storage.setItem(
      unwrittenKey('p-1', 'table'),
      JSON.stringify({
        format: 1,
        commands: [
          { type: 'createMeasurement', changes: [{ table: 'users', id: 'x', before: null, after: { id: 'x' } }] },
        ],
      }),
    );
    storage.setItem(
      unwrittenKey('p-1', 'type'),
      JSON.stringify({ format: 1, commands: [{ type: 'dropDatabase', changes: [] }] }),
    );
    expect(readUnwritten(storage, 'p-1').map((e) => e.key)).toEqual([unwrittenKey('p-1', 'ok')]);
    expect([...storage.items.keys()]).toEqual([unwrittenKey('p-1', 'ok')]);
  });

  it('say so when storage refuses them (full, or forbidden), and read as none without storage', () => {
    const full: UnwrittenStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(keepUnwritten(full, unwrittenKey('p-1', 'a'), [count(1, 1)])).toBe(false);
    expect(keepUnwritten(null, unwrittenKey('p-1', 'a'), [count(1, 1)])).toBe(false);
    expect(readUnwritten(null, 'p-1')).toEqual([]);
  });
});

describe('leavesRowsAs', () => {
  it('is true when every row is as the command’s last change left it, false otherwise', () => {
    const command = count(1, 1);
    expect(leavesRowsAs(emptyState(), command)).toBe(false);
    const after = applyChanges(emptyState(), command.changes);
    expect(leavesRowsAs(after, command)).toBe(true);
  });
});
