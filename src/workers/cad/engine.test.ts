import { afterEach, describe, expect, it, vi } from 'vitest';
import { block, drawing, insert, layer, line } from '../../domain/cad/pdfTesting.ts';
import { cadLayout } from '../../domain/cad/testing.ts';
import type { CadDrawing } from '../../domain/cad/types.ts';
import { syntheticNothingDrawn, syntheticPaperOnly } from '../../../scripts/cad/make-dxf.ts';
import type { PdfEngine } from '../pdf/engine.ts';
import { context, nodeEngine, type NodeImage } from '../pdf/testing.ts';
import { createDispatcher } from './dispatch.ts';
import { CadError, type CadRequest, type CadWorkerMessage } from './protocol.ts';
import { cadContext, nodeCadEngine } from './testing.ts';

const pdfEngines: PdfEngine<NodeImage>[] = [];
afterEach(async () => {
  for (const e of pdfEngines.splice(0)) for (const id of e.openDocuments) await e.close(id);
});

function plan(): CadDrawing {
  return drawing({
    layers: [layer('MURS'), layer('PORTES', { visible: false })],
    blocks: [block('PORTE', [line('0', { x: 0, y: 0 }, { x: 900, y: 0 })])],
    modelSpace: [
      line('MURS', { x: 0, y: 0 }, { x: 10_000, y: 0 }),
      line('MURS', { x: 10_000, y: 0 }, { x: 10_000, y: 8000 }),
      insert('PORTES', 'PORTE', { x: 2000, y: 0 }, { columns: 2, columnSpacing: 3000 }),
    ],
    skipped: { '3DSOLID': 2 },
  });
}

async function failure(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof CadError ? error.code : `not a CadError: ${String(error)}`),
  );
}

