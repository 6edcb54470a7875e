/**
 * Clipped references (XCLIP, issue 28): the SPATIAL_FILTER's transform chain to the block's coordinates, and what a
 * clipped reference draws, measures and counts (clip.ts's ClipStack, blocks.ts, layers.ts, pdf.ts).
 */
import { describe, expect, it } from 'vitest';
import { applyToPoint, invert, type Matrix } from '../pdf/geometry';
import { drawnExtents, expandReferences, summariseBlocks } from './blocks';
import { certainOperators } from './certain';
import { ClipStack, narrowClip, polygonRegion } from './clip';
import { readDxf } from './dxf';
import { layerGeometry } from './layers';
import { drawSheet } from './pdf';
import { buildSheetModel } from './sheetModel';
import { block, cadLayout, drawing, hatch, insert, line, must, pt, rectangle, text } from './testing';
import { buildLayoutSheets } from './layout';
import { insertMatrix } from './transform';
import type { CadInsert, CadInsertClip, CadPlacement } from './types';
import { boundaryPolygon, insertClip, planMatrix } from './xclip';
import {
  dxf,
  insert as dxfInsert,
  layer as dxfLayer,
  line as dxfLine,
  spatialFilterObjects,
} from '../../../scripts/cad/make-dxf';

/** 1 point per unit, y flipped: sheet = (x, −y). */
const flat: CadPlacement = { unit: 'm', unitSource: 'file', denominator: 1, k: 1, dx: 0, dy: 0 };
const IDENTITY12 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0];

/** A plan matrix as the filter's 12 values (rows of four). */
function rows(m: Matrix): number[] {
  return [m[0], m[2], 0, m[4], m[1], m[3], 0, m[5], 0, 0, 1, 0];
}

const clipped = (i: CadInsert, clip: CadInsertClip): CadInsert => ({ ...i, clip });
const square = (x0: number, y0: number, x1: number, y1: number): CadInsertClip => ({
  boundary: boundaryPolygon([pt(x0, y0), pt(x1, y1)]),
  inverted: false,
});

describe('insertClip: the boundary in the block’s coordinates', () => {
  it('takes a rectangle picked in the host through the inverse of a turned, scaled reference', () => {
    // The reference as it was when clipped: at (100, 50), turned 90°, scaled 2, its block's base at (1, 1).
    const reference = insert('LOT', pt(100, 50), { rotation: Math.PI / 2, scale: pt(2, 2) });
    const toHost = insertMatrix(reference, pt(1, 1));
    const inverse = must(invert(toHost));
    const clip = must(
      insertClip({
        boundary: [pt(90, 52), pt(96, 60)],
        enabled: true,
        inverseBlock: rows(inverse),
        clipTransform: IDENTITY12,
      }),
    );
    expect(clip.inverted).toBe(false);
    // Its four corners, placed back by the reference, are the host's rectangle (2 points: lower left, upper right).
    const back = clip.boundary.map((p) => applyToPoint(toHost, p.x, p.y).map((v) => Math.round(v * 1e9) / 1e9));
    expect(back).toEqual([
      [90, 52],
      [96, 52],
      [96, 60],
      [90, 60],
    ]);
    // In the block: x = 1 + (y − 50) / 2, y = 1 − (x − 100) / 2.
    expect(clip.boundary[0]?.x).toBeCloseTo(2, 12);
    expect(clip.boundary[0]?.y).toBeCloseTo(6, 12);
  });

  it('leaves the clip transform’s space through its inverse, and keeps a polygon as it is', () => {
    // The boundary drawn in a space turned 90° from the host's (a twisted view): clip = R(90°) maps host → clip.
    const turn: Matrix = [0, 1, -1, 0, 0, 0];
    const hostPoints = [pt(0, 0), pt(4, 0), pt(4, 3), pt(1, 5)];
    const inClipSpace = hostPoints.map((p) => {
      const [x, y] = applyToPoint(turn, p.x, p.y);
      return pt(x, y);
    });
    const clip = must(
      insertClip({
        boundary: [...inClipSpace, inClipSpace[0] as { x: number; y: number }],
        enabled: true,
        inverseBlock: IDENTITY12,
        clipTransform: rows(turn),
      }),
    );
    expect(clip.boundary).toHaveLength(4);
    clip.boundary.forEach((p, i) => {
      expect(p.x).toBeCloseTo((hostPoints[i] as { x: number }).x, 12);
      expect(p.y).toBeCloseTo((hostPoints[i] as { y: number }).y, 12);
    });
  });

  it('draws the whole block when the clip is off, empty or flat; reads an inverted clip’s hole', () => {
    const base = { boundary: [pt(0, 0), pt(10, 10)], inverseBlock: null, clipTransform: null };
    expect(insertClip({ ...base, enabled: false })).toBeNull();
    expect(insertClip({ ...base, enabled: true, boundary: [pt(0, 0)] })).toBeNull();
    expect(insertClip({ ...base, enabled: true, boundary: [pt(0, 0), pt(5, 0), pt(10, 0)] })).toBeNull();
    expect(insertClip({ ...base, enabled: true, clipTransform: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] })).toBeNull();
    expect(planMatrix([1, 2, 3])).toBeNull();
    const inverted = must(insertClip({ ...base, enabled: true, invertedBoundary: [pt(2, 2), pt(4, 4)] }));
    expect(inverted).toEqual({ boundary: boundaryPolygon([pt(2, 2), pt(4, 4)]), inverted: true });
  });
});

