/**
 * A shared project deleted for the whole team: the copy here goes through the journal, and that step cannot be undone
 * (it would bring back a « shared » project that can never sync again); the ordinary deletion stays undoable.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { IrreversibleEntryError } from '../errors';
import { BY, closeTestDatabases, deterministic, testDatabase } from '../testing/database';
import { journalRepository } from '../workspace/journal';
import { projectRepository } from '../workspace/projects';
import { PROJECTS_SCOPE } from '../workspace/scopes';
import { markDeletedForTeam } from './teamDeletion';

afterEach(() => closeTestDatabases());

async function twoProjectsOneDeleted() {
  const db = testDatabase();
  const options = deterministic('p');
  const projects = projectRepository(db, options);
  const kept = await projects.create({ name: 'École', client: 'Ville', type: 'ERP' }, { by: BY });
  const shared = await projects.create({ name: 'Tilleuls', client: 'SCI', type: 'Logements' }, { by: BY });
  await projects.delete(shared.id, { by: BY });
  const journal = journalRepository(db, options);
  const deletion = (await journal.entries(PROJECTS_SCOPE)).at(-1);
  if (deletion?.type !== 'deleteProject') throw new Error('no deletion entry');
  return { db, projects, kept, shared, journal, deletion };
}

describe('markDeletedForTeam', () => {
  it('makes the deletion a step Ctrl+Z refuses, with its reason, and keeps it in the history', async () => {
    const { db, projects, shared, journal, deletion } = await twoProjectsOneDeleted();
    await markDeletedForTeam(db, deletion.id, new Date(Date.UTC(2026, 10, 30, 12)));

    expect((await journal.entries(PROJECTS_SCOPE)).at(-1)).toMatchObject({
      id: deletion.id,
      type: 'deleteProject',
      projectId: shared.id,
      irreversibleAt: '2026-11-30T12:00:00.000Z',
      irreversibleWhy: 'deletedForTeam',
    });
    const error = await journal.undo(PROJECTS_SCOPE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IrreversibleEntryError);
    expect(error).toMatchObject({ entryId: deletion.id, why: 'deletedForTeam' });
    // Nothing came back, and undo does not pass over the step to the ones before it.
    expect(await db.projects.get(shared.id)).toBeUndefined();
    expect((await projects.undoStatus()).undo).toMatchObject({
      type: 'deleteProject',
      isIrreversible: true,
      irreversibleWhy: 'deletedForTeam',
    });
  });

  it('leaves the ordinary deletion undoable (the list’s « Annuler »)', async () => {
    const { db, projects, shared, journal } = await twoProjectsOneDeleted();
    expect((await projects.undoStatus()).undo).toMatchObject({ type: 'deleteProject', isIrreversible: false });
    expect((await projects.undoStatus()).undo?.irreversibleWhy).toBeUndefined();
    await journal.undo(PROJECTS_SCOPE);
    expect((await db.projects.get(shared.id))?.name).toBe('Tilleuls');
  });
});
