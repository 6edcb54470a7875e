import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { workspacePaths } from '../../config/workspacePaths';
import { emptyState } from '../../domain/takeoff/commands';
import { measurement, p, square } from '../../domain/takeoff/testing/fixtures';
import type { Measurement, TakeoffState } from '../../domain/takeoff/types';
import type { PlanViewerHandle, ViewState } from '../../screens/Workspace/Viewer';
import { boundsOf, fitViewTo, useAddressHighlight, type AddressHighlightOptions } from './addressHighlight';

describe('fitting the view to measurements', () => {
  it('frames the box of every point, the margin kept, at its centre', () => {
    const box = boundsOf([{ points: [p(100, 100), p(300, 100)] }, { points: square(200, 150, 50) }]);
    expect(box).toEqual({ x: 100, y: 100, width: 200, height: 100 });
    // 1,000 × 600 px less 48 px each side: 904 / 200 = 4.52, 504 / 100 = 5.04 → capped at 400 %.
    expect(fitViewTo(box, { width: 1000, height: 600 })).toEqual({ zoom: 4, centre: { x: 200, y: 150 } });
    expect(fitViewTo(box, { width: 500, height: 300 })).toEqual({ zoom: 2.02, centre: { x: 200, y: 150 } });
  });

  it('frames a single point at the closest zoom, and nothing without points or a window', () => {
    expect(fitViewTo(boundsOf([{ points: [p(5, 7)] }]), { width: 800, height: 600 })).toEqual({
      zoom: 4,
      centre: { x: 5, y: 7 },
    });
    expect(boundsOf([{ points: [] }])).toBeNull();
    expect(fitViewTo(null, { width: 800, height: 600 })).toBeNull();
    expect(fitViewTo({ x: 0, y: 0, width: 10, height: 10 }, { width: 0, height: 0 })).toBeNull();
  });

  it('keeps half of a small window for the measurements', () => {
    // 100 px wide: the margin is a quarter of it (25 px), so 50 px show the 100-point box.
    expect(fitViewTo({ x: 0, y: 0, width: 100, height: 10 }, { width: 100, height: 1000 })?.zoom).toBe(0.5);
  });
});

function state(measurements: readonly Measurement[]): TakeoffState {
  const empty = emptyState();
  return { ...empty, measurements: new Map(measurements.map((m) => [m.id, m])) };
}

function fakeViewer(size = { width: 1000, height: 600 }) {
  const listeners = new Set<() => void>();
  const viewport = { windowSize: size, subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)) };
  const handle = { viewport, setView: vi.fn<(view: ViewState) => void>(), focus: vi.fn() };
  return {
    ref: { current: handle as unknown as PlanViewerHandle },
    handle,
    resize(width: number, height: number) {
      viewport.windowSize = { width, height };
      for (const l of listeners) l();
    },
  };
}

const rows = state([
  measurement('length', { id: 'a', sheetId: 's1', points: [p(100, 100), p(300, 100)] }),
  measurement('area', { id: 'b', sheetId: 's1', points: square(200, 150, 50) }),
  measurement('count', { id: 'other-sheet', sheetId: 's2', points: [p(0, 0)] }),
]);

function setup(address: string, options: Partial<AddressHighlightOptions> = {}) {
  const viewer = fakeViewer();
  const select = vi.fn();
  const announce = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  const initial: AddressHighlightOptions = {
    sheetId: 's1',
    rows: null,
    viewer: viewer.ref,
    isPlanReady: false,
    select,
    announce,
    ...options,
  };
  const hook = renderHook((props: AddressHighlightOptions) => useAddressHighlight(props), {
    wrapper,
    initialProps: initial,
  });
  return { ...hook, initial, viewer, select, announce };
}

describe('useAddressHighlight', () => {
  it('selects the named measurements of this sheet once loaded, says so, then frames them when the plan opens', () => {
    const { rerender, initial, viewer, select, announce } = setup(
      workspacePaths.sheetMeasurements('p', 's1', ['a', 'b', 'other-sheet', 'gone']),
    );
    expect(select).not.toHaveBeenCalled();
    rerender({ ...initial, rows });
    expect(select).toHaveBeenCalledWith(['a', 'b']);
    expect(announce).toHaveBeenCalledWith(
      '2\u00a0mesures sélectionnées et cadrées sur ce plan\u202f; Échap les désélectionne.',
    );
    expect(viewer.handle.setView).not.toHaveBeenCalled();
    rerender({ ...initial, rows, isPlanReady: true });
    expect(viewer.handle.setView).toHaveBeenCalledWith({ zoom: 4, centre: { x: 200, y: 150 } });
    // The plan takes the keyboard: Escape is then the select tool's, which drops the selection.
    expect(viewer.handle.focus).toHaveBeenCalledTimes(1);
  });

  it('applies once: a later change of the rows (a journal step) does not select or frame again', () => {
    const { rerender, initial, viewer, select } = setup(workspacePaths.sheetMeasurements('p', 's1', ['a']));
    rerender({ ...initial, rows, isPlanReady: true });
    rerender({ ...initial, rows: state([...rows.measurements.values()]), isPlanReady: true });
    expect(select).toHaveBeenCalledTimes(1);
    expect(viewer.handle.setView).toHaveBeenCalledTimes(1);
  });

  it('waits for the window’s first size to frame them', () => {
    const { rerender, initial, viewer } = setup(workspacePaths.sheetMeasurements('p', 's1', ['a']));
    viewer.resize(0, 0);
    rerender({ ...initial, rows, isPlanReady: true });
    expect(viewer.handle.setView).not.toHaveBeenCalled();
    viewer.resize(1000, 600);
    expect(viewer.handle.setView).toHaveBeenCalledWith({ zoom: 4, centre: { x: 200, y: 100 } });
  });

  it('says when none of them is on this plan any more, and selects nothing', () => {
    const { rerender, initial, viewer, select, announce } = setup(
      workspacePaths.sheetMeasurements('p', 's1', ['other-sheet', 'gone']),
    );
    rerender({ ...initial, rows, isPlanReady: true });
    expect(select).not.toHaveBeenCalled();
    expect(announce).toHaveBeenCalledWith('Les mesures demandées ne sont plus sur ce plan.');
    expect(viewer.handle.setView).not.toHaveBeenCalled();
  });

  it('does nothing on a plain sheet address', () => {
    const { rerender, initial, viewer, select, announce } = setup(workspacePaths.sheet('p', 's1'));
    rerender({ ...initial, rows, isPlanReady: true });
    expect(select).not.toHaveBeenCalled();
    expect(announce).not.toHaveBeenCalled();
    expect(viewer.handle.setView).not.toHaveBeenCalled();
  });
});
