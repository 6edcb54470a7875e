import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { readRow } from '../../domain/sharing/document';
import { exchange } from '../../domain/sharing/testing/fixtures';
import { updateMeasurement } from '../../domain/takeoff/commands';
import type { Measurement } from '../../domain/takeoff/types';
import type { MetrDatabase } from '../schema';
import { closeTestDatabases, deterministic, fillWorkspace, testDatabase } from '../testing/database';
import { journalRepository } from '../workspace/journal';
import { projectScope } from '../workspace/scopes';
import { loadProjectState } from '../workspace/sheets';
import type { UnwrittenStorage } from '../workspace/unwrittenKeys';
import { memoryStorage } from '../testing/memoryStorage';
import { SharedProjectBridge, seedDocument } from './bridge';
import {
  STORE_ALL_PAST,
  emptyUnbridged,
  forgetUnbridged,
  leftUnbridged,
  mergeChange,
  parseUnbridged,
  projectsWithLeftWrites,
  unbridgedKey,
  writeUnbridged,
} from './unbridged';
import { hasLeftWrites } from './unsentKey';

afterEach(closeTestDatabases);

const ctx = { now: '2026-03-02T09:00:00.000Z', newId: () => 'unused' };

describe('the rows on their way, as kept', () => {
  it('merges a row’s writes: fields joined, a deletion or a creation last wins, a creation changed stays one', () => {
    expect(mergeChange(['label'], ['color'])).toEqual(['label', 'color']);
    expect(mergeChange('+', ['label'])).toBe('+');
    expect(mergeChange(['label'], '-')).toBe('-');
    expect(mergeChange('-', '+')).toBe('+');
  });

  it('reads back what it wrote, and nothing of another format or of maps it does not know', () => {
    const storage = memoryStorage();
    const marks = emptyUnbridged();
    marks.store.set('measurements', new Set(['m-1']));
    marks.send.set('sheets', new Map([['s-1', ['name'] as const]]));
    writeUnbridged(storage, unbridgedKey('p', 'page-1'), marks);
    expect(parseUnbridged(storage.getItem(unbridgedKey('p', 'page-1')))).toEqual(marks);
    expect(parseUnbridged('{"v":2,"store":{"measurements":["m"]}}')).toEqual(emptyUnbridged());
    expect(parseUnbridged('{"v":1,"store":{"secrets":["m"]},"send":{"sheets":{"s":"x"}}}').store.size).toBe(0);
    expect(parseUnbridged('not json')).toEqual(emptyUnbridged());
    writeUnbridged(storage, unbridgedKey('p', 'page-1'), emptyUnbridged());
    expect(storage.items.size).toBe(0);
  });

  it('names the projects where a closed page left this account’s writes, for the background sending', () => {
    const storage = memoryStorage();
    const entry = (person: string, send: boolean, store = false) => {
      const marks = { ...emptyUnbridged(), person };
      if (send) marks.send.set('measurements', new Map([['m-1', ['label'] as const]]));
      if (store) marks.store.set('measurements', new Set(['m-2']));
      return marks;
    };
    writeUnbridged(storage, unbridgedKey('p-left', 'closed-page'), entry('camille', true));
    writeUnbridged(storage, unbridgedKey('p-open', 'open-page'), entry('camille', true));
    writeUnbridged(storage, unbridgedKey('p-other', 'closed-page-2'), entry('dominique', true));
    writeUnbridged(storage, unbridgedKey('p-received', 'closed-page-3'), entry('camille', false, true));
    storage.setItem('metr.unwritten:p-steps:page', '[]');
    expect(projectsWithLeftWrites(storage, new Set(['open-page']), 'camille')).toEqual(['p-left']);
    expect(projectsWithLeftWrites(storage, new Set(), 'dominique')).toEqual(['p-other']);
    expect(projectsWithLeftWrites(null, new Set(), 'camille')).toEqual([]);

    // The first load's check, without parsing: rows received only are not a write to send.
    vi.stubGlobal('localStorage', storage);
    try {
      expect(hasLeftWrites()).toBe(true);
      for (const project of ['p-left', 'p-open', 'p-other']) forgetUnbridged(storage, project);
      expect(storage.items.size).toBe(2);
      expect(hasLeftWrites()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says « every row » past a project’s worth of received rows instead of naming them', () => {
    const storage = memoryStorage();
    const marks = emptyUnbridged();
    marks.store.set('measurements', new Set(Array.from({ length: STORE_ALL_PAST + 1 }, (_, i) => `m-${i}`)));
    writeUnbridged(storage, 'k', marks);
    expect((storage.getItem('k') ?? '').length).toBeLessThan(100);
    expect(parseUnbridged(storage.getItem('k'))).toMatchObject({ storeAll: true, store: new Map() });
  });

  it('leaves an open page’s entry and other projects’ alone', () => {
    const storage = memoryStorage();
    const marks = emptyUnbridged();
    marks.store.set('measurements', new Set(['m-1']));
    for (const key of [unbridgedKey('p', 'gone'), unbridgedKey('p', 'open'), unbridgedKey('q', 'gone')]) {
      writeUnbridged(storage, key, marks);
    }
    const left = leftUnbridged(storage, 'p', (instance) => instance === 'open', 'camille');
    expect(left.keys).toEqual([unbridgedKey('p', 'gone')]);
    expect([...(left.marks.store.get('measurements') ?? [])]).toEqual(['m-1']);
  });

  it('forgets every entry of a project whose document is forgotten, another account’s too, and no other project’s', () => {
    const storage = memoryStorage();
    const marks = { ...emptyUnbridged(), person: 'claire' };
    marks.send.set('measurements', new Map([['m-1', '-' as const]]));
    for (const key of [unbridgedKey('p', 'a'), unbridgedKey('p', 'b'), unbridgedKey('q', 'a')]) {
      writeUnbridged(storage, key, marks);
    }
    forgetUnbridged(storage, 'p');
    expect([...storage.items.keys()]).toEqual([unbridgedKey('q', 'a')]);
  });

  it('leaves another account’s writes for it (two accounts on one browser), and takes only what it received', () => {
    const storage = memoryStorage();
    const claire = { ...emptyUnbridged(), person: 'claire' };
    claire.send.set('measurements', new Map([['m-1', ['label'] as const]]));
    const received = { ...emptyUnbridged(), person: 'claire' };
    received.store.set('measurements', new Set(['m-2']));
    writeUnbridged(storage, unbridgedKey('p', 'claire-page'), claire);
    writeUnbridged(storage, unbridgedKey('p', 'claire-other-page'), received);
    expect(leftUnbridged(storage, 'p', () => false, 'jean').keys).toEqual([unbridgedKey('p', 'claire-other-page')]);
    expect(leftUnbridged(storage, 'p', () => false, 'claire').keys).toHaveLength(2);
  });
});

/** Two browsers sharing a project; Dominique's page marks its rows on their way in `storage`. */
async function shared(storage: UnwrittenStorage) {
  const dbA = testDatabase({ name: 'camille' });
  const dbB = testDatabase({ name: 'dominique' });
  const { project } = await fillWorkspace(dbA);
  const docA = new Y.Doc();
  await seedDocument(dbA, docA, project.id, 'camille');
  const camille = new SharedProjectBridge(dbA, docA, { projectId: project.id, personId: 'camille' });
  const page = (doc: Y.Doc, instance: string) =>
    new SharedProjectBridge(dbB, doc, {
      projectId: project.id,
      personId: 'dominique',
      marks: { storage, instance, documentStored: () => Promise.resolve(true), openBridges: async () => new Set() },
    });
  const docB = new Y.Doc();
  const dominique = page(docB, 'page-1');
  exchange(docA, docB);
  await dominique.settled();
  const [m1, m2] = (await dbA.measurements.toArray()).sort((a, b) => a.id.localeCompare(b.id));
  if (!m1 || !m2) throw new Error('the workspace has two measurements');
  return { dbA, dbB, docA, docB, camille, dominique, page, projectId: project.id, m1, m2 };
}

/** Stops the next Dexie transaction of `db` where it is, as a page left at that moment does. */
function leaveDuringNextTransaction(db: MetrDatabase): void {
  const real = db.transaction.bind(db);
  let stopped = false;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Dexie's transaction() is a set of overloads.
  (db as any).transaction = (...args: unknown[]) => {
    if (stopped) return (real as (...a: unknown[]) => unknown)(...args);
    stopped = true;
    return new Promise(() => {});
  };
}

/** A copy of a page's document as y-indexeddb kept it (the next page loads it from there). */
function keptCopy(doc: Y.Doc): Y.Doc {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}

const measurementIn = async (db: MetrDatabase, id: string) => (await db.measurements.get(id)) as Measurement;

describe('a page left between the document and the local database', () => {
  it('shows a colleague’s change its document received but its database had not, when the project opens again', async () => {
    const storage = memoryStorage();
    const { dbA, dbB, docA, docB, camille, dominique, page, projectId, m1 } = await shared(storage);
    leaveDuringNextTransaction(dbB);
    await journalRepository(dbA, deterministic('a')).commit(
      updateMeasurement(await loadProjectState(dbA, projectId), m1.id, { color: 'green' }, ctx),
      { scope: projectScope(projectId), by: 'camille' },
    );
    await camille.settled();
    exchange(docA, docB);
    // The page is left: its bridge goes with it, the received change in its document only.
    dominique.close();
    expect((await measurementIn(dbB, m1.id)).color).not.toBe('green');
    expect(storage.items.size).toBe(1);

    const again = page(keptCopy(docB), 'page-2');
    await again.settled();
    expect((await measurementIn(dbB, m1.id)).color).toBe('green');
    expect(storage.items.size).toBe(0);
  });

  it('compares every row when the page had too many on their way to name them', async () => {
    const storage = memoryStorage();
    const { dbA, dbB, docA, docB, camille, dominique, page, projectId, m1 } = await shared(storage);
    leaveDuringNextTransaction(dbB);
    await journalRepository(dbA, deterministic('a')).commit(
      updateMeasurement(await loadProjectState(dbA, projectId), m1.id, { color: 'green' }, ctx),
      { scope: projectScope(projectId), by: 'camille' },
    );
    await camille.settled();
    exchange(docA, docB);
    dominique.close();
    storage.setItem(unbridgedKey(projectId, 'page-1'), '{"v":1,"store":"*","send":{}}');

    await page(keptCopy(docB), 'page-2').settled();
    expect((await measurementIn(dbB, m1.id)).color).toBe('green');
    expect(storage.items.size).toBe(0);
  });

  it('sends this person’s write its database kept but its document had not, a colleague’s other field kept', async () => {
    const storage = memoryStorage();
    const { dbA, dbB, docA, docB, camille, dominique, page, projectId, m1 } = await shared(storage);
    const scope = projectScope(projectId);
    // Camille's colleur change is received, and its storing is where the page is left; Dominique's write, made
    // meanwhile, is stored in her database and waits behind it to reach the document.
    leaveDuringNextTransaction(dbB);
    await journalRepository(dbA, deterministic('a')).commit(
      updateMeasurement(await loadProjectState(dbA, projectId), m1.id, { color: 'green' }, ctx),
      { scope, by: 'camille' },
    );
    await camille.settled();
    exchange(docA, docB);
    await journalRepository(dbB, deterministic('b')).commit(
      updateMeasurement(await loadProjectState(dbB, projectId), m1.id, { label: 'Prises (Dominique)' }, ctx),
      { scope, by: 'dominique' },
    );
    dominique.close();
    expect(readRow(docB, 'measurements', m1.id)?.label).not.toBe('Prises (Dominique)');

    const kept = keptCopy(docB);
    const again = page(kept, 'page-2');
    await again.settled();
    expect(readRow(kept, 'measurements', m1.id)).toMatchObject({ color: 'green', label: 'Prises (Dominique)' });
    expect(await measurementIn(dbB, m1.id)).toMatchObject({ color: 'green', label: 'Prises (Dominique)' });
    // Her step's journal entry went with it: the team's history has it.
    const entries = (await dbB.journal.toArray()).filter((e) => e.by === 'dominique');
    expect(entries.map((e) => readRow(kept, 'journal', e.id)?.id)).toEqual(entries.map((e) => e.id));
    // And Camille receives it.
    exchange(kept, docA);
    await camille.settled();
    expect(await measurementIn(dbA, m1.id)).toMatchObject({ color: 'green', label: 'Prises (Dominique)' });
    expect(storage.items.size).toBe(0);
  });

  it('has cleared a sent write’s mark once settled, the document’s store slower than the sending', async () => {
    const storage = memoryStorage();
    const { dbB, docB: kept, dominique, projectId, m1 } = await shared(storage);
    dominique.close();
    const docB = keptCopy(kept);
    const slow = new SharedProjectBridge(dbB, docB, {
      projectId,
      personId: 'dominique',
      marks: {
        storage,
        instance: 'page-slow',
        documentStored: () => new Promise((resolve) => setTimeout(() => resolve(true), 30)),
        openBridges: async () => new Set(),
      },
    });
    await slow.settled();
    await journalRepository(dbB, deterministic('b')).commit(
      updateMeasurement(await loadProjectState(dbB, projectId), m1.id, { label: 'Prises (Dominique)' }, ctx),
      { scope: projectScope(projectId), by: 'dominique' },
    );
    await slow.settled();
    expect(readRow(docB, 'measurements', m1.id)?.label).toBe('Prises (Dominique)');
    // A session closed now leaves no entry for the next opening (or the background sending) to bring across again.
    expect(storage.getItem(unbridgedKey(projectId, 'page-slow'))).toBeNull();
    slow.close();
  });

  it('puts a row’s mark back as it was when the local transaction writing it fails', async () => {
    const storage = memoryStorage();
    const { dbB, docB: kept, dominique, projectId, m1 } = await shared(storage);
    dominique.close();
    let stored: (value: boolean) => void = () => {};
    const bridge = new SharedProjectBridge(dbB, keptCopy(kept), {
      projectId,
      personId: 'dominique',
      marks: {
        storage,
        instance: 'page-full',
        // The document's store has not caught up: the first write's mark stays.
        documentStored: () => new Promise((resolve) => (stored = resolve)),
        openBridges: async () => new Set(),
      },
    });
    await bridge.settled();
    const entry = () => parseUnbridged(storage.getItem(unbridgedKey(projectId, 'page-full'))).send.get('measurements');
    await dbB.measurements.update(m1.id, { label: 'Prises (Dominique)' });
    await vi.waitFor(() => expect(entry()?.get(m1.id)).toEqual(['label']));
    // A write that fails (a full disk, a constraint): its colour never reached the database.
    const failing = dbB.transaction('rw', dbB.measurements, async () => {
      await dbB.measurements.update(m1.id, { color: 'red' });
      throw new Error('disque plein');
    });
    await expect(failing).rejects.toThrow('disque plein');
    // Told by the transaction's abort event, which follows the rejection.
    await vi.waitFor(() => expect(entry()?.get(m1.id)).toEqual(['label']));
    // The same with no earlier mark: none is left.
    stored(true);
    await vi.waitFor(() => expect(entry()).toBeUndefined());
    await expect(
      dbB.transaction('rw', dbB.measurements, async () => {
        await dbB.measurements.update(m1.id, { color: 'red' });
        throw new Error('disque plein');
      }),
    ).rejects.toThrow('disque plein');
    await vi.waitFor(() => expect(storage.getItem(unbridgedKey(projectId, 'page-full'))).toBeNull());
    expect(await measurementIn(dbB, m1.id)).toMatchObject({ label: 'Prises (Dominique)' });
    expect((await measurementIn(dbB, m1.id)).color).not.toBe('red');
    bridge.close();
  });

  it('leaves alone what another open page of the project has on its way', async () => {
    const storage = memoryStorage();
    const { dbA, dbB, docA, docB, camille, projectId, m1 } = await shared(storage);
    leaveDuringNextTransaction(dbB);
    await journalRepository(dbA, deterministic('a')).commit(
      updateMeasurement(await loadProjectState(dbA, projectId), m1.id, { color: 'green' }, ctx),
      { scope: projectScope(projectId), by: 'camille' },
    );
    await camille.settled();
    exchange(docA, docB);
    const other = new SharedProjectBridge(dbB, keptCopy(docB), {
      projectId,
      personId: 'dominique',
      marks: {
        storage,
        instance: 'page-2',
        documentStored: () => Promise.resolve(true),
        openBridges: async () => new Set(['page-1']),
      },
    });
    await other.settled();
    expect(storage.items.has(unbridgedKey(projectId, 'page-1'))).toBe(true);
  });
});
