// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ViewerInput, type SheetPointerEvent } from './input';
import { ManualClock } from './testing';
import { Viewport } from './viewport';

let element: HTMLDivElement;
let viewport: Viewport;
let input: ViewerInput;
let panMode: boolean;
let events: SheetPointerEvent[];
const toggle = vi.fn();

function fire<T extends Event>(event: T, props: Record<string, unknown>): T {
  for (const [key, value] of Object.entries(props)) Object.defineProperty(event, key, { value });
  element.dispatchEvent(event);
  return event;
}

const pointer = (type: string, props: Record<string, unknown> = {}) =>
  fire(new Event(type, { bubbles: true, cancelable: true }), {
    pointerId: 1,
    pointerType: 'mouse',
    button: 0,
    buttons: 1,
    clientX: 100,
    clientY: 100,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...props,
  });

const key = (type: 'keydown' | 'keyup', k: string, props: Record<string, unknown> = {}) =>
  fire(new KeyboardEvent(type, { key: k, bubbles: true, cancelable: true, ...props }), {});

const wheel = (props: Record<string, unknown>) =>
  fire(new Event('wheel', { bubbles: true, cancelable: true }), {
    deltaX: 0,
    deltaY: 0,
    deltaMode: 0,
    clientX: 200,
    clientY: 150,
    ctrlKey: false,
    shiftKey: false,
    ...props,
  });

beforeEach(() => {
  element = document.createElement('div');
  element.tabIndex = 0;
  document.body.append(element);
  // The viewer sits 10 px from the page's corner.
  element.getBoundingClientRect = () => ({ left: 10, top: 10, width: 800, height: 600 }) as DOMRect;
  viewport = new Viewport({ clock: new ManualClock() });
  viewport.setWindowSize({ width: 800, height: 600 });
  viewport.setSheet({ width: 1000, height: 500 });
  viewport.zoomTo(1);
  panMode = false;
  events = [];
  toggle.mockClear();
  input = new ViewerInput({
    element,
    viewport,
    isPanMode: () => panMode,
    onPanModeToggle: toggle,
    onSheetPointer: (e) => events.push(e),
    animateKeys: false,
  });
});

afterEach(() => {
  input.destroy();
  element.remove();
});

describe('wheel', () => {
  it('zooms about the pointer and keeps the page from scrolling', () => {
    const under = viewport.screenToSheet({ x: 190, y: 140 });
    const event = wheel({ deltaY: -100, clientX: 200, clientY: 150 });
    expect(event.defaultPrevented).toBe(true);
    expect(viewport.zoom).toBeCloseTo(Math.exp(0.2), 9);
    const back = viewport.sheetToScreen(under);
    expect(Math.abs(back.x - 190)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(back.y - 140)).toBeLessThanOrEqual(0.5);
  });

  it('zooms faster per delta for a trackpad pinch (ctrl + wheel)', () => {
    wheel({ deltaY: -10, ctrlKey: true });
    expect(viewport.zoom).toBeCloseTo(Math.exp(0.1), 9);
  });

  it('reads line deltas as 16 px and caps a flick', () => {
    wheel({ deltaY: 3, deltaMode: 1 });
    expect(viewport.zoom).toBeCloseTo(Math.exp(-48 * 0.002), 9);
    viewport.zoomTo(1);
    wheel({ deltaY: -5000 });
    expect(viewport.zoom).toBeCloseTo(Math.exp(0.4), 9);
  });

  it('pans sideways with Shift', () => {
    const x = viewport.transform.x;
    wheel({ deltaY: 40, shiftKey: true });
    expect(viewport.zoom).toBe(1);
    expect(viewport.transform.x).toBe(x - 40);
  });
});

