import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenResult, RenderOptions, RenderResult, SnapIndexResult } from '../../workers/pdf/protocol';
import { PdfEngineError } from '../../workers/pdf/protocol';
import { SheetDocuments, SheetFileError, type SheetPdfClient } from './sheetDocument';

const page = (index: number) => ({
  index,
  label: null,
  widthPt: 800 + index,
  heightPt: 600,
  rotation: 0 as const,
  userUnit: 1,
});

/** A PDF worker in memory: documents it holds by id, what it was asked, and a switch to lose them (a restart). */
class FakeClient implements SheetPdfClient {
  readonly docs = new Set<string>();
  readonly calls: string[] = [];
  openError: Error | null = null;

  async open(docId: string, data: ArrayBuffer): Promise<OpenResult> {
    this.calls.push(`open ${docId} ${data.byteLength}`);
    if (this.openError) throw this.openError;
    this.docs.add(docId);
    return {
      docId,
      pageCount: 2,
      pages: [page(0), page(1)],
      layers: [{ id: '5R', name: 'Cotes', visibleByDefault: true }],
      sha256: 'x',
      byteLength: data.byteLength,
    };
  }

  async render(docId: string, index: number, options: RenderOptions): Promise<RenderResult> {
    this.calls.push(`render ${docId} p${index} ×${options.scale}`);
    if (!this.docs.has(docId)) throw new PdfEngineError('unknownDocument');
    const region = options.region ?? { x: 0, y: 0, width: 1, height: 1 };
    return { bitmap: { close() {} } as ImageBitmap, region } as RenderResult;
  }

  async snapIndex(
    docId: string,
    index: number,
    options: { hiddenLayerIds?: readonly string[] },
  ): Promise<SnapIndexResult> {
    this.calls.push(`snapIndex ${docId} p${index} without ${(options.hiddenLayerIds ?? []).join(',')}`);
    if (!this.docs.has(docId)) throw new PdfEngineError('unknownDocument');
    return { segments: new Float32Array([0, 0, 10, 0]), index: null, segmentCount: 1, imageCoverage: 0 };
  }

  async close(docId: string): Promise<void> {
    this.calls.push(`close ${docId}`);
    this.docs.delete(docId);
  }
}

const bytes = new Blob([new Uint8Array(10)]);
const request = () => ({
  region: { x: 0, y: 0, width: 10, height: 10 },
  scale: 2,
  hiddenLayerIds: undefined,
  signal: new AbortController().signal,
});

