/**
 * Erasing a deleted account from the shared documents (RGPD article 17), after the deletion's commit: the sync server
 * rewrites what names the person (SyncServer.erasePerson), then the pending erasure the deletion recorded in its own
 * transaction is done. A crash, or a failure, between the two leaves the row: every start finishes what is pending, so
 * a person is never left half erased with nothing to finish it. Running twice (two instances starting) is harmless:
 * the rewrite finds nothing more to change, and compactions take the document's lock.
 */
import type { PendingErasure } from '../accounts/store.ts';
import type { SyncServer } from './server.ts';

export interface ErasureQueue {
  pendingErasures(): Promise<PendingErasure[]>;
  erasureDone(personId: string): Promise<void>;
}

/** Erases one deleted account from the documents, then marks it done. */
export async function finishErasure(
  queue: ErasureQueue,
  sync: Pick<SyncServer, 'erasePerson'>,
  erasure: PendingErasure,
) {
  await sync.erasePerson(erasure);
  await queue.erasureDone(erasure.personId);
}

/** Finishes every erasure left pending (at start-up); one that fails stays for the next start. Returns how many ended. */
export async function resumeErasures(
  queue: ErasureQueue,
  sync: Pick<SyncServer, 'erasePerson'>,
  onError: (what: string, error: unknown) => void,
): Promise<number> {
  let done = 0;
  for (const erasure of await queue.pendingErasures()) {
    try {
      await finishErasure(queue, sync, erasure);
      done += 1;
    } catch (error) {
      onError('erasure not finished', error);
    }
  }
  return done;
}
