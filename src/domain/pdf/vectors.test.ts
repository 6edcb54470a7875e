import { describe, expect, it } from 'vitest';
import { type Matrix } from './geometry.ts';
import { NO_LAYER, extractSegments, subdivisionCount, vectorOps, type ExtractOptions } from './vectors.ts';

// pdf.js 5's operator codes (its OPS table), as vectorOps() would pick them.
const OPS = {
  save: 10,
  restore: 11,
  transform: 12,
  stroke: 20,
  closeStroke: 21,
  fill: 22,
  eoFill: 23,
  fillStroke: 24,
  eoFillStroke: 25,
  closeFillStroke: 26,
  closeEOFillStroke: 27,
  endPath: 28,
  beginMarkedContent: 69,
  beginMarkedContentProps: 70,
  endMarkedContent: 71,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  beginGroup: 76,
  endGroup: 77,
  beginAnnotation: 80,
  endAnnotation: 81,
  paintImageMaskXObject: 83,
  paintImageXObject: 85,
  paintInlineImageXObject: 86,
  paintSolidColorImageMask: 90,
  constructPath: 91,
};
const ops = vectorOps(OPS);
const [M, L, C, Q, Z] = [0, 1, 2, 3, 4];

/** A 100 × 50 pt sheet whose user space is flipped (y up), as pdf.js's viewport does for an unrotated page. */
const FLIP: Matrix = [1, 0, 0, -1, 0, 50];
const base: ExtractOptions = { ops, sheetTransform: FLIP, sheetSize: { width: 100, height: 50 } };

type Op = [number, unknown];
const path = (paint: number, ...data: number[]): Op => [
  OPS.constructPath,
  [paint, [new Float32Array(data)], new Float32Array(4)],
];
const run = (list: Op[], options: Partial<ExtractOptions> = {}) =>
  extractSegments({ fnArray: list.map((o) => o[0]), argsArray: list.map((o) => o[1]) }, { ...base, ...options });
const segments = (list: Op[], options: Partial<ExtractOptions> = {}) =>
  [...run(list, options).segments].map((v) => Math.round(v * 1000) / 1000);

