/**
 * Our animations, drawn in the vocabulary of scene.ts. Coordinates are the file's own units (its `w` × `h`); the page
 * scales them to the box the component reserves. 30 frames a second; a « once » scene ends well within the moment it
 * decorates (the sign-up's success step moves on at 2000 ms: its scene lasts 1.4 s).
 */
import type { Key, Scene, Shape, Vec } from './scene';

const FPS = 30;

/** Fades in over `length` frames from `at`. */
const appear = (at: number, length = 6): Key<number>[] => [
  { t: at, v: 0 },
  { t: at + length, v: 100 },
];

/** A sheet of paper: its fill and its outline, as two shapes (one paint each). */
function sheet(name: string, x: number, y: number, w: number, h: number, motion: Partial<Shape> = {}): Shape[] {
  const geometry = { kind: 'rect', x, y, w, h, r: 3 } as const;
  return [
    { name: `${name} paper`, geometry, paint: { fill: 'paper' }, ...motion },
    { name: `${name} edge`, geometry, paint: { stroke: 'edge', width: 1.5 }, ...motion },
  ];
}

/** A closed rectangle as a path (dashable, drawable). */
const box = (x: number, y: number, w: number, h: number): Vec[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

/**
 * « Initialisation de votre espace » (the sign-up's success step): a sheet is laid down, its walls are drawn, a
 * measuring line runs along it, and a success badge with its tick settles on the corner. Plays once; the still is
 * the finished picture.
 */
const workspaceInit: Scene = {
  name: 'workspaceInit',
  description: 'a plan sheet laid out, its walls drawn, a measuring line run along it, a success badge',
  width: 120,
  height: 80,
  fps: FPS,
  last: 42,
  loop: false,
  still: 42,
  shapes: [
    ...sheet('sheet', 12, 8, 92, 64, {
      opacity: appear(0, 8),
      scale: [
        { t: 0, v: 92 },
        { t: 10, v: 100 },
      ],
    }),
    {
      name: 'walls',
      geometry: {
        kind: 'path',
        points: [
          [22, 18],
          [66, 18],
          [66, 34],
          [94, 34],
          [94, 56],
          [22, 56],
        ],
        closed: true,
      },
      paint: { stroke: 'ink', width: 2 },
      draw: [
        { t: 6, v: 0 },
        { t: 22, v: 100 },
      ],
    },
    {
      name: 'partition',
      geometry: {
        kind: 'path',
        points: [
          [44, 18],
          [44, 40],
        ],
      },
      paint: { stroke: 'ink', width: 2 },
      draw: [
        { t: 14, v: 0 },
        { t: 22, v: 100 },
      ],
    },
    {
      name: 'measure start',
      geometry: {
        kind: 'path',
        points: [
          [22, 60],
          [22, 68],
        ],
      },
      paint: { stroke: 'accent', width: 1.5 },
      opacity: appear(20, 4),
    },
    {
      name: 'measure end',
      geometry: {
        kind: 'path',
        points: [
          [94, 60],
          [94, 68],
        ],
      },
      paint: { stroke: 'accent', width: 1.5 },
      opacity: appear(30, 4),
    },
    {
      name: 'measure',
      geometry: {
        kind: 'path',
        points: [
          [22, 64],
          [94, 64],
        ],
      },
      paint: { stroke: 'accent', width: 2.5 },
      draw: [
        { t: 20, v: 0 },
        { t: 32, v: 100 },
      ],
    },
    {
      name: 'badge',
      geometry: { kind: 'ellipse', cx: 102, cy: 12, rx: 11, ry: 11 },
      paint: { fill: 'done' },
      scale: [
        { t: 30, v: 0 },
        { t: 38, v: 100 },
      ],
    },
    {
      name: 'tick',
      geometry: {
        kind: 'path',
        points: [
          [97, 12.5],
          [100.5, 16],
          [107, 8.5],
        ],
      },
      paint: { stroke: 'onDone', width: 2.5 },
      draw: [
        { t: 34, v: 0 },
        { t: 42, v: 100 },
      ],
    },
  ],
};

/**
 * The empty project list: two sheets settle one on the other, with a few lines of plan on the front one, and a
 * « plus » comes to say that the first project starts here. Plays once; the still is the last frame.
 */
const emptyProjects: Scene = {
  name: 'emptyProjects',
  description: 'two sheets settling on each other and a « plus » badge',
  width: 120,
  height: 80,
  fps: FPS,
  last: 36,
  loop: false,
  still: 36,
  shapes: [
    ...sheet('back sheet', 36, 6, 58, 46, {
      opacity: appear(0, 8),
      offset: [
        { t: 0, v: [0, -6] },
        { t: 10, v: [0, 0] },
      ],
    }),
    ...sheet('front sheet', 24, 16, 58, 46, {
      opacity: appear(6, 8),
      offset: [
        { t: 6, v: [0, 8] },
        { t: 16, v: [0, 0] },
      ],
    }),
    ...(
      [
        [
          [32, 26],
          [62, 26],
        ],
        [
          [32, 34],
          [72, 34],
        ],
        [
          [32, 42],
          [56, 42],
        ],
      ] as const
    ).map((points, i): Shape => ({
      name: `line ${i + 1}`,
      geometry: { kind: 'path', points },
      paint: { stroke: 'ink', width: 2 },
      draw: [
        { t: 14 + 3 * i, v: 0 },
        { t: 22 + 3 * i, v: 100 },
      ],
    })),
    {
      name: 'plus badge',
      geometry: { kind: 'ellipse', cx: 86, cy: 60, rx: 12, ry: 12 },
      paint: { fill: 'accent' },
      scale: [
        { t: 24, v: 0 },
        { t: 32, v: 100 },
      ],
    },
    {
      name: 'plus',
      geometry: {
        kind: 'path',
        points: [
          [86, 54],
          [86, 66],
        ],
      },
      paint: { stroke: 'onAccent', width: 2.5 },
      draw: [
        { t: 28, v: 0 },
        { t: 34, v: 100 },
      ],
    },
    {
      name: 'plus bar',
      geometry: {
        kind: 'path',
        points: [
          [80, 60],
          [92, 60],
        ],
      },
      paint: { stroke: 'onAccent', width: 2.5 },
      draw: [
        { t: 30, v: 0 },
        { t: 36, v: 100 },
      ],
    },
  ],
};

/**
 * A project without sheets: a dashed drop zone, and a sheet coming down into it under an arrow, as a file is
 * imported. Plays once; the still is the last frame.
 */
const emptySheets: Scene = {
  name: 'emptySheets',
  description: 'a sheet coming down into a dashed drop zone under an arrow',
  width: 120,
  height: 80,
  fps: FPS,
  last: 36,
  loop: false,
  still: 36,
  shapes: [
    {
      name: 'drop zone',
      geometry: { kind: 'path', points: box(18, 22, 84, 54), closed: true },
      paint: { stroke: 'edge', width: 1.5, dash: [4, 3] },
      opacity: appear(0, 6),
    },
    ...sheet('sheet', 42, 30, 36, 40, {
      opacity: appear(8, 6),
      offset: [
        { t: 8, v: [0, -14] },
        { t: 22, v: [0, 0] },
      ],
    }),
    ...(
      [
        [
          [48, 40],
          [72, 40],
        ],
        [
          [48, 48],
          [66, 48],
        ],
        [
          [48, 56],
          [70, 56],
        ],
      ] as const
    ).map((points, i): Shape => ({
      name: `line ${i + 1}`,
      geometry: { kind: 'path', points },
      paint: { stroke: 'ink', width: 2 },
      draw: [
        { t: 20 + 3 * i, v: 0 },
        { t: 28 + 3 * i, v: 100 },
      ],
    })),
    {
      name: 'arrow',
      geometry: {
        kind: 'path',
        points: [
          [60, 4],
          [60, 18],
        ],
      },
      paint: { stroke: 'accent', width: 2.5 },
      opacity: appear(0, 6),
      offset: [
        { t: 0, v: [0, -4] },
        { t: 14, v: [0, 0] },
      ],
    },
    {
      name: 'arrow head',
      geometry: {
        kind: 'path',
        points: [
          [54, 12],
          [60, 18],
          [66, 12],
        ],
      },
      paint: { stroke: 'accent', width: 2.5 },
      opacity: appear(0, 6),
      offset: [
        { t: 0, v: [0, -4] },
        { t: 14, v: [0, 0] },
      ],
    },
  ],
};

/** The four symbols the counting scene finds, left to right (x of their box), and when the scanner passes each. */
const SYMBOLS = [
  { x: 9, y: 9 },
  { x: 22, y: 23 },
  { x: 37, y: 10 },
  { x: 49, y: 22 },
] as const;
const SCAN_FROM = 4;
const SCAN_TO = 60;
const SCAN_START = 4;
const SCAN_END = 44;
const passes = (x: number) =>
  Math.round(SCAN_START + ((x + 6 - SCAN_FROM) / (SCAN_TO - SCAN_FROM)) * (SCAN_END - SCAN_START));

/** A symbol's box: it appears as the scanner passes, and every box goes before the loop starts again. */
const found = (x: number): Key<number>[] => [
  { t: passes(x), v: 0 },
  { t: passes(x) + 3, v: 100 },
  { t: 52, v: 100 },
  { t: 58, v: 0 },
];

/**
 * The counting engine's « en cours »: a scanner sweeps a small plan, and each symbol it passes is boxed as found.
 * Loops while the search runs; the still is the moment every symbol is boxed, the scanner gone.
 */
const counting: Scene = {
  name: 'counting',
  description: 'a scanner sweeping a small plan and boxing each symbol it passes',
  width: 64,
  height: 40,
  fps: FPS,
  last: 59,
  loop: true,
  still: 50,
  shapes: [
    ...sheet('plan', 2, 2, 60, 36),
    // Fills, then symbols, then boxes: the same picture (no two symbols overlap), and a shorter still.
    ...SYMBOLS.map(({ x, y }, i): Shape => ({
      name: `found ${i + 1}`,
      geometry: { kind: 'rect', x: x - 2, y: y - 2, w: 10, h: 10, r: 1.5 },
      paint: { fill: 'soft' },
      opacity: found(x),
    })),
    ...SYMBOLS.map(({ x, y }, i): Shape => ({
      name: `symbol ${i + 1}`,
      geometry: {
        kind: 'path',
        points: [
          [x, y + 6],
          [x, y],
          [x + 6, y],
        ],
      },
      paint: { stroke: 'ink', width: 1.5 },
    })),
    ...SYMBOLS.map(({ x, y }, i): Shape => ({
      name: `found box ${i + 1}`,
      geometry: { kind: 'rect', x: x - 2, y: y - 2, w: 10, h: 10, r: 1.5 },
      paint: { stroke: 'accent', width: 1.5 },
      opacity: found(x),
    })),
    {
      name: 'scanner',
      geometry: {
        kind: 'path',
        points: [
          [SCAN_FROM, 4],
          [SCAN_FROM, 36],
        ],
      },
      paint: { stroke: 'accent', width: 2 },
      opacity: [
        { t: 0, v: 0 },
        { t: SCAN_START, v: 100 },
        { t: SCAN_END, v: 100 },
        { t: SCAN_END + 4, v: 0 },
      ],
      offset: [
        { t: SCAN_START, v: [0, 0] },
        { t: SCAN_END, v: [SCAN_TO - SCAN_FROM, 0] },
      ],
    },
  ],
};

/**
 * The comparison engine's « en cours »: two indices of one sheet, drawn in the comparison's before and after
 * colours, slide into alignment and a changed spot is marked, then part again. Loops while the comparison runs; the
 * still is the aligned pair with its mark.
 */
const ROOM: Vec[] = [
  [10, 7],
  [54, 7],
  [54, 33],
  [10, 33],
];
/** Where the two indices part: the same room, its partition moved. */
const shifted = (v: Vec): Key<Vec>[] => [
  { t: 6, v },
  { t: 28, v: [0, 0] },
  { t: 54, v: [0, 0] },
  { t: 70, v },
];
const comparison: Scene = {
  name: 'comparison',
  description: 'two indices of a sheet sliding into alignment, a changed spot marked',
  width: 64,
  height: 40,
  fps: FPS,
  last: 71,
  loop: true,
  still: 40,
  shapes: [
    ...sheet('sheet', 2, 2, 60, 36),
    {
      name: 'index A',
      geometry: { kind: 'path', points: ROOM, closed: true },
      paint: { stroke: 'before', width: 2 },
      offset: shifted([-5, -3]),
    },
    {
      name: 'index A partition',
      geometry: {
        kind: 'path',
        points: [
          [10, 20],
          [32, 20],
        ],
      },
      paint: { stroke: 'before', width: 2 },
      offset: shifted([-5, -3]),
    },
    {
      name: 'index B',
      geometry: { kind: 'path', points: ROOM, closed: true },
      paint: { stroke: 'after', width: 2 },
      offset: shifted([5, 3]),
    },
    {
      name: 'index B partition',
      geometry: {
        kind: 'path',
        points: [
          [32, 20],
          [32, 33],
        ],
      },
      paint: { stroke: 'after', width: 2 },
      offset: shifted([5, 3]),
    },
    {
      name: 'change',
      geometry: { kind: 'ellipse', cx: 32, cy: 20, rx: 6, ry: 6 },
      paint: { stroke: 'accent', width: 1.5 },
      opacity: [
        { t: 30, v: 0 },
        { t: 36, v: 100 },
        { t: 50, v: 100 },
        { t: 54, v: 0 },
      ],
      scale: [
        { t: 30, v: 50 },
        { t: 36, v: 100 },
      ],
    },
  ],
};

export const SCENES: readonly Scene[] = [workspaceInit, emptyProjects, emptySheets, counting, comparison];
