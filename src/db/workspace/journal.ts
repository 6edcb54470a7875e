/**
 * The persistent journal: every change to the workspace goes through commit(), and undo() and redo() walk it back
 * and forth, each in one read-write transaction over the rows it touches and the journal. The rules of the history
 * (linear, the discarded redo branch kept for the audit trail) are the take-off model's (domain/takeoff/journal.ts);
 * this module stores them.
 *
 * Every step, before it writes, reads the rows it changes and checks them with the model's applyChanges: a row that
 * is not what the step expects (edited since in another tab, or by another scope) refuses the whole step with a
 * JournalConflictError and writes nothing. It also keeps the rows whole: a step may not leave a measurement without
 * its sheet, a sheet without its file or project, nor delete a parent that still holds rows the step does not delete.
 *
 * Several tabs share the journal. Each entry names the tab that made it (its origin, tabs.ts), and each tab undoes
 * and redoes its own steps (the model's isOwnStep). An undo or redo refused because another tab changed its rows since
 * is a StepBlockedError that names the step and the other tab. Each step also moves its scope's version on by one,
 * in the same transaction, and is announced to the other tabs on a BroadcastChannel ({ scope, kind, entry id,
 * version, origin }) once committed: a tab applies the step to its own copy of the rows when the version follows the
 * one it holds, and reads the rows again when it does not (a message missed, two steps crossing).
 */
import Dexie, { type Table } from 'dexie';
import { applyChanges, stateFromRows, type Change, type Command } from '../../domain/takeoff/commands';
import { ConflictError } from '../../domain/takeoff/errors';
import {
  blameFor,
  entryStatus,
  history,
  isOwnStep,
  record,
  redo as redoStep,
  undo as undoStep,
  type EntryStatus,
  type HistoryItem,
  type JournalEntry,
  type StepOwner,
} from '../../domain/takeoff/journal';
import type { CommandType } from '../../domain/takeoff/commands';
import type { IsoDateTime, Row, TableName, TakeoffState } from '../../domain/takeoff/types';
import {
  IrreversibleEntryError,
  JournalConflictError,
  StepBlockedError,
  guard,
  type IrreversibleWhy,
  type StepBlockReason,
} from '../errors';
import { repositoryContext, type RepositoryContext, type RepositoryOptions } from '../repository';
import type { MetrDatabase } from '../schema';
import { currentTab } from './tabs';
import type { JournalRow, Scope } from '../types';
import { commandProject } from './scopes';
import { comparisonsTables, deleteComparisonsOfSheets } from './comparisonsCleanup';

/** Who makes a change: the local user's id (a UUID, no personal data; the history panel resolves it to a name). */
export interface Author {
  readonly by: string;
}

export interface CommitOptions extends Author {
  readonly scope: Scope;
  /**
   * The entry is written already irreversible, for this reason (a shared project's copy deleted for the whole team):
   * the step and its mark are one transaction, so no closed tab can leave the step undoable.
   */
  readonly irreversibleWhy?: IrreversibleWhy;
}

// ---------------------------------------------------------------------------------------------------------------
// Rows of the model in Dexie's tables
// ---------------------------------------------------------------------------------------------------------------

/** The Dexie table that holds each table of the model: the model's `sheets` live in `plans`. */
export function storeOf(db: MetrDatabase, table: TableName): Table<Row, string> {
  const stores = {
    projects: db.projects,
    files: db.files,
    sheets: db.plans,
    measurements: db.measurements,
    variables: db.variables,
    libraries: db.libraries,
    libraryLots: db.libraryLots,
    libraryChapters: db.libraryChapters,
    libraryItems: db.libraryItems,
  };
  // Each store holds the model's rows of that name (plans also holds version 2's legacy rows, which no command
  // names): a Table of the union is what the generic code below reads and writes.
  return stores[table] as unknown as Table<Row, string>;
}

