/**
 * One import queue per project (and author) for the page's lifetime, outside React: an import goes on while the user
 * opens a sheet or another project, and its progress is there again when they come back.
 */
import { persistStorage } from '../../db/local';
import type { Author } from '../../db/workspace/journal';
import { createImportQueue, type ImportQueue } from '../../workspace/import/queue';
import type { ImportStore } from '../../workspace/import/types';
import { pdfClient } from '../../workers/pdf/client';
import { workspaceRepositories } from './repositories';

const queues = new Map<string, ImportQueue>();

const store: ImportStore = {
  findFileByHash: async (projectId, hash) => (await workspaceRepositories()).files.findFileByHash(projectId, hash),
  importPlanFile: async (input, author) => (await workspaceRepositories()).files.importPlanFile(input, author),
};

export function projectImportQueue(projectId: string, author: Author): ImportQueue {
  const key = `${author.by}\n${projectId}`;
  let queue = queues.get(key);
  if (!queue) {
    queue = createImportQueue({ projectId, author, pdf: pdfClient(), store, requestPersistence: persistStorage });
    queues.set(key, queue);
  }
  return queue;
}
