/**
 * Synthetic DXF fixtures, our own and redistributable (issue 28), for what the LibreDWG example lacks: blocks nested
 * three deep, a dynamic block with two `*U` copies named by their block records' xdata and a third named only by its
 * INSERT's extension dictionary, a MINSERT 3 × 4, hatches with holes and bulged or curved boundaries, closed polylines
 * with bulges, an arc and an INSERT with a −Z extrusion, layers off and frozen, a true colour, attributes, MTEXT
 * codes, $INSUNITS 4 (mm) — a unitless drawing, a drawing laid out on paper, and one drawn on paper only (model space
 * empty).
 *
 * Usage: `npx tsx scripts/cad/make-dxf.ts` writes tests/fixtures/cad/synthetic-*.dxf (then run scripts/cad/truth.ts).
 * `dxf()` and the entity helpers are exported for unit tests that need small DXFs inline.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Group = readonly [number, string | number];

/** A DXF text from its groups (code right-aligned on 3 characters, as AutoCAD writes them). */
export function groupsText(groups: readonly Group[]): string {
  let out = '';
  for (const [code, value] of groups) out += `${String(code).padStart(3, ' ')}\n${value}\n`;
  return out;
}

let nextHandle = 0x100;
export function handle(): string {
  return (nextHandle++).toString(16).toUpperCase();
}

export interface DxfParts {
  header?: Record<string, string | number>;
  layers?: readonly Group[][];
  blockRecords?: readonly Group[][];
  blocks?: readonly {
    name: string;
    handle?: string;
    flags?: number;
    base?: [number, number];
    /** An external reference's path (group 1; `flags` 4 marks it as one). */
    xrefPath?: string;
    entities: Group[][];
  }[];
  entities?: readonly Group[][];
  objects?: readonly Group[][];
}

/** A whole R2000 DXF file from its parts. */
export function dxf(parts: DxfParts): string {
  const g: Group[] = [];
  g.push([999, 'Metr synthetic fixture (scripts/cad/make-dxf.ts)']);
  g.push([0, 'SECTION'], [2, 'HEADER']);
  const header = { $ACADVER: 'AC1015', $DWGCODEPAGE: 'ANSI_1252', ...parts.header };
  for (const [name, value] of Object.entries(header)) {
    g.push([9, name], [typeof value === 'number' ? 70 : name === '$DWGCODEPAGE' ? 3 : 1, value]);
  }
  g.push([0, 'ENDSEC']);
  g.push([0, 'SECTION'], [2, 'TABLES']);
  g.push([0, 'TABLE'], [2, 'LAYER'], [70, parts.layers?.length ?? 0]);
  for (const layer of parts.layers ?? []) g.push([0, 'LAYER'], ...layer);
  g.push([0, 'ENDTAB']);
  g.push([0, 'TABLE'], [2, 'BLOCK_RECORD'], [70, parts.blockRecords?.length ?? 0]);
  for (const record of parts.blockRecords ?? []) g.push([0, 'BLOCK_RECORD'], ...record);
  g.push([0, 'ENDTAB']);
  g.push([0, 'ENDSEC']);
  g.push([0, 'SECTION'], [2, 'BLOCKS']);
  for (const block of parts.blocks ?? []) {
    const [bx, by] = block.base ?? [0, 0];
    g.push([0, 'BLOCK'], [5, block.handle ?? handle()], [8, '0'], [2, block.name], [70, block.flags ?? 0]);
    g.push([10, bx], [20, by], [30, 0], [3, block.name], [1, block.xrefPath ?? '']);
    for (const e of block.entities) g.push(...e);
    g.push([0, 'ENDBLK'], [5, handle()], [8, '0']);
  }
  g.push([0, 'ENDSEC']);
  g.push([0, 'SECTION'], [2, 'ENTITIES']);
  for (const e of parts.entities ?? []) g.push(...e);
  g.push([0, 'ENDSEC']);
  if (parts.objects) {
    g.push([0, 'SECTION'], [2, 'OBJECTS']);
    for (const o of parts.objects) g.push(...o);
    g.push([0, 'ENDSEC']);
  }
  g.push([0, 'EOF']);
  return groupsText(g);
}

// ───────────────────────────── Entity helpers ─────────────────────────────

type Extra = readonly Group[];

/** LAYER; `flags` 1 is frozen; a negative colour is off. */
export function layer(name: string, color: number, extra: Extra = [], flags = 0): Group[] {
  return [[5, handle()], [2, name], [70, flags], [62, color], [6, 'CONTINUOUS'], ...extra];
}

/**
 * A HELIX as AutoCAD writes it: its curve as AcDbSpline (a clamped cubic B-spline, `perTurn` control points a turn
 * rising `height` a turn, placed so that the curve passes at `radius` from the axis at every knot), then AcDbHelix
 * with its axis, start point, radius, turns and turn height — groups 10/20/30 and 40 again, which are not the
 * spline's.
 */
export function helix(
  layerName: string,
  center: [number, number],
  radius: number,
  turns: number,
  height: number,
  perTurn = 16,
): Group[] {
  const n = Math.round(turns * perTurn) + 1;
  const step = (2 * Math.PI) / perTurn;
  // A uniform cubic B-spline's knot point is (P₋ + 4P + P₊) / 6: on a circle of R·6 / (4 + 2 cos step) it is at R.
  const r = (radius * 6) / (4 + 2 * Math.cos(step));
  const control: [number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    control.push([center[0] + r * Math.cos(i * step), center[1] + r * Math.sin(i * step), (height * i) / perTurn]);
  }
  // Knots in radians of turn, as AutoCAD writes them (its last one, 2π × turns, is then above a small radius).
  const knots = [0, 0, 0, 0];
  for (let i = 1; i < n - 3; i++) knots.push(i * step);
  knots.push(...Array.from({ length: 4 }, () => (n - 3) * step));
  const g: Group[] = [
    [0, 'HELIX'],
    [5, handle()],
    [100, 'AcDbEntity'],
    [8, layerName],
    [100, 'AcDbSpline'],
  ];
  g.push([70, 0], [71, 3], [72, knots.length], [73, n], [74, 0], [42, 1e-9], [43, 1e-10]);
  for (const k of knots) g.push([40, k]);
  for (const [x, y, z] of control) g.push([10, x], [20, y], [30, z]);
  g.push([100, 'AcDbHelix'], [90, 33], [91, 29], [10, center[0]], [20, center[1]], [30, 0]);
  g.push([11, center[0] + radius], [21, center[1]], [31, 0], [12, 0], [22, 0], [32, 1]);
  g.push([40, radius], [41, turns], [42, height], [290, 1], [280, 1]);
  return g;
}

/** A pattern hatch (ANSI31) of one polyline loop. */
export function patternHatch(layerName: string, loop: readonly (readonly [number, number])[]): Group[] {
  const g: Group[] = [
    [0, 'HATCH'],
    [5, handle()],
    [8, layerName],
    [100, 'AcDbHatch'],
    [10, 0],
    [20, 0],
    [30, 0],
  ];
  g.push([210, 0], [220, 0], [230, 1], [2, 'ANSI31'], [70, 0], [71, 0], [91, 1], [92, 3], [72, 0], [73, 1]);
  g.push([93, loop.length]);
  for (const [x, y] of loop) g.push([10, x], [20, y]);
  g.push([97, 0], [75, 0], [76, 1], [52, 0], [41, 1], [77, 0], [78, 0], [98, 0]);
  return g;
}

