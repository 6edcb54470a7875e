/**
 * A DWG's paper-space layouts (issue 28): read by the server's conversion from a real DWG (a fresh LibreDWG instance per
 * file, as the child does), then built by the browser's layout code (what the CAD worker runs, domain/cad/layout.ts)
 * into the same layout sheets as a DXF's; a plan drawn
 * on paper only imports; layouts LibreDWG cannot tie to a paper space are counted, never silently dropped.
 */
import { readFileSync } from 'node:fs';
import { LibreDwg, type DwgDatabase, type DwgEntity } from '@mlightcad/libredwg-web';
import { describe, expect, it } from 'vitest';
import { buildLayoutSheets, isModelSpaceEmpty, paperOnlyModel } from '../../src/domain/cad/layout.ts';
import { cadViewport } from '../../src/domain/cad/testing.ts';
import type { CadDrawing } from '../../src/domain/cad/types.ts';
import { missingXrefs } from '../../src/domain/cad/xrefs.ts';
import { convertWith, wasmDir } from './convert.ts';
import { toCadDrawing } from './drawing.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../tests/fixtures/cad/${name}`, import.meta.url)));

async function convert(name: string): Promise<CadDrawing> {
  const result = convertWith(await LibreDwg.create(wasmDir()), fixture(name));
  if ('error' in result) throw new Error(result.error);
  return result.drawing;
}

