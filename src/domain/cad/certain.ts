/**
 * What a page costs the PDF engine for certain (issue 28, « a drawing too large »): a lower bound of the pdf.js
 * operators ContentWriter (pdf.ts) writes for a list of entities drawn at the top level of its page (model space, or a
 * layout's own entities), known before the sheet is placed and while a DXF is still read (dxf/readDxf.ts), so that a
 * page the PDF engine would refuse (MAX_PAGE_OPERATORS) is refused without reading, modelling and drawing all of it.
 *
 * It must never pass the writer's exact count, whatever the placement, the drawing's order and what is read after:
 * `certain.test.ts` holds it under `drawSheet`'s count on every fixture and on generated drawings. What is certain:
 * - the writer's first 2 operators (`1 J 1 j`);
 * - 2 a line of text (`Tm`, `Tj`): certainTextLines (pdf.ts);
 * - 4 a pattern hatch: its light fill (`/GSh gs`, `f*`), back to opaque (`/GSo gs`) and its boundary's own stroke
 *   (`S`: the next hatch's light fill paints it first, so two hatches never share one);
 * - the paths' paints: a path holds at most MAX_PATH_SEGMENTS segments, unless it is one entity's alone, so there are
 *   at least ⌈segments / 512⌉ paints for the smaller entities and one for each larger one — less one for every pattern
 *   hatch, whose boundary's path (counted above) may carry up to 512 of them. Lines cost little here: a run of one
 *   layer's lines shares paths of 512 segments, and what cuts them more often (a path spread over more than an eighth
 *   of the sheet) hangs on the drawing's extents, which the rest of the file may still widen;
 * - an INSERT's block, once per MINSERT cell, and a dimension's block: the texts, pattern hatches and paths the block
 *   holds itself (not its own references), when the reference's matrix is tame (below) and it is not clipped (XCLIP).
 * Nothing is counted of an entity the writer might leave out: a coordinate, bulge, radius, angle, scale or text height
 * beyond ±CERTAIN_LIMIT (or a text height or scale under its inverse) — the products the writer forms then stay finite
 * and non-zero at any of the sheet's scales (CAD_UNITS: 0.3 · 10⁻¹⁵ to 864 points per unit). Layers off or frozen
 * cost what the others do: the writer draws them in optional content hidden by default.
 */
import {
  certainTextLines,
  MAX_PATH_SEGMENTS,
  PATTERN_HATCH_OPERATORS,
  TEXT_LINE_OPERATORS,
  textLines,
  WRITER_START_OPERATORS,
} from './pdf';
import type { CadBlock, CadEntity, CadInsert, CadPoint, CadVertex } from './types';

/** Coordinates, sizes and angles an entity is counted with (see above). */
export const CERTAIN_LIMIT = 1e20;
/** A MINSERT's rows or columns its block is counted with. */
const MAX_CERTAIN_CELLS = 1e6;

const tame = (v: number) => Math.abs(v) <= CERTAIN_LIMIT;
const tamePoint = (p: CadPoint) => tame(p.x) && tame(p.y);
const tameSize = (v: number) => Math.abs(v) >= 1 / CERTAIN_LIMIT && Math.abs(v) <= CERTAIN_LIMIT;
const tameVertices = (vertices: readonly CadVertex[]) => vertices.every((v) => tamePoint(v) && tame(v.bulge));

/** The block a page's reference draws, by the name the reference gives. */
export type CertainBlocks = (name: string) => Pick<CadBlock, 'base' | 'entities'> | undefined;

/**
 * A block lookup over a drawing's blocks as the writer finds them (by exact name, the last of a name winning), or,
 * for references the reader has not matched to their definition's spelling yet, case-insensitively as it will.
 */
export function certainBlocks(
  blocks: readonly Pick<CadBlock, 'name' | 'base' | 'entities'>[],
  anySpelling = false,
): CertainBlocks {
  const exact = new Map(blocks.map((b) => [b.name, b]));
  const spelled = anySpelling ? new Map(blocks.map((b) => [b.name.toUpperCase(), b])) : null;
  return (name) => exact.get(name) ?? spelled?.get(name.toUpperCase());
}

/** What some entities cost for certain, summed. */
interface Cost {
  /** Operators of texts and pattern hatches. */
  operators: number;
  /** Pattern hatches. */
  hatches: number;
  /** Path segments of entities with at most MAX_PATH_SEGMENTS of them (a lower bound of each one's). */
  segments: number;
  /** Entities with more: each its own path. */
  large: number;
}

const empty = (): Cost => ({ operators: 0, hatches: 0, segments: 0, large: 0 });

function addTo(total: Cost, part: Cost, times = 1) {
  total.operators += part.operators * times;
  total.hatches += part.hatches * times;
  total.segments += part.segments * times;
  total.large += part.large * times;
}

