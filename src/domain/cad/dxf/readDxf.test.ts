import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  arc,
  blockRecord,
  dxf,
  groupsText,
  helix,
  insert,
  layer,
  line,
  lwpolyline,
  mline,
  mlineStyleObject,
  patternHatch,
  syntheticBlocks,
  syntheticNothingDrawn,
  syntheticPaperOnly,
  text as textGroups,
  type Group,
} from '../../../../scripts/cad/make-dxf';
import { CadReadError } from '../errors';
import { layerGeometry } from '../layers';
import { placeDrawing } from '../placement';
import { insertMatrix } from '../transform';
import { CAD_LIMITS, type CadDrawing, type CadEntity, type CadHatch, type CadInsert, type CadVertex } from '../types';
import { readDxf } from './readDxf';

/** The value, known to be there (a failed expectation otherwise). */
function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
}

const bytes = (text: string, encoding: 'latin1' | 'utf8' = 'latin1'): ArrayBuffer => {
  const b = Buffer.from(text, encoding);
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
};

/** A drawing with only these model space entities (and blocks). */
function drawing(entities: Group[][], extra: Parameters<typeof dxf>[0] = {}): CadDrawing {
  return readDxf(dxf({ layers: [layer('0', 7)], ...extra, entities }));
}

function only<K extends CadEntity['kind']>(d: CadDrawing, kind: K): Extract<CadEntity, { kind: K }>[] {
  return d.modelSpace.filter((e): e is Extract<CadEntity, { kind: K }> => e.kind === kind);
}

function expectCloseTo(p: { x: number; y: number }, x: number, y: number): void {
  expect(p.x).toBeCloseTo(x, 9);
  expect(p.y).toBeCloseTo(y, 9);
}

/** Signed area of a closed loop with bulges: the polygon's, plus each arc's circular segment. */
function loopArea(vertices: readonly CadVertex[]): number {
  let area = 0;
  for (let i = 0; i < vertices.length; i++) {
    const a = vertices[i] as CadVertex;
    const b = vertices[(i + 1) % vertices.length] as CadVertex;
    area += (a.x * b.y - b.x * a.y) / 2;
    if (a.bulge !== 0) {
      const theta = 4 * Math.atan(a.bulge);
      const r = Math.hypot(b.x - a.x, b.y - a.y) / (2 * Math.sin(Math.abs(theta) / 2));
      area += ((r * r) / 2) * (theta - Math.sin(theta));
    }
  }
  return area;
}

function hatchArea(h: CadHatch): number {
  // The fixtures' hatches are one outer loop and holes inside it.
  const [outer, ...holes] = h.loops.map((l) => Math.abs(loopArea(l.vertices)));
  return (outer as number) - holes.reduce((s, a) => s + a, 0);
}

