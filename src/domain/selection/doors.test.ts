/**
 * Open doors' leaves and swings (./doors.ts): recognised on the segments and not drawn, so that a leaf lying along a
 * wall does not cut the strip behind it out of the room. At VA's 1/8" = 1'-0" (29.53 pt per metre) and VA's raster
 * scale; the leaf drawn as VA draws it (a 27 pt × 1.32 pt rectangle, its swing in 4.8 pt chords).
 */
import { describe, expect, it } from 'vitest';
import { doorLeafSegments } from './doors.ts';
import { fillRegion } from './fill.ts';
import { prepareFromVectors } from './prepare.ts';
import { rectSegments, toFloat, type Seg } from './testing.ts';

const PPM = 72 / 0.0254 / 96;
const SCALE = 1.355;
/** The room's inner faces: 100 × 70 pt; walls 6 pt thick, drawn as two faces. */
const ROOM = { x0: 100, y0: 100, x1: 200, y1: 170 };
const DOOR = 27;
/** The door's opening in the bottom wall, its hinge 4.6 pt from the right wall's face. */
const HINGE = { x: ROOM.x1 - 4.6, y: ROOM.y1 };

const O = { x0: ROOM.x0 - 6, y0: ROOM.y0 - 6, x1: ROOM.x1 + 6, y1: ROOM.y1 + 6 };
const walls: Seg[] = [
  // Outer and inner faces, the bottom ones broken by the opening, and the opening's jambs.
  [O.x0, O.y0, O.x1, O.y0],
  [O.x1, O.y0, O.x1, O.y1],
  [O.x0, O.y1, O.x0, O.y0],
  [O.x0, O.y1, HINGE.x - DOOR, O.y1],
  [HINGE.x, O.y1, O.x1, O.y1],
  [ROOM.x0, ROOM.y0, ROOM.x1, ROOM.y0],
  [ROOM.x1, ROOM.y0, ROOM.x1, ROOM.y1],
  [ROOM.x0, ROOM.y1, ROOM.x0, ROOM.y0],
  [ROOM.x0, ROOM.y1, HINGE.x - DOOR, ROOM.y1],
  [HINGE.x, ROOM.y1, ROOM.x1, ROOM.y1],
  [HINGE.x - DOOR, ROOM.y1, HINGE.x - DOOR, O.y1],
  [HINGE.x, ROOM.y1, HINGE.x, O.y1],
];

/** The leaf open along the right wall (a 1.32 pt thick rectangle) and its swing, chords from its end to the jamb. */
function door(chords = 6): Seg[] {
  const out: Seg[] = [...rectSegments(HINGE.x - 1.32, HINGE.y - DOOR, HINGE.x, HINGE.y)];
  for (let k = 0; k < chords; k++) {
    const a0 = (k / chords) * (Math.PI / 2);
    const a1 = ((k + 1) / chords) * (Math.PI / 2);
    out.push([
      HINGE.x - DOOR * Math.sin(a0),
      HINGE.y - DOOR * Math.cos(a0),
      HINGE.x - DOOR * Math.sin(a1),
      HINGE.y - DOOR * Math.cos(a1),
    ]);
  }
  return out;
}

function fill(segments: Seg[]) {
  const sheet = prepareFromVectors({
    width: 300,
    height: 280,
    segments: toFloat(segments),
    segmentLayers: new Int32Array(segments.length).fill(-1),
    layerNames: [],
    text: [],
    pointsPerMetre: PPM,
    scale: SCALE,
  });
  return fillRegion(sheet, { point: { x: 130.3, y: 120.2 }, gap: 1.2 * PPM });
}

describe('doorLeafSegments', () => {
  it('marks an open leaf and its swing, and none of the walls, jambs included', () => {
    const leaf = door();
    const marks = doorLeafSegments(toFloat([...walls, ...leaf]), PPM);
    expect([...marks.slice(0, walls.length)].every((m) => m === 0)).toBe(true);
    expect([...marks.slice(walls.length)].every((m) => m === 1)).toBe(true);
  });

  it('leaves a double line as long as a door with no swing (a wall’s stub)', () => {
    const stub = rectSegments(HINGE.x - 1.32, HINGE.y - DOOR, HINGE.x, HINGE.y);
    const marks = doorLeafSegments(toFloat([...walls, ...stub]), PPM);
    expect([...marks].every((m) => m === 0)).toBe(true);
  });
});

describe('a room with a door leaf open along its wall', () => {
  it('keeps the strip behind the leaf, the door closed on the wall’s face (within 0.5 %)', () => {
    const res = fill([...walls, ...door()]);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const area = (ROOM.x1 - ROOM.x0) * (ROOM.y1 - ROOM.y0);
    expect(Math.abs(res.value.area - area) / area).toBeLessThan(0.005);
  });
});
