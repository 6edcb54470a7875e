/**
 * A CAD drawing's sheet as a one-page PDF drawn from its vectors (issue 28), so that everything that reads a PDF
 * sheet works on it unchanged: the viewer (pdf.js, tiles, sharp at any zoom), the layers panel (one optional content
 * group per CAD layer, named exactly as the layer), snapping (pdf.js's operator list → ../pdf/vectors.ts), the
 * marked-up plan export and the plan comparison.
 *
 * Written by hand (a few objects, one content stream, the xref table, the trailer), in one synchronous pass, with no
 * dependency, numbers formatted straight into bytes (200 000 lines in about 150 ms of CPU: scripts/cad/bench-draw.ts).
 * The content stream is not compressed: CompressionStream, the only deflate the browser has, is async, and on the
 * bench's 8.6 MB stream it took 370 ms of CPU for 2.4× smaller — more than drawing it, on the way to the first paint.
 * A caller may still deflate it (`drawSheet` gives the parts, `assemblePdf` writes the file with a /Filter).
 *
 * What is drawn, and how:
 * - Model space through the placement (drawing units, y up → PDF points, y up on the page: sheet = placement, then
 *   the page's own flip), block references recursively through `insertMatrix` (MINSERT: every cell), at most
 *   MAX_BLOCK_DEPTH deep; a block that references itself (directly or not) is drawn once, its inner reference skipped.
 * - Every coordinate is transformed here and written in page points with at most 4 decimals (never an exponent):
 *   0.0001 pt is 3.5 µm on paper. Coordinates beyond ±COORDINATE_LIMIT points are clamped (a PDF reader's limits); an
 *   entity with a non-finite coordinate is dropped.
 * - Each entity sits in a `/OC /ocN BDC … EMC` scope of its effective layer (layer « 0 » inside a block takes the
 *   INSERT's layer, as AutoCAD does). Layers that are off or frozen are listed in /OCProperties /D /OFF. Scopes are
 *   flat, one layer each, never nested: hiding a block's INSERT layer hides the block's « 0 » entities only, not its
 *   entities on other layers (AutoCAD's « off »; a frozen INSERT layer hiding the whole reference is not rendered).
 * - Layer names are matched case-insensitively, as CAD does; the OCG takes the layer table's spelling. Layers with
 *   nothing drawn get no OCG (the layers panel lists what the sheet shows).
 * - Runs of consecutive strokes, points and texts (between fills and references) are grouped by layer and style,
 *   texts on top (`strokeRunsGrouped`), and consecutive entities of one layer and one style share one path (one pdf.js
 *   operator), cut when it has MAX_PATH_SEGMENTS segments or spreads over more than 1/8 of the sheet, so that tiles
 *   still cull what they miss.
 * - Colours: ByLayer, ByBlock (the INSERT's resolved colour; black at the top level), or the entity's own. A colour
 *   too light for white paper (yellow, cyan, white) is darkened, hue kept: its linear RGB scaled down until its
 *   relative luminance is MAX_LUMINANCE, i.e. a contrast of at least 2:1 with the paper (`paperColour`).
 * - Line weights: millimetres → points; the default 0.25 mm when neither the entity nor its layer (nor the INSERT,
 *   for ByBlock) gives one; never under MIN_LINE_WIDTH_PT, so that a 0.00 mm line stays a hairline. Round caps and
 *   joins, as CAD plots them.
 * - Arcs (ARC, bulges, circles, ellipses) as cubic Béziers of at most 90° each (error ≤ 0.03 % of the radius),
 *   computed on the unit circle and carried through the whole affine matrix, so that a non-uniformly scaled or
 *   mirrored block draws its circles as the ellipses they become.
 * - Hatches: a solid hatch is filled (even-odd: islands stay empty); a pattern hatch is drawn as its boundary and a
 *   light fill of its colour (PATTERN_FILL_OPACITY): a pattern engine (ANSI31…) is out of scope. SOLID/TRACE are
 *   filled; a 3DFACE is drawn as its outline.
 * - Text (TEXT, MTEXT, ATTRIB) in the standard Helvetica (no font embedded), WinAnsi: its cap height is the CAD
 *   height, rotated and sized with the entity, lines 5/3 of the height apart (MTEXT's default spacing). A character
 *   WinAnsi lacks is replaced by '?' (visible, so that a missing symbol is seen, never silently dropped); ⌀ and ∅
 *   become Ø, the narrow no-break space a no-break space. Alignment is the reader's (`position` is the left of the
 *   baseline).
 * - Points as small dots; a dimension by its anonymous block (drawn in place, model coordinates).
 */
import type { Matrix } from '../pdf/geometry.ts';
import { ClipRegion, FILL_TOLERANCE_PT, narrowClip, type PathClip, type Polygon } from './clip.ts';
import { insertMatrix, nestMatrix } from './transform.ts';
import type {
  CadBlock,
  CadColor,
  CadDrawing,
  CadEntity,
  CadHatch,
  CadInsert,
  CadLayer,
  CadLoop,
  CadPlacement,
  CadPoint,
  CadText,
  CadVertex,
} from './types.ts';

/** The deepest block nesting drawn (a reference deeper than this is skipped). */
export const MAX_BLOCK_DEPTH = 32;
/** Line weight when nothing gives one (AutoCAD's default, LWDEFAULT). */
export const DEFAULT_LINEWEIGHT_MM = 0.25;
/** The thinnest line written (0.035 mm): a 0.00 mm CAD line stays visible. */
export const MIN_LINE_WIDTH_PT = 0.1;
/** Relative luminance a drawn colour may have at most on white paper (contrast ≥ 2:1 with it). */
export const MAX_LUMINANCE = 0.475;
/** Opacity of a pattern hatch's light fill. */
export const PATTERN_FILL_OPACITY = 0.15;
/** Helvetica's cap height, per unit of font size: CAD text height is the height of its capitals. */
export const HELVETICA_CAP_HEIGHT = 0.718;
/** MTEXT's default line spacing, in text heights. */
export const LINE_SPACING = 5 / 3;
/** Segments per path before it is painted and a new one starts. */
export const MAX_PATH_SEGMENTS = 512;
/** Coordinates are clamped to ±this many points. */
export const COORDINATE_LIMIT = 1_000_000;
/** pdf.js operators of one line of text inside a text object: setTextMatrix and showText (Tm, Tj). */
export const TEXT_LINE_OPERATORS = 2;
/** pdf.js operators every page's content starts with: the round caps and joins (`1 J 1 j`). */
export const WRITER_START_OPERATORS = 2;
/**
 * pdf.js operators a pattern hatch costs at least: its light fill (`/GSh gs`, `f*`), back to opaque (`/GSo gs`), and
 * its boundary's stroke (`S`), which no other hatch shares (each light fill paints the path before it).
 */
export const PATTERN_HATCH_OPERATORS = 4;
/**
 * Text heights, positions and rotations a text is drawn with whatever the drawing's placement: every line of such a
 * text is drawn on its page (`certainTextLines`). The bounds keep every product with the sheet's scale (0.3 · 10⁻¹⁵
 * to 864 points per unit: CAD_UNITS from 1:1 to 1:10¹⁶) finite and non-zero.
 */
const CERTAIN_TEXT_LIMIT = 1e100;

const MM_TO_PT = 72 / 25.4;
/** The smallest font size written (4 decimals): a smaller text is written at it. */
const MIN_TEXT_SIZE_PT = 0.0001;
const POINT_DOT_RADIUS_PT = 0.5;
const TWO_PI = 2 * Math.PI;

export interface SheetSize {
  readonly width: number;
  readonly height: number;
}

/**
 * Model space seen through a viewport of a layout sheet: drawn through `matrix` (model units → the layout's paper
 * units) after the layout's own entities, clipped to `clip` (paper units), without the layers frozen in it.
 */
