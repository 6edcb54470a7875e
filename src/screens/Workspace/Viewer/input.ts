/**
 * The viewer's pointer, wheel and keyboard input, as native listeners on its surface: each event moves the viewport
 * directly (the renderer draws in the next frame), with no React render in between.
 *
 * - Wheel: zooms about the pointer. A trackpad pinch arrives as a wheel event with ctrlKey (Chromium, Firefox,
 *   Safari), with smaller deltas: it gets its own speed. Shift + wheel pans sideways.
 * - Pan: space + drag, middle-button drag, or any drag in pan mode (the hand); two pointers (touch) pinch and pan.
 *   Space is heard on the document, not only on the focused plan: with the pointer over the plan it pans whatever has
 *   the focus (a palette button, the measurements table) and whatever tool is drawing — a text field or a dialog
 *   keeps it. It is taken before the focused control sees it, so it neither presses a button nor scrolls the page.
 *   Once the keyboard is used elsewhere (Tab, the arrows in a list), a pointer left resting over the plan no longer
 *   takes it: space is the focused control's (a row selected, a box ticked) until the pointer moves again.
 * - Keys, on the focused viewer: arrows pan (Shift: further), + and − zoom by a step about the centre, 0 or Shift+1
 *   fits, H toggles pan mode. Browser shortcuts (Ctrl, Cmd, Alt) are left alone.
 * - Every pointer event is also handed to the tools in sheet coordinates, flagged `consumed` when a pan or pinch owns
 *   it, so a tool never draws during a pan.
 */
import type { MoveOptions, Point, Viewport } from './viewport';

export type SheetPointerType = 'down' | 'move' | 'up' | 'cancel' | 'leave';

export interface SheetPointerEvent {
  readonly type: SheetPointerType;
  /** In sheet space (points, y down). */
  readonly point: Point;
  /** In CSS px from the viewer's top-left corner. */
  readonly screen: Point;
  readonly pointerId: number;
  readonly pointerType: string;
  /** The button that changed (down, up): 0 main, 1 middle, 2 secondary; -1 for moves. */
  readonly button: number;
  /** The buttons held (a bit mask, as PointerEvent.buttons). */
  readonly buttons: number;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  /** A pan or pinch gesture owns this pointer: the view moved, tools should not act on it. */
  readonly consumed: boolean;
}

/** Wheel deltas in pixels (deltaMode 0) to zoom factor: 100 px, one mouse-wheel notch in Chromium, is ×1.22. */
export const WHEEL_ZOOM_SPEED = 0.002;
/** Trackpad pinches send small deltas often. */
export const PINCH_ZOOM_SPEED = 0.01;
/** One wheel event never zooms by more than this many pixels' worth (a fast flick is not a jump to 6,400 %). */
const MAX_WHEEL_DELTA = 200;
/** Arrow keys pan by this share of the window; with Shift, by SHIFT_PAN_SHARE. */
export const KEY_PAN_SHARE = 0.1;
export const SHIFT_PAN_SHARE = 0.5;
/** A line of a deltaMode-1 wheel (Firefox with a mouse), in px. */
const LINE_PX = 16;

/**
 * Wheel ticks, drags, pinches and held arrow keys come many to a second: the sharp render waits for them to stop. Key
 * zoom steps and fit are moves of their own (animated): the render starts once they end.
 */
const GESTURE: MoveOptions = { gesture: true };

export interface ViewerInputOptions {
  element: HTMLElement;
  viewport: Viewport;
  isPanMode: () => boolean;
  onPanModeToggle?: () => void;
  onSheetPointer?: ((event: SheetPointerEvent) => void) | undefined;
  /** A key zoom or fit: animated (the viewport answers 0 ms under reduced motion). */
  animateKeys?: boolean;
  /**
   * A key the page's tools take before the viewer: the viewer leaves it alone (the arrows that move a plan-element
   * mode's probe instead of panning). Absent: the viewer takes its keys.
   */
  isKeyTaken?: ((event: KeyboardEvent) => boolean) | undefined;
}

interface Gesture {
  kind: 'pan' | 'pinch';
}

/** Keys that are held with another, not used alone: they do not mean the person went to the keyboard. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

const isSpace = (event: KeyboardEvent) => event.code === 'Space' || event.key === ' ';

/** Where a space is text or a choice in a dialog, never a pan: a text field, an editable region, an open dialog. */
const KEEPS_SPACE =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="alertdialog"]';

