/**
 * Writes tests/fixtures/selection/generated-rooms.pdf and generated-rooms.json: an A3 plan at 1:100 with rooms of
 * known areas for « Surface en un clic » (issue 26). Run: `npx tsx scripts/selection/generate-rooms.ts`.
 *
 * Six rooms (rectangles, an L with a chamfered corner) around a corridor, walls 20 cm thick drawn as their two
 * faces (each room's outline is one face of the walls around it, the building's outer face runs 20 cm outside),
 * doors 90 cm wide cut through both faces and closed by their jambs, each with its leaf open at 90° and its swing
 * arc, two 40 cm columns drawn as filled squares, and each room's name and number printed inside it as real PDF text
 * (name over number, as VA's plans do). Everything is computed here, so the json's areas are exact: a room's floor
 * is its outline on the walls' inner faces, closed across each door on the face's line, minus its columns.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const OUT = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'selection');
/** A3 landscape, points. */
const PAGE = { width: 1190.55, height: 841.89 };
/** 1:100: a metre is 10 mm on paper. */
const M = 72 / 25.4 / 0.1;
/** Where the building's inner origin (0, 0) lies on the sheet, in points. */
const ORIGIN = { x: 170, y: 150 };
const WALL = 0.2;
const DOOR = 0.9;
const COLUMN = 0.4;

type P = readonly [number, number];

interface RoomSpec {
  number: string;
  name: string;
  /** Inner faces, metres, clockwise on the sheet (y down). */
  outline: P[];
  columns: P[];
  click: P;
}

const rooms: RoomSpec[] = [
  { number: '101', name: 'BUREAU', outline: rect(0, 0, 6, 5), columns: [], click: [3, 3.2] },
  { number: '102', name: 'SALLE DE RÉUNION', outline: rect(6.2, 0, 14, 5), columns: [], click: [10, 3.2] },
  {
    number: '103',
    name: 'ATELIER',
    outline: [
      [14.2, 0],
      [19, 0],
      [20, 1],
      [20, 12],
      [16.2, 12],
      [16.2, 5],
      [14.2, 5],
    ],
    columns: [],
    click: [18, 8],
  },
  { number: '104', name: 'CIRCULATION', outline: rect(0, 5.2, 16, 7.2), columns: [], click: [7, 6.5] },
  {
    number: '105',
    name: 'STOCKAGE',
    outline: rect(0, 7.4, 9, 12),
    columns: [
      [3, 9.7],
      [6, 9.7],
    ],
    click: [4.5, 11],
  },
  {
    number: '106',
    name: 'SANITAIRES',
    outline: rect(9.2, 7.4, 16, 12),
    columns: [],
    click: [13, 10.5],
  },
];

/** A door: through the wall between a room and the corridor, opening into the room. */
interface DoorSpec {
  room: number;
  /** 'h': in a horizontal wall, x from `at` to `at` + DOOR; 'v': in a vertical wall, y from `at`. */
  orient: 'h' | 'v';
  at: number;
  /** The room's face (y for 'h', x for 'v') and the corridor's. */
  face: number;
  other: number;
}

const doors: DoorSpec[] = [
  { room: 0, orient: 'h', at: 2, face: 5, other: 5.2 },
  { room: 1, orient: 'h', at: 9, face: 5, other: 5.2 },
  { room: 2, orient: 'v', at: 5.8, face: 16.2, other: 16 },
  { room: 4, orient: 'h', at: 4, face: 7.4, other: 7.2 },
  { room: 5, orient: 'h', at: 12, face: 7.4, other: 7.2 },
];

function rect(x0: number, y0: number, x1: number, y1: number): P[] {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** Metres in the building → sheet points (y down). */
const sheet = ([x, y]: P): P => [ORIGIN.x + x * M, ORIGIN.y + y * M];

/** Cuts from a face line (metres) the spans doors take out of it. */
function cutDoors(a: P, b: P): [P, P][] {
  const horizontal = a[1] === b[1];
  const vertical = a[0] === b[0];
  let pieces: [P, P][] = [[a, b]];
  for (const d of doors) {
    for (const line of [d.face, d.other]) {
      if (d.orient === 'h' && horizontal && a[1] === line) {
        pieces = pieces.flatMap(([p, q]) => cutSpan(p, q, 0, d.at, d.at + DOOR));
      } else if (d.orient === 'v' && vertical && a[0] === line) {
        pieces = pieces.flatMap(([p, q]) => cutSpan(p, q, 1, d.at, d.at + DOOR));
      }
    }
  }
  return pieces;
}

function cutSpan(p: P, q: P, axis: 0 | 1, from: number, to: number): [P, P][] {
  const lo = Math.min(p[axis], q[axis]);
  const hi = Math.max(p[axis], q[axis]);
  if (to <= lo || from >= hi) return [[p, q]];
  const at = (v: number): P => (axis === 0 ? [v, p[1]] : [p[0], v]);
  const out: [P, P][] = [];
  if (from > lo) out.push([at(lo), at(from)]);
  if (to < hi) out.push([at(to), at(hi)]);
  return out;
}

function shoelace(ring: readonly P[]): number {
  let s = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i] as P;
    const b = ring[(i + 1) % ring.length] as P;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s / 2;
}

