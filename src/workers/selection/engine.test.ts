import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GrayRaster } from '../../domain/counting/types.ts';
import type { FillErrorCode, PreparedSheet } from '../../domain/selection/types.ts';
import { FIXTURES, fixture } from '../pdf/testing.ts';
import { createDispatcher } from './dispatch.ts';
import { isScan, scanScale, type SelectionAlgorithms } from './engine.ts';
import type { SelectionProgressMessage, SelectionWorkerMessage } from './protocol.ts';
import { hasCanvas, nodeSelectionEngine } from './testing.ts';

const VA = join(FIXTURES, 'va-finish-plan.pdf');

function context(signal = new AbortController().signal) {
  const progress: SelectionProgressMessage[] = [];
  return { signal, progress: (p: SelectionProgressMessage) => progress.push(p), stages: progress };
}

/**
 * Stands in for domain/selection's maths: records what the engine hands it and answers with a fixed shape, so that
 * these tests check the plumbing (what is read from the PDF, what is kept, the errors) and nothing of the fill.
 */
function recorder(fillError: FillErrorCode | null = null) {
  const calls: { kind: string; input: Record<string, unknown> }[] = [];
  const sheetOf = (source: 'vectors' | 'raster', width: number, height: number, scale: number): PreparedSheet => {
    const w = Math.ceil(width * scale);
    const h = Math.ceil(height * scale);
    return {
      ink: { width: w, height: h, scale, data: new Uint8Array(w * h) },
      distance: new Float32Array(w * h),
      source,
      width,
      height,
      segments: null,
      index: null,
      segmentLayers: null,
      layerNames: [],
      text: [],
    };
  };
  const algorithms: SelectionAlgorithms = {
    prepareFromVectors(input) {
      calls.push({ kind: 'vectors', input });
      return sheetOf('vectors', input.width, input.height, 1);
    },
    prepareFromGrey(input) {
      calls.push({ kind: 'grey', input });
      return sheetOf('raster', input.width, input.height, input.scale);
    },
    fillRegion(sheet, options) {
      calls.push({ kind: 'fill', input: { sheet, options } });
      if (fillError) return { ok: false, error: fillError };
      const { x, y } = options.point;
      const outer = [
        { x: x - 1, y: y - 1 },
        { x: x + 1, y: y - 1 },
        { x: x + 1, y: y + 1 },
        { x: x - 1, y: y + 1 },
      ];
      return {
        ok: true,
        value: {
          outer,
          holes: [],
          label: null,
          openings: [],
          area: 4,
          source: sheet.source,
          snapped: false,
          layers: [],
        },
      };
    },
    followRun(sheet, options) {
      calls.push({ kind: 'run', input: { sheet, options } });
      return { ok: false, error: 'noLine' };
    },
    skirtingOf(sheet, options) {
      calls.push({ kind: 'skirting', input: { sheet, options } });
      return { pieces: [options.ring], closed: true, openings: [] };
    },
    warmFill(sheet, gap) {
      calls.push({ kind: 'warm', input: { sheet, gap } });
    },
  };
  return { algorithms, calls, of: (kind: string) => calls.filter((c) => c.kind === kind) };
}

describe('the sheet reading rules', () => {
  it('reads a sheet as a picture only when images cover most of it and it has hardly any vectors', () => {
    expect(isScan(1, 4)).toBe(true);
    expect(isScan(1, 50_000)).toBe(false);
    expect(isScan(0.1, 4)).toBe(false);
  });

  it('renders a scan at 2 px per point, less on a sheet too large for it', () => {
    expect(scanScale(612, 792, 16_000_000)).toBe(2);
    expect(scanScale(3024, 2160, 16_000_000)).toBeCloseTo(Math.sqrt(16_000_000 / (3024 * 2160)), 6);
  });
});

