/**
 * A shared project's document kept in this browser (y-indexeddb: the document's updates in an IndexedDB database of
 * its own, compacted past 500), so the project opens and is edited offline, and what was edited apart merges when
 * the connection comes back. One database per project, named after the document.
 */
import { clearDocument, IndexeddbPersistence } from 'y-indexeddb';
import type * as Y from 'yjs';
import { documentNameOf } from '../../domain/sharing/contract';
import { pageStorage } from '../workspace/unwrittenKeys';
import { forgetUnbridged } from './unbridged';

/** The IndexedDB database that keeps a project's document (apart from the app's own, which Dexie versions). */
export function persistenceName(projectId: string): string {
  return `metr-sharing:${documentNameOf(projectId)}`;
}

/**
 * Keeps the document in this browser: what it held last time is loaded into `doc` (await `whenSynced`), and every
 * change after is stored. `destroy()` stops keeping it (the data stays); `clearData()` removes it (access revoked and
 * the person chose to forget the copy).
 */
export function keepDocument(doc: Y.Doc, projectId: string): IndexeddbPersistence {
  return new IndexeddbPersistence(persistenceName(projectId), doc);
}

/** Removes the document kept in this browser for a project (its database), once nothing keeps it open. */
export async function forgetDocument(projectId: string): Promise<void> {
  forgetUnbridged(pageStorage(), projectId);
  await clearDocument(persistenceName(projectId));
}

/**
 * Resolves once every change of the document made so far is stored: true, or false when that cannot be known (the
 * store closed, a failure). y-indexeddb writes each update in a transaction of its own and says nothing of it; a read
 * of the same store begun after them starts only once they have finished (IndexedDB runs the transactions of one
 * scope in the order they were begun).
 */
export function documentStored(kept: IndexeddbPersistence): Promise<boolean> {
  const db = kept.db;
  if (!db) return Promise.resolve(false);
  return new Promise((resolve) => {
    try {
      const read = db.transaction(['updates'], 'readonly');
      read.oncomplete = () => resolve(true);
      read.onerror = read.onabort = () => resolve(false);
    } catch {
      resolve(false);
    }
  });
}
