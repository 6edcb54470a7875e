import { describe, expect, it } from 'vitest';
import { measurement, p, snapshot, square } from '../testing/fixtures';
import { click, down, drag, key, move, undoAll, up, world } from '../testing/tools';

const two = () => [
  measurement('area', { id: 'room', points: square(0, 0, 100), holes: [] }),
  measurement('length', { id: 'wall', points: [p(200, 0), p(400, 0)] }),
];

describe('the select tool: picking', () => {
  it('selects on a click, adds and removes with Ctrl, clears on a click on nothing', () => {
    const w = world({ measurements: two() });
    expect(click(w, p(50, 50)).selection).toEqual(['room']);
    expect(click(w, p(300, 1), { ctrl: true }).selection).toEqual(['room', 'wall']);
    expect(click(w, p(50, 50), { ctrl: true }).selection).toEqual(['wall']);
    click(w, p(900, 900));
    expect(w.selection).toEqual([]);
    expect(w.committed).toEqual([]);
  });

  it('boxes left to right (inside only) and right to left (touching)', () => {
    const w = world({ measurements: two() });
    drag(w, p(-10, -10), p(250, 150));
    expect(w.selection).toEqual(['room']);
    drag(w, p(250, 150), p(-10, -10));
    expect(w.selection).toEqual(['room', 'wall']);
    w.selection = ['wall'];
    drag(w, p(-10, -10), p(150, 150), { ctrl: true });
    expect(w.selection).toEqual(['wall', 'room']);
    expect(w.committed).toEqual([]);
  });

  it('Escape drops a box under way, then the selection', () => {
    const w = world({ measurements: two() });
    w.selection = ['room'];
    move(w, p(500, 500));
    down(w, p(500, 500));
    move(w, p(600, 600));
    key(w, 'Escape');
    up(w, p(600, 600));
    expect(w.selection).toEqual(['room']);
    expect(key(w, 'Escape').selection).toEqual([]);
  });
});

describe('the select tool: moving', () => {
  it('moves the measurement dragged by the offset, as one command', () => {
    const w = world({ measurements: two() });
    const initial = snapshot(w.state);
    drag(w, p(50, 50), p(80, 70));
    expect(w.committed.map((c) => c.type)).toEqual(['moveMeasurements']);
    expect(w.state.measurements.get('room')).toMatchObject({ points: square(30, 20, 100) });
    expect(w.selection).toEqual(['room']);
    expect(snapshot(undoAll(w))).toEqual(initial);
  });

  it('moves the whole selection when a selected one is dragged', () => {
    const w = world({ measurements: two() });
    w.selection = ['room', 'wall'];
    drag(w, p(300, 0), p(300, 40));
    expect(w.state.measurements.get('room')).toMatchObject({ points: square(0, 40, 100) });
    expect(w.state.measurements.get('wall')).toMatchObject({ points: [p(200, 40), p(400, 40)] });
  });

  it('constrains the move with Shift', () => {
    const w = world({ measurements: two() });
    drag(w, p(50, 50), p(90, 53), { shift: true });
    expect(w.state.measurements.get('room')).toMatchObject({ points: square(40, 0, 100) });
  });

  it('does not move on a shaky click', () => {
    const w = world({ measurements: two(), tolerance: 4 });
    drag(w, p(50, 50), p(51, 50.5));
    expect(w.committed).toEqual([]);
    expect(w.selection).toEqual(['room']);
  });

  it('shows the move before it is committed', async () => {
    const { draftOf } = await import('./draft');
    const { envOf } = await import('../testing/tools');
    const w = world({ measurements: two() });
    down(w, p(50, 50));
    move(w, p(60, 50));
    expect(draftOf(w.tool, envOf(w)).previews).toMatchObject([{ id: 'room', points: square(10, 0, 100) }]);
    expect(w.committed).toEqual([]);
  });
});

describe('the select tool: vertices', () => {
  it('drags a vertex of a selected measurement, snapping to the plan', () => {
    const w = world({ measurements: two(), segments: [130, 130, 200, 130], tolerance: 4 });
    w.selection = ['room'];
    const initial = snapshot(w.state);
    drag(w, p(100, 100), p(128, 131));
    expect(w.committed.map((c) => c.type)).toEqual(['moveVertex']);
    expect(w.state.measurements.get('room')).toMatchObject({
      points: [p(0, 0), p(100, 0), p(130, 130), p(0, 100)],
    });
    expect(snapshot(undoAll(w))).toEqual(initial);
  });

  it('drags a hole’s vertex', () => {
    const room = measurement('area', { id: 'room', points: square(0, 0, 100), holes: [square(40, 40, 20)] });
    const w = world({ measurements: [room] });
    w.selection = ['room'];
    drag(w, p(60, 60), p(70, 70));
    expect(w.state.measurements.get('room')).toMatchObject({ holes: [[p(40, 40), p(60, 40), p(70, 70), p(40, 60)]] });
  });

  it('adds a vertex with Alt on an edge and removes one with Alt on a vertex', () => {
    const w = world({ measurements: two() });
    w.selection = ['room'];
    const initial = snapshot(w.state);
    click(w, p(50, 1), { alt: true });
    expect(w.state.measurements.get('room')).toMatchObject({
      points: [p(0, 0), p(50, 0), p(100, 0), p(100, 100), p(0, 100)],
    });
    click(w, p(100, 100), { alt: true });
    expect(w.state.measurements.get('room')).toMatchObject({ points: [p(0, 0), p(50, 0), p(100, 0), p(0, 100)] });
    expect(w.committed.map((c) => c.type)).toEqual(['insertVertex', 'removeVertex']);
    expect(snapshot(undoAll(w))).toEqual(initial);
  });

  it('refuses to remove a vertex below the kind’s minimum, and says why', () => {
    const w = world({ measurements: two() });
    w.selection = ['wall'];
    const step = click(w, p(200, 0), { alt: true });
    expect(step.notice).toEqual({ code: 'tooFewVertices' });
    expect(w.committed).toEqual([]);
  });

  it('does not grab the vertex of an unselected measurement', () => {
    const w = world({ measurements: two() });
    drag(w, p(100, 100), p(120, 120));
    expect(w.committed.map((c) => c.type)).toEqual(['moveMeasurements']);
  });
});
