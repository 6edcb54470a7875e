import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CadDrawing, CadSheetModel, CadUnit } from '../../domain/cad/types';
import type { MetrDatabase } from '../../db/schema';
import { BY, closeTestDatabases, deterministic, testDatabase } from '../../db/testing/database';
import { planFileRepository } from '../../db/workspace/files';
import { projectRepository } from '../../db/workspace/projects';
import { sheetRepository } from '../../db/workspace/sheets';
import { CadError, type CadBuildResult, type CadBuildXrefs, type CadDrawingSummary } from '../../workers/cad/protocol';
import { createImportQueue, type ImportQueue } from './queue';
import { FakePdfEngine, fakePlan, fakePlanFile } from './testing';
import type { CadServices, ImportCadEngine, ImportItem, ImportStep } from './types';

afterEach(closeTestDatabases);

/** What the fake CAD engine reads from a fake DXF's 999 comment: its unit and how it fails. */
interface FakeCad {
  units: CadUnit | null;
  insUnits?: number | null;
  unreadableLayouts?: number;
  fail?: ConstructorParameters<typeof CadError>[0];
  /** Refused when its sheet is built (as the worker refuses a page past the PDF engine's operators). */
  failBuild?: ConstructorParameters<typeof CadError>[0];
  seed?: string;
  /** The files its external references ask for. */
  xrefs?: string[];
}

const fakeDxf = (script: FakeCad) =>
  `999\n${JSON.stringify(script)}\n  0\nSECTION\n  2\nENTITIES\n  0\nENDSEC\n  0\nEOF\n`;
const dxfFile = (name: string, script: FakeCad) => new File([fakeDxf(script)], name);

const model = (unit: CadUnit, unitSource: 'file' | 'person'): CadSheetModel => ({
  version: 1,
  format: 'dxf',
  fileVersion: 'AC1015',
  placement: { unit, unitSource, denominator: 100, k: 2.834645669, dx: 36, dy: 600 },
  width: 1000,
  height: 700,
  layers: [],
  blocks: [],
  geometry: [],
  skipped: {},
});

class FakeCadEngine implements ImportCadEngine {
  readonly calls: string[] = [];
  /** What each build was given to draw external references from. */
  readonly builtXrefs: (CadBuildXrefs | undefined)[] = [];
  terminated = 0;
  readonly #scripts = new Map<string, FakeCad>();

