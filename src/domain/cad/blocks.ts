/**
 * Block references, expanded: every INSERT of model space and, recursively, every INSERT inside the blocks they draw
 * (MINSERT cells one by one), each with the matrix from its block's space to model space; and the « Blocs » panel's
 * summary, counted as AutoCAD's COUNT counts (top level and nested references, grouped by effective name).
 *
 * Which references are listed:
 * - every reference of a named block, and of a dynamic block's anonymous copy (`*U…`) under its effective name (a
 *   `*U` whose dynamic block is unknown keeps its own name);
 * - not the anonymous blocks AutoCAD draws for dimensions (`*D`), old hatches (`*X`) and tables (`*T`), nor xrefs,
 *   nor the INSERTs a dimension's block holds (its arrowheads), nor any block inside a drawn xref (AutoCAD's COUNT
 *   does not count inside xrefs: the referenced file's blocks are counted on its own sheet, once): all of those are
 *   still drawn and measured, they are just not blocks a person placed in this drawing.
 * A reference to a block the file does not define is listed (it is a reference) and draws nothing. Inside a clipped
 * reference (XCLIP, ./xclip.ts), one whose insertion point the clip hides is not listed.
 */
import { applyToPoint, type Matrix } from '../pdf/geometry';
import type { Point, Rect } from '../takeoff/types';
import { narrowClip, type PathClip } from './clip';
import { CadModelError } from './errors';
import { addEntityToBox, emptyBox, isEmptyBox, isFiniteEntity, type Box } from './geometry';
import { IDENTITY, insertMatrix, nestMatrix, placementMatrix } from './transform';
import {
  CAD_LIMITS,
  type CadBlock,
  type CadBlockSummary,
  type CadClippedReference,
  type CadDrawing,
  type CadEntity,
  type CadInsert,
  type CadPlacement,
  type CadReference,
} from './types';

/** Nesting deeper than this is not followed (AutoCAD files rarely pass 10; a deeper chain is a broken file). */
export const MAX_NESTING = 32;

export const frenchOrder = new Intl.Collator('fr', { numeric: true });

/**
 * A block AutoCAD made for a paste-as-block (Ctrl+Maj+V): « A$C » and eight hex digits. A named block in the table,
 * but one nobody chose a name for: the « Blocs » panel lists it after the blocks a person named.
 */
export function isPastedBlockName(name: string): boolean {
  return /^A\$C[0-9A-F]{8}$/i.test(name);
}

/** French order (numbers as numbers), pasted blocks (« A$C… ») after the others. */
export function blockNameOrder(a: string, b: string): number {
  return Number(isPastedBlockName(a)) - Number(isPastedBlockName(b)) || frenchOrder.compare(a, b);
}

/** One drawn copy of a block: an INSERT (or a MINSERT cell) anywhere in the tree, or a dimension's block. */
export interface ExpandedReference {
  /** As CadReference.id ('2F', '2F/1A3', '2F#0.3'); a dimension's block: the dimension's handle (its chain). */
  readonly id: string;
  readonly kind: 'insert' | 'dimension';
  /** The INSERT (null for a dimension's block). */
  readonly insert: CadInsert | null;
  /** The block as the file references it. */
  readonly blockName: string;
  /** Its definition; undefined when the file has none (or it is an xref): nothing drawn. */
  readonly block: CadBlock | undefined;
  /** The effective name (COUNT's grouping). */
  readonly name: string;
  /** The reference's own layer, « 0 » resolved to its parent's. */
  readonly layer: string;
  /** The block's space to model space. */
  readonly matrix: Matrix;
  /** Index of the reference it is drawn inside, -1 at the top level. */
  readonly parent: number;
  readonly depth: number;
  /** Counted in the « Blocs » panel. */
  readonly listed: boolean;
  /** The insertion point (the cell's, for a MINSERT cell), model space. */
  readonly point: Point;
  /** Whether it draws its INSERT's attributes (a MINSERT draws them once: its first cell). */
  readonly drawsAttributes: boolean;
  /**
   * What its block's entities are cut to, model space: its own clip (XCLIP) narrowing its parents'. Null when neither
   * it nor a reference it is drawn inside is clipped.
   */
  readonly clip: PathClip | null;
  /** The box no clip lets anything out of (its non-inverted clips' boxes, intersected); null: unbounded. */
  readonly clipBox: Box | null;
}

