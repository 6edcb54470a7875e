import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clippedViewportLayout,
  dxf,
  layoutObject,
  line,
  syntheticLayouts,
  syntheticPaperOnly,
  viewport,
} from '../../../scripts/cad/make-dxf';
import { readDxf } from './dxf/readDxf';
import { cadViewport } from './testing';
import { applyPoint } from './geometry';
import { CadModelError } from './errors';
import {
  buildLayoutSheets,
  isModelSpaceEmpty,
  paperOnlyModel,
  sheetRect,
  viewportClip,
  viewportMatrix,
} from './layout';
import { assemblePages, drawSheet } from './pdf';
import { placementMatrix } from './transform';
import { CAD_SHEET_MARGIN_PT, POINT_METRES, type CadLayout, type CadViewport } from './types';

const drawing = readDxf(syntheticLayouts());
const layoutNamed = (name: string): CadLayout => {
  const found = drawing.layouts?.find((l) => l.name === name);
  if (!found) throw new Error(`no layout ${name}`);
  return found;
};
const only = <T>(list: readonly T[]): T => {
  expect(list).toHaveLength(1);
  return list[0] as T;
};

describe('reading layouts', () => {
  it('lists every paper-space layout by its name, in tab order, « Model » left out', () => {
    expect(drawing.layouts?.map((l) => [l.name, l.tabOrder, l.block])).toEqual([
      ['A1 - RDC', 1, '*Paper_Space'],
      ['A3 - Coupe', 2, '*Paper_Space0'],
      ['Vide', 3, '*Paper_Space1'],
      ['Illisible', 4, '*Paper_Space2'],
    ]);
  });

  it('puts each entity where it belongs: 67=1 entities to the active layout, blocks to theirs, none in model space', () => {
    expect(drawing.modelSpace.map((e) => e.layer)).toEqual(['MURS', 'MURS', 'MURS', 'MURS', 'MURS', 'COTES']);
    expect(layoutNamed('A1 - RDC').entities.map((e) => [e.type, e.layer])).toEqual([['LWPOLYLINE', 'CARTOUCHE']]);
    expect(layoutNamed('A3 - Coupe').entities.map((e) => [e.type, e.layer])).toEqual([['LINE', 'CARTOUCHE']]);
    expect(layoutNamed('Vide').entities).toEqual([]);
  });

  it('leaves out each layout’s overall viewport (id 1, or the first when ids are 0) and reads the others', () => {
    const a1 = only(layoutNamed('A1 - RDC').viewports);
    expect(a1).toMatchObject({
      id: 2,
      center: { x: 200, y: 200 },
      width: 300,
      height: 200,
      viewCenter: { x: 2500, y: 2000 },
      viewHeight: 10000,
      twist: 0,
      frozenLayers: ['COTES'],
      unknownFrozenLayers: 0,
      nonRectangularClip: false,
      notPlanView: false,
    });
    const a3 = only(layoutNamed('A3 - Coupe').viewports);
    expect(a3.twist).toBeCloseTo(Math.PI / 2, 12);
    expect(a3.viewTarget).toEqual({ x: 2500, y: 2000 });
    expect(layoutNamed('Vide').viewports).toEqual([]);
  });

  it('counts a viewport it cannot read (no view height) and keeps the layout’s own entities', () => {
    const bad = layoutNamed('Illisible');
    expect(bad.viewports).toEqual([]);
    expect(bad.unreadableViewports).toBe(1);
    expect(bad.entities).toHaveLength(1);
  });

  it('skips viewports that are off, and names unknown frozen-layer handles as such', () => {
    const text = dxf({
      header: { $INSUNITS: 4 },
      layers: [
        [
          [5, 'A1'],
          [2, 'MURS'],
          [70, 0],
          [62, 1],
          [6, 'CONTINUOUS'],
        ],
      ],
      entities: [
        line('MURS', [0, 0], [1000, 0]),
        viewport({ owner: '58', id: 1, center: [0, 0], size: [10, 10], viewCenter: [0, 0], viewHeight: 10 }),
        viewport({ owner: '58', id: 2, center: [0, 0], size: [10, 10], viewCenter: [0, 0], viewHeight: 10, status: 0 }),
        viewport({
          owner: '58',
          id: 3,
          center: [0, 0],
          size: [10, 10],
          viewCenter: [0, 0],
          viewHeight: 10,
          frozenLayerHandles: ['A1', 'FFF'],
        }),
      ],
      blockRecords: [
        [
          [5, '58'],
          [2, '*Paper_Space'],
        ],
      ],
      objects: [layoutObject('Plan', 1, '58')],
    });
    const layout = only(readDxf(text).layouts ?? []);
    const vp = only(layout.viewports);
    expect(vp.id).toBe(3);
    expect(vp.frozenLayers).toEqual(['MURS']);
    expect(vp.unknownFrozenLayers).toBe(1);
  });
});

