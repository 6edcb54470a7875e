import { describe, expect, it } from 'vitest';
import { grayRaster } from '../../domain/counting/raster.ts';
import { WorkerMatchHelper, type HelperAnswer, type HelperRequest, type HelperWorker } from './helper.ts';

function fakeHelper() {
  const sent: HelperRequest[] = [];
  const workers: (HelperWorker & { terminated: boolean })[] = [];
  const create = () => {
    const worker = {
      terminated: false,
      onmessage: null as HelperWorker['onmessage'],
      onerror: null as HelperWorker['onerror'],
      postMessage: (m: HelperRequest) => sent.push(m),
      terminate() {
        worker.terminated = true;
      },
    };
    workers.push(worker);
    return worker;
  };
  const answer = (data: HelperAnswer) => workers.at(-1)?.onmessage?.({ data } as MessageEvent<HelperAnswer>);
  return { sent, workers, create, answer };
}

const raster = grayRaster(4, 4);
const templates = [{ id: 't', box: { x: 0, y: 0, width: 1, height: 1 }, raster: grayRaster(2, 2) }];
const part = { index: 1, count: 2 };

describe('WorkerMatchHelper', () => {
  it('starts its worker on the first search, sends a sheet’s raster once, and resolves with its proposals', async () => {
    const fake = fakeHelper();
    const helper = new WorkerMatchHelper(fake.create);
    expect(fake.workers).toHaveLength(0);
    const first = helper.match('a', raster, templates, { scale: 1 }, part);
    fake.answer({ id: 1, proposals: [] });
    await expect(first).resolves.toEqual([]);
    void helper.match('a', raster, templates, { scale: 1 }, part);
    void helper.match('b', raster, templates, { scale: 1 }, part);
    expect(fake.sent.map((m) => [m.key, !!m.raster])).toEqual([
      ['a', true],
      ['a', false],
      ['b', true],
    ]);
    expect(fake.workers).toHaveLength(1);
  });

  it('sends the raster again after an error, and gives up on a worker that fails', async () => {
    const fake = fakeHelper();
    const helper = new WorkerMatchHelper(fake.create);
    const refused = helper.match('a', raster, templates, { scale: 1 }, part);
    fake.answer({ id: 1, error: 'no raster for this sheet' });
    await expect(refused).rejects.toThrow('no raster');
    const pending = helper.match('a', raster, templates, { scale: 1 }, part);
    expect(fake.sent[1]?.raster).toBe(raster);
    fake.workers[0]?.onerror?.(new Event('error'));
    await expect(pending).rejects.toThrow('failed');
    expect(fake.workers[0]?.terminated).toBe(true);
    await expect(helper.match('a', raster, templates, { scale: 1 }, part)).rejects.toThrow();
    expect(fake.workers).toHaveLength(1);
  });
});
