/**
 * Paper-space layouts through the real pipeline (issue 28): the synthetic layout drawing read, built and opened by
 * pdf.js, whose render shows that each viewport draws model space where its transform puts it and nowhere else.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { clippedViewportLayout, syntheticLayouts } from '../../../scripts/cad/make-dxf.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import type { PdfEngine } from '../pdf/engine.ts';
import { context, nodeCanvas, nodeGreyEngine } from '../pdf/testing.ts';
import { cadContext, nodeCadEngine } from './testing.ts';

const engines: PdfEngine<GrayRaster>[] = [];
afterEach(async () => {
  for (const e of engines.splice(0)) for (const id of e.openDocuments) await e.close(id);
});

const MM = 72 / 25.4;

describe.skipIf(!nodeCanvas)('layout sheets drawn by the CAD worker', () => {
  it('gives model space then one page per layout with content, each viewport clipped to its rectangle', async () => {
    const cad = nodeCadEngine();
    const bytes = new TextEncoder().encode(syntheticLayouts());
    await cad.readDxf('layouts', bytes.buffer as ArrayBuffer, cadContext());
    const { pdf, model } = await cad.build('layouts', 'mm', 'file', cadContext());
    expect(model.layouts?.map((l) => [l.name, l.pageIndex])).toEqual([
      ['A1 - RDC', 1],
      ['A3 - Coupe', 2],
      ['Illisible', 3],
    ]);
    const e = nodeGreyEngine();
    engines.push(e);
    const doc = await e.open('layouts', pdf, context());
    expect(doc.pages).toHaveLength(4);
    const a1 = model.layouts?.[0];
    if (!a1) throw new Error('no A1');
    expect(doc.pages[1]?.widthPt).toBeCloseTo(a1.width, 3);
    expect(doc.pages[1]?.heightPt).toBeCloseTo(a1.height, 3);
    // A1 at 1 px per point: the long MURS line crosses the 1:50 viewport at paper y = 200 mm, from x = 50 to 350 mm
    // (its rectangle), and stops there although the model line goes on.
    const { image } = await e.render('layouts', 1, { scale: 1 }, context());
    const p = a1.placement;
    const inkAt = (xMm: number, yMm: number) => {
      const x = Math.round(xMm * p.k + p.dx);
      const y = Math.round(-yMm * p.k + p.dy);
      let darkest = 255;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          darkest = Math.min(darkest, image.data[(y + dy) * image.width + (x + dx)] ?? 255);
        }
      }
      return darkest < 160;
    };
    expect(p.k).toBeCloseTo(MM, 9);
    expect(inkAt(300, 200)).toBe(true);
    expect(inkAt(100, 200)).toBe(true);
    expect(inkAt(400, 200)).toBe(false);
    expect(inkAt(30, 200)).toBe(false);
    // The room's south wall at 1:50: paper y = 160 mm, between x = 150 and 250 mm.
    expect(inkAt(200, 160)).toBe(true);
    // COTES is frozen in this viewport: its line (model y = −500 → paper y = 150 mm) is not drawn.
    expect(inkAt(200, 150)).toBe(false);
  });
});

describe.skipIf(!nodeCanvas)('what the snapping reads of a layout sheet', () => {
  // Model space: a wall along y = 50 from x = −1000 to 1000, seen at 1:1 through a 100 × 100 viewport centred on
  // (50, 50) whose clip is an L (the square without its top-right 60 × 60 corner): the wall shows from x = 0 to 40.
  const lClipped = clippedViewportLayout([
    [0, 0],
    [100, 0],
    [100, 40],
    [40, 40],
    [40, 100],
    [0, 100],
  ]);

  it('gives no segment of model space outside a concave clip: the wall stops at the notch', async () => {
    const cad = nodeCadEngine();
    await cad.readDxf('l', new TextEncoder().encode(lClipped).buffer as ArrayBuffer, cadContext());
    const { pdf, model } = await cad.build('l', 'mm', 'file', cadContext());
    const sheet = model.layouts?.[0];
    if (!sheet) throw new Error('no layout sheet');
    const e = nodeGreyEngine();
    engines.push(e);
    await e.open('l', pdf, context());
    const { segments, layers } = await e.vectors('l', sheet.pageIndex, {}, context());
    const p = sheet.placement;
    const paper = (i: number): [number, number] => [
      ((segments[i] as number) - p.dx) / p.k,
      -((segments[i + 1] as number) - p.dy) / p.k,
    ];
    // The wall's segments: y = 50 on paper.
    const walls: [number, number][] = [];
    for (let s = 0; s < layers.length; s++) {
      const [x1, y1] = paper(4 * s);
      const [x2, y2] = paper(4 * s + 2);
      if (Math.abs(y1 - 50) < 1e-3 && Math.abs(y2 - 50) < 1e-3) walls.push([x1, x2]);
    }
    expect(walls).toHaveLength(1);
    const wall = walls[0] ?? [Number.NaN, Number.NaN];
    const [from, to] = [Math.min(...wall), Math.max(...wall)];
    expect(from).toBeCloseTo(0, 3);
    // Before: 100, the rectangle's edge, 60 mm of wall in the notch, hidden yet snappable.
    expect(to).toBeCloseTo(40, 3);
  });
});
