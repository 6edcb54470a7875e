/** Opening a shared project's document: kept in this browser, bridged to the local database. */
import * as Y from 'yjs';
import type { MetrDatabase } from '../schema';
import { sharedAuthor } from '../../domain/sharing/people';
import { SharedProjectBridge, seedDocument } from './bridge';
import { documentStored, forgetDocument, keepDocument } from './persistence';
import { pageStorage } from '../workspace/unwrittenKeys';

export interface OpenSharedProject {
  readonly doc: Y.Doc;
  readonly bridge: SharedProjectBridge;
  /**
   * Stops syncing with the local database and keeping the document (both stay as they are); `forget`: the document
   * kept in this browser is removed too (the local rows stay).
   */
  close(options?: { readonly forget?: boolean }): Promise<void>;
}

/**
 * Opens a shared project's document from this browser's copy, bridged to the local database. `seed`: the project is
 * being shared now, from this browser's rows (a document already kept here is not seeded again).
 */
export async function openSharedProject(
  db: MetrDatabase,
  {
    projectId,
    personId,
    seed = false,
    localAuthor = null,
  }: { projectId: string; personId: string; seed?: boolean; localAuthor?: string | null },
): Promise<OpenSharedProject> {
  const doc = new Y.Doc();
  const kept = keepDocument(doc, projectId);
  await kept.whenSynced;
  const author = localAuthor ? sharedAuthor(localAuthor, personId) : undefined;
  if (seed && doc.getMap('project').size === 0) await seedDocument(db, doc, projectId, personId, author);
  const bridge = new SharedProjectBridge(db, doc, {
    projectId,
    personId,
    localAuthor,
    // What a page left on its way between the document and this database is brought across now (unbridged.ts).
    marks: { storage: pageStorage(), instance: crypto.randomUUID(), documentStored: () => documentStored(kept) },
  });
  return {
    doc,
    bridge,
    close: async ({ forget = false } = {}) => {
      await bridge.settled().catch(() => {});
      bridge.close();
      await kept.destroy();
      // Not y-indexeddb's clearData(), which does not wait for the deletion.
      if (forget) await forgetDocument(projectId);
      doc.destroy();
    },
  };
}