export interface CadExpansion {
  /** Parents before their children (depth first), model space's references in file order. */
  readonly references: readonly ExpandedReference[];
  /** Entities drawn, every reference's copy counted (CAD_LIMITS.entities). */
  readonly entityCount: number;
}

/** Whether references of this block are listed in « Blocs » (see the module's comment). */
export function isListedBlock(name: string, block: CadBlock | undefined): boolean {
  if (block?.xref) return false;
  return !/^\*[DXT]/i.test(name);
}

const isLeaf = (e: CadEntity) => e.kind !== 'insert' && e.kind !== 'dimension';

/** Whether a block draws its entities: any block but an xref whose file was not given (domain/cad/xrefs.ts). */
export const isDrawnBlock = (block: CadBlock): boolean => !block.xref || block.xrefFile !== undefined;

/**
 * Every reference of the drawing, depth first. Throws CadModelError('tooComplex') past CAD_LIMITS' references or
 * drawn entities. A block that references itself (directly or not) is not followed into again; nor past MAX_NESTING.
 */
export function expandReferences(drawing: CadDrawing): CadExpansion {
  const blocks = new Map<string, CadBlock>();
  for (const b of drawing.blocks) blocks.set(b.name, b);
  const leaves = new Map<CadBlock, number>();
  const leafCount = (b: CadBlock | undefined) => {
    if (!b || !isDrawnBlock(b)) return 0;
    let n = leaves.get(b);
    if (n === undefined) {
      n = b.entities.filter(isLeaf).length;
      leaves.set(b, n);
    }
    return n;
  };

  // A block's INSERTs and DIMENSIONs, found once: a block drawn a thousand times is not scanned a thousand times.
  const containers = new Map<readonly CadEntity[], number[]>();
  const containersOf = (list: readonly CadEntity[]) => {
    let found = containers.get(list);
    if (!found) {
      found = [];
      for (let i = 0; i < list.length; i++) if (!isLeaf(list[i] as CadEntity)) found.push(i);
      containers.set(list, found);
    }
    return found;
  };

  const references: ExpandedReference[] = [];
  let insertCount = 0;
  let entityCount = drawing.modelSpace.filter(isLeaf).length;
  const chain = new Set<string>();

  const tooComplex = () =>
    new CadModelError('tooComplex', `over ${CAD_LIMITS.references} references or ${CAD_LIMITS.entities} entities`);

  const visit = (
    entities: readonly CadEntity[],
    parent: number,
    parentMatrix: Matrix,
    parentLayer: string | null,
    prefix: string,
    inDimension: boolean,
    depth: number,
    inXref: boolean,
    parentClip: PathClip | null,
    parentClipBox: Box | null,
  ) => {
    for (const index of containersOf(entities)) {
      const e = entities[index] as CadEntity;
      if (e.kind !== 'insert' && e.kind !== 'dimension') continue;
      const own = e.handle || `@${index}`;
      const layer = e.layer === '0' && parentLayer !== null ? parentLayer : e.layer;
      if (e.kind === 'dimension') {
        if (e.block === null) continue;
        const block = blocks.get(e.block);
        if (!block || chain.has(block.name) || depth > MAX_NESTING) continue;
        entityCount += leafCount(block);
        if (entityCount > CAD_LIMITS.entities) throw tooComplex();
        const at = references.length;
        references.push({
          id: prefix + own,
          kind: 'dimension',
          insert: null,
          blockName: e.block,
          block,
          name: block.effectiveName,
          layer,
          matrix: parentMatrix,
          parent,
          depth,
          listed: false,
          point: { x: parentMatrix[4], y: parentMatrix[5] },
          drawsAttributes: false,
          clip: parentClip,
          clipBox: parentClipBox,
        });
        chain.add(block.name);
        visit(
          block.entities,
          at,
          parentMatrix,
          layer,
          `${prefix}${own}/`,
          true,
          depth + 1,
          inXref,
          parentClip,
          parentClipBox,
        );
        chain.delete(block.name);
        continue;
      }
      if (!isFiniteEntity(e) || depth > MAX_NESTING || chain.has(e.block)) continue;
      const found = blocks.get(e.block);
      const block = found && isDrawnBlock(found) ? found : undefined;
      const base = found?.base ?? { x: 0, y: 0 };
      const rows = Math.max(1, Math.floor(e.rows) || 1);
      const columns = Math.max(1, Math.floor(e.columns) || 1);
      const listed = !inDimension && !inXref && isListedBlock(e.block, found);
      for (let row = 0; row < rows; row++) {
        for (let column = 0; column < columns; column++) {
          insertCount++;
          entityCount += leafCount(block);
          if (insertCount > CAD_LIMITS.references || entityCount > CAD_LIMITS.entities) throw tooComplex();
          const matrix = nestMatrix(parentMatrix, insertMatrix(e, base, row, column));
          const [x, y] = applyToPoint(matrix, base.x, base.y);
          const id = prefix + own + (rows > 1 || columns > 1 ? `#${row}.${column}` : '');
          // Inside a clipped reference, one whose insertion point the clip hides is drawn (its part inside) but not
          // counted: the person sees no door there (xclip.ts, README « Références découpées »).
          const shown = parentClip === null || parentClip.contains(x, y);
          let clip = parentClip;
          let clipBox = parentClipBox;
          if (e.clip) {
            const polygon = e.clip.boundary.flatMap((p) => applyToPoint(matrix, p.x, p.y));
            clip = narrowClip(parentClip, polygon, e.clip.inverted);
            if (!e.clip.inverted) clipBox = intersectBoxes(parentClipBox, polygonBox(polygon));
          }
          const at = references.length;
          references.push({
            id,
            kind: 'insert',
            insert: e,
            blockName: e.block,
            block,
            name: found?.effectiveName || e.block,
            layer,
            matrix,
            parent,
            depth,
            listed: listed && shown,
            point: { x, y },
            drawsAttributes: row === 0 && column === 0,
            clip,
            clipBox,
          });
          if (block) {
            chain.add(block.name);
            visit(
              block.entities,
              at,
              matrix,
              layer,
              `${id}/`,
              inDimension,
              depth + 1,
              inXref || block.xref,
              clip,
              clipBox,
            );
            chain.delete(block.name);
          }
        }
      }
    }
  };
  visit(drawing.modelSpace, -1, IDENTITY, null, '', false, 0, false, null, null);
  return { references, entityCount };
}

