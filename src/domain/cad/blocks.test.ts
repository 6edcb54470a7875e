import { describe, expect, it } from 'vitest';
import { drawnExtents, drawnId, expandReferences, MAX_NESTING, summariseBlocks, walkDrawn } from './blocks';
import { CadModelError } from './errors';
import { block, drawing, insert, line, must, pt, rectangle, text } from './testing';
import { CAD_LIMITS, type CadDimension, type CadPlacement } from './types';

/** 1 point per unit, y flipped: sheet = (x, −y). */
const flat: CadPlacement = { unit: 'mm', unitSource: 'file', denominator: 1, k: 1, dx: 0, dy: 0 };

const door = block('PORTE', [line(pt(0, 0), pt(900, 0), { handle: 'L1' })]);

describe('summariseBlocks', () => {
  it('counts top-level and nested references as AutoCAD’s COUNT does', () => {
    const wardrobe = block('ARMOIRE', [
      rectangle(0, 0, 1200, 600, { handle: 'R1' }),
      insert('PORTE', pt(0, 0), { handle: 'N1' }),
      insert('PORTE', pt(600, 0), { handle: 'N2' }),
    ]);
    const d = drawing(
      [
        insert('PORTE', pt(0, 0), { handle: 'A1', layer: 'PORTES' }),
        insert('ARMOIRE', pt(5000, 0), { handle: 'B1', layer: 'MOBILIER' }),
        insert('PORTE', pt(1000, 0), { handle: 'A2', layer: 'PORTES' }),
        insert('ARMOIRE', pt(8000, 0), { handle: 'B2', layer: 'MOBILIER' }),
      ],
      { blocks: [door, wardrobe] },
    );
    const [armoire, porte] = summariseBlocks(d, flat);
    expect(armoire).toMatchObject({ name: 'ARMOIRE', topLevel: 2, nested: 0, layers: ['MOBILIER'] });
    expect(porte).toMatchObject({ name: 'PORTE', topLevel: 2, nested: 4, rawNames: ['PORTE'] });
    expect(must(porte).references.map((r) => r.id)).toEqual(['A1', 'A2', 'B1/N1', 'B1/N2', 'B2/N1', 'B2/N2']);
    // A nested reference on layer « 0 » takes its parent's layer.
    expect(must(porte).layers).toEqual(['MOBILIER', 'PORTES']);
    const nested = must(must(porte).references[3]);
    expect(nested).toMatchObject({ nested: true, layer: 'MOBILIER' });
    expect(nested.point.x).toBe(5600);
    expect(nested.point.y).toBeCloseTo(0, 12);
  });

  it('lists dynamic blocks’ copies under their effective name, an unknown one under its own', () => {
    const d = drawing(
      [
        insert('*U12', pt(0, 0), { handle: '1' }),
        insert('PORTE_90', pt(10, 0), { handle: '2' }),
        insert('*U13', pt(20, 0), { handle: '3' }),
        insert('*U7', pt(30, 0), { handle: '4' }),
      ],
      {
        blocks: [
          block('PORTE_90', [line(pt(0, 0), pt(1, 0))]),
          block('*U12', [line(pt(0, 0), pt(1, 0))], { effectiveName: 'PORTE_90' }),
          block('*U13', [line(pt(0, 0), pt(2, 0))], { effectiveName: 'PORTE_90' }),
          block('*U7', [line(pt(0, 0), pt(2, 0))]),
        ],
      },
    );
    const summary = summariseBlocks(d, flat);
    expect(summary.map((b) => [b.name, b.topLevel, b.rawNames])).toEqual([
      ['*U7', 1, ['*U7']],
      ['PORTE_90', 3, ['*U12', '*U13', 'PORTE_90']],
    ]);
  });

  it('leaves out dimensions’, hatches’ and tables’ anonymous blocks, xrefs and a dimension’s arrowheads', () => {
    const dimension: CadDimension = {
      handle: 'D1',
      type: 'DIMENSION',
      layer: 'COTES',
      kind: 'dimension',
      block: '*D3',
    };
    const d = drawing(
      [
        dimension,
        insert('*X1', pt(0, 0)),
        insert('*T2', pt(0, 0)),
        insert('FOND', pt(0, 0)),
        insert('FLECHE', pt(0, 0), { handle: 'F1' }),
      ],
      {
        blocks: [
          block('*D3', [line(pt(0, 0), pt(100, 0)), insert('FLECHE', pt(0, 0))]),
          block('*X1', [line(pt(0, 0), pt(1, 1))]),
          block('*T2', [line(pt(0, 0), pt(1, 1)), insert('FLECHE', pt(5, 5), { handle: 'F2' })]),
          block('FOND', [], { xref: true }),
          block('FLECHE', [line(pt(0, 0), pt(1, 1))]),
        ],
      },
    );
    const summary = summariseBlocks(d, flat);
    expect(summary.map((b) => [b.name, b.topLevel, b.nested])).toEqual([['FLECHE', 1, 1]]);
    // Still drawn: the dimension's line and arrowhead are in the extents.
    expect(drawnExtents(d, expandReferences(d)).box).toMatchObject({ minX: 0, maxX: 100 });
  });

  it('counts a MINSERT’s cells, each at its place in the block’s rotated frame', () => {
    const d = drawing(
      [
        insert('PORTE', pt(100, 100), {
          handle: 'M',
          columns: 3,
          rows: 2,
          columnSpacing: 1000,
          rowSpacing: 500,
          rotation: Math.PI / 2,
        }),
      ],
      { blocks: [door] },
    );
    const [porte] = summariseBlocks(d, flat);
    expect(porte?.topLevel).toBe(6);
    const cell = must(porte?.references.find((r) => r.id === 'M#1.2'));
    // Column 2, row 1 → (2000, 500) turned a quarter: (−500, 2000); then y flipped on the sheet.
    expect(cell.point.x).toBeCloseTo(-400, 9);
    expect(cell.point.y).toBeCloseTo(-2100, 9);
  });

  it('gives each reference its drawn extent in sheet space, its nested references’ included', () => {
    const inner = block('CARRE', [rectangle(0, 0, 10, 10)]);
    const outer = block('GROUPE', [line(pt(0, 0), pt(5, 0)), insert('CARRE', pt(100, 0), { handle: '' })]);
    const d = drawing(
      [
        insert('GROUPE', pt(1000, 0), { handle: 'G', rotation: Math.PI / 2 }),
        insert('VIDE', pt(7, 8), { handle: 'V' }),
      ],
      { blocks: [inner, outer, block('VIDE', [])] },
    );
    const summary = summariseBlocks(d, flat);
    const groupe = must(summary.find((b) => b.name === 'GROUPE')?.references[0]);
    const round = (v: number) => Math.round(v * 1e9) / 1e9;
    expect(Object.values(groupe.box).map(round)).toEqual([990, -110, 1000, 0]);
    const carre = must(summary.find((b) => b.name === 'CARRE')?.references[0]);
    expect(carre.id).toBe('G/@1');
    expect(Object.values(carre.box).map(round)).toEqual([990, -110, 1000, -100]);
    // A block that draws nothing: its point.
    expect(must(summary.find((b) => b.name === 'VIDE')?.references[0]).box).toEqual({
      minX: 7,
      minY: -8,
      maxX: 7,
      maxY: -8,
    });
  });

  it('sorts by name in French, numbers as numbers, pasted blocks (« A$C… ») last', () => {
    const names = ['A$C0B1C2D3E', 'Porte 10', 'porte 2', 'Évier', 'armoire', 'Fenêtre'];
    const d = drawing(
      names.map((n, i) => insert(n, pt(i, 0))),
      { blocks: names.map((n) => block(n, [line(pt(0, 0), pt(1, 0))])) },
    );
    expect(summariseBlocks(d, flat).map((b) => b.name)).toEqual([
      'armoire',
      'Évier',
      'Fenêtre',
      'porte 2',
      'Porte 10',
      'A$C0B1C2D3E',
    ]);
  });
});

