import { describe, expect, it } from 'vitest';
import {
  MLINE_FLAGS,
  MLINESTYLE_FLAGS,
  mlineElements,
  mlineEntities,
  mlinePartHandle,
  sourceHandle,
  type MlineStyle,
  type MlineVertex,
} from './mline';
import type { CadEntity } from './types';

const S = Math.SQRT1_2;

describe('mlineElements', () => {
  it('moves each vertex along its miter by the element’s distance: a 1-unit wall turning left at (10, 0)', () => {
    // The path (0,0) → (10,0) → (10,10); the inner face 1 unit to the left of it. At the corner the miter is the
    // bisector and the distance along it is 1 / sin(45°) = √2: the inner face turns at (9, 1).
    const vertices: MlineVertex[] = [
      { x: 0, y: 0, miterX: 0, miterY: 1, offsets: [0, 1] },
      { x: 10, y: 0, miterX: -S, miterY: S, offsets: [0, Math.SQRT2] },
      { x: 10, y: 10, miterX: -1, miterY: 0, offsets: [0, 1] },
    ];
    const [axis, inner] = mlineElements(vertices, 2);
    expect(axis).toEqual([
      { x: 0, y: 0, bulge: 0 },
      { x: 10, y: 0, bulge: 0 },
      { x: 10, y: 10, bulge: 0 },
    ]);
    expect(inner?.map((v) => [v.x, v.y].map((n) => Math.round(n * 1e9) / 1e9))).toEqual([
      [0, 1],
      [9, 1],
      [9, 10],
    ]);
  });

  it('leaves out an element with fewer than two readable vertices, and a vertex missing it', () => {
    const vertices: MlineVertex[] = [
      { x: 0, y: 0, miterX: 0, miterY: 1, offsets: [0, Number.NaN, 2] },
      { x: 5, y: 0, miterX: 0, miterY: 1, offsets: [0, 1] },
      { x: 9, y: 0, miterX: 0, miterY: 1, offsets: [0, 1, 2] },
    ];
    const elements = mlineElements(vertices, 3);
    expect(elements.map((e) => e.length)).toEqual([3, 2, 2]);
    expect(elements[1]?.map((v) => v.x)).toEqual([5, 9]);
    expect(mlineElements(vertices.slice(0, 1), 3)).toEqual([]);
  });
});

describe('handles of a multiline’s elements', () => {
  it('keeps the multiline’s handle on its first element and suffixes the others; the source is found back', () => {
    expect([0, 1, 2].map((i) => mlinePartHandle('75C', i))).toEqual(['75C', '75C~1', '75C~2']);
    expect(mlinePartHandle('', 1)).toBe('');
    expect(['75C', '75C~1', '1A3'].map(sourceHandle)).toEqual(['75C', '75C', '1A3']);
  });
});

