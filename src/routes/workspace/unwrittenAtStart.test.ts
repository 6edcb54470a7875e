// First, before Dexie loads.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMeasurement } from '../../domain/takeoff/commands';
import { BY, closeTestDatabases, fillWorkspace, testDatabase } from '../../db/testing/database';
import { keepUnwritten, readUnwritten, unwrittenKey } from '../../db/workspace/unwritten';
import { replayUnwrittenProjects } from './unwrittenAtStart';
import { memoryStorage } from '../../db/testing/memoryStorage';

afterEach(closeTestDatabases);

async function setUp() {
  const db = testDatabase();
  const workspace = await fillWorkspace(db);
  const sheet = workspace.sheets[0];
  if (!sheet) throw new Error('fixture');
  const draft = (id: string, projectId = workspace.project.id) =>
    createMeasurement(
      { kind: 'count', projectId, sheetId: sheet.id, label: 'Portes', color: 'red', points: [{ x: 5, y: 5 }] },
      { now: '2026-11-30T11:00:00.000Z', newId: () => id },
    );
  return { db, workspace, draft, storage: memoryStorage() };
}

describe('the workspace’s start, with steps a page left unwritten', () => {
  it('writes an unshared project’s before any page reads the rows, and keeps nothing after', async () => {
    const { db, workspace, draft, storage } = await setUp();
    keepUnwritten(storage, unwrittenKey(workspace.project.id, 'page-1'), [draft('left-1'), draft('left-2')]);
    expect(await replayUnwrittenProjects(db, BY, storage)).toBeNull();
    expect(await db.measurements.get('left-1')).toBeDefined();
    expect(await db.measurements.get('left-2')).toBeDefined();
    expect(storage.items.size).toBe(0);
  });

  it('leaves a shared project’s to its sheet page, and drops a deleted project’s', async () => {
    const { db, workspace, draft, storage } = await setUp();
    await db.projects.update(workspace.project.id, {
      sharing: { by: 'person-1', since: '2026-11-30T10:00:00.000Z' },
    });
    keepUnwritten(storage, unwrittenKey(workspace.project.id, 'page-1'), [draft('left-1')]);
    keepUnwritten(storage, unwrittenKey('gone', 'page-2'), [draft('left-2', 'gone')]);
    expect(await replayUnwrittenProjects(db, BY, storage)).toBeNull();
    expect(await db.measurements.get('left-1')).toBeUndefined();
    expect(readUnwritten(storage, workspace.project.id)).toHaveLength(1);
    expect(readUnwritten(storage, 'gone')).toEqual([]);
  });

  it('says in French how many were refused because their rows changed since', async () => {
    const { db, workspace, draft, storage } = await setUp();
    const made = draft('left-1');
    keepUnwritten(storage, unwrittenKey(workspace.project.id, 'page-1'), [made, made]);
    // Another tab made the row meanwhile, with another label: neither step fits, neither is in the journal.
    await db.measurements.put({ ...(made.changes[0]?.after as object), label: 'ailleurs' } as never);
    expect(await replayUnwrittenProjects(db, BY, storage)).toBe(
      '2\u00a0modifications faites juste avant de quitter la page n’ont pas été enregistrées\u00a0: ce qu’elles changent avait été modifié depuis, dans un autre onglet.',
    );
    expect((await db.measurements.get('left-1'))?.label).toBe('ailleurs');
  });
});
