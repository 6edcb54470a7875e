/**
 * The plan-element mode's marks on the plan (issue 26), drawn over the measurements: the element a click would take
 * (the room under the pointer, tinted with its outline dashed; the line's run, thick), the rooms Shift+clicked and
 * waiting, numbered, and a refused click, crossed. Never told by colour alone: the dash, the numbers and the cross
 * say it too. Pure drawing: the page hands in what to draw and the overlay's theme.
 */
import type { PaletteKey, Point, Ring } from '../../../domain/takeoff/types';
import type { OverlayTheme, OverlayTransform } from '../Overlay';

/** A room (its outline and holes) or a run (a polyline). */
export type PickShape =
  | { readonly kind: 'room'; readonly outer: Ring; readonly holes: readonly Ring[]; readonly label: string | null }
  | { readonly kind: 'run'; readonly points: readonly Point[]; readonly closed: boolean };

export interface PickMarks {
  /** What a click here would take. */
  readonly preview: PickShape | null;
  /** Rooms Shift+clicked, waiting to be added together. */
  readonly pending: readonly PickShape[];
  /** A refused click: where. */
  readonly refused: Point | null;
  /** The keyboard's probe (the arrows move it, Entrée takes what is under it): a cross-hair; null: none. */
  readonly probe?: Point | null;
  /** The colour the new measurements get. */
  readonly color: PaletteKey;
}

function trace(ctx: CanvasRenderingContext2D, t: OverlayTransform, points: readonly Point[], closed: boolean) {
  points.forEach((p, i) => {
    const x = p.x * t.scale + t.x;
    const y = p.y * t.scale + t.y;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  if (closed) ctx.closePath();
}

function centre(points: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / Math.max(points.length, 1), y: y / Math.max(points.length, 1) };
}

function drawShape(
  ctx: CanvasRenderingContext2D,
  t: OverlayTransform,
  shape: PickShape,
  color: string,
  theme: OverlayTheme,
  dashed: boolean,
) {
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.setLineDash(dashed ? [theme.lineWidth * 4, theme.lineWidth * 2] : []);
  ctx.beginPath();
  if (shape.kind === 'room') {
    trace(ctx, t, shape.outer, true);
    for (const hole of shape.holes) trace(ctx, t, hole, true);
    ctx.globalAlpha = theme.fillOpacity;
    ctx.fill('evenodd');
    ctx.globalAlpha = 1;
    ctx.lineWidth = theme.lineWidth * 1.5;
    ctx.stroke();
  } else {
    trace(ctx, t, shape.points, shape.closed);
    // A paper halo under the run, so that it is seen over the line it follows.
    ctx.lineWidth = theme.lineWidth * 5;
    ctx.strokeStyle = theme.paper;
    ctx.stroke();
    ctx.lineWidth = theme.lineWidth * 3;
    ctx.strokeStyle = color;
    ctx.stroke();
  }
}

function chip(ctx: CanvasRenderingContext2D, text: string, at: Point, theme: OverlayTheme) {
  ctx.font = theme.font;
  ctx.setLineDash([]);
  const width = ctx.measureText(text).width + theme.lineWidth * 6;
  const height = theme.markerSize * 2;
  ctx.fillStyle = theme.paper;
  ctx.fillRect(at.x - width / 2, at.y - height / 2, width, height);
  ctx.fillStyle = theme.label;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, at.x, at.y);
}

export function drawPickMarks(
  ctx: CanvasRenderingContext2D,
  t: OverlayTransform,
  marks: PickMarks,
  theme: OverlayTheme,
): void {
  ctx.save();
  const color = theme.colors[marks.color];
  marks.pending.forEach((shape, i) => {
    drawShape(ctx, t, shape, color, theme, false);
    const c = centre(shape.kind === 'room' ? shape.outer : shape.points);
    chip(ctx, String(i + 1), { x: c.x * t.scale + t.x, y: c.y * t.scale + t.y }, theme);
  });
  if (marks.preview) {
    drawShape(ctx, t, marks.preview, color, theme, true);
    if (marks.preview.kind === 'room' && marks.preview.label) {
      const c = centre(marks.preview.outer);
      chip(ctx, marks.preview.label, { x: c.x * t.scale + t.x, y: c.y * t.scale + t.y }, theme);
    }
  }
  if (marks.probe) {
    const x = marks.probe.x * t.scale + t.x;
    const y = marks.probe.y * t.scale + t.y;
    const r = theme.markerSize * 2;
    ctx.setLineDash([]);
    for (const [width, colour] of [
      [theme.lineWidth * 4, theme.paper],
      [theme.lineWidth * 2, color],
    ] as const) {
      ctx.lineWidth = width;
      ctx.strokeStyle = colour;
      ctx.beginPath();
      ctx.moveTo(x - r, y);
      ctx.lineTo(x + r, y);
      ctx.moveTo(x, y - r);
      ctx.lineTo(x, y + r);
      ctx.stroke();
    }
  }
  if (marks.refused) {
    const x = marks.refused.x * t.scale + t.x;
    const y = marks.refused.y * t.scale + t.y;
    const r = theme.markerSize * 1.5;
    ctx.setLineDash([]);
    ctx.lineWidth = theme.lineWidth * 2;
    ctx.strokeStyle = theme.paper;
    ctx.beginPath();
    ctx.arc(x, y, r + theme.lineWidth, 0, Math.PI * 2);
    ctx.stroke();
    ctx.strokeStyle = theme.colors.red;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.moveTo(x - r * 0.6, y - r * 0.6);
    ctx.lineTo(x + r * 0.6, y + r * 0.6);
    ctx.moveTo(x + r * 0.6, y - r * 0.6);
    ctx.lineTo(x - r * 0.6, y + r * 0.6);
    ctx.stroke();
  }
  ctx.restore();
}