/**
 * What a large drawing is made of: `plan`, a floor plan's walls, rooms and labels (below); `lines`, LINEs only,
 * scattered in no order over a 1.5 km square (the writer's paths then cut at almost every line: its heaviest case for
 * lines); `hatches`, small pattern hatches on a grid.
 */
export type LargeMix = 'plan' | 'lines' | 'hatches';

/**
 * A large drawing of about `bytes` bytes for the reader's memory bench: a grid of walls (LINE), rooms (closed
 * LWPOLYLINE) and room labels (TEXT) on three layers, in metres — the kinds a floor plan is mostly made of; or, for
 * the refusal bench, lines or hatches only (`mix`).
 */
export function largeDxf(bytes: number, mix: LargeMix = 'plan'): string {
  const entities: Group[][] = [];
  let size = 0;
  // A fixed pseudo-random sequence (a 32-bit LCG): the same file at every run.
  let seed = 28;
  const random = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  for (let i = 0; size < bytes; i++) {
    if (mix !== 'plan') {
      const [x, y] =
        mix === 'lines' ? [random() * 1500, random() * 1500] : [(i % 1000) * 1.5, Math.floor(i / 1000) * 1.5];
      const entity =
        mix === 'lines'
          ? line('MURS', [x, y], [x + 1.234567, y + 0.987654])
          : patternHatch('HACHURES', [
              [x, y],
              [x + 1, y],
              [x + 1, y + 1],
              [x, y + 1],
            ]);
      entities.push(entity);
      size += groupsText(entity).length;
      continue;
    }
    const x = (i % 1000) * 1.5;
    const y = Math.floor(i / 1000) * 1.5;
    const kind = i % 3;
    const entity =
      kind === 0
        ? line('MURS', [x, y], [x + 1.234567, y + 0.987654])
        : kind === 1
          ? lwpolyline(
              'CLOISONS',
              [
                [x, y],
                [x + 1, y],
                [x + 1, y + 1],
                [x, y + 1],
              ],
              true,
            )
          : ([
              [0, 'TEXT'],
              [5, handle()],
              [8, 'TEXTES'],
              [10, x],
              [20, y],
              [30, 0],
              [40, 0.25],
              [1, `Pièce ${i}`],
            ] as Group[]);
    entities.push(entity);
    size += groupsText(entity).length;
  }
  return dxf({
    header: { $INSUNITS: 6 },
    layers: [layer('MURS', 1), layer('CLOISONS', 3), layer('TEXTES', 7), layer('HACHURES', 8)],
    entities,
  });
}

export function line(layerName: string, a: [number, number], b: [number, number], extra: Extra = []): Group[] {
  return [
    [0, 'LINE'],
    [5, handle()],
    [8, layerName],
    ...extra,
    [10, a[0]],
    [20, a[1]],
    [30, 0],
    [11, b[0]],
    [21, b[1]],
    [31, 0],
  ];
}

/** LWPOLYLINE: vertices [x, y, bulge?]. */
export function lwpolyline(
  layerName: string,
  vertices: readonly (readonly [number, number, number?])[],
  closed: boolean,
  extra: Extra = [],
): Group[] {
  const g: Group[] = [
    [0, 'LWPOLYLINE'],
    [5, handle()],
    [8, layerName],
    ...extra,
    [90, vertices.length],
    [70, closed ? 1 : 0],
  ];
  for (const [x, y, bulge] of vertices) {
    g.push([10, x], [20, y]);
    if (bulge) g.push([42, bulge]);
  }
  return g;
}

export function arc(
  layerName: string,
  c: [number, number],
  r: number,
  start: number,
  end: number,
  extra: Extra = [],
): Group[] {
  return [
    [0, 'ARC'],
    [5, handle()],
    [8, layerName],
    ...extra,
    [10, c[0]],
    [20, c[1]],
    [30, 0],
    [40, r],
    [50, start],
    [51, end],
  ];
}

export function circle(layerName: string, c: [number, number], r: number, extra: Extra = []): Group[] {
  return [[0, 'CIRCLE'], [5, handle()], [8, layerName], ...extra, [10, c[0]], [20, c[1]], [30, 0], [40, r]];
}

export interface InsertOptions {
  rotation?: number;
  scale?: [number, number];
  extra?: Extra;
  minsert?: { columns: number; rows: number; columnSpacing: number; rowSpacing: number };
  attribs?: Group[][];
  handle?: string;
}

export function insert(layerName: string, block: string, at: [number, number], o: InsertOptions = {}): Group[] {
  const g: Group[] = [
    [0, o.minsert ? 'MINSERT' : 'INSERT'],
    [5, o.handle ?? handle()],
    ...(o.extra ?? []),
    [8, layerName],
  ];
  if (o.attribs?.length) g.push([66, 1]);
  g.push([2, block], [10, at[0]], [20, at[1]], [30, 0]);
  if (o.scale) g.push([41, o.scale[0]], [42, o.scale[1]], [43, 1]);
  if (o.rotation) g.push([50, o.rotation]);
  if (o.minsert) {
    g.push([70, o.minsert.columns], [71, o.minsert.rows], [44, o.minsert.columnSpacing], [45, o.minsert.rowSpacing]);
  }
  for (const a of o.attribs ?? []) g.push(...a);
  if (o.attribs?.length) g.push([0, 'SEQEND'], [5, handle()], [8, layerName]);
  return g;
}

export function attrib(layerName: string, tag: string, value: string, at: [number, number], flags = 0): Group[] {
  return [
    [0, 'ATTRIB'],
    [5, handle()],
    [8, layerName],
    [10, at[0]],
    [20, at[1]],
    [30, 0],
    [40, 2.5],
    [1, value],
    [2, tag],
    [70, flags],
  ];
}

/** BLOCK_RECORD; `dynamicOf` writes the AcDbBlockRepBTag xdata naming a dynamic block's record. */
export function blockRecord(name: string, recordHandle: string, dynamicOf?: string): Group[] {
  const g: Group[] = [
    [5, recordHandle],
    [100, 'AcDbSymbolTableRecord'],
    [100, 'AcDbBlockTableRecord'],
    [2, name],
  ];
  if (dynamicOf) g.push([1001, 'AcDbBlockRepBTag'], [1070, 1], [1005, dynamicOf]);
  return g;
}

// ───────────────────────────── The fixtures ─────────────────────────────

