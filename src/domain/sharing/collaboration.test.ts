import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { measurement } from '../takeoff/testing/fixtures';
import type { Measurement } from '../takeoff/types';
import { ConflictWatch, type FieldConflict } from './conflicts';
import { readDocument, readRow, writeDocument, writeRow } from './document';
import { PersonOrigin, PersonUndo } from './undo';
import { exchange, sampleProjectData } from './testing/fixtures';

const seed = new PersonOrigin('camille', 'seed');

function twoPeople() {
  const a = new Y.Doc();
  writeDocument(a, sampleProjectData(), seed);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  const camille = new PersonOrigin('camille');
  const dominique = new PersonOrigin('dominique');
  return { a, b, camille, dominique };
}

const row = (doc: Y.Doc, id: string) => readRow(doc, 'measurements', id) as Measurement;

/** A person's step: a row's fields changed, with its journal entry, in one transaction of their origin. */
function edit(undo: PersonUndo, doc: Y.Doc, id: string, patch: Partial<Measurement>, entryId: string) {
  undo.step(() => {
    const before = row(doc, id);
    const after = { ...before, ...patch } as Measurement;
    writeRow(doc, 'measurements', after, before);
    writeRow(doc, 'journal', {
      id: entryId,
      projectId: 'project-1',
      scope: 'project:project-1',
      seq: 10,
      at: '2026-03-02T09:00:00.000Z',
      by: undo.origin.personId,
      type: 'updateMeasurement',
      changes: [{ table: 'measurements', id, before, after }],
    });
  }, [entryId]);
}

describe('conflicts on the same field', () => {
  it('are reported to both people, with what each wrote, what was kept and who the colleague was', () => {
    const { a, b, camille, dominique } = twoPeople();
    const watchA = new ConflictWatch(a, (origin) => origin === camille);
    const watchB = new ConflictWatch(b, (origin) => origin === dominique);
    const seenA: FieldConflict[] = [];
    const seenB: FieldConflict[] = [];
    watchA.onConflicts((c) => seenA.push(...c));
    watchB.onConflicts((c) => seenB.push(...c));
    edit(new PersonUndo(a, camille), a, 'm-1', { label: 'Prises (Camille)' }, 'e-a');
    edit(new PersonUndo(b, dominique), b, 'm-1', { label: 'Prises (Dominique)', color: 'red' }, 'e-b');
    exchange(a, b);

    const kept = row(a, 'm-1').label;
    expect(row(b, 'm-1').label).toBe(kept);
    expect(seenA).toEqual([
      {
        map: 'measurements',
        id: 'm-1',
        field: 'label',
        mine: 'Prises (Camille)',
        current: kept,
        theirs: 'Prises (Dominique)',
        kept: kept === 'Prises (Camille)' ? 'mine' : 'theirs',
        by: 'dominique',
        at: '2026-03-02T09:00:00.000Z',
      },
    ]);
    expect(seenB).toEqual([
      {
        map: 'measurements',
        id: 'm-1',
        field: 'label',
        mine: 'Prises (Dominique)',
        current: kept,
        theirs: 'Prises (Camille)',
        kept: kept === 'Prises (Dominique)' ? 'mine' : 'theirs',
        by: 'camille',
        at: '2026-03-02T09:00:00.000Z',
      },
    ]);
    // The colour only Dominique changed is no conflict.
    expect(row(a, 'm-1').color).toBe('red');
  });

  it('are not reported for two different fields, nor for a field written before the last sync', () => {
    const { a, b, camille, dominique } = twoPeople();
    const watchA = new ConflictWatch(a, (origin) => origin === camille);
    const seen: FieldConflict[] = [];
    watchA.onConflicts((c) => seen.push(...c));
    edit(new PersonUndo(a, camille), a, 'm-1', { label: 'Prises R+1' }, 'e-a');
    edit(new PersonUndo(b, dominique), b, 'm-1', { color: 'green' }, 'e-b');
    exchange(a, b);
    expect(seen).toEqual([]);

    watchA.markSynced();
    edit(new PersonUndo(b, dominique), b, 'm-1', { label: 'Prises R+2' }, 'e-c');
    exchange(a, b);
    expect(seen).toEqual([]);
    expect(watchA.pendingCount).toBe(0);
  });

  it('reports a row the person changed and a colleague deleted', () => {
    const { a, b, camille } = twoPeople();
    const watchA = new ConflictWatch(a, (origin) => origin === camille);
    const seen: FieldConflict[] = [];
    watchA.onConflicts((c) => seen.push(...c));
    edit(new PersonUndo(a, camille), a, 'm-2', { label: 'Voiles R+1' }, 'e-a');
    b.getMap('measurements').delete('m-2');
    exchange(a, b);
    expect(seen).toMatchObject([{ map: 'measurements', id: 'm-2', field: null, kept: 'deleted' }]);
  });
});