/**
 * What walkDrawn shows of one drawn entity: the entity; its space to model space; its effective layer (« 0 » inside a
 * block: the reference's); the innermost reference it is drawn by (-1 for model space's own); and what names it
 * (drawnId). Positional and allocation-free: it runs once per drawn entity, hundreds of thousands of times.
 */
export type DrawnVisitor = (
  entity: CadEntity,
  matrix: Matrix,
  layer: string,
  reference: number,
  prefix: string,
  index: number,
  clip: PathClip | null,
) => void;

/**
 * As CadLengthPiece.id: the reference's id and the entity's handle ('2F/1A3'), else its handle; an entity without a
 * handle is named by its index in its block or model space ('@3').
 */
export const drawnId = (entity: CadEntity, prefix: string, index: number): string =>
  prefix + (entity.handle || `@${index}`);

function visitList(
  list: readonly CadEntity[],
  matrix: Matrix,
  parentLayer: string | null,
  reference: number,
  prefix: string,
  clip: PathClip | null,
  visit: DrawnVisitor,
): void {
  for (let i = 0; i < list.length; i++) {
    const entity = list[i] as CadEntity;
    if (entity.kind === 'insert' || entity.kind === 'dimension') continue;
    const layer = entity.layer === '0' && parentLayer !== null ? parentLayer : entity.layer;
    visit(entity, matrix, layer, reference, prefix, i, clip);
  }
}

/**
 * Visits every entity the drawing draws, model space's then each reference's block contents and attributes (an
 * INSERT's attributes are in its parent's space; « 0 » on them is the INSERT's layer), INSERTs and DIMENSIONs
 * themselves excluded.
 */