export function syntheticBlocks(): string {
  nextHandle = 0x100;
  const H = {
    model: '1F',
    paper: '1E',
    c: '30',
    b: '31',
    a: '32',
    dyn: '40',
    u1: '41',
    u2: '42',
    u3: '43',
    grid: '50',
    att: '60',
  };
  const porte = (width: number): Group[][] => [
    line('PORTES', [0, 0], [width, 0]),
    arc('PORTES', [0, 0], width, 0, 90),
    line('0', [0, 0], [0, width]),
  ];
  const squareWithHole: Group[] = [
    [0, 'HATCH'],
    [5, handle()],
    [8, 'HACHURES'],
    [100, 'AcDbHatch'],
    [10, 0],
    [20, 0],
    [30, 0],
    [210, 0],
    [220, 0],
    [230, 1],
    [2, 'SOLID'],
    [70, 1],
    [71, 0],
    [91, 2],
    // The outer boundary: a polyline path, one bulged side (a half circle outwards on the top side).
    [92, 3],
    [72, 1],
    [73, 1],
    [93, 4],
    [10, 0],
    [20, 0],
    [42, 0],
    [10, 200],
    [20, 0],
    [42, 0],
    [10, 200],
    [20, 200],
    [42, 1],
    [10, 0],
    [20, 200],
    [42, 0],
    [97, 0],
    // The hole: a circle of radius 25 as two half-circle bulges.
    [92, 2],
    [72, 1],
    [73, 1],
    [93, 2],
    [10, 75],
    [20, 100],
    [42, 1],
    [10, 125],
    [20, 100],
    [42, 1],
    [97, 0],
    [75, 0],
    [76, 1],
    [98, 0],
  ];
  const edgeHatch: Group[] = [
    [0, 'HATCH'],
    [5, handle()],
    [8, 'HACHURES'],
    [62, 30],
    [100, 'AcDbHatch'],
    [10, 0],
    [20, 0],
    [30, 0],
    [210, 0],
    [220, 0],
    [230, 1],
    [2, 'ANSI31'],
    [70, 0],
    [71, 0],
    [91, 2],
    // Outer: a line, a counter-clockwise quarter arc, a line, an ellipse quarter (270° → 360°) back to the start.
    [92, 1],
    [93, 4],
    [72, 1],
    [10, 1000],
    [20, 0],
    [11, 1100],
    [21, 0],
    [72, 2],
    [10, 1000],
    [20, 0],
    [40, 100],
    [50, 0],
    [51, 90],
    [73, 1],
    [72, 1],
    [10, 1000],
    [20, 100],
    [11, 950],
    [21, 100],
    [72, 3],
    [10, 1000],
    [20, 100],
    [11, 0],
    [21, -100],
    [40, 0.5],
    [50, 270],
    [51, 360],
    [73, 1],
    [97, 0],
    // A hole: a whole circle as one arc edge.
    [92, 16],
    [93, 1],
    [72, 2],
    [10, 1030],
    [20, 30],
    [40, 10],
    [50, 0],
    [51, 360],
    [73, 1],
    [97, 0],
    [75, 1],
    [76, 1],
    [52, 0],
    [41, 1],
    [77, 0],
    [78, 0],
    [98, 0],
  ];
  const splineHatch: Group[] = [
    [0, 'HATCH'],
    [5, handle()],
    [8, 'HACHURES'],
    [100, 'AcDbHatch'],
    [10, 0],
    [20, 0],
    [30, 0],
    [210, 0],
    [220, 0],
    [230, 1],
    [2, 'SOLID'],
    [70, 1],
    [71, 0],
    [91, 1],
    // A clockwise arc edge (angles stored as complements) and a cubic spline edge closing the loop.
    [92, 1],
    [93, 2],
    [72, 2],
    [10, 2000],
    [20, 0],
    [40, 50],
    // Clockwise from 150° to 30° over the top, stored as 360 − 150 and 360 − 30.
    [50, 210],
    [51, 330],
    [73, 0],
    [72, 4],
    [94, 3],
    [73, 0],
    [74, 0],
    [95, 8],
    [96, 4],
    [40, 0],
    [40, 0],
    [40, 0],
    [40, 0],
    [40, 1],
    [40, 1],
    [40, 1],
    [40, 1],
    [10, 2000 + 50 * Math.cos(Math.PI / 6)],
    [20, 25],
    [10, 2000 + 50 * Math.cos(Math.PI / 6)],
    [20, -55],
    [10, 2000 - 50 * Math.cos(Math.PI / 6)],
    [20, -55],
    [10, 2000 - 50 * Math.cos(Math.PI / 6)],
    [20, 25],
    [97, 0],
    [97, 0],
    [75, 0],
    [76, 1],
    [98, 0],
  ];
  const xdictHandle = '70';
  const parts: DxfParts = {
    header: { $INSUNITS: 4 },
    layers: [
      layer('0', 7),
      layer('MURS', 1, [[370, 50]]),
      layer('PORTES', 3),
      layer('CLOISONS', 5, [[420, 0x336699]]),
      layer('ETEINT', -2),
      layer('GELE', 4, [], 1),
      layer('HACHURES', 8),
    ],
    blockRecords: [
      blockRecord('*Model_Space', H.model),
      blockRecord('*Paper_Space', H.paper),
      blockRecord('C_VIS', H.c),
      blockRecord('B_MIL', H.b),
      blockRecord('A_HAUT', H.a),
      blockRecord('PORTE_DYN', H.dyn),
      blockRecord('*U1', H.u1, H.dyn),
      blockRecord('*U2', H.u2, H.dyn),
      blockRecord('*U3', H.u3),
      blockRecord('GRILLE', H.grid),
      blockRecord('ATT_BLK', H.att),
    ],
    blocks: [
      { name: '*Model_Space', entities: [] },
      { name: '*Paper_Space', entities: [] },
      { name: 'C_VIS', entities: [line('0', [0, 0], [10, 0]), circle('0', [5, 0], 2)] },
      {
        name: 'B_MIL',
        base: [5, 5],
        entities: [
          insert('0', 'C_VIS', [5, 5], { rotation: 90 }),
          insert('MURS', 'C_VIS', [25, 5], { scale: [2, 2] }),
          lwpolyline(
            '0',
            [
              [0, 0],
              [20, 0, 0.5],
              [20, 20],
              [0, 20],
            ],
            true,
          ),
        ],
      },
      {
        name: 'A_HAUT',
        entities: [
          insert('0', 'B_MIL', [0, 0]),
          insert('CLOISONS', 'B_MIL', [100, 0], { rotation: 30, scale: [0.5, 0.5] }),
          line('MURS', [0, 0], [0, 300]),
        ],
      },
      { name: 'PORTE_DYN', entities: porte(90) },
      { name: '*U1', flags: 1, entities: porte(80) },
      { name: '*U2', flags: 1, entities: porte(100) },
      { name: '*U3', flags: 1, entities: porte(70) },
      {
        name: 'GRILLE',
        entities: [
          line('0', [0, 0], [10, 0]),
          lwpolyline(
            '0',
            [
              [0, 0],
              [0, 10, -0.25],
            ],
            false,
          ),
        ],
      },
      {
        name: 'ATT_BLK',
        entities: [
          [
            [0, 'ATTDEF'],
            [5, handle()],
            [8, '0'],
            [10, 0],
            [20, 0],
            [30, 0],
            [40, 2.5],
            [1, ''],
            [3, 'Repère'],
            [2, 'REP'],
            [70, 0],
          ],
          circle('0', [0, 0], 5),
        ],
      },
    ],
    entities: [
      line('MURS', [0, 0], [1000, 0]),
      line(
        'MURS',
        [1000, 0],
        [1000, 500],
        [
          [62, 1],
          [370, 35],
        ],
      ),
      line('ETEINT', [0, -10], [100, -10]),
      line('GELE', [0, -20], [100, -20]),
      line('CLOISONS', [0, -30], [100, -30], [[420, 0xff8000]]),
      lwpolyline(
        'MURS',
        [
          [0, 0],
          [100, 0, 1],
          [100, 100],
          [0, 100, -0.41421356237309503],
        ],
        true,
      ),
      lwpolyline(
        'CLOISONS',
        [
          [10, 10, 0.5],
          [50, 10],
          [50, 60],
        ],
        false,
        [
          [210, 0],
          [220, 0],
          [230, -1],
        ],
      ),
      arc('MURS', [50, 50], 10, 0, 90, [
        [210, 0],
        [220, 0],
        [230, -1],
      ]),
      insert('PORTES', 'A_HAUT', [2000, 0]),
      insert('0', 'A_HAUT', [3000, 0], {
        extra: [
          [210, 0],
          [220, 0],
          [230, -1],
        ],
      }),
      insert('PORTES', '*U1', [0, 500]),
      insert('PORTES', '*U2', [200, 500]),
      insert('PORTES', '*U1', [400, 500], { rotation: 90 }),
      insert('CLOISONS', '*U3', [600, 500], {
        extra: [
          [102, '{ACAD_XDICTIONARY'],
          [360, xdictHandle],
          [102, '}'],
        ],
      }),
      insert('PORTES', 'PORTE_DYN', [800, 500]),
      insert('CLOISONS', 'GRILLE', [0, 1000], { minsert: { columns: 4, rows: 3, columnSpacing: 20, rowSpacing: 30 } }),
      insert('0', 'ATT_BLK', [500, 1500], {
        attribs: [attrib('0', 'REP', 'P12', [501, 1500]), attrib('0', 'CACHE', 'secret', [501, 1490], 1)],
      }),
      squareWithHole,
      edgeHatch,
      splineHatch,
      [
        [0, 'MTEXT'],
        [5, handle()],
        [8, '0'],
        [10, 0],
        [20, 2000],
        [30, 0],
        [40, 5],
        [71, 1],
        [3, '{\\fArial|b1|i0;Salle}\\P\\H2.5;Surface\u00a0: 12 m\\U+00B2\\P'],
        [1, 'Ø %%c50 \\S1/2; {\\C1;rouge} \\\\fin'],
      ],
      [
        [0, 'TEXT'],
        [5, handle()],
        [8, '0'],
        [10, 0],
        [20, 1900],
        [30, 0],
        [40, 3],
        [1, '%%c100 %%d %%p2'],
        [50, 45],
      ],
      [
        [0, 'SOLID'],
        [5, handle()],
        [8, 'MURS'],
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
        [0, 'POINT'],
        [5, handle()],
        [8, '0'],
        [10, 7],
        [20, 8],
        [30, 0],
      ],
      [
        [0, 'ELLIPSE'],
        [5, handle()],
        [8, '0'],
        [10, 0],
        [20, 0],
        [30, 0],
        [11, 20],
        [21, 0],
        [31, 0],
        [40, 0.5],
        [41, 0],
        [42, Math.PI],
      ],
      [
        [0, 'SPLINE'],
        [5, handle()],
        [8, 'CLOISONS'],
        [70, 8],
        [71, 3],
        [72, 8],
        [73, 4],
        [74, 0],
        ...([0, 0, 0, 0, 1, 1, 1, 1].map((k) => [40, k]) as Group[]),
        [10, 0],
        [20, 0],
        [30, 0],
        [10, 0],
        [20, 100],
        [30, 0],
        [10, 100],
        [20, 100],
        [30, 0],
        [10, 100],
        [20, 0],
        [30, 0],
      ],
      [
        [0, 'POLYLINE'],
        [5, handle()],
        [8, 'MURS'],
        [66, 1],
        [10, 0],
        [20, 0],
        [30, 0],
        [70, 1],
        [0, 'VERTEX'],
        [5, handle()],
        [8, 'MURS'],
        [10, 0],
        [20, 0],
        [30, 0],
        [42, 1],
        [0, 'VERTEX'],
        [5, handle()],
        [8, 'MURS'],
        [10, 20],
        [20, 0],
        [30, 0],
        [0, 'VERTEX'],
        [5, handle()],
        [8, 'MURS'],
        [10, 20],
        [20, 20],
        [30, 0],
        [0, 'SEQEND'],
        [5, handle()],
        [8, 'MURS'],
      ],
      [
        [0, '3DSOLID'],
        [5, handle()],
        [8, '0'],
        [100, 'AcDbModelerGeometry'],
        [70, 1],
        [1, 'opaque'],
      ],
      [
        [0, 'WIPEOUT'],
        [5, handle()],
        [8, '0'],
        [10, 0],
        [20, 0],
        [30, 0],
      ],
      [
        [0, 'ACME_CUSTOM'],
        [5, handle()],
        [8, '0'],
      ],
      line('0', [0, 0], [50, 50], [[67, 1]]),
    ],
    objects: [
      [
        [0, 'DICTIONARY'],
        [5, 'C'],
        [330, '0'],
        [100, 'AcDbDictionary'],
        [281, 1],
      ],
      [
        [0, 'DICTIONARY'],
        [5, xdictHandle],
        [330, '0'],
        [100, 'AcDbDictionary'],
        [280, 1],
        [281, 1],
        [3, 'AcDbBlockRepresentation'],
        [360, '71'],
      ],
      [
        [0, 'DICTIONARY'],
        [5, '71'],
        [330, xdictHandle],
        [100, 'AcDbDictionary'],
        [280, 1],
        [281, 1],
        [3, 'AcDbRepData'],
        [360, '72'],
      ],
      [
        [0, 'ACDB_BLOCKREPRESENTATION_DATA'],
        [5, '72'],
        [330, '71'],
        [100, 'AcDbBlockRepresentationData'],
        [70, 1],
        [340, H.dyn],
      ],
    ],
  };
  return dxf(parts);
}

