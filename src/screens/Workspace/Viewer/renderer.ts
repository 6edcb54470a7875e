/**
 * The plan viewer's render pipeline, outside React. Two canvases: the plan below, the tools' overlay above.
 *
 * 1. A **base image**: the whole sheet rendered once at the fitted size × devicePixelRatio (capped in pixels). It is
 *    kept and drawn transformed on every frame, so pan and zoom never show a blank frame.
 * 2. Once the view has **settled** (its last frame drawn and, after a gesture's step, no move for SETTLE_MS), the
 *    visible part of the sheet is rendered again at device resolution (`scale = zoom × DPR`), split into tiles of at
 *    most TILE_SIDE pixels a side, and drawn over the base. A move aborts the request under way (AbortSignal), so no render
 *    competes with a gesture; bitmaps are closed when replaced.
 * 3. Frames are drawn in requestAnimationFrame from the viewport's transform, never through React. A frame draws only
 *    the images that add something at the current zoom (no tile when the base is already at device resolution, none
 *    outside the window).
 *
 * The overlay is handed to the tools' `drawOverlay` (cleared, same transform as the plan) when a redraw is asked for,
 * and once the view has settled. While the view moves, what it drew last is moved and scaled by a CSS transform on
 * its canvas (the compositor's work, no canvas drawing): thousands of measurements cost nothing per frame of a
 * gesture. Measured with bench:workspace's trace: stroking 2,000 shapes per frame was 85 % of the main thread's time
 * during a pan under load. A redraw asked for during a move (a tool's draft) is drawn at once, in that frame.
 */
import { intersect, type Rect } from '../../../domain/pdf/geometry';
import type { SheetRender, SheetSource } from './source';
import {
  browserClock,
  type FrameClock,
  type Transform,
  type ViewChange,
  type ViewChangeReason,
  type Viewport,
} from './viewport';

/**
 * How long the view must stay still after a gesture's step before the visible region is rendered sharp (a wheel tick
 * is ~16–50 ms apart). A move of its own (a zoom step, fit) does not wait.
 */
export const SETTLE_MS = 150;

/**
 * The moves a person makes. Not theirs: a saved view, a resize, a framing asked by a panel ('view'), and 'fit', which
 * the panels' margins change too (and at fit the base is already as sharp as the screen).
 */
const PERSON_MOVES: ReadonlySet<ViewChangeReason> = new Set(['zoom', 'pan']);

/** How soon the settle check looks again when the view's last frame is not drawn yet. */
const SETTLE_RECHECK_MS = 16;

/**
 * The base image's pixel budget: 8 Mpx (32 MB) covers a fitted sheet on a 4K screen at DPR 2; past it the base is
 * softer and the sharp pass makes up for it. Well under iOS's 16.7 Mpx canvas limit.
 */
export const MAX_BASE_PIXELS = 8_000_000;

/** A tile's longest side: 4,000 × 4,000 px is under iOS's 16.7 Mpx canvas limit (and the engine's). */
export const TILE_SIDE = 4000;

/**
 * The tiles kept besides the newest set (the last complete one, or tiles of sets interrupted by a move, which still
 * show sharper than the base while the next set comes): up to this many pixels, oldest dropped first.
 */
export const KEPT_TILE_PIXELS = 16_000_000;

/**
 * Where the viewer is with the current sheet: `empty` (no sheet), `loading` (nothing drawn yet), `rendering` (the
 * base is shown, a sharper image is on its way), `sharp` (every visible pixel at device resolution), `error`.
 */
export type RenderState = 'empty' | 'loading' | 'rendering' | 'sharp' | 'error';

export interface Timers {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
};

/** The part of a canvas element the renderer uses (tests hand in a fake). */
export interface Surface {
  width: number;
  height: number;
  getContext(type: '2d'): CanvasRenderingContext2D | null;
  /**
   * The element's style, for the overlay: moved by a CSS transform while the view moves. Without it (a bare fake) the
   * overlay is drawn again on every frame of a move.
   */
  readonly style?: { transform: string; transformOrigin: string };
}

