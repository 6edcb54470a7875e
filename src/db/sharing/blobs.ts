/**
 * A shared project's plan fetched on demand: the document holds the file's SHA-256, never its bytes; a browser that
 * opens a sheet whose bytes it does not have asks the server's blob store (`GET /api/blobs/<sha256>`, members of a
 * project that references it only), checks the hash of what came, and keeps the bytes in `fileBlobs` like an import's.
 */
import type { MetrDatabase } from '../schema';

export type PlanBlobFailure =
  /** No answer (offline, the server down). */
  | 'offline'
  /** 404: the server has no such blob for this person (not uploaded yet, or no access). */
  | 'notFound'
  /** The bytes did not hash to the file's SHA-256: nothing kept. */
  | 'mismatch'
  /** The bytes came but could not be kept here (quota). */
  | 'storage';

export class PlanBlobError extends Error {
  constructor(readonly failure: PlanBlobFailure) {
    super(`plan blob: ${failure}`);
    this.name = 'PlanBlobError';
  }
}

/** The lowercase hex SHA-256 of some bytes. */
export async function sha256Hex(bytes: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface PlanBlobRequest {
  readonly fileId: string;
  readonly sha256: string;
  /** The file's MIME type, given to the stored Blob. */
  readonly type: string;
}

/**
 * Fetches a plan's bytes, checks them and stores them under the file's id; `onProgress` hears the bytes received and
 * the total when the server said it. Throws PlanBlobError; nothing is stored unless the hash matches.
 */
export async function fetchPlanBlob(
  db: MetrDatabase,
  request: PlanBlobRequest,
  {
    onProgress,
    signal,
    fetchImpl = fetch,
  }: {
    readonly onProgress?: (received: number, total: number | null) => void;
    readonly signal?: AbortSignal;
    readonly fetchImpl?: typeof fetch;
  } = {},
): Promise<Blob> {
  if (!/^[0-9a-f]{64}$/.test(request.sha256)) throw new PlanBlobError('notFound');
  let response: Response;
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    response = await fetchImpl(`/api/blobs/${request.sha256}`, { credentials: 'same-origin', signal });
    if (response.status === 404 || response.status === 403 || response.status === 401) {
      throw new PlanBlobError('notFound');
    }
    if (!response.ok || !response.body) throw new PlanBlobError('offline');
    const length = Number(response.headers.get('Content-Length'));
    const total = Number.isFinite(length) && length > 0 ? length : null;
    onProgress?.(0, total);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress?.(received, total);
    }
  } catch (error) {
    if (error instanceof PlanBlobError) throw error;
    if (signal?.aborted) throw error;
    throw new PlanBlobError('offline');
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  if ((await sha256Hex(bytes)) !== request.sha256) throw new PlanBlobError('mismatch');
  const blob = new Blob([bytes], { type: request.type });
  try {
    await db.fileBlobs.put({ id: request.fileId, blob });
  } catch {
    throw new PlanBlobError('storage');
  }
  return blob;
}