describe('mlineEntities: the style’s caps, joints and fill', () => {
  const common = { handle: '2F', type: 'MLINE', layer: 'MURS', color: '#00ff00' };
  const byLayer = { index: 256 };
  const style = (flags: number, elements: readonly [number, { index: number; rgb?: number }][] = []): MlineStyle => ({
    name: 'MUR',
    flags,
    fillColor: byLayer,
    elements: (elements.length > 0
      ? elements
      : ([
          [0.5, byLayer],
          [-0.5, byLayer],
        ] as const)
    ).map(([offset, color]) => ({ offset, color })),
  });
  // A 1-unit wall from (0, 0) to (10, 0), centred on its path.
  const straight: MlineVertex[] = [
    { x: 0, y: 0, miterX: 0, miterY: 1, offsets: [0.5, -0.5] },
    { x: 10, y: 0, miterX: 0, miterY: 1, offsets: [0.5, -0.5] },
  ];
  const round = (n: number) => Math.round(n * 1e9) / 1e9;
  const decorations = (entities: readonly CadEntity[]) => entities.filter((e) => e.decoration);
  const shape = (e: CadEntity) =>
    e.kind === 'line'
      ? ['line', e.handle, [e.a.x, e.a.y, e.b.x, e.b.y].map(round)]
      : e.kind === 'arc'
        ? ['arc', e.handle, [e.center.x, e.center.y, e.radius, e.start, e.end].map(round)]
        : [e.kind, e.handle];

  it('draws square caps across every element at both ends, as decorations on the MLINE’s layer', () => {
    const all = mlineEntities(common, straight, 2, 0, style(MLINESTYLE_FLAGS.startSquare | MLINESTYLE_FLAGS.endSquare));
    expect(all.filter((e) => !e.decoration).map((e) => e.handle)).toEqual(['2F', '2F~1']);
    expect(decorations(all).map(shape)).toEqual([
      ['line', '2F~s', [0, 0.5, 0, -0.5]],
      ['line', '2F~e', [10, 0.5, 10, -0.5]],
    ]);
    expect(decorations(all).every((e) => e.layer === 'MURS' && e.type === 'MLINE')).toBe(true);
  });

  it('draws round caps as half circles joining the outermost elements, bulging away from the wall', () => {
    const all = mlineEntities(common, straight, 2, 0, style(MLINESTYLE_FLAGS.startRound | MLINESTYLE_FLAGS.endRound));
    const h = Math.PI / 2;
    expect(decorations(all).map(shape)).toEqual([
      ['arc', '2F~sr', [0, 0, 0.5, h, 3 * h].map(round)],
      ['arc', '2F~er', [10, 0, 0.5, -h, h].map(round)],
    ]);
  });

  it('draws inner arcs between the elements next to the outermost, from four elements on', () => {
    const four: MlineVertex[] = straight.map((v) => ({ ...v, offsets: [1, 0.25, -0.25, -1] }));
    const s4 = style(MLINESTYLE_FLAGS.startInnerArcs | MLINESTYLE_FLAGS.endInnerArcs, [
      [1, byLayer],
      [0.25, byLayer],
      [-0.25, byLayer],
      [-1, byLayer],
    ]);
    expect(decorations(mlineEntities(common, four, 4, 0, s4)).map(shape)).toEqual([
      ['arc', '2F~si', [0, 0, 0.25, Math.PI / 2, (3 * Math.PI) / 2].map(round)],
      ['arc', '2F~ei', [10, 0, 0.25, -Math.PI / 2, Math.PI / 2].map(round)],
    ]);
    // Three elements: no pair inside the outermost two, no inner arc.
    const three: MlineVertex[] = straight.map((v) => ({ ...v, offsets: [1, 0, -1] }));
    const s3 = style(MLINESTYLE_FLAGS.startInnerArcs, [
      [1, byLayer],
      [0, byLayer],
      [-1, byLayer],
    ]);
    expect(decorations(mlineEntities(common, three, 3, 0, s3))).toEqual([]);
  });

  it('follows an angled end: the cap lies along the start’s miter, through each element’s first point', () => {
    // Start angle 45°: the miter (√½, √½), each element √2 × its offset along it.
    const angled: MlineVertex[] = [
      { x: 0, y: 0, miterX: S, miterY: S, offsets: [0.5 * Math.SQRT2, -0.5 * Math.SQRT2] },
      { x: 10, y: 0, miterX: 0, miterY: 1, offsets: [0.5, -0.5] },
    ];
    const all = mlineEntities(common, angled, 2, 0, style(MLINESTYLE_FLAGS.startSquare | MLINESTYLE_FLAGS.startRound));
    expect(decorations(all).map(shape)).toEqual([
      ['line', '2F~s', [0.5, 0.5, -0.5, -0.5]],
      // The half circle on that chord, on the side away from the wall (through (−√½, √½)).
      ['arc', '2F~sr', [0, 0, Math.SQRT1_2, Math.PI / 4, (5 * Math.PI) / 4].map(round)],
    ]);
  });

  it('leaves out the caps the MLINE suppresses (flags 4 start, 8 end), and every cap of a closed one', () => {
    const both = style(MLINESTYLE_FLAGS.startSquare | MLINESTYLE_FLAGS.endSquare | MLINESTYLE_FLAGS.endRound);
    expect(
      decorations(mlineEntities(common, straight, 2, MLINE_FLAGS.suppressStart, both)).map((e) => e.handle),
    ).toEqual(['2F~e', '2F~er']);
    expect(decorations(mlineEntities(common, straight, 2, MLINE_FLAGS.suppressEnd, both)).map((e) => e.handle)).toEqual(
      ['2F~s'],
    );
    const square: MlineVertex[] = [
      { x: 0, y: 0, miterX: S, miterY: S, offsets: [0, 1] },
      { x: 4, y: 0, miterX: -S, miterY: S, offsets: [0, 1] },
      { x: 4, y: 4, miterX: -S, miterY: -S, offsets: [0, 1] },
      { x: 0, y: 4, miterX: S, miterY: -S, offsets: [0, 1] },
    ];
    const closedStyle = style(MLINESTYLE_FLAGS.startSquare | MLINESTYLE_FLAGS.endRound, [
      [0, byLayer],
      [1, byLayer],
    ]);
    expect(decorations(mlineEntities(common, square, 2, MLINE_FLAGS.closed, closedStyle))).toEqual([]);
    // Its joints, when shown, at every vertex: the first one is a joint too.
    const miters = style(MLINESTYLE_FLAGS.miters, [
      [0, byLayer],
      [1, byLayer],
    ]);
    expect(decorations(mlineEntities(common, square, 2, MLINE_FLAGS.closed, miters)).map((e) => e.handle)).toEqual([
      '2F~m0',
      '2F~m1',
      '2F~m2',
      '2F~m3',
    ]);
  });

  it('shows the joints (« display miters ») at the inner vertices of an open MLINE', () => {
    const corner: MlineVertex[] = [
      { x: 0, y: 0, miterX: 0, miterY: 1, offsets: [0, 1] },
      { x: 10, y: 0, miterX: -S, miterY: S, offsets: [0, Math.SQRT2] },
      { x: 10, y: 10, miterX: -1, miterY: 0, offsets: [0, 1] },
    ];
    const s = style(MLINESTYLE_FLAGS.miters, [
      [0, byLayer],
      [1, byLayer],
    ]);
    expect(decorations(mlineEntities(common, corner, 2, 0, s)).map(shape)).toEqual([['line', '2F~m1', [9, 1, 10, 0]]]);
  });

  it('colours each element and each half of a cap from the style: ByBlock the MLINE’s, ByLayer the layer’s', () => {
    const red = { index: 1 };
    const s = style(MLINESTYLE_FLAGS.startSquare | MLINESTYLE_FLAGS.endRound, [
      [0.5, red],
      [-0.5, { index: 0 }],
    ]);
    const all = mlineEntities(common, straight, 2, 0, s);
    expect(all.map((e) => [e.handle, e.color])).toEqual([
      ['2F', '#ff0000'],
      ['2F~1', '#00ff00'],
      ['2F~s', '#ff0000'],
      ['2F~sb', '#00ff00'],
      ['2F~er', '#00ff00'],
      ['2F~erb', '#ff0000'],
    ]);
    // The square cap in two halves, each from its element to the middle.
    expect(all.filter((e) => e.kind === 'line').map(shape)).toEqual([
      ['line', '2F~s', [0, 0.5, 0, 0]],
      ['line', '2F~sb', [0, -0.5, 0, 0]],
    ]);
    const layerOnly = mlineEntities(common, straight, 2, 0, style(0));
    expect(layerOnly.map((e) => e.color)).toEqual([undefined, undefined]);
    // Without its style (not in the file): the elements only, in the MLINE’s colour.
    expect(mlineEntities(common, straight, 2, 0, undefined).map((e) => [e.handle, e.color, e.decoration])).toEqual([
      ['2F', '#00ff00', undefined],
      ['2F~1', '#00ff00', undefined],
    ]);
  });

  it('fills between the outermost elements under the lines, round where a round cap is', () => {
    const s = style(MLINESTYLE_FLAGS.fill | MLINESTYLE_FLAGS.endRound);
    const [fill, ...rest] = mlineEntities(common, straight, 2, 0, s);
    expect(rest.map((e) => e.handle)).toEqual(['2F', '2F~1', '2F~er']);
    expect(fill?.kind).toBe('hatch');
    if (fill?.kind !== 'hatch') return;
    expect([fill.handle, fill.decoration, fill.solid, fill.loops.length]).toEqual(['2F~f', true, true, 1]);
    // Along the bottom element, a half circle (bulge 1: counter-clockwise) round the end, back along the top one.
    expect(fill.loops[0]?.vertices.map((v) => [v.x, v.y, v.bulge])).toEqual([
      [0, -0.5, 0],
      [10, -0.5, 1],
      [10, 0.5, 0],
      [0, 0.5, 0],
    ]);
  });
});
