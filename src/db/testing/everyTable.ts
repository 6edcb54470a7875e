/**
 * Test support only: a database with rows in every table (a multi-MB plan among them), as the backup tests need it,
 * and a way to compare two databases row by row.
 */
import { BLOB_PART_BYTES } from '../backup';
import { addLegacyTree, moveCatalogueItem } from '../library/upgrade';
import type { MetrDatabase, StoredRow } from '../schema';
import { libraryRows } from '../../domain/takeoff/testing/fixtures';
import { planFileRepository } from '../workspace/files';
import { journalRepository } from '../workspace/journal';
import { projectScope } from '../workspace/scopes';
import { sheetRepository } from '../workspace/sheets';
import { versionRepository } from '../workspace/versions';
import { BY, deterministic, fillVersion2, fillWorkspace, pdfBlob } from './database';

/** A workspace with a plan of `planBytes` (two blob parts by default), a view, an undone entry and rows in every version 2 table. */
export async function fillEveryTable(db: MetrDatabase, planBytes = BLOB_PART_BYTES + 1000) {
  const options = deterministic();
  const workspace = await fillWorkspace(db, options);
  await planFileRepository(db, { ...options, requestPersistence: () => Promise.resolve(true) }).importPlanFile(
    {
      projectId: workspace.project.id,
      // Version 6's CAD data rides on this file: a DXF's model and source (as if the PDF were drawn from it).
      file: {
        name: 'big.pdf',
        mediaType: 'application/pdf',
        hash: 'big',
        pageCount: 1,
        cad: { format: 'dxf', version: 'AC1015', unit: 'mm', unitSource: 'file' },
      },
      blob: pdfBlob(planBytes, 3),
      sheets: [{ pageIndex: 0, name: 'Big', width: 100, height: 100 }],
      thumbnails: [new Blob([])],
      cad: {
        model: new Blob(['{"version":1}'], { type: 'application/json' }),
        source: new Blob(['0\nSECTION\n0\nEOF\n'], { type: 'application/dxf' }),
      },
    },
    { by: BY },
  );
  await sheetRepository(db, options).putView({ id: workspace.sheets[0]?.id ?? '', zoom: 3, hiddenLayers: ['A'] });
  // An entry undone, so the backup carries every status.
  await journalRepository(db, options).undo(projectScope(workspace.project.id));
  // Version 2's tables, a legacy plan among them; their catalogue items moved into the library tree as version 4's
  // upgrade moved them (a current database never holds version 2's items as they were: the backup check refuses them).
  await fillVersion2(db);
  await db.transaction('rw', db.tables, async (tx) => {
    await tx
      .table<StoredRow>('libraryItems')
      .toCollection()
      .modify((row, ref) => {
        ref.value = moveCatalogueItem(row);
      });
    await addLegacyTree(tx);
  });
  // Version 4's: a library's lots, chapters and articles, a project's variable.
  const library = libraryRows();
  await db.libraries.bulkAdd(library.libraries.map((l) => ({ ...l, id: 'library-2' })));
  await db.libraryLots.bulkAdd(library.libraryLots.map((l) => ({ ...l, libraryId: 'library-2' })));
  await db.libraryChapters.bulkAdd(library.libraryChapters.map((c) => ({ ...c, libraryId: 'library-2' })));
  await db.libraryItems.bulkAdd(library.libraryItems.map((a) => ({ ...a, bibliotheque_id: 'library-2' })));
  await db.variables.bulkAdd(library.variables.map((v) => ({ ...v, projectId: workspace.project.id })));
  // Version 5's: a named version of the project.
  await versionRepository(db, options).create(workspace.project.id, 'Avant APS', { by: BY });
  // Version 7's: a comparison kept (a cache: never in a backup, see backup.ts).
  const [a, b] = workspace.sheets;
  if (a && b) {
    const picture = new Blob(['RIFF'], { type: 'image/webp' });
    await db.comparisons.put({
      id: 'cmp-kept',
      key: 'kept',
      pair: `${a.id}>${b.id}`,
      sheetIds: [a.id, b.id],
      fileIds: [a.fileId, b.fileId],
      usedAt: '2026-11-30T10:00:00.000Z',
      alignment: { matrix: [1, 0, 0, 1, 0, 0], method: 'auto', confidence: 1, residual: 0 },
      regions: [],
      pictures: { scale: 1, width: 1, height: 1, old: picture, new: picture, redGreen: picture, orangeBlue: picture },
    });
  }
  return workspace;
}

/** Every table's rows, with each Blob replaced by its type and a digest of its bytes, so rows compare by value. */
export async function tableContents(db: MetrDatabase) {
  const digest = async (blob: Blob) => {
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
    return { blob: blob.type, size: blob.size, sha256: Array.from(hash, (b) => b.toString(16)).join('') };
  };
  const tables: Record<string, unknown[]> = {};
  for (const table of db.tables) {
    const rows = (await table.toArray()) as Record<string, unknown>[];
    tables[table.name] = await Promise.all(
      rows.map(async (row) =>
        Object.fromEntries(
          await Promise.all(
            Object.entries(row).map(async ([k, v]) => [k, v instanceof Blob ? await digest(v) : v] as const),
          ),
        ),
      ),
    );
  }
  return tables;
}
