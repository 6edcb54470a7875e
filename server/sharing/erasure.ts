/**
 * Erasing a deleted account from the shared documents (RGPD article 17), after the deletion's commit: the sync server
 * rewrites what names the person (SyncServer.erasePerson), then the pending erasure the deletion recorded in its own
 * transaction is done. A crash, or a failure, between the two leaves the row: every start finishes what is pending,
 * and while the server runs a failed erasure is tried again on a timer (erasureRetries), so a person is never left
 * half erased with nothing to finish it. Running twice (two instances starting) is harmless:
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

/** One pass over the pending erasures: how many ended, and whether one (or the reading of them) failed. */
async function pass(
  queue: ErasureQueue,
  sync: Pick<SyncServer, 'erasePerson'>,
  onError: (what: string, error: unknown) => void,
  isClosed: () => boolean = () => false,
): Promise<{ done: number; failed: boolean }> {
  let pending: PendingErasure[];
  try {
    pending = await queue.pendingErasures();
  } catch (error) {
    onError('pending erasures not read', error);
    return { done: 0, failed: true };
  }
  let done = 0;
  let failed = false;
  for (const erasure of pending) {
    if (isClosed()) break;
    try {
      await finishErasure(queue, sync, erasure);
      done += 1;
    } catch (error) {
      onError('erasure not finished', error);
      failed = true;
    }
  }
  return { done, failed };
}

/** Finishes every erasure left pending (at start-up); one that fails stays for the next try. Returns how many ended. */
export async function resumeErasures(
  queue: ErasureQueue,
  sync: Pick<SyncServer, 'erasePerson'>,
  onError: (what: string, error: unknown) => void,
): Promise<number> {
  return (await pass(queue, sync, onError)).done;
}

/** How soon an erasure that failed is tried again: doubling from the first delay up to the longest. */
export const ERASURE_RETRY = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000 } as const;

export interface ErasureRetries {
  /** Finishes every pending erasure now (at start-up); if one fails, the next pass is on the timer. */
  resume(): Promise<number>;
  /** Finishes one account's erasure (after its deletion's commit); if it fails, a pass is on the timer. */
  finish(erasure: PendingErasure): Promise<void>;
  /** No pass any more: the timer cleared (shutdown); a pass under way stops after its current erasure. */
  close(): void;
}

/**
 * Erasures tried again while the server runs, not only at its next start: after a failure, one timer (never more) runs
 * a pass over every pending erasure after 30 s, then 1, 2, 4… minutes up to an hour between passes, for as long as one
 * fails; a pass where all end resets the delay. Passes do not overlap here, and two instances retrying at once are
 * harmless (every step is idempotent, compactions take the document's lock).
 */
export function erasureRetries(
  queue: ErasureQueue,
  sync: Pick<SyncServer, 'erasePerson'>,
  {
    onError,
    firstDelayMs = ERASURE_RETRY.firstDelayMs,
    maxDelayMs = ERASURE_RETRY.maxDelayMs,
  }: { onError: (what: string, error: unknown) => void; firstDelayMs?: number; maxDelayMs?: number },
): ErasureRetries {
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let delay = firstDelayMs;
  let running: Promise<number> | null = null;

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void resume();
    }, delay);
    // The timer alone does not keep the process up (the HTTP server does).
    timer.unref();
    delay = Math.min(delay * 2, maxDelayMs);
  };

  const resume = (): Promise<number> => {
    running ??= pass(queue, sync, onError, () => closed)
      .then(({ done, failed }) => {
        if (failed) schedule();
        else delay = firstDelayMs;
        return done;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    resume,
    async finish(erasure) {
      try {
        await finishErasure(queue, sync, erasure);
      } catch (error) {
        onError('erasure not finished', error);
        schedule();
      }
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
