import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IrreversibleEntryError, StorageError, StorageQuotaError } from '../errors';
import type { MetrDatabase } from '../schema';
import {
  BY,
  closeTestDatabases,
  deterministic,
  failingWrites,
  fillWorkspace,
  pdfBlob,
  pngBlob,
  testDatabase,
} from '../testing/database';
import { planFileRepository, type ImportPlanFileInput } from './files';
import { journalRepository } from './journal';
import { projectRepository } from './projects';
import { PROJECTS_SCOPE, projectScope } from './scopes';
import { sheetRepository } from './sheets';

afterEach(closeTestDatabases);

const granted = () => Promise.resolve(true);
const purged = (files: number, bytes: number, irreversibleEntries: number) => ({ files, bytes, irreversibleEntries });

async function setUp(factory = new IDBFactory()) {
  const db = testDatabase({ factory });
  const options = deterministic();
  const project = await projectRepository(db, options).create({ name: 'Groupe scolaire' }, { by: BY });
  const persist = vi.fn(granted);
  const files = planFileRepository(db, { ...options, requestPersistence: persist });
  return {
    db,
    options,
    project,
    files,
    persist,
    journal: journalRepository(db, options),
    scope: projectScope(project.id),
  };
}

const input = (projectId: string, overrides: Partial<ImportPlanFileInput> = {}): ImportPlanFileInput => ({
  projectId,
  file: { name: 'va-finish-plan.pdf', mediaType: 'application/pdf', hash: 'sha-1', pageCount: 2 },
  blob: pdfBlob(4096),
  sheets: [
    { pageIndex: 0, name: 'A1.1', width: 3024, height: 2160 },
    { pageIndex: 1, name: 'A1.2', width: 3024, height: 2160 },
  ],
  thumbnails: [pngBlob('a'), pngBlob('b')],
  ...overrides,
});

/** Every table that an import writes. */
async function written(db: MetrDatabase) {
  const tables = [db.files, db.fileBlobs, db.thumbnails, db.plans, db.journal, db.scopes];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t.name, await t.count()] as const)));
}

const bytes = async (blob: Blob | undefined) => new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0));

