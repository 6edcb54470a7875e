import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { guessSheetName } from '../../domain/pdf/sheetName.ts';
import { subdivisionCount } from '../../domain/pdf/vectors.ts';
import { A3, LAYERS, PASSWORD, page1, page2, pt } from '../../../scripts/fixtures/plan-geometry.ts';
import { MAX_PAGE_OPERATORS, MAX_PDF_BYTES } from '../../domain/pdf/importCheck.ts';
import type { PdfEngine } from './engine.ts';
import { PdfEngineError, type OpenResult } from './protocol.ts';
import { bombOperators, bombPdf, manyPagesPdf } from '../../../scripts/fixtures/hostile-pdf.ts';
import { SHARED_PLANS, context, fixture, nodeCanvas, nodeEngine, type NodeImage } from './testing.ts';

const engines: PdfEngine<NodeImage>[] = [];
function engine() {
  const e = nodeEngine();
  engines.push(e);
  return e;
}
afterEach(async () => {
  for (const e of engines.splice(0)) for (const id of e.openDocuments) await e.close(id);
});

async function open(e: PdfEngine<NodeImage>, name: string, docId = name): Promise<OpenResult> {
  return e.open(docId, fixture(name), context());
}

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PdfEngineError) return error.code;
    throw error;
  }
  throw new Error('expected a failure');
}

/** The segments of a VectorsResult as [x1, y1, x2, y2] tuples. */
function tuples(segments: Float32Array): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < segments.length; i += 4) out.push([...segments.subarray(i, i + 4)]);
  return out;
}

/** True when a segment joins these two points (either way), within Float32 precision. */
function hasSegment(segments: Float32Array, a: [number, number], b: [number, number]) {
  const near = (x: number, y: number, p: [number, number]) => Math.abs(x - p[0]) < 1e-3 && Math.abs(y - p[1]) < 1e-3;
  return tuples(segments).some(
    ([x1, y1, x2, y2]) =>
      (near(x1 as number, y1 as number, a) && near(x2 as number, y2 as number, b)) ||
      (near(x1 as number, y1 as number, b) && near(x2 as number, y2 as number, a)),
  );
}

/** Page 1 is unrotated: sheet space is user space flipped, in points. */
const sheet1 = (xMm: number, yMm: number): [number, number] => [pt(xMm), A3.height - pt(yMm)];