describe('a viewport clipped by a polyline (VIEWPORT group 340, status bit 0x10000)', () => {
  // Model space: a wall along y = 0 from x = −1000 to 1000, seen at 1:1 through a 100 × 100 viewport at (50, 50).
  const clipped = (boundary: string) =>
    clippedViewportLayout(
      [
        [0, 0],
        [100, 0],
        [0, 100],
      ],
      boundary,
    );

  it('reads the boundary’s outline on paper, and clips the drawn view to it inside the rectangle', () => {
    const drawing = readDxf(clipped('C1'));
    const vp = only(only(drawing.layouts ?? []).viewports);
    expect(vp.nonRectangularClip).toBe(true);
    expect(vp.clipOutline).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: 100 },
    ]);
    const sheet = only(buildLayoutSheets(drawing, 'mm', 'file'));
    // Followed: the region is not said to show more than its boundary.
    expect(only(sheet.model.viewports).nonRectangularClip).toBe(false);
    expect(only(sheet.views).outline).toHaveLength(3);
    const size = { width: sheet.model.width, height: sheet.model.height };
    const content = new TextDecoder().decode(
      drawSheet(drawing, sheet.model.placement, size, undefined, sheet.layout.entities, sheet.views).content,
    );
    // The rectangle, then the triangle: the two clips intersect.
    expect(content).toMatch(/ re W n\n[-\d.]+ [-\d.]+ m\n[-\d.]+ [-\d.]+ l\n[-\d.]+ [-\d.]+ l\nh W n\n/);
  });

  it('keeps the rectangle, and says so, when the boundary cannot be found', () => {
    const drawing = readDxf(clipped('FFF'));
    const vp = only(only(drawing.layouts ?? []).viewports);
    expect(vp.nonRectangularClip).toBe(true);
    expect(vp.clipOutline).toBeUndefined();
    const sheet = only(buildLayoutSheets(drawing, 'mm', 'file'));
    expect(only(sheet.model.viewports).nonRectangularClip).toBe(true);
    expect(only(sheet.views).outline).toBeUndefined();
  });
});

describe('a viewport’s transform', () => {
  const base: CadViewport = cadViewport({
    handle: 'V',
    center: { x: 200, y: 200 },
    viewCenter: { x: 2500, y: 2000 },
    viewTarget: { x: 0, y: 0 },
    frozenLayers: [],
  });
  const at = (vp: CadViewport, x: number, y: number) => applyPoint(viewportMatrix(vp), x, y);

  it('puts the view centre at the rectangle’s centre, at height / view height', () => {
    expect(at(base, 2500, 2000)).toEqual({ x: 200, y: 200 });
    const corner = at(base, 0, 0);
    expect(corner.x).toBeCloseTo(150, 9);
    expect(corner.y).toBeCloseTo(160, 9);
    const far = at(base, 5000, 4000);
    expect(far.x).toBeCloseTo(250, 9);
    expect(far.y).toBeCloseTo(240, 9);
  });

  it('turns the view by its twist about the target, counter-clockwise', () => {
    const twisted: CadViewport = {
      ...base,
      viewCenter: { x: 0, y: 0 },
      viewTarget: { x: 2500, y: 2000 },
      viewHeight: 20000,
      twist: Math.PI / 2,
    };
    const centre = at(twisted, 2500, 2000);
    expect(centre.x).toBeCloseTo(200, 9);
    expect(centre.y).toBeCloseTo(200, 9);
    // 1 m east of the target is 1 m north on paper once turned by 90°, at 1:100: 10 mm up.
    const east = at(twisted, 3500, 2000);
    expect(east.x).toBeCloseTo(200, 9);
    expect(east.y).toBeCloseTo(210, 9);
  });

  it('clips to its rectangle on paper', () => {
    expect(viewportClip(base)).toEqual({ minX: 50, minY: 100, maxX: 350, maxY: 300 });
  });
});

