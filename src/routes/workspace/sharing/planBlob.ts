/**
 * A sheet's plan bytes for the viewer and the workers: this browser's copy, or — for a shared project's plan this
 * browser has never had (a colleague imported it) — fetched from the server's blob store by its SHA-256 the first time
 * it is shown, checked and kept like an import's (db/sharing/blobs.ts, in the sync chunk, loaded only then). A PDF is
 * named by its `hash`; a CAD file by the hashes its document row carries (`sha256`: the PDF drawn from it, `cadSha256`:
 * its model and the file as received). A failed fetch is a SheetFileError whose code the viewer says in French, with
 * its « Réessayer »; nothing is kept.
 */
import type { MetrDatabase } from '../../../db/schema';
import type { PlanBlobFailure } from '../../../db/sharing/blobs';
import { planFileRepository } from '../../../db/workspace/files';
import { SheetFileError } from '../sheetDocument';

const SHEET_FILE_CODE = {
  offline: 'planOffline',
  notFound: 'planNotFound',
  mismatch: 'planMismatch',
  storage: 'planStorage',
} as const satisfies Record<PlanBlobFailure, string>;

/** The file's row when its project is shared (its plan may be fetched), else null. */
async function sharedFile(db: MetrDatabase, fileId: string) {
  const file = await db.files.get(fileId);
  if (!file) return null;
  const project = await db.projects.get(file.projectId);
  return project?.sharing ? file : null;
}

export async function readPlanBlob(db: MetrDatabase, fileId: string): Promise<Blob | undefined> {
  const kept = await planFileRepository(db).getFileBlob(fileId);
  if (kept) return kept;
  const file = await sharedFile(db, fileId);
  // A CAD file's drawn PDF is named by its document row (`sha256`), not by the drawing's `hash`.
  const sha256 = file?.cad ? file.sha256 : file?.hash;
  if (!file || !sha256) return undefined;
  const { fetchPlanBlob, PlanBlobError } = await import('../../../db/sharing/blobs');
  try {
    const fetched = await fetchPlanBlob(db, { fileId, sha256, type: file.mediaType });
    // Its sheets came without thumbnails: made now that the bytes are here (their own chunk, when idle).
    void import('./receivedThumbnails')
      .then((m) => m.scheduleReceivedThumbnails(db, fileId, fetched))
      .catch(() => undefined);
    return fetched;
  } catch (error) {
    if (!(error instanceof PlanBlobError)) throw error;
    throw new SheetFileError(SHEET_FILE_CODE[error.failure], { cause: error });
  }
}

/**
 * A CAD file's model and source: this browser's, or a shared project's fetched from the blob store by the hashes of
 * its document row, checked and kept together. Undefined for a PDF, for a file of an unshared project whose model is
 * gone, and for a shared one whose row names no model; rejects with the PlanBlobFailure when the fetch fails (nothing
 * kept: the next opening asks again).
 */
export async function readCadModel(
  db: MetrDatabase,
  fileId: string,
): Promise<{ model: Blob; source: Blob } | undefined> {
  const kept = await planFileRepository(db).getCadModel(fileId);
  if (kept) return kept;
  const file = await sharedFile(db, fileId);
  if (!file?.cad || !file.cadSha256) return undefined;
  const { fetchCadBlobs, PlanBlobError } = await import('../../../db/sharing/blobs');
  try {
    return await fetchCadBlobs(db, { fileId, ...file.cadSha256 });
  } catch (error) {
    throw error instanceof PlanBlobError ? new CadModelFetchError(error.failure, { cause: error }) : error;
  }
}

/** A shared CAD file's model that could not be fetched: why, in PlanBlobFailure's words. */
export class CadModelFetchError extends Error {
  constructor(
    readonly failure: PlanBlobFailure,
    options?: ErrorOptions,
  ) {
    super(`CAD model: ${failure}`, options);
    this.name = 'CadModelFetchError';
  }
}
