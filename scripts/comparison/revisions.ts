/**
 * The revision maker (issue 27): new indices of the VA finish plan's page 1 (tests/fixtures/plans/va-finish-plan.pdf,
 * a real ARCH E1 CAD plot) with known edits, and their ground truth, for the comparison engine's tests and
 * bench:compare. `npx tsx scripts/comparison/make-revisions.ts` writes them to tests/fixtures/comparison/; the test
 * next to this file regenerates them in memory and checks the committed files are what this code makes.
 *
 * The previous page is copied whole (pdf-lib's copyPages) and its content drawn through a chosen matrix (wrapped in
 * `q … cm … Q`), so the files stay near the original's size and the drawing is the plotter's: what changes is only
 * what the edits below draw on top of it. Every coordinate below is sheet space (points, origin top-left, y down, as
 * src/domain/pdf/geometry.ts), and every edit is placed on the PREVIOUS sheet, then carried through the matrix, so
 * the truth's boxes are in the NEW sheet's space, where the engine reports its regions.
 *
 * - rev B (va-rev-b.pdf): same paper, the whole page shifted by a fraction of a point; the upper flight of the
 *   north-west stair erased by a white rectangle over the vectors; a partition wall added across the south-west room; a
 *   room label added in the large room north of the « NO WORK THIS AREA » wing; the north arrow moved 150 pt east
 *   (white over its old place, the same arrow drawn again there as vectors).
 * - rev C (va-rev-c.pdf): a re-plot on A0 paper at ×0.985 and turned 0.4°, nothing else: the comparison must report
 *   no region.
 * - rev C with an edit (va-rev-c-edits.pdf): the same re-plot with the « NO WORK THIS AREA » label erased.
 *
 * The title block stays where the plan puts it: a title block moved apart from the drawing cannot be aligned by one
 * similarity, so it would be a change to report, which rev C must not have.
 */
import {
  PDFDocument,
  PageSizes,
  LineCapStyle,
  StandardFonts,
  concatTransformationMatrix,
  grayscale,
  popGraphicsState,
  pushGraphicsState,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { applyToPoint, multiply, transformBox, type Matrix, type Rect } from '../../src/domain/pdf/geometry.ts';
import type { ChangeKind } from '../../src/domain/comparison/types.ts';

/** One known edit: where it is on the NEW sheet and what the engine should call it. */
export interface TruthEdit {
  /** A short stable id (kebab-case). */
  name: string;
  kind: ChangeKind;
  /** In the new sheet's space; the ink the edit changed lies inside it. */
  box: Rect;
  description: string;
}

export interface TruthRevision {
  /** The new indice's file (in tests/fixtures/comparison/) and its 1-based page. */
  file: string;
  page: number;
  /** The previous indice: tests/fixtures/plans/va-finish-plan.pdf page 1. */
  previous: { file: string; page: number };
  /** The new sheet's size in points. */
  size: { width: number; height: number };
  /** The exact similarity previous sheet → new sheet: x' = a·x + c·y + e, y' = b·x + d·y + f (sheet space). */
  matrix: Matrix;
  /** The same matrix read as a similarity: scale, angle (degrees, clockwise on the sheet as y points down), shift. */
  similarity: { scale: number; rotationDeg: number; translation: { x: number; y: number } };
  description: string;
  edits: TruthEdit[];
}

export interface Truth {
  /** How the files were made (this module) and what the boxes mean. */
  note: string;
  revisions: TruthRevision[];
}

export interface Revisions {
  /** File name → bytes, for tests/fixtures/comparison/. */
  files: Record<string, Uint8Array>;
  truth: Truth;
}

const SOURCE = { file: 'tests/fixtures/plans/va-finish-plan.pdf', page: 1 };
/** No date of the day in the files: regenerating gives the same bytes. */
const FIXED_DATE = new Date('2026-11-29T00:00:00Z');

/** Rounded so that the matrix written in the PDF and the one in the truth are the same numbers. */
const round = (n: number, digits = 6) => {
  const f = 10 ** digits;
  const r = Math.round(n * f) / f;
  return Object.is(r, -0) ? 0 : r;
};
const roundMatrix = (m: Matrix): Matrix => m.map((n) => round(n)) as unknown as Matrix;
const roundRect = (r: Rect): Rect => ({
  x: round(r.x, 3),
  y: round(r.y, 3),
  width: round(r.width, 3),
  height: round(r.height, 3),
});

/** Sheet space (y down) ↔ PDF user space (y up) on a page `height` tall with no /Rotate: its own inverse. */
const flip = (height: number): Matrix => [1, 0, 0, -1, 0, height];

/** A similarity in sheet space: scale `s`, turned by `deg` (clockwise on the sheet), `centre` sent to `to`. */
function similarity(s: number, deg: number, centre: { x: number; y: number }, to: { x: number; y: number }): Matrix {
  const t = (deg * Math.PI) / 180;
  const a = s * Math.cos(t);
  const b = s * Math.sin(t);
  return [a, b, -b, a, to.x - (a * centre.x - b * centre.y), to.y - (b * centre.x + a * centre.y)];
}

function readSimilarity(m: Matrix): TruthRevision['similarity'] {
  return {
    scale: round(Math.hypot(m[0], m[1]), 9),
    rotationDeg: round((Math.atan2(m[1], m[0]) * 180) / Math.PI, 9),
    translation: { x: round(m[4], 9), y: round(m[5], 9) },
  };
}

/**
 * Draws on the new page, in the PREVIOUS sheet's coordinates (the plan's own), through `pdfMatrix`: what is drawn
 * follows the re-plot's shift, scale and turn exactly as the plan does.
 */
function inPlanSpace(page: PDFPage, pdfMatrix: Matrix, draw: () => void) {
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...pdfMatrix));
  draw();
  page.pushOperators(popGraphicsState());
}

