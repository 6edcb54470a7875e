/**
 * The blob collection pass (`npm run blobs -- collect`): removes the plans' bytes no shared project references any
 * more. A blob is kept when any of these holds:
 * - its bytes were written less than the grace period ago (BLOB_GRACE_HOURS, default 24): an upload lands before
 *   its reference is recorded, and before the document edit that names it;
 * - a project references it (`project_blobs`: every project it was uploaded for, until that project is deleted or
 *   its document stopped naming it for the grace period, prune.ts);
 * - any document's live content references it (SyncLog.findReferences: a plan file's `sha256` or `cadSha256`, a
 *   version's snapshot), so that restoring a version finds its plan; a plan deleted, or named only by the history's
 *   journal, does not count.
 * The last check is made under the blob's lock (AccountStore.forgetBlob), against an upload of the same bytes at the
 * same moment. Temporary uploads older than the grace period (a crash's leftovers) go too.
 */
import type { AccountStore } from '../accounts/store.ts';
import type { SyncLog } from '../sharing/log.ts';
import type { BlobStore } from './store.ts';

export interface CollectOptions {
  blobs: BlobStore;
  accounts: AccountStore;
  log: SyncLog;
  graceMs: number;
  /** Say what would go, remove nothing. */
  dryRun?: boolean;
  now?: () => Date;
}

export interface CollectReport {
  /** Blobs in the store. */
  stored: number;
  /** Blobs and bytes removed (or that would be, in a dry run). */
  removed: number;
  removedBytes: number;
  /** Kept: written within the grace period, unreferenced. */
  recent: number;
  /** Kept: unreferenced by any project, but named in a document. */
  inDocuments: number;
  /** Records of blobs whose bytes were gone already, forgotten. */
  forgotten: number;
  /** Temporary uploads removed. */
  temporaries: number;
}

const BATCH = 1000;

export async function collectBlobs({
  blobs,
  accounts,
  log,
  graceMs,
  dryRun = false,
  now = () => new Date(),
}: CollectOptions): Promise<CollectReport> {
  const cutoff = new Date(now().getTime() - graceMs);
  const report: CollectReport = {
    stored: 0,
    removed: 0,
    removedBytes: 0,
    recent: 0,
    inDocuments: 0,
    forgotten: 0,
    temporaries: 0,
  };
  // Unreferenced blobs by hash, with their size in the store (undefined: recorded, but no bytes listed).
  const candidates = new Map<string, number | undefined>();
  let batch: { sha256: string; size: number }[] = [];
  const flush = async () => {
    const referenced = await accounts.referencedBlobs(batch.map((blob) => blob.sha256));
    for (const blob of batch) if (!referenced.has(blob.sha256)) candidates.set(blob.sha256, blob.size);
    batch = [];
  };
  const recent = new Set<string>();
  for await (const blob of blobs.list()) {
    report.stored += 1;
    if (blob.writtenAt.getTime() >= cutoff.getTime()) {
      recent.add(blob.sha256);
      continue;
    }
    batch.push(blob);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  for (const sha256 of await accounts.unreferencedBlobs()) {
    if (!recent.has(sha256) && !candidates.has(sha256)) candidates.set(sha256, undefined);
  }
  if (recent.size) {
    const referencedRecent = await accounts.referencedBlobs([...recent]);
    report.recent = recent.size - referencedRecent.size;
  }

  const named = await log.findReferences(new Set(candidates.keys()));
  report.inDocuments = named.size;
  for (const [sha256, size] of candidates) {
    if (named.has(sha256)) continue;
    if (dryRun) {
      if (size === undefined) report.forgotten += 1;
      else {
        report.removed += 1;
        report.removedBytes += size;
      }
      continue;
    }
    const outcome = await accounts.forgetBlob(sha256, async () => {
      if (await blobs.remove(sha256, cutoff)) return 'removed';
      return (await blobs.size(sha256)) === undefined ? 'absent' : 'fresh';
    });
    if (outcome === 'removed') {
      report.removed += 1;
      report.removedBytes += size ?? 0;
    } else if (outcome === 'absent') report.forgotten += 1;
    else if (outcome === 'fresh') report.recent += 1;
  }
  if (!dryRun) report.temporaries = await blobs.removeTemporaries(cutoff);
  return report;
}
