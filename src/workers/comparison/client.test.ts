import { describe, expect, it } from 'vitest';
import { fakeWorkers } from '../rpc/testing.ts';
import { ComparisonClient } from './client.ts';
import { ComparisonError, type ComparisonRequest, type ComparisonWorkerMessage } from './protocol.ts';

const old = { docId: 'a', page: 1 };
const neu = { docId: 'b', page: 2, hiddenLayerIds: ['hatch'] };
const result = {
  alignment: { matrix: [1, 0, 0, 1, 0.4, 0.2] as const, method: 'auto' as const, confidence: 0.97, residual: 0.08 },
  regions: [{ box: { x: 1, y: 2, width: 3, height: 4 }, kind: 'added' as const, added: 12, removed: 0 }],
  ms: { render: 1, align: 2, diff: 3, regions: 4, pictures: 0 },
};

describe('ComparisonClient', () => {
  it('starts its worker on the first call, sends the pages and options, relays progress, resolves', async () => {
    const fake = fakeWorkers<ComparisonRequest, ComparisonWorkerMessage>();
    const client = new ComparisonClient(fake.create);
    expect(fake.workers).toHaveLength(0);
    const progress: unknown[] = [];
    const pending = client.compare(old, neu, { pictures: false }, { onProgress: (p) => progress.push(p) });
    expect(client.generation).toBe(1);
    const sent = fake.worker().last();
    expect(sent).toMatchObject({ type: 'compare', old, new: neu, options: { pictures: false } });
    fake.worker().answer({ type: 'progress', id: sent.id, progress: { stage: 'render', which: 'new' } });
    fake.worker().answer({ type: 'progress', id: sent.id, progress: { stage: 'diff', done: 1, total: 4 } });
    fake.worker().answer({ type: 'result', id: sent.id, request: 'compare', result });
    await expect(pending).resolves.toEqual(result);
    expect(progress).toEqual([
      { stage: 'render', which: 'new' },
      { stage: 'diff', done: 1, total: 4 },
    ]);
  });

  it('transfers the PDF on open and sends close', () => {
    const fake = fakeWorkers<ComparisonRequest, ComparisonWorkerMessage>();
    const client = new ComparisonClient(fake.create);
    const data = new ArrayBuffer(8);
    void client.open('a', data);
    void client.close('a');
    expect(fake.worker().sent[0]?.transfer).toEqual([data]);
    expect(fake.worker().sent.map((s) => s.message)).toMatchObject([
      { type: 'open', docId: 'a' },
      { type: 'close', docId: 'a' },
    ]);
  });

  it('terminates the worker when a comparison is cancelled (« Annuler »); the next call starts a new one', async () => {
    const fake = fakeWorkers<ComparisonRequest, ComparisonWorkerMessage>();
    const client = new ComparisonClient(fake.create);
    const controller = new AbortController();
    const pending = client.compare(old, neu, { pictures: false }, { signal: controller.signal });
    controller.abort(new DOMException('Annulé', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.workers[0]?.terminated).toBe(true);
    void client.compare(old, neu, { pictures: false }).catch(() => {});
    expect(fake.workers).toHaveLength(2);
    expect(client.generation).toBe(2);
  });

  it("rejects with the worker's error code, with workerFailed when it crashes, and stops on terminate", async () => {
    const fake = fakeWorkers<ComparisonRequest, ComparisonWorkerMessage>();
    const client = new ComparisonClient(fake.create);
    const failed = client.compare(old, neu, { pictures: false });
    fake
      .worker()
      .answer({ type: 'error', id: fake.worker().last().id, error: { code: 'alignmentFailed', message: 'x' } });
    await expect(failed).rejects.toEqual(new ComparisonError('alignmentFailed', 'x'));
    const crashed = client.compare(old, neu, { pictures: false });
    fake.worker().crash('out of memory');
    await expect(crashed).rejects.toMatchObject({ code: 'workerFailed' });
    const pending = client.compare(old, neu, { pictures: false });
    client.terminate();
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
    expect(fake.worker().terminated).toBe(true);
  });
});
