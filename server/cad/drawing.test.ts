/** LibreDWG's DwgDatabase → CadDrawing, on hand-made entities: OCS, colours, line weights, hatch edges, texts. */
import type { DwgDatabase, DwgEntity } from '@mlightcad/libredwg-web';
import { describe, expect, it } from 'vitest';
import { aciToHex } from '../../src/domain/cad/aci.ts';
import type { CadPolyline } from '../../src/domain/cad/types.ts';
import { lineweightMm, mapEntity, mapMline, plainText, toCadDrawing, hatchLoop, flattenSpline } from './drawing.ts';

const entity = (fields: Record<string, unknown>) =>
  ({ handle: '2F', layer: 'MURS', colorIndex: 256, lineweight: 29, ...fields }) as unknown as DwgEntity;
const map = (fields: Record<string, unknown>) => mapEntity(entity(fields), { skipped: {} });
const MINUS_Z = { x: 0, y: 0, z: -1 };

describe('aciToHex', () => {
  it('resolves the standard palette, ACI 7 as black (paper), and non-colours to black', () => {
    expect(aciToHex(1)).toBe('#ff0000');
    expect(aciToHex(2)).toBe('#ffff00');
    expect(aciToHex(5)).toBe('#0000ff');
    expect(aciToHex(8)).toBe('#808080');
    expect(aciToHex(250)).toBe('#333333');
    expect(aciToHex(255)).toBe('#ffffff');
    expect(aciToHex(7)).toBe('#000000');
    expect(aciToHex(-5)).toBe('#0000ff'); // a layer that is off keeps its colour
    expect(aciToHex(0)).toBe('#000000');
    expect(aciToHex(256)).toBe('#000000');
  });
});