export function syntheticUnitless(): string {
  nextHandle = 0x100;
  return dxf({
    header: { $INSUNITS: 0 },
    layers: [layer('0', 7), layer('PLAN', 2)],
    blockRecords: [blockRecord('*Model_Space', '1F'), blockRecord('*Paper_Space', '1E')],
    blocks: [
      { name: '*Model_Space', entities: [] },
      { name: '*Paper_Space', entities: [] },
    ],
    entities: [
      line('PLAN', [0, 0], [400, 0]),
      line('PLAN', [400, 0], [400, 300]),
      lwpolyline(
        'PLAN',
        [
          [0, 0],
          [400, 0],
          [400, 300],
          [0, 300],
        ],
        true,
      ),
    ],
  });
}

// ───────────────────────────── Layouts ─────────────────────────────

export interface ViewportSpec {
  readonly owner: string;
  readonly id: number;
  readonly center: [number, number];
  readonly size: [number, number];
  readonly viewCenter: [number, number];
  readonly viewHeight: number | null;
  readonly target?: [number, number];
  readonly twistDegrees?: number;
  readonly status?: number;
  readonly frozenLayerHandles?: readonly string[];
}

/** A VIEWPORT entity in paper space (67 = 1); `viewHeight` null leaves group 45 out (an unreadable viewport). */
export function viewport(v: ViewportSpec): Group[] {
  const g: Group[] = [
    [0, 'VIEWPORT'],
    [5, handle()],
    [330, v.owner],
    [100, 'AcDbEntity'],
    [67, 1],
    [8, '0'],
    [100, 'AcDbViewport'],
    [10, v.center[0]],
    [20, v.center[1]],
    [30, 0],
    [40, v.size[0]],
    [41, v.size[1]],
    [68, v.status ?? 1],
    [69, v.id],
    [12, v.viewCenter[0]],
    [22, v.viewCenter[1]],
    [16, 0],
    [26, 0],
    [36, 1],
    [17, v.target?.[0] ?? 0],
    [27, v.target?.[1] ?? 0],
    [37, 0],
  ];
  if (v.viewHeight !== null) g.push([45, v.viewHeight]);
  g.push([51, v.twistDegrees ?? 0], [72, 1000], [90, 32800]);
  for (const h of v.frozenLayerHandles ?? []) g.push([341, h]);
  return g;
}