/** The tables a journalled step reads and writes; callers add their own (blobs) to the same transaction. */
export function journalTables(db: MetrDatabase): Table[] {
  return [
    db.projects,
    db.files,
    db.plans,
    db.measurements,
    db.variables,
    db.libraries,
    db.libraryLots,
    db.libraryChapters,
    db.libraryItems,
    db.journal,
    db.scopes,
    // A deleted sheet takes its kept comparisons with it (applyToStore).
    ...comparisonsTables(db),
  ];
}

/** Every sheet of a project (never version 2's legacy plans, which the [projectId+fileId] index leaves out). */
export function sheetsOfProject(db: MetrDatabase, projectId: string) {
  return db.plans.where('[projectId+fileId]').between([projectId, Dexie.minKey], [projectId, Dexie.maxKey]);
}

type Ids = Map<TableName, Set<string>>;

function touchedIds(changes: readonly Change[]): Ids {
  const ids: Ids = new Map();
  for (const change of changes) {
    const set = ids.get(change.table) ?? new Set<string>();
    set.add(change.id);
    ids.set(change.table, set);
  }
  return ids;
}

/**
 * Which rows each row needs to exist: a measurement its sheet and project, a sheet its file and project, a variable
 * its project, an article its chapter, lot and library. A measurement's links name articles without needing them: an
 * article deleted from the library leaves the link listed as « article supprimé », and undoing the deletion heals it.
 */
const PARENTS: { readonly [T in TableName]: readonly { readonly key: string; readonly table: TableName }[] } = {
  projects: [],
  files: [{ key: 'projectId', table: 'projects' }],
  sheets: [
    { key: 'projectId', table: 'projects' },
    { key: 'fileId', table: 'files' },
  ],
  measurements: [
    { key: 'projectId', table: 'projects' },
    { key: 'sheetId', table: 'sheets' },
  ],
  variables: [{ key: 'projectId', table: 'projects' }],
  libraries: [],
  libraryLots: [{ key: 'libraryId', table: 'libraries' }],
  libraryChapters: [
    { key: 'libraryId', table: 'libraries' },
    { key: 'lotId', table: 'libraryLots' },
  ],
  libraryItems: [
    { key: 'bibliotheque_id', table: 'libraries' },
    { key: 'lot', table: 'libraryLots' },
    { key: 'subCategory', table: 'libraryChapters' },
  ],
};

/** The stored rows that a row holds (their table and primary keys). */
async function childrenOf(db: MetrDatabase, table: TableName, row: Row): Promise<[TableName, string[]][]> {
  switch (table) {
    case 'projects':
      return [
        ['files', await db.files.where('projectId').equals(row.id).primaryKeys()],
        ['sheets', await sheetsOfProject(db, row.id).primaryKeys()],
        ['measurements', await db.measurements.where('projectId').equals(row.id).primaryKeys()],
        ['variables', await db.variables.where('projectId').equals(row.id).primaryKeys()],
      ];
    case 'files': {
      const { projectId } = row as { projectId: string };
      return [['sheets', await db.plans.where('[projectId+fileId]').equals([projectId, row.id]).primaryKeys()]];
    }
    case 'sheets':
      return [['measurements', await db.measurements.where('sheetId').equals(row.id).primaryKeys()]];
    case 'measurements':
    case 'variables':
    case 'libraryItems':
      return [];
    case 'libraries':
      return [
        ['libraryLots', await db.libraryLots.where('libraryId').equals(row.id).primaryKeys()],
        ['libraryChapters', await db.libraryChapters.where('libraryId').equals(row.id).primaryKeys()],
        ['libraryItems', await db.libraryItems.where('bibliotheque_id').equals(row.id).primaryKeys()],
      ];
    case 'libraryLots':
      return [
        ['libraryChapters', await db.libraryChapters.where('lotId').equals(row.id).primaryKeys()],
        ['libraryItems', await db.libraryItems.where('lot').equals(row.id).primaryKeys()],
      ];
    case 'libraryChapters':
      return [['libraryItems', await db.libraryItems.where('subCategory').equals(row.id).primaryKeys()]];
  }
}

