/**
 * pdf.js operator list → line segments in sheet space, for snapping and for the spatial index.
 *
 * pdf.js 5 encodes every path as one `constructPath` op whose arguments are `[paintOp, [Float32Array], minMax]`: the
 * array holds drawing codes (moveTo 0, lineTo 1, curveTo 2, quadraticCurveTo 3, closePath 4), each followed by its
 * coordinates in the user space current at that op; rectangles are already folded into it. Code written for pdf.js 2–4
 * (one op per moveTo/lineTo) reads nothing from it. The current transformation matrix is not in the op, so it is
 * tracked here through save/restore/transform, form XObjects, transparency groups and annotations, the same way
 * pdf.js's canvas renderer does.
 *
 * Optional content: `beginMarkedContentProps` with `['OC', {type: 'OCG', id}]` (or an OCMD) opens a layer scope that
 * `endMarkedContent` closes; every other marked-content pair opens a scope without a layer, so the stack stays
 * balanced.
 *
 * What is not a segment: clipping paths and `endPath` (nothing visible is painted), text (glyphs are drawn from fonts;
 * CAD plots that draw text as outlines do give segments), images, shadings, the bitmap outlines pdf.js traces from
 * image masks (`rawFillPath`), and segments wholly off the sheet. Clipping is not applied otherwise: a segment hidden
 * by a clip is still returned, and one that crosses the sheet's edge is returned whole.
 */
import { applyToPoint, asMatrix, multiply, transformBox, intersect, type Matrix } from './geometry.ts';

const DRAW_MOVE_TO = 0;
const DRAW_LINE_TO = 1;
const DRAW_CURVE_TO = 2;
const DRAW_QUADRATIC_CURVE_TO = 3;
const DRAW_CLOSE_PATH = 4;

/** The pdf.js operator codes this module reads; `vectorOps(OPS)` picks them from pdf.js's own table. */
const OP_NAMES = [
  'save',
  'restore',
  'transform',
  'constructPath',
  'paintFormXObjectBegin',
  'paintFormXObjectEnd',
  'beginGroup',
  'endGroup',
  'beginAnnotation',
  'endAnnotation',
  'beginMarkedContent',
  'beginMarkedContentProps',
  'endMarkedContent',
  'paintImageXObject',
  'paintInlineImageXObject',
  'paintImageMaskXObject',
  'paintSolidColorImageMask',
  'stroke',
  'closeStroke',
  'fill',
  'eoFill',
  'fillStroke',
  'eoFillStroke',
  'closeFillStroke',
  'closeEOFillStroke',
] as const;
export type VectorOps = Record<(typeof OP_NAMES)[number], number>;

/** Picks the codes this module needs from pdf.js's `OPS`; throws when pdf.js renamed one (an upgrade to check). */
export function vectorOps(table: Readonly<Record<string, number>>): VectorOps {
  const picked: Partial<Record<string, number>> = {};
  for (const name of OP_NAMES) {
    const code = table[name];
    if (typeof code !== 'number') throw new Error(`pdf.js OPS has no "${name}"`);
    picked[name] = code;
  }
  return picked as VectorOps;
}

