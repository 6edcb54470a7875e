/**
 * Draws the take-off layer over the plan: the sheet's scale regions, its measurements, the shape under way, the
 * selection's handles, the selection box and the snap marker. Called by the viewer on every frame the view moves (no React in between), so
 * it draws in screen space — constant line widths and handle sizes at every zoom — and skips what is off screen.
 *
 * Colours and sizes come from the theme (OverlayTheme, read from the CSS variables at run time): a canvas knows no
 * CSS, and tokens stay the only place a design value is written.
 */
import {
  labelsReadableAt,
  resolveAppearance,
  symbolOutline,
  symbolTextCenter,
  type ArticlesById,
} from '../../../domain/labels';
import { boundingBox, rectsIntersect } from '../../../domain/takeoff/geometry';
import { strokes } from '../../../domain/takeoff/hitTest';
import type { SnapResult } from '../../../domain/takeoff/snap';
import type { Draft } from '../../../domain/takeoff/tools/draft';
import type { Measurement, PaletteKey, Point, Rect } from '../../../domain/takeoff/types';
import { drawLabels, symbolRadius, type OverlayLabels } from './labels';

/** `screen = sheet × scale + (x, y)`, in CSS pixels (the viewer's transform). */
export interface OverlayTransform {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export interface OverlayTheme {
  readonly colors: Readonly<Record<PaletteKey, string>>;
  readonly handle: string;
  readonly handleBorder: string;
  readonly snap: string;
  readonly box: string;
  readonly boxFill: string;
  /** A scale region's frame, and the chip its label sits on (the label's ink is `label`). */
  readonly region: string;
  readonly regionLabel: string;
  readonly label: string;
  /** The plan's paper: the ground of a measurement's label chip and of a count's symbol, under `label` ink. */
  readonly paper: string;
  /** CSS font shorthand of a region's and a measurement's label. */
  readonly font: string;
  /** CSS font shorthand of the numbers inside a count's symbols. */
  readonly numberFont: string;
  /** Opacity of a surface's tint, 0–1. */
  readonly fillOpacity: number;
  /** CSS px. */
  readonly lineWidth: number;
  readonly thinWidth: number;
  readonly handleSize: number;
  readonly markerSize: number;
}

/** A scale region as the overlay shows it: its outline and its label, worded by the caller (« Zone 1 · 1:20 »). */
export interface OverlayRegion {
  readonly id: string;
  readonly ring: readonly Point[];
  readonly label: string;
}

export interface OverlayScene {
  /**
   * The sheet's scale regions, drawn under the measurements: a dash-dot frame in their own colour (never one of a
   * measurement's) and a label chip inside the top-left corner. @default []
   */
  readonly regions?: readonly OverlayRegion[];
  /** The sheet's measurements in drawing order (the last on top). */
  readonly measurements: readonly Measurement[];
  readonly selection: ReadonlySet<string>;
  /** What the active tool shows; null when it shows nothing. */
  readonly draft: Draft | null;
  /** Colour of the shape under way (the colour new measurements get). */
  readonly draftColor: PaletteKey;
  /**
   * The project's articles: a measurement linked to one with a colour (or a count to one with a symbol) is drawn so
   * (domain/labels/appearance.ts). @default none: every measurement in its own colour
   */
  readonly articles?: ArticlesById;
  /** The measurements' labels (./labels.ts); absent: none drawn. */
  readonly labels?: OverlayLabels;
}

const NO_ARTICLES: ArticlesById = new Map();

type Ctx = CanvasRenderingContext2D;

const toScreen = (t: OverlayTransform, p: Point): Point => ({ x: p.x * t.scale + t.x, y: p.y * t.scale + t.y });

function path(ctx: Ctx, t: OverlayTransform, points: readonly Point[], closed: boolean): void {
  points.forEach((p, i) => {
    const s = toScreen(t, p);
    if (i === 0) ctx.moveTo(s.x, s.y);
    else ctx.lineTo(s.x, s.y);
  });
  if (closed && points.length > 2) ctx.closePath();
}

function square(ctx: Ctx, at: Point, size: number, fill: string, border: string, width: number): void {
  const half = size / 2;
  ctx.fillStyle = fill;
  ctx.strokeStyle = border;
  ctx.lineWidth = width;
  ctx.setLineDash([]);
  ctx.fillRect(at.x - half, at.y - half, size, size);
  ctx.strokeRect(at.x - half, at.y - half, size, size);
}

function drawMeasurement(
  ctx: Ctx,
  t: OverlayTransform,
  m: Measurement,
  selected: boolean,
  theme: OverlayTheme,
  /** False when the surface's tint is already drawn beneath (a selection over the measurements' layer). */
  tint = true,
  articles: ArticlesById = NO_ARTICLES,
) {
  const look = resolveAppearance(m, articles);
  const color = theme.colors[look.color];
  const width = selected ? theme.lineWidth * 2 : theme.lineWidth;
  if (m.kind === 'count') {
    drawCountSymbols(ctx, t, m.points, look.symbol, color, selected, theme);
    return;
  }
  if (tint && (m.kind === 'area' || m.kind === 'volume')) {
    ctx.beginPath();
    for (const { ring, closed } of strokes(m)) path(ctx, t, ring, closed);
    ctx.globalAlpha = theme.fillOpacity;
    ctx.fillStyle = color;
    // Holes are subtracted: the even-odd rule leaves them unpainted.
    ctx.fill('evenodd');
    ctx.globalAlpha = 1;
  }
  ctx.beginPath();
  for (const { ring, closed } of strokes(m)) path(ctx, t, ring, closed);
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  // A wall is told from a length by its dashes, a volume from an area likewise: the plan's colours stay free.
  ctx.setLineDash(m.kind === 'wallArea' || m.kind === 'volume' ? [theme.lineWidth * 4, theme.lineWidth * 2] : []);
  ctx.stroke();
  ctx.setLineDash([]);
}

/**
 * A count's points: its symbol (../../../domain/labels/symbols.ts) in paper ringed with its colour, each numbered 1,
 * 2, 3… in the order counted, the numbers in label ink (readable whatever the colour). Below the labels' zoom the
 * numbers are left out: they would be too small to read and the symbols would crowd.
 */
function drawCountSymbols(
  ctx: Ctx,
  t: OverlayTransform,
  points: readonly Point[],
  symbol: Parameters<typeof symbolOutline>[0],
  color: string,
  selected: boolean,
  theme: OverlayTheme,
) {
  const radius = symbolRadius(theme) + (selected ? theme.thinWidth : 0);
  const numbered = labelsReadableAt(t.scale);
  ctx.setLineDash([]);
  ctx.lineWidth = selected ? theme.lineWidth * 1.5 : theme.lineWidth;
  if (numbered) {
    ctx.font = theme.numberFont;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
  }
  points.forEach((p, i) => {
    const at = toScreen(t, p);
    const outline = symbolOutline(symbol, at, radius);
    ctx.beginPath();
    if (outline.kind === 'circle') ctx.arc(at.x, at.y, outline.radius, 0, Math.PI * 2);
    else path(ctx, IDENTITY, outline.ring, true);
    ctx.fillStyle = theme.paper;
    ctx.fill();
    ctx.strokeStyle = color;
    ctx.stroke();
    if (numbered) {
      const c = symbolTextCenter(symbol, at, radius);
      ctx.fillStyle = theme.label;
      ctx.fillText(String(i + 1), c.x, c.y);
    }
  });
  if (numbered) ctx.textAlign = 'start';
}

const IDENTITY: OverlayTransform = { scale: 1, x: 0, y: 0 };

function drawHandles(ctx: Ctx, t: OverlayTransform, m: Measurement, theme: OverlayTheme) {
  // A selected count shows its points larger and ringed (drawMeasurement): a handle over each would hide the colour.
  if (m.kind === 'count') return;
  const all = strokes(m).map((r) => r.ring);
  for (const ring of all) {
    for (const p of ring)
      square(ctx, toScreen(t, p), theme.handleSize, theme.handle, theme.handleBorder, theme.thinWidth);
  }
}

function drawDraft(ctx: Ctx, t: OverlayTransform, draft: Draft, scene: OverlayScene, theme: OverlayTheme) {
  const shape = draft.shape;
  if (shape) {
    const isScale = shape.tool === 'scale' || shape.tool === 'check';
    const color = isScale ? theme.box : theme.colors[scene.draftColor];
    const placed = shape.points.slice(0, shape.placed);
    if (shape.closed && shape.points.length >= 3) {
      ctx.beginPath();
      path(ctx, t, shape.points, true);
      ctx.globalAlpha = theme.fillOpacity;
      ctx.fillStyle = color;
      ctx.fill();
      ctx.globalAlpha = 1;
    }
    ctx.strokeStyle = color;
    ctx.lineWidth = theme.lineWidth;
    ctx.beginPath();
    path(ctx, t, placed, false);
    ctx.setLineDash([]);
    ctx.stroke();
    // The rubber band (last vertex → cursor, and the closing edge) is dashed: not placed yet.
    const rubber = shape.points.slice(Math.max(0, shape.placed - 1));
    if (rubber.length > 1 || (shape.closed && shape.points.length >= 3)) {
      ctx.beginPath();
      path(ctx, t, shape.closed && shape.points.length >= 3 ? [...rubber, shape.points[0] as Point] : rubber, false);
      ctx.setLineDash([theme.lineWidth * 3, theme.lineWidth * 2]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    for (const p of placed) square(ctx, toScreen(t, p), theme.handleSize, theme.handle, color, theme.thinWidth * 2);
  }
  if (draft.box) {
    const a = toScreen(t, { x: draft.box.rect.minX, y: draft.box.rect.minY });
    const b = toScreen(t, { x: draft.box.rect.maxX, y: draft.box.rect.maxY });
    ctx.fillStyle = theme.boxFill;
    ctx.fillRect(a.x, a.y, b.x - a.x, b.y - a.y);
    ctx.strokeStyle = theme.box;
    ctx.lineWidth = theme.thinWidth;
    // CAD convention: a crossing box (right to left) is dashed, a window box solid.
    ctx.setLineDash(draft.box.mode === 'crossing' ? [theme.lineWidth * 3, theme.lineWidth * 2] : []);
    ctx.strokeRect(a.x, a.y, b.x - a.x, b.y - a.y);
    ctx.setLineDash([]);
  }
  if (draft.region) {
    const a = toScreen(t, { x: draft.region.minX, y: draft.region.minY });
    const b = toScreen(t, { x: draft.region.maxX, y: draft.region.maxY });
    ctx.strokeStyle = theme.region;
    ctx.lineWidth = theme.lineWidth;
    ctx.setLineDash([theme.lineWidth * 6, theme.lineWidth * 2, theme.lineWidth, theme.lineWidth * 2]);
    ctx.strokeRect(a.x, a.y, b.x - a.x, b.y - a.y);
    ctx.setLineDash([]);
    square(ctx, a, theme.handleSize, theme.handle, theme.region, theme.thinWidth * 2);
  }
  if (draft.snap) drawSnap(ctx, t, draft.snap, theme);
}

/** The snap marker, one shape per kind as CAD tools draw them: □ endpoint, × intersection, △ midpoint, ⧗ nearest. */
function drawSnap(ctx: Ctx, t: OverlayTransform, snap: SnapResult, theme: OverlayTheme) {
  const { x, y } = toScreen(t, snap.point);
  const h = theme.markerSize / 2;
  ctx.strokeStyle = theme.snap;
  ctx.lineWidth = theme.lineWidth;
  ctx.setLineDash([]);
  ctx.beginPath();
  switch (snap.kind) {
    case 'endpoint':
      ctx.rect(x - h, y - h, h * 2, h * 2);
      break;
    case 'intersection':
      ctx.moveTo(x - h, y - h);
      ctx.lineTo(x + h, y + h);
      ctx.moveTo(x + h, y - h);
      ctx.lineTo(x - h, y + h);
      break;
    case 'midpoint':
      ctx.moveTo(x, y - h);
      ctx.lineTo(x + h, y + h);
      ctx.lineTo(x - h, y + h);
      ctx.closePath();
      break;
    case 'nearest':
      ctx.moveTo(x - h, y - h);
      ctx.lineTo(x + h, y - h);
      ctx.lineTo(x - h, y + h);
      ctx.lineTo(x + h, y + h);
      ctx.closePath();
      break;
  }
  ctx.stroke();
}

/**
 * A region: dash-dot (no measurement is drawn so), then its label on a chip inside its top-left corner, clipped to
 * the frame so a narrow region's label never spills over its neighbour.
 */
function drawRegion(ctx: Ctx, t: OverlayTransform, region: OverlayRegion, theme: OverlayTheme) {
  ctx.beginPath();
  path(ctx, t, region.ring, true);
  ctx.strokeStyle = theme.region;
  ctx.lineWidth = theme.lineWidth;
  const w = theme.lineWidth;
  ctx.setLineDash([w * 6, w * 2, w, w * 2]);
  ctx.stroke();
  ctx.setLineDash([]);
  const box = boundingBox(region.ring);
  if (!box || region.label === '') return;
  const a = toScreen(t, { x: box.minX, y: box.minY });
  const b = toScreen(t, { x: box.maxX, y: box.maxY });
  const pad = theme.handleSize / 2;
  ctx.save();
  ctx.beginPath();
  ctx.rect(a.x, a.y, b.x - a.x, b.y - a.y);
  ctx.clip();
  ctx.font = theme.font;
  ctx.textBaseline = 'top';
  const metrics = ctx.measureText(region.label);
  const height = (metrics.fontBoundingBoxAscent || 0) + (metrics.fontBoundingBoxDescent || 0) || theme.markerSize;
  const x = a.x + w;
  const y = a.y + w;
  ctx.fillStyle = theme.regionLabel;
  ctx.fillRect(x, y, metrics.width + pad * 2, height + pad);
  ctx.strokeStyle = theme.region;
  ctx.lineWidth = theme.thinWidth;
  ctx.strokeRect(x, y, metrics.width + pad * 2, height + pad);
  ctx.fillStyle = theme.label;
  ctx.fillText(region.label, x + pad, y + pad / 2);
  ctx.restore();
}

type LayerCanvas = HTMLCanvasElement | OffscreenCanvas;
type LayerContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function inViewOf(visible: Rect | null) {
  return (m: Measurement) => {
    if (!visible) return true;
    // Holes lie inside the outline: its box is the measurement's.
    const box = boundingBox(m.points);
    return box !== null && rectsIntersect(box, visible);
  };
}

/**
 * The sheet's measurements drawn once, unselected, and kept as a picture for as long as the view, the window, the
 * theme and the measurements stay: a selection then draws the picture and the selected shapes over it, and a new
 * measurement is drawn onto it alone. On 5,000 measurements a click redraws a few shapes, not 5,000 (the canvas'
 * raster of 5,000 paths was most of a selection's time in `bench:workspace`).
 */
export class MeasurementLayer {
  #canvas: LayerCanvas | null = null;
  #context: LayerContext | null = null;
  #key: string | null = null;
  #theme: OverlayTheme | null = null;
  #drawn: readonly Measurement[] = [];
  #articles: ArticlesById = NO_ARTICLES;
  #failed = false;

  /** The picture for this frame, drawn or completed as needed; null when no canvas can be made (the caller draws). */
  prepare(
    ctx: Ctx,
    transform: OverlayTransform,
    visible: Rect | null,
    measurements: readonly Measurement[],
    theme: OverlayTheme,
    articles: ArticlesById = NO_ARTICLES,
  ): LayerCanvas | null {
    const target = ctx.canvas as HTMLCanvasElement | undefined;
    if (this.#failed || !target || typeof ctx.getTransform !== 'function') return null;
    const m = ctx.getTransform();
    const key = [
      target.width,
      target.height,
      m.a,
      m.b,
      m.c,
      m.d,
      m.e,
      m.f,
      transform.scale,
      transform.x,
      transform.y,
      visible ? [visible.minX, visible.minY, visible.maxX, visible.maxY].join(' ') : '-',
    ].join(',');
    let layer = this.#context;
    if (!layer || !this.#canvas) {
      this.#canvas =
        typeof OffscreenCanvas === 'function'
          ? new OffscreenCanvas(target.width, target.height)
          : Object.assign(document.createElement('canvas'), { width: target.width, height: target.height });
      layer = this.#canvas.getContext('2d') as LayerContext | null;
      if (!layer) {
        this.#failed = true;
        this.#canvas = null;
        return null;
      }
      this.#context = layer;
      this.#key = null;
    }
    const canvas = this.#canvas;
    const drawn = this.#drawn;
    const same = key === this.#key && theme === this.#theme && articles === this.#articles;
    const inView = inViewOf(visible);
    let added: readonly Measurement[];
    if (same && startsWith(measurements, drawn)) {
      if (measurements.length === drawn.length) return canvas;
      added = measurements.slice(drawn.length);
    } else {
      if (canvas.width !== target.width || canvas.height !== target.height) {
        canvas.width = target.width;
        canvas.height = target.height;
      }
      layer.setTransform(1, 0, 0, 1, 0, 0);
      layer.clearRect(0, 0, canvas.width, canvas.height);
      added = measurements;
    }
    layer.setTransform(m);
    layer.lineJoin = 'round';
    layer.lineCap = 'round';
    for (const measurement of added) {
      if (inView(measurement)) drawMeasurement(layer as Ctx, transform, measurement, false, theme, true, articles);
    }
    this.#key = key;
    this.#theme = theme;
    this.#articles = articles;
    this.#drawn = measurements;
    return canvas;
  }
}

/** `next` begins with the same measurements (the same objects) as `previous`: what is drawn of it still holds. */
function startsWith(next: readonly Measurement[], previous: readonly Measurement[]): boolean {
  if (next.length < previous.length) return false;
  for (let i = 0; i < previous.length; i++) if (next[i] !== previous[i]) return false;
  return true;
}

/** Per list of measurements, each one's place in it (built once per list: a list lives until the rows change). */
const places = new WeakMap<readonly Measurement[], ReadonlyMap<string, number>>();

/**
 * The selected measurements, in drawing order, found by id: a frame with one selected among 5,000 does not pass over
 * the 5,000 (frames follow the pointer while a tool is in hand).
 */
export function selectedOf(all: readonly Measurement[], selection: ReadonlySet<string>): Measurement[] {
  if (selection.size === 0) return [];
  let place = places.get(all);
  if (!place) {
    place = new Map(all.map((m, i) => [m.id, i]));
    places.set(all, place);
  }
  const found: number[] = [];
  for (const id of selection) {
    const i = place.get(id);
    if (i !== undefined) found.push(i);
  }
  return found.sort((a, b) => a - b).flatMap((i) => all[i] ?? []);
}

/**
 * The newest measurements, drawn live over the picture on every frame: the one being counted or drawn changes at
 * each click (a count grows by a point), and the picture keeps only what has settled before them.
 */
const LIVE_TAIL = 16;

/**
 * Draws the scene. `visible` is the part of sheet space in view (null: draw everything); measurements wholly outside
 * it are skipped. The context is expected cleared and set to CSS pixels. With a `layer`, the measurements come from
 * its picture and only the selected ones are drawn again, over it; a shape being moved or reshaped (a draft's
 * previews) draws everything afresh.
 */
export function drawOverlay(
  ctx: Ctx,
  transform: OverlayTransform,
  visible: Rect | null,
  scene: OverlayScene,
  theme: OverlayTheme,
  layer?: MeasurementLayer,
): void {
  const previews = new Map((scene.draft?.previews ?? []).map((m) => [m.id, m]));
  const inView = inViewOf(visible);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  for (const region of scene.regions ?? []) {
    const box = boundingBox(region.ring);
    if (box && (!visible || rectsIntersect(box, visible))) drawRegion(ctx, transform, region, theme);
  }
  const all = scene.measurements;
  const articles = scene.articles ?? NO_ARTICLES;
  const settled = all.length > LIVE_TAIL ? all.slice(0, all.length - LIVE_TAIL) : [];
  const picture =
    layer && previews.size === 0 ? layer.prepare(ctx, transform, visible, settled, theme, articles) : null;
  if (picture) {
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(picture, 0, 0);
    ctx.restore();
    for (const m of all.slice(settled.length))
      if (inView(m)) drawMeasurement(ctx, transform, m, false, theme, true, articles);
    const selected = selectedOf(all, scene.selection).filter(inView);
    for (const m of selected) drawMeasurement(ctx, transform, m, true, theme, false, articles);
    for (const m of selected) drawHandles(ctx, transform, m, theme);
  } else {
    const shown = scene.measurements.map((m) => previews.get(m.id) ?? m).filter(inView);
    for (const m of shown) drawMeasurement(ctx, transform, m, scene.selection.has(m.id), theme, true, articles);
    for (const m of shown) if (scene.selection.has(m.id)) drawHandles(ctx, transform, m, theme);
  }
  if (scene.labels) {
    // Labels go over every shape (they are what a person reads), under the draft (what they are doing now).
    const laid = scene.labels.layout.prepare(ctx, all, scene.labels, transform.scale, theme);
    drawLabels(ctx, transform, visible, laid, theme, scene.draft?.label ?? null);
  }
  if (scene.draft) drawDraft(ctx, transform, scene.draft, scene, theme);
}
