import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from './testing';
import {
  KEEP_VISIBLE,
  MAX_ZOOM,
  MIN_ZOOM,
  Viewport,
  ZOOM_STEPS,
  interpolate,
  nextZoomStep,
  previousZoomStep,
  type ViewChange,
} from './viewport';

// An A3 sheet in points (420 × 297 mm) in an 800 × 600 window.
const A3 = { width: 1190.55, height: 841.89 };
const WINDOW = { width: 800, height: 600 };

function viewport(options: { margin?: number; ratio?: number; animationMs?: number } = {}) {
  const clock = new ManualClock();
  const v = new Viewport({
    clock,
    fitMargin: options.margin ?? 0,
    pixelRatio: options.ratio ?? 1,
    animationMs: () => options.animationMs ?? 0,
  });
  v.setWindowSize(WINDOW);
  v.setSheet(A3);
  return { v, clock };
}

const close = (a: number, b: number, digits = 6) => expect(a).toBeCloseTo(b, digits);

describe('zoom steps', () => {
  it('go from 5 % to 6,400 %', () => {
    expect(ZOOM_STEPS[0]).toBe(MIN_ZOOM);
    expect(ZOOM_STEPS.at(-1)).toBe(MAX_ZOOM);
    expect(MIN_ZOOM).toBe(0.05);
    expect(MAX_ZOOM).toBe(64);
  });

  it('step to the next one above or below, from between two steps too', () => {
    expect(nextZoomStep(1)).toBe(1.25);
    expect(nextZoomStep(1.1)).toBe(1.25);
    expect(nextZoomStep(0.9999999)).toBe(1.25);
    expect(previousZoomStep(1)).toBe(0.75);
    expect(previousZoomStep(1.1)).toBe(1);
    expect(nextZoomStep(64)).toBe(64);
    expect(previousZoomStep(0.05)).toBe(0.05);
  });
});

describe('fit', () => {
  it('centres the whole sheet, margins kept, and is the opening view', () => {
    const { v } = viewport({ margin: 20 });
    const t = v.transform;
    close(t.scale, Math.min(760 / A3.width, 560 / A3.height));
    expect(v.isFitted).toBe(true);
    const topLeft = v.sheetToScreen({ x: 0, y: 0 });
    const bottomRight = v.sheetToScreen({ x: A3.width, y: A3.height });
    // Translations are rounded to device pixels: within half a pixel of the margins.
    expect(topLeft.x).toBeGreaterThanOrEqual(19.5);
    expect(bottomRight.x).toBeLessThanOrEqual(780.5);
    // Width-bound: centred horizontally to the device pixel, vertically in the space left.
    expect(Math.abs(topLeft.x - (800 - bottomRight.x))).toBeLessThanOrEqual(1);
    expect(Math.abs(topLeft.y - (600 - bottomRight.y))).toBeLessThanOrEqual(1);
  });

  it('fits again on resize while fitted, and keeps the centre otherwise', () => {
    const { v } = viewport();
    v.setWindowSize({ width: 1600, height: 1200 });
    expect(v.isFitted).toBe(true);
    close(v.zoom, Math.min(1600 / A3.width, 1200 / A3.height));
    v.zoomTo(2);
    const centre = v.viewState.centre;
    v.setWindowSize({ width: 1000, height: 700 });
    expect(v.zoom).toBe(2);
    close(v.viewState.centre.x, centre.x, 0);
    close(v.viewState.centre.y, centre.y, 0);
  });

  it('keeps a zoomed view through a window hidden (zero-sized) and shown again, a theme or a margin change', () => {
    const { v } = viewport();
    v.zoomTo(3, { x: 100, y: 100 });
    const before = v.viewState;
    v.setWindowSize({ width: 0, height: 0 });
    v.setWindowSize(WINDOW);
    expect(v.isFitted).toBe(false);
    expect(v.viewState).toEqual(before);
    // A new margin (the theme's spacing) re-fits only a fitted view.
    v.setFitMargin(40);
    expect(v.viewState).toEqual(before);
    v.setWindowSize({ width: 900, height: 600 });
    expect(v.zoom).toBe(3);
    close(v.viewState.centre.x, before.centre.x, 0);
  });

  it('a fitted view hidden and shown again in another size fits that size', () => {
    const { v } = viewport();
    v.setWindowSize({ width: 0, height: 0 });
    v.setWindowSize({ width: 1600, height: 1200 });
    expect(v.isFitted).toBe(true);
    close(v.zoom, Math.min(1600 / A3.width, 1200 / A3.height));
  });

  it('a resize in the middle of a zoom step ends it at the zoom asked for', () => {
    const { v, clock } = viewport({ animationMs: 200 });
    v.zoomTo(2, undefined, { animate: true });
    clock.frame(16);
    expect(v.zoom).toBeLessThan(2);
    v.setWindowSize({ width: 820, height: 600 });
    expect(v.isAnimating).toBe(false);
    expect(v.zoom).toBe(2);
    expect(v.isFitted).toBe(false);
  });

  it('is not below 5 % for a huge sheet', () => {
    const v = new Viewport({ clock: new ManualClock() });
    v.setWindowSize({ width: 400, height: 300 });
    v.setSheet({ width: 100_000, height: 50_000 });
    expect(v.zoom).toBe(MIN_ZOOM);
  });
});

