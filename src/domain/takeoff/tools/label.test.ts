import { describe, expect, it } from 'vitest';
import { draftOf } from '.';
import { measurement, p, snapshot, square } from '../testing/fixtures';
import { click, down, drag, envOf, key, move, undoAll, world } from '../testing/tools';
import type { Point } from '../types';

/** A room with its label drawn as a 40 × 10 box centred at (50, 50), hanging from the room's centre. */
function roomWithLabel(offset?: Point) {
  const room = measurement('area', {
    id: 'room',
    points: square(0, 0, 100),
    holes: [],
    ...(offset ? { labelOffset: offset } : {}),
  });
  const w = world({ measurements: [room, measurement('length', { id: 'wall', points: [p(200, 0), p(400, 0)] })] });
  w.labelAt = (q) => {
    const anchor = p(50, 50);
    const current = w.state.measurements.get('room')?.labelOffset ?? p(0, 0);
    const center = p(anchor.x + current.x, anchor.y + current.y);
    return Math.abs(q.x - center.x) <= 20 && Math.abs(q.y - center.y) <= 5 ? { id: 'room', anchor, center } : null;
  };
  return w;
}

describe('the select tool: moving a label by hand', () => {
  it('drags the label alone, as one undoable command, and the shape stays', () => {
    const w = roomWithLabel();
    const initial = snapshot(w.state);
    drag(w, p(55, 50), p(85, 130));
    expect(w.committed.map((c) => c.type)).toEqual(['moveLabel']);
    const room = w.state.measurements.get('room');
    expect(room?.labelOffset).toEqual(p(30, 80));
    expect(room?.points).toEqual(square(0, 0, 100));
    expect(w.selection).toEqual(['room']);
    const undone = undoAll(w);
    expect(snapshot(undone)).toEqual(initial);
    expect(undone.measurements.get('room')).not.toHaveProperty('labelOffset');
  });

  it('moves an already moved label from where it is', () => {
    const w = roomWithLabel(p(100, 0));
    drag(w, p(150, 50), p(160, 40));
    expect(w.state.measurements.get('room')?.labelOffset).toEqual(p(110, -10));
  });

  it('shows the label following the pointer before the release, and commits nothing on a click', () => {
    const w = roomWithLabel();
    down(w, p(50, 50));
    move(w, p(70, 90));
    expect(w.tool).toMatchObject({ gesture: { kind: 'label', id: 'room' } });
    expect(draftOf(w.tool, envOf(w)).label).toEqual({ id: 'room', offset: p(20, 40) });
    key(w, 'Escape');
    expect(w.tool).toMatchObject({ gesture: { kind: 'idle' } });
    click(w, p(50, 50));
    expect(w.committed).toEqual([]);
    expect(w.selection).toEqual(['room']);
  });

  it('leaves shapes to the usual gestures where there is no label, and with Ctrl', () => {
    const w = roomWithLabel();
    drag(w, p(10, 10), p(20, 10));
    expect(w.committed.map((c) => c.type)).toEqual(['moveMeasurements']);
    click(w, p(300, 0), { ctrl: true });
    expect(w.selection).toEqual(['room', 'wall']);
  });
});
