/**
 * « Continuer sans partage »: the project goes on here under new ids, in one transaction, nothing lost (rows, blobs,
 * versions, the journal), every reference followed, the colleagues' steps kept in the history and out of undo's reach.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createMeasurement } from '../../domain/takeoff/commands';
import { PALETTE_KEYS } from '../../domain/takeoff/types';
import { checkBackupRows, exportDatabase } from '../backup';
import { IrreversibleEntryError } from '../errors';
import type { MetrDatabase } from '../schema';
import { BY, closeTestDatabases, deterministic, failingWrites, fillWorkspace, testDatabase } from '../testing/database';
import { fillEveryTable, tableContents } from '../testing/everyTable';
import { journalRepository } from '../workspace/journal';
import { projectRepository } from '../workspace/projects';
import { PROJECTS_SCOPE, projectScope } from '../workspace/scopes';
import { movedPath } from './moved';
import { keepAsLocalCopy } from './unshare';

afterEach(() => closeTestDatabases());

const COLLEAGUE = 'user-dominique';
const SHARING = { since: '2026-11-30T09:00:00.000Z', by: 'person-camille' };

/** The ids of every row of the project, as the team's document knows them. */
async function projectIds(db: MetrDatabase, projectId: string): Promise<string[]> {
  const scope = projectScope(projectId);
  const rows = await Promise.all([
    db.files.where('projectId').equals(projectId).primaryKeys(),
    db.plans.where('projectId').equals(projectId).primaryKeys(),
    db.measurements.where('projectId').equals(projectId).primaryKeys(),
    db.variables.where('projectId').equals(projectId).primaryKeys(),
    db.versions.where('projectId').equals(projectId).primaryKeys(),
    db.journal.where('[scope+seq]').between([scope, -Infinity], [scope, Infinity]).primaryKeys(),
  ]);
  return [projectId, ...rows.flat()];
}

/** A colleague's new measurement on the project's first sheet, as their step arrives in the journal here. */
async function colleagueMeasures(db: MetrDatabase, projectId: string, sheetId: string, label: string) {
  const command = createMeasurement(
    { kind: 'count', projectId, sheetId, label, color: PALETTE_KEYS[1], points: [{ x: 5, y: 5 }] },
    { now: '2026-11-30T10:00:00.000Z', newId: () => crypto.randomUUID() },
  );
  const entry = await journalRepository(db).commit(command, { scope: projectScope(projectId), by: COLLEAGUE });
  if (!entry) throw new Error('nothing committed');
  return entry;
}

