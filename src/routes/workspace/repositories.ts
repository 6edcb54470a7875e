/**
 * The workspace's repositories over the app's database, opened on first use (db/local.ts). The workspace's routes are
 * their own chunk, so these static imports never reach the landing or the shell.
 */
import { getDatabase } from '../../db/local';
import { planFileRepository } from '../../db/workspace/files';
import { journalRepository } from '../../db/workspace/journal';
import { sheetRepository } from '../../db/workspace/sheets';

export interface WorkspaceRepositories {
  readonly files: ReturnType<typeof planFileRepository>;
  readonly sheets: ReturnType<typeof sheetRepository>;
  readonly journal: ReturnType<typeof journalRepository>;
}

let repositories: Promise<WorkspaceRepositories> | null = null;

export function workspaceRepositories(): Promise<WorkspaceRepositories> {
  repositories ??= getDatabase().then(
    (db) => ({ files: planFileRepository(db), sheets: sheetRepository(db), journal: journalRepository(db) }),
    (error: unknown) => {
      // Not cached: the next call tries again (getDatabase does the same).
      repositories = null;
      throw error;
    },
  );
  return repositories;
}
