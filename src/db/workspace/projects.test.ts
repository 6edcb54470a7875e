import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMeasurement } from '../../domain/takeoff/commands';
import { CommandError } from '../../domain/takeoff/errors';
import { IDBFactory } from 'fake-indexeddb';
import { IrreversibleEntryError, JournalConflictError, StepBlockedError } from '../errors';
import type { MetrDatabase } from '../schema';
import {
  BY,
  closeTestDatabases,
  deterministic,
  failingWrites,
  fillWorkspace,
  testDatabase,
  twoTabsDatabase,
} from '../testing/database';
import { journalRepository } from './journal';
import { projectRepository } from './projects';
import { PROJECTS_SCOPE, projectScope } from './scopes';

afterEach(closeTestDatabases);

/** Every row of every table, blobs and view state included. */
async function everything(db: MetrDatabase) {
  return Object.fromEntries(await Promise.all(db.tables.map(async (t) => [t.name, await t.toArray()] as const)));
}

describe('projectRepository', () => {
  it('creates a project with an id, createdAt and updatedAt, journalled in the project list’s scope', async () => {
    const db = testDatabase();
    const projects = projectRepository(db, deterministic('p'));
    const project = await projects.create(
      { name: 'Groupe scolaire', client: 'Ville de Lyon', type: 'ERP' },
      { by: BY },
    );
    expect(project).toEqual({
      id: 'p-1',
      name: 'Groupe scolaire',
      client: 'Ville de Lyon',
      type: 'ERP',
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-01T09:00:00.000Z',
    });
    expect(await projects.get(project.id)).toEqual(project);
    const [entry] = await journalRepository(db).entries(PROJECTS_SCOPE);
    expect(entry).toMatchObject({ type: 'createProject', projectId: project.id, by: BY, scope: 'projects' });
  });

  it('updates fields and updatedAt, journals nothing for no change, and refuses an unknown id', async () => {
    const db = testDatabase();
    const projects = projectRepository(db, deterministic());
    const project = await projects.create({ name: 'Halle', client: 'SNCF', type: 'Industriel' }, { by: BY });

    const renamed = await projects.update(project.id, { name: 'Halle nord' }, { by: BY });
    expect(renamed).toEqual({ ...project, name: 'Halle nord', updatedAt: '2026-03-01T09:00:02.000Z' });
    expect(await projects.get(project.id)).toEqual(renamed);
    expect(await projects.update(project.id, { name: 'Halle nord' }, { by: BY })).toEqual(renamed);
    expect((await journalRepository(db).entries(PROJECTS_SCOPE)).map((e) => e.type)).toEqual([
      'createProject',
      'updateProject',
    ]);

    const error = await projects.update('missing', { name: 'Rien' }, { by: BY }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandError);
    expect(error).toMatchObject({ code: 'missingRow' });
  });

  it('lists projects with their sheet count and last change, most recent first, without legacy plans', async () => {
    const db = testDatabase();
    const options = deterministic();
    const { project: filled } = await fillWorkspace(db, options);
    const projects = projectRepository(db, options);
    const empty = await projects.create({ name: 'Gymnase' }, { by: BY });
    await db.plans.add({ id: 'legacy', projectId: empty.id, name: 'Ancien plan' });

    const list = await projects.list();
    expect(list.map((s) => [s.project.name, s.sheetCount])).toEqual([
      ['Gymnase', 0],
      ['Groupe scolaire', 2],
    ]);
    // The workspace's last change (a measurement) is later than the project's own updatedAt.
    const summary = list.find((s) => s.project.id === filled.id);
    expect(summary?.lastChangeAt).toBe((await db.scopes.get(projectScope(filled.id)))?.changedAt);
    expect((summary?.lastChangeAt ?? '') > (filled.updatedAt ?? '')).toBe(true);

    // A change inside the older project moves it back to the top.
    const [sheet] = await db.plans.where('projectId').equals(filled.id).toArray();
    await journalRepository(db, options).commit(
      createMeasurement(
        {
          kind: 'count',
          projectId: filled.id,
          sheetId: sheet?.id ?? '',
          label: '',
          color: 'red',
          points: [{ x: 1, y: 1 }],
        },
        { now: '2027-01-01T00:00:00.000Z', newId: () => 'late' },
      ),
      { scope: projectScope(filled.id), by: BY },
    );
    expect((await projects.list()).map((s) => s.project.name)).toEqual(['Groupe scolaire', 'Gymnase']);
  });

  it('deletes a project with all its rows, and undo from the project list restores every one of them', async () => {
    const db = testDatabase();
    const options = deterministic();
    const { project } = await fillWorkspace(db, options);
    const before = await everything(db);
    const projects = projectRepository(db, options);
    const journal = journalRepository(db, options);

    await projects.delete(project.id, { by: BY });
    expect(await projects.get(project.id)).toBeUndefined();
    expect(await db.files.count()).toBe(0);
    expect(await db.plans.count()).toBe(0);
    expect(await db.measurements.count()).toBe(0);
    // The bytes stay for undo.
    expect(await db.fileBlobs.count()).toBe(1);
    expect(await db.thumbnails.count()).toBe(2);
    const entry = (await journal.entries(PROJECTS_SCOPE)).at(-1);
    expect(entry?.type).toBe('deleteProject');
    expect(entry?.changes.map((c) => c.table)).toEqual([
      'measurements',
      'measurements',
      'sheets',
      'sheets',
      'files',
      'projects',
    ]);

    expect(await journal.undo(PROJECTS_SCOPE)).toMatchObject({ type: 'deleteProject' });
    const after = await everything(db);
    // Every row back as it was; only the journal (the deletion, now undone) and the scope's time moved on.
    for (const table of Object.keys(before).filter((t) => t !== 'journal' && t !== 'scopes')) {
      expect(after[table], table).toEqual(before[table]);
    }
    // The project's own history works again where it stopped.
    expect(await journal.undo(projectScope(project.id))).toMatchObject({ type: 'createMeasurement' });

    await journal.redo(projectScope(project.id));
    expect(await journal.redo(PROJECTS_SCOPE)).toMatchObject({ type: 'deleteProject' });
    expect(await db.projects.count()).toBe(0);
  });

  it('refuses to redo a deletion when the project gained rows since it was undone', async () => {
    const db = testDatabase();
    const options = deterministic();
    const { project, sheets } = await fillWorkspace(db, options);
    const journal = journalRepository(db, options);
    await projectRepository(db, options).delete(project.id, { by: BY });
    await journal.undo(PROJECTS_SCOPE);
    await journal.commit(
      createMeasurement(
        {
          kind: 'count',
          projectId: project.id,
          sheetId: sheets[0]?.id ?? '',
          label: '',
          color: 'red',
          points: [{ x: 1, y: 1 }],
        },
        { now: '2026-03-03T00:00:00.000Z', newId: () => 'added-since' },
      ),
      { scope: projectScope(project.id), by: BY },
    );
    const error = await journal.redo(PROJECTS_SCOPE).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'StepBlockedError',
      reason: 'hasChildren',
      kind: 'redo',
      blockReason: 'hasChildren',
    });
    expect(error).toBeInstanceOf(JournalConflictError);
    expect(await db.measurements.get('added-since')).toBeDefined();
    // Deleting it anew takes the new row too.
    await projectRepository(db, options).delete(project.id, { by: BY });
    expect(await db.measurements.count()).toBe(0);
  });
});

