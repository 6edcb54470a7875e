/**
 * Undo and redo on a shared project go to the document's per-person undo (Y.UndoManager, domain/sharing/undo.ts),
 * never to the journal's: the journal's undo takes the newest entry of the scope, and on a shared project that may be
 * a colleague's, received through the document (README « Shared projects: the project in a Yjs document »). Ctrl+Z
 * takes back this person's last step, field by field, leaving a colleague's later change of a field as it is; the
 * bridge writes the result to Dexie and marks the step's journal entries undone, as the journal would.
 */
import type { StepInfo, UndoStatus } from '../../../db/workspace/journal';
import type { JournalEntry } from '../../../domain/takeoff/journal';
import type { JournalStore, StoreStep } from '../journalRunner';
import { isShared, sessionOf } from './registry';

/** What a shared undo needs of the stored journal: its entries, and the scope's version. */
type EntryReader = Pick<JournalStore, 'entry' | 'version'>;

const info = (entry: JournalEntry): StepInfo => ({
  entryId: entry.id,
  type: entry.type,
  at: entry.at,
  by: entry.by,
  isIrreversible: false,
});

/** This person's step on a shared project: undone or redone in the document; null when there was none. */
export async function sharedStep(
  projectId: string,
  kind: 'undo' | 'redo',
  journal: EntryReader,
): Promise<StoreStep | null> {
  const session = sessionOf(projectId);
  if (!session) return null;
  const entries = kind === 'undo' ? await session.undo() : await session.redo();
  const first = entries?.[0];
  if (first === undefined) return null;
  const entry = await journal.entry(first);
  if (!entry) return null;
  return { entry, version: await journal.version(), reread: true };
}

/** What this person's undo and redo would move now on a shared project. */
export async function sharedStatus(projectId: string, journal: EntryReader): Promise<UndoStatus> {
  const session = sessionOf(projectId);
  const top = async (kind: 'undo' | 'redo') => {
    const first = session?.topEntries(kind)?.[0];
    const entry = first === undefined ? undefined : await journal.entry(first);
    return entry ? info(entry) : null;
  };
  return { undo: await top('undo'), redo: await top('redo') };
}

/**
 * A project's journal store whose undo, redo and status go to the document while the project is shared in this tab
 * (sessions.ts), and to the journal otherwise; a commit waits until the bridge has put it in the document, so the
 * undo's status read after it counts it.
 */
export function sharedJournalStore(base: JournalStore, projectId: string): JournalStore {
  return {
    ...base,
    async commit(command) {
      const stepped = await base.commit(command);
      await sessionOf(projectId)
        ?.settled()
        .catch(() => undefined);
      return stepped;
    },
    undo: (skip) => (isShared(projectId) ? sharedStep(projectId, 'undo', base) : base.undo(skip)),
    redo: () => (isShared(projectId) ? sharedStep(projectId, 'redo', base) : base.redo()),
    status: (skip) => (isShared(projectId) ? sharedStatus(projectId, base) : base.status(skip)),
  };
}
