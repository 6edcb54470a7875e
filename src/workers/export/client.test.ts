import { describe, expect, it, vi } from 'vitest';
import { ALL_SHEETS, type ExportDocument } from '../../domain/export/model';
import { fakeWorkers } from '../rpc/testing';
import { ExportClient } from './client';
import { ExportError, type ExportRequest, type ExportWorkerMessage } from './protocol';

function setup() {
  const { create, workers, worker } = fakeWorkers<ExportRequest, ExportWorkerMessage>();
  return { client: new ExportClient(create), workers, worker };
}

// The client only forwards the document: its content does not matter here.
const document = { lots: [], details: [] } as unknown as ExportDocument;
const file = { blob: new Blob(['x']), fileName: 'a.csv' };

describe('ExportClient', () => {
  it('starts its worker on the first call only, and resolves each call with its own result', async () => {
    const { client, workers, worker } = setup();
    expect(workers).toHaveLength(0);
    const csv = client.csv(document, 'priced');
    const workbook = client.workbook(document, ALL_SHEETS);
    expect(workers).toHaveLength(1);
    expect(worker().sent.map((s) => [s.message.type, s.message.id])).toEqual([
      ['csv', 1],
      ['workbook', 2],
    ]);
    worker().answer({ type: 'ready' });
    worker().answer({ type: 'result', id: 2, request: 'workbook', result: { ...file, fileName: 'a.xlsx' } });
    worker().answer({ type: 'result', id: 1, request: 'csv', result: file });
    await expect(csv).resolves.toBe(file);
    await expect(workbook).resolves.toMatchObject({ fileName: 'a.xlsx' });
  });

  it('reports progress, and turns an error answer into an ExportError with its code', async () => {
    const { client, worker } = setup();
    const onProgress = vi.fn();
    const reading = client.readLibraryFile(new ArrayBuffer(4), 'a.csv', { onProgress, separator: ';' });
    const sent = worker().sent[0];
    expect(sent?.message).toMatchObject({ type: 'readLibraryFile', fileName: 'a.csv', options: { separator: ';' } });
    expect(sent?.transfer).toHaveLength(1);
    worker().answer({ type: 'progress', id: 1, progress: { stage: 'read' } });
    expect(onProgress).toHaveBeenCalledWith({ stage: 'read' });
    worker().answer({ type: 'error', id: 1, error: { code: 'emptyFile', message: 'the file is empty' } });
    await expect(reading).rejects.toEqual(new ExportError('emptyFile', 'the file is empty'));
  });

  it('on abort: rejects with the reason at once, tells the worker to cancel, and drops its late answer', async () => {
    const { client, worker } = setup();
    const controller = new AbortController();
    const onProgress = vi.fn();
    const csv = client.csv(document, 'priced', { signal: controller.signal, onProgress });
    controller.abort(new DOMException('stop', 'AbortError'));
    await expect(csv).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker().sent[1]?.message).toEqual({ type: 'cancel', id: 1 });
    worker().answer({ type: 'progress', id: 1, progress: { stage: 'layout' } });
    worker().answer({ type: 'result', id: 1, request: 'csv', result: file });
    expect(onProgress).not.toHaveBeenCalled();
    // An already aborted signal sends nothing.
    await expect(client.csv(document, 'priced', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(worker().sent).toHaveLength(2);
  });

  it('when the worker dies, fails every pending call with workerFailed and starts a new worker next time', async () => {
    const { client, workers, worker } = setup();
    const a = client.csv(document, 'priced');
    const b = client.workbook(document, ALL_SHEETS);
    worker().crash('out of memory');
    await expect(a).rejects.toEqual(new ExportError('workerFailed', 'the export worker failed: out of memory'));
    await expect(b).rejects.toMatchObject({ code: 'workerFailed' });
    expect(workers[0]?.terminated).toBe(true);
    const c = client.csv(document, 'priced');
    expect(workers).toHaveLength(2);
    // The dead worker's events no longer count.
    workers[0]?.crash(undefined, 'messageerror');
    worker().answer({ type: 'result', id: 3, request: 'csv', result: file });
    await expect(c).resolves.toBe(file);
  });

  it('terminate() stops the worker and fails pending calls with cancelled', async () => {
    const { client, worker } = setup();
    const csv = client.csv(document, 'priced');
    client.terminate();
    await expect(csv).rejects.toEqual(new ExportError('cancelled', 'the export worker was stopped'));
    expect(worker().terminated).toBe(true);
  });
});
