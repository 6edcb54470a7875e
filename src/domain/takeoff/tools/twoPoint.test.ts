import { describe, expect, it } from 'vitest';
import { applyChanges, invert, setSheetScale } from '../commands';
import { quantityOnSheet } from '../quantity';
import { checkScale, scaleFromCalibration, scaleFromRatio } from '../scale';
import { measurement, p, sheet, snapshot, unwrap } from '../testing/fixtures';
import { click, key, move, must, world } from '../testing/tools';
import type { SheetRow } from '../types';

describe('the calibration tool', () => {
  it('asks for the real length of two picked points, on an uncalibrated sheet', () => {
    const w = world({ tool: 'scale' });
    expect(click(w, p(100, 100)).request).toBeUndefined();
    const step = click(w, p(400, 100));
    expect(step.request).toEqual({ kind: 'calibrate', from: p(100, 100), to: p(400, 100) });
    expect(step.commands).toBeUndefined();
    expect(w.tool).toMatchObject({ from: null });
  });

  it('refuses two points closer than the minimum span', () => {
    const w = world({ tool: 'scale', tolerance: 0.1 });
    click(w, p(100, 100));
    expect(click(w, p(100.5, 100)).notice).toEqual({ code: 'pointsTooClose' });
    expect(w.tool).toMatchObject({ from: p(100, 100) });
  });

  it('snaps to the dimension line and constrains with Shift', () => {
    const w = world({ tool: 'scale', segments: [100, 100, 400, 100] });
    click(w, p(101, 102));
    move(w, p(399, 130), { shift: true });
    const step = click(w, p(399, 130), { shift: true });
    expect(step.request).toEqual({ kind: 'calibrate', from: p(100, 100), to: p(399, 100) });
  });

  it('leads to a scale change that recomputes every quantity on the sheet, and undoes it exactly', () => {
    const w = world({
      tool: 'scale',
      measurements: [measurement('length', { points: [p(0, 0), p(600, 0)] })],
    });
    const uncalibrated = w.state.sheets.get('sheet-1') as SheetRow;
    const length = () =>
      unwrap(quantityOnSheet(must(w.state.measurements.get('m-length')), must(w.state.sheets.get('sheet-1')).scale));
    expect(quantityOnSheet(must(w.state.measurements.get('m-length')), uncalibrated.scale)).toEqual({
      ok: false,
      error: { code: 'uncalibrated' },
    });
    const initial = snapshot(w.state);
    click(w, p(0, 50));
    const { request } = click(w, p(300, 50));
    const picked = must(request);
    if (picked.kind !== 'calibrate' && picked.kind !== 'check') throw new Error('A two-point request was expected');
    const scale = unwrap(scaleFromCalibration(picked.from, picked.to, 3));
    const command = setSheetScale(w.state, 'sheet-1', scale, w.ctx);
    w.state = applyChanges(w.state, command.changes);
    expect(length().value).toBeCloseTo(6, 12);

    const recalibrate = setSheetScale(w.state, 'sheet-1', unwrap(scaleFromCalibration(p(0, 0), p(300, 0), 1.5)), w.ctx);
    w.state = applyChanges(w.state, recalibrate.changes);
    expect(length().value).toBeCloseTo(3, 12);

    w.state = applyChanges(w.state, invert(recalibrate).changes);
    expect(length().value).toBeCloseTo(6, 12);
    w.state = applyChanges(w.state, invert(command).changes);
    expect(snapshot(w.state)).toEqual(initial);
  });

  it('drops its first point with Escape, then goes back to selecting', () => {
    const w = world({ tool: 'scale' });
    click(w, p(0, 0));
    key(w, 'Escape');
    expect(w.tool).toMatchObject({ tool: 'scale', from: null });
    expect(key(w, 'Escape').switchTo).toBe('select');
  });
});

describe('the check tool', () => {
  it('needs a scale', () => {
    const w = world({ tool: 'check' });
    expect(click(w, p(0, 0)).notice).toEqual({ code: 'uncalibrated' });
    expect(w.tool).toMatchObject({ from: null });
  });

  it('asks for the printed value; the deviation follows from the scale', () => {
    const scale = unwrap(scaleFromRatio(100));
    const w = world({ tool: 'check', sheets: [sheet({ scale: { default: scale, regions: [] } })] });
    click(w, p(0, 0));
    const { request } = click(w, p(283.46456692913387, 0));
    expect(request).toEqual({ kind: 'check', from: p(0, 0), to: p(283.46456692913387, 0) });
    const picked = must(request);
    if (picked.kind !== 'calibrate' && picked.kind !== 'check') throw new Error('A two-point request was expected');
    const result = unwrap(checkScale(picked.from, picked.to, 9.8, scale));
    expect(result.measured).toBeCloseTo(10, 9);
    expect(result.deviation).toBeCloseTo(10 / 9.8 - 1, 9);
  });
});
