// First, before Dexie loads.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMeasurement, updateMeasurement } from '../../domain/takeoff/commands';
import type { JournalEntry } from '../../domain/takeoff/journal';
import { snapshot } from '../../domain/takeoff/testing/fixtures';
import { JournalConflictError } from '../../db/errors';
import {
  BY,
  closeTestDatabases,
  deterministic,
  fillWorkspace,
  testDatabase,
  twoTabsDatabase,
} from '../../db/testing/database';
import type { UndoStatus } from '../../db/workspace/journal';
import type { TakeoffState } from '../../domain/takeoff/types';
import type { MetrDatabase } from '../../db/schema';
import type { TabPresence } from '../../db/workspace/tabs';
import { JournalRunner, projectJournalStore, replayUnwritten, type ExternalChange } from './journalRunner';
import { readUnwritten, unwrittenKey } from '../../db/workspace/unwritten';
import { memoryStorage } from '../../db/testing/memoryStorage';

afterEach(closeTestDatabases);

const CTX = { now: '2026-11-23T11:00:00.000Z', newId: () => 'unused' };

async function setUp() {
  const db = testDatabase();
  const options = deterministic();
  const workspace = await fillWorkspace(db, options);
  const store = projectJournalStore(db, workspace.project.id, BY, options);
  const seen: { rows: TakeoffState[]; status: UndoStatus[]; errors: unknown[] } = { rows: [], status: [], errors: [] };
  const runner = new JournalRunner(await store.load(), store, {
    onRows: (rows) => seen.rows.push(rows),
    onStatus: (status) => seen.status.push(status),
    onError: (error) => seen.errors.push(error),
  });
  const sheet = workspace.sheets[0];
  if (!sheet) throw new Error('fixture');
  let n = 0;
  const draft = (x: number) =>
    createMeasurement(
      {
        kind: 'count',
        projectId: workspace.project.id,
        sheetId: sheet.id,
        label: `Portes ${x}`,
        color: 'red',
        points: [{ x, y: x }],
      },
      { now: '2026-11-23T10:00:00.000Z', newId: () => `count-${++n}` },
    );
  return { db, runner, store, seen, draft, workspace };
}