describe('mapEntity', () => {
  it('keeps ByLayer absent, marks ByBlock, resolves ACI and true colours, reads DWG line weight indexes', () => {
    expect(map({ type: 'LINE', startPoint: { x: 0, y: 0 }, endPoint: { x: 1, y: 0 } })).toEqual({
      handle: '2F',
      type: 'LINE',
      layer: 'MURS',
      kind: 'line',
      a: { x: 0, y: 0 },
      b: { x: 1, y: 0 },
    });
    expect(map({ type: 'POINT', position: { x: 1, y: 2 }, colorIndex: 0, lineweight: 30 })).toMatchObject({
      byBlock: true,
    });
    expect(map({ type: 'POINT', position: { x: 1, y: 2 }, colorIndex: 1, lineweight: 7 })).toMatchObject({
      color: '#ff0000',
      lineweight: 0.25,
    });
    expect(map({ type: 'POINT', position: { x: 1, y: 2 }, color: 0x336699 })).toMatchObject({ color: '#336699' });
    expect(lineweightMm(31)).toBeNull();
    expect(lineweightMm(23)).toBe(2.11);
  });

  it('applies an OCS of -Z: x mirrored, arcs and bulges turned back counter-clockwise, inserts flipped', () => {
    // An arc from 0 to π/2 seen from below is, on the plan, the arc from π/2 to π around (-cx, cy).
    const arc = map({
      type: 'ARC',
      center: { x: 10, y: 5 },
      radius: 2,
      startAngle: 0,
      endAngle: Math.PI / 2,
      extrusionDirection: MINUS_Z,
    });
    if (arc?.kind !== 'arc') throw new Error('not an arc');
    expect(arc.center.x).toBeCloseTo(-10);
    expect(arc.center.y).toBeCloseTo(5);
    expect(arc.start).toBeCloseTo(Math.PI / 2);
    expect(arc.end).toBeCloseTo(Math.PI);
    const polyline = map({
      type: 'LWPOLYLINE',
      flag: 1,
      extrusionDirection: MINUS_Z,
      vertices: [
        { x: 1, y: 0, bulge: 1 },
        { x: 3, y: 0, bulge: 0 },
      ],
    });
    expect(polyline).toMatchObject({
      kind: 'polyline',
      closed: true,
      vertices: [
        { x: -1, y: 0, bulge: -1 },
        { x: -3, y: 0, bulge: 0 },
      ],
    });
    const insert = map({
      type: 'INSERT',
      name: 'PORTE',
      insertionPoint: { x: 4, y: 1 },
      xScale: 2,
      yScale: 3,
      rotation: 0.5,
      columnCount: 0,
      rowCount: 0,
      extrusionDirection: MINUS_Z,
      attribs: [],
    });
    expect(insert).toMatchObject({
      kind: 'insert',
      type: 'INSERT',
      block: 'PORTE',
      position: { x: -4, y: 1 },
      scale: { x: -2, y: 3 },
      rotation: -0.5,
      columns: 1,
      rows: 1,
    });
  });

  it('names an array insert MINSERT with its rows and columns', () => {
    const minsert = map({
      type: 'INSERT',
      name: 'POTEAU',
      insertionPoint: { x: 0, y: 0 },
      columnCount: 3,
      rowCount: 2,
      columnSpacing: 5,
      rowSpacing: 4,
      attribs: [],
    });
    expect(minsert).toMatchObject({ type: 'MINSERT', columns: 3, rows: 2, columnSpacing: 5, rowSpacing: 4 });
  });

  it('turns hatch edges into a loop with bulges; a clockwise arc edge stores its angles negated', () => {
    const ccw = hatchLoop({
      edges: [
        { type: 1, start: { x: 0, y: 0 }, end: { x: 2, y: 0 } },
        { type: 2, center: { x: 1, y: 0 }, radius: 1, startAngle: 0, endAngle: Math.PI, isCCW: true },
      ],
    });
    expect(ccw).toHaveLength(2);
    expect(ccw[1]?.x).toBeCloseTo(2);
    expect(ccw[1]?.bulge).toBeCloseTo(1); // a half circle, counter-clockwise
    const cw = hatchLoop({
      edges: [{ type: 2, center: { x: 1, y: 0 }, radius: 1, startAngle: 0, endAngle: Math.PI, isCCW: false }],
    });
    // Stored (0, π) clockwise means from -0 to -π clockwise: starts at (2, 0), bulge -1.
    expect(cw[0]?.x).toBeCloseTo(2);
    expect(cw[0]?.bulge).toBeCloseTo(-1);
    const circle = hatchLoop({
      edges: [{ type: 2, center: { x: 0, y: 0 }, radius: 1, startAngle: 0, endAngle: 2 * Math.PI, isCCW: true }],
    });
    expect(circle.map((v) => Math.round(v.bulge * 1000) / 1000)).toEqual([1, 1]);
  });

  it('reads a hatch, keeping each loop and whether it is external', () => {
    const hatch = map({
      type: 'HATCH',
      patternName: 'SOLID',
      solidFill: 1,
      boundaryPaths: [
        {
          boundaryPathTypeFlag: 3,
          isClosed: true,
          vertices: [
            { x: 0, y: 0, bulge: 0 },
            { x: 4, y: 0, bulge: 0 },
            { x: 4, y: 4, bulge: 0 },
          ],
        },
        {
          boundaryPathTypeFlag: 0,
          edges: [
            { type: 1, start: { x: 1, y: 1 } },
            { type: 1, start: { x: 2, y: 1 } },
          ],
        },
      ],
    });
    expect(hatch).toMatchObject({ kind: 'hatch', solid: true, pattern: 'SOLID' });
    expect(hatch?.kind === 'hatch' && hatch.loops.map((l) => [l.vertices.length, l.external])).toEqual([
      [3, true],
      [2, false],
    ]);
  });

  it('reorders SOLID corners 1-2-4-3 and keeps a triangle as three', () => {
    const solid = map({
      type: 'SOLID',
      corner1: { x: 0, y: 0 },
      corner2: { x: 1, y: 0 },
      corner3: { x: 0, y: 1 },
      corner4: { x: 1, y: 1 },
    });
    expect(solid?.kind === 'solid' && solid.points).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ]);
  });

  it('draws an MLINE as one polyline per element, open or closed (flags bit 2), each vertex moved along its miter', () => {
    const vertex = (x: number, y: number, miter: { x: number; y: number }, offsets: unknown[]) => ({
      vertex: { x, y, z: 0 },
      miterDirection: { ...miter, z: 0 },
      lines: offsets.map((o) => ({ segmentParams: o === undefined ? undefined : [o, 0] })),
    });
    const raw = {
      type: 'MLINE',
      numberOfLines: 2,
      flags: 1,
      vertices: [vertex(0, 0, { x: 0, y: 1 }, [0, 2]), vertex(10, 0, { x: 0, y: 1 }, [0, 2])],
    };
    const context = { skipped: {} as Record<string, number> };
    const open = mapMline(entity(raw), context) as CadPolyline[];
    expect(open.map((p) => [p.handle, p.layer, p.closed, p.vertices.map((v) => [v.x, v.y])])).toEqual([
      [
        '2F',
        'MURS',
        false,
        [
          [0, 0],
          [10, 0],
        ],
      ],
      [
        '2F~1',
        'MURS',
        false,
        [
          [0, 2],
          [10, 2],
        ],
      ],
    ]);
    expect((mapMline(entity({ ...raw, flags: 3 }), context) as CadPolyline[]).every((p) => p.closed)).toBe(true);
    // A multiline whose parameters cannot be read draws nothing and is counted as skipped.
    expect(mapMline(entity({ ...raw, vertices: [vertex(0, 0, { x: 0, y: 1 }, [undefined])] }), context)).toEqual([]);
    expect(context.skipped).toEqual({ MLINE: 1 });
  });

  it('counts what it does not read in skipped', () => {
    const context = { skipped: {} as Record<string, number> };
    expect(mapEntity(entity({ type: 'WIPEOUT' }), context)).toBeNull();
    expect(mapEntity(entity({ type: 'WIPEOUT' }), context)).toBeNull();
    expect(context.skipped).toEqual({ WIPEOUT: 2 });
  });
});