/** What the overlay's drawing function is given besides the context and the transform. */
export interface OverlayFrame {
  /** The window, in CSS px. */
  readonly width: number;
  readonly height: number;
  readonly pixelRatio: number;
  /** The part of sheet space in view. */
  readonly visible: Rect;
  /** The frame's time (the clock's `now()`, ms). */
  readonly time: number;
  /**
   * True while the view is moving (an animation, or a gesture's step less than SETTLE_MS ago): the drawer is then
   * called only for a redraw asked for during the move, and may draw less.
   */
  readonly isMoving: boolean;
}

/**
 * Draws the tools' layer. `ctx` is cleared and set to CSS pixels (device pixels handled); `transform` maps sheet space
 * to them (`screen = sheet × scale + (x, y)`). Draw in screen space for constant line widths, or call
 * `ctx.transform(t.scale, 0, 0, t.scale, t.x, t.y)` to draw in sheet space. Called inside requestAnimationFrame: keep
 * it to drawing.
 */
export type OverlayDrawer = (ctx: CanvasRenderingContext2D, transform: Transform, frame: OverlayFrame) => void;

export interface PlanRendererOptions {
  viewport: Viewport;
  plan: Surface;
  overlay: Surface;
  clock?: FrameClock;
  timers?: Timers;
  /** @default SETTLE_MS */
  settleMs?: number;
  drawOverlay?: OverlayDrawer | undefined;
  onStateChange?: (state: RenderState, error: unknown) => void;
  /** After each move, once the view has stayed still for `settleMs`. */
  onSettle?: (transform: Transform) => void;
}

interface Tile {
  image: ImageBitmap;
  region: Rect;
  /** Bitmap pixels per point. */
  scale: number;
  layers: string;
  /** The request set it belongs to. */
  generation: number;
}

/** The view a complete sharp set was made for. */
interface SharpView {
  scale: number;
  region: Rect;
  layers: string;
}

const layersKey = (ids: readonly string[] | undefined) => (ids ? [...ids].sort().join('\u0000') : '\u0001defaults');

const sameScale = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(a, b);

const contains = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x - 1e-6 &&
  inner.y >= outer.y - 1e-6 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-6 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-6;

/** Splits `region` (sheet space) into a grid of tiles of at most `side` bitmap pixels a side at `scale`. */
export function tileRegion(region: Rect, scale: number, side: number = TILE_SIDE): Rect[] {
  const columns = Math.max(1, Math.ceil((region.width * scale) / side));
  const rows = Math.max(1, Math.ceil((region.height * scale) / side));
  const w = region.width / columns;
  const h = region.height / rows;
  const tiles: Rect[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      tiles.push({ x: region.x + column * w, y: region.y + row * h, width: w, height: h });
    }
  }
  return tiles;
}

/** The scale of the base image: fitted × DPR, within MAX_BASE_PIXELS and TILE_SIDE. */
export function baseScale(sheet: { width: number; height: number }, fitZoom: number, pixelRatio: number): number {
  const wanted = fitZoom * pixelRatio;
  const byArea = Math.sqrt(MAX_BASE_PIXELS / (sheet.width * sheet.height));
  const bySide = TILE_SIDE / Math.max(sheet.width, sheet.height);
  return Math.min(wanted, byArea, bySide);
}

const isAbort = (signal: AbortSignal) => signal.aborted;

export class PlanRenderer {
  readonly #viewport: Viewport;
  readonly #plan: Surface;
  readonly #overlay: Surface;
  readonly #planContext: CanvasRenderingContext2D;
  readonly #overlayContext: CanvasRenderingContext2D;
  readonly #clock: FrameClock;
  readonly #timers: Timers;
  readonly #settleMs: number;
  readonly #onStateChange: (state: RenderState, error: unknown) => void;
  readonly #onSettle: (transform: Transform) => void;
  readonly #unsubscribe: () => void;
  #drawOverlay: OverlayDrawer | undefined;

