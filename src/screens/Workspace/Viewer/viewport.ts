/**
 * The plan viewer's view: where the sheet sits in the window and how large. Plain TypeScript, no React: pan and zoom
 * change it at pointer rate and the renderer redraws from it in the next animation frame, so no React render ever
 * happens per frame.
 *
 * Units. Sheet space is the engine's: PDF points (1/72 in), origin at the sheet's top-left corner, y down, rotation
 * applied. Screen space is CSS pixels from the viewer element's top-left corner. The transform maps one to the other:
 * `screen = sheet × scale + (x, y)`.
 *
 * Zoom. **Zoom 1 (100 %) is one CSS pixel per PDF point**: CSS assumes 96 px to the inch and a point is 1/72 in, so
 * at 100 % a sheet shows at 75 % of its printed size (an A1 sheet is 2,384 × 1,684 px). This is the unit the
 * database's saved views use (`zoom: 1 = PDF points at CSS pixels`); pdf.js's and Acrobat's 100 % is 4/3 of ours.
 * The zoom is kept within 5 %–6,400 %.
 *
 * Translations are rounded to whole device pixels: the renderer then draws a region rendered at `zoom × DPR` one
 * bitmap pixel on one screen pixel (sharp, no resampling), and the overlay, drawn with the same transform, lines up.
 */
import type { Rect } from '../../../domain/pdf/geometry';

export type { Rect };

/** `screen = sheet × scale + (x, y)`, in CSS pixels. `scale` is the zoom. */
export interface Transform {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 64;

/** The zoom steps of the zoom buttons, the keyboard and the zoom menu. */
export const ZOOM_STEPS: readonly number[] = [
  0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64,
];

/**
 * The share of the window (on each axis) that the sheet must keep covering: it can be pushed almost out of view, never
 * lost. A sheet smaller than that share must stay wholly visible on that axis.
 */
export const KEEP_VISIBLE = 0.25;

/** What a view change was, for subscribers that treat them differently (the announcer speaks only of zooms). */
export type ViewChangeReason = 'zoom' | 'pan' | 'fit' | 'resize' | 'sheet' | 'view';

export interface ViewChange {
  readonly transform: Transform;
  readonly reason: ViewChangeReason;
  /** True on the intermediate frames of an animated move; false on its last frame and on immediate moves. */
  readonly animating: boolean;
  /**
   * True for a step of a continuous gesture (wheel, drag, pinch, held arrow keys, a window being resized): more are
   * likely to follow within a few milliseconds. False for a move of its own (a zoom step, fit, a saved view), after
   * which the renderer may start the sharp pass at once.
   */
  readonly gesture: boolean;
}

export type ViewListener = (change: ViewChange) => void;

/** Time and frames, injected so that tests drive animations frame by frame. */
export interface FrameClock {
  now(): number;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
}

export const browserClock: FrameClock = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(() => callback()),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
};

export interface ViewportOptions {
  clock?: FrameClock;
  /**
   * How long an animated move (a zoom step, fit) lasts, in ms, asked at each move: the viewer answers 0 when the user
   * prefers reduced motion, and the motion token's duration otherwise.
   * @default () => 0
   */
  animationMs?: () => number;
  /** Free space around the sheet when it is fitted, in CSS px. @default 0 */
  fitMargin?: number;
  /** Device pixels per CSS pixel. @default 1 */
  pixelRatio?: number;
}

export interface MoveOptions {
  /** Animate over `animationMs()`; immediate when it is 0. @default false */
  animate?: boolean;
  /**
   * One step of a continuous gesture (the viewer's input passes it for the wheel, drags, pinches and arrow keys): the
   * sharp render then waits for the view to stay still. @default false
   */
  gesture?: boolean;
}

/** A saved view: the zoom and the sheet point at the centre of the window (the database's SheetViewRow). */
export interface ViewState {
  readonly zoom: number;
  readonly centre: Point;
}

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The zoom at which `sheet` fits `window`, `margin` CSS px around it (at most a quarter of the window). */
export function fitScale(window: Size, sheet: Size, margin: number): number {
  const m = Math.min(margin, window.width / 4, window.height / 4);
  return clampZoom(Math.min((window.width - 2 * m) / sheet.width, (window.height - 2 * m) / sheet.height));
}

