/**
 * Measurement labels on the plan: their text (« Ch. 144 – sol · 15,24 m² »), where they go (the domain's anchor and
 * greedy placement, ../../../domain/labels) and how they are drawn (a chip of paper with the measurement's colour
 * around it, readable on any plan, and a thin leader line to its anchor when it had to move aside).
 *
 * Placement is worked out in sheet units for a zoom bucket and kept (LabelLayout): a pan never recomputes it, a zoom
 * recomputes it when it crosses into another bucket, the rows or the texts when they change. Drawing then costs a
 * rectangle and a text per label in view, at the screen's size.
 */
import {
  bucketZoom,
  labelAnchor,
  labelModeAt,
  placeLabels,
  resolveAppearance,
  zoomBucket,
  type ArticlesById,
  type LabelRequest,
} from '../../../domain/labels';
import { boundingBox } from '../../../domain/takeoff/geometry';
import type { LabelHit } from '../../../domain/takeoff/tools/types';
import type { Measurement, PaletteKey, Point, Rect } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { legendFr } from '../../../i18n/legend.fr';
import type { OverlayTheme, OverlayTransform } from './draw';

/** What each label says: the toggles of the viewer's toolbar. */
export interface LabelOptions {
  readonly showLabels: boolean;
  readonly showQuantities: boolean;
}

/**
 * A measurement's label: its name and its quantity as the toggles ask; a measurement with no name shows its
 * quantity whenever labels are on (a label would say nothing). Null: nothing to write.
 */
export function labelText(label: string, quantity: string | null, options: LabelOptions): string | null {
  const name = label.trim();
  const showName = options.showLabels && name !== '';
  const showQuantity = quantity !== null && (options.showQuantities || (options.showLabels && name === ''));
  if (showName && showQuantity) return interpolate(legendFr.label.both, { label: name, quantity: quantity ?? '' });
  if (showName) return name;
  if (showQuantity) return quantity;
  return null;
}

/** What the overlay is told about labels for a frame. */
export interface OverlayLabels {
  /** The placement kept between frames. */
  readonly layout: LabelLayout;
  /** Each measurement's label (labelText), or null; called only when the placement is worked out again. */
  readonly textOf: (m: Measurement) => string | null;
  /**
   * What the texts depend on besides the rows (the toggles, the sheet's scales, the articles): a change in any of
   * these (by identity) works the placement out again.
   */
  readonly revision: readonly unknown[];
  /** The sheet's page: labels stay on it when they can. */
  readonly bounds?: Rect;
  /** The articles, for the chips' colours. @default none */
  readonly articles?: ArticlesById;
}

/** A label placed: in sheet space (anchor, centre), sized in CSS px (drawn at the same size at every zoom). */
export interface LaidLabel {
  readonly id: string;
  readonly text: string;
  readonly color: PaletteKey;
  readonly anchor: Point;
  readonly center: Point;
  readonly width: number;
  readonly height: number;
  readonly displaced: boolean;
  /** No free place was found for it (it covers another label or a count's symbol). */
  readonly overlaps: boolean;
  /** Placed by hand. */
  readonly manual: boolean;
  /** CSS px left clear around the anchor by the leader line: a count's symbol (its number stays readable). */
  readonly anchorGap: number;
}

/** The radius of a count's symbol, in CSS px: larger than a handle, so that a number fits inside. */
export function symbolRadius(theme: OverlayTheme): number {
  return theme.markerSize * 0.8;
}

/** A label chip's padding, in CSS px. */
const chipPadding = (theme: OverlayTheme) => theme.handleSize / 2;

function bboxArea(m: Measurement): number {
  const box = boundingBox(m.points);
  return box ? (box.maxX - box.minX) * (box.maxY - box.minY) : 0;
}

export class LabelLayout {
  #measurements: readonly Measurement[] | null = null;
  #revision: readonly unknown[] = [];
  #bucket = Number.NaN;
  #theme: OverlayTheme | null = null;
  #laid: readonly LaidLabel[] = [];
  #widths = new Map<string, number>();
  #shown = false;
  #zoom = 1;
  /** How many times the placement was worked out (tests and the bench read it). */
  computations = 0;

