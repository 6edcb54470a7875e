/**
 * The journal: every command of a project, in order, with who made it and when. Undo and redo walk it; the history
 * panel and the audit trail read it.
 *
 * The rule: history is linear. Undo takes back the newest entry not yet undone. Redo re-applies the oldest undone
 * entry — the one undone last — while the undone entries form the tail of the history. A new command after some
 * undos discards that tail: those entries can no longer be redone (the state they were made on is gone), but they
 * stay in the journal, marked `discardedAt`, because the audit trail must show that they happened and were taken back.
 *
 * Several tabs may edit one project at once, so each entry names its origin (the tab that made it), and each tab has
 * its own history inside the journal: its undo takes back its own newest step, never a step another open tab made
 * (tldraw's and Yjs's rule: a colleague's change never enters my undo). A step whose tab is gone (closed, yesterday's
 * session) or made before tabs were told apart belongs to every tab, as a document's past does. A new change
 * discards only its own tab's redo branch: another tab can still redo what it undid.
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
  /** The tab that made the change (a random id per tab); absent on entries made before tabs were told apart. */
  readonly origin?: string;
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

/** The tab whose history is walked, and which tabs are open now. */
export interface StepOwner {
  /** The tab's origin. */
  readonly origin: string;
  /**
   * The origins of the tabs open now (this one included). Null when it cannot be known: then only the tab's own
   * steps and steps without an origin are its own.
   */
  readonly open?: ReadonlySet<string> | null;
}

/**
 * Whether an entry is on a tab's history: made by that tab, by no known tab (before tabs were told apart), or by a
 * tab that is not open any more. Without an owner every entry is (a single history, as before tabs).
 */
export function isOwnStep(entry: Pick<JournalEntry, 'origin'>, owner?: StepOwner | null): boolean {
  if (!owner || entry.origin === undefined || entry.origin === owner.origin) return true;
  return owner.open !== null && owner.open !== undefined && !owner.open.has(entry.origin);
}

/**
 * The entry Ctrl+Z takes back: the newest one in effect on the owner's history. `skip`: entries the tab was told it
 * can no longer undo (another tab changed their rows since), which a next Ctrl+Z passes over.
 */
export function undoTarget(
  entries: readonly JournalEntry[],
  owner?: StepOwner | null,
  skip?: ReadonlySet<string>,
): JournalEntry | null {
  let target: JournalEntry | null = null;
  for (const e of entries) {
    if (entryStatus(e) !== 'done' || !isOwnStep(e, owner) || skip?.has(e.id)) continue;
    if (!target || e.seq > target.seq) target = e;
  }
  return target;
}

/** The entry Ctrl+Shift+Z re-applies: the owner's oldest undone entry not discarded (the last one undone). */
export function redoTarget(entries: readonly JournalEntry[], owner?: StepOwner | null): JournalEntry | null {
  let target: JournalEntry | null = null;
  for (const e of entries) {
    if (entryStatus(e) !== 'undone' || !isOwnStep(e, owner)) continue;
    if (!target || e.seq < target.seq) target = e;
  }
  return target;
}

export interface EntryMeta {
  readonly id: string;
  readonly projectId?: string;
  readonly at: IsoDateTime;
  readonly by: string;
  /** The tab making the change; absent: no tab is told apart (every entry is on one history). */
  readonly origin?: string;
}

export interface Recorded {
  readonly entry: JournalEntry;
  /** Undone entries this command made unreachable by redo, with `discardedAt` set: write them back. */
  readonly discarded: readonly JournalEntry[];
}

/**
 * Journals a command; null for a command that changes nothing (it is not history). The undone entries on the
 * maker's history are discarded (`open`: the tabs open now, see isOwnStep); another open tab's stay redoable.
 */
