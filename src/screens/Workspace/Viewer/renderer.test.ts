import { describe, expect, it, vi } from 'vitest';
import {
  MAX_BASE_PIXELS,
  PlanRenderer,
  SETTLE_MS,
  TILE_SIDE,
  baseScale,
  tileRegion,
  type RenderState,
} from './renderer';
import type { SheetSource } from './source';
import { FakeBitmap, FakeSource, FakeSurface, ManualClock, StyledSurface, flush } from './testing';
import { Viewport } from './viewport';

interface SetupOptions {
  ratio?: number;
  width?: number;
  height?: number;
  styled?: boolean;
  animationMs?: number;
}

function setup(options: SetupOptions = {}) {
  const clock = new ManualClock();
  const viewport = new Viewport({ clock, pixelRatio: options.ratio ?? 1, animationMs: () => options.animationMs ?? 0 });
  const plan = new FakeSurface();
  const overlay = options.styled ? new StyledSurface() : new FakeSurface();
  const states: RenderState[] = [];
  const drawOverlay = vi.fn();
  const onSettle = vi.fn();
  const renderer = new PlanRenderer({
    viewport,
    plan,
    overlay,
    clock,
    timers: clock,
    drawOverlay,
    onSettle,
    onStateChange: (state) => states.push(state),
  });
  renderer.resize(options.width ?? 800, options.height ?? 600, options.ratio ?? 1);
  return { clock, viewport, plan, overlay, renderer, states, drawOverlay, onSettle };
}

async function opened(options: SetupOptions = {}) {
  const s = setup(options);
  const source = new FakeSource();
  s.renderer.setSource(source);
  await source.next();
  s.clock.frame();
  return { ...s, source };
}

describe('tiling', () => {
  it('splits a region into tiles of at most TILE_SIDE pixels a side, covering it exactly', () => {
    const tiles = tileRegion({ x: 10, y: 20, width: 1000, height: 300 }, 9);
    // 9,000 × 2,700 px → 3 columns × 1 row.
    expect(tiles).toHaveLength(3);
    for (const t of tiles) {
      expect(t.width * 9).toBeLessThanOrEqual(TILE_SIDE);
      expect(t.height * 9).toBeLessThanOrEqual(TILE_SIDE);
    }
    expect(tiles[0]?.x).toBe(10);
    expect((tiles[2]?.x ?? 0) + (tiles[2]?.width ?? 0)).toBeCloseTo(1010, 9);
  });

  it('keeps a small region whole', () => {
    expect(tileRegion({ x: 0, y: 0, width: 100, height: 100 }, 2)).toHaveLength(1);
  });

  it('caps the base image in pixels', () => {
    // A 6300 × 4500 pt sheet fitted at 1 on a DPR 3 screen would be 255 Mpx.
    const scale = baseScale({ width: 6300, height: 4500 }, 1, 3);
    expect(6300 * scale * 4500 * scale).toBeLessThanOrEqual(MAX_BASE_PIXELS + 1);
    expect(6300 * scale).toBeLessThanOrEqual(TILE_SIDE);
    expect(baseScale({ width: 1000, height: 500 }, 0.8, 1)).toBe(0.8);
  });
});

