import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MetrDatabase } from '../../../db/schema';
import type { PageRef } from '../../../workers/comparison/protocol';

/** The calls the page's comparison worker received (a stand-in for the worker's client). */
const calls: { type: string; docId?: string; old?: PageRef; new?: PageRef; bytes?: number }[] = [];

vi.mock('../../../workers/comparison/client', () => ({
  ComparisonClient: class {
    open(docId: string, data: ArrayBuffer) {
      calls.push({ type: 'open', docId, bytes: data.byteLength });
      return Promise.resolve({ pageCount: 2 });
    }
    prepare(pages: { old: PageRef; new?: PageRef }) {
      calls.push({ type: 'prepare', old: pages.old, ...(pages.new ? { new: pages.new } : {}) });
      return Promise.resolve({ scale: 2 });
    }
    close(docId: string) {
      calls.push({ type: 'close', docId });
      return Promise.resolve(null);
    }
    terminate() {
      calls.push({ type: 'terminate' });
    }
  },
}));
vi.mock('../sharing/planBlob', () => ({
  readPlanBlob: (_db: unknown, fileId: string) => Promise.resolve(new Blob([`stored ${fileId}`])),
}));

const {
  adoptPicked,
  comparisonClient,
  dropAllPicked,
  dropPicked,
  forgetWorker,
  openIn,
  pageOf,
  PICKED_IDLE_MS,
  pickedItems,
  prepareComparison,
} = await import('./sharedClient');

const db = {} as MetrDatabase;
const previous = { fileId: 'file-a', pageIndex: 0 };
const picked = { itemId: 'item-1', file: new Blob(['%PDF- picked bytes']), pageIndex: 1 };
const size = { width: 3024, height: 2160 };

/** Lets the opens and the prepare go through. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  forgetWorker();
  calls.length = 0;
  vi.useRealTimers();
});

describe('a new indice prepared from its picked file, before its save', () => {
  it('opens the picked bytes in the worker and renders both pages ahead', async () => {
    prepareComparison(db, previous, size, picked);
    await settle();
    const opened = calls.filter((c) => c.type === 'open');
    expect(opened).toHaveLength(2);
    expect(opened).toContainEqual({ type: 'open', docId: 'picked-item-1', bytes: picked.file.size });
    expect(opened).toContainEqual({ type: 'open', docId: 'file-a', bytes: 'stored file-a'.length });
    expect(calls.find((c) => c.type === 'prepare')).toEqual({
      type: 'prepare',
      old: { docId: 'file-a', page: 1 },
      new: { docId: 'picked-item-1', page: 2 },
    });
    expect(pickedItems()).toEqual(['item-1']);
  });

  it('once saved, the saved file is the picked document: neither opened nor rendered again', async () => {
    prepareComparison(db, previous, size, picked);
    await settle();
    adoptPicked('item-1', 'file-b');
    expect(pickedItems()).toEqual([]);
    const client = comparisonClient();
    await openIn(client, db, 'file-b');
    expect(calls.filter((c) => c.type === 'open').map((c) => c.docId)).toHaveLength(2);
    // The comparison asks for the page the prepare rendered (the engine keeps renders by document and page).
    expect(pageOf({ fileId: 'file-b', pageIndex: 1 })).toEqual({ docId: 'picked-item-1', page: 2 });
    expect(pageOf(previous)).toEqual({ docId: 'file-a', page: 1 });
  });

  it('not saved: its document is closed in the worker', async () => {
    prepareComparison(db, previous, size, picked);
    await settle();
    dropPicked('item-1');
    await settle();
    expect(calls.filter((c) => c.type === 'close')).toEqual([{ type: 'close', docId: 'picked-item-1' }]);
    expect(pickedItems()).toEqual([]);
  });

  it('a new worker (« Annuler », a crash) opens the saved file from the database again', async () => {
    prepareComparison(db, previous, size, picked);
    await settle();
    adoptPicked('item-1', 'file-b');
    forgetWorker();
    expect(pageOf({ fileId: 'file-b', pageIndex: 1 })).toEqual({ docId: 'file-b', page: 2 });
    await openIn(comparisonClient(), db, 'file-b');
    expect(calls.filter((c) => c.type === 'open').map((c) => c.docId)).toEqual(
      expect.arrayContaining(['picked-item-1', 'file-a', 'file-b']),
    );
    expect(calls.filter((c) => c.type === 'open')).toHaveLength(3);
  });

  it('a pairing dialog left open: its picked file is closed after PICKED_IDLE_MS with nothing asked of it', async () => {
    vi.useFakeTimers();
    prepareComparison(db, previous, size, picked);
    await vi.advanceTimersByTimeAsync(PICKED_IDLE_MS - 1000);
    // The person changes the pairing: the file is asked for again, its bound starts again.
    prepareComparison(db, previous, size, picked);
    await vi.advanceTimersByTimeAsync(PICKED_IDLE_MS - 1000);
    expect(calls.filter((c) => c.type === 'close')).toEqual([]);
    expect(pickedItems()).toEqual(['item-1']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.filter((c) => c.type === 'close')).toEqual([{ type: 'close', docId: 'picked-item-1' }]);
    expect(pickedItems()).toEqual([]);
    // Confirmed afterwards: nothing to adopt, the saved file opens from the database.
    adoptPicked('item-1', 'file-b');
    expect(pageOf({ fileId: 'file-b', pageIndex: 1 })).toEqual({ docId: 'file-b', page: 2 });
  });

  it('once saved (adopted), the idle bound no longer closes it', async () => {
    vi.useFakeTimers();
    prepareComparison(db, previous, size, picked);
    await vi.advanceTimersByTimeAsync(10);
    adoptPicked('item-1', 'file-b');
    await vi.advanceTimersByTimeAsync(2 * PICKED_IDLE_MS);
    expect(calls.filter((c) => c.type === 'close')).toEqual([]);
    expect(pageOf({ fileId: 'file-b', pageIndex: 1 })).toEqual({ docId: 'picked-item-1', page: 2 });
  });

  it('the dialog gone by any path (dropAllPicked on unmount): every picked file not saved is closed', async () => {
    prepareComparison(db, previous, size, picked);
    prepareComparison(db, previous, size, { ...picked, itemId: 'item-2' });
    await settle();
    dropAllPicked();
    await settle();
    expect(
      calls
        .filter((c) => c.type === 'close')
        .map((c) => c.docId)
        .sort(),
    ).toEqual(['picked-item-1', 'picked-item-2']);
    expect(pickedItems()).toEqual([]);
  });
});
