import { describe, expect, it } from 'vitest';
import { readoutOf } from './readout';
import { scaleFromCalibration } from '../scale';
import { p, sheet, unwrap } from '../testing/fixtures';
import { click, envOf, key, move, world, type World } from '../testing/tools';
import type { SheetRow } from '../types';
import { pickingPathTool, takesKey } from './pick';
import type { ToolRequest } from './types';

/** 100 sheet units = 1 m. */
const calibrated = (): SheetRow =>
  sheet({ scale: { default: unwrap(scaleFromCalibration(p(0, 0), p(100, 0), 1)), regions: [] } });

function picking(tool: 'area' | 'length' | 'wallArea' | 'volume', calibratedSheet = true): World {
  const w = world({
    tool,
    ...(calibratedSheet && { sheets: [calibrated()] }),
    // A line at y = 50: snapping would pull a click onto it.
    segments: [0, 50, 1000, 50],
    tolerance: 4,
  });
  w.view = { minX: 0, minY: 0, maxX: 400, maxY: 200 };
  return w;
}

const pickOf = (request: ToolRequest | undefined) => {
  if (request?.kind !== 'pick') throw new Error(`A pick request was expected, got ${JSON.stringify(request)}`);
  return request;
};

describe('a path tool taking the plan’s own elements (F)', () => {
  it('F enters the mode from an empty draft, and F or Échap leaves it', () => {
    const w = picking('area');
    expect(key(w, 'f')).toMatchObject({ handled: true });
    expect(w.tool).toMatchObject({ tool: 'area', pick: { probe: null } });
    key(w, 'f');
    expect('pick' in w.tool && w.tool.pick).toBeFalsy();
    key(w, 'F');
    key(w, 'Escape');
    expect(w.tool).toEqual({ tool: 'area', points: [], cursor: null });
    // Escape again: back to selecting, as from any empty drawing tool.
    key(w, 'Escape');
    expect(w.tool.tool).toBe('select');
  });

  it('does not enter the mode half-way through a drawing, nor for the deduction tool', () => {
    const w = picking('area');
    click(w, p(10, 10));
    key(w, 'f');
    expect('pick' in w.tool && w.tool.pick).toBeFalsy();
    const d = picking('area');
    d.tool = { tool: 'deduction', points: [], cursor: null };
    expect(key(d, 'f')).toMatchObject({ handled: false });
  });

  it('a click asks for the element under the raw point (never snapped onto a line), and commits nothing itself', () => {
    const w = picking('area');
    key(w, 'f');
    const step = click(w, p(120, 52));
    expect(pickOf(step.request)).toMatchObject({
      kind: 'pick',
      tool: 'area',
      point: p(120, 52),
      shift: false,
      defaults: { label: 'Surface', color: 'blue' },
    });
    expect(step.commands ?? []).toEqual([]);
    expect(w.committed).toEqual([]);
    // The mode stays for the next room.
    expect(w.tool).toMatchObject({ pick: { probe: null } });
  });

  it('Shift+click is said (several rooms together, or a run across junctions)', () => {
    const w = picking('length');
    key(w, 'f');
    expect(pickOf(click(w, p(30, 50), { shift: true }).request)).toMatchObject({ tool: 'length', shift: true });
  });

  it('is refused on an uncalibrated sheet with the reason, as a drawing would be', () => {
    const w = picking('wallArea', false);
    key(w, 'f');
    const step = click(w, p(30, 50));
    expect(step.request).toBeUndefined();
    expect(step.notice).toEqual({ code: 'uncalibrated' });
  });

  it('by keyboard: the arrows move a probe from the view’s centre, Shift ten times as far, Entrée takes it', () => {
    const w = picking('volume');
    key(w, 'f');
    key(w, 'ArrowRight');
    expect(w.tool).toMatchObject({ pick: { probe: p(212, 100) } });
    key(w, 'ArrowDown', { shift: true });
    expect(w.tool).toMatchObject({ pick: { probe: p(212, 220) }, cursor: { point: p(212, 220) } });
    expect(pickOf(key(w, 'Enter').request)).toMatchObject({ kind: 'pick', tool: 'volume', point: p(212, 220) });
    expect(pickOf(key(w, 'Enter', { shift: true }).request)).toMatchObject({ shift: true });
  });

  it('the pointer takes over from the probe, and the probe starts where the pointer was', () => {
    const w = picking('area');
    key(w, 'f');
    key(w, 'ArrowLeft');
    move(w, p(300, 40));
    expect(w.tool).toMatchObject({ pick: { probe: null }, cursor: { point: p(300, 40) } });
    key(w, 'ArrowUp');
    expect(w.tool).toMatchObject({ pick: { probe: p(300, 28) } });
  });

  it('the readout says what a click takes', () => {
    const w = picking('area');
    w.tool = pickingPathTool('area');
    expect(readoutOf(w.tool, envOf(w)).pick).toBe('fill');
    w.tool = pickingPathTool('wallArea');
    expect(readoutOf(w.tool, envOf(w)).pick).toBe('run');
    w.tool = { tool: 'area', points: [], cursor: null };
    expect(readoutOf(w.tool, envOf(w)).pick).toBeUndefined();
  });

  it('takes the arrows before the viewer only in the mode, with nothing drawn', () => {
    expect(takesKey(pickingPathTool('area'), 'ArrowUp')).toBe(true);
    expect(takesKey(pickingPathTool('area'), 'Enter')).toBe(false);
    expect(takesKey({ tool: 'area', points: [], cursor: null }, 'ArrowUp')).toBe(false);
    expect(takesKey({ tool: 'select', gesture: { kind: 'idle' }, dragged: false, cursor: null }, 'ArrowUp')).toBe(
      false,
    );
  });
});