describe('opening a sheet', () => {
  it('fits the view and asks for the whole sheet at the fitted size × DPR', async () => {
    const { renderer, viewport, states } = setup({ ratio: 2 });
    const source = new FakeSource();
    renderer.setSource(source);
    expect(states).toEqual(['loading']);
    expect(viewport.zoom).toBeCloseTo(0.8, 9);
    const [first] = source.waiting();
    expect(first?.request.region).toEqual({ x: 0, y: 0, width: 1000, height: 500 });
    expect(first?.request.scale).toBeCloseTo(1.6, 9);
    expect(first?.request.hiddenLayerIds).toBeUndefined();
  });

  it('draws the base in the next frame, is sharp at fit, and asks for nothing more', async () => {
    const { renderer, plan, states, source, clock } = await opened();
    expect(states).toEqual(['loading', 'sharp']);
    expect(renderer.state).toBe('sharp');
    const draws = plan.context.draws();
    expect(draws).toHaveLength(1);
    // At fit the base is drawn one bitmap pixel per device pixel, with no transform.
    expect(draws[0]?.transform).toEqual([1, 0, 0, 1, 0, 0]);
    clock.advance(SETTLE_MS * 2);
    expect(source.waiting()).toHaveLength(0);
  });

  it('draws a finer picture answered for the base (a kept one standing in) down to the device, and is sharp', async () => {
    const { renderer, plan, clock } = setup();
    const finer = new FakeBitmap(1500, 750, 'finer');
    const source: SheetSource = {
      width: 1000,
      height: 500,
      render: async ({ region }) => ({ image: finer as unknown as ImageBitmap, region }),
    };
    renderer.setSource(source);
    await flush();
    clock.frame();
    expect(renderer.state).toBe('sharp');
    const [draw] = plan.context.draws();
    // Scaled by the view (0.8), not copied pixel for pixel (which would show the sheet 1.5 × too big).
    expect(draw?.transform).toEqual([0.8, 0, 0, 0.8, 0, 100]);
  });

  it('draws nothing of the plan before the base arrives', () => {
    const { renderer, plan, clock } = setup();
    renderer.setSource(new FakeSource());
    clock.frame();
    expect(plan.context.draws()).toHaveLength(0);
  });

  it('draws the overlay with the first base, not before (the open is not slowed by thousands of shapes)', async () => {
    const { renderer, clock, drawOverlay } = setup();
    const source = new FakeSource();
    renderer.setSource(source);
    clock.frame();
    clock.advance(SETTLE_MS * 2);
    clock.frame();
    expect(drawOverlay).not.toHaveBeenCalled();
    await source.next();
    clock.frame();
    expect(drawOverlay).toHaveBeenCalledTimes(1);
  });

  it('reports an error of the base render', async () => {
    const { renderer, states } = setup();
    const source = new FakeSource();
    renderer.setSource(source);
    await source.fail(new Error('corrupt'));
    expect(states).toEqual(['loading', 'error']);
    expect(renderer.error).toEqual(new Error('corrupt'));
  });

  it('closes everything of the previous sheet', async () => {
    const { renderer, source } = await opened();
    renderer.setSource(new FakeSource());
    expect(source.bitmaps.every((b) => b.closed)).toBe(true);
    renderer.setSource(null);
    expect(renderer.state).toBe('empty');
  });
});

