import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IndicePage, PagePairing } from '../../domain/comparison/types';
import { pairPages } from '../../domain/comparison/pairing';
import { sheetNumberIn } from '../../domain/pdf/sheetName';
import type { SheetRow } from '../../domain/takeoff/types';
import type { MetrDatabase } from '../../db/schema';
import { BY, closeTestDatabases, deterministic, testDatabase } from '../../db/testing/database';
import { planFileRepository } from '../../db/workspace/files';
import { journalRepository } from '../../db/workspace/journal';
import { projectRepository } from '../../db/workspace/projects';
import { projectScope } from '../../db/workspace/scopes';
import { sheetRepository } from '../../db/workspace/sheets';
import { createImportQueue, type ImportQueue, type ImportQueueOptions } from './queue';
import { FakePdfEngine, fakePlanFile, type FakePlan } from './testing';
import type { ImportItem, ImportStep, IndiceServices } from './types';

afterEach(closeTestDatabases);

/** A stand-in for domain/comparison's pairPages: by sheet number, nothing else. */
function pairByNumber(pages: readonly IndicePage[], sheets: readonly SheetRow[]): PagePairing[] {
  return pages.map((page) => {
    const sheet = sheets.find((s) => page.number !== undefined && sheetNumberIn(s.name) === page.number);
    return sheet
      ? { pageIndex: page.pageIndex, sheetId: sheet.id, reason: 'number' }
      : { pageIndex: page.pageIndex, sheetId: null };
  });
}

async function setUp(overrides: Partial<ImportQueueOptions> = {}) {
  const db = testDatabase({ factory: new IDBFactory() });
  const options = deterministic();
  const project = await projectRepository(db, options).create({ name: 'Groupe scolaire' }, { by: BY });
  const files = planFileRepository(db, { ...options, requestPersistence: () => Promise.resolve(true) });
  const sheets = sheetRepository(db, options);
  const pdf = new FakePdfEngine();
  const pair = vi.fn(pairByNumber);
  const indice: IndiceServices = { sheets: () => sheets.listByProject(project.id), pair };
  let n = 0;
  const queue = createImportQueue({
    projectId: project.id,
    author: { by: BY },
    pdf: () => pdf,
    store: files,
    requestPersistence: () => Promise.resolve(true),
    newId: () => `item-${++n}`,
    indice,
    ...overrides,
  });
  return { db, options, project, files, sheets, pdf, pair, queue };
}

type Context = Awaited<ReturnType<typeof setUp>>;

const item = (queue: ImportQueue, id: string) => queue.getSnapshot().find((i) => i.id === id) as ImportItem;

function reaches(queue: ImportQueue, id: string, step: ImportStep): Promise<ImportItem> {
  return new Promise((resolve) => {
    const check = () => {
      const current = queue.getSnapshot().find((i) => i.id === id);
      if (current?.step !== step) return false;
      resolve(current);
      return true;
    };
    if (check()) return;
    const unsubscribe = queue.subscribe(() => check() && unsubscribe());
  });
}

async function pairingOf(queue: ImportQueue, id: string) {
  const waiting = await reaches(queue, id, 'pairing');
  if (waiting.step !== 'pairing') throw new Error('not at pairing');
  return waiting.pairing;
}

async function written(db: MetrDatabase) {
  const tables = [db.files, db.fileBlobs, db.thumbnails, db.plans, db.journal];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t.name, await t.count()] as const)));
}

/** The project's first indice: two sheets, A-101 and A-102. */
async function withSheets(context: Context) {
  context.queue.add([fakePlanFile('plans indice A.pdf', { pages: [{ label: 'A-101' }, { label: 'A-102' }] })]);
  await context.queue.idle();
  const [a101, a102] = await context.sheets.listByProject(context.project.id);
  if (!a101 || !a102) throw new Error('not imported');
  return { a101, a102 };
}

/** Indice B of both sheets, in the other order; the title block of A-101 prints « Indice : C ». */
const indiceB: FakePlan = {
  seed: 'B',
  pages: [{ label: 'A-102' }, { label: 'A-101', titleBlock: ['PLAN RDC', 'Indice : C'] }],
};