export function record(
  entries: readonly JournalEntry[],
  command: Command,
  meta: EntryMeta,
  open?: ReadonlySet<string> | null,
): Recorded | null {
  if (command.changes.length === 0) return null;
  const seq = entries.reduce((max, e) => Math.max(max, e.seq), 0) + 1;
  const entry: JournalEntry = { ...meta, seq, type: command.type, changes: command.changes };
  const owner = meta.origin === undefined ? null : { origin: meta.origin, open: open ?? null };
  const discarded = entries
    .filter((e) => entryStatus(e) === 'undone' && isOwnStep(e, owner))
    .map((e): JournalEntry => ({ ...e, discardedAt: meta.at }));
  return { entry, discarded };
}

export interface Step {
  /** The entry as it must be stored after the step. */
  readonly entry: JournalEntry;
  /** The changes to apply to the rows. */
  readonly changes: readonly Change[];
}

/** What undoing the owner's newest entry in effect means: its inverse changes, and the entry marked undone. */
export function undo(
  entries: readonly JournalEntry[],
  at: IsoDateTime,
  owner?: StepOwner | null,
  skip?: ReadonlySet<string>,
): Step | null {
  const target = undoTarget(entries, owner, skip);
  if (!target) return null;
  return { entry: { ...target, undoneAt: at }, changes: invert(target).changes };
}

/** What redoing means: the entry's changes again, and the entry back in effect. */
export function redo(entries: readonly JournalEntry[], owner?: StepOwner | null): Step | null {
  const target = redoTarget(entries, owner);
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
  /** The tab that made it, when known. */
  readonly origin?: string;
}

export interface HistoryItem extends EntryHeading {
  /** Rows touched per table, for "3 mesures déplacées". */
  readonly touched: Readonly<Partial<Record<TableName, number>>>;
  readonly isUndoTarget: boolean;
  readonly isRedoTarget: boolean;
}

/**
 * What the history panel lists, newest first: every entry, including undone and discarded ones, with its status; the
 * undo and redo targets are the owner's (a tab's).
 */
export function history(entries: readonly JournalEntry[], owner?: StepOwner | null): HistoryItem[] {
  const undoId = undoTarget(entries, owner)?.id;
  const redoId = redoTarget(entries, owner)?.id;
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
        ...(e.origin === undefined ? {} : { origin: e.origin }),
        touched,
        isUndoTarget: e.id === undoId,
        isRedoTarget: e.id === redoId,
      };
    });
}

/** Who changed a row a step needs since the step was made: another tab, this tab (a later step), or no entry here. */
export type StepBlame = 'otherTab' | 'thisTab' | 'elsewhere';

const touches = (entry: JournalEntry, table: TableName, id: string) =>
  entry.changes.some(
    (c) =>
      (c.table === table && c.id === id) ||
      // A row that refers to it (a measurement added on the sheet the step would delete).
      [c.before, c.after].some((row) => row !== null && Object.values(row).includes(id)),
  );

/**
 * Why a step of a tab's history can no longer be applied to the rows (`table`/`id`, the row that is not what it
 * expects): the entry that touched that row (or a row referring to it) last, other than the step itself, among
 * `entries` (the scope's entries made after it), and whether another tab made it. The journal says so in French,
 * naming the step, instead of undoing anything.
 */
export function blameFor(
  entries: readonly JournalEntry[],
  target: Pick<JournalEntry, 'id'>,
  table: TableName,
  id: string,
  owner?: StepOwner | null,
): { readonly blame: StepBlame; readonly by: JournalEntry | null } {
  const activity = (e: JournalEntry) => (e.undoneAt !== undefined && e.undoneAt > e.at ? e.undoneAt : e.at);
  let by: JournalEntry | null = null;
  for (const e of entries) {
    if (e.id === target.id || entryStatus(e) === 'discarded' || !touches(e, table, id)) continue;
    if (!by || activity(e) > activity(by) || (activity(e) === activity(by) && e.seq > by.seq)) by = e;
  }
  if (!by || by.origin === undefined) return { blame: 'elsewhere', by };
  return { blame: owner && by.origin !== owner.origin ? 'otherTab' : 'thisTab', by };
}