describe('pointer pans', () => {
  it('space + drag pans and marks the events consumed', () => {
    key('keydown', ' ', { code: 'Space' });
    expect(element.dataset.panReady).toBe('');
    const start = viewport.transform;
    pointer('pointerdown', { clientX: 100, clientY: 100 });
    expect(element.dataset.panning).toBe('');
    pointer('pointermove', { clientX: 130, clientY: 90 });
    expect(viewport.transform.x).toBe(start.x + 30);
    expect(viewport.transform.y).toBe(start.y - 10);
    pointer('pointerup', { clientX: 130, clientY: 90, buttons: 0 });
    expect(events.map((e) => [e.type, e.consumed])).toEqual([
      ['down', true],
      ['move', true],
      ['up', true],
    ]);
    key('keyup', ' ', { code: 'Space' });
    expect(element.dataset.panReady).toBeUndefined();
    expect(element.dataset.panning).toBeUndefined();
  });

  it('space + drag pans with the pointer over the plan while another control has the focus, and does not press it', () => {
    const button = document.createElement('button');
    const pressed = vi.fn();
    button.addEventListener('keydown', pressed);
    button.addEventListener('keyup', pressed);
    document.body.append(button);
    button.focus();
    pointer('pointerenter', { buttons: 0 });
    pointer('pointermove', { buttons: 0 });
    const down = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    button.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    expect(element.dataset.panReady).toBe('');
    const start = viewport.transform;
    pointer('pointerdown', { clientX: 100, clientY: 100 });
    pointer('pointermove', { clientX: 150, clientY: 120 });
    expect(viewport.transform.x).toBe(start.x + 50);
    expect(viewport.transform.y).toBe(start.y + 20);
    pointer('pointerup', { clientX: 150, clientY: 120, buttons: 0 });
    expect(events.filter((e) => e.type !== 'move' || e.buttons !== 0).every((e) => e.consumed)).toBe(true);
    button.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
    expect(element.dataset.panReady).toBeUndefined();
    expect(pressed).not.toHaveBeenCalled();
    button.remove();
  });

  it('leaves space to the focused control when the pointer is not over the plan, and to a text field always', () => {
    const button = document.createElement('button');
    const field = document.createElement('input');
    document.body.append(button, field);
    button.focus();
    const away = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    button.dispatchEvent(away);
    expect(away.defaultPrevented).toBe(false);
    expect(element.dataset.panReady).toBeUndefined();
    pointer('pointerenter', { buttons: 0 });
    field.focus();
    const typed = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    field.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);
    expect(element.dataset.panReady).toBeUndefined();
    // The pointer left the plan: space is the focused control's again.
    pointer('pointerleave', { buttons: 0 });
    button.focus();
    const left = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    button.dispatchEvent(left);
    expect(left.defaultPrevented).toBe(false);
    button.remove();
    field.remove();
  });

  it('leaves space to the focused control once the keyboard was used elsewhere, until the pointer moves again', () => {
    const row = document.createElement('div');
    row.tabIndex = 0;
    row.setAttribute('role', 'row');
    document.body.append(row);
    pointer('pointerenter', { buttons: 0 });
    pointer('pointermove', { buttons: 0, movementX: 3, movementY: 1 });
    row.focus();
    // Tab reached the row: the person is on the keyboard, the pointer resting over the plan does not take space.
    row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    const select = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    row.dispatchEvent(select);
    expect(select.defaultPrevented).toBe(false);
    expect(element.dataset.panReady).toBeUndefined();
    row.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
    // A move of a resting pointer (no movement: Chromium's after a layout change) changes nothing; Shift neither.
    pointer('pointermove', { buttons: 0, movementX: 0, movementY: 0 });
    row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true, cancelable: true }));
    const again = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    row.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    row.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
    // The pointer moves over the plan: space pans again, whatever has the focus.
    pointer('pointermove', { buttons: 0, movementX: 2, movementY: 0 });
    const pan = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    row.dispatchEvent(pan);
    expect(pan.defaultPrevented).toBe(true);
    expect(element.dataset.panReady).toBe('');
    row.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
    row.remove();
  });

  it('the middle button pans', () => {
    const start = viewport.transform;
    pointer('pointerdown', { button: 1, buttons: 4 });
    pointer('pointermove', { clientX: 80, buttons: 4 });
    expect(viewport.transform.x).toBe(start.x - 20);
  });

  it('pan mode pans with the main button', () => {
    panMode = true;
    const start = viewport.transform;
    pointer('pointerdown');
    pointer('pointermove', { clientY: 150 });
    expect(viewport.transform.y).toBe(start.y + 50);
  });

  it('a plain drag goes to the tools, in sheet coordinates, and does not pan', () => {
    const start = viewport.transform;
    pointer('pointerdown', { clientX: 110, clientY: 60, shiftKey: true });
    pointer('pointermove', { clientX: 150, clientY: 60 });
    expect(viewport.transform).toEqual(start);
    const [down] = events;
    expect(down).toMatchObject({ type: 'down', consumed: false, shiftKey: true, button: 0, screen: { x: 100, y: 50 } });
    expect(down?.point.x).toBeCloseTo((100 - start.x) / start.scale, 9);
    expect(down?.point.y).toBeCloseTo((50 - start.y) / start.scale, 9);
    expect(events[1]).toMatchObject({ type: 'move', button: -1, consumed: false });
  });

  it('hover moves and leaving reach the tools', () => {
    pointer('pointermove', { buttons: 0 });
    pointer('pointerleave', { buttons: 0 });
    expect(events.map((e) => e.type)).toEqual(['move', 'leave']);
  });

  it('focuses the viewer on press, so that the keyboard works after a click', () => {
    pointer('pointerdown');
    expect(document.activeElement).toBe(element);
  });
});

