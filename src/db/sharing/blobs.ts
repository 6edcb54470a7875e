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

interface FetchOptions {
  readonly onProgress?: (received: number, total: number | null) => void;
  readonly signal?: AbortSignal;
  readonly fetchImpl?: typeof fetch;
}

/**
 * Fetches one blob of the server's store and checks that its bytes hash to `sha256`; `onProgress` hears the bytes
 * received and the total when the server said it. Throws PlanBlobError ('notFound', 'offline', 'mismatch').
 */
export async function fetchCheckedBlob(
  sha256: string,
  type: string,
  { onProgress, signal, fetchImpl = fetch }: FetchOptions = {},
): Promise<Blob> {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new PlanBlobError('notFound');
  let response: Response;
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    response = await fetchImpl(`/api/blobs/${sha256}`, { credentials: 'same-origin', signal });
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
  if ((await sha256Hex(bytes)) !== sha256) throw new PlanBlobError('mismatch');
  return new Blob([bytes], { type });
}

/**
 * Fetches a plan's bytes, checks them and stores them under the file's id (fetchCheckedBlob). Throws PlanBlobError;
 * nothing is stored unless the hash matches.
 */
export async function fetchPlanBlob(
  db: MetrDatabase,
  request: PlanBlobRequest,
  options: FetchOptions = {},
): Promise<Blob> {
  const blob = await fetchCheckedBlob(request.sha256, request.type, options);
  try {
    await db.fileBlobs.put({ id: request.fileId, blob });
  } catch {
    throw new PlanBlobError('storage');
  }
  return blob;
}

/** A CAD file's model and source blobs, as the document names them (a colleague imported the drawing). */
export interface CadBlobsRequest {
  readonly fileId: string;
  readonly model: string;
  readonly source: string;
}

/**
 * Fetches a CAD file's model (JSON) and the file as received, checks both and keeps them together under the file's id
 * (table cadModels, as an import writes them): both or nothing. Throws PlanBlobError.
 */
export async function fetchCadBlobs(
  db: MetrDatabase,
  request: CadBlobsRequest,
  options: Omit<FetchOptions, 'onProgress'> = {},
): Promise<{ model: Blob; source: Blob }> {
  const model = await fetchCheckedBlob(request.model, 'application/json', options);
  const source = await fetchCheckedBlob(request.source, 'application/octet-stream', options);
  try {
    await db.cadModels.put({ id: request.fileId, model, source });
  } catch {
    throw new PlanBlobError('storage');
  }
  return { model, source };
}
