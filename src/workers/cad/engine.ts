/**
 * The CAD worker's work (issue 28), testable in Node without a Worker: reads a DXF (or takes the drawing the server
 * converted from a DWG), keeps it under its id until the unit is known, then builds the sheet — its placement, its
 * model (blocks, references, layer totals, domain/cad/sheetModel.ts) and its one-page PDF (domain/cad/pdf.ts).
 *
 * Every step runs in one stretch (a parse cannot stop half-way): the page cancels by terminating the worker
 * (client.ts). The signal is still read between steps, so that a `cancel` message arriving in a gap is honoured.
 */
import { readDrawingJson } from '../../domain/cad/drawingJson.ts';
import { buildLayoutSheets, isModelSpaceEmpty, paperOnlyModel } from '../../domain/cad/layout.ts';
import { certainBlocks, certainOperators } from '../../domain/cad/certain.ts';
import { assemblePages, countDrawn, drawSheet, type SheetPage } from '../../domain/cad/pdf.ts';
import { MAX_PAGE_OPERATORS } from '../../domain/pdf/importCheck.ts';
import {
  CAD_LIMITS,
  isCadErrorCode,
  type CadDrawing,
  type CadSheetModel,
  type CadUnit,
} from '../../domain/cad/types.ts';
import { bindXrefs, drawnXrefs, missingXrefs, wantedXrefFiles } from '../../domain/cad/xrefs.ts';
import type { CadPipeline } from './pipeline.ts';
import {
  CadError,
  type CadBuildResult,
  type CadBuildXrefs,
  type CadDrawingSummary,
  type CadProgressMessage,
} from './protocol.ts';

export interface CadContext {
  signal: AbortSignal;
  progress(progress: CadProgressMessage): void;
}

export interface CadEngineLimits {
  /** Entities drawn once references are expanded (CAD_LIMITS.entities). */
  entities: number;
  /** Block references, nested ones included (CAD_LIMITS.references). */
  references: number;
  /**
   * pdf.js operators a sheet's page may have: the PDF engine's own limit (MAX_PAGE_OPERATORS), which would refuse the
   * page once it is imported. Checked on what is certain as soon as the drawing is kept, then exactly as it is drawn.
   */
  pageOperators: number;
}

/** A step's error as the worker's: a CadError stays one, another error with a CAD code (the reader's) becomes one. */
export function asCadError(error: unknown): unknown {
  if (error instanceof CadError) return error;
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (isCadErrorCode(code)) {
      return new CadError(code, typeof message === 'string' ? message : code);
    }
  }
  return error;
}

function throwIfAborted(signal: AbortSignal) {
  if (signal.aborted) throw new CadError('cancelled', 'cancelled');
}

export class CadEngine {
  readonly #pipeline: CadPipeline;
  readonly #limits: CadEngineLimits;
  readonly #drawings = new Map<string, CadDrawing>();
  readonly #now: () => number;