/** Segments the writer's path gets for `entity` at least; 0 when it might not draw it. Not for hatches and texts. */
export function certainSegments(entity: CadEntity): number {
  switch (entity.kind) {
    case 'line':
      return tamePoint(entity.a) && tamePoint(entity.b) ? 1 : 0;
    case 'polyline':
      return entity.vertices.length >= 2 && tameVertices(entity.vertices)
        ? entity.vertices.length - 1 + (entity.closed ? 1 : 0)
        : 0;
    case 'spline':
      return entity.points.length >= 2 && entity.points.every(tamePoint) ? entity.points.length - 1 : 0;
    case 'arc':
      return tamePoint(entity.center) &&
        tameSize(entity.radius) &&
        entity.radius > 0 &&
        tame(entity.start) &&
        tame(entity.end)
        ? 1
        : 0;
    case 'circle':
      return tamePoint(entity.center) && tameSize(entity.radius) && entity.radius > 0 ? 1 : 0;
    case 'ellipse':
      return tamePoint(entity.center) &&
        tamePoint(entity.majorAxis) &&
        tame(entity.ratio) &&
        tame(entity.start) &&
        tame(entity.end)
        ? 1
        : 0;
    case 'solid':
      return entity.points.length >= 3 && entity.points.every(tamePoint) ? 1 : 0;
    case 'point':
      return tamePoint(entity.position) ? 1 : 0;
    case 'hatch': {
      // Every loop drawn (two vertices or more) must be finite for the hatch to be drawn at all.
      let segments = 0;
      for (const loop of entity.loops) {
        if (loop.vertices.length < 2) continue;
        if (!tameVertices(loop.vertices)) return 0;
        segments += loop.vertices.length;
      }
      return segments;
    }
    default:
      return 0;
  }
}

/** One entity's own cost (not its block's), drawn where nothing scales its texts below CERTAIN_LIMIT's inverse. */
function ownCost(entity: CadEntity, cost: Cost, texts: (entity: CadEntity) => number) {
  if (entity.kind === 'text' || entity.kind === 'insert') {
    cost.operators += texts(entity) * TEXT_LINE_OPERATORS;
    return;
  }
  const segments = certainSegments(entity);
  if (segments === 0) return;
  if (entity.kind === 'hatch' && !entity.solid) {
    cost.operators += PATTERN_HATCH_OPERATORS;
    cost.hatches++;
  } else if (segments > MAX_PATH_SEGMENTS) cost.large++;
  else cost.segments += segments;
}

/** Lines of a text drawn inside a block: within CERTAIN_LIMIT, so that the reference's matrix cannot drop them. */
function blockTextLines(entity: CadEntity): number {
  if (entity.kind !== 'text') return 0;
  if (!tameSize(entity.height) || !tamePoint(entity.position) || !tame(entity.rotation)) return 0;
  return textLines(entity).length;
}

/** A reference whose matrix keeps every tame entity of its block finite and every text of it non-zero. */
function tameInsert(insert: CadInsert, base: CadPoint): boolean {
  return (
    tamePoint(insert.position) &&
    tameSize(insert.scale.x) &&
    tameSize(insert.scale.y) &&
    tame(insert.rotation) &&
    tame(insert.columnSpacing) &&
    tame(insert.rowSpacing) &&
    tamePoint(base) &&
    // Every cell's offset (its index × the spacing) must stay finite too.
    Math.abs(insert.columns) <= MAX_CERTAIN_CELLS &&
    Math.abs(insert.rows) <= MAX_CERTAIN_CELLS
  );
}

/**
 * A page's certain operators, entity by entity as they come (a reader adds them as it reads): `operators` is a lower
 * bound of what the writer will count for the page whatever comes after.
 */
export class CertainOperators {
  readonly #total = empty();
  readonly #blocks: CertainBlocks;
  readonly #memo = new Map<string, Cost>();

  constructor(blocks: CertainBlocks = () => undefined) {
    this.#blocks = blocks;
  }

  /**
   * `mayBeClipped`: an INSERT whose clip (XCLIP, xclip.ts) is not known yet (the DXF reader meets the INSERT before the
   * OBJECTS section): like a clipped one, nothing of its block is certain — the clip may hide all of it.
   */
  add(entity: CadEntity, mayBeClipped = false): void {
    ownCost(entity, this.#total, certainTextLines);
    if (entity.kind === 'insert') {
      const block = this.#blocks(entity.block);
      if (!block || mayBeClipped || entity.clip || !tameInsert(entity, block.base)) return;
      const cells = Math.max(1, Math.floor(entity.columns)) * Math.max(1, Math.floor(entity.rows));
      addTo(this.#total, this.#blockCost(entity.block, block.entities), cells);
    } else if (entity.kind === 'dimension' && entity.block !== null) {
      // Drawn where it is, in the page's own coordinates.
      const block = this.#blocks(entity.block);
      if (block) addTo(this.#total, this.#blockCost(entity.block, block.entities));
    }
  }

  addAll(entities: readonly CadEntity[]): void {
    for (const e of entities) this.add(e);
  }

  get operators(): number {
    const t = this.#total;
    const paths = t.large + Math.max(0, Math.ceil(t.segments / MAX_PATH_SEGMENTS) - t.hatches);
    return WRITER_START_OPERATORS + t.operators + paths;
  }

  #blockCost(name: string, entities: readonly CadEntity[]): Cost {
    let cost = this.#memo.get(name);
    if (!cost) {
      cost = empty();
      // The block's own entities only: a reference inside it may be cut by the depth or cycle rules.
      for (const e of entities) if (e.kind !== 'insert' && e.kind !== 'dimension') ownCost(e, cost, blockTextLines);
      this.#memo.set(name, cost);
    }
    return cost;
  }
}

/** The certain operators of a page drawing `entities` at its top level, `blocks` drawing its references. */
export function certainOperators(entities: readonly CadEntity[], blocks?: CertainBlocks): number {
  const count = new CertainOperators(blocks);
  count.addAll(entities);
  return count.operators;
}