/** Refuses a step that would leave a row without its parent, or delete a parent that keeps rows. */
async function checkReferences(db: MetrDatabase, ids: Ids, before: TakeoffState, after: TakeoffState) {
  const get = (table: TableName, id: string) => (after[table] as ReadonlyMap<string, Row>).get(id);
  const isTouched = (table: TableName, id: string) => ids.get(table)?.has(id) ?? false;
  const known = new Map<string, boolean>();
  // Answered synchronously whenever it can be: a row this step touches, or one already looked up. Awaiting an
  // already-settled promise per row is not free inside a Dexie transaction: Dexie follows native awaits through a
  // bounded number of "zone echoes", and a step of a few hundred rows (the starter library's install) ran out of
  // them — the writes after it then left the transaction (PrematureCommitError, and a journal entry missing).
  const exists = (table: TableName, id: string): boolean | Promise<boolean> => {
    if (isTouched(table, id)) return get(table, id) !== undefined;
    const key = `${table}/${id}`;
    const found = known.get(key);
    if (found !== undefined) return found;
    return storeOf(db, table)
      .where(':id')
      .equals(id)
      .count()
      .then((count) => {
        known.set(key, count > 0);
        return count > 0;
      });
  };

  for (const [table, set] of ids) {
    for (const id of set) {
      const previous = (before[table] as ReadonlyMap<string, Row>).get(id);
      const next = get(table, id);
      if (next) {
        for (const parent of PARENTS[table]) {
          const parentId = (next as unknown as Record<string, string>)[parent.key] ?? '';
          const unchanged = previous && (previous as unknown as Record<string, string>)[parent.key] === parentId;
          if (unchanged) continue;
          const found = exists(parent.table, parentId);
          if (!(typeof found === 'boolean' ? found : await found)) {
            throw new JournalConflictError('missingParent', parent.table, parentId);
          }
        }
      } else if (previous) {
        // Rows without children are answered without an await (see `exists` above: a deletion of 172 articles).
        if (table === 'measurements' || table === 'variables' || table === 'libraryItems') continue;
        for (const [childTable, childIds] of await childrenOf(db, table, previous)) {
          // A child the same step deletes is fine; one it keeps (or one added since) is not.
          if (childIds.some((childId) => !isTouched(childTable, childId) || get(childTable, childId))) {
            throw new JournalConflictError('hasChildren', table, id);
          }
        }
      }
    }
  }
}

/**
 * Applies changes to the stored rows, inside the caller's read-write transaction: reads the rows, checks them with
 * the model (ConflictError → JournalConflictError) and their references, then writes what the changes leave.
 */
