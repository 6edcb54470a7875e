/**
 * pdf.js text content → text items placed in sheet space (see geometry.ts), for the title-block guess and, later,
 * measuring from a printed dimension.
 */
import { multiply, type Matrix, type Rect } from './geometry.ts';

/** The fields this module reads from one of pdf.js's `TextItem`s. */
export interface PdfjsTextItemLike {
  str: string;
  /** Text space → PDF user space, font size included. */
  transform: ArrayLike<number>;
  /** Advance along the baseline, in user space units. */
  width: number;
  fontName?: string;
}

export interface SheetTextItem {
  text: string;
  /** Start of the baseline, in sheet space. */
  x: number;
  y: number;
  /** Font size in sheet units (points). */
  fontSize: number;
  /** Direction of the baseline in degrees, clockwise on the sheet (y points down): 0 reads left to right. */
  angle: number;
  /** Advance along the baseline, in sheet units. */
  width: number;
  /**
   * Axis-aligned box around the glyphs, estimated from the font size (0.2 em below the baseline, 0.8 em above it):
   * pdf.js gives no ascent or descent without `fontExtraProperties`.
   */
  box: Rect;
  fontName: string;
}

const DESCENT = 0.2;
const ASCENT = 0.8;

export function toSheetText(items: readonly unknown[], sheetTransform: Matrix): SheetTextItem[] {
  // /UserUnit scales every user-space length by the same factor: the square root of the determinant's magnitude.
  const unit = Math.sqrt(Math.abs(sheetTransform[0] * sheetTransform[3] - sheetTransform[1] * sheetTransform[2]));
  const out: SheetTextItem[] = [];
  for (const raw of items) {
    if (!isTextItem(raw) || raw.str.trim() === '') continue;
    const t = raw.transform;
    const m = multiply(sheetTransform, [t[0] ?? 0, t[1] ?? 0, t[2] ?? 0, t[3] ?? 0, t[4] ?? 0, t[5] ?? 0]);
    const fontSize = Math.hypot(m[2], m[3]);
    const along = Math.hypot(m[0], m[1]);
    if (fontSize === 0 || along === 0) continue;
    const ux = m[0] / along;
    const uy = m[1] / along;
    // "Up" for the glyphs, which the y-down sheet flips to pointing at smaller y for upright text.
    const vx = m[2] / fontSize;
    const vy = m[3] / fontSize;
    const width = raw.width * unit;
    const [x, y] = [m[4], m[5]];
    const xs: number[] = [];
    const ys: number[] = [];
    for (const [a, b] of [
      [0, -DESCENT],
      [width, -DESCENT],
      [width, ASCENT],
      [0, ASCENT],
    ] as const) {
      xs.push(x + ux * a + vx * b * fontSize);
      ys.push(y + uy * a + vy * b * fontSize);
    }
    const minX = Math.min(...xs);
    const minY = Math.min(...ys);
    out.push({
      text: raw.str,
      x,
      y,
      fontSize,
      angle: normaliseAngle((Math.atan2(uy, ux) * 180) / Math.PI),
      width,
      box: { x: minX, y: minY, width: Math.max(...xs) - minX, height: Math.max(...ys) - minY },
      fontName: raw.fontName ?? '',
    });
  }
  return out;
}

function normaliseAngle(degrees: number): number {
  const rounded = Math.round(degrees * 1000) / 1000;
  const a = rounded <= -180 ? rounded + 360 : rounded > 180 ? rounded - 360 : rounded;
  return a === 0 ? 0 : a; // no -0
}

function isTextItem(value: unknown): value is PdfjsTextItemLike {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<PdfjsTextItemLike>;
  return typeof v.str === 'string' && typeof v.width === 'number' && !!v.transform && v.transform.length === 6;
}

/**
 * Joins the pieces pdf.js splits a line into (it breaks at spacing changes, font changes, sometimes at every word):
 * same direction, same baseline, similar size, and a gap under one em. Order: pdf.js's content order per line.
 */
export function joinLines(items: readonly SheetTextItem[]): SheetTextItem[] {
  const lines: SheetTextItem[] = [];
  for (const item of items) {
    const last = lines[lines.length - 1];
    if (last && continuesLine(last, item)) {
      const gap = gapAlong(last, item);
      const text = gap > 0.15 * last.fontSize && !/\s$/.test(last.text) && !/^\s/.test(item.text) ? ' ' : '';
      const rad = (last.angle * Math.PI) / 180;
      const width = (item.x - last.x) * Math.cos(rad) + (item.y - last.y) * Math.sin(rad) + item.width;
      const minX = Math.min(last.box.x, item.box.x);
      const minY = Math.min(last.box.y, item.box.y);
      const maxX = Math.max(last.box.x + last.box.width, item.box.x + item.box.width);
      const maxY = Math.max(last.box.y + last.box.height, item.box.y + item.box.height);
      lines[lines.length - 1] = {
        ...last,
        text: last.text + text + item.text,
        width,
        box: { x: minX, y: minY, width: maxX - minX, height: maxY - minY },
      };
    } else {
      lines.push(item);
    }
  }
  return lines.map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() })).filter((l) => l.text);
}

/** Distance from the end of `a` to the start of `b` along `a`'s baseline (negative when they overlap). */
function gapAlong(a: SheetTextItem, b: SheetTextItem): number {
  const rad = (a.angle * Math.PI) / 180;
  return (b.x - a.x) * Math.cos(rad) + (b.y - a.y) * Math.sin(rad) - a.width;
}

function continuesLine(a: SheetTextItem, b: SheetTextItem): boolean {
  if (Math.abs(a.angle - b.angle) > 0.5) return false;
  if (Math.abs(a.fontSize - b.fontSize) > 0.15 * a.fontSize) return false;
  const rad = (a.angle * Math.PI) / 180;
  // Offset of b's baseline across a's direction.
  const across = -(b.x - a.x) * Math.sin(rad) + (b.y - a.y) * Math.cos(rad);
  if (Math.abs(across) > 0.2 * a.fontSize) return false;
  const gap = gapAlong(a, b);
  return gap > -0.3 * a.fontSize && gap < 1.0 * a.fontSize;
}
