/** Opening the database and asking the browser to keep it. */
import { guard } from './errors';
import { MetrDatabase, type MetrDatabaseOptions } from './schema';

export type OpenDatabaseOptions = MetrDatabaseOptions & {
  /**
   * Another tab (a newer deployment) wants to upgrade or delete the database. The connection is already closed
   * when this runs, so the other tab is not blocked; the app reloads the page to get the new code and schema.
   */
  onVersionChange: (event: IDBVersionChangeEvent) => void;
};

/** Opens the database; failures come out as typed StorageErrors (usually StorageUnavailableError). */
export async function openDatabase({ onVersionChange, ...options }: OpenDatabaseOptions): Promise<MetrDatabase> {
  const db = new MetrDatabase(options);
  db.on('versionchange', (event) => {
    // Close without auto-reopen: this tab's code only knows the old schema, so later calls must fail
    // (StorageUnavailableError) rather than silently reopen a database another version now owns.
    db.close({ disableAutoOpen: true });
    onVersionChange(event);
    // Returning false stops Dexie's default handler, which would log a warning and close again.
    return false;
  });
  await guard(() => db.open());
  return db;
}

/** The part of `navigator` this helper uses; injectable because Node and some browsers have no StorageManager. */
export interface PersistentStorageHost {
  storage?: Partial<Pick<StorageManager, 'persist' | 'persisted'>>;
}

/**
 * Asks the browser not to evict the database under storage pressure (Safari and Chromium may otherwise clear it).
 * Resolves to whether the storage is persistent; never rejects, because the app works the same without it.
 */
export async function requestPersistentStorage(
  host: PersistentStorageHost | undefined = globalThis.navigator,
): Promise<boolean> {
  const storage = host?.storage;
  if (typeof storage?.persist !== 'function') return false;
  try {
    // Already granted: asking again would show Firefox's permission prompt for nothing.
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/** A function that asks the browser once, then answers from memory: the question is not asked twice per page. */
export function persistenceRequester(host?: PersistentStorageHost): () => Promise<boolean> {
  let answer: Promise<boolean> | null = null;
  return () => (answer ??= requestPersistentStorage(host ?? globalThis.navigator));
}

/** The app's: asked after sign-up and at the first plan import, remembered for the page's life. Never rejects. */
export const requestPersistence = persistenceRequester();