export function walkDrawn(drawing: CadDrawing, expansion: CadExpansion, visit: DrawnVisitor): void {
  visitList(drawing.modelSpace, IDENTITY, null, -1, '', null, visit);
  const refs = expansion.references;
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i] as ExpandedReference;
    if (ref.insert && ref.drawsAttributes && ref.insert.attributes.length > 0) {
      // Attributes are the reference's own, in its parent's space: cut by its parents' clips, not by its own.
      const parent = ref.parent >= 0 ? (refs[ref.parent] as ExpandedReference) : null;
      const matrix = parent ? parent.matrix : IDENTITY;
      visitList(ref.insert.attributes, matrix, ref.layer, i, `${ref.id}/`, parent?.clip ?? null, visit);
    }
    if (ref.block) visitList(ref.block.entities, ref.matrix, ref.layer, i, `${ref.id}/`, ref.clip, visit);
  }
}

/** The drawing's extents and each reference's, model space. */
export interface CadExtents {
  /** Null when nothing with finite coordinates is drawn. */
  readonly box: Box | null;
  /** Per reference (expansion order): minX, minY, maxX, maxY; empty (Infinity…) when it draws nothing. */
  readonly references: Float64Array;
}

/** Extents from the actual geometry (every drawn entity, references expanded); non-finite coordinates ignored. */
export function drawnExtents(drawing: CadDrawing, expansion: CadExpansion): CadExtents {
  const refs = expansion.references;
  const boxes = new Float64Array(refs.length * 4);
  for (let i = 0; i < refs.length; i++) boxes.set([Infinity, Infinity, -Infinity, -Infinity], i * 4);
  const all = emptyBox();
  const scratch = emptyBox();
  walkDrawn(drawing, expansion, (entity, matrix, _layer, reference) => {
    scratch.minX = scratch.minY = Infinity;
    scratch.maxX = scratch.maxY = -Infinity;
    addEntityToBox(scratch, entity, matrix);
    if (isEmptyBox(scratch)) return;
    // A clipped reference's extents are those of what it shows, at most its boundary's box.
    const bound = reference >= 0 ? (refs[reference] as ExpandedReference).clipBox : null;
    if (bound !== null) {
      scratch.minX = Math.max(scratch.minX, bound.minX);
      scratch.minY = Math.max(scratch.minY, bound.minY);
      scratch.maxX = Math.min(scratch.maxX, bound.maxX);
      scratch.maxY = Math.min(scratch.maxY, bound.maxY);
      if (scratch.minX > scratch.maxX || scratch.minY > scratch.maxY) return;
    }
    if (scratch.minX < all.minX) all.minX = scratch.minX;
    if (scratch.minY < all.minY) all.minY = scratch.minY;
    if (scratch.maxX > all.maxX) all.maxX = scratch.maxX;
    if (scratch.maxY > all.maxY) all.maxY = scratch.maxY;
    if (reference >= 0) growRef(boxes, reference, scratch.minX, scratch.minY, scratch.maxX, scratch.maxY);
  });
  // Children come after their parents: backwards, each reference's box grows its parent's.
  for (let i = refs.length - 1; i >= 0; i--) {
    const parent = (refs[i] as ExpandedReference).parent;
    if (parent < 0) continue;
    const o = i * 4;
    if ((boxes[o] as number) <= (boxes[o + 2] as number)) {
      growRef(
        boxes,
        parent,
        boxes[o] as number,
        boxes[o + 1] as number,
        boxes[o + 2] as number,
        boxes[o + 3] as number,
      );
    }
  }
  return { box: isEmptyBox(all) ? null : all, references: boxes };
}

function polygonBox(polygon: readonly number[]): Box {
  const box = emptyBox();
  for (let i = 0; i + 1 < polygon.length; i += 2) {
    const x = polygon[i] as number;
    const y = polygon[i + 1] as number;
    if (x < box.minX) box.minX = x;
    if (x > box.maxX) box.maxX = x;
    if (y < box.minY) box.minY = y;
    if (y > box.maxY) box.maxY = y;
  }
  return box;
}

