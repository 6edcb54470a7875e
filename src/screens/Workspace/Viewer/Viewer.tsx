import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { ScaleDescription } from '../../../domain/takeoff/scale';
import { interpolate } from '../../../i18n/format';
import { formatScale, formatZoom } from '../../../i18n/numbers';
import { viewerFr } from '../../../i18n/viewer.fr';
import { workspaceFr } from '../../../i18n/workspace.fr';
import { vars } from '../../../theme';
import { ViewerInput, type SheetPointerEvent } from './input';
import { PlanRenderer, type OverlayDrawer, type RenderState } from './renderer';
import type { SheetSource } from './source';
import { cssVariable, parseDuration, parsePx, prefersReducedMotion, watchTheme } from './theme';
import { ViewerToolbar, type ViewerMoreItem } from './ViewerToolbar';
import { Viewport, type Point, type Transform, type ViewState } from './viewport';
import * as styles from './Viewer.css';

/** What the route and the tools can do to the viewer (through `ref`). */
export interface PlanViewerHandle {
  /** The view controller: its transform, conversions, and subscribe() for every change (per frame). */
  readonly viewport: Viewport;
  /** Draw the overlay again in the next frame (the tools' shapes changed). */
  requestOverlayRedraw(): void;
  fit(): void;
  zoomIn(): void;
  zoomOut(): void;
  /** 1 = 100 % (one CSS px per PDF point); about `at` (screen px), the centre by default. */
  zoomTo(zoom: number, at?: Point): void;
  /** Shows a saved view (zoom and the sheet point at the centre). */
  setView(view: ViewState): void;
  readonly view: ViewState;
  screenToSheet(point: Point): Point;
  sheetToScreen(point: Point): Point;
  readonly renderState: RenderState;
  /** Gives the keyboard to the plan. */
  focus(): void;
}

export interface PlanViewerProps {
  /**
   * The sheet to show (`pdfSheetSource(pdfClient(), docId, page)` from the route). `null` while the route opens the
   * file: the viewer says it is loading, or shows `error`.
   */
  source: SheetSource | null;
  /** The sheet's name: the viewer's accessible name (« A-101 — PLAN RDC »). */
  sheetName: string;
  /** The sheet's scale, said in the viewer's description; `null` when it is not calibrated. */
  scale: ScaleDescription | null;
  /** Layers to hide (ids from the engine's LayerInfo); `undefined`: as the document says by default. */
  hiddenLayerIds?: readonly string[] | undefined;
  /** The view to open the sheet at (a saved one); fitted when absent. Read when `source` changes. */
  initialView?: ViewState | undefined;
  /** The view after each move, once it has settled (to save it per sheet: view state is not undoable). */
  onViewChange?: ((view: ViewState) => void) | undefined;
  /**
   * Why the sheet cannot be shown, from the route (opening the file failed): an error with an engine `code`
   * (PdfEngineError), shown with its French message. Render failures inside the viewer are shown the same way.
   */
  error?: unknown;
  /** « Réessayer » for `error`; render failures inside the viewer are retried by the viewer itself. */
  onRetry?: (() => void) | undefined;
  /** Draws the tools' layer on every frame the view moves, and after requestOverlayRedraw(). */
  drawOverlay?: OverlayDrawer | undefined;
  /** Every pointer event on the plan, in sheet coordinates (`consumed` when a pan owns it). */
  onSheetPointer?: ((event: SheetPointerEvent) => void) | undefined;
  /** A key the page's tools take before the viewer (a plan-element mode's arrows): the viewer leaves it. */
  isKeyTaken?: ((event: KeyboardEvent) => boolean) | undefined;
  /** The hand: a main-button drag pans. Controlled with onPanModeChange, or uncontrolled. */
  isPanMode?: boolean | undefined;
  /** @default true — with no tool chosen, dragging the plan moves it. */
  defaultPanMode?: boolean | undefined;
  onPanModeChange?: ((isPanMode: boolean) => void) | undefined;
  onRenderStateChange?: ((state: RenderState) => void) | undefined;
  /** At the end of the zoom controls' row (the sheet page puts the scale state there). */
  toolbarEnd?: ReactNode;
  /** Inside the viewer's toolbar, after its own controls (the sheet page's label toggles); secondary. */
  toolbarExtra?: ReactNode;
  /** Before `toolbarEnd`, secondary (the sheet page's localisation, repérage, shortcuts). */
  toolbarSecondary?: ReactNode;
  /**
   * What `toolbarExtra` and `toolbarSecondary` do, as the lines of a menu « Plus » that takes their place when the
   * row has no room for them; absent: they stay in the row, which scrolls sideways when narrow.
   */
  toolbarMore?: readonly ViewerMoreItem[] | undefined;
  /** Under the plan (the sheet page's live readout of the measuring tools). */
  footer?: ReactNode;
  ref?: Ref<PlanViewerHandle> | undefined;
  className?: string | undefined;
}

