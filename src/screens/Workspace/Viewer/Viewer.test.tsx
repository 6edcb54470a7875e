import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { PdfEngineError } from '../../../workers/pdf/protocol';
import { FakeSource, RecordingContext } from './testing';
import { PlanViewer, type PlanViewerHandle, type PlanViewerProps } from './Viewer';
import { stubResizeObserver } from '../../../../tests/unit/resizeObserver';

const NNBSP = '\u202f';
const WIDTH = 800;
const HEIGHT = 600;

/** Each canvas gets a recording 2D context (jsdom has none); the stage measures 800 × 600 CSS px. */
let contexts: Map<HTMLCanvasElement, RecordingContext>;
beforeEach(() => {
  contexts = new Map();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    let context = contexts.get(this);
    if (!context) contexts.set(this, (context = new RecordingContext()));
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, WIDTH, HEIGHT));
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderViewer(props: Partial<PlanViewerProps> = {}) {
  const source = props.source === undefined ? new FakeSource(1000, 500) : props.source;
  const ref = createRef<PlanViewerHandle>();
  const utils = render(<PlanViewer sheetName="A-101 — PLAN RDC" scale={null} {...props} source={source} ref={ref} />);
  const root = utils.container.firstElementChild as HTMLElement;
  const stage = screen.getByRole('application', { name: 'A-101 — PLAN RDC' });
  return { ...utils, source, ref, root, stage };
}

/** Resolves the fitted base render: the sheet is painted. */
async function painted(source: FakeSource, root: HTMLElement) {
  await act(() => source.next());
  await waitFor(() => expect(root).toHaveAttribute('data-render-state', 'sharp'));
}

const zoomLevel = () => screen.getByRole('button', { name: /^Niveau de zoom/ });
/** The level button shows the percentage and is named « Niveau de zoom 80 % ». */
const expectZoom = (text: string) => expect(zoomLevel()).toHaveAccessibleName(`Niveau de zoom ${text}`);