describe('after a zoom', () => {
  it('draws the base transformed at once, then the visible region sharp, asked for with that frame', async () => {
    const { renderer, viewport, plan, source, clock, states, onSettle } = await opened();
    plan.context.reset();
    onSettle.mockClear();
    viewport.zoomTo(3, { x: 400, y: 300 });
    expect(renderer.state).toBe('rendering');
    expect(source.waiting()).toHaveLength(0);
    clock.frame();
    // The base, scaled: no blank frame.
    const scaled = plan.context.draws();
    expect(scaled).toHaveLength(1);
    expect(scaled[0]?.transform[0]).toBe(3);
    // A zoom step of its own: the view settles with the frame that shows it, no SETTLE_MS wait.
    expect(onSettle).toHaveBeenCalledTimes(1);
    const [request] = source.waiting();
    expect(request?.request.scale).toBe(3);
    const visible = viewport.visibleSheetRect();
    expect(request?.request.region.x).toBeCloseTo(visible.x, 9);
    expect(request?.request.region.width).toBeCloseTo(visible.width, 9);

    plan.context.reset();
    await source.next();
    // Said once the frame that shows it is drawn.
    expect(states.at(-1)).toBe('rendering');
    clock.frame();
    expect(states.at(-1)).toBe('sharp');
    const draws = plan.context.draws();
    expect(draws).toHaveLength(2);
    // The tile is copied at whole device pixels, untransformed.
    expect(draws[1]?.transform).toEqual([1, 0, 0, 1, 0, 0]);
    expect(Number.isInteger(draws[1]?.args[1])).toBe(true);
  });

  it('says that a render follows the person’s own move (a source holding work back lets it through), not before', async () => {
    const s = setup();
    const source = new FakeSource();
    s.renderer.setSource(source);
    // The base: not the person's.
    expect(source.waiting()[0]?.request.byPerson).toBeUndefined();
    await source.next();
    s.clock.frame();
    // A framing asked by a panel (a change of the comparison framed): not the person's either.
    s.viewport.setView({ zoom: 3, centre: { x: 500, y: 250 } });
    s.clock.frame();
    const [framed] = source.waiting();
    expect(framed?.request.scale).toBe(3);
    expect(framed?.request.byPerson).toBeUndefined();
    await source.next();
    s.clock.frame();
    // A zoom of the person's: said.
    s.viewport.zoomTo(5, { x: 400, y: 300 });
    s.clock.frame();
    // (After the framing's render, the zoom waits for the view to settle.)
    s.clock.frame(SETTLE_MS);
    const [zoomed] = source.waiting();
    expect(zoomed?.request.scale).toBe(5);
    expect(zoomed?.request.byPerson).toBe(true);
    // Another sheet starts afresh.
    const other = new FakeSource();
    s.renderer.setSource(other);
    expect(other.waiting()[0]?.request.byPerson).toBeUndefined();
  });

  it('asks again as the person’s a base still waiting when they move the view (the sharp pass follows the base)', async () => {
    const s = setup();
    const source = new FakeSource();
    s.renderer.setSource(source);
    const [first] = source.waiting();
    s.viewport.zoomTo(2, { x: 400, y: 300 });
    expect(first?.request.signal.aborted).toBe(true);
    const [again] = source.waiting();
    expect(again?.request.region).toEqual(first?.request.region);
    expect(again?.request.byPerson).toBe(true);
  });

  it('aborts an outdated request as soon as the view moves on', async () => {
    const { viewport, source, clock } = await opened();
    viewport.zoomTo(3);
    clock.frame();
    clock.advance(SETTLE_MS);
    const [outdated] = source.waiting();
    viewport.panBy(-20, 0);
    expect(outdated?.request.signal.aborted).toBe(true);
    expect(source.waiting()).toHaveLength(0);
    clock.frame();
    clock.advance(SETTLE_MS);
    expect(source.waiting()).toHaveLength(1);
  });

  it('waits while the view keeps moving (a wheel)', async () => {
    const { viewport, source, clock } = await opened();
    for (let i = 0; i < 10; i++) {
      viewport.zoomBy(1.1, { x: 200, y: 200 }, { gesture: true });
      clock.frame(SETTLE_MS / 3);
    }
    expect(source.waiting()).toHaveLength(0);
    clock.frame();
    clock.advance(SETTLE_MS);
    expect(source.waiting()).toHaveLength(1);
  });

  it('closes the old tiles when a new set is complete', async () => {
    const { viewport, source, clock } = await opened();
    viewport.zoomTo(3);
    clock.frame();
    clock.advance(SETTLE_MS);
    const first = await source.next();
    viewport.zoomTo(4);
    clock.frame();
    clock.advance(SETTLE_MS);
    expect(first.bitmap.closed).toBe(false);
    await source.next();
    expect(first.bitmap.closed).toBe(true);
  });

  it('tiles a window larger than a tile', async () => {
    const { viewport, source, clock, renderer } = await opened({ ratio: 2 });
    renderer.resize(3000, 1600, 2);
    viewport.zoomTo(8);
    clock.frame();
    clock.advance(SETTLE_MS);
    // 6,000 × 3,200 device pixels: 2 × 1 tiles, asked one after the other.
    expect(source.waiting()).toHaveLength(1);
    await source.next();
    expect(renderer.state).toBe('rendering');
    expect(source.waiting()).toHaveLength(1);
    await source.next();
    expect(renderer.state).toBe('sharp');
    expect(renderer.images.tiles).toHaveLength(2);
  });

  it('renders a zoom-out below the base size too, and does not draw it over the base when zoomed back in', async () => {
    const { viewport, source, clock, plan } = await opened();
    viewport.zoomTo(0.1);
    clock.frame();
    clock.advance(SETTLE_MS);
    const small = await source.next();
    expect(small.request.scale).toBeCloseTo(0.1, 9);
    viewport.zoomTo(2);
    plan.context.reset();
    clock.frame();
    expect(plan.context.draws()).toHaveLength(1);
  });
});

