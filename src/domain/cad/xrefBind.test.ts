import { describe, expect, it } from 'vitest';
import { expandReferences, summariseBlocks } from './blocks';
import { buildSheetModel } from './sheetModel';
import { block, drawing, insert, layer, line, must, pt, rectangle } from './testing';
import type { CadDrawing } from './types';
import {
  bindXrefs,
  drawnXrefs,
  matchXrefFile,
  missingXrefs,
  wantedXrefFiles,
  xrefDependentName,
  xrefUnitRatio,
} from './xrefs';

/** The architect's base plan, in metres: a 10 m wall on MURS (red), a 4 × 3 m room on SOLS, a door block. */
const plan = (): CadDrawing =>
  drawing(
    [
      line(pt(0, 0), pt(10, 0), { handle: 'A1', layer: 'MURS' }),
      rectangle(0, 0, 4, 3, { handle: 'A2', layer: 'SOLS' }),
      insert('PORTE', pt(2, 0), { handle: 'A3', layer: 'MENUISERIES' }),
    ],
    {
      units: 'm',
      layers: [layer('0'), layer('MURS', { color: '#ff0000' }), layer('SOLS', { frozen: true }), layer('MENUISERIES')],
      blocks: [block('PORTE', [line(pt(0, 0), pt(0.9, 0), { layer: '0' })])],
    },
  );

/** The host, in millimetres: a title block line, « PLAN RDC » placed at (1000, 2000), turned a quarter. */
const host = (o: { rotation?: number; scale?: number; path?: string } = {}): CadDrawing =>
  drawing(
    [
      line(pt(0, 0), pt(500, 0), { handle: 'H1', layer: 'CARTOUCHE' }),
      insert('PLAN RDC', pt(1000, 2000), {
        handle: 'H2',
        layer: 'FOND',
        rotation: o.rotation ?? 0,
        scale: { x: o.scale ?? 1, y: o.scale ?? 1 },
      }),
    ],
    {
      units: 'mm',
      blocks: [block('PLAN RDC', [], { xref: true, xrefPath: o.path ?? '..\\ARCHI\\PLAN RDC.dwg' })],
    },
  );

describe('matching a referenced file', () => {
  it('by the saved path’s last part, without case; a .dwg path matches a .dxf of the same name', () => {
    const files = ['plan rdc.DXF', 'Autre.dwg'];
    expect(matchXrefFile('PLAN RDC.dwg', files)).toBe('plan rdc.DXF');
    expect(matchXrefFile('autre.DWG', files)).toBe('Autre.dwg');
    expect(matchXrefFile('etage.dwg', files)).toBeUndefined();
    // The same name wins over the other extension.
    expect(matchXrefFile('a.dwg', ['a.dxf', 'A.DWG'])).toBe('A.DWG');
    expect(wantedXrefFiles(host())).toEqual(['PLAN RDC.dwg']);
    // No saved path: the block's name, as a DWG.
    expect(wantedXrefFiles({ ...host(), blocks: [block('PLAN RDC', [], { xref: true })] })).toEqual(['PLAN RDC.dwg']);
  });

  it('names dependent symbols as AutoCAD does, « 0 » and DEFPOINTS and nested names kept', () => {
    expect(xrefDependentName('PLAN RDC', 'MURS', true)).toBe('PLAN RDC|MURS');
    expect(xrefDependentName('PLAN RDC', '0', true)).toBe('0');
    expect(xrefDependentName('PLAN RDC', 'Defpoints', true)).toBe('Defpoints');
    expect(xrefDependentName('PLAN RDC', 'STRUCT|POTEAUX', true)).toBe('STRUCT|POTEAUX');
    expect(xrefDependentName('PLAN RDC', 'PORTE', false)).toBe('PLAN RDC|PORTE');
    expect(xrefUnitRatio('m', 'mm')).toBe(1000);
    expect(xrefUnitRatio(null, 'mm')).toBe(1);
    expect(xrefUnitRatio('m', null)).toBe(1);
  });
});

