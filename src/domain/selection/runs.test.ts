import { describe, expect, it } from 'vitest';
import type { Point } from '../takeoff/types';
import { followRun } from './runs';
import { testSheet, type TestSegment } from './testing';
import type { RunOptions } from './types';

const options = (point: Point, more: Partial<RunOptions> = {}): RunOptions => ({
  point,
  tolerance: 3,
  extend: false,
  face: 'face',
  thickness: { min: 2, max: 20 },
  ...more,
});

function run(segments: readonly TestSegment[], point: Point, more: Partial<RunOptions> = {}) {
  const result = followRun(testSheet({ segments }), options(point, more));
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const rounded = (points: readonly Point[]) =>
  points.map((p) => [Math.round(p.x * 100) / 100, Math.round(p.y * 100) / 100]);

/** A quarter circle's chords from `from` to `to` around `centre`, as a door's swing is drawn. */
function arc(centre: Point, radius: number, from: number, to: number, chords = 12): TestSegment[] {
  const out: TestSegment[] = [];
  for (let k = 0; k < chords; k++) {
    const a = from + ((to - from) * k) / chords;
    const b = from + ((to - from) * (k + 1)) / chords;
    out.push([
      centre.x + radius * Math.cos(a),
      centre.y + radius * Math.sin(a),
      centre.x + radius * Math.cos(b),
      centre.y + radius * Math.sin(b),
    ]);
  }
  return out;
}

describe('followRun', () => {
  it('takes a straight line split in three collinear pieces, one of them drawn twice and overlapping', () => {
    const value = run(
      [
        [100, 100, 200, 100],
        [200, 100, 260, 100],
        [250, 100, 180, 100.1], // drawn again over the joint, the other way
        [260, 100, 400, 100],
        [400, 300, 500, 300], // elsewhere
      ],
      { x: 150, y: 101 },
    );
    expect(rounded(value.points)).toEqual([
      [100, 100],
      [400, 100],
    ]);
    expect([value.closed, value.axis]).toEqual([false, false]);
  });

  it('follows an L through its corner, any angle', () => {
    const value = run(
      [
        [100, 100, 300, 100],
        [300, 100, 300, 250],
      ],
      { x: 300, y: 200 },
    );
    expect(rounded(value.points)).toEqual([
      [100, 100],
      [300, 100],
      [300, 250],
    ]);
  });

  it('counts a line drawn twice as one branch: a doubled L is still a corner, not a junction', () => {
    const value = run(
      [
        [100, 100, 300, 100],
        [300, 100.05, 100, 100.05],
        [300, 100, 300, 250],
        [300, 250, 300, 100],
      ],
      { x: 200, y: 100 },
    );
    expect(rounded(value.points)).toEqual([
      [100, 100],
      [300, 100],
      [300, 250],
    ]);
  });

  it('ends a walk that comes back on itself at a junction, and a long chain in one piece', () => {
    // A "6": the tail runs into the loop's side, which is split there.
    const six = run(
      [
        [100, 0, 100, 100],
        [100, 100, 100, 200],
        [100, 200, 200, 200],
        [200, 200, 200, 100],
        [200, 100, 100, 100],
      ],
      { x: 100, y: 50 },
      { extend: true },
    );
    expect(six.closed).toBe(false);
    expect(rounded(six.points)).toEqual([
      [100, 0],
      [100, 200],
      [200, 200],
      [200, 100],
      [100, 100],
    ]);
    // A zigzag of 2,000 segments: every vertex a corner, all of it one run.
    const zigzag: TestSegment[] = Array.from({ length: 2000 }, (_, k) => [
      k * 2,
      (k % 2) * 2,
      k * 2 + 2,
      ((k + 1) % 2) * 2,
    ]);
    expect(run(zigzag, { x: 1001, y: 1 }).points).toHaveLength(2001);
  });

  it('stops at a T junction, and crosses it straight on with extend', () => {
    const t: TestSegment[] = [
      [100, 100, 200, 100],
      [200, 100, 300, 100],
      [200, 100, 200, 200], // the stem
      [300, 100, 300, 160], // a corner after the bar
    ];
    expect(rounded(run(t, { x: 150, y: 100 }).points)).toEqual([
      [100, 100],
      [200, 100],
    ]);
    expect(rounded(run(t, { x: 150, y: 100 }, { extend: true }).points)).toEqual([
      [100, 100],
      [300, 100],
      [300, 160],
    ]);
    // From the stem there is no straight-on branch: extend stops too.
    expect(rounded(run(t, { x: 200, y: 150 }, { extend: true }).points)).toEqual([
      [200, 100],
      [200, 200],
    ]);
    // A stem ending on an unsplit bar's interior also stops there.
    expect(
      rounded(
        run(
          [
            [100, 100, 300, 100],
            [200, 100, 200, 200],
          ],
          { x: 200, y: 150 },
        ).points,
      ),
    ).toEqual([
      [200, 100],
      [200, 200],
    ]);
  });

  it('crosses a junction along a nearly straight branch only (within 10°)', () => {
    const tilt = (deg: number): TestSegment => [
      200,
      100,
      200 + 100 * Math.cos((deg * Math.PI) / 180),
      100 + 100 * Math.sin((deg * Math.PI) / 180),
    ];
    const base: TestSegment[] = [
      [100, 100, 200, 100],
      [200, 100, 200, 200],
    ];
    expect(run([...base, tilt(8)], { x: 150, y: 100 }, { extend: true }).points).toHaveLength(3);
    expect(run([...base, tilt(15)], { x: 150, y: 100 }, { extend: true }).points).toHaveLength(2);
  });

  it('closes a rectangle whatever side is clicked, and drops collinear vertices', () => {
    const value = run(
      [
        [100, 100, 200, 100],
        [200, 100, 300, 100],
        [300, 100, 300, 200],
        [300, 200, 100, 200],
        [100, 200, 100, 100],
      ],
      { x: 300, y: 150 },
    );
    expect(value.closed).toBe(true);
    expect(value.points).toHaveLength(4);
    expect(new Set(rounded(value.points).map(String))).toEqual(new Set(['100,100', '300,100', '300,200', '100,200']));
  });

  const wall: TestSegment[] = [
    // A wall drawn as its two faces 10 apart, turning a corner, each face split once.
    [100, 100, 250, 100],
    [250, 100, 400, 100],
    [400, 100, 400, 300],
    [100, 110, 390, 110],
    [390, 110, 390, 300],
    // Its ends closed by caps: junction-free corners, so each face's run goes on around them.
  ];

  it('gives a double line’s axis, or the clicked face', () => {
    const face = run(wall, { x: 200, y: 109 }, { face: 'face' });
    expect(rounded(face.points)).toEqual([
      [100, 110],
      [390, 110],
      [390, 300],
    ]);
    expect(face.axis).toBe(false);
    const axis = run(wall, { x: 200, y: 109 }, { face: 'axis' });
    expect(axis.axis).toBe(true);
    expect(rounded(axis.points)).toEqual([
      [100, 105],
      [395, 105],
      [395, 300],
    ]);
    // The same axis from the other face.
    expect(rounded(run(wall, { x: 200, y: 101 }, { face: 'axis' }).points)).toEqual([
      [100, 105],
      [395, 105],
      [395, 300],
    ]);
    // A parallel line farther than the thickness is not the other face.
    const far = run(wall, { x: 200, y: 109 }, { face: 'axis', thickness: { min: 12, max: 20 } });
    expect(far.axis).toBe(false);
  });

  it('takes the axis of a wall drawn as one closed outline over its long sides', () => {
    const value = run(
      [
        [100, 100, 300, 100],
        [300, 100, 300, 108],
        [300, 108, 100, 108],
        [100, 108, 100, 100],
      ],
      { x: 200, y: 101 },
      { face: 'axis' },
    );
    expect(value.axis).toBe(true);
    expect(rounded(value.points)).toEqual([
      [100, 104],
      [300, 104],
    ]);
  });

  it('keeps a door’s swing off the wall it touches, and follows the swing alone', () => {
    // The wall's face ends at the jamb (300, 100) where the swing (centred on the far jamb, radius 80) ends too; the
    // leaf stands open from the hinge (380, 100) to (380, 20), where the swing starts.
    const swing = arc({ x: 380, y: 100 }, 80, -Math.PI / 2, -Math.PI);
    const segments: TestSegment[] = [[100, 100, 300, 100], ...swing, [380, 100, 380, 20], [380, 100, 500, 100]];
    expect(rounded(run(segments, { x: 200, y: 100 }).points)).toEqual([
      [100, 100],
      [300, 100],
    ]);
    expect(rounded(run(segments, { x: 200, y: 100 }, { extend: true }).points)).toEqual([
      [100, 100],
      [300, 100],
    ]);
    const onArc = { x: 380 + 80 * Math.cos(-2), y: 100 + 80 * Math.sin(-2) };
    const ends = [
      [300, 100],
      [380, 20],
    ].sort();
    const arcRun = run(segments, onArc);
    expect(arcRun.points).toHaveLength(13);
    expect(rounded([arcRun.points[0] as Point, arcRun.points[12] as Point]).sort()).toEqual(ends);
    // A jamb drawn across the wall's end: the swing ends on it, nearly along it; extend does not carry on along it.
    const jamb: TestSegment = [300, 90, 300, 110];
    const extended = run([...segments, jamb], onArc, { extend: true });
    expect(extended.points).toHaveLength(13);
    expect(rounded([extended.points[0] as Point, extended.points[12] as Point]).sort()).toEqual(ends);
  });

  it('answers noLine for a click too far from any line, and on a scan', () => {
    const result = followRun(testSheet({ segments: [[100, 100, 200, 100]] }), options({ x: 150, y: 110 }));
    expect(result).toEqual({ ok: false, error: 'noLine' });
    expect(followRun(testSheet({}), options({ x: 150, y: 100 }))).toEqual({ ok: false, error: 'noLine' });
  });

  it('names the layers of the run’s segments', () => {
    const sheet = testSheet({
      segments: [
        [100, 100, 200, 100],
        [200, 100, 200, 200],
        [500, 500, 600, 500],
      ],
      segmentLayers: [1, 0, 2],
      layerNames: ['Cloisons', 'Murs', 'Mobilier'],
    });
    const result = followRun(sheet, options({ x: 150, y: 100 }));
    expect(result.ok && result.value.layers).toEqual(['Cloisons', 'Murs']);
  });
});