describe('settling', () => {
  it('an animated zoom step renders where it is going while it animates, and is sharp with its last frame', async () => {
    const { viewport, source, clock, onSettle, renderer, states } = await opened({ animationMs: 100 });
    onSettle.mockClear();
    viewport.zoomTo(2, { x: 100, y: 100 }, { animate: true });
    clock.frame(16);
    expect(viewport.isAnimating).toBe(true);
    // Asked for at the first frame of the step: the region the step ends on, at its zoom.
    const [request] = source.waiting();
    expect(request?.request.scale).toBe(2);
    const end = viewport.target;
    const visible = viewport.visibleSheetRect(end);
    expect(request?.request.region.x).toBeCloseTo(Math.max(0, visible.x), 9);
    expect(request?.request.region.width).toBeCloseTo(Math.min(visible.width, 1000 - Math.max(0, visible.x)), 9);
    // The step's next frames do not abort it nor ask again.
    for (let i = 0; i < 3; i++) clock.frame(16);
    expect(request?.request.signal.aborted).toBe(false);
    expect(source.waiting()).toHaveLength(1);
    await source.next();
    // Still moving: not sharp yet.
    clock.frame(16);
    expect(renderer.state).toBe('rendering');
    // The last step (past 100 ms), then the frame that shows it: settled and sharp, nothing asked again.
    clock.frame(40);
    expect(viewport.isAnimating).toBe(false);
    clock.frame();
    expect(onSettle).toHaveBeenCalledTimes(1);
    expect(source.waiting()).toHaveLength(0);
    expect(states.at(-1)).toBe('sharp');
  });

  it('a gesture during an animated step aborts the render of where the step was going', async () => {
    const { viewport, source, clock } = await opened({ animationMs: 100 });
    viewport.zoomTo(2, undefined, { animate: true });
    clock.frame(16);
    const [request] = source.waiting();
    viewport.panBy(20, 0, { gesture: true });
    expect(request?.request.signal.aborted).toBe(true);
    expect(source.waiting()).toHaveLength(0);
  });

  it('moves in a row that are not flagged as a gesture wait for the view to stay still after the first', async () => {
    const { viewport, source, clock } = await opened();
    viewport.zoomTo(3);
    clock.frame();
    await source.next();
    clock.frame();
    clock.advance(SETTLE_MS);
    viewport.panBy(-10, 0);
    clock.frame();
    // The first, alone so far, is rendered at once…
    const [first] = source.waiting();
    expect(first).toBeDefined();
    viewport.panBy(-10, 0);
    // …and aborted by the second, after which they wait.
    expect(first?.request.signal.aborted).toBe(true);
    for (let i = 0; i < 5; i++) {
      clock.frame();
      viewport.panBy(-10, 0);
    }
    clock.frame();
    expect(source.waiting()).toHaveLength(0);
    clock.advance(SETTLE_MS);
    expect(source.waiting()).toHaveLength(1);
  });

  it('counts the delay from the last change, and waits for the frame that shows it (a loaded machine)', async () => {
    const { viewport, source, clock, onSettle } = await opened();
    onSettle.mockClear();
    viewport.zoomBy(3, undefined, { gesture: true });
    // No frame for three times the delay: a frame slower than the delay, the gesture's next input still to come.
    clock.advance(SETTLE_MS * 3);
    expect(onSettle).not.toHaveBeenCalled();
    expect(source.waiting()).toHaveLength(0);
    clock.frame();
    // The next input, right after its frame: the wait starts again from it.
    viewport.panBy(5, 0, { gesture: true });
    clock.frame(SETTLE_MS - 20);
    expect(source.waiting()).toHaveLength(0);
    clock.advance(20);
    expect(onSettle).toHaveBeenCalledTimes(1);
    expect(source.waiting()).toHaveLength(1);
  });

  it('draws only the base at its own scale, even with sharper tiles kept', async () => {
    const { viewport, source, clock, plan } = await opened();
    viewport.zoomTo(3);
    clock.frame();
    clock.advance(SETTLE_MS);
    await source.next();
    clock.frame();
    viewport.fit();
    plan.context.reset();
    clock.frame();
    expect(plan.context.draws()).toHaveLength(1);
    // Zoomed in again on a corner away from the tile: still only the base.
    viewport.zoomTo(2, { x: 0, y: 0 });
    viewport.panBy(5000, 5000);
    plan.context.reset();
    clock.frame();
    expect(plan.context.draws()).toHaveLength(1);
  });
});

