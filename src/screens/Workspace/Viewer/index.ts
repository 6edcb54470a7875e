export { PlanViewer, viewerErrorMessage, type PlanViewerHandle, type PlanViewerProps } from './Viewer';
export { ViewerToolbar, type ViewerToolbarProps, type ZoomSource } from './ViewerToolbar';
export {
  pdfSheetSource,
  type PdfRenderer,
  type SheetRender,
  type SheetRenderRequest,
  type SheetSource,
} from './source';
export {
  PlanRenderer,
  SETTLE_MS,
  type OverlayDrawer,
  type OverlayFrame,
  type PlanRendererOptions,
  type RenderState,
} from './renderer';
export { ViewerInput, type SheetPointerEvent, type SheetPointerType } from './input';
export {
  MAX_ZOOM,
  MIN_ZOOM,
  ZOOM_STEPS,
  Viewport,
  clampZoom,
  nextZoomStep,
  previousZoomStep,
  type Point,
  type Rect,
  type Transform,
  type ViewChange,
  type ViewChangeReason,
  type ViewState,
} from './viewport';
export { cssVariable } from './theme';
