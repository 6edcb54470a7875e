import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_LIBRARIES, libraryItemRepository, libraryRepository, type NewLibraryItem } from './library';
import { MetrDatabase } from './schema';

let db: MetrDatabase;
beforeEach(() => {
  db = new MetrDatabase({ indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => db.close());

const item = (overrides: Partial<NewLibraryItem>): NewLibraryItem => ({
  designation: 'Cloison placo BA13',
  lot: 'Plâtrerie',
  subCategory: 'Cloisons',
  unite: 'm²',
  prix_unitaire: 42.5,
  tags: ['intérieur'],
  bibliotheque_id: 'lib-1',
  actif: true,
  ...overrides,
});

describe('libraryRepository', () => {
  it('adds, updates, deletes and lists libraries', async () => {
    let minute = 0;
    const libraries = libraryRepository(db, { now: () => new Date(Date.UTC(2025, 0, 1, 0, ++minute)) });
    const mine = await libraries.add({ name: 'Ma bibliothèque' });
    const shared = await libraries.add({ name: 'Bibliothèque agence' });
    expect(mine.createdAt).toBe('2025-01-01T00:01:00.000Z');
    expect(await libraries.list()).toEqual([mine, shared]);

    expect(await libraries.update(mine.id, { name: 'Prix 2025' })).toBe(true);
    expect((await libraries.get(mine.id))?.name).toBe('Prix 2025');

    await libraries.delete(shared.id);
    expect((await libraries.list()).map((l) => l.id)).toEqual([mine.id]);
  });
});

describe('libraryItemRepository', () => {
  it('adds, updates, deletes and lists items, keeping every catalogue field', async () => {
    const items = libraryItemRepository(db);
    const placo = await items.add(item({ description: 'Sur ossature métallique', fichier_joint: 'fiche.pdf' }));
    expect(await items.get(placo.id)).toEqual(placo);
    expect(placo).toMatchObject({ prix_unitaire: 42.5, tags: ['intérieur'], actif: true });

    expect(await items.update(placo.id, { prix_unitaire: 45, actif: false })).toBe(true);
    expect(await items.get(placo.id)).toMatchObject({ prix_unitaire: 45, actif: false });

    await items.delete(placo.id);
    expect(await items.list()).toEqual([]);
  });

  it("lists the items of one library, and every item for 'all'", async () => {
    const items = libraryItemRepository(db);
    const enduit = await items.add(item({ designation: 'Enduit', bibliotheque_id: 'lib-1' }));
    const beton = await items.add(item({ designation: 'Béton C25', bibliotheque_id: 'lib-2', actif: false }));
    const carrelage = await items.add(item({ designation: 'Carrelage', bibliotheque_id: 'lib-1' }));

    expect(ALL_LIBRARIES).toBe('all');
    expect(await items.listByLibrary('lib-1')).toEqual([carrelage, enduit]);
    expect(await items.listByLibrary('lib-2')).toEqual([beton]);
    expect(await items.listByLibrary('all')).toHaveLength(3);
    expect(await items.listByLibrary('all')).toEqual(expect.arrayContaining([enduit, beton, carrelage]));
    expect(await items.listByLibrary('lib-unknown')).toEqual([]);
  });
});