describe('the overlay during a move', () => {
  it('is moved by a CSS transform, not drawn, and drawn again once the view settles', async () => {
    const { drawOverlay, viewport, clock, overlay } = await opened({ styled: true });
    const style = (overlay as StyledSurface).style;
    expect(style.transformOrigin).toBe('0 0');
    drawOverlay.mockClear();
    const before = viewport.transform;
    viewport.zoomBy(2, { x: 100, y: 50 }, { gesture: true });
    clock.frame();
    viewport.panBy(10, -4, { gesture: true });
    clock.frame();
    expect(drawOverlay).not.toHaveBeenCalled();
    // What was drawn at `before` lands where the current view puts it: the point (100, 50) kept, then moved by the pan.
    const after = viewport.transform;
    const k = after.scale / before.scale;
    expect(k).toBeCloseTo(2, 9);
    expect(style.transform).toBe(`matrix(${k}, 0, 0, ${k}, ${after.x - k * before.x}, ${after.y - k * before.y})`);
    expect(after.x - k * before.x + k * 100).toBeCloseTo(110, 0);

    clock.advance(SETTLE_MS);
    clock.frame();
    expect(drawOverlay).toHaveBeenCalledTimes(1);
    expect(drawOverlay.mock.calls[0]?.[1]).toEqual(viewport.transform);
    expect(drawOverlay.mock.calls[0]?.[2]).toMatchObject({ isMoving: false });
    expect(style.transform).toBe('');
  });

  it('a redraw asked for during a move (a tool’s draft) is drawn at once, at the current view', async () => {
    const { drawOverlay, viewport, clock, renderer, overlay } = await opened({ styled: true });
    drawOverlay.mockClear();
    viewport.panBy(30, 0, { gesture: true });
    renderer.requestOverlayRedraw();
    clock.frame();
    expect(drawOverlay).toHaveBeenCalledTimes(1);
    expect(drawOverlay.mock.calls[0]?.[2]).toMatchObject({ isMoving: true });
    expect((overlay as StyledSurface).style.transform).toBe('');
    // The next frame of the move only moves it from there.
    viewport.panBy(30, 0, { gesture: true });
    clock.frame();
    expect(drawOverlay).toHaveBeenCalledTimes(1);
    expect((overlay as StyledSurface).style.transform).toBe('matrix(1, 0, 0, 1, 30, 0)');
  });

  it('is not drawn again when a sharp tile arrives', async () => {
    const { drawOverlay, viewport, clock, source } = await opened({ styled: true });
    viewport.zoomTo(3);
    clock.frame();
    clock.advance(SETTLE_MS);
    clock.frame();
    drawOverlay.mockClear();
    await source.next();
    clock.frame();
    expect(drawOverlay).not.toHaveBeenCalled();
  });
});

describe('layers', () => {
  it('render the base again with the hidden layers, keeping the old one shown meanwhile', async () => {
    const { renderer, source, clock, plan } = await opened();
    const oldBase = source.bitmaps[0];
    renderer.setHiddenLayers(['12R']);
    expect(renderer.state).toBe('rendering');
    const [request] = source.waiting();
    expect(request?.request.hiddenLayerIds).toEqual(['12R']);
    plan.context.reset();
    clock.frame();
    expect(plan.context.draws()).toHaveLength(0);
    await source.next();
    expect(oldBase?.closed).toBe(true);
    expect(renderer.state).toBe('sharp');
  });

  it('ignore the same set in another order', async () => {
    const { renderer, source } = await opened();
    renderer.setHiddenLayers(['a', 'b']);
    await source.next();
    renderer.setHiddenLayers(['b', 'a']);
    expect(source.waiting()).toHaveLength(0);
  });

  it('drop sharp tiles of other layers when the new base arrives', async () => {
    const { renderer, viewport, source, clock } = await opened();
    viewport.zoomTo(3);
    clock.frame();
    clock.advance(SETTLE_MS);
    const tile = await source.next();
    renderer.setHiddenLayers(['x']);
    expect(tile.bitmap.closed).toBe(false);
    await source.next();
    expect(tile.bitmap.closed).toBe(true);
    // Then the visible region is made sharp with the new layers at once.
    const [sharp] = source.waiting();
    expect(sharp?.request.hiddenLayerIds).toEqual(['x']);
    expect(sharp?.request.scale).toBe(3);
  });
});

