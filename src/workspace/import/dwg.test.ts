/** convertDwg on a fake fetch: the request it sends, the drawing it accepts, and every failure as a CadErrorCode. */
import { describe, expect, it } from 'vitest';
import { cadLayout, cadViewport } from '../../domain/cad/testing';
import { CAD_LIMITS, type CadDrawing } from '../../domain/cad/types';
import { CadConversionError, convertDwg, DWG_ENDPOINT, isCadDrawing, readDwgAnswer, requestDwgDrawing } from './dwg';

const drawing: CadDrawing = {
  format: 'dwg',
  version: 'AC1015',
  units: 'mm',
  insUnits: 4,
  layers: [{ name: '0', color: '#000000', lineweight: null, visible: true, frozen: false }],
  blocks: [
    {
      name: 'PORTE',
      effectiveName: 'PORTE',
      base: { x: 0, y: 0 },
      entities: [{ handle: '1A', type: 'LINE', layer: '0', kind: 'line', a: { x: 0, y: 0 }, b: { x: 1, y: 0 } }],
      anonymous: false,
      xref: false,
    },
  ],
  modelSpace: [
    {
      handle: '2F',
      type: 'INSERT',
      layer: 'MENUISERIES',
      kind: 'insert',
      block: 'PORTE',
      position: { x: 5, y: 5 },
      scale: { x: 1, y: 1 },
      rotation: 0,
      columns: 1,
      rows: 1,
      columnSpacing: 0,
      rowSpacing: 0,
      attributes: [],
    },
  ],
  skipped: {},
};

const viewport = cadViewport();
const layout = cadLayout();

const file = new Blob([new Uint8Array([0x41, 0x43, 0x31, 0x30, 0x31, 0x35])]);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CadConversionError);
    return (error as CadConversionError).code;
  }
  throw new Error('resolved');
}

describe('convertDwg', () => {
  it('posts the raw bytes to the server and returns its drawing, reporting the upload’s start and end', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const progress: [number, number][] = [];
    const result = await convertDwg(file, {
      fetch: async (input, init) => {
        calls.push([String(input), init]);
        return json(drawing);
      },
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(result).toEqual(drawing);
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0] ?? [];
    expect(url).toBe(DWG_ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(file);
    expect(new Headers(init?.headers).get('content-type')).toBe('application/octet-stream');
    expect(progress).toEqual([
      [0, 6],
      [6, 6],
    ]);
  });

  it('refuses an empty file and one over the limit before any upload', async () => {
    let calls = 0;
    const fetch = async () => {
      calls++;
      return json(drawing);
    };
    expect(await codeOf(convertDwg(new Blob([]), { fetch }))).toBe('notCad');
    const big = { size: CAD_LIMITS.dwgBytes + 1 } as Blob;
    expect(await codeOf(convertDwg(big, { fetch }))).toBe('tooLarge');
    expect(calls).toBe(0);
  });

  it('says serverUnreachable when no answer comes, cancelled when the signal was aborted', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await codeOf(convertDwg(file, { fetch: offline }))).toBe('serverUnreachable');
    const abort = new AbortController();
    const pending = convertDwg(file, {
      signal: abort.signal,
      fetch: (_input, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    });
    abort.abort();
    expect(await codeOf(pending)).toBe('cancelled');
    expect(await codeOf(convertDwg(file, { signal: abort.signal, fetch: offline }))).toBe('cancelled');
  });

  it('passes the server’s own code on, whatever the status', async () => {
    for (const [code, status] of [
      ['notCad', 422],
      ['truncated', 422],
      ['unsupportedVersion', 422],
      ['emptyModel', 422],
      ['tooLarge', 413],
      ['timeout', 504],
      ['serverBusy', 503],
      ['conversionFailed', 500],
    ] as const) {
      expect(await codeOf(convertDwg(file, { fetch: async () => json({ code }, status) }))).toBe(code);
    }
  });

  it('reads the status when the answer has no code: no Metr server behind the site, busy, a proxy’s page', async () => {
    const page = (status: number) => async () => new Response('<html>Not Found</html>', { status });
    expect(await codeOf(convertDwg(file, { fetch: page(404) }))).toBe('serverUnreachable');
    expect(await codeOf(convertDwg(file, { fetch: page(405) }))).toBe('serverUnreachable');
    expect(await codeOf(convertDwg(file, { fetch: page(502) }))).toBe('serverUnreachable');
    expect(await codeOf(convertDwg(file, { fetch: page(503) }))).toBe('serverBusy');
    expect(await codeOf(convertDwg(file, { fetch: page(504) }))).toBe('timeout');
    expect(await codeOf(convertDwg(file, { fetch: page(500) }))).toBe('conversionFailed');
    expect(await codeOf(convertDwg(file, { fetch: async () => json({ code: 'nonsense' }, 500) }))).toBe(
      'conversionFailed',
    );
  });

  it('says conversionFailed for a 200 that is not a drawing (cut short, not JSON, wrong shape), emptyModel for an empty one', async () => {
    const cut = async () => new Response(JSON.stringify(drawing).slice(0, 100), { status: 200 });
    expect(await codeOf(convertDwg(file, { fetch: cut }))).toBe('conversionFailed');
    expect(await codeOf(convertDwg(file, { fetch: async () => json({ ok: true }) }))).toBe('conversionFailed');
    expect(await codeOf(convertDwg(file, { fetch: async () => json({ ...drawing, modelSpace: [] }) }))).toBe(
      'emptyModel',
    );
    // Layouts drawing nothing of their own do not make an empty model space a drawing.
    const emptyLayouts = { ...drawing, modelSpace: [], layouts: [{ ...layout, entities: [] }] };
    expect(await codeOf(convertDwg(file, { fetch: async () => json(emptyLayouts) }))).toBe('emptyModel');
  });

  it('takes a plan drawn on paper only: model space empty, a layout with content', async () => {
    const paperOnly = { ...drawing, modelSpace: [], layouts: [layout] };
    expect(await convertDwg(file, { fetch: async () => json(paperOnly) })).toEqual(paperOnly);
  });
});