function intersectBoxes(a: Box | null, b: Box): Box {
  if (a === null) return b;
  return {
    minX: Math.max(a.minX, b.minX),
    minY: Math.max(a.minY, b.minY),
    maxX: Math.min(a.maxX, b.maxX),
    maxY: Math.min(a.maxY, b.maxY),
  };
}

function growRef(boxes: Float64Array, i: number, minX: number, minY: number, maxX: number, maxY: number): void {
  const o = i * 4;
  if (minX < (boxes[o] as number)) boxes[o] = minX;
  if (minY < (boxes[o + 1] as number)) boxes[o + 1] = minY;
  if (maxX > (boxes[o + 2] as number)) boxes[o + 2] = maxX;
  if (maxY > (boxes[o + 3] as number)) boxes[o + 3] = maxY;
}

/**
 * The « Blocs » panel: one entry per effective name, sorted (French collation, numbers as numbers, pasted blocks
 * « A$C… » last: blockNameOrder), with every
 * reference in sheet space. `expansion` and `extents` are computed when not given (buildSheetModel shares them).
 */
export function summariseBlocks(
  drawing: CadDrawing,
  placement: CadPlacement,
  expansion: CadExpansion = expandReferences(drawing),
  extents: CadExtents = drawnExtents(drawing, expansion),
): CadBlockSummary[] {
  const sheet = placementMatrix(placement);
  const toSheet = (x: number, y: number): Point => {
    const [sx, sy] = applyToPoint(sheet, x, y);
    return { x: sx, y: sy };
  };
  const groups = new Map<
    string,
    { raw: Set<string>; layers: Set<string>; top: CadReference[]; nested: CadReference[] }
  >();
  expansion.references.forEach((ref, i) => {
    if (!ref.listed) return;
    let group = groups.get(ref.name);
    if (!group) {
      group = { raw: new Set(), layers: new Set(), top: [], nested: [] };
      groups.set(ref.name, group);
    }
    group.raw.add(ref.blockName);
    group.layers.add(ref.layer);
    const point = toSheet(ref.point.x, ref.point.y);
    const o = i * 4;
    const b = extents.references;
    let box: Rect;
    if ((b[o] as number) <= (b[o + 2] as number)) {
      const a = toSheet(b[o] as number, b[o + 1] as number);
      const c = toSheet(b[o + 2] as number, b[o + 3] as number);
      box = { minX: Math.min(a.x, c.x), minY: Math.min(a.y, c.y), maxX: Math.max(a.x, c.x), maxY: Math.max(a.y, c.y) };
    } else {
      box = { minX: point.x, minY: point.y, maxX: point.x, maxY: point.y };
    }
    const nested = ref.parent >= 0;
    (nested ? group.nested : group.top).push({ id: ref.id, point, box, layer: ref.layer, nested });
  });
  const sort = (values: Iterable<string>) => [...values].sort(frenchOrder.compare);
  return [...groups.entries()]
    .map(([name, g]) => ({
      name,
      rawNames: sort(g.raw),
      layers: sort(g.layers),
      topLevel: g.top.length,
      nested: g.nested.length,
      references: [...g.top, ...g.nested],
    }))
    .sort((a, b) => blockNameOrder(a.name, b.name));
}

/** The references drawn clipped (XCLIP) that draw something, grouped by name, xrefs first, then by name. */
export function clippedReferencesOf(expansion: CadExpansion): CadClippedReference[] {
  const byName = new Map<string, { name: string; xref: boolean; count: number; inverted: boolean }>();
  for (const ref of expansion.references) {
    const clip = ref.insert?.clip;
    if (!clip || !ref.block) continue;
    const name = ref.block.xref ? ref.blockName : ref.name;
    const entry = byName.get(name) ?? { name, xref: ref.block.xref, count: 0, inverted: false };
    entry.count++;
    entry.inverted ||= clip.inverted;
    byName.set(name, entry);
  }
  return [...byName.values()].sort((a, b) => Number(b.xref) - Number(a.xref) || frenchOrder.compare(a.name, b.name));
}
