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
 */
import Dexie, { type Table } from 'dexie';
import { applyChanges, stateFromRows, type Change, type Command } from '../../domain/takeoff/commands';
import { ConflictError } from '../../domain/takeoff/errors';
import {
  entryStatus,
  history,
  record,
  redo as redoStep,
  undo as undoStep,
  type EntryStatus,
  type HistoryItem,
  type JournalEntry,
} from '../../domain/takeoff/journal';
import type { CommandType } from '../../domain/takeoff/commands';
import type { IsoDateTime, Row, TableName, TakeoffState } from '../../domain/takeoff/types';
import { IrreversibleEntryError, JournalConflictError, guard } from '../errors';
import { repositoryContext, type RepositoryContext, type RepositoryOptions } from '../repository';
import type { MetrDatabase } from '../schema';
import type { JournalRow, Scope } from '../types';
import { commandProject } from './scopes';

/** Who makes a change: the local user's id (a UUID, no personal data; the history panel resolves it to a name). */
export interface Author {
  readonly by: string;
}

export interface CommitOptions extends Author {
  readonly scope: Scope;
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
  /** The entry committed, undone or redone (null for a purge, which marks several). */
  readonly entry: JournalEntry | null;
}

export type JournalListener = (event: JournalEvent) => void;

const listeners = new WeakMap<MetrDatabase, Set<{ scope: Scope | '*'; listener: JournalListener }>>();

/**
 * Calls `listener` after each commit, undo, redo or purge of a scope ('*': every scope) made in this tab, once its
 * transaction has committed. Other tabs' changes reach a page through Dexie's liveQuery (which observes the tables
 * across tabs), not through this. Returns the unsubscribe function.
 */
export function subscribe(db: MetrDatabase, scope: Scope | '*', listener: JournalListener): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set);
  const subscription = { scope, listener };
  set.add(subscription);
  return () => set.delete(subscription);
}

export function notify(db: MetrDatabase, event: JournalEvent): void {
  for (const { scope, listener } of listeners.get(db) ?? []) {
    if (scope !== '*' && scope !== event.scope) continue;
    try {
      listener(event);
    } catch (error) {
      // A listener's bug must not turn a saved change into a reported failure.
      console.error(error);
    }
  }
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
  { scope, by }: CommitOptions,
): Promise<JournalEntry | null> {
  // Nothing to journal (a patch that changes nothing): not even a scope to check.
  if (command.changes.length === 0) return null;
  const projectId = commandProject(scope, command);
  // record() numbers the entry after the scope's last one and discards the undone ones: those are all it needs.
  const last = await ofScope(db, scope).last();
  const undone = await byStatus(db, scope, 'undone').toArray();
  const context = new Map([...(last ? [last] : []), ...undone].map((e) => [e.id, e]));
  const at = ctx.now();
  const recorded = record([...context.values()], command, {
    id: ctx.newId(),
    ...(projectId === null ? {} : { projectId }),
    at,
    by,
  });
  if (!recorded) return null;
  await applyToStore(db, command.changes);
  await db.journal.bulkPut([recorded.entry, ...recorded.discarded].map((e) => toRow(e, scope)));
  await db.scopes.put({ id: scope, changedAt: at });
  return recorded.entry;
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
): Promise<{ entry: JournalEntry | null; result: T }> {
  return guard(async () => {
    const done = await db.transaction('rw', [...journalTables(db), ...tables], async () => {
      const { command, result } = await build();
      return { entry: await commitInTransaction(db, ctx, command, options), result };
    });
    if (done.entry) notify(db, { scope: options.scope, kind: 'commit', entry: done.entry });
    return done;
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
}

export interface UndoStatus {
  readonly undo: StepInfo | null;
  readonly redo: StepInfo | null;
}

const stepInfo = (row: JournalRow | undefined): StepInfo | null =>
  row
    ? { entryId: row.id, type: row.type, at: row.at, by: row.by, isIrreversible: row.irreversibleAt !== undefined }
    : null;

export function journalRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);

  const step = (scope: Scope, kind: 'undo' | 'redo'): Promise<JournalEntry | null> =>
    guard(async () => {
      const entry = await db.transaction('rw', journalTables(db), async () => {
        const target =
          kind === 'undo' ? await byStatus(db, scope, 'done').last() : await byStatus(db, scope, 'undone').first();
        if (!target) return null;
        if (target.irreversibleAt !== undefined) throw new IrreversibleEntryError(target.id);
        const at = ctx.now();
        // The model picks its target among the entries it is given: given only this one, it takes it.
        const next = kind === 'undo' ? undoStep([target], at) : redoStep([target]);
        if (!next) return null;
        await applyToStore(db, next.changes);
        await db.journal.put(toRow(next.entry, scope));
        await db.scopes.put({ id: scope, changedAt: at });
        return next.entry;
      });
      if (entry) notify(db, { scope, kind, entry });
      return entry;
    });

  return {
    /**
     * Applies a command and journals it, in one transaction; notifies the scope's listeners. Returns the entry, or
     * null for a command that changes nothing. Fails with JournalConflictError (nothing written) when the stored rows
     * are not what the command expects, and JournalScopeError when the command does not belong to the scope.
     */
    commit: async (command: Command, options: CommitOptions): Promise<JournalEntry | null> =>
      (await runCommand(db, ctx, options, () => Promise.resolve({ command, result: null }))).entry,

    /** Takes back the scope's newest change in effect; null when there is none. IrreversibleEntryError when purged. */
    undo: (scope: Scope) => step(scope, 'undo'),

    /** Re-applies the scope's last undone change; null when there is none. IrreversibleEntryError when purged. */
    redo: (scope: Scope) => step(scope, 'redo'),

    /** What Ctrl+Z and Ctrl+Shift+Z would do now: two index lookups, cheap enough after every change. */
    status: (scope: Scope): Promise<UndoStatus> =>
      guard(async () => ({
        undo: stepInfo(await byStatus(db, scope, 'done').last()),
        redo: stepInfo(await byStatus(db, scope, 'undone').first()),
      })),

    /** The scope's history for the history panel, newest first, undone and discarded entries included. */
    history: (scope: Scope): Promise<HistoryItem[]> => guard(async () => history(await ofScope(db, scope).toArray())),

    /** Every entry of the scope in order, with its before and after rows (the versions and audit views). */
    entries: (scope: Scope): Promise<JournalRow[]> => guard(() => ofScope(db, scope).toArray()),

    subscribe: (scope: Scope | '*', listener: JournalListener) => subscribe(db, scope, listener),
  };
}