describe('requestDwgDrawing', () => {
  it('returns the answer’s bytes as they came, unparsed (the CAD worker parses them), and the server’s codes', async () => {
    const text = JSON.stringify(drawing);
    const bytes = await requestDwgDrawing(file, { fetch: async () => new Response(text, { status: 200 }) });
    expect(bytes).toBeInstanceOf(ArrayBuffer);
    expect(new TextDecoder().decode(bytes)).toBe(text);
    // Not a drawing: said when it is read (readDwgAnswer), not here.
    const notJson = await requestDwgDrawing(file, { fetch: async () => new Response('<html>', { status: 200 }) });
    expect(new TextDecoder().decode(notJson)).toBe('<html>');
    expect(await codeOf(requestDwgDrawing(file, { fetch: async () => json({ code: 'truncated' }, 422) }))).toBe(
      'truncated',
    );
  });

  it('readDwgAnswer reads the bytes or the text: a drawing, conversionFailed, emptyModel', () => {
    const text = JSON.stringify(drawing);
    expect(readDwgAnswer(new TextEncoder().encode(text).buffer)).toEqual(drawing);
    expect(readDwgAnswer(text)).toEqual(drawing);
    const code = (answer: string) => {
      try {
        readDwgAnswer(answer);
        return 'read';
      } catch (error) {
        return error instanceof CadConversionError ? error.code : 'other';
      }
    };
    expect(code(text.slice(0, 100))).toBe('conversionFailed');
    expect(code('{"ok":true}')).toBe('conversionFailed');
    expect(code(JSON.stringify({ ...drawing, modelSpace: [] }))).toBe('emptyModel');
  });
});

describe('isCadDrawing', () => {
  it('accepts the contract’s shape and refuses what is off', () => {
    expect(isCadDrawing(drawing)).toBe(true);
    expect(isCadDrawing({ ...drawing, units: 'furlong' })).toBe(false);
    expect(isCadDrawing({ ...drawing, layers: [{ name: 0 }] })).toBe(false);
    expect(isCadDrawing({ ...drawing, modelSpace: [{ kind: 'teapot', layer: '0' }] })).toBe(false);
    expect(isCadDrawing({ ...drawing, blocks: [{ name: 'X', effectiveName: 'X', entities: null }] })).toBe(false);
    expect(isCadDrawing({ ...drawing, layouts: [layout], unreadableLayouts: 1 })).toBe(true);
    expect(isCadDrawing({ ...drawing, layouts: {} })).toBe(false);
    expect(isCadDrawing({ ...drawing, layouts: [{ ...layout, entities: [{ kind: 'teapot', layer: '0' }] }] })).toBe(
      false,
    );
    expect(isCadDrawing({ ...drawing, layouts: [{ ...layout, viewports: [{ ...viewport, viewHeight: '1' }] }] })).toBe(
      false,
    );
    expect(isCadDrawing({ ...drawing, unreadableLayouts: 'deux' })).toBe(false);
    expect(isCadDrawing(null)).toBe(false);
    expect(isCadDrawing([])).toBe(false);
  });
});