describe('expandReferences', () => {
  it('does not follow a block into itself', () => {
    const a = block('A', [line(pt(0, 0), pt(1, 0)), insert('B', pt(1, 0))]);
    const b = block('B', [insert('A', pt(1, 0))]);
    const { references } = expandReferences(drawing([insert('A', pt(0, 0))], { blocks: [a, b] }));
    expect(references.map((r) => r.blockName)).toEqual(['A', 'B']);
  });

  it('stops past MAX_NESTING levels', () => {
    const blocks = Array.from({ length: 40 }, (_, i) => block(`N${i}`, [insert(`N${i + 1}`, pt(1, 0))]));
    const { references } = expandReferences(drawing([insert('N0', pt(0, 0))], { blocks }));
    expect(references).toHaveLength(MAX_NESTING + 1);
  });

  it('chains the matrices: a nested entity lands where AutoCAD draws it', () => {
    const inner = block('I', [line(pt(0, 0), pt(1, 0), { handle: 'L' })], { base: pt(1, 1) });
    const outer = block('O', [insert('I', pt(10, 0), { handle: 'X', scale: pt(2, 2) })]);
    const d = drawing([insert('O', pt(100, 100), { handle: 'T', rotation: Math.PI, scale: pt(-1, 1) })], {
      blocks: [inner, outer],
    });
    const seen: { id: string; a: [number, number] }[] = [];
    walkDrawn(d, expandReferences(d), (entity, matrix, _layer, _ref, prefix, index) => {
      const id = drawnId(entity, prefix, index);
      if (entity.kind !== 'line') return;
      seen.push({
        id,
        a: [
          matrix[0] * entity.a.x + matrix[2] * entity.a.y + matrix[4],
          matrix[1] * entity.a.x + matrix[3] * entity.a.y + matrix[5],
        ],
      });
    });
    // In O: (0,0) → 2·((0,0) − (1,1)) + (10,0) = (8, −2); mirrored in x: (−8, −2); turned half: (8, 2); + (100, 100).
    expect(seen).toHaveLength(1);
    expect(must(seen[0]).id).toBe('T/X/L');
    expect(must(seen[0]).a[0]).toBeCloseTo(108, 12);
    expect(must(seen[0]).a[1]).toBeCloseTo(102, 12);
  });

  it('refuses a drawing past CAD_LIMITS as too complex', () => {
    const many = drawing([insert('PORTE', pt(0, 0), { columns: 1000, rows: CAD_LIMITS.references / 1000 + 1 })], {
      blocks: [door],
    });
    expect(() => expandReferences(many)).toThrow(CadModelError);
    try {
      expandReferences(many);
    } catch (e) {
      expect((e as CadModelError).code).toBe('tooComplex');
    }
    const heavy = block(
      'LOURD',
      Array.from({ length: 20_000 }, () => line(pt(0, 0), pt(1, 0))),
    );
    const entities = drawing([insert('LOURD', pt(0, 0), { columns: CAD_LIMITS.entities / 20_000 + 1 })], {
      blocks: [heavy],
    });
    expect(() => expandReferences(entities)).toThrow(/entities/);
    const fine = drawing([insert('LOURD', pt(0, 0), { columns: CAD_LIMITS.entities / 20_000 })], { blocks: [heavy] });
    expect(expandReferences(fine).entityCount).toBe(CAD_LIMITS.entities);
  });

  it('draws an INSERT’s attributes once, in its parent’s space', () => {
    const d = drawing(
      [
        insert('PORTE', pt(0, 0), {
          handle: 'P',
          columns: 2,
          columnSpacing: 10,
          attributes: [text(pt(500, 500), 'P01', 2.5, { handle: 'AT' })],
        }),
      ],
      { blocks: [door] },
    );
    const ids: string[] = [];
    walkDrawn(d, expandReferences(d), (entity, _m, _l, _r, prefix, index) => ids.push(drawnId(entity, prefix, index)));
    expect(ids).toEqual(['P#0.0/AT', 'P#0.0/L1', 'P#0.1/L1']);
  });
});