describe('readDxf: geometry', () => {
  it('keeps LWPOLYLINE and POLYLINE bulges, and the closed flag', () => {
    const d = drawing([
      lwpolyline(
        '0',
        [
          [0, 0, 1],
          [10, 0],
          [10, 10, -0.5],
        ],
        true,
      ),
      [
        [0, 'POLYLINE'],
        [8, '0'],
        [66, 1],
        [70, 0],
        [0, 'VERTEX'],
        [8, '0'],
        [10, 0],
        [20, 0],
        [42, 0.25],
        [0, 'VERTEX'],
        [8, '0'],
        [10, 5],
        [20, 5],
        [0, 'SEQEND'],
      ],
    ]);
    const [lw, pl] = only(d, 'polyline');
    expect(lw?.vertices.map((v) => v.bulge)).toEqual([1, 0, -0.5]);
    expect(lw?.closed).toBe(true);
    expect(pl?.type).toBe('POLYLINE');
    expect(pl?.vertices).toEqual([
      { x: 0, y: 0, bulge: 0.25 },
      { x: 5, y: 5, bulge: 0 },
    ]);
    expect(pl?.closed).toBe(false);
  });

  it('mirrors an arc with a −Z extrusion into WCS, still counter-clockwise', () => {
    const d = drawing([
      arc('0', [50, 20], 10, 0, 90, [
        [210, 0],
        [220, 0],
        [230, -1],
      ]),
    ]);
    const a = must(only(d, 'arc')[0]);
    // OCS x = −WCS x: the centre at (−50, 20); the OCS arc from (60, 20) to (50, 30) is the WCS arc from (−50, 30)
    // counter-clockwise to (−60, 20).
    expectCloseTo(a.center, -50, 20);
    const at = (t: number) => ({ x: a.center.x + 10 * Math.cos(t), y: a.center.y + 10 * Math.sin(t) });
    expectCloseTo(at(a.start), -50, 30);
    expectCloseTo(at(a.end), -60, 20);
  });

  it('gives a −Z INSERT as −Sx and −θ, so that transform.ts places its block where AutoCAD does', () => {
    const d = drawing(
      [
        insert('0', 'B', [100, 50], {
          rotation: 30,
          scale: [2, 3],
          extra: [
            [210, 0],
            [220, 0],
            [230, -1],
          ],
        }),
        insert('0', 'B', [100, 50], {
          extra: [
            [210, 0],
            [220, 0],
            [230, -1],
          ],
          minsert: { columns: 2, rows: 2, columnSpacing: 7, rowSpacing: 11 },
        }),
      ],
      {
        blocks: [{ name: 'B', base: [1, 2], entities: [line('0', [0, 0], [1, 0])] }],
      },
    );
    const [ins, minsert] = only(d, 'insert') as [CadInsert, CadInsert];
    expect(ins.scale.x).toBeCloseTo(-2, 12);
    expect(ins.scale.y).toBeCloseTo(3, 12);
    // In the OCS: P + R(30°)·S·(q − B); then x mirrored. For q = (4, 6): S(q − B) = (6, 12).
    const c = Math.cos(Math.PI / 6);
    const s = Math.sin(Math.PI / 6);
    const ocs = { x: 100 + c * 6 - s * 12, y: 50 + s * 6 + c * 12 };
    const m = insertMatrix(ins, { x: 1, y: 2 });
    expectCloseTo({ x: m[0] * 4 + m[2] * 6 + m[4], y: m[1] * 4 + m[3] * 6 + m[5] }, -ocs.x, ocs.y);
    // A MINSERT cell (row 1, column 1) of the mirrored reference: OCS P + (q − B) + (7, 11), mirrored.
    expect(minsert.columns * minsert.rows).toBe(4);
    const cell = insertMatrix(minsert, { x: 1, y: 2 }, 1, 1);
    expectCloseTo(
      { x: cell[0] * 4 + cell[2] * 6 + cell[4], y: cell[1] * 4 + cell[3] * 6 + cell[5] },
      -(100 + 3 + 7),
      50 + 4 + 11,
    );
  });

  it('reads an external reference’s block as one, with the path it was saved at', () => {
    const d = drawing([line('MURS', [0, 0], [1000, 0]), insert('0', 'FOND', [0, 0])], {
      blocks: [
        { name: 'FOND', flags: 4, xrefPath: '..\\Archi\\FOND-RDC.dwg', entities: [] },
        { name: 'STRUCTURE', flags: 12, xrefPath: 'STRUCTURE.dwg', entities: [] },
      ],
    });
    expect(d.blocks).toEqual([
      expect.objectContaining({ name: 'FOND', xref: true, xrefPath: '..\\Archi\\FOND-RDC.dwg' }),
      // Flag 8: an overlay (not carried into a drawing that references this one).
      expect.objectContaining({ name: 'STRUCTURE', xref: true, xrefOverlay: true }),
    ]);
    expect(d.blocks[0]).not.toHaveProperty('xrefOverlay');
  });

  it('reads MINSERT columns, rows and spacings', () => {
    const d = drawing(
      [insert('0', 'B', [0, 0], { minsert: { columns: 3, rows: 4, columnSpacing: 2.5, rowSpacing: 5 } })],
      {
        blocks: [{ name: 'B', entities: [line('0', [0, 0], [1, 0])] }],
      },
    );
    const [m] = only(d, 'insert');
    expect(m).toMatchObject({ type: 'MINSERT', block: 'B', columns: 3, rows: 4, columnSpacing: 2.5, rowSpacing: 5 });
  });

  it('turns an ELLIPSE with a −Z extrusion the other way', () => {
    const d = drawing([
      [
        [0, 'ELLIPSE'],
        [8, '0'],
        [10, 0],
        [20, 0],
        [30, 0],
        [11, 20],
        [21, 0],
        [31, 0],
        [210, 0],
        [220, 0],
        [230, -1],
        [40, 0.5],
        [41, 0],
        [42, Math.PI / 2],
      ],
    ]);
    const e = must(only(d, 'ellipse')[0]);
    // Its minor axis is N × major = (0, −10): from (20, 0) to (0, −10), i.e. counter-clockwise from (0, −10).
    const at = (t: number) => ({ x: e.center.x + 20 * Math.cos(t), y: e.center.y - 0 + 10 * Math.sin(t) });
    expectCloseTo(at(e.start), 0, -10);
    expectCloseTo(at(e.end), 20, 0);
  });

  it('flattens SOLID corners from 1-2-4-3 to drawing order, and a triangle to three', () => {
    const d = drawing([
      [
        [0, 'SOLID'],
        [8, '0'],
        [10, 0],
        [20, 0],
        [11, 10],
        [21, 0],
        [12, 0],
        [22, 10],
        [13, 10],
        [23, 10],
      ],
      [
        [0, 'TRACE'],
        [8, '0'],
        [10, 0],
        [20, 0],
        [11, 10],
        [21, 0],
        [12, 5],
        [22, 5],
        [13, 5],
        [23, 5],
      ],
    ]);
    const [quad, tri] = only(d, 'solid');
    expect(quad?.points).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ]);
    expect(tri?.points).toHaveLength(3);
  });

  it('evaluates a SPLINE from its control points and knots (a cubic Bézier here)', () => {
    const knots = [0, 0, 0, 0, 1, 1, 1, 1].map((k) => [40, k] as Group);
    const control = [
      [0, 0],
      [0, 100],
      [100, 100],
      [100, 0],
    ].flatMap(
      ([x, y]) =>
        [
          [10, x],
          [20, y],
          [30, 0],
        ] as Group[],
    );
    const d = drawing([[[0, 'SPLINE'], [8, '0'], [70, 8], [71, 3], [72, 8], [73, 4], ...knots, ...control]]);
    const sp = must(only(d, 'spline')[0]);
    const pts = sp.points;
    expectCloseTo(must(pts[0]), 0, 0);
    expectCloseTo(must(pts[pts.length - 1]), 100, 0);
    // B(½) = (50, 75); the flattened curve passes within the flattening tolerance of it.
    const near = Math.min(...pts.map((p) => Math.hypot(p.x - 50, p.y - 75)));
    expect(near).toBeLessThan(0.5);
    expect(Math.max(...pts.map((p) => p.y))).toBeCloseTo(75, 1);
  });
});

describe('readDxf: HELIX', () => {
  const file = dxf({
    header: { $INSUNITS: 6 },
    layers: [layer('RAMPES', 3)],
    entities: [helix('RAMPES', [5, 2], 1, 3, 0.25)],
  });

  it('draws a helix as the spline it is, in plan view: a HELIX-only drawing is not empty', () => {
    const d = readDxf(file);
    expect(d.skipped).toEqual({});
    expect(d.modelSpace).toHaveLength(1);
    const [curve] = d.modelSpace;
    expect(curve).toMatchObject({ kind: 'spline', type: 'HELIX', layer: 'RAMPES', closed: false });
    // Its AcDbHelix groups (the axis point as 10/20, the radius as 40) are not read as a control point and a knot:
    // every point of the curve stays near the helix's circle (its clamped ends, at the end control points, within 3 %).
    const points = curve?.kind === 'spline' ? curve.points : [];
    expect(points.length).toBeGreaterThan(48);
    for (const p of points) expect(Math.abs(Math.hypot(p.x - 5, p.y - 2) - 1)).toBeLessThan(0.03);
  });

  it('counts its plan length in its layer’s totals', () => {
    const d = readDxf(file);
    const { placement } = placeDrawing(d, 'm', 'file');
    const rampes = layerGeometry(d, placement).find((g) => g.layer === 'RAMPES');
    // Three turns of a 1 m circle in plan: 6π m, within 0.1 %.
    expect(rampes?.lengths).toHaveLength(1);
    expect(Math.abs((rampes?.metres ?? 0) / (6 * Math.PI) - 1)).toBeLessThan(1e-3);
  });
});

