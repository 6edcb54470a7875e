import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { measurement, sheet } from '../takeoff/testing/fixtures';
import { DOCUMENT_MAPS } from './contract';
import { applyRowChanges, changedRows, deleteRow, readDocument, readRow, writeDocument, writeRow } from './document';
import { exchange, sampleProjectData } from './testing/fixtures';

/** A document seeded with the sample, and a second device that received it. */
function twoDevices() {
  const a = new Y.Doc();
  writeDocument(a, sampleProjectData(), 'seed');
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  return { a, b };
}

describe('the project as a document', () => {
  it('has rows in every map of the contract in its sample (so the round trip below covers each table)', () => {
    const data = sampleProjectData();
    for (const map of DOCUMENT_MAPS) expect(data[map].length, map).toBeGreaterThan(0);
  });

  it('gives every table’s rows back as they were, through an encoded update to another device', () => {
    const { b } = twoDevices();
    const data = sampleProjectData();
    const back = readDocument(b);
    for (const map of DOCUMENT_MAPS) {
      expect(back[map], map).toEqual([...data[map]].sort((x, y) => x.id.localeCompare(y.id)));
    }
    // Negative zero and absent fields survive as they were (rows compare bit for bit in the journal).
    const wall = readRow(b, 'measurements', 'm-2');
    expect(Object.is((wall as { labelOffset: { x: number } }).labelOffset.x, -0)).toBe(true);
    expect(readRow(b, 'measurements', 'm-1')).not.toHaveProperty('symbol');
  });

  it('keeps one row map per row, of JSON fields', () => {
    const { a } = twoDevices();
    const fields = a.getMap<Y.Map<unknown>>('measurements').get('m-1');
    expect(fields).toBeInstanceOf(Y.Map);
    expect(fields?.get('localisation')).toEqual({ level: 'R+1', zone: 'Ch. 144' });
  });
});

describe('field-level writes', () => {
  it('sets only the fields that changed: rewriting a row as it is writes nothing', () => {
    const { a } = twoDevices();
    let updates = 0;
    a.on('update', () => (updates += 1));
    writeRow(a, 'measurements', measurementOf(a, 'm-1'));
    expect(updates).toBe(0);
    writeRow(a, 'measurements', { ...measurementOf(a, 'm-1'), label: 'Prises R+1' });
    expect(updates).toBe(1);
  });

  it('merges two people’s changes of two fields of one row', () => {
    const { a, b } = twoDevices();
    writeRow(a, 'measurements', { ...measurementOf(a, 'm-1'), label: 'Prises R+1' });
    writeRow(b, 'measurements', { ...measurementOf(b, 'm-1'), color: 'red' });
    exchange(a, b);
    for (const doc of [a, b]) {
      expect(readRow(doc, 'measurements', 'm-1')).toMatchObject({ label: 'Prises R+1', color: 'red' });
    }
  });

  it('writes from `before` only what the person changed: a colleague’s newer field is not put back', () => {
    const { a, b } = twoDevices();
    const seen = measurementOf(a, 'm-1');
    writeRow(b, 'measurements', { ...seen, label: 'Prises R+1' });
    exchange(a, b);
    // A still holds the row it read before B's change, and changes its colour.
    applyRowChanges(a, [{ map: 'measurements', id: 'm-1', before: seen, after: { ...seen, color: 'green' } }], 'A');
    exchange(a, b);
    expect(readRow(b, 'measurements', 'm-1')).toMatchObject({ label: 'Prises R+1', color: 'green' });
  });

  it('removes a field the row no longer has', () => {
    const { a, b } = twoDevices();
    const { localisation: _localisation, ...rest } = measurementOf(a, 'm-1');
    applyRowChanges(a, [{ map: 'measurements', id: 'm-1', before: measurementOf(a, 'm-1'), after: rest }], 'A');
    exchange(a, b);
    expect(readRow(b, 'measurements', 'm-1')).not.toHaveProperty('localisation');
  });

  it('deletes rows, and a deletion stands against a colleague’s concurrent change (reported as dropped)', () => {
    const { a, b } = twoDevices();
    const seen = measurementOf(b, 'm-2');
    deleteRow(a, 'measurements', 'm-2');
    writeRow(b, 'measurements', { ...seen, label: 'Voiles R+1' });
    exchange(a, b);
    expect(readRow(a, 'measurements', 'm-2')).toBeNull();
    expect(readRow(b, 'measurements', 'm-2')).toBeNull();
    const report = applyRowChanges(
      b,
      [{ map: 'measurements', id: 'm-2', before: seen, after: { ...seen, color: 'red' } }],
      'B',
    );
    expect(report.dropped).toEqual([{ map: 'measurements', id: 'm-2' }]);
    expect(readRow(b, 'measurements', 'm-2')).toBeNull();
  });

  it('creates a row from a change with no `before`', () => {
    const { a, b } = twoDevices();
    const row = measurement('length', { id: 'm-3', label: 'Plinthes' });
    applyRowChanges(a, [{ map: 'measurements', id: 'm-3', before: null, after: row }], 'A');
    exchange(a, b);
    expect(readRow(b, 'measurements', 'm-3')).toEqual(row);
  });

  it('names the rows a received update changed, added and deleted', () => {
    const { a, b } = twoDevices();
    writeRow(a, 'measurements', { ...measurementOf(a, 'm-1'), label: 'x' });
    deleteRow(a, 'variables', 'var-1');
    writeRow(a, 'sheets', sheet({ id: 'sheet-2' }));
    let changed: Map<string, Set<string>> = new Map();
    b.on('afterTransaction', (tr: Y.Transaction) => (changed = changedRows(b, tr)));
    exchange(a, b);
    expect(Object.fromEntries([...changed].map(([k, v]) => [k, [...v].sort()]))).toEqual({
      measurements: ['m-1'],
      variables: ['var-1'],
      sheets: ['sheet-2'],
    });
  });
});

function measurementOf(doc: Y.Doc, id: string) {
  const row = readRow(doc, 'measurements', id);
  if (!row) throw new Error(`no measurement ${id}`);
  return row;
}