describe('PlanViewer', () => {
  it('names and describes the plan, and opens fitted', async () => {
    const { source, root, stage } = renderViewer();
    expect(root).toHaveAttribute('data-render-state', 'loading');
    // The file is open (a source): the second of the bar's two steps.
    expect(screen.getByRole('progressbar', { name: 'Chargement du plan…' })).toHaveAttribute(
      'aria-valuetext',
      'Étape 2 sur 2\u00a0: dessin du plan',
    );
    expect(stage).toHaveAttribute('aria-roledescription', 'plan');
    expect(stage).toHaveAttribute('tabindex', '0');
    await painted(source as FakeSource, root);
    // 1000 × 500 pt in 800 × 600 px: fitted at 80 %.
    expectZoom(`80${NNBSP}%`);
    expect(stage).toHaveAccessibleDescription(expect.stringContaining('Échelle\u00a0: Non étalonné. Zoom 80'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('puts the page’s parts beside the zoom controls and under the plan, in reading order', () => {
    renderViewer({
      toolbarEnd: <button type="button">Étalonner</button>,
      footer: <p>Sélection</p>,
    });
    const zoomOut = screen.getByRole('button', { name: 'Zoom arrière' });
    const end = screen.getByRole('button', { name: 'Étalonner' });
    const stage = screen.getByRole('application');
    const footer = screen.getByText('Sélection');
    // The same row as the zoom controls, then the plan, then the footer.
    expect(end.parentElement?.parentElement).toBe(zoomOut.closest('[role="toolbar"]')?.parentElement);
    expect(end.compareDocumentPosition(stage) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(stage.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts its secondary controls in « Plus » when its row has no room, and back when it has', async () => {
    const observer = stubResizeObserver();
    // jsdom lays nothing out: the row says it needs 900 px and has `width`.
    let width = 600;
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => 900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
    const onShortcuts = vi.fn();
    renderViewer({
      toolbarExtra: <button type="button">Libellés</button>,
      toolbarSecondary: <button type="button">Raccourcis clavier</button>,
      toolbarEnd: <button type="button">Étalonner</button>,
      toolbarMore: [
        { id: 'labels', label: 'Masquer les libellés', onAction: vi.fn() },
        { id: 'shortcuts', label: 'Raccourcis clavier', onAction: onShortcuts },
      ],
    });
    // Compact: the toggles out of the row, the secondary controls kept mounted but not shown, the status in view.
    expect(screen.queryByRole('button', { name: 'Libellés' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Raccourcis clavier' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Étalonner' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Plus' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Raccourcis clavier' }));
    expect(onShortcuts).toHaveBeenCalledTimes(1);
    // Wide enough again: everything back in the row, no menu.
    width = 900;
    act(() => observer.resized());
    expect(screen.getByRole('button', { name: 'Libellés' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Raccourcis clavier' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Plus' })).toBeNull();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('zooms and fits from the keyboard on the focused plan, and announces the settled zoom', async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    const { source, root, stage } = renderViewer({ onViewChange });
    await painted(source as FakeSource, root);
    stage.focus();
    await user.keyboard('+');
    expectZoom(`100${NNBSP}%`);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Zoom 100${NNBSP}%`));
    expect(onViewChange).toHaveBeenLastCalledWith({ zoom: 1, centre: { x: 500, y: 250 } });
    await user.keyboard('{ArrowRight}');
    // The sheet moved left by a tenth of the window: the centre is 80 pt further right at 100 %.
    await waitFor(() => expect(onViewChange).toHaveBeenLastCalledWith({ zoom: 1, centre: { x: 580, y: 250 } }));
    await user.keyboard('0');
    expectZoom(`80${NNBSP}%`);
  });

  it('leaves the keys the page takes (a plan-element probe’s arrows) unprevented, and takes the others', async () => {
    const user = userEvent.setup();
    const seen: [string, boolean][] = [];
    const { source, root, stage } = renderViewer({
      isKeyTaken: (event: KeyboardEvent) => event.key === 'ArrowRight',
    });
    await painted(source as FakeSource, root);
    // Listened on the document, after the viewer's own listener on its stage, as the sheet page's tools are.
    const listen = (event: KeyboardEvent) => seen.push([event.key, event.defaultPrevented]);
    document.addEventListener('keydown', listen);
    stage.focus();
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    document.removeEventListener('keydown', listen);
    expect(seen).toEqual([
      ['ArrowRight', false],
      ['ArrowLeft', true],
    ]);
  });

  it('the toolbar zooms, picks a level from its menu and fits', async () => {
    const user = userEvent.setup();
    const { source, root } = renderViewer();
    await painted(source as FakeSource, root);
    await user.click(screen.getByRole('button', { name: 'Zoom avant' }));
    expectZoom(`100${NNBSP}%`);
    await user.click(screen.getByRole('button', { name: 'Zoom arrière' }));
    expectZoom(`75${NNBSP}%`);
    await user.click(zoomLevel());
    // react-aria names the menu after its button (« Niveau de zoom 75 % »).
    const menu = screen.getByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: `6${NNBSP}400${NNBSP}%` }));
    expectZoom(`6${NNBSP}400${NNBSP}%`);
    expect(screen.getByRole('button', { name: 'Zoom avant' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ajuster à la fenêtre' }));
    expectZoom(`80${NNBSP}%`);
    expect(screen.getByRole('button', { name: 'Zoom avant' })).toBeEnabled();
  });

  it('renders the visible region sharp after a zoom, and says so only then', async () => {
    const user = userEvent.setup();
    const { source, root, stage } = renderViewer();
    const fake = source as FakeSource;
    await painted(fake, root);
    stage.focus();
    await user.keyboard('+');
    expect(root).toHaveAttribute('data-render-state', 'rendering');
    // After the settle delay the visible region is asked for at the new zoom.
    await waitFor(() => expect(fake.waiting()).toHaveLength(1));
    expect(fake.waiting()[0]?.request.scale).toBe(1);
    await act(() => fake.next());
    await waitFor(() => expect(root).toHaveAttribute('data-render-state', 'sharp'));
  });

  it('the hand toggles from its button and from H, and a drag then pans', async () => {
    const user = userEvent.setup();
    const onSheetPointer = vi.fn();
    const { source, root, stage, ref } = renderViewer({ onSheetPointer });
    await painted(source as FakeSource, root);
    const hand = screen.getByRole('button', { name: 'Main' });
    expect(hand).toHaveAttribute('aria-pressed', 'true');
    expect(stage).toHaveAttribute('data-pan-ready');
    await user.click(hand);
    expect(hand).toHaveAttribute('aria-pressed', 'false');
    expect(stage).not.toHaveAttribute('data-pan-ready');
    stage.focus();
    await user.keyboard('h');
    expect(hand).toHaveAttribute('aria-pressed', 'true');

    const before = ref.current?.view;
    await user.pointer([
      { keys: '[MouseLeft>]', target: stage, coords: { clientX: 400, clientY: 300 } },
      { target: stage, coords: { clientX: 360, clientY: 300 } },
      { keys: '[/MouseLeft]', target: stage, coords: { clientX: 360, clientY: 300 } },
    ]);
    // Dragged 40 px left at 80 %: the centre is 50 pt further right.
    expect(ref.current?.view.centre.x).toBeCloseTo((before?.centre.x ?? 0) + 50, 6);
    const down = onSheetPointer.mock.calls.find(([e]) => e.type === 'down')?.[0];
    // Fitted at 80 %, the sheet sits at (0, 100): the pointer at (400, 300) is on the sheet's point (500, 250).
    expect(down).toMatchObject({ type: 'down', point: { x: 500, y: 250 }, consumed: true });
  });

  it('hands pointer events to the tools in sheet coordinates when the hand is off', async () => {
    const user = userEvent.setup();
    const onSheetPointer = vi.fn();
    const { source, root, stage } = renderViewer({ onSheetPointer, defaultPanMode: false });
    await painted(source as FakeSource, root);
    await user.pointer({ keys: '[MouseLeft]', target: stage, coords: { clientX: 80, clientY: 140 } });
    const types = onSheetPointer.mock.calls.map(([e]) => e.type);
    expect(types).toContain('down');
    expect(types).toContain('up');
    const down = onSheetPointer.mock.calls.find(([e]) => e.type === 'down')?.[0];
    expect(down).toMatchObject({ point: { x: 100, y: 50 }, consumed: false });
  });

  it('draws the overlay with the view transform, and again on request', async () => {
    const drawOverlay = vi.fn();
    const { source, root, ref } = renderViewer({ drawOverlay });
    await painted(source as FakeSource, root);
    expect(drawOverlay).toHaveBeenCalled();
    const [, transform, frame] = drawOverlay.mock.calls.at(-1) ?? [];
    expect(transform).toEqual({ scale: 0.8, x: 0, y: 100 });
    expect(frame).toMatchObject({ width: WIDTH, height: HEIGHT, pixelRatio: 1 });
    drawOverlay.mockClear();
    act(() => ref.current?.requestOverlayRedraw());
    await waitFor(() => expect(drawOverlay).toHaveBeenCalledTimes(1));
  });

  it('keeps a zoomed view through a theme change and a late resize; a fitted view fits the new size', async () => {
    const observer = stubResizeObserver();
    const resize = (width: number) => {
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
      act(() => observer.resized());
    };
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    const { source, root, stage, ref } = renderViewer({ onViewChange });
    await painted(source as FakeSource, root);
    stage.focus();
    await user.keyboard('++');
    expectZoom(`125${NNBSP}%`);
    const zoomed = ref.current?.view;
    // The theme switches (the story runner's audit does light → dark → light) and the page settles in a new size.
    await act(async () => {
      document.documentElement.dataset.theme = 'dark';
      await Promise.resolve();
      document.documentElement.dataset.theme = 'light';
      await Promise.resolve();
    });
    expect(ref.current?.view).toEqual(zoomed);
    // Hidden for a while (a collapsed panel, a tab), then shown in a new size: same zoom, same centre.
    resize(0);
    resize(WIDTH + 100);
    expect(ref.current?.view).toEqual(zoomed);
    expect(ref.current?.viewport.isFitted).toBe(false);
    expectZoom(`125${NNBSP}%`);
    // Fitted again, a resize fits the new size: 1000 × 500 pt in 700 × 600 px is 70 %.
    await user.keyboard('0');
    resize(WIDTH - 100);
    await waitFor(() => expectZoom(`70${NNBSP}%`));
    vi.unstubAllGlobals();
  });

  it('opens at a saved view', async () => {
    const { source, root, ref } = renderViewer({ initialView: { zoom: 2, centre: { x: 100, y: 100 } } });
    await act(() => (source as FakeSource).next());
    await waitFor(() => expect(root).toHaveAttribute('data-render-state', 'rendering'));
    expect(ref.current?.view).toEqual({ zoom: 2, centre: { x: 100, y: 100 } });
    expectZoom(`200${NNBSP}%`);
  });

  it('asks the source again without the hidden layers', async () => {
    const { source, root, rerender, ref } = renderViewer({ hiddenLayerIds: [] });
    const fake = source as FakeSource;
    await painted(fake, root);
    rerender(<PlanViewer sheetName="A-101 — PLAN RDC" scale={null} source={fake} hiddenLayerIds={['12R']} ref={ref} />);
    await waitFor(() => expect(fake.waiting()).toHaveLength(1));
    expect(fake.waiting()[0]?.request.hiddenLayerIds).toEqual(['12R']);
  });

  it('shows a render failure in French and retries it', async () => {
    const user = userEvent.setup();
    const { source, root } = renderViewer();
    const fake = source as FakeSource;
    await act(() => fake.fail(new PdfEngineError('workerFailed', 'the worker died')));
    expect(root).toHaveAttribute('data-render-state', 'error');
    expect(screen.getByText('Impossible d’afficher ce plan')).toBeInTheDocument();
    expect(
      screen.getByText('Le moteur d’affichage des plans s’est arrêté. Réessayez, ou rechargez la page.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(root).toHaveAttribute('data-render-state', 'loading');
    await painted(fake, root);
  });

  it('shows the route’s error with its retry, and disables the toolbar without a sheet', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderViewer({ source: null, error: new PdfEngineError('password', 'locked'), onRetry });
    // The reason, and that nothing of the sheet was lost with its file.
    expect(
      screen.getByText(
        'Ce PDF est protégé par un mot de passe. Le plan, son échelle et ses métrés restent enregistrés.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom avant' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
