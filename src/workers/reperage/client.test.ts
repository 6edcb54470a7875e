import { describe, expect, it } from 'vitest';
import { OPTIONS, reperageInput } from '../../domain/reperage/testing';
import { fakeWorkers } from '../rpc/testing';
import { ReperageClient } from './client';
import type { ReperageRequest, ReperageWorkerMessage } from './protocol';

const palette = { colours: {} as never, fillOpacity: 0.16 };

describe('ReperageClient', () => {
  it('starts the worker on the first export, transfers the files and reports progress', async () => {
    const { create, workers, worker } = fakeWorkers<ReperageRequest, ReperageWorkerMessage>();
    const client = new ReperageClient(create);
    expect(workers).toHaveLength(0);
    const data = new ArrayBuffer(4);
    const progress: unknown[] = [];
    const done = client.write(reperageInput(), OPTIONS, [{ fileId: 'file-1', data }], palette, {
      onProgress: (p) => progress.push(p),
    });
    const sent = worker().sent[0];
    expect(sent?.message).toMatchObject({ type: 'reperage', options: OPTIONS });
    expect(sent?.transfer).toEqual([data]);
    worker().answer({ type: 'progress', id: 1, progress: { stage: 'page', done: 1, total: 2 } });
    const blob = new Blob(['%PDF']);
    worker().answer({
      type: 'result',
      id: 1,
      request: 'reperage',
      result: { blob, fileName: 'x.pdf', pageCount: 2, failures: [] },
    });
    await expect(done).resolves.toMatchObject({ fileName: 'x.pdf' });
    expect(progress).toEqual([{ stage: 'page', done: 1, total: 2 }]);
  });

  it('terminates the worker when the export is cancelled, and starts a new one for the next', async () => {
    const { create, workers } = fakeWorkers<ReperageRequest, ReperageWorkerMessage>();
    const client = new ReperageClient(create);
    const controller = new AbortController();
    const done = client.write(reperageInput(), OPTIONS, [], palette, { signal: controller.signal });
    controller.abort(new DOMException('stopped', 'AbortError'));
    await expect(done).rejects.toThrow();
    expect(workers[0]?.terminated).toBe(true);
    expect(client.isRunning).toBe(false);
    void client.write(reperageInput(), OPTIONS, [], palette).catch(() => undefined);
    expect(workers).toHaveLength(2);
  });

  it('fails pending exports with workerFailed when the worker crashes', async () => {
    const { create, worker } = fakeWorkers<ReperageRequest, ReperageWorkerMessage>();
    const client = new ReperageClient(create);
    const done = client.write(reperageInput(), OPTIONS, [], palette);
    worker().crash('out of memory');
    await expect(done).rejects.toMatchObject({ code: 'workerFailed' });
  });
});