export interface SheetView {
  readonly matrix: Matrix;
  readonly clip: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number };
  /** A non-rectangular clip's polygon (paper units), inside the rectangle: the view is clipped to both. */
  readonly outline?: readonly { readonly x: number; readonly y: number }[];
  readonly frozenLayers: readonly string[];
}

/** `done` of `total` entities drawn (every block reference's entities counted). */
export type DrawProgress = (done: number, total: number) => void;

export interface SheetDrawing {
  /** The page's content stream, uncompressed. */
  readonly content: Uint8Array;
  /** The layers given an optional content group, in the drawing's layer order (layers with nothing drawn left out). */
  readonly layers: readonly string[];
  /** The same layers in the content's order of first use: `resources[i]` is the one named /oc<i> in the content. */
  readonly resources: readonly string[];
  /** Entities drawn, block references' contents included. */
  readonly entities: number;
  /** The operators pdf.js lists for `content`, as the PDF engine counts them (exact: ContentWriter). */
  readonly operators: number;
}

/** A sheet that would pass the PDF engine's operator limit: refused while it is drawn, before its PDF is written. */
export class SheetTooComplexError extends Error {
  readonly code = 'tooManyOperators';
  constructor(readonly limit: number) {
    super(`the sheet passes ${limit} pdf.js operators`);
    this.name = 'SheetTooComplexError';
  }
}

/** The sheet's PDF: one page of `size` points, the drawing on it through `placement`. */
export function drawSheetPdf(
  drawing: CadDrawing,
  placement: CadPlacement,
  size: SheetSize,
  onProgress?: DrawProgress,
): Uint8Array {
  const sheet = drawSheet(drawing, placement, size, onProgress);
  return assemblePdf(drawing, sheet, size);
}

// ───────────────────────────── Counting ─────────────────────────────

export interface DrawnCount {
  /** Entities drawn, every reference's copy counted (MINSERT cells, attributes and dimension blocks included). */
  readonly entities: number;
  /** Block references drawn, nested ones and every MINSERT cell included. */
  readonly references: number;
}

/**
 * What the drawing expands to, with the drawing's cycle rule: the figures CAD_LIMITS bounds, and the progress's
 * total. Memoised per block whatever the depth it is met at: exact unless a chain passes MAX_BLOCK_DEPTH (then an
 * upper bound).
 */
export function countDrawn(drawing: CadDrawing): DrawnCount {
  const blocks = blockMap(drawing);
  const memo = new Map<string, DrawnCount>();
  const active = new Set<string>();
  const none: DrawnCount = { entities: 0, references: 0 };
  const countBlock = (name: string | null): DrawnCount => {
    if (name === null) return none;
    const known = memo.get(name);
    if (known !== undefined) return known;
    const block = blocks.get(name);
    if (!block || active.has(name)) return none;
    active.add(name);
    const n = countList(block.entities);
    active.delete(name);
    memo.set(name, n);
    return n;
  };
  const countList = (entities: readonly CadEntity[]): DrawnCount => {
    let n = 0;
    let r = 0;
    for (const e of entities) {
      if (e.kind === 'insert') {
        const cells = cellsOf(e);
        const inner = countBlock(e.block);
        n += cells * inner.entities + e.attributes.length;
        r += cells * (1 + inner.references);
      } else if (e.kind === 'dimension') {
        const inner = countBlock(e.block);
        n += inner.entities;
        r += inner.references;
      } else {
        n++;
      }
    }
    return { entities: n, references: r };
  };
  return countList(drawing.modelSpace);
}

/** `countDrawn(drawing).entities`. */
export function countDrawnEntities(drawing: CadDrawing): number {
  return countDrawn(drawing).entities;
}

function cellsOf(insert: CadInsert): number {
  return Math.max(1, Math.floor(insert.columns)) * Math.max(1, Math.floor(insert.rows));
}

function blockMap(drawing: CadDrawing): Map<string, CadBlock> {
  const map = new Map<string, CadBlock>();
  for (const block of drawing.blocks) map.set(block.name, block);
  return map;
}

// ───────────────────────────── Numbers, colours, strings ─────────────────────────────

/** At most 4 decimals, never an exponent; non-finite → 0 (callers drop such entities first). */
export function num(value: number): string {
  let v = value;
  if (!(v > -COORDINATE_LIMIT)) v = v !== v ? 0 : -COORDINATE_LIMIT;
  else if (v > COORDINATE_LIMIT) v = COORDINATE_LIMIT;
  const r = Math.round(v * 10000) / 10000;
  // Math.round gives -0 for small negatives; String(-0) is '0'. Below 1e-6 JS would write an exponent, but a
  // non-zero r is at least 1e-4 here.
  return String(r);
}

const srgbToLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const linearToSrgb = (c: number) => (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);

/**
 * A CAD colour as drawn on white paper, 0–1 per channel: too light a colour (relative luminance over MAX_LUMINANCE)
 * has its linear RGB scaled down to that luminance — the same hue, darker, at a contrast of 2:1 with the paper.
 * Anything that is not '#rrggbb' is black.
 */
export function paperColour(colour: CadColor): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(colour);
  if (!match?.[1]) return [0, 0, 0];
  const n = parseInt(match[1], 16);
  const srgb = [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255] as const;
  const linear = srgb.map(srgbToLinear);
  const luminance = 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
  if (luminance <= MAX_LUMINANCE) return [srgb[0], srgb[1], srgb[2]];
  const f = MAX_LUMINANCE / luminance;
  const [r, g, b] = linear.map((c) => linearToSrgb(c * f));
  return [r ?? 0, g ?? 0, b ?? 0];
}

function colourOperands(colour: CadColor): string {
  return paperColour(colour)
    .map((c) => String(Math.round(c * 1000) / 1000))
    .join(' ');
}

/** WinAnsiEncoding's bytes 0x80–0x9F, by Unicode code point (0xA0–0xFF are Latin-1's own). */
const WIN_ANSI_HIGH: ReadonlyMap<number, number> = new Map([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
  // Look-alikes CAD text often holds: the diameter sign (%%c), the empty set, the narrow no-break space.
  [0x2300, 0xd8],
  [0x2205, 0xd8],
  [0x202f, 0xa0],
  [0x2009, 0x20],
]);
/** What a character outside WinAnsi becomes: seen, never silently dropped. */
export const REPLACEMENT_BYTE = 0x3f; // '?'

/** One line of text as WinAnsi bytes (see REPLACEMENT_BYTE); a tab is a space. */
export function winAnsiBytes(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? REPLACEMENT_BYTE;
    if (cp === 9) out.push(0x20);
    else if ((cp >= 0x20 && cp < 0x7f) || (cp >= 0xa0 && cp <= 0xff)) out.push(cp);
    else out.push(WIN_ANSI_HIGH.get(cp) ?? REPLACEMENT_BYTE);
  }
  return out;
}

function hexString(bytes: readonly number[]): string {
  let s = '<';
  for (const b of bytes) s += (b < 16 ? '0' : '') + b.toString(16);
  return s + '>';
}

/**
 * A PDF text string (an OCG's /Name): a literal when it is printable ASCII, else UTF-16BE with its byte order mark,
 * so that a layer named « Cloisons é » or « 墙 » reads back exactly.
 */
export function pdfTextString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
  let s = '<FEFF';
  for (let i = 0; i < text.length; i++) s += text.charCodeAt(i).toString(16).padStart(4, '0');
  return s + '>';
}

// ───────────────────────────── The content stream ─────────────────────────────

/** What an entity inherits from the INSERT that draws its block (top level: nothing). */
interface BlockContext {
  /** The INSERT's effective layer: a « 0 » entity inside the block goes to it. */
  readonly layer: string | null;
  /** The INSERT's resolved colour and line weight, for ByBlock entities. */
  readonly colour: CadColor;
  readonly lineweight: number | null;
}

const TOP: BlockContext = { layer: null, colour: '#000000', lineweight: null };

type PaintMode = 'stroke' | 'fill' | 'eofill';