/** A rectangle given in the previous sheet's space, drawn in the previous page's PDF space (height `h`). */
function rect(page: PDFPage, h: number, r: Rect, options: Parameters<PDFPage['drawRectangle']>[0] = {}) {
  page.drawRectangle({ x: r.x, y: h - r.y - r.height, width: r.width, height: r.height, ...options });
}

const WHITE = grayscale(1);

// ---------------------------------------------------------------------------------------------------------------
// The edits, in the previous sheet's space (VA p1: 3024 × 2160 pt). Checked on renders of the result.
// ---------------------------------------------------------------------------------------------------------------

/** The upper flight of the north-west stair (treads, handrail, break line): erased. */
const STAIR_ERASED: Rect = { x: 358, y: 158, width: 112, height: 36 };
/** A new partition, 4.5 pt thick, across the south-west room from its west wall to its east wall. */
const WALL_ADDED: Rect = { x: 306, y: 1508, width: 240.6, height: 4.5 };
/** A new room label in the large room north of « NO WORK THIS AREA ». */
const LABEL = { text: 'STORAGE 104B', x: 700, baseline: 560, size: 10 };
/** The north arrow (a circle of 18 pt radius, its cross, a bar to the north), alone in this box; moved 150 pt east. */
const NORTH_ARROW: Rect = { x: 2264, y: 1748, width: 45, height: 45 };
const NORTH_ARROW_CENTRE = { x: 2286.2, y: 1770.6 };
const NORTH_ARROW_MOVE = { x: 150, y: 0 };
/** The « NO WORK THIS AREA » label and its white backing (rev C with an edit): erased. */
const NO_WORK_LABEL: Rect = { x: 711, y: 864, width: 174, height: 27 };

/**
 * The north arrow as the plan draws it (read off its vectors and a 300 dpi render): 0.7 pt lines, a 2.8 pt bar with
 * round caps. Drawn again rather than copied: a second embedPage of the page, even clipped to the arrow's box, carries
 * the whole page's 158k operators, which doubled the file and its rendering time.
 */
function northArrow(page: PDFPage, h: number, c: { x: number; y: number }) {
  const ink = grayscale(0);
  const r = 18;
  page.drawCircle({ x: c.x, y: h - c.y, size: r, borderColor: ink, borderWidth: 0.7 });
  page.drawLine({ start: { x: c.x - r, y: h - c.y }, end: { x: c.x + r, y: h - c.y }, thickness: 0.7, color: ink });
  page.drawLine({ start: { x: c.x, y: h - c.y - r }, end: { x: c.x, y: h - c.y + r }, thickness: 0.7, color: ink });
  page.drawLine({
    start: { x: c.x, y: h - c.y },
    end: { x: c.x, y: h - c.y + r },
    thickness: 2.8,
    color: ink,
    lineCap: LineCapStyle.Round,
  });
}

/** The label's box: Helvetica's ascender and descender (718 and −207 per 1,000), a little margin. */
function labelBox(font: PDFFont): Rect {
  const width = font.widthOfTextAtSize(LABEL.text, LABEL.size);
  return { x: LABEL.x - 0.5, y: LABEL.baseline - 0.75 * LABEL.size, width: width + 1, height: 0.98 * LABEL.size };
}

function setFixedInfo(doc: PDFDocument, title: string) {
  doc.setTitle(title);
  doc.setProducer('Metr scripts/comparison/revisions.ts (pdf-lib)');
  doc.setCreator('Metr scripts/comparison/revisions.ts (pdf-lib)');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
}

