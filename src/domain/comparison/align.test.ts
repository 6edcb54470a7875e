import { describe, expect, it } from 'vitest';
import { applyToPoint, type Matrix } from '../pdf/geometry.ts';
import {
  IDENTITY,
  alignmentFromPairs,
  estimateAlignment,
  maxDisplacement,
  plausibleSizes,
  scaleAndRotation,
  similarity,
} from './align.ts';
import { drawPlan, syntheticPlan, type Stroke } from './testing.ts';

const W = 800;
const H = 560;
const SCALE = 2;
const plan = syntheticPlan(7, W, H);

function align(old: readonly Stroke[], neu: readonly Stroke[], m: Matrix, sizes = { old: [W, H], new: [W, H] }) {
  const [ow, oh] = sizes.old as [number, number];
  const [nw, nh] = sizes.new as [number, number];
  return estimateAlignment({
    old: drawPlan(old, IDENTITY, ow, oh, SCALE),
    new: drawPlan(neu, m, nw, nh, SCALE),
    scale: SCALE,
    oldSize: { width: ow, height: oh },
    newSize: { width: nw, height: nh },
  });
}

describe('estimateAlignment on synthetic plans', () => {
  it('finds a sub-point shift to a few hundredths of a point, confidently', () => {
    const truth: Matrix = [1, 0, 0, 1, 3.37, -1.71];
    const found = align(plan, plan, truth);
    if (!found.ok) throw new Error(found.error);
    expect(maxDisplacement(found.value.matrix, truth, W, H)).toBeLessThan(0.05);
    expect(found.value.confidence).toBeGreaterThan(0.8);
    expect(found.value.residual).toBeLessThan(0.1);
  });

  it('finds the identity for the same sheet', () => {
    const found = align(plan, plan, IDENTITY);
    if (!found.ok) throw new Error(found.error);
    expect(maxDisplacement(found.value.matrix, IDENTITY, W, H)).toBeLessThan(0.02);
    expect(found.value.confidence).toBeGreaterThan(0.9);
  });

  it('finds a re-plot at a slightly different scale and rotation, shifted', () => {
    const truth = similarity(1.012, (0.4 * Math.PI) / 180, -6.3, 4.2, { x: W / 2, y: H / 2 });
    const found = align(plan, plan, truth);
    if (!found.ok) throw new Error(found.error);
    expect(maxDisplacement(found.value.matrix, truth, W, H)).toBeLessThan(0.08);
    const { scale, rotation } = scaleAndRotation(found.value.matrix);
    expect(scale).toBeCloseTo(1.012, 4);
    expect((rotation * 180) / Math.PI).toBeCloseTo(0.4, 2);
    expect(found.value.confidence).toBeGreaterThan(0.7);
  });

  it('is not pulled by edits: an erased room, an added wall, a moved block', () => {
    const truth: Matrix = [1, 0, 0, 1, -0.63, 0.42];
    // Erased: every stroke in a 150 × 110 pt box; added: a wall and a cluster of strokes; moved: a frame side.
    const erased = (s: Stroke) => s[0] > 300 && s[0] < 450 && s[1] > 200 && s[1] < 310;
    const edited: Stroke[] = plan.filter((s) => !erased(s));
    edited.push([100, 480, 420, 480, 4]);
    for (let i = 0; i < 12; i++) edited.push([560 + i * 6, 100, 563 + i * 6, 92, 0.6]);
    const found = align(plan, edited, truth);
    if (!found.ok) throw new Error(found.error);
    expect(maxDisplacement(found.value.matrix, truth, W, H)).toBeLessThan(0.05);
    expect(found.value.inliers).toBeLessThanOrEqual(found.value.tiles);
  });

  it('finds a re-plot drawn larger on larger paper', () => {
    const s = 1.25;
    const truth = similarity(s, 0, 1.3, -0.8);
    const found = align(plan, plan, truth, { old: [W, H], new: [W * s, H * s] });
    if (!found.ok) throw new Error(found.error);
    expect(maxDisplacement(found.value.matrix, truth, W, H)).toBeLessThan(0.1);
  });

  it('finds a plot at the same scale moved onto larger paper', () => {
    const truth: Matrix = [1, 0, 0, 1, 150.4, 90.7];
    const found = align(plan, plan, truth, { old: [W, H], new: [W * 1.4, H * 1.4] });
    if (!found.ok) throw new Error(found.error);
    expect(maxDisplacement(found.value.matrix, truth, W, H)).toBeLessThan(0.05);
  });

  it('refuses another drawing (alignmentFailed) and another page shape (sizeMismatch)', () => {
    const other = syntheticPlan(99, W, H);
    const found = align(plan, other, IDENTITY);
    expect(found).toEqual({ ok: false, error: 'alignmentFailed' });
    expect(align(plan, plan, IDENTITY, { old: [W, H], new: [H, W] })).toEqual({ ok: false, error: 'sizeMismatch' });
    expect(plausibleSizes({ width: W, height: H }, { width: W * 1.1, height: H * 1.05 })).toBe(true);
    expect(plausibleSizes({ width: W, height: H }, { width: W * 5, height: H * 5 })).toBe(false);
  });
});

describe('alignmentFromPairs', () => {
  it('gives the similarity through two pairs exactly, with a confidence from the sheets', () => {
    const truth = similarity(1.5, 0.3, 12, -7);
    const p1 = { x: 100, y: 80 };
    const p2 = { x: 640, y: 420 };
    const pair = (p: { x: number; y: number }) => {
      const [x, y] = applyToPoint(truth, p.x, p.y);
      return [p, { x, y }] as const;
    };
    const found = alignmentFromPairs([pair(p1), pair(p2)], {
      old: { width: W, height: H },
      new: { width: W * 1.5, height: H * 1.5 },
    });
    if (!found.ok) throw new Error(found.error);
    expect(maxDisplacement(found.value.matrix, truth, W, H)).toBeLessThan(1e-9);
    expect(found.value).toMatchObject({ method: 'manual', residual: 0, confidence: 1 });
    expect(found.value.pairs).toHaveLength(2);
    const odd = alignmentFromPairs([pair(p1), pair(p2)], {
      old: { width: W, height: H },
      new: { width: W, height: H },
    });
    expect(odd.ok && odd.value.confidence).toBe(0.6);
  });

  it('refuses degenerate pairs', () => {
    const a = { x: 10, y: 10 };
    const b = { x: 500, y: 300 };
    expect(alignmentFromPairs([[a, a]])).toEqual({ ok: false, error: 'badPairs' });
    expect(
      alignmentFromPairs([
        [a, a],
        [a, b],
      ]),
    ).toEqual({ ok: false, error: 'badPairs' });
    expect(
      alignmentFromPairs([
        [a, a],
        [{ x: 12, y: 10 }, b],
      ]),
    ).toEqual({ ok: false, error: 'badPairs' });
    expect(
      alignmentFromPairs([
        [a, a],
        [b, { x: 11, y: 10 }],
      ]),
    ).toEqual({ ok: false, error: 'badPairs' });
    expect(
      alignmentFromPairs([
        [a, a],
        [b, { x: NaN, y: 3 }],
      ]),
    ).toEqual({ ok: false, error: 'badPairs' });
  });
});