/** The operator list as pdf.js returns it from `page.getOperatorList()`. */
export interface OperatorListLike {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

/** The properties of an optional-content marked-content scope, as pdf.js gives them (an OCG or an OCMD). */
export type OptionalContentProps =
  { type: 'OCG'; id: string } | { type: 'OCMD'; ids?: unknown; [key: string]: unknown };

export const NO_LAYER = -1;

export interface ExtractOptions {
  ops: VectorOps;
  /** PDF user space → sheet space: `page.getViewport({ scale: 1 }).transform`. */
  sheetTransform: Matrix;
  /** The sheet's size, to measure how much of it images cover. */
  sheetSize: { width: number; height: number };
  /**
   * Largest distance, in sheet units (points), between a curve and the segments that replace it. The default, 0.1 pt,
   * is 0.035 mm on paper: 3.5 mm on site at 1:100, below what anyone measures by hand.
   */
  tolerance?: number;
  /** Layer ids in the order of the layer list; a segment's layer is its innermost OCG's index in it. */
  layerIds?: readonly string[];
  /**
   * Whether a scope's content is visible with the layers chosen (pdf.js's `OptionalContentConfig.isVisible`, which
   * also evaluates OCMD policies). Without it, every segment is kept.
   */
  isVisible?: (props: OptionalContentProps) => boolean;
}

export interface SegmentSet {
  /** x1, y1, x2, y2 per segment, in sheet space. */
  segments: Float32Array;
  /** Per segment, the index of its innermost layer in `layerIds`, or NO_LAYER (-1). */
  layers: Int32Array;
  /** Number of paths (constructPath ops) that gave at least one segment. */
  pathCount: number;
  /**
   * Share of the sheet covered by image bounding boxes, 0–1 (overlaps counted twice, then capped): near 1 for a scan,
   * where snapping has nothing to hold on to.
   */
  imageCoverage: number;
}

/** Segments needed so that a Bézier's chord polygon stays within `tolerance` of the curve (uniform subdivision). */
export function subdivisionCount(secondDifference: number, degree: 2 | 3, tolerance: number): number {
  // For a Bézier of degree d with control-point second differences ≤ M, |B''| ≤ d(d−1)·M, and a chord over a
  // parameter step h deviates by at most |B''|·h²/8: n = ceil(sqrt(d(d−1)·M / (8·tol))).
  const n = Math.ceil(Math.sqrt((degree * (degree - 1) * secondDifference) / (8 * tolerance)));
  return Math.min(Math.max(n, 1), 256);
}

class SegmentBuffer {
  segments = new Float32Array(4096 * 4);
  layers = new Int32Array(4096);
  count = 0;

  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {}