async function save(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: false });
}

interface Plot {
  doc: PDFDocument;
  page: PDFPage;
  /** Previous sheet → new sheet, exact (the numbers written in the file). */
  sheetMatrix: Matrix;
  /** Previous page's PDF space → new page's PDF space (the `cm` written). */
  pdfMatrix: Matrix;
  previousHeight: number;
}

/** A new document whose one page draws the previous page through `sheetMatrix` (rounded as written). */
async function plot(source: PDFDocument, size: [number, number], wanted: Matrix, title: string): Promise<Plot> {
  const previous = source.getPage(0);
  const ph = previous.getSize().height;
  const doc = await PDFDocument.create();
  setFixedInfo(doc, title);
  const [w, h] = size;
  const pdfMatrix = roundMatrix(multiply(flip(h), multiply(wanted, flip(ph))));
  const sheetMatrix = multiply(flip(h), multiply(pdfMatrix, flip(ph)));
  // The page itself, its content wrapped in `q <matrix> cm … Q`: no form XObject, so no /BBox clip — turned, that clip
  // made pdf.js draw every path of the sheet through a rotated clip (65 s for rev C against 4 s unclipped).
  const [page] = await doc.copyPages(source, [0]);
  if (!page) throw new Error('no page 1');
  doc.addPage(page);
  page.setMediaBox(0, 0, w, h);
  page.setCropBox(0, 0, w, h);
  const start = doc.context.register(
    doc.context.contentStream([pushGraphicsState(), concatTransformationMatrix(...pdfMatrix)]),
  );
  const end = doc.context.register(doc.context.contentStream([popGraphicsState()]));
  // One content stream becomes an array first (normalize), else there is nothing to wrap.
  page.node.normalize();
  if (!page.node.wrapContentStreams(start, end)) throw new Error('could not wrap the page’s content');
  return { doc, page, sheetMatrix, pdfMatrix, previousHeight: ph };
}

const box = (m: Matrix, r: Rect): Rect => roundRect(transformBox(m, r.x, r.y, r.x + r.width, r.y + r.height));

function revision(
  file: string,
  size: [number, number],
  sheetMatrix: Matrix,
  description: string,
  edits: TruthEdit[],
): TruthRevision {
  const exact = sheetMatrix.map((n) => round(n, 12)) as unknown as Matrix;
  return {
    file,
    page: 1,
    previous: SOURCE,
    size: { width: size[0], height: size[1] },
    matrix: exact,
    similarity: readSimilarity(exact),
    description,
    edits,
  };
}

async function revB(source: PDFDocument): Promise<{ bytes: Uint8Array; truth: TruthRevision }> {
  const size: [number, number] = [3024, 2160];
  const shift = { x: 0.37, y: -0.21 };
  const p = await plot(source, size, [1, 0, 0, 1, shift.x, shift.y], 'VA finish plan, rev B (Metr test revision)');
  const { doc, page, pdfMatrix, sheetMatrix, previousHeight: ph } = p;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  inPlanSpace(page, pdfMatrix, () => {
    rect(page, ph, STAIR_ERASED, { color: WHITE });
    rect(page, ph, NORTH_ARROW, { color: WHITE });
    rect(page, ph, WALL_ADDED, { color: grayscale(0.55), borderColor: grayscale(0), borderWidth: 0.5 });
    page.drawText(LABEL.text, { x: LABEL.x, y: ph - LABEL.baseline, size: LABEL.size, font, color: grayscale(0) });
  });
  const moved = { x: NORTH_ARROW.x + NORTH_ARROW_MOVE.x, y: NORTH_ARROW.y + NORTH_ARROW_MOVE.y };
  inPlanSpace(page, pdfMatrix, () =>
    northArrow(page, ph, {
      x: NORTH_ARROW_CENTRE.x + NORTH_ARROW_MOVE.x,
      y: NORTH_ARROW_CENTRE.y + NORTH_ARROW_MOVE.y,
    }),
  );
  const wallOutline = 0.25; // half the border's width
  const edits: TruthEdit[] = [
    {
      name: 'stair-erased',
      kind: 'removed',
      box: box(sheetMatrix, STAIR_ERASED),
      description: 'the upper flight of the north-west stair, under a white rectangle drawn over the vectors',
    },
    {
      name: 'wall-added',
      kind: 'added',
      box: box(sheetMatrix, {
        x: WALL_ADDED.x - wallOutline,
        y: WALL_ADDED.y - wallOutline,
        width: WALL_ADDED.width + 2 * wallOutline,
        height: WALL_ADDED.height + 2 * wallOutline,
      }),
      description: 'a 4.5 pt partition (grey fill, black outline) across the south-west room',
    },
    {
      name: 'label-added',
      kind: 'added',
      box: box(sheetMatrix, labelBox(font)),
      description: `the room label « ${LABEL.text} » (Helvetica ${LABEL.size} pt) in the large room north of the « NO WORK THIS AREA » wing`,
    },
    {
      name: 'north-arrow-moved-from',
      kind: 'removed',
      box: box(sheetMatrix, NORTH_ARROW),
      description: 'the north arrow’s old place, under a white rectangle',
    },
    {
      name: 'north-arrow-moved-to',
      kind: 'added',
      box: box(sheetMatrix, { ...NORTH_ARROW, ...moved }),
      description: `the north arrow drawn again ${NORTH_ARROW_MOVE.x} pt east (same shape, as vectors)`,
    },
  ];
  return {
    bytes: await save(doc),
    truth: revision(
      'va-rev-b.pdf',
      size,
      sheetMatrix,
      `same paper; the whole page shifted by (${shift.x}, ${shift.y}) pt in sheet space; four edits in five boxes (the moved symbol’s old and new places)`,
      edits,
    ),
  };
}

