/**
 * Paper-space layouts as sheets (issue 28): each layout that draws something becomes a sheet of its file, after model
 * space's. A layout sheet shows the layout's own entities (title block, annotations) and, through each of its
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
import { drawnExtents, expandReferences, summariseBlocks } from './blocks';
import { addToBox, emptyBox, isEmptyBox, unionBox } from './geometry';
import { layerGeometry, layerSummaries } from './layers';
import { countDrawn, type SheetView } from './pdf';
import { placeDrawing } from './placement';
import type {
  CadDrawing,
  CadLayout,
  CadLayoutSheetModel,
  CadPlacement,
  CadUnit,
  CadViewport,
  CadViewportRegion,
} from './types';

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

/** What the PDF writer needs of a layout sheet besides its model. */
export interface LayoutSheet {
  readonly model: CadLayoutSheetModel;
  readonly layout: CadLayout;
  readonly views: readonly SheetView[];
}

/** Whether a layout draws anything: its own entities, or a viewport onto model space. */
export function layoutHasContent(drawing: CadDrawing, layout: CadLayout): boolean {
  if (layout.viewports.length > 0) return true;
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
): LayoutSheet | null {
  if (!layoutHasContent(drawing, layout)) return null;
  const paper: CadDrawing = { ...drawing, modelSpace: layout.entities, layouts: [] };
  const expansion = expandReferences(paper);
  const extents = drawnExtents(paper, expansion);
  const box = emptyBox();
  if (extents.box) unionBox(box, extents.box);
  for (const vp of layout.viewports) {
    const clip = viewportClip(vp);
    addToBox(box, clip.minX, clip.minY);
    addToBox(box, clip.maxX, clip.maxY);
  }
  if (isEmptyBox(box)) return null;
  const { placement, width, height } = placeDrawing(paper, unit, unitSource, { ...extents, box });
  const viewports: CadViewportRegion[] = layout.viewports.map((vp) => {
    const ratio = vp.height / vp.viewHeight;
    return {
      handle: vp.handle,
      rect: sheetRect(placement, viewportClip(vp)),
      denominator: placement.denominator / ratio,
      ratio,
      twist: vp.twist,
      frozenLayers: [...vp.frozenLayers],
      nonRectangularClip: vp.nonRectangularClip,
    };
  });
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
    name: layout.name,
    tabOrder: layout.tabOrder,
    pageIndex,
    viewports,
    unreadableViewports: layout.unreadableViewports,
  };
  const views: SheetView[] = layout.viewports.map((vp) => ({
    matrix: viewportMatrix(vp),
    clip: viewportClip(vp),
    frozenLayers: vp.frozenLayers,
  }));
  return { model, layout, views };
}

/** Every layout that draws something, as sheets after model space's (pages 1, 2…), in tab order. */
export function buildLayoutSheets(drawing: CadDrawing, unit: CadUnit, unitSource: 'file' | 'person'): LayoutSheet[] {
  const out: LayoutSheet[] = [];
  for (const layout of drawing.layouts ?? []) {
    const sheet = buildLayoutSheet(drawing, layout, unit, unitSource, out.length + 1);
    if (sheet) out.push(sheet);
  }
  return out;
}