describe('drawing an xref from its file', () => {
  it('places the referenced model space at the reference, scaled by the units’ ratio, with its layers', () => {
    const bound = bindXrefs(host(), [{ file: 'PLAN RDC.dxf', drawing: plan() }]);
    const xref = must(bound.blocks.find((b) => b.name === 'PLAN RDC'));
    expect(xref.xrefFile).toBe('PLAN RDC.dxf');
    expect(xref.entities.map((e) => e.layer)).toEqual(['PLAN RDC|MURS', 'PLAN RDC|SOLS', 'PLAN RDC|MENUISERIES']);
    expect(bound.layers.find((l) => l.name === 'PLAN RDC|MURS')).toMatchObject({ color: '#ff0000' });
    expect(bound.layers.find((l) => l.name === 'PLAN RDC|SOLS')).toMatchObject({ frozen: true });
    expect(bound.blocks.map((b) => b.name)).toContain('PLAN RDC|PORTE');
    // Metres into millimetres: the reference's scale × 1000.
    expect(bound.modelSpace[1]).toMatchObject({ scale: { x: 1000, y: 1000 } });

    const model = buildSheetModel(bound, 'mm', 'file');
    const wall = must(model.geometry.find((g) => g.layer === 'PLAN RDC|MURS'));
    expect(wall.metres).toBeCloseTo(10, 9);
    expect(must(model.geometry.find((g) => g.layer === 'PLAN RDC|SOLS')).squareMetres).toBeCloseTo(12, 9);
    // The wall's piece is named by the reference's chain and lies from (1000, 2000) to (11000, 2000) in the drawing.
    const piece = must(wall.lengths[0]);
    expect(piece.id).toBe('H2/A1');
    const k = model.placement.k;
    expect(must(piece.points[0]).x).toBeCloseTo(1000 * k + model.placement.dx, 6);
    expect(must(piece.points[1]).x).toBeCloseTo(11000 * k + model.placement.dx, 6);
    expect(must(piece.points[0]).y).toBeCloseTo(-2000 * k + model.placement.dy, 6);
    expect(drawnXrefs(bound)).toEqual([
      { name: 'PLAN RDC', file: 'PLAN RDC.dxf', path: '..\\ARCHI\\PLAN RDC.dwg', references: 1 },
    ]);
    expect(missingXrefs(bound)).toEqual([]);
  });

  it('turns and scales it with the reference', () => {
    const bound = bindXrefs(host({ rotation: Math.PI / 2, scale: 2 }), [{ file: 'plan rdc.dwg', drawing: plan() }]);
    const model = buildSheetModel(bound, 'mm', 'file');
    const wall = must(must(model.geometry.find((g) => g.layer === 'PLAN RDC|MURS')).lengths[0]);
    expect(wall.metres).toBeCloseTo(20, 9);
    const { k, dx, dy } = model.placement;
    // (10 m, 0) × 2 turned a quarter: 20 000 mm up from (1000, 2000).
    expect(must(wall.points[1]).x).toBeCloseTo(1000 * k + dx, 6);
    expect(must(wall.points[1]).y).toBeCloseTo(-22000 * k + dy, 6);
  });

  it('does not count the blocks inside an xref, as AutoCAD’s COUNT does not', () => {
    const withDoor = {
      ...host(),
      modelSpace: [...host().modelSpace, insert('PORTE', pt(0, 0), { handle: 'H3' })],
      blocks: [...host().blocks, block('PORTE', [line(pt(0, 0), pt(900, 0))])],
    };
    const bound = bindXrefs(withDoor, [{ file: 'PLAN RDC.dxf', drawing: plan() }]);
    const expansion = expandReferences(bound);
    // The xref's own door is drawn (a reference of the expansion) but not listed; the host's own door is.
    expect(expansion.references.map((r) => [r.id, r.listed])).toEqual([
      ['H2', false],
      ['H2/A3', false],
      ['H3', true],
    ]);
    const model = buildSheetModel(bound, 'mm', 'file');
    expect(summariseBlocks(bound, model.placement).map((b) => [b.name, b.topLevel, b.nested])).toEqual([
      ['PORTE', 1, 0],
    ]);
  });

  it('draws a nested xref (its layers named after it), and refuses a cycle safely', () => {
    const structure = drawing([line(pt(0, 0), pt(5000, 0), { handle: 'S1', layer: 'POTEAUX' })], { units: 'mm' });
    const planWithStructure: CadDrawing = {
      ...plan(),
      modelSpace: [...plan().modelSpace, insert('STRUCTURE', pt(0, 0), { handle: 'A4' })],
      blocks: [
        ...plan().blocks,
        block('STRUCTURE', [], { xref: true, xrefPath: 'STRUCTURE.dxf' }),
        block('HOTE', [], { xref: true, xrefPath: 'HOTE.dxf' }),
      ],
    };
    const withCycle: CadDrawing = {
      ...planWithStructure,
      modelSpace: [...planWithStructure.modelSpace, insert('HOTE', pt(0, 0), { handle: 'A5' })],
    };
    const bound = bindXrefs(
      host(),
      [
        { file: 'PLAN RDC.dxf', drawing: withCycle },
        { file: 'STRUCTURE.dxf', drawing: structure },
        { file: 'HOTE.dxf', drawing: host() },
      ],
      { hostFile: 'HOTE.dxf' },
    );
    expect(bound.layers.map((l) => l.name)).toContain('STRUCTURE|POTEAUX');
    expect(bound.blocks.find((b) => b.name === 'PLAN RDC|STRUCTURE')).toMatchObject({ xrefFile: 'STRUCTURE.dxf' });
    const model = buildSheetModel(bound, 'mm', 'file');
    // 5 000 mm inside a metres file: scaled by 1/1000, then ×1000 into the host: 5 m.
    expect(must(model.geometry.find((g) => g.layer === 'STRUCTURE|POTEAUX')).metres).toBeCloseTo(5, 9);
    expect(drawnXrefs(bound).map((x) => x.name)).toEqual(['PLAN RDC', 'PLAN RDC|STRUCTURE']);
    expect(missingXrefs(bound)).toEqual([{ name: 'PLAN RDC|HOTE', path: 'HOTE.dxf', references: 1, problem: 'cycle' }]);
  });

  it('draws an overlay in its own drawing but not through another one, as AutoCAD does', () => {
    const structure = drawing([line(pt(0, 0), pt(5000, 0), { handle: 'S1', layer: 'POTEAUX' })], { units: 'mm' });
    const overlaying: CadDrawing = {
      ...plan(),
      modelSpace: [...plan().modelSpace, insert('STRUCTURE', pt(0, 0), { handle: 'A4' })],
      blocks: [...plan().blocks, block('STRUCTURE', [], { xref: true, xrefPath: 'STRUCTURE.dxf', xrefOverlay: true })],
    };
    const sources = [
      { file: 'PLAN RDC.dxf', drawing: overlaying },
      { file: 'STRUCTURE.dxf', drawing: structure },
    ];
    const bound = bindXrefs(host(), sources);
    expect(drawnXrefs(bound).map((x) => x.name)).toEqual(['PLAN RDC']);
    // Not drawn, and not missing either: the overlay is the plan's own business.
    expect(missingXrefs(bound)).toEqual([]);
    expect(bound.layers.map((l) => l.name)).not.toContain('STRUCTURE|POTEAUX');
    // The plan imported as a host draws its overlay.
    expect(drawnXrefs(bindXrefs(overlaying, sources)).map((x) => x.name)).toEqual(['STRUCTURE']);
  });

  it('keeps an xref missing when its file is absent, unreadable, too deep or too large, and says why', () => {
    expect(missingXrefs(bindXrefs(host(), []))).toEqual([
      { name: 'PLAN RDC', path: '..\\ARCHI\\PLAN RDC.dwg', references: 1 },
    ]);
    expect(missingXrefs(bindXrefs(host(), [{ file: 'PLAN RDC.dwg', drawing: null }]))[0]?.problem).toBe('unreadable');
    expect(
      missingXrefs(bindXrefs(host(), [{ file: 'PLAN RDC.dwg', drawing: plan() }], { maxDepth: 0 }))[0]?.problem,
    ).toBe('tooDeep');
    expect(
      missingXrefs(bindXrefs(host(), [{ file: 'PLAN RDC.dwg', drawing: plan() }], { maxEntities: 3 }))[0]?.problem,
    ).toBe('tooComplex');
    // Nothing given: the drawing itself, unchanged.
    const alone = host();
    expect(bindXrefs(alone, [])).toBe(alone);
  });

  it('is bounded by the depth limit on a chain of files that reference each other in turn', () => {
    const link = (name: string, next: string): CadDrawing =>
      drawing([line(pt(0, 0), pt(1, 0), { layer: name }), insert(next, pt(0, 0))], {
        units: 'mm',
        blocks: [block(next, [], { xref: true, xrefPath: `${next}.dxf` })],
      });
    const files = ['A', 'B', 'C', 'D', 'E', 'F'].map((n, i, all) => ({
      file: `${n}.dxf`,
      drawing: link(n, all[(i + 1) % all.length] as string),
    }));
    const bound = bindXrefs(link('H', 'A'), files);
    const drawn = drawnXrefs(bound).map((x) => x.name);
    expect(drawn.length).toBe(4);
    expect(missingXrefs(bound).map((x) => x.problem)).toEqual(['tooDeep']);
  });
});
