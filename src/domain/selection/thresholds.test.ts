import { describe, expect, it } from 'vitest';
import { clearingThresholds, prepareFromVectors } from './prepare';

type Line = readonly [number, number, number, number];
const rectangle = (l: number, t: number, r: number, b: number): Line[] => [
  [l, t, r, t],
  [r, t, r, b],
  [r, b, l, b],
  [l, b, l, t],
];
/** A room whose walls are drawn as two faces 20 pt apart: 20 cm at 1 pt = 1 cm (1:28), 68 cm at 1:96. */
const LINES = [...rectangle(30, 30, 690, 370), ...rectangle(50, 50, 670, 350)];

const inkOf = (pointsPerMetre?: number) => {
  const sheet = prepareFromVectors({
    width: 720,
    height: 440,
    segments: new Float32Array(LINES.flat()),
    segmentLayers: new Int32Array(LINES.length).fill(-1),
    layerNames: [],
    text: [],
    ...(pointsPerMetre !== undefined && { pointsPerMetre }),
  });
  return sheet.ink.data.reduce((sum, v) => sum + v, 0) / sheet.ink.scale;
};

describe('the lines cleared at prepare, judged at the drawing’s scale', () => {
  it('scales the thresholds measured at 1:96 with the drawing: lengths linearly, regions as squares', () => {
    const at96 = clearingThresholds(72 / 0.0254 / 96);
    expect(at96.pocket).toBeCloseTo(clearingThresholds().pocket, 9);
    const at28 = clearingThresholds(100);
    expect(at28.pocket / at96.pocket).toBeCloseTo(100 / (72 / 0.0254 / 96), 9);
    expect(at28.smallRegion / at96.smallRegion).toBeCloseTo((100 / (72 / 0.0254 / 96)) ** 2, 9);
    expect(clearingThresholds(-1)).toEqual(clearingThresholds());
  });

  it('keeps both faces of a 20 cm wall at 1 pt = 1 cm, which the 1:96 thresholds take for lone lines', () => {
    // The faces' length is 2 × (660 + 340) + 2 × (620 + 300) = 3 840 pt: as many ink pixels per pixel of width.
    expect(inkOf(100)).toBeGreaterThan(3_500);
    expect(inkOf()).toBeLessThan(inkOf(100) / 2);
  });
});