/** How long a zoom step or a fit animates: the motion token (0 ms under reduced motion, by the theme and here). */
function stepDuration(): number {
  if (prefersReducedMotion()) return 0;
  return parseDuration(cssVariable(document.documentElement, vars.motion.duration.normal));
}

/** The French message for an error from the PDF engine (its `code`), or the generic one. */
export function viewerErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const messages: Record<string, string> = viewerFr.errors;
  return typeof code === 'string' && code in messages ? (messages[code] as string) : viewerFr.errors.unknown;
}

/**
 * One sheet of a plan, sharp at every zoom, with its toolbar and an overlay canvas for the measuring tools. Frames
 * never go through React: the viewport, the renderer and the input are plain objects that draw in
 * requestAnimationFrame; React renders when the sheet, the layers, the render state or a settled zoom change.
 */
export function PlanViewer({
  source,
  sheetName,
  scale,
  hiddenLayerIds,
  initialView,
  onViewChange,
  error,
  onRetry,
  drawOverlay,
  onSheetPointer,
  isKeyTaken,
  isPanMode: panModeProp,
  defaultPanMode = true,
  onPanModeChange,
  onRenderStateChange,
  toolbarEnd,
  toolbarExtra,
  toolbarSecondary,
  toolbarMore,
  footer,
  ref,
  className,
}: PlanViewerProps) {
  const controlsRef = useRef<HTMLDivElement>(null);
  const isCompact = useOverflowing(controlsRef, toolbarMore !== undefined);
  const stageRef = useRef<HTMLDivElement>(null);
  const planRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const rendererRef = useRef<PlanRenderer | null>(null);
  const inputRef = useRef<ViewerInput | null>(null);
  const descriptionId = useId();

  const [viewport] = useState(() => new Viewport({ animationMs: stepDuration }));
  const [renderState, setRenderState] = useState<RenderState>('empty');
  const [renderError, setRenderError] = useState<unknown>(null);
  const [settledZoom, setSettledZoom] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [ownPanMode, setOwnPanMode] = useState(defaultPanMode);
  const isPanMode = panModeProp ?? ownPanMode;

  // The latest props, for the callbacks the plain objects hold (made once, they must not go stale).
  const props = {
    drawOverlay,
    onSheetPointer,
    isKeyTaken,
    onViewChange,
    onRenderStateChange,
    isPanMode,
    onPanModeChange,
  };
  const latest = useRef(props);
  const layersRef = useRef(hiddenLayerIds);
  const initialViewRef = useRef(initialView);
  useLayoutEffect(() => {
    latest.current = props;
    layersRef.current = hiddenLayerIds;
    initialViewRef.current = initialView;
  });
  /** A zoom or a fit was asked for since the view last settled: the settled zoom is then announced. */
  const zoomAsked = useRef(false);

  const setPanMode = useCallback(
    (value: boolean) => {
      if (panModeProp === undefined) setOwnPanMode(value);
      latest.current.onPanModeChange?.(value);
    },
    [panModeProp],
  );

  useLayoutEffect(() => {
    const stage = stageRef.current;
    const plan = planRef.current;
    const overlay = overlayRef.current;
    if (!stage || !plan || !overlay) return;
    const renderer = new PlanRenderer({
      viewport,
      plan,
      overlay,
      drawOverlay: (ctx, transform, frame) => latest.current.drawOverlay?.(ctx, transform, frame),
      onStateChange: (state, err) => {
        setRenderState(state);
        setRenderError(state === 'error' ? err : null);
        latest.current.onRenderStateChange?.(state);
      },
      onSettle: (transform: Transform) => {
        setSettledZoom(transform.scale);
        // Only a zoom the person asked for is said (not the opening fit, a resize or a pan).
        if (zoomAsked.current) {
          zoomAsked.current = false;
          setAnnouncement(interpolate(viewerFr.viewer.zoomAnnouncement, { zoom: formatZoom(transform.scale) }));
        }
        latest.current.onViewChange?.(viewport.viewState);
      },
    });
    rendererRef.current = renderer;
    const unsubscribeView = viewport.subscribe(({ reason }) => {
      if (reason === 'zoom' || reason === 'fit') zoomAsked.current = true;
    });
    const input = new ViewerInput({
      element: stage,
      viewport,
      isPanMode: () => latest.current.isPanMode,
      onPanModeToggle: () => setPanMode(!latest.current.isPanMode),
      onSheetPointer: (event) => latest.current.onSheetPointer?.(event),
      isKeyTaken: (event) => latest.current.isKeyTaken?.(event) ?? false,
    });
    inputRef.current = input;

    const readTheme = () => {
      renderer.setEdgeColor(cssVariable(stage, vars.color.border.strong));
      viewport.setFitMargin(parsePx(cssVariable(stage, vars.space.xl)));
    };
    readTheme();
    const measure = () => renderer.resize(stage.clientWidth, stage.clientHeight, window.devicePixelRatio || 1);
    measure();
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(stage);
    // A window moved to a screen of another density: the canvases' backing stores follow.
    let density: MediaQueryList | undefined;
    const watchDensity = () => {
      density?.removeEventListener('change', onDensity);
      density = window.matchMedia?.(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
      density?.addEventListener('change', onDensity);
    };
    const onDensity = () => {
      measure();
      watchDensity();
    };
    watchDensity();
    const unwatchTheme = watchTheme(readTheme);
    return () => {
      unwatchTheme();
      unsubscribeView();
      density?.removeEventListener('change', onDensity);
      resizes?.disconnect();
      input.destroy();
      renderer.destroy();
      rendererRef.current = null;
      inputRef.current = null;
    };
  }, [viewport, setPanMode]);

  // A new sheet: everything of the old one goes, the view fits (or opens at the saved view).
  const layersKey = hiddenLayerIds ? hiddenLayerIds.join('\u0000') : null;
  useLayoutEffect(() => {
    const renderer = rendererRef.current;
    if (!renderer) return;
    zoomAsked.current = false;
    renderer.setSource(source, layersRef.current);
    if (source && initialViewRef.current) viewport.setView(initialViewRef.current);
  }, [source, viewport]);

  // In the commit itself: the render state says 'rendering' before the next paint, never a stale 'sharp'.
  useLayoutEffect(() => {
    rendererRef.current?.setHiddenLayers(layersRef.current);
  }, [layersKey]);

  // A new drawing function means new shapes to show.
  useEffect(() => {
    rendererRef.current?.requestOverlayRedraw();
  }, [drawOverlay]);

  useEffect(() => {
    inputRef.current?.syncPanMode();
  }, [isPanMode]);

  const retryRender = useCallback(() => rendererRef.current?.retry(), []);

  const animate = { animate: true };
  useImperativeHandle(ref, (): PlanViewerHandle => ({
    viewport,
    requestOverlayRedraw: () => rendererRef.current?.requestOverlayRedraw(),
    fit: () => viewport.fit(animate),
    zoomIn: () => viewport.zoomIn(undefined, animate),
    zoomOut: () => viewport.zoomOut(undefined, animate),
    zoomTo: (zoom, at) => viewport.zoomTo(zoom, at, animate),
    setView: (view) => viewport.setView(view),
    get view() {
      return viewport.viewState;
    },
    screenToSheet: (point) => viewport.screenToSheet(point),
    sheetToScreen: (point) => viewport.sheetToScreen(point),
    get renderState() {
      return rendererRef.current?.state ?? 'empty';
    },
    focus: () => stageRef.current?.focus(),
  }));

  const shownError = error ?? (renderState === 'error' ? renderError : null);
  const hasError = shownError !== null && shownError !== undefined;
  const isLoading = !hasError && (source === null || renderState === 'loading');
  const state: RenderState = hasError ? 'error' : source === null ? 'loading' : renderState;
  const scaleText = scale ? formatScale(scale) : workspaceFr.scale.uncalibrated;
  const description = interpolate(viewerFr.viewer.description, {
    scale: scaleText,
    zoom: formatZoom(settledZoom ?? viewport.zoom),
  });
  // The route's error is retried by the route (it opens the file again); a render failure by the renderer.
  const isRouteError = error !== null && error !== undefined;
  const canRetry = !isRouteError || onRetry !== undefined;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-render-state={state}>
      {/* The zoom controls, and at the row's end what the page puts there; one row, its secondary controls in
          « Plus » when it has no room for them. */}
      <div ref={controlsRef} className={styles.controls} data-compact={isCompact || undefined}>
        <ViewerToolbar
          zoom={viewport}
          isDisabled={source === null}
          onZoomIn={() => viewport.zoomIn(undefined, animate)}
          onZoomOut={() => viewport.zoomOut(undefined, animate)}
          onFit={() => viewport.fit(animate)}
          onZoomTo={(zoom) => viewport.zoomTo(zoom, undefined, animate)}
          isPanMode={isPanMode}
          onPanModeChange={setPanMode}
          extra={isCompact ? undefined : toolbarExtra}
          more={isCompact ? toolbarMore : undefined}
        />
        {(toolbarSecondary !== undefined || toolbarEnd !== undefined) && (
          <div className={styles.end}>
            {toolbarSecondary !== undefined && (
              // Hidden, not unmounted, in « Plus »: their dialogs (the localisation's) open from the menu.
              <div className={isCompact ? undefined : styles.secondary} hidden={isCompact}>
                {toolbarSecondary}
              </div>
            )}
            {toolbarEnd}
          </div>
        )}
      </div>
      <div className={styles.frame}>
        <div
          ref={stageRef}
          className={styles.stage}
          role="application"
          aria-roledescription={viewerFr.viewer.roleDescription}
          aria-label={sheetName}
          aria-describedby={descriptionId}
          aria-busy={state === 'loading' || state === 'rendering'}
          // An application: it takes arrows, + − 0 and space itself (native listeners in input.ts).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <canvas ref={planRef} className={styles.canvas} aria-hidden="true" />
          <canvas ref={overlayRef} className={styles.canvas} aria-hidden="true" />
        </div>
        {isLoading && (
          <div className={styles.notice}>
            <div className={styles.noticeBox}>
              {/* By steps, not a sweep: on a machine without a GPU, a sweep's every frame is drawn in software,
                  CPU taken from pdf.js's first render of the page (the open took ×1.6 the time with it). */}
              <ProgressBar
                label={viewerFr.viewer.loading}
                value={source === null ? 1 : 2}
                maxValue={3}
                valueLabel={source === null ? viewerFr.viewer.loadingSteps.file : viewerFr.viewer.loadingSteps.drawing}
                showValueLabel
              />
            </div>
          </div>
        )}
        {hasError && (
          <div className={styles.notice}>
            <div className={styles.noticeBox}>
              <Alert tone="danger" title={viewerFr.viewer.errorTitle}>
                {viewerErrorMessage(shownError)}
                {/* The file could not be opened: say that nothing of the sheet was lost with it. */}
                {isRouteError && ` ${viewerFr.viewer.nothingLost}`}
              </Alert>
              {canRetry && (
                <Button variant="secondary" size="sm" onPress={isRouteError ? onRetry : retryRender}>
                  {viewerFr.viewer.retry}
                </Button>
              )}
            </div>
          </div>
        )}
      </div>
      {footer}
      <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}

/**
 * Whether a row of controls lacks room for its secondary ones (they then go into « Plus »). Full, the row overflows:
 * it goes compact and remembers the width it needed; compact, it goes full again once it is that wide. A
 * ResizeObserver on the row and its children sees both the window and the controls change (a longer localisation),
 * and reads sizes the browser has just laid out: no layout forced in a loop.
 */
function useOverflowing(row: RefObject<HTMLElement | null>, isEnabled: boolean): boolean {
  const [isCompact, setCompact] = useState(false);
  const needed = useRef(0);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element || !isEnabled) return;
    const check = () => {
      if (!isCompact) {
        if (element.scrollWidth > element.clientWidth + 1) {
          needed.current = element.scrollWidth;
          setCompact(true);
        }
      } else if (element.clientWidth >= needed.current) {
        setCompact(false);
      }
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [row, isEnabled, isCompact]);
  return isEnabled && isCompact;
}