describe('ClipStack', () => {
  it('keeps what every part lets through: a rectangle, then outside an inverted hole', () => {
    const stack = narrowClip(polygonRegion([0, 0, 10, 0, 10, 10, 0, 10]), [4, -1, 6, -1, 6, 11, 4, 11], true);
    expect(stack).toBeInstanceOf(ClipStack);
    // A segment from x = −5 to 15 at y = 5: kept on 0…4 and 6…10.
    const kept = stack
      .segment(-5, 5, 15, 5)
      .map(([a, b]) => [-5 + 20 * a, -5 + 20 * b].map((v) => Math.round(v * 1e9) / 1e9));
    expect(kept).toEqual([
      [0, 4],
      [6, 10],
    ]);
    expect(stack.contains(5, 5)).toBe(false);
    expect(stack.contains(2, 5)).toBe(true);
    // A 20 × 20 fill around everything: what is left is 10 × 10 minus the 2 × 10 strip.
    const rings = stack.fill([[-5, -5, 15, -5, 15, 15, -5, 15]]);
    expect(evenOddArea(rings)).toBeCloseTo(80, 9);
  });
});

/** The even-odd area of rings (probe grid: exact for axis-aligned edges on whole units). */
function evenOddArea(rings: readonly (readonly number[])[]): number {
  let area = 0;
  for (let x = -10.5; x < 20; x += 1) {
    for (let y = -10.5; y < 20; y += 1) {
      let odd = false;
      for (const r of rings) {
        for (let i = 0, j = r.length - 2; i < r.length; j = i, i += 2) {
          const [xi, yi, xj, yj] = [r[i], r[i + 1], r[j], r[j + 1]] as [number, number, number, number];
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
        }
      }
      if (odd) area++;
    }
  }
  return area;
}

