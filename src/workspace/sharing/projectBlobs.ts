/**
 * A project's blobs as the blob store keys them (src/domain/sharing/layout.ts): a PDF file's bytes under its row's
 * `hash`; a CAD file's drawn PDF, its model and its source under their own SHA-256 (fileHashes, the bridge's rule).
 * Only the hashes are computed up front; the bytes are read one blob at a time as they are sent.
 */
import type { MetrDatabase } from '../../db/schema';
import { sha256Hex } from '../../domain/pdf/hash';
import type { ProjectBlob } from './upload';

// The same rule as the bridge's fileHashes (src/db/sharing/rows.ts), not imported from it: that module brings the
// journal and the sheets' loaders, which would split the workspace's first-load chunks around this lazy one.
const hex = (blob: Blob) => blob.arrayBuffer().then((bytes) => sha256Hex(bytes));

export async function projectBlobs(db: MetrDatabase, projectId: string): Promise<ProjectBlob[]> {
  const files = await db.files.where('projectId').equals(projectId).toArray();
  const blobs: ProjectBlob[] = [];
  for (const file of files) {
    const fileBytes = () => db.fileBlobs.get(file.id).then((row) => row?.blob);
    if (!file.cad) {
      const stored = await db.fileBlobs.get(file.id);
      blobs.push({ sha256: file.hash, size: stored?.blob.size ?? file.size, fileName: file.name, read: fileBytes });
      continue;
    }
    // A CAD file: the PDF drawn from it and its two CAD blobs, each under its own hash (its row's is the CAD file's).
    const [drawn, cad] = await Promise.all([db.fileBlobs.get(file.id), db.cadModels.get(file.id)]);
    if (drawn) {
      blobs.push({ sha256: await hex(drawn.blob), size: drawn.blob.size, fileName: file.name, read: fileBytes });
    }
    if (cad) {
      const model = () => db.cadModels.get(file.id).then((row) => row?.model);
      const source = () => db.cadModels.get(file.id).then((row) => row?.source);
      blobs.push({ sha256: await hex(cad.model), size: cad.model.size, fileName: file.name, read: model });
      blobs.push({ sha256: await hex(cad.source), size: cad.source.size, fileName: file.name, read: source });
    }
  }
  return blobs;
}
