import { describe, expect, it, vi } from 'vitest';
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

describe('createReperageDispatcher', () => {
  it('answers a request with progress per page and the file, in Node with pdf-lib', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { FIXTURES } = await import('../pdf/testing');
    const { createReperageDispatcher } = await import('./dispatch');
    const { reperageCopy } = await import('../../i18n/reperage');
    const bytes = readFileSync(join(FIXTURES, 'plan.pdf'));
    const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const posted: { type: string }[] = [];
    const dispatch = createReperageDispatcher(reperageCopy(), (message) => posted.push(message));
    const colours = Object.fromEntries(
      [
        'blue',
        'red',
        'green',
        'orange',
        'purple',
        'teal',
        'pink',
        'brown',
        'grey',
        'ink',
        'muted',
        'rule',
        'paper',
      ].map((name) => [name, '#000000']),
    ) as never;
    dispatch({
      type: 'reperage',
      id: 7,
      input: reperageInput(),
      options: OPTIONS,
      files: [{ fileId: 'file-1', data }],
      palette: { colours, fillOpacity: 0.2 },
    });
    await vi.waitFor(() => expect(posted.at(-1)?.type).toBe('result'), { timeout: 20_000 });
    expect(posted.filter((m) => m.type === 'progress').length).toBeGreaterThanOrEqual(3);
    expect(posted.at(-1)).toMatchObject({ id: 7, request: 'reperage', result: { pageCount: 2, failures: [] } });
  });

  it('words its own errors with their code', async () => {
    const { createReperageDispatcher } = await import('./dispatch');
    const { reperageCopy } = await import('../../i18n/reperage');
    const posted: unknown[] = [];
    const dispatch = createReperageDispatcher(reperageCopy(), (message) => posted.push(message));
    dispatch({
      type: 'reperage',
      id: 8,
      input: reperageInput({ sheets: [] }),
      options: { ...OPTIONS, split: 'lot' },
      files: [],
      palette: { colours: {} as never, fillOpacity: 0.2 },
    });
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted.at(-1)).toMatchObject({ type: 'error', id: 8, error: { code: 'noMeasurement' } });
  });
});
