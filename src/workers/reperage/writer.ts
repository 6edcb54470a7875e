/**
 * Writes the plan de repérage with pdf-lib: each sheet's original page embedded as a Form XObject (its vector content
 * kept as it was drawn — not a picture of it), the measurements painted over it as PDF paths, their labels, numbers,
 * legend and title block as real text in the embedded Liberation Sans (fonts.ts; findable, selectable, sharp at any
 * zoom, every French character). The layout is the domain's (src/domain/reperage); this module only paints it.
 *
 * The layers the person hid in the viewer stay hidden: the output's /OCProperties lists each embedded sheet's
 * optional content groups, those hidden in its /D /OFF (optionalContent below). Sheets are embedded one at a time
 * and each source file is let go after its last sheet; what each adds is counted against MAX_OUTPUT_BYTES.
 *
 * Runs in the reperage worker; tests run it in Node. pdf-lib is imported here only, so it never joins a page's chunk.
 */
import fontkit from '@pdf-lib/fontkit';
import {
  beginText,
  concatTransformationMatrix,
  drawObject,
  EncryptedPDFError,
  endText,
  LineCapStyle,
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFObjectCopier,
  PDFOperator,
  PDFOperatorNames,
  PDFPageEmbedder,
  PDFRef,
  PDFHexString,
  popGraphicsState,
  pushGraphicsState,
  rgb as pdfColour,
  rotateAndSkewTextRadiansAndTranslate,
  setFillingColor,
  setFontAndSize,
  StandardFonts,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { layoutPages, MAX_PAGES } from '../../domain/reperage/layout';
import { MAX_OUTPUT_BYTES } from '../../domain/reperage/limits';
import { printable } from '../../domain/reperage/text';
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
  /** The output's bound, MAX_OUTPUT_BYTES unless a test asks for less. */
  readonly maxBytes?: number;
}

/** The embedded font's files (fonts.ts); null: the standard Helvetica, WinAnsi only (the font could not be read). */
export interface FontFiles {
  readonly regular: ArrayBuffer | Uint8Array;
  readonly bold: ArrayBuffer | Uint8Array;
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
  /** Whether the fonts print this character (the embedded font's glyphs, or WinAnsi for the standard fonts). */
  canPrint(char: string): boolean;
  readonly embedded: boolean;
}

const NARROW_SPACE = '\u202f';
/**
 * The narrow no-break space French puts in numbers and before « ; ! ? % »: Liberation Sans has no glyph for it, so it
 * is printed as its space glyph moved back by a TJ adjustment to about a sixth of an em (the width typographers give
 * it), never as a missing-glyph box or a full space.
 */
const NARROW_SPACE_EM = 0.17;

/** The space glyph's advance, in thousandths of an em. */
function spaceAdvance(font: PDFFont): number {
  return font.widthOfTextAtSize(' ', 1000);
}

function textWidth(font: PDFFont, text: string, size: number): number {
  if (!text.includes(NARROW_SPACE)) return font.widthOfTextAtSize(text, size);
  const narrow = [...text].filter((c) => c === NARROW_SPACE).length;
  const shrink = (spaceAdvance(font) / 1000 - NARROW_SPACE_EM) * size;
  return font.widthOfTextAtSize(text.replaceAll(NARROW_SPACE, ' '), size) - narrow * shrink;
}

