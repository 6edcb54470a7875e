import { describe, expect, it } from 'vitest';
import { fakeWorkers } from '../rpc/testing.ts';
import { SelectionClient } from './client.ts';
import { SelectionError, type SelectionRequest, type SelectionWorkerMessage } from './protocol.ts';

const sheet = { docId: 'd', page: 1, hiddenLayerIds: ['hatch'] };
const fill = { point: { x: 10, y: 20 }, gap: 86 };
const filled = {
  outer: [
    { x: 0, y: 0 },
    { x: 20, y: 0 },
    { x: 20, y: 30 },
  ],
  holes: [],
  label: '144A PATIENT ROOM',
  openings: [],
  area: 300,
  source: 'vectors' as const,
  snapped: true,
  layers: [],
  ms: 12,
};

describe('SelectionClient', () => {
  it('starts its worker on the first call, relays progress and resolves with the fill', async () => {
    const fake = fakeWorkers<SelectionRequest, SelectionWorkerMessage>();
    const client = new SelectionClient(fake.create);
    expect(fake.workers).toHaveLength(0);
    expect(client.generation).toBe(0);
    const progress: unknown[] = [];
    const pending = client.fill(sheet, fill, { onProgress: (p) => progress.push(p) });
    expect(client.generation).toBe(1);
    const sent = fake.worker().last();
    expect(sent).toMatchObject({ type: 'fill', ...sheet, options: fill });
    fake.worker().answer({ type: 'progress', id: sent.id, progress: { stage: 'read' } });
    fake.worker().answer({ type: 'progress', id: sent.id, progress: { stage: 'raster', done: 3, total: 9 } });
    fake.worker().answer({ type: 'result', id: sent.id, request: 'fill', result: filled });
    await expect(pending).resolves.toEqual(filled);
    expect(progress).toEqual([{ stage: 'read' }, { stage: 'raster', done: 3, total: 9 }]);
  });

  it('transfers the PDF on open, and sends prepare, run, skirting and close with their fields', async () => {
    const fake = fakeWorkers<SelectionRequest, SelectionWorkerMessage>();
    const client = new SelectionClient(fake.create);
    const data = new ArrayBuffer(8);
    void client.open('d', data);
    expect(fake.worker().sent[0]?.transfer).toEqual([data]);
    const run = {
      point: { x: 1, y: 2 },
      tolerance: 3,
      extend: true,
      face: 'axis' as const,
      thickness: { min: 2, max: 17 },
    };
    const skirting = { ring: filled.outer, minOpening: 14, maxOpening: 86, tolerance: 2 };
    void client.prepare(sheet);
    void client.run(sheet, run);
    void client.skirting(sheet, skirting);
    void client.close('d');
    expect(fake.worker().sent.map((s) => s.message)).toMatchObject([
      { type: 'open', docId: 'd' },
      { type: 'prepare', ...sheet },
      { type: 'run', ...sheet, options: run },
      { type: 'skirting', ...sheet, options: skirting },
      { type: 'close', docId: 'd' },
    ]);
    const ids = fake.worker().sent.map((s) => s.message.id);
    expect(new Set(ids).size).toBe(5);
  });

  it('terminates the worker when a call is cancelled; the next call starts a new one', async () => {
    const fake = fakeWorkers<SelectionRequest, SelectionWorkerMessage>();
    const client = new SelectionClient(fake.create);
    const controller = new AbortController();
    const pending = client.fill(sheet, fill, { signal: controller.signal });
    controller.abort(new DOMException('Annulé', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.workers[0]?.terminated).toBe(true);
    void client.fill(sheet, fill).catch(() => {});
    expect(fake.workers).toHaveLength(2);
    expect(client.generation).toBe(2);
  });

  it("rejects with the worker's error code, with workerFailed when it crashes, and stops on terminate", async () => {
    const fake = fakeWorkers<SelectionRequest, SelectionWorkerMessage>();
    const client = new SelectionClient(fake.create);
    const leak = client.fill(sheet, fill);
    fake.worker().answer({ type: 'error', id: fake.worker().last().id, error: { code: 'leak', message: 'x' } });
    await expect(leak).rejects.toEqual(new SelectionError('leak', 'x'));
    const crashed = client.run(sheet, {
      point: { x: 1, y: 1 },
      tolerance: 1,
      extend: false,
      face: 'face',
      thickness: { min: 1, max: 2 },
    });
    fake.worker().crash('out of memory');
    await expect(crashed).rejects.toMatchObject({ code: 'workerFailed' });
    const prepared = client.prepare(sheet);
    client.terminate();
    await expect(prepared).rejects.toMatchObject({ code: 'cancelled' });
    expect(fake.worker().terminated).toBe(true);
  });
});
