/** The reads the project list adds to the repository: what a deletion takes, and what undo and redo would do. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { BY, closeTestDatabases, deterministic, fillWorkspace, testDatabase } from '../testing/database';
import { journalRepository } from './journal';
import { projectRepository } from './projects';
import { PROJECTS_SCOPE } from './scopes';

afterEach(closeTestDatabases);

describe('projectRepository.contents', () => {
  it('counts the sheets and measurements a deletion would take, legacy plans left out', async () => {
    const db = testDatabase();
    const options = deterministic();
    const { project } = await fillWorkspace(db, options);
    const projects = projectRepository(db, options);
    const empty = await projects.create({ name: 'Gymnase', client: 'Ville', type: 'erp' }, { by: BY });
    await db.plans.add({ id: 'legacy', projectId: empty.id, name: 'Ancien plan' });

    expect(await projects.contents(project.id)).toEqual({ sheetCount: 2, measurementCount: 2 });
    expect(await projects.contents(empty.id)).toEqual({ sheetCount: 0, measurementCount: 0 });
    expect(await projects.contents('unknown')).toEqual({ sheetCount: 0, measurementCount: 0 });
  });
});

describe('projectRepository.undoStatus', () => {
  it('names the project of each step: created, renamed, deleted, then undone and redone', async () => {
    const db = testDatabase();
    const options = deterministic();
    const projects = projectRepository(db, options);
    const journal = journalRepository(db, options);
    const step = async () => {
      const { undo, redo } = await projects.undoStatus();
      return {
        undo: undo && [undo.type, undo.projectName],
        redo: redo && [redo.type, redo.projectName],
      };
    };
    expect(await step()).toEqual({ undo: null, redo: null });

    const project = await projects.create({ name: 'Halle', client: 'SNCF', type: 'industriel' }, { by: BY });
    expect(await step()).toEqual({ undo: ['createProject', 'Halle'], redo: null });

    await projects.update(project.id, { name: 'Halle nord' }, { by: BY });
    expect(await step()).toEqual({ undo: ['updateProject', 'Halle nord'], redo: null });

    await projects.delete(project.id, { by: BY });
    expect(await step()).toEqual({ undo: ['deleteProject', 'Halle nord'], redo: null });

    await journal.undo(PROJECTS_SCOPE);
    expect(await step()).toEqual({ undo: ['updateProject', 'Halle nord'], redo: ['deleteProject', 'Halle nord'] });

    await journal.undo(PROJECTS_SCOPE);
    expect(await step()).toEqual({ undo: ['createProject', 'Halle'], redo: ['updateProject', 'Halle nord'] });

    const { undo } = await projects.undoStatus();
    expect(undo).toMatchObject({ by: BY, isIrreversible: false });
  });
});

describe('projectRepository.list with rows an older version stored damaged', () => {
  it('lists every project, a damaged date sorting last with no date, instead of failing for all', async () => {
    const db = testDatabase();
    const projects = projectRepository(db, deterministic());
    const good = await projects.create({ name: 'Gymnase', client: 'Ville', type: 'erp' }, { by: BY });
    // As a backup restored before the check wrote it: a date that is an object.
    await db.projects.add({ id: 'damaged', name: 'Halle', createdAt: {}, updatedAt: {} } as never);
    const list = await projects.list();
    expect(list.map((s) => [s.project.id, s.lastChangeAt])).toEqual([
      [good.id, good.updatedAt],
      ['damaged', ''],
    ]);
  });
});
