import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { DOCUMENT_MAPS } from '../../domain/sharing/contract';
import { readRow, readTable, tableOf } from '../../domain/sharing/document';
import { sharedAuthor, sharedAuthorId } from '../../domain/sharing/people';
import { exchange } from '../../domain/sharing/testing/fixtures';
import { deleteMeasurements, updateMeasurement } from '../../domain/takeoff/commands';
import type { Measurement } from '../../domain/takeoff/types';
import { BLOB_FIELDS } from '../backupCheck';
import { projectLibraryRepository } from '../library/projectLibraries';
import type { MetrDatabase } from '../schema';
import { BY, closeTestDatabases, deterministic, fillWorkspace, testDatabase } from '../testing/database';
import { fillEveryTable } from '../testing/everyTable';
import { journalRepository, subscribe, type JournalEvent } from '../workspace/journal';
import { projectScope } from '../workspace/scopes';
import { loadProjectState } from '../workspace/sheets';
import { SharedProjectBridge, seedDocument } from './bridge';
import { LOCAL_TABLES, TABLE_OF_MAP, readProjectData, sharedRow, storedRow } from './rows';

afterEach(closeTestDatabases);

const ctx = { now: '2026-03-02T09:00:00.000Z', newId: () => 'unused' };

/** The project's rows in a database as the document would hold them, minus what each browser keeps apart. */
async function projectRows(db: MetrDatabase, projectId: string) {
  const data = await readProjectData(db, projectId);
  return {
    ...data,
    // Bytes are not copied between browsers: the hashes of a CAD file are read from its bytes, where they are.
    files: data.files.map(({ sha256: _s, cadSha256: _c, ...file }) => file),
  };
}

/** Camille's browser with a filled project, shared; Dominique's, empty, that received the document. */
async function sharedBetweenTwo(fill: (db: MetrDatabase) => Promise<{ project: { id: string } }> = fillWorkspace) {
  const dbA = testDatabase({ name: 'camille' });
  const dbB = testDatabase({ name: 'dominique' });
  const { project } = await fill(dbA);
  const docA = new Y.Doc();
  await seedDocument(dbA, docA, project.id, 'camille');
  const docB = new Y.Doc();
  const camille = new SharedProjectBridge(dbA, docA, { projectId: project.id, personId: 'camille' });
  const dominique = new SharedProjectBridge(dbB, docB, { projectId: project.id, personId: 'dominique' });
  exchange(docA, docB);
  await dominique.settled();
  const sync = async () => {
    await Promise.all([camille.settled(), dominique.settled()]);
    exchange(docA, docB);
    await Promise.all([camille.settled(), dominique.settled()]);
  };
  return { dbA, dbB, docA, docB, camille, dominique, projectId: project.id, sync };
}

/** The two measurements of the filled workspace, in id order. */
async function sortedMeasurements(db: MetrDatabase): Promise<[Measurement, Measurement]> {
  const [first, second] = (await db.measurements.toArray()).sort((a, b) => a.id.localeCompare(b.id));
  if (!first || !second) throw new Error('the workspace has two measurements');
  return [first, second];
}

const measurementIn = async (db: MetrDatabase, id: string) => (await db.measurements.get(id)) as Measurement;

describe('the tables of a shared project', () => {
  it('puts every table of the schema in the document or keeps it in the browser, the blobs’ tables kept', () => {
    const db = testDatabase();
    const classified = [...Object.values(TABLE_OF_MAP), ...LOCAL_TABLES].sort();
    expect(classified).toEqual(db.tables.map((t) => t.name).sort());
    for (const table of Object.keys(BLOB_FIELDS)) expect(LOCAL_TABLES).toContain(table);
  });
});

