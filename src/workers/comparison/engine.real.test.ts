/**
 * The comparison engine on the real VA sheet (ARCH E1, 158k operators) through the worker's path: against itself,
 * against revisions built here with pdf-lib (its page 1 embedded a fraction of a point off; and with a white
 * rectangle drawn over the vectors). The full revision with every edit of issue 27 and the timings are
 * `npm run bench:compare`'s business.
 */
import { PDFDocument, rgb } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY, maxDisplacement } from '../../domain/comparison/align.ts';
import { fixture } from '../pdf/testing.ts';
import type { ComparisonEngine } from './engine.ts';
import { hasCanvas, nodeComparisonEngine, TEST_COLOURS, type NodePicture } from './testing.ts';

const VA = { width: 3024, height: 2160 };

function context() {
  const stages: string[] = [];
  return { signal: new AbortController().signal, progress: (p: { stage: string }) => stages.push(p.stage), stages };
}

/** VA page 1 embedded at (dx, dy) PDF points (y up), with white rectangles [x, y, w, h] (PDF space) drawn over it. */
async function revision(dx: number, dy: number, whiteRects: [number, number, number, number][] = []) {
  const source = await PDFDocument.load(fixture('va-finish-plan.pdf'));
  const out = await PDFDocument.create();
  const embedded = await out.embedPage(source.getPage(0));
  const page = out.addPage([VA.width, VA.height]);
  page.drawPage(embedded, { x: dx, y: dy });
  for (const [x, y, width, height] of whiteRects) page.drawRectangle({ x, y, width, height, color: rgb(1, 1, 1) });
  const bytes = await out.save();
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

describe.skipIf(!hasCanvas)('ComparisonEngine on the VA sheet', () => {
  let engine: ComparisonEngine<NodePicture>;
  // The shift of the revisions: +0.37 pt right, 0.21 pt down the sheet (PDF y points up).
  const shift = { x: 0.37, y: 0.21 };
  // Over the middle of the plan: vectors under it (PDF space, then the sheet's y-down box it erases).
  const erased: [number, number, number, number] = [1200, 900, 150, 100];

  beforeAll(async () => {
    engine = nodeComparisonEngine();
    await engine.open('va', fixture('va-finish-plan.pdf'), context());
    await engine.open('shifted', await revision(shift.x, -shift.y), context());
    await engine.open('erased', await revision(shift.x, -shift.y, [erased]), context());
  }, 120_000);

  it('finds nothing between the sheet and itself, aligned on the identity, and paints its pictures', async () => {
    const ctx = context();
    const result = await engine.compare(
      { docId: 'va', page: 1 },
      { docId: 'va', page: 1 },
      { pictures: true, colours: TEST_COLOURS },
      ctx,
    );
    expect(maxDisplacement(result.alignment.matrix, IDENTITY, VA.width, VA.height)).toBeLessThan(0.02);
    expect(result.alignment).toMatchObject({ method: 'auto' });
    expect(result.alignment.confidence).toBeGreaterThan(0.9);
    expect(result.regions).toEqual([]);
    // Both pages at once, one stage (and one render here: the same page twice).
    expect(ctx.stages).toEqual(['render', 'align', ...ctx.stages.filter((s) => s === 'diff'), 'regions', 'pictures']);
    const pictures = result.pictures;
    if (!pictures) throw new Error('no pictures');
    expect(pictures.width * pictures.height).toBeLessThanOrEqual(4_000_000);
    expect(pictures.width / pictures.height).toBeCloseTo(VA.width / VA.height, 2);
    // Ink, and none of it coloured as a change.
    const overlay = pictures.overlay.redGreen.rgba;
    let ink = 0;
    let coloured = 0;
    for (let i = 0; i < overlay.length; i += 4) {
      if (!overlay[i + 3]) continue;
      ink++;
      if (overlay[i] !== TEST_COLOURS.unchanged[0]) coloured++;
    }
    expect(ink).toBeGreaterThan(100_000);
    expect(coloured).toBe(0);
  }, 180_000);

  it('finds nothing between the sheet and a copy a fraction of a point off, estimated or aligned by hand', async () => {
    const result = await engine.compare(
      { docId: 'va', page: 1 },
      { docId: 'shifted', page: 1 },
      { pictures: false },
      context(),
    );
    const truth = [1, 0, 0, 1, shift.x, shift.y] as const;
    expect(maxDisplacement(result.alignment.matrix, truth, VA.width, VA.height)).toBeLessThan(0.15);
    expect(result.alignment.confidence).toBeGreaterThan(0.8);
    expect(result.regions).toEqual([]);

    const pairs: [[number, number], [number, number]][] = [
      [
        [100, 100],
        [100 + shift.x, 100 + shift.y],
      ],
      [
        [2900, 2000],
        [2900 + shift.x, 2000 + shift.y],
      ],
    ];
    const manual = await engine.compare(
      { docId: 'va', page: 1 },
      { docId: 'shifted', page: 1 },
      { pictures: false, alignment: { matrix: truth, method: 'manual', pairs } },
      context(),
    );
    expect(manual.alignment).toMatchObject({ method: 'manual', matrix: truth, confidence: 1 });
    expect(manual.alignment.residual).toBeLessThan(1e-9);
    expect(manual.regions).toEqual([]);
  }, 240_000);

  it('finds exactly one region, removed, where a white rectangle erases the vectors', async () => {
    const result = await engine.compare(
      { docId: 'va', page: 1 },
      { docId: 'erased', page: 1 },
      { pictures: false },
      context(),
    );
    expect(result.regions).toHaveLength(1);
    const [region] = result.regions;
    expect(region?.kind).toBe('removed');
    // Within the rectangle (sheet space: y down), a point of tolerance around it.
    const [x, y, w, h] = erased;
    const top = VA.height - y - h;
    const box = region?.box ?? { x: 0, y: 0, width: 0, height: 0 };
    expect(box.x).toBeGreaterThanOrEqual(x - 1);
    expect(box.y).toBeGreaterThanOrEqual(top - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(x + w + shift.x + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(top + h + shift.y + 1);
    expect(region?.removed).toBeGreaterThan(50);
    expect(region?.added).toBe(0);

    // The same with the previous page drawn again through the alignment (not shifted by whole pixels).
    engine.reRender = 'always';
    try {
      const drawn = await engine.compare(
        { docId: 'va', page: 1 },
        { docId: 'erased', page: 1 },
        { pictures: false },
        context(),
      );
      expect(drawn.regions).toHaveLength(1);
      expect(drawn.regions[0]?.box.x).toBeCloseTo(box.x, 0);
      expect(drawn.regions[0]?.box.y).toBeCloseTo(box.y, 0);
    } finally {
      engine.reRender = 'unlessShift';
    }
  }, 300_000);
});
