/**
 * At the workspace's start, the steps a page showed but could not write before it was left (a tab closed at once):
 * written to their project's journal before any page reads the rows, so that the project's page, its quantities and
 * its export have them without the sheet being opened again. Loaded by the shell only when some are kept.
 *
 * A shared project's are left to its sheet page (useSheetTools), which writes them once the project's sync session is
 * open: written now, with no session to carry them into the project's document, they would stay in this browser only.
 * A project deleted since has nothing to receive them. What stops a replay here is storage (a conflict is counted as
 * refused), said as the storage's messages say it.
 */
import { guard } from '../../db/errors';
import type { MetrDatabase } from '../../db/schema';
import { dropUnwritten } from '../../db/workspace/unwritten';
import {
  pageStorage,
  projectsWithUnwritten,
  unwrittenKeys,
  type UnwrittenStorage,
} from '../../db/workspace/unwrittenKeys';
import type { Notice } from './context';
import { unwrittenRefusedMessage } from '../../i18n/unwritten.fr';
import { storageErrorMessage } from '../../i18n/storage';
import { projectJournalStore, replayUnwritten } from './journalRunner';

/** Writes every unshared project's kept steps; a French message when some could not be, else null. */
export async function replayUnwrittenProjects(
  db: MetrDatabase,
  by: string,
  storage: UnwrittenStorage | null,
): Promise<string | null> {
  let refused = 0;
  for (const projectId of projectsWithUnwritten(storage)) {
    let project;
    try {
      project = await guard(() => db.projects.get(projectId));
    } catch (error) {
      return storageErrorMessage(error);
    }
    if (!project) {
      for (const key of unwrittenKeys(storage, projectId)) dropUnwritten(storage, key);
      continue;
    }
    if (project.sharing) continue;
    const replayed = await replayUnwritten(projectJournalStore(db, projectId, by), storage, projectId);
    if (replayed.error !== null) return storageErrorMessage(replayed.error);
    refused += replayed.refused;
  }
  return refused > 0 ? unwrittenRefusedMessage(refused) : null;
}

/** The shell's call: this page's storage, and a failure said as a notification. */
export async function replayAtStart(db: MetrDatabase, by: string, notify: (notice: Notice) => void): Promise<void> {
  const message = await replayUnwrittenProjects(db, by, pageStorage());
  if (message) notify({ message, tone: 'danger' });
}
