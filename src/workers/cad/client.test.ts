import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawing } from '../../domain/cad/pdfTesting.ts';
import { CAD_LIMITS } from '../../domain/cad/types.ts';
import { fakeWorkers } from '../rpc/testing.ts';
import { CadClient } from './client.ts';
import { CadError, type CadDrawingSummary, type CadRequest, type CadWorkerMessage } from './protocol.ts';

const summary: CadDrawingSummary = {
  drawingId: 'd',
  format: 'dxf',
  version: 'AC1015',
  units: 'mm',
  insUnits: 4,
  layerCount: 3,
  blockCount: 2,
  entityCount: 10,
  skipped: {},
  xrefs: [],
  ms: 5,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('CadClient', () => {
  it('starts its worker on the first call, transfers the DXF, relays progress and resolves', async () => {
    const fake = fakeWorkers<CadRequest, CadWorkerMessage>();
    const client = new CadClient(fake.create);
    expect(fake.workers).toHaveLength(0);
    const data = new ArrayBuffer(16);
    const progress: unknown[] = [];
    const pending = client.readDxf('d', data, { onProgress: (p) => progress.push(p) });
    expect(client.generation).toBe(1);
    const sent = fake.worker().sent[0];
    expect(sent?.message).toMatchObject({ type: 'readDxf', drawingId: 'd' });
    expect(sent?.transfer).toEqual([data]);
    const id = fake.worker().last().id;
    fake.worker().answer({ type: 'progress', id, progress: { stage: 'parse', done: 8, total: 16 } });
    fake.worker().answer({ type: 'result', id, request: 'readDxf', result: summary });
    await expect(pending).resolves.toEqual(summary);
    expect(progress).toEqual([{ stage: 'parse', done: 8, total: 16 }]);
  });

  it('sends loadDrawing, build and forget with their fields; forget without a worker starts none', async () => {
    const fake = fakeWorkers<CadRequest, CadWorkerMessage>();
    const client = new CadClient(fake.create);
    await expect(client.forget('x')).resolves.toBeNull();
    expect(fake.workers).toHaveLength(0);
    const d = drawing({ modelSpace: [] });
    const calls = [client.loadDrawing('d', d), client.build('d', 'cm', 'person'), client.forget('d')];
    for (const call of calls) call.catch(() => {});
    expect(fake.worker().sent.map((s) => s.message)).toMatchObject([
      { type: 'loadDrawing', drawingId: 'd', drawing: d },
      { type: 'build', drawingId: 'd', unit: 'cm', unitSource: 'person' },
      { type: 'forget', drawingId: 'd' },
    ]);
    client.terminate();
  });

  it('start() starts the worker ahead of any call; the server’s answer is transferred to it, not copied', async () => {
    const fake = fakeWorkers<CadRequest, CadWorkerMessage>();
    const client = new CadClient(fake.create);
    client.start();
    expect(fake.workers).toHaveLength(1);
    expect(client.generation).toBe(1);
    const answer = new TextEncoder().encode('{}').buffer;
    client.loadDrawing('d', answer).catch(() => {});
    expect(fake.workers).toHaveLength(1);
    expect(fake.worker().sent[0]?.transfer).toEqual([answer]);
    client.terminate();
  });

  it('rejects with the worker’s error code, and with workerFailed when the worker crashes', async () => {
    const fake = fakeWorkers<CadRequest, CadWorkerMessage>();
    const client = new CadClient(fake.create);
    const bad = client.readDxf('d', new ArrayBuffer(1));
    fake.worker().answer({ type: 'error', id: fake.worker().last().id, error: { code: 'truncated', message: 'x' } });
    await expect(bad).rejects.toEqual(new CadError('truncated', 'x'));
    const crashed = client.build('d', 'mm', 'file');
    fake.worker().crash('out of memory');
    await expect(crashed).rejects.toMatchObject({ name: 'CadError', code: 'workerFailed' });
    expect(fake.workers[0]?.terminated).toBe(true);
  });

  it('terminates the worker when a call is cancelled; the next call starts a new one', async () => {
    const fake = fakeWorkers<CadRequest, CadWorkerMessage>();
    const client = new CadClient(fake.create);
    const controller = new AbortController();
    const pending = client.readDxf('d', new ArrayBuffer(1), { signal: controller.signal });
    controller.abort(new DOMException('Annulé', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.workers[0]?.terminated).toBe(true);
    void client.build('d', 'mm', 'file').catch(() => {});
    expect(fake.workers).toHaveLength(2);
    expect(client.generation).toBe(2);
    client.terminate();
  });

  it('fails a call with timeout after CAD_LIMITS.workerTimeoutMs, terminating the worker', async () => {
    vi.useFakeTimers();
    const fake = fakeWorkers<CadRequest, CadWorkerMessage>();
    const client = new CadClient(fake.create);
    const pending = client.build('d', 'mm', 'file');
    const settled = vi.fn();
    pending.catch(settled);
    await vi.advanceTimersByTimeAsync(CAD_LIMITS.workerTimeoutMs - 1);
    expect(settled).not.toHaveBeenCalled();
    expect(fake.worker().terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toMatchObject({ name: 'CadError', code: 'timeout' });
    expect(fake.worker().terminated).toBe(true);
  });

  it('clears its timer once a call is answered', async () => {
    vi.useFakeTimers();
    const fake = fakeWorkers<CadRequest, CadWorkerMessage>();
    const client = new CadClient(fake.create, { timeoutMs: 1000 });
    const pending = client.loadDrawing('d', drawing({ modelSpace: [] }));
    fake.worker().answer({ type: 'result', id: fake.worker().last().id, request: 'loadDrawing', result: summary });
    await expect(pending).resolves.toEqual(summary);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.worker().terminated).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
