/**
 * A CAD file's import once its bytes are read and its duplicate question answered (issue 28), loaded by the queue with
 * the first CAD file: read in the CAD worker (DXF) or converted by the Metr server then handed to it (DWG), its unit
 * asked when the file has none, built into a PDF (model space, then each layout that draws something; the layouts
 * alone when model space draws nothing) and its model, its thumbnail drawn by pdf.js, then saved as
 * any plan in ONE transaction (bytes, thumbnail, file row with `cad`, sheet calibrated from the file, model and
 * source). Returns the import's result, or 'skipped' when the person left it out at the unit question.
 *
 * A drawing whose external references ask for files given with it (`xrefCandidates`: the other CAD files of the same
 * selection; then, read once when one is not there, the project's CAD files: `projectXrefCandidates`) reads those files in its own CAD worker, under drawing ids of their own, their own references in turn (to
 * MAX_XREF_DEPTH, at most MAX_XREF_FILES files), and the build draws them in (domain/cad/xrefs.ts). Each referenced
 * file is still imported as its own plan by its own line of the queue: this read is the host's, and goes with its
 * worker.
 */
import { sheetScaleOf } from '../../domain/cad/placement';
import {
  CAD_LIMITS,
  POINT_METRES,
  type CadLayoutSheetModel,
  type CadSheetModel,
  type CadUnit,
} from '../../domain/cad/types';
import type { ScaleRegion } from '../../domain/takeoff/types';
import { cadPanelsFr } from '../../i18n/cadPanels.fr';
import type { SheetDraft } from '../../domain/takeoff/commands';
import type { CadFileInfo } from '../../domain/takeoff/types';
import type { Author } from '../../db/workspace/journal';
import type { PageInfo } from '../../workers/pdf/protocol';
import { matchXrefFile, MAX_XREF_DEPTH } from '../../domain/cad/xrefs';
import { CadError, type CadBuildXrefs, type CadXrefFile } from '../../workers/cad/protocol';
import { cleanFileName } from './fileName';
import { cadFailureOf } from './cad';
import { isPageLevelFailure } from './failures';
import { markCadStep } from './cadMarks';
import type {
  CadServices,
  ImportCadEngine,
  ImportPdfEngine,
  ImportResult,
  ImportStore,
  UnitQuestion,
  XrefCandidate,
} from './types';

/** Where each CAD step ends on the file's progress bar (the queue's PROGRESS: read 0.15, open 0.25, saving 0.95). */
const PROGRESS = { read: 0.15, open: 0.25, built: 0.82, saving: 0.95 } as const;
const PDF_MEDIA_TYPE = 'application/pdf';

export interface CadFileContext {
  readonly kind: 'dxf' | 'dwg';
  readonly file: File;
  /** The file's bytes (transferred to the CAD worker for a DXF). */
  readonly data: ArrayBuffer;
  readonly hash: string;
  readonly revisionOf?: string;
  readonly signal: AbortSignal;
  readonly services: CadServices;
  readonly drawingId: string;
  readonly docId: string;
  readonly projectId: string;
  readonly author: Author;
  readonly store: ImportStore;
  readonly timeLimits: { readonly openMs: number; readonly pageMs: number };
  readonly thumbnailPx: number;
  /** The file's progress, 0–1 (the queue keeps it from going back and reports each percent). */
  progress(value: number): void;
  step(step: 'analysing' | 'saving', progress: number): void;
  /** Asks the unit without holding a turn; null: not imported. */
  askUnit(question: UnitQuestion): Promise<CadUnit | null>;
  /** The CAD engine made for this file, for the queue to terminate when the file ends. */
  useCadEngine(engine: ImportCadEngine): void;
  /** A PDF engine, for the thumbnail (the queue gives it back when the file ends). */
  pdf(): ImportPdfEngine;
  /** Files its external references may ask for: the other CAD files of its selection, asked first. */
  readonly xrefCandidates?: readonly XrefCandidate[];
  /** Then the project's CAD files (read once, only when a reference asks for a file its selection does not hold). */
  projectXrefCandidates?(): Promise<readonly XrefCandidate[]>;
}

/** Referenced files one drawing reads at most, nested ones included (each bounded as any CAD file). */
export const MAX_XREF_FILES = 16;

export function cadFileInfo(model: CadSheetModel): CadFileInfo {
  return {
    format: model.format,
    version: model.fileVersion,
    unit: model.placement.unit,
    unitSource: model.placement.unitSource,
    ...(model.paperOnly ? { paperOnly: true as const } : {}),
  };
}

/**
 * The sheet of a CAD file: named after the file (its model space), sized as pdf.js reads the page drawn for it
 * (the model's own size when the page could not be read), and calibrated from the file — never « non étalonné ».
 */
export function cadSheetDraft(model: CadSheetModel, fileName: string, page: PageInfo | undefined): SheetDraft {
  return {
    pageIndex: 0,
    name: fileName.replace(/\.(dxf|dwg)$/i, '') || fileName,
    width: page?.widthPt ?? model.width,
    height: page?.heightPt ?? model.height,
    scale: { default: sheetScaleOf(model.placement), regions: [] },
  };
}

