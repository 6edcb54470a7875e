import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataSourceRepository, usageLinkRepository } from './dataSources';
import { MetrDatabase } from './schema';

let db: MetrDatabase;
beforeEach(() => {
  db = new MetrDatabase({ indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

describe('dataSourceRepository', () => {
  it('adds, updates, deletes and lists data sources', async () => {
    const ids = ['src-b', 'src-a'];
    const sources = dataSourceRepository(db, { newId: () => ids.shift() ?? 'extra' });
    const batiprix = await sources.add({ name: 'Batiprix', type: 'prix' });
    const maison = await sources.add({ name: 'Bibliothèque maison', type: 'interne' });
    expect(batiprix).toEqual({ id: 'src-b', name: 'Batiprix', type: 'prix' });
    expect(await sources.list()).toEqual([batiprix, maison]);

    expect(await sources.update(maison.id, { type: 'personnelle' })).toBe(true);
    expect(await sources.get(maison.id)).toEqual({ ...maison, type: 'personnelle' });

    await sources.delete(batiprix.id);
    expect((await sources.list()).map((s) => s.id)).toEqual(['src-a']);
  });
});

describe('usageLinkRepository', () => {
  it('lists the links of one project', async () => {
    const links = usageLinkRepository(db);
    const a = await links.link({ dbSourceId: 's1', projectId: 'p1' });
    const b = await links.link({ dbSourceId: 's2', projectId: 'p1' });
    await links.link({ dbSourceId: 's1', projectId: 'p2' });

    const ofP1 = await links.listByProject('p1');
    expect(ofP1).toHaveLength(2);
    expect(ofP1).toEqual(expect.arrayContaining([a, b]));
    expect(await links.listByProject('nope')).toEqual([]);

    await links.unlink(a.id);
    expect(await links.listByProject('p1')).toEqual([b]);
  });
});