describe('SheetDocuments', () => {
  let client: FakeClient;
  let documents: SheetDocuments;
  let readBlob: ReturnType<typeof vi.fn<(fileId: string) => Promise<Blob | undefined>>>;

  beforeEach(() => {
    vi.useFakeTimers();
    client = new FakeClient();
    documents = new SheetDocuments({ client, idleCloseMs: 1000 });
    readBlob = vi.fn(async () => bytes);
  });
  afterEach(() => vi.useRealTimers());

  it('opens the sheet’s file and gives its page as a source, with the file’s layers', async () => {
    const opened = await documents.open({ fileId: 'f1', pageIndex: 1 }, readBlob);
    expect(readBlob).toHaveBeenCalledWith('f1');
    expect(opened.source.width).toBe(801);
    expect(opened.layers.map((l) => l.name)).toEqual(['Cotes']);
    await opened.source.render(request());
    expect(client.calls).toEqual(['open sheet-file-f1-1 10', 'render sheet-file-f1-1 p1 ×2']);
  });

  it('opens a sheet at once from what was kept of its file; its renders wait for the file to open', async () => {
    let gave: ((blob: Blob) => void) | undefined;
    readBlob.mockImplementation(() => new Promise<Blob>((resolve) => (gave = resolve)));
    const opened = documents.openKept(
      { fileId: 'f1', pageIndex: 1 },
      page(1),
      [{ id: '5R', name: 'Cotes', visibleByDefault: true }],
      readBlob,
    );
    expect(opened.source.width).toBe(801);
    expect(opened.layers.map((l) => l.name)).toEqual(['Cotes']);
    expect(opened.document).toBeNull();
    const rendering = opened.source.render(request());
    await vi.advanceTimersByTimeAsync(0);
    expect(client.calls).toEqual([]);
    gave?.(bytes);
    await rendering;
    expect(client.calls).toEqual(['open sheet-file-f1-1 10', 'render sheet-file-f1-1 p1 ×2']);
    // The same file asked again by the usual open is the one already opening.
    await documents.open({ fileId: 'f1', pageIndex: 0 }, readBlob);
    expect(readBlob).toHaveBeenCalledTimes(1);
  });

  it('builds the page’s snapping index in the worker, without the hidden layers', async () => {
    const opened = await documents.open({ fileId: 'f1', pageIndex: 1 }, readBlob);
    const result = await opened.snapIndex({ hiddenLayerIds: ['5R'] });
    expect(result.segmentCount).toBe(1);
    expect(client.calls).toEqual(['open sheet-file-f1-1 10', 'snapIndex sheet-file-f1-1 p1 without 5R']);
  });

  it('shares one open file between the sheets of a file and closes it once unused for the idle delay', async () => {
    const a = await documents.open({ fileId: 'f1', pageIndex: 0 }, readBlob);
    const b = await documents.open({ fileId: 'f1', pageIndex: 1 }, readBlob);
    expect(readBlob).toHaveBeenCalledTimes(1);
    a.release();
    b.release();
    b.release(); // twice is once
    await vi.advanceTimersByTimeAsync(999);
    expect(client.docs.size).toBe(1);
    // Taken again before the delay: kept.
    const c = await documents.open({ fileId: 'f1', pageIndex: 0 }, readBlob);
    await vi.advanceTimersByTimeAsync(5000);
    expect(client.docs.size).toBe(1);
    c.release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.docs.size).toBe(0);
    expect(documents.openCount).toBe(0);
  });

  it('says fileMissing when the bytes are not stored, and reads them again on the next try', async () => {
    readBlob.mockResolvedValueOnce(undefined);
    const error = await documents.open({ fileId: 'f1', pageIndex: 0 }, readBlob).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SheetFileError);
    expect((error as SheetFileError).code).toBe('fileMissing');
    expect(client.calls).toEqual([]);
    await documents.open({ fileId: 'f1', pageIndex: 0 }, readBlob);
    expect(readBlob).toHaveBeenCalledTimes(2);
  });

  it('says fileUnreadable when the stored blob cannot be read', async () => {
    const broken = { arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) } as Blob;
    readBlob.mockResolvedValueOnce(broken);
    const error = await documents.open({ fileId: 'f1', pageIndex: 0 }, readBlob).catch((e: unknown) => e);
    expect((error as SheetFileError).code).toBe('fileUnreadable');
  });

  it('passes the engine’s error (a corrupt PDF) and keeps nothing open', async () => {
    client.openError = new PdfEngineError('corrupt');
    const error = await documents.open({ fileId: 'f1', pageIndex: 0 }, readBlob).catch((e: unknown) => e);
    expect((error as PdfEngineError).code).toBe('corrupt');
    expect(documents.openCount).toBe(0);
  });

  it('says badRequest for a page the file does not have', async () => {
    const error = await documents.open({ fileId: 'f1', pageIndex: 5 }, readBlob).catch((e: unknown) => e);
    expect((error as PdfEngineError).code).toBe('badRequest');
  });

  it('opens the file again, once, when a restarted worker has lost it', async () => {
    const opened = await documents.open({ fileId: 'f1', pageIndex: 0 }, readBlob);
    client.docs.clear(); // the worker died and came back empty
    await Promise.all([opened.source.render(request()), opened.source.render(request())]);
    const opens = client.calls.filter((c) => c.startsWith('open'));
    expect(opens).toEqual(['open sheet-file-f1-1 10', 'open sheet-file-f1-2 10']);
    expect(client.calls.at(-1)).toBe('render sheet-file-f1-2 p0 ×2');
  });

  it('does not open again for another error, nor for an aborted render', async () => {
    const opened = await documents.open({ fileId: 'f1', pageIndex: 0 }, readBlob);
    client.render = async () => {
      throw new PdfEngineError('regionTooLarge');
    };
    await expect(opened.source.render(request())).rejects.toMatchObject({ code: 'regionTooLarge' });
    expect(client.calls.filter((c) => c.startsWith('open'))).toHaveLength(1);
  });
});