  #summary(drawingId: string, script: FakeCad, format: 'dxf' | 'dwg'): CadDrawingSummary {
    this.#scripts.set(drawingId, script);
    return {
      drawingId,
      format,
      version: 'AC1015',
      units: script.units,
      insUnits: script.insUnits ?? null,
      layerCount: 1,
      blockCount: 0,
      entityCount: 1,
      skipped: {},
      xrefs: script.xrefs ?? [],
      ms: 1,
    };
  }

  readDxf(drawingId: string, data: ArrayBuffer): Promise<CadDrawingSummary> {
    this.calls.push(`readDxf ${drawingId}`);
    const text = new TextDecoder().decode(data);
    const script = JSON.parse(text.split('\n')[1] ?? '{}') as FakeCad;
    if (script.fail) return Promise.reject(new CadError(script.fail));
    return Promise.resolve(this.#summary(drawingId, script, 'dxf'));
  }

  loadDrawing(drawingId: string, drawing: CadDrawing): Promise<CadDrawingSummary> {
    this.calls.push(`loadDrawing ${drawingId}`);
    const unread = drawing.unreadableLayouts ? { unreadableLayouts: drawing.unreadableLayouts } : {};
    return Promise.resolve(this.#summary(drawingId, { units: drawing.units, ...unread }, 'dwg'));
  }

  build(
    drawingId: string,
    unit: CadUnit,
    unitSource: 'file' | 'person',
    options: { xrefs?: CadBuildXrefs } = {},
  ): Promise<CadBuildResult> {
    this.calls.push(`build ${drawingId} ${unit} ${unitSource}`);
    this.builtXrefs.push(options.xrefs);
    const drawn = (options.xrefs?.files ?? []).filter((x) => x.drawingId !== null);
    const failBuild = this.#scripts.get(drawingId)?.failBuild;
    if (failBuild) return Promise.reject(new CadError(failBuild));
    const pdf = new TextEncoder().encode(fakePlan({ pages: [{ size: { widthPt: 1000, heightPt: 700 } }] }));
    const unread = this.#scripts.get(drawingId)?.unreadableLayouts;
    const built = {
      ...model(unit, unitSource),
      ...(unread ? { unreadableLayouts: unread } : {}),
      ...(drawn.length > 0 ? { drawnXrefs: drawn.map((x) => ({ name: x.file, file: x.file, references: 1 })) } : {}),
    };
    return Promise.resolve({ pdf: pdf.buffer, model: built, operators: [1], ms: 1 });
  }

  forget(drawingId: string): Promise<null> {
    this.calls.push(`forget ${drawingId}`);
    return Promise.resolve(null);
  }

  terminate(): void {
    this.terminated++;
  }

  start(): void {
    this.calls.push('start');
  }
}

const DWG_DRAWING: CadDrawing = {
  format: 'dwg',
  version: 'AC1015',
  units: 'mm',
  insUnits: 4,
  layers: [],
  blocks: [],
  modelSpace: [],
  skipped: {},
};

async function setUp(convertDwg: CadServices['convertDwg'] = () => Promise.resolve(DWG_DRAWING)) {
  const db = testDatabase({ factory: new IDBFactory() });
  const options = deterministic();
  const project = await projectRepository(db, options).create({ name: 'Groupe scolaire' }, { by: BY });
  const files = planFileRepository(db, { ...options, requestPersistence: () => Promise.resolve(true) });
  const pdf = new FakePdfEngine();
  const cad = new FakeCadEngine();
  const convert = vi.fn(convertDwg);
  let n = 0;
  const queue = createImportQueue({
    projectId: project.id,
    author: { by: BY },
    pdf: () => pdf,
    store: files,
    requestPersistence: () => Promise.resolve(true),
    newId: () => `item-${++n}`,
    cad: { engine: () => cad, convertDwg: convert },
  });
  return { db, project, files, sheets: sheetRepository(db, options), pdf, cad, convert, queue };
}

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

const stepOf = (queue: ImportQueue, id: string) => queue.getSnapshot().find((i) => i.id === id);

async function written(db: MetrDatabase) {
  const tables = [db.files, db.fileBlobs, db.thumbnails, db.plans, db.journal, db.cadModels];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t.name, await t.count()] as const)));
}