  #source: SheetSource | null = null;
  #hiddenLayerIds: readonly string[] | undefined = undefined;
  #layers = layersKey(undefined);
  #edgeColor = '';

  #base: Tile | null = null;
  /** Oldest first: drawn in this order over the base. */
  #tiles: Tile[] = [];
  #sharpView: SharpView | null = null;
  #generation = 0;

  #baseJob: AbortController | null = null;
  #sharpJob: AbortController | null = null;
  /** The person has moved the view on this sheet (zoom, pan): requests say so (SheetRenderRequest.byPerson). */
  #movedByPerson = false;
  /** What the sharp pass under way renders. */
  #sharpJobView: SharpView | null = null;
  #settleTimer: number | null = null;
  /** The view moved and has not settled since. */
  #settlePending = false;
  /** How long the view must stay still after its last change before it settles (0: once its frame is drawn). */
  #quietNeeded = 0;
  /** Whether the last change was an animation's intermediate frame: its last frame is a move of its own. */
  #lastAnimating = false;
  /** The clock's time of the last view change: the settle delay counts from it. */
  #lastChangeAt = 0;
  /** The same, for telling a move of its own (none in the SETTLE_MS before it) from the next step of a series. */
  #lastMoveAt = -Infinity;
  #frame: number | null = null;
  #planDirty = false;
  /** The view moved since the overlay was last drawn or transformed. */
  #overlayMoved = false;
  /** The overlay must be drawn again (not only moved): a redraw asked for, a resize, a new sheet, the view settled. */
  #overlayAsked = false;
  /** The transform the overlay's pixels were drawn with; null when they are gone (a resize cleared them). */
  #overlayDrawnAt: Transform | null = null;
  #state: RenderState = 'empty';
  #error: unknown = null;
  /** The state last told to onStateChange: 'sharp' is told only once the frame that shows it is drawn. */
  #told: RenderState = 'empty';
  #destroyed = false;