describe('importPlanFile', () => {
  it('stores the bytes, the thumbnails, the file row, a sheet per page and one journal entry', async () => {
    const { db, project, files, persist, journal, scope } = await setUp();
    const blob = pdfBlob(4096);
    const imported = await files.importPlanFile(input(project.id, { blob }), { by: BY });

    expect(imported.file).toMatchObject({
      projectId: project.id,
      name: 'va-finish-plan.pdf',
      size: 4096,
      hash: 'sha-1',
      pageCount: 2,
    });
    expect(imported.sheets.map((s) => [s.name, s.fileId, s.scale.default])).toEqual([
      ['A1.1', imported.file.id, null],
      ['A1.2', imported.file.id, null],
    ]);
    expect(await db.files.get(imported.file.id)).toEqual(imported.file);
    expect(await sheetRepository(db).listByProject(project.id)).toEqual(imported.sheets);
    expect(await bytes(await files.getFileBlob(imported.file.id))).toEqual(await bytes(blob));
    expect((await files.getFileBlob(imported.file.id))?.type).toBe('application/pdf');
    expect(await (await files.getThumbnail(imported.sheets[1]?.id ?? ''))?.text()).toBe('PNG b');
    expect(imported.entry).toMatchObject({ type: 'importFile', by: BY });
    expect((await journal.entries(scope)).map((e) => [e.type, e.fileIds])).toEqual([
      ['importFile', [imported.file.id]],
    ]);
    expect(persist).toHaveBeenCalled();
  });

  it('never puts the bytes in the journal', async () => {
    const { db, project, files } = await setUp();
    await files.importPlanFile(input(project.id), { by: BY });
    const [entry] = await db.journal.toArray();
    expect(JSON.stringify(entry)).not.toContain('%PDF');
    expect(entry?.changes.every((c) => !(c.after && Object.values(c.after).some((v) => v instanceof Blob)))).toBe(true);
  });

  it('takes sheets without thumbnails, or with only some', async () => {
    const { project, files } = await setUp();
    const imported = await files.importPlanFile(input(project.id, { thumbnails: [null, pngBlob('b')] }), { by: BY });
    expect(await files.getThumbnail(imported.sheets[0]?.id ?? '')).toBeUndefined();
    expect(await files.getThumbnail(imported.sheets[1]?.id ?? '')).toBeDefined();
    const bare = await files.importPlanFile(input(project.id, { thumbnails: undefined }), { by: BY });
    expect(await files.getThumbnail(bare.sheets[0]?.id ?? '')).toBeUndefined();
  });

  it.each([
    ['the journal', ['journal']],
    ['the sheets', ['plans']],
    ['the thumbnails', ['thumbnails']],
  ])('leaves nothing of the file when the write of %s fails (quota), and says StorageQuotaError', async (_, tables) => {
    const factory = new IDBFactory();
    const { db, project } = await setUp(factory);
    const before = await written(db);
    db.close();
    const full = testDatabase({ factory });
    full.use(failingWrites(tables));
    const error = await planFileRepository(full, { requestPersistence: granted })
      .importPlanFile(input(project.id), { by: BY })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageQuotaError);
    full.close();
    expect(await written(testDatabase({ factory }))).toEqual(before);
  });

  it('leaves nothing of a file imported into a project that does not exist', async () => {
    const { db, files } = await setUp();
    const before = await written(db);
    const error = await files.importPlanFile(input('no-project'), { by: BY }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'JournalConflictError', reason: 'missingParent', table: 'projects' });
    expect(await written(db)).toEqual(before);
  });
});

describe('a CAD file (issue 28)', () => {
  const cadInput = (projectId: string) =>
    input(projectId, {
      file: {
        name: 'plan.dxf',
        mediaType: 'application/pdf',
        hash: 'sha-dxf',
        pageCount: 1,
        cad: { format: 'dxf', version: 'AC1015', unit: 'mm', unitSource: 'file' },
      },
      blob: pdfBlob(500),
      sheets: [{ pageIndex: 0, name: 'Espace objet', width: 1000, height: 700 }],
      thumbnails: [pngBlob('c')],
      cad: { model: new Blob(['{"version":1}']), source: new Blob(['0\nEOF\n']) },
    });

  it('stores its model and source with the file, in the same transaction, and a purge takes them with its bytes', async () => {
    const { db, project, files, journal, scope } = await setUp();
    const { file } = await files.importPlanFile(cadInput(project.id), { by: BY });
    expect(file.cad).toEqual({ format: 'dxf', version: 'AC1015', unit: 'mm', unitSource: 'file' });
    const stored = await files.getCadModel(file.id);
    expect(await stored?.model.text()).toBe('{"version":1}');
    expect(await stored?.source.text()).toBe('0\nEOF\n');
    await journal.undo(scope);
    // Kept for redo, like the bytes; counted in what a purge frees.
    expect(await files.getCadModel(file.id)).toBeDefined();
    expect((await files.storageEstimate({})).reclaimableBytes).toBe(500 + 13 + 6);
    expect(await files.purgeDeletedFiles()).toEqual(purged(1, 500 + 13 + 6, 1));
    expect(await files.getCadModel(file.id)).toBeUndefined();
    expect(await db.cadModels.count()).toBe(0);
  });

  it('leaves no model behind when the import fails', async () => {
    const { db, files } = await setUp();
    await expect(files.importPlanFile(cadInput('no-such-project'), { by: BY })).rejects.toThrow();
    expect(await db.cadModels.count()).toBe(0);
    expect(await db.fileBlobs.count()).toBe(0);
  });

  it('lists the project’s CAD sources by name, newest first, PDFs and undone files left out (external references)', async () => {
    const { project, files, journal, scope } = await setUp();
    await files.importPlanFile(input(project.id), { by: BY });
    await files.importPlanFile(cadInput(project.id), { by: BY });
    const later = cadInput(project.id);
    await files.importPlanFile({ ...later, file: { ...later.file, name: 'PLAN RDC.dxf', hash: 'sha-2' } }, { by: BY });
    const sources = await files.cadSources(project.id);
    expect(sources.map((s) => s.name)).toEqual(['PLAN RDC.dxf', 'plan.dxf']);
    expect(await sources[0]?.file.text()).toBe('0\nEOF\n');
    await journal.undo(scope);
    expect((await files.cadSources(project.id)).map((s) => s.name)).toEqual(['plan.dxf']);
  });

  it('a PDF has no CAD data', async () => {
    const { project, files } = await setUp();
    const { file } = await files.importPlanFile(input(project.id), { by: BY });
    expect(file.cad).toBeUndefined();
    expect(await files.getCadModel(file.id)).toBeUndefined();
  });
});

