/**
 * Sending a project's plans to the server's blob store once, when it is first shared (PUT /api/blobs/<sha>?project=<id>).
 *
 * - **Streamed, one blob at a time**: each Blob is handed to the browser as a request body (read from disk as it is
 *   sent, never copied into memory here); progress counts the bytes of every blob.
 * - **Cancellable**: the signal aborts the request under way; nothing is left half-stored (the server keeps a blob
 *   only once its hash checks out).
 * - **Resumable, and run again at will**: each blob is skipped when the server says this project references it already
 *   (HEAD ?project=: a blob the person may read from another project of theirs is not this one's, a colleague of
 *   this project would get a 404), otherwise sent (the PUT is idempotent: the firm's quota counts it once). So the
 *   same call sends a project's plans when it is first shared, and later the plans imported into it since
 *   (../../routes/workspace/sharing/planSender.ts).
 */
import type { ApiResult, SharingApi, SharingApiError } from './api';

/** One blob of the project: its hash, size and a way to read its bytes from this browser. */
export interface ProjectBlob {
  readonly sha256: string;
  readonly size: number;
  /** The plan it belongs to, for the messages. */
  readonly fileName: string;
  readonly read: () => Promise<Blob | undefined>;
}

export interface UploadProgress {
  /** Bytes sent or skipped so far, of `totalBytes`. */
  readonly sentBytes: number;
  readonly totalBytes: number;
  /** Blobs finished (sent or already there), of `totalBlobs`. */
  readonly doneBlobs: number;
  readonly totalBlobs: number;
}

export interface UploadSummary {
  readonly sent: number;
  readonly skipped: number;
  /** Blobs whose bytes are not in this browser (purged): the project is shared without them. */
  readonly missing: readonly string[];
}

export type UploadFailure = SharingApiError & { readonly fileName?: string };

export interface UploadOptions {
  readonly api: Pick<SharingApi, 'hasBlob' | 'putBlob'>;
  readonly projectId: string;
  readonly blobs: readonly ProjectBlob[];
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Told after each blob the server stored. */
  readonly onSent?: (sha256: string) => void;
  /** Told of each blob the project had on the server already. */
  readonly onSkipped?: (sha256: string) => void;
}

/** The project's blobs without duplicates (the same plan imported twice, a CAD source used by two files). */
export function uniqueBlobs(blobs: readonly ProjectBlob[]): ProjectBlob[] {
  const seen = new Set<string>();
  return blobs.filter((blob) => blob.sha256 !== '' && !seen.has(blob.sha256) && seen.add(blob.sha256));
}

/** Uploads every blob; stops at the first refusal. Rejects with UploadAbortedError when cancelled. */
export async function uploadProjectBlobs({
  api,
  projectId,
  blobs,
  signal,
  onProgress,
  onSent,
  onSkipped,
}: UploadOptions): Promise<ApiResult<UploadSummary> & { readonly error?: UploadFailure }> {
  const list = uniqueBlobs(blobs);
  const totalBytes = list.reduce((sum, blob) => sum + blob.size, 0);
  let doneBytes = 0;
  let doneBlobs = 0;
  let sent = 0;
  let skipped = 0;
  const missing: string[] = [];
  const report = (current: number) =>
    onProgress?.({ sentBytes: doneBytes + current, totalBytes, doneBlobs, totalBlobs: list.length });
  report(0);
  for (const blob of list) {
    const there = await api.hasBlob(blob.sha256, projectId, signal);
    if (!there.ok) return { ok: false, error: { ...there.error, fileName: blob.fileName } };
    if (there.value) {
      onSkipped?.(blob.sha256);
      skipped += 1;
      doneBytes += blob.size;
      doneBlobs += 1;
      report(0);
      continue;
    }
    const bytes = await blob.read();
    if (!bytes) {
      missing.push(blob.fileName);
      doneBytes += blob.size;
      doneBlobs += 1;
      report(0);
      continue;
    }
    const stored = await api.putBlob({
      sha256: blob.sha256,
      bytes,
      projectId,
      ...(signal ? { signal } : {}),
      // The blob's own size, not the row's: a row may be older than the bytes' last rewrite.
      onProgress: (loaded) => report(Math.min(loaded, bytes.size) * (blob.size / Math.max(1, bytes.size))),
    });
    if (!stored.ok) return { ok: false, error: { ...stored.error, fileName: blob.fileName } };
    onSent?.(blob.sha256);
    sent += 1;
    doneBytes += blob.size;
    doneBlobs += 1;
    report(0);
  }
  return { ok: true, value: { sent, skipped, missing } };
}
