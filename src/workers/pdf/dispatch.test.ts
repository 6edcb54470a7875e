import { describe, expect, it } from 'vitest';
import { SegmentIndex } from '../../domain/takeoff/snap.ts';
import { createDispatcher } from './dispatch.ts';
import type { PdfEngine } from './engine.ts';
import type { PdfRequest, PdfResponse } from './protocol.ts';
import { fixture, nodeEngine } from './testing.ts';

/** The dispatcher over the Node engine, with what it posts collected. Images are not in these tests. */
function setup() {
  const posted: { message: PdfResponse; transfer: Transferable[] }[] = [];
  const engine = nodeEngine() as unknown as PdfEngine<ImageBitmap>;
  const dispatch = createDispatcher(engine, (message, transfer) => posted.push({ message, transfer }));
  const answer = (id: number) =>
    new Promise<{ message: PdfResponse; transfer: Transferable[] }>((resolve) => {
      const look = () => {
        const found = posted.find((p) => p.message.id === id && p.message.type !== 'progress');
        if (found) resolve(found);
        else setTimeout(look, 1);
      };
      look();
    });
  return { dispatch, answer, posted, engine };
}

describe('createDispatcher', () => {
  it('answers each request with its id, progress first, then the result', async () => {
    const { dispatch, answer, posted } = setup();
    dispatch({ type: 'open', id: 7, docId: 'p', data: fixture('plan.pdf') });
    const { message } = await answer(7);
    expect(message).toMatchObject({ type: 'result', id: 7, request: 'open', result: { pageCount: 2 } });
    const stages = posted.filter((p) => p.message.type === 'progress').map((p) => p.message.id);
    expect(stages.length).toBeGreaterThan(0);
    expect(stages.every((id) => id === 7)).toBe(true);
  });

  it('transfers the segment buffers instead of copying them', async () => {
    const { dispatch, answer } = setup();
    dispatch({ type: 'open', id: 1, docId: 'p', data: fixture('plan.pdf') });
    await answer(1);
    dispatch({ type: 'vectors', id: 2, docId: 'p', page: 0, options: {} });
    const { message, transfer } = await answer(2);
    if (message.type !== 'result' || message.request !== 'vectors') throw new Error('expected vectors');
    expect(message.result.segmentCount).toBe(81);
    expect(transfer).toEqual([message.result.segments.buffer, message.result.layers.buffer]);
  });

  it('builds the snapping index in the worker and transfers both buffers', async () => {
    const { dispatch, answer, posted } = setup();
    dispatch({ type: 'open', id: 1, docId: 'p', data: fixture('plan.pdf') });
    await answer(1);
    dispatch({ type: 'snapIndex', id: 2, docId: 'p', page: 0, options: {} });
    const { message, transfer } = await answer(2);
    if (message.type !== 'result' || message.request !== 'snapIndex') throw new Error('expected snapIndex');
    const { segments, index, segmentCount } = message.result;
    expect(segmentCount).toBe(81);
    expect(index).toBeInstanceOf(ArrayBuffer);
    expect(transfer).toEqual([segments.buffer, index]);
    expect(posted.some((p) => p.message.type === 'progress' && p.message.progress.stage === 'index')).toBe(true);

    // The page wraps the buffers without rebuilding, and finds the same snaps as an index built on the spot.
    const wrapped = SegmentIndex.fromData(index, segments);
    const built = SegmentIndex.build(segments);
    for (let i = 0; i < segmentCount; i += 7) {
      const { a } = built.segment(i);
      const near = { x: a.x + 0.5, y: a.y - 0.5 };
      expect(wrapped.snap(near, 3)).toEqual(built.snap(near, 3));
    }
  });

  it('answers errors with their code, and cancels a request by its id', async () => {
    const { dispatch, answer } = setup();
    dispatch({ type: 'text', id: 3, docId: 'nothing', page: 0 });
    expect((await answer(3)).message).toMatchObject({ type: 'error', error: { code: 'unknownDocument' } });

    dispatch({ type: 'open', id: 4, docId: 'va', data: fixture('va-finish-plan.pdf') });
    await answer(4);
    dispatch({ type: 'vectors', id: 5, docId: 'va', page: 0, options: {} });
    dispatch({ type: 'cancel', id: 5 } as PdfRequest);
    expect((await answer(5)).message).toMatchObject({ type: 'error', id: 5, error: { code: 'cancelled' } });

    dispatch({ type: 'close', id: 6, docId: 'va' });
    expect((await answer(6)).message).toEqual({ type: 'result', id: 6, request: 'close', result: null });
  });
});