describe('keepAsLocalCopy', () => {
  it('moves every row, blob, version and journal entry of the project to new ids, nothing lost', async () => {
    const db = testDatabase();
    const { project, sheets } = await fillEveryTable(db);
    await db.projects.update(project.id, { sharing: SHARING });
    await colleagueMeasures(db, project.id, sheets[0]?.id ?? '', 'Prises du collègue');
    const oldIds = await projectIds(db, project.id);
    const before = await tableContents(db);

    const moved = await keepAsLocalCopy(db, project.id, { by: BY });
    if (!moved) throw new Error('not moved');
    expect(moved.from).toBe(project.id);
    expect(moved.to).not.toBe(project.id);
    const after = await tableContents(db);

    // As many rows in every table, the same bytes in every blob, the libraries untouched.
    // The kept comparisons (a cache) name the old ids: dropped, made again when asked for.
    expect(after['comparisons']).toEqual([]);
    for (const table of Object.keys(before)) {
      if (table !== 'comparisons') expect(after[table]?.length, table).toBe(before[table]?.length);
    }
    const digests = (contents: typeof before, table: string) =>
      JSON.stringify(contents[table])
        .match(/"sha256":"[0-9a-f]+"/g)
        ?.sort();
    for (const table of ['fileBlobs', 'thumbnails', 'cadModels']) {
      expect(digests(after, table), table).toEqual(digests(before, table));
    }
    for (const table of ['libraries', 'libraryLots', 'libraryChapters', 'libraryItems', 'users']) {
      expect(after[table], table).toEqual(before[table]);
    }
    // No row anywhere names one of the team's ids any more: the team's project can come back here beside the copy.
    const text = JSON.stringify(after);
    expect(oldIds.filter((id) => text.includes(`"${id}"`))).toEqual([]);
    expect(text).not.toContain(`project:${project.id}`);

    const row = await db.projects.get(moved.to);
    expect(row).toMatchObject({ name: project.name, client: project.client });
    expect(row?.sharing).toBeUndefined();
    expect(await db.projects.get(project.id)).toBeUndefined();
    // The addresses of the project's pages follow it (its sheets' and files' ids included).
    const sheet = sheets[0]?.id ?? '';
    expect(movedPath(`/dashboard/projets/${project.id}/plans/${sheet}`, moved)).toBe(
      `/dashboard/projets/${moved.to}/plans/${moved.paths[sheet]}`,
    );
    expect(await db.plans.get(moved.paths[sheet] ?? '')).toMatchObject({ projectId: moved.to });
    // A backup of this browser now passes the backup's own check: every reference is there.
    const checker = await checkBackupRows(await exportDatabase(db), db.verno);
    expect(checker.problems).toEqual([]);
  });

  it('keeps the journal working on the new ids: this person’s last step is undone and redone', async () => {
    const db = testDatabase();
    const { project, measurements } = await fillWorkspace(db);
    // Shared as « Partager ce projet » marks it (a step of the project list), then renamed while shared.
    await projectRepository(db).update(project.id, { sharing: SHARING } as never, { by: BY });
    await projectRepository(db).update(project.id, { name: 'Groupe scolaire (APS)' }, { by: BY });
    const moved = await keepAsLocalCopy(db, project.id, { by: BY });
    if (!moved) throw new Error('not moved');
    const journal = journalRepository(db);
    // The rename made while shared is undone on the row as it is now, unshared.
    expect(await journal.undo(PROJECTS_SCOPE)).toMatchObject({ type: 'updateProject', projectId: moved.to });
    expect(await db.projects.get(moved.to)).toMatchObject({ name: project.name });
    expect((await db.projects.get(moved.to))?.sharing).toBeUndefined();
    await journal.redo(PROJECTS_SCOPE);
    expect(await db.projects.get(moved.to)).toMatchObject({ name: 'Groupe scolaire (APS)' });
    const scope = projectScope(moved.to);
    expect(await db.measurements.where('projectId').equals(moved.to).count()).toBe(measurements.length);
    const undone = await journal.undo(scope);
    expect(undone).toMatchObject({ type: 'createMeasurement', projectId: moved.to });
    expect(await db.measurements.where('projectId').equals(moved.to).count()).toBe(measurements.length - 1);
    await journal.redo(scope);
    expect(await db.measurements.where('projectId').equals(moved.to).count()).toBe(measurements.length);
    // The project list's history of the project moved too: its creation is about the new id.
    const listed = (await journal.entries(PROJECTS_SCOPE)).filter((e) => e.projectId === moved.to);
    expect(listed.map((e) => e.type)).toEqual(['createProject', 'updateProject', 'updateProject']);
    expect(await projectRepository(db).get(moved.to)).toBeDefined();
  });

  it('writes nothing when a write fails inside its transaction: the project stays as it was', async () => {
    const factory = new IDBFactory();
    const db = testDatabase({ factory });
    const { project } = await fillEveryTable(db);
    await db.projects.update(project.id, { sharing: SHARING });
    const before = await tableContents(db);
    db.close();
    const full = testDatabase({ factory });
    full.use(failingWrites(['journal']));
    await expect(keepAsLocalCopy(full, project.id, { by: BY })).rejects.toThrow();
    full.close();
    expect(await tableContents(testDatabase({ factory }))).toEqual(before);
  });
});