/** The first step above `zoom` (a zoom between two steps goes to the next one, never by a near-nothing). */
export function nextZoomStep(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom * 1.001) ?? MAX_ZOOM;
}

export function previousZoomStep(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom / 1.001) ?? MIN_ZOOM;
}

const IDENTITY: Transform = { scale: 1, x: 0, y: 0 };

/** An ease-out curve: the move answers at once and settles softly. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

interface Animation {
  from: Transform;
  to: Transform;
  start: number;
  duration: number;
  reason: ViewChangeReason;
  gesture: boolean;
  handle: number;
}

export class Viewport {
  readonly #clock: FrameClock;
  readonly #animationMs: () => number;
  #fitMargin: number;
  #pixelRatio: number;
  #sheet: Size = { width: 0, height: 0 };
  #window: Size = { width: 0, height: 0 };
  #transform: Transform = IDENTITY;
  /** Whether the view is the fitted one: a resize then fits again instead of keeping the zoom. */
  #fitted = true;
  /** The window size the current transform was made for (null before the first): a resize keeps its centre. */
  #shownIn: Size | null = null;
  /** A view asked for while the window had no size yet: shown once it has one. */
  #pendingView: ViewState | null = null;
  #animation: Animation | null = null;
  readonly #listeners = new Set<ViewListener>();

  constructor(options: ViewportOptions = {}) {
    this.#clock = options.clock ?? browserClock;
    this.#animationMs = options.animationMs ?? (() => 0);
    this.#fitMargin = options.fitMargin ?? 0;
    this.#pixelRatio = options.pixelRatio ?? 1;
  }

  /** The current transform (the animated one while a move is under way). */
  get transform(): Transform {
    return this.#transform;
  }

  /** Where the view is going: the end of the running animation, or the current transform. */
  get target(): Transform {
    return this.#target();
  }

  get zoom(): number {
    return this.#transform.scale;
  }

  get sheetSize(): Size {
    return this.#sheet;
  }

  get windowSize(): Size {
    return this.#window;
  }

  /** The margin kept around a fitted sheet, CSS px. */
  get fitMargin(): number {
    return this.#fitMargin;
  }

  get pixelRatio(): number {
    return this.#pixelRatio;
  }

  get isFitted(): boolean {
    return this.#fitted;
  }

  get isAnimating(): boolean {
    return this.#animation !== null;
  }

  /** Whether there is something to show: a sheet and a window, both with an area. */
  get isReady(): boolean {
    return this.#sheet.width > 0 && this.#sheet.height > 0 && this.#window.width > 0 && this.#window.height > 0;
  }

  /** The transform that fits the whole sheet in the window, margins included, centred. */
  get fitTransform(): Transform {
    const { width, height } = this.#window;
    const scale = fitScale(this.#window, this.#sheet, this.#fitMargin);
    return this.#round({
      scale,
      x: (width - this.#sheet.width * scale) / 2,
      y: (height - this.#sheet.height * scale) / 2,
    });
  }

  subscribe(listener: ViewListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** A new sheet: the view fits it. */
  setSheet(size: Size): void {
    this.#sheet = size;
    this.#stop();
    this.#fitted = true;
    this.#pendingView = null;
    this.#shownIn = null;
    if (!this.isReady) return;
    this.#set(this.fitTransform, 'sheet');
  }

  /**
   * The window was resized: a fitted view fits again; any other keeps its zoom and the sheet point at the window's
   * centre — also after the window was hidden (zero-sized) for a while, and in the middle of a zoom step, which ends
   * where it was going. A view asked for before the window had a size (a saved view) is shown once it has one.
   */
  setWindowSize(size: Size): void {
    const previous = this.#window;
    if (previous.width === size.width && previous.height === size.height) return;
    this.#window = size;
    // Hidden: the view stays as it is, for the size it was shown at.
    if (!this.isReady) return;
    const target = this.#target();
    this.#stop();
    const pending = this.#pendingView;
    if (pending) {
      this.#pendingView = null;
      this.#showView(pending, 'view', {});
      return;
    }
    const shownIn = this.#shownIn;
    if (this.#fitted || !shownIn) {
      this.#fitted = true;
      this.#set(this.fitTransform, 'resize', false, true);
      return;
    }
    const dx = (size.width - shownIn.width) / 2;
    const dy = (size.height - shownIn.height) / 2;
    this.#set(this.#clamp({ scale: target.scale, x: target.x + dx, y: target.y + dy }), 'resize', false, true);
  }

  setPixelRatio(ratio: number): void {
    if (!(ratio > 0) || ratio === this.#pixelRatio) return;
    this.#pixelRatio = ratio;
    if (this.isReady) this.#set(this.#round(this.#transform), 'resize');
  }

  setFitMargin(margin: number): void {
    this.#fitMargin = margin;
    if (this.isReady && this.#fitted && !this.#animation) this.#set(this.fitTransform, 'fit');
  }

  fit(options: MoveOptions = {}): void {
    if (!this.isReady) return;
    this.#fitted = true;
    this.#moveTo(this.fitTransform, 'fit', options);
  }

  /** Multiplies the zoom by `factor`, keeping the sheet point under `at` (the window's centre by default) in place. */
  zoomBy(factor: number, at?: Point, options: MoveOptions = {}): void {
    this.zoomTo(this.#target().scale * factor, at, options);
  }

  /** Sets the zoom, keeping the sheet point under `at` (the window's centre by default) in place. */
  zoomTo(zoom: number, at?: Point, options: MoveOptions = {}): void {
    if (!this.isReady || !Number.isFinite(zoom)) return;
    const from = this.#target();
    const scale = clampZoom(zoom);
    if (scale === from.scale) return;
    const anchor = at ?? { x: this.#window.width / 2, y: this.#window.height / 2 };
    // The sheet point under the anchor, from the view being moved to (a step during a step goes on from its end).
    const sx = (anchor.x - from.x) / from.scale;
    const sy = (anchor.y - from.y) / from.scale;
    this.#fitted = false;
    this.#moveTo(this.#clamp({ scale, x: anchor.x - sx * scale, y: anchor.y - sy * scale }), 'zoom', options);
  }

  zoomIn(at?: Point, options: MoveOptions = {}): void {
    this.zoomTo(nextZoomStep(this.#target().scale), at, options);
  }

  zoomOut(at?: Point, options: MoveOptions = {}): void {
    this.zoomTo(previousZoomStep(this.#target().scale), at, options);
  }

  /** Moves the sheet by (dx, dy) CSS pixels on screen. */
  panBy(dx: number, dy: number, options: MoveOptions = {}): void {
    if (!this.isReady || (dx === 0 && dy === 0)) return;
    const from = this.#target();
    const to = this.#clamp({ scale: from.scale, x: from.x + dx, y: from.y + dy });
    if (to.x === from.x && to.y === from.y) return;
    this.#fitted = false;
    this.#moveTo(to, 'pan', options);
  }

  /** The view as saved: the zoom and the sheet point at the window's centre. */
  get viewState(): ViewState {
    if (this.#pendingView) return this.#pendingView;
    const t = this.#target();
    return { zoom: t.scale, centre: this.screenToSheet({ x: this.#window.width / 2, y: this.#window.height / 2 }, t) };
  }

  /** Shows `centre` at the window's centre at `zoom` (once the window has a size, if it has none yet). */
  setView(view: ViewState, options: MoveOptions = {}): void {
    if (!this.isReady) {
      if (this.#sheet.width > 0 && this.#sheet.height > 0) {
        this.#pendingView = view;
        this.#fitted = false;
      }
      return;
    }
    this.#showView(view, 'view', options);
  }

  #showView(view: ViewState, reason: ViewChangeReason, options: MoveOptions): void {
    const scale = clampZoom(view.zoom);
    this.#fitted = false;
    this.#moveTo(
      this.#clamp({
        scale,
        x: this.#window.width / 2 - view.centre.x * scale,
        y: this.#window.height / 2 - view.centre.y * scale,
      }),
      reason,
      options,
    );
  }

  screenToSheet(p: Point, t: Transform = this.#transform): Point {
    return { x: (p.x - t.x) / t.scale, y: (p.y - t.y) / t.scale };
  }

  sheetToScreen(p: Point, t: Transform = this.#transform): Point {
    return { x: p.x * t.scale + t.x, y: p.y * t.scale + t.y };
  }

  /** The part of sheet space the window shows (it may reach past the sheet's edges). */
  visibleSheetRect(t: Transform = this.#transform): Rect {
    return {
      x: -t.x / t.scale,
      y: -t.y / t.scale,
      width: this.#window.width / t.scale,
      height: this.#window.height / t.scale,
    };
  }

  /** Stops an animation where it is and forgets the listeners. */
  destroy(): void {
    this.#stop();
    this.#listeners.clear();
  }

  /** Where the view is going: the end of the running animation, or the current view. */
  #target(): Transform {
    return this.#animation?.to ?? this.#transform;
  }

  #moveTo(to: Transform, reason: ViewChangeReason, { animate = false, gesture = false }: MoveOptions): void {
    const duration = animate ? Math.max(0, this.#animationMs()) : 0;
    const from = this.#transform;
    this.#stop();
    if (duration === 0 || (from.scale === to.scale && from.x === to.x && from.y === to.y)) {
      this.#set(to, reason, false, gesture);
      return;
    }
    const animation: Animation = { from, to, start: this.#clock.now(), duration, reason, gesture, handle: 0 };
    const step = () => {
      if (this.#animation !== animation) return;
      const t = Math.min(1, (this.#clock.now() - animation.start) / animation.duration);
      if (t >= 1) {
        this.#animation = null;
        this.#set(to, reason, false, gesture);
        return;
      }
      animation.handle = this.#clock.requestFrame(step);
      this.#set(interpolate(from, to, easeOut(t)), reason, true, gesture);
    };
    this.#animation = animation;
    animation.handle = this.#clock.requestFrame(step);
  }

  #stop(): void {
    if (!this.#animation) return;
    this.#clock.cancelFrame(this.#animation.handle);
    this.#animation = null;
  }

  #set(transform: Transform, reason: ViewChangeReason, animating = false, gesture = false): void {
    this.#transform = transform;
    this.#shownIn = this.#window;
    const change: ViewChange = { transform, reason, animating, gesture };
    for (const listener of [...this.#listeners]) listener(change);
  }

  /** Keeps part of the sheet in the window (see KEEP_VISIBLE) and rounds the translation to device pixels. */
  #clamp(t: Transform): Transform {
    const axis = (offset: number, sheet: number, window: number) => {
      const size = sheet * t.scale;
      const keep = Math.min(size, window * KEEP_VISIBLE);
      // The sheet spans [offset, offset + size]: its overlap with [0, window] must be at least `keep`.
      return Math.min(window - keep, Math.max(keep - size, offset));
    };
    return this.#round({
      scale: t.scale,
      x: axis(t.x, this.#sheet.width, this.#window.width),
      y: axis(t.y, this.#sheet.height, this.#window.height),
    });
  }

  #round(t: Transform): Transform {
    const r = this.#pixelRatio;
    return { scale: t.scale, x: Math.round(t.x * r) / r, y: Math.round(t.y * r) / r };
  }
}

/**
 * The view at `p` (0–1) of the way from `a` to `b`. Two views differ by a zoom about one fixed screen point (or by a
 * pan when their zooms are equal): going there by zooming about that same point, geometrically, keeps the sheet point
 * under the pointer or the centre in place all along, as a person zooming would see it.
 */
export function interpolate(a: Transform, b: Transform, p: number): Transform {
  const k = b.scale / a.scale;
  if (Math.abs(k - 1) < 1e-9) return { scale: a.scale, x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p };
  // b = k·a + d on screen; its fixed point f = d / (1 − k).
  const fx = (b.x - k * a.x) / (1 - k);
  const fy = (b.y - k * a.y) / (1 - k);
  const kp = k ** p;
  return { scale: a.scale * kp, x: fx + (a.x - fx) * kp, y: fy + (a.y - fy) * kp };
}