describe('a real DWG’s layouts through the server’s conversion', () => {
  it('carries the layout’s entities and its viewport: centre, size, view, frozen layers, non-rectangular clip', async () => {
    const drawing = await convert('libredwg-gh44-layout.dwg');
    expect(drawing.unreadableLayouts).toBeUndefined();
    expect(drawing.layouts?.map((l) => [l.name, l.tabOrder, l.block])).toEqual([['Layout1', 1, '*Paper_Space']]);
    const layout = drawing.layouts?.[0];
    if (!layout) throw new Error('no layout');
    // 2,339 paper-space entities: its 2 VIEWPORTs are not entities, its 6 LEADERs and 1 MULTILEADER are not read.
    expect(layout.entities).toHaveLength(2330);
    expect(layout.entities.filter((e) => e.type === 'LINE')).toHaveLength(1545);
    expect(layout.unreadableViewports).toBe(0);
    // The overall viewport (the first of the block, its paper) is not a view of model space.
    expect(layout.viewports).toHaveLength(1);
    const vp = layout.viewports[0];
    if (!vp) throw new Error('no viewport');
    expect(vp.handle).toBe('BAC1');
    expect(vp.center.x).toBeCloseTo(433.968, 3);
    expect(vp.center.y).toBeCloseTo(293.887, 3);
    expect(vp.width).toBeCloseTo(768.923, 3);
    expect(vp.height).toBeCloseTo(273.924, 3);
    expect(vp.viewCenter.x).toBeCloseTo(48146.616, 3);
    expect(vp.viewCenter.y).toBeCloseTo(8657.524, 3);
    expect(vp.viewTarget).toEqual({ x: 0, y: 0 });
    expect(vp.height / vp.viewHeight).toBeCloseTo(1 / 65, 9);
    expect(vp.twist).toBe(0);
    expect(vp.notPlanView).toBe(false);
    // libredwg-web leaves these out; the conversion reads them through LibreDWG's dynamic API.
    expect(vp.frozenLayers).toHaveLength(7);
    expect(vp.frozenLayers).toContain('C1203-TCL-ME-20.01-011_iss2_revC2|E-_LIGTSWIT_A');
    expect(vp.unknownFrozenLayers).toBe(0);
    expect(vp.nonRectangularClip).toBe(true);
    // Its boundary, the layout's LWPOLYLINE BAE7 (5 vertices, on layer VPORT), as a polygon on paper.
    expect(vp.clipOutline).toHaveLength(5);
    expect(vp.clipOutline?.[0]?.x).toBeCloseTo(818.429, 3);
    expect(vp.clipOutline?.[0]?.y).toBeCloseTo(430.849, 3);
    // Its two external references (the architect's ceiling plans), named with the paths the file saved: libredwg-web
    // leaves the paths out, the conversion reads them through LibreDWG's dynamic API.
    expect(missingXrefs(drawing).map((x) => [x.name, x.path?.split('\\').pop(), x.references])).toEqual([
      ['C1203-TCL-ME-20.01-011_iss2_revC2', 'C1203-TCL-ME-20.01-011_iss2_revC2.dwg', 1],
      ['C1203-TCL-ME-20.01-012_iss2_revC2', 'C1203-TCL-ME-20.01-012_iss2_revC2.dwg', 1],
    ]);
    expect(missingXrefs(drawing)[0]?.path).toMatch(/^N:\\2017\\Royal Wharf Phase 3\\/);
    // Its paper, from the plot settings libredwg-web leaves out: an A1 turned a quarter, its extents plotted
    // « ajusté au papier » and centred — in paper-space units, the layout's limits (LIMMIN / LIMMAX).
    expect(layout.paper?.widthMm).toBeCloseTo(841.036, 3);
    expect(layout.paper?.heightMm).toBeCloseTo(594.064, 3);
    expect(layout.paper?.rotation).toBe(90);
    expect(layout.paper?.box?.minX).toBeCloseTo(25.0717, 3);
    expect(layout.paper?.box?.minY).toBeCloseTo(30.5731, 3);
    expect(layout.paper?.box?.maxX).toBeCloseTo(873.3146, 3);
    expect(layout.paper?.box?.maxY).toBeCloseTo(629.7271, 3);
  });

  it('gives the example’s two layouts without content: their overall viewports only, so no layout sheet', async () => {
    const drawing = await convert('libredwg-example_2000.dwg');
    expect(drawing.layouts?.map((l) => [l.name, l.entities.length, l.viewports.length])).toEqual([
      ['Layout1', 0, 0],
      ['Layout2', 0, 0],
    ]);
    expect(isModelSpaceEmpty(drawing)).toBe(false);
    expect(buildLayoutSheets(drawing, 'mm', 'file')).toEqual([]);
  });

  it('is built by the browser into model space’s sheet then the layout’s, at the viewport’s 1:65', async () => {
    // As the browser receives it: the JSON the child streams.
    const drawing = JSON.parse(JSON.stringify(await convert('libredwg-gh44-layout.dwg'))) as CadDrawing;
    expect(isModelSpaceEmpty(drawing)).toBe(false);
    const sheets = buildLayoutSheets(drawing, 'mm', 'file');
    expect(sheets.map((s) => [s.model.name, s.model.pageIndex, s.model.viewports.length, s.views.length])).toEqual([
      ['Layout1', 1, 1, 1],
    ]);
    const region = sheets[0]?.model.viewports[0];
    expect(region?.ratio).toBeCloseTo(1 / 65, 9);
    // The boundary was read: the view is clipped to it, nothing to warn about.
    expect(region?.nonRectangularClip).toBe(false);
    expect(sheets[0]?.views[0]?.outline).toHaveLength(5);
    expect(region?.frozenLayers).toHaveLength(7);
    // The sheet is the paper, and nothing the layout draws is off it.
    expect(sheets[0]?.model.paper).toEqual({
      widthMm: expect.closeTo(841.036, 3),
      heightMm: expect.closeTo(594.064, 3),
      grown: false,
    });
  });
});

const entity = (fields: Record<string, unknown>) =>
  ({ layer: '0', colorIndex: 256, lineweight: 29, ...fields }) as unknown as DwgEntity;
const viewport = (handle: string, fields: Record<string, unknown> = {}) =>
  entity({
    type: 'VIEWPORT',
    handle,
    viewportCenter: { x: 200, y: 150, z: 0 },
    width: 300,
    height: 200,
    displayCenter: { x: 0, y: 0 },
    targetPoint: { x: 2500, y: 2000, z: 0 },
    viewHeight: 10000,
    viewTwistAngle: 0,
    viewDirection: { x: 0, y: 0, z: 1 },
    statusBitFlags: 0,
    ...fields,
  });
const wall = (handle: string, x: number) =>
  entity({ type: 'LINE', handle, layer: 'MURS', startPoint: { x, y: 0 }, endPoint: { x, y: 400 } });