describe('a colleague’s step once the project is unshared', () => {
  it('stays in the history, with who and when, and undo stops before it with the reason', async () => {
    const db = testDatabase();
    const options = deterministic('u');
    const { project, sheets } = await fillWorkspace(db, options);
    await db.projects.update(project.id, { sharing: SHARING });
    const sheetId = sheets[0]?.id ?? '';
    const theirs = await colleagueMeasures(db, project.id, sheetId, 'Prises du collègue');
    // This person's step after the colleague's.
    const mine = createMeasurement(
      {
        kind: 'count',
        projectId: project.id,
        sheetId,
        label: 'Mes prises',
        color: PALETTE_KEYS[0],
        points: [{ x: 1, y: 1 }],
      },
      { now: '2026-11-30T11:00:00.000Z', newId: () => crypto.randomUUID() },
    );
    await journalRepository(db).commit(mine, { scope: projectScope(project.id), by: BY });

    const moved = await keepAsLocalCopy(db, project.id, { by: BY, now: () => new Date('2026-11-30T12:00:00Z') });
    if (!moved) throw new Error('not moved');
    const journal = journalRepository(db);
    const scope = projectScope(moved.to);

    // Ctrl+Z takes back this person's step…
    expect(await journal.undo(scope)).toMatchObject({ type: 'createMeasurement', by: BY });
    // …then stops before the colleague's, and says why; their measurement stays.
    expect((await journal.status(scope)).undo).toMatchObject({
      by: COLLEAGUE,
      isIrreversible: true,
      irreversibleWhy: 'byColleague',
    });
    const refused = await journal.undo(scope).catch((error: unknown) => error);
    // Its French words: src/i18n/workspaceErrors.test.ts.
    expect(refused).toBeInstanceOf(IrreversibleEntryError);
    expect(refused).toMatchObject({ why: 'byColleague' });
    const labels = (await db.measurements.where('projectId').equals(moved.to).toArray()).map((m) => m.label);
    expect(labels).toContain('Prises du collègue');
    // The history keeps it: who and when, as it was.
    const history = await journal.history(scope);
    expect(history.find((h) => h.by === COLLEAGUE)).toMatchObject({
      type: 'createMeasurement',
      at: theirs.at,
      status: 'done',
    });
    // Redo gives this person's step back.
    expect(await journal.redo(scope)).toMatchObject({ by: BY });
  });

  it('marks every step when this person is not known here (nothing of anyone else undone by mistake)', async () => {
    const db = testDatabase();
    const { project } = await fillWorkspace(db);
    await db.projects.update(project.id, { sharing: SHARING });
    const moved = await keepAsLocalCopy(db, project.id, { by: null });
    if (!moved) throw new Error('not moved');
    const entries = await journalRepository(db).entries(projectScope(moved.to));
    expect(entries.every((e) => e.irreversibleWhy === 'byColleague')).toBe(true);
  });
});

describe('the project list’s undo once the project is unshared', () => {
  it('takes back a later edit of the project, then stops at the step that shared it and says why', async () => {
    const db = testDatabase();
    const options = deterministic();
    const projects = projectRepository(db, options);
    const journal = journalRepository(db, options);
    const project = await projects.create({ name: 'Résidence' }, { by: BY });
    await projects.update(project.id, { name: 'Résidence B' }, { by: BY });
    await projects.update(project.id, { sharing: SHARING }, { by: BY });
    // Renamed while shared: an edit of the project that still means something on the local copy.
    await projects.update(project.id, { name: 'Résidence B — lot 2' }, { by: BY });

    const moved = await keepAsLocalCopy(db, project.id, { by: BY });
    const to = moved?.to ?? '';
    expect((await projects.undoStatus()).undo).toMatchObject({ type: 'updateProject', isIrreversible: false });
    await journal.undo(PROJECTS_SCOPE);
    expect(await db.projects.get(to)).toMatchObject({ name: 'Résidence B' });

    // Next, the step that marked it shared: the list's « Annuler » is disabled with the reason, and Ctrl+Z refuses.
    expect((await projects.undoStatus()).undo).toMatchObject({ isIrreversible: true, irreversibleWhy: 'unshared' });
    const before = await db.projects.get(to);
    await expect(journal.undo(PROJECTS_SCOPE)).rejects.toEqual(
      expect.objectContaining({ name: 'IrreversibleEntryError', why: 'unshared' }),
    );
    expect(await db.projects.get(to)).toEqual(before);
    expect(before?.sharing).toBeUndefined();
  });
});

describe('the copy kept when the team’s version is opened again', () => {
  it('takes the name it is given, and holds the rows as they were here', async () => {
    const db = testDatabase();
    const { project, measurements } = await fillWorkspace(db, deterministic());
    await db.projects.update(project.id, { sharing: SHARING });
    const moved = await keepAsLocalCopy(db, project.id, {
      by: BY,
      rename: (name) => `${name} — modifications non envoyées`,
    });
    const copy = await db.projects.get(moved?.to ?? '');
    expect(copy?.name).toBe(`${project.name} — modifications non envoyées`);
    expect(copy?.sharing).toBeUndefined();
    expect(await db.projects.get(project.id)).toBeUndefined();
    expect(
      await db.measurements
        .where('projectId')
        .equals(moved?.to ?? '')
        .count(),
    ).toBe(measurements.length);
  });
});