describe('zoom', () => {
  it('keeps the sheet point under the pointer in place', () => {
    const { v } = viewport();
    const at = { x: 300, y: 200 };
    const before = v.screenToSheet(at);
    v.zoomBy(3, at);
    const after = v.sheetToScreen(before);
    // Within half a device pixel: translations are rounded to device pixels.
    expect(Math.abs(after.x - at.x)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(after.y - at.y)).toBeLessThanOrEqual(0.5);
    expect(v.isFitted).toBe(false);
  });

  it('zooms about the window centre by default', () => {
    const { v } = viewport();
    const centre = v.screenToSheet({ x: 400, y: 300 });
    v.zoomTo(4);
    const back = v.sheetToScreen(centre);
    expect(Math.abs(back.x - 400)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(back.y - 300)).toBeLessThanOrEqual(0.5);
  });

  it('is bounded to 5 %–6,400 %', () => {
    const { v } = viewport();
    v.zoomBy(1e6);
    expect(v.zoom).toBe(MAX_ZOOM);
    v.zoomBy(1e-9);
    expect(v.zoom).toBe(MIN_ZOOM);
    v.zoomTo(Number.NaN);
    expect(v.zoom).toBe(MIN_ZOOM);
  });

  it('steps in and out through the steps', () => {
    const { v } = viewport();
    v.zoomTo(1);
    v.zoomIn();
    expect(v.zoom).toBe(1.25);
    v.zoomOut();
    v.zoomOut();
    expect(v.zoom).toBe(0.75);
  });

  it('rounds translations to device pixels', () => {
    const { v } = viewport({ ratio: 2 });
    v.zoomBy(1.2345, { x: 123.4, y: 321.7 });
    expect(Number.isInteger(v.transform.x * 2)).toBe(true);
    expect(Number.isInteger(v.transform.y * 2)).toBe(true);
  });
});