describe('JournalRunner', () => {
  it('applies a command locally at once, then journals it; undo and redo follow the stored journal', async () => {
    const { runner, store, seen, draft } = await setUp();
    const initial = snapshot(runner.rows);
    const pending = runner.commit(draft(1));
    // Before IndexedDB has answered, the next click already sees the new row.
    expect(runner.rows.measurements.has('count-1')).toBe(true);
    await pending;
    expect(snapshot((await store.load()).rows)).toEqual(snapshot(runner.rows));
    expect(seen.status.at(-1)?.undo?.type).toBe('createMeasurement');

    void runner.commit(draft(2));
    void runner.undo();
    void runner.undo();
    await runner.idle();
    expect(snapshot(runner.rows)).toEqual(initial);
    expect(snapshot((await store.load()).rows)).toEqual(initial);

    await runner.redo();
    expect(runner.rows.measurements.has('count-1')).toBe(true);
    expect(runner.rows.measurements.has('count-2')).toBe(false);
    expect(snapshot((await store.load()).rows)).toEqual(snapshot(runner.rows));
    expect(seen.errors).toEqual([]);
  });

  it('survives a reload: a new runner over the same database undoes what the previous one did', async () => {
    const { store, draft } = await setUp();
    const first = new JournalRunner(await store.load(), store, {
      onRows: () => {},
      onStatus: () => {},
      onError: () => {},
    });
    const before = snapshot(first.rows);
    await first.commit(draft(5));
    first.close();
    const second = new JournalRunner(await store.load(), store, {
      onRows: () => {},
      onStatus: () => {},
      onError: () => {},
    });
    expect(second.rows.measurements.has('count-1')).toBe(true);
    await second.undo();
    expect(snapshot(second.rows)).toEqual(before);
  });

  it('reads the rows again when a step is refused, and reports why', async () => {
    const { db, runner, seen, draft } = await setUp();
    await runner.commit(draft(1));
    // Another tab deletes the row behind this one's back.
    await db.measurements.delete('count-1');
    await runner.undo();
    expect(seen.errors).toHaveLength(1);
    expect(seen.errors[0]).toBeInstanceOf(JournalConflictError);
    expect(runner.rows.measurements.has('count-1')).toBe(false);
  });

  it('writes a commit only once its frame is painted, in the order of the steps', async () => {
    const { store, draft } = await setUp();
    const written: string[] = [];
    const painted: (() => void)[] = [];
    const runner = new JournalRunner(
      await store.load(),
      {
        ...store,
        commit: (command) => {
          written.push(command.changes[0]?.id ?? '');
          return store.commit(command);
        },
      },
      { onRows: () => {}, onStatus: () => {}, onError: () => {} },
      { afterPaint: () => new Promise<void>((resolve) => painted.push(resolve)) },
    );
    void runner.commit(draft(1));
    void runner.commit(draft(2));
    // Shown at once, not written yet: nothing of IndexedDB runs before the paint.
    expect(runner.rows.measurements.has('count-2')).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(written).toEqual([]);
    painted.shift()?.();
    await vi.waitFor(() => expect(written).toEqual(['count-1']));
    await vi.waitFor(() => expect(painted).toHaveLength(1));
    painted.shift()?.();
    await runner.idle();
    expect(written).toEqual(['count-1', 'count-2']);
    expect(snapshot((await store.load()).rows)).toEqual(snapshot(runner.rows));
  });

  it('takes a commit back when its write fails after the paint, and reports why', async () => {
    const { store, seen, draft } = await setUp();
    const before = snapshot((await store.load()).rows);
    const runner = new JournalRunner(
      await store.load(),
      { ...store, commit: () => Promise.reject(new Error('quota')) },
      { onRows: (rows) => seen.rows.push(rows), onStatus: () => {}, onError: (error) => seen.errors.push(error) },
    );
    void runner.commit(draft(1));
    expect(runner.rows.measurements.has('count-1')).toBe(true);
    await runner.idle();
    expect(seen.errors).toHaveLength(1);
    expect(snapshot(runner.rows)).toEqual(before);
    expect(runner.rows.measurements.has('count-1')).toBe(false);
  });

  it('refuses at once a command built on other rows, changing nothing', async () => {
    const { runner, draft } = await setUp();
    const command = draft(1);
    await runner.commit(command);
    const before = runner.rows;
    expect(() => runner.commit(command)).toThrow();
    expect(runner.rows).toBe(before);
  });
});

