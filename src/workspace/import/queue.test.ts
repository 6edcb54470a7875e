import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PDF_BYTES } from '../../domain/pdf/importCheck';
import type { MetrDatabase } from '../../db/schema';
import { BY, closeTestDatabases, deterministic, failingWrites, testDatabase } from '../../db/testing/database';
import { planFileRepository } from '../../db/workspace/files';
import { journalRepository } from '../../db/workspace/journal';
import { projectRepository } from '../../db/workspace/projects';
import { projectScope } from '../../db/workspace/scopes';
import { sheetRepository } from '../../db/workspace/sheets';
import { PROGRESS, createImportQueue, type ImportQueue, type ImportQueueOptions } from './queue';
import { FakePdfEngine, fakePlanFile, type FakePlan } from './testing';
import type { ImportItem, ImportStep, ImportStore } from './types';

afterEach(closeTestDatabases);

async function setUp(overrides: Partial<ImportQueueOptions> = {}, factory = new IDBFactory()) {
  const db = testDatabase({ factory });
  const options = deterministic();
  const project = await projectRepository(db, options).create({ name: 'Groupe scolaire' }, { by: BY });
  const files = planFileRepository(db, { ...options, requestPersistence: () => Promise.resolve(true) });
  const pdf = new FakePdfEngine();
  const requestPersistence = vi.fn(() => Promise.resolve(true));
  let n = 0;
  const queue = createImportQueue({
    projectId: project.id,
    author: { by: BY },
    pdf: () => pdf,
    store: files,
    requestPersistence,
    newId: () => `item-${++n}`,
    ...overrides,
  });
  return { db, factory, options, project, files, pdf, queue, requestPersistence };
}

const twoPages: FakePlan = { pages: [{ label: 'A-101' }, { label: 'A-102' }] };

/** Rows of every table an import writes. */
async function written(db: MetrDatabase) {
  const tables = [db.files, db.fileBlobs, db.thumbnails, db.plans, db.journal];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t.name, await t.count()] as const)));
}

const item = (queue: ImportQueue, id: string) => queue.getSnapshot().find((i) => i.id === id) as ImportItem;

/** The steps a file went through, each once, in order. */
function recordSteps(queue: ImportQueue) {
  const steps = new Map<string, ImportStep[]>();
  queue.subscribe((change) => {
    if (change.kind !== 'updated') return;
    const list = steps.get(change.item.id) ?? [];
    if (list[list.length - 1] !== change.item.step) list.push(change.item.step);
    steps.set(change.item.id, list);
  });
  return steps;
}

/** Resolves once a file reaches `step`. */
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