describe('a clipped reference in the sheet model', () => {
  // A 12 × 8 plan: its outline (MURS), a partition line (CLOISONS), a room's hatch (SOLS), doors (PORTE).
  const plan = block('PLAN', [
    rectangle(0, 0, 12, 8, { handle: 'M1', layer: 'MURS' }),
    line(pt(0, 3), pt(12, 3), { handle: 'C1', layer: 'CLOISONS' }),
    hatch(
      [
        [
          [2, 2],
          [8, 2],
          [8, 6],
          [2, 6],
        ],
      ],
      { handle: 'H1', layer: 'SOLS' },
    ),
    insert('PORTE', pt(1, 0), { handle: 'P1' }),
    insert('PORTE', pt(9, 0), { handle: 'P2' }),
  ]);
  const door = block('PORTE', [line(pt(0, 0), pt(0.9, 0), { handle: 'L1', layer: 'MENUISERIES' })]);
  const layerOf = (d: ReturnType<typeof drawing>, name: string) =>
    layerGeometry(d, flat).find((l) => l.layer === name) ?? { metres: 0, squareMetres: 0, lengths: [] };

  it('measures and counts only the part inside, turned and scaled with the reference', () => {
    // The plan placed at (100, 0), turned 90°, scale 0.5; clipped to its block's x ≤ 5 (the left part).
    const reference = clipped(
      insert('PLAN', pt(100, 0), { handle: 'R1', rotation: Math.PI / 2, scale: pt(0.5, 0.5) }),
      square(-1, -1, 5, 9),
    );
    const d = drawing([reference], { blocks: [plan, door] });
    // The outline's left part: (5 + 5 + 8) × 0.5; its area 5 × 8 × 0.25; the partition 5 × 0.5.
    expect(layerOf(d, 'MURS').metres).toBeCloseTo(9, 9);
    // One run: the outline's two stretches inside meet at its first vertex.
    expect(layerOf(d, 'MURS').lengths).toHaveLength(1);
    expect(layerOf(d, 'MURS').squareMetres).toBeCloseTo(10, 9);
    expect(layerOf(d, 'CLOISONS').metres).toBeCloseTo(2.5, 9);
    // The hatch's part inside: 3 × 4 × 0.25.
    expect(layerOf(d, 'SOLS').squareMetres).toBeCloseTo(3, 9);
    // The door at x = 1 is shown and counted, the one at x = 9 is hidden: not counted, its line not measured.
    const [porte] = summariseBlocks(d, flat).filter((b) => b.name === 'PORTE');
    expect(must(porte).nested).toBe(1);
    expect(layerOf(d, 'MENUISERIES').metres).toBeCloseTo(0.45, 9);
    // The extents are the shown part's: y from 0 to 2.5 (x ≤ 5 in the block, turned to y).
    const box = must(drawnExtents(d, expandReferences(d)).box);
    expect(box.maxY).toBeCloseTo(2.5, 9);
    expect(buildSheetModel(d, 'm', 'file').clippedReferences).toEqual([
      { name: 'PLAN', xref: false, count: 1, inverted: false },
    ]);
  });

  it('hides the inside of an inverted clip, and narrows a nested clip by its parent’s', () => {
    const hole: CadInsertClip = { ...square(-1, -1, 5, 9), inverted: true };
    const d = drawing([clipped(insert('PLAN', pt(0, 0)), hole)], { blocks: [plan, door] });
    expect(layerOf(d, 'MURS').metres).toBeCloseTo(7 + 7 + 8, 9);
    expect(layerOf(d, 'MURS').squareMetres).toBeCloseTo(7 * 8, 9);
    expect(layerOf(d, 'CLOISONS').metres).toBeCloseTo(7, 9);
    const [porte] = summariseBlocks(d, flat).filter((b) => b.name === 'PORTE');
    expect(must(porte).nested).toBe(1);
    expect(buildSheetModel(d, 'm', 'file').clippedReferences?.[0]?.inverted).toBe(true);

    // A clipped reference inside a clipped one: the partition shows on x 3…5 only (parent x ≤ 5, own x ≥ 3).
    const outer = block('ETAGE', [clipped(insert('PLAN', pt(0, 0)), square(3, -1, 20, 20))]);
    const nested = drawing([clipped(insert('ETAGE', pt(0, 0)), square(-1, -1, 5, 9))], { blocks: [outer, plan, door] });
    expect(layerOf(nested, 'CLOISONS').metres).toBeCloseTo(2, 9);
    expect(summariseBlocks(nested, flat).find((b) => b.name === 'PORTE')).toBeUndefined();
  });

  it('draws the whole reference without a clip', () => {
    const d = drawing([insert('PLAN', pt(0, 0))], { blocks: [plan, door] });
    expect(layerOf(d, 'MURS').metres).toBeCloseTo(40, 9);
    expect(must(summariseBlocks(d, flat).find((b) => b.name === 'PORTE')).nested).toBe(2);
    expect(buildSheetModel(d, 'm', 'file').clippedReferences).toBeUndefined();
  });

  it('writes only the inside to the PDF: no point, no text beyond the boundary', () => {
    const labelled = block('PLAN', [...plan.entities, text(pt(10, 5), 'CUISINE', 0.5, { layer: 'TEXTES' })]);
    const d = drawing([clipped(insert('PLAN', pt(0, 0)), square(-1, -1, 5, 9))], { blocks: [labelled, door] });
    const placement: CadPlacement = { unit: 'm', unitSource: 'file', denominator: 100, k: 100, dx: 100, dy: 1000 };
    const content = new TextDecoder().decode(drawSheet(d, placement, { width: 2000, height: 1200 }).content);
    expect(content).not.toContain('CUISINE');
    // Every m/l/c operand's x on the page is at most x = 5 m → 100 + 500 pt.
    const xs = [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) [ml]\n/g)].map((m) => Number(m[1]));
    expect(xs.length).toBeGreaterThan(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(600 + 1e-6);
  });
});