/** A growing byte buffer of ASCII: operators, and numbers written as `num` writes them, without making strings. */
class Bytes {
  buf: Uint8Array;
  pos = 0;
  readonly #digits = new Uint8Array(24);

  constructor(capacity: number) {
    this.buf = new Uint8Array(Math.max(1024, capacity));
  }

  #reserve(n: number) {
    if (this.pos + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.pos + n));
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }

  byte(b: number) {
    this.#reserve(1);
    this.buf[this.pos++] = b;
  }

  ascii(s: string) {
    this.#reserve(s.length);
    for (let i = 0; i < s.length; i++) this.buf[this.pos++] = s.charCodeAt(i);
  }

  append(other: Bytes, from = 0) {
    const n = other.pos - from;
    this.#reserve(n);
    this.buf.set(other.buf.subarray(from, other.pos), this.pos);
    this.pos += n;
  }

  /** `num(v)`, byte for byte. */
  num(value: number) {
    let v = value;
    if (!(v > -COORDINATE_LIMIT)) v = v !== v ? 0 : -COORDINATE_LIMIT;
    else if (v > COORDINATE_LIMIT) v = COORDINATE_LIMIT;
    let n = Math.round(v * 10000);
    this.#reserve(20);
    const buf = this.buf;
    if (n === 0) {
      buf[this.pos++] = 0x30;
      return;
    }
    if (n < 0) {
      buf[this.pos++] = 0x2d;
      n = -n;
    }
    // Integer arithmetic (|0) while n fits 31 bits: every coordinate of a sheet (3 370 pt → 33 700 000).
    const small = n < 0x7fffffff;
    let int = small ? (n / 10000) | 0 : Math.floor(n / 10000);
    let frac = n - int * 10000;
    let count = 0;
    do {
      const q = small ? (int / 10) | 0 : Math.floor(int / 10);
      this.#digits[count++] = 0x30 + int - q * 10;
      int = q;
    } while (int > 0);
    while (count > 0) buf[this.pos++] = this.#digits[--count] as number;
    if (frac === 0) return;
    buf[this.pos++] = 0x2e;
    let scale = 1000;
    while (frac > 0) {
      const digit = (frac / scale) | 0;
      buf[this.pos++] = 0x30 + digit;
      frac -= digit * scale;
      scale /= 10;
    }
  }

  /** x y, as two numbers. */
  pair(x: number, y: number) {
    this.num(x);
    this.byte(0x20);
    this.num(y);
  }

  /** What was written (a view: the buffer is not written to again). */
  bytes(): Uint8Array {
    return this.buf.subarray(0, this.pos);
  }
}

/**
 * The content stream's writer. It also counts the operators pdf.js will list for what it writes (`operators`), as the
 * PDF engine counts them against MAX_PAGE_OPERATORS (workers/pdf/engine.ts): each operator written is one of pdf.js's,
 * except the path's own (m, l, c, h, re: pdf.js folds them into the painting operator's one `constructPath`), and the
 * first font set adds pdf.js's `dependency` on it. pdf.js's optimiser merges only sequences this writer never writes
 * (`save transform constructPath restore`, three `BT Tf Tm Tj ET` in a row): the count is exact (pdf.test.ts holds it
 * to pdf.js's own on every kind of entity, layouts and clips included).
 */
class ContentWriter {
  readonly out: Bytes;
  /** pdf.js operators written so far (see above). */
  operators = WRITER_START_OPERATORS;
  #fontUsed = false;
  /** Layers in order of first use; their index is their resource name's (oc0, oc1…). */
  readonly layerOrder: string[] = [];
  readonly #layerIds = new Map<string, number>();
  #layer = -1;
  #stroke = '';
  #fill = '';
  #width = -1;
  #alpha = false;
  /** Inside BT … ET (textLine), with this font size written. */
  #inText = false;
  #fontSize = '';
  // The path being built sits at the end of `out` (nothing else is written while one is open): its paint, its
  // segment count and box.
  #mode: PaintMode = 'stroke';
  #segments = 0;
  #minX = Infinity;
  #minY = Infinity;
  #maxX = -Infinity;
  #maxY = -Infinity;
  readonly #spread: number;

  constructor(size: SheetSize, capacity: number) {
    this.out = new Bytes(capacity);
    this.#spread = Math.max(size.width, size.height) / 8;
    this.out.ascii('1 J 1 j\n');
  }