  constructor(options: PlanRendererOptions) {
    this.#viewport = options.viewport;
    this.#plan = options.plan;
    this.#overlay = options.overlay;
    const plan = options.plan.getContext('2d');
    const overlay = options.overlay.getContext('2d');
    if (!plan || !overlay) throw new Error('the viewer needs 2D canvases');
    this.#planContext = plan;
    this.#overlayContext = overlay;
    this.#clock = options.clock ?? browserClock;
    this.#timers = options.timers ?? browserTimers;
    this.#settleMs = options.settleMs ?? SETTLE_MS;
    this.#drawOverlay = options.drawOverlay;
    this.#onStateChange = options.onStateChange ?? (() => {});
    this.#onSettle = options.onSettle ?? (() => {});
    this.#unsubscribe = this.#viewport.subscribe((change) => this.#viewChanged(change));
    if (this.#overlay.style) this.#overlay.style.transformOrigin = '0 0';
  }

  get state(): RenderState {
    return this.#state;
  }

  get error(): unknown {
    return this.#error;
  }

  /** The images currently held (for tests and the benchmark): the base and the tiles. */
  get images(): { base: Rect | null; tiles: { region: Rect; scale: number }[] } {
    return {
      base: this.#base?.region ?? null,
      tiles: this.#tiles.map((t) => ({ region: t.region, scale: t.scale })),
    };
  }

  /** A new sheet (or none): everything of the previous one is dropped and the view fits the new one. */
  setSource(source: SheetSource | null, hiddenLayerIds?: readonly string[]): void {
    if (source === this.#source) {
      this.setHiddenLayers(hiddenLayerIds);
      return;
    }
    this.#abortAll();
    this.#dropImages();
    this.#source = source;
    this.#hiddenLayerIds = hiddenLayerIds;
    this.#layers = layersKey(hiddenLayerIds);
    this.#movedByPerson = false;
    this.#sharpView = null;
    this.#error = null;
    this.#markDirty();
    if (!source) {
      this.#setState('empty');
      return;
    }
    this.#setState('loading');
    this.#viewport.setSheet({ width: source.width, height: source.height });
    this.#startBase();
  }

  /** Another set of hidden layers: the base and the sharp tiles are made again; the old ones show until then. */
  setHiddenLayers(hiddenLayerIds: readonly string[] | undefined): void {
    const key = layersKey(hiddenLayerIds);
    this.#hiddenLayerIds = hiddenLayerIds;
    if (key === this.#layers) return;
    this.#layers = key;
    this.#abortAll();
    this.#sharpView = null;
    if (!this.#source) return;
    this.#setState(this.#base ? 'rendering' : 'loading');
    this.#startBase();
  }

  /** The window's size in CSS px and the device pixel ratio: resizes both canvases' backing stores. */
  resize(width: number, height: number, pixelRatio: number): void {
    const w = Math.max(0, Math.round(width * pixelRatio));
    const h = Math.max(0, Math.round(height * pixelRatio));
    for (const surface of [this.#plan, this.#overlay]) {
      if (surface.width !== w) surface.width = w;
      if (surface.height !== h) surface.height = h;
    }
    this.#viewport.setPixelRatio(pixelRatio);
    this.#viewport.setWindowSize({ width, height });
    // A resized canvas is blank: draw it again even when the view did not change.
    this.#overlayDrawnAt = null;
    this.#markDirty();
    if (this.#source && !this.#base && !this.#baseJob && this.#state !== 'error') this.#startBase();
  }

  /** The colour of the sheet's edge line, read from the theme by the component (canvas has no CSS variables). */
  setEdgeColor(color: string): void {
    if (color === this.#edgeColor) return;
    this.#edgeColor = color;
    this.#markDirty();
  }

  setOverlayDrawer(draw: OverlayDrawer | undefined): void {
    this.#drawOverlay = draw;
    this.requestOverlayRedraw();
  }

  /** The tools changed what they draw: the overlay is drawn again in the next frame (the plan is not). */
  requestOverlayRedraw(): void {
    this.#overlayAsked = true;
    this.#requestFrame();
  }

  destroy(): void {
    this.#destroyed = true;
    this.#unsubscribe();
    this.#abortAll();
    this.#dropImages();
    if (this.#frame !== null) this.#clock.cancelFrame(this.#frame);
    this.#frame = null;
    if (this.#settleTimer !== null) this.#timers.clearTimeout(this.#settleTimer);
    this.#settleTimer = null;
  }

  /** After an error: asks again for what failed (the base, or the sharp pass). */
  retry(): void {
    if (!this.#source || this.#state !== 'error') return;
    this.#error = null;
    const base = this.#base;
    if (!base || base.layers !== this.#layers) {
      this.#setState(base ? 'rendering' : 'loading');
      this.#startBase();
    } else void this.#startSharp();
  }

  #setState(state: RenderState, error: unknown = null): void {
    if (state === this.#state && error === this.#error) return;
    this.#state = state;
    this.#error = error;
    // Whoever waits for 'sharp' (a test, a screenshot) must find the pixels on screen: it is told after the frame.
    if (state === 'sharp' && (this.#planDirty || this.#frame !== null)) return;
    this.#tell();
  }

  #tell(): void {
    if (this.#told === this.#state && this.#state !== 'error') return;
    this.#told = this.#state;
    this.#onStateChange(this.#state, this.#error);
  }

  /** Both canvases drawn again in the next frame (a new sheet, a resize). */
  #markDirty(): void {
    this.#planDirty = true;
    this.#overlayAsked = true;
    this.#requestFrame();
  }

  /** The plan drawn again in the next frame (an image arrived); the overlay is not concerned. */
  #markPlanDirty(): void {
    this.#planDirty = true;
    this.#requestFrame();
  }

  #requestFrame(): void {
    if (this.#frame !== null || this.#destroyed) return;
    this.#frame = this.#clock.requestFrame(() => {
      this.#frame = null;
      this.#draw();
    });
  }

  #viewChanged(change: ViewChange): void {
    this.#planDirty = true;
    this.#overlayMoved = true;
    this.#requestFrame();
    if (!this.#movedByPerson && PERSON_MOVES.has(change.reason)) {
      this.#movedByPerson = true;
      // A base still waiting (held back by a comparison) is asked again as the person's: the sharp pass follows it.
      if (this.#baseJob) this.#startBase();
    }
    // Whatever was being rendered sharp is for a view that is gone — unless it is the view an animated step is
    // going to: that one is rendered while the step animates, so that it is sharp as soon as the step ends.
    const target = this.#viewport.target;
    const forTarget = !change.gesture && this.#sharpJob !== null && this.#isJobFor(target);
    if (!forTarget) {
      this.#sharpJob?.abort();
      this.#sharpJob = null;
      this.#sharpJobView = null;
    }
    if (this.#state === 'sharp' && !this.#isSharp()) this.#setState('rendering');
    this.#armSettle(change);
    if (change.animating && !change.gesture && !forTarget) void this.#startSharp(target);
  }

  /** Whether the sharp pass under way renders the view `t` shows (its scale, region and layers). */
  #isJobFor(t: Transform): boolean {
    const view = this.#sharpJobView;
    const visible = this.#visibleRegion(t);
    return (
      !!view &&
      !!visible &&
      view.layers === this.#layers &&
      sameScale(view.scale, this.#deviceScale(t)) &&
      contains(view.region, visible) &&
      contains(visible, view.region)
    );
  }

  /**
   * Settles once the frame showing the last change is drawn and, after a gesture's step, once the view has stayed
   * still for SETTLE_MS: on a loaded machine a frame can take longer than the delay, and a gesture's next input comes
   * after its frame — settling between the two would start sharp renders that the next input aborts, frame after
   * frame. A move of its own (a zoom step, fit, a saved view, a new sheet) settles with its frame: the sharp render
   * starts at once instead of SETTLE_MS later. A move not flagged as a gesture counts as one of its own when no other
   * came in the SETTLE_MS before it: at worst, the first step of a caller's unflagged series starts a render that the
   * second aborts, and the rest wait.
   */
  #armSettle(change: ViewChange): void {
    const now = this.#clock.now();
    const endsAnimation = this.#lastAnimating && !change.animating;
    const alone = endsAnimation || now - this.#lastMoveAt >= this.#settleMs;
    this.#lastAnimating = change.animating;
    // A new sheet starts afresh: the first move on it is one of its own.
    this.#lastMoveAt = change.reason === 'sheet' ? -Infinity : now;
    this.#lastChangeAt = now;
    this.#settlePending = true;
    this.#quietNeeded = change.gesture || change.animating || !alone ? this.#settleMs : 0;
    if (this.#quietNeeded === 0) {
      // Settled at the end of the frame that shows it (#draw); the timer is only its fallback.
      if (this.#settleTimer !== null) this.#timers.clearTimeout(this.#settleTimer);
      this.#waitSettle(SETTLE_RECHECK_MS);
    } else if (this.#settleTimer === null) this.#waitSettle(this.#settleMs);
  }

  #waitSettle(ms: number): void {
    this.#settleTimer = this.#timers.setTimeout(() => {
      this.#settleTimer = null;
      this.#trySettle();
    }, ms);
  }

  /** Settles if the view is still and its last frame drawn; otherwise looks again later. */
  #trySettle(): void {
    if (!this.#settlePending || this.#destroyed) return;
    const quiet = this.#clock.now() - this.#lastChangeAt;
    if (this.#viewport.isAnimating || this.#frame !== null || quiet < this.#quietNeeded) {
      if (this.#settleTimer === null) this.#waitSettle(Math.max(this.#quietNeeded - quiet, SETTLE_RECHECK_MS));
      return;
    }
    if (this.#settleTimer !== null) this.#timers.clearTimeout(this.#settleTimer);
    this.#settleTimer = null;
    this.#settlePending = false;
    this.#onSettle(this.#viewport.transform);
    // What the overlay shows was moved by a CSS transform: it is drawn again, at the settled view.
    if (this.#overlayDrawnAt !== this.#viewport.transform) {
      this.#overlayAsked = true;
      this.#requestFrame();
    }
    void this.#startSharp();
  }

  #abortAll(): void {
    this.#baseJob?.abort();
    this.#baseJob = null;
    this.#sharpJob?.abort();
    this.#sharpJob = null;
    this.#sharpJobView = null;
  }

  #dropImages(): void {
    this.#base?.image.close();
    this.#base = null;
    for (const tile of this.#tiles) tile.image.close();
    this.#tiles = [];
  }

  /** Device pixels per point at the current view. */
  #deviceScale(t: Transform = this.#viewport.transform): number {
    return t.scale * this.#viewport.pixelRatio;
  }

  /** The part of the sheet in view, or null when the sheet is out of view (it never wholly is). */
  #visibleRegion(t: Transform = this.#viewport.transform): Rect | null {
    const source = this.#source;
    if (!source) return null;
    return intersect(this.#viewport.visibleSheetRect(t), { x: 0, y: 0, width: source.width, height: source.height });
  }

  /** Whether every pixel visible at `t` (the current view by default) is drawn at device resolution, current layers. */
  #isSharp(t: Transform = this.#viewport.transform): boolean {
    const base = this.#base;
    if (!base || base.layers !== this.#layers) return false;
    const scale = this.#deviceScale(t);
    if (sameScale(base.scale, scale)) return true;
    const view = this.#sharpView;
    const visible = this.#visibleRegion(t);
    return (
      !!view &&
      !!visible &&
      view.layers === this.#layers &&
      sameScale(view.scale, scale) &&
      contains(view.region, visible)
    );
  }

  #byPerson(): { byPerson?: true } {
    return this.#movedByPerson ? { byPerson: true } : {};
  }

  #startBase(): void {
    const source = this.#source;
    if (!source || !this.#viewport.isReady) return;
    this.#baseJob?.abort();
    const job = new AbortController();
    this.#baseJob = job;
    const fit = this.#viewport.fitTransform.scale;
    const scale = baseScale(source, fit, this.#viewport.pixelRatio);
    const layers = this.#layers;
    source
      .render({
        region: { x: 0, y: 0, width: source.width, height: source.height },
        scale,
        hiddenLayerIds: this.#hiddenLayerIds,
        signal: job.signal,
        ...this.#byPerson(),
      })
      .then(
        (result) => {
          if (isAbort(job.signal) || this.#destroyed) {
            result.image.close();
            return;
          }
          this.#baseJob = null;
          this.#base?.image.close();
          this.#base = { ...result, scale, layers, generation: -1 };
          // Tiles drawn with other layers would now show over the right base: they go.
          this.#tiles = this.#tiles.filter((tile) => {
            if (tile.layers === layers) return true;
            tile.image.close();
            return false;
          });
          // The first base of a sheet: the overlay is drawn with it (nothing of the sheet showed before).
          if (this.#overlayDrawnAt === null) this.#markDirty();
          else this.#markPlanDirty();
          this.#setState(this.#isSharp() ? 'sharp' : 'rendering');
          if (!this.#isSharp() && !this.#settlePending) void this.#startSharp();
        },
        (error: unknown) => {
          if (isAbort(job.signal) || this.#destroyed) return;
          this.#baseJob = null;
          this.#setState('error', error);
        },
      );
  }

  /** Renders the region visible at `t` sharp: the current view, or where an animated step is going. */
  async #startSharp(t: Transform = this.#viewport.transform): Promise<void> {
    const source = this.#source;
    const base = this.#base;
    // The base comes first (it is what a move shows); the sharp pass follows it.
    if (!source || !base || base.layers !== this.#layers || this.#baseJob) return;
    if (this.#isSharp(t)) {
      if (this.#isSharp()) this.#setState('sharp');
      return;
    }
    // Already under way (asked for when the step started): it goes on.
    if (this.#sharpJob && this.#isJobFor(t)) return;
    const visible = this.#visibleRegion(t);
    if (!visible) return;
    this.#sharpJob?.abort();
    const job = new AbortController();
    this.#sharpJob = job;
    const scale = this.#deviceScale(t);
    const layers = this.#layers;
    this.#sharpJobView = { scale, region: visible, layers };
    const generation = ++this.#generation;
    this.#setState('rendering');
    // One request at a time: the worker has one thread, and the first tile shows sooner than if all shared it.
    for (const region of tileRegion(visible, scale)) {
      let result: SheetRender;
      try {
        result = await source.render({
          region,
          scale,
          hiddenLayerIds: this.#hiddenLayerIds,
          signal: job.signal,
          ...this.#byPerson(),
        });
      } catch (error) {
        if (isAbort(job.signal) || this.#destroyed) return;
        this.#sharpJob = null;
        this.#sharpJobView = null;
        this.#setState('error', error);
        return;
      }
      if (isAbort(job.signal) || this.#destroyed) {
        result.image.close();
        return;
      }
      this.#tiles.push({ ...result, scale, layers, generation });
      this.#markPlanDirty();
    }
    this.#sharpJob = null;
    this.#sharpJobView = null;
    // The set is complete: older tiles only hide behind it or show blurrier; they go.
    this.#tiles = this.#tiles.filter((tile) => {
      if (tile.generation === generation) return true;
      tile.image.close();
      return false;
    });
    this.#sharpView = { scale, region: visible, layers };
    this.#markPlanDirty();
    this.#setState(this.#isSharp() ? 'sharp' : 'rendering');
  }

  /** Keeps the pixels of older or interrupted tiles within KEPT_TILE_PIXELS besides the newest set. */
  #trimTiles(): void {
    const newest = this.#generation;
    let kept = 0;
    for (let i = this.#tiles.length - 1; i >= 0; i--) {
      const tile = this.#tiles[i] as Tile;
      if (tile.generation === newest) continue;
      kept += tile.image.width * tile.image.height;
      if (kept > KEPT_TILE_PIXELS) {
        tile.image.close();
        this.#tiles.splice(i, 1);
      }
    }
  }

  #draw(): void {
    const t = this.#viewport.transform;
    if (this.#planDirty) {
      this.#planDirty = false;
      this.#trimTiles();
      this.#drawPlan(t);
    }
    if (this.#overlayAsked || this.#overlayMoved) {
      const style = this.#overlay.style;
      const drawnAt = this.#overlayDrawnAt;
      if (!this.#overlayAsked && style && drawnAt && this.#isMoving()) {
        // Move what is drawn: screen' = k × (screen − drawn origin) + new origin, k the zoom's ratio.
        const k = t.scale / drawnAt.scale;
        style.transform = `matrix(${k}, 0, 0, ${k}, ${t.x - k * drawnAt.x}, ${t.y - k * drawnAt.y})`;
      } else {
        if (style && style.transform) style.transform = '';
        this.#drawOverlayLayer(t);
        // Before the sheet shows, nothing is drawn over it: the first base draws the overlay (its first frame).
        this.#overlayDrawnAt = this.#base ? t : null;
      }
      this.#overlayAsked = false;
      this.#overlayMoved = false;
    }
    if (this.#state === 'sharp' && this.#told !== 'sharp') this.#tell();
    // A move of its own settles with the frame that shows it.
    if (this.#settlePending && this.#quietNeeded === 0) this.#trySettle();
  }

  #drawPlan(t: Transform): void {
    const ctx = this.#planContext;
    const ratio = this.#viewport.pixelRatio;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.#plan.width, this.#plan.height);
    const base = this.#base;
    if (!base || !this.#source) return;
    const deviceScale = this.#deviceScale(t);
    ctx.imageSmoothingEnabled = true;
    this.#drawImage(ctx, base, t, deviceScale, ratio);
    // Only tiles nearer the device's resolution than the base add something: finer ones when zoomed in past the base,
    // coarser ones (down to the zoom) when zoomed out below it, none at the base's own scale. Nor tiles out of view.
    const finer = deviceScale > base.scale * 1.0001;
    const coarser = deviceScale < base.scale * 0.9999;
    const helps = (tile: Tile) =>
      finer
        ? tile.scale > base.scale * 1.0001
        : coarser && tile.scale < base.scale * 0.9999 && tile.scale >= deviceScale * 0.9999;
    const visible = finer || coarser ? this.#viewport.visibleSheetRect(t) : null;
    for (const tile of visible ? this.#tiles : []) {
      if (!helps(tile) || !intersect(tile.region, visible as Rect)) continue;
      this.#drawImage(ctx, tile, t, deviceScale, ratio);
    }
    if (this.#edgeColor) {
      // The sheet's edge: one device pixel outside the paper, so that a white sheet shows on a light backdrop.
      const x0 = Math.round(t.x * ratio);
      const y0 = Math.round(t.y * ratio);
      const x1 = Math.round((t.x + this.#source.width * t.scale) * ratio);
      const y1 = Math.round((t.y + this.#source.height * t.scale) * ratio);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.strokeStyle = this.#edgeColor;
      ctx.lineWidth = 1;
      ctx.strokeRect(x0 - 0.5, y0 - 0.5, x1 - x0 + 1, y1 - y0 + 1);
    }
  }

  #drawImage(ctx: CanvasRenderingContext2D, tile: Tile, t: Transform, deviceScale: number, ratio: number): void {
    const r = tile.region;
    // A picture finer than its scale (a kept one standing in: renderCache.ts) is drawn down, like any other scale.
    const isFiner = tile.image.width > Math.round(r.width * tile.scale) + 2;
    if (sameScale(tile.scale, deviceScale) && !isFiner) {
      // One bitmap pixel on one device pixel, at whole-pixel offsets: a copy, never resampled (sharp and exact).
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      const dx = Math.round((r.x * t.scale + t.x) * ratio);
      const dy = Math.round((r.y * t.scale + t.y) * ratio);
      ctx.drawImage(tile.image, dx, dy);
      return;
    }
    const s = t.scale * ratio;
    ctx.setTransform(s, 0, 0, s, t.x * ratio, t.y * ratio);
    ctx.drawImage(tile.image, r.x, r.y, r.width, r.height);
  }

  #isMoving(): boolean {
    // A move of its own is drawn as settled: it settles at the end of this very frame.
    return this.#viewport.isAnimating || (this.#settlePending && this.#quietNeeded > 0);
  }

  #drawOverlayLayer(t: Transform): void {
    const ctx = this.#overlayContext;
    const ratio = this.#viewport.pixelRatio;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.#overlay.width, this.#overlay.height);
    const draw = this.#drawOverlay;
    // Nothing over a sheet not shown yet: thousands of measurements are drawn once, with the sheet.
    if (!draw || !this.#source || !this.#base) return;
    const { width, height } = this.#viewport.windowSize;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.save();
    try {
      draw(ctx, t, {
        width,
        height,
        pixelRatio: ratio,
        visible: this.#viewport.visibleSheetRect(t),
        time: this.#clock.now(),
        isMoving: this.#isMoving(),
      });
    } finally {
      ctx.restore();
    }
  }
}