  constructor(
    pipeline: CadPipeline,
    limits: Partial<CadEngineLimits> = {},
    now: () => number = () => performance.now(),
  ) {
    this.#pipeline = pipeline;
    this.#limits = {
      entities: CAD_LIMITS.entities,
      references: CAD_LIMITS.references,
      pageOperators: MAX_PAGE_OPERATORS,
      ...limits,
    };
    this.#now = now;
  }

  /** The drawings kept, by id. */
  get drawingIds(): string[] {
    return [...this.#drawings.keys()];
  }

  async readDxf(drawingId: string, data: ArrayBuffer, ctx: CadContext): Promise<CadDrawingSummary> {
    const started = this.#now();
    const bytes = new Uint8Array(data);
    ctx.progress({ stage: 'parse', done: 0, total: bytes.byteLength });
    let drawing: CadDrawing;
    try {
      drawing = await this.#pipeline.readDxf(bytes, (done, total) => ctx.progress({ stage: 'parse', done, total }));
    } catch (error) {
      throw asCadError(error);
    }
    throwIfAborted(ctx.signal);
    return this.#keep(drawingId, drawing, started);
  }

  /**
   * Keeps a drawing converted elsewhere (a DWG, by the server): the drawing, or the server's answer as it came (its
   * JSON's bytes, transferred by the page), parsed and checked here.
   */
  async loadDrawing(drawingId: string, source: CadDrawing | ArrayBuffer, ctx: CadContext): Promise<CadDrawingSummary> {
    const started = this.#now();
    let drawing: CadDrawing;
    try {
      drawing = source instanceof ArrayBuffer ? readDrawingJson(source) : source;
    } catch (error) {
      throw asCadError(error);
    }
    checkShape(drawing);
    throwIfAborted(ctx.signal);
    return this.#keep(drawingId, drawing, started);
  }

  async build(
    drawingId: string,
    unit: CadUnit,
    unitSource: 'file' | 'person',
    ctx: CadContext,
    xrefs?: CadBuildXrefs,
  ): Promise<CadBuildResult> {
    const started = this.#now();
    const kept = this.#drawings.get(drawingId);
    if (!kept) throw new CadError('unknownDrawing', `no drawing ${drawingId} in this worker`);
    try {
      // External references whose files were given: drawn in before anything is placed (domain/cad/xrefs.ts).
      const drawing = xrefs
        ? bindXrefs(
            kept,
            xrefs.files.map((x) => ({
              file: x.file,
              drawing: x.drawingId === null ? null : (this.#drawings.get(x.drawingId) ?? null),
            })),
            { hostFile: xrefs.hostFile, maxEntities: this.#limits.entities },
          )
        : kept;
      ctx.progress({ stage: 'blocks' });
      // A plan drawn on paper only (model space empty): its layouts are its sheets, from page 0 (domain/cad/layout.ts).
      const paperOnly = isModelSpaceEmpty(drawing);
      const pages: SheetPage[] = [];
      let model: CadSheetModel | null = null;
      if (!paperOnly) {
        model = this.#pipeline.buildSheetModel(drawing, unit, unitSource);
        throwIfAborted(ctx.signal);
        const size = { width: model.width, height: model.height };
        pages.push({
          sheet: drawSheet(
            drawing,
            model.placement,
            size,
            (done, total) => ctx.progress({ stage: 'draw', done, total }),
            undefined,
            [],
            this.#limits.pageOperators,
          ),
          size,
        });
        throwIfAborted(ctx.signal);
      }
      // Each paper-space layout that draws something: one more page and sheet.
      const layouts = buildLayoutSheets(drawing, unit, unitSource);
      for (const [i, layout] of layouts.entries()) {
        const layoutSize = { width: layout.model.width, height: layout.model.height };
        pages.push({
          sheet: drawSheet(
            drawing,
            layout.model.placement,
            layoutSize,
            // Without model space, the layouts' drawing is the build's progress.
            paperOnly
              ? (done, total) => ctx.progress({ stage: 'draw', done: i * total + done, total: layouts.length * total })
              : undefined,
            layout.layout.entities,
            layout.views,
            this.#limits.pageOperators,
          ),
          size: layoutSize,
        });
        throwIfAborted(ctx.signal);
      }
      if (!model) model = paperOnlyModel(drawing, layouts);
      const bytes = assemblePages(drawing, pages);
      // drawSheetPdf's array is its buffer, exactly: transferred as it is.
      const pdf =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
          ? (bytes.buffer as ArrayBuffer)
          : (bytes.slice().buffer as ArrayBuffer);
      if (!paperOnly && layouts.length > 0) model = { ...model, layouts: layouts.map((l) => l.model) };
      // Layouts the server could not read (a DWG): said on the file's first sheet, never silently left out.
      if (drawing.unreadableLayouts) model = { ...model, unreadableLayouts: drawing.unreadableLayouts };
      // External references the file places but does not hold: said on every sheet, never silently missing.
      const missing = missingXrefs(drawing);
      if (missing.length > 0) model = { ...model, missingXrefs: missing };
      const drawn = drawnXrefs(drawing);
      if (drawn.length > 0) model = { ...model, drawnXrefs: drawn };
      return {
        pdf,
        model,
        operators: pages.map((p) => p.sheet.operators),
        ms: this.#now() - started,
      };
    } catch (error) {
      throw asCadError(error);
    }
  }

  forget(drawingId: string): void {
    this.#drawings.delete(drawingId);
  }

  /**
   * Refuses a drawing with nothing to draw (in model space nor in any layout) or too much (model space and the
   * layouts' own entities together, or a page whose texts alone pass the PDF engine's operator limit), then keeps it.
   */
  #keep(drawingId: string, drawing: CadDrawing, started: number): CadDrawingSummary {
    const count = { ...countDrawn(drawing) };
    for (const layout of drawing.layouts ?? []) {
      const paper = countDrawn({ ...drawing, modelSpace: layout.entities });
      count.entities += paper.entities;
      count.references += paper.references;
    }
    if (count.entities === 0) throw new CadError('emptyModel', 'nothing drawable in model space nor in any layout');
    if (count.entities > this.#limits.entities) {
      throw new CadError(
        'tooComplex',
        `${count.entities} entities once blocks are expanded, over ${this.#limits.entities}`,
      );
    }
    if (count.references > this.#limits.references) {
      throw new CadError('tooComplex', `${count.references} block references, over ${this.#limits.references}`);
    }
    // What each page costs for certain (texts, pattern hatches, paths, blocks' own) may pass the PDF engine's limit:
    // refused now, before the sheet is placed or drawn.
    const pages = [drawing.modelSpace, ...(drawing.layouts ?? []).map((l) => l.entities)];
    const blocks = certainBlocks(drawing.blocks);
    for (const entities of pages) {
      const operators = certainOperators(entities, blocks);
      if (operators > this.#limits.pageOperators) {
        throw new CadError(
          'tooManyOperators',
          `${operators} pdf.js operators at least, over ${this.#limits.pageOperators}`,
        );
      }
    }
    this.#drawings.set(drawingId, drawing);
    return {
      drawingId,
      format: drawing.format,
      version: drawing.version,
      units: drawing.units,
      insUnits: drawing.insUnits,
      layerCount: drawing.layers.length,
      blockCount: drawing.blocks.length,
      entityCount: drawing.modelSpace.length,
      skipped: { ...drawing.skipped },
      xrefs: wantedXrefFiles(drawing),
      ms: this.#now() - started,
    };
  }
}

/** A drawing handed over by the page (the server's JSON): the fields the worker reads must be there. */
function checkShape(drawing: CadDrawing) {
  const d = drawing as Partial<Record<keyof CadDrawing, unknown>> | null;
  const ok =
    typeof d === 'object' &&
    d !== null &&
    (d.format === 'dxf' || d.format === 'dwg') &&
    Array.isArray(d.layers) &&
    Array.isArray(d.blocks) &&
    Array.isArray(d.modelSpace) &&
    typeof d.skipped === 'object' &&
    d.skipped !== null;
  if (!ok) throw new CadError('badRequest', 'not a CAD drawing');
}