function keepsSpace(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(KEEPS_SPACE) !== null;
}

export class ViewerInput {
  readonly #element: HTMLElement;
  readonly #viewport: Viewport;
  readonly #isPanMode: () => boolean;
  readonly #onPanModeToggle: () => void;
  readonly #animateKeys: boolean;
  #onSheetPointer: ((event: SheetPointerEvent) => void) | undefined;
  readonly #isKeyTaken: ((event: KeyboardEvent) => boolean) | undefined;
  /** Pointers down on the surface, by id, at their last position (screen space). */
  readonly #pointers = new Map<number, Point>();
  /** Pointers owned by a pan or pinch. */
  readonly #consumed = new Set<number>();
  #gesture: Gesture | null = null;
  #spaceHeld = false;
  /** The pointer is over the plan (a mouse hovering, or a pointer down on it). */
  #hovered = false;
  /**
   * A key other than space went to a control outside the plan since the pointer last moved: the person is on the
   * keyboard, the resting pointer does not claim space. A move or a press on the plan clears it.
   */
  #keysSinceHover = false;
  readonly #detach: () => void;

  constructor(options: ViewerInputOptions) {
    this.#element = options.element;
    this.#viewport = options.viewport;
    this.#isPanMode = options.isPanMode;
    this.#onPanModeToggle = options.onPanModeToggle ?? (() => {});
    this.#onSheetPointer = options.onSheetPointer;
    this.#animateKeys = options.animateKeys ?? true;
    this.#isKeyTaken = options.isKeyTaken;
    const el = this.#element;
    const listeners: [string, (event: never) => void, AddEventListenerOptions?][] = [
      ['wheel', this.#wheel, { passive: false }],
      ['pointerdown', this.#down],
      ['pointermove', this.#move],
      ['pointerup', this.#up],
      ['pointercancel', this.#cancel],
      ['pointerleave', this.#leave],
      ['pointerenter', this.#enter],
      ['keydown', this.#keyDown],
      // The middle button's autoscroll (Windows) and the context menu of a secondary-button drag in pan mode.
      ['auxclick', this.#preventMiddle],
    ];
    for (const [type, listener, opts] of listeners) el.addEventListener(type, listener as EventListener, opts);
    // Space is the page's while the pointer is over the plan (see the header): heard first, in the capture phase.
    const doc = el.ownerDocument;
    const win = doc.defaultView;
    doc.addEventListener('keydown', this.#spaceDown, true);
    doc.addEventListener('keyup', this.#spaceUp, true);
    // The key-up of a space held while the window lost the focus would never come.
    win?.addEventListener('blur', this.#forgetSpace);
    this.#detach = () => {
      for (const [type, listener, opts] of listeners) el.removeEventListener(type, listener as EventListener, opts);
      doc.removeEventListener('keydown', this.#spaceDown, true);
      doc.removeEventListener('keyup', this.#spaceUp, true);
      win?.removeEventListener('blur', this.#forgetSpace);
    };
    this.#syncCursor();
  }

  setSheetPointerHandler(handler: ((event: SheetPointerEvent) => void) | undefined): void {
    this.#onSheetPointer = handler;
  }

  /** The hand mode changed from outside (the toolbar): the cursor follows. */
  syncPanMode(): void {
    this.#syncCursor();
  }

  destroy(): void {
    this.#detach();
    this.#pointers.clear();
    this.#consumed.clear();
    this.#gesture = null;
  }

  #local(event: { clientX: number; clientY: number }): Point {
    const rect = this.#element.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  #emit(
    type: SheetPointerType,
    event: PointerEvent,
    screen: Point,
    consumed: boolean,
    pointerId: number = event.pointerId,
  ): void {
    const handler = this.#onSheetPointer;
    if (!handler) return;
    handler({
      type,
      point: this.#viewport.screenToSheet(screen),
      screen,
      pointerId,
      pointerType: event.pointerType,
      button: type === 'move' || type === 'leave' ? -1 : event.button,
      buttons: event.buttons,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      consumed,
    });
  }

  #syncCursor(): void {
    const el = this.#element;
    const ready = this.#spaceHeld || this.#isPanMode();
    if (ready) el.dataset.panReady = '';
    else delete el.dataset.panReady;
    if (this.#gesture) el.dataset.panning = '';
    else delete el.dataset.panning;
  }

  readonly #wheel = (event: WheelEvent): void => {
    // The page must not scroll or zoom under the plan.
    event.preventDefault();
    // deltaMode 0: pixels, 1: lines, 2: pages (a page is the window's height).
    const scale = [1, LINE_PX, this.#viewport.windowSize.height][event.deltaMode] ?? 1;
    const clamp = (d: number) => Math.max(-MAX_WHEEL_DELTA, Math.min(MAX_WHEEL_DELTA, d * scale));
    const dx = clamp(event.deltaX);
    const dy = clamp(event.deltaY);
    if (event.shiftKey && !event.ctrlKey) {
      // Shift + wheel scrolls sideways (some systems already swap deltaY into deltaX).
      this.#viewport.panBy(-(dx || dy), 0, GESTURE);
      return;
    }
    const speed = event.ctrlKey ? PINCH_ZOOM_SPEED : WHEEL_ZOOM_SPEED;
    this.#viewport.zoomBy(Math.exp(-dy * speed), this.#local(event), GESTURE);
  };

  readonly #enter = (): void => {
    // Not a sign of the person by itself: Chromium sends it to a resting pointer when the layout moves under it.
    this.#hovered = true;
  };

  readonly #down = (event: PointerEvent): void => {
    this.#hovered = true;
    this.#keysSinceHover = false;
    const screen = this.#local(event);
    // Clicking the plan gives it the keyboard (space + drag, arrows) without scrolling the page to it.
    if (document.activeElement !== this.#element) this.#element.focus({ preventScroll: true });
    this.#pointers.set(event.pointerId, screen);
    if (this.#pointers.size === 2) {
      // A second finger: the first one's gesture becomes a pinch (a tool that saw its down gets a cancel).
      for (const [id, at] of this.#pointers) {
        if (id !== event.pointerId && !this.#consumed.has(id)) this.#emit('cancel', event, at, true, id);
        this.#consumed.add(id);
      }
      this.#gesture = { kind: 'pinch' };
      this.#capture(event);
      this.#syncCursor();
      this.#emit('down', event, screen, true);
      return;
    }
    const pans = event.button === 1 || (event.button === 0 && (this.#spaceHeld || this.#isPanMode()));
    if (pans && this.#pointers.size === 1) {
      if (event.button === 1) event.preventDefault();
      this.#gesture = { kind: 'pan' };
      this.#consumed.add(event.pointerId);
      this.#capture(event);
      this.#syncCursor();
    }
    this.#emit('down', event, screen, this.#consumed.has(event.pointerId));
  };

  readonly #move = (event: PointerEvent): void => {
    this.#hovered = true;
    // Chromium's moves of a resting pointer (after a scroll or a layout change) have no movement: not a person.
    if (event.movementX !== 0 || event.movementY !== 0) this.#keysSinceHover = false;
    const screen = this.#local(event);
    const previous = this.#pointers.get(event.pointerId);
    const consumed = this.#consumed.has(event.pointerId);
    if (previous) this.#pointers.set(event.pointerId, screen);
    if (previous && this.#gesture?.kind === 'pan' && consumed) {
      this.#viewport.panBy(screen.x - previous.x, screen.y - previous.y, GESTURE);
    } else if (previous && this.#gesture?.kind === 'pinch' && this.#pointers.size >= 2) {
      this.#pinch(event.pointerId, previous, screen);
    }
    this.#emit('move', event, screen, consumed);
  };

  #pinch(id: number, previous: Point, current: Point): void {
    const other = [...this.#pointers.entries()].find(([key]) => key !== id)?.[1];
    if (!other) return;
    const before = Math.hypot(previous.x - other.x, previous.y - other.y);
    const after = Math.hypot(current.x - other.x, current.y - other.y);
    const midBefore = { x: (previous.x + other.x) / 2, y: (previous.y + other.y) / 2 };
    const midAfter = { x: (current.x + other.x) / 2, y: (current.y + other.y) / 2 };
    this.#viewport.panBy(midAfter.x - midBefore.x, midAfter.y - midBefore.y, GESTURE);
    if (before > 0 && after > 0) this.#viewport.zoomBy(after / before, midAfter, GESTURE);
  }

  readonly #up = (event: PointerEvent): void => this.#end('up', event);
  readonly #cancel = (event: PointerEvent): void => this.#end('cancel', event);

  #end(type: 'up' | 'cancel', event: PointerEvent): void {
    const screen = this.#local(event);
    const consumed = this.#consumed.has(event.pointerId);
    this.#pointers.delete(event.pointerId);
    this.#consumed.delete(event.pointerId);
    if (this.#consumed.size === 0) this.#gesture = null;
    else if (this.#gesture?.kind === 'pinch' && this.#pointers.size === 1) {
      // One finger left of a pinch: it goes on panning until it lifts.
      this.#gesture = { kind: 'pan' };
    }
    this.#syncCursor();
    this.#emit(type, event, screen, consumed);
  }

  readonly #leave = (event: PointerEvent): void => {
    // A captured pointer keeps its events; leave means a hover ended (tools hide their marker).
    if (this.#pointers.has(event.pointerId)) return;
    this.#hovered = false;
    this.#emit('leave', event, this.#local(event), false);
  };

  #capture(event: PointerEvent): void {
    try {
      this.#element.setPointerCapture(event.pointerId);
    } catch {
      // A pointer already released (a synthetic event): nothing to capture.
    }
  }

  readonly #preventMiddle = (event: MouseEvent): void => {
    if (event.button === 1) event.preventDefault();
  };

  readonly #keyDown = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.altKey || this.#isKeyTaken?.(event)) return;
    const v = this.#viewport;
    const animate = { animate: this.#animateKeys };
    const share = event.shiftKey ? SHIFT_PAN_SHARE : KEY_PAN_SHARE;
    const { width, height } = v.windowSize;
    const handled = (() => {
      switch (event.key) {
        case 'ArrowLeft':
          v.panBy(width * share, 0, GESTURE);
          return true;
        case 'ArrowRight':
          v.panBy(-width * share, 0, GESTURE);
          return true;
        case 'ArrowUp':
          v.panBy(0, height * share, GESTURE);
          return true;
        case 'ArrowDown':
          v.panBy(0, -height * share, GESTURE);
          return true;
        case '+':
        case '=':
          v.zoomIn(undefined, animate);
          return true;
        case '-':
        case '_':
          v.zoomOut(undefined, animate);
          return true;
        case 'h':
        case 'H':
          this.#onPanModeToggle();
          this.#syncCursor();
          return true;
      }
      // By code, not key: on an AZERTY keyboard 0 is Shift + à and Shift + 1 is « 1 » (and « ! » on QWERTY).
      const fits =
        event.code === 'Digit0' ||
        event.code === 'Numpad0' ||
        event.key === '0' ||
        (event.code === 'Digit1' && event.shiftKey);
      if (fits) {
        v.fit(animate);
        return true;
      }
      if (event.code === 'NumpadAdd') {
        v.zoomIn(undefined, animate);
        return true;
      }
      if (event.code === 'NumpadSubtract') {
        v.zoomOut(undefined, animate);
        return true;
      }
      return false;
    })();
    if (handled) event.preventDefault();
  };

  /**
   * Space down anywhere in the page: held for a pan while the plan has the focus or the pointer is over it, unless a
   * text field or a dialog has the focus (a space typed in a label, a dialog over the plan).
   */
  readonly #spaceDown = (event: KeyboardEvent): void => {
    const focused = event.target instanceof Element && this.#element.contains(event.target);
    if (!isSpace(event)) {
      if (!focused && !MODIFIERS.has(event.key)) this.#keysSinceHover = true;
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (!focused && (!this.#hovered || this.#keysSinceHover || keepsSpace(event.target))) return;
    // Neither a press of the focused button nor a scroll of the page; the tools have no use for it either.
    event.preventDefault();
    event.stopPropagation();
    if (!this.#spaceHeld) {
      this.#spaceHeld = true;
      this.#syncCursor();
    }
  };

  readonly #spaceUp = (event: KeyboardEvent): void => {
    if (!isSpace(event) || !this.#spaceHeld) return;
    // The focused control saw no key-down: it must not act on the key-up either (a native button would press).
    event.preventDefault();
    event.stopPropagation();
    this.#forgetSpace();
  };

  readonly #forgetSpace = (): void => {
    if (!this.#spaceHeld) return;
    this.#spaceHeld = false;
    this.#syncCursor();
  };
}
