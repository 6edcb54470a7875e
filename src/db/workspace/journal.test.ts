// First, before Dexie loads: Dexie reads the global IndexedDB while loading, and its liveQuery stays silent without it.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMeasurement,
  createProject,
  deleteMeasurements,
  renameSheet,
  stateFromRows,
  updateMeasurement,
  type Command,
} from '../../domain/takeoff/commands';
import { ConflictError } from '../../domain/takeoff/errors';
import type { Measurement } from '../../domain/takeoff/types';
import { JournalConflictError, JournalScopeError, StorageQuotaError } from '../errors';
import type { MetrDatabase } from '../schema';
import {
  BY,
  closeTestDatabases,
  deterministic,
  failingWrites,
  fillWorkspace,
  testDatabase,
  type FilledWorkspace,
} from '../testing/database';
import { journalRepository, type JournalEvent } from './journal';
import { projectRepository } from './projects';
import { PROJECTS_SCOPE, projectScope } from './scopes';
import { loadProjectState, sheetRepository } from './sheets';

afterEach(closeTestDatabases);

const p = { x: 1, y: 2 };
const CTX = { now: '2026-03-02T10:00:00.000Z', newId: () => 'new-measurement' };

/** Every row of every table the journal writes, for "nothing changed" checks. */
async function everything(db: MetrDatabase) {
  const tables = [db.projects, db.files, db.plans, db.measurements, db.journal, db.scopes];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t.name, await t.toArray()] as const)));
}

async function setUp(factory = new IDBFactory()) {
  const db = testDatabase({ factory });
  const options = deterministic();
  const workspace = await fillWorkspace(db, options);
  return { db, options, workspace, journal: journalRepository(db, options), scope: projectScope(workspace.project.id) };
}

const relabel = (workspace: FilledWorkspace, m: Measurement, label: string): Command =>
  updateMeasurement(stateFromRows({ measurements: [m] }), m.id, { label }, CTX);

describe('commit', () => {
  it('writes the rows and a journal entry with when, by whom, the type and the rows before and after', async () => {
    const { db, journal, workspace, scope } = await setUp();
    const [m] = workspace.measurements;
    if (!m) throw new Error('fixture');
    const command = relabel(workspace, m, 'Prises cuisine');

    const entry = await journal.commit(command, { scope, by: BY });

    expect(await db.measurements.get(m.id)).toMatchObject({ label: 'Prises cuisine', updatedAt: CTX.now });
    expect(entry).toMatchObject({ projectId: workspace.project.id, by: BY, type: 'updateMeasurement', seq: 4 });
    expect(entry?.changes).toEqual(command.changes);
    const stored = await db.journal.get(entry?.id ?? '');
    expect(stored).toMatchObject({ scope, status: 'done', seq: 4, at: expect.any(String) as unknown });
    expect(stored?.changes[0]).toMatchObject({ before: m, after: { label: 'Prises cuisine' } });
    expect(await db.scopes.get(scope)).toEqual({ id: scope, changedAt: entry?.at });
  });

  it('numbers each scope on its own', async () => {
    const { journal, workspace, scope } = await setUp();
    expect((await journal.entries(scope)).map((e) => e.seq)).toEqual([1, 2, 3]);
    expect((await journal.entries(PROJECTS_SCOPE)).map((e) => [e.seq, e.type, e.projectId])).toEqual([
      [1, 'createProject', workspace.project.id],
    ]);
  });

  it('journals nothing for a command that changes nothing', async () => {
    const { db, journal, scope } = await setUp();
    const before = await everything(db);
    expect(await journal.commit({ type: 'moveMeasurements', changes: [] }, { scope, by: BY })).toBeNull();
    expect(await everything(db)).toEqual(before);
  });

  it('refuses a command built on rows that changed since, with JournalConflictError, writing nothing', async () => {
    const { db, journal, workspace, scope } = await setUp();
    const [m] = workspace.measurements;
    if (!m) throw new Error('fixture');
    const stale = relabel(workspace, m, 'Stale');
    await journal.commit(relabel(workspace, m, 'Newer'), { scope, by: BY });
    const before = await everything(db);

    const error = await journal.commit(stale, { scope, by: BY }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JournalConflictError);
    expect(error).toMatchObject({ reason: 'changed', table: 'measurements', id: m.id });
    expect((error as JournalConflictError).cause).toBeInstanceOf(ConflictError);
    expect(await everything(db)).toEqual(before);
  });

  it('refuses a command handed to the wrong scope', async () => {
    const { journal, workspace, scope } = await setUp();
    const [m] = workspace.measurements;
    if (!m) throw new Error('fixture');
    const create = createProject({ name: 'Autre' }, CTX);
    await expect(journal.commit(create, { scope, by: BY })).rejects.toBeInstanceOf(JournalScopeError);
    await expect(journal.commit(relabel(workspace, m, 'x'), { scope: PROJECTS_SCOPE, by: BY })).rejects.toBeInstanceOf(
      JournalScopeError,
    );
    await expect(
      journal.commit(relabel(workspace, m, 'x'), { scope: projectScope('another'), by: BY }),
    ).rejects.toBeInstanceOf(JournalScopeError);
  });

  it('refuses to create a measurement on a sheet that does not exist', async () => {
    const { db, journal, workspace, scope } = await setUp();
    const before = await everything(db);
    const orphan = createMeasurement(
      { kind: 'count', projectId: workspace.project.id, sheetId: 'no-sheet', label: '', color: 'red', points: [p] },
      CTX,
    );
    const error = await journal.commit(orphan, { scope, by: BY }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'JournalConflictError', reason: 'missingParent', table: 'sheets' });
    expect(await everything(db)).toEqual(before);
  });

  it('writes nothing when a write fails inside the transaction (a full disk)', async () => {
    const factory = new IDBFactory();
    const { db, workspace, scope } = await setUp(factory);
    const [m] = workspace.measurements;
    if (!m) throw new Error('fixture');
    const before = await everything(db);
    db.close();
    // The rows are written before the journal entry: the journal's write fails after them.
    const full = testDatabase({ factory });
    full.use(failingWrites(['journal']));
    const error = await journalRepository(full)
      .commit(relabel(workspace, m, 'x'), { scope, by: BY })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageQuotaError);
    full.close();
    expect(await everything(testDatabase({ factory }))).toEqual(before);
  });
});