describe('a file imported as a new indice', () => {
  it('is analysed, then waits at pairing with its pages, the proposed pairing and the current sheets', async () => {
    const context = await setUp();
    const { a101, a102 } = await withSheets(context);
    const { queue, pdf, pair, db } = context;
    const before = await written(db);
    const [id = ''] = queue.add([fakePlanFile('plans indice B.pdf', indiceB)], { indiceOf: true });
    const question = await pairingOf(queue, id);

    expect(question.pages).toEqual([
      { pageIndex: 0, name: 'A-102', number: 'A-102', width: 2384, height: 1684 },
      { pageIndex: 1, name: 'A-101', number: 'A-101', revision: 'C', width: 2384, height: 1684 },
    ]);
    expect(question.proposed).toEqual([
      { pageIndex: 0, sheetId: a102.id, reason: 'number' },
      { pageIndex: 1, sheetId: a101.id, reason: 'number' },
    ]);
    expect(question.sheets).toEqual([
      { id: a101.id, name: 'A-101', indice: 'A', width: 2384, height: 1684 },
      { id: a102.id, name: 'A-102', indice: 'A', width: 2384, height: 1684 },
    ]);
    expect(question.notice).toBeNull();
    expect(pair).toHaveBeenCalledWith(question.pages, [a101, a102]);
    // The title block is read on every page, labelled or not; the worker is closed while the person decides.
    expect(pdf.calls.filter((c) => c.kind === 'text' && c.docId === `import-${id}`).map((c) => c.page)).toEqual([0, 1]);
    expect(pdf.openDocuments).toEqual([]);
    expect(await written(db)).toEqual(before);

    queue.cancel(id);
    await queue.idle();
  });

  it('hands out the picked file while it waits at pairing: the bytes the save stores, before anything is written', async () => {
    const context = await setUp();
    await withSheets(context);
    const { queue, db } = context;
    const before = await written(db);
    const file = fakePlanFile('plans indice B.pdf', indiceB);
    const [id = ''] = queue.add([file], { indiceOf: true });
    const waiting = await reaches(queue, id, 'pairing');
    if (waiting.step !== 'pairing') throw new Error('not at pairing');
    // The comparison opens these bytes while the dialog is open (IndicePairing.tsx), long before the save.
    expect(waiting.file).toBe(file);
    expect(await written(db)).toEqual(before);

    queue.confirmPairing(id, waiting.pairing.proposed);
    const done = await reaches(queue, id, 'done');
    if (done.step !== 'done') throw new Error('not saved');
    const stored = await context.files.getFileBlob(done.result.fileId);
    expect(new Uint8Array(await (stored as Blob).arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it('confirmed: the file and its sheets, naming their previous indice with their letter, in one importIndice entry', async () => {
    const context = await setUp();
    const { a101, a102 } = await withSheets(context);
    const { queue, db, project } = context;
    const [id = ''] = queue.add([fakePlanFile('plans indice B.pdf', indiceB)], { indiceOf: true });
    const question = await pairingOf(queue, id);
    expect(queue.confirmPairing(id, question.proposed)).toBeNull();
    await queue.idle();

    const done = item(queue, id);
    if (done.step !== 'done') throw new Error(`ended ${done.step}`);
    const sheets = await context.sheets.listByProject(project.id);
    const [b102, b101] = sheets.slice(2);
    expect(done.result.sheetIds).toEqual([b102?.id, b101?.id]);
    expect(b102).toMatchObject({ name: 'A-102', pageIndex: 0, previousSheetId: a102.id, indice: 'B' });
    // The indice printed on the page wins over the next letter.
    expect(b101).toMatchObject({ name: 'A-101', pageIndex: 1, previousSheetId: a101.id, indice: 'C' });
    expect(done.result.pairs).toEqual([
      { pageIndex: 0, previousSheetId: a102.id, sheetId: b102?.id, indice: 'B', isSizeMismatch: false },
      { pageIndex: 1, previousSheetId: a101.id, sheetId: b101?.id, indice: 'C', isSizeMismatch: false },
    ]);
    const entries = await journalRepository(db).entries(projectScope(project.id));
    expect(entries.map((e) => e.type)).toEqual(['importFile', 'importIndice']);
    expect(entries[1]?.changes.map((c) => c.table)).toEqual(['files', 'sheets', 'sheets']);

    // One step to take back: the file and both sheets go, the previous indices stay as they were.
    await journalRepository(db).undo(projectScope(project.id));
    expect((await context.sheets.listByProject(project.id)).map((s) => s.id)).toEqual([a101.id, a102.id]);
    expect(await db.files.count()).toBe(1);
  });

  it('a third indice follows the second: the next letter after the sheet’s, and only current sheets are offered', async () => {
    const context = await setUp();
    const { a101 } = await withSheets(context);
    const { queue, project } = context;
    const [b = ''] = queue.add([fakePlanFile('B.pdf', { seed: 'B', pages: [{ label: 'A-101' }] })], {
      indiceOf: true,
    });
    queue.confirmPairing(b, (await pairingOf(queue, b)).proposed);
    await queue.idle();
    const [c = ''] = queue.add([fakePlanFile('C.pdf', { seed: 'C', pages: [{ label: 'A-101' }] })], {
      indiceOf: true,
    });
    const question = await pairingOf(queue, c);
    const b101 = (await context.sheets.listByProject(project.id)).find((s) => s.previousSheetId === a101.id);
    expect(question.sheets.map((s) => [s.name, s.indice])).toEqual([
      ['A-102', 'A'],
      ['A-101', 'B'],
    ]);
    expect(question.proposed).toEqual([{ pageIndex: 0, sheetId: b101?.id, reason: 'number' }]);
    queue.confirmPairing(c, question.proposed);
    await queue.idle();
    const done = item(queue, c);
    expect(done.step === 'done' && done.result.pairs?.[0]).toMatchObject({ previousSheetId: b101?.id, indice: 'C' });
  });

  it('cancelled at pairing: nothing at all is written', async () => {
    const context = await setUp();
    await withSheets(context);
    const { queue, db } = context;
    const before = await written(db);
    const [id = ''] = queue.add([fakePlanFile('plans indice B.pdf', indiceB)], { indiceOf: true });
    await pairingOf(queue, id);
    queue.cancel(id);
    await queue.idle();
    expect(item(queue, id).step).toBe('cancelled');
    expect(await written(db)).toEqual(before);
    // Too late to confirm.
    expect(queue.confirmPairing(id, [])).toBe('pagesMismatch');
  });

  it('refuses a pairing that is not one per page, names a sheet that is not current, or a sheet twice', async () => {
    const context = await setUp();
    const { a101, a102 } = await withSheets(context);
    const { queue } = context;
    const [id = ''] = queue.add([fakePlanFile('plans indice B.pdf', indiceB)], { indiceOf: true });
    await pairingOf(queue, id);
    expect(queue.confirmPairing(id, [{ pageIndex: 0, sheetId: a102.id }])).toBe('pagesMismatch');
    expect(
      queue.confirmPairing(id, [
        { pageIndex: 0, sheetId: a102.id },
        { pageIndex: 0, sheetId: null },
      ]),
    ).toBe('pagesMismatch');
    expect(
      queue.confirmPairing(id, [
        { pageIndex: 0, sheetId: 'elsewhere' },
        { pageIndex: 1, sheetId: null },
      ]),
    ).toBe('unknownSheet');
    expect(
      queue.confirmPairing(id, [
        { pageIndex: 0, sheetId: a101.id, reason: 'manual' },
        { pageIndex: 1, sheetId: a101.id, reason: 'number' },
      ]),
    ).toBe('sheetTwice');
    expect(item(queue, id).step).toBe('pairing');
    // Edited by hand: page 1 follows A-101, page 2 becomes a sheet of its own.
    expect(
      queue.confirmPairing(id, [
        { pageIndex: 0, sheetId: a101.id, reason: 'manual' },
        { pageIndex: 1, sheetId: null },
      ]),
    ).toBeNull();
    await queue.idle();
    const done = item(queue, id);
    if (done.step !== 'done') throw new Error(`ended ${done.step}`);
    expect(done.result.sheetIds).toHaveLength(2);
    expect(done.result.pairs).toEqual([
      { pageIndex: 0, previousSheetId: a101.id, sheetId: done.result.sheetIds[0], indice: 'B', isSizeMismatch: false },
    ]);
    const added = await context.sheets.get(done.result.sheetIds[1] ?? '');
    expect(added?.previousSheetId).toBeUndefined();
    expect(added?.indice).toBeUndefined();
  });

  it('no page paired: says so, and the pages can still be paired by hand', async () => {
    const context = await setUp();
    const { a102 } = await withSheets(context);
    const { queue } = context;
    const [id = ''] = queue.add([fakePlanFile('scan.pdf', { seed: 's', pages: [{ label: null }] })], {
      indiceOf: true,
    });
    const question = await pairingOf(queue, id);
    expect(question.notice).toBe('nonePaired');
    expect(question.proposed).toEqual([{ pageIndex: 0, sheetId: null }]);
    expect(queue.confirmPairing(id, [{ pageIndex: 0, sheetId: a102.id, reason: 'manual' }])).toBeNull();
    await queue.idle();
    const done = item(queue, id);
    expect(done.step === 'done' && done.result.pairs?.map((p) => p.previousSheetId)).toEqual([a102.id]);
  });

  it('no page paired and kept so: the pages are imported as new sheets, an ordinary import in the history', async () => {
    const context = await setUp();
    await withSheets(context);
    const { queue, db, project } = context;
    const [id = ''] = queue.add([fakePlanFile('scan.pdf', { seed: 's', pages: [{ label: null }] })], {
      indiceOf: true,
    });
    const question = await pairingOf(queue, id);
    queue.confirmPairing(id, question.proposed);
    await queue.idle();
    expect(item(queue, id)).toMatchObject({ step: 'done', result: { pairs: [] } });
    const entries = await journalRepository(db).entries(projectScope(project.id));
    expect(entries.map((e) => e.type)).toEqual(['importFile', 'importFile']);
  });

  it('a project without sheets: says so and does not ask the pairing', async () => {
    const { queue, pair } = await setUp();
    const [id = ''] = queue.add([fakePlanFile('B.pdf', indiceB)], { indiceOf: true });
    const question = await pairingOf(queue, id);
    expect(question.notice).toBe('noSheets');
    expect(question.sheets).toEqual([]);
    expect(question.proposed).toEqual([
      { pageIndex: 0, sheetId: null },
      { pageIndex: 1, sheetId: null },
    ]);
    expect(pair).not.toHaveBeenCalled();
    queue.cancel(id);
    await queue.idle();
  });

  it('a page of another size than its sheet: saved, and flagged for the manual alignment', async () => {
    const context = await setUp();
    const { a101 } = await withSheets(context);
    const { queue } = context;
    const a0 = { widthPt: 3370, heightPt: 2384 };
    const [id = ''] = queue.add([fakePlanFile('A0.pdf', { seed: 'A0', pages: [{ label: 'A-101', size: a0 }] })], {
      indiceOf: true,
    });
    const question = await pairingOf(queue, id);
    expect(question.pages[0]).toMatchObject({ width: 3370, height: 2384 });
    queue.confirmPairing(id, question.proposed);
    await queue.idle();
    const done = item(queue, id);
    expect(done.step === 'done' && done.result.pairs).toEqual([
      expect.objectContaining({ previousSheetId: a101.id, isSizeMismatch: true }),
    ]);
  });

  it('a sheet deleted between the pairing and the save: indiceOutdated, nothing written', async () => {
    const context = await setUp();
    const { a101 } = await withSheets(context);
    const { queue, db } = context;
    const [id = ''] = queue.add([fakePlanFile('plans indice B.pdf', indiceB)], { indiceOf: true });
    const question = await pairingOf(queue, id);
    await context.sheets.delete(a101.id, { by: BY });
    const before = await written(db);
    expect(queue.confirmPairing(id, question.proposed)).toBeNull();
    await queue.idle();
    expect(item(queue, id)).toMatchObject({ step: 'failed', reason: 'indiceOutdated' });
    expect(await written(db)).toEqual(before);
  });

  it('the usual failures still apply before the pairing', async () => {
    const context = await setUp();
    await withSheets(context);
    const { queue, pair } = context;
    const [id = ''] = queue.add([fakePlanFile('cassé.pdf', { pages: [], fail: 'corrupt' })], { indiceOf: true });
    await queue.idle();
    expect(item(queue, id)).toMatchObject({ step: 'failed', reason: 'corrupt' });
    expect(pair).not.toHaveBeenCalled();
  });

  it('a plain import alongside is not asked anything', async () => {
    const context = await setUp();
    await withSheets(context);
    const { queue } = context;
    const [indice = '', plain = ''] = [
      ...queue.add([fakePlanFile('B.pdf', indiceB)], { indiceOf: true }),
      ...queue.add([fakePlanFile('autre.pdf', { seed: 'autre', pages: [{ label: 'A-101' }] })]),
    ];
    await reaches(queue, plain, 'done');
    expect(item(queue, indice).step).toBe('pairing');
    const done = item(queue, plain);
    expect(done.step === 'done' && done.result.pairs).toBeUndefined();
    queue.cancel(indice);
    await queue.idle();
  });

  it('with the comparison model’s pairPages, as the route wires it: by number, then by page order', async () => {
    const context = await setUp();
    const { a101, a102 } = await withSheets(context);
    context.pair.mockImplementation((pages, sheets) => pairPages(pages, sheets));
    const { queue } = context;
    const [id = ''] = queue.add([fakePlanFile('B.pdf', { seed: 'B', pages: [{ label: 'A-102' }, { label: null }] })], {
      indiceOf: true,
    });
    const question = await pairingOf(queue, id);
    expect(question.proposed).toEqual([
      { pageIndex: 0, sheetId: a102.id, reason: 'number' },
      { pageIndex: 1, sheetId: a101.id, reason: 'order' },
    ]);
    queue.cancel(id);
    await queue.idle();
  });

  it('needs the indice services', async () => {
    const { queue } = await setUp({ indice: undefined });
    expect(() => queue.add([fakePlanFile('B.pdf', indiceB)], { indiceOf: true })).toThrow();
    expect(queue.getSnapshot()).toEqual([]);
  });
});