/**
 * A LAYOUT object naming its paper space block record; `plot` adds groups to its plot settings (AcDbPlotSettings: 40–43
 * margins, 44/45 paper size, 46/47 plot origin, all mm; 72 paper units, which it replaces; 73 rotation).
 */
export function layoutObject(name: string, tabOrder: number, recordHandle: string, plot: Group[] = []): Group[] {
  return [
    [0, 'LAYOUT'],
    [5, handle()],
    [102, '{ACAD_REACTORS'],
    [330, '1A'],
    [102, '}'],
    [330, '1A'],
    [100, 'AcDbPlotSettings'],
    [1, ''],
    ...(plot.some(([code]) => code === 72) ? [] : ([[72, 1]] as Group[])),
    ...plot,
    [100, 'AcDbLayout'],
    [1, name],
    [70, 1],
    [71, tabOrder],
    [330, recordHandle],
  ];
}

/**
 * A layout whose viewport is clipped by a polyline (VIEWPORT 90 bit 0x10000 and 340): model space holds a wall along
 * y = 50 from x = −1000 to 1000, seen at 1:1 through a 100 × 100 viewport centred on (50, 50) (model x ↦ paper
 * x + 50); the layout holds the closed LWPOLYLINE C1 on FENETRES through `outline` (paper mm), and the viewport's 340
 * names `boundary`.
 */
export function clippedViewportLayout(outline: readonly (readonly [number, number])[], boundary = 'C1'): string {
  return dxf({
    header: { $INSUNITS: 4 },
    entities: [
      line('MURS', [-1000, 50], [1000, 50]),
      [
        [0, 'LWPOLYLINE'],
        [5, 'C1'],
        [330, '58'],
        [100, 'AcDbEntity'],
        [67, 1],
        [8, 'FENETRES'],
        [100, 'AcDbPolyline'],
        [90, outline.length],
        [70, 1],
        ...outline.flatMap(([x, y]): Group[] => [
          [10, x],
          [20, y],
        ]),
      ],
      viewport({ owner: '58', id: 1, center: [50, 50], size: [200, 200], viewCenter: [50, 50], viewHeight: 200 }),
      [
        ...viewport({
          owner: '58',
          id: 2,
          center: [50, 50],
          size: [100, 100],
          viewCenter: [0, 50],
          viewHeight: 100,
        }).map(([code, value]): Group => (code === 90 ? [90, 32800 | 0x10000] : [code, value])),
        [340, boundary],
      ],
    ],
    blockRecords: [
      [
        [5, '58'],
        [2, '*Paper_Space'],
      ],
    ],
    objects: [layoutObject('Plan', 1, '58')],
  });
}

/** Paper space entities: the extra groups that put an entity there. */
const paper = (owner: string): Group[] => [
  [330, owner],
  [67, 1],
];

/**
 * A drawing laid out on paper (mm): model space holds a 5 m × 4 m room on MURS, its dimension line on COTES and a
 * long MURS line crossing the whole building (clipped by every viewport); four layouts, their LAYOUT objects written
 * out of tab order:
 * - « A1 - RDC » (tab 1, the active layout: its entities in ENTITIES with 67 = 1): a title block (CARTOUCHE), its
 *   overall viewport (id 1) and a 300 × 200 mm viewport at 1:50 centred on the room, COTES frozen in it;
 * - « A3 - Coupe » (tab 2, *Paper_Space0, never active: ids 0): a title line and, after its overall viewport, a
 *   200 × 150 mm viewport at 1:100 turned by 90°, its target the room's centre;
 * - « Vide » (tab 3): only its overall viewport — nothing drawable, no sheet;
 * - « Illisible » (tab 4): a line and a viewport without its view height (unreadable).
 */
export function syntheticLayouts(): string {
  const rec = { model: '1F', a1: '58', a3: '5C', empty: '60', bad: '64' };
  const paperBlock = (name: string, entities: Group[][]) => ({ name, handle: handle(), entities });
  return dxf({
    header: { $INSUNITS: 4 },
    layers: [
      [
        [5, '10'],
        [2, '0'],
        [70, 0],
        [62, 7],
        [6, 'CONTINUOUS'],
      ],
      [
        [5, 'A1'],
        [2, 'MURS'],
        [70, 0],
        [62, 1],
        [6, 'CONTINUOUS'],
      ],
      [
        [5, 'A2'],
        [2, 'COTES'],
        [70, 0],
        [62, 3],
        [6, 'CONTINUOUS'],
      ],
      [
        [5, 'A3'],
        [2, 'CARTOUCHE'],
        [70, 0],
        [62, 5],
        [6, 'CONTINUOUS'],
      ],
    ],
    blockRecords: [
      blockRecord('*Model_Space', rec.model),
      blockRecord('*Paper_Space', rec.a1),
      blockRecord('*Paper_Space0', rec.a3),
      blockRecord('*Paper_Space1', rec.empty),
      blockRecord('*Paper_Space2', rec.bad),
    ],
    blocks: [
      { name: '*Model_Space', entities: [] },
      { name: '*Paper_Space', entities: [] },
      paperBlock('*Paper_Space0', [
        line('CARTOUCHE', [10, 10], [410, 10], paper(rec.a3)),
        viewport({
          owner: rec.a3,
          id: 0,
          center: [210, 148.5],
          size: [420, 297],
          viewCenter: [210, 148.5],
          viewHeight: 297,
        }),
        viewport({
          owner: rec.a3,
          id: 0,
          center: [150, 100],
          size: [200, 150],
          viewCenter: [0, 0],
          target: [2500, 2000],
          viewHeight: 15000,
          twistDegrees: 90,
        }),
      ]),
      paperBlock('*Paper_Space1', [
        viewport({
          owner: rec.empty,
          id: 0,
          center: [210, 148.5],
          size: [420, 297],
          viewCenter: [210, 148.5],
          viewHeight: 297,
        }),
      ]),
      paperBlock('*Paper_Space2', [
        line('CARTOUCHE', [0, 0], [100, 0], paper(rec.bad)),
        viewport({
          owner: rec.bad,
          id: 0,
          center: [210, 148.5],
          size: [420, 297],
          viewCenter: [210, 148.5],
          viewHeight: 297,
        }),
        viewport({ owner: rec.bad, id: 0, center: [100, 100], size: [100, 100], viewCenter: [0, 0], viewHeight: null }),
      ]),
    ],
    entities: [
      line('MURS', [0, 0], [5000, 0]),
      line('MURS', [5000, 0], [5000, 4000]),
      line('MURS', [5000, 4000], [0, 4000]),
      line('MURS', [0, 4000], [0, 0]),
      line('MURS', [-20000, 2000], [25000, 2000]),
      line('COTES', [0, -500], [5000, -500]),
      // « A1 - RDC », the active layout: its paper entities are in ENTITIES, flagged 67 = 1.
      lwpolyline(
        'CARTOUCHE',
        [
          [10, 10],
          [831, 10],
          [831, 584],
          [10, 584],
        ],
        true,
        paper(rec.a1),
      ),
      viewport({
        owner: rec.a1,
        id: 1,
        center: [420.5, 297],
        size: [841, 594],
        viewCenter: [420.5, 297],
        viewHeight: 594,
      }),
      viewport({
        owner: rec.a1,
        id: 2,
        center: [200, 200],
        size: [300, 200],
        viewCenter: [2500, 2000],
        viewHeight: 10000,
        frozenLayerHandles: ['A2'],
      }),
    ],
    objects: [
      layoutObject('Model', 0, rec.model),
      layoutObject('A3 - Coupe', 2, rec.a3),
      layoutObject('A1 - RDC', 1, rec.a1),
      layoutObject('Vide', 3, rec.empty),
      layoutObject('Illisible', 4, rec.bad),
    ],
  });
}