describe('undo and redo', () => {
  it('undo restores the exact previous rows, redo the next ones, each journalled as such', async () => {
    const { db, journal, workspace, scope } = await setUp();
    const [m] = workspace.measurements;
    if (!m) throw new Error('fixture');
    const initial = await loadProjectState(db, workspace.project.id);
    const entry = await journal.commit(relabel(workspace, m, 'A'), { scope, by: BY });
    const changed = await loadProjectState(db, workspace.project.id);

    expect(await journal.undo(scope)).toMatchObject({ id: entry?.id, undoneAt: expect.any(String) as unknown });
    expect(await loadProjectState(db, workspace.project.id)).toEqual(initial);
    expect(await db.journal.get(entry?.id ?? '')).toMatchObject({ status: 'undone' });

    expect(await journal.redo(scope)).toMatchObject({ id: entry?.id });
    expect(await loadProjectState(db, workspace.project.id)).toEqual(changed);
    const redone = await db.journal.get(entry?.id ?? '');
    expect(redone).toMatchObject({ status: 'done' });
    expect(redone).not.toHaveProperty('undoneAt');
  });

  it('walks back through every change of the scope, then has nothing left to undo', async () => {
    const { db, journal, workspace, scope } = await setUp();
    expect((await journal.status(scope)).undo).toMatchObject({ type: 'createMeasurement', isIrreversible: false });
    expect(await journal.undo(scope)).toMatchObject({ type: 'createMeasurement' });
    expect(await journal.undo(scope)).toMatchObject({ type: 'createMeasurement' });
    expect(await journal.undo(scope)).toMatchObject({ type: 'importFile' });
    expect(await journal.undo(scope)).toBeNull();
    expect(await journal.status(scope)).toMatchObject({ undo: null, redo: { type: 'importFile' } });
    const state = await loadProjectState(db, workspace.project.id);
    expect([state.files.size, state.sheets.size, state.measurements.size, state.projects.size]).toEqual([0, 0, 0, 1]);
    // The import's bytes stay for redo.
    expect(await db.fileBlobs.count()).toBe(1);
    for (let i = 0; i < 3; i++) await journal.redo(scope);
    expect(await journal.redo(scope)).toBeNull();
    expect((await loadProjectState(db, workspace.project.id)).measurements.size).toBe(2);
  });

  it('a change after an undo discards the redo branch, which the history still shows', async () => {
    const { journal, workspace, scope } = await setUp();
    const [first, second] = workspace.measurements;
    if (!first || !second) throw new Error('fixture');
    const undone = await journal.commit(relabel(workspace, first, 'A'), { scope, by: BY });
    await journal.undo(scope);
    await journal.commit(relabel(workspace, second, 'B'), { scope, by: BY });

    expect(await journal.status(scope)).toMatchObject({ undo: { type: 'updateMeasurement' }, redo: null });
    expect(await journal.redo(scope)).toBeNull();
    const items = await journal.history(scope);
    expect(items.map((i) => [i.seq, i.status])).toEqual([
      [5, 'done'],
      [4, 'discarded'],
      [3, 'done'],
      [2, 'done'],
      [1, 'done'],
    ]);
    expect(items[1]).toMatchObject({ id: undone?.id, touched: { measurements: 1 } });
    expect(items[0]).toMatchObject({ isUndoTarget: true, by: BY });
  });

  it('refuses an undo whose rows changed in another scope, writing nothing', async () => {
    const { db, journal, workspace, scope } = await setUp();
    const [m] = workspace.measurements;
    if (!m) throw new Error('fixture');
    await journal.commit(relabel(workspace, m, 'A'), { scope, by: BY });
    // Another tab deletes the project meanwhile (from the project list).
    await projectRepository(db).delete(workspace.project.id, { by: BY });
    const before = await everything(db);
    const error = await journal.undo(scope).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'JournalConflictError', reason: 'changed', table: 'measurements' });
    expect(await everything(db)).toEqual(before);
  });

  it('refuses to undo a project’s creation once the project holds sheets', async () => {
    const { db, journal, workspace } = await setUp();
    const before = await everything(db);
    const error = await journal.undo(PROJECTS_SCOPE).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'JournalConflictError', reason: 'hasChildren', table: 'projects' });
    expect(error).toMatchObject({ id: workspace.project.id });
    expect(await everything(db)).toEqual(before);
  });

  it('is kept across a reload: a new connection undoes and redoes where the last one stopped', async () => {
    const factory = new IDBFactory();
    const { db, journal, workspace, scope } = await setUp(factory);
    const [m] = workspace.measurements;
    if (!m) throw new Error('fixture');
    await journal.commit(relabel(workspace, m, 'A'), { scope, by: BY });
    await journal.undo(scope);
    db.close();

    const reopened = testDatabase({ factory });
    const again = journalRepository(reopened, deterministic('after'));
    expect(await again.status(scope)).toMatchObject({
      undo: { type: 'createMeasurement' },
      redo: { type: 'updateMeasurement' },
    });
    await again.redo(scope);
    expect((await reopened.measurements.get(m.id))?.label).toBe('A');
    for (let i = 0; i < 3; i++) await again.undo(scope);
    expect(await reopened.measurements.get(m.id)).toBeUndefined();
    expect((await again.status(scope)).undo).toMatchObject({ type: 'importFile' });
  });

  it('keeps the two kinds of scope apart: undo in the workspace never takes back a project edit', async () => {
    const { db, options, journal, workspace, scope } = await setUp();
    await projectRepository(db, options).update(workspace.project.id, { name: 'Groupe scolaire B' }, { by: BY });
    await journal.undo(scope);
    expect((await db.projects.get(workspace.project.id))?.name).toBe('Groupe scolaire B');
    await journal.undo(PROJECTS_SCOPE);
    expect((await db.projects.get(workspace.project.id))?.name).toBe('Groupe scolaire');
    expect((await sheetRepository(db).listByProject(workspace.project.id)).length).toBe(2);
  });

  it('deletes several measurements and brings them all back', async () => {
    const { db, journal, workspace, scope } = await setUp();
    const state = await loadProjectState(db, workspace.project.id);
    await journal.commit(
      deleteMeasurements(
        state,
        workspace.measurements.map((m) => m.id),
      ),
      { scope, by: BY },
    );
    expect(await db.measurements.count()).toBe(0);
    await journal.undo(scope);
    expect(await db.measurements.toArray()).toEqual(expect.arrayContaining([...workspace.measurements]));
  });
});