describe('a CAD file in the import (issue 28)', () => {
  it('a DXF with units becomes one sheet calibrated from the file, its model and source saved with its PDF', async () => {
    const { queue, db, project, files, sheets, cad } = await setUp();
    const source = fakeDxf({ units: 'mm' });
    const [id = ''] = queue.add([new File([source], 'RDC.dxf')]);
    await queue.idle();
    const done = stepOf(queue, id);
    expect(done).toMatchObject({ step: 'done', drawing: 'dxf' });
    const [sheet] = await sheets.listByProject(project.id);
    expect(sheet).toMatchObject({
      name: 'RDC',
      width: 1000,
      height: 700,
      scale: {
        default: { source: { kind: 'file', unit: 'mm', unitSource: 'file', denominator: 100 } },
        regions: [],
      },
    });
    expect(sheet?.scale.default?.metresPerUnit).toBeCloseTo((0.0254 / 72) * 100, 12);
    const [file] = await db.files.toArray();
    expect(file).toMatchObject({
      name: 'RDC.dxf',
      mediaType: 'application/pdf',
      pageCount: 1,
      cad: { format: 'dxf', version: 'AC1015', unit: 'mm', unitSource: 'file' },
    });
    const stored = await files.getCadModel(file?.id ?? '');
    expect(await stored?.source.text()).toBe(source);
    expect(JSON.parse((await stored?.model.text()) ?? '{}')).toMatchObject({ version: 1, format: 'dxf' });
    expect((await files.getFileBlob(file?.id ?? ''))?.type).toBe('application/pdf');
    expect(await db.thumbnails.count()).toBe(1);
    expect(cad.calls).toEqual([`readDxf import-${id}`, `build import-${id} mm file`, `forget import-${id}`]);
    expect(cad.terminated).toBe(1);
  });

  it('asks the unit of a DXF that has none, once; the answer is kept as the person’s', async () => {
    const { queue, db, cad } = await setUp();
    const [id = ''] = queue.add([dxfFile('sans unité.dxf', { units: null, insUnits: 0 })]);
    const waiting = await reaches(queue, id, 'unit');
    expect(waiting).toMatchObject({ step: 'unit', unit: { format: 'dxf', insUnits: 0 } });
    expect(await db.files.count()).toBe(0);
    queue.answerUnit(id, 'cm');
    await queue.idle();
    expect(stepOf(queue, id)).toMatchObject({ step: 'done' });
    expect(cad.calls).toContain(`build import-${id} cm person`);
    expect((await db.files.toArray())[0]?.cad).toMatchObject({ unit: 'cm', unitSource: 'person' });
  });

  it('a file left out at the unit question saves nothing, and the rest of the batch imports', async () => {
    const { queue, db } = await setUp();
    const [asked = '', other = ''] = queue.add([
      dxfFile('sans unité.dxf', { units: null }),
      fakePlanFile('plan.pdf', { pages: [{}] }),
    ]);
    await reaches(queue, asked, 'unit');
    queue.answerUnit(asked, null);
    await queue.idle();
    expect(stepOf(queue, asked)).toMatchObject({ step: 'skipped', because: 'noUnit' });
    expect(stepOf(queue, other)).toMatchObject({ step: 'done' });
    expect(await written(db)).toMatchObject({ files: 1, cadModels: 0 });
  });

  it('a DWG goes to the server’s conversion, then to the CAD worker as a drawing', async () => {
    const { queue, db, cad, convert } = await setUp();
    const [id = ''] = queue.add([new File(['AC1015\0\0\0 the rest of a DWG'], 'plan.dwg')]);
    const opening = reaches(queue, id, 'opening');
    await queue.idle();
    // Its steps are said as a drawing's (« Conversion du DWG… »), from the first one after the file is known.
    expect(await opening).toMatchObject({ drawing: 'dwg' });
    expect(stepOf(queue, id)).toMatchObject({ step: 'done', drawing: 'dwg' });
    expect(convert).toHaveBeenCalledTimes(1);
    expect(cad.calls.slice(0, 2)).toEqual(['start', `loadDrawing import-${id}`]);
    expect((await db.files.toArray())[0]?.cad).toMatchObject({ format: 'dxf', unit: 'mm' });
    expect((await db.cadModels.toArray())[0]?.source.type).toBe('image/vnd.dwg');
  });

  it('a DWG’s CAD and PDF workers start before the server answers, their start off the import’s time', async () => {
    let answer: (drawing: CadDrawing) => void = () => {};
    const { queue, cad, pdf, convert } = await setUp(() => new Promise((resolve) => (answer = resolve)));
    const ready = vi.fn(() => Promise.resolve());
    Object.assign(pdf, { ready });
    const [id = ''] = queue.add([new File(['AC1015\0\0\0 the rest of a DWG'], 'plan.dwg')]);
    await vi.waitFor(() => expect(convert).toHaveBeenCalledTimes(1));
    expect(cad.calls).toEqual(['start']);
    expect(ready).toHaveBeenCalledTimes(1);
    answer(DWG_DRAWING);
    await queue.idle();
    expect(stepOf(queue, id)).toMatchObject({ step: 'done' });
  });

  it('a DWG whose conversion left layouts unread imports the rest, and its result counts them for the summary', async () => {
    const { queue } = await setUp(() => Promise.resolve({ ...DWG_DRAWING, unreadableLayouts: 2 }));
    const [id = '', pdfLike = ''] = queue.add([
      new File(['AC1015\0\0\0 the rest of a DWG'], 'plan.dwg'),
      dxfFile('autre.dxf', { units: 'm' }),
    ]);
    await queue.idle();
    expect(stepOf(queue, id)).toMatchObject({ step: 'done', result: { unreadLayouts: 2 } });
    const other = stepOf(queue, pdfLike);
    expect(other?.step === 'done' && other.result.unreadLayouts).toBeUndefined();
  });

  it.each([
    ['the server unreachable', new CadError('serverUnreachable'), 'cad:serverUnreachable'],
    [
      'a failed conversion',
      Object.assign(new Error('x'), { name: 'CadConversionError', code: 'truncated' }),
      'cad:truncated',
    ],
  ])('a DWG with %s fails with its reason, nothing saved, the batch goes on', async (_, error, reason) => {
    const { queue, db } = await setUp(() => Promise.reject(error));
    const [id = '', other = ''] = queue.add([
      new File(['AC1015\0\0'], 'plan.dwg'),
      dxfFile('autre.dxf', { units: 'm' }),
    ]);
    await queue.idle();
    expect(stepOf(queue, id)).toMatchObject({ step: 'failed', reason });
    expect(stepOf(queue, other)).toMatchObject({ step: 'done' });
    expect(await written(db)).toMatchObject({ files: 1, cadModels: 1, fileBlobs: 1 });
  });

  it.each([
    ['named .dwg but not one', new File(['PK\x03\x04 a zip'], 'plan.dwg'), 'cad:notCad'],
    ['a binary DXF', new File(['AutoCAD Binary DXF\r\n\x1a\0'], 'plan.dxf'), 'cad:unsupportedVersion'],
    ['an empty model space', dxfFile('vide.dxf', { units: 'mm', fail: 'emptyModel' }), 'cad:emptyModel'],
    ['a truncated DXF', dxfFile('coupé.dxf', { units: 'mm', fail: 'truncated' }), 'cad:truncated'],
    ['too many entities', dxfFile('énorme.dxf', { units: 'mm', fail: 'tooComplex' }), 'cad:tooComplex'],
    [
      'a sheet past the PDF engine’s operators',
      dxfFile('maquette.dxf', { units: 'mm', fail: 'tooManyOperators' }),
      'cad:tooManyOperators',
    ],
    ['a crashed worker', dxfFile('crash.dxf', { units: 'mm', fail: 'workerFailed' }), 'cad:workerFailed'],
  ])('%s fails with its reason and saves nothing', async (_, file, reason) => {
    const { queue, db, cad } = await setUp();
    const [id = ''] = queue.add([file]);
    await queue.idle();
    expect(stepOf(queue, id)).toMatchObject({ step: 'failed', reason });
    // The one journal entry is the project's creation.
    expect(await written(db)).toEqual({ files: 0, fileBlobs: 0, thumbnails: 0, plans: 0, journal: 1, cadModels: 0 });
    // Refused before the worker when the bytes say so.
    if (reason === 'cad:notCad' || reason === 'cad:unsupportedVersion') expect(cad.calls).toEqual([]);
  });

  it('a drawing whose sheet passes the PDF engine’s operators stops with its reason, nothing of it saved, the batch goes on', async () => {
    const { queue, db } = await setUp();
    const [heavy = '', other = ''] = queue.add([
      dxfFile('maquette.dxf', { units: 'mm', failBuild: 'tooManyOperators' }),
      dxfFile('RDC.dxf', { units: 'mm' }),
    ]);
    await queue.idle();
    expect(stepOf(queue, heavy)).toMatchObject({ step: 'failed', reason: 'cad:tooManyOperators', drawing: 'dxf' });
    expect(stepOf(queue, other)).toMatchObject({ step: 'done' });
    expect(await written(db)).toMatchObject({ files: 1, fileBlobs: 1, cadModels: 1, plans: 1 });
  });

  it('the same DXF imported again asks « ignorer ou nouvel indice »', async () => {
    const { queue } = await setUp();
    queue.add([dxfFile('RDC.dxf', { units: 'mm' })]);
    await queue.idle();
    const [again = ''] = queue.add([dxfFile('RDC copie.dxf', { units: 'mm' })]);
    const asked = await reaches(queue, again, 'question');
    expect(asked).toMatchObject({ question: { fileName: 'RDC.dxf' } });
    queue.answer(again, 'skip');
    await queue.idle();
    expect(stepOf(queue, again)).toMatchObject({ step: 'skipped' });
    expect(stepOf(queue, again)).not.toHaveProperty('because');
  });

  it('a cancelled CAD file leaves nothing and stops its worker', async () => {
    const { queue, db, cad } = await setUp();
    const [id = ''] = queue.add([dxfFile('sans unité.dxf', { units: null })]);
    await reaches(queue, id, 'unit');
    queue.cancel(id);
    await queue.idle();
    expect(stepOf(queue, id)).toMatchObject({ step: 'cancelled' });
    expect(cad.terminated).toBe(1);
    expect(await written(db)).toMatchObject({ files: 0, cadModels: 0 });
  });
});