/**
 * A layout's sheet (page `pageIndex` of the file's PDF): named as the layout's tab, drawn at the paper's scale, each
 * viewport a scale region at the model's scale seen through it (a length measured inside a 1:50 viewport is the
 * model's length).
 */
export function cadLayoutSheetDraft(layout: CadLayoutSheetModel, page: PageInfo | undefined): SheetDraft {
  const paper = sheetScaleOf(layout.placement);
  const regions: ScaleRegion[] = layout.viewports.map((vp, i) => ({
    id: `viewport-${vp.handle || i + 1}`,
    label: cadPanelsFr.layout.viewportLabel.replace('{n}', String(i + 1)),
    shape: { kind: 'rect', rect: vp.rect },
    scale: {
      metresPerUnit: POINT_METRES * vp.denominator,
      source: {
        kind: 'file',
        unit: layout.placement.unit,
        unitSource: layout.placement.unitSource,
        denominator: vp.denominator,
      },
    },
  }));
  return {
    pageIndex: layout.pageIndex,
    name: layout.name,
    width: page?.widthPt ?? layout.width,
    height: page?.heightPt ?? layout.height,
    scale: { default: paper, regions },
  };
}

/** Reports `done / total` of a step as progress between `from` and `to`. */
const between = (context: CadFileContext, from: number, to: number) => (progress: object) => {
  if (!('done' in progress && 'total' in progress)) return;
  const { done, total } = progress;
  if (typeof done !== 'number' || typeof total !== 'number' || !total) return;
  context.progress(from + ((to - from) * done) / total);
};

export async function importCadFile(context: CadFileContext): Promise<ImportResult | 'skipped'> {
  const { kind, file, data, signal, services, drawingId, docId, timeLimits } = context;
  markCadStep('start');
  const engine = services.engine();
  context.useCadEngine(engine);
  // The workers start now, their code loading while the DWG is converted (a DXF's read starts the CAD worker at once)
  // and while the drawing is read, not after.
  if (kind === 'dwg') engine.start?.();
  const pdf = context.pdf();
  pdf.ready?.().catch(() => {});
  let summary;
  if (kind === 'dwg') {
    const drawing = await services.convertDwg(new Blob([data]), {
      signal,
      onProgress: (sent, total) => between(context, PROGRESS.read, PROGRESS.open)({ done: sent, total }),
    });
    markCadStep('converted');
    summary = await engine.loadDrawing(drawingId, drawing, { signal });
  } else {
    summary = await engine.readDxf(drawingId, data, {
      signal,
      onProgress: between(context, PROGRESS.read, PROGRESS.open),
    });
  }
  markCadStep('kept');
  const xrefs = await readXrefFiles(context, engine, summary.xrefs);
  signal.throwIfAborted();
  let unit = summary.units;
  const unitSource = unit ? ('file' as const) : ('person' as const);
  if (!unit) {
    unit = await context.askUnit({ format: summary.format, insUnits: summary.insUnits });
    if (!unit) return 'skipped';
  }
  context.step('analysing', PROGRESS.open);
  const built = await engine.build(drawingId, unit, unitSource, {
    signal,
    onProgress: between(context, PROGRESS.open, PROGRESS.built),
    ...(xrefs ? { xrefs } : {}),
  });
  markCadStep('built');
  engine.forget(drawingId).catch(() => {});
  for (const x of xrefs?.files ?? []) if (x.drawingId) engine.forget(x.drawingId).catch(() => {});
  signal.throwIfAborted();
  const name = cleanFileName(file.name);
  const pdfBlob = new Blob([built.pdf], { type: PDF_MEDIA_TYPE });
  // The thumbnail, drawn by pdf.js from the sheet's PDF as for any plan (a page that cannot be drawn keeps none).
  const opened = await pdf.open(docId, built.pdf, { signal, timeoutMs: timeLimits.openMs });
  markCadStep('opened');
  const layouts = built.model.layouts ?? [];
  // Model space's sheet first, unless the plan is drawn on paper only: then its layouts are all its sheets.
  const pageCount = built.model.paperOnly ? layouts.length : layouts.length + 1;
  const thumbnails: (Blob | null)[] = [];
  for (let page = 0; page < pageCount; page++) {
    let thumbnail: Blob | null = null;
    try {
      const made = await pdf.thumbnail(docId, page, {
        maxPx: context.thumbnailPx,
        signal,
        timeoutMs: timeLimits.pageMs,
      });
      made.bitmap.close();
      thumbnail = made.blob;
    } catch (error) {
      if (!isPageLevelFailure(error)) throw error;
    }
    thumbnails.push(thumbnail);
  }
  markCadStep('thumbnails');
  const sheets = [
    ...(built.model.paperOnly ? [] : [cadSheetDraft(built.model, name, opened.pages[0])]),
    ...layouts.map((layout) => cadLayoutSheetDraft(layout, opened.pages[layout.pageIndex])),
  ];
  context.step('saving', PROGRESS.saving);
  const imported = await context.store.importPlanFile(
    {
      projectId: context.projectId,
      file: {
        name,
        mediaType: PDF_MEDIA_TYPE,
        hash: context.hash,
        pageCount: sheets.length,
        cad: cadFileInfo(built.model),
        ...(context.revisionOf ? { revisionOf: context.revisionOf } : {}),
      },
      blob: pdfBlob,
      sheets,
      thumbnails,
      cad: {
        model: new Blob([JSON.stringify(built.model)], { type: 'application/json' }),
        source: new Blob([file], { type: kind === 'dwg' ? 'image/vnd.dwg' : 'image/vnd.dxf' }),
      },
    },
    context.author,
  );
  markCadStep('saved');
  return {
    fileId: imported.file.id,
    sheetIds: imported.sheets.map((s) => s.id),
    ...(context.revisionOf ? { revisionOf: context.revisionOf } : {}),
    ...(built.model.unreadableLayouts ? { unreadLayouts: built.model.unreadableLayouts } : {}),
    ...(built.model.missingXrefs?.length ? { missingXrefs: built.model.missingXrefs.length } : {}),
    ...(built.model.drawnXrefs?.length ? { drawnXrefs: built.model.drawnXrefs.length } : {}),
  };
}

