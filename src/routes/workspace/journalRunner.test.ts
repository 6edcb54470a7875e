// First, before Dexie loads.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMeasurement } from '../../domain/takeoff/commands';
import { snapshot } from '../../domain/takeoff/testing/fixtures';
import { JournalConflictError } from '../../db/errors';
import { BY, closeTestDatabases, deterministic, fillWorkspace, testDatabase } from '../../db/testing/database';
import { journalRepository, type UndoStatus } from '../../db/workspace/journal';
import { projectScope } from '../../db/workspace/scopes';
import { loadProjectState } from '../../db/workspace/sheets';
import type { TakeoffState } from '../../domain/takeoff/types';
import { JournalRunner, type JournalStore } from './journalRunner';

afterEach(closeTestDatabases);

async function setUp() {
  const db = testDatabase();
  const options = deterministic();
  const workspace = await fillWorkspace(db, options);
  const journal = journalRepository(db, options);
  const scope = projectScope(workspace.project.id);
  const store: JournalStore = {
    commit: (command) => journal.commit(command, { scope, by: BY }),
    undo: () => journal.undo(scope),
    redo: () => journal.redo(scope),
    status: () => journal.status(scope),
    load: () => loadProjectState(db, workspace.project.id),
  };
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
    expect(snapshot(await store.load())).toEqual(snapshot(runner.rows));
    expect(seen.status.at(-1)?.undo?.type).toBe('createMeasurement');

    void runner.commit(draft(2));
    void runner.undo();
    void runner.undo();
    await runner.idle();
    expect(snapshot(runner.rows)).toEqual(initial);
    expect(snapshot(await store.load())).toEqual(initial);

    await runner.redo();
    expect(runner.rows.measurements.has('count-1')).toBe(true);
    expect(runner.rows.measurements.has('count-2')).toBe(false);
    expect(snapshot(await store.load())).toEqual(snapshot(runner.rows));
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
    expect(snapshot(await store.load())).toEqual(snapshot(runner.rows));
  });

  it('takes a commit back when its write fails after the paint, and reports why', async () => {
    const { store, seen, draft } = await setUp();
    const before = snapshot(await store.load());
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
