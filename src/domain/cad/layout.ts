/**
 * Paper-space layouts as sheets (issue 28): each layout that draws something becomes a sheet of its file, after model
 * space's — or alone, when model space draws nothing (the plan drawn on paper: page 0 is then the first layout's). A layout sheet shows the layout's own entities (title block, annotations) and, through each of its
 * viewports, model space: turned by the viewport's twist, scaled from its view height to its paper height, clipped to
 * its rectangle, without the layers frozen in it.
 *
 * The sheet is drawn in paper units — the drawing's units, which AutoCAD shares between model and paper space —
 * placed as model space is (placement.ts: usually 1:1 for a layout in millimetres). Its default scale is the paper's;
 * each viewport is a scale region whose scale is the model's seen through it: a length measured inside a 1:50
 * viewport is the model's length.
 *
 * Its model (blocks, layers, totals) is the layout's own entities only: model space seen through the viewports is
 * counted on the model space's sheet, once, so that nothing is counted twice whatever the number of viewports.
 */
import type { Matrix } from '../pdf/geometry';
import type { Rect } from '../takeoff/types';
import { clippedReferencesOf, drawnExtents, expandReferences, summariseBlocks } from './blocks';
import { CadModelError } from './errors';
import { addToBox, emptyBox, isEmptyBox, unionBox } from './geometry';
import { layerGeometry, layerSummaries } from './layers';
import { countDrawn, type SheetView } from './pdf';
import { placeDrawing } from './placement';
import type {
  CadDrawing,
  CadLayout,
  CadLayoutSheetModel,
  CadPlacement,
  CadSheetModel,
  CadUnit,
  CadViewport,
  CadViewportRegion,
} from './types';
import { UNIT_METRES } from './types';

/**
 * Model units → the layout's paper units through a viewport: P ↦ centre + s·(R(twist)·(P − target) − viewCentre),
 * s = height / viewHeight (the DXF's display coordinates: the target at the origin, turned by the twist).
 */
export function viewportMatrix(vp: CadViewport): Matrix {
  const s = vp.height / vp.viewHeight;
  const cos = Math.cos(vp.twist);
  const sin = Math.sin(vp.twist);
  const tx = cos * vp.viewTarget.x - sin * vp.viewTarget.y;
  const ty = sin * vp.viewTarget.x + cos * vp.viewTarget.y;
  return [
    s * cos,
    s * sin,
    -s * sin,
    s * cos,
    vp.center.x - s * (tx + vp.viewCenter.x),
    vp.center.y - s * (ty + vp.viewCenter.y),
  ];
}

/** The viewport's rectangle on paper (paper units, y up). */
export function viewportClip(vp: CadViewport): { minX: number; minY: number; maxX: number; maxY: number } {
  return {
    minX: vp.center.x - vp.width / 2,
    minY: vp.center.y - vp.height / 2,
    maxX: vp.center.x + vp.width / 2,
    maxY: vp.center.y + vp.height / 2,
  };
}

/** A paper rectangle (y up) in sheet space (PDF points, y down) through the layout's placement. */
export function sheetRect(placement: CadPlacement, r: ReturnType<typeof viewportClip>): Rect {
  return {
    minX: r.minX * placement.k + placement.dx,
    minY: -r.maxY * placement.k + placement.dy,
    maxX: r.maxX * placement.k + placement.dx,
    maxY: -r.minY * placement.k + placement.dy,
  };
}

/**
 * The sheet's box when the layout's plot settings name its paper: the paper (in the drawing's units, as the layout is
 * drawn), or, when something is drawn off it (`content`, what the layout draws, reaches past it by more than a
 * hundredth of a millimetre), the paper and that together — nothing drawn is ever cut off a sheet. Null without a
 * paper: the sheet is then sized to what the layout draws.
 */
export function paperBox(
  layout: CadLayout,
  unit: CadUnit,
  content: { minX: number; minY: number; maxX: number; maxY: number },
): { box: { minX: number; minY: number; maxX: number; maxY: number }; grown: boolean } | null {
  const paper = layout.paper;
  if (!paper) return null;
  const perMm = 0.001 / UNIT_METRES[unit];
  const box = paper.box ?? {
    minX: paper.cornerMm.x * perMm,
    minY: paper.cornerMm.y * perMm,
    maxX: (paper.cornerMm.x + paper.widthMm) * perMm,
    maxY: (paper.cornerMm.y + paper.heightMm) * perMm,
  };
  const slack = 0.01 * perMm;
  const grown =
    content.minX < box.minX - slack ||
    content.minY < box.minY - slack ||
    content.maxX > box.maxX + slack ||
    content.maxY > box.maxY + slack;
  if (!grown) return { box, grown };
  return {
    box: {
      minX: Math.min(box.minX, content.minX),
      minY: Math.min(box.minY, content.minY),
      maxX: Math.max(box.maxX, content.maxX),
      maxY: Math.max(box.maxY, content.maxY),
    },
    grown,
  };
}

/** What the PDF writer needs of a layout sheet besides its model. */
export interface LayoutSheet {
  readonly model: CadLayoutSheetModel;
  readonly layout: CadLayout;
  readonly views: readonly SheetView[];
}

/** Whether model space draws nothing: its layouts, if any draws something, are then the file's only sheets. */
export function isModelSpaceEmpty(drawing: CadDrawing): boolean {
  return countDrawn(drawing).entities === 0;
}

/**
 * Whether a layout draws anything: its own entities, or a viewport onto a model space that draws something (a
 * viewport onto an empty model space shows nothing: alone, it makes no sheet).
 */
