import { describe, expect, it, vi } from 'vitest';
import type { VersionComparison, VersionSnapshot } from '../../domain/takeoff/versions';
import { compareInWorker, type CompareWorkerLike } from './client';
import type { CompareRequest, CompareWorkerMessage } from './protocol';

/** A worker the test drives: it records what it got and answers with `send`. */
function fakeWorker() {
  const listeners: Record<string, ((event: { data?: CompareWorkerMessage }) => void)[]> = {};
  const posted: CompareRequest[] = [];
  const worker = {
    postMessage: (message: CompareRequest) => posted.push(message),
    addEventListener: (type: string, listener: (event: { data?: CompareWorkerMessage }) => void) => {
      (listeners[type] ??= []).push(listener);
    },
    terminate: vi.fn(),
  };
  return {
    worker: worker as unknown as CompareWorkerLike,
    posted,
    terminate: worker.terminate,
    send: (data: CompareWorkerMessage) => listeners.message?.forEach((l) => l({ data })),
    crash: () => listeners.error?.forEach((l) => l({})),
  };
}

const empty: VersionSnapshot = { sheets: [], measurements: [], variables: [], files: [] };
const request: CompareRequest = {
  before: empty,
  after: empty,
  library: { libraryLots: new Map(), libraryChapters: new Map(), libraryItems: new Map() },
};
const comparison = { lots: [], measurements: [], isSame: true } as unknown as VersionComparison;

describe('compareInWorker', () => {
  it('sends the request, reports each step, resolves with the comparison and stops the worker', async () => {
    const fake = fakeWorker();
    const onProgress = vi.fn();
    const result = compareInWorker(request, { onProgress, createWorker: () => fake.worker });
    expect(fake.posted).toEqual([request]);
    fake.send({ type: 'progress', done: 1, total: 3 });
    fake.send({ type: 'progress', done: 2, total: 3 });
    fake.send({ type: 'result', comparison });
    await expect(result).resolves.toBe(comparison);
    expect(onProgress.mock.calls).toEqual([
      [1, 3],
      [2, 3],
    ]);
    expect(fake.terminate).toHaveBeenCalledTimes(1);
  });

  it('cancels at once: rejects with the signal’s reason, terminates the worker, ignores what it still sends', async () => {
    const fake = fakeWorker();
    const controller = new AbortController();
    const onProgress = vi.fn();
    const result = compareInWorker(request, {
      signal: controller.signal,
      onProgress,
      createWorker: () => fake.worker,
    });
    controller.abort(new DOMException('annulé', 'AbortError'));
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.terminate).toHaveBeenCalledTimes(1);
    fake.send({ type: 'progress', done: 1, total: 3 });
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('starts no worker for a signal already aborted', async () => {
    const createWorker = vi.fn();
    const controller = new AbortController();
    controller.abort('stop');
    await expect(compareInWorker(request, { signal: controller.signal, createWorker })).rejects.toBe('stop');
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('rejects when the worker fails or reports an error', async () => {
    const crashed = fakeWorker();
    const first = compareInWorker(request, { createWorker: () => crashed.worker });
    crashed.crash();
    await expect(first).rejects.toThrow('the comparison worker failed');
    expect(crashed.terminate).toHaveBeenCalled();
    const failing = fakeWorker();
    const second = compareInWorker(request, { createWorker: () => failing.worker });
    failing.send({ type: 'error', message: 'boom' });
    await expect(second).rejects.toThrow('boom');
  });
});