describe('extractSegments', () => {
  it('reads moveTo/lineTo/closePath into sheet space (y down)', () => {
    expect(segments([path(OPS.stroke, M, 10, 10, L, 20, 10, L, 20, 20, Z)])).toEqual([
      10, 40, 20, 40, 20, 40, 20, 30, 20, 30, 10, 40,
    ]);
  });

  it('closes every subpath of a fill, and only what is drawn of a stroke', () => {
    const open = [M, 0, 0, L, 10, 0, L, 10, 10];
    expect(run([path(OPS.stroke, ...open)]).segments.length / 4).toBe(2);
    expect(run([path(OPS.fill, ...open, M, 20, 0, L, 30, 0, L, 30, 10)]).segments.length / 4).toBe(6);
    expect(run([path(OPS.eoFillStroke, ...open)]).segments.length / 4).toBe(3);
  });

  it('skips clipping paths (endPath), zero-length segments and empty paths', () => {
    const result = run([
      path(OPS.endPath, M, 0, 0, L, 10, 0),
      path(OPS.stroke, M, 5, 5, L, 5, 5),
      [OPS.constructPath, [OPS.stroke, [null], null]],
    ]);
    expect(result.segments.length).toBe(0);
    expect(result.pathCount).toBe(0);
  });

  it('follows the CTM through save/restore, transform and form XObjects', () => {
    expect(
      segments([
        [OPS.save, null],
        [OPS.transform, [2, 0, 0, 2, 10, 0]],
        [
          OPS.paintFormXObjectBegin,
          [
            [1, 0, 0, 1, 5, 0],
            [0, 0, 10, 10],
          ],
        ],
        path(OPS.stroke, M, 0, 0, L, 1, 0),
        [OPS.paintFormXObjectEnd, null],
        path(OPS.stroke, M, 0, 0, L, 1, 0),
        [OPS.restore, null],
        path(OPS.stroke, M, 0, 0, L, 1, 0),
      ]),
    ).toEqual([20, 50, 22, 50, 10, 50, 12, 50, 0, 50, 1, 50]);
  });

  it('applies a transparency group matrix until its end', () => {
    expect(
      segments([
        [OPS.beginGroup, [{ matrix: [1, 0, 0, 1, 3, 4] }]],
        path(OPS.stroke, M, 0, 0, L, 1, 0),
        [OPS.endGroup, [{}]],
        path(OPS.stroke, M, 0, 0, L, 1, 0),
      ]),
    ).toEqual([3, 46, 4, 46, 0, 50, 1, 50]);
  });

  it("draws an annotation from the page's base transform, whatever the content left in the CTM", () => {
    expect(
      segments([
        [OPS.transform, [5, 0, 0, 5, 0, 0]],
        [OPS.beginAnnotation, ['12R', [0, 0, 10, 10], [1, 0, 0, 1, 10, 0], [2, 0, 0, 2, 0, 0], false]],
        path(OPS.stroke, M, 0, 0, L, 1, 0),
        [OPS.endAnnotation, null],
        path(OPS.stroke, M, 0, 0, L, 1, 0),
      ]),
    ).toEqual([10, 50, 12, 50, 0, 50, 5, 50]);
  });

  it('flattens curves within the tolerance, in sheet units whatever the CTM scale', () => {
    // A quarter circle of radius 100, drawn at scale 0.5: radius 50 on the sheet.
    const k = 0.5522847498 * 100;
    const quarter = path(OPS.stroke, M, 100, 0, C, 100, k, k, 100, 0, 100);
    const halved: Op[] = [[OPS.transform, [0.5, 0, 0, 0.5, 0, 0]], quarter];
    const result = run(halved, { sheetTransform: [1, 0, 0, 1, 0, 0] });
    const s = result.segments;
    const n = s.length / 4;
    // Second differences of the control points on the sheet: 0.4598 × 50 → n = ceil(sqrt(6 × 22.99 / (8 × 0.1))).
    expect(n).toBe(subdivisionCount(Math.hypot(50 - 2 * 50 + k / 2, 0 - k + 50), 3, 0.1));
    expect(n).toBe(14);
    expect([s[0], s[1], s[s.length - 2], s[s.length - 1]].map((v) => Math.round(v as number))).toEqual([50, 0, 0, 50]);
    for (let i = 0; i < s.length; i += 2) {
      // Every vertex is on the curve (the Bézier is within 0.03 % of a true circle).
      expect(Math.hypot(s[i] as number, s[i + 1] as number)).toBeCloseTo(50, 1);
    }
    // Halving the tolerance needs about √2 times as many segments.
    const finer = run(halved, { sheetTransform: [1, 0, 0, 1, 0, 0], tolerance: 0.05 });
    expect(finer.segments.length / 4).toBe(19);
  });

  it('flattens quadratic curves', () => {
    const result = run([path(OPS.stroke, M, 0, 0, Q, 50, 100, 100, 0)], { sheetTransform: [1, 0, 0, 1, 0, 0] });
    expect(result.segments.length / 4).toBe(subdivisionCount(200, 2, 0.1));
    expect(result.segments.at(-2)).toBe(100);
  });

  it('drops segments wholly off the sheet, keeps those that cross its edge', () => {
    expect(
      segments([path(OPS.stroke, M, -20, 10, L, -10, 10, L, 10, 10, M, 150, -20, L, 150, 80, M, 50, 60, L, 60, 70)]),
    ).toEqual([-10, 40, 10, 40]);
  });

  it('stops reading a path at an unknown drawing code', () => {
    expect(run([path(OPS.stroke, M, 0, 0, L, 1, 0, 9, 1, 2, L, 3, 3)]).segments.length).toBe(4);
  });

  it('gives each segment its innermost optional content group, and -1 outside any', () => {
    const layerIds = ['A', 'B'];
    const result = run(
      [
        [OPS.beginMarkedContentProps, ['OC', { type: 'OCG', id: 'A' }]],
        path(OPS.stroke, M, 0, 0, L, 1, 0),
        [OPS.beginMarkedContent, ['Span']],
        [OPS.beginMarkedContentProps, ['OC', { type: 'OCG', id: 'B' }]],
        path(OPS.stroke, M, 0, 0, L, 2, 0),
        [OPS.endMarkedContent, null],
        // Not an OC scope: inherits A.
        [OPS.beginMarkedContentProps, ['Artifact', null]],
        path(OPS.stroke, M, 0, 0, L, 3, 0),
        [OPS.endMarkedContent, null],
        [OPS.endMarkedContent, null],
        [OPS.beginMarkedContentProps, ['OC', { type: 'OCMD', ids: ['unknown', 'B'], policy: 'AnyOn' }]],
        path(OPS.stroke, M, 0, 0, L, 4, 0),
        [OPS.endMarkedContent, null],
        [OPS.endMarkedContent, null],
        path(OPS.stroke, M, 0, 0, L, 5, 0),
        // An unbalanced extra end is ignored.
        [OPS.endMarkedContent, null],
        path(OPS.stroke, M, 0, 0, L, 6, 0),
      ],
      { layerIds },
    );
    expect([...result.layers]).toEqual([0, 1, 0, 1, NO_LAYER, NO_LAYER]);
  });

  it('drops content that is hidden, or nested in something hidden', () => {
    const list: Op[] = [
      [OPS.beginMarkedContentProps, ['OC', { type: 'OCG', id: 'A' }]],
      path(OPS.stroke, M, 0, 0, L, 1, 0),
      [OPS.beginMarkedContentProps, ['OC', { type: 'OCG', id: 'B' }]],
      path(OPS.stroke, M, 0, 0, L, 2, 0),
      [OPS.endMarkedContent, null],
      [OPS.endMarkedContent, null],
      path(OPS.stroke, M, 0, 0, L, 3, 0),
    ];
    const hidden = (ids: string[]) => (props: { type: string; id?: unknown }) => !ids.includes(String(props.id));
    const lengths = (ids: string[]) =>
      [...run(list, { layerIds: ['A', 'B'], isVisible: hidden(ids) }).segments].filter((_, i) => i % 4 === 2);
    expect(lengths([])).toEqual([1, 2, 3]);
    expect(lengths(['B'])).toEqual([1, 3]);
    expect(lengths(['A'])).toEqual([3]);
  });

  it('measures how much of the sheet images cover', () => {
    const image = (m: number[]): Op[] => [
      [OPS.save, null],
      [OPS.transform, m],
      [OPS.paintImageXObject, ['img_p0_1', 10, 10]],
      [OPS.restore, null],
    ];
    expect(run(image([100, 0, 0, 50, 0, 0])).imageCoverage).toBe(1);
    expect(run(image([50, 0, 0, 50, 0, 0])).imageCoverage).toBe(0.5);
    // Half of it off the sheet: that half does not count.
    expect(run(image([50, 0, 0, 50, 75, 0])).imageCoverage).toBe(0.25);
    expect(run([]).imageCoverage).toBe(0);
  });

  it('refuses an OPS table that lacks an operator it needs', () => {
    expect(() => vectorOps({ save: 10 })).toThrow(/restore/);
  });
});

describe('subdivisionCount', () => {
  it('grows with the curvature and shrinks with the tolerance, within 1 … 256', () => {
    expect(subdivisionCount(0, 3, 0.1)).toBe(1);
    expect(subdivisionCount(10, 3, 0.1)).toBe(9);
    expect(subdivisionCount(10, 3, 0.4)).toBe(5);
    expect(subdivisionCount(1e9, 3, 0.1)).toBe(256);
  });
});
