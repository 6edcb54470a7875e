import { describe, expect, it } from 'vitest';
import { measurement, p } from '../../../domain/takeoff/testing/fixtures';
import type { Draft } from '../../../domain/takeoff/tools/draft';
import { MeasurementLayer, drawOverlay, selectedOf, type OverlayScene, type OverlayTheme } from './draw';
import { LabelLayout, labelText } from './labels';

const theme: OverlayTheme = {
  colors: {
    blue: '#blue',
    red: '#red',
    green: '#green',
    orange: '#orange',
    purple: '#purple',
    teal: '#teal',
    pink: '#pink',
    brown: '#brown',
    grey: '#grey',
  },
  handle: '#handle',
  handleBorder: '#handleBorder',
  snap: '#snap',
  box: '#box',
  boxFill: '#boxFill',
  region: '#region',
  regionLabel: '#regionLabel',
  label: '#label',
  paper: '#paper',
  font: '600 12px sans-serif',
  numberFont: '700 12px sans-serif',
  fillOpacity: 0.2,
  lineWidth: 2,
  thinWidth: 1,
  handleSize: 8,
  markerSize: 12,
};

type Call = { readonly name: string; readonly args: unknown[]; readonly state: Record<string, unknown> };

/** A 2D context that records each drawing call with the style it was made in. */
function recorder() {
  const calls: Call[] = [];
  const state: Record<string, unknown> = { dash: [] };
  const ctx = new Proxy(state, {
    get(target, key: string) {
      if (key === 'setLineDash') return (dash: number[]) => void (target.dash = dash);
      if (key === 'measureText')
        return (text: string) => ({ width: text.length * 6, fontBoundingBoxAscent: 9, fontBoundingBoxDescent: 3 });
      if (key in target) return target[key];
      return (...args: unknown[]) => void calls.push({ name: key, args, state: { ...target } });
    },
    set(target, key: string, value: unknown) {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, calls };
}

const region = {
  id: 'r1',
  ring: [p(100, 100), p(300, 100), p(300, 200), p(100, 200)],
  label: 'Zone 1 · 1:20',
};

describe('the overlay’s scale regions', () => {
  it('draws each region dash-dot in its own colour, under the measurements, with its label on a chip', () => {
    const { ctx, calls } = recorder();
    const length = measurement('length', { color: 'blue', points: [p(120, 150), p(280, 150)] });
    drawOverlay(
      ctx,
      { scale: 2, x: 10, y: 0 },
      null,
      {
        regions: [region],
        measurements: [length],
        selection: new Set(),
        draft: null,
        draftColor: 'blue',
      },
      theme,
    );
    const strokes = calls.filter((c) => c.name === 'stroke');
    expect(strokes[0]?.state).toMatchObject({ strokeStyle: '#region', dash: [12, 4, 2, 4] });
    // The measurement comes after (on top), solid, in its own colour.
    expect(strokes.at(-1)?.state).toMatchObject({ strokeStyle: '#blue', dash: [] });
    const text = calls.find((c) => c.name === 'fillText');
    // Inside the top-left corner (screen: 100 × 2 + 10 = 210, 200), in ink, in the theme's font.
    expect(text?.args[0]).toBe('Zone 1 · 1:20');
    expect(text?.args[1]).toBeGreaterThan(210);
    expect(text?.args[2]).toBeGreaterThan(200);
    expect(text?.state).toMatchObject({ fillStyle: '#label', font: '600 12px sans-serif' });
    const chip = calls.find((c) => c.name === 'fillRect');
    expect(chip?.state).toMatchObject({ fillStyle: '#regionLabel' });
  });

  it('skips a region out of view, and draws the one being drawn from the tool’s draft', () => {
    const { ctx, calls } = recorder();
    const draft: Draft = {
      shape: null,
      previews: [],
      box: null,
      region: { minX: 0, minY: 0, maxX: 50, maxY: 40 },
      snap: null,
      cursor: p(50, 40),
      constrained: false,
    };
    drawOverlay(
      ctx,
      { scale: 1, x: 0, y: 0 },
      { minX: 500, minY: 500, maxX: 900, maxY: 900 },
      {
        regions: [region],
        measurements: [],
        selection: new Set(),
        draft,
        draftColor: 'blue',
      },
      theme,
    );
    expect(calls.find((c) => c.name === 'fillText')).toBeUndefined();
    const frame = calls.find((c) => c.name === 'strokeRect');
    expect(frame?.args).toEqual([0, 0, 50, 40]);
    expect(frame?.state).toMatchObject({ strokeStyle: '#region', dash: [12, 4, 2, 4] });
  });
});

describe('the measurements’ layer (a picture kept between frames)', () => {
  const lengths = (n: number, from = 0) =>
    Array.from({ length: n }, (_, i) =>
      measurement('length', { id: `l${from + i}`, points: [p(10 * (from + i), 10), p(10 * (from + i), 60)] }),
    );
  const view = { scale: 1, x: 0, y: 0 };
  const visible = { minX: 0, minY: 0, maxX: 100_000, maxY: 5000 };
  /** The plan's overlay context: its canvas and its transform, as a browser's has them. */
  const screen = () => {
    const recorded = recorder();
    Object.assign(recorded.ctx, {
      canvas: { width: 800, height: 600 },
      getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
    });
    return recorded;
  };
  const strokes = (calls: Call[]) => calls.filter((c) => c.name === 'stroke').length;

  function withOffscreen<T>(run: (picture: ReturnType<typeof recorder>) => T): T {
    const picture = recorder();
    const previous = (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas;
    (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas = class {
      constructor(
        public width: number,
        public height: number,
      ) {}
      getContext() {
        return picture.ctx;
      }
    };
    try {
      return run(picture);
    } finally {
      (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas = previous;
    }
  }

  it('draws 5,000 measurements once; a selection then draws the picture, the newest and the selected only', () => {
    withOffscreen((picture) => {
      const layer = new MeasurementLayer();
      const all = lengths(5000);
      const first = screen();
      drawOverlay(
        first.ctx,
        view,
        visible,
        { measurements: all, selection: new Set(), draft: null, draftColor: 'blue' },
        theme,
        layer,
      );
      // All but the 16 newest (drawn live on every frame: a count under way grows at each click).
      expect(strokes(picture.calls)).toBe(5000 - 16);
      expect(strokes(first.calls)).toBe(16);
      expect(first.calls.filter((c) => c.name === 'drawImage')).toHaveLength(1);

      picture.calls.length = 0;
      const selected = screen();
      drawOverlay(
        selected.ctx,
        view,
        visible,
        { measurements: all, selection: new Set(['l42']), draft: null, draftColor: 'blue' },
        theme,
        layer,
      );
      expect(picture.calls).toEqual([]);
      expect(selected.calls.filter((c) => c.name === 'drawImage')).toHaveLength(1);
      // The 16 newest, and the selected length twice as wide, with its handles.
      expect(strokes(selected.calls)).toBe(16 + 1);
      expect(selected.calls.filter((c) => c.name === 'stroke').at(-1)?.state.lineWidth).toBe(theme.lineWidth * 2);
    });
  });

  it('draws a new measurement onto the picture alone, and everything again when the view changes', () => {
    withOffscreen((picture) => {
      const layer = new MeasurementLayer();
      const all = lengths(300);
      const scene = (measurements: typeof all) => ({
        measurements,
        selection: new Set<string>(),
        draft: null,
        draftColor: 'blue' as const,
      });
      drawOverlay(screen().ctx, view, visible, scene(all), theme, layer);
      picture.calls.length = 0;
      const more = [...all, ...lengths(1, 300)];
      drawOverlay(screen().ctx, view, visible, scene(more), theme, layer);
      expect(strokes(picture.calls)).toBe(1);
      // The newest changes (a count gets a point): the picture holds.
      picture.calls.length = 0;
      const grown = [...all, { ...(more.at(-1) as (typeof all)[number]), label: 'changé' }];
      drawOverlay(screen().ctx, view, visible, scene(grown), theme, layer);
      expect(picture.calls).toEqual([]);

      picture.calls.length = 0;
      drawOverlay(screen().ctx, { scale: 2, x: 0, y: 0 }, visible, scene(more), theme, layer);
      expect(strokes(picture.calls)).toBe(301 - 16);

      // A measurement taken away (an undo): drawn again from the start, without it.
      picture.calls.length = 0;
      drawOverlay(screen().ctx, { scale: 2, x: 0, y: 0 }, visible, scene(all), theme, layer);
      expect(strokes(picture.calls)).toBe(300 - 16);
    });
  });
});

describe('the selected measurements of a frame', () => {
  const all = ['a', 'b', 'c', 'd'].map((id) => measurement('count', { id, points: [p(0, 0)] }));

  it('are found by id, in drawing order whatever the selection’s order, without the ids that are not on the sheet', () => {
    expect(selectedOf(all, new Set(['d', 'zz', 'b'])).map((m) => m.id)).toEqual(['b', 'd']);
    expect(selectedOf(all, new Set())).toEqual([]);
  });

  it('follow a new list of measurements, not the places of the old one', () => {
    const next = all.filter((m) => m.id === 'a' || m.id === 'd').reverse();
    expect(selectedOf(next, new Set(['a', 'd'])).map((m) => m.id)).toEqual(['d', 'a']);
  });
});

describe('labels and numbered count symbols on the plan', () => {
  const options = { showLabels: true, showQuantities: true };

  it('words a label as its name · its quantity, as the toggles ask', () => {
    expect(labelText('Ch. 144 – sol', '15,24 m²', options)).toBe('Ch. 144 – sol · 15,24 m²');
    expect(labelText('Ch. 144 – sol', '15,24 m²', { showLabels: true, showQuantities: false })).toBe('Ch. 144 – sol');
    expect(labelText('Ch. 144 – sol', '15,24 m²', { showLabels: false, showQuantities: true })).toBe('15,24 m²');
    // No name: the quantity says what the label would not.
    expect(labelText('  ', '15,24 m²', { showLabels: true, showQuantities: false })).toBe('15,24 m²');
    expect(labelText('Ch. 144', null, options)).toBe('Ch. 144');
    expect(labelText('', null, options)).toBeNull();
    expect(labelText('Ch. 144', '3 U', { showLabels: false, showQuantities: false })).toBeNull();
  });

  const room = measurement('area', {
    id: 'room',
    label: 'Ch. 144',
    points: [p(0, 0), p(400, 0), p(400, 300), p(0, 300)],
  });
  const sockets = measurement('count', { id: 'sockets', label: 'PC', points: [p(50, 50), p(120, 50), p(190, 50)] });
  const scene = (layout: LabelLayout, extra: Partial<OverlayScene> = {}): OverlayScene => ({
    measurements: [room, sockets],
    selection: new Set(),
    draft: null,
    draftColor: 'blue',
    labels: { layout, textOf: (m) => labelText(m.label, null, options), revision: [] },
    ...extra,
  });

  it('draws each label on a paper chip ringed in its colour, in label ink', () => {
    const { ctx, calls } = recorder();
    drawOverlay(ctx, { scale: 1, x: 0, y: 0 }, null, scene(new LabelLayout()), theme);
    const label = calls.find((c) => c.name === 'fillText' && c.args[0] === 'Ch. 144');
    expect(label?.state).toMatchObject({ fillStyle: '#label', font: '600 12px sans-serif' });
    // The room's label sits on the room's centre: not displaced, no leader line to it.
    expect(label?.args.slice(1)).toEqual([200, 150]);
    const chip = calls.filter((c) => c.name === 'fillRect').find((c) => c.state.fillStyle === '#paper');
    expect(chip).toBeDefined();
  });

  it('numbers each point of a count 1, 2, 3 inside its symbol, and moves the count’s label off its symbols', () => {
    const { ctx, calls } = recorder();
    drawOverlay(ctx, { scale: 1, x: 0, y: 0 }, null, scene(new LabelLayout()), theme);
    const numbers = calls.filter((c) => c.name === 'fillText' && /^\d+$/.test(String(c.args[0])));
    expect(numbers.map((c) => [c.args[0], c.args[1], c.args[2]])).toEqual([
      ['1', 50, 50],
      ['2', 120, 50],
      ['3', 190, 50],
    ]);
    expect(numbers[0]?.state).toMatchObject({ fillStyle: '#label', font: '700 12px sans-serif' });
    // A symbol, larger than a dot (handleSize / 2 = 4): its circle's radius is 0.8 × markerSize.
    const circle = calls.find((c) => c.name === 'arc' && c.args[0] === 50 && c.args[1] === 50);
    expect(circle?.args[2]).toBeCloseTo(9.6);
    const label = calls.find((c) => c.name === 'fillText' && c.args[0] === 'PC');
    expect(Math.hypot(Number(label?.args[1]) - 50, Number(label?.args[2]) - 50)).toBeGreaterThan(9.6);
    // Displaced: a leader line from the first point's symbol (its edge: the number stays clear) to the chip.
    const leader = calls.find(
      (c) => c.name === 'moveTo' && Math.abs(Math.hypot(Number(c.args[0]) - 50, Number(c.args[1]) - 50) - 9.6) < 1e-9,
    );
    expect(leader).toBeDefined();
  });

  it('draws a count’s chosen shape in its article’s colour', () => {
    const { ctx, calls } = recorder();
    const linked = { ...sockets, articleId: 'pc16a', symbol: 'square' as const };
    drawOverlay(
      ctx,
      { scale: 1, x: 0, y: 0 },
      null,
      scene(new LabelLayout(), { measurements: [linked], articles: new Map([['pc16a', { color: 'orange' }]]) }),
      theme,
    );
    const strokes = calls.filter((c) => c.name === 'stroke');
    expect(strokes.length).toBeGreaterThan(0);
    expect(strokes[0]?.state).toMatchObject({ strokeStyle: '#orange' });
    // A square: no arc for its points.
    expect(calls.filter((c) => c.name === 'arc' && c.args[2] !== 2)).toEqual([]);
  });

  it('below 25 %, shows only the labels with a place of their own and no numbers; below 10 %, no label', () => {
    // A block of 100 small rooms (60 pt): at 20 % a chip spans about 300 pt, so most would cover one another.
    const rooms = Array.from({ length: 100 }, (_, i) => {
      const x = (i % 10) * 60;
      const y = Math.floor(i / 10) * 60;
      return measurement('area', {
        id: `r${i}`,
        label: `Ch. ${100 + i}`,
        points: [p(x, y), p(x + 60, y), p(x + 60, y + 60), p(x, y + 60)],
      });
    });
    const chips = (scale: number) => {
      const { ctx, calls } = recorder();
      drawOverlay(ctx, { scale, x: 0, y: 0 }, null, scene(new LabelLayout(), { measurements: rooms }), theme);
      return calls
        .filter((c) => c.name === 'fillRect' && c.state.fillStyle === '#paper')
        .map((c) => c.args.map(Number) as [number, number, number, number]);
    };
    expect(chips(1)).toHaveLength(100);
    const overview = chips(0.2);
    expect(overview.length).toBeGreaterThan(0);
    expect(overview.length).toBeLessThan(100);
    for (const [i, a] of overview.entries())
      for (const b of overview.slice(i + 1))
        expect(a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3]).toBe(false);
    expect(chips(0.09)).toEqual([]);

    const { ctx, calls } = recorder();
    drawOverlay(ctx, { scale: 0.2, x: 0, y: 0 }, null, scene(new LabelLayout()), theme);
    expect(calls.filter((c) => c.name === 'fillText' && /^\d+$/.test(String(c.args[0])))).toEqual([]);
    expect(calls.filter((c) => c.name === 'arc').length).toBe(3);
  });

  it('places labels once per zoom bucket: a pan or a small zoom reuses the placement, the rows recompute it', () => {
    const layout = new LabelLayout();
    const { ctx } = recorder();
    const s = scene(layout);
    drawOverlay(ctx, { scale: 1, x: 0, y: 0 }, null, s, theme);
    drawOverlay(ctx, { scale: 1, x: 300, y: -40 }, null, s, theme);
    drawOverlay(ctx, { scale: 1.1, x: 300, y: -40 }, null, s, theme);
    expect(layout.computations).toBe(1);
    drawOverlay(ctx, { scale: 2, x: 0, y: 0 }, null, s, theme);
    expect(layout.computations).toBe(2);
    drawOverlay(ctx, { scale: 2, x: 0, y: 0 }, null, { ...s, measurements: [room] }, theme);
    expect(layout.computations).toBe(3);
    drawOverlay(
      ctx,
      { scale: 2, x: 0, y: 0 },
      null,
      { ...s, measurements: [room], labels: { layout, textOf: (m) => m.label, revision: [false] } },
      theme,
    );
    expect(layout.computations).toBe(4);
  });

  it('finds the label under a point, and draws a label being dragged where the pointer has it', () => {
    const layout = new LabelLayout();
    const { ctx, calls } = recorder();
    drawOverlay(ctx, { scale: 1, x: 0, y: 0 }, null, scene(layout), theme);
    expect(layout.at(p(200, 150))).toMatchObject({ id: 'room', anchor: p(200, 150), center: p(200, 150) });
    expect(layout.at(p(390, 290))).toBeNull();
    calls.length = 0;
    const draft: Draft = {
      shape: null,
      previews: [],
      box: null,
      region: null,
      snap: null,
      cursor: null,
      constrained: false,
      label: { id: 'room', offset: p(100, 100) },
    };
    drawOverlay(ctx, { scale: 1, x: 0, y: 0 }, null, scene(layout, { draft }), theme);
    expect(calls.find((c) => c.name === 'fillText' && c.args[0] === 'Ch. 144')?.args.slice(1)).toEqual([300, 250]);
    expect(calls.find((c) => c.name === 'moveTo' && c.args[0] === 200 && c.args[1] === 150)).toBeDefined();
  });

  it('lays out 500 labelled rooms without two chips covering each other where there is room', () => {
    const rooms = Array.from({ length: 500 }, (_, i) =>
      measurement('area', {
        id: `r${i}`,
        label: `Ch. ${100 + i}`,
        points: [
          p((i % 25) * 200, Math.floor(i / 25) * 120),
          p((i % 25) * 200 + 180, Math.floor(i / 25) * 120),
          p((i % 25) * 200 + 180, Math.floor(i / 25) * 120 + 100),
          p((i % 25) * 200, Math.floor(i / 25) * 120 + 100),
        ],
      }),
    );
    const layout = new LabelLayout();
    const { ctx } = recorder();
    const laid = layout.prepare(ctx, rooms, { layout, textOf: (m) => m.label, revision: [] }, 1, theme);
    expect(laid).toHaveLength(500);
    const boxes = laid.map((l) => ({
      minX: l.center.x - l.width / 2,
      maxX: l.center.x + l.width / 2,
      minY: l.center.y - l.height / 2,
      maxY: l.center.y + l.height / 2,
    }));
    let overlaps = 0;
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i] as (typeof boxes)[number];
        const b = boxes[j] as (typeof boxes)[number];
        if (a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY) overlaps++;
      }
    expect(overlaps).toBe(0);
  });
});
