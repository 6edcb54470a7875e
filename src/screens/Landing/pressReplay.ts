/**
 * The prerendered landing is painted before React answers it: the app is fetched after the first paint, and the two
 * tabbed sections hydrate later still (deferred.tsx). React drops a press made on markup it cannot hydrate yet (it
 * replays no click), so such a press is held here and replayed on the same control once that part answers.
 * Framework-free and small: the entry script loads it with the page, before the app is fetched.
 */

/** What a press can act on before React answers. Links are left out: the browser follows them without any script. */
const CONTROL = 'button, [role="tab"], [role="button"]';

/**
 * Keys a tab answers: activation and the arrow-key model. A native button turns Enter and Space into a click itself,
 * which is held as a click.
 */
const ACTIVATION_KEYS = new Set(['Enter', ' ']);
const MOVE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const KEYS = new Set([...ACTIVATION_KEYS, ...MOVE_KEYS]);
const NO_KEYS = new Set<string>();

/** The keys held on `control`: a native button's Enter and Space are its click (held as such), not keys. */
const heldKeys = (control: Element) =>
  control instanceof HTMLButtonElement ? (control.getAttribute('role') === 'tab' ? MOVE_KEYS : NO_KEYS) : KEYS;

export interface PressHold {
  /**
   * The part answers now: what was held on it is replayed, in order, in a task of its own (after the render that
   * made it answer). A press begun while it was held still ends here: React never saw it start. Returns whether a
   * press of the part is being replayed or is still under way (it will move the focus itself).
   */
  release(): boolean;
}

interface Region {
  element: Element;
  held: (() => void)[];
  isLive: boolean;
  onHold: (() => void) | undefined;
}

const regions: Region[] = [];
/** The control under a pointer pressed while its part was held, until the press ends. */
let pressed: Element | null = null;

const controlOf = (event: Event) => (event.target instanceof Element ? event.target.closest(CONTROL) : null);

/** The part that holds presses on `control`, if any: it does not answer yet. */
const holder = (control: Element) => regions.find((region) => !region.isLive && region.element.contains(control));

/**
 * The control itself, or the one that bears its id now: should React render the part on the client instead of
 * hydrating it (deferred.tsx), a tab pressed on the prerendered markup is another element when the press is replayed.
 */
const current = (control: Element) =>
  control.isConnected ? control : control.id ? document.getElementById(control.id) : null;

function replay(held: (() => void)[]) {
  const queue = held.splice(0);
  if (queue.length > 0) setTimeout(() => queue.forEach((run) => run()), 0);
}

/** Stops `event` before React, and keeps `action` for when `region` answers (at once if it does already). */
function keep(event: Event, region: Region | undefined, control: Element, action: (target: HTMLElement) => void) {
  event.preventDefault();
  event.stopImmediatePropagation();
  const held = () => {
    const target = current(control);
    if (target instanceof HTMLElement) action(target);
  };
  if (!region) return replay([held]);
  region.held.push(held);
  region.onHold?.();
}

/** A virtual click: react-aria reads a click without a pointer as a press (as from a screen reader). */
const click = (target: HTMLElement) => target.click();

/**
 * The press of a pointer, replayed: announced by the pointer's own events, so that what tells a pointer from the
 * keyboard (react-aria's focus ring, the carousel that a keyboard focus holds) sees a pointer; and its click a pointer's
 * click (detail 1, the pointer's type), as the browser's is. A click without them reads as a screen reader's: react-aria
 * then holds a dialog's focus until every transition on the page has ended, and the dialog opened by the press shows
 * with the focus left behind, where Escape does nothing.
 */
const pointerPress = (pointerType: string) => (target: HTMLElement) => {
  const pointer = { bubbles: true, cancelable: true, pointerType };
  for (const type of ['pointerdown', 'pointerup']) target.dispatchEvent(new PointerEvent(type, pointer));
  target.dispatchEvent(new PointerEvent('click', { ...pointer, detail: 1 }));
};

/** A key, replayed on the control it was pressed on, focused first (React did not see the focus arrive). */
const keyPress = (key: string) => (target: HTMLElement) => {
  target.focus();
  for (const type of ['keydown', 'keyup'])
    target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true }));
};

/** The pointer that last pressed a control (a replayed press included): what the click that follows came from. */
let lastPointer: { control: Element | null; type: string } = { control: null, type: '' };
/** The activation key last pressed on a control: a native button turns it into a click, which is held. */
let lastKey: { control: Element | null; key: string } = { control: null, key: '' };

const pointerTypeOf = (event: Event) => (event instanceof PointerEvent ? event.pointerType : '');

/**
 * How a held click is replayed: as a pointer's press if a pointer made it; as its key if a key did (a native button's
 * Enter or Space: the browser's click then has no pointer and no count), so that the page sees the keyboard, as it
 * would have; else as a plain click (a screen reader's).
 */
function replayOf(event: Event, control: Element) {
  const type = pointerTypeOf(event);
  if (type) return pointerPress(type);
  if (event instanceof MouseEvent && event.detail === 0 && lastKey.control === control) return keyPress(lastKey.key);
  return lastPointer.control === control && lastPointer.type ? pointerPress(lastPointer.type) : click;
}

const onPointerDown = (event: Event) => {
  const control = controlOf(event);
  lastPointer = { control, type: pointerTypeOf(event) };
  const region = control && holder(control);
  pressed = region ? control : null;
  if (!region) return;
  // React would see half a press; its default action (the focus) stays.
  event.stopImmediatePropagation();
  region.onHold?.();
};

const onPointerUp = (event: Event) => {
  const control = controlOf(event);
  if (!pressed || !control) return;
  event.stopImmediatePropagation();
  // Hydration replaced the pressed element under the pointer: the browser sends no click, so this is the press.
  if (!pressed.isConnected && current(pressed) === control) {
    keep(event, holder(control), control, replayOf(event, control));
    pressed = null;
  }
};

const onClick = (event: Event) => {
  const control = controlOf(event);
  if (!control) return;
  const region = holder(control);
  if (region || control === pressed) keep(event, region, control, replayOf(event, control));
  pressed = null;
};

const onKeyDown = (event: KeyboardEvent) => {
  const control = controlOf(event);
  if (control && ACTIVATION_KEYS.has(event.key)) lastKey = { control, key: event.key };
  const region = control && holder(control);
  if (!region || !heldKeys(control).has(event.key)) return;
  const { key } = event;
  // Activation on a control that is not a native button: the page answers a click (the browser makes none).
  keep(event, region, control, ACTIVATION_KEYS.has(key) ? click : keyPress(key));
};

const listeners = [
  ['pointerdown', onPointerDown],
  ['pointerup', onPointerUp],
  ['click', onClick],
  ['keydown', onKeyDown],
] as const;

/**
 * From now until `release()`, a press on a control inside `element`, or a key on one that is not a native button,
 * is stopped before React (window listeners, capture phase) and kept; `onHold` runs on each (to load the part at
 * once). Replays are virtual: a `click()`, or the key's events, on the same control.
 */
export function holdPresses(element: Element, onHold?: () => void): PressHold {
  if (regions.length === 0) {
    for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener, true);
  }
  const region: Region = { element, held: [], isLive: false, onHold };
  regions.push(region);
  return {
    release() {
      region.isLive = true;
      const isPressed = region.held.length > 0 || (pressed !== null && element.contains(pressed));
      replay(region.held);
      return isPressed;
    },
  };
}
