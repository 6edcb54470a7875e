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
import type { CadClient } from '../../workers/cad/client';
import type { ImportCadEngine } from '../../workspace/import/types';

/**
 * The CAD worker's client for one file (issue 28), its module loaded with the first CAD file: the project page's
 * first load does not carry it. A call made before the module is there waits for it; terminate() stops the worker
 * if one started, and makes any later call fail as cancelled.
 */
function lazyCadEngine(): ImportCadEngine {
  let terminated = false;
  let client: Promise<CadClient> | null = null;
  const get = () =>
    (client ??= import('../../workers/cad/client').then(({ CadClient }) => {
      const made = new CadClient();
      if (terminated) made.terminate();
      return made;
    }));
  return {
    readDxf: async (id, data, options) => (await get()).readDxf(id, data, options),
    loadDrawing: async (id, drawing, options) => (await get()).loadDrawing(id, drawing, options),
    build: async (id, unit, source, options) => (await get()).build(id, unit, source, options),
    forget: async (id) => (client ? (await client).forget(id) : null),
    start: () => {
      void get().then((made) => {
        if (!terminated) made.start();
      });
    },
    terminate: () => {
      terminated = true;
      void client?.then((made) => made.terminate());
    },
  };
}

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
      // DXF read in the CAD worker, DWG converted by the Metr server (issue 28), both loaded with the first CAD file.
      // The server's answer goes to the CAD worker as it came: parsed there, never copied between threads.
      cad: {
        engine: lazyCadEngine,
        convertDwg: async (file, options) =>
          (await import('../../workspace/import/dwg')).requestDwgDrawing(file, options),
      },
    });
    ofDatabase.set(key, queue);
  }
  return queue;
}