describe('two-pointer pinch', () => {
  it('zooms by the change of distance about the midpoint and cancels the tool gesture of the first finger', () => {
    pointer('pointerdown', { pointerId: 1, pointerType: 'touch', clientX: 110, clientY: 110 });
    pointer('pointerdown', { pointerId: 2, pointerType: 'touch', clientX: 210, clientY: 110 });
    expect(events.map((e) => [e.type, e.pointerId, e.consumed])).toEqual([
      ['down', 1, false],
      ['cancel', 1, true],
      ['down', 2, true],
    ]);
    pointer('pointermove', { pointerId: 2, pointerType: 'touch', clientX: 310, clientY: 110 });
    expect(viewport.zoom).toBeCloseTo(2, 9);
    pointer('pointerup', { pointerId: 2, pointerType: 'touch', clientX: 310, clientY: 110 });
    // The finger left goes on panning.
    const x = viewport.transform.x;
    pointer('pointermove', { pointerId: 1, pointerType: 'touch', clientX: 130, clientY: 110 });
    expect(viewport.transform.x).toBe(x + 20);
  });
});

describe('keyboard', () => {
  it('arrows pan by a tenth of the window, half with Shift', () => {
    viewport.zoomTo(4);
    const x = viewport.transform.x;
    key('keydown', 'ArrowRight');
    expect(viewport.transform.x).toBe(x - 80);
    key('keydown', 'ArrowLeft', { shiftKey: true });
    expect(viewport.transform.x).toBe(x - 80 + 400);
    const y = viewport.transform.y;
    key('keydown', 'ArrowDown');
    expect(viewport.transform.y).toBe(y - 60);
  });

  it('+ and − zoom by a step, 0 and Shift+1 fit (AZERTY and QWERTY)', () => {
    const plus = key('keydown', '+');
    expect(plus.defaultPrevented).toBe(true);
    expect(viewport.zoom).toBe(1.25);
    key('keydown', '-');
    key('keydown', '-');
    expect(viewport.zoom).toBe(0.75);
    key('keydown', '0', { code: 'Digit0', shiftKey: true });
    expect(viewport.isFitted).toBe(true);
    viewport.zoomTo(3);
    key('keydown', '!', { code: 'Digit1', shiftKey: true });
    expect(viewport.isFitted).toBe(true);
    viewport.zoomTo(3);
    key('keydown', 'à', { code: 'Digit0' });
    expect(viewport.isFitted).toBe(true);
  });

  it('H toggles pan mode', () => {
    key('keydown', 'h');
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('leaves browser shortcuts and other keys alone', () => {
    const zoom = viewport.zoom;
    expect(key('keydown', '+', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(key('keydown', '0', { code: 'Digit0', metaKey: true }).defaultPrevented).toBe(false);
    expect(key('keydown', 'Tab').defaultPrevented).toBe(false);
    expect(viewport.zoom).toBe(zoom);
  });

  it('forgets a held space when the window loses the focus (its key-up would never come)', () => {
    key('keydown', ' ', { code: 'Space' });
    expect(element.dataset.panReady).toBe('');
    window.dispatchEvent(new FocusEvent('blur'));
    expect(element.dataset.panReady).toBeUndefined();
  });
});
