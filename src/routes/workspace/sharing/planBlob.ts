/**
 * A sheet's plan bytes for the viewer and the workers: this browser's copy, or — for a shared project's PDF this
 * browser has never had (a colleague imported it) — fetched from the server's blob store by its SHA-256 the first time
 * it is shown, checked and kept like an import's (db/sharing/blobs.ts, in the sync chunk, loaded only then). A failed
 * fetch is a SheetFileError whose code the viewer says in French, with its « Réessayer »; nothing is kept.
 */
import type { MetrDatabase } from '../../../db/schema';
import { planFileRepository } from '../../../db/workspace/files';
import { SheetFileError } from '../sheetDocument';

export async function readPlanBlob(db: MetrDatabase, fileId: string): Promise<Blob | undefined> {
  const kept = await planFileRepository(db).getFileBlob(fileId);
  if (kept) return kept;
  const file = await db.files.get(fileId);
  // A CAD file's drawn PDF is not the file's `hash`: its blobs are named in the document only (not fetched yet).
  if (!file || file.cad) return undefined;
  const project = await db.projects.get(file.projectId);
  if (!project?.sharing) return undefined;
  const { fetchPlanBlob, PlanBlobError } = await import('../../../db/sharing/blobs');
  try {
    return await fetchPlanBlob(db, { fileId, sha256: file.hash, type: file.mediaType });
  } catch (error) {
    if (!(error instanceof PlanBlobError)) throw error;
    const code = (
      { offline: 'planOffline', notFound: 'planNotFound', mismatch: 'planMismatch', storage: 'planStorage' } as const
    )[error.failure];
    throw new SheetFileError(code, { cause: error });
  }
}