describe('the project list in two tabs', () => {
  it('refuses this tab’s undo of a project another tab renamed since, naming it; the next one passes over it', async () => {
    const { dbA, dbB, tabA, tabB, workspace } = await twoTabsDatabase('project-list-tabs');
    const a = projectRepository(dbA, deterministic('a', tabA));
    const b = projectRepository(dbB, deterministic('b', tabB));
    const gym = await a.create({ name: 'Gymnase' }, { by: BY });
    await b.update(gym.id, { name: 'Gymnase municipal' }, { by: BY });
    // B's rename is B's: A's newest step is still its creation of the gym.
    expect((await a.undoStatus()).undo).toMatchObject({ type: 'createProject', projectName: 'Gymnase' });
    const error = await journalRepository(dbA, deterministic('a', tabA))
      .undo(PROJECTS_SCOPE)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'StepBlockedError',
      entry: { type: 'createProject' },
      blockReason: 'changed',
      blame: 'otherTab',
    });
    expect((await dbA.projects.get(gym.id))?.name).toBe('Gymnase municipal');
    if (!(error instanceof StepBlockedError)) throw new Error('expected a StepBlockedError');
    const skip = new Set([error.entry.id]);
    expect((await a.undoStatus({ skip })).undo).toMatchObject({
      type: 'createProject',
      projectName: workspace.project.name,
    });
  });
});

