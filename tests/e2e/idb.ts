/**
 * The app's IndexedDB from a spec, for what a person cannot do through the interface in a test's time: rows stored
 * as the import and the tools store them, counts read back. `openMetrDb` opens the database in the page and returns
 * a handle; passed (inside page.evaluate's argument) to a function run in the page, it is the object itself.
 */
import type { JSHandle, Page } from '@playwright/test';

export interface MetrDb {
  readonly db: IDBDatabase;
  /** A request's result, or its error. */
  readonly result: <T>(request: IDBRequest<T>) => Promise<T>;
  /** Settles when the transaction has committed (or failed). */
  readonly committed: (tx: IDBTransaction) => Promise<void>;
  /** A one-page PDF's row, as the plan import writes it. */
  readonly fileRow: (file: PlanFileSeed) => Record<string, unknown>;
  /** A sheet's row (page 1 of its file, A3 landscape, not calibrated unless said), as the plan import writes it. */
  readonly sheetRow: (sheet: SheetSeed) => Record<string, unknown>;
}

export interface PlanFileSeed {
  readonly id: string;
  readonly projectId: string;
  readonly name: string;
  readonly size: number;
  readonly hash: string;
}

export interface SheetSeed {
  readonly id: string;
  readonly projectId: string;
  readonly fileId: string;
  readonly name: string;
  readonly revision?: string;
  readonly scale?: unknown;
}

export function openMetrDb(page: Page): Promise<JSHandle<MetrDb>> {
  return page.evaluateHandle(async () => {
    const result = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const committed = (tx: IDBTransaction) =>
      new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    const now = new Date().toISOString();
    const fileRow = (file: PlanFileSeed) => ({
      ...file,
      mediaType: 'application/pdf',
      pageCount: 1,
      createdAt: now,
    });
    const sheetRow = ({ scale = { default: null, regions: [] }, ...sheet }: SheetSeed) => ({
      ...sheet,
      pageIndex: 0,
      width: 1190.55,
      height: 841.89,
      scale,
      createdAt: now,
      updatedAt: now,
    });
    const db = await result(indexedDB.open('Metr'));
    return { db, result, committed, fileRow, sheetRow };
  });
}

/** How many rows each of the given stores holds (every store without a list). */
export async function rowCounts<S extends string = string>(
  page: Page,
  stores?: readonly S[],
): Promise<Record<S, number>> {
  return page.evaluate(
    async ({ idb, stores }) => {
      const { db, result } = idb;
      const counts: Record<string, number> = {};
      for (const store of stores ?? Array.from(db.objectStoreNames)) {
        counts[store] = await result(db.transaction(store).objectStore(store).count());
      }
      db.close();
      return counts;
    },
    { idb: await openMetrDb(page), stores },
  ) as Promise<Record<S, number>>;
}

/**
 * Counts the comparisons kept in the database (issue 27): a string for page.evaluate (tsx's __name breaks a function
 * passed there), shared with `npm run bench:compare:tab`.
 */
export const KEPT_COMPARISONS_COUNT = `new Promise((resolve, reject) => {
  const open = indexedDB.open('Metr');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const count = db.transaction('comparisons').objectStore('comparisons').count();
    count.onsuccess = () => { db.close(); resolve(count.result); };
    count.onerror = () => { db.close(); reject(count.error); };
  };
})`;
