import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { largeDxf } from '../../../scripts/cad/make-dxf.ts';
import { certainBlocks, certainOperators, certainSegments, CERTAIN_LIMIT } from './certain';
import { readDxf } from './dxf';
import { drawSheet, PATTERN_HATCH_OPERATORS, WRITER_START_OPERATORS } from './pdf';
import { placeDrawing } from './placement';
import {
  arc,
  block,
  circle,
  drawing,
  ellipse,
  hatch,
  insert,
  layer,
  line,
  polyline,
  pt,
  solid,
  spline,
  text,
} from './testing';
import type { CadDrawing, CadEntity, CadHatch, CadUnit } from './types';

const FIXTURES = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'cad');

/** The writer's exact count for `entities` at the top level of a page, at the drawing's own placement scaled by `zoom`. */
function exact(d: CadDrawing, entities: readonly CadEntity[], unit: CadUnit = 'mm', zoom = 1): number {
  const { placement, width, height } = placeDrawing(d, unit, 'file');
  const k = placement.k * zoom;
  return drawSheet(d, { ...placement, k }, { width: width * zoom, height: height * zoom }, undefined, entities)
    .operators;
}

/** The bound holds at the drawing's placement and far from it (the cuts of paths by spread change with the sheet). */
function expectLowerBound(d: CadDrawing, entities: readonly CadEntity[] = d.modelSpace, unit: CadUnit = 'mm') {
  const bound = certainOperators(entities, certainBlocks(d.blocks));
  for (const zoom of [1, 1e-6, 1e3]) {
    const count = exact(d, entities, unit, zoom);
    expect({ bound: bound <= count, count, zoom }).toEqual({ bound: true, count, zoom });
  }
  return bound;
}

const patterned = (loops: Parameters<typeof hatch>[0], o?: Parameters<typeof hatch>[1]): CadHatch => ({
  ...hatch(loops, o),
  solid: false,
  pattern: 'ANSI31',
});

const square = (x: number, y: number, s = 1): number[][] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];