describe('findFileByHash', () => {
  it('finds the project’s newest file with the same bytes, for « skip or new revision »', async () => {
    const { project, files } = await setUp();
    const first = await files.importPlanFile(input(project.id), { by: BY });
    expect(await files.findFileByHash(project.id, 'sha-1')).toEqual(first.file);
    const revision = await files.importPlanFile(
      input(project.id, { file: { ...input(project.id).file, revisionOf: first.file.id } }),
      { by: BY },
    );
    expect(await files.findFileByHash(project.id, 'sha-1')).toEqual(revision.file);
    expect(revision.file.revisionOf).toBe(first.file.id);
    expect(await files.findFileByHash(project.id, 'other')).toBeUndefined();
    expect(await files.findFileByHash('another-project', 'sha-1')).toBeUndefined();
  });
});

describe('undo of an import, and the blob policy', () => {
  it('undo removes the rows but keeps the bytes; redo brings the file back whole', async () => {
    const { db, project, files, journal, scope } = await setUp();
    const { file, sheets } = await files.importPlanFile(input(project.id), { by: BY });
    await journal.undo(scope);
    expect(await db.files.count()).toBe(0);
    expect(await sheetRepository(db).listByProject(project.id)).toEqual([]);
    expect(await files.getFileBlob(file.id)).toBeDefined();
    await journal.redo(scope);
    expect(await sheetRepository(db).listByProject(project.id)).toEqual(sheets);
    expect(await (await files.getThumbnail(sheets[0]?.id ?? ''))?.text()).toBe('PNG a');
  });

  it('a purge removes a deleted file’s bytes, thumbnails and views, and makes redo stop before it', async () => {
    const { db, project, files, journal, scope } = await setUp();
    const kept = await files.importPlanFile(input(project.id, { blob: pdfBlob(10) }), { by: BY });
    const { file, sheets } = await files.importPlanFile(input(project.id, { blob: pdfBlob(3000) }), { by: BY });
    await sheetRepository(db).putView({ id: sheets[0]?.id ?? '', zoom: 2 });
    await journal.undo(scope);
    expect((await files.storageEstimate({})).reclaimableBytes).toBe(3000);

    const events: string[] = [];
    journal.subscribe(scope, (event) => events.push(event.kind));
    expect(await files.purgeDeletedFiles()).toEqual(purged(1, 3000, 1));
    expect(events).toEqual(['purge']);
    expect(await files.getFileBlob(file.id)).toBeUndefined();
    expect(await db.thumbnails.where('fileId').equals(file.id).count()).toBe(0);
    expect(await db.sheetViews.count()).toBe(0);
    expect(await files.getFileBlob(kept.file.id)).toBeDefined();
    expect(await db.thumbnails.count()).toBe(2);

    expect((await journal.status(scope)).redo).toMatchObject({ type: 'importFile', isIrreversible: true });
    const error = await journal.redo(scope).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IrreversibleEntryError);
    expect(error).toBeInstanceOf(StorageError);
    expect(await db.files.count()).toBe(1);
    expect(await files.purgeDeletedFiles()).toEqual(purged(0, 0, 0));
    // Undo before it still works.
    expect(await journal.undo(scope)).toMatchObject({ type: 'importFile' });
  });

  it('a deleted project’s files are kept for undo; once purged, undoing the deletion is refused', async () => {
    const { db, files, project, journal } = await setUp();
    await files.importPlanFile(input(project.id), { by: BY });
    await projectRepository(db).delete(project.id, { by: BY });
    expect(await files.purgeDeletedFiles()).toMatchObject({ files: 1, irreversibleEntries: 1 });
    expect((await journal.status(PROJECTS_SCOPE)).undo).toMatchObject({ type: 'deleteProject', isIrreversible: true });
    await expect(journal.undo(PROJECTS_SCOPE)).rejects.toBeInstanceOf(IrreversibleEntryError);
    expect(await db.projects.count()).toBe(0);
  });

  it('with removedBefore, keeps restorable files removed since, and purges garbage whatever its age', async () => {
    const { db, project, files, journal, scope } = await setUp();
    // An undone import that a later change discarded: nothing can bring it back.
    const garbage = await files.importPlanFile(input(project.id, { blob: pdfBlob(200) }), { by: BY });
    await journal.undo(scope);
    await files.importPlanFile(input(project.id, { blob: pdfBlob(300) }), { by: BY });
    // An undone import that redo can still bring back.
    const recent = await files.importPlanFile(input(project.id, { blob: pdfBlob(100) }), { by: BY });
    await journal.undo(scope);
    expect(await db.fileBlobs.count()).toBe(3);

    const longAgo = '2000-01-01T00:00:00.000Z';
    expect(await files.purgeDeletedFiles({ removedBefore: longAgo })).toEqual(purged(1, 200, 0));
    expect(await files.getFileBlob(garbage.file.id)).toBeUndefined();
    expect(await files.getFileBlob(recent.file.id)).toBeDefined();

    const later = '2100-01-01T00:00:00.000Z';
    expect(await files.purgeDeletedFiles({ removedBefore: later })).toEqual(purged(1, 100, 1));
    expect(await files.getFileBlob(recent.file.id)).toBeUndefined();
  });
});