describe('JournalRunner, two tabs of one project', () => {
  /** Two tabs: two connections to one database, each with its tab, its store and its runner. */
  async function twoTabs(name: string) {
    const { dbA, dbB, tabA, tabB, workspace } = await twoTabsDatabase(name);
    const tab = (db: MetrDatabase, tabOf: TabPresence) => {
      const store = projectJournalStore(db, workspace.project.id, BY, deterministic(tabOf.origin(), tabOf));
      const seen = { errors: [] as unknown[], external: [] as ExternalChange[], steps: [] as (JournalEntry | null)[] };
      return {
        store,
        seen,
        start: async (listen = true) =>
          new JournalRunner(await store.load(), listen ? store : { ...store, listen: undefined }, {
            onRows: () => {},
            onStatus: () => {},
            onError: (error) => seen.errors.push(error),
            onStep: (_kind, entry) => seen.steps.push(entry),
            onExternal: (change) => seen.external.push(change),
          }),
      };
    };
    const sheet = workspace.sheets[0];
    if (!sheet) throw new Error('fixture');
    let n = 0;
    const draft = (label: string) =>
      createMeasurement(
        {
          kind: 'count',
          projectId: workspace.project.id,
          sheetId: sheet.id,
          label,
          color: 'red',
          points: [{ x: 1, y: 1 }],
        },
        { now: '2026-11-23T10:00:00.000Z', newId: () => `${label}-${++n}` },
      );
    return { a: tab(dbA, tabA), b: tab(dbB, tabB), draft, workspace };
  }

  it('shows in one tab what the other drew, as soon as it is written', async () => {
    const { a, b, draft } = await twoTabs('runner-shows');
    const runnerA = await a.start();
    const runnerB = await b.start();
    await runnerA.commit(draft('A'));
    await vi.waitFor(() => expect(runnerB.rows.measurements.has('A-1')).toBe(true));
    await runnerB.idle();
    expect(snapshot(runnerB.rows)).toEqual(snapshot(runnerA.rows));
    expect(runnerB.version).toBe(runnerA.version);
    expect(b.seen.external.at(-1)).toMatchObject({ isOtherTab: true });
    expect(b.seen.external.at(-1)?.after.measurements.has('A-1')).toBe(true);
    // Its undo, too.
    await runnerA.undo();
    await vi.waitFor(() => expect(runnerB.rows.measurements.has('A-1')).toBe(false));
    expect([...a.seen.errors, ...b.seen.errors]).toEqual([]);
  });

  it('undo in a tab takes back its own last step, not the other tab’s newer one', async () => {
    const { a, b, draft } = await twoTabs('runner-undo');
    const runnerA = await a.start();
    const runnerB = await b.start();
    await runnerA.commit(draft('A'));
    await runnerB.commit(draft('B'));
    await vi.waitFor(() => expect(runnerA.rows.measurements.has('B-2')).toBe(true));
    const undone = await runnerA.undo();
    expect(undone).toMatchObject({ type: 'createMeasurement', origin: 'tab-A' });
    expect(runnerA.rows.measurements.has('A-1')).toBe(false);
    expect(runnerA.rows.measurements.has('B-2')).toBe(true);
    await vi.waitFor(() => expect(runnerB.rows.measurements.has('A-1')).toBe(false));
    expect(runnerB.rows.measurements.has('B-2')).toBe(true);
    expect((await a.store.load()).rows.measurements.has('B-2')).toBe(true);
    expect([...a.seen.errors, ...b.seen.errors]).toEqual([]);
  });

  it('says which step cannot be undone when the other tab changed it, undoes nothing, then passes over it', async () => {
    const { a, b, draft, workspace } = await twoTabs('runner-blocked');
    const runnerA = await a.start();
    const runnerB = await b.start();
    await runnerA.commit(draft('A'));
    await vi.waitFor(() => expect(runnerB.rows.measurements.has('A-1')).toBe(true));
    await runnerB.commit(updateMeasurement(runnerB.rows, 'A-1', { label: 'renommée dans B' }, CTX));
    await vi.waitFor(() => expect(runnerA.rows.measurements.get('A-1')?.label).toBe('renommée dans B'));
    const before = snapshot((await a.store.load()).rows);

    expect(await runnerA.undo()).toBeNull();
    expect(a.seen.errors).toHaveLength(1);
    expect(a.seen.errors[0]).toMatchObject({
      name: 'StepBlockedError',
      entry: { type: 'createMeasurement' },
      blame: 'otherTab',
    });
    expect(snapshot((await a.store.load()).rows)).toEqual(before);
    expect(runnerA.rows.measurements.get('A-1')?.label).toBe('renommée dans B');

    // The next Ctrl+Z goes to the step before: the fixture's last measurement.
    const next = await runnerA.undo();
    expect(next).toMatchObject({ type: 'createMeasurement' });
    expect(next?.changes[0]?.id).toBe(workspace.measurements.at(-1)?.id);
    expect(a.seen.errors).toHaveLength(1);
  });

  it('reads the rows again when two tabs’ steps cross, or a message was missed', async () => {
    const { a, b, draft } = await twoTabs('runner-gap');
    // This tab hears nothing of the other (a message missed).
    const runnerA = await a.start(false);
    const runnerB = await b.start();
    await runnerB.commit(draft('B'));
    expect(runnerA.rows.measurements.has('B-1')).toBe(false);
    // Its own next step finds the scope two versions on: it reads the rows, B's included, its own kept.
    await runnerA.commit(draft('A'));
    expect(runnerA.rows.measurements.has('B-1')).toBe(true);
    expect(runnerA.rows.measurements.has('A-2')).toBe(true);
    expect(snapshot(runnerA.rows)).toEqual(snapshot((await a.store.load()).rows));
    // And a check (the page back in view) catches up without a step of its own.
    await runnerB.commit(draft('B'));
    await runnerA.check();
    expect(runnerA.rows.measurements.has('B-3')).toBe(true);
    expect(runnerA.version).toBe((await a.store.load()).version);
  });

  it('keeps a command not yet written on top of the other tab’s step', async () => {
    const { a, b, draft } = await twoTabs('runner-pending');
    const painted: (() => void)[] = [];
    const runnerA = new JournalRunner(
      await a.store.load(),
      a.store,
      { onRows: () => {}, onStatus: () => {}, onError: (error) => a.seen.errors.push(error) },
      { afterPaint: () => new Promise<void>((resolve) => painted.push(resolve)) },
    );
    const runnerB = await b.start();
    void runnerA.commit(draft('A'));
    await runnerB.commit(draft('B'));
    // A heard B while its own count waits for its paint: both are shown.
    await vi.waitFor(() => expect(painted).toHaveLength(1));
    painted.shift()?.();
    await vi.waitFor(() => expect(runnerA.rows.measurements.has('B-2')).toBe(true));
    await runnerA.idle();
    expect(runnerA.rows.measurements.has('A-1')).toBe(true);
    expect(snapshot(runnerA.rows)).toEqual(snapshot((await a.store.load()).rows));
    expect(a.seen.errors).toEqual([]);
  });
});