describe('readDxf: minimal files', () => {
  it('reads a file with only an ENTITIES section (as simple writers make them)', () => {
    const d = readDxf(
      groupsText([
        [0, 'SECTION'],
        [2, 'ENTITIES'],
        [0, 'LINE'],
        [8, 'MURS'],
        [10, 0],
        [20, 0],
        [11, 5],
        [21, 0],
        [0, 'ENDSEC'],
        [0, 'EOF'],
      ]).replace(/\n/g, '\r\n'),
    );
    expect(d.modelSpace).toEqual([
      { handle: '', type: 'LINE', layer: 'MURS', kind: 'line', a: { x: 0, y: 0 }, b: { x: 5, y: 0 } },
    ]);
    expect(d.layers).toEqual([{ name: 'MURS', color: '#000000', lineweight: null, visible: true, frozen: false }]);
    expect(d).toMatchObject({ version: '', units: null, insUnits: null, blocks: [] });
  });

  it('reads a file whose line type table dxf-parser cannot read (a pattern element before its count)', () => {
    const text = dxf({ layers: [layer('MURS', 1)], entities: [line('MURS', [0, 0], [1, 0])] }).replace(
      '  0\nTABLE\n  2\nLAYER\n',
      groupsText([
        [0, 'TABLE'],
        [2, 'LTYPE'],
        [70, 1],
        [0, 'LTYPE'],
        [2, 'TIRETS'],
        [49, 5],
        [0, 'ENDTAB'],
      ]) + '  0\nTABLE\n  2\nLAYER\n',
    );
    const d = readDxf(text);
    expect(d.layers.map((l) => [l.name, l.color])).toEqual([['MURS', '#ff0000']]);
    expect(d.modelSpace).toHaveLength(1);
  });

  it('reads a file with blank lines before its first group, a byte-order mark, or old Mac line ends', () => {
    const text = dxf({ layers: [layer('0', 7)], entities: [line('0', [0, 0], [1, 0])] });
    expect(readDxf('\n\r\n' + text).modelSpace).toHaveLength(1);
    expect(readDxf(bytes('\u00ef\u00bb\u00bf' + text)).modelSpace).toHaveLength(1);
    expect(readDxf(text.replace(/\n/g, '\r')).modelSpace).toHaveLength(1);
  });

  it('draws a spline that has only fit points as a smooth curve through them', () => {
    const fit = [
      [0, 0],
      [10, 5],
      [20, 0],
    ].flatMap(
      ([x, y]) =>
        [
          [11, x],
          [21, y],
          [31, 0],
        ] as Group[],
    );
    const d = drawing([[[0, 'SPLINE'], [8, '0'], [70, 8], [71, 3], [74, 3], ...fit]]);
    const points = must(only(d, 'spline')[0]).points;
    expect(points.length).toBeGreaterThan(3);
    for (const [x, y] of [
      [0, 0],
      [10, 5],
      [20, 0],
    ] as const) {
      expect(Math.min(...points.map((p) => Math.hypot(p.x - x, p.y - y)))).toBeLessThan(1e-9);
    }
    expect(Math.max(...points.map((p) => p.y))).toBeCloseTo(5, 6);
  });
});