describe('a good file', () => {
  it('becomes a file, its blobs, a sheet per page and one journal entry, in one import', async () => {
    const { db, queue, files, project } = await setUp();
    const [id = ''] = queue.add([fakePlanFile('plans lot 2.pdf', twoPages)]);
    await queue.idle();

    const done = item(queue, id);
    expect(done).toMatchObject({ step: 'done', name: 'plans lot 2.pdf', progress: 1 });
    expect(await written(db)).toEqual({ files: 1, fileBlobs: 1, thumbnails: 2, plans: 2, journal: 2 });
    const sheets = await sheetRepository(db).listByProject(project.id);
    expect(sheets.map((s) => [s.name, s.pageIndex, s.width, s.height])).toEqual([
      ['A-101', 0, 2384, 1684],
      ['A-102', 1, 2384, 1684],
    ]);
    expect(done.step === 'done' && done.result.sheetIds).toEqual(sheets.map((s) => s.id));
    const file = await db.files.toArray();
    expect(file[0]).toMatchObject({ name: 'plans lot 2.pdf', mediaType: 'application/pdf', pageCount: 2 });
    expect(file[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await (await files.getFileBlob(file[0]?.id ?? ''))?.text()).toContain('A-101');
    // One entry for the import (the other is the project's creation, in the project list's scope).
    const entries = await journalRepository(db).entries(projectScope(project.id));
    expect(entries.map((e) => e.type)).toEqual(['importFile']);
  });

  it('goes queued → reading → opening → analysing page 1 then 2 of 2 → saving → done, progress never back', async () => {
    const { queue } = await setUp();
    const seen: ImportItem[] = [];
    queue.subscribe((change) => change.kind === 'updated' && seen.push(change.item));
    queue.add([fakePlanFile('plan.pdf', twoPages)]);
    await queue.idle();

    const steps = seen.map((i) => (i.step === 'analysing' ? `analysing ${i.page}/${i.pageCount}` : i.step));
    expect([...new Set(steps)]).toEqual([
      'queued',
      'reading',
      'opening',
      'analysing 1/2',
      'analysing 2/2',
      'saving',
      'done',
    ]);
    const progress = seen.map((i) => i.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(seen.find((i) => i.step === 'opening')?.progress).toBeGreaterThanOrEqual(PROGRESS.read);
    expect(seen.find((i) => i.step === 'saving')?.progress).toBe(PROGRESS.saving);
  });

  it('names sheets by a meaningful page label, else by the title block, else by file name and page', async () => {
    const { db, queue, pdf, project } = await setUp();
    queue.add([
      fakePlanFile('lot-2.pdf', {
        pages: [{ label: 'RDC-1' }, { label: '2', titleBlock: ['A-102 – PLAN R+1'] }, { label: null }],
      }),
    ]);
    await queue.idle();
    const names = (await sheetRepository(db).listByProject(project.id)).map((s) => s.name);
    expect(names).toEqual(['RDC-1', 'A-102 – PLAN R+1', 'lot-2 – p.\u00a03']);
    // The page text is read only where the label does not name the sheet.
    expect(pdf.calls.filter((c) => c.kind === 'text').map((c) => c.page)).toEqual([1, 2]);
  });

  it('asks the browser to keep the data once, at the first file', async () => {
    const { queue, requestPersistence } = await setUp();
    queue.add([fakePlanFile('a.pdf', twoPages)]);
    queue.add([fakePlanFile('b.pdf', { ...twoPages, seed: 'b' })]);
    await queue.idle();
    expect(requestPersistence).toHaveBeenCalledTimes(1);
  });

  it('closes every document it opened in the worker', async () => {
    const { queue, pdf } = await setUp();
    queue.add([fakePlanFile('a.pdf', twoPages), fakePlanFile('b.pdf', { pages: [], fail: 'corrupt' })]);
    await queue.idle();
    expect(pdf.openDocuments).toEqual([]);
    expect(pdf.calls.filter((c) => c.kind === 'close')).toHaveLength(2);
  });

  it('keeps a file name without its control and bidirectional characters', async () => {
    const { db, queue } = await setUp();
    const [id = ''] = queue.add([fakePlanFile('plan\u202efdp.exe\u0007.pdf', twoPages)]);
    await queue.idle();
    expect(item(queue, id).name).toBe('planfdp.exe.pdf');
    expect((await db.files.toArray())[0]?.name).toBe('planfdp.exe.pdf');
  });
});

/** A File whose size says more than its bytes: the size check must refuse it without reading. */
class HugeFile extends File {
  readonly read = vi.fn();
  override get size() {
    return MAX_PDF_BYTES + 1;
  }
  override slice(...args: Parameters<File['slice']>) {
    this.read();
    return super.slice(...args);
  }
  override stream() {
    this.read();
    return super.stream();
  }
}

describe('a bad file gets its typed reason, nothing of it is saved, and the batch goes on', () => {
  it.each([
    ['not a PDF', new File(['PK\x03\x04 a spreadsheet'], 'devis.xlsx'), 'notPdf'],
    ['empty', new File([], 'vide.pdf'), 'empty'],
    ['corrupt or truncated', fakePlanFile('cassé.pdf', { pages: [], fail: 'corrupt' }), 'corrupt'],
    ['password-protected', fakePlanFile('protégé.pdf', { pages: [], fail: 'password' }), 'password'],
    ['unknown engine failure', fakePlanFile('bizarre.pdf', { pages: [], fail: 'unknown' }), 'unknown'],
    ['crashed worker', fakePlanFile('énorme.pdf', { pages: [], fail: 'workerFailed' }), 'engineFailed'],
  ])('%s', async (_case, bad, reason) => {
    const { db, queue } = await setUp();
    const [before, failing, after] = queue.add([
      fakePlanFile('avant.pdf', twoPages),
      bad,
      fakePlanFile('après.pdf', { ...twoPages, seed: 'après' }),
    ]);
    await queue.idle();
    expect(item(queue, failing ?? '')).toMatchObject({ step: 'failed', reason });
    expect([item(queue, before ?? '').step, item(queue, after ?? '').step]).toEqual(['done', 'done']);
    expect(await written(db)).toEqual({ files: 2, fileBlobs: 2, thumbnails: 4, plans: 4, journal: 3 });
  });

  it('over 200 MB: refused from its size, without reading a byte', async () => {
    const { db, queue } = await setUp();
    const huge = new HugeFile(['%PDF-1.7'], 'relevé.pdf');
    const [id = ''] = queue.add([huge]);
    await queue.idle();
    expect(item(queue, id)).toMatchObject({ step: 'failed', reason: 'tooLarge', size: MAX_PDF_BYTES + 1 });
    expect(huge.read).not.toHaveBeenCalled();
    expect(await written(db)).toEqual({ files: 0, fileBlobs: 0, thumbnails: 0, plans: 0, journal: 1 });
  });

  it('a file the browser cannot read any more (moved or changed on disk): unreadable', async () => {
    const { queue } = await setUp();
    const gone = fakePlanFile('réseau.pdf', twoPages);
    vi.spyOn(gone, 'stream').mockReturnValue(
      new ReadableStream({ pull: (c) => c.error(new DOMException('gone', 'NotReadableError')) }),
    );
    const [id = ''] = queue.add([gone]);
    await queue.idle();
    expect(item(queue, id)).toMatchObject({ step: 'failed', reason: 'unreadable' });
  });

  it('the quota full during the save: that file leaves nothing, the next one imports', async () => {
    const { db, factory, files, project, options, pdf } = await setUp();
    // The same database through a connection whose blob writes fail as a full disk does.
    const full = testDatabase({ factory });
    full.use(failingWrites(['thumbnails']));
    const fullFiles = planFileRepository(full, { ...options, requestPersistence: () => Promise.resolve(true) });
    const store: ImportStore = {
      findFileByHash: files.findFileByHash,
      importPlanFile: (input, author) =>
        (input.file.name === 'plein.pdf' ? fullFiles : files).importPlanFile(input, author),
    };
    const queue = createImportQueue({ projectId: project.id, author: { by: BY }, pdf: () => pdf, store });
    const [a, b, c] = queue.add([
      fakePlanFile('a.pdf', twoPages),
      fakePlanFile('plein.pdf', { ...twoPages, seed: 'plein' }),
      fakePlanFile('c.pdf', { ...twoPages, seed: 'c' }),
    ]);
    await queue.idle();
    expect(item(queue, b ?? '')).toMatchObject({ step: 'failed', reason: 'quota' });
    expect([item(queue, a ?? '').step, item(queue, c ?? '').step]).toEqual(['done', 'done']);
    expect((await db.files.toArray()).map((f) => f.name).sort()).toEqual(['a.pdf', 'c.pdf']);
    expect(await written(db)).toEqual({ files: 2, fileBlobs: 2, thumbnails: 4, plans: 4, journal: 3 });
  });

  it('the project deleted meanwhile (another tab): projectMissing, nothing saved', async () => {
    const { db, queue, project, options } = await setUp();
    await projectRepository(db, options).delete(project.id, { by: BY });
    const [id = ''] = queue.add([fakePlanFile('a.pdf', twoPages)]);
    await queue.idle();
    expect(item(queue, id)).toMatchObject({ step: 'failed', reason: 'projectMissing' });
    expect(await db.files.count()).toBe(0);
  });

  it('a page pdf.js cannot draw or read still becomes a sheet, without thumbnail or with the file name', async () => {
    const { db, queue, project } = await setUp();
    const [id = ''] = queue.add([
      fakePlanFile('abîmé.pdf', { pages: [{ label: 'A', thumbnailFails: 'corrupt' }, { textFails: 'unknown' }] }),
    ]);
    await queue.idle();
    expect(item(queue, id).step).toBe('done');
    const sheets = await sheetRepository(db).listByProject(project.id);
    expect(sheets.map((s) => s.name)).toEqual(['A', 'abîmé – p.\u00a02']);
    expect(await db.thumbnails.count()).toBe(1);
  });
});

describe('the same file again', () => {
  async function imported() {
    const context = await setUp();
    context.queue.add([fakePlanFile('plan.pdf', twoPages)]);
    await context.queue.idle();
    const [first] = await context.db.files.toArray();
    return { ...context, first: first as NonNullable<typeof first> };
  }

  it('asks, naming the file already there and when it came', async () => {
    const { queue, first } = await imported();
    const [id = ''] = queue.add([fakePlanFile('plan (1).pdf', twoPages)]);
    const asked = await reaches(queue, id, 'question');
    expect(asked).toMatchObject({
      step: 'question',
      question: { fileId: first.id, fileName: 'plan.pdf', importedAt: first.createdAt },
    });
    queue.answer(id, 'skip');
    await queue.idle();
  });

  it('skip: nothing new is saved', async () => {
    const { db, queue } = await imported();
    const before = await written(db);
    const [id = ''] = queue.add([fakePlanFile('plan.pdf', twoPages)]);
    await reaches(queue, id, 'question');
    queue.answer(id, 'skip');
    await queue.idle();
    expect(item(queue, id)).toMatchObject({ step: 'skipped', progress: 1 });
    expect(await written(db)).toEqual(before);
  });

  it('new revision: a file pointing to the previous one, with its own sheets', async () => {
    const { db, queue, first } = await imported();
    const [id = ''] = queue.add([fakePlanFile('plan indice B.pdf', twoPages)]);
    await reaches(queue, id, 'question');
    queue.answer(id, 'revision');
    await queue.idle();
    const done = item(queue, id);
    expect(done).toMatchObject({ step: 'done', result: { revisionOf: first.id } });
    const revision = await db.files.get(done.step === 'done' ? done.result.fileId : '');
    expect(revision).toMatchObject({ name: 'plan indice B.pdf', revisionOf: first.id, hash: first.hash });
    expect(await db.plans.count()).toBe(4);
  });

  it('twice in one batch: the second asks once the first is saved', async () => {
    const { db, queue } = await setUp();
    const [a, b] = queue.add([fakePlanFile('plan.pdf', twoPages), fakePlanFile('copie.pdf', twoPages)]);
    const asked = await reaches(queue, b ?? '', 'question');
    expect(item(queue, a ?? '').step).toBe('done');
    expect(asked.step === 'question' && asked.question.fileName).toBe('plan.pdf');
    queue.answer(b ?? '', 'skip');
    await queue.idle();
    expect(await db.files.count()).toBe(1);
  });

  it('one answer for every duplicate of the batch, asked or not yet', async () => {
    const { db, queue } = await imported();
    const copies = queue.add([
      fakePlanFile('1.pdf', twoPages),
      fakePlanFile('2.pdf', twoPages),
      fakePlanFile('nouveau.pdf', { ...twoPages, seed: 'new' }),
      fakePlanFile('3.pdf', twoPages),
    ]);
    await reaches(queue, copies[0] ?? '', 'question');
    queue.answer(copies[0] ?? '', 'skip', true);
    await queue.idle();
    expect(copies.map((id) => item(queue, id).step)).toEqual(['skipped', 'skipped', 'done', 'skipped']);
    expect(await db.files.count()).toBe(2);
  });

  it('a file waiting for an answer lets the next files import meanwhile', async () => {
    const { queue } = await imported();
    const [dup, other] = queue.add([
      fakePlanFile('copie.pdf', twoPages),
      fakePlanFile('b.pdf', { ...twoPages, seed: 'b' }),
    ]);
    await reaches(queue, other ?? '', 'done');
    expect(item(queue, dup ?? '').step).toBe('question');
    queue.answer(dup ?? '', 'skip');
    await queue.idle();
  });
});

describe('cancel', () => {
  it('a queued file never starts', async () => {
    const { db, queue, pdf } = await setUp();
    const hold = pdf.hold('thumbnail');
    const [a, b] = queue.add([fakePlanFile('a.pdf', twoPages), fakePlanFile('b.pdf', { ...twoPages, seed: 'b' })]);
    await hold.reached;
    queue.cancel(b ?? '');
    expect(item(queue, b ?? '').step).toBe('cancelled');
    hold.release();
    await queue.idle();
    expect(item(queue, a ?? '').step).toBe('done');
    expect(pdf.calls.filter((c) => c.kind === 'open')).toHaveLength(1);
    expect(await db.files.count()).toBe(1);
  });

  it('mid-analysis: the worker is terminated at once (not asked), nothing is saved', async () => {
    const { db, queue, pdf } = await setUp();
    const hold = pdf.hold('thumbnail');
    const [id = ''] = queue.add([fakePlanFile('a.pdf', twoPages)]);
    await hold.reached;
    expect(item(queue, id).step).toBe('analysing');
    queue.cancel(id);
    await queue.idle();
    expect(pdf.terminations).toBe(1);
    hold.release();
    expect(item(queue, id).step).toBe('cancelled');
    expect(pdf.openDocuments).toEqual([]);
    expect(await written(db)).toEqual({ files: 0, fileBlobs: 0, thumbnails: 0, plans: 0, journal: 1 });
  });

  it('while its duplicate question is open', async () => {
    const { db, queue } = await setUp();
    queue.add([fakePlanFile('a.pdf', twoPages)]);
    await queue.idle();
    const [id = ''] = queue.add([fakePlanFile('a.pdf', twoPages)]);
    await reaches(queue, id, 'question');
    queue.cancel(id);
    await queue.idle();
    expect(item(queue, id).step).toBe('cancelled');
    expect(await db.files.count()).toBe(1);
  });

  it('the whole batch, except a file already saving (saved whole)', async () => {
    const { db, queue, files } = await setUp();
    let saving: () => void = () => {};
    const reachedSave = new Promise<void>((resolve) => (saving = resolve));
    let proceed: () => void = () => {};
    const gate = new Promise<void>((resolve) => (proceed = resolve));
    const slowStore: ImportStore = {
      findFileByHash: files.findFileByHash,
      importPlanFile: async (input, author) => {
        saving();
        await gate;
        return files.importPlanFile(input, author);
      },
    };
    const second = createImportQueue({
      projectId: queue.projectId,
      author: { by: BY },
      pdf: () => new FakePdfEngine(),
      store: slowStore,
    });
    const [a, b, c] = second.add([
      fakePlanFile('a.pdf', twoPages),
      fakePlanFile('b.pdf', { ...twoPages, seed: 'b' }),
      fakePlanFile('c.pdf', { ...twoPages, seed: 'c' }),
    ]);
    await reachedSave;
    second.cancelAll();
    expect(item(second, a ?? '').step).toBe('saving');
    proceed();
    await second.idle();
    expect([a, b, c].map((id) => item(second, id ?? '').step)).toEqual(['done', 'cancelled', 'cancelled']);
    expect(await db.files.count()).toBe(1);
  });
});

describe('bounded work: a file over a limit stops its worker, says why, and the next file imports', () => {
  /** A queue whose engine factory hands out a new fake each time, all of them kept. */
  async function withEngines(overrides: Partial<ImportQueueOptions> = {}) {
    const engines: FakePdfEngine[] = [];
    const make = () => {
      const engine = new FakePdfEngine();
      engines.push(engine);
      return engine;
    };
    const setup = await setUp({ pdf: make, ...overrides });
    return { ...setup, engines, make };
  }

  it('a page over the operator limit: tooComplex, its worker terminated, the next file in a fresh worker', async () => {
    const { db, queue, engines } = await withEngines();
    const [bomb = '', next = ''] = queue.add([
      fakePlanFile('bombe.pdf', { pages: [{ thumbnailFails: 'tooComplex' }] }),
      fakePlanFile('a.pdf', twoPages),
    ]);
    await queue.idle();
    expect(item(queue, bomb)).toMatchObject({ step: 'failed', reason: 'tooComplex' });
    expect(item(queue, next).step).toBe('done');
    expect(engines).toHaveLength(2);
    expect(engines[0]?.terminations).toBe(1);
    expect(engines[1]?.terminations).toBe(0);
    expect(await written(db)).toMatchObject({ files: 1, plans: 2 });
  });

  it('over the page limit: tooManyPages (refused by the engine on open), the next file imports', async () => {
    const { queue } = await withEngines();
    const [many = '', next = ''] = queue.add([
      fakePlanFile('20000.pdf', { pages: [], fail: 'tooManyPages' }),
      fakePlanFile('a.pdf', twoPages),
    ]);
    await queue.idle();
    expect(item(queue, many)).toMatchObject({ step: 'failed', reason: 'tooManyPages' });
    expect(item(queue, next).step).toBe('done');
  });

  it('a page call over its time limit: timeout, the worker terminated, the next file imports', async () => {
    // The first engine's thumbnails never answer.
    const first = new FakePdfEngine();
    first.hold('thumbnail');
    let handedOut = 0;
    const { queue } = await setUp({
      pdf: () => (handedOut++ === 0 ? first : new FakePdfEngine()),
      timeLimits: { openMs: 1000, pageMs: 30 },
    });
    const [slow = '', next = ''] = queue.add([
      fakePlanFile('lent.pdf', twoPages),
      fakePlanFile('a.pdf', { ...twoPages, seed: 'a' }),
    ]);
    await queue.idle();
    expect(item(queue, slow)).toMatchObject({ step: 'failed', reason: 'timeout' });
    expect(first.terminations).toBeGreaterThanOrEqual(1);
    expect(item(queue, next).step).toBe('done');
    expect(handedOut).toBe(2);
  });

  it('a worker that ended its file normally, or on a damaged file, is reused; one cancelled is not', async () => {
    const { queue, engines } = await withEngines();
    queue.add([fakePlanFile('a.pdf', twoPages), fakePlanFile('b.pdf', { pages: [], fail: 'corrupt' })]);
    await queue.idle();
    queue.add([fakePlanFile('c.pdf', { ...twoPages, seed: 'c' })]);
    await queue.idle();
    expect(engines).toHaveLength(1);
    expect(engines[0]?.terminations).toBe(0);
  });

  it('cancelling the file under way terminates its worker; the next file starts in a new one', async () => {
    const first = new FakePdfEngine();
    const hold = first.hold('thumbnail');
    let handedOut = 0;
    const { queue } = await setUp({ pdf: () => (handedOut++ === 0 ? first : new FakePdfEngine()) });
    const [a = '', b = ''] = queue.add([
      fakePlanFile('a.pdf', twoPages),
      fakePlanFile('b.pdf', { ...twoPages, seed: 'b' }),
    ]);
    await hold.reached;
    queue.cancel(a);
    await queue.idle();
    expect(first.terminations).toBe(1);
    expect(item(queue, a).step).toBe('cancelled');
    expect(item(queue, b).step).toBe('done');
    expect(handedOut).toBe(2);
  });
});

describe('the queue', () => {
  it('runs one file at a time by default', async () => {
    const { queue, pdf } = await setUp();
    const steps = recordSteps(queue);
    const [a, b] = queue.add([fakePlanFile('a.pdf', twoPages), fakePlanFile('b.pdf', { ...twoPages, seed: 'b' })]);
    await reaches(queue, a ?? '', 'saving');
    expect(item(queue, b ?? '').step).toBe('queued');
    await queue.idle();
    const opens = pdf.calls.filter((c) => c.kind === 'open' || c.kind === 'close').map((c) => c.kind);
    expect(opens).toEqual(['open', 'close', 'open', 'close']);
    expect(steps.get(b ?? '')?.[0]).toBe('queued');
  });

  it('runs two at a time when asked', async () => {
    const { queue, pdf } = await setUp({ concurrency: 2 });
    const hold = pdf.hold('thumbnail');
    const [a, b] = queue.add([fakePlanFile('a.pdf', twoPages), fakePlanFile('b.pdf', { ...twoPages, seed: 'b' })]);
    await hold.reached;
    // Either file may reach the held thumbnail first: both end up held there, analysing at the same time.
    await vi.waitFor(() => {
      expect(item(queue, a ?? '').step).toBe('analysing');
      expect(item(queue, b ?? '').step).toBe('analysing');
    });
    hold.release();
    await queue.idle();
  });

  it('clears settled files from the list, keeps the running ones', async () => {
    const { queue, pdf } = await setUp();
    queue.add([fakePlanFile('a.pdf', twoPages)]);
    await queue.idle();
    const hold = pdf.hold('thumbnail');
    const [b = ''] = queue.add([fakePlanFile('b.pdf', { ...twoPages, seed: 'b' })]);
    await hold.reached;
    queue.clearSettled();
    expect(queue.getSnapshot().map((i) => i.id)).toEqual([b]);
    hold.release();
    await queue.idle();
    queue.dismiss(b);
    expect(queue.getSnapshot()).toEqual([]);
  });
});
