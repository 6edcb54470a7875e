import { describe, expect, it } from 'vitest';
import { layerGeometry, layerSummaries } from './layers';
import { MLINESTYLE_FLAGS, mlineEntities, type MlineStyle, type MlineVertex } from './mline';
import { placeDrawing } from './placement';
import { arc, block, circle, drawing, hatch, insert, layer, line, must, polyline, pt, rectangle } from './testing';
import type { CadDrawing, CadLayerGeometry, CadPlacement } from './types';

const geometry = (d: CadDrawing, unit = d.units ?? 'mm') => {
  const { placement } = placeDrawing(d, unit, 'file');
  return { placement, layers: layerGeometry(d, placement) };
};
const of = (layers: readonly CadLayerGeometry[], name: string) => must(layers.find((l) => l.layer === name));
const close = (a: number, b: number, relative = 1e-12) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(relative * Math.abs(b));

describe('layerGeometry', () => {
  it('measures each layer in metres, block scales applied, « 0 » in a block on its reference’s layer', () => {
    const wall = block('MUR', [
      line(pt(0, 0), pt(1000, 0), { handle: 'A' }),
      line(pt(0, 0), pt(0, 500), { handle: 'B', layer: 'MURS' }),
    ]);
    const d = drawing(
      [
        line(pt(0, 0), pt(3000, 4000), { handle: '10', layer: 'MURS' }),
        insert('MUR', pt(0, 0), { handle: '20', layer: 'CLOISONS', scale: pt(2, 2) }),
        insert('MUR', pt(5000, 0), { handle: '21', layer: 'CLOISONS', scale: pt(-1, 3) }),
      ],
      { blocks: [wall] },
    );
    const { layers } = geometry(d);
    expect(layers.map((l) => l.layer)).toEqual(['CLOISONS', 'MURS']);
    const cloisons = of(layers, 'CLOISONS');
    expect(cloisons.lengths.map((p) => p.id)).toEqual(['20/A', '21/A']);
    close(cloisons.metres, 2 + 1);
    const murs = of(layers, 'MURS');
    expect(murs.lengths.map((p) => [p.id, Math.round(p.metres * 1e9) / 1e9])).toEqual([
      ['10', 5],
      ['20/B', 1],
      ['21/B', 1.5],
    ]);
    close(murs.metres, 7.5);
  });

  it('measures a block’s circle drawn through a non-uniform scale as an ellipse, a mirrored one alike', () => {
    const round = block('ROND', [circle(pt(0, 0), 1000, { handle: 'C' })]);
    const d = drawing(
      [
        insert('ROND', pt(0, 0), { handle: 'S', layer: 'OVALES', scale: pt(2, 1) }),
        insert('ROND', pt(10_000, 0), { handle: 'M', layer: 'OVALES', scale: pt(-2, 1), rotation: 0.4 }),
      ],
      { blocks: [round] },
    );
    const ovales = of(geometry(d).layers, 'OVALES');
    // The perimeter of an ellipse of semi-axes 2 m and 1 m (Gauss–Kummer series, to 1e-15).
    const h = 1 / 9;
    let sum = 0;
    let c = 1;
    let power = 1;
    for (let n = 0; n < 60; n++) {
      sum += c * c * power;
      c *= (0.5 - n) / (n + 1);
      power *= h;
    }
    const perimeter = 3 * Math.PI * sum;
    expect(ovales.lengths.map((p) => p.id)).toEqual(['S/C', 'M/C']);
    for (const piece of ovales.lengths) close(piece.metres, perimeter, 1e-9);
    for (const piece of ovales.areas) close(piece.squareMetres, 2 * Math.PI, 1e-12);
  });

  it('names the pieces of nested references and MINSERT cells by their chain', () => {
    const inner = block('I', [line(pt(0, 0), pt(1000, 0), { handle: 'L' })]);
    const outer = block('O', [insert('I', pt(0, 0), { handle: 'N', columns: 2, columnSpacing: 2000 })]);
    const d = drawing([insert('O', pt(0, 0), { handle: 'T', layer: 'X' })], { blocks: [inner, outer] });
    const x = of(geometry(d).layers, 'X');
    expect(x.lengths.map((p) => p.id)).toEqual(['T/N#0.0/L', 'T/N#0.1/L']);
    close(x.metres, 2);
  });

  it('converts the file’s units to metres', () => {
    const d = drawing([line(pt(0, 0), pt(250, 0), { layer: 'L' })], { units: 'cm' });
    close(of(geometry(d).layers, 'L').metres, 2.5);
    const feet = drawing([line(pt(0, 0), pt(10, 0), { layer: 'L' })], { units: 'foot' });
    close(of(geometry(feet).layers, 'L').metres, 3.048);
  });

  it('counts a closed polyline and a circle as a length and an area; arcs and open polylines as lengths only', () => {
    const d = drawing(
      [
        rectangle(0, 0, 4000, 3000, { handle: 'R', layer: 'PIECES' }),
        circle(pt(10_000, 0), 1000, { handle: 'C', layer: 'PIECES' }),
        arc(pt(0, 0), 1000, 0, Math.PI, { handle: 'A', layer: 'PIECES' }),
        polyline(
          [
            [0, 0],
            [1000, 0],
            [1000, 1000],
            [0, 0],
          ],
          false,
          { handle: 'P', layer: 'PIECES' },
        ),
      ],
      { units: 'mm' },
    );
    const pieces = of(geometry(d).layers, 'PIECES');
    expect(pieces.lengths.map((p) => [p.id, p.closed])).toEqual([
      ['R', true],
      ['C', true],
      ['A', false],
      ['P', false],
    ]);
    close(pieces.metres, 14 + 2 * Math.PI + Math.PI + 2 + Math.SQRT2);
    expect(pieces.areas.map((p) => p.id)).toEqual(['R', 'C']);
    close(pieces.squareMetres, 12 + Math.PI);
    const [rect] = pieces.areas;
    expect(rect?.outer).toHaveLength(4);
  });

  it('deducts hatches’ holes and names each region of a hatch with several', () => {
    const outer = [
      [0, 0],
      [10_000, 0],
      [10_000, 10_000],
      [0, 10_000],
    ];
    const hole = [
      [2000, 2000],
      [4000, 2000],
      [4000, 4000],
      [2000, 4000],
    ];
    const apart = [
      [20_000, 0],
      [21_000, 0],
      [21_000, 1000],
      [20_000, 1000],
    ];
    const d = drawing([
      hatch([outer, hole], { handle: 'H1', layer: 'SOLS' }),
      hatch([outer, apart], { handle: 'H2', layer: 'DALLES' }),
    ]);
    const { layers } = geometry(d);
    const sols = of(layers, 'SOLS');
    expect(sols.lengths).toEqual([]);
    expect(sols.areas.map((a) => [a.id, a.holes.length])).toEqual([['H1', 1]]);
    close(sols.squareMetres, 96);
    expect(of(layers, 'DALLES').areas.map((a) => a.id)).toEqual(['H2~1', 'H2~2']);
    close(of(layers, 'DALLES').squareMetres, 101);
  });

  it('puts the pieces in sheet space, y down', () => {
    const d = drawing([line(pt(0, 0), pt(1000, 0), { handle: 'L', layer: 'A' }), line(pt(0, 0), pt(0, 1000))]);
    const { placement, layers } = geometry(d);
    const [piece] = of(layers, 'A').lengths;
    const m: CadPlacement = placement;
    expect(piece?.points).toEqual([
      { x: m.dx, y: m.dy },
      { x: m.dx + 1000 * m.k, y: m.dy },
    ]);
  });

  it('measures frozen layers too and skips entities with non-finite coordinates', () => {
    const d = drawing(
      [line(pt(0, 0), pt(1000, 0), { layer: 'GELE' }), line(pt(0, 0), pt(Number.NaN, 0), { layer: 'GELE' })],
      { layers: [layer('0'), layer('GELE', { frozen: true })] },
    );
    const gele = of(geometry(d).layers, 'GELE');
    expect(gele.lengths).toHaveLength(1);
    close(gele.metres, 1);
  });

  it('sorts layers in French, numbers as numbers', () => {
    const names = ['Niveau 10', 'niveau 2', 'Électricité', 'cloisons'];
    const d = drawing(names.map((n, i) => line(pt(0, i), pt(1, i), { layer: n })));
    expect(geometry(d).layers.map((l) => l.layer)).toEqual(['cloisons', 'Électricité', 'niveau 2', 'Niveau 10']);
  });
});

