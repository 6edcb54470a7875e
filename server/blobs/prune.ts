/**
 * A shared project's blob references follow its document (issue 30): once a compaction shows that the document's live
 * content (its plan files and versions, blobHashesOf) no longer names a blob the project references, the reference is
 * marked; when a later compaction, at least the grace period (BLOB_GRACE_HOURS, the collection pass's) after the mark,
 * still finds it unnamed — and no update logged after that snapshot names it either, checked under the document's
 * lock — the reference goes, and the firm's quota stops counting the blob if no other project of the firm holds it.
 * The collection pass may then remove the bytes. An undo of the plan's deletion within the grace period names the
 * hash again: in the log (the check keeps the reference) or in the next snapshot (the mark is cleared); an upload of
 * the same bytes for the project clears the mark too.
 *
 * Compactions alone would leave a project no longer edited with its references (compaction runs every 500 updates,
 * and when a document's last connection leaves: server/sharing/server.ts), and a crash between a compaction's commit
 * and its prune would leave them until the next one. So a periodic pass (blobSweep, every few minutes while the server
 * runs) visits the documents whose last snapshot's references were not checked (`blobs_pending`, set in the
 * compaction's transaction, cleared once checked) and the projects holding a mark past the grace period, a bounded
 * number of each per pass, and for each marks and prunes against what the document names now, read under its lock
 * (SyncLog.withLiveReferences): the same rule, idempotent, so two instances running it take turns harmlessly.
 */
import { documentNameOf, projectIdOfDocument } from '../../src/domain/sharing/contract.ts';
import type { AccountStore } from '../accounts/store.ts';
import type { CompactionResult, SyncLog } from '../sharing/log.ts';

export interface PruneOptions {
  accounts: Pick<AccountStore, 'markBlobs' | 'pruneBlobs'>;
  log: Pick<SyncLog, 'withUpdatesAfter' | 'blobsChecked'>;
  graceMs: number;
  now?: () => Date;
}

/** What the sync server calls after each compaction (`onCompacted`); resolves with the hashes whose reference went. */
export function blobPruner({ accounts, log, graceMs, now = () => new Date() }: PruneOptions) {
  return async (document: string, { folding }: CompactionResult): Promise<string[]> => {
    const projectId = projectIdOfDocument(document);
    if (projectId === null || !folding) return [];
    const at = now();
    const cutoff = new Date(at.getTime() - graceMs);
    const due = await accounts.markBlobs(projectId, folding.referenced, at, cutoff);
    const pruned = due.length
      ? await log.withUpdatesAfter(document, folding.lastUpdateId, new Set(due), (namedLater) =>
          accounts.pruneBlobs(
            projectId,
            due.filter((hash) => !namedLater.has(hash)),
            cutoff,
          ),
        )
      : [];
    await log.blobsChecked(document, folding.lastUpdateId);
    return pruned;
  };
}

export interface SweepOptions {
  accounts: Pick<AccountStore, 'markBlobs' | 'pruneBlobs' | 'projectsWithDueBlobs'>;
  log: Pick<SyncLog, 'withLiveReferences' | 'pendingBlobChecks'>;
  graceMs: number;
  /** Between two passes (10 minutes by default). */
  intervalMs?: number;
  /** Documents of each kind (unchecked snapshots, projects with due marks) visited in one pass (50 by default). */
  limit?: number;
  now?: () => Date;
  onError?: (what: string, error: unknown) => void;
}

export interface BlobSweep {
  /** One pass; resolves with the hashes whose reference went, by project. A pass under way is joined, not doubled. */
  run(): Promise<Map<string, string[]>>;
  /** Stops the timer and waits for a pass under way. */
  close(): Promise<void>;
}

export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** The periodic pass (see the top of this file); its timer is unref'd, so it never keeps the process alive. */
export function blobSweep({
  accounts,
  log,
  graceMs,
  intervalMs = SWEEP_INTERVAL_MS,
  limit = 50,
  now = () => new Date(),
  onError = (what, error) => console.error(`blobs: ${what}`, error instanceof Error ? error.message : 'unknown'),
}: SweepOptions): BlobSweep {
  let running: Promise<Map<string, string[]>> | null = null;
  let closed = false;

  const pass = async () => {
    const at = now();
    const cutoff = new Date(at.getTime() - graceMs);
    const documents = new Set([
      ...(await log.pendingBlobChecks(limit)),
      ...(await accounts.projectsWithDueBlobs(cutoff, limit)).map(documentNameOf),
    ]);
    const pruned = new Map<string, string[]>();
    for (const document of documents) {
      if (closed) break;
      const projectId = projectIdOfDocument(document);
      try {
        const hashes = await log.withLiveReferences(document, async (named) => {
          if (projectId === null) return [];
          const due = await accounts.markBlobs(projectId, named, at, cutoff);
          return accounts.pruneBlobs(projectId, due, cutoff);
        });
        if (projectId !== null && hashes?.length) pruned.set(projectId, hashes);
      } catch (error) {
        // One document failing does not stop the others; it is visited again at the next pass.
        onError('blob references not swept', error);
      }
    }
    return pruned;
  };

  const run = () => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => {
    run().catch((error: unknown) => onError('blob sweep failed', error));
  }, intervalMs);
  timer.unref();

  return {
    run,
    async close() {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