/** Text at (x, y) in PDF space, its narrow spaces narrow (see NARROW_SPACE_EM). */
function drawTextRun(page: PDFPage, text: string, x: number, y: number, size: number, font: PDFFont, color: RGB) {
  if (!text.includes(NARROW_SPACE)) {
    page.drawText(text, { x, y, size, font, color });
    return;
  }
  const adjust = spaceAdvance(font) - NARROW_SPACE_EM * 1000;
  const parts = text.split(NARROW_SPACE);
  const items: (PDFHexString | number)[] = [];
  parts.forEach((part, i) => {
    // The space glyph, pulled back: the gap reads as a narrow space and copies out as a space.
    const run = i < parts.length - 1 ? `${part} ` : part;
    if (run !== '') items.push(font.encodeText(run));
    if (i < parts.length - 1) items.push(adjust);
  });
  const key = page.node.newFontDictionary(font.name, font.ref);
  page.pushOperators(
    pushGraphicsState(),
    beginText(),
    setFillingColor(color),
    setFontAndSize(key, size),
    rotateAndSkewTextRadiansAndTranslate(0, 0, 0, x, y),
    PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [page.doc.context.obj(items)]),
    endText(),
    popGraphicsState(),
  );
}

async function embedFonts(out: PDFDocument, files: FontFiles | null): Promise<Fonts> {
  if (files) {
    try {
      out.registerFontkit(fontkit);
      const regular = await out.embedFont(files.regular, { subset: true });
      const bold = await out.embedFont(files.bold, { subset: true });
      const glyphs = new Set(regular.getCharacterSet());
      const boldGlyphs = new Set(bold.getCharacterSet());
      return {
        regular,
        bold,
        embedded: true,
        canPrint: (char) => {
          if (char === NARROW_SPACE) return true;
          const code = char.codePointAt(0) ?? 0;
          return glyphs.has(code) && boldGlyphs.has(code);
        },
      };
    } catch {
      // A font file that does not parse: the standard fonts below, WinAnsi only, rather than no file at all.
    }
  }
  return {
    regular: await out.embedFont(StandardFonts.Helvetica),
    bold: await out.embedFont(StandardFonts.HelveticaBold),
    embedded: false,
    canPrint: (char) => isWinAnsiChar(char),
  };
}

function isWinAnsiChar(char: string): boolean {
  return printable(char) === char;
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
        const width = textWidth(font, item.text, item.size);
        const x =
          item.align === 'left' ? item.at.x : item.align === 'right' ? item.at.x - width : item.at.x - width / 2;
        drawTextRun(page, item.text, x, height - item.at.y, item.size, font, colour(item.color));
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

/**
 * The sources' documents, loaded when first needed and let go after their last sheet: a project of many files never
 * holds them all at once. `release` drops a file's bytes and its parsed document.
 */
function sourceLoader(files: readonly SourceFile[]) {
  const bytes = new Map(files.map((f) => [f.fileId, f.data]));
  const loaded = new Map<string, Promise<PDFDocument>>();
  return {
    load(fileId: string): Promise<PDFDocument> {
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
        // Parsed: the bytes are no longer needed (pdf-lib keeps what it parsed).
        bytes.set(fileId, null);
        loaded.set(fileId, doc);
      }
      return doc;
    },
    release(fileId: string): void {
      bytes.delete(fileId);
      loaded.delete(fileId);
    },
  };
}

/** pdf.js's id of an optional content group: its object number, « R », and its generation when not 0 (« 12R »). */
export function layerId(ref: PDFRef): string {
  return ref.generationNumber === 0 ? `${ref.objectNumber}R` : `${ref.objectNumber}R${ref.generationNumber}`;
}

/** A source file's layers: each group's ref, and those its default configuration (/D) turns off. */
function sourceLayers(source: PDFDocument): { groups: PDFRef[]; off: Set<string> } {
  const properties = source.catalog.lookupMaybe(PDFName.of('OCProperties'), PDFDict);
  const groups = properties?.lookupMaybe(PDFName.of('OCGs'), PDFArray);
  if (!properties || !groups) return { groups: [], off: new Set() };
  const refs: PDFRef[] = [];
  for (let i = 0; i < groups.size(); i++) {
    const ref = groups.get(i);
    if (ref instanceof PDFRef) refs.push(ref);
  }
  const config = properties.lookupMaybe(PDFName.of('D'), PDFDict);
  const idsOf = (key: string) => {
    const list = config?.lookupMaybe(PDFName.of(key), PDFArray);
    const ids = new Set<string>();
    for (let i = 0; list && i < list.size(); i++) {
      const ref = list.get(i);
      if (ref instanceof PDFRef) ids.add(layerId(ref));
    }
    return ids;
  };
  const baseOff = config?.lookupMaybe(PDFName.of('BaseState'), PDFName) === PDFName.of('OFF');
  const on = idsOf('ON');
  const off = baseOff ? new Set(refs.map(layerId).filter((id) => !on.has(id))) : idsOf('OFF');
  return { groups: refs, off };
}