/** A DWG as libredwg-web gives it, drawn on paper only: model space empty, two layouts written out of tab order. */
function paperOnlyDb(layouts = true): DwgDatabase {
  return {
    header: { INSUNITS: 4 },
    tables: {
      LAYER: {
        entries: [
          { handle: '10', name: '0', colorIndex: 7 },
          { handle: '2A', name: 'MURS', colorIndex: 1 },
          { handle: '2B', name: 'COTES', colorIndex: 3 },
        ],
      },
      BLOCK_RECORD: {
        entries: [
          { handle: '1F', name: '*Model_Space', flags: 0, basePoint: { x: 0, y: 0 }, entities: [] },
          {
            handle: '58',
            name: '*Paper_Space',
            flags: 0,
            basePoint: { x: 0, y: 0 },
            entities: [viewport('60'), wall('61', 10), wall('62', 510), viewport('63')],
          },
          {
            handle: '5D',
            name: '*Paper_Space0',
            flags: 0,
            basePoint: { x: 0, y: 0 },
            entities: [
              viewport('70'),
              wall('71', 20),
              viewport('72', { statusBitFlags: 0x20000 }), // off
              viewport('73', { viewHeight: Number.NaN }), // unreadable
            ],
          },
        ],
      },
    },
    entities: [],
    objects: {
      DICTIONARY: [],
      LAYOUT: layouts
        ? [
            { layoutName: 'Model', tabOrder: 0, paperSpaceTableId: '1F' },
            { layoutName: 'A3 - Coupe', tabOrder: 2, paperSpaceTableId: '5D' },
            { layoutName: 'A1 - Plan', tabOrder: 1, paperSpaceTableId: '58' },
          ]
        : [{ layoutName: 'Model', tabOrder: 0, paperSpaceTableId: '1F' }],
    },
  } as unknown as DwgDatabase;
}

describe('toCadDrawing’s layouts', () => {
  it('reads each LAYOUT’s paper space in tab order, its overall viewport left out, off ones skipped, bad ones counted', () => {
    const extras = new Map([['63', { frozenLayers: ['2B', 'FFF'], clipBoundary: '99' }]]);
    const drawing = toCadDrawing(paperOnlyDb(), { version: 'AC1032', viewportExtras: extras });
    expect(drawing.modelSpace).toEqual([]);
    expect(drawing.unreadableLayouts).toBeUndefined();
    expect(drawing.layouts?.map((l) => [l.name, l.block, l.entities.length, l.unreadableViewports])).toEqual([
      ['A1 - Plan', '*Paper_Space', 2, 0],
      ['A3 - Coupe', '*Paper_Space0', 1, 1],
    ]);
    // The layout fixture's viewport, as DWG gives it: no viewport id; the clip bit is not set, so a boundary handle
    // alone does not clip.
    expect(drawing.layouts?.[0]?.viewports).toEqual([cadViewport({ id: 0, unknownFrozenLayers: 1 })]);
    expect(drawing.layouts?.[1]?.viewports).toEqual([]);
    // VIEWPORTs are the layouts' frames, not entities Metr leaves out.
    expect(drawing.skipped).toEqual({});
  });

  it('counts a paper space with content that no LAYOUT names: its layout could not be read', () => {
    const drawing = toCadDrawing(paperOnlyDb(false), { version: 'AC1032' });
    expect(drawing.layouts).toEqual([]);
    expect(drawing.unreadableLayouts).toBe(2);
  });

  it('imports a plan drawn on paper only: its layouts are its sheets, from page 0', async () => {
    const drawing = toCadDrawing(paperOnlyDb(), { version: 'AC1032' });
    expect(isModelSpaceEmpty(drawing)).toBe(true);
    const model = paperOnlyModel(drawing, buildLayoutSheets(drawing, 'mm', 'file'));
    expect(model.paperOnly).toBe(true);
    expect(model.layouts?.map((l) => [l.name, l.pageIndex])).toEqual([
      ['A1 - Plan', 0],
      ['A3 - Coupe', 1],
    ]);
  });
});