describe('readDxf: blocks', () => {
  const d = readDxf(bytes(syntheticBlocks()));

  it('keeps nested block definitions, model and paper space blocks apart', () => {
    const names = d.blocks.map((b) => b.name);
    expect(names).toEqual(['C_VIS', 'B_MIL', 'A_HAUT', 'PORTE_DYN', '*U1', '*U2', '*U3', 'GRILLE', 'ATT_BLK']);
    const a = must(d.blocks.find((b) => b.name === 'A_HAUT'));
    expect(a.entities.filter((e) => e.kind === 'insert').map((e) => (e as CadInsert).block)).toEqual([
      'B_MIL',
      'B_MIL',
    ]);
    const b = must(d.blocks.find((x) => x.name === 'B_MIL'));
    expect(b.base).toEqual({ x: 5, y: 5 });
    expect(b.entities.filter((e) => e.kind === 'insert').map((e) => (e as CadInsert).block)).toEqual([
      'C_VIS',
      'C_VIS',
    ]);
  });

  it("names a dynamic block's *U copies by the dynamic block: from the record's xdata, or the INSERT's dictionary", () => {
    const effective = Object.fromEntries(d.blocks.map((b) => [b.name, b.effectiveName]));
    expect(effective['*U1']).toBe('PORTE_DYN');
    expect(effective['*U2']).toBe('PORTE_DYN');
    expect(effective['*U3']).toBe('PORTE_DYN');
    expect(d.blocks.find((b) => b.name === '*U1')?.anonymous).toBe(true);
    expect(d.blocks.find((b) => b.name === 'PORTE_DYN')?.anonymous).toBe(false);
  });

  it('finds a block referenced by another case of its name (AutoCAD ignores it)', () => {
    const d = drawing([insert('0', 'porte', [0, 0])], {
      blocks: [{ name: 'PORTE', entities: [line('0', [0, 0], [1, 0])] }],
    });
    expect(only(d, 'insert')[0]?.block).toBe('PORTE');
  });

  it('leaves an anonymous block without any link under its own name', () => {
    const solo = drawing([insert('0', '*U9', [0, 0])], {
      blockRecords: [blockRecord('*U9', 'A0')],
      blocks: [{ name: '*U9', flags: 1, entities: [line('0', [0, 0], [1, 0])] }],
    });
    expect(solo.blocks[0]?.effectiveName).toBe('*U9');
  });

  it('attaches ATTRIBs to their INSERT, invisible ones left out, and drops non-constant ATTDEFs', () => {
    const ref = d.modelSpace.find((e) => e.kind === 'insert' && e.block === 'ATT_BLK') as CadInsert;
    expect(ref.attributes.map((a) => a.text)).toEqual(['P12']);
    expect(ref.attributes[0]).toMatchObject({ type: 'ATTRIB', kind: 'text', height: 2.5 });
    expect(d.blocks.find((b) => b.name === 'ATT_BLK')?.entities.map((e) => e.type)).toEqual(['CIRCLE']);
  });

  it('reads hatch boundaries: polyline paths with bulges, edge paths (lines, arcs, ellipses, splines), holes', () => {
    const hatches = only(d, 'hatch');
    expect(hatches).toHaveLength(3);
    const [bulged, edges, spline] = hatches as [CadHatch, CadHatch, CadHatch];
    expect(bulged.solid).toBe(true);
    expect(bulged.loops.map((l) => l.external)).toEqual([true, false]);
    // 200 × 200 and a half disc of radius 100 on top, less a hole of radius 25.
    expect(hatchArea(bulged)).toBeCloseTo(200 * 200 + (Math.PI * 100 * 100) / 2 - Math.PI * 25 * 25, 6);
    // A quarter disc of radius 100 and a quarter ellipse 50 × 100, less a whole circle of radius 10.
    expect(edges.pattern).toBe('ANSI31');
    expect(hatchArea(edges) / (Math.PI * 100 * 25 + Math.PI * 50 * 25 - Math.PI * 100)).toBeCloseTo(1, 4);
    // A clockwise arc from 150° to 30° over the top (radius 50), then the cubic spline down to y = −35 and back.
    const loop = must(spline.loops[0]);
    const start = must(loop.vertices[0]);
    expectCloseTo(start, 2000 - 50 * Math.cos(Math.PI / 6), 25);
    expect(start.bulge).toBeCloseTo(-Math.tan(Math.PI / 6), 9);
    expect(Math.min(...loop.vertices.map((v) => v.y))).toBeCloseTo(-35, 2);
    // The circular segment over the chord, and the area between the chord and the Bézier: 3/5 of its control box.
    const segment = 1250 * ((2 * Math.PI) / 3 - Math.sin((2 * Math.PI) / 3));
    const bezier = 0.6 * (100 * Math.cos(Math.PI / 6)) * 80;
    expect(hatchArea(spline) / (segment + bezier)).toBeCloseTo(1, 4);
  });

  it('runs a clockwise ellipse edge from its first point to its last (stored as complements)', () => {
    const lineEdge = (a: [number, number], b: [number, number]): Group[] => [
      [72, 1],
      [10, a[0]],
      [20, a[1]],
      [11, b[0]],
      [21, b[1]],
    ];
    const h = drawing([
      [
        [0, 'HATCH'],
        [8, '0'],
        [2, 'SOLID'],
        [70, 1],
        [91, 1],
        [92, 1],
        [93, 6],
        ...lineEdge([-200, 0], [-100, 0]),
        // The upper half of an ellipse 100 × 50, clockwise from (−100, 0) to (100, 0): parameters 180° → 0°.
        [72, 3],
        [10, 0],
        [20, 0],
        [11, 100],
        [21, 0],
        [40, 0.5],
        [50, 180],
        [51, 360],
        [73, 0],
        ...lineEdge([100, 0], [200, 0]),
        ...lineEdge([200, 0], [200, -50]),
        ...lineEdge([200, -50], [-200, -50]),
        ...lineEdge([-200, -50], [-200, 0]),
        [97, 0],
        [75, 0],
        [76, 1],
        [98, 0],
      ],
    ]);
    const hatch = must(only(h, 'hatch')[0]);
    expect(hatchArea(hatch) / (400 * 50 + (Math.PI * 100 * 50) / 2)).toBeCloseTo(1, 4);
  });

  it('counts the types it does not draw, unknown ones included, and leaves paper space out', () => {
    expect(d.skipped).toEqual({ '3DSOLID': 1, WIPEOUT: 1, ACME_CUSTOM: 1 });
    // The one LINE flagged 67 = 1 is not in model space.
    expect(d.modelSpace.filter((e) => e.type === 'LINE')).toHaveLength(5);
  });
});

