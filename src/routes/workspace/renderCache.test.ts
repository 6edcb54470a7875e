import { describe, expect, it, vi } from 'vitest';
import type { SheetRenderRequest, SheetSource } from '../../screens/Workspace/Viewer';
import {
  cachedSource,
  pictureKey,
  RenderCache,
  STAND_IN_RATIO,
  type PictureCodec,
  type RenderStore,
} from './renderCache';

type Entry = Awaited<ReturnType<RenderStore['get']>>;

/** Cache Storage in a Map; `broken` makes every call fail (quota full, storage cleared). */
function memoryStore() {
  const entries = new Map<string, NonNullable<Entry>>();
  const state = { broken: false };
  const check = () => {
    if (state.broken) throw new Error('QuotaExceededError');
  };
  const store: RenderStore = {
    get: async (key) => (check(), entries.get(key)),
    put: async (key, blob, meta) => {
      check();
      entries.set(key, { blob, meta });
    },
    delete: async (key) => {
      check();
      entries.delete(key);
    },
    list: async () => (check(), [...entries].map(([key, { meta }]) => ({ key, meta }))),
  };
  return { store, entries, state };
}

/** A picture is its label; closing is recorded. */
function bitmap(label: string): ImageBitmap {
  const image = { label, closed: false, close: () => void (image.closed = true) };
  return image as unknown as ImageBitmap;
}
const labelOf = (image: ImageBitmap) => (image as unknown as { label: string }).label;

const codec: PictureCodec = {
  clone: async (image) => bitmap(labelOf(image)),
  encode: async (image) => new Blob([labelOf(image)], { type: 'image/png' }),
  decode: async (blob) => bitmap(`decoded ${await blob.text()}`),
};

function source() {
  const calls: string[] = [];
  const s: SheetSource = {
    width: 100,
    height: 50,
    render: vi.fn(async (request: SheetRenderRequest) => {
      calls.push(`×${request.scale} ${(request.hiddenLayerIds ?? []).join(',')}`);
      return { image: bitmap(`rendered ×${request.scale}`), region: request.region };
    }),
  };
  return { source: s, calls };
}

const request = (overrides: Partial<SheetRenderRequest> = {}): SheetRenderRequest => ({
  region: { x: 0, y: 0, width: 100, height: 50 },
  scale: 0.5,
  hiddenLayerIds: undefined,
  signal: new AbortController().signal,
  ...overrides,
});

const settle = async (cache: RenderCache) => {
  for (let i = 0; i < 20 && cache.pending > 0; i++) await new Promise((r) => setTimeout(r, 0));
};

