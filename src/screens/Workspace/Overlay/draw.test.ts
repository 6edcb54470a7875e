import { describe, expect, it } from 'vitest';
import { measurement, p } from '../../../domain/takeoff/testing/fixtures';
import type { Draft } from '../../../domain/takeoff/tools/draft';
import { MeasurementLayer, drawOverlay, selectedOf, type OverlayTheme } from './draw';

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
  font: '600 12px sans-serif',
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
