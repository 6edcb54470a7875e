import { describe, expect, it } from 'vitest';
import {
  MEASURE_TOOLS,
  SHORTCUT_ACTIONS,
  SHORTCUTS,
  matchShortcut,
  shortcutOf,
  toolAction,
  toolOfAction,
  type KeyLike,
} from './shortcuts';

const press = (key: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...extra,
});

describe('the shortcut table', () => {
  it('has exactly one entry per action, and a chord for each', () => {
    expect(SHORTCUTS.map((s) => s.action).sort()).toEqual([...SHORTCUT_ACTIONS].sort());
    for (const s of SHORTCUTS) expect(s.chords.length, s.action).toBeGreaterThan(0);
  });

  it('gives every tool a key of its own', () => {
    const keys = MEASURE_TOOLS.map((tool) => {
      const chord = shortcutOf(toolAction(tool))?.chords[0];
      return `${chord?.shift ? 'shift+' : ''}${chord?.key ?? ''}`;
    });
    expect(new Set(keys).size).toBe(MEASURE_TOOLS.length);
    expect(keys.every((k) => k !== '')).toBe(true);
  });

  it('no two pressable chords collide', () => {
    const seen = new Map<string, string>();
    for (const s of SHORTCUTS.filter((x) => !x.held && !x.listedOnly)) {
      for (const c of s.chords) {
        const id = `${c.mod ? 'mod+' : ''}${c.shift ? 'shift+' : ''}${c.alt ? 'alt+' : ''}${c.key.toLowerCase()}`;
        expect(seen.get(id), `${id}: ${s.action}`).toBeUndefined();
        seen.set(id, s.action);
      }
    }
  });
});

describe('matchShortcut', () => {
  it('selects tools by their letter, whatever Caps Lock says', () => {
    expect(matchShortcut(press('l'))).toBe('tool.length');
    expect(matchShortcut(press('L'))).toBe('tool.length');
    expect(matchShortcut(press('c'))).toBe('tool.count');
    expect(matchShortcut(press('k'))).toBe('tool.scale');
    expect(matchShortcut(press('K', { shiftKey: true }))).toBe('tool.check');
  });

  it('gives the deduction tool its D, in the palette’s list, without taking Ctrl+D (duplicate)', () => {
    expect(MEASURE_TOOLS).toContain('deduction');
    expect(MEASURE_TOOLS.indexOf('deduction')).toBe(MEASURE_TOOLS.indexOf('area') + 1);
    expect(matchShortcut(press('d'))).toBe('tool.deduction');
    expect(matchShortcut(press('D'))).toBe('tool.deduction');
    expect(matchShortcut(press('d', { ctrlKey: true }))).toBe('edit.duplicate');
    expect(toolOfAction('tool.deduction')).toBe('deduction');
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y, ⌘ on a Mac', () => {
    expect(matchShortcut(press('z', { ctrlKey: true }))).toBe('history.undo');
    expect(matchShortcut(press('z', { metaKey: true }))).toBe('history.undo');
    expect(matchShortcut(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('history.redo');
    expect(matchShortcut(press('y', { ctrlKey: true }))).toBe('history.redo');
  });

  it('tells a modified letter from the bare one', () => {
    expect(matchShortcut(press('c', { ctrlKey: true }))).toBe('edit.copy');
    expect(matchShortcut(press('a'))).toBe('drawing.toggleSnapping');
    expect(matchShortcut(press('a', { ctrlKey: true }))).toBe('edit.selectAll');
    expect(matchShortcut(press('a', { altKey: true }))).toBeNull();
    expect(matchShortcut(press('l', { ctrlKey: true }))).toBeNull();
  });

  it('opens the overlay with « ? » typed on AZERTY (Shift + ,) or QWERTY (Shift + /)', () => {
    expect(matchShortcut(press('?', { shiftKey: true, code: 'KeyM' }))).toBe('help.shortcuts');
    expect(matchShortcut(press('?', { shiftKey: true, code: 'Slash' }))).toBe('help.shortcuts');
  });

  it('fits with the 0 key on AZERTY (Shift + à) and on the keypad', () => {
    expect(matchShortcut(press('0', { shiftKey: true, code: 'Digit0' }))).toBe('view.fit');
    expect(matchShortcut(press('0', { code: 'Numpad0' }))).toBe('view.fit');
    expect(matchShortcut(press('+', { shiftKey: true, code: 'Equal' }))).toBe('view.zoomIn');
    expect(matchShortcut(press('+', { code: 'NumpadAdd' }))).toBe('view.zoomIn');
  });

  it('never answers a held modifier or a listed-only key', () => {
    expect(matchShortcut(press('Shift', { shiftKey: true }))).toBeNull();
    expect(matchShortcut(press(' '))).toBeNull();
    expect(matchShortcut(press('ArrowUp'))).toBeNull();
    expect(matchShortcut(press('F3'))).toBe('drawing.toggleSnapping');
  });
});

describe('tool actions', () => {
  it('round-trip', () => {
    for (const tool of MEASURE_TOOLS) expect(toolOfAction(toolAction(tool))).toBe(tool);
    expect(toolOfAction('history.undo')).toBeNull();
  });
});