async function main() {
  const doc = await PDFDocument.create();
  doc.setTitle('Metr — generated rooms (issue 26)');
  doc.setProducer('scripts/selection/generate-rooms.ts');
  // Fixed dates: the file is byte-for-byte the same at each run.
  doc.setCreationDate(new Date('2026-11-29T00:00:00Z'));
  doc.setModificationDate(new Date('2026-11-29T00:00:00Z'));
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const black = rgb(0, 0, 0);
  const line = (a: P, b: P, thickness = 0.5) => {
    const [x1, y1] = sheet(a);
    const [x2, y2] = sheet(b);
    page.drawLine({
      start: { x: x1, y: PAGE.height - y1 },
      end: { x: x2, y: PAGE.height - y2 },
      thickness,
      color: black,
    });
  };

  // The walls' faces: every room's outline, and the building's outer face.
  const faces: [P, P][] = [];
  for (const room of rooms) {
    room.outline.forEach((a, i) => faces.push([a, room.outline[(i + 1) % room.outline.length] as P]));
  }
  // The outer face: 20 cm outside the rooms, chamfered along room 103's cut corner (x − y = 19, offset by 0.2 √2).
  const cut = 19 + WALL * Math.SQRT2;
  const outer: P[] = [
    [-WALL, -WALL],
    [cut - WALL, -WALL],
    [20 + WALL, 20 + WALL - cut],
    [20 + WALL, 12 + WALL],
    [-WALL, 12 + WALL],
  ];
  outer.forEach((a, i) => faces.push([a, outer[(i + 1) % outer.length] as P]));
  for (const [a, b] of faces) for (const [p, q] of cutDoors(a, b)) line(p, q);

  // Doors: jambs across the wall, the leaf open at 90° into the room, the swing arc.
  for (const d of doors) {
    const into = d.face < d.other ? -1 : 1; // the room is on the side of its face away from the corridor
    const pt = (along: number, across: number): P => (d.orient === 'h' ? [along, across] : [across, along]);
    line(pt(d.at, d.face), pt(d.at, d.other));
    line(pt(d.at + DOOR, d.face), pt(d.at + DOOR, d.other));
    const hinge = pt(d.at, d.face);
    const tip = pt(d.at, d.face + into * DOOR);
    line(hinge, tip, 0.35);
    const steps = 24;
    for (let k = 0; k < steps; k++) {
      const angle = (a: number) => (a / steps) * (Math.PI / 2);
      const at = (a: number) => pt(d.at + DOOR * Math.sin(angle(a)), d.face + into * DOOR * Math.cos(angle(a)));
      line(at(k), at(k + 1), 0.25);
    }
  }

  // Columns: filled squares.
  for (const room of rooms) {
    for (const [cx, cy] of room.columns) {
      const [x, y] = sheet([cx - COLUMN / 2, cy + COLUMN / 2]);
      page.drawRectangle({ x, y: PAGE.height - y, width: COLUMN * M, height: COLUMN * M, color: black });
    }
  }

  // Names: name over number, centred on the click point's column, a little above it.
  const size = 9;
  for (const room of rooms) {
    const [cx, cy] = sheet(room.click);
    const lines = [room.name, room.number];
    lines.forEach((text, k) => {
      const width = font.widthOfTextAtSize(text, size);
      page.drawText(text, { x: cx - width / 2, y: PAGE.height - (cy - 30 + k * 11), size, font, color: black });
    });
  }

  const bytes = await doc.save({ useObjectStreams: false });
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'generated-rooms.pdf'), bytes);

  const ring = (points: readonly P[]) => points.map((p) => sheet(p)).map(([x, y]) => ({ x: round(x), y: round(y) }));
  const json = {
    note:
      'Written by scripts/selection/generate-rooms.ts (pdf-lib): an A3 sheet at 1:100, walls 20 cm thick drawn as ' +
      'their two faces, 90 cm doors (jambs, leaf open at 90°, swing arc), two 40 cm columns as filled squares, each ' +
      "room's name over its number as real PDF text. Coordinates in sheet points (origin top-left, y down). A room's " +
      'area is its outline on the inner faces, closed across each door on the face line, minus its columns: exact, ' +
      'computed from the same numbers the drawing was made from.',
    sheet: { file: 'generated-rooms.pdf', page: 1, width: PAGE.width, height: PAGE.height },
    scale: { paper: '1:100', pointsPerMetre: M },
    wallThickness: WALL * M,
    gap: 1.2 * M,
    rooms: rooms.map((room, index) => {
      const holes = room.columns.map(([cx, cy]) =>
        rect(cx - COLUMN / 2, cy - COLUMN / 2, cx + COLUMN / 2, cy + COLUMN / 2),
      );
      const area = (Math.abs(shoelace(room.outline)) - holes.reduce((s, h) => s + Math.abs(shoelace(h)), 0)) * M * M;
      const [cx, cy] = sheet(room.click);
      return {
        number: room.number,
        name: room.name,
        label: `${room.number} ${room.name}`,
        click: { x: round(cx), y: round(cy) },
        area,
        areaM2: area / (M * M),
        outer: ring(room.outline),
        holes: holes.map(ring),
        doors: doors
          .filter((d) => d.room === index || room.number === '104')
          .map((d) => {
            const face = room.number === '104' ? d.other : d.face;
            const p = d.orient === 'h' ? sheet([d.at, face]) : sheet([face, d.at]);
            const q = d.orient === 'h' ? sheet([d.at + DOOR, face]) : sheet([face, d.at + DOOR]);
            return {
              from: { x: round(p[0]), y: round(p[1]) },
              to: { x: round(q[0]), y: round(q[1]) },
              width: DOOR * M,
            };
          }),
      };
    }),
  };
  writeFileSync(join(OUT, 'generated-rooms.json'), JSON.stringify(json, null, 2) + '\n');
  console.info(`wrote ${join(dirname(OUT), 'selection')}/generated-rooms.{pdf,json}`);
}

function round(v: number): number {
  return Math.round(v * 1e4) / 1e4;
}

await main();