async function applyToStore(db: MetrDatabase, changes: readonly Change[]): Promise<void> {
  const ids = touchedIds(changes);
  const current: Partial<Record<TableName, Row[]>> = {};
  for (const [table, set] of ids) {
    const rows = await storeOf(db, table).bulkGet([...set]);
    current[table] = rows.filter((row) => row !== undefined);
  }
  // stateFromRows wants each table's own row type; `current` holds exactly those, keyed by table.
  const before = stateFromRows(current as Parameters<typeof stateFromRows>[0]);
  let after: TakeoffState;
  try {
    after = applyChanges(before, changes);
  } catch (error) {
    if (error instanceof ConflictError) {
      throw new JournalConflictError('changed', error.table, error.id, { cause: error });
    }
    throw error;
  }
  await checkReferences(db, ids, before, after);
  for (const [table, set] of ids) {
    const rows = after[table] as ReadonlyMap<string, Row>;
    const kept = [...set].flatMap((id) => rows.get(id) ?? []);
    const gone = [...set].filter((id) => !rows.has(id));
    if (kept.length > 0) await storeOf(db, table).bulkPut(kept);
    if (gone.length > 0) await storeOf(db, table).bulkDelete(gone);
    // Undoing the deletion brings the sheet back without them: its comparison is made again when asked for.
    if (gone.length > 0 && table === 'sheets') await deleteComparisonsOfSheets(db, gone);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Journal rows
// ---------------------------------------------------------------------------------------------------------------

/** An entry as stored, its derived fields (status, fileIds) recomputed; irreversibleAt is kept. */
function toRow(entry: JournalEntry, scope: Scope): JournalRow {
  const { status: _status, fileIds: _fileIds, scope: _scope, ...rest } = entry as JournalRow;
  const fileIds = [...new Set(entry.changes.filter((c) => c.table === 'files').map((c) => c.id))];
  return { ...rest, scope, status: entryStatus(entry), ...(fileIds.length > 0 ? { fileIds } : {}) };
}

function byStatus(db: MetrDatabase, scope: Scope, status: EntryStatus) {
  return db.journal.where('[scope+status+seq]').between([scope, status, Dexie.minKey], [scope, status, Dexie.maxKey]);
}

function ofScope(db: MetrDatabase, scope: Scope) {
  return db.journal.where('[scope+seq]').between([scope, Dexie.minKey], [scope, Dexie.maxKey]);
}

// ---------------------------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------------------------

export interface JournalEvent {
  readonly scope: Scope;
  readonly kind: 'commit' | 'undo' | 'redo' | 'purge';
  /**
   * The entry committed, undone or redone, as it is after the step; null for a purge (which marks several) and for
   * another tab's step (read it by `entryId`: the journal is the source).
   */
  readonly entry: JournalEntry | null;
  readonly entryId: string | null;
  /** The scope's version after the step; null for a purge, which changes no row. */
  readonly version: number | null;
  /** The tab that made the step. */
  readonly origin: string;
  /** Made in another tab (heard on the BroadcastChannel). */
  readonly isRemote: boolean;
}

/** What a step announces; the rest of the event is filled in. */
export type JournalNotice = Pick<JournalEvent, 'scope' | 'kind' | 'entry'> & Partial<JournalEvent>;

export type JournalListener = (event: JournalEvent) => void;

interface Subscription {
  readonly scope: Scope | '*';
  readonly listener: JournalListener;
  readonly otherTabs: boolean;
}

const listeners = new WeakMap<MetrDatabase, Set<Subscription>>();

/** The message a step sends to the other tabs (structured-cloned: no rows, the journal is read for them). */
type ChannelMessage = Pick<JournalEvent, 'scope' | 'kind' | 'entryId' | 'version' | 'origin'>;

const channels = new WeakMap<MetrDatabase, BroadcastChannel | null>();

function deliver(db: MetrDatabase, event: JournalEvent): void {
  for (const { scope, listener, otherTabs } of listeners.get(db) ?? []) {
    if (scope !== '*' && scope !== event.scope) continue;
    if (event.isRemote && !otherTabs) continue;
    try {
      listener(event);
    } catch (error) {
      // A listener's bug must not turn a saved change into a reported failure.
      console.error(error);
    }
  }
}

/** The database's channel to the other tabs (one per connection: a channel never hears its own messages). */
function channelOf(db: MetrDatabase): BroadcastChannel | null {
  const known = channels.get(db);
  if (known !== undefined) return known;
  let channel: BroadcastChannel | null = null;
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(`metr-journal:${db.name}`);
    channel.onmessage = (message: MessageEvent<ChannelMessage>) => {
      const data = message.data;
      deliver(db, { ...data, entry: null, isRemote: true });
    };
    // Node's channel keeps the process alive (tests); a browser's has no such method.
    (channel as { unref?: () => void }).unref?.();
  }
  channels.set(db, channel);
  return channel;
}

/**
 * Calls `listener` after each commit, undo, redo or purge of a scope ('*': every scope) made in this tab, once its
 * transaction has committed; with `otherTabs`, also after those of the other tabs (their entry read by id). The
 * workspace's pages that read with Dexie's liveQuery hear other tabs through Dexie itself. Returns the unsubscribe
 * function.
 */
export function subscribe(
  db: MetrDatabase,
  scope: Scope | '*',
  listener: JournalListener,
  { otherTabs = false }: { readonly otherTabs?: boolean } = {},
): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set);
  const subscription = { scope, listener, otherTabs };
  set.add(subscription);
  if (otherTabs) channelOf(db);
  return () => set.delete(subscription);
}

