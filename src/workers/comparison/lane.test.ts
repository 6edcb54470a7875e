/**
 * The comparison's second render thread (lane.ts) on the small plan fixture: its messages end to end (a loopback in
 * place of the Worker), both pages in flight together, a cancel that stops both, a lane that fails leaving its render
 * to the comparison's thread, and the renders made ahead or by a comparison taken by the next one.
 */
import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { GrayRaster } from '../../domain/counting/types.ts';
import type { PdfEngine } from '../pdf/engine.ts';
import { fixture, nodeGreyEngine } from '../pdf/testing.ts';
import { ComparisonEngine } from './engine.ts';
import {
  serveLane,
  workerLane,
  type LaneMessage,
  type LaneRequest,
  type LaneWorkerLike,
  type RenderLane,
} from './lane.ts';
import { ComparisonError, type ComparisonProgressMessage } from './protocol.ts';
import { hasCanvas } from './testing.ts';

function context(signal = new AbortController().signal) {
  const progress: ComparisonProgressMessage[] = [];
  return { signal, progress: (p: ComparisonProgressMessage) => progress.push(p), progress_: progress };
}

/** The plan fixture's page 1 moved by a sub-point shift with an area erased: a plain move, one region. */
async function revision(): Promise<ArrayBuffer> {
  const source = await PDFDocument.load(fixture('plan.pdf'));
  const out = await PDFDocument.create();
  const embedded = await out.embedPage(source.getPage(0));
  const { width, height } = source.getPage(0).getSize();
  const page = out.addPage([width, height]);
  page.drawPage(embedded, { x: 0.4, y: -0.3 });
  page.drawRectangle({ x: 400, y: 300, width: 200, height: 150, color: rgb(1, 1, 1) });
  const bytes = await out.save();
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/**
 * Where each render happens and how many are under way at once. Every render waits (up to `waitMs`) for another to
 * start: two renders in flight together both start before either ends; renders one after the other each wait out
 * the delay alone, and `most` stays 1.
 */
function tracker(waitMs = 1500) {
  let running = 0;
  let most = 0;
  const started: string[] = [];
  const signals: AbortSignal[] = [];
  let wake: () => void = () => {};
  let another = new Promise<void>((resolve) => (wake = resolve));
  const enter = async (where: string, signal: AbortSignal) => {
    started.push(where);
    signals.push(signal);
    running++;
    most = Math.max(most, running);
    const woken = wake;
    another = new Promise<void>((resolve) => (wake = resolve));
    if (running >= 2) woken();
    else await Promise.race([another, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  };
  const leave = () => {
    running--;
  };
  return {
    enter,
    leave,
    started,
    signals,
    get most() {
      return most;
    },
  };
}

type Tracker = ReturnType<typeof tracker>;

/** This thread's PDF engine, its renders tracked as 'here'. */
function trackedEngine(track: Tracker): PdfEngine<GrayRaster> {
  const pdf = nodeGreyEngine();
  return new Proxy(pdf, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      const bound = (value as (...a: unknown[]) => unknown).bind(target);
      if (key !== 'render') return bound;
      return async (...args: unknown[]) => {
        const ctx = args[3] as { signal: AbortSignal };
        await track.enter('here', ctx.signal);
        try {
          return await bound(...args);
        } finally {
          track.leave();
        }
      };
    },
  });
}

/** A lane over its own PDF engine, as render.worker.ts serves it, without a Worker; its renders tracked as 'lane'. */
function trackedLane(track: Tracker, fail: ComparisonError | null = null): RenderLane {
  const pdf = nodeGreyEngine();
  return {
    open: async (docId, data) => {
      await pdf.open(docId, data, { signal: new AbortController().signal, progress: () => {} });
    },
    async render(docId, page, options, signal) {
      await track.enter('lane', signal);
      try {
        if (fail) throw fail;
        const rendered = await pdf.render(docId, page, options, { signal, progress: () => {} });
        if (signal.aborted) throw new ComparisonError('cancelled');
        return rendered.image;
      } finally {
        track.leave();
      }
    },
    close: (docId) => pdf.close(docId),
  };
}

async function opened(engine: ComparisonEngine<null>) {
  await engine.open('a', fixture('plan.pdf'), context());
  await engine.open('b', await revision(), context());
}

const A = { docId: 'a', page: 1 };
const B = { docId: 'b', page: 1 };

describe.skipIf(!hasCanvas)('the render lane', () => {
  it('speaks its protocol end to end: open, a render whose pixels are transferred, close', async () => {
    /** A loopback: the lane's client and serveLane joined as a Worker and its scope would be. */
    const listeners: ((event: MessageEvent<LaneMessage>) => void)[] = [];
    const transferred: Transferable[][] = [];
    let terminated = false;
    const dispatch = serveLane(nodeGreyEngine(), (message, transfer) => {
      transferred.push(transfer);
      setTimeout(() => listeners.forEach((l) => l({ data: message } as MessageEvent<LaneMessage>)));
    });
    const loopback = {
      postMessage: (message: LaneRequest) => setTimeout(() => dispatch(message)),
      addEventListener: (type: string, listener: (event: MessageEvent<LaneMessage>) => void) => {
        if (type === 'message') listeners.push(listener);
      },
      terminate: () => {
        terminated = true;
      },
    };
    const lane = workerLane(() => loopback as LaneWorkerLike);
    const data = fixture('plan.pdf');
    await lane.open('a', data);
    expect(data.byteLength).toBe(0);
    const raster = await lane.render('a', 0, { scale: 0.5 }, new AbortController().signal);
    expect(raster.width).toBe(Math.ceil(1190.55 * 0.5));
    expect(raster.data.length).toBe(raster.width * raster.height);
    expect(raster.data.some((v) => v < 128)).toBe(true);
    expect(transferred.at(-1)).toEqual([raster.data.buffer]);
    await expect(lane.render('nope', 0, { scale: 0.5 }, new AbortController().signal)).rejects.toMatchObject({
      code: 'pdf',
    });
    await lane.close('a');
    expect(terminated).toBe(false);
  }, 60_000);

  it('renders the two pages together: the new one in the lane, the previous one here; the same regions', async () => {
    const alone = new ComparisonEngine<null>(nodeGreyEngine(), null);
    await opened(alone);
    const expected = await alone.compare(A, B, { pictures: false }, context());

    const track = tracker();
    const engine = new ComparisonEngine<null>(trackedEngine(track), null, {}, trackedLane(track));
    await opened(engine);
    const ctx = context();
    const result = await engine.compare(A, B, { pictures: false }, ctx);
    expect(track.most).toBe(2);
    expect([...track.started].sort()).toEqual(['here', 'lane']);
    expect(ctx.progress_.filter((p) => p.stage === 'render')).toEqual([{ stage: 'render', which: 'both' }]);
    expect(result.alignment).toEqual(expected.alignment);
    expect(result.regions).toEqual(expected.regions);
    expect(result.regions.length).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('a manual alignment draws the previous page through it here while the lane draws the new one', async () => {
    const track = tracker();
    const engine = new ComparisonEngine<null>(trackedEngine(track), null, {}, trackedLane(track));
    await opened(engine);
    const alignment = { matrix: [1, 0, 0, 1, 0.4, 0.3] as const, method: 'manual' as const, pairs: [] };
    await engine.compare(
      A,
      B,
      { pictures: false, alignment: { ...alignment, matrix: [...alignment.matrix] } },
      context(),
    );
    expect(track.most).toBe(2);
    expect([...track.started].sort()).toEqual(['here', 'lane']);
  }, 120_000);

  it('a cancel stops both renders', async () => {
    const track = tracker(30_000);
    const engine = new ComparisonEngine<null>(trackedEngine(track), null, {}, trackedLane(track));
    await opened(engine);
    const controller = new AbortController();
    const pending = engine.compare(A, B, { pictures: false }, context(controller.signal));
    await expect.poll(() => track.started.length).toBe(2);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
    expect(track.signals).toHaveLength(2);
    expect(track.signals.every((s) => s.aborted)).toBe(true);
  }, 120_000);

  it('a lane that fails leaves its render to this thread: the comparison still answers', async () => {
    const track = tracker(0);
    const failing = trackedLane(track, new ComparisonError('workerFailed', 'the render lane failed'));
    const engine = new ComparisonEngine<null>(trackedEngine(track), null, {}, failing);
    await opened(engine);
    const result = await engine.compare(A, B, { pictures: false }, context());
    expect(track.started.filter((w) => w === 'here')).toHaveLength(2);
    expect(result.regions.length).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('prepare renders both pages ahead, together; the comparison and the next one render nothing', async () => {
    const track = tracker();
    const engine = new ComparisonEngine<null>(trackedEngine(track), null, {}, trackedLane(track));
    await opened(engine);
    const { width, height } = (await PDFDocument.load(fixture('plan.pdf'))).getPage(0).getSize();
    await expect(engine.prepare(A, { width, height }, context(), B)).resolves.toEqual({ scale: 2 });
    expect(track.most).toBe(2);
    expect([...track.started].sort()).toEqual(['here', 'lane']);
    const ctx = context();
    await engine.compare(A, B, { pictures: false }, ctx);
    await engine.compare(A, B, { pictures: false }, context());
    expect(track.started).toHaveLength(2);
    expect(ctx.progress_.some((p) => p.stage === 'render')).toBe(false);
    // Closed: its renders are dropped with it.
    await engine.close('b');
    await engine.open('b', await revision(), context());
    await engine.compare(A, B, { pictures: false }, context());
    expect(track.started.slice(2)).toEqual(['lane']);
  }, 120_000);
});
