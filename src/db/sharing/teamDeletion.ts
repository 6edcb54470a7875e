/**
 * The copy here of a shared project that an économiste has just deleted on the server for the whole team (issue 30):
 * it is deleted through the journal like any deletion (the project list's `remove`: the history keeps who and when),
 * and that step is then marked irreversible (`irreversibleWhy: 'deletedForTeam'`). Bringing the copy back with Ctrl+Z
 * or the list's « Annuler » would give a « shared » project that can never sync again (the server has no document
 * for it, nor any member): undo stops before the step and says why, as it does before a step whose file was purged.
 *
 * Loaded with the deletion's dialog (DeleteSharedHost), never with the project list; it imports no module of the
 * workspace's first load (each would become a chunk of its own there, and cost its bytes).
 */
import type { MetrDatabase } from '../schema';

/** Marks the journal entry of the copy's deletion: it can no longer be undone. */
export async function markDeletedForTeam(db: MetrDatabase, entryId: string, now = new Date()): Promise<void> {
  // A second write after the deletion's: a tab closed between the two leaves the ordinary, undoable deletion. The
  // project list reads the journal through a live query, so its buttons follow at once.
  await db.journal.update(entryId, { irreversibleAt: now.toISOString(), irreversibleWhy: 'deletedForTeam' });
}