describe('layerSummaries', () => {
  it('lists the layer table with every drawn entity counted on its effective layer', () => {
    const d = drawing(
      [
        line(pt(0, 0), pt(1, 0), { layer: 'MURS' }),
        insert('B', pt(0, 0), { layer: 'MOBILIER' }),
        insert('B', pt(5, 0), { layer: 'MOBILIER' }),
      ],
      {
        layers: [layer('0'), layer('MURS', { color: '#ff0000', frozen: true }), layer('VIDE', { visible: false })],
        blocks: [block('B', [line(pt(0, 0), pt(1, 0)), circle(pt(0, 0), 1, { layer: 'MURS' })])],
      },
    );
    expect(layerSummaries(d)).toEqual([
      { name: '0', color: '#000000', lineweight: null, visible: true, frozen: false, entityCount: 0 },
      { name: 'MOBILIER', color: '#000000', lineweight: null, visible: true, frozen: false, entityCount: 2 },
      { name: 'MURS', color: '#ff0000', lineweight: null, visible: true, frozen: true, entityCount: 3 },
      { name: 'VIDE', color: '#000000', lineweight: null, visible: false, frozen: false, entityCount: 0 },
    ]);
  });
});

describe('an MLINE’s caps, joints and fill', () => {
  it('add nothing to its layer’s lengths, areas or entity count: only its elements are measured', () => {
    // A 200 mm wall along (0, 0) → (5000, 0) → (5000, 3000), every decoration its style can have.
    const vertices: MlineVertex[] = [
      { x: 0, y: 0, miterX: 0, miterY: 1, offsets: [100, -100] },
      { x: 5000, y: 0, miterX: -Math.SQRT1_2, miterY: Math.SQRT1_2, offsets: [100 * Math.SQRT2, -100 * Math.SQRT2] },
      { x: 5000, y: 3000, miterX: -1, miterY: 0, offsets: [100, -100] },
    ];
    const style: MlineStyle = {
      name: 'MUR',
      flags: Object.values(MLINESTYLE_FLAGS).reduce((a, b) => a | b, 0),
      fillColor: { index: 256 },
      elements: [
        { offset: 100, color: { index: 1 } },
        { offset: -100, color: { index: 5 } },
      ],
    };
    const common = { handle: '2F', type: 'MLINE', layer: 'MURS' };
    const styled = drawing(mlineEntities(common, vertices, 2, 0, style));
    const plain = drawing(mlineEntities(common, vertices, 2, 0, undefined));
    expect(styled.modelSpace.filter((e) => e.decoration).length).toBeGreaterThan(4);
    const [withCaps, without] = [styled, plain].map((d) => of(geometry(d).layers, 'MURS'));
    expect(withCaps?.metres).toBe(without?.metres);
    // The inner face 4.9 + 2.9 m, the outer one 5.1 + 3.1 m.
    close(must(withCaps).metres, 16, 1e-9);
    expect(withCaps?.lengths.map((l) => l.id)).toEqual(['2F', '2F~1']);
    expect([withCaps?.squareMetres, withCaps?.areas]).toEqual([0, []]);
    expect(layerSummaries(styled).find((l) => l.name === 'MURS')?.entityCount).toBe(2);
  });
});
