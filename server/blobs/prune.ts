/**
 * A shared project's blob references follow its document (issue 30): once a compaction shows that the document's live
 * content (its plan files and versions, blobHashesOf) no longer names a blob the project references, the reference is
 * marked; when a later compaction, at least the grace period (BLOB_GRACE_HOURS, the collection pass's) after the mark,
 * still finds it unnamed — and no update logged after that snapshot names it either, checked under the document's
 * lock — the reference goes, and the firm's quota stops counting the blob if no other project of the firm holds it.
 * The collection pass may then remove the bytes. An undo of the plan's deletion within the grace period names the
 * hash again: in the log (the check keeps the reference) or in the next snapshot (the mark is cleared); an upload of
 * the same bytes for the project clears the mark too.
 */
import { projectIdOfDocument } from '../../src/domain/sharing/contract.ts';
import type { AccountStore } from '../accounts/store.ts';
import type { CompactionResult, SyncLog } from '../sharing/log.ts';

export interface PruneOptions {
  accounts: Pick<AccountStore, 'markBlobs' | 'pruneBlobs'>;
  log: Pick<SyncLog, 'withUpdatesAfter'>;
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
    if (!due.length) return [];
    return log.withUpdatesAfter(document, folding.lastUpdateId, new Set(due), (namedLater) =>
      accounts.pruneBlobs(
        projectId,
        due.filter((hash) => !namedLater.has(hash)),
        cutoff,
      ),
    );
  };
}