describe('what a page costs for certain', () => {
  it('is the writer’s start, 2 a line of text, 4 a pattern hatch, and a paint every 512 path segments', () => {
    const lines = Array.from({ length: 1100 }, (_, i) => line(pt(i, 0), pt(i, 10), { layer: 'MURS' }));
    const d = drawing([
      ...lines,
      text(pt(0, 0), 'Séjour\nsur deux lignes', 2.5),
      patterned([square(0, 0, 10)], { layer: 'SOLS' }),
      patterned([square(20, 0, 10)], { layer: 'SOLS' }),
    ]);
    // 1100 segments are 3 paths at least, less one for each hatch's boundary (which may carry lines).
    expect(certainOperators(d.modelSpace)).toBe(WRITER_START_OPERATORS + 4 + 2 * PATTERN_HATCH_OPERATORS + 3 - 2);
    expectLowerBound(d);
  });

  it('counts a block’s own texts and pattern hatches at each reference, MINSERT cells and dimensions included', () => {
    const d = drawing(
      [
        insert('REPERE', pt(0, 0)),
        insert('repere', pt(100, 0), { columns: 3, rows: 2, columnSpacing: 50, rowSpacing: 50 }),
        { kind: 'dimension', type: 'DIMENSION', handle: 'D1', layer: 'COTES', block: '*D1' },
      ],
      {
        blocks: [
          block('REPERE', [text(pt(0, 0), 'A', 2.5), patterned([square(0, 0)]), insert('REPERE', pt(5, 5))]),
          block('*D1', [line(pt(0, 0), pt(100, 0)), text(pt(50, 2), '100', 2.5)]),
        ],
      },
    );
    // « repere » is REPERE (CAD names are case-insensitive) when the reader has not matched it yet.
    const perReference = 2 + PATTERN_HATCH_OPERATORS;
    expect(certainOperators(d.modelSpace, certainBlocks(d.blocks, true))).toBe(
      WRITER_START_OPERATORS + 7 * perReference + 2,
    );
    // The writer finds blocks by their exact name: the reader has matched them by then.
    expect(certainOperators(d.modelSpace, certainBlocks(d.blocks))).toBe(WRITER_START_OPERATORS + perReference + 2);
    expectLowerBound({ ...d, modelSpace: [insert('REPERE', pt(0, 0)), ...d.modelSpace.slice(2)] });
  });

  it('leaves out what the writer might not draw', () => {
    const far = CERTAIN_LIMIT * 10;
    const entities: CadEntity[] = [
      line(pt(far, 0), pt(0, 0)),
      line(pt(Number.NaN, 0), pt(0, 0)),
      polyline([[0, 0]]),
      polyline([
        [0, 0, far],
        [1, 1],
      ]),
      arc(pt(0, 0), 0, 0, 1),
      circle(pt(0, 0), -1),
      spline([pt(0, 0)]),
      solid([pt(0, 0), pt(1, 1)]),
      hatch([[[0, 0]]]),
      hatch([square(0, 0), square(far, 0)]),
    ];
    for (const e of entities) expect({ e, segments: certainSegments(e) }).toEqual({ e, segments: 0 });
    // A reference scaled to nothing draws its block's texts at no size: not counted.
    const flat = drawing([insert('T', pt(0, 0), { scale: { x: 0, y: 1 } })], {
      blocks: [block('T', [text(pt(0, 0), 'A', 2.5)])],
    });
    expect(certainOperators(flat.modelSpace, certainBlocks(flat.blocks))).toBe(WRITER_START_OPERATORS);
    expectLowerBound(flat);
    // Nor a MINSERT of cells so many that their offsets may overflow.
    const endless = [insert('T', pt(0, 0), { columns: 1e9, columnSpacing: 1e20 })];
    expect(certainOperators(endless, certainBlocks(flat.blocks))).toBe(WRITER_START_OPERATORS);
  });

  it('never passes the writer’s count on the CAD fixtures, model space and layouts', () => {
    const files: [string, CadUnit][] = [
      ['libredwg-example_2000.dxf', 'mm'],
      ['synthetic-blocks.dxf', 'mm'],
      ['synthetic-layouts.dxf', 'mm'],
      ['synthetic-paper-only.dxf', 'mm'],
      ['synthetic-unitless.dxf', 'm'],
    ];
    for (const [name, unit] of files) {
      const d = readDxf(new Uint8Array(readFileSync(join(FIXTURES, name))));
      if (d.modelSpace.length > 0) expect(expectLowerBound(d, d.modelSpace, unit)).toBeGreaterThan(2);
      for (const layout of d.layouts ?? []) {
        if (layout.entities.length > 0) expectLowerBound({ ...d, modelSpace: layout.entities }, layout.entities, unit);
      }
    }
  });

  it('never passes the writer’s count on generated drawings of every kind, in any order, at any scale', () => {
    let seed = 2026;
    const random = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const odd = [0, -1, 1e-30, 1e30, Number.NaN, Number.POSITIVE_INFINITY];
    const value = (scale: number) => (random() < 0.03 ? pick(odd) : (random() - 0.5) * scale);
    const p = () => pt(value(1000), value(1000));
    const style = () => ({
      layer: pick(['0', 'MURS', 'murs', 'SOLS', 'GELE', 'TEXTES']),
      ...(random() < 0.3 ? { color: pick(['#ff0000', '#00ff00', '#ffff00']) } : {}),
      ...(random() < 0.2 ? { lineweight: pick([0, 0.5, 1]) } : {}),
      ...(random() < 0.1 ? { byBlock: true as const } : {}),
    });
    const loop = () =>
      Array.from({ length: 1 + Math.floor(random() * 5) }, () => [
        value(100),
        value(100),
        random() < 0.2 ? value(2) : 0,
      ]);
    const entity = (inBlock: boolean): CadEntity => {
      switch (Math.floor(random() * (inBlock ? 12 : 14))) {
        case 0:
        case 1:
        case 2:
          return line(p(), p(), style());
        case 3:
          return polyline(loop(), random() < 0.5, style());
        case 4:
          return arc(p(), value(50), value(7), value(7), style());
        case 5:
          return circle(p(), value(50), style());
        case 6:
          return ellipse(p(), p(), value(1), value(7), value(7), style());
        case 7:
          return spline([p(), p(), p()].slice(0, 1 + Math.floor(random() * 3)), random() < 0.3, style());
        case 8:
          return hatch([loop(), loop()], style());
        case 9:
          return patterned([loop()], style());
        case 10:
          return { ...text(p(), pick(['A', 'B\nC', '', '  ', 'D\n\nE']), value(5), style()), rotation: value(7) };
        case 11:
          return solid([p(), p(), p()], style());
        case 12:
          return insert(pick(['B1', 'B2', 'b1', 'NONE']), p(), {
            ...style(),
            scale: { x: random() < 0.1 ? 0 : value(4), y: value(4) },
            rotation: value(7),
            columns: random() < 0.2 ? 3 : 1,
            rows: random() < 0.2 ? 2 : 1,
            columnSpacing: value(20),
            rowSpacing: value(20),
            attributes: random() < 0.3 ? [text(p(), 'ATT', value(3))] : [],
          });
        default:
          return { kind: 'dimension', type: 'DIMENSION', handle: '', layer: 'COTES', block: pick(['B1', 'B2', null]) };
      }
    };
    for (let n = 0; n < 60; n++) {
      const blocks = [
        block(
          'B1',
          Array.from({ length: 1 + Math.floor(random() * 6) }, () => entity(true)),
        ),
        block('B2', [...Array.from({ length: Math.floor(random() * 4) }, () => entity(true)), insert('B1', pt(1, 1))]),
      ];
      const d = drawing(
        Array.from({ length: 1 + Math.floor(random() * 600) }, () => entity(false)),
        {
          blocks,
          layers: [
            layer('0'),
            layer('MURS'),
            layer('SOLS', { visible: false }),
            layer('GELE', { frozen: true }),
            layer('TEXTES'),
            layer('COTES'),
          ],
        },
      );
      expectLowerBound(d);
    }
  });

  it('never passes the writer’s count on generated DXF plans of lines, hatches and labels', () => {
    for (const mix of ['plan', 'lines', 'hatches'] as const) {
      const d = readDxf(largeDxf(300_000, mix), { maxPageOperators: Number.POSITIVE_INFINITY });
      const bound = expectLowerBound(d, d.modelSpace, 'm');
      // Pattern hatches and labels are almost all certain; scattered lines hardly at all (see certain.ts).
      if (mix === 'hatches') expect(bound).toBeGreaterThan(0.99 * exact(d, d.modelSpace, 'm'));
    }
  });
});