/** A TEXT entity (`extra` puts it in paper space). */
export function text(
  layerName: string,
  value: string,
  at: [number, number],
  height: number,
  extra: Extra = [],
): Group[] {
  return [
    [0, 'TEXT'],
    [5, handle()],
    [8, layerName],
    ...extra,
    [10, at[0]],
    [20, at[1]],
    [30, 0],
    [40, height],
    [1, value],
  ];
}

/** The layers of the paper-only fixtures. */
const paperOnlyLayers = (): Group[][] => [
  [
    [5, '10'],
    [2, '0'],
    [70, 0],
    [62, 7],
    [6, 'CONTINUOUS'],
  ],
  [
    [5, 'A1'],
    [2, 'MURS'],
    [70, 0],
    [62, 1],
    [6, 'CONTINUOUS'],
  ],
  [
    [5, 'A2'],
    [2, 'MENUISERIES'],
    [70, 0],
    [62, 3],
    [6, 'CONTINUOUS'],
  ],
  [
    [5, 'A3'],
    [2, 'CARTOUCHE'],
    [70, 0],
    [62, 5],
    [6, 'CONTINUOUS'],
  ],
];

/**
 * A plan drawn on paper only (mm), as architects often leave it: model space draws nothing; three layouts, their
 * LAYOUT objects written out of tab order:
 * - « A1 - Plan » (tab 1, the active layout: its entities in ENTITIES with 67 = 1): its overall viewport (id 1) and the
 *   plan itself drawn on the paper — an A1 frame (CARTOUCHE), a 500 × 400 mm room (four MURS lines: its south wall is
 *   0,50 m of paper) and two references of the block PORTE_90 (a 900 mm leaf and its swing, at 1:50 on the paper) on
 *   MENUISERIES;
 * - « A3 - Cartouche » (tab 2, *Paper_Space0, ids 0): its overall viewport, a 200 × 150 mm viewport at 1:100 onto the
 *   empty model space (it shows nothing), an A3 frame, a title line and a TEXT on CARTOUCHE;
 * - « Fenêtre seule » (tab 3): its overall viewport and a viewport onto the empty model space, nothing else: no sheet.
 */
export function syntheticPaperOnly(): string {
  nextHandle = 0x400;
  const rec = { model: '1F', a1: '58', a3: '5C', alone: '60', door: '70' };
  const onA1 = paper(rec.a1);
  const onA3 = paper(rec.a3);
  const door: [number, number] = [0.02, 0.02];
  return dxf({
    header: { $INSUNITS: 4 },
    layers: paperOnlyLayers(),
    blockRecords: [
      blockRecord('*Model_Space', rec.model),
      blockRecord('*Paper_Space', rec.a1),
      blockRecord('*Paper_Space0', rec.a3),
      blockRecord('*Paper_Space1', rec.alone),
      blockRecord('PORTE_90', rec.door),
    ],
    blocks: [
      { name: '*Model_Space', entities: [] },
      { name: '*Paper_Space', entities: [] },
      {
        name: '*Paper_Space0',
        entities: [
          lwpolyline(
            'CARTOUCHE',
            [
              [10, 10],
              [410, 10],
              [410, 287],
              [10, 287],
            ],
            true,
            onA3,
          ),
          line('CARTOUCHE', [250, 40], [410, 40], onA3),
          text('CARTOUCHE', 'PLAN RDC', [260, 20], 5, onA3),
          viewport({
            owner: rec.a3,
            id: 0,
            center: [210, 148.5],
            size: [420, 297],
            viewCenter: [210, 148.5],
            viewHeight: 297,
          }),
          viewport({
            owner: rec.a3,
            id: 0,
            center: [150, 120],
            size: [200, 150],
            viewCenter: [0, 0],
            target: [2500, 2000],
            viewHeight: 15000,
          }),
        ],
      },
      {
        name: '*Paper_Space1',
        entities: [
          viewport({
            owner: rec.alone,
            id: 0,
            center: [210, 148.5],
            size: [420, 297],
            viewCenter: [210, 148.5],
            viewHeight: 297,
          }),
          viewport({
            owner: rec.alone,
            id: 0,
            center: [210, 148.5],
            size: [300, 200],
            viewCenter: [0, 0],
            viewHeight: 10000,
          }),
        ],
      },
      {
        name: 'PORTE_90',
        entities: [line('0', [0, 0], [900, 0]), arc('0', [0, 0], 900, 0, 90)],
      },
    ],
    entities: [
      // « A1 - Plan », the active layout: its paper entities are in ENTITIES, flagged 67 = 1.
      lwpolyline(
        'CARTOUCHE',
        [
          [10, 10],
          [831, 10],
          [831, 584],
          [10, 584],
        ],
        true,
        onA1,
      ),
      line('MURS', [100, 100], [600, 100], onA1),
      line('MURS', [600, 100], [600, 500], onA1),
      line('MURS', [600, 500], [100, 500], onA1),
      line('MURS', [100, 500], [100, 100], onA1),
      insert('MENUISERIES', 'PORTE_90', [200, 100], { scale: door, extra: onA1 }),
      insert('MENUISERIES', 'PORTE_90', [600, 300], { scale: door, rotation: 90, extra: onA1 }),
      viewport({
        owner: rec.a1,
        id: 1,
        center: [420.5, 297],
        size: [841, 594],
        viewCenter: [420.5, 297],
        viewHeight: 594,
      }),
    ],
    objects: [
      layoutObject('Model', 0, rec.model),
      layoutObject('A3 - Cartouche', 2, rec.a3),
      layoutObject('A1 - Plan', 1, rec.a1),
      layoutObject('Fenêtre seule', 3, rec.alone),
    ],
  });
}

/**
 * A file that draws nothing anywhere: model space empty, and its one layout holds only its overall viewport and a
 * viewport onto that empty model space. Refused (emptyModel); inline in tests, never written as a fixture.
 */