describe('a shared project’s copy deleted for the whole team', () => {
  it('is deleted and marked irreversible in one transaction: a tab closed the moment it commits leaves no undo', async () => {
    const factory = new IDBFactory();
    const db = testDatabase({ factory });
    const { project, measurements } = await fillWorkspace(db);
    // The tab closes as soon as the deletion has committed, before anything else runs (the journal tells its
    // listeners right after the commit, before `delete` returns).
    const stop = journalRepository(db).subscribe(PROJECTS_SCOPE, () => db.close());
    await projectRepository(db, deterministic('d')).delete(project.id, { by: BY }, 'deletedForTeam');
    stop();

    const reopened = testDatabase({ factory });
    expect(await reopened.projects.get(project.id)).toBeUndefined();
    expect(await reopened.measurements.where('projectId').equals(project.id).count()).toBe(0);
    const entries = await journalRepository(reopened).entries(PROJECTS_SCOPE);
    const deletion = entries.at(-1);
    expect(deletion).toMatchObject({
      type: 'deleteProject',
      projectId: project.id,
      irreversibleAt: deletion?.at,
      irreversibleWhy: 'deletedForTeam',
    });
    // Ctrl+Z and the list's button stop before it and say why; nothing comes back.
    const refused = await journalRepository(reopened)
      .undo(PROJECTS_SCOPE)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(IrreversibleEntryError);
    expect(refused).toMatchObject({ entryId: deletion?.id, why: 'deletedForTeam' });
    expect((await projectRepository(reopened).undoStatus()).undo).toMatchObject({
      type: 'deleteProject',
      isIrreversible: true,
      irreversibleWhy: 'deletedForTeam',
    });
    expect(await reopened.projects.get(project.id)).toBeUndefined();
    expect(measurements.length).toBeGreaterThan(0);
  });

  it('writes nothing when the transaction is cut short: the project stays, whole, with no entry', async () => {
    const factory = new IDBFactory();
    const db = testDatabase({ factory });
    const { project } = await fillWorkspace(db);
    const before = await everything(db);
    db.close();
    // The rows are deleted before the journal entry is written: that write fails after them.
    const cut = testDatabase({ factory });
    cut.use(failingWrites(['journal']));
    await expect(projectRepository(cut).delete(project.id, { by: BY }, 'deletedForTeam')).rejects.toThrow();
    cut.close();
    expect(await everything(testDatabase({ factory }))).toEqual(before);
  });

  it('leaves the ordinary deletion undoable (the list’s « Annuler »)', async () => {
    const db = testDatabase();
    const { project } = await fillWorkspace(db);
    await projectRepository(db).delete(project.id, { by: BY });
    const status = await projectRepository(db).undoStatus();
    expect(status.undo).toMatchObject({ type: 'deleteProject', isIrreversible: false });
    expect(status.undo?.irreversibleWhy).toBeUndefined();
    await journalRepository(db).undo(PROJECTS_SCOPE);
    expect((await db.projects.get(project.id))?.name).toBe(project.name);
  });
});