describe('storageEstimate and persistence', () => {
  it('adds the bytes of the files in use and of the deleted ones to the browser’s figures', async () => {
    const { project, files, journal, scope } = await setUp();
    await files.importPlanFile(input(project.id, { blob: pdfBlob(1000) }), { by: BY });
    await files.importPlanFile(input(project.id, { blob: pdfBlob(500) }), { by: BY });
    await journal.undo(scope);
    const estimate = vi.fn(() => Promise.resolve({ usage: 12_345, quota: 1_000_000 }));
    expect(await files.storageEstimate({ storage: { estimate } })).toEqual({
      usage: 12_345,
      quota: 1_000_000,
      planBytes: 1000,
      reclaimableBytes: 500,
    });
    const failing = { storage: { estimate: () => Promise.reject(new Error('no')) } };
    expect(await files.storageEstimate(failing)).toMatchObject({ usage: null, quota: null, planBytes: 1000 });
    expect(await files.storageEstimate(undefined)).toMatchObject({ usage: null, planBytes: 1000 });
  });

  it('putThumbnail stores a thumbnail made later', async () => {
    const { db, files } = await setUp();
    const { sheets, file } = await fillWorkspace(db, deterministic('w'));
    await files.putThumbnail(sheets[0]?.id ?? '', file.id, pngBlob('again'));
    expect(await (await files.getThumbnail(sheets[0]?.id ?? ''))?.text()).toBe('PNG again');
  });
});