/** The output's layers so far: each embedded sheet's groups (their copies in the output) and the hidden ones. */
interface OutputLayers {
  readonly bySheet: { readonly name: string; readonly groups: readonly PDFRef[] }[];
  readonly off: PDFRef[];
}

/**
 * The sheet's page as a Form XObject of the output document, cut to its crop box (what pdf.js shows), with its
 * layers: pdf-lib's own embedPage, step by step, so that the copier's map from the source's groups to their copies is
 * at hand, and the copied page's content streams (decoded into the form) are not written twice.
 */
async function embedSheet(
  out: PDFDocument,
  source: PDFDocument,
  pageIndex: number,
  hidden: readonly string[] | undefined,
): Promise<{
  ref: PDFRef;
  rotation: number;
  crop: { width: number; height: number };
  groups: PDFRef[];
  off: PDFRef[];
}> {
  if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= source.getPageCount()) {
    throw new PageFailed('missingPage');
  }
  try {
    const page = source.getPage(pageIndex);
    const crop = page.getCropBox();
    const copier = PDFObjectCopier.for(source.context, out.context);
    const copy = copier.copy(page.node);
    // The copied content streams, read before the embedder normalises the page: it adds the context's shared
    // push/pop streams to the list, which later sheets use too and must stay.
    const contents = copy.get(PDFName.of('Contents'));
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const embedder = await PDFPageEmbedder.for(copy, {
      left: crop.x,
      bottom: crop.y,
      right: crop.x + crop.width,
      top: crop.y + crop.height,
    });
    const ref = await embedder.embedIntoContext(out.context);
    // The copied page's streams now live decoded in the form: without this they would be saved a second time.
    for (const stream of streams) if (stream instanceof PDFRef) out.context.delete(stream);

    // The groups this page uses, as copied (pdf-lib keeps its map private: read, never written).
    const traversed = (copier as unknown as { traversedObjects: Map<unknown, unknown> }).traversedObjects;
    const layers = sourceLayers(source);
    const hiddenIds = hidden ? new Set(hidden) : layers.off;
    const groups: PDFRef[] = [];
    const off: PDFRef[] = [];
    for (const group of layers.groups) {
      const copied = traversed.get(group);
      if (!(copied instanceof PDFRef)) continue;
      groups.push(copied);
      if (hiddenIds.has(layerId(group))) off.push(copied);
    }
    return { ref, rotation: page.getRotation().angle, crop, groups, off };
  } catch (error) {
    if (error instanceof PageFailed) throw error;
    throw new PageFailed('unreadableFile');
  }
}

/**
 * The output's /OCProperties: every embedded sheet's groups, listed under its sheet's name (a viewer's layers panel
 * groups them so), those hidden in the viewer off. Without it a viewer shows every layer, hidden or not.
 */
function writeOptionalContent(out: PDFDocument, layers: OutputLayers): void {
  const all = layers.bySheet.flatMap((s) => s.groups);
  if (all.length === 0) return;
  // A labelled collection per sheet: [(A-101 Plan RDC) group group …].
  const order = layers.bySheet
    .filter((s) => s.groups.length > 0)
    .map((s) => out.context.obj([PDFHexString.fromText(s.name), ...s.groups]));
  out.catalog.set(
    PDFName.of('OCProperties'),
    out.context.obj({
      OCGs: out.context.obj([...all]),
      D: out.context.obj({
        BaseState: PDFName.of('ON'),
        OFF: out.context.obj([...layers.off]),
        Order: out.context.obj(order),
      }),
    }),
  );
}

