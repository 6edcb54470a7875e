/**
 * The comparison engine's plumbing on the small plan fixture (A3, fast to render): the stages, the refusals, the
 * cancellation, and the dispatcher's messages with the pictures transferred. The VA sheet is engine.real.test.ts's.
 */
import { PDFDocument, degrees, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { IDENTITY, maxDisplacement, scaleAndRotation } from '../../domain/comparison/align.ts';
import { fixture, nodeGreyEngine } from '../pdf/testing.ts';
import { createDispatcher, transferablesOf } from './dispatch.ts';
import { ComparisonEngine, shifted } from './engine.ts';
import { ComparisonError, type ComparisonRequest, type ComparisonWorkerMessage } from './protocol.ts';
import { hasCanvas, nodeComparisonEngine, TEST_COLOURS } from './testing.ts';

function context(signal = new AbortController().signal) {
  const stages: string[] = [];
  return { signal, progress: (p: { stage: string }) => stages.push(p.stage), stages };
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ComparisonError) return error.code;
    throw error;
  }
  throw new Error('expected a failure');
}

describe.skipIf(!hasCanvas)('ComparisonEngine on the plan fixture', () => {
  it('compares a page with itself: identity, no region, pictures within their budget', async () => {
    const engine = nodeComparisonEngine({ pictureMaxPixels: 200_000 });
    await engine.open('p', fixture('plan.pdf'), context());
    const ctx = context();
    const result = await engine.compare(
      { docId: 'p', page: 1 },
      { docId: 'p', page: 1 },
      { pictures: true, colours: TEST_COLOURS },
      ctx,
    );
    expect(maxDisplacement(result.alignment.matrix, IDENTITY, 1190, 842)).toBeLessThan(0.02);
    expect(result.regions).toEqual([]);
    expect(result.scale).toBe(2);
    expect(ctx.stages[0]).toBe('render');
    expect(ctx.stages.slice(-2)).toEqual(['regions', 'pictures']);
    const p = result.pictures;
    if (!p) throw new Error('no pictures');
    expect(p.width * p.height).toBeLessThanOrEqual(200_000);
    expect(p.old.rgba.length).toBe(p.width * p.height * 4);
    expect(Object.values(result.ms).every((ms) => ms >= 0)).toBe(true);
  }, 60_000);

  it('keeps the pictures it was asked to keep for one encode (issue 27: stored to be shown again), then lets them go', async () => {
    const encoded: number[] = [];
    const engine = new ComparisonEngine(
      nodeGreyEngine(),
      {
        bitmap: (width, height, rgba) => ({ width, height, rgba }),
        encode: (width, height, rgba) => {
          encoded.push(rgba.length);
          return Promise.resolve(new Blob([`${width}x${height}`], { type: 'image/webp' }));
        },
      },
      { pictureMaxPixels: 200_000 },
    );
    await engine.open('p', fixture('plan.pdf'), context());
    const page = { docId: 'p', page: 1 };
    // Not asked to keep: nothing to encode.
    await engine.compare(page, page, { pictures: true, colours: TEST_COLOURS }, context());
    expect(await engine.encodeKept()).toBeNull();
    const result = await engine.compare(page, page, { pictures: true, colours: TEST_COLOURS, keep: true }, context());
    const kept = await engine.encodeKept();
    const p = result.pictures;
    if (!kept || !p) throw new Error('nothing kept');
    expect(kept).toMatchObject({ scale: p.scale, width: p.width, height: p.height });
    expect(await kept.redGreen.text()).toBe(`${p.width}x${p.height}`);
    expect(encoded).toEqual(Array.from({ length: 4 }, () => p.width * p.height * 4));
    // Once only; and a comparison that follows drops what an earlier one kept.
    expect(await engine.encodeKept()).toBeNull();
    await engine.compare(page, page, { pictures: true, colours: TEST_COLOURS, keep: true }, context());
    await engine.compare(page, page, { pictures: true, colours: TEST_COLOURS }, context());
    expect(await engine.encodeKept()).toBeNull();
  }, 60_000);

  it('aligns a re-plot at a slightly different scale and rotation, drawn again through it: only the erased area', async () => {
    const source = await PDFDocument.load(fixture('plan.pdf'));
    const out = await PDFDocument.create();
    const embedded = await out.embedPage(source.getPage(0));
    const { width, height } = source.getPage(0).getSize();
    const page = out.addPage([width, height]);
    // Scaled by 0.99 and turned 0.3° about the PDF origin (bottom left), moved by (8, 5) pt.
    page.drawPage(embedded, { x: 8, y: 5, xScale: 0.99, yScale: 0.99, rotate: degrees(0.3) });
    page.drawRectangle({ x: 400, y: 300, width: 200, height: 150, color: rgb(1, 1, 1) });
    const bytes = await out.save();
    const engine = nodeComparisonEngine();
    await engine.open('p', fixture('plan.pdf'), context());
    await engine.open(
      'r',
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      context(),
    );
    const ctx = context();
    const result = await engine.compare({ docId: 'p', page: 1 }, { docId: 'r', page: 1 }, { pictures: false }, ctx);
    const { scale, rotation } = scaleAndRotation(result.alignment.matrix);
    expect(scale).toBeCloseTo(0.99, 3);
    // Counter-clockwise on the PDF page (y up) is clockwise in sheet space (y down): a negative angle here.
    expect((rotation * 180) / Math.PI).toBeCloseTo(-0.3, 1);
    // Both pages drawn at once, then the previous page a second time, through the alignment.
    expect(ctx.stages.filter((s) => s === 'render')).toHaveLength(2);
    expect(result.regions.length).toBeGreaterThanOrEqual(1);
    for (const region of result.regions) {
      expect(region.kind).toBe('removed');
      // Inside the white rectangle (sheet space, y down), give or take the turn.
      expect(region.box.x).toBeGreaterThanOrEqual(395);
      expect(region.box.x + region.box.width).toBeLessThanOrEqual(605);
      expect(region.box.y).toBeGreaterThanOrEqual(height - 450 - 5);
      expect(region.box.y + region.box.height).toBeLessThanOrEqual(height - 300 + 5);
    }
  }, 60_000);

  it('takes the previous page rendered ahead (prepare) instead of rendering it again: same result, one render less', async () => {
    const source = await PDFDocument.load(fixture('plan.pdf'));
    const out = await PDFDocument.create();
    const embedded = await out.embedPage(source.getPage(0));
    const { width, height } = source.getPage(0).getSize();
    const page = out.addPage([width, height]);
    // A sub-point re-plot shift and an erased area: a plain move, so no third render either way.
    page.drawPage(embedded, { x: 0.4, y: -0.3 });
    page.drawRectangle({ x: 400, y: 300, width: 200, height: 150, color: rgb(1, 1, 1) });
    const bytes = await out.save();
    const revision = () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    /** An engine whose PDF renders are counted. */
    const counted = () => {
      const pdf = nodeGreyEngine();
      const renders: number[] = [];
      const spied = new Proxy(pdf, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (typeof value !== 'function') return value;
          // Its methods read private fields: they are called on the engine itself, not on the proxy.
          if (key !== 'render') return (value as (...a: unknown[]) => unknown).bind(target);
          return (...args: unknown[]) => {
            renders.push(1);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const engine = new ComparisonEngine<null>(spied, null);
      return { engine, renders };
    };
    const oldRef = { docId: 'p', page: 1 };
    const newRef = { docId: 'r', page: 1 };

    const plain = counted();
    await plain.engine.open('p', fixture('plan.pdf'), context());
    await plain.engine.open('r', revision(), context());
    const expected = await plain.engine.compare(oldRef, newRef, { pictures: false }, context());
    expect(plain.renders).toHaveLength(2);

    const ahead = counted();
    await ahead.engine.open('p', fixture('plan.pdf'), context());
    await expect(ahead.engine.prepare(oldRef, { width, height }, context())).resolves.toEqual({ scale: 2 });
    expect(ahead.renders).toHaveLength(1);
    await ahead.engine.open('r', revision(), context());
    const ctx = context();
    const result = await ahead.engine.compare(oldRef, newRef, { pictures: false }, ctx);
    // Only the new page was rendered by the comparison, and the stages say so.
    expect(ahead.renders).toHaveLength(2);
    expect(ctx.stages.filter((s) => s === 'render')).toHaveLength(1);
    expect(result.alignment).toEqual(expected.alignment);
    expect(result.regions).toEqual(expected.regions);
    expect(result.regions.length).toBeGreaterThanOrEqual(1);

    // A comparison asked while a prepare is still drawing waits for its renders, and says they are being drawn.
    const early = counted();
    await early.engine.open('p', fixture('plan.pdf'), context());
    await early.engine.open('r', revision(), context());
    const preparing = early.engine.prepare(oldRef, { width, height }, context(), newRef);
    const earlyCtx = context();
    const earlyResult = await early.engine.compare(oldRef, newRef, { pictures: false }, earlyCtx);
    await preparing;
    expect(early.renders).toHaveLength(2);
    expect(earlyCtx.stages[0]).toBe('render');
    expect(earlyResult.regions).toEqual(expected.regions);

    // Kept: the next comparison renders neither page again. A page prepared for another scale is another render;
    // two are kept, so the new page's (the least recently used) is dropped for it and made again.
    await ahead.engine.compare(oldRef, newRef, { pictures: false }, context());
    expect(ahead.renders).toHaveLength(2);
    await ahead.engine.prepare(oldRef, { width: width * 4, height: height * 4 }, context());
    expect(ahead.renders).toHaveLength(3);
    await ahead.engine.compare(oldRef, newRef, { pictures: false }, context());
    expect(ahead.renders).toHaveLength(4);
  }, 120_000);

  it('refuses pages of another shape, sheets too large, bad requests, unknown documents, and a cancelled one', async () => {
    const engine = nodeComparisonEngine();
    await engine.open('p', fixture('plan.pdf'), context());
    // Page 1 is A3 landscape, page 2 A3 portrait: not a re-plot of each other.
    expect(
      await failure(engine.compare({ docId: 'p', page: 1 }, { docId: 'p', page: 2 }, { pictures: false }, context())),
    ).toBe('sizeMismatch');
    expect(
      await failure(engine.compare({ docId: 'p', page: 1 }, { docId: 'p', page: 9 }, { pictures: false }, context())),
    ).toBe('badRequest');
    expect(
      await failure(engine.compare({ docId: 'p', page: 1 }, { docId: 'q', page: 1 }, { pictures: false }, context())),
    ).toBe('unknownDocument');
    expect(
      await failure(engine.compare({ docId: 'p', page: 1 }, { docId: 'p', page: 1 }, { pictures: true }, context())),
    ).toBe('badRequest');
    const degenerate = { matrix: [0, 0, 0, 0, 1, 1] as const, method: 'manual' as const, pairs: [] };
    expect(
      await failure(
        engine.compare(
          { docId: 'p', page: 1 },
          { docId: 'p', page: 1 },
          { pictures: false, alignment: degenerate },
          context(),
        ),
      ),
    ).toBe('badPairs');
    const small = nodeComparisonEngine({ maxPixels: 100_000 });
    await small.open('p', fixture('plan.pdf'), context());
    expect(
      await failure(small.compare({ docId: 'p', page: 1 }, { docId: 'p', page: 1 }, { pictures: false }, context())),
    ).toBe('sheetTooLarge');
    const controller = new AbortController();
    controller.abort();
    expect(
      await failure(
        engine.compare(
          { docId: 'p', page: 1 },
          { docId: 'p', page: 1 },
          { pictures: false },
          context(controller.signal),
        ),
      ),
    ).toBe('cancelled');
  }, 60_000);

  it('paints a part of the sheet finer (detail): through the alignment, coloured inside the regions only', async () => {
    const source = await PDFDocument.load(fixture('plan.pdf'));
    const out = await PDFDocument.create();
    const embedded = await out.embedPage(source.getPage(0));
    const { width, height } = source.getPage(0).getSize();
    const page = out.addPage([width, height]);
    // A sub-point re-plot shift and a thick bar added: in the detail, unchanged ink stays neutral.
    page.drawPage(embedded, { x: 0.4, y: -0.3 });
    page.drawRectangle({ x: 500, y: 400, width: 120, height: 6, color: rgb(0, 0, 0) });
    const bytes = await out.save();
    const engine = nodeComparisonEngine({ pictureMaxPixels: 1_000_000 });
    await engine.open('p', fixture('plan.pdf'), context());
    await engine.open(
      'r',
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      context(),
    );
    const oldRef = { docId: 'p', page: 1 };
    const newRef = { docId: 'r', page: 1 };
    const result = await engine.compare(oldRef, newRef, { pictures: false }, context());
    const bar = result.regions.find((r) => r.box.x <= 505 && r.box.x + r.box.width >= 615);
    if (!bar) throw new Error(`the bar was not found: ${JSON.stringify(result.regions)}`);
    // The bar and its surroundings, at 8 px/pt (four times the comparison's renders).
    const rect = { x: 480, y: height - 440, width: 160, height: 60 };
    const detail = await engine.detail(
      oldRef,
      newRef,
      { matrix: result.alignment.matrix, rect, scale: 8, regions: result.regions, colours: TEST_COLOURS },
      context(),
    );
    expect(detail.scale).toBe(8);
    expect(detail.width).toBe(Math.ceil((rect.x + rect.width) * 8) - Math.floor(rect.x * 8));
    expect(detail.rect.x).toBeCloseTo(rect.x, 6);
    const added = TEST_COLOURS.added.redGreen;
    const isColour = (px: Uint8ClampedArray, i: number, rgb: readonly number[]) =>
      (px[i + 3] ?? 0) > 0 && px[i] === rgb[0] && px[i + 1] === rgb[1] && px[i + 2] === rgb[2];
    const px = detail.overlay.redGreen.rgba;
    let inBar = 0;
    let addedOutside = 0;
    for (let y = 0; y < detail.height; y++) {
      for (let x = 0; x < detail.width; x++) {
        const i = (y * detail.width + x) * 4;
        if (!isColour(px, i, added)) continue;
        const sx = detail.rect.x + x / detail.scale;
        const sy = detail.rect.y + y / detail.scale;
        const insideBar = sx >= 499 && sx <= 621 && sy >= height - 407 && sy <= height - 399;
        if (insideBar) inBar++;
        else addedOutside++;
      }
    }
    // The bar is 120 × 6 pt: at 8 px/pt most of its 46,080 pixels are coloured as added, and nothing else is.
    expect(inBar).toBeGreaterThan(30_000);
    expect(addedOutside).toBeLessThan(inBar * 0.05);
    // A part larger than the pixel budget is painted coarser, not refused.
    const whole = await engine.detail(
      oldRef,
      newRef,
      {
        matrix: result.alignment.matrix,
        rect: { x: -50, y: -50, width: 5000, height: 5000 },
        scale: 8,
        regions: [],
        colours: TEST_COLOURS,
      },
      context(),
    );
    expect(whole.width * whole.height).toBeLessThanOrEqual(1_000_000 * 1.01);
    expect(whole.rect.x).toBe(0);
    expect(
      await failure(
        engine.detail(
          oldRef,
          newRef,
          {
            matrix: result.alignment.matrix,
            rect: { x: 5000, y: 0, width: 10, height: 10 },
            scale: 4,
            regions: [],
            colours: TEST_COLOURS,
          },
          context(),
        ),
      ),
    ).toBe('badRequest');
  }, 60_000);

  it('answers through the dispatcher, progress first, and transfers the pictures', async () => {
    const engine = nodeComparisonEngine({ pictureMaxPixels: 100_000 });
    const posted: { message: ComparisonWorkerMessage; transfer: Transferable[] }[] = [];
    const dispatch = createDispatcher(engine as unknown as ComparisonEngine, (message, transfer) =>
      posted.push({ message, transfer }),
    );
    const answer = (id: number) =>
      new Promise<{ message: ComparisonWorkerMessage; transfer: Transferable[] }>((resolve) => {
        const look = () => {
          const found = posted.find((p) => 'id' in p.message && p.message.id === id && p.message.type !== 'progress');
          if (found) resolve(found);
          else setTimeout(look, 5);
        };
        look();
      });
    const send = (request: ComparisonRequest) => dispatch(request);
    send({ type: 'open', id: 1, docId: 'p', data: fixture('plan.pdf') });
    expect((await answer(1)).message).toMatchObject({ type: 'result', request: 'open', result: { pageCount: 2 } });
    send({
      type: 'compare',
      id: 2,
      old: { docId: 'p', page: 1 },
      new: { docId: 'p', page: 1 },
      options: { pictures: true, colours: TEST_COLOURS },
    });
    const { message, transfer } = await answer(2);
    expect(message).toMatchObject({ type: 'result', request: 'compare', result: { regions: [] } });
    expect(transfer).toHaveLength(4);
    expect(posted.filter((p) => p.message.type === 'progress' && p.message.id === 2).length).toBeGreaterThan(3);
    send({
      type: 'detail',
      id: 6,
      old: { docId: 'p', page: 1 },
      new: { docId: 'p', page: 1 },
      request: {
        matrix: [1, 0, 0, 1, 0, 0],
        rect: { x: 100, y: 100, width: 50, height: 40 },
        scale: 6,
        regions: [],
        colours: TEST_COLOURS,
      },
    });
    const detail = await answer(6);
    expect(detail.message).toMatchObject({ type: 'result', request: 'detail', result: { scale: 6, width: 300 } });
    expect(detail.transfer).toHaveLength(4);
    send({
      type: 'compare',
      id: 3,
      old: { docId: 'p', page: 1 },
      new: { docId: 'p', page: 2 },
      options: { pictures: false },
    });
    expect((await answer(3)).message).toMatchObject({ type: 'error', error: { code: 'sizeMismatch' } });
    send({ type: 'close', id: 4, docId: 'p' });
    expect((await answer(4)).message).toMatchObject({ type: 'result', request: 'close', result: null });
    expect(transferablesOf({ type: 'result', id: 5, request: 'close', result: null })).toEqual([]);
  }, 60_000);
});

describe('shifted', () => {
  it('moves a raster by whole pixels onto paper of the new size', () => {
    const raster = { width: 3, height: 2, data: Uint8Array.from([0, 1, 2, 3, 4, 5]) };
    expect([...shifted(raster, 4, 3, 1.4, 0.6).data]).toEqual([255, 255, 255, 255, 255, 0, 1, 2, 255, 3, 4, 5]);
    expect([...shifted(raster, 2, 2, -1, -1).data]).toEqual([4, 5, 255, 255]);
    expect([...shifted(raster, 3, 2, 5, 0).data]).toEqual([255, 255, 255, 255, 255, 255]);
  });
});