describe('notifications', () => {
  it('tells a scope’s listeners after each commit, undo and redo; "*" hears every scope', async () => {
    const { db, journal, workspace, scope } = await setUp();
    const [m] = workspace.measurements;
    if (!m) throw new Error('fixture');
    const heard: JournalEvent[] = [];
    const all: string[] = [];
    const stop = journal.subscribe(scope, (event) => heard.push(event));
    journal.subscribe('*', (event) => all.push(`${event.scope} ${event.kind}`));
    journal.subscribe(scope, () => {
      throw new Error('a listener’s bug');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await journal.commit(relabel(workspace, m, 'A'), { scope, by: BY });
    await journal.undo(scope);
    await journal.redo(scope);
    await projectRepository(db).update(workspace.project.id, { name: 'Autre nom' }, { by: BY });
    stop();
    await journal.undo(scope);

    expect(heard.map((e) => [e.kind, e.entry?.type])).toEqual([
      ['commit', 'updateMeasurement'],
      ['undo', 'updateMeasurement'],
      ['redo', 'updateMeasurement'],
    ]);
    expect(all).toEqual([`${scope} commit`, `${scope} undo`, `${scope} redo`, 'projects commit', `${scope} undo`]);
    // The failing listener is still subscribed: four calls, four logs, and every step saved.
    expect(error).toHaveBeenCalledTimes(4);
    error.mockRestore();
  });

  it('works with Dexie’s liveQuery: a sheet list follows a rename', async () => {
    const { db, journal, workspace, scope } = await setUp();
    const [sheet] = workspace.sheets;
    if (!sheet) throw new Error('fixture');
    const names: string[][] = [];
    const seen = new Promise<void>((resolve) => {
      const subscription = liveQuery(() => sheetRepository(db).listByProject(workspace.project.id)).subscribe(
        (sheets) => {
          names.push(sheets.map((s) => s.name));
          if (names.length === 2) {
            subscription.unsubscribe();
            resolve();
          }
        },
      );
    });
    await vi.waitFor(() => expect(names).toHaveLength(1));
    await journal.commit(renameSheet(stateFromRows({ sheets: [sheet] }), sheet.id, 'Rez-de-chaussée', CTX), {
      scope,
      by: BY,
    });
    await seen;
    expect(names).toEqual([
      ['RDC', 'R+1'],
      ['Rez-de-chaussée', 'R+1'],
    ]);
  });
});