describe('open', () => {
  it('lists the pages of our plan: sizes in sheet space, rotation, no label, no layer, the hash', async () => {
    const e = engine();
    const ctx = context();
    const doc = await e.open('plan', fixture('plan.pdf'), ctx);
    expect(doc.pageCount).toBe(2);
    expect(doc.pages).toEqual([
      { index: 0, label: null, widthPt: A3.width, heightPt: A3.height, rotation: 0, userUnit: 1 },
      // /Rotate 90: the sheet is the media box turned on its side.
      { index: 1, label: null, widthPt: A3.height, heightPt: A3.width, rotation: 90, userUnit: 1 },
    ]);
    expect(doc.layers).toEqual([]);
    expect(doc.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(doc.byteLength).toBe(fixture('plan.pdf').byteLength);
    expect(ctx.stages).toEqual(['hash', 'parse', 'pages', 'pages']);
  });

  it('lists the layers in the document order, with their default visibility, and the page label', async () => {
    const doc = await open(engine(), 'plan-layers.pdf');
    expect(doc.layers.map(({ name, visibleByDefault }) => ({ name, visibleByDefault }))).toEqual([
      { name: LAYERS.walls, visibleByDefault: true },
      { name: LAYERS.dimensions, visibleByDefault: true },
      { name: LAYERS.furniture, visibleByDefault: false },
    ]);
    expect(doc.pages[0]?.label).toBe('RDC-1');
  });

  it('opens a raster-only page', async () => {
    const doc = await open(engine(), 'plan-raster.pdf');
    expect(doc.pages).toEqual([
      { index: 0, label: null, widthPt: pt(210), heightPt: pt(297), rotation: 0, userUnit: 1 },
    ]);
  });

  it('gives each bad file its error code', async () => {
    const e = engine();
    expect(await failure(open(e, 'plan-password.pdf'))).toBe('password');
    expect(await failure(open(e, 'plan-truncated.pdf'))).toBe('corrupt');
    expect(await failure(open(e, 'not-a-pdf.pdf'))).toBe('notPdf');
    expect(await failure(open(e, 'empty.pdf'))).toBe('empty');
    // Refused on its size alone: the buffer is never read.
    expect(await failure(e.open('huge', new ArrayBuffer(MAX_PDF_BYTES + 1), context()))).toBe('tooLarge');
    expect(e.openDocuments).toEqual([]);
  });

  it('refuses a document over the page limit from its page count, before opening any page', async () => {
    const e = nodeEngine({ limits: { maxPages: 1000 } });
    engines.push(e);
    const ctx = context();
    const bytes = manyPagesPdf(20_000);
    expect(await failure(e.open('many', toArrayBuffer(bytes), ctx))).toBe('tooManyPages');
    // No page was read: the size of each page is the 'pages' stage.
    expect(ctx.stages).not.toContain('pages');
    expect(e.openDocuments).toEqual([]);
    // At the limit, the set opens.
    const ok = await e.open('ok', toArrayBuffer(manyPagesPdf(1000)), context());
    expect(ok.pageCount).toBe(1000);
  });

  it('opens the encrypted plan with its password, and says when the password is wrong', async () => {
    const e = engine();
    expect(await failure(e.open('bad', fixture('plan-password.pdf'), context(), 'nope'))).toBe('password');
    const doc = await e.open('good', fixture('plan-password.pdf'), context(), PASSWORD);
    expect(doc.pageCount).toBe(2);
  });

  it('hashes the file content: the same bytes give the same hash, other bytes another', async () => {
    const e = engine();
    const a = await open(e, 'plan.pdf', 'a');
    const b = await open(e, 'plan.pdf', 'b');
    const c = await open(e, 'plan-layers.pdf', 'c');
    expect(a.sha256).toBe(b.sha256);
    expect(c.sha256).not.toBe(a.sha256);
  });

  it('refuses a docId already open, and requests on an unknown document', async () => {
    const e = engine();
    await open(e, 'plan.pdf', 'x');
    expect(await failure(open(e, 'plan.pdf', 'x'))).toBe('badRequest');
    expect(await failure(e.text('nope', 0, context()))).toBe('unknownDocument');
  });

  it('lets requests sent right after open() wait for it', async () => {
    const e = engine();
    const opening = open(e, 'plan.pdf', 'p');
    const text = e.text('p', 0, context());
    await opening;
    expect((await text).items.length).toBeGreaterThan(0);
  });
});

describe('vectors', () => {
  it('returns every visible segment of page 1 in sheet space, curves flattened', async () => {
    const e = engine();
    await open(e, 'plan.pdf');
    const v = await e.vectors('plan.pdf', 0, {}, context());
    // Walls 8, partition 4, room with its hole 8, door leaf 1 + swing 10, column 4, dimension 5, table 4,
    // round table 4 × 8, title block frame and divider 5.
    const swing = subdivisionCount(0.4598 * pt(page1.door.leaf), 3, 0.1);
    const roundTable = 4 * subdivisionCount(0.4598 * pt(page1.roundTable.r), 3, 0.1);
    expect([swing, roundTable]).toEqual([10, 32]);
    expect(v.segmentCount).toBe(8 + 4 + 8 + 1 + swing + 4 + 5 + 4 + roundTable + 5);
    expect(v.segmentCount).toBe(81);
    expect(v.segments.length).toBe(81 * 4);
    expect(v.layers.every((l) => l === -1)).toBe(true);
    expect(v.pathCount).toBe(10);
    expect(v.imageCoverage).toBe(0);

    const { x0, y0, x1, y1 } = page1.outerWall;
    expect(hasSegment(v.segments, sheet1(x0, y0), sheet1(x1, y0))).toBe(true);
    expect(hasSegment(v.segments, sheet1(x1, y0), sheet1(x1, y1))).toBe(true);
    expect(hasSegment(v.segments, sheet1(x0, y1), sheet1(x0, y0))).toBe(true);
    const hole = page1.roomHole;
    expect(hasSegment(v.segments, sheet1(hole.x0, hole.y0), sheet1(hole.x1, hole.y0))).toBe(true);
  });

  it('flattens the door swing onto its circle', async () => {
    const e = engine();
    await open(e, 'plan.pdf');
    const v = await e.vectors('plan.pdf', 0, {}, context());
    const [hx, hy] = sheet1(page1.door.hingeX, page1.door.hingeY);
    const radius = pt(page1.door.leaf);
    const onArc = tuples(v.segments).filter(
      ([x1, y1, x2, y2]) =>
        Math.abs(Math.hypot((x1 as number) - hx, (y1 as number) - hy) - radius) < 0.1 &&
        Math.abs(Math.hypot((x2 as number) - hx, (y2 as number) - hy) - radius) < 0.1 &&
        x1 !== x2 &&
        y1 !== y2,
    );
    expect(onArc).toHaveLength(10);
  });

  it('finds the printed dimension: two ticks exactly 5 m apart at 1:100, « 5,00 » between them', async () => {
    const e = engine();
    await open(e, 'plan.pdf');
    const [v, text] = await Promise.all([e.vectors('plan.pdf', 0, {}, context()), e.text('plan.pdf', 0, context())]);
    const { x0, x1, y } = page1.dimension;
    expect(hasSegment(v.segments, sheet1(x0, y), sheet1(x1, y))).toBe(true);
    // 50 mm on paper = 141.73 pt = 5 m at 1:100.
    expect(pt(x1) - pt(x0)).toBeCloseTo(141.732, 3);
    const label = text.items.find((t) => t.text === page1.dimension.text);
    expect(label).toBeDefined();
    expect((label?.x ?? 0) + (label?.width ?? 0) / 2).toBeCloseTo(pt((x0 + x1) / 2), 1);
    expect(label?.y).toBeCloseTo(A3.height - pt(y + 1), 3);
  });

  it('turns the rotated page: walls where the sheet shows them', async () => {
    const e = engine();
    await open(e, 'plan.pdf');
    const v = await e.vectors('plan.pdf', 1, {}, context());
    expect(v.segmentCount).toBe(8);
    const { x0, y0, x1, y1 } = page2.walls;
    // Page 2 was drawn in sheet millimetres (origin top-left, y down).
    expect(hasSegment(v.segments, [pt(x0), pt(y0)], [pt(x1), pt(y0)])).toBe(true);
    expect(hasSegment(v.segments, [pt(x1), pt(y0)], [pt(x1), pt(y1)])).toBe(true);
    const xs = tuples(v.segments).flatMap(([a, , c]) => [a as number, c as number]);
    expect(Math.max(...xs)).toBeLessThanOrEqual(A3.height);
  });

  it('tags each segment with its layer, and drops the hidden layers when asked', async () => {
    const e = engine();
    const doc = await open(e, 'plan-layers.pdf');
    const v = await e.vectors('plan-layers.pdf', 0, {}, context());
    const count = (layer: number) => v.layers.filter((l) => l === layer).length;
    // Murs: walls, partition, room, door, and the column (an OCMD on Murs); the title block is on no layer.
    expect([count(0), count(1), count(2), count(-1)]).toEqual([35, 5, 36, 5]);
    expect(v.segmentCount).toBe(81);

    const ids = Object.fromEntries(doc.layers.map((l) => [l.name, l.id]));
    const without = async (...names: string[]) =>
      (await e.vectors('plan-layers.pdf', 0, { hiddenLayerIds: names.map((n) => ids[n] ?? '') }, context()))
        .segmentCount;
    expect(await without(LAYERS.walls)).toBe(81 - 35);
    expect(await without(LAYERS.dimensions)).toBe(81 - 5);
    expect(await without(LAYERS.furniture)).toBe(81 - 36);
    expect(await without(LAYERS.walls, LAYERS.dimensions, LAYERS.furniture)).toBe(5);
    expect(await without()).toBe(81);

    const walls = await e.vectors('plan-layers.pdf', 0, { hiddenLayerIds: [ids[LAYERS.furniture] ?? ''] }, context());
    const { x0, y0, x1 } = page1.outerWall;
    const at = tuples(walls.segments).findIndex(
      ([a, b, c]) =>
        Math.abs((a as number) - pt(x0)) < 1e-3 &&
        Math.abs((b as number) - sheet1(x0, y0)[1]) < 1e-3 &&
        Math.abs((c as number) - pt(x1)) < 1e-3,
    );
    expect(walls.layers[at]).toBe(0);
  });

  it('returns nothing for a raster-only page, without failing', async () => {
    const e = engine();
    await open(e, 'plan-raster.pdf');
    const v = await e.vectors('plan-raster.pdf', 0, {}, context());
    expect([v.segmentCount, v.segments.length, v.layers.length, v.pathCount]).toEqual([0, 0, 0, 0]);
    expect(v.imageCoverage).toBe(1);
    expect((await e.text('plan-raster.pdf', 0, context())).items).toEqual([]);
  });

  it('reports its stages', async () => {
    const e = engine();
    await open(e, 'plan.pdf');
    const ctx = context();
    await e.vectors('plan.pdf', 0, {}, ctx);
    expect(ctx.stages).toEqual(['operatorList', 'segments', 'segments']);
  });
});

describe('text and sheet names', () => {
  const names = async (file: string) => {
    const e = engine();
    const doc = await open(e, file);
    return Promise.all(
      doc.pages.map(async (page) =>
        guessSheetName({
          pageIndex: page.index,
          label: page.label,
          items: (await e.text(file, page.index, context())).items,
          sheetWidth: page.widthPt,
          sheetHeight: page.heightPt,
          fileName: file,
        }),
      ),
    );
  };

  it('names our sheets from their title blocks, the rotated one included', async () => {
    expect(await names('plan.pdf')).toEqual([
      { name: 'A-101 – PLAN RDC', source: 'titleBlock', sheetNumber: 'A-101', title: 'PLAN RDC' },
      { name: 'A-102 – PLAN R+1', source: 'titleBlock', sheetNumber: 'A-102', title: 'PLAN R+1' },
    ]);
  });

  it('names a labelled sheet by its label, and a scan by its file name', async () => {
    expect((await names('plan-layers.pdf'))[0]).toEqual({ name: 'RDC-1', source: 'pageLabel' });
    expect((await names('plan-raster.pdf'))[0]).toEqual({ name: 'plan-raster – p.\u00a01', source: 'fileName' });
  });

  it('places text upright on the rotated page', async () => {
    const e = engine();
    await open(e, 'plan.pdf');
    const { items } = await e.text('plan.pdf', 1, context());
    const number = items.find((t) => t.text === page2.sheetNumber);
    expect(number?.angle).toBe(0);
    expect(number?.x).toBeCloseTo(pt(195), 2);
    expect(number?.y).toBeCloseTo(pt(395), 2);
    expect(number?.fontSize).toBeCloseTo(pt(8), 2);
  });
});

describe('the VA plan (ARCH E1, a real CAD plot)', () => {
  it('opens, names both sheets from their title blocks, and extracts p1', async () => {
    const e = engine();
    const doc = await open(e, 'va-finish-plan.pdf');
    expect(doc.pages.map((p) => [p.widthPt, p.heightPt, p.rotation])).toEqual([
      [3024, 2160, 0],
      [3024, 2160, 0],
    ]);
    expect(doc.sha256).toBe('53aa2a44efc8f9a2e625ed223fcfbf9ee19d15eb8469ba57183874b6a8e2a56f');
    const sheetNames = await Promise.all(
      doc.pages.map(async (p) =>
        guessSheetName({
          pageIndex: p.index,
          label: p.label,
          items: (await e.text('va-finish-plan.pdf', p.index, context())).items,
          sheetWidth: p.widthPt,
          sheetHeight: p.heightPt,
          fileName: 'va-finish-plan.pdf',
        }),
      ),
    );
    expect(sheetNames.map((n) => n.name)).toEqual([
      'AF101 – FIRST FLOOR FINISH PLAN',
      'AF600 – MATERIAL AND ROOM FINISH SCHEDULE',
    ]);
    const v = await e.vectors('va-finish-plan.pdf', 0, {}, context());
    // 158k operators; 39,578 paths of which 1,575 only clip (no segment from them).
    expect(v.segmentCount).toBe(47293);
    // Everything on the sheet (3024 × 2160 pt), give or take a segment crossing its edge.
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    v.segments.forEach((value, i) => {
      if (i % 2 === 0) [minX, maxX] = [Math.min(minX, value), Math.max(maxX, value)];
      else [minY, maxY] = [Math.min(minY, value), Math.max(maxY, value)];
    });
    expect(minX).toBeGreaterThan(-1);
    expect(minY).toBeGreaterThan(-1);
    expect(maxX).toBeLessThan(3025);
    expect(maxY).toBeLessThan(2161);
  }, 120_000);
});

describe('cancellation', () => {
  it('fails a request whose signal is already aborted, and one aborted while pdf.js works', async () => {
    const e = engine();
    await open(e, 'va-finish-plan.pdf', 'va');
    const aborted = new AbortController();
    aborted.abort();
    expect(await failure(e.vectors('va', 0, {}, context(aborted.signal)))).toBe('cancelled');

    const later = new AbortController();
    const pending = e.vectors('va', 0, {}, context(later.signal));
    setTimeout(() => later.abort(), 0);
    expect(await failure(pending)).toBe('cancelled');
  }, 60_000);

  it('cancels what runs on a document when it closes, and forgets it', async () => {
    const e = engine();
    await open(e, 'va-finish-plan.pdf', 'va');
    const pending = e.text('va', 1, context());
    await e.close('va');
    expect(await failure(pending)).toBe('cancelled');
    expect(await failure(e.text('va', 1, context()))).toBe('unknownDocument');
  }, 60_000);

  it('cancels an open() when its document is closed meanwhile', async () => {
    const e = engine();
    const opening = e.open('va', fixture('va-finish-plan.pdf'), context());
    await e.close('va');
    expect(await failure(opening)).toBe('cancelled');
    expect(e.openDocuments).toEqual([]);
  });

  it('stops an open() under way', async () => {
    const e = engine();
    const controller = new AbortController();
    const opening = e.open('va', fixture('va-finish-plan.pdf'), context(controller.signal));
    controller.abort();
    expect(await failure(opening)).toBe('cancelled');
    expect(e.openDocuments).toEqual([]);
  });
});

describe('bad requests', () => {
  it('refuses pages out of range and nonsense sizes', async () => {
    const e = engine();
    await open(e, 'plan.pdf');
    expect(await failure(e.text('plan.pdf', 2, context()))).toBe('badRequest');
    expect(await failure(e.text('plan.pdf', -1, context()))).toBe('badRequest');
    expect(await failure(e.text('plan.pdf', 0.5, context()))).toBe('badRequest');
    expect(await failure(e.render('plan.pdf', 0, { scale: 0 }, context()))).toBe('badRequest');
    expect(await failure(e.render('plan.pdf', 0, { scale: NaN }, context()))).toBe('badRequest');
    const outside = { x: 5000, y: 0, width: 10, height: 10 };
    expect(await failure(e.render('plan.pdf', 0, { scale: 1, region: outside }, context()))).toBe('badRequest');
    expect(await failure(e.thumbnail('plan.pdf', 0, { maxPx: 0 }, context()))).toBe('badRequest');
    expect(await failure(e.render('plan.pdf', 0, { scale: 100 }, context()))).toBe('regionTooLarge');
  });
});

describe.skipIf(!nodeCanvas)('rendering (Node canvas)', () => {
  const ink = (image: NodeImage) => {
    let dark = 0;
    for (let i = 0; i < image.data.length; i += 4) if ((image.data[i] ?? 255) < 128) dark++;
    return dark;
  };

  it('makes a thumbnail of the longer side asked for, with an encoded copy', async () => {
    const e = engine();
    await open(e, 'plan.pdf');
    const landscape = await e.thumbnail('plan.pdf', 0, { maxPx: 240, type: 'image/png' }, context());
    expect([landscape.width, landscape.height]).toEqual([240, Math.round((240 * A3.height) / A3.width)]);
    expect([landscape.image.width, landscape.image.height]).toEqual([240, 170]);
    expect(landscape.blob.type).toBe('image/png');
    expect(landscape.blob.size).toBeGreaterThan(100);
    expect(ink(landscape.image)).toBeGreaterThan(0);
    const portrait = await e.thumbnail('plan.pdf', 1, { maxPx: 240 }, context());
    expect([portrait.width, portrait.height]).toEqual([170, 240]);
    expect(portrait.blob.type).toBe('image/webp');
  });

  it('renders a region exactly as the same pixels of the whole sheet, culled or not', async () => {
    const e = engine();
    await open(e, 'plan.pdf');
    const full = await e.render('plan.pdf', 0, { scale: 2 }, context());
    expect([full.width, full.height]).toEqual([Math.ceil(A3.width * 2), Math.ceil(A3.height * 2)]);
    // The page's operator boxes are recorded in the background once the engine is idle; region renders then cull.
    await e.settled();
    // A region that is not on the pixel grid: widened to whole pixels, and said so.
    const asked = { x: pt(95.3), y: A3.height - pt(145.1), width: pt(30), height: pt(40) };
    const part = await e.render('plan.pdf', 0, { scale: 2, region: asked }, context());
    expect(part.culled).toBe(true);
    expect(part.region.x).toBe(Math.floor(asked.x * 2) / 2);
    expect(part.region.y).toBe(Math.floor(asked.y * 2) / 2);
    expect(part.width).toBe(Math.ceil((asked.x + asked.width) * 2) - Math.floor(asked.x * 2));
    const unculled = await nodeEngine({ partialRendering: false });
    await unculled.open('plan', fixture('plan.pdf'), context());
    const reference = await unculled.render('plan', 0, { scale: 2, region: asked }, context());
    expect(reference.culled).toBe(false);
    await unculled.close('plan');

    const px0 = part.region.x * 2;
    const py0 = part.region.y * 2;
    let differing = 0;
    for (let y = 0; y < part.height; y++) {
      for (let x = 0; x < part.width; x++) {
        const a = (y * part.width + x) * 4;
        const b = ((py0 + y) * full.width + px0 + x) * 4;
        if (Math.abs((part.image.data[a] ?? 0) - (full.image.data[b] ?? 0)) > 8) differing++;
        if (part.image.data[a] !== reference.image.data[a]) differing++;
      }
    }
    expect(differing).toBe(0);
    expect(ink(part.image)).toBeGreaterThan(0);
  });

  it('renders a page moved by a sheet-space transform (the comparison), and without one exactly as before', async () => {
    const e = engine();
    await open(e, 'plan.pdf');
    const full = await e.render('plan.pdf', 0, { scale: 2 }, context());
    const identity = await e.render('plan.pdf', 0, { scale: 2, transform: [1, 0, 0, 1, 0, 0] }, context());
    expect(Buffer.compare(Buffer.from(identity.image.data), Buffer.from(full.image.data))).toBe(0);
    // Moved by (10, 5.5) pt = (20, 11) px, into a region wider than the page and starting left of it.
    const region = { x: -4, y: 0, width: A3.width + 20, height: A3.height };
    const moved = await e.render('plan.pdf', 0, { scale: 2, transform: [1, 0, 0, 1, 10, 5.5], region }, context());
    expect([moved.width, moved.height]).toEqual([Math.ceil((A3.width + 16) * 2) + 8, Math.ceil(A3.height * 2)]);
    expect(moved.region.x).toBe(-4);
    let differing = 0;
    let compared = 0;
    for (let y = 11; y < full.height; y++) {
      for (let x = 0; x < full.width; x++) {
        const a = (y * moved.width + (x + 20 + 8)) * 4;
        const b = ((y - 11) * full.width + x) * 4;
        compared += (full.image.data[b] ?? 255) < 200 ? 1 : 0;
        if (Math.abs((moved.image.data[a] ?? 0) - (full.image.data[b] ?? 0)) > 8) differing++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(differing).toBe(0);
    // A rotation about the page's centre turns the ink: the moved render is not the plain one.
    const c: [number, number] = [A3.width / 2, A3.height / 2];
    const turn = Math.PI / 2;
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const rotated = await e.render(
      'plan.pdf',
      0,
      { scale: 2, transform: [cos, sin, -sin, cos, c[0] - cos * c[0] + sin * c[1], c[1] - sin * c[0] - cos * c[1]] },
      context(),
    );
    expect(ink(rotated.image)).toBeGreaterThan(0);
    expect(Buffer.compare(Buffer.from(rotated.image.data), Buffer.from(full.image.data))).not.toBe(0);
    expect(await failure(e.render('plan.pdf', 0, { scale: 2, transform: [1, 0, 0, 1, NaN, 0] }, context()))).toBe(
      'badRequest',
    );
  });

  it('culls by recorded boxes without losing what a layer change shows or hides', async () => {
    const e = engine();
    const doc = await open(e, 'plan-layers.pdf');
    const ids = Object.fromEntries(doc.layers.map((l) => [l.name, l.id]));
    const reference = nodeEngine({ partialRendering: false });
    await reference.open('ref', fixture('plan-layers.pdf'), context());
    // Shown by default without « Mobilier »: the recording (every layer on) still holds it.
    await e.render('plan-layers.pdf', 0, { scale: 1 }, context());
    await e.settled();
    const region = { x: pt(110), y: A3.height - pt(130), width: pt(40), height: pt(50) };
    for (const hiddenLayerIds of [undefined, [], [ids[LAYERS.walls] ?? ''], [ids[LAYERS.furniture] ?? '']]) {
      const culled = await e.render('plan-layers.pdf', 0, { scale: 3, region, hiddenLayerIds }, context());
      const plain = await reference.render('ref', 0, { scale: 3, region, hiddenLayerIds }, context());
      expect([culled.culled, plain.culled]).toEqual([true, false]);
      expect(Buffer.compare(Buffer.from(culled.image.data), Buffer.from(plain.image.data))).toBe(0);
    }
    await reference.close('ref');
  });

  it('hides layers in the picture: the default hides « Mobilier », an empty list shows it', async () => {
    const e = engine();
    const doc = await open(e, 'plan-layers.pdf');
    const ids = Object.fromEntries(doc.layers.map((l) => [l.name, l.id]));
    const inkWith = async (hiddenLayerIds?: string[]) =>
      ink((await e.render('plan-layers.pdf', 0, { scale: 1, hiddenLayerIds }, context())).image);
    const byDefault = await inkWith();
    const everything = await inkWith([]);
    const noWalls = await inkWith([ids[LAYERS.walls] ?? '', ids[LAYERS.furniture] ?? '']);
    expect(everything).toBeGreaterThan(byDefault);
    expect(noWalls).toBeLessThan(byDefault);
  });

  it('renders and thumbnails a raster-only page', async () => {
    const e = engine();
    await open(e, 'plan-raster.pdf');
    const thumb = await e.thumbnail('plan-raster.pdf', 0, { maxPx: 120 }, context());
    expect([thumb.width, thumb.height]).toEqual([85, 120]);
    expect(ink(thumb.image)).toBeGreaterThan(0);
  });
});

describe.skipIf(!existsSync(join(SHARED_PLANS, 'autocad-siteplan-ocg.pdf')))('AutoCAD site plan with 10 layers', () => {
  it('lists its layers and attributes segments to them', async () => {
    const e = engine();
    const doc = await e.open('site', fixture(join(SHARED_PLANS, 'autocad-siteplan-ocg.pdf')), context());
    expect(doc.layers).toHaveLength(10);
    expect(doc.pages[0]?.label).toBe('[1] 02_SitePlan');
    const names = doc.layers.map((l) => l.name);
    expect(names).toEqual(
      expect.arrayContaining(['1_ExistingWalls', '2_Doors', '5_Dimensions', '12_Plants', '15_hatch']),
    );
    const v = await e.vectors('site', 0, {}, context());
    const doors = names.indexOf('2_Doors');
    const inDoors = v.layers.filter((l) => l === doors).length;
    expect(inDoors).toBeGreaterThan(0);
    const hidden = await e.vectors('site', 0, { hiddenLayerIds: [doc.layers[doors]?.id ?? ''] }, context());
    expect(hidden.segmentCount).toBe(v.segmentCount - inDoors);
  });
});

describe.skipIf(!existsSync(join(SHARED_PLANS, 'sonoma-house-plans-scanned.pdf')))('scanned plan', () => {
  it('opens, reads almost no vector and says the pages are images', async () => {
    const e = engine();
    const doc = await e.open('scan', fixture(join(SHARED_PLANS, 'sonoma-house-plans-scanned.pdf')), context());
    expect(doc.pageCount).toBe(4);
    for (const page of doc.pages) {
      const v = await e.vectors('scan', page.index, {}, context());
      // A frame or two drawn over the scan; nothing to snap to on the plan itself.
      expect(v.segmentCount).toBeLessThan(10);
      expect(v.imageCoverage).toBeGreaterThan(0.5);
      await e.text('scan', page.index, context());
    }
    if (nodeCanvas) {
      const thumb = await e.thumbnail('scan', 1, { maxPx: 240 }, context());
      expect(thumb.height).toBe(240);
    }
  }, 60_000);
});

describe('a page over the operator limit', () => {
  // 1 MB of « 0 0 m 595 842 l S » (pdf.js folds each into one constructPath): 55,555 operators, 3 KB on disk.
  const INFLATED = 1_000_000;
  const LIMIT = 5_000;

  it('stops a thumbnail once pdf.js has handed it more operators than the limit, before the page is parsed', async () => {
    const e = nodeEngine({ limits: { maxOperators: LIMIT } });
    engines.push(e);
    const bomb = await bombPdf(INFLATED);
    expect(bomb.byteLength).toBeLessThan(20_000);
    expect(bombOperators(INFLATED)).toBeGreaterThan(5 * LIMIT);
    await e.open('bomb', toArrayBuffer(bomb), context());
    const error = await e.thumbnail('bomb', 0, { maxPx: 64 }, context()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfEngineError);
    expect((error as PdfEngineError).code).toBe('tooComplex');
    // Stopped at the first chunk past the limit, not at the end of the stream.
    const soFar = Number(/\((\d+) so far\)/.exec((error as PdfEngineError).message)?.[1]);
    expect(soFar).toBeGreaterThan(LIMIT);
    expect(soFar).toBeLessThan(bombOperators(INFLATED) / 3);
    // The same for the viewer's renders and the snapping vectors.
    expect(await failure(e.render('bomb', 0, { scale: 0.1 }, context()))).toBe('tooComplex');
    expect(await failure(e.vectors('bomb', 0, {}, context()))).toBe('tooComplex');
  });

  it('counts a thumbnail’s operators before drawing any: a bomb is refused without a thumbnail-sized canvas', async () => {
    const sizes: string[] = [];
    const host = nodeCanvas as NonNullable<typeof nodeCanvas>;
    const e = nodeEngine({
      limits: { maxOperators: LIMIT },
      canvas: { ...host, create: (w, h) => (sizes.push(`${w}×${h}`), host.create(w, h)) },
    });
    engines.push(e);
    await e.open('bomb', toArrayBuffer(await bombPdf(INFLATED)), context());
    expect(await failure(e.thumbnail('bomb', 0, { maxPx: 64 }, context()))).toBe('tooComplex');
    // Only the counting pass's 1 px canvas: the 64 px thumbnail was never started.
    expect(sizes).toEqual(['1×1']);
  });

  it('draws a page under the limit as before', async () => {
    const e = nodeEngine({ limits: { maxOperators: LIMIT } });
    engines.push(e);
    await e.open('small', toArrayBuffer(await bombPdf(INFLATED / 200)), context());
    const thumbnail = await e.thumbnail('small', 0, { maxPx: 64 }, context());
    expect(thumbnail.width).toBeGreaterThan(0);
    const vectors = await e.vectors('small', 0, {}, context());
    expect(vectors.segmentCount).toBe(Math.floor(INFLATED / 200 / 18));
  });

  it('keeps the default limit well above the densest real sheet (VA, 158,211 operators)', () => {
    expect(MAX_PAGE_OPERATORS).toBeGreaterThanOrEqual(158_211 * 5);
  });
});
