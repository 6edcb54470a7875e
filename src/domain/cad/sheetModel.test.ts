import { describe, expect, it } from 'vitest';
import { applyChanges, stateFromRows, takePlanElements } from '../takeoff/commands';
import { quantityOnSheet } from '../takeoff/quantity';
import { testContext } from '../takeoff/testing/arbitraries';
import { sheet, unwrap } from '../takeoff/testing/fixtures';
import type { Measurement, SheetRow } from '../takeoff/types';
import { CadModelError } from './errors';
import { sheetScaleOf } from './placement';
import { buildSheetModel, countBlock, joinPieces, measureLayer, type CadModelProgress } from './sheetModel';
import { block, circle, drawing, hatch, insert, line, must, pt, rectangle } from './testing';
import { CAD_FLATTEN_RELATIVE, type CadLengthPiece, type CadSheetModel } from './types';

const door = block('PORTE', [line(pt(0, 0), pt(900, 0), { handle: 'L' })]);
const wardrobe = block('ARMOIRE', [insert('PORTE', pt(0, 0), { handle: 'N' })]);

/** A 10 m × 8 m plan: walls as four separate lines and a T, a room, a hatch with a hole, doors. */
function plan() {
  return drawing(
    [
      line(pt(0, 0), pt(10_000, 0), { handle: 'W1', layer: 'MURS' }),
      line(pt(10_000, 0), pt(10_000, 8000), { handle: 'W2', layer: 'MURS' }),
      line(pt(10_000, 8000), pt(0, 8000), { handle: 'W3', layer: 'MURS' }),
      line(pt(0, 8000), pt(0, 0), { handle: 'W4', layer: 'MURS' }),
      line(pt(5000, 0), pt(5000, 4000), { handle: 'C1', layer: 'CLOISONS' }),
      line(pt(5000, 4000), pt(5000, 8000), { handle: 'C2', layer: 'CLOISONS' }),
      line(pt(5000, 4000), pt(10_000, 4000), { handle: 'C3', layer: 'CLOISONS' }),
      rectangle(0, 0, 5000, 8000, { handle: 'S1', layer: 'SURFACES' }),
      hatch(
        [
          [
            [5000, 0],
            [10_000, 0],
            [10_000, 4000],
            [5000, 4000],
          ],
          [
            [7000, 1000],
            [8000, 1000],
            [8000, 2000],
            [7000, 2000],
          ],
        ],
        { handle: 'H1', layer: 'SURFACES' },
      ),
      circle(pt(2000, 2000), 100, { handle: 'P0', layer: 'POTEAUX' }),
      insert('PORTE', pt(1000, 0), { handle: 'D1', layer: 'PORTES' }),
      insert('PORTE', pt(6000, 0), { handle: 'D2', layer: 'PORTES' }),
      insert('ARMOIRE', pt(2000, 7000), { handle: 'A1', layer: 'MOBILIER' }),
    ],
    { blocks: [door, wardrobe], skipped: { '3DSOLID': 2 } },
  );
}

const target = { projectId: 'project-1', sheetId: 'sheet-1', color: 'blue' as const };
const sheetOf = (model: CadSheetModel): SheetRow =>
  sheet({ width: model.width, height: model.height, scale: { default: sheetScaleOf(model.placement), regions: [] } });

describe('buildSheetModel', () => {
  it('puts the placement, layers, blocks and geometry together, as plain data', () => {
    const progress: CadModelProgress[] = [];
    const model = buildSheetModel(plan(), 'mm', 'file', (p) => progress.push(p));
    expect(model).toMatchObject({
      version: 1,
      format: 'dxf',
      fileVersion: 'AC1015',
      placement: { unit: 'mm', unitSource: 'file', denominator: 10 },
      skipped: { '3DSOLID': 2 },
    });
    expect(model.blocks.map((b) => [b.name, b.topLevel, b.nested])).toEqual([
      ['ARMOIRE', 1, 0],
      ['PORTE', 2, 1],
    ]);
    expect(model.geometry.map((g) => g.layer)).toEqual([
      'CLOISONS',
      'MOBILIER',
      'MURS',
      'PORTES',
      'POTEAUX',
      'SURFACES',
    ]);
    expect(model.layers.find((l) => l.name === 'PORTES')?.entityCount).toBe(2);
    expect(structuredClone(model)).toEqual(model);
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
    expect(progress.map((p) => p.done)).toEqual([0, 1, 2, 3, 4]);
    expect(progress.every((p) => p.total === 4)).toBe(true);
  });
  it('says why it cannot: an empty model space, a drawing past the limits', () => {
    const codeOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof CadModelError ? e.code : String(e);
      }
      return null;
    };
    expect(codeOf(() => buildSheetModel(drawing([]), 'mm', 'file'))).toBe('emptyModel');
    const huge = drawing([insert('PORTE', pt(0, 0), { rows: 1000, columns: 1000 })], { blocks: [door] });
    expect(codeOf(() => buildSheetModel(huge, 'mm', 'file'))).toBe('tooComplex');
  });
});