describe('RenderCache', () => {
  it('renders a picture once: the next visit is answered from what was kept, without the PDF', async () => {
    const { store } = memoryStore();
    const cache = new RenderCache({ store, codec, later: (work) => work() });
    const first = source();
    const shown = await cachedSource(first.source, cache, { hash: 'abc', pageIndex: 0 }).render(request());
    expect(labelOf(shown.image)).toBe('rendered ×0.5');
    await settle(cache);

    const second = source();
    const again = await cachedSource(second.source, cache, { hash: 'abc', pageIndex: 0 }).render(request());
    expect(second.calls).toEqual([]);
    expect(labelOf(again.image)).toBe('decoded rendered ×0.5');
    expect(again.region).toEqual({ x: 0, y: 0, width: 100, height: 50 });
  });

  it('keys a picture by everything that decides its pixels: file, page, scale, region and hidden layers', async () => {
    const base = pictureKey('abc', 0, request());
    expect(pictureKey('abc', 0, request({ hiddenLayerIds: ['7R', '5R'] }))).toBe(
      pictureKey('abc', 0, request({ hiddenLayerIds: ['5R', '7R'] })),
    );
    for (const other of [
      pictureKey('abd', 0, request()),
      pictureKey('abc', 1, request()),
      pictureKey('abc', 0, request({ scale: 0.51 })),
      pictureKey('abc', 0, request({ region: { x: 0, y: 0, width: 50, height: 50 } })),
      pictureKey('abc', 0, request({ hiddenLayerIds: ['5R'] })),
    ])
      expect(other).not.toBe(base);

    const { store } = memoryStore();
    const cache = new RenderCache({ store, codec, later: (work) => work() });
    await cachedSource(source().source, cache, { hash: 'abc', pageIndex: 0 }).render(request());
    await settle(cache);
    const withLayers = source();
    await cachedSource(withLayers.source, cache, { hash: 'abc', pageIndex: 0 }).render(
      request({ hiddenLayerIds: ['5R'] }),
    );
    expect(withLayers.calls).toEqual(['×0.5 5R']);
  });

  it('renders as if nothing was kept when the storage fails, and says nothing about it', async () => {
    const { store, state } = memoryStore();
    state.broken = true;
    const cache = new RenderCache({ store, codec, later: (work) => work() });
    const s = source();
    const shown = await cachedSource(s.source, cache, { hash: 'abc', pageIndex: 0 }).render(request());
    expect(labelOf(shown.image)).toBe('rendered ×0.5');
    await settle(cache);
    expect(await cache.document('abc')).toBeUndefined();
  });

  it('keeps a file’s pages and layers for the next open', async () => {
    const { store } = memoryStore();
    const cache = new RenderCache({ store, codec });
    const page = { index: 0, label: null, widthPt: 100, heightPt: 50, rotation: 0 as const, userUnit: 1 };
    await cache.keepDocument('abc', { pages: [page], layers: [{ id: '5R', name: 'Cotes', visibleByDefault: true }] });
    expect(await cache.document('abc')).toEqual({
      pages: [page],
      layers: [{ id: '5R', name: 'Cotes', visibleByDefault: true }],
    });
  });

  it('drops the least recently used pictures beyond its cap', async () => {
    const { store, entries } = memoryStore();
    let now = 0;
    const cache = new RenderCache({ store, codec, later: (work) => work(), maxEntries: 2, now: () => ++now });
    const s = cachedSource(source().source, cache, { hash: 'abc', pageIndex: 0 });
    for (const scale of [1, 2, 3]) {
      await s.render(request({ scale }));
      await settle(cache);
    }
    await s.render(request({ scale: 1 })); // used again: now the most recent
    await cache.trim();
    expect([...entries.keys()].map((k) => k.split('/')[2]).sort()).toEqual(['1', '3']);
  });

  it('purges what was kept for files no project holds any more', async () => {
    const { store, entries } = memoryStore();
    const cache = new RenderCache({ store, codec, later: (work) => work() });
    await cachedSource(source().source, cache, { hash: 'gone', pageIndex: 0 }).render(request());
    await cachedSource(source().source, cache, { hash: 'kept', pageIndex: 0 }).render(request());
    await settle(cache);
    await cache.keepDocument('gone', { pages: [], layers: [] });
    expect(await cache.purge(new Set(['kept']))).toBe(2);
    expect([...entries.keys()].every((k) => k.startsWith('kept/'))).toBe(true);
  });

  it('does not answer an aborted request with a kept picture, and closes it', async () => {
    const { store } = memoryStore();
    const cache = new RenderCache({ store, codec, later: (work) => work() });
    await cachedSource(source().source, cache, { hash: 'abc', pageIndex: 0 }).render(request());
    await settle(cache);
    const controller = new AbortController();
    controller.abort();
    const s = source();
    await expect(
      cachedSource(s.source, cache, { hash: 'abc', pageIndex: 0 }).render(request({ signal: controller.signal })),
    ).rejects.toThrow();
  });
  it('lets a finer picture of the same region and layers stand in on a miss (up to STAND_IN_RATIO), never a coarser one', async () => {
    const { store } = memoryStore();
    const cache = new RenderCache({ store, codec, later: (work) => work() });
    await cachedSource(source().source, cache, { hash: 'abc', pageIndex: 0 }).render(request({ scale: 0.8 }));
    await settle(cache);

    const finer = source();
    const shown = await cachedSource(finer.source, cache, { hash: 'abc', pageIndex: 0 }).render(
      request({ scale: 0.5 }),
    );
    expect(finer.calls).toEqual([]);
    expect(labelOf(shown.image)).toBe('decoded rendered ×0.8');

    for (const asked of [
      request({ scale: 0.9 }), // the kept one would be coarser
      request({ scale: 0.8 / (STAND_IN_RATIO + 0.1) }), // far finer than asked: too many pixels for nothing
      request({ scale: 0.5, hiddenLayerIds: ['5R'] }), // other layers
      request({ scale: 0.5, region: { x: 0, y: 0, width: 50, height: 50 } }), // another region
    ]) {
      const s = source();
      await cachedSource(s.source, cache, { hash: 'abc', pageIndex: 0 }).render(asked);
      expect(s.calls).toHaveLength(1);
    }
  });

  it('finds stand-ins kept by an earlier visit (read from the store once)', async () => {
    const { store } = memoryStore();
    const first = new RenderCache({ store, codec, later: (work) => work() });
    await cachedSource(source().source, first, { hash: 'abc', pageIndex: 0 }).render(request({ scale: 0.7 }));
    await settle(first);
    const list = vi.spyOn(store, 'list');

    const later = new RenderCache({ store, codec, later: (work) => work() });
    const s = source();
    await cachedSource(s.source, later, { hash: 'abc', pageIndex: 0 }).render(request({ scale: 0.5 }));
    await cachedSource(s.source, later, { hash: 'abc', pageIndex: 0 }).render(request({ scale: 0.6 }));
    expect(s.calls).toEqual([]);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('prerenders a picture a visit then waits for instead of rendering it again, and keeps it', async () => {
    const { store, entries } = memoryStore();
    const cache = new RenderCache({ store, codec, later: (work) => work() });
    let finish: () => void = () => {};
    const slow = source();
    const render = slow.source.render;
    slow.source.render = async (r) => {
      await new Promise<void>((done) => (finish = done));
      return render(r);
    };
    const ahead = cache.prerender(slow.source, { hash: 'abc', pageIndex: 0 }, request({ scale: 0.6 }));
    await new Promise((r) => setTimeout(r, 0));

    const visit = source();
    const shown = cachedSource(visit.source, cache, { hash: 'abc', pageIndex: 0 }).render(request({ scale: 0.5 }));
    finish();
    expect(labelOf((await shown).image)).toBe('rendered ×0.6');
    await ahead;
    expect(visit.calls).toEqual([]);
    expect([...entries.keys()]).toEqual([pictureKey('abc', 0, request({ scale: 0.6 }))]);
  });

  it('renders the visit itself when the picture made ahead fails or is stopped', async () => {
    const { store } = memoryStore();
    const cache = new RenderCache({ store, codec, later: (work) => work() });
    const failing = source();
    failing.source.render = async () => {
      throw new DOMException('stopped', 'AbortError');
    };
    const ahead = cache.prerender(failing.source, { hash: 'abc', pageIndex: 0 }, request({ scale: 0.6 }));
    const visit = source();
    const shown = await cachedSource(visit.source, cache, { hash: 'abc', pageIndex: 0 }).render(
      request({ scale: 0.5 }),
    );
    await ahead;
    expect(visit.calls).toEqual(['×0.5 ']);
    expect(labelOf(shown.image)).toBe('rendered ×0.5');
  });
});
