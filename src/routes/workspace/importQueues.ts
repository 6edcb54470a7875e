/**
 * One import queue per project (and author) for the page's lifetime, outside React: an import goes on while the user
 * opens a sheet or another project, and its progress is there again when they come back.
 */
import { persistStorage } from '../../db/local';
import type { MetrDatabase } from '../../db/schema';
import { planFileRepository } from '../../db/workspace/files';
import type { Author } from '../../db/workspace/journal';
import { sheetRepository } from '../../db/workspace/sheets';
import { createImportQueue, type ImportQueue } from '../../workspace/import/queue';
import { PdfClient } from '../../workers/pdf/client';

const queues = new WeakMap<MetrDatabase, Map<string, ImportQueue>>();

export function projectImportQueue(db: MetrDatabase, projectId: string, author: Author): ImportQueue {
  const ofDatabase = queues.get(db) ?? new Map<string, ImportQueue>();
  queues.set(db, ofDatabase);
  const key = `${author.by}\n${projectId}`;
  let queue = ofDatabase.get(key);
  if (!queue) {
    queue = createImportQueue({
      projectId,
      author,
      // A worker per file (reused after a file that ended normally), not the viewer's: cancelling a file or stopping
      // one over a limit terminates its worker, and the sheet on screen keeps its own.
      pdf: () => new PdfClient(),
      store: planFileRepository(db),
      // navigator.storage.persist(), asked at the first file dropped or picked.
      requestPersistence: persistStorage,
      // A file added { indiceOf: true } (issue 27): its pages paired with the project's sheets as they are when its
      // analysis ends, by the comparison model's pairPages.
      indice: {
        sheets: () => sheetRepository(db).listByProject(projectId),
        // Loaded with the first new indice: the project page's first load does not carry the pairing's code.
        pair: async (pages, sheets) => (await import('../../domain/comparison/pairing')).pairPages(pages, sheets),
      },
    });
    ofDatabase.set(key, queue);
  }
  return queue;
}