/** The bytes the objects numbered above `after` take (what the last sheet added). */
function bytesSince(out: PDFDocument, after: number): number {
  let total = 0;
  for (const [ref, object] of out.context.enumerateIndirectObjects()) {
    if (ref.objectNumber > after) total += object.sizeInBytes();
  }
  return total;
}

export async function writeReperage(
  input: ReperageInput,
  options: ReperageOptions,
  /** Taken by the writer (emptied): it lets each file's bytes go after its last sheet. */
  files: SourceFile[],
  print: { readonly copy: ReperageCopy; readonly palette: PrintPalette; readonly fonts?: FontFiles | null },
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
  const maxBytes = ctx.maxBytes ?? MAX_OUTPUT_BYTES;
  const out = await PDFDocument.create();
  out.setTitle(`${labels.fileName} – ${input.projectName}`);
  out.setCreator('Metr');
  out.setLanguage('fr-FR');
  const fonts = await embedFonts(out, print.fonts ?? null);
  const measure = (text: string, size: number, bold: boolean) =>
    textWidth(bold ? fonts.bold : fonts.regular, text, size);
  const pages = layoutPages(input, options, measure, print.copy, (text) => printable(text, fonts.canPrint));
  const total = pages.specs.length;
  if (total === 0) throw new ReperageError(options.split === 'lot' ? 'noMeasurement' : 'nothing');
  if (total > MAX_PAGES) throw new ReperageError('tooManyPages', `${total} pages, ${MAX_PAGES} at most`);

  const sources = sourceLoader(files.splice(0));
  // After its last page a file is let go (sheets of one file are usually next to each other).
  const lastUse = new Map<string, number>();
  pages.specs.forEach((spec, i) => lastUse.set(spec.sheet.fileId, i));
  // A sheet on several pages (one per lot) is embedded once, and drawn on each.
  const embedded = new Map<string, Awaited<ReturnType<typeof embedSheet>>>();
  const layers: OutputLayers = { bySheet: [], off: [] };
  const failures: PageFailure[] = [];
  let size = 0;
  for (let i = 0; i < total; i++) {
    await nextTask();
    ctx.signal.throwIfAborted();
    const spec = pages.specs[i];
    if (!spec) continue;
    ctx.progress({ stage: 'page', done: i, total, sheet: spec.sheet.name });
    try {
      let sheet = embedded.get(spec.sheet.id);
      if (!sheet) {
        const source = await sources.load(spec.sheet.fileId);
        const before = out.context.largestObjectNumber;
        sheet = await embedSheet(out, source, spec.sheet.pageIndex, input.hiddenLayers?.get(spec.sheet.id));
        embedded.set(spec.sheet.id, sheet);
        layers.bySheet.push({ name: spec.sheet.name, groups: sheet.groups });
        layers.off.push(...sheet.off);
        size += bytesSince(out, before);
        if (size > maxBytes) throw new ReperageError('tooLarge', `${size} bytes after ${spec.sheet.name}`);
      }
      const model = pages.layout(i);
      const page = out.addPage([model.width, model.height]);
      const name = page.node.newXObject('Plan', sheet.ref);
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
    } finally {
      if (lastUse.get(spec.sheet.fileId) === i) sources.release(spec.sheet.fileId);
    }
    ctx.progress({ stage: 'page', done: i + 1, total, sheet: spec.sheet.name });
  }
  if (out.getPageCount() === 0) throw new ReperageError('nothing');
  ctx.signal.throwIfAborted();
  writeOptionalContent(out, layers);
  ctx.progress({ stage: 'save' });
  const bytes = await out.save({ useObjectStreams: true });
  return {
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: PDF_TYPE }),
    fileName: reperageFileName(labels.fileName, input.projectName, options.date),
    pageCount: out.getPageCount(),
    failures,
  };
}