export function layoutHasContent(
  drawing: CadDrawing,
  layout: CadLayout,
  modelSpaceEmpty = isModelSpaceEmpty(drawing),
): boolean {
  if (layout.viewports.length > 0 && !modelSpaceEmpty) return true;
  return countDrawn({ ...drawing, modelSpace: layout.entities }).entities > 0;
}

/**
 * The layout's sheet (its model at `pageIndex` of the file's PDF, and its viewports' views), or null when it draws
 * nothing (skipped: no sheet).
 */
export function buildLayoutSheet(
  drawing: CadDrawing,
  layout: CadLayout,
  unit: CadUnit,
  unitSource: 'file' | 'person',
  pageIndex: number,
  modelSpaceEmpty = isModelSpaceEmpty(drawing),
): LayoutSheet | null {
  if (!layoutHasContent(drawing, layout, modelSpaceEmpty)) return null;
  // Viewports onto an empty model space show nothing: neither drawn, nor scale regions (a length drawn on paper
  // inside one's rectangle is the paper's), nor part of the sheet's extent.
  const shown = modelSpaceEmpty ? [] : layout.viewports;
  const paper: CadDrawing = { ...drawing, modelSpace: layout.entities, layouts: [] };
  const expansion = expandReferences(paper);
  const extents = drawnExtents(paper, expansion);
  const box = emptyBox();
  if (extents.box) unionBox(box, extents.box);
  for (const vp of shown) {
    const clip = viewportClip(vp);
    addToBox(box, clip.minX, clip.minY);
    addToBox(box, clip.maxX, clip.maxY);
  }
  if (isEmptyBox(box)) return null;
  const sheetPaper = paperBox(layout, unit, box);
  const { placement, width, height } = sheetPaper
    ? placeDrawing(paper, unit, unitSource, { ...extents, box: sheetPaper.box }, sheetPaper.grown ? undefined : 0)
    : placeDrawing(paper, unit, unitSource, { ...extents, box });
  const viewports: CadViewportRegion[] = shown.map((vp) => {
    const ratio = vp.height / vp.viewHeight;
    return {
      handle: vp.handle,
      rect: sheetRect(placement, viewportClip(vp)),
      denominator: placement.denominator / ratio,
      ratio,
      twist: vp.twist,
      frozenLayers: [...vp.frozenLayers],
      // Said only when the boundary could not be read: then the rectangle shows more than the boundary would.
      nonRectangularClip: vp.nonRectangularClip && !vp.clipOutline,
    };
  });
  // The layout's own clipped references (XCLIP); model space's are said on its own sheet.
  const clipped = clippedReferencesOf(expansion);
  const model: CadLayoutSheetModel = {
    version: 1,
    format: drawing.format,
    fileVersion: drawing.version,
    placement,
    width,
    height,
    layers: layerSummaries(paper, expansion),
    blocks: summariseBlocks(paper, placement, expansion, extents),
    geometry: layerGeometry(paper, placement, expansion),
    skipped: {},
    ...(clipped.length > 0 ? { clippedReferences: clipped } : {}),
    name: layout.name,
    tabOrder: layout.tabOrder,
    pageIndex,
    viewports,
    unreadableViewports: modelSpaceEmpty ? 0 : layout.unreadableViewports,
    ...(sheetPaper && layout.paper
      ? { paper: { widthMm: layout.paper.widthMm, heightMm: layout.paper.heightMm, grown: sheetPaper.grown } }
      : {}),
  };
  const views: SheetView[] = shown.map((vp) => ({
    matrix: viewportMatrix(vp),
    clip: viewportClip(vp),
    ...(vp.clipOutline ? { outline: vp.clipOutline } : {}),
    frozenLayers: vp.frozenLayers,
  }));
  return { model, layout, views };
}

/**
 * Every layout that draws something, as sheets in tab order: after model space's (pages 1, 2…), or, when model space
 * draws nothing (a plan drawn on paper only, as architects often do), from page 0 — there is no model space sheet.
 */
export function buildLayoutSheets(drawing: CadDrawing, unit: CadUnit, unitSource: 'file' | 'person'): LayoutSheet[] {
  const modelSpaceEmpty = isModelSpaceEmpty(drawing);
  const first = modelSpaceEmpty ? 0 : 1;
  const out: LayoutSheet[] = [];
  for (const layout of drawing.layouts ?? []) {
    const sheet = buildLayoutSheet(drawing, layout, unit, unitSource, first + out.length, modelSpaceEmpty);
    if (sheet) out.push(sheet);
  }
  return out;
}

/**
 * The model of a file whose model space draws nothing (paperOnly): page 0 is its first layout's sheet, and the file's
 * own fields are that sheet's (so that a reader taking them for page 0 is right), its layouts every layout sheet from
 * page 0. Throws CadModelError('emptyModel') when no layout draws anything either.
 */
export function paperOnlyModel(drawing: CadDrawing, sheets: readonly LayoutSheet[]): CadSheetModel {
  const first = sheets[0]?.model;
  if (!first) throw new CadModelError('emptyModel', 'nothing drawable in model space nor in any layout');
  return {
    version: 1,
    format: first.format,
    fileVersion: first.fileVersion,
    placement: first.placement,
    width: first.width,
    height: first.height,
    layers: first.layers,
    blocks: first.blocks,
    geometry: first.geometry,
    skipped: { ...drawing.skipped },
    ...(first.clippedReferences ? { clippedReferences: first.clippedReferences } : {}),
    paperOnly: true,
    layouts: sheets.map((s) => s.model),
  };
}
