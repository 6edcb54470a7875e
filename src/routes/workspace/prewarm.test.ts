// @vitest-environment jsdom
/**
 * The pictures made ahead of a sheet's first visit (prewarm.ts), on a real database, the PDF faked: which sheets get
 * one, at which scale, and that a sheet page opening stops the work for any other sheet.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeTestDatabases, testDatabase } from '../../db/testing/database';
import type { MetrDatabase } from '../../db/schema';
import type { SheetRenderRequest, SheetSource } from '../../screens/Workspace/Viewer';
import type * as RenderCacheModule from './renderCache';
import { pictureKey, RenderCache, type RenderStore } from './renderCache';
import type { OpenedSheet } from './sheetDocument';

type Entry = Awaited<ReturnType<RenderStore['get']>>;
const entries = new Map<string, NonNullable<Entry>>();
const store: RenderStore = {
  get: async (key) => entries.get(key),
  put: async (key, blob, meta) => void entries.set(key, { blob, meta }),
  delete: async (key) => void entries.delete(key),
  list: async () => [...entries].map(([key, { meta }]) => ({ key, meta })),
};
const bitmap = () => ({ width: 10, height: 10, close: () => {} }) as unknown as ImageBitmap;
let cache: RenderCache;

/** Renders wait until released (or aborted); each request is recorded with its sheet. */
const asked: { page: number; request: SheetRenderRequest; release: () => void }[] = [];
function sourceOf(page: number): SheetSource {
  return {
    width: 1000,
    height: 500,
    render: (request) =>
      new Promise((resolve, reject) => {
        asked.push({ page, request, release: () => resolve({ image: bitmap(), region: request.region }) });
        request.signal.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError')));
      }),
  };
}

vi.mock('./idle', () => ({ whenIdle: (callback: () => void) => (callback(), () => {}) }));
vi.mock('../../workers/pdf/client', () => ({ pdfClient: () => ({}) }));
vi.mock('./renderCache', async (original) => ({
  ...(await original<typeof RenderCacheModule>()),
  renderCache: () => cache,
}));
vi.mock('./sheetDocument', () => ({
  sheetDocuments: () => ({
    open: async (sheet: { pageIndex: number }): Promise<OpenedSheet> =>
      ({
        source: sourceOf(sheet.pageIndex),
        layers: [{ id: '9R', name: 'Mobilier', visibleByDefault: false }],
        page: { index: sheet.pageIndex, label: null, widthPt: 1000, heightPt: 500, rotation: 0, userUnit: 1 },
        document: { pages: [], layers: [], sha256: 'abc' },
        snapIndex: () => Promise.reject(new Error('unused')),
        release: () => {},
      }) as unknown as OpenedSheet,
  }),
}));

const { MAX_PRERENDERED, prerenderProject } = await import('./prewarm');
const { rememberViewerWindow, sheetOpened } = await import('./prerenderSignals');
const { holdViewer } = await import('./comparison/viewerHold');

const flush = async () => {
  for (let i = 0; i < 30; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

async function project(db: MetrDatabase, sheets: number) {
  await db.files.add({ id: 'file-1', hash: 'abc' } as never);
  for (let i = 0; i < sheets; i++) {
    await db.plans.add({
      id: `sheet-${i}`,
      projectId: 'p1',
      fileId: 'file-1',
      pageIndex: i,
      name: `A${i}`,
      width: 1000,
      height: 500,
      scale: { default: null, regions: [] },
      createdAt: `2026-11-29T07:00:0${i}.000Z`,
      updatedAt: `2026-11-29T07:00:0${i}.000Z`,
    });
  }
}

beforeEach(() => {
  entries.clear();
  asked.length = 0;
  cache = new RenderCache({
    store,
    codec: { clone: async () => bitmap(), encode: async () => new Blob(['png']), decode: async () => bitmap() },
    later: (work) => work(),
  });
  localStorage.clear();
});
afterEach(closeTestDatabases);

describe('pictures made ahead of a first visit', () => {
  it('makes the fitted picture of the first sheets never shown, one at a time, at the size the plan last had', async () => {
    const db = testDatabase();
    await project(db, MAX_PRERENDERED + 2);
    await db.sheetViews.add({ id: 'sheet-0' } as never); // shown before: its visit kept its pictures
    rememberViewerWindow({ windowSize: { width: 500, height: 300 }, fitMargin: 25, pixelRatio: 2 });

    await prerenderProject(db, 'p1');
    for (let page = 1; page <= MAX_PRERENDERED; page++) {
      await vi.waitFor(() => expect(asked.map((a) => a.page)).toEqual(Array.from({ length: page }, (_, i) => i + 1)));
      const { request, release } = asked[page - 1] as (typeof asked)[number];
      // Fitted in 500 × 300 less 25 px around: min(450 / 1000, 250 / 500) = 0.45, × DPR 2.
      expect(request.scale).toBeCloseTo(0.9, 9);
      expect(request.region).toEqual({ x: 0, y: 0, width: 1000, height: 500 });
      // The layers a first visit shows: those hidden by default stay hidden.
      expect(request.hiddenLayerIds).toEqual(['9R']);
      release();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toHaveLength(MAX_PRERENDERED);
    expect(entries.has(pictureKey('abc', 1, asked[0]?.request as SheetRenderRequest))).toBe(true);
  });

  it('stops when a sheet page opens: another sheet’s picture is dropped, that sheet’s own goes on', async () => {
    const db = testDatabase();
    await project(db, 3);
    await prerenderProject(db, 'p1');
    await flush();
    expect(asked.map((a) => a.page)).toEqual([0]);

    sheetOpened('file-1', 0); // the very sheet being made: it goes on, and nothing after it
    expect(asked[0]?.request.signal.aborted).toBe(false);
    asked[0]?.release();
    await flush();
    expect(asked).toHaveLength(1);

    await prerenderProject(db, 'p1');
    await vi.waitFor(() => expect(asked.map((a) => a.page)).toEqual([0, 1]));
    sheetOpened('file-1', 2);
    expect(asked[1]?.request.signal.aborted).toBe(true);
    await flush();
    expect(asked).toHaveLength(2);
  });

  it('waits while a comparison runs (a new indice’s sheet opens on it): the comparison draws first', async () => {
    const db = testDatabase();
    await project(db, 1);
    const release = holdViewer();
    await prerenderProject(db, 'p1');
    await flush();
    expect(asked).toHaveLength(0);
    release();
    await vi.waitFor(() => expect(asked.map((a) => a.page)).toEqual([0]));
    asked[0]?.release();
    await flush();
  });
});
