import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { BY, closeTestDatabases, deterministic, fillWorkspace, pdfBlob, testDatabase } from '../testing/database';
import { planFileRepository } from './files';
import { journalRepository } from './journal';
import { projectScope } from './scopes';
import { sheetRepository } from './sheets';

afterEach(closeTestDatabases);

const page = (pageIndex: number, name: string) => ({ pageIndex, name, width: 1000, height: 700 });

describe('sheetRepository', () => {
  it('lists a project’s sheets by file import order, then page order, and nothing of another project', async () => {
    const db = testDatabase();
    const options = deterministic();
    const { project, sheets: first } = await fillWorkspace(db, options);
    const files = planFileRepository(db, { ...options, requestPersistence: () => Promise.resolve(true) });
    // Pages handed over out of order: the list still follows the page index.
    const second = await files.importPlanFile(
      {
        projectId: project.id,
        file: { name: 'a-coupes.pdf', mediaType: 'application/pdf', hash: 'hash-b', pageCount: 2 },
        blob: pdfBlob(100),
        sheets: [page(1, 'Coupe BB'), page(0, 'Coupe AA')],
      },
      { by: BY },
    );
    const other = await fillWorkspace(db, deterministic('other'));
    await db.plans.add({ id: 'legacy', projectId: project.id, name: 'Plan version 2' });

    const listed = await sheetRepository(db).listByProject(project.id);
    expect(listed.map((s) => s.name)).toEqual(['RDC', 'R+1', 'Coupe AA', 'Coupe BB']);
    expect(listed.map((s) => s.id)).toEqual([...first.map((s) => s.id), second.sheets[1]?.id, second.sheets[0]?.id]);
    expect((await sheetRepository(db).listByProject(other.project.id)).map((s) => s.name)).toEqual(['RDC', 'R+1']);
    expect(await sheetRepository(db).listByProject('unknown')).toEqual([]);
  });

  it('gets a sheet, but not a version 2 plan', async () => {
    const db = testDatabase();
    const { sheets } = await fillWorkspace(db);
    await db.plans.add({ id: 'legacy', projectId: 'p', name: 'Plan version 2' });
    expect(await sheetRepository(db).get(sheets[0]?.id ?? '')).toEqual(sheets[0]);
    expect(await sheetRepository(db).get('legacy')).toBeUndefined();
    expect(await sheetRepository(db).get('missing')).toBeUndefined();
  });

  it('lists a sheet’s measurements only', async () => {
    const db = testDatabase();
    const { sheets, measurements } = await fillWorkspace(db);
    expect(await sheetRepository(db).listMeasurements(sheets[0]?.id ?? '')).toEqual([measurements[0]]);
    expect(await sheetRepository(db).listMeasurements(sheets[1]?.id ?? '')).toEqual([measurements[1]]);
    expect(await sheetRepository(db).listMeasurements('missing')).toEqual([]);
  });

  it('loads a project’s whole state for the command builders', async () => {
    const db = testDatabase();
    const { project, file, sheets, measurements } = await fillWorkspace(db);
    await fillWorkspace(db, deterministic('other'));
    const state = await sheetRepository(db).loadState(project.id);
    expect([...state.projects.values()]).toEqual([project]);
    expect([...state.files.values()]).toEqual([file]);
    expect([...state.sheets.values()]).toEqual(expect.arrayContaining([...sheets]));
    expect(state.sheets.size).toBe(2);
    expect([...state.measurements.values()]).toEqual(expect.arrayContaining([...measurements]));
    expect(state.measurements.size).toBe(2);
  });

  it('saves a sheet’s view without journalling it', async () => {
    const db = testDatabase();
    const { project, file, sheets } = await fillWorkspace(db);
    const sheetsRepo = sheetRepository(db, deterministic('view'));
    const id = sheets[0]?.id ?? '';
    const history = await journalRepository(db).entries(projectScope(project.id));
    expect(await sheetsRepo.getView(id)).toBeUndefined();

    expect(await sheetsRepo.putView({ id, zoom: 2.5, centre: { x: 100, y: 50 }, hiddenLayers: ['Cotes'] })).toBe(true);
    expect(await sheetsRepo.getView(id)).toEqual({
      id,
      fileId: file.id,
      zoom: 2.5,
      centre: { x: 100, y: 50 },
      hiddenLayers: ['Cotes'],
      updatedAt: '2026-03-01T09:00:00.000Z',
    });
    expect(await sheetsRepo.putView({ id: 'missing', zoom: 1 })).toBe(false);
    expect(await db.sheetViews.count()).toBe(1);
    expect(await journalRepository(db).entries(projectScope(project.id))).toEqual(history);
  });

  it('saves the hidden layers alone, keeping the zoom and centre saved before', async () => {
    const db = testDatabase();
    const { file, sheets } = await fillWorkspace(db);
    const sheetsRepo = sheetRepository(db, deterministic('view'));
    const id = sheets[0]?.id ?? '';
    expect(await sheetsRepo.putHiddenLayers(id, ['Cotes'])).toBe(true);
    expect(await sheetsRepo.getView(id)).toMatchObject({ id, fileId: file.id, hiddenLayers: ['Cotes'] });
    await sheetsRepo.putView({ id, zoom: 2.5, centre: { x: 100, y: 50 }, hiddenLayers: ['Cotes'] });
    expect(await sheetsRepo.putHiddenLayers(id, ['Mobilier'])).toBe(true);
    expect(await sheetsRepo.getView(id)).toMatchObject({
      zoom: 2.5,
      centre: { x: 100, y: 50 },
      hiddenLayers: ['Mobilier'],
    });
    expect(await sheetsRepo.putHiddenLayers('missing', [])).toBe(false);
  });
});