describe('seeding a document and applying it to another browser', () => {
  it('gives the other browser every shared table’s rows as they were (every map of the document)', async () => {
    const { dbA, dbB, docA, projectId } = await sharedBetweenTwo(async (db) => {
      const workspace = await fillEveryTable(db);
      await projectLibraryRepository(db).setUsed(workspace.project.id, 'library-2', true);
      // The CAD file's import was the step left undone: it comes back, the entry with its undo marks.
      await journalRepository(db, deterministic('redo')).redo(projectScope(workspace.project.id));
      return workspace;
    });
    for (const map of DOCUMENT_MAPS) expect(tableOf(docA, map).size, map).toBeGreaterThan(0);
    const [a, b] = await Promise.all([projectRows(dbA, projectId), projectRows(dbB, projectId)]);
    for (const map of DOCUMENT_MAPS) expect(b[map], map).toEqual(a[map]);
    // The journal's derived fields are derived again; the step counter is each browser's own.
    const entries = await dbA.journal.toArray();
    for (const entry of entries.filter((e) => e.projectId === projectId)) {
      expect(await dbB.journal.get(entry?.id ?? ''), entry.id).toEqual(entry);
    }
    expect((await dbB.scopes.get(projectScope(projectId)))?.version).toBe(1);
    // Files carry the hashes of their blobs, never the bytes; a CAD file's are read from its bytes.
    const files = [...tableOf(docA, 'files').values()].map((f) => f.toJSON());
    for (const file of files) expect(file['sha256']).toMatch(/^[0-9a-f]{64}$|^hash-a$/);
    expect(files.find((f) => f['cad'])?.['cadSha256']).toMatchObject({
      model: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await dbB.fileBlobs.count()).toBe(0);
    // Dominique's browser keeps a CAD file's hashes on its row: it fetches the drawn PDF and the model by them.
    const cad = files.find((f) => f['cad']);
    const received = await dbB.files.get(String(cad?.['id']));
    expect(received?.sha256).toBe(cad?.['sha256']);
    expect(received?.cadSha256).toEqual(cad?.['cadSha256']);
  });

  it('leaves other projects and version 2’s legacy plans out', async () => {
    const db = testDatabase();
    const { project } = await fillWorkspace(db);
    await db.plans.add({ id: 'legacy', projectId: project.id, name: 'RDC' });
    await db.projects.add({ id: 'other', name: 'Halle', createdAt: '2025-02-01T08:00:00.000Z' });
    const doc = new Y.Doc();
    await seedDocument(db, doc, project.id, 'camille');
    expect([...tableOf(doc, 'project').keys()]).toEqual([project.id]);
    expect(tableOf(doc, 'sheets').has('legacy')).toBe(false);
  });
});

describe('local writes into the document, remote ones into Dexie', () => {
  it('sends a journalled command as field changes with its entry, and the other browser stores it in one step', async () => {
    const { dbA, dbB, docA, projectId, sync } = await sharedBetweenTwo();
    const [m1, m2] = await sortedMeasurements(dbA);
    const heard: JournalEvent[] = [];
    subscribe(dbB, projectScope(projectId), (event) => heard.push(event));
    const fields: string[] = [];
    tableOf(docA, 'measurements')
      .get(m1.id)
      ?.observe((event) => fields.push(...event.keysChanged));
    const versionBefore = (await dbB.scopes.get(projectScope(projectId)))?.version ?? 0;

    const state = await loadProjectState(dbA, projectId);
    const entry = await journalRepository(dbA, deterministic('a')).commit(
      updateMeasurement(state, [m1.id, m2.id], { label: 'Prises (relevé)' }, ctx),
      { scope: projectScope(projectId), by: BY },
    );
    await sync();

    // Only the fields the command changed were written.
    expect(fields.sort()).toEqual(['label', 'updatedAt']);
    expect(readRow(docA, 'journal', entry?.id ?? '')).toMatchObject({ by: BY, type: 'updateMeasurement' });
    expect((await measurementIn(dbB, m2.id)).label).toBe('Prises (relevé)');
    expect((await dbB.journal.get(entry?.id ?? ''))?.status).toBe('done');
    // The three rows (two measurements and the entry) and the scope: one Dexie transaction, one version.
    expect((await dbB.scopes.get(projectScope(projectId)))?.version).toBe(versionBefore + 1);
    expect(heard).toMatchObject([{ kind: 'commit', entry: null, version: versionBefore + 1 }]);
  });

  it('merges two people’s changes of two fields of one measurement in both browsers', async () => {
    const { dbA, dbB, projectId, sync } = await sharedBetweenTwo();
    const [m1] = await sortedMeasurements(dbA);
    const scope = projectScope(projectId);
    await journalRepository(dbA, deterministic('a')).commit(
      updateMeasurement(await loadProjectState(dbA, projectId), m1.id, { color: 'green' }, ctx),
      { scope, by: 'camille' },
    );
    await journalRepository(dbB, deterministic('b')).commit(
      updateMeasurement(await loadProjectState(dbB, projectId), m1.id, { label: 'Prises (Dominique)' }, ctx),
      { scope, by: 'dominique' },
    );
    await sync();
    for (const db of [dbA, dbB]) {
      expect(await measurementIn(db, m1.id)).toMatchObject({ color: 'green', label: 'Prises (Dominique)' });
    }
  });

  it('deletes rows in the other browser', async () => {
    const { dbA, dbB, projectId, sync } = await sharedBetweenTwo();
    const ids = (await dbA.measurements.toArray()).map((m) => m.id);
    await journalRepository(dbA, deterministic('a')).commit(
      deleteMeasurements(await loadProjectState(dbA, projectId), ids),
      { scope: projectScope(projectId), by: 'camille' },
    );
    await sync();
    expect(await dbB.measurements.count()).toBe(0);
  });

  it('gives each person their own undo: Camille’s Ctrl+Z takes back her change, never Dominique’s', async () => {
    const { dbA, dbB, camille, dominique, projectId, sync } = await sharedBetweenTwo();
    const [m1] = await sortedMeasurements(dbA);
    const scope = projectScope(projectId);
    const mine = await journalRepository(dbA, deterministic('a')).commit(
      updateMeasurement(await loadProjectState(dbA, projectId), m1.id, { color: 'green' }, ctx),
      { scope, by: 'camille' },
    );
    await sync();
    await journalRepository(dbB, deterministic('b')).commit(
      updateMeasurement(await loadProjectState(dbB, projectId), m1.id, { label: 'Prises (Dominique)' }, ctx),
      { scope, by: 'dominique' },
    );
    await sync();
    expect(camille.undo.manager.undoStack).toHaveLength(1);

    expect(camille.undo.undo()).toEqual([mine?.id]);
    await sync();
    for (const db of [dbA, dbB]) {
      expect(await measurementIn(db, m1.id)).toMatchObject({ color: 'blue', label: 'Prises (Dominique)' });
      expect((await db.journal.get(mine?.id ?? ''))?.status).toBe('undone');
    }
    expect(camille.undo.canUndo).toBe(false);
    expect(dominique.undo.canUndo).toBe(true);
  });

  it('never sends back what it wrote from the document', async () => {
    const { docA, docB, dbA, dominique, projectId, sync } = await sharedBetweenTwo();
    let updates = 0;
    let sent = 0;
    docB.on('update', () => (updates += 1));
    docB.on('afterTransaction', (tr: Y.Transaction) => (sent += tr.origin === dominique.origin ? 1 : 0));
    await journalRepository(dbA, deterministic('a')).commit(
      updateMeasurement(
        await loadProjectState(dbA, projectId),
        (await sortedMeasurements(dbA))[0].id,
        { label: 'x' },
        ctx,
      ),
      { scope: projectScope(projectId), by: 'camille' },
    );
    await sync();
    await sync();
    // One update received from Camille; Dominique's browser sent nothing of its own.
    expect(updates).toBe(1);
    expect(sent).toBe(0);
    expect(Y.encodeStateVector(docB)).toEqual(Y.encodeStateVector(docA));
  });
});

describe('two accounts on one browser profile', () => {
  it('writes each account’s entries under its own author id, and keeps the profile’s id in the local database', async () => {
    const db = testDatabase({ name: 'shared-profile' });
    const { project } = await fillWorkspace(db);
    const doc = new Y.Doc();
    // Camille shares the project from this profile: its entries go under her account's author id.
    await seedDocument(db, doc, project.id, 'camille', sharedAuthor(BY, 'camille'));
    const seeded = readTable(doc, 'journal');
    expect(seeded.length).toBeGreaterThan(0);
    expect(new Set(seeded.map((e) => e.by))).toEqual(new Set([sharedAuthorId(BY, 'camille')]));
    expect((await db.journal.toArray()).every((e) => e.by === BY)).toBe(true);

    // Later Jean signs in on the same profile: what he does goes under his own id, never Camille's.
    const jean = new SharedProjectBridge(db, doc, { projectId: project.id, personId: 'jean', localAuthor: BY });
    const [m1] = await sortedMeasurements(db);
    const state = await loadProjectState(db, project.id);
    const entry = await journalRepository(db, deterministic('j')).commit(
      updateMeasurement(state, [m1.id], { label: 'Relevé par Jean' }, ctx),
      { scope: projectScope(project.id), by: BY },
    );
    await jean.settled();
    expect(readRow(doc, 'journal', entry?.id ?? '')?.by).toBe(sharedAuthorId(BY, 'jean'));
    // Camille's entries keep hers in the document; in this browser, Jean's own stays the profile's id (his steps).
    expect(readRow(doc, 'journal', seeded[0]?.id ?? '')?.by).toBe(sharedAuthorId(BY, 'camille'));
    expect((await db.journal.get(entry?.id ?? ''))?.by).toBe(BY);
    jean.close();
  });

  it('stores a colleague’s entry with their id and this account’s own with the profile’s', () => {
    const author = sharedAuthor(BY, 'jean');
    const entry = (by: string) =>
      ({ id: 'e', scope: 'project:p', seq: 1, at: ctx.now, by, type: 'updateMeasurement', changes: [] }) as const;
    expect(storedRow('journal', entry(sharedAuthorId(BY, 'jean')), undefined, author)['by']).toBe(BY);
    expect(storedRow('journal', entry(sharedAuthorId(BY, 'camille')), undefined, author)['by']).toBe(
      sharedAuthorId(BY, 'camille'),
    );
    expect(sharedRow('versions', { id: 'v', by: BY }, undefined, author).by).toBe(sharedAuthorId(BY, 'jean'));
    // A measurement's field named `by` is nobody's author.
    expect(sharedRow('measurements', { id: 'm', by: BY }, undefined, author)).toEqual({ id: 'm', by: BY });
  });
});