describe('CadEngine', () => {
  it('keeps a loaded drawing, summarises it, and builds its sheet: a PDF pdf.js opens, with its layers', async () => {
    const engine = nodeCadEngine();
    const summary = await engine.loadDrawing('d1', plan(), cadContext());
    expect(summary).toMatchObject({
      drawingId: 'd1',
      format: 'dxf',
      version: 'AC1015',
      units: 'mm',
      insUnits: 4,
      layerCount: 2,
      blockCount: 1,
      entityCount: 3,
      skipped: { '3DSOLID': 2 },
    });
    const ctx = cadContext();
    const built = await engine.build('d1', 'mm', 'file', ctx);
    expect(ctx.stages[0]).toBe('blocks');
    expect(ctx.stages.slice(1).every((s) => s === 'draw')).toBe(true);
    expect(ctx.stages.length).toBeGreaterThanOrEqual(3);
    // 10 m at 1:10 is 2 835 pt: the largest scale that fits the sheet (domain/cad/placement.ts).
    expect(built.model.placement).toMatchObject({ unit: 'mm', unitSource: 'file', denominator: 10 });
    // The PDF's buffer is exactly the file (transferred as it is).
    expect(new TextDecoder().decode(new Uint8Array(built.pdf, 0, 8))).toBe('%PDF-1.7');
    const pdf = nodeEngine();
    pdfEngines.push(pdf);
    const doc = await pdf.open('sheet', built.pdf, context());
    expect(doc.pages[0]?.widthPt).toBeCloseTo(built.model.width, 3);
    expect(doc.layers.map((l) => [l.name, l.visibleByDefault])).toEqual([
      ['MURS', true],
      ['PORTES', false],
    ]);
    const v = await pdf.vectors('sheet', 0, {}, context());
    expect(v.segmentCount).toBe(4);
  });

  it('reads a DXF through the pipeline’s reader, with its progress, and passes a bad file’s code on', async () => {
    const readDxf = vi.fn((bytes: Uint8Array, onProgress: (done: number, total: number) => void) => {
      onProgress(bytes.length, bytes.length);
      if (bytes[0] === 0) throw Object.assign(new Error('cut short'), { name: 'CadReadError', code: 'truncated' });
      return plan();
    });
    const engine = nodeCadEngine({ readDxf });
    const ctx = cadContext();
    const summary = await engine.readDxf('d', new Uint8Array([1, 2, 3]).buffer, ctx);
    expect(summary.entityCount).toBe(3);
    expect(ctx.stages).toEqual(['parse', 'parse']);
    expect(engine.drawingIds).toEqual(['d']);
    const error = await engine.readDxf('bad', new Uint8Array([0]).buffer, cadContext()).catch((e: unknown) => e);
    expect(error).toEqual(new CadError('truncated', 'cut short'));
    expect(engine.drawingIds).toEqual(['d']);
  });

  it('keeps a drawing handed over as the server’s JSON bytes, parsed here; bad JSON or an empty one refused', async () => {
    const engine = nodeCadEngine();
    const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer;
    const summary = await engine.loadDrawing('j', bytes(plan()), cadContext());
    expect(summary).toMatchObject({ drawingId: 'j', entityCount: plan().modelSpace.length });
    expect(engine.drawingIds).toEqual(['j']);
    const cut = new TextEncoder().encode(JSON.stringify(plan()).slice(0, 40)).buffer;
    expect(await failure(engine.loadDrawing('c', cut, cadContext()))).toBe('conversionFailed');
    expect(await failure(engine.loadDrawing('s', bytes({ nope: true }), cadContext()))).toBe('conversionFailed');
    expect(await failure(engine.loadDrawing('e', bytes(drawing({ modelSpace: [] })), cadContext()))).toBe('emptyModel');
    expect(engine.drawingIds).toEqual(['j']);
  });

  it('refuses an empty model, too many entities or references, a malformed drawing, an unknown id', async () => {
    const engine = nodeCadEngine({}, { entities: 5, references: 3 });
    expect(await failure(engine.loadDrawing('e', drawing({ modelSpace: [] }), cadContext()))).toBe('emptyModel');
    const xrefOnly = drawing({ blocks: [block('X', [])], modelSpace: [insert('0', 'X', { x: 0, y: 0 })] });
    expect(await failure(engine.loadDrawing('x', xrefOnly, cadContext()))).toBe('emptyModel');
    const many = drawing({
      modelSpace: Array.from({ length: 6 }, (_, i) => line('0', { x: i, y: 0 }, { x: i, y: 1 })),
    });
    expect(await failure(engine.loadDrawing('m', many, cadContext()))).toBe('tooComplex');
    const grid = drawing({
      blocks: [block('B', [line('0', { x: 0, y: 0 }, { x: 1, y: 0 })])],
      modelSpace: [insert('0', 'B', { x: 0, y: 0 }, { rows: 2, columns: 2 })],
    });
    expect(await failure(engine.loadDrawing('g', grid, cadContext()))).toBe('tooComplex');
    expect(await failure(engine.loadDrawing('n', { nope: true } as unknown as CadDrawing, cadContext()))).toBe(
      'badRequest',
    );
    expect(await failure(engine.build('nobody', 'mm', 'file', cadContext()))).toBe('unknownDrawing');
    expect(engine.drawingIds).toEqual([]);
  });

  it('builds a plan drawn on paper only: its layouts are its pages and sheets from page 0, no model space sheet', async () => {
    const engine = nodeCadEngine();
    const bytes = new TextEncoder().encode(syntheticPaperOnly());
    const summary = await engine.readDxf('paper', bytes.buffer as ArrayBuffer, cadContext());
    expect(summary).toMatchObject({ units: 'mm', entityCount: 0, blockCount: 1 });
    const ctx = cadContext();
    const built = await engine.build('paper', 'mm', 'file', ctx);
    expect(ctx.stages[0]).toBe('blocks');
    expect(ctx.stages.slice(1).every((s) => s === 'draw')).toBe(true);
    expect(built.model.paperOnly).toBe(true);
    expect(built.model.layouts?.map((l) => [l.name, l.pageIndex])).toEqual([
      ['A1 - Plan', 0],
      ['A3 - Cartouche', 1],
    ]);
    // The file's own fields are page 0's: the first layout's, calibrated from the file's millimetres at 1:1.
    const a1 = built.model.layouts?.[0];
    expect(built.model.placement).toEqual(a1?.placement);
    expect(built.model.placement).toMatchObject({ unit: 'mm', unitSource: 'file', denominator: 1 });
    expect(built.model.blocks.map((b) => [b.name, b.topLevel])).toEqual([['PORTE_90', 2]]);
    const pdf = nodeEngine();
    pdfEngines.push(pdf);
    const doc = await pdf.open('paper', built.pdf, context());
    expect(doc.pages).toHaveLength(2);
    expect(doc.pages[0]?.widthPt).toBeCloseTo(a1?.width ?? 0, 3);
    expect(doc.layers.map((l) => l.name)).toEqual(['MURS', 'MENUISERIES', 'CARTOUCHE']);
    // The A1 plan: four walls, two doors (a leaf and a swing each), the frame; drawn on paper.
    const v = await pdf.vectors('paper', 0, {}, context());
    expect(v.segmentCount).toBeGreaterThanOrEqual(4 + 4 + 2);
  });

  it('refuses a drawing that draws nothing anywhere (empty model space, a layout with only viewports)', async () => {
    const engine = nodeCadEngine();
    const bytes = new TextEncoder().encode(syntheticNothingDrawn());
    // Read by the real reader, which refuses it first…
    expect(await failure(engine.readDxf('n', bytes.buffer as ArrayBuffer, cadContext()))).toBe('emptyModel');
    // … and a drawing handed over (the server's) with layouts that draw nothing is refused too.
    const emptyLayout = drawing({
      modelSpace: [],
      layouts: [cadLayout({ entities: [], viewports: [] })],
    });
    expect(await failure(engine.loadDrawing('v', emptyLayout, cadContext()))).toBe('emptyModel');
    const paperLine = drawing({
      modelSpace: [],
      layouts: [cadLayout({ entities: [line('0', { x: 0, y: 0 }, { x: 100, y: 0 })], viewports: [] })],
    });
    await engine.loadDrawing('p', paperLine, cadContext());
    const built = await engine.build('p', 'mm', 'file', cadContext());
    expect(built.model.layouts?.map((l) => l.pageIndex)).toEqual([0]);
    expect(engine.drawingIds).toEqual(['p']);
  });

  it('passes the layouts the server could not read on to the model, for the sheet to say so', async () => {
    const engine = nodeCadEngine();
    await engine.loadDrawing('u', drawing({ ...plan(), unreadableLayouts: 2 }), cadContext());
    const built = await engine.build('u', 'mm', 'file', cadContext());
    expect(built.model.unreadableLayouts).toBe(2);
    expect(built.model.layouts).toBeUndefined();
    await engine.loadDrawing('r', plan(), cadContext());
    expect((await engine.build('r', 'mm', 'file', cadContext())).model.unreadableLayouts).toBeUndefined();
  });

  it('counts the layouts’ entities with model space against the limits', async () => {
    const engine = nodeCadEngine({}, { entities: 5, references: 3 });
    const lines = (n: number) => Array.from({ length: n }, (_, i) => line('0', { x: i, y: 0 }, { x: i, y: 1 }));
    const split = drawing({ modelSpace: lines(3), layouts: [cadLayout({ entities: lines(3), viewports: [] })] });
    expect(await failure(engine.loadDrawing('s', split, cadContext()))).toBe('tooComplex');
  });

  it('forgets a drawing', async () => {
    const engine = nodeCadEngine();
    await engine.loadDrawing('d', plan(), cadContext());
    engine.forget('d');
    expect(await failure(engine.build('d', 'mm', 'file', cadContext()))).toBe('unknownDrawing');
  });

  it('passes the placement’s and the model’s CAD errors on', async () => {
    const engine = nodeCadEngine({
      buildSheetModel: () => {
        throw Object.assign(new Error('too many'), { code: 'tooComplex' });
      },
    });
    await engine.loadDrawing('d', plan(), cadContext());
    expect(await failure(engine.build('d', 'mm', 'file', cadContext()))).toBe('tooComplex');
  });
});