describe('layers during a move', () => {
  it('a layer change while the view waits to settle (a wheel) ends sharp with the new layers', async () => {
    const { renderer, viewport, source, clock, states } = await opened();
    // A wheel zoom: the view waits SETTLE_MS of quiet before its sharp render.
    viewport.zoomBy(2, { x: 400, y: 300 }, { gesture: true });
    clock.frame();
    renderer.setHiddenLayers(['cotes']);
    const [base] = source.waiting();
    expect(base?.request.hiddenLayerIds).toEqual(['cotes']);
    // The new base arrives before the view has settled: no sharp render yet (the view may still move).
    await source.next();
    expect(source.waiting()).toHaveLength(0);
    clock.frame();
    clock.advance(SETTLE_MS);
    clock.frame();
    const [sharp] = source.waiting();
    expect(sharp?.request.hiddenLayerIds).toEqual(['cotes']);
    expect(sharp?.request.scale).toBeCloseTo(viewport.zoom, 9);
    await source.next();
    clock.frame();
    expect(states.at(-1)).toBe('sharp');
  });

  it('a layer change after the view settled, its sharp render under way, renders the region again with them', async () => {
    const { renderer, viewport, source, clock, states } = await opened();
    viewport.zoomTo(2);
    clock.frame();
    const [outdated] = source.waiting();
    renderer.setHiddenLayers(['cotes']);
    expect(outdated?.request.signal.aborted).toBe(true);
    await source.next();
    const [sharp] = source.waiting();
    expect(sharp?.request.hiddenLayerIds).toEqual(['cotes']);
    await source.next();
    clock.frame();
    expect(states.at(-1)).toBe('sharp');
  });
});

describe('the overlay', () => {
  it('is drawn with the view transform in CSS pixels, on every move and on request only', async () => {
    const { drawOverlay, viewport, clock, renderer, overlay, plan } = await opened({ ratio: 2 });
    expect(drawOverlay).toHaveBeenCalledTimes(1);
    const [, transform, frame] = drawOverlay.mock.calls[0] ?? [];
    expect(transform).toEqual(viewport.transform);
    expect(frame).toMatchObject({ width: 800, height: 600, pixelRatio: 2 });
    expect(overlay.context.transformNow).toEqual([2, 0, 0, 2, 0, 0]);
    viewport.panBy(10, 0);
    clock.frame();
    expect(drawOverlay).toHaveBeenCalledTimes(2);
    plan.context.reset();
    renderer.requestOverlayRedraw();
    renderer.requestOverlayRedraw();
    clock.frame();
    expect(drawOverlay).toHaveBeenCalledTimes(3);
    // The plan is not drawn again for an overlay redraw.
    expect(plan.context.calls).toHaveLength(0);
  });

  it('many changes in one frame draw once', async () => {
    const { drawOverlay, viewport, clock } = await opened();
    drawOverlay.mockClear();
    viewport.panBy(1, 0);
    viewport.panBy(1, 0);
    viewport.zoomBy(1.1);
    clock.frame();
    expect(drawOverlay).toHaveBeenCalledTimes(1);
    expect(drawOverlay.mock.calls[0]?.[2]).toMatchObject({ isMoving: true });
  });
});

describe('errors', () => {
  it('a failed sharp pass says error and can be retried', async () => {
    const { renderer, viewport, source, clock, states } = await opened();
    viewport.zoomTo(3);
    clock.frame();
    clock.advance(SETTLE_MS);
    await source.fail(new Error('workerFailed'));
    expect(states.at(-1)).toBe('error');
    renderer.retry();
    expect(renderer.state).toBe('rendering');
    await source.next();
    clock.frame();
    expect(states.at(-1)).toBe('sharp');
  });

  it('a failed base is asked again on retry', async () => {
    const { renderer, states } = setup();
    const source = new FakeSource();
    renderer.setSource(source);
    await source.fail(new Error('workerFailed'));
    renderer.retry();
    expect(states.at(-1)).toBe('loading');
    expect(source.waiting()).toHaveLength(1);
  });
});

describe('destroy', () => {
  it('aborts the work under way, closes every bitmap and stops drawing', async () => {
    const { renderer, viewport, source, clock } = await opened();
    viewport.zoomTo(3);
    clock.frame();
    clock.advance(SETTLE_MS);
    const [request] = source.waiting();
    renderer.destroy();
    expect(request?.request.signal.aborted).toBe(true);
    expect(source.bitmaps.filter((b) => b !== request?.bitmap).every((b) => b.closed)).toBe(true);
    expect(clock.pendingFrames).toBe(0);
  });
});