describe('external references drawn from the files of the same selection (issue 28)', () => {
  it('reads the referenced files in the host’s worker, theirs in turn, and hands them to its build', async () => {
    const { queue, cad } = await setUp();
    const ids = queue.add([
      dxfFile('CARTOUCHE.dxf', { units: 'mm', xrefs: ['PLAN RDC.dwg', 'ABSENT.dwg'] }),
      dxfFile('plan rdc.DXF', { units: 'm', xrefs: ['STRUCTURE.dxf', 'CARTOUCHE.dxf'] }),
      dxfFile('STRUCTURE.dxf', { units: 'mm' }),
      dxfFile('CASSE.dxf', { units: 'mm', fail: 'truncated' }),
      fakePlanFile('notice.pdf', { pages: [{}] }),
    ]);
    const host = ids[0] ?? '';
    await queue.idle();
    expect(stepOf(queue, host)).toMatchObject({ step: 'done', result: { drawnXrefs: 2 } });
    // The host read its references under ids of its own, breadth first, never itself again (a cycle is the
    // build's to refuse: domain/cad/xrefs.ts).
    expect(cad.calls.slice(0, 4)).toEqual([
      `readDxf import-${host}`,
      `readDxf import-${host}:xref-1`,
      `readDxf import-${host}:xref-2`,
      `build import-${host} mm file`,
    ]);
    expect(cad.builtXrefs[0]).toEqual({
      hostFile: 'CARTOUCHE.dxf',
      files: [
        { file: 'plan rdc.DXF', drawingId: `import-${host}:xref-1` },
        { file: 'STRUCTURE.dxf', drawingId: `import-${host}:xref-2` },
      ],
    });
    expect(cad.calls).toContain(`forget import-${host}:xref-1`);
    // Each referenced file is still imported as its own plan.
    for (const id of ids.slice(1, 3)) expect(stepOf(queue, id)).toMatchObject({ step: 'done' });
  });

  it('names a referenced file that cannot be read unreadable, and imports the host all the same', async () => {
    const { queue, cad } = await setUp();
    const [host = '', broken = ''] = queue.add([
      dxfFile('CARTOUCHE.dxf', { units: 'mm', xrefs: ['CASSE.dwg'] }),
      dxfFile('casse.dxf', { units: 'mm', fail: 'truncated' }),
    ]);
    await queue.idle();
    expect(stepOf(queue, host)).toMatchObject({ step: 'done' });
    expect(stepOf(queue, broken)).toMatchObject({ step: 'failed', reason: 'cad:truncated' });
    expect(cad.builtXrefs[0]).toEqual({ hostFile: 'CARTOUCHE.dxf', files: [{ file: 'casse.dxf', drawingId: null }] });
  });

  it('gives the build nothing to draw from when no referenced file was given', async () => {
    const { queue, cad } = await setUp();
    const [host = ''] = queue.add([dxfFile('CARTOUCHE.dxf', { units: 'mm', xrefs: ['PLAN RDC.dwg'] })]);
    await queue.idle();
    expect(stepOf(queue, host)).toMatchObject({ step: 'done' });
    expect(cad.builtXrefs).toEqual([undefined]);
  });
});

describe('external references drawn from the project’s CAD files (issue 28)', () => {
  it('a host imported alone draws a referenced file already in the project; the selection’s own goes first', async () => {
    const { queue, cad } = await setUp();
    queue.add([dxfFile('PLAN RDC.dxf', { units: 'm', seed: 'project' }), dxfFile('STRUCTURE.dxf', { units: 'mm' })]);
    await queue.idle();
    const [host = ''] = queue.add([
      dxfFile('CARTOUCHE.dxf', { units: 'mm', xrefs: ['PLAN RDC.dwg', 'STRUCTURE.dwg'] }),
      dxfFile('structure.dxf', { units: 'mm', seed: 'selection' }),
    ]);
    await queue.idle();
    expect(stepOf(queue, host)).toMatchObject({ step: 'done', result: { drawnXrefs: 2 } });
    const built = cad.builtXrefs.at(-2);
    expect(built).toEqual({
      hostFile: 'CARTOUCHE.dxf',
      files: [
        { file: 'PLAN RDC.dxf', drawingId: `import-${host}:xref-1` },
        { file: 'structure.dxf', drawingId: `import-${host}:xref-2` },
      ],
    });
  });
});