describe('the CAD dispatcher', () => {
  function harness() {
    const posted: { message: CadWorkerMessage; transfer: Transferable[] }[] = [];
    const dispatch = createDispatcher(nodeCadEngine(), (message, transfer) => posted.push({ message, transfer }));
    const answer = (id: number) =>
      vi.waitFor(() => {
        const found = posted.find((p) => p.message.type !== 'progress' && 'id' in p.message && p.message.id === id);
        if (!found) throw new Error('no answer yet');
        return found;
      });
    return { dispatch, posted, answer };
  }

  it('answers each request, transfers the built PDF, and relays progress', async () => {
    const h = harness();
    h.dispatch({ type: 'loadDrawing', id: 1, drawingId: 'd', drawing: plan() });
    expect((await h.answer(1)).message).toMatchObject({ type: 'result', request: 'loadDrawing', id: 1 });
    h.dispatch({ type: 'build', id: 2, drawingId: 'd', unit: 'cm', unitSource: 'person' });
    const built = await h.answer(2);
    expect(built.message).toMatchObject({ type: 'result', request: 'build', id: 2 });
    const result = built.message.type === 'result' && built.message.request === 'build' ? built.message.result : null;
    expect(built.transfer).toEqual([result?.pdf]);
    expect(result?.model.placement).toMatchObject({ unit: 'cm', unitSource: 'person' });
    expect(h.posted.some((p) => p.message.type === 'progress' && p.message.id === 2)).toBe(true);
    h.dispatch({ type: 'forget', id: 3, drawingId: 'd' });
    expect((await h.answer(3)).message).toMatchObject({ type: 'result', request: 'forget', result: null });
  });

  it('answers errors with their codes, an unknown request with badRequest', async () => {
    const h = harness();
    h.dispatch({ type: 'build', id: 1, drawingId: 'x', unit: 'mm', unitSource: 'file' });
    expect((await h.answer(1)).message).toMatchObject({ type: 'error', error: { code: 'unknownDrawing' } });
    h.dispatch({ type: 'nope', id: 2 } as unknown as CadRequest);
    expect((await h.answer(2)).message).toMatchObject({ type: 'error', error: { code: 'badRequest' } });
    // Four zero bytes: refused with a CAD code by the reader (or, until it is wired, workerFailed), never a bug.
    h.dispatch({ type: 'readDxf', id: 3, drawingId: 'r', data: new ArrayBuffer(4) });
    const refused = (await h.answer(3)).message;
    expect(refused.type).toBe('error');
    expect(refused.type === 'error' && refused.error.code).not.toBe('unknown');
  });
});