  push(x1: number, y1: number, x2: number, y2: number, layer: number) {
    if (x1 === x2 && y1 === y2) return false;
    // Wholly off the sheet (outside the crop box): never drawn, nothing to snap to.
    if (
      (x1 < 0 && x2 < 0) ||
      (y1 < 0 && y2 < 0) ||
      (x1 > this.width && x2 > this.width) ||
      (y1 > this.height && y2 > this.height)
    ) {
      return false;
    }
    if (this.count === this.layers.length) {
      const segments = new Float32Array(this.segments.length * 2);
      segments.set(this.segments);
      this.segments = segments;
      const layers = new Int32Array(this.layers.length * 2);
      layers.set(this.layers);
      this.layers = layers;
    }
    const i = this.count * 4;
    this.segments[i] = x1;
    this.segments[i + 1] = y1;
    this.segments[i + 2] = x2;
    this.segments[i + 3] = y2;
    this.layers[this.count] = layer;
    this.count++;
    return true;
  }
}

interface Scope {
  /** The layer this scope's content belongs to, inherited from the parent scope when it names none. */
  layer: number;
  /** False when this scope or any around it is hidden. */
  visible: boolean;
}

function isOptionalContent(tag: unknown, props: unknown): props is OptionalContentProps {
  if (tag !== 'OC' || !props || typeof props !== 'object') return false;
  const type = (props as { type?: unknown }).type;
  return type === 'OCG' || type === 'OCMD';
}

export function extractSegments(opList: OperatorListLike, options: ExtractOptions): SegmentSet {
  const { ops, sheetTransform, sheetSize, layerIds = [], isVisible } = options;
  const tolerance = options.tolerance ?? 0.1;
  const layerIndex = new Map(layerIds.map((id, index) => [id, index]));
  const layerOf = (props: OptionalContentProps): number => {
    const ids = props.type === 'OCG' ? [props.id] : Array.isArray(props.ids) ? props.ids : [];
    // An OCMD names several groups; its first known one stands for the segment's layer.
    for (const id of ids) {
      const index = typeof id === 'string' ? layerIndex.get(id) : undefined;
      if (index !== undefined) return index;
    }
    return NO_LAYER;
  };

  // A filled area is bounded by every subpath closed, whether or not the path says so (`s`, `b` and `b*` come with an
  // explicit closePath code already: pdf.js's evaluator appends it).
  const fillingPaintOps = new Set([
    ops.fill,
    ops.eoFill,
    ops.fillStroke,
    ops.eoFillStroke,
    ops.closeFillStroke,
    ops.closeEOFillStroke,
  ]);
  const paintOps = new Set([ops.stroke, ops.closeStroke, ...fillingPaintOps]);
  const imageOps = new Set([
    ops.paintImageXObject,
    ops.paintInlineImageXObject,
    ops.paintImageMaskXObject,
    ops.paintSolidColorImageMask,
  ]);

  const out = new SegmentBuffer(sheetSize.width, sheetSize.height);
  const sheet = { x: 0, y: 0, width: sheetSize.width, height: sheetSize.height };
  let imageArea = 0;
  let pathCount = 0;
  let ctm: Matrix = sheetTransform;
  const ctmStack: Matrix[] = [];
  const scopes: Scope[] = [{ layer: NO_LAYER, visible: true }];
  const scope = () => scopes[scopes.length - 1] as Scope;

  const { fnArray, argsArray } = opList;
  for (let i = 0, n = fnArray.length; i < n; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null | undefined;
    switch (fn) {
      case ops.save:
        ctmStack.push(ctm);
        break;
      case ops.restore:
        ctm = ctmStack.pop() ?? ctm;
        break;
      case ops.transform: {
        const m = asMatrix(args);
        if (m) ctm = multiply(ctm, m);
        break;
      }
      case ops.paintFormXObjectBegin: {
        ctmStack.push(ctm);
        const m = asMatrix(args?.[0]);
        if (m) ctm = multiply(ctm, m);
        break;
      }
      case ops.beginGroup: {
        ctmStack.push(ctm);
        const m = asMatrix((args?.[0] as { matrix?: unknown } | undefined)?.matrix);
        if (m) ctm = multiply(ctm, m);
        break;
      }
      case ops.paintFormXObjectEnd:
      case ops.endGroup:
      case ops.endAnnotation:
        ctm = ctmStack.pop() ?? ctm;
        break;
      case ops.beginAnnotation: {
        // pdf.js draws an annotation's appearance from the page's base transform, whatever the content stream left
        // in the CTM: rect, then the annotation's transform, then the appearance stream's matrix.
        ctmStack.push(ctm);
        const transform = asMatrix(args?.[2]);
        const matrix = asMatrix(args?.[3]);
        ctm = multiply(multiply(sheetTransform, transform ?? [1, 0, 0, 1, 0, 0]), matrix ?? [1, 0, 0, 1, 0, 0]);
        break;
      }
      case ops.beginMarkedContent:
        scopes.push(scope());
        break;
      case ops.beginMarkedContentProps: {
        const parent = scope();
        const tag = args?.[0];
        const props = args?.[1];
        if (isOptionalContent(tag, props)) {
          const layer = layerOf(props);
          scopes.push({
            layer: layer === NO_LAYER ? parent.layer : layer,
            visible: parent.visible && (isVisible ? isVisible(props) : true),
          });
        } else {
          scopes.push(parent);
        }
        break;
      }
      case ops.endMarkedContent:
        if (scopes.length > 1) scopes.pop();
        break;
      case ops.constructPath: {
        const paintOp = args?.[0];
        const current = scope();
        if (typeof paintOp !== 'number' || !paintOps.has(paintOp) || !current.visible) break;
        const data = (args?.[1] as ArrayLike<unknown> | undefined)?.[0];
        if (!data || typeof data !== 'object' || !('length' in data)) break;
        const before = out.count;
        addPath(out, data as ArrayLike<number>, ctm, tolerance, current.layer, fillingPaintOps.has(paintOp));
        if (out.count > before) pathCount++;
        break;
      }
      default:
        if (fn !== undefined && imageOps.has(fn) && scope().visible) {
          // Images are drawn into the unit square of the current user space.
          const box = intersect(transformBox(ctm, 0, 0, 1, 1), sheet);
          if (box) imageArea += box.width * box.height;
        }
    }
  }

  const sheetArea = sheetSize.width * sheetSize.height;
  return {
    segments: out.segments.slice(0, out.count * 4),
    layers: out.layers.slice(0, out.count),
    pathCount,
    imageCoverage: sheetArea > 0 ? Math.min(1, imageArea / sheetArea) : 0,
  };
}

function addPath(
  out: SegmentBuffer,
  data: ArrayLike<number>,
  m: Matrix,
  tolerance: number,
  layer: number,
  closeSubpaths: boolean,
) {
  // Points are transformed before flattening: an affine map keeps Bézier curves Bézier, and the tolerance is then
  // in sheet units whatever the CTM's scale.
  let startX = 0;
  let startY = 0;
  let x = 0;
  let y = 0;
  let open = false;
  const n = data.length;
  let i = 0;
  const read = (): [number, number] => {
    const point = applyToPoint(m, data[i] as number, data[i + 1] as number);
    i += 2;
    return point;
  };
  while (i < n) {
    const code = data[i++];
    switch (code) {
      case DRAW_MOVE_TO:
        if (closeSubpaths && open) out.push(x, y, startX, startY, layer);
        [x, y] = read();
        startX = x;
        startY = y;
        open = true;
        break;
      case DRAW_LINE_TO: {
        const [nx, ny] = read();
        out.push(x, y, nx, ny, layer);
        x = nx;
        y = ny;
        break;
      }
      case DRAW_CURVE_TO: {
        const [x1, y1] = read();
        const [x2, y2] = read();
        const [x3, y3] = read();
        addCubic(out, [x, y, x1, y1, x2, y2, x3, y3], tolerance, layer);
        x = x3;
        y = y3;
        break;
      }
      case DRAW_QUADRATIC_CURVE_TO: {
        const [qx, qy] = read();
        const [x2, y2] = read();
        // The same curve as a cubic (degree elevation): its control points' second differences are a third of the
        // quadratic's, so the subdivision count comes out the same.
        const c1 = [x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y)] as const;
        const c2 = [x2 + (2 / 3) * (qx - x2), y2 + (2 / 3) * (qy - y2)] as const;
        addCubic(out, [x, y, c1[0], c1[1], c2[0], c2[1], x2, y2], tolerance, layer);
        x = x2;
        y = y2;
        break;
      }
      case DRAW_CLOSE_PATH:
        if (open) out.push(x, y, startX, startY, layer);
        x = startX;
        y = startY;
        break;
      default:
        // An unknown code: its operand count is unknown too, so the rest of this path cannot be read.
        return;
    }
  }
  if (closeSubpaths && open) out.push(x, y, startX, startY, layer);
}

/** A cubic Bézier (x0, y0 … x3, y3, in sheet space) as segments within `tolerance` of it. */
function addCubic(out: SegmentBuffer, p: readonly number[], tolerance: number, layer: number) {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0, x2 = 0, y2 = 0, x3 = 0, y3 = 0] = p;
  const m1 = Math.hypot(x0 - 2 * x1 + x2, y0 - 2 * y1 + y2);
  const m2 = Math.hypot(x1 - 2 * x2 + x3, y1 - 2 * y2 + y3);
  const steps = subdivisionCount(Math.max(m1, m2), 3, tolerance);
  let px = x0;
  let py = y0;
  for (let s = 1; s <= steps; s++) {
    const t = s / steps;
    const u = 1 - t;
    const qx = s === steps ? x3 : u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3;
    const qy = s === steps ? y3 : u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3;
    out.push(px, py, qx, qy, layer);
    px = qx;
    py = qy;
  }
}