describe('sheetRepository: the sheet list’s changes', () => {
  it('lists the sheet list’s rows with their file, the file they revise and their measurement count', async () => {
    const db = testDatabase();
    const options = deterministic();
    const { project, file, sheets } = await fillWorkspace(db, options);
    const files = planFileRepository(db, { ...options, requestPersistence: () => Promise.resolve(true) });
    const revision = await files.importPlanFile(
      {
        projectId: project.id,
        file: { name: 'plan-b.pdf', mediaType: 'application/pdf', hash: 'hash-b', pageCount: 1, revisionOf: file.id },
        blob: pdfBlob(100),
        sheets: [page(0, 'RDC indice B')],
      },
      { by: BY },
    );
    const rows = await sheetRepository(db).listSummaries(project.id);
    expect(rows.map((r) => [r.sheet.name, r.file?.name, r.revisionOf?.id ?? null, r.measurementCount])).toEqual([
      ['RDC', file.name, null, 1],
      ['R+1', file.name, null, 1],
      ['RDC indice B', 'plan-b.pdf', file.id, 0],
    ]);
    expect(rows[2]?.sheet.id).toBe(revision.sheets[0]?.id);
    expect(rows[0]?.sheet.id).toBe(sheets[0]?.id);
  });

  it('renames through the journal: undo gives the old name back, redo the new one; the same name journals nothing', async () => {
    const db = testDatabase();
    const options = deterministic();
    const { project, sheets } = await fillWorkspace(db, options);
    const id = sheets[0]?.id ?? '';
    const repo = sheetRepository(db, options);
    const journal = journalRepository(db, options);
    const scope = projectScope(project.id);
    const before = (await journal.entries(scope)).length;
    await repo.rename(id, 'A-101 – Plan du rez-de-chaussée', { by: BY });
    expect((await repo.get(id))?.name).toBe('A-101 – Plan du rez-de-chaussée');
    const entries = await journal.entries(scope);
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)?.type).toBe('renameSheet');
    await repo.rename(id, 'A-101 – Plan du rez-de-chaussée', { by: BY });
    expect(await journal.entries(scope)).toHaveLength(before + 1);
    await journal.undo(scope);
    expect((await repo.get(id))?.name).toBe('RDC');
    await journal.redo(scope);
    expect((await repo.get(id))?.name).toBe('A-101 – Plan du rez-de-chaussée');
    await expect(repo.rename('missing', 'X', { by: BY })).rejects.toMatchObject({ code: 'missingRow' });
  });

  it('deletes a sheet with its measurements, keeps the file; undo brings them back', async () => {
    const db = testDatabase();
    const options = deterministic();
    const { project, file, sheets, measurements } = await fillWorkspace(db, options);
    const id = sheets[0]?.id ?? '';
    const repo = sheetRepository(db, options);
    await repo.delete(id, { by: BY });
    expect(await repo.get(id)).toBeUndefined();
    expect(await repo.listMeasurements(id)).toEqual([]);
    expect(await db.files.get(file.id)).toBeDefined();
    expect((await repo.listByProject(project.id)).map((s) => s.id)).toEqual([sheets[1]?.id]);
    await journalRepository(db, options).undo(projectScope(project.id));
    expect(await repo.get(id)).toEqual(sheets[0]);
    expect(await repo.listMeasurements(id)).toEqual([measurements[0]]);
  });
});