/**
 * Reads, in the drawing's worker, the given files its external references ask for, and theirs in turn (breadth
 * first, to MAX_XREF_DEPTH levels, MAX_XREF_FILES files, each file once; the host's own name never). A file that
 * cannot be read (not a drawing, cut short, too large…: its own line of the import says why) is handed to the build
 * as unreadable, and the xref stays missing, saying so. Undefined when none is given.
 */
async function readXrefFiles(
  context: CadFileContext,
  engine: ImportCadEngine,
  wanted: readonly string[] | undefined,
): Promise<CadBuildXrefs | undefined> {
  if (!wanted?.length) return undefined;
  const candidates = [...(context.xrefCandidates ?? [])];
  const names = candidates.map((c) => c.name);
  let hasProject = !context.projectXrefCandidates;
  /** The file a reference asks for, among the selection's, else (read once) the project's. */
  const find = async (asked: string) => {
    const inBatch = matchXrefFile(asked, names);
    if (inBatch !== undefined || hasProject) return inBatch;
    hasProject = true;
    const stored = (await context.projectXrefCandidates?.()) ?? [];
    context.signal.throwIfAborted();
    for (const c of stored) {
      // A name the selection holds stays the selection's file (the newer one, most likely).
      if (names.some((n) => n.toLowerCase() === c.name.toLowerCase())) continue;
      candidates.push(c);
      names.push(c.name);
    }
    return matchXrefFile(asked, names);
  };
  const hostFile = cleanFileName(context.file.name);
  const seen = new Set([hostFile.toLowerCase()]);
  const files: CadXrefFile[] = [];
  let level = [...wanted];
  for (let depth = 1; depth <= MAX_XREF_DEPTH && level.length > 0; depth++) {
    const next: string[] = [];
    for (const asked of level) {
      const name = await find(asked);
      if (name === undefined || seen.has(name.toLowerCase()) || files.length >= MAX_XREF_FILES) continue;
      seen.add(name.toLowerCase());
      const candidate = candidates[names.indexOf(name)] as XrefCandidate;
      const id = `${context.drawingId}:xref-${files.length + 1}`;
      try {
        const summary = await readXrefFile(context, engine, candidate, id);
        files.push({ file: name, drawingId: id });
        next.push(...summary.xrefs);
      } catch (error) {
        const reason = cadFailureOf(error, context.signal);
        // Cancelled, or the worker itself gone (its timeout, a crash): the host's drawing went with it.
        if (reason === null || reason === 'cancelled' || !XREF_FILE_FAILURES.has(reason)) throw error;
        files.push({ file: name, drawingId: null });
      }
    }
    level = next;
  }
  return files.length > 0 ? { hostFile, files } : undefined;
}

/** What a referenced file's own bytes can fail with: the host goes on without it. */
const XREF_FILE_FAILURES: ReadonlySet<string> = new Set([
  'cad:notCad',
  'cad:truncated',
  'cad:unsupportedVersion',
  'cad:tooLarge',
  'cad:tooComplex',
  'cad:tooManyOperators',
  'cad:emptyModel',
  'cad:conversionFailed',
  'cad:serverUnreachable',
  'cad:serverBusy',
]);

async function readXrefFile(context: CadFileContext, engine: ImportCadEngine, candidate: XrefCandidate, id: string) {
  const { signal, services } = context;
  if (/\.dwg$/i.test(candidate.name)) {
    if (candidate.file.size > CAD_LIMITS.dwgBytes) throw new CadError('tooLarge');
    const drawing = await services.convertDwg(candidate.file, { signal });
    return engine.loadDrawing(id, drawing, { signal });
  }
  if (candidate.file.size > CAD_LIMITS.dxfBytes) throw new CadError('tooLarge');
  return engine.readDxf(id, await candidate.file.arrayBuffer(), { signal });
}
