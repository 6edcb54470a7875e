/**
 * The comparison engine's plumbing on the small plan fixture (A3, fast to render): the stages, the refusals, the
 * cancellation, and the dispatcher's messages with the pictures transferred. The VA sheet is engine.real.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { IDENTITY, maxDisplacement } from '../../domain/comparison/align.ts';
import { fixture } from '../pdf/testing.ts';
import { createDispatcher, transferablesOf } from './dispatch.ts';
import type { ComparisonEngine } from './engine.ts';
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