describe('texts and curves', () => {
  it('removes MTEXT formatting and turns %% codes into their characters', () => {
    expect(plainText('{\\fArial|b1;Cloison}\\PH=2,50 m %%c50 \\~45%%d', true)).toBe('Cloison\nH=2,50 m ⌀50 \u00a045°');
    expect(plainText('%%uSouligné%%u 10%%%', false)).toBe('Souligné 10%');
  });

  it('flattens a B-spline through its ends (clamped knots)', () => {
    const points = flattenSpline(
      2,
      [
        { x: 0, y: 0 },
        { x: 1, y: 2 },
        { x: 2, y: 0 },
      ],
      [0, 0, 0, 1, 1, 1],
      undefined,
    );
    expect(points[0]).toEqual({ x: 0, y: 0 });
    expect(points.at(-1)?.x).toBeCloseTo(2);
    expect(points.at(-1)?.y).toBeCloseTo(0);
    expect(Math.max(...points.map((p) => p.y))).toBeCloseTo(1, 1);
  });
});

describe('toCadDrawing', () => {
  it('reads model space from its block record, units from $INSUNITS, and names dynamic copies by their block', () => {
    const db = {
      header: { INSUNITS: 6 },
      tables: {
        LAYER: { entries: [{ name: '0', colorIndex: 7, color: 0xffffff, off: false, frozen: false, lineweight: 31 }] },
        BLOCK_RECORD: {
          entries: [
            {
              name: '*Model_Space',
              flags: 0,
              basePoint: { x: 0, y: 0 },
              entities: [entity({ type: 'POINT', position: { x: 1, y: 1 } })],
            },
            { name: '*Paper_Space', flags: 0, basePoint: { x: 0, y: 0 }, entities: [entity({ type: 'VIEWPORT' })] },
            { name: '*U7', flags: 1, basePoint: { x: 0, y: 0 }, entities: [] },
            // An xref overlay (4 | 8): not carried into a drawing that references this one (domain/cad/xrefs.ts).
            { name: 'STRUCTURE', flags: 12, basePoint: { x: 0, y: 0 }, entities: [] },
          ],
        },
      },
      // libredwg-web's flat list also holds paper space: it must not be read as model space.
      entities: [entity({ type: 'VIEWPORT' })],
      objects: { DICTIONARY: [] },
    } as unknown as DwgDatabase;
    const drawing = toCadDrawing(db, { version: 'AC1032', effectiveNames: new Map([['*U7', 'PORTE_90']]) });
    expect(drawing.units).toBe('m');
    expect(drawing.insUnits).toBe(6);
    expect(drawing.modelSpace).toHaveLength(1);
    expect(drawing.skipped).toEqual({});
    expect(drawing.blocks).toEqual([
      { name: '*U7', effectiveName: 'PORTE_90', base: { x: 0, y: 0 }, entities: [], anonymous: true, xref: false },
      {
        name: 'STRUCTURE',
        effectiveName: 'STRUCTURE',
        base: { x: 0, y: 0 },
        entities: [],
        anonymous: false,
        xref: true,
        xrefOverlay: true,
      },
    ]);
    expect(drawing.layers).toEqual([{ name: '0', color: '#000000', lineweight: null, visible: true, frozen: false }]);
  });

  it('reads a clipped INSERT (XCLIP) from libredwg-web’s SPATIAL_FILTER and DICTIONARY objects, inverted or off', () => {
    // As LibreDWG reads them: the INSERT's xdict → ACAD_FILTER → SPATIAL; the second filter is inverted (its hole in
    // the roundtrip XRECORD under the filter's own dictionary), the third off (display_boundary_on = 0).
    const inverse = [0.5, 0, 0, -5, 0, 0.5, 0, -10, 0, 0, 1, 0];
    const identity = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0];
    const filter = (handle: string, visible: boolean) => ({
      handle,
      ownerHandle: 'F' + handle,
      vertices: [
        { x: 10, y: 20 },
        { x: 30, y: 40 },
      ],
      clipBoundaryVisible: visible,
      invertBlockMatrix: inverse,
      matrix: identity,
    });
    const dict = (handle: string, ownerHandle: string, entries: Record<string, string>) => ({
      handle,
      ownerHandle,
      entries,
    });
    const insert = (handle: string, xdict: string) =>
      entity({ type: 'INSERT', handle, name: 'LOT', insertionPoint: { x: 0, y: 0 }, ownerDictionaryHardId: xdict });
    const db = {
      header: { INSUNITS: 4 },
      tables: {
        LAYER: { entries: [] },
        BLOCK_RECORD: {
          entries: [
            {
              name: '*Model_Space',
              flags: 0,
              basePoint: { x: 0, y: 0 },
              entities: [insert('A', 'X1'), insert('B', 'X2'), insert('C', 'X3'), insert('D', '0')],
            },
            { name: 'LOT', flags: 0, basePoint: { x: 0, y: 0 }, entities: [] },
          ],
        },
      },
      entities: [],
      objects: {
        DICTIONARY: [
          dict('X1', 'A', { ACAD_FILTER: 'D1' }),
          dict('D1', 'X1', { SPATIAL: 'S1' }),
          dict('X2', 'B', { ACAD_FILTER: 'D2' }),
          dict('D2', 'X2', { SPATIAL: 'S2' }),
          dict('SX2', 'S2', { ACAD_XREC_ROUNDTRIP: 'R2' }),
          dict('X3', 'C', { ACAD_FILTER: 'D3' }),
          dict('D3', 'X3', { SPATIAL: 'S3' }),
        ],
        SPATIAL_FILTER: [filter('S1', true), filter('S2', true), filter('S3', false)],
        XRECORD: [
          {
            handle: 'R2',
            ownerHandle: 'SX2',
            data: [
              { code: 102, value: 'ACAD_INVERTEDCLIP_ROUNDTRIP' },
              { code: 10, value: { x: 12, y: 22, z: 0 } },
              { code: 10, value: { x: 20, y: 22, z: 0 } },
              { code: 10, value: { x: 16, y: 30, z: 0 } },
              { code: 102, value: 'ACAD_INVERTEDCLIP_ROUNDTRIP_COMPARE' },
              { code: 10, value: { x: 0, y: 0, z: 0 } },
            ],
          },
        ],
      },
    } as unknown as DwgDatabase;
    const drawing = toCadDrawing(db, { version: 'AC1032' });
    const clips = drawing.modelSpace.map((e) => (e.kind === 'insert' ? e.clip : null));
    // block = inverse · point: (10, 20) → (0, 0), (30, 40) → (10, 10); the rectangle's four corners.
    expect(clips[0]).toEqual({
      boundary: [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
        { x: 0, y: 10 },
      ],
      inverted: false,
    });
    expect(clips[1]).toEqual({
      boundary: [
        { x: 1, y: 1 },
        { x: 5, y: 1 },
        { x: 3, y: 5 },
      ],
      inverted: true,
    });
    expect(clips[2]).toBeUndefined();
    expect(clips[3]).toBeUndefined();
  });
});
