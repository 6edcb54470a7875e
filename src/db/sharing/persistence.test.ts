import 'fake-indexeddb/auto';
import { IndexeddbPersistence } from 'y-indexeddb';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readDocument, writeDocument, writeRow } from '../../domain/sharing/document';
import { exchange, sampleProjectData } from '../../domain/sharing/testing/fixtures';
import { at } from '../../domain/takeoff/arrays';
import { measurement } from '../../domain/takeoff/testing/fixtures';
import { documentStored, keepDocument, persistenceName } from './persistence';

/** A document kept under `name`, as it is once loaded. */
async function reopen(name: string) {
  const doc = new Y.Doc();
  const kept = new IndexeddbPersistence(name, doc);
  await kept.whenSynced;
  return { doc, kept };
}

describe('a shared project’s document kept in the browser', () => {
  it('is named after the project’s document, apart from the app’s database', () => {
    expect(persistenceName('p-1')).toBe('metr-sharing:project:p-1');
  });

  it('comes back after the page is closed, with every edit made offline', async () => {
    const doc = new Y.Doc();
    const kept = keepDocument(doc, 'offline-1');
    await kept.whenSynced;
    writeDocument(doc, sampleProjectData(), 'seed');
    for (let i = 0; i < 100; i++) writeRow(doc, 'measurements', measurement('count', { id: `m-${i}` }));
    const expected = readDocument(doc);
    await kept.destroy();

    const { doc: again, kept: keptAgain } = await reopen(persistenceName('offline-1'));
    expect(readDocument(again)).toEqual(expected);
    await keptAgain.clearData();
  });

  it('says when every change made so far is stored, so that a page left then keeps them', async () => {
    const doc = new Y.Doc();
    const kept = keepDocument(doc, 'stored-1');
    await kept.whenSynced;
    for (let i = 0; i < 20; i++) writeRow(doc, 'measurements', measurement('count', { id: `m-${i}` }));
    expect(await documentStored(kept)).toBe(true);
    const expected = readDocument(doc);
    // Nothing waits for y-indexeddb's own writes after this: a second copy opened now has every change.
    const { doc: again, kept: keptAgain } = await reopen(persistenceName('stored-1'));
    expect(readDocument(again)).toEqual(expected);
    await kept.destroy();
    expect(await documentStored(kept)).toBe(false);
    await keptAgain.clearData();
  });

  it('merges two copies edited apart, 100 + 100 edits, each reloaded from its browser, with nothing lost', async () => {
    // Two browsers: two kept copies of one document that went offline after the seed.
    const seed = new Y.Doc();
    writeDocument(seed, sampleProjectData(), 'seed');
    const names = ['camille:project:p-2', 'dominique:project:p-2'];
    for (const [who, name] of names.entries()) {
      const { doc, kept } = await reopen(name);
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(seed));
      for (let i = 0; i < 100; i++) {
        writeRow(doc, 'measurements', measurement('length', { id: `${who}-${i}`, label: `${who} ${i}` }));
      }
      await kept.destroy();
    }
    const a = await reopen(at(names, 0));
    const b = await reopen(at(names, 1));
    exchange(a.doc, b.doc);
    const merged = readDocument(a.doc);
    expect(readDocument(b.doc)).toEqual(merged);
    expect(merged.measurements).toHaveLength(2 + 200);
    await Promise.all([a.kept.clearData(), b.kept.clearData()]);
  });
});