describe('pan and clamping', () => {
  it('moves the sheet on screen by the delta', () => {
    const { v } = viewport();
    v.zoomTo(2);
    const before = v.transform;
    v.panBy(-30, 12);
    expect(v.transform.x).toBe(before.x - 30);
    expect(v.transform.y).toBe(before.y + 12);
  });

  it('never lets the sheet leave the window', () => {
    const { v } = viewport();
    v.zoomTo(2);
    v.panBy(-1e6, -1e6);
    const bottomRight = v.sheetToScreen({ x: A3.width, y: A3.height });
    // Within half a device pixel (translations are rounded).
    expect(Math.abs(bottomRight.x - 800 * KEEP_VISIBLE)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(bottomRight.y - 600 * KEEP_VISIBLE)).toBeLessThanOrEqual(0.5);
    v.panBy(1e7, 1e7);
    const topLeft = v.sheetToScreen({ x: 0, y: 0 });
    expect(Math.abs(topLeft.x - 800 * (1 - KEEP_VISIBLE))).toBeLessThanOrEqual(0.5);
    expect(Math.abs(topLeft.y - 600 * (1 - KEEP_VISIBLE))).toBeLessThanOrEqual(0.5);
  });

  it('keeps a sheet smaller than the kept share wholly visible', () => {
    const { v } = viewport();
    v.zoomTo(0.05);
    v.panBy(5000, 5000);
    const bottomRight = v.sheetToScreen({ x: A3.width, y: A3.height });
    expect(bottomRight.x).toBeLessThanOrEqual(800.5);
    expect(bottomRight.y).toBeLessThanOrEqual(600.5);
  });

  it('says nothing when a pan is stopped by the edge', () => {
    const { v } = viewport();
    v.zoomTo(2);
    v.panBy(1e7, 0);
    const listener = vi.fn();
    v.subscribe(listener);
    v.panBy(10, 0);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('conversions', () => {
  it('screen ↔ sheet round-trip', () => {
    const { v } = viewport();
    v.zoomBy(2.5, { x: 100, y: 50 });
    const p = { x: 321.5, y: 87.25 };
    const back = v.sheetToScreen(v.screenToSheet(p));
    close(back.x, p.x);
    close(back.y, p.y);
  });

  it('the visible rectangle is the window in sheet space', () => {
    const { v } = viewport();
    v.zoomTo(2);
    const r = v.visibleSheetRect();
    const tl = v.screenToSheet({ x: 0, y: 0 });
    close(r.x, tl.x);
    close(r.y, tl.y);
    close(r.width, 400);
    close(r.height, 300);
  });

  it('saves and restores a view (zoom and centre)', () => {
    const { v } = viewport();
    v.setView({ zoom: 3, centre: { x: 500, y: 400 } });
    expect(v.zoom).toBe(3);
    close(v.viewState.centre.x, 500, 0);
    close(v.viewState.centre.y, 400, 0);
  });
});

describe('subscribers and animation', () => {
  it('are told each change with its reason', () => {
    const { v } = viewport();
    const changes: ViewChange[] = [];
    v.subscribe((c) => changes.push(c));
    v.zoomTo(2);
    v.panBy(5, 5);
    v.fit();
    expect(changes.map((c) => [c.reason, c.animating])).toEqual([
      ['zoom', false],
      ['pan', false],
      ['fit', false],
    ]);
  });

  it('unsubscribe stops the notifications', () => {
    const { v } = viewport();
    const listener = vi.fn();
    const off = v.subscribe(listener);
    off();
    v.zoomTo(2);
    expect(listener).not.toHaveBeenCalled();
  });

  it('animates a step frame by frame, about the same fixed point, to the exact target', () => {
    const { v, clock } = viewport({ animationMs: 200 });
    const changes: ViewChange[] = [];
    v.subscribe((c) => changes.push(c));
    const anchor = { x: 200, y: 150 };
    const sheetPoint = v.screenToSheet(anchor);
    const start = v.zoom;
    v.zoomTo(2, anchor, { animate: true });
    expect(v.isAnimating).toBe(true);
    expect(changes).toHaveLength(0);
    clock.frame(50);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.animating).toBe(true);
    const mid = v.transform;
    expect(mid.scale).toBeGreaterThan(start);
    expect(mid.scale).toBeLessThan(2);
    const held = v.sheetToScreen(sheetPoint);
    expect(Math.abs(held.x - anchor.x)).toBeLessThanOrEqual(1);
    clock.settleFrames(50);
    expect(v.isAnimating).toBe(false);
    expect(v.zoom).toBe(2);
    expect(changes.at(-1)?.animating).toBe(false);
    // 200 ms at 50 ms a frame: four frames.
    expect(changes).toHaveLength(4);
  });

  it('jumps when the animation lasts 0 ms (reduced motion)', () => {
    const { v, clock } = viewport({ animationMs: 0 });
    v.zoomTo(2, undefined, { animate: true });
    expect(v.isAnimating).toBe(false);
    expect(v.zoom).toBe(2);
    expect(clock.pendingFrames).toBe(0);
  });

  it('a step during a step goes on from where the first was going', () => {
    const { v, clock } = viewport({ animationMs: 200 });
    v.zoomTo(1, undefined, { animate: true });
    clock.frame(20);
    v.zoomIn(undefined, { animate: true });
    clock.settleFrames();
    expect(v.zoom).toBe(1.25);
  });

  it('an immediate move cancels an animation', () => {
    const { v, clock } = viewport({ animationMs: 200 });
    v.zoomTo(4, undefined, { animate: true });
    clock.frame(20);
    v.panBy(10, 0);
    expect(v.isAnimating).toBe(false);
    expect(clock.pendingFrames).toBe(0);
  });

  it('interpolates a pure pan linearly', () => {
    const t = interpolate({ scale: 2, x: 0, y: 0 }, { scale: 2, x: 100, y: -50 }, 0.5);
    expect(t).toEqual({ scale: 2, x: 50, y: -25 });
  });
});

describe('before there is anything to show', () => {
  it('does nothing without a window or a sheet', () => {
    const v = new Viewport({ clock: new ManualClock() });
    const listener = vi.fn();
    v.subscribe(listener);
    v.zoomTo(2);
    v.panBy(10, 10);
    v.fit();
    v.setSheet(A3);
    expect(listener).not.toHaveBeenCalled();
    expect(v.isReady).toBe(false);
    v.setWindowSize(WINDOW);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(v.isReady).toBe(true);
  });

  it('shows a saved view asked for before the window has a size once it has one, instead of fitting', () => {
    const v = new Viewport({ clock: new ManualClock() });
    v.setSheet(A3);
    v.setView({ zoom: 4, centre: { x: 300, y: 200 } });
    expect(v.viewState).toEqual({ zoom: 4, centre: { x: 300, y: 200 } });
    v.setWindowSize(WINDOW);
    expect(v.isFitted).toBe(false);
    expect(v.zoom).toBe(4);
    close(v.viewState.centre.x, 300, 0);
    close(v.viewState.centre.y, 200, 0);
  });

  it('a new sheet forgets a view asked for on the previous one', () => {
    const v = new Viewport({ clock: new ManualClock() });
    v.setSheet(A3);
    v.setView({ zoom: 4, centre: { x: 300, y: 200 } });
    v.setSheet({ width: 600, height: 400 });
    v.setWindowSize(WINDOW);
    expect(v.isFitted).toBe(true);
  });
});

describe('gestures', () => {
  it('a change says whether it is a step of a gesture', () => {
    const { v } = viewport();
    const changes: ViewChange[] = [];
    v.subscribe((c) => changes.push(c));
    v.zoomTo(2);
    v.panBy(5, 5, { gesture: true });
    v.setWindowSize({ width: 820, height: 600 });
    expect(changes.map((c) => [c.reason, c.gesture])).toEqual([
      ['zoom', false],
      ['pan', true],
      ['resize', true],
    ]);
  });
});
