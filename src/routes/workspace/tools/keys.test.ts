// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { holdsEveryKey, sheetKeyGoesToTools } from './keys';

afterEach(() => {
  document.body.innerHTML = '';
});

/** An element of the page, by its markup; the event's target. */
function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  const found = document.querySelector(selector);
  if (!found) throw new Error(selector);
  return found;
}

const press = (key: string, target: EventTarget | null, mods: { ctrlKey?: boolean } = {}) => ({
  key,
  target,
  ctrlKey: mods.ctrlKey ?? false,
  metaKey: false,
});

describe('sheetKeyGoesToTools', () => {
  it('gives every key to the tools when the plan or nothing has the focus', () => {
    const plan = element('<div role="application" tabindex="0"><canvas></canvas></div>', '[role="application"]');
    for (const key of ['l', 'Enter', 'Escape', 'Backspace', 'Delete', 'ArrowLeft']) {
      expect(sheetKeyGoesToTools(press(key, plan), 'tools')).toBe(true);
      expect(sheetKeyGoesToTools(press(key, document.body), 'tools')).toBe(true);
    }
  });

  it('leaves a focused control its own keys (Enter on a tab, arrows in the table) but not the tool letters', () => {
    const tab = element('<div role="tablist"><div role="tab" tabindex="0">Mesures</div></div>', '[role="tab"]');
    for (const key of ['Enter', ' ', 'ArrowRight', 'Home', 'End', 'Escape', 'Backspace', 'Tab']) {
      expect(sheetKeyGoesToTools(press(key, tab), 'tools')).toBe(false);
    }
    expect(sheetKeyGoesToTools(press('l', tab), 'tools')).toBe(true);
    expect(sheetKeyGoesToTools(press('Delete', tab), 'tools')).toBe(true);
    expect(sheetKeyGoesToTools(press('z', tab, { ctrlKey: true }), 'tools')).toBe(true);
    // Ctrl+A in the table selects its rows.
    const row = element('<div role="grid"><div role="row" tabindex="0"></div></div>', '[role="row"]');
    expect(sheetKeyGoesToTools(press('a', row, { ctrlKey: true }), 'tools')).toBe(false);
  });

  it('keeps everything away from text fields and dialogs, « ? » included', () => {
    const field = element('<label>Libellé <input /></label>', 'input');
    const dialog = element('<div role="dialog"><button>Fermer</button></div>', 'button');
    for (const target of [field, dialog]) {
      expect(sheetKeyGoesToTools(press('l', target), 'tools')).toBe(false);
      expect(sheetKeyGoesToTools(press('z', target, { ctrlKey: true }), 'tools')).toBe(false);
      expect(sheetKeyGoesToTools(press('?', target), 'help')).toBe(false);
    }
    const button = element('<button>Raccourcis clavier</button>', 'button');
    expect(sheetKeyGoesToTools(press('?', button), 'help')).toBe(true);
  });

  it('gives the keys to the tools while a dialog closes (a key pressed right after Escape is not lost)', () => {
    const closing = element(
      '<div data-exiting="true"><div role="dialog"><button>Fermer</button><input /></div></div>',
      'button',
    );
    expect(sheetKeyGoesToTools(press('l', closing), 'tools')).toBe(true);
    expect(sheetKeyGoesToTools(press('z', closing, { ctrlKey: true }), 'tools')).toBe(true);
    expect(sheetKeyGoesToTools(press('?', closing), 'help')).toBe(true);
    // The same rule for the pages' Ctrl+Z: an open dialog keeps it, a closing one does not.
    expect(holdsEveryKey(closing)).toBe(false);
    expect(holdsEveryKey(element('<div role="alertdialog"><button>Supprimer</button></div>', 'button'))).toBe(true);
  });
});
