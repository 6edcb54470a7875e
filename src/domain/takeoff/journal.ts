/**
 * The journal: every command of a project, in order, with who made it and when. Undo and redo walk it; the history
 * panel and the audit trail read it.
 *
 * The rule: history is linear. Undo takes back the newest entry not yet undone. Redo re-applies the oldest undone
 * entry — the one undone last — while the undone entries form the tail of the history. A new command after some
 * undos discards that tail: those entries can no longer be redone (the state they were made on is gone), but they
 * stay in the journal, marked `discardedAt`, because the audit trail must show that they happened and were taken back.
 */
import { invert, type Change, type Command, type CommandType } from './commands';
import type { IsoDateTime, TableName } from './types';

export interface JournalEntry extends Command {
  readonly id: string;
  /** The project the change is in; absent for a change of the article libraries, which belong to no project. */
  readonly projectId?: string;
  /** 1, 2, 3… within the project: the order of the history, independent of clocks. */
  readonly seq: number;
  readonly at: IsoDateTime;
  /** The local user who made the change (their id, or their email when no account is open). */
  readonly by: string;
  /** When the entry was undone; absent while it is in effect (a redo removes it). */
  readonly undoneAt?: IsoDateTime;
  /** When a new change made this undone entry unreachable by redo; absent otherwise. */
  readonly discardedAt?: IsoDateTime;
}

export type EntryStatus = 'done' | 'undone' | 'discarded';

export function entryStatus(entry: JournalEntry): EntryStatus {
  if (entry.discardedAt !== undefined) return 'discarded';
  return entry.undoneAt === undefined ? 'done' : 'undone';
}

const bySeq = (entries: readonly JournalEntry[]) => [...entries].sort((a, b) => a.seq - b.seq);

/** The entry Ctrl+Z takes back: the newest one in effect. */
export function undoTarget(entries: readonly JournalEntry[]): JournalEntry | null {
  let target: JournalEntry | null = null;
  for (const e of entries) if (entryStatus(e) === 'done' && (!target || e.seq > target.seq)) target = e;
  return target;
}

/** The entry Ctrl+Shift+Z re-applies: the oldest undone entry not discarded (the last one undone). */
export function redoTarget(entries: readonly JournalEntry[]): JournalEntry | null {
  let target: JournalEntry | null = null;
  for (const e of entries) if (entryStatus(e) === 'undone' && (!target || e.seq < target.seq)) target = e;
  return target;
}

export interface EntryMeta {
  readonly id: string;
  readonly projectId?: string;
  readonly at: IsoDateTime;
  readonly by: string;
}

export interface Recorded {
  readonly entry: JournalEntry;
  /** Undone entries this command made unreachable by redo, with `discardedAt` set: write them back. */
  readonly discarded: readonly JournalEntry[];
}

/** Journals a command; null for a command that changes nothing (it is not history). */
export function record(entries: readonly JournalEntry[], command: Command, meta: EntryMeta): Recorded | null {
  if (command.changes.length === 0) return null;
  const seq = entries.reduce((max, e) => Math.max(max, e.seq), 0) + 1;
  const entry: JournalEntry = { ...meta, seq, type: command.type, changes: command.changes };
  const discarded = entries
    .filter((e) => entryStatus(e) === 'undone')
    .map((e): JournalEntry => ({ ...e, discardedAt: meta.at }));
  return { entry, discarded };
}

export interface Step {
  /** The entry as it must be stored after the step. */
  readonly entry: JournalEntry;
  /** The changes to apply to the rows. */
  readonly changes: readonly Change[];
}

/** What undoing the newest entry in effect means: its inverse changes, and the entry marked undone. */
export function undo(entries: readonly JournalEntry[], at: IsoDateTime): Step | null {
  const target = undoTarget(entries);
  if (!target) return null;
  return { entry: { ...target, undoneAt: at }, changes: invert(target).changes };
}

/** What redoing means: the entry's changes again, and the entry back in effect. */
export function redo(entries: readonly JournalEntry[]): Step | null {
  const target = redoTarget(entries);
  if (!target) return null;
  const { undoneAt: _undoneAt, ...entry } = target;
  return { entry, changes: target.changes };
}

/** Replaces entries by id (after a record, an undo or a redo) and keeps the journal in order. */
export function withEntries(entries: readonly JournalEntry[], changed: readonly JournalEntry[]): JournalEntry[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const e of changed) byId.set(e.id, e);
  return bySeq([...byId.values()]);
}

/** What every list of the journal shows of an entry: which, what, when, by whom, and whether it is in effect. */
export interface EntryHeading {
  readonly id: string;
  readonly seq: number;
  readonly type: CommandType;
  readonly at: IsoDateTime;
  readonly by: string;
  readonly status: EntryStatus;
}

export interface HistoryItem extends EntryHeading {
  /** Rows touched per table, for "3 mesures déplacées". */
  readonly touched: Readonly<Partial<Record<TableName, number>>>;
  readonly isUndoTarget: boolean;
  readonly isRedoTarget: boolean;
}

/** What the history panel lists, newest first: every entry, including undone and discarded ones, with its status. */
export function history(entries: readonly JournalEntry[]): HistoryItem[] {
  const undoId = undoTarget(entries)?.id;
  const redoId = redoTarget(entries)?.id;
  return bySeq(entries)
    .reverse()
    .map((e) => {
      const touched: Partial<Record<TableName, number>> = {};
      for (const c of e.changes) touched[c.table] = (touched[c.table] ?? 0) + 1;
      return {
        id: e.id,
        seq: e.seq,
        type: e.type,
        at: e.at,
        by: e.by,
        status: entryStatus(e),
        touched,
        isUndoTarget: e.id === undoId,
        isRedoTarget: e.id === redoId,
      };
    });
}
