/**
 * Finish tags drawn as a box split into cells (VA's « CPT-1 », « VCT-1 »: the code's text runs over three cells, its
 * centre in the first one): the floor under the whole tag is the room's; a tag printed across a wall does not open
 * the wall. At VA's 1/8" = 1'-0" (29.53 pt per metre) and VA's raster scale, the tag's sizes as VA draws them.
 */
import { describe, expect, it } from 'vitest';
import type { SheetTextItem } from '../pdf/text.ts';
import { fillRegion } from './fill.ts';
import { prepareFromVectors } from './prepare.ts';
import { rectSegments, toFloat, type Seg } from './testing.ts';

const PPM = 72 / 0.0254 / 96;
/** VA's raster scale (px per point). */
const SCALE = 1.355;

/** A tag's box at (x, y): a 14.16 pt cell holding the code and two narrow cells after it, 11.04 pt tall. */
function tag(x: number, y: number): { segments: Seg[]; text: SheetTextItem } {
  const segments = [
    ...rectSegments(x, y, x + 14.16, y + 11.04),
    ...rectSegments(x + 14.16, y, x + 16.56, y + 11.04),
    ...rectSegments(x + 16.56, y, x + 20.52, y + 11.04),
  ];
  const text: SheetTextItem = {
    text: 'CPT-1',
    x: x + 0.02,
    y: y + 9,
    fontSize: 9.5,
    angle: 0,
    width: 20.5,
    box: { x: x + 0.02, y: y + 1.5, width: 20.5, height: 9.5 },
    fontName: 'Helvetica',
  };
  return { segments, text };
}

function fill(segments: Seg[], text: SheetTextItem[], point: { x: number; y: number }) {
  const sheet = prepareFromVectors({
    width: 300,
    height: 280,
    segments: toFloat(segments),
    segmentLayers: new Int32Array(segments.length).fill(-1),
    layerNames: [],
    text,
    pointsPerMetre: PPM,
    scale: SCALE,
  });
  return fillRegion(sheet, { point, gap: 1.2 * PPM });
}

describe('a finish tag drawn as cells', () => {
  it('gives the room the floor under all its cells', () => {
    const t = tag(140, 140);
    const walls = [...rectSegments(94, 94, 206, 176), ...rectSegments(100, 100, 200, 170)];
    const res = fill([...walls, ...t.segments], [t.text], { x: 120.3, y: 120.2 });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    // The two narrow cells are 70 pt² (1 % of the room).
    expect(Math.abs(res.value.area - 7000) / 7000).toBeLessThan(0.003);
  });

  it('printed across a wall, leaves the wall’s pocket out of the room beside it', () => {
    // Two rooms, A (100–150) and B (153.72–200), a partition drawn as two faces; the tag starts inside the partition.
    const walls = [
      ...rectSegments(94, 94, 206, 176),
      ...rectSegments(100, 100, 150, 170),
      ...rectSegments(153.72, 100, 200, 170),
    ];
    const t = tag(151.07, 140);
    const res = fill([...walls, ...t.segments], [t.text], { x: 120.3, y: 120.2 });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(Math.abs(res.value.area - 3500) / 3500).toBeLessThan(0.001);
  });
});
