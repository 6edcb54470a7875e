/**
 * Writes the plan de repérage with pdf-lib: each sheet's original page embedded as a Form XObject (its vector content
 * kept as it was drawn — not a picture of it), the measurements painted over it as PDF paths, their labels, numbers,
 * legend and title block as real text in Helvetica (findable, selectable, sharp at any zoom). The layout is the
 * domain's (src/domain/reperage); this module only paints it.
 *
 * Runs in the reperage worker; tests run it in Node. pdf-lib is imported here only, so it never joins a page's chunk.
 */
import {
  concatTransformationMatrix,
  drawObject,
  EncryptedPDFError,
  LineCapStyle,
  ParseSpeeds,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb as pdfColour,
  StandardFonts,
  type PDFEmbeddedPage,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { layoutPages, MAX_PAGES } from '../../domain/reperage/layout';
import type {
  InkColor,
  PageItem,
  PageModel,
  PrintPalette,
  ReperageCopy,
  ReperageInput,
  ReperageOptions,
} from '../../domain/reperage/model';
import { reperageFileName } from '../../domain/reperage/fileName';
import type { Point, Ring } from '../../domain/takeoff/types';
import {
  PDF_TYPE,
  ReperageError,
  type PageFailure,
  type PageFailureCode,
  type ReperageFile,
  type ReperageProgress,
  type SourceFile,
} from './protocol';

export interface WriteContext {
  readonly signal: AbortSignal;
  progress(progress: ReperageProgress): void;
}

/** `#rrggbb` → pdf-lib's colour; anything else is a bug in the palette. */
function hexColour(value: string): RGB {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value.trim());
  if (!match) throw new ReperageError('unknown', `not a #rrggbb colour: ${value}`);
  const [, r = '0', g = '0', b = '0'] = match;
  return pdfColour(parseInt(r, 16) / 255, parseInt(g, 16) / 255, parseInt(b, 16) / 255);
}

/** Let a cancel and the progress messages through between pages. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

class PageFailed extends Error {
  constructor(readonly code: PageFailureCode) {
    super(code);
  }
}

/** The affine map from the embedded page's form space (unrotated, origin at its crop box's corner) to the PDF page. */
export function planMatrix(
  rotation: number,
  crop: { readonly width: number; readonly height: number },
  plan: PageModel['plan'],
  pageHeight: number,
): [number, number, number, number, number, number] {
  const { width: W, height: H } = crop;
  // Sheet space (y down, rotation applied, as pdf.js shows the page) from form space (u, v), per /Rotate.
  const [a1, c1, e1, b1, d1, f1] = (
    {
      0: [1, 0, 0, 0, -1, H],
      90: [0, 1, 0, 1, 0, 0],
      180: [-1, 0, W, 0, 1, 0],
      270: [0, -1, H, -1, 0, W],
    } as Record<number, [number, number, number, number, number, number]>
  )[((rotation % 360) + 360) % 360] ?? [1, 0, 0, 0, -1, H];
  const s = plan.scale;
  return [s * a1, -s * b1, s * c1, -s * d1, plan.x + s * e1, pageHeight - plan.y - s * f1];
}

/** An SVG path in page space (y down): pdf-lib's drawSvgPath flips it onto the PDF's y-up space. */
function svgPath(rings: readonly Ring[], closed: boolean): string {
  const fmt = (n: number) => (Math.round(n * 1000) / 1000).toString();
  return rings
    .map((ring) => {
      const d = ring.map((p: Point, i) => `${i === 0 ? 'M' : 'L'}${fmt(p.x)},${fmt(p.y)}`).join(' ');
      return closed ? `${d} Z` : d;
    })
    .join(' ');
}

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

interface Inks {
  colour(name: InkColor): RGB;
  readonly fillOpacity: number;
}

function paint(page: PDFPage, items: readonly PageItem[], fonts: Fonts, inks: Inks): void {
  const { colour, fillOpacity: PRINT_FILL_OPACITY } = inks;
  const height = page.getHeight();
  for (const item of items) {
    switch (item.kind) {
      case 'path': {
        if (item.rings.length === 0 || item.rings.every((r) => r.length < 2)) break;
        const path = svgPath(item.rings, item.closed);
        page.drawSvgPath(path, {
          x: 0,
          y: height,
          ...(item.fill && { color: colour(item.fill), opacity: item.translucent ? PRINT_FILL_OPACITY : 1 }),
          ...(item.stroke && {
            borderColor: colour(item.stroke),
            borderWidth: item.lineWidth,
            borderLineCap: LineCapStyle.Round,
            ...(item.translucent && !item.fill && { borderOpacity: Math.min(1, PRINT_FILL_OPACITY * 3) }),
            ...(item.dash && { borderDashArray: [...item.dash] }),
          }),
        });
        break;
      }
      case 'symbol': {
        const o = item.outline;
        if (o.kind === 'circle') {
          page.drawCircle({
            x: o.center.x,
            y: height - o.center.y,
            size: o.radius,
            color: colour('paper'),
            borderColor: colour(item.color),
            borderWidth: item.lineWidth * 1.5,
          });
        } else {
          page.drawSvgPath(svgPath([o.ring], true), {
            x: 0,
            y: height,
            color: colour('paper'),
            borderColor: colour(item.color),
            borderWidth: item.lineWidth * 1.5,
          });
        }
        break;
      }
      case 'text': {
        const font = item.bold ? fonts.bold : fonts.regular;
        const width = font.widthOfTextAtSize(item.text, item.size);
        const x =
          item.align === 'left' ? item.at.x : item.align === 'right' ? item.at.x - width : item.at.x - width / 2;
        page.drawText(item.text, { x, y: height - item.at.y, size: item.size, font, color: colour(item.color) });
        break;
      }
      case 'box':
        page.drawRectangle({
          x: item.x,
          y: height - item.y - item.height,
          width: item.width,
          height: item.height,
          ...(item.fill && { color: colour(item.fill), opacity: item.fill === 'paper' ? 0.88 : 1 }),
          ...(item.stroke && { borderColor: colour(item.stroke), borderWidth: item.lineWidth }),
        });
        break;
      case 'line':
        page.drawLine({
          start: { x: item.from.x, y: height - item.from.y },
          end: { x: item.to.x, y: height - item.to.y },
          thickness: item.lineWidth,
          color: colour(item.color),
        });
        break;
    }
  }
}

