/**
 * The database upgrade in a real browser: a version-2 database (as the site before the workspace left it in a
 * visitor's Chromium) opens in the current version with every row kept; an upgrade that fails (the disk full in the
 * middle of it) leaves version 2 as it was, the workspace says so in French, and the next try succeeds.
 */
import type { Page } from '@playwright/test';
import { CURRENT_SCHEMA_VERSION } from '../../src/db/schema';
import { axe, expect, test } from './fixtures';

/** Version 2's stores as Dexie created them (IndexedDB version 20): key path `id`, these indexes. */
const VERSION_2_STORES: Record<string, string[]> = {
  dbSources: ['name', 'type'],
  usageLinks: ['dbSourceId', 'projectId'],
  projects: ['name', 'createdAt'],
  plans: ['projectId', 'name'],
  libraryItems: ['designation', 'lot', 'bibliotheque_id', 'actif', 'subCategory'],
  libraries: ['name', 'createdAt'],
  users: ['email', 'isBetaUser', 'createdAt'],
};

/** One row or more in every version-2 table, in version 2's shapes. */
const VERSION_2_ROWS: Record<string, Record<string, unknown>[]> = {
  dbSources: [{ id: 'source-1', name: 'Batiprix', type: 'prix' }],
  usageLinks: [{ id: 'link-1', dbSourceId: 'source-1', projectId: 'project-1' }],
  projects: [
    {
      id: 'project-1',
      name: 'Groupe scolaire du Parc',
      createdAt: '2025-01-01T08:00:00.000Z',
      client: 'Ville',
      type: 'ERP',
    },
    { id: 'project-2', name: 'Halle du marché', createdAt: '2025-02-01T08:00:00.000Z' },
  ],
  plans: [
    { id: 'plan-1', projectId: 'project-1', name: 'RDC' },
    { id: 'plan-2', projectId: 'project-1', name: 'R+1' },
  ],
  libraryItems: [
    {
      id: 'item-1',
      designation: 'Enduit monocouche',
      lot: '02 Gros œuvre',
      subCategory: 'Façades',
      unite: 'm2',
      prix_unitaire: 12.5,
      tags: ['façade'],
      bibliotheque_id: 'library-1',
      actif: true,
    },
    {
      id: 'item-2',
      designation: 'Carrelage grès cérame',
      lot: '08 Revêtements de sols',
      subCategory: 'Sols',
      unite: 'm²',
      prix_unitaire: 40,
      tags: [],
      bibliotheque_id: 'library-1',
      actif: false,
    },
  ],
  libraries: [{ id: 'library-1', name: 'Bibliothèque de l’agence', createdAt: '2025-01-02T08:00:00.000Z' }],
  users: [
    {
      id: 'user-1',
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille@metr.fr',
      isBetaUser: true,
      createdAt: '2025-01-01T07:00:00.000Z',
      lastLoginAt: null,
    },
  ],
};

/** Writes the version-2 database with the raw IndexedDB API and signs Camille in (the local session). */
async function seedVersion2(page: Page) {
  await page.evaluate(
    async ({ stores, rows }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('Metr', 20);
        request.onupgradeneeded = () => {
          for (const [name, indexes] of Object.entries(stores)) {
            const store = request.result.createObjectStore(name, { keyPath: 'id' });
            for (const index of indexes) store.createIndex(index, index);
          }
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction(Object.keys(rows), 'readwrite');
      for (const [name, list] of Object.entries(rows)) for (const row of list) tx.objectStore(name).put(row);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      localStorage.setItem('user', JSON.stringify({ email: 'camille@metr.fr', isBetaUser: true }));
    },
    { stores: VERSION_2_STORES, rows: VERSION_2_ROWS },
  );
}

/** The database as it is now, read without asking for a version: its version and every row of every store. */
function readDatabase(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('Metr');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows: Record<string, Record<string, unknown>[]> = {};
    for (const name of Array.from(db.objectStoreNames)) {
      rows[name] = await new Promise((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
        request.onerror = () => reject(request.error);
      });
    }
    const version = db.version;
    db.close();
    return { version, rows };
  });
}

/**
 * From the next page load on, while `sessionStorage['e2e-disk-full']` is set, every write of an IndexedDB upgrade
 * fails as a full disk does (QuotaExceededError), after the first rows have moved: the browser then aborts the whole
 * version change.
 */