describe('readDxf: text, colours, layers, units', () => {
  it('turns MTEXT and TEXT codes into plain text', () => {
    const d = readDxf(bytes(syntheticBlocks()));
    const texts = only(d, 'text').map((t) => t.text);
    expect(texts).toContain('Salle\nSurface\u00a0: 12 m²\nØ ⌀50 1/2 rouge \\fin');
    expect(texts).toContain('⌀100 ° ±2');
  });

  it('resolves ACI through the palette (7 as black), true colours, ByBlock and line weights', () => {
    const d = drawing(
      [
        line('0', [0, 0], [1, 0], [[62, 1]]),
        line('0', [0, 0], [1, 0], [[62, 7]]),
        line('0', [0, 0], [1, 0], [[62, 250]]),
        line(
          '0',
          [0, 0],
          [1, 0],
          [
            [62, 5],
            [420, 0x123456],
          ],
        ),
        line('0', [0, 0], [1, 0], [[62, 0]]),
        line(
          '0',
          [0, 0],
          [1, 0],
          [
            [62, 256],
            [370, 50],
          ],
        ),
        line('0', [0, 0], [1, 0], [[370, -3]]),
        line('0', [0, 0], [1, 0], [[370, -1]]),
      ],
      { header: { $LWDEFAULT: 18 } },
    );
    const [red, white, grey, rgb, byBlock, byLayer, lwDefault, lwByLayer] = d.modelSpace;
    expect(red?.color).toBe('#ff0000');
    expect(white?.color).toBe('#000000');
    expect(grey?.color).toBe('#333333');
    expect(rgb?.color).toBe('#123456');
    expect(byBlock?.byBlock).toBe(true);
    expect(byBlock?.color).toBeUndefined();
    expect(byLayer?.color).toBeUndefined();
    expect(byLayer?.lineweight).toBe(0.5);
    expect(lwDefault?.lineweight).toBe(0.18);
    expect(lwByLayer?.lineweight).toBeUndefined();
  });

  it('reads layers: colour (true colour first), off (negative colour), frozen, line weight', () => {
    const d = readDxf(bytes(syntheticBlocks()));
    const byName = Object.fromEntries(d.layers.map((l) => [l.name, l]));
    expect(byName['MURS']).toEqual({ name: 'MURS', color: '#ff0000', lineweight: 0.5, visible: true, frozen: false });
    expect(byName['CLOISONS']?.color).toBe('#336699');
    expect(byName['ETEINT']).toMatchObject({ visible: false, color: '#ffff00' });
    expect(byName['GELE']).toMatchObject({ visible: true, frozen: true });
    expect(byName['0']?.color).toBe('#000000');
  });

  it('adds a layer that entities use but the table lacks', () => {
    const d = drawing([line('SANS_TABLE', [0, 0], [1, 0])]);
    expect(d.layers.map((l) => l.name)).toEqual(['0', 'SANS_TABLE']);
  });

  it('puts an entity on the table’s layer whatever the case of its name (AutoCAD ignores it)', () => {
    const d = drawing([line('murs', [0, 0], [1, 0])], { layers: [layer('0', 7), layer('MURS', 1)] });
    expect(d.modelSpace[0]?.layer).toBe('MURS');
    expect(d.layers.map((l) => l.name)).toEqual(['0', 'MURS']);
  });

  it.each([
    [4, 'mm'],
    [5, 'cm'],
    [6, 'm'],
    [1, 'inch'],
    [2, 'foot'],
    [0, null],
    [3, null],
  ] as const)('maps $INSUNITS %i to %s', (code, unit) => {
    const d = drawing([line('0', [0, 0], [1, 0])], { header: { $INSUNITS: code } });
    expect(d.units).toBe(unit);
    expect(d.insUnits).toBe(code);
  });

  it('says null for both when $INSUNITS is absent, and gives $ACADVER', () => {
    const d = drawing([line('0', [0, 0], [1, 0])]);
    expect(d.units).toBeNull();
    expect(d.insUnits).toBeNull();
    expect(d.version).toBe('AC1015');
    expect(d.format).toBe('dxf');
  });

  it('decodes bytes by $DWGCODEPAGE before AutoCAD 2007, as UTF-8 from AC1021 on', () => {
    const text = (version: string) =>
      dxf({ header: { $ACADVER: version }, layers: [layer('Pièce', 7)], entities: [line('Pièce', [0, 0], [1, 0])] });
    expect(readDxf(bytes(text('AC1015'), 'latin1')).layers[0]?.name).toBe('Pièce');
    expect(readDxf(bytes(text('AC1021'), 'utf8')).layers[0]?.name).toBe('Pièce');
  });

  it('takes a Uint8Array as well as an ArrayBuffer (a view into a larger buffer included)', () => {
    const text = dxf({ layers: [layer('0', 7)], entities: [line('0', [0, 0], [1, 0])] });
    const padded = Buffer.from('XXXX' + text, 'latin1');
    const view = new Uint8Array(padded.buffer, padded.byteOffset + 4, padded.byteLength - 4);
    expect(readDxf(view).modelSpace).toHaveLength(1);
  });

  it('reports progress, ending with every line done', () => {
    const calls: [number, number][] = [];
    readDxf(bytes(syntheticBlocks()), { onProgress: (done, total) => calls.push([done, total]) });
    expect(calls.length).toBeGreaterThan(1);
    const [lastDone, lastTotal] = must(calls[calls.length - 1]);
    expect(lastDone).toBe(lastTotal);
    expect(calls.every(([done, total]) => done <= total)).toBe(true);
  });
});