describe('per-person undo', () => {
  it('takes back only the person’s own step, never a colleague’s, and marks its journal entry', () => {
    const { a, b, camille, dominique } = twoPeople();
    const undoA = new PersonUndo(a, camille, () => '2026-03-02T10:00:00.000Z');
    const undoB = new PersonUndo(b, dominique);
    edit(undoA, a, 'm-1', { color: 'green' }, 'e-a');
    exchange(a, b);
    edit(undoB, b, 'm-1', { label: 'Prises (Dominique)' }, 'e-b');
    exchange(a, b);
    // Camille's undo stack holds her one step; Dominique's change reached her document but not her history.
    expect(undoA.manager.undoStack).toHaveLength(1);

    expect(undoA.undo()).toEqual(['e-a']);
    exchange(a, b);
    for (const doc of [a, b]) {
      expect(row(doc, 'm-1')).toMatchObject({ color: 'blue', label: 'Prises (Dominique)' });
      expect(readRow(doc, 'journal', 'e-a')?.undoneAt).toBe('2026-03-02T10:00:00.000Z');
      expect(readRow(doc, 'journal', 'e-b')?.undoneAt).toBeUndefined();
    }
    expect(undoA.canUndo).toBe(false);

    undoB.undo();
    exchange(a, b);
    expect(row(a, 'm-1')).toMatchObject({ color: 'blue', label: 'Prises RDC' });

    expect(undoA.redo()).toEqual(['e-a']);
    exchange(a, b);
    expect(row(b, 'm-1')).toMatchObject({ color: 'green', label: 'Prises RDC' });
    expect(readRow(b, 'journal', 'e-a')).not.toHaveProperty('undoneAt');
  });

  it('takes back a creation as one step, and the seed is no one’s step', () => {
    const { a, camille } = twoPeople();
    const undoA = new PersonUndo(a, camille);
    expect(undoA.canUndo).toBe(false);
    undoA.step(() => writeRow(a, 'measurements', measurement('area', { id: 'm-9' })));
    expect(row(a, 'm-9')).not.toBeNull();
    undoA.undo();
    expect(readRow(a, 'measurements', 'm-9')).toBeNull();
    undoA.redo();
    expect(row(a, 'm-9').kind).toBe('area');
  });
});

describe('offline', () => {
  it('merges 100 + 100 edits made apart with nothing lost', () => {
    const { a, b, camille, dominique } = twoPeople();
    const undoA = new PersonUndo(a, camille);
    const undoB = new PersonUndo(b, dominique);
    for (let i = 0; i < 100; i++) {
      // Camille adds measurements and relabels m-1; Dominique adds others and moves m-2's label.
      undoA.step(() => writeRow(a, 'measurements', measurement('count', { id: `a-${i}`, label: `A ${i}` })));
      undoB.step(() => {
        if (i % 2 === 0) writeRow(b, 'measurements', measurement('length', { id: `b-${i}`, label: `B ${i}` }));
        else writeRow(b, 'measurements', { ...row(b, 'm-2'), labelOffset: { x: i, y: i } });
      });
    }
    const before = { a: readDocument(a).measurements.length, b: readDocument(b).measurements.length };
    exchange(a, b);
    expect(readDocument(a)).toEqual(readDocument(b));
    const ids = new Set(readDocument(a).measurements.map((m) => m.id));
    for (let i = 0; i < 100; i++) expect(ids.has(`a-${i}`), `a-${i}`).toBe(true);
    for (let i = 0; i < 100; i += 2) expect(ids.has(`b-${i}`), `b-${i}`).toBe(true);
    expect(ids.size).toBe(before.a + before.b - 2);
    expect(row(a, 'm-2').labelOffset).toEqual({ x: 99, y: 99 });
  });
});
