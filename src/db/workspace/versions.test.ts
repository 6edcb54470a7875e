import { afterEach, describe, expect, it } from 'vitest';
import { moveMeasurements, stateFromRows } from '../../domain/takeoff/commands';
import { snapshotOf, type VersionSnapshot } from '../../domain/takeoff/versions';
import { BY, closeTestDatabases, deterministic, fillWorkspace, testDatabase } from '../testing/database';
import { journalRepository } from './journal';
import { projectScope } from './scopes';
import { loadProjectState } from './sheets';
import { libraryRepository } from '../library/libraries';
import { projectLibraryRepository } from '../library/projectLibraries';
import { variableRepository } from './variables';
import { versionRepository } from './versions';

afterEach(closeTestDatabases);

/** A version's take-off, without the library it records (which a restore does not bring back). */
const takeoffOf = ({ library: _library, ...takeoff }: VersionSnapshot) => takeoff;

async function setup() {
  const db = testDatabase();
  const options = deterministic();
  const workspace = await fillWorkspace(db, options);
  return { db, workspace, versions: versionRepository(db, options), journal: journalRepository(db, options) };
}

describe('versionRepository', () => {
  it('makes named versions of the project as it is, refuses an empty or duplicate name, lists newest first', async () => {
    const { versions, workspace } = await setup();
    const first = await versions.create(workspace.project.id, '  Avant APS ', { by: BY });
    expect(first).toMatchObject({ ok: true, value: { name: 'Avant APS', by: BY } });
    if (!first.ok) throw new Error('created');
    expect(first.value.snapshot.measurements.map((m) => m.label).sort()).toEqual(['Prises R+1', 'Prises RDC']);
    expect(await versions.create(workspace.project.id, 'avant aps', { by: BY })).toEqual({
      ok: false,
      error: 'duplicate',
    });
    expect(await versions.create(workspace.project.id, ' ', { by: BY })).toEqual({ ok: false, error: 'empty' });
    await versions.create(workspace.project.id, 'DCE', { by: BY });
    expect((await versions.list(workspace.project.id)).map((v) => v.name)).toEqual(['DCE', 'Avant APS']);
    expect(await versions.list('another')).toEqual([]);
  });

  it('renames a version under the same checks (its own name free, another taken), and deletes one alone', async () => {
    const { versions, workspace, db } = await setup();
    const projectId = workspace.project.id;
    const aps = await versions.create(projectId, 'Avant APS', { by: BY });
    const dce = await versions.create(projectId, 'DCE', { by: BY });
    if (!aps.ok || !dce.ok) throw new Error('created');
    expect(await versions.rename(aps.value.id, '  avant   APS  ')).toMatchObject({
      ok: true,
      value: { name: 'avant APS' },
    });
    expect(await versions.rename(aps.value.id, 'dce')).toEqual({ ok: false, error: 'duplicate' });
    expect(await versions.rename(aps.value.id, '')).toEqual({ ok: false, error: 'empty' });
    expect(await versions.rename('gone', 'X')).toEqual({ ok: false, error: 'missingVersion' });
    const renamed = await db.versions.get(aps.value.id);
    // Only the name changes: the snapshot, the author and the time stay the version's.
    expect(renamed).toEqual({ ...aps.value, name: 'avant APS' });
    await versions.delete(aps.value.id);
    expect((await versions.list(projectId)).map((v) => v.name)).toEqual(['DCE']);
    expect(await db.measurements.count()).toBeGreaterThan(0);
  });

  it('records the declared libraries and the linked articles (with chapter and lot) as they were', async () => {
    const { db, versions, workspace } = await setup();
    const options = deterministic('lib');
    const projectId = workspace.project.id;
    const libraryId = await libraryRepository(db, options).install(
      { name: 'Électricité' },
      {
        lots: [
          {
            code: '13',
            title: 'Électricité',
            chapters: [
              {
                code: '01',
                title: 'Appareillage',
                articles: ['Prise 16 A', 'Interrupteur'].map((designation, i) => ({
                  code: `0${i + 1}`,
                  designation,
                  unite: 'U' as const,
                  prix_unitaire: 12,
                  vatRate: 2000 as const,
                  actif: true,
                  tags: [],
                })),
              },
            ],
          },
        ],
      },
      { by: BY },
    );
    await projectLibraryRepository(db).setUsed(projectId, libraryId, true);
    const prise = (await db.libraryItems.toArray()).find((a) => a.designation === 'Prise 16 A');
    const measurement = workspace.measurements[0];
    if (!prise || !measurement) throw new Error('seeded');
    await variableRepository(db, options).setLinks(projectId, measurement.id, [{ articleId: prise.id, formula: 'Q' }], {
      by: BY,
    });
    const made = await versions.create(projectId, 'Avec prix', { by: BY });
    if (!made.ok) throw new Error('created');
    const recorded = made.value.snapshot.library;
    expect(recorded?.declaredLibraryIds).toEqual([libraryId]);
    expect(recorded?.articles.map((a) => [a.designation, a.prix_unitaire])).toEqual([['Prise 16 A', 12]]);
    expect(recorded?.chapters.map((c) => c.title)).toEqual(['Appareillage']);
    expect(recorded?.lots.map((l) => l.title)).toEqual(['Électricité']);
  });

  it('restores a version as one journal entry naming it; undo gives back the exact rows before', async () => {
    const { db, versions, journal, workspace } = await setup();
    const projectId = workspace.project.id;
    const made = await versions.create(projectId, 'Avant APS', { by: BY });
    if (!made.ok) throw new Error('created');
    const [moved] = workspace.measurements;
    if (!moved) throw new Error('a measurement');
    await journal.commit(
      moveMeasurements(stateFromRows({ measurements: [moved] }), [moved.id], 40, 0, {
        now: '2026-03-02T10:00:00.000Z',
        newId: () => 'x',
      }),
      { scope: projectScope(projectId), by: BY },
    );
    const before = snapshotOf(await loadProjectState(db, projectId), projectId);

    const restored = await versions.restore(made.value.id, { by: 'user-alex' });
    expect(restored).toMatchObject({ ok: true, value: { type: 'restoreVersion', by: 'user-alex' } });
    expect(snapshotOf(await loadProjectState(db, projectId), projectId)).toEqual(takeoffOf(made.value.snapshot));
    const [last] = (await journal.entries(projectScope(projectId))).slice(-1);
    expect(last).toMatchObject({ type: 'restoreVersion', versionId: made.value.id });

    await journal.undo(projectScope(projectId));
    expect(snapshotOf(await loadProjectState(db, projectId), projectId)).toEqual(before);
    await journal.redo(projectScope(projectId));
    expect(snapshotOf(await loadProjectState(db, projectId), projectId)).toEqual(takeoffOf(made.value.snapshot));
    // A version equal to now journals nothing.
    expect(await versions.restore(made.value.id, { by: BY })).toEqual({ ok: true, value: null });
  });

  it('refuses a restore, writing nothing, when a file of the version lost its bytes or the version is gone', async () => {
    const { db, versions, journal, workspace } = await setup();
    const projectId = workspace.project.id;
    const made = await versions.create(projectId, 'V1', { by: BY });
    if (!made.ok) throw new Error('created');
    await db.measurements.clear();
    await db.fileBlobs.delete(workspace.file.id);
    const entriesBefore = await journal.entries(projectScope(projectId));
    expect(await versions.restore(made.value.id, { by: BY })).toEqual({
      ok: false,
      error: { kind: 'missingFile', fileName: 'plans.pdf' },
    });
    expect(await db.measurements.count()).toBe(0);
    expect(await journal.entries(projectScope(projectId))).toEqual(entriesBefore);
    expect(await versions.restore('nope', { by: BY })).toEqual({ ok: false, error: { kind: 'missingVersion' } });
  });

  it('compares with now through the library as it is', async () => {
    const { versions, workspace } = await setup();
    const current = await versions.current(workspace.project.id);
    expect(current.sheets.map((s) => s.name).sort()).toEqual(['R+1', 'RDC']);
    const library = await versions.library();
    expect(library.libraryItems.size).toBe(0);
  });
});