describe('readDxf: errors', () => {
  const code = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(CadReadError);
      return (error as CadReadError).code;
    }
    return 'no error';
  };
  const ok = dxf({ layers: [layer('0', 7)], entities: [line('0', [0, 0], [1, 0])] });

  it('notCad: text that is not a DXF, and a DWG', () => {
    expect(code(() => readDxf('Bonjour, ceci est une lettre.\n'))).toBe('notCad');
    expect(code(() => readDxf(bytes('AC1015\u0000\u0000\u0000\u0000')))).toBe('notCad');
    expect(code(() => readDxf(bytes('%PDF-1.7\n')))).toBe('notCad');
  });

  it('tooLarge: over CAD_LIMITS.dxfBytes, refused unread', () => {
    // Only its size is looked at before refusing: a stand-in spares the test 200 MB.
    const huge = { byteLength: CAD_LIMITS.dxfBytes + 1 } as ArrayBuffer;
    expect(code(() => readDxf(huge))).toBe('tooLarge');
  });

  it('accepts an EOF followed by a DOS end-of-file mark or padding', () => {
    expect(code(() => readDxf(ok + '\u001a'))).toBe('no error');
    expect(code(() => readDxf(ok + '\r\n\u0000\u0000'))).toBe('no error');
  });

  it('unsupportedVersion: a binary DXF', () => {
    expect(code(() => readDxf(bytes('AutoCAD Binary DXF\r\n\u001a\u0000')))).toBe('unsupportedVersion');
  });

  it('truncated: a file cut short, anywhere', () => {
    expect(code(() => readDxf(ok.slice(0, Math.floor(ok.length / 2))))).toBe('truncated');
    expect(code(() => readDxf(ok.slice(0, ok.indexOf('ENTITIES') + 12)))).toBe('truncated');
    // An EOF but a section never ended.
    const cut = ok.slice(0, ok.lastIndexOf('  0\nENDSEC')) + groupsText([[0, 'EOF']]);
    expect(code(() => readDxf(cut))).toBe('truncated');
  });

  it('emptyModel: nothing drawable in model space nor in any layout (skipped types and viewports do not count)', () => {
    expect(code(() => readDxf(syntheticNothingDrawn()))).toBe('emptyModel');
    expect(
      code(() =>
        drawing([
          [
            [0, 'VIEWPORT'],
            [8, '0'],
            [67, 1],
            [10, 0],
            [20, 0],
            [40, 100],
            [41, 100],
            [69, 2],
            [45, 1000],
          ],
        ]),
      ),
    ).toBe('emptyModel');
    expect(
      code(() =>
        drawing([
          [
            [0, '3DSOLID'],
            [8, '0'],
          ],
        ]),
      ),
    ).toBe('emptyModel');
    expect(code(() => drawing([]))).toBe('emptyModel');
    // A reference to a block drawing nothing draws nothing.
    expect(code(() => drawing([insert('0', 'VIDE', [0, 0])], { blocks: [{ name: 'VIDE', entities: [] }] }))).toBe(
      'emptyModel',
    );
  });

  it('a plan drawn on paper only is read: model space empty, its layouts with their entities (no emptyModel)', () => {
    // A line in paper space (67 = 1) without LAYOUT objects: the one paper space, « Layout1 ».
    const r12 = drawing([line('0', [0, 0], [1, 0], [[67, 1]])]);
    expect(r12.modelSpace).toEqual([]);
    expect(r12.layouts?.map((l) => [l.name, l.entities.length])).toEqual([['Layout1', 1]]);
    const d = readDxf(bytes(syntheticPaperOnly()));
    expect(d.modelSpace).toEqual([]);
    expect(d.layouts?.map((l) => [l.name, l.tabOrder, l.entities.length, l.viewports.length])).toEqual([
      ['A1 - Plan', 1, 7, 0],
      ['A3 - Cartouche', 2, 3, 1],
      ['Fenêtre seule', 3, 0, 1],
    ]);
    const a1 = must(d.layouts?.[0]);
    expect(a1.entities.filter((e) => e.kind === 'insert').map((e) => (e as CadInsert).block)).toEqual([
      'PORTE_90',
      'PORTE_90',
    ]);
    expect(d.blocks.map((b) => b.name)).toEqual(['PORTE_90']);
  });

  it('tooComplex: paper space counts with model space (a layout is drawn too)', () => {
    const huge = insert('0', 'B', [0, 0], {
      minsert: { columns: 1000, rows: 1000, columnSpacing: 1, rowSpacing: 1 },
      extra: [[67, 1]],
    });
    expect(
      code(() =>
        drawing([huge, huge, huge], {
          blocks: [{ name: 'B', entities: [line('0', [0, 0], [1, 0]), line('0', [0, 0], [1, 0])] }],
        }),
      ),
    ).toBe('tooComplex');
  });

  it('tooComplex: over CAD_LIMITS once references are expanded', () => {
    const huge = insert('0', 'B', [0, 0], { minsert: { columns: 1000, rows: 1000, columnSpacing: 1, rowSpacing: 1 } });
    const nested = [huge, huge, huge].map((g) => g);
    expect(
      code(() =>
        drawing(nested, {
          blocks: [{ name: 'B', entities: [line('0', [0, 0], [1, 0]), line('0', [0, 0], [1, 0])] }],
        }),
      ),
    ).toBe('tooComplex');
    expect(code(() => drawing([line('0', [0, 0], [1, 0])]))).toBe('no error');
  });
});

describe('readDxf: a multiline’s style (MLINESTYLE in OBJECTS)', () => {
  // Square start cap, round end cap, joints shown and fill on; a red outer face and a ByLayer inner one.
  const flags = 16 | 1024 | 2 | 1;
  const objects = [
    mlineStyleObject('A1', 'MUR20', flags, [
      [100, 1],
      [-100, 256],
    ]),
    mlineStyleObject('A2', 'PLAIN', 0, [
      [50, 256],
      [-50, 256],
    ]),
  ];
  const path: [number, number][] = [
    [0, 0],
    [5000, 0],
    [5000, 3000],
  ];
  const read = (entities: Group[][]) => readDxf(dxf({ layers: [layer('0', 7), layer('MURS', 7)], entities, objects }));

  it('reads the style its 340 names, and draws its caps, joints and fill as decorations outside the lengths', () => {
    const d = read([mline('MURS', { handle: 'A1', name: 'MUR20' }, path, [100, -100], { angles: [45, 90] })]);
    const parts = d.modelSpace;
    expect(parts.map((e) => [e.kind, e.handle.replace(/^[0-9A-F]+/, 'H'), e.decoration ?? false])).toEqual([
      ['hatch', 'H~f', true],
      ['polyline', 'H', false],
      ['polyline', 'H~1', false],
      ['line', 'H~s', true],
      ['line', 'H~sb', true],
      ['line', 'H~m1', true],
      ['line', 'H~m1b', true],
      ['arc', 'H~er', true],
      ['arc', 'H~erb', true],
    ]);
    expect(parts.map((e) => e.color)).toEqual([
      undefined,
      '#ff0000',
      undefined,
      '#ff0000',
      undefined,
      '#ff0000',
      undefined,
      undefined,
      '#ff0000',
    ]);
    // The 45° start: its cap from the left face’s first point to the right one’s, along the start's miter.
    const [, left, right, capTop, capBottom] = parts;
    if (left?.kind !== 'polyline' || right?.kind !== 'polyline') throw new Error('elements');
    if (capTop?.kind !== 'line' || capBottom?.kind !== 'line') throw new Error('cap');
    expectCloseTo(capTop.a, must(left.vertices[0]).x, must(left.vertices[0]).y);
    expectCloseTo(capBottom.a, must(right.vertices[0]).x, must(right.vertices[0]).y);
    expectCloseTo(must(left.vertices[0]), 100, 100);
    expectCloseTo(capTop.b, 0, 0);
    // Only the two faces are measured, caps and joints left out: the left face (100, 100) → (4900, 100) →
    // (4900, 3000), 7.7 m; the right one (−100, −100) → (5100, −100) → (5100, 3000), 8.3 m.
    const { placement } = placeDrawing(d, 'mm', 'file');
    const murs = must(layerGeometry(d, placement).find((l) => l.layer === 'MURS'));
    expect(murs.lengths).toHaveLength(2);
    expect(murs.areas).toEqual([]);
    expect(murs.metres).toBeCloseTo(16, 9);
  });

  it('finds the style by its name when the handle is not there; draws the elements only when neither is', () => {
    const byName = read([mline('MURS', { handle: 'FF', name: 'mur20' }, path, [100, -100])]);
    expect(byName.modelSpace.filter((e) => e.decoration)).not.toHaveLength(0);
    const plain = read([mline('MURS', { handle: 'A2', name: 'PLAIN' }, path, [50, -50])]);
    expect(plain.modelSpace.map((e) => e.kind)).toEqual(['polyline', 'polyline']);
    const none = read([mline('MURS', { handle: 'FF', name: 'NOWHERE' }, path, [50, -50])]);
    expect(none.modelSpace.map((e) => [e.kind, e.decoration])).toEqual([
      ['polyline', undefined],
      ['polyline', undefined],
    ]);
  });

  it('draws no cap the MLINE suppresses nor any on a closed one', () => {
    const suppressed = read([mline('MURS', { handle: 'A1', name: 'MUR20' }, path, [100, -100], { flags: 4 | 8 })]);
    expect(suppressed.modelSpace.filter((e) => e.decoration).map((e) => e.handle.replace(/^[0-9A-F]+/, 'H'))).toEqual([
      'H~f',
      'H~m1',
      'H~m1b',
    ]);
    const closed = read([
      mline('MURS', { handle: 'A1', name: 'MUR20' }, [...path, [0, 3000]], [100, -100], { flags: 2 }),
    ]);
    const handles = closed.modelSpace.filter((e) => e.decoration).map((e) => e.handle.replace(/^[0-9A-F]+/, 'H'));
    expect(handles.filter((h) => /~[se]/.test(h))).toEqual([]);
    expect(handles.filter((h) => /~m\d+$/.test(h))).toEqual(['H~m0', 'H~m1', 'H~m2', 'H~m3']);
  });
});

