/**
 * The layered plan the import clip shows: a three-room flat drawn by us (redistributable, like the repository), on an
 * A3 sheet at 1:50, each kind of drawing in its own PDF optional content group (« Murs », « Cloisons »,
 * « Menuiseries », « Mobilier », « Cotes », « Textes ») — what an architect's CAD plot carries and what the layers
 * panel lists. Deterministic: the same bytes on every run. Written by the recorder into its temporary folder; not
 * committed.
 *
 *   npx tsx scripts/media/plan.ts /tmp/logement.pdf     to look at it
 */
import { writeFileSync } from 'node:fs';
import {
  PDFDocument,
  PDFName,
  PDFOperator,
  PDFOperatorNames as Op,
  PDFString,
  StandardFonts,
  appendBezierCurve,
  closePath,
  fill,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  setFillingGrayscaleColor,
  setLineWidth,
  setStrokingGrayscaleColor,
  stroke,
  type PDFFont,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { A3, pt } from '../fixtures/plan-geometry.ts';

/** The file name the import shows. */
export const PLAN_FILE = 'logement-a03.pdf';

export const PLAN_LAYERS = {
  walls: 'Murs',
  partitions: 'Cloisons',
  joinery: 'Menuiseries',
  furniture: 'Mobilier',
  dimensions: 'Cotes',
  labels: 'Textes',
} as const;
type Layer = keyof typeof PLAN_LAYERS;

/** 1:50: 20 mm of paper per metre; the flat's outer corner at (40, 72) mm on the sheet. */
const S = 20;
const OX = 40;
const OY = 72;
const X = (m: number) => pt(OX + m * S);
const Y = (m: number) => pt(OY + m * S);
const KAPPA = 0.5522847498;

/** The flat, in metres from its outer south-west corner: 12,40 × 8,20 m, walls 20 cm, partitions 7 cm. */
const W = 12.4;
const H = 8.2;
const T = 0.2;
const P = 0.07;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function rect(page: PDFPage, b: Box) {
  page.pushOperators(
    moveTo(X(b.x0), Y(b.y0)),
    lineTo(X(b.x1), Y(b.y0)),
    lineTo(X(b.x1), Y(b.y1)),
    lineTo(X(b.x0), Y(b.y1)),
    closePath(),
  );
}

/** A horizontal wall from x0 to x1 at [y, y + t], with openings [from, to] left out. */
function hWall(y: number, t: number, x0: number, x1: number, gaps: [number, number][] = []): Box[] {
  const out: Box[] = [];
  let x = x0;
  for (const [a, b] of gaps) {
    out.push({ x0: x, y0: y, x1: a, y1: y + t });
    x = b;
  }
  out.push({ x0: x, y0: y, x1, y1: y + t });
  return out;
}

function vWall(x: number, t: number, y0: number, y1: number, gaps: [number, number][] = []): Box[] {
  return hWall(x, t, y0, y1, gaps).map((b) => ({ x0: b.y0, y0: b.x0, x1: b.y1, y1: b.x1 }));
}

const EXTERIOR: Box[] = [
  ...hWall(0, T, 0, W, [
    [1.2, 2.6],
    [7.4, 8.8],
  ]),
  ...hWall(H - T, T, 0, W, [
    [1.4, 3.8],
    [7.6, 8.8],
  ]),
  ...vWall(0, T, T, H - T, [[5.2, 6.8]]),
  ...vWall(W - T, T, T, H - T, [[5.6, 6.6]]),
];

/** Partitions: y = 4 across, with doors; x = 4, 6,4, 10 below; x = 7,4 and 10 above. */
const PARTITIONS: Box[] = [
  ...hWall(4, P, T, W - T, [
    [2.8, 3.63],
    [4.4, 5.13],
    [8.0, 8.83],
    [10.5, 11.23],
  ]),
  ...vWall(4, P, T, 4),
  ...vWall(6.4, P, T, 4),
  ...vWall(10, P, T, 4),
  ...hWall(2, P, 10, W - T),
  ...vWall(7.4, P, 4 + P, H - T, [[4.6, 5.5]]),
  ...vWall(10, P, 4 + P, H - T, [[5.4, 6.23]]),
];

/** Doors: hinge, leaf length and the quarter it swings into (sx, sy: the signs of the leaf and the swing). */
const DOORS: { x: number; y: number; r: number; along: 'x' | 'y'; sx: 1 | -1; sy: 1 | -1 }[] = [
  { x: 2.8, y: 4.07, r: 0.83, along: 'x', sx: 1, sy: -1 },
  { x: 4.4, y: 4.07, r: 0.73, along: 'x', sx: 1, sy: -1 },
  { x: 8.83, y: 4.07, r: 0.83, along: 'x', sx: -1, sy: -1 },
  { x: 11.23, y: 4.07, r: 0.73, along: 'x', sx: -1, sy: 1 },
  { x: 7.47, y: 4.6, r: 0.9, along: 'y', sx: 1, sy: 1 },
  { x: 10, y: 6.23, r: 0.83, along: 'y', sx: -1, sy: -1 },
  { x: W - T, y: 5.6, r: 0.93, along: 'y', sx: -1, sy: 1 },
];

const WINDOWS: Box[] = [
  { x0: 1.2, y0: 0, x1: 2.6, y1: T },
  { x0: 7.4, y0: 0, x1: 8.8, y1: T },
  { x0: 1.4, y0: H - T, x1: 3.8, y1: H },
  { x0: 7.6, y0: H - T, x1: 8.8, y1: H },
  { x0: 0, y0: 5.2, x1: T, y1: 6.8 },
];

const ROOMS: { name: string; area: string; x: number; y: number }[] = [
  { name: 'Séjour', area: '28,40 m²', x: 3.6, y: 6.3 },
  { name: 'Cuisine', area: '10,90 m²', x: 8.7, y: 7.2 },
  { name: 'Entrée', area: '8,30 m²', x: 11.15, y: 7.2 },
  { name: 'Chambre 1', area: '14,20 m²', x: 2.1, y: 2.6 },
  { name: 'SdB', area: '8,40 m²', x: 5.2, y: 2.6 },
  { name: 'Chambre 2', area: '13,10 m²', x: 8.2, y: 2.6 },
  { name: 'WC', area: '3,80 m²', x: 11.15, y: 1.0 },
  { name: 'Rgt', area: '3,80 m²', x: 11.15, y: 3.0 },
];

const op = (name: Op, ...args: PDFName[]) => PDFOperator.of(name, args);

function drawDoor(page: PDFPage, d: (typeof DOORS)[number]) {
  const { x, y, r, sx, sy } = d;
  // Leaf end and swing end, in metres.
  const leaf = d.along === 'x' ? { x, y: y + sy * r } : { x: x + sx * r, y };
  const open = d.along === 'x' ? { x: x + sx * r, y } : { x, y: y + sy * r };
  page.pushOperators(setLineWidth(0.6), moveTo(X(x), Y(y)), lineTo(X(leaf.x), Y(leaf.y)), stroke());
  const c1 = { x: leaf.x + (open.x - x) * KAPPA, y: leaf.y + (open.y - y) * KAPPA };
  const c2 = { x: open.x + (leaf.x - x) * KAPPA, y: open.y + (leaf.y - y) * KAPPA };
  page.pushOperators(
    setLineWidth(0.3),
    moveTo(X(leaf.x), Y(leaf.y)),
    appendBezierCurve(X(c1.x), Y(c1.y), X(c2.x), Y(c2.y), X(open.x), Y(open.y)),
    stroke(),
  );
}

function drawFurniture(page: PDFPage) {
  page.pushOperators(setLineWidth(0.35));
  const box = (b: Box) => {
    rect(page, b);
    page.pushOperators(stroke());
  };
  const ellipse = (cx: number, cy: number, rx: number, ry: number) => {
    const kx = rx * KAPPA;
    const ky = ry * KAPPA;
    page.pushOperators(
      moveTo(X(cx + rx), Y(cy)),
      appendBezierCurve(X(cx + rx), Y(cy + ky), X(cx + kx), Y(cy + ry), X(cx), Y(cy + ry)),
      appendBezierCurve(X(cx - kx), Y(cy + ry), X(cx - rx), Y(cy + ky), X(cx - rx), Y(cy)),
      appendBezierCurve(X(cx - rx), Y(cy - ky), X(cx - kx), Y(cy - ry), X(cx), Y(cy - ry)),
      appendBezierCurve(X(cx + kx), Y(cy - ry), X(cx + rx), Y(cy - ky), X(cx + rx), Y(cy)),
      closePath(),
      stroke(),
    );
  };
  // Séjour: sofa, low table, dining table and chairs.
  box({ x0: 0.5, y0: 4.4, x1: 2.7, y1: 5.3 });
  box({ x0: 0.5, y0: 4.4, x1: 2.7, y1: 4.65 });
  box({ x0: 1.1, y0: 5.7, x1: 2.1, y1: 6.3 });
  ellipse(5.2, 6.4, 0.7, 0.7);
  for (const [cx, cy] of [
    [5.2, 7.35],
    [5.2, 5.45],
    [4.25, 6.4],
    [6.15, 6.4],
  ] as const)
    box({ x0: cx - 0.22, y0: cy - 0.22, x1: cx + 0.22, y1: cy + 0.22 });
  // Cuisine: counter along the wall, hob, sink.
  box({ x0: 7.47, y0: 7.4, x1: 9.93, y1: 8.0 });
  ellipse(8.0, 7.7, 0.16, 0.16);
  ellipse(8.45, 7.7, 0.16, 0.16);
  box({ x0: 9.1, y0: 7.5, x1: 9.7, y1: 7.9 });
  // Chambres: beds with pillows, wardrobes.
  box({ x0: 0.6, y0: 0.8, x1: 2.2, y1: 2.8 });
  box({ x0: 0.75, y0: 2.35, x1: 2.05, y1: 2.7 });
  box({ x0: 3.2, y0: 0.3, x1: 3.9, y1: 1.9 });
  box({ x0: 7.0, y0: 0.8, x1: 8.4, y1: 2.8 });
  box({ x0: 7.15, y0: 2.35, x1: 8.25, y1: 2.7 });
  box({ x0: 9.2, y0: 0.3, x1: 9.9, y1: 1.9 });
  // SdB: bath, basin; WC.
  box({ x0: 4.15, y0: 0.3, x1: 6.3, y1: 1.05 });
  ellipse(5.25, 0.68, 0.85, 0.27);
  box({ x0: 5.7, y0: 3.2, x1: 6.3, y1: 3.9 });
  ellipse(6.0, 3.55, 0.2, 0.25);
  box({ x0: 11.65, y0: 0.3, x1: 12.15, y1: 0.5 });
  ellipse(11.9, 0.85, 0.2, 0.32);
}

function drawDimensions(page: PDFPage, font: PDFFont) {
  page.pushOperators(setLineWidth(0.25));
  const size = pt(2.6);
  const horizontal = (x0: number, x1: number, y: number) => {
    page.pushOperators(moveTo(X(x0), Y(y)), lineTo(X(x1), Y(y)), stroke());
    for (const x of [x0, x1]) {
      page.pushOperators(
        moveTo(X(x) - pt(1), Y(y) - pt(1)),
        lineTo(X(x) + pt(1), Y(y) + pt(1)),
        moveTo(X(x), Y(y) - pt(2)),
        lineTo(X(x), Y(y) + pt(2)),
        stroke(),
      );
    }
    const text = (x1 - x0).toFixed(2).replace('.', ',');
    const w = font.widthOfTextAtSize(text, size);
    page.drawText(text, { x: (X(x0) + X(x1)) / 2 - w / 2, y: Y(y) + pt(1), size, font });
  };
  const vertical = (y0: number, y1: number, x: number) => {
    page.pushOperators(moveTo(X(x), Y(y0)), lineTo(X(x), Y(y1)), stroke());
    for (const y of [y0, y1]) {
      page.pushOperators(
        moveTo(X(x) - pt(1), Y(y) - pt(1)),
        lineTo(X(x) + pt(1), Y(y) + pt(1)),
        moveTo(X(x) - pt(2), Y(y)),
        lineTo(X(x) + pt(2), Y(y)),
        stroke(),
      );
    }
    const text = (y1 - y0).toFixed(2).replace('.', ',');
    const w = font.widthOfTextAtSize(text, size);
    page.drawText(text, { x: X(x) - w - pt(1.5), y: (Y(y0) + Y(y1)) / 2 - size / 3, size, font });
  };
  horizontal(0, W, H + 0.9);
  horizontal(0, 7.4, H + 0.45);
  horizontal(7.4, 10, H + 0.45);
  horizontal(10, W, H + 0.45);
  vertical(0, H, -0.9);
  vertical(0, 4, -0.45);
  vertical(4, H, -0.45);
}

function drawLabels(page: PDFPage, font: PDFFont, bold: PDFFont) {
  for (const room of ROOMS) {
    const nameSize = pt(3.4);
    const areaSize = pt(2.6);
    const nw = bold.widthOfTextAtSize(room.name, nameSize);
    const aw = font.widthOfTextAtSize(room.area, areaSize);
    page.drawText(room.name, { x: X(room.x) - nw / 2, y: Y(room.y), size: nameSize, font: bold });
    page.drawText(room.area, { x: X(room.x) - aw / 2, y: Y(room.y) - pt(4.2), size: areaSize, font });
  }
}

function drawTitleBlock(page: PDFPage, font: PDFFont, bold: PDFFont) {
  const frame = { x0: 300, y0: 12, x1: 408, y1: 60 };
  page.pushOperators(
    setLineWidth(0.5),
    moveTo(pt(frame.x0), pt(frame.y0)),
    lineTo(pt(frame.x1), pt(frame.y0)),
    lineTo(pt(frame.x1), pt(frame.y1)),
    lineTo(pt(frame.x0), pt(frame.y1)),
    closePath(),
    moveTo(pt(frame.x0), pt(36)),
    lineTo(pt(frame.x1), pt(36)),
    stroke(),
  );
  const text = (value: string, x: number, y: number, size: number, f = font) =>
    page.drawText(value, { x: pt(x), y: pt(y), size: pt(size), font: f });
  text('Foyer de vie – Bâtiment A', 304, 52, 3, bold);
  text('Logement A03 – Plan du RDC', 304, 45, 2.6);
  text('N° de plan', 304, 30, 2);
  text('A-103', 304, 18, 8, bold);
  text('Échelle : 1/50', 350, 30, 2.4);
  text('Indice A', 350, 22, 2.4);
  // A frame round the whole sheet.
  page.pushOperators(
    setLineWidth(0.7),
    moveTo(pt(10), pt(10)),
    lineTo(pt(410), pt(10)),
    lineTo(pt(410), pt(287)),
    lineTo(pt(10), pt(287)),
    closePath(),
    stroke(),
  );
}

export async function makeMediaPlan(): Promise<Uint8Array> {
  // No producer, no dates, no random id: the same bytes on every run.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { context } = doc;
  const layers = Object.keys(PLAN_LAYERS) as Layer[];
  const refs = Object.fromEntries(
    layers.map((l) => [l, context.register(context.obj({ Type: 'OCG', Name: PDFString.of(PLAN_LAYERS[l]) }))]),
  ) as Record<Layer, PDFRef>;
  const order = layers.map((l) => refs[l]);
  doc.catalog.set(
    PDFName.of('OCProperties'),
    context.obj({ OCGs: order, D: { Name: PDFString.of('Défaut'), Order: order } }),
  );
  const page = doc.addPage([A3.width, A3.height]);
  page.node
    .Resources()
    ?.set(PDFName.of('Properties'), context.obj(Object.fromEntries(layers.map((l) => [l, refs[l]]))));
  const layer = (l: Layer, draw: () => void) => {
    page.pushOperators(op(Op.BeginMarkedContentSequence, PDFName.of('OC'), PDFName.of(l)), pushGraphicsState());
    draw();
    page.pushOperators(popGraphicsState(), op(Op.EndMarkedContent));
  };
  page.pushOperators(setStrokingGrayscaleColor(0));
  layer('walls', () => {
    page.pushOperators(setFillingGrayscaleColor(0.25));
    for (const b of EXTERIOR) rect(page, b);
    page.pushOperators(fill());
  });
  layer('partitions', () => {
    page.pushOperators(setFillingGrayscaleColor(0.55));
    for (const b of PARTITIONS) rect(page, b);
    page.pushOperators(fill());
  });
  layer('joinery', () => {
    for (const d of DOORS) drawDoor(page, d);
    page.pushOperators(setLineWidth(0.3));
    for (const w of WINDOWS) {
      rect(page, w);
      page.pushOperators(stroke());
      const alongX = w.x1 - w.x0 > w.y1 - w.y0;
      const mid = alongX ? (w.y0 + w.y1) / 2 : (w.x0 + w.x1) / 2;
      page.pushOperators(
        alongX ? moveTo(X(w.x0), Y(mid)) : moveTo(X(mid), Y(w.y0)),
        alongX ? lineTo(X(w.x1), Y(mid)) : lineTo(X(mid), Y(w.y1)),
        stroke(),
      );
    }
  });
  layer('furniture', () => drawFurniture(page));
  layer('dimensions', () => drawDimensions(page, font));
  layer('labels', () => drawLabels(page, font, bold));
  drawTitleBlock(page, font, bold);
  return doc.save({ useObjectStreams: false });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? `/tmp/${PLAN_FILE}`;
  writeFileSync(out, await makeMediaPlan());
  console.info(out);
}