async function failUpgradesWhileFlagged(page: Page) {
  await page.addInitScript(() => {
    const isFlagged = () => sessionStorage.getItem('e2e-disk-full') === '1';
    const full = () => new DOMException('The disk is full.', 'QuotaExceededError');
    const { update } = IDBCursor.prototype;
    const { put, add } = IDBObjectStore.prototype;
    IDBCursor.prototype.update = function (this: IDBCursor, value: unknown) {
      if (isFlagged() && this.source instanceof IDBObjectStore && this.source.transaction.mode === 'versionchange')
        throw full();
      return update.call(this, value);
    };
    for (const [name, original] of [
      ['put', put],
      ['add', add],
    ] as const) {
      IDBObjectStore.prototype[name] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
        if (isFlagged() && this.transaction.mode === 'versionchange') throw full();
        return original.call(this, value, key);
      };
    }
  });
}

const V2_ROW_COUNT = Object.values(VERSION_2_ROWS).reduce((n, list) => n + list.length, 0);

test.describe('workspace: the database upgrade in Chromium', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a version-2 database opens in the current version with every row kept', async ({ page }) => {
    await page.goto('/about');
    await seedVersion2(page);
    expect((await readDatabase(page)).version).toBe(20);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Projets' })).toBeVisible();
    await expect(page.getByText('Groupe scolaire du Parc')).toBeVisible();
    await expect(page.getByText('Halle du marché')).toBeVisible();
    await expect(page.getByText('Bonjour Camille')).toBeVisible();

    const { version, rows } = await readDatabase(page);
    // IndexedDB's version is Dexie's times ten.
    expect(version).toBe(CURRENT_SCHEMA_VERSION * 10);
    // Every version-2 row is still there, under its id, with its fields (a later version may only add to a row).
    for (const [store, list] of Object.entries(VERSION_2_ROWS)) {
      for (const row of list) {
        const kept = rows[store]?.find((r) => r['id'] === row['id']);
        expect(kept, `${store} ${String(row['id'])}`).toBeTruthy();
        for (const [field, value] of Object.entries(row)) {
          // Version 4 moves a catalogue item's lot, chapter and unit into the library tree (its own test checks how).
          if (store === 'libraryItems' && ['lot', 'subCategory', 'unite'].includes(field)) continue;
          expect(kept?.[field], `${store} ${String(row['id'])}.${field}`).toEqual(value);
        }
      }
    }
    // A version 2 plan is a name without a file: kept, never listed as a sheet.
    expect(rows['plans']).toHaveLength(2);
    // The library's items moved into lots and chapters: the library page shows them under their lot.
    expect(rows['libraryLots']?.map((l) => l['title']).sort()).toEqual(['Gros œuvre', 'Revêtements de sols']);
    await page.getByRole('link', { name: 'Bibliothèques' }).click();
    await page
      .getByRole('navigation', { name: 'Bibliothèques d’articles' })
      .getByRole('link', { name: /Bibliothèque de l’agence/ })
      .click();
    const articles = page.getByRole('table', { name: 'Articles de la bibliothèque' });
    await expect(articles).toContainText('Enduit monocouche');
    // Version 2's inactive item stays inactive: hidden, and said so, until asked for.
    await expect(articles).toContainText('Aucun article actif dans ce chapitre (1 inactif masqué).');
    await page.getByText('Afficher les articles inactifs').click();
    await expect(articles.getByRole('row').filter({ hasText: 'Carrelage grès cérame' })).toContainText('Inactif');
    expect(await axe(page)).toEqual([]);
  });

  test('an upgrade that fails leaves version 2 intact and says so in French; the next try upgrades', async ({
    page,
  }) => {
    await failUpgradesWhileFlagged(page);
    await page.goto('/about');
    await seedVersion2(page);
    const before = await readDatabase(page);
    await page.evaluate(() => sessionStorage.setItem('e2e-disk-full', '1'));

    await page.goto('/dashboard');
    const alert = page.getByRole('alert').filter({ hasText: 'La mise à jour de vos données locales a échoué' });
    await expect(alert).toContainText(
      'Elles sont intactes dans leur version précédente. Rechargez la page pour réessayer.',
    );
    expect(await axe(page)).toEqual([]);

    // Nothing moved: version 20, the same stores, the same rows.
    const after = await readDatabase(page);
    expect(after.version).toBe(20);
    expect(after.rows).toEqual(before.rows);
    expect(Object.values(after.rows).reduce((n, list) => n + list.length, 0)).toBe(V2_ROW_COUNT);

    // Space freed: « Réessayer » upgrades, without a reload.
    await page.evaluate(() => sessionStorage.removeItem('e2e-disk-full'));
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByText('Halle du marché')).toBeVisible();
    expect((await readDatabase(page)).version).toBe(CURRENT_SCHEMA_VERSION * 10);
  });
});
