/**
 * The plan viewer: one sheet of a PDF, sharp at every zoom from 5 % to 6,400 %, with its toolbar.
 *
 * ## Showing a sheet (the route)
 * ```tsx
 * const source = pdfSheetSource(pdfClient(), open.docId, { index, widthPt, heightPt }); // once per sheet
 * <PlanViewer source={source} sheetName="A-101 — PLAN RDC" scale={null} hiddenLayerIds={layers.hidden}
 *   initialView={saved} onViewChange={(view) => sheets.putView({ id, ...view, hiddenLayers })} />
 * ```
 * Rendering happens in the PDF worker (src/workers/pdf); the main thread only draws the bitmaps it sends, transformed.
 * `data-render-state` on the viewer's root says `loading`, `rendering`, `sharp` (every visible pixel at device
 * resolution, and on screen) or `error`: stories, e2e tests and the benchmark wait for `sharp`.
 *
 * ## The overlay API (for the measuring tools)
 * Above the plan lies a second canvas, the **overlay**, drawn by the tools' `drawOverlay` prop
 * (`OverlayDrawer`): `(ctx, transform, frame) => void`, called inside requestAnimationFrame on every frame in which
 * the view moved, and after `handle.requestOverlayRedraw()` (call it when the shapes change: no React render is
 * needed, and none happens per frame). `ctx` is cleared and scaled to CSS pixels (device pixels are handled);
 * `transform` maps sheet space (PDF points, origin top-left, y down, rotation applied) to CSS pixels:
 * `screen = sheet × scale + (x, y)`. Either
 * - draw in screen space, for constant line widths and marker sizes whatever the zoom:
 *   `ctx.lineTo(p.x * t.scale + t.x, p.y * t.scale + t.y)`; or
 * - `ctx.transform(t.scale, 0, 0, t.scale, t.x, t.y)` and draw in sheet space (widths then scale with the zoom).
 * `frame.visible` is the part of sheet space in view (skip what lies outside it); `frame.isMoving` is true during a
 * pan or zoom (a tool may draw less then). Canvas has no CSS variables: read colours once with
 * `cssVariable(element, vars.color…)` and again when the theme changes (`watchTheme(onChange)` says when).
 *
 * **Pointer input**: `onSheetPointer(event: SheetPointerEvent)` receives every pointer event on the plan with
 * `point` in sheet space and `screen` in CSS px, `consumed: true` when a pan or pinch owns the pointer (the hand,
 * space + drag, the middle button, two fingers): a tool ignores consumed events. Turn the hand off
 * (`isPanMode={false}`) while a drawing tool is active so that a main-button drag reaches the tool.
 *
 * **Following the view from outside the canvas** (a DOM readout near the pointer):
 * `handle.viewport.subscribe(({ transform }) => …)` is called on every change, per frame; write to the DOM
 * directly there. `handle.screenToSheet`, `handle.sheetToScreen` convert points.
 *
 * ## Keys (on the focused plan)
 * Arrows pan (Shift: further), + and − zoom by a step, 0 or Shift+1 fit, H toggles the hand, space + drag pans.
 */
export { PlanViewer, viewerErrorMessage, type PlanViewerHandle, type PlanViewerProps } from './Viewer';
export { ViewerToolbar, type ViewerMoreItem, type ViewerToolbarProps, type ZoomSource } from './ViewerToolbar';
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
export { cssVariable, watchTheme } from './theme';