describe.skipIf(!hasCanvas)('SelectionEngine', () => {
  it('reads the VA plan’s page 1 as vectors with its text, once, and keeps it for the next clicks', async () => {
    const fake = recorder();
    const engine = nodeSelectionEngine(fake.algorithms);
    await engine.open('va', fixture(VA), context());
    const ctx = context();
    const prepared = await engine.prepare({ docId: 'va', page: 1 }, ctx);
    expect(prepared).toMatchObject({ source: 'vectors', built: true, scale: 1 });
    expect(ctx.stages.map((p) => p.stage)).toEqual(['read', 'raster', 'raster']);
    const [read] = fake.of('vectors');
    const input = read?.input as { width: number; height: number; segments: Float32Array; text: { text: string }[] };
    // As the PDF engine reads it (the PDF engine’s test counts 47,293 segments); ARCH E1 in points.
    expect(input.segments.length / 4).toBe(47_293);
    expect(input.text.length).toBe(494);
    expect(input.text.some((t: { text: string }) => t.text.includes('PATIENT'))).toBe(true);
    expect([Math.round(input.width), Math.round(input.height)]).toEqual([3024, 2160]);
    expect(fake.of('grey')).toHaveLength(0);

    const filled = await engine.fill({ docId: 'va', page: 1 }, { point: { x: 100, y: 200 }, gap: 10 }, context());
    expect(filled).toMatchObject({ area: 4, source: 'vectors' });
    expect(filled.ms).toBeGreaterThanOrEqual(0);
    expect(fake.of('vectors')).toHaveLength(1);
    expect(fake.of('fill')[0]?.input).toMatchObject({ options: { point: { x: 100, y: 200 }, gap: 10 } });
    const again = await engine.prepare({ docId: 'va', page: 1, hiddenLayerIds: [] }, context());
    expect(again.built).toBe(false);
    await engine.close('va');
    expect(engine.keptSheets).toEqual([]);
  }, 60_000);

  it('drops hidden layers and names the layers; each set of hidden layers is its own sheet', async () => {
    const fake = recorder();
    const engine = nodeSelectionEngine(fake.algorithms);
    await engine.open('layers', fixture('plan-layers.pdf'), context());
    await engine.prepare({ docId: 'layers', page: 1, hiddenLayerIds: [] }, context());
    const all = fake.of('vectors')[0]?.input as {
      segments: Float32Array;
      segmentLayers: Int32Array;
      layerNames: string[];
    };
    expect(all.layerNames).toEqual(['Murs', 'Cotes', 'Mobilier']);
    expect(all.segments.length / 4).toBe(81);
    expect(all.segmentLayers).toHaveLength(81);
    // The layer ids are pdf.js's; the furniture's is found from its name.
    const ids = (await import('../pdf/testing.ts')).nodeEngine();
    const doc = await ids.open('l', fixture('plan-layers.pdf'), {
      signal: new AbortController().signal,
      progress: () => {},
    });
    const furniture = doc.layers.find((l) => l.name === 'Mobilier')?.id as string;
    await ids.close('l');
    await engine.prepare({ docId: 'layers', page: 1, hiddenLayerIds: [furniture] }, context());
    const some = fake.of('vectors')[1]?.input as { segments: Float32Array; segmentLayers: Int32Array };
    expect(some.segments.length / 4).toBe(81 - 36);
    expect([...some.segmentLayers].includes(2)).toBe(false);
    expect(engine.keptSheets).toEqual(['layers|1|', `layers|1|${furniture}`]);
  });

  it('renders a scan grey at 2 px per point, and hands it over as a picture', async () => {
    const fake = recorder();
    const engine = nodeSelectionEngine(fake.algorithms);
    await engine.open('scan', fixture('plan-raster.pdf'), context());
    const prepared = await engine.prepare({ docId: 'scan', page: 1 }, context());
    expect(prepared).toMatchObject({ source: 'raster', scale: 2, built: true });
    const grey = fake.of('grey')[0]?.input as { grey: GrayRaster; scale: number; width: number };
    expect(grey.scale).toBe(2);
    expect(grey.grey.width).toBe(Math.ceil(grey.width * 2));
    expect(fake.of('vectors')).toHaveLength(0);
  });

  it('keeps the last sheets only, the one used last kept longest', async () => {
    const fake = recorder();
    const engine = nodeSelectionEngine(fake.algorithms, { maxSheets: 2 });
    await engine.open('plan', fixture('plan.pdf'), context());
    await engine.prepare({ docId: 'plan', page: 1 }, context());
    await engine.prepare({ docId: 'plan', page: 2 }, context());
    await engine.prepare({ docId: 'plan', page: 1 }, context());
    await engine.prepare({ docId: 'plan', page: 1, hiddenLayerIds: ['x'] }, context());
    expect(engine.keptSheets).toEqual(['plan|1|', 'plan|1|x']);
    expect(fake.of('vectors')).toHaveLength(3);
    // Past the byte bound, only the newest stays.
    const tight = nodeSelectionEngine(fake.algorithms, { maxBytes: 1 });
    await tight.open('plan', fixture('plan.pdf'), context());
    await tight.prepare({ docId: 'plan', page: 1 }, context());
    await tight.prepare({ docId: 'plan', page: 2 }, context());
    expect(tight.keptSheets).toEqual(['plan|2|']);
  });

  it('a fill arriving while its sheet is read waits for it and never reads it twice', async () => {
    const fake = recorder();
    const engine = nodeSelectionEngine(fake.algorithms);
    await engine.open('plan', fixture('plan.pdf'), context());
    const prepared = engine.prepare({ docId: 'plan', page: 1 }, context());
    const filled = engine.fill({ docId: 'plan', page: 1 }, { point: { x: 10, y: 10 }, gap: 0 }, context());
    await expect(prepared).resolves.toMatchObject({ built: true });
    await expect(filled).resolves.toMatchObject({ area: 4 });
    expect(fake.of('vectors')).toHaveLength(1);
  });

  it('refuses a sheet whose raster is over the limit, and a fill’s refusal keeps its code', async () => {
    const engine = nodeSelectionEngine(recorder('leak').algorithms, { maxInkPixels: 1000 });
    await engine.open('plan', fixture('plan.pdf'), context());
    await expect(engine.prepare({ docId: 'plan', page: 1 }, context())).rejects.toMatchObject({
      code: 'sheetTooLarge',
    });
    const leaky = nodeSelectionEngine(recorder('leak').algorithms);
    await leaky.open('plan', fixture('plan.pdf'), context());
    const ref = { docId: 'plan', page: 1 };
    await expect(leaky.fill(ref, { point: { x: 1, y: 1 }, gap: 0 }, context())).rejects.toMatchObject({
      code: 'leak',
    });
    const tolerance = 2;
    const run = {
      point: { x: 1, y: 1 },
      tolerance,
      extend: false,
      face: 'axis' as const,
      thickness: { min: 1, max: 5 },
    };
    await expect(leaky.run(ref, run, context())).rejects.toMatchObject({ code: 'noLine' });
    await expect(
      leaky.fill({ docId: 'plan', page: 9 }, { point: { x: 1, y: 1 }, gap: 0 }, context()),
    ).rejects.toMatchObject({ code: 'badRequest' });
    await expect(leaky.fill(ref, { point: { x: Number.NaN, y: 1 }, gap: 0 }, context())).rejects.toMatchObject({
      code: 'badRequest',
    });
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(leaky.prepare({ docId: 'plan', page: 2 }, context(cancelled.signal))).rejects.toMatchObject({
      code: 'cancelled',
    });
  });

  it('through the dispatcher, a prepare reads the sheet at the page’s drawing scale and warms the fill for its gap', async () => {
    const fake = recorder();
    const posted: SelectionWorkerMessage[] = [];
    const dispatch = createDispatcher(nodeSelectionEngine(fake.algorithms), (m) => posted.push(m));
    const settled = async (id: number) => {
      while (!posted.some((m) => 'id' in m && m.id === id && m.type !== 'progress')) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    dispatch({ type: 'open', id: 1, docId: 'plan', data: fixture('plan.pdf') });
    await settled(1);
    dispatch({ type: 'prepare', id: 2, docId: 'plan', page: 1, pointsPerMetre: 56.7, gap: 68 });
    await settled(2);
    expect(fake.of('vectors')[0]?.input).toMatchObject({ pointsPerMetre: 56.7 });
    expect(fake.of('warm')).toHaveLength(1);
    expect(fake.of('warm')[0]?.input).toMatchObject({ gap: 68 });
    // A scale that is not a number is left out (the default thresholds), and no gap warms nothing.
    dispatch({ type: 'prepare', id: 3, docId: 'plan', page: 2, pointsPerMetre: Number.NaN });
    await settled(3);
    expect(fake.of('vectors')[1]?.input).not.toHaveProperty('pointsPerMetre');
    expect(fake.of('warm')).toHaveLength(1);
  });

  it('answers through the dispatcher: results, progress, and the codes of its errors', async () => {
    const posted: SelectionWorkerMessage[] = [];
    const dispatch = createDispatcher(nodeSelectionEngine(recorder().algorithms), (m) => posted.push(m));
    const settled = async (id: number) => {
      while (!posted.some((m) => 'id' in m && m.id === id && m.type !== 'progress')) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return posted.find((m) => 'id' in m && m.id === id && m.type !== 'progress');
    };
    dispatch({ type: 'open', id: 1, docId: 'plan', data: fixture('plan.pdf') });
    expect(await settled(1)).toEqual({ type: 'result', id: 1, request: 'open', result: { pageCount: 2 } });
    dispatch({
      type: 'skirting',
      id: 2,
      docId: 'plan',
      page: 1,
      options: {
        ring: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 1, y: 1 },
        ],
        minOpening: 1,
        maxOpening: 10,
        tolerance: 1,
      },
    });
    expect(await settled(2)).toMatchObject({ type: 'result', request: 'skirting', result: { closed: true } });
    expect(
      posted.filter((m) => m.type === 'progress' && m.id === 2).map((m) => m.type === 'progress' && m.progress.stage),
    ).toEqual(['read', 'raster', 'raster']);
    dispatch({ type: 'fill', id: 3, docId: 'nope', page: 1, options: { point: { x: 1, y: 1 }, gap: 0 } });
    expect(await settled(3)).toMatchObject({ type: 'error', error: { code: 'unknownDocument' } });
    dispatch({ type: 'close', id: 4, docId: 'plan' });
    expect(await settled(4)).toEqual({ type: 'result', id: 4, request: 'close', result: null });
  });
});