/** The re-plot of rev C: A0 landscape, ×0.985, turned 0.4°, the plan's centre a little off the paper's. */
const REPLOT = {
  size: [PageSizes.A0[1], PageSizes.A0[0]] as [number, number],
  scale: 0.985,
  rotationDeg: 0.4,
  offset: { x: 3.3, y: -2.7 },
};

async function revC(source: PDFDocument, withEdit: boolean): Promise<{ bytes: Uint8Array; truth: TruthRevision }> {
  const [w, h] = REPLOT.size;
  const wanted = similarity(
    REPLOT.scale,
    REPLOT.rotationDeg,
    { x: 3024 / 2, y: 2160 / 2 },
    { x: w / 2 + REPLOT.offset.x, y: h / 2 + REPLOT.offset.y },
  );
  const title = withEdit ? 'VA finish plan, rev C with an edit (Metr test revision)' : 'VA finish plan, rev C re-plot';
  const { doc, page, pdfMatrix, sheetMatrix, previousHeight: ph } = await plot(source, REPLOT.size, wanted, title);
  const edits: TruthEdit[] = [];
  if (withEdit) {
    inPlanSpace(page, pdfMatrix, () => rect(page, ph, NO_WORK_LABEL, { color: WHITE }));
    edits.push({
      name: 'no-work-label-erased',
      kind: 'removed',
      box: box(sheetMatrix, NO_WORK_LABEL),
      description: 'the « NO WORK THIS AREA » label, under a white rectangle turned with the re-plot',
    });
  }
  const sim = readSimilarity(sheetMatrix);
  const description =
    `re-plotted on A0 landscape (${round(w, 2)} × ${round(h, 2)} pt) at ×${REPLOT.scale}, turned ${REPLOT.rotationDeg}°` +
    (withEdit ? '; one edit' : '; no other edit: the comparison must report no region') +
    ` (scale ${sim.scale.toFixed(6)}, angle ${sim.rotationDeg.toFixed(6)}°)`;
  return {
    bytes: await save(doc),
    truth: revision(withEdit ? 'va-rev-c-edits.pdf' : 'va-rev-c.pdf', REPLOT.size, sheetMatrix, description, edits),
  };
}

/** All the revisions and their truth, from the VA plan's bytes. */
export async function makeRevisions(vaPlan: Uint8Array): Promise<Revisions> {
  const source = await PDFDocument.load(vaPlan);
  const b = await revB(source);
  const c = await revC(source, false);
  const ce = await revC(source, true);
  return {
    files: { 'va-rev-b.pdf': b.bytes, 'va-rev-c.pdf': c.bytes, 'va-rev-c-edits.pdf': ce.bytes },
    truth: {
      note:
        'Made by scripts/comparison/revisions.ts from tests/fixtures/plans/va-finish-plan.pdf page 1. Sheet space: ' +
        "points, origin top-left, y down. `matrix` maps the previous sheet onto the new one (x' = a·x + c·y + e, " +
        "y' = b·x + d·y + f). Each edit's box is in the new sheet's space; a found region overlapping it finds it.",
      revisions: [b.truth, c.truth, ce.truth],
    },
  };
}

/** Where a previous sheet's point lands on the new sheet (for readers of the truth). */
export function onNewSheet(r: TruthRevision, x: number, y: number): [number, number] {
  return applyToPoint(r.matrix, x, y);
}