  /** Enters `layer`'s scope (painting the current path and closing the previous scope first). */
  layer(name: string) {
    let id = this.#layerIds.get(name);
    if (id === undefined) {
      id = this.layerOrder.length;
      this.layerOrder.push(name);
      this.#layerIds.set(name, id);
    }
    if (id === this.#layer) return;
    this.#endText();
    this.flush();
    if (this.#layer >= 0) this.#emc();
    this.out.ascii(`/OC /oc${id} BDC\n`);
    this.operators++;
    this.#layer = id;
  }

  /** Sets the paint of the next path; paints the current one first if it differs. */
  style(mode: PaintMode, colour: string, width: number) {
    const changes =
      mode !== this.#mode ||
      (mode === 'stroke' ? colour !== this.#stroke || width !== this.#width : colour !== this.#fill) ||
      this.#alpha;
    if (!changes) return;
    this.#endText();
    this.flush();
    this.#mode = mode;
    this.#opaque();
    if (mode === 'stroke') {
      if (colour !== this.#stroke) {
        this.out.ascii(`${colour} RG\n`);
        this.operators++;
      }
      if (width !== this.#width) {
        this.out.ascii(`${num(width)} w\n`);
        this.operators++;
      }
      this.#stroke = colour;
      this.#width = width;
    } else {
      this.#fillColour(colour);
    }
  }

  /** A light fill: even-odd at PATTERN_FILL_OPACITY (back to opaque at the next style change). */
  lightFill(colour: string) {
    this.#endText();
    this.flush();
    this.#mode = 'eofill';
    this.#fillColour(colour);
    this.out.ascii('/GSh gs\n');
    this.operators++;
    this.#alpha = true;
  }

  #fillColour(colour: string) {
    if (colour === this.#fill) return;
    this.out.ascii(`${colour} rg\n`);
    this.operators++;
    this.#fill = colour;
  }

  #opaque() {
    if (!this.#alpha) return;
    this.out.ascii('/GSo gs\n');
    this.operators++;
    this.#alpha = false;
  }

  /** Adds one entity's subpaths (in page points, in `path`) to the current path. */
  add(path: PathBuilder) {
    this.#endText();
    const { segments, minX, minY, maxX, maxY } = path;
    if (this.#segments > 0) {
      const spread = Math.max(
        Math.max(maxX, this.#maxX) - Math.min(minX, this.#minX),
        Math.max(maxY, this.#maxY) - Math.min(minY, this.#minY),
      );
      if (this.#segments + segments > MAX_PATH_SEGMENTS || spread > this.#spread) this.flush();
    }
    this.out.append(path.ops);
    this.#segments += segments;
    if (minX < this.#minX) this.#minX = minX;
    if (minY < this.#minY) this.#minY = minY;
    if (maxX > this.#maxX) this.#maxX = maxX;
    if (maxY > this.#maxY) this.#maxY = maxY;
  }

  /** Paints the current path, if any. */
  flush() {
    if (this.#segments === 0) return;
    this.out.ascii(this.#mode === 'stroke' ? 'S\n' : this.#mode === 'fill' ? 'f\n' : 'f*\n');
    this.operators++;
    this.#segments = 0;
    this.#minX = this.#minY = Infinity;
    this.#maxX = this.#maxY = -Infinity;
  }

  /**
   * One line of text (its size, its Tm operands, its string), after painting the current path. Consecutive lines of
   * one layer and colour share one text object (BT … ET), their font set once per size: about 2 pdf.js operators a
   * line instead of 5, so that a drawing dense with text stays far from the viewer's operator limit.
   */
  textLine(fillColour: string, size: string, matrix: string, text: string) {
    this.flush();
    if (this.#alpha || fillColour !== this.#fill) {
      this.#endText();
      this.#opaque();
      this.#fillColour(fillColour);
    }
    if (!this.#inText) {
      this.out.ascii('BT\n');
      this.operators++;
      this.#inText = true;
      this.#fontSize = '';
    }
    if (size !== this.#fontSize) {
      this.out.ascii(`/F1 ${size} Tf\n`);
      // pdf.js lists the font as a dependency of the page once, before its first setFont.
      this.operators += this.#fontUsed ? 1 : 2;
      this.#fontUsed = true;
      this.#fontSize = size;
    }
    this.out.ascii(`${matrix} Tm ${text} Tj\n`);
    this.operators += TEXT_LINE_OPERATORS;
  }

  #endText() {
    if (!this.#inText) return;
    this.out.ascii('ET\n');
    this.operators++;
    this.#inText = false;
  }

  #emc() {
    this.out.ascii('EMC\n');
    this.operators++;
  }

  /**
   * Starts a clipped group (`q … re W n`): the current path painted and the layer's scope closed first, so that the
   * group nests within no marked content, and the state cached here forgotten (Q restores the page's).
   */
  beginClip(x: number, y: number, width: number, height: number) {
    this.#endText();
    this.flush();
    if (this.#layer >= 0) this.#emc();
    this.#layer = -1;
    this.out.ascii('q\n');
    this.out.pair(x, y);
    this.out.byte(0x20);
    this.out.pair(width, height);
    this.out.ascii(' re W n\n');
    // q, W (clip), n (its constructPath).
    this.operators += 3;
  }

  /** Narrows the clipped group begun by beginClip to a polygon too (`m … l h W n`: clips intersect). */
  clipPolygon(points: readonly (readonly [number, number])[]) {
    points.forEach(([x, y], i) => {
      this.out.pair(x, y);
      this.out.ascii(i === 0 ? ' m\n' : ' l\n');
    });
    this.out.ascii('h W n\n');
    this.operators += 2;
  }

  endClip() {
    this.#endText();
    this.flush();
    if (this.#layer >= 0) this.#emc();
    this.out.ascii('Q\n');
    this.operators++;
    this.#layer = -1;
    this.#stroke = '';
    this.#fill = '';
    this.#width = -1;
    this.#alpha = false;
    this.#mode = 'stroke';
  }

  finish(): Uint8Array {
    this.#endText();
    this.flush();
    if (this.#layer >= 0) this.#emc();
    return this.out.bytes();
  }
}

/** A piece of a recorded subpath, in page points: a segment to (x, y), or an arc of the unit circle through `unit`. */
type RecordedPiece =
  | { readonly kind: 'line'; readonly x: number; readonly y: number }
  | {
      readonly kind: 'arc';
      readonly x: number;
      readonly y: number;
      readonly unit: Matrix;
      readonly start: number;
      readonly sweep: number;
    };

interface RecordedSubpath {
  readonly x: number;
  readonly y: number;
  readonly pieces: RecordedPiece[];
  closed: boolean;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/**
 * Builds a path for one entity, in page points: every point goes through the entity's full matrix here. `ok` turns
 * false on a non-finite coordinate (the entity is then dropped). Through a viewport the path is also recorded as
 * segments and arcs, so that `clipStroke` / `clipFill` can write instead its part inside the viewport (clip.ts).
 */
class PathBuilder {
  readonly ops = new Bytes(4096);
  segments = 0;
  ok = true;
  minX = Infinity;
  minY = Infinity;
  maxX = -Infinity;
  maxY = -Infinity;
  m: Matrix = IDENTITY;
  #recorded: RecordedSubpath[] | null = null;

  reset(m: Matrix, record = false) {
    this.#clear();
    this.m = m;
    this.#recorded = record ? [] : null;
  }

  #clear() {
    this.ops.pos = 0;
    this.segments = 0;
    this.ok = true;
    this.minX = this.minY = Infinity;
    this.maxX = this.maxY = -Infinity;
  }

  #point(x: number, y: number): [number, number] {
    const m = this.m;
    const px = m[0] * x + m[2] * y + m[4];
    const py = m[1] * x + m[3] * y + m[5];
    if (!Number.isFinite(px) || !Number.isFinite(py)) this.ok = false;
    if (px < this.minX) this.minX = px;
    if (px > this.maxX) this.maxX = px;
    if (py < this.minY) this.minY = py;
    if (py > this.maxY) this.maxY = py;
    this.ops.pair(px, py);
    return [px, py];
  }

  moveTo(x: number, y: number) {
    const [px, py] = this.#point(x, y);
    this.ops.ascii(' m\n');
    this.#recorded?.push({ x: px, y: py, pieces: [], closed: false });
  }

  lineTo(x: number, y: number) {
    const [px, py] = this.#point(x, y);
    this.ops.ascii(' l\n');
    this.segments++;
    this.#recorded?.[this.#recorded.length - 1]?.pieces.push({ kind: 'line', x: px, y: py });
  }

  close() {
    this.ops.ascii('h\n');
    this.segments++;
    const sub = this.#recorded?.[this.#recorded.length - 1];
    if (sub) sub.closed = true;
  }

  /**
   * The recorded subpaths to cut to `region`, the path emptied to be written again in page points; null when there is
   * nothing to cut: the path lies wholly inside (kept as it is) or wholly outside the rectangle (emptied).
   */
  #startCut(region: PathClip): RecordedSubpath[] | null {
    const recorded = this.#recorded;
    if (!recorded || region.containsBox(this.minX, this.minY, this.maxX, this.maxY)) return null;
    const misses = region.missesBox(this.minX, this.minY, this.maxX, this.maxY);
    this.#clear();
    this.#recorded = null;
    this.m = IDENTITY;
    return misses ? null : recorded;
  }

  /**
   * Writes, instead of the path, its part inside `region` to stroke: each segment and arc cut where it crosses the
   * boundary (clip.ts). A path wholly inside is kept as it is, one wholly outside of the rectangle leaves nothing.
   */
  clipStroke(region: PathClip) {
    const recorded = this.#startCut(region);
    for (const sub of recorded ?? []) {
      let [px, py] = [sub.x, sub.y];
      let [outX, outY] = [Number.NaN, Number.NaN];
      const to = (x: number, y: number) => {
        if (!(Math.abs(x - outX) <= 1e-9 && Math.abs(y - outY) <= 1e-9)) this.moveTo(x, y);
      };
      const pieces: RecordedPiece[] = sub.closed ? [...sub.pieces, { kind: 'line', x: sub.x, y: sub.y }] : sub.pieces;
      for (const piece of pieces) {
        if (piece.kind === 'line') {
          const [dx, dy] = [piece.x - px, piece.y - py];
          for (const [t0, t1] of region.segment(px, py, piece.x, piece.y)) {
            to(px + dx * t0, py + dy * t0);
            [outX, outY] = [px + dx * t1, py + dy * t1];
            this.lineTo(outX, outY);
          }
        } else {
          const u = piece.unit;
          const at = (angle: number): [number, number] => [
            u[0] * Math.cos(angle) + u[2] * Math.sin(angle) + u[4],
            u[1] * Math.cos(angle) + u[3] * Math.sin(angle) + u[5],
          ];
          for (const [f0, f1] of region.arc(u, piece.start, piece.sweep) ?? [[0, 1]]) {
            const from = piece.start + piece.sweep * f0;
            to(...at(from));
            this.arc(u, from, piece.sweep * (f1 - f0));
            [outX, outY] = at(piece.start + piece.sweep * f1);
          }
        }
        [px, py] = [piece.x, piece.y];
      }
    }
  }

  /**
   * Writes, instead of the path, its filled part inside `region` (every subpath a closed ring, filled even-odd): curved
   * edges flattened within FILL_TOLERANCE_PT, then cut (clip.ts). A path wholly inside is kept as it is.
   */
  clipFill(region: PathClip) {
    const recorded = this.#startCut(region);
    if (!recorded) return;
    const rings: Polygon[] = recorded.map((sub) => {
      const ring = [sub.x, sub.y];
      for (const piece of sub.pieces) {
        if (piece.kind === 'arc') {
          const u = piece.unit;
          const radius = Math.hypot(u[0], u[1]) + Math.hypot(u[2], u[3]);
          const step = 2 * Math.acos(Math.max(-1, 1 - FILL_TOLERANCE_PT / Math.max(radius, FILL_TOLERANCE_PT)));
          const count = Math.min(1024, Math.max(1, Math.ceil(Math.abs(piece.sweep) / step)));
          for (let i = 1; i < count; i++) {
            const angle = piece.start + (piece.sweep * i) / count;
            ring.push(
              u[0] * Math.cos(angle) + u[2] * Math.sin(angle) + u[4],
              u[1] * Math.cos(angle) + u[3] * Math.sin(angle) + u[5],
            );
          }
        }
        ring.push(piece.x, piece.y);
      }
      if (ring.length > 2 && ring[0] === ring[ring.length - 2] && ring[1] === ring[ring.length - 1]) ring.length -= 2;
      return ring;
    });
    for (const ring of region.fill(rings)) {
      for (let i = 0; i < ring.length; i += 2) {
        if (i === 0) this.moveTo(ring[0] as number, ring[1] as number);
        else this.lineTo(ring[i] as number, ring[i + 1] as number);
      }
      this.close();
    }
  }

  /**
   * An arc of the unit circle from `start`, sweeping `sweep` radians (counter-clockwise when positive), mapped by
   * `local` (unit circle → the entity's own units) then by the entity's matrix; from the current point (no moveTo).
   */
  arc(local: Matrix, start: number, sweep: number) {
    const [la, lb, lc, ld, le, lf] = local;
    const recording = this.#recorded?.[this.#recorded.length - 1];
    if (recording) {
      const m = this.m;
      const unit: Matrix = [
        m[0] * la + m[2] * lb,
        m[1] * la + m[3] * lb,
        m[0] * lc + m[2] * ld,
        m[1] * lc + m[3] * ld,
        m[0] * le + m[2] * lf + m[4],
        m[1] * le + m[3] * lf + m[5],
      ];
      const end = start + sweep;
      const x = unit[0] * Math.cos(end) + unit[2] * Math.sin(end) + unit[4];
      const y = unit[1] * Math.cos(end) + unit[3] * Math.sin(end) + unit[5];
      recording.pieces.push({ kind: 'arc', x, y, unit, start, sweep });
    }
    const pieces = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2) - 1e-9));
    const step = sweep / pieces;
    const k = (4 / 3) * Math.tan(step / 4);
    let cosA = Math.cos(start);
    let sinA = Math.sin(start);
    const map = (ux: number, uy: number) => this.#point(la * ux + lc * uy + le, lb * ux + ld * uy + lf);
    for (let i = 0; i < pieces; i++) {
      const b = start + step * (i + 1);
      const cosB = Math.cos(b);
      const sinB = Math.sin(b);
      map(cosA - k * sinA, sinA + k * cosA);
      this.ops.byte(0x20);
      map(cosB + k * sinB, sinB - k * cosB);
      this.ops.byte(0x20);
      map(cosB, sinB);
      this.ops.ascii(' c\n');
      // A 90° piece is flattened into a few segments by snapping: counted as 4, so that paths are cut alike.
      this.segments += 4;
      cosA = cosB;
      sinA = sinB;
    }
  }

  /** A polyline's vertices, bulges as arcs; closed when asked (the last vertex's bulge to the first). */
  vertices(vertices: readonly CadVertex[], closed: boolean) {
    const first = vertices[0];
    if (!first) return;
    this.moveTo(first.x, first.y);
    const n = vertices.length;
    const last = closed ? n : n - 1;
    for (let i = 0; i < last; i++) {
      const p = vertices[i] as CadVertex;
      const q = vertices[(i + 1) % n] as CadVertex;
      this.bulgeTo(p, q, p.bulge);
    }
    if (closed) this.close();
  }

  bulgeTo(p: CadPoint, q: CadPoint, bulge: number) {
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    const chord = Math.hypot(dx, dy);
    if (!bulge || Math.abs(bulge) < 1e-9 || chord === 0 || !Number.isFinite(bulge)) {
      this.lineTo(q.x, q.y);
      return;
    }
    // The centre lies on the chord's perpendicular bisector, h from its middle (left of p→q for h > 0).
    const h = ((chord / 2) * (1 - bulge * bulge)) / (2 * bulge);
    const cx = (p.x + q.x) / 2 - (dy / chord) * h;
    const cy = (p.y + q.y) / 2 + (dx / chord) * h;
    const radius = Math.hypot(p.x - cx, p.y - cy);
    const start = Math.atan2(p.y - cy, p.x - cx);
    this.arc([radius, 0, 0, radius, cx, cy], start, 4 * Math.atan(bulge));
  }
}

interface Drawer {
  readonly writer: ContentWriter;
  readonly path: PathBuilder;
  readonly blocks: Map<string, CadBlock>;
  readonly layers: Map<string, CadLayer>;
  /** Layer names met in another case than the table's, and the table's spelling (canonicalLayer). */
  readonly spellings: Map<string, string>;
  readonly colours: Map<string, string>;
  readonly active: Set<string>;
  /** Each entity list (a block's, model space) in the order it is drawn (strokeRunsGrouped), made once. */
  readonly ordered: Map<readonly CadEntity[], readonly CadEntity[]>;
  done: number;
  readonly total: number;
  readonly onProgress?: DrawProgress;
  /** Layers (upper case) frozen in the viewport being drawn: nothing on them is drawn. */
  hidden: ReadonlySet<string> | null;
  /** The viewport being drawn's rectangle, in page points: paths wholly outside it are left out. */
  cull: { minX: number; minY: number; maxX: number; maxY: number } | null;
  /**
   * What the paths being drawn are cut to (clip.ts), in page points: the viewport's rectangle and outline, narrowed by
   * the clips (XCLIP) of the references they are drawn inside.
   */
  region: PathClip | null;
  /** How many clipped references (XCLIP) the entities being drawn are inside: their texts are culled by the clip. */
  clipped: number;
  /** The page's operator limit: drawing stops with SheetTooComplexError once the writer's count passes it. */
  readonly maxOperators: number;
}

const PROGRESS_EVERY = 8192;

/** The content stream of the sheet, and what the rest of the file needs to know of it. */
export function drawSheet(
  drawing: CadDrawing,
  placement: CadPlacement,
  size: SheetSize,
  onProgress?: DrawProgress,
  entities?: readonly CadEntity[],
  views: readonly SheetView[] = [],
  maxOperators = Number.POSITIVE_INFINITY,
): SheetDrawing {
  const layers = new Map<string, CadLayer>();
  for (const layer of drawing.layers) layers.set(layer.name, layer);
  const total = countDrawnEntities(drawing);
  const d: Drawer = {
    // About 40 bytes an entity: the buffer seldom grows.
    writer: new ContentWriter(size, 40 * total),
    path: new PathBuilder(),
    blocks: blockMap(drawing),
    layers,
    spellings: new Map(),
    colours: new Map(),
    active: new Set(),
    ordered: new Map(),
    done: 0,
    total,
    onProgress,
    hidden: null,
    cull: null,
    region: null,
    clipped: 0,
    maxOperators,
  };
  // Drawing units (y up) → sheet (placement, y down) → the page's user space (y up from the bottom edge).
  const page: Matrix = [placement.k, 0, 0, placement.k, placement.dx, size.height - placement.dy];
  onProgress?.(0, total);
  drawList(d, entities ?? drawing.modelSpace, page, TOP, 0);
  for (const view of views) {
    const [x0, y0] = [page[0] * view.clip.minX + page[4], page[3] * view.clip.minY + page[5]];
    const [x1, y1] = [page[0] * view.clip.maxX + page[4], page[3] * view.clip.maxY + page[5]];
    d.writer.beginClip(Math.min(x0, x1), Math.min(y0, y1), Math.abs(x1 - x0), Math.abs(y1 - y0));
    if (view.outline) d.writer.clipPolygon(view.outline.map((p) => [page[0] * p.x + page[4], page[3] * p.y + page[5]]));
    d.hidden = new Set(view.frozenLayers.map((l) => l.toUpperCase()));
    d.cull = { minX: Math.min(x0, x1), minY: Math.min(y0, y1), maxX: Math.max(x0, x1), maxY: Math.max(y0, y1) };
    d.region = new ClipRegion(
      d.cull,
      view.outline?.flatMap((p) => [page[0] * p.x + page[4], page[3] * p.y + page[5]]),
    );
    drawList(d, drawing.modelSpace, nestMatrix(page, view.matrix), TOP, 0);
    d.hidden = null;
    d.cull = null;
    d.region = null;
    d.writer.endClip();
  }
  const content = d.writer.finish();
  if (d.writer.operators > maxOperators) throw new SheetTooComplexError(maxOperators);
  onProgress?.(d.done, total);
  const order = new Map(drawing.layers.map((l, i) => [l.name, i]));
  const used = [...d.writer.layerOrder];
  const rank = (name: string) => order.get(name) ?? drawing.layers.length + used.indexOf(name);
  return {
    content,
    layers: [...used].sort((a, b) => rank(a) - rank(b)),
    resources: used,
    entities: d.done,
    operators: d.writer.operators,
  };
}

function drawList(d: Drawer, entities: readonly CadEntity[], m: Matrix, ctx: BlockContext, depth: number) {
  let ordered = d.ordered.get(entities);
  if (!ordered) {
    ordered = strokeRunsGrouped(entities);
    d.ordered.set(entities, ordered);
  }
  for (const entity of ordered) drawEntity(d, entity, m, ctx, depth);
}

/** What runs are made of, by the layer drawn first: strokes, then points, then texts (on top). */
const RUN_CLASS: Readonly<Partial<Record<CadEntity['kind'], number>>> = {
  line: 0,
  polyline: 0,
  arc: 0,
  circle: 0,
  ellipse: 0,
  spline: 0,
  point: 1,
  text: 2,
};

/**
 * The entities in drawing order, except that each run of consecutive strokes, points and texts (between two fills or
 * references) is grouped by layer and style, in order within each group — strokes first, then points, then texts on
 * top: a layer's lines then share one scope and one path, its texts one text object, instead of switching layers at
 * every entity (CAD files interleave layers freely). Nothing in a run hides anything (no fill): strokes crossing each
 * other and texts over lines is all the order changes; fills and references keep their place.
 */
export function strokeRunsGrouped(entities: readonly CadEntity[]): readonly CadEntity[] {
  const out: CadEntity[] = [];
  let run: CadEntity[] = [];
  const key = (e: CadEntity) =>
    `${e.layer || '0'}\u0000${e.color ?? ''}\u0000${e.byBlock ? 1 : 0}\u0000${e.lineweight ?? ''}`;
  const end = () => {
    if (run.length > 1) {
      const classes = [new Map<string, CadEntity[]>(), new Map<string, CadEntity[]>(), new Map<string, CadEntity[]>()];
      for (const e of run) {
        const groups = classes[RUN_CLASS[e.kind] ?? 0] as Map<string, CadEntity[]>;
        const k = key(e);
        const group = groups.get(k);
        if (group) group.push(e);
        else groups.set(k, [e]);
      }
      for (const groups of classes) for (const group of groups.values()) for (const e of group) out.push(e);
    } else if (run.length === 1) out.push(run[0] as CadEntity);
    run = [];
  };
  for (const e of entities) {
    if (RUN_CLASS[e.kind] !== undefined) run.push(e);
    else {
      end();
      out.push(e);
    }
  }
  end();
  return out;
}

function effectiveLayer(d: Drawer, entity: CadEntity, ctx: BlockContext): string {
  const own = canonicalLayer(d, entity.layer || '0');
  return own === '0' && ctx.layer !== null ? ctx.layer : own;
}

/** Layer names are case-insensitive in CAD (« murs » is the layer « MURS »): the table's spelling, else its own. */
function canonicalLayer(d: Drawer, name: string): string {
  if (d.layers.has(name)) return name;
  let known = d.spellings.get(name);
  if (known === undefined) {
    known = name;
    const lower = name.toLowerCase();
    for (const layer of d.layers.keys()) {
      if (layer.toLowerCase() === lower) {
        known = layer;
        break;
      }
    }
    d.spellings.set(name, known);
  }
  return known;
}

function resolvedColour(d: Drawer, entity: CadEntity, layer: string, ctx: BlockContext): CadColor {
  if (entity.byBlock) return ctx.colour;
  return entity.color ?? d.layers.get(layer)?.color ?? '#000000';
}

function resolvedLineweight(d: Drawer, entity: CadEntity, layer: string, ctx: BlockContext): number | null {
  // A negative weight is a reader's leftover DXF code (-1 ByLayer, -2 ByBlock, -3 default): read as « not given ».
  const own = entity.lineweight;
  if (own !== undefined && own >= 0) return own;
  if (entity.byBlock || own === -2) return ctx.lineweight;
  return d.layers.get(layer)?.lineweight ?? null;
}

function pdfColour(d: Drawer, colour: CadColor): string {
  let operands = d.colours.get(colour);
  if (operands === undefined) {
    operands = colourOperands(colour);
    d.colours.set(colour, operands);
  }
  return operands;
}

function widthPt(lineweight: number | null): number {
  const mm = lineweight !== null && lineweight >= 0 && Number.isFinite(lineweight) ? lineweight : DEFAULT_LINEWEIGHT_MM;
  return Math.max(mm * MM_TO_PT, MIN_LINE_WIDTH_PT);
}

function tick(d: Drawer) {
  // The count only grows: past the limit here, the page is past it at its end too.
  if (d.writer.operators > d.maxOperators) throw new SheetTooComplexError(d.maxOperators);
  d.done++;
  if (d.onProgress && d.done % PROGRESS_EVERY === 0) d.onProgress(d.done, d.total);
}

function drawEntity(d: Drawer, entity: CadEntity, m: Matrix, ctx: BlockContext, depth: number) {
  // A layer frozen in the viewport hides its entities, and a reference on it hides the whole reference (AutoCAD).
  if (d.hidden !== null && d.hidden.size > 0 && d.hidden.has(effectiveLayer(d, entity, ctx).toUpperCase())) return;
  if (entity.kind === 'insert') {
    drawInsert(d, entity, m, ctx, depth);
    return;
  }
  if (entity.kind === 'dimension') {
    if (entity.block !== null) {
      // A dimension's block is drawn where it is, in model coordinates.
      const inner = innerContext(d, entity, ctx);
      drawBlock(d, entity.block, m, inner, depth);
    }
    return;
  }
  tick(d);
  const layer = effectiveLayer(d, entity, ctx);
  const colour = pdfColour(d, resolvedColour(d, entity, layer, ctx));
  const p = d.path;
  p.reset(m, d.region !== null);
  let mode: PaintMode = 'stroke';
  let light = false;
  switch (entity.kind) {
    case 'line':
      p.moveTo(entity.a.x, entity.a.y);
      p.lineTo(entity.b.x, entity.b.y);
      break;
    case 'polyline':
      if (entity.vertices.length < 2) return;
      p.vertices(entity.vertices, entity.closed);
      break;
    case 'spline': {
      const [first, ...rest] = entity.points;
      if (!first || rest.length === 0) return;
      p.moveTo(first.x, first.y);
      for (const q of rest) p.lineTo(q.x, q.y);
      if (entity.closed) p.close();
      break;
    }
    case 'arc': {
      if (!(entity.radius > 0)) return;
      const sweep = ccwSweep(entity.start, entity.end);
      if (!(sweep > 0)) return;
      const local: Matrix = [entity.radius, 0, 0, entity.radius, entity.center.x, entity.center.y];
      p.moveTo(
        entity.center.x + entity.radius * Math.cos(entity.start),
        entity.center.y + entity.radius * Math.sin(entity.start),
      );
      p.arc(local, entity.start, sweep);
      break;
    }
    case 'circle': {
      if (!(entity.radius > 0)) return;
      p.moveTo(entity.center.x + entity.radius, entity.center.y);
      p.arc([entity.radius, 0, 0, entity.radius, entity.center.x, entity.center.y], 0, TWO_PI);
      p.close();
      break;
    }
    case 'ellipse': {
      const { center, majorAxis, ratio } = entity;
      const local: Matrix = [majorAxis.x, majorAxis.y, -ratio * majorAxis.y, ratio * majorAxis.x, center.x, center.y];
      const sweep = ccwSweep(entity.start, entity.end);
      if (!(sweep > 0)) return;
      const cos = Math.cos(entity.start);
      const sin = Math.sin(entity.start);
      p.moveTo(local[0] * cos + local[2] * sin + local[4], local[1] * cos + local[3] * sin + local[5]);
      p.arc(local, entity.start, sweep);
      if (sweep >= TWO_PI - 1e-9) p.close();
      break;
    }
    case 'hatch': {
      for (const loop of entity.loops) loopPath(p, loop);
      if (p.segments === 0) return;
      if (entity.solid) mode = 'eofill';
      else light = true;
      break;
    }
    case 'solid': {
      const [first, ...rest] = entity.points;
      if (!first || rest.length < 2) return;
      p.moveTo(first.x, first.y);
      for (const q of rest) p.lineTo(q.x, q.y);
      p.close();
      if (entity.type !== '3DFACE') mode = 'fill';
      break;
    }
    case 'point': {
      // A dot of POINT_DOT_RADIUS_PT on the sheet, whatever the scale: drawn in page space around the point.
      const [px, py] = [
        m[0] * entity.position.x + m[2] * entity.position.y + m[4],
        m[1] * entity.position.x + m[3] * entity.position.y + m[5],
      ];
      p.reset(IDENTITY, d.region !== null);
      p.moveTo(px + POINT_DOT_RADIUS_PT, py);
      p.arc([POINT_DOT_RADIUS_PT, 0, 0, POINT_DOT_RADIUS_PT, px, py], 0, TWO_PI);
      p.close();
      mode = 'fill';
      break;
    }
    case 'text':
      drawText(d, entity, m, layer, colour);
      return;
  }
  if (!p.ok || p.segments === 0) return;
  // Through a viewport, only what lies inside it is written: the PDF's clip hides the rest from the eye, but the
  // snapping and the element selection read vectors without clips (../pdf/vectors.ts) and would still catch it.
  const region = d.region;
  const w = d.writer;
  if (light) {
    // A pattern hatch: a light fill of its colour, then its boundary stroked.
    if (region) p.clipFill(region);
    if (p.segments > 0) {
      w.layer(layer);
      w.lightFill(colour);
      w.add(p);
    }
    if (region) {
      // The fill's cut replaced the path: record it again to cut the boundary as a stroke.
      p.reset(m, true);
      for (const loop of (entity as CadHatch).loops) loopPath(p, loop);
      p.clipStroke(region);
    }
    if (p.segments === 0) return;
    w.layer(layer);
    w.style('stroke', colour, widthPt(resolvedLineweight(d, entity, layer, ctx)));
    w.add(p);
    return;
  }
  if (region) {
    if (mode === 'stroke') p.clipStroke(region);
    else p.clipFill(region);
    if (p.segments === 0) return;
  }
  w.layer(layer);
  w.style(mode, colour, mode === 'stroke' ? widthPt(resolvedLineweight(d, entity, layer, ctx)) : 0);
  w.add(p);
}

/**
 * The counter-clockwise sweep from `start` to `end`, in (0, 2π]: equal angles (or a whole turn) are the whole circle,
 * as CAD draws them; angles of several turns are reduced. NaN when they are not finite (the entity is dropped).
 */
export function ccwSweep(start: number, end: number): number {
  const raw = end - start;
  if (!Number.isFinite(raw)) return Number.NaN;
  const sweep = raw % TWO_PI;
  return sweep <= 1e-12 ? sweep + TWO_PI : sweep;
}

function loopPath(p: PathBuilder, loop: CadLoop) {
  if (loop.vertices.length < 2) return;
  p.vertices(loop.vertices, true);
}

/** The context a block's entities inherit from the INSERT (or dimension) `entity` drawing it. */
function innerContext(d: Drawer, entity: CadEntity, ctx: BlockContext): BlockContext {
  const layer = effectiveLayer(d, entity, ctx);
  return {
    layer,
    colour: resolvedColour(d, entity, layer, ctx),
    lineweight: resolvedLineweight(d, entity, layer, ctx),
  };
}

function drawInsert(d: Drawer, insert: CadInsert, m: Matrix, ctx: BlockContext, depth: number) {
  const inner = innerContext(d, insert, ctx);
  const block = d.blocks.get(insert.block);
  if (block && depth < MAX_BLOCK_DEPTH && !d.active.has(block.name)) {
    const columns = Math.max(1, Math.floor(insert.columns));
    const rows = Math.max(1, Math.floor(insert.rows));
    const outer = d.region;
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const cell = nestMatrix(m, insertMatrix(insert, block.base, row, column));
        // A clipped reference (XCLIP): its block is cut to its boundary as a viewport cuts model space, so that what
        // the clip hides is neither seen, nor snapped to, nor selected (xclip.ts).
        if (insert.clip) d.region = narrowClip(outer, clipPolygon(insert.clip.boundary, cell), insert.clip.inverted);
        if (insert.clip) d.clipped++;
        drawBlockAt(d, block, cell, inner, depth);
        if (insert.clip) d.clipped--;
      }
    }
    d.region = outer;
  }
  // Attributes are held where they are drawn (the INSERT's own space), once per INSERT; one on layer « 0 » or
  // ByBlock takes the INSERT's layer or colour, as the block's own entities do.
  for (const attribute of insert.attributes) drawEntity(d, attribute, m, inner, depth);
}

/** A clip's boundary (block coordinates) in the space `m` maps the block to. */
function clipPolygon(boundary: readonly CadPoint[], m: Matrix): Polygon {
  return boundary.flatMap((p) => [m[0] * p.x + m[2] * p.y + m[4], m[1] * p.x + m[3] * p.y + m[5]]);
}

function drawBlock(d: Drawer, name: string, m: Matrix, ctx: BlockContext, depth: number) {
  const block = d.blocks.get(name);
  if (!block || depth >= MAX_BLOCK_DEPTH || d.active.has(name)) return;
  drawBlockAt(d, block, m, ctx, depth);
}

function drawBlockAt(d: Drawer, block: CadBlock, m: Matrix, ctx: BlockContext, depth: number) {
  d.active.add(block.name);
  drawList(d, block.entities, m, ctx, depth + 1);
  d.active.delete(block.name);
}

/**
 * The lines of a text that are drawn, by their index among all its lines (a blank line is not drawn but keeps its
 * place), or none when its height is not a positive number.
 */
export function textLines(text: CadText): { readonly line: string; readonly index: number }[] {
  if (!(text.height > 0) || !text.text) return [];
  const out: { line: string; index: number }[] = [];
  text.text
    .replace(/\r/g, '')
    .split('\n')
    .forEach((line, index) => {
      if (line.trim()) out.push({ line, index });
    });
  return out;
}

/**
 * The lines of `entity` drawn whatever the placement, when it is drawn outside a viewport at the top level of its
 * list (model space's, or a layout's own entities): a text's lines, or an INSERT's attributes' (drawn with the
 * INSERT whether or not its block is). Each costs its page TEXT_LINE_OPERATORS: part of the lower bound of the page's
 * operators known before the sheet is placed and while the file is still read (certain.ts).
 */
export function certainTextLines(entity: CadEntity): number {
  if (entity.kind === 'insert') {
    let n = 0;
    for (const attribute of entity.attributes) n += certainTextLines(attribute);
    return n;
  }
  if (entity.kind !== 'text') return 0;
  const { height, position, rotation } = entity;
  const bounded = (v: number) => Math.abs(v) <= CERTAIN_TEXT_LIMIT;
  if (!(height >= 1 / CERTAIN_TEXT_LIMIT && height <= CERTAIN_TEXT_LIMIT)) return 0;
  if (!bounded(position.x) || !bounded(position.y) || !Number.isFinite(rotation)) return 0;
  return textLines(entity).length;
}

function drawText(d: Drawer, text: CadText, m: Matrix, layer: string, colour: string) {
  const drawn = textLines(text);
  if (drawn.length === 0) return;
  const cos = Math.cos(text.rotation);
  const sin = Math.sin(text.rotation);
  const g = text.height / HELVETICA_CAP_HEIGHT;
  const spacing = LINE_SPACING * text.height;
  let entered = false;
  for (const { line, index: i } of drawn) {
    // Glyph space (1 = the font size) → the text's own frame → drawing units → page.
    const local: Matrix = [
      cos * g,
      sin * g,
      -sin * g,
      cos * g,
      text.position.x + sin * spacing * i,
      text.position.y - cos * spacing * i,
    ];
    const [a, b, c, dd, e, f] = nestMatrix(m, local);
    const size = Math.sqrt(Math.abs(a * dd - b * c));
    // However small, a text is drawn (written at MIN_TEXT_SIZE_PT at least: invisible either way), so that what a
    // page costs does not hang on the scale it is placed at (certainTextLines).
    if (!(size > 0) || !Number.isFinite(size) || !Number.isFinite(e) || !Number.isFinite(f)) continue;
    // Through a viewport, a line that cannot reach its rectangle (a glyph is at most about one size wide) is left out.
    const reach = size * (line.length + 1);
    const cull = d.cull;
    if (
      cull !== null &&
      (e + reach < cull.minX || e - reach > cull.maxX || f + reach < cull.minY || f - reach > cull.maxY)
    )
      continue;
    // Inside a clipped reference, a line whose start is not shown is left out (a text is not cut in two).
    if (d.clipped > 0 && d.region !== null && !d.region.contains(e, f)) continue;
    if (!entered) {
      d.writer.layer(layer);
      entered = true;
    }
    const matrix = `${num(a / size)} ${num(b / size)} ${num(c / size)} ${num(dd / size)} ${num(e)} ${num(f)}`;
    d.writer.textLine(colour, num(Math.max(size, MIN_TEXT_SIZE_PT)), matrix, hexString(winAnsiBytes(line)));
  }
}

// ───────────────────────────── The file ─────────────────────────────

export interface AssembleOptions {
  /** The content stream as given, already compressed with this filter (e.g. 'FlateDecode'). */
  filter?: string;
}

/** One page of a CAD file's PDF: its drawing and its size. */
export interface SheetPage {
  readonly sheet: SheetDrawing;
  readonly size: SheetSize;
  /** Replaces the sheet's own content (e.g. deflated) when given. */
  readonly content?: Uint8Array;
}

/**
 * The PDF file around a drawn sheet: catalog (with /OCProperties), page tree, page, Helvetica, the content stream,
 * one OCG per layer; classic xref table and trailer. `content` replaces the sheet's own (e.g. deflated) when given.
 */
export function assemblePdf(
  drawing: CadDrawing,
  sheet: SheetDrawing,
  size: SheetSize,
  content: Uint8Array = sheet.content,
  options: AssembleOptions = {},
): Uint8Array {
  return assemblePages(drawing, [{ sheet, size, content }], options);
}

/**
 * A PDF of several pages (model space, then each layout sheet): one OCG per layer drawn on any page, shared by the
 * pages (the layers panel lists a page's own), objects numbered as the one-page file's for the first page, the
 * others' page and content objects after the OCGs.
 */
export function assemblePages(
  drawing: CadDrawing,
  pages: readonly SheetPage[],
  options: AssembleOptions = {},
): Uint8Array {
  const layerTable = new Map(drawing.layers.map((l) => [l.name, l]));
  const order = new Map(drawing.layers.map((l, i) => [l.name, i]));
  const all: string[] = [];
  for (const page of pages) for (const name of page.sheet.layers) if (!all.includes(name)) all.push(name);
  const layers =
    pages.length === 1
      ? [...(pages[0] as SheetPage).sheet.layers]
      : all.sort((a, b) => (order.get(a) ?? drawing.layers.length) - (order.get(b) ?? drawing.layers.length));
  const firstOcg = 7;
  // The resource names follow each content's order of first use; the OCGs are written in the drawing's layer order.
  const used = new Map<string, number>();
  layers.forEach((name, i) => used.set(name, firstOcg + i));
  const afterOcgs = firstOcg + layers.length;
  const pageObject = (i: number) => (i === 0 ? 3 : afterOcgs + 2 * (i - 1));
  const contentObject = (i: number) => (i === 0 ? 5 : afterOcgs + 2 * (i - 1) + 1);
  const objects: (string | Uint8Array)[] = [];
  const ocgRefs = layers.map((name) => `${used.get(name)} 0 R`);
  const off = layers
    .filter((name) => {
      const layer = layerTable.get(name);
      return layer !== undefined && (!layer.visible || layer.frozen);
    })
    .map((name) => `${used.get(name)} 0 R`);
  const ocProperties = layers.length
    ? ` /OCProperties << /OCGs [${ocgRefs.join(' ')}] /D << /Order [${ocgRefs.join(' ')}] /BaseState /ON /OFF [${off.join(' ')}] >> >>`
    : '';
  const pageDict = (i: number) => {
    const { sheet, size } = pages[i] as SheetPage;
    const properties = sheet.resources.map((name, r) => `/oc${r} ${used.get(name)} 0 R`).join(' ');
    return `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(size.width)} ${num(size.height)}] /Resources << /Font << /F1 4 0 R >> /ExtGState << /GSh << /Type /ExtGState /ca ${PATTERN_FILL_OPACITY} >> /GSo << /Type /ExtGState /ca 1 >> >> /Properties << ${properties} >> >> /Contents ${contentObject(i)} 0 R >>`;
  };
  const contentOf = (i: number) => {
    const page = pages[i] as SheetPage;
    return page.content ?? page.sheet.content;
  };
  objects.push(`<< /Type /Catalog /Pages 2 0 R${ocProperties} >>`);
  const kids = pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push(pageDict(0));
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push(contentOf(0));
  objects.push(
    `<< /Producer (Metr) /Title ${pdfTextString(`CAD ${drawing.format.toUpperCase()} ${drawing.version}`.trim())} >>`,
  );
  for (const name of layers) objects.push(`<< /Type /OCG /Name ${pdfTextString(name)} >>`);
  for (let i = 1; i < pages.length; i++) {
    objects.push(pageDict(i));
    objects.push(contentOf(i));
  }

  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  let length = 0;
  const push = (bytes: Uint8Array) => {
    chunks.push(bytes);
    length += bytes.length;
  };
  // A binary comment after the header: transfer tools then treat the file as binary.
  push(encoder.encode('%PDF-1.7\n'));
  push(new Uint8Array([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    if (typeof object === 'string') {
      push(encoder.encode(`${i + 1} 0 obj\n${object}\nendobj\n`));
    } else {
      const filter = options.filter ? ` /Filter /${options.filter}` : '';
      push(encoder.encode(`${i + 1} 0 obj\n<< /Length ${object.length}${filter} >>\nstream\n`));
      push(object);
      push(encoder.encode('\nendstream\nendobj\n'));
    }
  });
  const xref = length;
  let table = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) table += `${String(offset).padStart(10, '0')} 00000 n \n`;
  table += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  push(encoder.encode(table));

  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