describe('a clipped reference on a layout', () => {
  it('is said on the layout’s sheet, measured by its part inside', () => {
    const plan = block('PLAN', [rectangle(0, 0, 12, 8, { handle: 'M1', layer: 'MURS' })]);
    const d = {
      ...drawing([line(pt(0, 0), pt(1, 0))], { blocks: [plan] }),
      layouts: [cadLayout({ entities: [clipped(insert('PLAN', pt(0, 0), { handle: 'R1' }), square(-1, -1, 5, 9))] })],
    };
    const sheet = must(buildLayoutSheets(d, 'm', 'file')[0]);
    expect(sheet.model.clippedReferences).toEqual([{ name: 'PLAN', xref: false, count: 1, inverted: false }]);
    expect(sheet.model.geometry.find((g) => g.layer === 'MURS')?.metres).toBeCloseTo(18, 9);
  });
});

describe('certainOperators: a clipped reference', () => {
  it('counts nothing of its block for certain (the clip may hide all of it), and stays under the writer’s count', () => {
    const labelled = block('ETIQUETTES', [text(pt(10, 5), 'CUISINE', 0.5), text(pt(1, 1), 'SEJOUR', 0.5)]);
    const blocks = (name: string) => (name === 'ETIQUETTES' ? labelled : undefined);
    const whole = insert('ETIQUETTES', pt(0, 0));
    const cut = clipped(whole, square(-1, -1, 5, 9));
    expect(certainOperators([cut], blocks)).toBeLessThan(certainOperators([whole], blocks));
    const d = drawing([cut], { blocks: [labelled] });
    const placement: CadPlacement = { unit: 'm', unitSource: 'file', denominator: 100, k: 100, dx: 100, dy: 1000 };
    const written = drawSheet(d, placement, { width: 2000, height: 1200 }).operators;
    expect(certainOperators([cut], blocks)).toBeLessThanOrEqual(written);
  });
});

describe('readDxf: a clipped INSERT', () => {
  it('follows the INSERT’s extension dictionary to its SPATIAL_FILTER; an INSERT without one is whole', () => {
    const text = dxf({
      layers: [dxfLayer('0', 7)],
      blocks: [{ name: 'LOT', entities: [dxfLine('0', [0, 0], [10, 0])] }],
      entities: [
        dxfInsert('0', 'LOT', [100, 0], {
          handle: 'A0',
          extra: [
            [102, '{ACAD_XDICTIONARY'],
            [360, 'A1'],
            [102, '}'],
          ],
        }),
        dxfInsert('0', 'LOT', [200, 0]),
      ],
      objects: spatialFilterObjects({
        insert: 'A0',
        xdict: 'A1',
        boundary: [
          [101, -1],
          [104, 1],
        ],
        inverseBlock: [1, 0, 0, -100, 0, 1, 0, 0, 0, 0, 1, 0],
      }),
    });
    const d = readDxf(text);
    const [first, second] = d.modelSpace;
    expect(first?.kind === 'insert' ? first.clip : null).toEqual(square(1, -1, 4, 1));
    expect(second?.kind === 'insert' ? second.clip : undefined).toBeUndefined();
    expect(layerGeometry(d, flat).find((l) => l.layer === '0')?.metres).toBeCloseTo(3 + 10, 9);
  });
});
