/**
 * A room's name from the text printed inside it (issue 26): « 144A ABA TOILET ».
 *
 * What a plan prints inside a room is more than its tag. VA's finish plan (page 1) prints, at 9.6 pt, the tag as a
 * centred block of name lines over the number (« PATIENT » / « ROOM » / « 137 »), sometimes with its area under it
 * (« 16 SF »), and around it, at 9.5 pt, finish codes (« CPT-1 », « P-2 », « PT-1/PT-2 »), keynote letters (« CG »)
 * and notes (« ALIGN CPT » / « TO WALL »). A finish code looks like a number (« P-1 » as « E-02 »), so the rule is
 * on blocks, not lines: the lines inside the polygon are grouped into blocks (stacked, same direction and size, less
 * than 1.6 em apart, overlapping across), and the tag is the block that holds both a number line and a word line;
 * the largest such block, then the one nearest the polygon's centre. Failing that, a lone room number (« 125 »),
 * failing that a short block of words (a plan that names rooms without numbers: « SÉJOUR »). Area lines are left
 * out. The number comes first, then the name lines top to bottom: « 137 PATIENT ROOM ».
 */
import { joinLines, type SheetTextItem } from '../pdf/text.ts';
import type { Point, Ring } from '../takeoff/types.ts';

/** A room number: « 137 », « 144A », « E-02 », « ST2-1 », « B.12 » — a short token with a digit, no spaces. */
const NUMBER = /^(?=.*\d)[A-Z]{0,3}[-.]?[0-9][0-9A-Z]{0,4}([-.][0-9A-Z]{1,3})?$/i;
/** An area printed under the name: « 16 SF », « 12,5 m² », « 130 SQ FT ». */
const AREA = /^\d+([.,]\d+)?\s*(SF|S\.F\.|SQ\.?\s?FT\.?|m²|m2)$/i;
/** A word of three letters or more (a name line, not a code). */
const WORD = /\p{L}{3,}/u;

interface TagLine {
  readonly item: SheetTextItem;
  readonly cx: number;
  readonly cy: number;
}

export function roomName(outer: Ring, holes: readonly Ring[], text: readonly SheetTextItem[]): string | null {
  if (text.length === 0 || outer.length < 3) return null;
  const box = boundsOf(outer);
  const inside: SheetTextItem[] = [];
  for (const item of text) {
    const cx = item.box.x + item.box.width / 2;
    const cy = item.box.y + item.box.height / 2;
    if (cx < box.minX || cx > box.maxX || cy < box.minY || cy > box.maxY) continue;
    const p = { x: cx, y: cy };
    if (!pointInRing(p, outer) || holes.some((h) => pointInRing(p, h))) continue;
    inside.push(item);
  }
  if (inside.length === 0) return null;
  const lines: TagLine[] = joinLines(inside)
    .filter((l) => !AREA.test(l.text))
    .map((item) => ({ item, cx: item.box.x + item.box.width / 2, cy: item.box.y + item.box.height / 2 }));
  const blocks = groupBlocks(lines);
  const centre = centroid(outer);
  const nearness = (b: TagLine[]) => {
    const cx = b.reduce((s, l) => s + l.cx, 0) / b.length;
    const cy = b.reduce((s, l) => s + l.cy, 0) / b.length;
    return Math.hypot(cx - centre.x, cy - centre.y);
  };
  const best = (candidates: TagLine[][]) =>
    candidates.sort((a, b) => b.length - a.length || nearness(a) - nearness(b))[0] ?? null;

  const isNumber = (l: TagLine) => NUMBER.test(l.item.text);
  const isWords = (l: TagLine) => !isNumber(l) && WORD.test(l.item.text);
  const tag = best(blocks.filter((b) => b.some(isNumber) && b.some(isWords)));
  if (tag) {
    const numbers = tag.filter(isNumber);
    const words = tag.filter((l) => !isNumber(l));
    return [...numbers, ...words].map((l) => l.item.text).join(' ');
  }
  const lone = best(blocks.filter((b) => b.length === 1 && /^\d{2,4}[A-Z]?$/i.test(b[0]?.item.text ?? '')));
  if (lone) return lone.map((l) => l.item.text).join(' ');
  const named = best(blocks.filter((b) => b.length <= 2 && b.every((l) => isWords(l) && l.item.text.length <= 30)));
  return named ? named.map((l) => l.item.text).join(' ') : null;
}

/** Stacked lines of one block, each block's lines top to bottom (in their own reading direction). */
function groupBlocks(lines: readonly TagLine[]): TagLine[][] {
  const blocks: TagLine[][] = [];
  const across = (l: TagLine) => {
    const rad = (l.item.angle * Math.PI) / 180;
    // Position across the baseline, growing downwards for upright text.
    return -l.item.x * Math.sin(rad) + l.item.y * Math.cos(rad);
  };
  const sorted = [...lines].sort((a, b) => a.item.angle - b.item.angle || across(a) - across(b));
  for (const line of sorted) {
    const block = blocks.find((b) => {
      const last = b[b.length - 1] as TagLine;
      const a = last.item;
      const c = line.item;
      if (Math.abs(a.angle - c.angle) > 1) return false;
      if (Math.abs(a.fontSize - c.fontSize) > 0.15 * a.fontSize) return false;
      const step = across(line) - across(last);
      if (step < 0.5 * a.fontSize || step > 1.6 * a.fontSize) return false;
      // Overlapping along the baseline (centred tags, or left-aligned ones).
      const rad = (a.angle * Math.PI) / 180;
      const along = (l: TagLine) => l.item.x * Math.cos(rad) + l.item.y * Math.sin(rad);
      const a0 = along(last);
      const c0 = along(line);
      return c0 < a0 + a.width && a0 < c0 + c.width;
    });
    if (block) block.push(line);
    else blocks.push([line]);
  }
  return blocks;
}

function boundsOf(ring: Ring) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of ring) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

/** Even–odd ray casting. */
export function pointInRing(p: Point, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as Point;
    const b = ring[j] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function centroid(ring: Ring): Point {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i] as Point;
    const q = ring[(i + 1) % ring.length] as Point;
    const c = p.x * q.y - q.x * p.y;
    a += c;
    cx += (p.x + q.x) * c;
    cy += (p.y + q.y) * c;
  }
  if (a === 0) return ring[0] ?? { x: 0, y: 0 };
  return { x: cx / (3 * a), y: cy / (3 * a) };
}