const SHARED = '/work/shared/testdata/plans/raumzeitlabor-floorplan.dxf';

describe('readDxf: real files', () => {
  it('reads the LibreDWG example (AutoCAD 2000)', () => {
    const d = readDxf(bytes(readFileSync('tests/fixtures/cad/libredwg-example_2000.dxf').toString('latin1')));
    expect(d.version).toBe('AC1015');
    expect(d.units).toBe('mm');
    expect(d.layers.map((l) => l.name)).toEqual(['0', 'Tavolo 2', 'Tavolo 3', 'Defpoints', 'ADSK_SYSTEM_LIGHTS']);
    expect(d.blocks).toHaveLength(13);
    const inserts = only(d, 'insert').filter((e) => e.type === 'INSERT');
    expect(inserts).toHaveLength(10);
    expect(only(d, 'hatch')).toHaveLength(1);
    expect(inserts.flatMap((i) => i.attributes)).toHaveLength(2);
    expect(d.skipped['3DSOLID']).toBe(1);
  });

  it('draws the example’s multiline as its two elements: closed polylines on its layer, each vertex moved along its miter', () => {
    const d = readDxf(bytes(readFileSync('tests/fixtures/cad/libredwg-example_2000.dxf').toString('latin1')));
    const parts = d.modelSpace.filter((e) => e.type === 'MLINE');
    expect(parts.map((e) => [e.kind, e.handle, e.layer])).toEqual([
      ['polyline', '75C', 'Tavolo 3'],
      ['polyline', '75C~1', 'Tavolo 3'],
    ]);
    expect(d.skipped.MLINE).toBeUndefined();
    const [axis, face] = parts as Extract<CadEntity, { kind: 'polyline' }>[];
    expect(axis?.closed).toBe(true);
    expect(axis?.vertices).toHaveLength(4);
    // Its first vertex (3467.90, 1494.54), the second element 35.955 along the miter (−0.98100, 0.19403).
    expect(axis?.vertices[0]?.x).toBeCloseTo(3467.902645866067, 9);
    expect(face?.vertices[0]?.x).toBeCloseTo(3467.902645866067 + -0.9809965832871569 * -35.95547762498612, 9);
    expect(face?.vertices[0]?.y).toBeCloseTo(1494.544556500557 + 0.1940250076122252 * -35.95547762498612, 9);
  });

  it.skipIf(!existsSync(SHARED))('reads the raumzeitlabor floor plan (AC1021, UTF-8, no blocks)', () => {
    const d = readDxf(bytes(readFileSync(SHARED).toString('latin1')));
    expect(d.version).toBe('AC1021');
    expect(d.layers).toHaveLength(9);
    expect(d.blocks.filter((b) => !b.anonymous)).toHaveLength(0);
    expect(only(d, 'line')).toHaveLength(160);
    expect(only(d, 'arc')).toHaveLength(1);
  });
});

