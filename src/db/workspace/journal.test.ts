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
import { JournalConflictError, JournalScopeError, StepBlockedError, StorageQuotaError } from '../errors';
import type { MetrDatabase } from '../schema';
import {
  BY,
  closeTestDatabases,
  deterministic,
  failingWrites,
  fillWorkspace,
  testDatabase,
  twoTabsDatabase,
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
    // The fixture made three steps in the scope: this is the fourth.
    expect(await db.scopes.get(scope)).toEqual({ id: scope, changedAt: entry?.at, version: 4 });
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
    expect(error).toBeInstanceOf(JournalConflictError);
    // The measurement is gone (the project's deletion took it), by no step of this project's history.
    expect(error).toMatchObject({
      name: 'StepBlockedError',
      reason: 'changed',
      table: 'measurements',
      kind: 'undo',
      entry: { type: 'updateMeasurement' },
      blockReason: 'deleted',
      blame: 'elsewhere',
    });
    expect(await everything(db)).toEqual(before);
  });

  it('refuses to undo a project’s creation once the project holds sheets', async () => {
    const { db, journal, workspace } = await setUp();
    const before = await everything(db);
    const error = await journal.undo(PROJECTS_SCOPE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JournalConflictError);
    expect(error).toMatchObject({ name: 'StepBlockedError', reason: 'hasChildren', table: 'projects' });
    expect(error).toMatchObject({
      id: workspace.project.id,
      entry: { type: 'createProject' },
      blockReason: 'hasChildren',
    });
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

describe('two tabs on one database', () => {
  /** Two tabs' journals over one database, and two of the fixture's measurements. */
  async function twoTabs(name: string) {
    const { dbA, dbB, tabA, tabB, open, workspace } = await twoTabsDatabase(name);
    const a = journalRepository(dbA, deterministic('a', tabA));
    const b = journalRepository(dbB, deterministic('b', tabB));
    const [m1, m2] = workspace.measurements;
    if (!m1 || !m2) throw new Error('fixture');
    return { dbA, dbB, a, b, open, workspace, m1, m2, scope: projectScope(workspace.project.id) };
  }

  it('undo in a tab takes back its own last step, never the newer step of the other tab', async () => {
    const { dbA, a, b, workspace, m1, m2, scope } = await twoTabs('tabs-undo');
    const mine = await a.commit(relabel(workspace, m1, 'onglet A'), { scope, by: BY });
    const theirs = await b.commit(relabel(workspace, m2, 'onglet B'), { scope, by: BY });
    expect(mine?.origin).toBe('tab-A');
    expect(theirs?.origin).toBe('tab-B');
    expect((await a.status(scope)).undo?.entryId).toBe(mine?.id);

    expect(await a.undo(scope)).toMatchObject({ id: mine?.id, type: 'updateMeasurement' });
    expect((await dbA.measurements.get(m1.id))?.label).toBe(m1.label);
    // B's change stays, and stays B's: A has nothing of B's to undo or redo.
    expect((await dbA.measurements.get(m2.id))?.label).toBe('onglet B');
    expect((await a.status(scope)).redo?.entryId).toBe(mine?.id);
    expect((await b.status(scope)).undo?.entryId).toBe(theirs?.id);
    expect((await b.status(scope)).redo).toBeNull();
  });

  it('a new change in one tab leaves the other tab’s redo alone', async () => {
    const { a, b, workspace, m1, m2, scope } = await twoTabs('tabs-redo');
    const mine = await a.commit(relabel(workspace, m1, 'onglet A'), { scope, by: BY });
    await a.undo(scope);
    await b.commit(relabel(workspace, m2, 'onglet B'), { scope, by: BY });
    expect((await a.status(scope)).redo?.entryId).toBe(mine?.id);
    expect(await a.redo(scope)).toMatchObject({ id: mine?.id });
  });

  it('refuses my undo when the other tab changed the same row since: says which step and who, writes nothing', async () => {
    const { dbA, a, b, workspace, m1, scope } = await twoTabs('tabs-conflict');
    const mine = await a.commit(relabel(workspace, m1, 'onglet A'), { scope, by: BY });
    const changed = await dbA.measurements.get(m1.id);
    if (!changed) throw new Error('fixture');
    await b.commit(updateMeasurement(stateFromRows({ measurements: [changed] }), m1.id, { label: 'onglet B' }, CTX), {
      scope,
      by: BY,
    });
    const before = await everything(dbA);
    const error = await a.undo(scope).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StepBlockedError);
    expect(error).toMatchObject({
      kind: 'undo',
      entry: { id: mine?.id, type: 'updateMeasurement' },
      blockReason: 'changed',
      blame: 'otherTab',
      table: 'measurements',
      id: m1.id,
    });
    expect(await everything(dbA)).toEqual(before);
    // Told so, the tab passes over that step: the next Ctrl+Z takes back the one before (the fixture's last count).
    const skip = new Set([mine?.id ?? '']);
    expect((await a.status(scope, { skip })).undo?.type).toBe('createMeasurement');
    expect(await a.undo(scope, { skip })).toMatchObject({ type: 'createMeasurement', origin: 'tab-A' });
  });

  it('blames the other tab for a deleted row', async () => {
    const { dbA, a, b, workspace, m1, scope } = await twoTabs('tabs-deleted');
    await a.commit(relabel(workspace, m1, 'onglet A'), { scope, by: BY });
    const changed = await dbA.measurements.get(m1.id);
    if (!changed) throw new Error('fixture');
    await b.commit(deleteMeasurements(stateFromRows({ measurements: [changed] }), [m1.id]), { scope, by: BY });
    const error = await a.undo(scope).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'StepBlockedError', blockReason: 'deleted', blame: 'otherTab' });
  });

  it('a closed tab’s steps are every tab’s', async () => {
    const { a, b, open, workspace, m2, scope } = await twoTabs('tabs-closed');
    const theirs = await b.commit(relabel(workspace, m2, 'onglet B'), { scope, by: BY });
    expect((await a.status(scope)).undo?.entryId).not.toBe(theirs?.id);
    open.delete('tab-B');
    expect((await a.status(scope)).undo?.entryId).toBe(theirs?.id);
  });

  it('each step moves the scope’s version on, and the other tab hears it with its origin and version', async () => {
    const { dbA, dbB, a, b, workspace, m1, scope } = await twoTabs('tabs-events');
    const heardByB: JournalEvent[] = [];
    const heardByA: JournalEvent[] = [];
    b.subscribe(scope, (event) => heardByB.push(event), { otherTabs: true });
    a.subscribe(scope, (event) => heardByA.push(event), { otherTabs: true });
    // A listener without otherTabs hears its own tab only, as before.
    const ownOnly: JournalEvent[] = [];
    b.subscribe(scope, (event) => ownOnly.push(event));
    const start = await a.version(scope);
    const entry = await a.commit(relabel(workspace, m1, 'onglet A'), { scope, by: BY });
    await a.undo(scope);
    await vi.waitFor(() => expect(heardByB).toHaveLength(2));
    expect(heardByB).toEqual([
      {
        scope,
        kind: 'commit',
        entry: null,
        entryId: entry?.id,
        version: start + 1,
        origin: 'tab-A',
        isRemote: true,
      },
      expect.objectContaining({ kind: 'undo', entryId: entry?.id, version: start + 2, isRemote: true }),
    ]);
    expect(heardByA.map((e) => [e.kind, e.isRemote, e.version])).toEqual([
      ['commit', false, start + 1],
      ['undo', false, start + 2],
    ]);
    expect(ownOnly).toEqual([]);
    expect(await b.version(scope)).toBe(start + 2);
    // The other tab reads the entry itself: the journal is the source.
    expect(await b.entry(entry?.id ?? '')).toMatchObject({ status: 'undone', origin: 'tab-A' });
    expect(dbA.name).toBe(dbB.name);
  });
});