describe('countBlock', () => {
  it('turns a block into a count: a point at each reference, nested ones included, with its provenance', () => {
    const model = buildSheetModel(plan(), 'mm', 'file');
    const draft = must(countBlock(model, 'PORTE', { ...target, articleId: 'art-1', symbol: 'square' }));
    expect(draft).toMatchObject({
      kind: 'count',
      label: 'PORTE',
      articleId: 'art-1',
      symbol: 'square',
      cad: { kind: 'block', block: 'PORTE', references: ['D1', 'D2', 'A1/N'] },
    });
    const { k, dx, dy } = model.placement;
    expect(draft.points[0]).toEqual({ x: 1000 * k + dx, y: dy });
    const state = applyChanges(
      stateFromRows({ sheets: [sheetOf(model)] }),
      takePlanElements([draft], testContext()).changes,
    );
    const m = [...state.measurements.values()][0] as Measurement;
    expect(unwrap(quantityOnSheet(m, sheetOf(model).scale)).value).toBe(3);
    expect(countBlock(model, 'PORTE', target, ['D2'])?.points).toHaveLength(1);
    expect(countBlock(model, 'FENETRE', target)).toBeNull();
    expect(countBlock(model, 'PORTE', target, ['nope'])).toBeNull();
  });
});

describe('measureLayer', () => {
  it('joins a layer’s lines into runs and measures them as the drawing does', () => {
    const model = buildSheetModel(plan(), 'mm', 'file');
    const [walls, ...rest] = measureLayer(model, 'MURS', 'length', target);
    expect(rest).toEqual([]);
    expect(walls).toMatchObject({ kind: 'length', closed: true, label: 'MURS', cad: { kind: 'layer', layer: 'MURS' } });
    expect(walls?.points).toHaveLength(4);
    expect(walls?.cad).toEqual({ kind: 'layer', layer: 'MURS', pieces: ['W1', 'W2', 'W3', 'W4'] });
    const sheetRow = sheetOf(model);
    const state = applyChanges(
      stateFromRows({ sheets: [sheetRow] }),
      takePlanElements(measureLayer(model, 'CLOISONS', 'length', target), testContext()).changes,
    );
    const lengths = [...state.measurements.values()];
    // A T: three runs, numbered; together the layer's 13 m.
    expect(lengths.map((m) => m.label).sort()).toEqual(['CLOISONS (1/3)', 'CLOISONS (2/3)', 'CLOISONS (3/3)']);
    const total = lengths.reduce((sum, m) => sum + unwrap(quantityOnSheet(m, sheetRow.scale)).value, 0);
    expect(Math.abs(total - 13) / 13).toBeLessThan(1e-12);
  });

  it('keeps a layer’s curves within CAD_FLATTEN_RELATIVE once measured on the sheet', () => {
    const model = buildSheetModel(plan(), 'mm', 'file');
    const [column] = measureLayer(model, 'POTEAUX', 'length', target);
    const sheetRow = sheetOf(model);
    const state = applyChanges(
      stateFromRows({ sheets: [sheetRow] }),
      takePlanElements([must(column)], testContext()).changes,
    );
    const m = [...state.measurements.values()][0] as Measurement;
    const exact = 0.2 * Math.PI;
    expect(Math.abs(unwrap(quantityOnSheet(m, sheetRow.scale)).value - exact) / exact).toBeLessThanOrEqual(
      CAD_FLATTEN_RELATIVE,
    );
  });

  it('turns a layer’s areas into area measurements, holes kept, or a selection of them', () => {
    const model = buildSheetModel(plan(), 'mm', 'file');
    const drafts = measureLayer(model, 'SURFACES', 'area', { ...target, label: 'Sols' });
    expect(drafts.map((d) => [d.label, d.kind === 'area' ? d.holes.length : -1])).toEqual([
      ['Sols (1/2)', 0],
      ['Sols (2/2)', 1],
    ]);
    const sheetRow = sheetOf(model);
    const state = applyChanges(stateFromRows({ sheets: [sheetRow] }), takePlanElements(drafts, testContext()).changes);
    const areas = [...state.measurements.values()].map((m) => unwrap(quantityOnSheet(m, sheetRow.scale)).value);
    expect(areas.map((a) => Math.round(a * 1e9) / 1e9).sort((a, b) => a - b)).toEqual([19, 40]);
    expect(measureLayer(model, 'SURFACES', 'area', target, ['H1']).map((d) => d.cad)).toEqual([
      { kind: 'layer', layer: 'SURFACES', pieces: ['H1'] },
    ]);
    expect(measureLayer(model, 'INCONNU', 'area', target)).toEqual([]);
    expect(measureLayer(model, 'MURS', 'area', target)).toEqual([]);
  });
});

describe('joinPieces', () => {
  const piece = (id: string, ...xy: number[][]): CadLengthPiece => ({
    id,
    type: 'LINE',
    points: xy.map(([x = 0, y = 0]) => ({ x, y })),
    closed: false,
    metres: 1,
  });
  it('joins pieces drawn in either direction, stops at a cross, leaves loops closed', () => {
    const chains = joinPieces([
      piece('a', [0, 0], [1, 0]),
      piece('b', [2, 0], [1, 0]),
      piece('c', [2, 0], [2, 1], [3, 1]),
      // A cross at (10, 0).
      piece('d', [9, 0], [10, 0]),
      piece('e', [10, 0], [11, 0]),
      piece('f', [10, -1], [10, 0]),
      // A triangle.
      piece('g', [20, 0], [21, 0]),
      piece('h', [21, 0], [20, 1]),
      piece('i', [20, 1], [20, 0]),
    ]);
    expect(chains.map((c) => [c.pieces.join(''), c.closed, c.points.length])).toEqual([
      ['abc', false, 5],
      ['d', false, 2],
      ['e', false, 2],
      ['f', false, 2],
      ['ghi', true, 3],
    ]);
  });
});