describe('readDxf: the large sections given to dxf-parser in pieces', () => {
  const fixtures = [
    'libredwg-example_2000.dxf',
    'synthetic-blocks.dxf',
    'synthetic-layouts.dxf',
    'synthetic-paper-only.dxf',
    'synthetic-unitless.dxf',
  ];
  for (const file of fixtures) {
    it(`reads ${file} the same, cut in pieces of 200 characters or whole`, () => {
      const data = bytes(readFileSync(`tests/fixtures/cad/${file}`).toString('latin1'));
      const whole = readDxf(data, { pieceChars: Number.MAX_SAFE_INTEGER });
      const pieces = readDxf(data, { pieceChars: 200 });
      expect(pieces).toEqual(whole);
      expect(whole.modelSpace.length + (whole.layouts?.length ?? 0)).toBeGreaterThan(0);
    });
  }

  it('never cuts a polyline from its vertices nor an insert from its attributes', () => {
    const polyline: Group[] = [
      [0, 'POLYLINE'],
      [5, 'A1'],
      [8, '0'],
      [66, 1],
      [70, 1],
    ];
    for (const [x, y] of [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as const) {
      polyline.push([0, 'VERTEX'], [8, '0'], [10, x], [20, y], [30, 0]);
    }
    polyline.push([0, 'SEQEND'], [8, '0']);
    const many = Array.from({ length: 30 }, () => polyline.map(([c, v]) => [c, v] as Group));
    const d = drawing(many);
    expect(readDxf(dxf({ layers: [layer('0', 7)], entities: many }), { pieceChars: 40 })).toEqual(d);
    expect(only(d, 'polyline')).toHaveLength(30);
    expect(only(d, 'polyline').every((p) => p.vertices.length === 4)).toBe(true);
  });

  it('finds the groups a piece ends at whatever the values look like (a layer or a text named « 0 »)', () => {
    const tricky: Group[][] = [];
    for (let i = 0; i < 40; i++) {
      tricky.push([
        [0, 'TEXT'],
        [5, `T${i}`],
        [8, '0'],
        [10, i],
        [20, 0],
        [40, 1],
        [1, '0'],
      ]);
      tricky.push(line('0', [i, 0], [i, 1]));
    }
    const whole = drawing(tricky);
    for (const size of [1, 7, 33, 90]) {
      expect(readDxf(dxf({ layers: [layer('0', 7)], entities: tricky }), { pieceChars: size })).toEqual(whole);
    }
  });

  it('reports progress over the whole text when read in pieces', () => {
    const calls: [number, number][] = [];
    const data = bytes(readFileSync('tests/fixtures/cad/libredwg-example_2000.dxf').toString('latin1'));
    readDxf(data, { pieceChars: 500, onProgress: (done, total) => calls.push([done, total]) });
    expect(calls.length).toBeGreaterThan(2);
    const totals = new Set(calls.map(([, total]) => total));
    expect(totals.size).toBe(1);
    for (let i = 1; i < calls.length; i++) expect(must(calls[i])[0]).toBeGreaterThanOrEqual(must(calls[i - 1])[0]);
    expect(must(calls[calls.length - 1])[0]).toBe(must(calls[0])[1]);
  });
});

describe('readDxf: a model space whose texts pass what a sheet may hold', () => {
  /** `n` labels in model space (one line of text each, 2 pdf.js operators on the sheet), then `paper` in paper space. */
  const labelled = (n: number, paper = 0) => {
    const entities: Group[][] = [line('MURS', [0, 0], [1000, 0])];
    for (let i = 0; i < n; i++) entities.push(textGroups('TEXTES', `P${i}`, [i * 10, 0], 2.5));
    for (let i = 0; i < paper; i++) entities.push(textGroups('TEXTES', `C${i}`, [i * 10, 0], 2.5, [[67, 1]]));
    return dxf({ layers: [layer('MURS', 1), layer('TEXTES', 7)], entities });
  };

  it('stops reading at the piece where model space’s texts make the limit certain', () => {
    const file = labelled(600);
    const seen: number[] = [];
    let error: unknown;
    try {
      readDxf(file, { pieceChars: 2000, maxPageOperators: 400, onProgress: (done) => seen.push(done) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CadReadError);
    expect(error).toMatchObject({ code: 'tooManyOperators' });
    // 201 labels are 402 operators: the read stopped well before the file's end.
    expect(Math.max(...seen)).toBeLessThan(file.length / 2);
  });

  it('reads the file whole at the limit, and counts neither paper space’s texts nor a limit it does not reach', () => {
    // 2 to start, 2 a label, 1 for the line's path: 403 operators for certain.
    expect(readDxf(labelled(200), { pieceChars: 2000, maxPageOperators: 403 }).modelSpace).toHaveLength(201);
    expect(readDxf(labelled(200, 300), { pieceChars: 2000, maxPageOperators: 403 }).modelSpace).toHaveLength(201);
    expect(() => readDxf(labelled(200), { pieceChars: 2000, maxPageOperators: 402 })).toThrow(CadReadError);
    expect(readDxf(labelled(600), { pieceChars: 2000 }).modelSpace).toHaveLength(601);
  });

  it('stops reading at the entity where pattern hatches and blocks’ contents make the limit certain', () => {
    // 150 pattern hatches (4 operators each), then references to a block holding a label and a pattern hatch (6 each).
    const hatches: Group[][] = [];
    for (let i = 0; i < 150; i++) {
      hatches.push(
        patternHatch('SOLS', [
          [i * 10, 0],
          [i * 10 + 5, 0],
          [i * 10 + 5, 5],
        ]),
      );
    }
    const marks: Group[][] = [];
    for (let i = 0; i < 200; i++) marks.push(insert('MURS', 'REPERE', [i * 10, 100]));
    const file = dxf({
      layers: [layer('MURS', 1), layer('SOLS', 3)],
      blocks: [
        {
          name: 'REPERE',
          entities: [
            textGroups('0', 'R', [0, 0], 2.5),
            patternHatch('0', [
              [0, 0],
              [1, 0],
              [1, 1],
            ]),
          ],
        },
      ],
      entities: [...hatches, ...marks],
    });
    const seen: number[] = [];
    const read = (limit: number) =>
      readDxf(file, { pieceChars: 2000, maxPageOperators: limit, onProgress: (done) => seen.push(done) });
    // 2 + 150 × 4 = 602: past 500 among the hatches, before any reference.
    expect(() => read(500)).toThrow(expect.objectContaining({ code: 'tooManyOperators' }));
    // ENTITIES is read last and ends the file: the read stopped before the first reference.
    expect(Math.max(...seen)).toBeLessThan(file.indexOf('INSERT', file.indexOf('ENTITIES')));
    // 602 + 200 × 6 = 1,802 for certain; the sheet's exact count is a little more: read whole at that limit.
    expect(() => read(1801)).toThrow(expect.objectContaining({ code: 'tooManyOperators' }));
    expect(read(1802).modelSpace).toHaveLength(350);
  });
});