export function syntheticNothingDrawn(): string {
  nextHandle = 0x500;
  const rec = { model: '1F', a1: '58' };
  return dxf({
    header: { $INSUNITS: 4 },
    layers: paperOnlyLayers(),
    blockRecords: [blockRecord('*Model_Space', rec.model), blockRecord('*Paper_Space', rec.a1)],
    blocks: [
      { name: '*Model_Space', entities: [] },
      { name: '*Paper_Space', entities: [] },
    ],
    entities: [
      viewport({
        owner: rec.a1,
        id: 1,
        center: [420.5, 297],
        size: [841, 594],
        viewCenter: [420.5, 297],
        viewHeight: 594,
      }),
      viewport({
        owner: rec.a1,
        id: 2,
        center: [200, 200],
        size: [300, 200],
        viewCenter: [0, 0],
        viewHeight: 10000,
      }),
    ],
    objects: [layoutObject('Model', 0, rec.model), layoutObject('A1 - Vide', 1, rec.a1)],
  });
}

// ───────────────────────────── External references ─────────────────────────────

/**
 * An architect's pair, as an économiste receives it: « PLAN RDC.dxf » (in metres) draws the ground floor — a 12 × 8 m
 * outline on MURS (red), two partitions on CLOISONS (blue), a 4 × 3 m room on SOLS (green), a door block PORTE on
 * MENUISERIES — and « CARTOUCHE.dxf » (in millimetres) draws a frame and title and places « PLAN RDC » by external
 * reference at (2 000, 2 000), its saved path `..\ARCHI\PLAN RDC.dwg` (the DWG the architect works in: the DXF sent
 * with it is matched by its name), and two PRISE blocks of its own.
 */
export function syntheticXrefPlan(): string {
  nextHandle = 0x100;
  return dxf({
    header: { $INSUNITS: 6 },
    layers: [layer('0', 7), layer('MURS', 1), layer('CLOISONS', 5), layer('SOLS', 3), layer('MENUISERIES', 6)],
    blockRecords: [blockRecord('*Model_Space', '1F'), blockRecord('*Paper_Space', '1E'), blockRecord('PORTE', '20')],
    blocks: [
      { name: '*Model_Space', entities: [] },
      { name: '*Paper_Space', entities: [] },
      { name: 'PORTE', entities: [line('0', [0, 0], [0.9, 0]), arc('0', [0, 0], 0.9, 0, 90)] },
    ],
    entities: [
      lwpolyline(
        'MURS',
        [
          [0, 0],
          [12, 0],
          [12, 8],
          [0, 8],
        ],
        true,
      ),
      line('CLOISONS', [4, 0], [4, 8]),
      line('CLOISONS', [4, 3], [12, 3]),
      lwpolyline(
        'SOLS',
        [
          [0, 0],
          [4, 0],
          [4, 3],
          [0, 3],
        ],
        true,
      ),
      insert('MENUISERIES', 'PORTE', [1, 0]),
    ],
  });
}

export function syntheticXrefHost(): string {
  nextHandle = 0x100;
  return dxf({
    header: { $INSUNITS: 4 },
    layers: [layer('0', 7), layer('CARTOUCHE', 7), layer('FOND', 8), layer('ELEC', 4)],
    blockRecords: [
      blockRecord('*Model_Space', '1F'),
      blockRecord('*Paper_Space', '1E'),
      blockRecord('PLAN RDC', '20'),
      blockRecord('PRISE', '21'),
    ],
    blocks: [
      { name: '*Model_Space', entities: [] },
      { name: '*Paper_Space', entities: [] },
      { name: 'PLAN RDC', flags: 4, xrefPath: '..\\ARCHI\\PLAN RDC.dwg', entities: [] },
      { name: 'PRISE', entities: [circle('0', [0, 0], 150)] },
    ],
    entities: [
      lwpolyline(
        'CARTOUCHE',
        [
          [0, 0],
          [16000, 0],
          [16000, 12000],
          [0, 12000],
        ],
        true,
      ),
      text('CARTOUCHE', 'REZ-DE-CHAUSSEE - FOND DE PLAN PAR XREF', [500, 11000], 400),
      insert('FOND', 'PLAN RDC', [2000, 2000]),
      insert('ELEC', 'PRISE', [3000, 2500]),
      insert('ELEC', 'PRISE', [9000, 2500]),
    ],
  });
}

/**
 * XCLIP's objects for one INSERT: its extension dictionary (give `xdict` to the INSERT as
 * `[102, '{ACAD_XDICTIONARY'], [360, xdict], [102, '}']`) → ACAD_FILTER → SPATIAL, a SPATIAL_FILTER with `boundary`
 * (2 points: a rectangle) in the clip's coordinates, the inverse of the reference's block transform when it was
 * clipped (`inverseBlock`, 3 rows of 4) and the clip transform (identity unless given). `inverted` adds AutoCAD 2015+'s
 * roundtrip XRECORD with the hole.
 */
export function spatialFilterObjects(o: {
  insert: string;
  xdict: string;
  boundary: readonly (readonly [number, number])[];
  inverseBlock: readonly number[];
  clipTransform?: readonly number[];
  enabled?: boolean;
  inverted?: readonly (readonly [number, number])[];
}): Group[][] {
  const filters = handle();
  const filter = handle();
  const filterXdict = handle();
  const roundtrip = handle();
  const identity = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0];
  const out: Group[][] = [
    [
      [0, 'DICTIONARY'],
      [5, o.xdict],
      [330, o.insert],
      [100, 'AcDbDictionary'],
      [280, 1],
      [3, 'ACAD_FILTER'],
      [360, filters],
    ],
    [
      [0, 'DICTIONARY'],
      [5, filters],
      [330, o.xdict],
      [100, 'AcDbDictionary'],
      [280, 1],
      [3, 'SPATIAL'],
      [360, filter],
    ],
    [
      [0, 'SPATIAL_FILTER'],
      [5, filter],
      ...(o.inverted
        ? ([
            [102, '{ACAD_XDICTIONARY'],
            [360, filterXdict],
            [102, '}'],
          ] as Group[])
        : []),
      [102, '{ACAD_REACTORS'],
      [330, filters],
      [102, '}'],
      [330, filters],
      [100, 'AcDbFilter'],
      [100, 'AcDbSpatialFilter'],
      [70, o.boundary.length],
      ...o.boundary.flatMap(([x, y]): Group[] => [
        [10, x],
        [20, y],
      ]),
      [210, 0],
      [220, 0],
      [230, 1],
      [11, 0],
      [21, 0],
      [31, 0],
      [71, o.enabled === false ? 0 : 1],
      [72, 0],
      [73, 0],
      ...o.inverseBlock.map((v): Group => [40, v]),
      ...(o.clipTransform ?? identity).map((v): Group => [40, v]),
    ],
  ];
  if (o.inverted) {
    out.push(
      [
        [0, 'DICTIONARY'],
        [5, filterXdict],
        [330, filter],
        [100, 'AcDbDictionary'],
        [280, 1],
        [3, 'ACAD_XREC_ROUNDTRIP'],
        [360, roundtrip],
      ],
      [
        [0, 'XRECORD'],
        [5, roundtrip],
        [330, filterXdict],
        [100, 'AcDbXrecord'],
        [280, 1],
        [102, 'ACAD_INVERTEDCLIP_ROUNDTRIP'],
        ...o.inverted.flatMap(([x, y]): Group[] => [
          [10, x],
          [20, y],
          [30, 0],
        ]),
      ],
    );
  }
  return out;
}

/**
 * « CARTOUCHE LOT A.dxf » (mm): the same title block as CARTOUCHE.dxf, its « PLAN RDC » reference (metres, × 1 000)
 * clipped (XCLIP) to the plan's left part: block x −1 … 6 m, y −1 … 9 m, saved as AutoCAD does — the rectangle's
 * corners in the host's coordinates when it was clipped, with the inverse of the reference's transform (units
 * included). Shown: 20 m of MURS (6 + 6 + 8), 10 m of CLOISONS (8 + 2), the 12 m² SOLS.
 */