/** Tells this tab's listeners, then the other tabs, of a step whose transaction has committed. */
export function notify(db: MetrDatabase, notice: JournalNotice, origin = currentTab().origin()): void {
  const event: JournalEvent = {
    entryId: notice.entry?.id ?? null,
    version: null,
    origin,
    ...notice,
    isRemote: false,
  };
  deliver(db, event);
  const message: ChannelMessage = {
    scope: event.scope,
    kind: event.kind,
    entryId: event.entryId,
    version: event.version,
    origin: event.origin,
  };
  try {
    channelOf(db)?.postMessage(message);
  } catch {
    // A closed channel (the page is going): the other tabs read the rows again when they come back.
  }
}

/** Moves a scope's version on by one inside the step's transaction; returns the new version. */
async function stepScope(db: MetrDatabase, scope: Scope, at: IsoDateTime): Promise<number> {
  const version = ((await db.scopes.get(scope))?.version ?? 0) + 1;
  await db.scopes.put({ id: scope, changedAt: at, version });
  return version;
}

/** A scope's version now: the number of steps made in it since versions were counted. */
export async function scopeVersion(db: MetrDatabase, scope: Scope): Promise<number> {
  return (await db.scopes.get(scope))?.version ?? 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------------------------------------------

/**
 * Journals and applies a command inside the caller's read-write transaction (which must include journalTables()).
 * Returns the entry, or null for a command that changes nothing.
 */
export async function commitInTransaction(
  db: MetrDatabase,
  ctx: RepositoryContext,
  command: Command,
  { scope, by, irreversibleWhy }: CommitOptions,
  /** The tabs open now (read before the transaction): the redo branch discarded is the tab's own. */
  open: ReadonlySet<string> | null = null,
): Promise<Stepped | null> {
  // Nothing to journal (a patch that changes nothing): not even a scope to check.
  if (command.changes.length === 0) return null;
  const projectId = commandProject(scope, command);
  // record() numbers the entry after the scope's last one and discards the undone ones: those are all it needs.
  const last = await ofScope(db, scope).last();
  const undone = await byStatus(db, scope, 'undone').toArray();
  const context = new Map([...(last ? [last] : []), ...undone].map((e) => [e.id, e]));
  const at = ctx.now();
  const recorded = record(
    [...context.values()],
    command,
    { id: ctx.newId(), ...(projectId === null ? {} : { projectId }), at, by, origin: ctx.tab.origin() },
    open,
  );
  if (!recorded) return null;
  await applyToStore(db, command.changes);
  const entry = irreversibleWhy ? { ...recorded.entry, irreversibleAt: at, irreversibleWhy } : recorded.entry;
  await db.journal.bulkPut([entry, ...recorded.discarded].map((e) => toRow(e, scope)));
  return { entry, version: await stepScope(db, scope, at) };
}

/** A step made: the entry as it is after it, and the scope's version it left. */
export interface Stepped {
  readonly entry: JournalEntry;
  readonly version: number;
}

/**
 * Builds a command from rows read in the same read-write transaction, commits it, and notifies once the transaction
 * has committed: a command built from rows read earlier could miss a row added since (a project deleted without a
 * sheet imported meanwhile). `tables` are the transaction's extra tables (blobs written with the command).
 */
export async function runCommand<T>(
  db: MetrDatabase,
  ctx: RepositoryContext,
  options: CommitOptions,
  build: () => Promise<{ command: Command; result: T }>,
  tables: readonly Table[] = [],
): Promise<{ entry: JournalEntry | null; result: T; version: number | null }> {
  return guard(async () => {
    // Outside the transaction: the lock manager's answer is not IndexedDB's, and a transaction must not wait on it.
    const open = await ctx.tab.open();
    const done = await db.transaction('rw', [...journalTables(db), ...tables], async () => {
      const { command, result } = await build();
      return { stepped: await commitInTransaction(db, ctx, command, options, open), result };
    });
    const { stepped, result } = done;
    if (stepped) {
      notify(
        db,
        { scope: options.scope, kind: 'commit', entry: stepped.entry, version: stepped.version },
        ctx.tab.origin(),
      );
    }
    return { entry: stepped?.entry ?? null, result, version: stepped?.version ?? null };
  });
}

/** What the undo and redo buttons need to know about the entry they would take back or re-apply. */
export interface StepInfo {
  readonly entryId: string;
  readonly type: CommandType;
  readonly at: IsoDateTime;
  readonly by: string;
  /** A purge removed a file this step needs: the button stays disabled and says why. */
  readonly isIrreversible: boolean;
  /** Not a purge: why the step can no longer be taken back (the buttons and the error say it). */
  readonly irreversibleWhy?: IrreversibleWhy | undefined;
}

export interface UndoStatus {
  readonly undo: StepInfo | null;
  readonly redo: StepInfo | null;
}

const stepInfo = (row: JournalRow | undefined): StepInfo | null =>
  row
    ? {
        entryId: row.id,
        type: row.type,
        at: row.at,
        by: row.by,
        isIrreversible: row.irreversibleAt !== undefined,
        irreversibleWhy: row.irreversibleWhy,
      }
    : null;

/** Why a conflict blocks a step, in the words of StepBlockedError. */
function blockReason(error: JournalConflictError): StepBlockReason {
  if (error.reason !== 'changed') return error.reason;
  const cause = error.cause;
  return cause instanceof ConflictError && cause.expected !== null && cause.actual === null ? 'deleted' : 'changed';
}

/** The scope's newest entry in effect on the owner's history (an index walk from the newest, filtered). */
const ownUndoTarget = (db: MetrDatabase, scope: Scope, owner: StepOwner, skip?: ReadonlySet<string>) =>
  byStatus(db, scope, 'done')
    .reverse()
    .filter((e) => isOwnStep(e, owner) && !skip?.has(e.id))
    .first();

/** The owner's oldest undone entry (the last it undid). */
const ownRedoTarget = (db: MetrDatabase, scope: Scope, owner: StepOwner) =>
  byStatus(db, scope, 'undone')
    .filter((e) => isOwnStep(e, owner))
    .first();

export interface UndoOptions {
  /**
   * Steps this tab was told it can no longer undo (StepBlockedError): a next Ctrl+Z passes over them, to the step
   * before.
   */
  readonly skip?: ReadonlySet<string>;
}

export function journalRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);
  const owner = async (): Promise<StepOwner> => ({ origin: ctx.tab.origin(), open: await ctx.tab.open() });

  const step = (scope: Scope, kind: 'undo' | 'redo', skip?: ReadonlySet<string>): Promise<Stepped | null> =>
    guard(async () => {
      const tab = await owner();
      const stepped = await db.transaction('rw', journalTables(db), async (): Promise<Stepped | null> => {
        const target =
          kind === 'undo' ? await ownUndoTarget(db, scope, tab, skip) : await ownRedoTarget(db, scope, tab);
        if (!target) return null;
        if (target.irreversibleAt !== undefined) throw new IrreversibleEntryError(target.id, target.irreversibleWhy);
        const at = ctx.now();
        // The model picks its target among the entries it is given: given only this one, it takes it.
        const next = kind === 'undo' ? undoStep([target], at) : redoStep([target]);
        if (!next) return null;
        try {
          await applyToStore(db, next.changes);
        } catch (error) {
          if (!(error instanceof JournalConflictError)) throw error;
          // Who changed what the step needs: the scope's entries made after it tell.
          const later = await db.journal
            .where('[scope+seq]')
            .between([scope, target.seq], [scope, Dexie.maxKey], false, true)
            .toArray();
          const { blame } = blameFor(later, target, error.table, error.id, tab);
          throw new StepBlockedError(kind, target, blockReason(error), blame, error);
        }
        await db.journal.put(toRow(next.entry, scope));
        return { entry: next.entry, version: await stepScope(db, scope, at) };
      });
      if (stepped) notify(db, { scope, kind, entry: stepped.entry, version: stepped.version }, tab.origin);
      return stepped;
    });

  return {
    /**
     * Applies a command and journals it, in one transaction; notifies the scope's listeners. Returns the entry, or
     * null for a command that changes nothing. Fails with JournalConflictError (nothing written) when the stored rows
     * are not what the command expects, and JournalScopeError when the command does not belong to the scope.
     */
    commit: async (command: Command, options: CommitOptions): Promise<JournalEntry | null> =>
      (await runCommand(db, ctx, options, () => Promise.resolve({ command, result: null }))).entry,

    /** As commit, with the scope's version the step left (null: nothing to journal). */
    commitStep: async (command: Command, options: CommitOptions): Promise<Stepped | null> => {
      const { entry, version } = await runCommand(db, ctx, options, () => Promise.resolve({ command, result: null }));
      return entry && version !== null ? { entry, version } : null;
    },

    /**
     * Takes back this tab's newest change in effect in the scope (never another open tab's); null when there is
     * none. IrreversibleEntryError when purged; StepBlockedError (nothing written) when its rows changed since.
     */
    undo: async (scope: Scope, { skip }: UndoOptions = {}) => (await step(scope, 'undo', skip))?.entry ?? null,

    /** Re-applies this tab's last undone change in the scope; null when there is none. Errors as undo's. */
    redo: async (scope: Scope) => (await step(scope, 'redo'))?.entry ?? null,

    /** As undo and redo, with the scope's version the step left. */
    undoStep: (scope: Scope, { skip }: UndoOptions = {}) => step(scope, 'undo', skip),
    redoStep: (scope: Scope) => step(scope, 'redo'),

    /** What Ctrl+Z and Ctrl+Shift+Z would do now in this tab: two index walks, cheap enough after every change. */
    status: (scope: Scope, { skip }: UndoOptions = {}): Promise<UndoStatus> =>
      guard(async () => {
        const tab = await owner();
        return {
          undo: stepInfo(await ownUndoTarget(db, scope, tab, skip)),
          redo: stepInfo(await ownRedoTarget(db, scope, tab)),
        };
      }),

    /** The scope's history for the history panel, newest first, undone and discarded entries included. */
    history: (scope: Scope): Promise<HistoryItem[]> =>
      guard(async () => history(await ofScope(db, scope).toArray(), await owner())),

    /** Every entry of the scope in order, with its before and after rows (the versions and audit views). */
    entries: (scope: Scope): Promise<JournalRow[]> => guard(() => ofScope(db, scope).toArray()),

    /** One entry, as stored now (another tab's step, heard by id). */
    entry: (id: string): Promise<JournalRow | undefined> => guard(() => db.journal.get(id)),

    /** The scope's version now (see stepScope). */
    version: (scope: Scope): Promise<number> => guard(() => scopeVersion(db, scope)),

    subscribe: (scope: Scope | '*', listener: JournalListener, options?: { readonly otherTabs?: boolean }) =>
      subscribe(db, scope, listener, options),
  };
}