  /** The labels for this frame: the kept placement, or a new one when the rows, the texts or the bucket changed. */
  prepare(
    ctx: Pick<CanvasRenderingContext2D, 'font' | 'measureText'>,
    measurements: readonly Measurement[],
    labels: OverlayLabels,
    zoom: number,
    theme: OverlayTheme,
  ): readonly LaidLabel[] {
    this.#zoom = zoom;
    const bucket = zoomBucket(zoom);
    // One rule per bucket: the mode of the zoom the placement is computed at.
    const mode = labelModeAt(bucketZoom(bucket));
    this.#shown = mode !== 'none';
    if (!this.#shown) return [];
    const same =
      this.#measurements === measurements &&
      this.#bucket === bucket &&
      this.#theme === theme &&
      this.#revision.length === labels.revision.length &&
      this.#revision.every((v, i) => v === labels.revision[i]);
    if (same) return this.#laid;
    if (this.#theme !== theme) this.#widths.clear();
    const laid = this.#compute(ctx, measurements, labels, bucketZoom(bucket), theme);
    // The overview: only the labels with a place of their own (one placed by hand always shows).
    this.#laid = mode === 'all' ? laid : laid.filter((l) => !l.overlaps || l.manual);
    this.#measurements = measurements;
    this.#revision = labels.revision;
    this.#bucket = bucket;
    this.#theme = theme;
    this.computations++;
    return this.#laid;
  }

  #compute(
    ctx: Pick<CanvasRenderingContext2D, 'font' | 'measureText'>,
    measurements: readonly Measurement[],
    labels: OverlayLabels,
    zoom: number,
    theme: OverlayTheme,
  ): LaidLabel[] {
    ctx.font = theme.font;
    const pad = chipPadding(theme);
    const height = theme.markerSize + pad;
    const radius = symbolRadius(theme) / zoom;
    const obstacles: Rect[] = [];
    const items: { m: Measurement; text: string; width: number; area: number }[] = [];
    for (const m of measurements) {
      if (m.kind === 'count') {
        for (const p of m.points)
          obstacles.push({ minX: p.x - radius, minY: p.y - radius, maxX: p.x + radius, maxY: p.y + radius });
      }
      // An assisted count that counts nothing yet (issue 25) has no place for a label.
      if (m.points.length === 0) continue;
      const text = labels.textOf(m);
      if (text === null) continue;
      let width = this.#widths.get(text);
      if (width === undefined) {
        width = ctx.measureText(text).width + pad * 2;
        this.#widths.set(text, width);
      }
      items.push({ m, text, width, area: bboxArea(m) });
    }
    // The larger shapes first: their labels get the best places, the small ones fit around them.
    items.sort((a, b) => b.area - a.area);
    const requests: LabelRequest[] = items.map(({ m, width }) => ({
      id: m.id,
      anchor: labelAnchor(m),
      width: width / zoom,
      height: height / zoom,
      ...(m.labelOffset ? { offset: m.labelOffset } : {}),
    }));
    const placed = placeLabels(requests, { obstacles, ...(labels.bounds ? { bounds: labels.bounds } : {}) });
    const articles = labels.articles ?? new Map();
    return placed.map((p, i) => {
      const item = items[i] as (typeof items)[number];
      const request = requests[i] as LabelRequest;
      return {
        id: p.id,
        text: item.text,
        color: resolveAppearance(item.m, articles).color,
        anchor: request.anchor,
        center: { x: (p.rect.minX + p.rect.maxX) / 2, y: (p.rect.minY + p.rect.maxY) / 2 },
        width: item.width,
        height,
        displaced: p.displaced,
        overlaps: p.overlaps,
        manual: p.manual,
        anchorGap: item.m.kind === 'count' ? symbolRadius(theme) : 0,
      };
    });
  }

  /** The label under a sheet point at the last frame's zoom, the topmost first; null when none (or labels hidden). */
  at(point: Point): LabelHit | null {
    if (!this.#shown) return null;
    for (let i = this.#laid.length - 1; i >= 0; i--) {
      const l = this.#laid[i] as LaidLabel;
      const hw = l.width / 2 / this.#zoom;
      const hh = l.height / 2 / this.#zoom;
      if (Math.abs(point.x - l.center.x) <= hw && Math.abs(point.y - l.center.y) <= hh) {
        return { id: l.id, anchor: l.anchor, center: l.center };
      }
    }
    return null;
  }
}

/**
 * Draws the labels in view: leader lines first (under every chip), then the chips. `moving` is a label being dragged:
 * drawn where the pointer has it, with its leader line.
 */
export function drawLabels(
  ctx: CanvasRenderingContext2D,
  t: OverlayTransform,
  visible: Rect | null,
  laid: readonly LaidLabel[],
  theme: OverlayTheme,
  moving?: { readonly id: string; readonly offset: Point } | null,
): void {
  if (laid.length === 0) return;
  const shown: { l: LaidLabel; x: number; y: number; displaced: boolean }[] = [];
  for (const l of laid) {
    const isMoving = moving?.id === l.id;
    const c = isMoving ? { x: l.anchor.x + moving.offset.x, y: l.anchor.y + moving.offset.y } : l.center;
    if (visible) {
      const hw = l.width / 2 / t.scale;
      const hh = l.height / 2 / t.scale;
      const outside =
        c.x + hw < visible.minX || c.x - hw > visible.maxX || c.y + hh < visible.minY || c.y - hh > visible.maxY;
      if (outside) continue;
    }
    shown.push({ l, x: c.x * t.scale + t.x, y: c.y * t.scale + t.y, displaced: isMoving || l.displaced });
  }
  ctx.setLineDash([]);
  ctx.lineWidth = theme.thinWidth;
  for (const { l, x, y, displaced } of shown) {
    if (!displaced) continue;
    let ax = l.anchor.x * t.scale + t.x;
    let ay = l.anchor.y * t.scale + t.y;
    const length = Math.hypot(x - ax, y - ay);
    if (length <= l.anchorGap) continue;
    if (l.anchorGap > 0) {
      ax += ((x - ax) / length) * l.anchorGap;
      ay += ((y - ay) / length) * l.anchorGap;
    }
    ctx.strokeStyle = theme.colors[l.color];
    ctx.beginPath();
    ctx.moveTo(ax, ay);
    ctx.lineTo(x, y);
    ctx.stroke();
    if (l.anchorGap > 0) continue;
    ctx.fillStyle = theme.colors[l.color];
    ctx.beginPath();
    ctx.arc(ax, ay, theme.thinWidth * 2, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.font = theme.font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { l, x, y } of shown) {
    const left = Math.round(x - l.width / 2);
    const top = Math.round(y - l.height / 2);
    ctx.fillStyle = theme.paper;
    ctx.fillRect(left, top, l.width, l.height);
    ctx.strokeStyle = theme.colors[l.color];
    ctx.strokeRect(left, top, l.width, l.height);
    ctx.fillStyle = theme.label;
    ctx.fillText(l.text, left + l.width / 2, top + l.height / 2);
  }
  ctx.textAlign = 'start';
}
