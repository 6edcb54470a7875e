/**
 * The sheet's PDF (domain/cad/pdf.ts) read back as the workspace reads every PDF: pdf.js's legacy build through the
 * PDF engine (page size, layers, vectors by layer, renders).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { drawSheetPdf } from '../../domain/cad/pdf.ts';
import {
  block,
  drawing,
  hatch,
  insert,
  layer,
  line,
  placementAt,
  polyline,
  text,
  toSheet,
} from '../../domain/cad/pdfTesting.ts';
import type { CadDrawing, CadPlacement } from '../../domain/cad/types.ts';
import type { GrayRaster } from '../../domain/counting/types.ts';
import type { PdfEngine } from '../pdf/engine.ts';
import { context, nodeCanvas, nodeEngine, nodeGreyEngine, type NodeImage } from '../pdf/testing.ts';

const engines: PdfEngine<NodeImage | GrayRaster>[] = [];
afterEach(async () => {
  for (const e of engines.splice(0)) for (const id of e.openDocuments) await e.close(id);
});

const SIZE = { width: 841.89, height: 595.28 }; // A4 landscape
// 1:50 in millimetres (k = 0.0567 pt/mm), the drawing's (0, 9 000) at (36, 36): 9 m high fits the A4's 595 pt.
const placement: CadPlacement = placementAt('mm', 50, { x: 0, y: 9000 });

function bufferOf(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

async function openDrawing(d: CadDrawing, p: CadPlacement = placement, size = SIZE) {
  const e = nodeEngine();
  engines.push(e);
  const bytes = drawSheetPdf(d, p, size);
  const doc = await e.open('sheet', bufferOf(bytes), context());
  return { e, doc, bytes };
}

function tuples(segments: Float32Array): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < segments.length; i += 4) out.push([...segments.subarray(i, i + 4)]);
  return out;
}

type P = { x: number; y: number };
function hasSegment(segments: Float32Array, a: P, b: P, tolerance = 1e-3) {
  const near = (x: number, y: number, p: P) => Math.abs(x - p.x) < tolerance && Math.abs(y - p.y) < tolerance;
  return tuples(segments).some(
    ([x1, y1, x2, y2]) =>
      (near(x1 as number, y1 as number, a) && near(x2 as number, y2 as number, b)) ||
      (near(x1 as number, y1 as number, b) && near(x2 as number, y2 as number, a)),
  );
}

const LAYERS = [
  layer('MURS', { color: '#ff0000', lineweight: 0.5 }),
  layer('PORTES', { color: '#ffff00', visible: false }),
  layer('MOBILIER', { frozen: true }),
  layer('VIDE'),
  layer('Cloisons é « 墙 »'),
];

function plan(): CadDrawing {
  return drawing({
    layers: LAYERS,
    blocks: [
      block('PORTE', [line('0', { x: 0, y: 0 }, { x: 900, y: 0 }), line('MOBILIER', { x: 0, y: 0 }, { x: 0, y: 900 })]),
    ],
    modelSpace: [
      line('MURS', { x: 1000, y: 2000 }, { x: 5000, y: 2000 }),
      line('MURS', { x: 5000, y: 2000 }, { x: 5000, y: 6000 }),
      line('Cloisons é « 墙 »', { x: 1000, y: 4000 }, { x: 3000, y: 4000 }),
      insert('PORTES', 'PORTE', { x: 2000, y: 2000 }, { rotation: Math.PI / 2, scale: { x: 2, y: 2 } }),
      line('NOUVEAU', { x: 0, y: 5000 }, { x: 100, y: 5000 }),
    ],
  });
}

describe('drawSheetPdf through pdf.js', () => {
  it('makes a one-page PDF of the asked size', async () => {
    const { doc } = await openDrawing(plan());
    expect(doc.pageCount).toBe(1);
    expect(doc.pages[0]?.widthPt).toBeCloseTo(SIZE.width, 4);
    expect(doc.pages[0]?.heightPt).toBeCloseTo(SIZE.height, 4);
  });

  it('lists one layer per CAD layer drawn on, named exactly, in the drawing order, off and frozen ones hidden', async () => {
    const { doc } = await openDrawing(plan());
    expect(doc.layers.map(({ name, visibleByDefault }) => [name, visibleByDefault])).toEqual([
      ['MURS', true],
      ['PORTES', false],
      ['MOBILIER', false],
      ['Cloisons é « 墙 »', true],
      // Not in the layer table: after the table's layers, visible.
      ['NOUVEAU', true],
    ]);
  });

  it('puts a line of drawing coordinates at its sheet coordinates, within 0.001 pt', async () => {
    const { e, doc } = await openDrawing(plan());
    const v = await e.vectors('sheet', 0, {}, context());
    expect(hasSegment(v.segments, toSheet(placement, 1000, 2000), toSheet(placement, 5000, 2000))).toBe(true);
    expect(hasSegment(v.segments, toSheet(placement, 5000, 2000), toSheet(placement, 5000, 6000))).toBe(true);
    // The same line 0.002 pt off is not found: the check is as tight as it says.
    const off = toSheet(placement, 1000, 2000);
    expect(hasSegment(v.segments, { x: off.x + 0.002, y: off.y }, toSheet(placement, 5000, 2000))).toBe(false);
    // Each segment on its layer.
    const names = doc.layers.map((l) => l.name);
    const byLayer = (name: string) => tuples(v.segments).filter((_, i) => v.layers[i] === names.indexOf(name)).length;
    expect([byLayer('MURS'), byLayer('PORTES'), byLayer('MOBILIER'), byLayer('Cloisons é « 墙 »')]).toEqual([
      2, 1, 1, 1,
    ]);
  });

  it('draws block references through their matrix: layer « 0 » on the INSERT’s layer, others on their own', async () => {
    const { e, doc } = await openDrawing(plan());
    const v = await e.vectors('sheet', 0, {}, context());
    const names = doc.layers.map((l) => l.name);
    // PORTE at (2000, 2000), turned 90°, scale 2: its (900, 0) lands at (2000, 3800), its (0, 900) at (200, 2000).
    const door = tuples(v.segments).findIndex(([x1, y1, x2, y2]) => {
      const a = toSheet(placement, 2000, 2000);
      const b = toSheet(placement, 2000, 3800);
      const near = (x: number, y: number, p: P) => Math.abs(x - p.x) < 1e-3 && Math.abs(y - p.y) < 1e-3;
      return (
        (near(x1 as number, y1 as number, a) && near(x2 as number, y2 as number, b)) ||
        (near(x1 as number, y1 as number, b) && near(x2 as number, y2 as number, a))
      );
    });
    expect(door).toBeGreaterThanOrEqual(0);
    expect(v.layers[door]).toBe(names.indexOf('PORTES'));
    expect(hasSegment(v.segments, toSheet(placement, 2000, 2000), toSheet(placement, 200, 2000))).toBe(true);
  });

  it('removes a layer’s segments when its layer is hidden, and only those', async () => {
    const { e, doc } = await openDrawing(plan());
    const id = (name: string) => doc.layers.find((l) => l.name === name)?.id ?? '';
    const all = await e.vectors('sheet', 0, {}, context());
    const noWalls = await e.vectors('sheet', 0, { hiddenLayerIds: [id('MURS')] }, context());
    expect(all.segmentCount).toBe(6);
    expect(noWalls.segmentCount).toBe(4);
    expect(hasSegment(noWalls.segments, toSheet(placement, 1000, 2000), toSheet(placement, 5000, 2000))).toBe(false);
    const noPartition = await e.vectors('sheet', 0, { hiddenLayerIds: [id('Cloisons é « 墙 »')] }, context());
    expect(noPartition.segmentCount).toBe(5);
  });

  it('draws bulges, arcs, circles and ellipses on their curves, bulges on the side their sign says', async () => {
    const d = drawing({
      layers: [layer('A'), layer('B'), layer('C'), layer('D')],
      modelSpace: [
        // Bulge 1 from (1000, 7000) to (3000, 7000): a half circle about (2000, 7000), counter-clockwise: below.
        polyline('A', [
          { x: 1000, y: 7000, bulge: 1 },
          { x: 3000, y: 7000 },
        ]),
        {
          kind: 'arc',
          type: 'ARC',
          handle: 'A1',
          layer: 'B',
          center: { x: 6000, y: 6000 },
          radius: 800,
          start: 0,
          end: Math.PI,
        },
        { kind: 'circle', type: 'CIRCLE', handle: 'C1', layer: 'C', center: { x: 9000, y: 6000 }, radius: 500 },
        {
          kind: 'ellipse',
          type: 'ELLIPSE',
          handle: 'E1',
          layer: 'D',
          center: { x: 6000, y: 3000 },
          majorAxis: { x: 0, y: 1000 },
          ratio: 0.5,
          start: 0,
          end: 2 * Math.PI,
        },
      ],
    });
    const { e, doc } = await openDrawing(d);
    const v = await e.vectors('sheet', 0, { tolerance: 0.01 }, context());
    const of = (name: string) =>
      tuples(v.segments).filter((_, i) => v.layers[i] === doc.layers.findIndex((l) => l.name === name));
    const k = placement.k;
    const onCircle = (segments: number[][], centre: P, r: number, tolerance: number) =>
      segments.every(([x1, y1, x2, y2]) =>
        [
          [x1, y1],
          [x2, y2],
        ].every(([x, y]) => Math.abs(Math.hypot((x as number) - centre.x, (y as number) - centre.y) - r) < tolerance),
      );
    const bulge = of('A');
    expect(bulge.length).toBeGreaterThan(4);
    // The Bézier's own error (≤ 0.03 % of the radius) plus the flattening's 0.01 pt.
    expect(onCircle(bulge, toSheet(placement, 2000, 7000), 1000 * k, 1000 * k * 3e-4 + 0.011)).toBe(true);
    // Below the chord on the drawing: further down the sheet than the centre.
    const centreY = toSheet(placement, 2000, 7000).y;
    expect(bulge.every(([, y1, , y2]) => (y1 as number) >= centreY - 1e-3 && (y2 as number) >= centreY - 1e-3)).toBe(
      true,
    );
    const arc = of('B');
    expect(onCircle(arc, toSheet(placement, 6000, 6000), 800 * k, 800 * k * 3e-4 + 0.011)).toBe(true);
    // 0 to π counter-clockwise: the upper half, above the centre on the sheet.
    const arcCentreY = toSheet(placement, 6000, 6000).y;
    expect(
      arc.every(([, y1, , y2]) => (y1 as number) <= arcCentreY + 1e-3 && (y2 as number) <= arcCentreY + 1e-3),
    ).toBe(true);
    expect(onCircle(of('C'), toSheet(placement, 9000, 6000), 500 * k, 500 * k * 3e-4 + 0.011)).toBe(true);
    // The ellipse: 2000 high, 1000 wide on the drawing, every point on (x/500)² + (y/1000)² = 1.
    const ellipse = of('D');
    const c = toSheet(placement, 6000, 3000);
    const level = ([x, y]: number[]) =>
      (((x as number) - c.x) / (500 * k)) ** 2 + (((y as number) - c.y) / (1000 * k)) ** 2;
    expect(
      ellipse.every(
        ([x1, y1, x2, y2]) =>
          Math.abs(level([x1 as number, y1 as number]) - 1) < 2e-3 &&
          Math.abs(level([x2 as number, y2 as number]) - 1) < 2e-3,
      ),
    ).toBe(true);
    const ys = ellipse.flatMap(([, y1, , y2]) => [y1 as number, y2 as number]);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(2000 * k, 2);
  });

  it('draws every MINSERT cell, nested blocks, and survives a block that references itself', async () => {
    const d = drawing({
      layers: [layer('A')],
      blocks: [
        block('TICK', [line('0', { x: 0, y: 0 }, { x: 100, y: 0 })]),
        block('PAIR', [insert('0', 'TICK', { x: 0, y: 0 }), insert('0', 'TICK', { x: 0, y: 200 })]),
        block('LOOP', [line('0', { x: 0, y: 0 }, { x: 0, y: 100 }), insert('0', 'LOOP', { x: 50, y: 0 })]),
      ],
      modelSpace: [
        insert('A', 'TICK', { x: 1000, y: 1000 }, { columns: 3, rows: 2, columnSpacing: 500, rowSpacing: 1000 }),
        insert('A', 'PAIR', { x: 5000, y: 5000 }),
        insert('A', 'LOOP', { x: 8000, y: 5000 }),
      ],
    });
    const { e } = await openDrawing(d);
    const v = await e.vectors('sheet', 0, {}, context());
    expect(v.segmentCount).toBe(6 + 2 + 1);
    for (const [column, row] of [
      [0, 0],
      [2, 0],
      [1, 1],
    ] as const) {
      const x = 1000 + column * 500;
      const y = 1000 + row * 1000;
      expect(hasSegment(v.segments, toSheet(placement, x, y), toSheet(placement, x + 100, y))).toBe(true);
    }
    expect(hasSegment(v.segments, toSheet(placement, 5000, 5200), toSheet(placement, 5100, 5200))).toBe(true);
    expect(hasSegment(v.segments, toSheet(placement, 8000, 5000), toSheet(placement, 8000, 5100))).toBe(true);
  });

  it('writes text where, as large and as turned as the drawing says, in WinAnsi, with visible replacements', async () => {
    const d = drawing({
      layers: [layer('TEXTE')],
      modelSpace: [
        line('TEXTE', { x: 0, y: 0 }, { x: 1, y: 0 }),
        text('TEXTE', { x: 2000, y: 3000 }, 250, 'Séjour ⌀20 墙\nCuisine', Math.PI / 6),
      ],
    });
    const { e } = await openDrawing(d);
    const { items } = await e.text('sheet', 0, context());
    const first = items.find((i) => i.text.startsWith('Séjour'));
    const second = items.find((i) => i.text === 'Cuisine');
    expect(first?.text).toBe('Séjour Ø20 ?');
    const start = toSheet(placement, 2000, 3000);
    expect(first?.x).toBeCloseTo(start.x, 2);
    expect(first?.y).toBeCloseTo(start.y, 2);
    // The cap height is the CAD height: the font size is 250 / 0.718 drawing units.
    expect(first?.fontSize).toBeCloseTo((250 / 0.718) * placement.k, 2);
    // 30° counter-clockwise on the drawing: −30° (clockwise) on the sheet.
    expect(first?.angle).toBeCloseTo(-30, 2);
    // The second line 5/3 of the height below the first, across the baseline.
    const down = ((5 / 3) * 250 * placement.k) as number;
    expect(second?.x).toBeCloseTo(start.x + down * Math.sin(Math.PI / 6), 2);
    expect(second?.y).toBeCloseTo(start.y + down * Math.cos(Math.PI / 6), 2);
  });

  it.skipIf(!nodeCanvas)('renders ink where the drawing is and paper elsewhere', async () => {
    const e = nodeGreyEngine();
    engines.push(e);
    const d = drawing({
      layers: [layer('MURS', { color: '#ffff00' }), layer('SOL')],
      modelSpace: [
        line('MURS', { x: 1000, y: 2000 }, { x: 9000, y: 2000 }, { lineweight: 0.5 }),
        hatch(
          'SOL',
          [
            { x: 1000, y: 5000 },
            { x: 3000, y: 5000 },
            { x: 3000, y: 7000 },
            { x: 1000, y: 7000 },
          ],
          true,
        ),
        text('SOL', { x: 5000, y: 5000 }, 500, 'PORTE'),
      ],
    });
    await e.open('sheet', bufferOf(drawSheetPdf(d, placement, SIZE)), context());
    const { image } = await e.render('sheet', 0, { scale: 1 }, context());
    const at = (p: P) => image.data[Math.floor(p.y) * image.width + Math.floor(p.x)] ?? 255;
    const darkest = (from: P, to: P) => {
      let min = 255;
      for (let y = Math.floor(from.y); y <= Math.ceil(to.y); y++)
        for (let x = Math.floor(from.x); x <= Math.ceil(to.x); x++)
          min = Math.min(min, image.data[y * image.width + x] ?? 255);
      return min;
    };
    // The yellow wall is darkened for paper: inked (pure yellow is 226 in grey, fully covered).
    const wall = toSheet(placement, 5000, 2000);
    expect(darkest({ x: wall.x - 1, y: wall.y - 1 }, { x: wall.x + 1, y: wall.y + 1 })).toBeLessThan(200);
    // The solid hatch is filled black inside.
    expect(at(toSheet(placement, 2000, 6000))).toBeLessThan(40);
    // The text has ink between its baseline and its cap height.
    const t0 = toSheet(placement, 5000, 5000);
    expect(darkest({ x: t0.x, y: t0.y - 500 * placement.k }, { x: t0.x + 1500 * placement.k, y: t0.y })).toBeLessThan(
      100,
    );
    // Paper elsewhere.
    expect(at(toSheet(placement, 7000, 8000))).toBe(255);
  });
});
