import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import type { holdPresses as HoldPresses } from './pressReplay';

// The module keeps its regions for the page's lifetime: a fresh copy per test.
let holdPresses: typeof HoldPresses;
beforeEach(async () => {
  vi.resetModules();
  ({ holdPresses } = await import('./pressReplay'));
  document.body.innerHTML = `
    <div id="root">
      <button id="cta" type="button">Demander un accès bêta</button>
      <a id="link" href="#features">Fonctionnalités</a>
      <section id="audience">
        <div role="tablist"><div role="tab" id="tab-2" tabindex="-1"><span>Ingénieurs</span></div>
          <button type="button" role="tab" id="tab-3" tabindex="-1">Bureaux d’études</button></div>
      </section>
    </div>
    <button id="outside" type="button">Ailleurs</button>`;
});
afterEach(() => {
  document.body.innerHTML = '';
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;
/** What React would see: listeners on the elements themselves, after the window's capture phase. */
function record(...ids: string[]) {
  const seen: string[] = [];
  for (const id of ids)
    for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup'])
      byId(id).addEventListener(type, (event) => {
        const key = event instanceof KeyboardEvent ? ` ${event.key}` : '';
        seen.push(`${type}${key} ${id}${byTest.has(event) ? '' : ' (replayed)'}`);
      });
  return seen;
}
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The events a test sends, as a person would; any other is a replay. */
const byTest = new WeakSet<Event>();
const send = (element: HTMLElement, event: Event) => {
  byTest.add(event);
  return element.dispatchEvent(event);
};
const click = (element: HTMLElement) =>
  send(element, new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
const pointer = (type: string, element: HTMLElement) => send(element, new Event(type, { bubbles: true }));
const key = (element: HTMLElement, name: string) =>
  send(element, new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('holdPresses', () => {
  it('holds a click on a control of the part, then replays it on the same control in a later task', async () => {
    const seen = record('cta');
    const onHold = vi.fn();
    const hold = holdPresses(byId('root'), onHold);
    expect(click(byId('cta'))).toBe(false);
    expect(seen).toEqual([]);
    expect(onHold).toHaveBeenCalledTimes(1);

    hold.release();
    expect(seen).toEqual([]);
    await nextTask();
    // A virtual click (detail 0): react-aria reads it as a press.
    expect(seen).toEqual(['click cta (replayed)']);
  });

  it('replays a pointer’s press with the pointer’s own events, so the page can tell it from the keyboard', async () => {
    const seen = record('cta');
    const hold = holdPresses(byId('root'));
    const mouse = { bubbles: true, cancelable: true, pointerType: 'mouse' };
    send(byId('cta'), new PointerEvent('pointerdown', mouse));
    send(byId('cta'), new PointerEvent('pointerup', mouse));
    send(byId('cta'), new PointerEvent('click', { ...mouse, detail: 1 }));
    expect(seen).toEqual([]);
    hold.release();
    await nextTask();
    expect(seen).toEqual(['pointerdown cta (replayed)', 'pointerup cta (replayed)', 'click cta (replayed)']);
  });

  it('replays a pointer’s click as a pointer’s (its type, a count of 1), a key’s click as the key', async () => {
    const clicks: { detail: number; pointerType: string }[] = [];
    const keys: string[] = [];
    byId('cta').addEventListener('click', (event) => {
      if (!byTest.has(event)) clicks.push({ detail: event.detail, pointerType: (event as PointerEvent).pointerType });
    });
    byId('cta').addEventListener('keydown', (event) => byTest.has(event) || keys.push(`keydown ${event.key}`));
    byId('cta').addEventListener('keyup', (event) => keys.push(`keyup ${event.key}`));
    const hold = holdPresses(byId('root'));
    const touch = { bubbles: true, cancelable: true, pointerType: 'touch' };
    send(byId('cta'), new PointerEvent('pointerdown', touch));
    send(byId('cta'), new PointerEvent('pointerup', touch));
    send(byId('cta'), new PointerEvent('click', { ...touch, detail: 1 }));
    // Enter on a native button: the browser's click that follows has no pointer and a count of 0.
    key(byId('cta'), 'Enter');
    send(byId('cta'), new PointerEvent('click', { bubbles: true, cancelable: true, pointerType: '', detail: 0 }));
    hold.release();
    await nextTask();
    expect(clicks).toEqual([{ detail: 1, pointerType: 'touch' }]);
    expect(keys).toEqual(['keydown Enter', 'keyup Enter']);
    expect(document.activeElement).toBe(byId('cta'));
  });

  it('leaves links and controls outside the part alone', () => {
    holdPresses(byId('audience'));
    const seen = record('link', 'cta', 'outside');
    click(byId('link'));
    click(byId('cta'));
    click(byId('outside'));
    expect(seen).toEqual(['click link', 'click cta', 'click outside']);
  });

  it('stops holding once released', async () => {
    const seen = record('cta');
    holdPresses(byId('root')).release();
    await nextTask();
    click(byId('cta'));
    expect(seen).toEqual(['click cta']);
  });

  it('replays a tab’s keys: activation as a click, arrows as the key on the focused tab', async () => {
    const seen = record('tab-2');
    const hold = holdPresses(byId('audience'));
    key(byId('tab-2'), 'ArrowRight');
    key(byId('tab-2'), 'Enter');
    key(byId('tab-2'), 'a');
    expect(seen).toEqual(['keydown a tab-2']);
    hold.release();
    await nextTask();
    expect(seen).toEqual([
      'keydown a tab-2',
      'keydown ArrowRight tab-2 (replayed)',
      'keyup ArrowRight tab-2 (replayed)',
      'click tab-2 (replayed)',
    ]);
    expect(document.activeElement).toBe(byId('tab-2'));
  });

  it('a tab that is a native button: its arrow keys are held and replayed, its Enter is its click', async () => {
    const seen = record('tab-3');
    const hold = holdPresses(byId('audience'));
    key(byId('tab-3'), 'ArrowLeft');
    key(byId('tab-3'), 'End');
    key(byId('tab-3'), 'Enter');
    expect(seen).toEqual(['keydown Enter tab-3']);
    hold.release();
    await nextTask();
    expect(seen).toEqual([
      'keydown Enter tab-3',
      'keydown ArrowLeft tab-3 (replayed)',
      'keyup ArrowLeft tab-3 (replayed)',
      'keydown End tab-3 (replayed)',
      'keyup End tab-3 (replayed)',
    ]);
    expect(document.activeElement).toBe(byId('tab-3'));
  });

  it('lets a native button’s own keys through (it turns Enter into a click, which is held)', () => {
    const seen = record('cta');
    holdPresses(byId('root'));
    key(byId('cta'), 'Enter');
    expect(seen).toEqual(['keydown Enter cta']);
  });

  it('replays on the control that bears the id now, when hydration replaced the element', async () => {
    const hold = holdPresses(byId('audience'));
    click(byId('tab-2'));
    const rebuilt = byId('tab-2').cloneNode(true) as HTMLElement;
    byId('tab-2').replaceWith(rebuilt);
    const seen = record('tab-2');
    hold.release();
    await nextTask();
    expect(seen).toEqual(['click tab-2 (replayed)']);
  });

  it('a press begun while held ends as a press, even once the part answers', async () => {
    const seen = record('cta');
    const hold = holdPresses(byId('root'));
    pointer('pointerdown', byId('cta'));
    hold.release();
    await nextTask();
    pointer('pointerup', byId('cta'));
    click(byId('cta'));
    expect(seen).toEqual([]);
    await nextTask();
    expect(seen).toEqual(['click cta (replayed)']);
    // The next press is React’s.
    pointer('pointerdown', byId('cta'));
    expect(seen).toEqual(['click cta (replayed)', 'pointerdown cta']);
  });

  it('a press whose element hydration replaced under the pointer (no click comes) is replayed on release', async () => {
    const hold = holdPresses(byId('audience'));
    pointer('pointerdown', byId('tab-2'));
    const rebuilt = byId('tab-2').cloneNode(true) as HTMLElement;
    byId('tab-2').replaceWith(rebuilt);
    const seen = record('tab-2');
    hold.release();
    pointer('pointerup', rebuilt);
    await nextTask();
    expect(seen).toEqual(['click tab-2 (replayed)']);
  });

  it('a part inside another: a press held by the outer part is held again by the inner one until it answers', async () => {
    const seen = record('tab-2');
    const page = holdPresses(byId('root'));
    const section = holdPresses(byId('audience'));
    click(byId('tab-2'));
    page.release();
    await nextTask();
    expect(seen).toEqual([]);
    section.release();
    await nextTask();
    expect(seen).toEqual(['click tab-2 (replayed)']);
  });
});

/**
 * React-aria moves the focus into a dialog at once after a pointer's or a key's press, but after a screen reader's
 * (a click with neither) only once every transition on the page has ended. A replayed press must read as what it was:
 * else the dialog it opens shows with the focus left behind, where Escape does nothing, for as long as the page has a
 * transition running.
 */
describe('a replayed press that opens a dialog while the page has a transition running', () => {
  function Page() {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Demander un accès bêta</Button>
        <Modal isOpen={isOpen} onClose={() => setOpen(false)} title="Créer mon compte">
          <p>Étape 1 sur 3</p>
        </Modal>
      </>
    );
  }
  /** React-aria follows transitions by their events: one starts on the page, and does not end during the test. */
  function startTransition() {
    const transition = Object.assign(new Event('transitionrun', { bubbles: true }), { propertyName: 'opacity' });
    byId('outside').dispatchEvent(transition);
    return () => {
      const end = Object.assign(new Event('transitionend', { bubbles: true }), { propertyName: 'opacity' });
      byId('outside').dispatchEvent(end);
    };
  }

  async function pressHeldThenReplayed(press: (cta: HTMLElement) => void) {
    const container = document.body.appendChild(document.createElement('div'));
    const { unmount } = render(<Page />, { container });
    const hold = holdPresses(container);
    const endTransition = startTransition();
    const cta = within(container).getByRole('button', { name: 'Demander un accès bêta' });
    cta.focus();
    press(cta);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      hold.release();
      await nextTask();
    });
    const dialog = screen.getByRole('dialog', { name: 'Créer mon compte' });
    const focused = dialog.contains(document.activeElement);
    await act(async () => endTransition());
    unmount();
    return focused;
  }

  it('a mouse press: the focus is in the dialog at once', async () => {
    const focused = await pressHeldThenReplayed((cta) => {
      const mouse = { bubbles: true, cancelable: true, pointerType: 'mouse' };
      send(cta, new PointerEvent('pointerdown', mouse));
      send(cta, new PointerEvent('pointerup', mouse));
      send(cta, new PointerEvent('click', { ...mouse, detail: 1 }));
    });
    expect(focused).toBe(true);
  });

  it('Enter on the button: the focus is in the dialog at once', async () => {
    const focused = await pressHeldThenReplayed((cta) => {
      // Before the page answers, React does not hear the key either (it lets a native button's keys through).
      const unheard = (event: Event) => event.stopPropagation();
      window.addEventListener('keydown', unheard, true);
      key(cta, 'Enter');
      window.removeEventListener('keydown', unheard, true);
      send(cta, new PointerEvent('click', { bubbles: true, cancelable: true, pointerType: '', detail: 0 }));
    });
    expect(focused).toBe(true);
  });
});
