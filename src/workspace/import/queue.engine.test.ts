/**
 * The pipeline on our fixture plans through the real PDF engine (pdf.js in Node, as src/workers/pdf/engine.test.ts
 * runs it) — and the real CAD engine for a DXF — and fake-indexeddb: the same files the e2e test drops in the browser.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BY, closeTestDatabases, deterministic, testDatabase } from '../../db/testing/database';
import { planFileRepository } from '../../db/workspace/files';
import { projectRepository } from '../../db/workspace/projects';
import { sheetRepository } from '../../db/workspace/sheets';
import type { EngineLimits } from '../../workers/pdf/engine';
import { FIXTURES, nodeCanvas, nodeEngine } from '../../workers/pdf/testing';
import { bombPdf, manyPagesPdf } from '../../../scripts/fixtures/hostile-pdf';
import { syntheticNothingDrawn } from '../../../scripts/cad/make-dxf';
import type { CadSheetModel } from '../../domain/cad/types';
import type { CadEngine } from '../../workers/cad/engine';
import type { CadProgressMessage } from '../../workers/cad/protocol';
import { nodeCadEngine } from '../../workers/cad/testing';
import { createImportQueue } from './queue';
import { engineAsClient } from './testing';
import type { ImportCadEngine } from './types';

afterEach(closeTestDatabases);

const CAD_FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/cad');
const fixtureFile = (name: string) => new File([readFileSync(join(FIXTURES, name))], name);

async function importFixtures(names: readonly string[] | readonly File[], limits?: Partial<EngineLimits>) {
  const db = testDatabase();
  const options = deterministic();
  const project = await projectRepository(db, options).create({ name: 'Groupe scolaire' }, { by: BY });
  const engine = nodeEngine(limits ? { limits } : {});
  const queue = createImportQueue({
    projectId: project.id,
    author: { by: BY },
    pdf: () => engineAsClient(engine),
    store: planFileRepository(db, { ...options, requestPersistence: () => Promise.resolve(true) }),
  });
  queue.add(names.map((name) => (typeof name === 'string' ? fixtureFile(name) : name)));
  await queue.idle();
  return { db, project, items: queue.getSnapshot(), engine };
}

describe.skipIf(!nodeCanvas)('importing our fixture plans with the real engine', () => {
  it('plan.pdf: two sheets named from their title blocks, each with a thumbnail; the document closed', async () => {
    const { db, project, items, engine } = await importFixtures(['plan.pdf']);
    expect(items.map((i) => i.step)).toEqual(['done']);
    const sheets = await sheetRepository(db).listByProject(project.id);
    expect(sheets.map((s) => s.name)).toEqual(['A-101 – PLAN RDC', 'A-102 – PLAN R+1']);
    // Page 2 carries /Rotate 90: its sheet is as wide as page 1 is tall.
    expect(sheets[1]?.width).toBeCloseTo(sheets[0]?.height ?? 0, 3);
    const thumbnails = await db.thumbnails.toArray();
    expect(thumbnails).toHaveLength(2);
    for (const { blob } of thumbnails) expect(blob.size).toBeGreaterThan(100);
    expect(engine.openDocuments).toEqual([]);
  });

  it('plan-layers.pdf: the sheet takes its page label', async () => {
    const { db, project } = await importFixtures(['plan-layers.pdf']);
    expect((await sheetRepository(db).listByProject(project.id)).map((s) => s.name)).toEqual(['RDC-1']);
  });

  it('each bad fixture fails with its reason and leaves nothing; the good ones of the batch import', async () => {
    const { db, items } = await importFixtures([
      'not-a-pdf.pdf',
      'plan.pdf',
      'empty.pdf',
      'plan-truncated.pdf',
      'plan-password.pdf',
      'plan-raster.pdf',
    ]);
    expect(items.map((i) => [i.name, i.step === 'failed' ? i.reason : i.step])).toEqual([
      ['not-a-pdf.pdf', 'notPdf'],
      ['plan.pdf', 'done'],
      ['empty.pdf', 'empty'],
      ['plan-truncated.pdf', 'corrupt'],
      ['plan-password.pdf', 'password'],
      ['plan-raster.pdf', 'done'],
    ]);
    expect((await db.files.toArray()).map((f) => f.name).sort()).toEqual(['plan-raster.pdf', 'plan.pdf']);
    expect(await db.fileBlobs.count()).toBe(2);
    expect(await db.plans.count()).toBe(3);
  });

  it('a scan has no text: its sheet is named after the file and page', async () => {
    const { db, project } = await importFixtures(['plan-raster.pdf']);
    expect((await sheetRepository(db).listByProject(project.id)).map((s) => s.name)).toEqual([
      'plan-raster – p.\u00a01',
    ]);
  });

  it('a decompression bomb and a set over the page limit fail with their reasons; the plan after them imports', async () => {
    const bomb = new File([await bombPdf(1_000_000)], 'bombe.pdf');
    const many = new File([manyPagesPdf(2_000)], 'jeu-2000-pages.pdf');
    const { db, items } = await importFixtures([bomb, many, fixtureFile('plan.pdf')], {
      maxOperators: 5_000,
      maxPages: 1_000,
    });
    expect(items.map((i) => [i.name, i.step === 'failed' ? i.reason : i.step])).toEqual([
      ['bombe.pdf', 'tooComplex'],
      ['jeu-2000-pages.pdf', 'tooManyPages'],
      ['plan.pdf', 'done'],
    ]);
    expect((await db.files.toArray()).map((f) => f.name)).toEqual(['plan.pdf']);
  });
});

/** The CAD worker's engine as the queue's client, in the same thread (the worker's dispatcher is tested on its own). */
function cadEngineAsClient(engine: CadEngine): ImportCadEngine {
  const context = (options: { signal?: AbortSignal; onProgress?: (progress: CadProgressMessage) => void } = {}) => ({
    signal: options.signal ?? new AbortController().signal,
    progress: options.onProgress ?? (() => {}),
  });
  return {
    readDxf: (id, data, options) => engine.readDxf(id, data, context(options)),
    loadDrawing: (id, drawing, options) => engine.loadDrawing(id, drawing, context(options)),
    build: (id, unit, unitSource, options) => engine.build(id, unit, unitSource, context(options)),
    forget: (id) => Promise.resolve(engine.forget(id)),
    terminate: () => {},
  };
}

