import { describe, expect, it } from 'vitest';
import { scaleFromRatio } from '../scale';
import { measurement, p, sheet, snapshot, square, unwrap } from '../testing/fixtures';
import { click, key, undoAll, world } from '../testing/tools';
import { TOOL_IDS, TOOL_SHORTCUTS } from './types';

const scales = (denominator: number) => ({ default: unwrap(scaleFromRatio(denominator)), regions: [] });
const rows = () => [
  measurement('area', { id: 'room', points: square(0, 0, 100), holes: [] }),
  measurement('count', { id: 'doors', createdAt: '2026-01-05T09:00:00.000Z' }),
];

describe('the editing keys', () => {
  it('delete the selection, undoably', () => {
    const w = world({ measurements: rows() });
    const initial = snapshot(w.state);
    w.selection = ['room', 'doors'];
    const step = key(w, 'Delete');
    expect(step.selection).toEqual([]);
    expect(w.state.measurements.size).toBe(0);
    expect(snapshot(undoAll(w))).toEqual(initial);
    expect(key(w, 'Backspace').handled).toBe(false);
  });

  it('move the selection with Ctrl+arrows, one tolerance a step, ten with Shift, undoably', () => {
    const w = world({ measurements: rows(), tolerance: 5 });
    const initial = snapshot(w.state);
    w.selection = ['room'];
    expect(key(w, 'ArrowRight', { ctrl: true }).handled).toBe(true);
    expect(w.state.measurements.get('room')).toMatchObject({ points: square(5, 0, 100) });
    key(w, 'ArrowDown', { ctrl: true, shift: true });
    expect(w.state.measurements.get('room')).toMatchObject({ points: square(5, 50, 100) });
    key(w, 'ArrowLeft', { ctrl: true });
    key(w, 'ArrowUp', { ctrl: true });
    expect(w.state.measurements.get('room')).toMatchObject({ points: square(0, 45, 100) });
    expect(w.committed).toHaveLength(4);
    expect(w.committed.every((c) => c.changes.every((change) => change.id === 'room'))).toBe(true);
    expect(snapshot(undoAll(w))).toEqual(initial);
  });

  it('say that there is nothing to move, and leave the bare arrows to the plan', () => {
    const w = world({ measurements: rows(), tolerance: 5 });
    expect(key(w, 'ArrowRight', { ctrl: true }).notice).toEqual({ code: 'emptySelection' });
    w.selection = ['room'];
    expect(key(w, 'ArrowRight').handled).toBe(false);
    expect(key(w, 'ArrowRight', { ctrl: true, alt: true }).handled).toBe(false);
    expect(w.committed).toEqual([]);
  });

  it('duplicate with an offset and select the copies', () => {
    const w = world({ measurements: rows(), tolerance: 5 });
    w.selection = ['room'];
    const step = key(w, 'd', { ctrl: true });
    expect(step.selection).toEqual(['new-1']);
    expect(w.state.measurements.get('new-1')).toMatchObject({ kind: 'area', points: square(10, 10, 100) });
  });

  it('copy and paste onto another sheet of the same scale, at the same place', () => {
    const w = world({
      sheets: [sheet({ scale: scales(100) }), sheet({ id: 'sheet-2', name: 'R+1', scale: scales(100) })],
      measurements: rows(),
    });
    w.selection = ['room'];
    expect(key(w, 'c', { ctrl: true }).clipboard?.measurements).toHaveLength(1);
    expect(w.committed).toEqual([]);
    w.sheetId = 'sheet-2';
    w.selection = [];
    const initial = snapshot(w.state);
    const step = key(w, 'v', { ctrl: true });
    expect(step.selection).toEqual(['new-1']);
    expect(w.state.measurements.get('new-1')).toMatchObject({ sheetId: 'sheet-2', points: square(0, 0, 100) });
    expect(snapshot(undoAll(w))).toEqual(initial);
  });

  it('refuse a paste onto a sheet at another scale, and an empty clipboard', () => {
    const w = world({
      sheets: [sheet({ scale: scales(100) }), sheet({ id: 'sheet-2', scale: scales(50) })],
      measurements: rows(),
    });
    expect(key(w, 'v', { ctrl: true }).notice).toEqual({ code: 'emptyClipboard' });
    w.selection = ['room'];
    key(w, 'c', { ctrl: true });
    w.sheetId = 'sheet-2';
    expect(key(w, 'v', { ctrl: true }).notice).toEqual({ code: 'scaleMismatch' });
    expect(w.committed).toEqual([]);
  });

  it('cut: copy then delete', () => {
    const w = world({ measurements: rows() });
    w.selection = ['room'];
    const step = key(w, 'x', { ctrl: true });
    expect(step.clipboard?.measurements.map((m) => m.id)).toEqual(['room']);
    expect(w.state.measurements.has('room')).toBe(false);
  });

  it('select all on this sheet, in drawing order', () => {
    const w = world({ measurements: [...rows(), measurement('length', { id: 'elsewhere', sheetId: 'sheet-2' })] });
    expect(key(w, 'a', { ctrl: true }).selection).toEqual(['room', 'doors']);
  });

  it('ask the journal to undo and redo: Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y', () => {
    const w = world();
    expect(key(w, 'z', { ctrl: true }).history).toBe('undo');
    expect(key(w, 'Z', { ctrl: true, shift: true }).history).toBe('redo');
    expect(key(w, 'y', { ctrl: true }).history).toBe('redo');
  });

  it('switch tools by their shortcut, and snapping by its key', () => {
    for (const id of TOOL_IDS) {
      const w = world({ tool: id === 'select' ? 'count' : 'select' });
      const chord = TOOL_SHORTCUTS[id];
      expect(key(w, chord.shift ? chord.key.toUpperCase() : chord.key, { shift: chord.shift ?? false }).switchTo).toBe(
        id,
      );
      expect(w.tool.tool).toBe(id);
    }
    const chords = Object.values(TOOL_SHORTCUTS).map((c) => `${c.shift ? 'Shift+' : ''}${c.key}`);
    expect(new Set(chords).size).toBe(TOOL_IDS.length);
    // Caps Lock: an upper-case letter without Shift is the letter.
    expect(key(world(), 'K').switchTo).toBe('scale');
    const w = world();
    expect(key(w, 'a').toggleSnapping).toBe(true);
    expect(w.snapping).toBe(false);
    expect(key(w, 'F3').toggleSnapping).toBe(true);
    expect(w.snapping).toBe(true);
  });

  it('leave a drawing tool’s own keys to it: Backspace drops its last vertex before it deletes anything', () => {
    const w = world({ tool: 'length', sheets: [sheet({ scale: scales(100) })], measurements: rows() });
    w.selection = ['room'];
    click(w, p(500, 500));
    click(w, p(600, 500));
    key(w, 'Backspace');
    expect(w.tool).toMatchObject({ tool: 'length', points: [p(500, 500)] });
    expect(w.state.measurements.has('room')).toBe(true);
    key(w, 'Backspace');
    expect(w.tool).toMatchObject({ points: [] });
    key(w, 'Backspace');
    expect(w.state.measurements.has('room')).toBe(false);
  });
});
