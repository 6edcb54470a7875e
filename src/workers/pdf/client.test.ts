import { describe, expect, it, vi } from 'vitest';
import { fakeWorkers } from '../rpc/testing.ts';
import { PdfClient } from './client.ts';
import { PdfEngineError, type PdfRequest, type PdfWorkerMessage } from './protocol.ts';

function setup() {
  const { create, workers, worker } = fakeWorkers<PdfRequest, PdfWorkerMessage>();
  return { client: new PdfClient(create), workers, worker };
}

const openResult = { docId: 'd', pageCount: 1, pages: [], layers: [], sha256: 'x', byteLength: 3 };

describe('PdfClient', () => {
  it('starts one worker on first use, sends each request with its own id, and transfers the file', async () => {
    const { client, workers, worker } = setup();
    expect(workers).toHaveLength(0);
    const data = new ArrayBuffer(3);
    const opening = client.open('d', data);
    const texting = client.text('d', 0);
    expect(workers).toHaveLength(1);
    const [open, text] = worker().sent;
    expect(open?.message).toMatchObject({ type: 'open', docId: 'd', id: 1 });
    expect(open?.transfer).toEqual([data]);
    expect(text?.message).toEqual({ type: 'text', docId: 'd', page: 0, id: 2 });

    // Answers may come in any order.
    worker().answer({ type: 'result', id: 2, request: 'text', result: { items: [] } });
    worker().answer({ type: 'result', id: 1, request: 'open', result: openResult });
    expect(await opening).toEqual(openResult);
    expect(await texting).toEqual({ items: [] });
  });

  it('passes progress to the caller, then the result', async () => {
    const { client, worker } = setup();
    const progress = vi.fn();
    const pending = client.vectors('d', 0, { onProgress: progress, tolerance: 0.2 });
    expect(worker().last()).toEqual({ type: 'vectors', docId: 'd', page: 0, options: { tolerance: 0.2 }, id: 1 });
    worker().answer({ type: 'progress', id: 1, progress: { stage: 'operatorList' } });
    const result = {
      segments: new Float32Array(4),
      layers: new Int32Array(1),
      segmentCount: 1,
      pathCount: 1,
      imageCoverage: 0,
    };
    worker().answer({ type: 'result', id: 1, request: 'vectors', result });
    expect(await pending).toBe(result);
    expect(progress).toHaveBeenCalledWith({ stage: 'operatorList' });
  });

  it('rejects with a typed error carrying the code', async () => {
    const { client, worker } = setup();
    const pending = client.open('d', new ArrayBuffer(0));
    worker().answer({ type: 'error', id: 1, error: { code: 'empty', message: 'empty' } });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfEngineError);
    expect(error).toMatchObject({ code: 'empty' });
  });

  it('cancels on abort: tells the worker, rejects at once, and closes a bitmap that arrives too late', async () => {
    const { client, worker } = setup();
    const controller = new AbortController();
    const pending = client.render('d', 0, { scale: 1, signal: controller.signal });
    expect(worker().last()).toEqual({ type: 'render', docId: 'd', page: 0, options: { scale: 1 }, id: 1 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker().last()).toEqual({ type: 'cancel', id: 1 });
    const bitmap = { close: vi.fn() } as unknown as ImageBitmap;
    const region = { x: 0, y: 0, width: 1, height: 1 };
    worker().answer({
      type: 'result',
      id: 1,
      request: 'render',
      result: { bitmap, region, scale: 1, width: 1, height: 1, culled: false },
    });
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('does not even send a request whose signal is already aborted', async () => {
    const { client, workers } = setup();
    const reason = new Error('stop');
    await expect(client.text('d', 0, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(workers).toHaveLength(0);
  });

  it('fails every pending call when the worker crashes, and starts a new worker for the next one', async () => {
    const { client, workers, worker } = setup();
    const a = client.text('d', 0);
    const b = client.text('d', 1);
    worker().crash('boom');
    await expect(a).rejects.toMatchObject({ code: 'workerFailed', message: 'the PDF worker failed: boom' });
    await expect(b).rejects.toMatchObject({ code: 'workerFailed' });
    expect(workers[0]?.terminated).toBe(true);
    void client.text('d', 0);
    expect(workers).toHaveLength(2);
  });

  it('terminates on demand: pending calls are cancelled', async () => {
    const { client, worker } = setup();
    const pending = client.thumbnail('d', 0, { maxPx: 240 });
    expect(worker().last()).toEqual({ type: 'thumbnail', docId: 'd', page: 0, options: { maxPx: 240 }, id: 1 });
    client.terminate();
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
    expect(worker().terminated).toBe(true);
  });

  it('starts the worker ahead of use and says when it has loaded', async () => {
    const { client, workers, worker } = setup();
    const ready = client.ready();
    expect(workers).toHaveLength(1);
    let loaded = false;
    void ready.then(() => (loaded = true));
    await Promise.resolve();
    expect(loaded).toBe(false);
    worker().answer({ type: 'ready' });
    await ready;
    // The same worker serves the calls that follow.
    void client.text('d', 0);
    expect(workers).toHaveLength(1);
    await client.ready();
  });

  it('fails ready() when the worker dies while loading', async () => {
    const { client, worker } = setup();
    const ready = client.ready();
    worker().crash('syntax error');
    await expect(ready).rejects.toMatchObject({ code: 'workerFailed' });
  });

  it('closes without starting a worker when none runs', async () => {
    const { client, workers } = setup();
    await client.close('d');
    expect(workers).toHaveLength(0);
  });

  it('sends a password only when there is one', () => {
    const { client, worker } = setup();
    void client.open('d', new ArrayBuffer(1), { password: 'metr' });
    expect(worker().last()).toMatchObject({ type: 'open', password: 'metr' });
    void client.open('e', new ArrayBuffer(1));
    expect(worker().last()).not.toHaveProperty('password');
  });
});