describe('layout sheets', () => {
  const sheets = buildLayoutSheets(drawing, 'mm', 'file');

  it('makes a sheet of each layout that draws something, after model space (pages 1, 2…), skipping the empty one', () => {
    expect(sheets.map((s) => [s.model.name, s.model.pageIndex])).toEqual([
      ['A1 - RDC', 1],
      ['A3 - Coupe', 2],
      ['Illisible', 3],
    ]);
    expect(sheets[2]?.model.unreadableViewports).toBe(1);
    expect(sheets[2]?.model.viewports).toEqual([]);
  });

  it('draws paper at 1:1 and gives each viewport its scale: a wall measured inside a 1:50 viewport is the model’s', () => {
    const a1 = sheets[0];
    if (!a1) throw new Error('no A1');
    expect(a1.model.placement.denominator).toBe(1);
    const region = only(a1.model.viewports);
    expect(region.denominator).toBeCloseTo(50, 9);
    expect(region.ratio).toBeCloseTo(0.02, 12);
    expect(region.frozenLayers).toEqual(['COTES']);
    const vp = only(layoutNamed('A1 - RDC').viewports);
    expect(region.rect).toEqual(sheetRect(a1.model.placement, viewportClip(vp)));
    // The room's south wall, 5 000 mm in the model, measured on the sheet between its two ends.
    const onSheet = (x: number, y: number) => {
      const p = applyPoint(viewportMatrix(vp), x, y);
      return applyPoint(placementMatrix(a1.model.placement), p.x, p.y);
    };
    const a = onSheet(0, 0);
    const b = onSheet(5000, 0);
    for (const p of [a, b]) {
      expect(p.x).toBeGreaterThan(region.rect.minX);
      expect(p.x).toBeLessThan(region.rect.maxX);
      expect(p.y).toBeGreaterThan(region.rect.minY);
      expect(p.y).toBeLessThan(region.rect.maxY);
    }
    const metres = Math.hypot(b.x - a.x, b.y - a.y) * POINT_METRES * region.denominator;
    expect(metres).toBeCloseTo(5, 9);
    // Outside the viewport, the paper's scale: the title block's 821 mm bottom edge.
    const paperMetres = (821 * a1.model.placement.k * POINT_METRES * a1.model.placement.denominator) / 1;
    expect(paperMetres).toBeCloseTo(0.821, 9);
    expect(sheets[1]?.model.viewports[0]?.denominator).toBeCloseTo(100, 9);
  });

  it('counts on a layout sheet its own entities only: model space seen through viewports is not counted again', () => {
    const [a1, a3] = sheets;
    expect(a1?.model.geometry.map((g) => g.layer)).toEqual(['CARTOUCHE']);
    expect(a1?.model.geometry[0]?.metres).toBeCloseTo((821 + 574) * 2 * 0.001, 9);
    expect(a3?.model.geometry.map((g) => g.layer)).toEqual(['CARTOUCHE']);
    expect(a1?.model.layers.filter((l) => l.entityCount > 0).map((l) => l.name)).toEqual(['CARTOUCHE']);
  });

  it('draws each viewport clipped to its rectangle, without its frozen layers, on one page per sheet', () => {
    const [a1, a3] = sheets;
    if (!a1 || !a3) throw new Error('no sheets');
    const draw = (s: typeof a1) =>
      drawSheet(
        drawing,
        s.model.placement,
        { width: s.model.width, height: s.model.height },
        undefined,
        s.layout.entities,
        s.views,
      );
    const one = draw(a1);
    const content = new TextDecoder().decode(one.content);
    expect(content).toMatch(/\nq\n[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ re W n\n/);
    expect(content.indexOf('Q\n')).toBeGreaterThan(content.indexOf(' re W n'));
    expect(one.layers).toEqual(['MURS', 'CARTOUCHE']);
    const two = draw(a3);
    expect(two.layers).toEqual(['MURS', 'COTES', 'CARTOUCHE']);
    const modelSize = { width: 500, height: 400 };
    const pdf = new TextDecoder('latin1').decode(
      assemblePages(drawing, [
        { sheet: drawSheet(drawing, a1.model.placement, modelSize), size: modelSize },
        { sheet: one, size: { width: a1.model.width, height: a1.model.height } },
        { sheet: two, size: { width: a3.model.width, height: a3.model.height } },
      ]),
    );
    expect(pdf).toContain('/Count 3');
    expect(pdf.match(/\/Type \/Page /g)).toHaveLength(3);
    expect(pdf.match(/\/Type \/OCG/g)).toHaveLength(3);
  });
});

describe('a plan drawn on paper only (model space empty)', () => {
  const paperOnly = readDxf(syntheticPaperOnly());
  const sheets = buildLayoutSheets(paperOnly, 'mm', 'file');

  it('makes its layouts the sheets from page 0; a layout with only a viewport onto the empty model makes none', () => {
    expect(isModelSpaceEmpty(paperOnly)).toBe(true);
    expect(isModelSpaceEmpty(drawing)).toBe(false);
    expect(sheets.map((s) => [s.model.name, s.model.pageIndex])).toEqual([
      ['A1 - Plan', 0],
      ['A3 - Cartouche', 1],
    ]);
  });

  it('calibrates each from the file’s units at 1:1, and a viewport onto the empty model is no scale region', () => {
    const [a1, a3] = sheets;
    if (!a1 || !a3) throw new Error('no sheets');
    for (const sheet of [a1, a3]) {
      expect(sheet.model.placement).toMatchObject({ unit: 'mm', unitSource: 'file', denominator: 1 });
      expect(sheet.model.viewports).toEqual([]);
      expect(sheet.views).toEqual([]);
      expect(sheet.model.unreadableViewports).toBe(0);
    }
    // The sheet holds the paper's drawing only: the A3 frame (400 × 277 mm), not the viewport's rectangle around it.
    expect(a3.model.width).toBeCloseTo(400 * a3.model.placement.k + 2 * CAD_SHEET_MARGIN_PT, 9);
    expect(a3.model.height).toBeCloseTo(277 * a3.model.placement.k + 2 * CAD_SHEET_MARGIN_PT, 9);
    // The room's south wall, 500 mm of paper from (100, 100) to (600, 100): 0,50 m at the paper's scale.
    const from = applyPoint(placementMatrix(a1.model.placement), 100, 100);
    const to = applyPoint(placementMatrix(a1.model.placement), 600, 100);
    expect(Math.hypot(to.x - from.x, to.y - from.y) * POINT_METRES * a1.model.placement.denominator).toBeCloseTo(
      0.5,
      9,
    );
  });

  it('counts its blocks, lists its layers and totals its lengths on the layout drawing them', () => {
    const [a1, a3] = sheets;
    expect(a1?.model.blocks.map((b) => [b.name, b.topLevel, b.layers])).toEqual([['PORTE_90', 2, ['MENUISERIES']]]);
    expect(a1?.model.layers.filter((l) => l.entityCount > 0).map((l) => l.name)).toEqual([
      'CARTOUCHE',
      'MENUISERIES',
      'MURS',
    ]);
    expect(a1?.model.geometry.find((g) => g.layer === 'MURS')?.metres).toBeCloseTo(1.8, 9);
    expect(a3?.model.blocks).toEqual([]);
    expect(a3?.model.geometry.map((g) => g.layer)).toEqual(['CARTOUCHE']);
  });

  it('gives the file’s model as page 0’s (its first layout’s), paperOnly, with every layout sheet', () => {
    const model = paperOnlyModel(paperOnly, sheets);
    const [a1] = sheets;
    expect(model.paperOnly).toBe(true);
    expect(model.layouts?.map((l) => l.pageIndex)).toEqual([0, 1]);
    expect(model.placement).toEqual(a1?.model.placement);
    expect(model.blocks).toEqual(a1?.model.blocks);
    expect(() => paperOnlyModel(paperOnly, [])).toThrow(CadModelError);
  });

  it('draws each sheet from its own entities only, one page each', () => {
    const pages = sheets.map((s) => {
      const size = { width: s.model.width, height: s.model.height };
      return { sheet: drawSheet(paperOnly, s.model.placement, size, undefined, s.layout.entities, s.views), size };
    });
    expect(pages.map((p) => p.sheet.layers)).toEqual([['MURS', 'MENUISERIES', 'CARTOUCHE'], ['CARTOUCHE']]);
    expect(pages.map((p) => new TextDecoder().decode(p.sheet.content).includes(' re W n'))).toEqual([false, false]);
    const pdf = new TextDecoder('latin1').decode(assemblePages(paperOnly, pages));
    expect(pdf).toContain('/Count 2');
  });
});

describe('model space through a viewport', () => {
  it('leaves out what lies wholly outside the viewport’s rectangle (the snapping reads no clip)', () => {
    const [a1] = buildLayoutSheets(drawing, 'mm', 'file');
    const vp = a1?.layout.viewports[0];
    if (!a1 || !vp) throw new Error('no A1');
    const size = { width: a1.model.width, height: a1.model.height };
    const through = (clip: { minX: number; minY: number; maxX: number; maxY: number }) =>
      new TextDecoder().decode(
        drawSheet(
          drawing,
          a1.model.placement,
          size,
          undefined,
          [],
          [{ matrix: viewportMatrix(vp), clip, frozenLayers: [] }],
        ).content,
      );
    // The room and the long line are at paper y 160–240: a rectangle above them draws nothing.
    expect(through({ minX: 600, minY: 400, maxX: 700, maxY: 500 })).not.toMatch(/ m\n/);
    // The same rectangle over the room draws its four walls, the long line and the dimension line.
    expect(through(viewportClip(vp)).match(/ m\n/g)).toHaveLength(6);
  });
});

describe('the shared test files', () => {
  const plans = join(import.meta.dirname, '../../../../shared/testdata/plans');
  it.skipIf(!existsSync(join(plans, 'libredwg-example_2000.dxf')))(
    'LibreDWG’s example has two layouts with nothing on them but their overall viewport: no layout sheet',
    () => {
      const example = readDxf(readFileSync(join(plans, 'libredwg-example_2000.dxf')));
      expect(example.layouts?.map((l) => [l.name, l.entities.length, l.viewports.length])).toEqual([
        ['Layout1', 0, 0],
        ['Layout2', 0, 0],
      ]);
      expect(buildLayoutSheets(example, 'mm', 'file')).toEqual([]);
    },
  );
  it.skipIf(!existsSync(join(plans, 'raumzeitlabor-floorplan.dxf')))(
    'the raumzeitlabor plan has no LAYOUT object and an empty paper space: no layout',
    () => {
      const plan = readDxf(readFileSync(join(plans, 'raumzeitlabor-floorplan.dxf')));
      expect(plan.layouts).toEqual([]);
    },
  );
});

describe('a layout’s paper, from its plot settings (LAYOUT object, AcDbPlotSettings)', () => {
  // A title line on paper from (10, 10) to (200, 10) mm, and a model wall seen through a 100 × 100 viewport.
  const onPaper = (plot: [number, number][], titleTo = 200) =>
    dxf({
      header: { $INSUNITS: 4 },
      entities: [
        line('MURS', [0, 0], [5000, 0]),
        [
          [0, 'LINE'],
          [5, 'C1'],
          [330, '58'],
          [100, 'AcDbEntity'],
          [67, 1],
          [8, 'CARTOUCHE'],
          [100, 'AcDbLine'],
          [10, 10],
          [20, 10],
          [30, 0],
          [11, titleTo],
          [21, 10],
          [31, 0],
        ],
        viewport({ owner: '58', id: 1, center: [420, 297], size: [841, 594], viewCenter: [420, 297], viewHeight: 594 }),
        viewport({ owner: '58', id: 2, center: [300, 200], size: [100, 100], viewCenter: [2500, 0], viewHeight: 5000 }),
      ],
      blockRecords: [
        [
          [5, '58'],
          [2, '*Paper_Space'],
        ],
      ],
      objects: [layoutObject('A1', 1, '58', plot)],
    });
  const A1: [number, number][] = [
    [40, 7.5],
    [41, 20],
    [42, 7.5],
    [43, 20],
    [44, 841],
    [45, 594],
    [46, 0],
    [47, 0],
    [72, 1],
    [73, 0],
  ];
  const PT_PER_MM = 72 / 25.4;
  const sheetOf = (text: string) => only(buildLayoutSheets(readDxf(text), 'mm', 'file'));

  it('reads the paper’s size, margins and rotation', () => {
    expect(only(readDxf(onPaper(A1)).layouts ?? []).paper).toEqual({
      widthMm: 841,
      heightMm: 594,
      cornerMm: { x: -7.5, y: -20 },
      rotation: 0,
    });
  });

  it('makes an A1 layout an 841 × 594 mm sheet, the paper’s corner at the sheet’s, at 1:1', () => {
    const sheet = sheetOf(onPaper(A1));
    expect(sheet.model.width).toBeCloseTo(841 * PT_PER_MM, 6);
    expect(sheet.model.height).toBeCloseTo(594 * PT_PER_MM, 6);
    expect(sheet.model.placement.denominator).toBe(1);
    expect(sheet.model.paper).toEqual({ widthMm: 841, heightMm: 594, grown: false });
    // Paper (−7.5, −20) mm is the sheet's bottom-left corner: x 0, y = the sheet's height.
    const p = sheet.model.placement;
    expect(-7.5 * p.k + p.dx).toBeCloseTo(0, 6);
    expect(20 * p.k + p.dy).toBeCloseTo(sheet.model.height, 6);
  });

  it('turns the paper with the plot: 594 × 841 plotted a quarter turn is a landscape A1 too, margins turned', () => {
    const turned = A1.map(([code, value]): [number, number] =>
      code === 44 ? [44, 594] : code === 45 ? [45, 841] : code === 73 ? [73, 1] : [code, value],
    );
    const paper = only(readDxf(onPaper(turned)).layouts ?? []).paper;
    // The bottom margin (41) is the left one once turned, the right one (42) the bottom one.
    expect(paper).toEqual({ widthMm: 841, heightMm: 594, cornerMm: { x: -20, y: -7.5 }, rotation: 90 });
    const sheet = sheetOf(onPaper(turned));
    expect(sheet.model.width).toBeCloseTo(841 * PT_PER_MM, 6);
    expect(sheet.model.height).toBeCloseTo(594 * PT_PER_MM, 6);
  });

  it('keeps what is drawn off the paper: the sheet grows to take it in, with the usual margin', () => {
    const sheet = sheetOf(onPaper(A1, 1000));
    expect(sheet.model.paper).toEqual({ widthMm: 841, heightMm: 594, grown: true });
    // From the paper's left edge (−7.5) to the title line's end (1 000 mm), plus the margin on both sides.
    expect(sheet.model.width).toBeCloseTo(1007.5 * PT_PER_MM + 2 * CAD_SHEET_MARGIN_PT, 6);
  });

  it('without a paper size (no plotter set up: 44/45 are 0), sizes the sheet to what the layout draws, as before', () => {
    const none = A1.map(([code, value]): [number, number] => (code === 44 || code === 45 ? [code, 0] : [code, value]));
    expect(only(readDxf(onPaper(none)).layouts ?? []).paper).toBeUndefined();
    const sheet = sheetOf(onPaper(none));
    expect(sheet.model.paper).toBeUndefined();
    // The title line (10–200 mm) and the viewport (250–350 mm): 10 to 350 mm, plus the margin on both sides.
    expect(sheet.model.width).toBeCloseTo(340 * PT_PER_MM + 2 * CAD_SHEET_MARGIN_PT, 6);
  });
});