export function syntheticXrefClippedHost(): string {
  nextHandle = 0x100;
  const insertHandle = 'A0';
  const xdict = 'A1';
  return dxf({
    header: { $INSUNITS: 4 },
    layers: [layer('0', 7), layer('CARTOUCHE', 7), layer('FOND', 8), layer('ELEC', 4)],
    blockRecords: [
      blockRecord('*Model_Space', '1F'),
      blockRecord('*Paper_Space', '1E'),
      blockRecord('PLAN RDC', '20'),
      blockRecord('PRISE', '21'),
    ],
    blocks: [
      { name: '*Model_Space', entities: [] },
      { name: '*Paper_Space', entities: [] },
      { name: 'PLAN RDC', flags: 4, xrefPath: '..\\ARCHI\\PLAN RDC.dwg', entities: [] },
      { name: 'PRISE', entities: [circle('0', [0, 0], 150)] },
    ],
    entities: [
      lwpolyline(
        'CARTOUCHE',
        [
          [0, 0],
          [16000, 0],
          [16000, 12000],
          [0, 12000],
        ],
        true,
      ),
      text('CARTOUCHE', 'REZ-DE-CHAUSSEE - LOT A (XREF DECOUPEE)', [500, 11000], 400),
      insert('FOND', 'PLAN RDC', [2000, 2000], {
        handle: insertHandle,
        extra: [
          [102, '{ACAD_XDICTIONARY'],
          [360, xdict],
          [102, '}'],
        ],
      }),
      insert('ELEC', 'PRISE', [3000, 2500]),
      insert('ELEC', 'PRISE', [9000, 2500]),
    ],
    objects: spatialFilterObjects({
      insert: insertHandle,
      xdict,
      boundary: [
        [1000, 1000],
        [8000, 11000],
      ],
      inverseBlock: [0.001, 0, 0, -2, 0, 0.001, 0, -2, 0, 0, 0.001, 0],
    }),
  });
}

function main(): void {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '../../tests/fixtures/cad');
  // AC1015 files are in their code page ($DWGCODEPAGE ANSI_1252): Latin-1 covers the accents written here.
  writeFileSync(join(dir, 'synthetic-blocks.dxf'), Buffer.from(syntheticBlocks(), 'latin1'));
  writeFileSync(join(dir, 'synthetic-unitless.dxf'), Buffer.from(syntheticUnitless(), 'latin1'));
  writeFileSync(join(dir, 'synthetic-layouts.dxf'), Buffer.from(syntheticLayouts(), 'latin1'));
  writeFileSync(join(dir, 'synthetic-paper-only.dxf'), Buffer.from(syntheticPaperOnly(), 'latin1'));
  // Named as the architect names them: the host's external reference asks for « PLAN RDC » by its file name.
  mkdirSync(join(dir, 'xref'), { recursive: true });
  writeFileSync(join(dir, 'xref/CARTOUCHE.dxf'), Buffer.from(syntheticXrefHost(), 'latin1'));
  writeFileSync(join(dir, 'xref/PLAN RDC.dxf'), Buffer.from(syntheticXrefPlan(), 'latin1'));
  writeFileSync(join(dir, 'xref/CARTOUCHE LOT A.dxf'), Buffer.from(syntheticXrefClippedHost(), 'latin1'));
  console.log(
    'make-dxf: synthetic-blocks.dxf, synthetic-unitless.dxf, synthetic-layouts.dxf, synthetic-paper-only.dxf, xref/*.dxf → tests/fixtures/cad',
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

/** An MLINESTYLE object (OBJECTS section): its flags (group 70), fill colour, and elements as [offset, colour]. */
export function mlineStyleObject(
  handleHex: string,
  name: string,
  flags: number,
  elements: readonly [number, number][],
  options: { fill?: number; angles?: [number, number] } = {},
): Group[] {
  const [start, end] = options.angles ?? [90, 90];
  const g: Group[] = [
    [0, 'MLINESTYLE'],
    [5, handleHex],
    [100, 'AcDbMlineStyle'],
    [2, name],
    [70, flags],
    [3, ''],
  ];
  g.push([62, options.fill ?? 256], [51, start], [52, end], [71, elements.length]);
  for (const [offset, colour] of elements) g.push([49, offset], [62, colour], [6, 'BYLAYER']);
  return g;
}

/**
 * An MLINE along `path` (zero justification, scale 1) with its style's element offsets, its miters as AutoCAD writes
 * them: the start's and end's turned by the style's angles (degrees, counter-clockwise from the path), the inner
 * ones on the bisector; each element's distance along the miter is its offset divided by the miter's sine.
 */
export function mline(
  layerName: string,
  style: { handle: string; name: string },
  path: readonly [number, number][],
  offsets: readonly number[],
  options: { flags?: number; angles?: [number, number] } = {},
): Group[] {
  const flags = options.flags ?? 0;
  const closed = (flags & 2) !== 0;
  const [startAngle, endAngle] = (options.angles ?? [90, 90]).map((a) => (a * Math.PI) / 180) as [number, number];
  const unit = (x: number, y: number): [number, number] => [x / Math.hypot(x, y), y / Math.hypot(x, y)];
  const n = path.length;
  const dir = (k: number) => {
    const [ax, ay] = path[k] ?? [0, 0];
    const [bx, by] = path[(k + 1) % n] ?? [0, 0];
    return unit(bx - ax, by - ay);
  };
  const rows = path.map(([x, y], k) => {
    const out = k < n - 1 || closed ? dir(k) : dir(k - 1);
    let miter: [number, number];
    if ((k === 0 && !closed) || (k === n - 1 && !closed)) {
      const angle = k === 0 ? startAngle : endAngle;
      miter = [
        out[0] * Math.cos(angle) - out[1] * Math.sin(angle),
        out[0] * Math.sin(angle) + out[1] * Math.cos(angle),
      ];
    } else {
      const before = dir((k - 1 + n) % n);
      miter = unit(-before[1] - out[1], before[0] + out[0]);
    }
    // The miter's sine against the segment that starts here (the last vertex: the one that ends there).
    const sine = Math.abs(out[0] * miter[1] - out[1] * miter[0]);
    return { x, y, out, miter, params: offsets.map((o) => o / sine) };
  });
  const g: Group[] = [
    [0, 'MLINE'],
    [5, handle()],
    [100, 'AcDbEntity'],
    [8, layerName],
    [100, 'AcDbMline'],
  ];
  g.push([2, style.name], [340, style.handle], [40, 1], [70, 1], [71, flags | 1], [72, n], [73, offsets.length]);
  const [x0, y0] = path[0] ?? [0, 0];
  g.push([10, x0], [20, y0], [30, 0], [210, 0], [220, 0], [230, 1]);
  for (const r of rows) {
    g.push([11, r.x], [21, r.y], [31, 0], [12, r.out[0]], [22, r.out[1]], [32, 0], [13, r.miter[0]], [23, r.miter[1]]);
    g.push([33, 0]);
    for (const p of r.params) g.push([74, 2], [41, p], [41, 0], [75, 0]);
  }
  return g;
}