describe.skipIf(!nodeCanvas)('importing a plan drawn on paper only with the real CAD and PDF engines', () => {
  it('its two drawn layouts become its two sheets, calibrated from the file; a file drawing nothing is refused', async () => {
    const db = testDatabase();
    const options = deterministic();
    const project = await projectRepository(db, options).create({ name: 'Groupe scolaire' }, { by: BY });
    const queue = createImportQueue({
      projectId: project.id,
      author: { by: BY },
      pdf: () => engineAsClient(nodeEngine()),
      store: planFileRepository(db, { ...options, requestPersistence: () => Promise.resolve(true) }),
      cad: {
        engine: () => cadEngineAsClient(nodeCadEngine()),
        convertDwg: () => Promise.reject(new Error('no DWG here')),
      },
    });
    queue.add([
      new File([readFileSync(join(CAD_FIXTURES, 'synthetic-paper-only.dxf'))], 'papier.dxf'),
      new File([syntheticNothingDrawn()], 'vide.dxf'),
    ]);
    await queue.idle();
    const items = queue.getSnapshot();
    expect(items.map((i) => [i.name, i.step === 'failed' ? i.reason : i.step])).toEqual([
      ['papier.dxf', 'done'],
      ['vide.dxf', 'cad:emptyModel'],
    ]);
    const done = items[0];
    if (done?.step !== 'done') throw new Error('not imported');
    expect(done.result.sheetIds).toHaveLength(2);
    const sheets = await sheetRepository(db).listByProject(project.id);
    // No model space sheet: the layouts from page 0, named by their tabs, each at the paper's 1:1 from the file's mm.
    expect(sheets.map((s) => [s.name, s.pageIndex, s.scale.default?.source])).toEqual([
      ['A1 - Plan', 0, { kind: 'file', unit: 'mm', unitSource: 'file', denominator: 1 }],
      ['A3 - Cartouche', 1, { kind: 'file', unit: 'mm', unitSource: 'file', denominator: 1 }],
    ]);
    expect(sheets.map((s) => s.scale.regions)).toEqual([[], []]);
    const files = await db.files.toArray();
    expect(files.map((f) => [f.name, f.pageCount, f.cad])).toEqual([
      ['papier.dxf', 2, { format: 'dxf', version: 'AC1015', unit: 'mm', unitSource: 'file', paperOnly: true }],
    ]);
    expect(await db.thumbnails.count()).toBe(2);
    const row = await db.cadModels.get(files[0]?.id ?? '');
    const model = JSON.parse((await row?.model.text()) ?? 'null') as CadSheetModel;
    expect(model.paperOnly).toBe(true);
    expect(model.layouts?.map((l) => [l.name, l.pageIndex, l.blocks.map((b) => [b.name, b.topLevel])])).toEqual([
      ['A1 - Plan', 0, [['PORTE_90', 2]]],
      ['A3 - Cartouche', 1, []],
    ]);
  });
});