/**
 * pdf-lib's EncryptedPDFError, however it arrives: its ES5 build's error classes return the plain Error that
 * `Error.call` makes, so `instanceof` is false; the message is the one thing it keeps.
 */
function isEncryptedError(error: unknown): boolean {
  return error instanceof EncryptedPDFError || (error instanceof Error && /is encrypted/.test(error.message));
}

/** The sources' documents, loaded once each, or why not. */
function sourceLoader(files: readonly SourceFile[]) {
  const bytes = new Map(files.map((f) => [f.fileId, f.data]));
  const loaded = new Map<string, Promise<PDFDocument>>();
  return (fileId: string): Promise<PDFDocument> => {
    let doc = loaded.get(fileId);
    if (!doc) {
      const data = bytes.get(fileId);
      doc =
        data === null || data === undefined
          ? Promise.reject(new PageFailed('missingFile'))
          : PDFDocument.load(data, { parseSpeed: ParseSpeeds.Fastest, updateMetadata: false }).catch(
              (error: unknown) => {
                throw new PageFailed(isEncryptedError(error) ? 'encryptedFile' : 'unreadableFile');
              },
            );
      loaded.set(fileId, doc);
    }
    return doc;
  };
}

/** The sheet's page as a Form XObject of the output document, cut to its crop box (what pdf.js shows). */
async function embedSheet(
  out: PDFDocument,
  source: PDFDocument,
  pageIndex: number,
): Promise<{ embedded: PDFEmbeddedPage; rotation: number; crop: { width: number; height: number } }> {
  if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= source.getPageCount()) {
    throw new PageFailed('missingPage');
  }
  try {
    const page = source.getPage(pageIndex);
    const crop = page.getCropBox();
    const embedded = await out.embedPage(page, {
      left: crop.x,
      bottom: crop.y,
      right: crop.x + crop.width,
      top: crop.y + crop.height,
    });
    return { embedded, rotation: page.getRotation().angle, crop };
  } catch {
    throw new PageFailed('unreadableFile');
  }
}

export async function writeReperage(
  input: ReperageInput,
  options: ReperageOptions,
  files: readonly SourceFile[],
  print: { readonly copy: ReperageCopy; readonly palette: PrintPalette },
  ctx: WriteContext,
): Promise<ReperageFile> {
  ctx.progress({ stage: 'prepare' });
  const labels = print.copy.words;
  const palette = new Map(Object.entries(print.palette.colours).map(([name, hex]) => [name, hexColour(hex)]));
  const inks: Inks = {
    colour: (name) => {
      const colour = palette.get(name);
      if (!colour) throw new ReperageError('unknown', `no print colour for ${name}`);
      return colour;
    },
    fillOpacity: print.palette.fillOpacity,
  };
  const out = await PDFDocument.create();
  out.setTitle(`${labels.fileName} – ${input.projectName}`);
  out.setCreator('Metr');
  out.setLanguage('fr-FR');
  const fonts: Fonts = {
    regular: await out.embedFont(StandardFonts.Helvetica),
    bold: await out.embedFont(StandardFonts.HelveticaBold),
  };
  const measure = (text: string, size: number, bold: boolean) =>
    (bold ? fonts.bold : fonts.regular).widthOfTextAtSize(text, size);
  const pages = layoutPages(input, options, measure, print.copy);
  const total = pages.specs.length;
  if (total === 0) throw new ReperageError(options.split === 'lot' ? 'noMeasurement' : 'nothing');
  if (total > MAX_PAGES) throw new ReperageError('tooManyPages', `${total} pages, ${MAX_PAGES} at most`);

  const load = sourceLoader(files);
  const failures: PageFailure[] = [];
  for (let i = 0; i < total; i++) {
    await nextTask();
    ctx.signal.throwIfAborted();
    const spec = pages.specs[i];
    if (!spec) continue;
    try {
      const source = await load(spec.sheet.fileId);
      const sheet = await embedSheet(out, source, spec.sheet.pageIndex);
      const model = pages.layout(i);
      const page = out.addPage([model.width, model.height]);
      const name = page.node.newXObject('Plan', sheet.embedded.ref);
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(...planMatrix(sheet.rotation, sheet.crop, model.plan, model.height)),
        drawObject(name),
        popGraphicsState(),
      );
      paint(page, model.marks, fonts, inks);
      paint(page, model.band, fonts, inks);
    } catch (error) {
      if (!(error instanceof PageFailed)) throw error;
      failures.push({
        sheetId: spec.sheet.id,
        sheetName: spec.sheet.name,
        page: spec.sheet.pageIndex + 1,
        code: error.code,
      });
    }
    ctx.progress({ stage: 'page', done: i + 1, total });
  }
  if (out.getPageCount() === 0) throw new ReperageError('nothing');
  ctx.signal.throwIfAborted();
  ctx.progress({ stage: 'save' });
  const bytes = await out.save({ useObjectStreams: true });
  return {
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: PDF_TYPE }),
    fileName: reperageFileName(labels.fileName, input.projectName, options.date),
    pageCount: out.getPageCount(),
    failures,
  };
}