describe('JournalRunner, a page left with steps not yet written', () => {
  /** A page whose paint never comes (it is being left): its runner keeps its steps in `storage` on pagehide. */
  async function leavingPage() {
    const context = await setUp();
    const storage = memoryStorage();
    const page = new EventTarget();
    const key = unwrittenKey(context.workspace.project.id, 'page-1');
    const painted: (() => void)[] = [];
    const runner = new JournalRunner(
      await context.store.load(),
      context.store,
      { onRows: () => {}, onStatus: () => {}, onError: (error) => context.seen.errors.push(error) },
      {
        afterPaint: () => new Promise<void>((resolve) => painted.push(resolve)),
        unwritten: { storage, key, target: page },
      },
    );
    return { ...context, runner, storage, page, key, painted };
  }

  it('keeps them as the page goes, and the next opening writes them once, in order', async () => {
    const { runner, storage, page, key, store, draft, workspace } = await leavingPage();
    void runner.commit(draft(1));
    void runner.commit(draft(2));
    // Nothing kept while the page lives: the writes are on their way.
    expect(storage.items.size).toBe(0);
    page.dispatchEvent(new Event('pagehide'));
    expect(storage.items.has(key)).toBe(true);
    expect(readUnwritten(storage, workspace.project.id)[0]?.commands).toHaveLength(2);
    // The page is gone: its writes never ran.
    expect((await store.load()).rows.measurements.has('count-1')).toBe(false);

    const replayed = await replayUnwritten(store, storage, workspace.project.id);
    expect(replayed).toEqual({ written: 2, already: 0, refused: 0, error: null });
    const rows = (await store.load()).rows;
    expect(rows.measurements.has('count-1')).toBe(true);
    expect(rows.measurements.has('count-2')).toBe(true);
    expect(storage.items.size).toBe(0);
    // A second opening finds nothing more to write.
    expect(await replayUnwritten(store, storage, workspace.project.id)).toEqual({
      written: 0,
      already: 0,
      refused: 0,
      error: null,
    });
  });

  it('lets the entry go as the writes land after all (a page back from the back-forward cache)', async () => {
    const { runner, storage, page, key, painted, store, workspace } = await leavingPage();
    const { draft } = await setUpDraft(workspace.project.id, workspace.sheets[0]?.id ?? '');
    void runner.commit(draft(1));
    void runner.commit(draft(2));
    page.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(painted).toHaveLength(1));
    painted.shift()?.();
    await vi.waitFor(() => expect(readUnwritten(storage, workspace.project.id)[0]?.commands).toHaveLength(1));
    await vi.waitFor(() => expect(painted).toHaveLength(1));
    painted.shift()?.();
    await runner.idle();
    expect(storage.items.has(key)).toBe(false);
    expect((await store.load()).rows.measurements.has('late-2')).toBe(true);
  });

  it('passes over a step written already, and refuses one whose rows changed since, saying how many', async () => {
    const { runner, storage, page, store, draft, workspace, db } = await leavingPage();
    const created = draft(1);
    void runner.commit(created);
    void runner.commit(updateMeasurement(runner.rows, 'count-1', { label: 'renommée' }, CTX));
    page.dispatchEvent(new Event('pagehide'));
    // The first write had landed before the page went (the entry could not know it).
    await store.commit(created);
    // Another tab renamed it meanwhile: the second step no longer fits.
    await db.measurements.update('count-1', { label: 'ailleurs' });
    const replayed = await replayUnwritten(store, storage, workspace.project.id);
    expect(replayed).toEqual({ written: 0, already: 1, refused: 1, error: null });
    expect((await store.load()).rows.measurements.get('count-1')?.label).toBe('ailleurs');
    expect(storage.items.size).toBe(0);
  });

  it('keeps what storage could not write for the next opening, and says why', async () => {
    const { runner, storage, page, store, draft, workspace } = await leavingPage();
    void runner.commit(draft(1));
    void runner.commit(draft(2));
    page.dispatchEvent(new Event('pagehide'));
    let calls = 0;
    const failing = {
      ...store,
      commit: (command: Parameters<typeof store.commit>[0]) =>
        ++calls === 2 ? Promise.reject(new Error('quota')) : store.commit(command),
    };
    const replayed = await replayUnwritten(failing, storage, workspace.project.id);
    expect(replayed).toMatchObject({ written: 1, already: 0, refused: 0 });
    expect(replayed.error).toBeInstanceOf(Error);
    expect(readUnwritten(storage, workspace.project.id)[0]?.commands).toHaveLength(1);
    expect(await replayUnwritten(store, storage, workspace.project.id)).toMatchObject({ written: 1, error: null });
    expect((await store.load()).rows.measurements.has('count-2')).toBe(true);
  });

  it('keeps nothing when every step is written; closed, still keeps its last writes if the page goes', async () => {
    const { runner, storage, page, painted, draft } = await leavingPage();
    void runner.commit(draft(1));
    await vi.waitFor(() => expect(painted).toHaveLength(1));
    painted.shift()?.();
    await runner.idle();
    page.dispatchEvent(new Event('pagehide'));
    expect(storage.items.size).toBe(0);
    void runner.commit(draft(2));
    runner.close();
    // Closed with a write still waiting: the page left now keeps it.
    page.dispatchEvent(new Event('pagehide'));
    expect(storage.items.size).toBe(1);
    await vi.waitFor(() => expect(painted).toHaveLength(1));
    painted.shift()?.();
    await runner.idle();
    expect(storage.items.size).toBe(0);
  });
});

/** Drafts with their own ids (`late-n`), for a runner set up elsewhere. */
async function setUpDraft(projectId: string, sheetId: string) {
  let n = 0;
  const draft = (x: number) =>
    createMeasurement(
      { kind: 'count', projectId, sheetId, label: `Portes ${x}`, color: 'red', points: [{ x, y: x }] },
      { now: '2026-11-23T10:00:00.000Z', newId: () => `late-${++n}` },
    );
  return Promise.resolve({ draft });
}
