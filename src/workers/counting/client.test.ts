import { describe, expect, it } from 'vitest';
import { fakeWorkers } from '../rpc/testing.ts';
import { CountingClient } from './client.ts';
import { CountingError, type CountingRequest, type CountingWorkerMessage } from './protocol.ts';

const request = { docId: 'd', page: 0, templates: [{ id: 't', box: { x: 0, y: 0, width: 10, height: 10 } }] };

describe('CountingClient', () => {
  it('starts its worker on the first call, relays progress and resolves with the result', async () => {
    const fake = fakeWorkers<CountingRequest, CountingWorkerMessage>();
    const client = new CountingClient(fake.create);
    expect(fake.workers).toHaveLength(0);
    const progress: unknown[] = [];
    const found = client.find(request, { onProgress: (p) => progress.push(p) });
    const sent = fake.worker().last();
    expect(sent).toMatchObject({ type: 'find', docId: 'd', templates: request.templates });
    fake.worker().answer({ type: 'progress', id: sent.id, progress: { stage: 'render' } });
    const result = { proposals: [], scale: 1, width: 10, height: 10, rendered: true, renderMs: 1, matchMs: 1 };
    fake.worker().answer({ type: 'result', id: sent.id, request: 'find', result });
    await expect(found).resolves.toEqual(result);
    expect(progress).toEqual([{ stage: 'render' }]);
  });

  it('sends findElsewhere with its source, target and ratio, and resolves with the target’s result', async () => {
    const fake = fakeWorkers<CountingRequest, CountingWorkerMessage>();
    const client = new CountingClient(fake.create);
    const progress: unknown[] = [];
    const elsewhere = {
      source: { docId: 'd', page: 0, templates: request.templates },
      target: { docId: 'e', page: 2, hiddenLayerIds: ['hatch'], mask: [{ x: 1, y: 2, width: 3, height: 4 }] },
      ratio: 0.5,
    };
    const found = client.findElsewhere(elsewhere, { onProgress: (p) => progress.push(p) });
    const sent = fake.worker().last();
    expect(sent).toMatchObject({ type: 'findElsewhere', ...elsewhere });
    fake.worker().answer({ type: 'progress', id: sent.id, progress: { stage: 'render', sheet: 'target' } });
    const result = { proposals: [], scale: 2, width: 10, height: 10, rendered: true, renderMs: 1, matchMs: 1 };
    fake.worker().answer({ type: 'result', id: sent.id, request: 'findElsewhere', result });
    await expect(found).resolves.toEqual(result);
    expect(progress).toEqual([{ stage: 'render', sheet: 'target' }]);
  });

  it('terminates the worker when a call is cancelled; the next call starts a new one', async () => {
    const fake = fakeWorkers<CountingRequest, CountingWorkerMessage>();
    const client = new CountingClient(fake.create);
    const controller = new AbortController();
    const found = client.find(request, { signal: controller.signal });
    controller.abort(new DOMException('Annulé', 'AbortError'));
    await expect(found).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.workers[0]?.terminated).toBe(true);
    void client.find(request).catch(() => {});
    expect(fake.workers).toHaveLength(2);
  });

  it("rejects with the worker's error code, and with workerFailed when it crashes", async () => {
    const fake = fakeWorkers<CountingRequest, CountingWorkerMessage>();
    const client = new CountingClient(fake.create);
    const blank = client.find(request);
    fake
      .worker()
      .answer({ type: 'error', id: fake.worker().last().id, error: { code: 'emptyTemplate', message: 'x' } });
    await expect(blank).rejects.toEqual(new CountingError('emptyTemplate', 'x'));
    const crashed = client.find(request);
    fake.worker().crash('out of memory');
    await expect(crashed).rejects.toMatchObject({ code: 'workerFailed' });
  });
});
