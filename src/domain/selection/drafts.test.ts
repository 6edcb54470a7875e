import { describe, expect, it } from 'vitest';
import { applyChanges, stateFromRows, takePlanElements } from '../takeoff/commands';
import { quantityOnSheet } from '../takeoff/quantity';
import { scaleFromCalibration } from '../takeoff/scale';
import { p, sheet, unwrap } from '../takeoff/testing/fixtures';
import { testContext } from '../takeoff/testing/arbitraries';
import type { AreaMeasurement, SheetRow } from '../takeoff/types';
import { filledDraft, fillLabel, pointsPerMetre, runDraft, skirtingDrafts } from './drafts';
import { EMPTY_SESSION, previewAt, releasePending, roomFound } from './session';
import type { FillResult } from './types';

/** 100 points = 1 m. */
const calibrated = (): SheetRow =>
  sheet({ scale: { default: unwrap(scaleFromCalibration(p(0, 0), p(100, 0), 1)), regions: [] } });

const defaults = { label: 'Surface', color: 'teal' as const, wallHeight: 2.5, thickness: 0.2 };

const room = (x: number, label: string | null = null): FillResult => ({
  outer: [p(x, 0), p(x + 400, 0), p(x + 400, 300), p(x, 300)],
  holes: [[p(x + 100, 100), p(x + 120, 100), p(x + 120, 120), p(x + 100, 120)]],
  label,
  openings: [],
  area: 400 * 300 - 400,
  source: 'vectors',
  snapped: true,
  layers: ['A-WALL'],
});

describe('a room found on the plan, as a measurement', () => {
  it('is an area with its holes, named from the plan, with where it came from', () => {
    const draft = filledDraft('area', room(0, ' 144A  PATIENT ROOM '), calibrated(), defaults, 1.2);
    expect(draft).toMatchObject({
      kind: 'area',
      label: '144A PATIENT ROOM',
      color: 'teal',
      element: { method: 'fill', source: 'vectors', layers: ['A-WALL'], gap: 1.2, name: '144A PATIENT ROOM' },
    });
    const state = applyChanges(
      stateFromRows({ sheets: [calibrated()] }),
      takePlanElements([draft], testContext()).changes,
    );
    const m = [...state.measurements.values()][0] as AreaMeasurement;
    // 4 m × 3 m minus a 0,2 m × 0,2 m column.
    expect(unwrap(quantityOnSheet(m, calibrated().scale)).value).toBeCloseTo(11.96, 6);
  });

  it('keeps the tool’s label on a scan, and a volume takes the thickness', () => {
    expect(fillLabel(room(0, null), 'Surface')).toBe('Surface');
    expect(fillLabel(room(0, '   '), 'Surface')).toBe('Surface');
    expect(filledDraft('volume', room(0), calibrated(), defaults, 0)).toMatchObject({ kind: 'volume', thickness: 0.2 });
  });

  it('a run is a length, or a wall with the session’s height', () => {
    const run = { points: [p(0, 0), p(500, 0)], closed: false, axis: true, layers: ['A-WALL'] };
    expect(runDraft('length', run, calibrated(), defaults, 'vectors')).toMatchObject({
      kind: 'length',
      element: { method: 'run', layers: ['A-WALL'] },
    });
    expect(runDraft('wallArea', run, calibrated(), { ...defaults, wallHeightVariable: 'HSP' }, 'raster')).toMatchObject(
      {
        kind: 'wallArea',
        height: 2.5,
        heightVariable: 'HSP',
        openings: [],
        element: { source: 'raster' },
      },
    );
  });

  it('a skirting cut at two doors is two lengths named after the room, in its localisation', () => {
    const r = {
      ...filledDraft('area', room(0, 'Ch. 1'), calibrated(), defaults, 1.2),
      id: 'm1',
      createdAt: 't',
      updatedAt: 't',
      localisation: { zone: 'Ch. 1' },
    } as AreaMeasurement;
    const drafts = skirtingDrafts(
      r,
      { pieces: [[p(0, 0), p(400, 0)], [p(400, 300), p(0, 300)], [p(5, 5)]], closed: false, openings: [] },
      'Plinthes — Ch. 1',
      'vectors',
    );
    expect(drafts.map((d) => d.label)).toEqual(['Plinthes — Ch. 1 (1/2)', 'Plinthes — Ch. 1 (2/2)']);
    expect(drafts[0]).toMatchObject({ kind: 'length', closed: false, localisation: { zone: 'Ch. 1' }, color: 'teal' });
    const whole = skirtingDrafts(r, { pieces: [r.points], closed: true, openings: [] }, 'Plinthes', 'vectors');
    expect(whole).toMatchObject([{ label: 'Plinthes', closed: true }]);
  });

  it('converts metres at the click’s scale, and has none where the sheet has none', () => {
    expect(pointsPerMetre(calibrated(), p(10, 10))).toBeCloseTo(100, 9);
    expect(pointsPerMetre(sheet(), p(10, 10))).toBeNull();
  });
});

describe('the pick session', () => {
  it('a click inside the previewed room takes it without asking again, for the same gap and layers only', () => {
    const session = { ...EMPTY_SESSION, preview: { key: 'k', room: room(0) } };
    expect(previewAt(session, 'k', p(50, 50))).toBe(session.preview.room);
    // In the column: not the room.
    expect(previewAt(session, 'k', p(110, 110))).toBeNull();
    expect(previewAt(session, 'other gap', p(50, 50))).toBeNull();
    expect(previewAt(session, 'k', p(450, 50))).toBeNull();
  });

  it('Shift+clicked rooms wait, a second Shift+click takes one out, and a plain click takes them all with it', () => {
    let s = roomFound(EMPTY_SESSION, room(0), true);
    expect(s.take).toEqual([]);
    s = roomFound(s.session, room(500), true);
    s = roomFound(s.session, room(1000), true);
    s = roomFound(s.session, room(500), true);
    expect(s.session.pending.map((r) => r.outer[0]?.x)).toEqual([0, 1000]);
    const all = roomFound(s.session, room(1500), false);
    expect(all.take.map((r) => r.outer[0]?.x)).toEqual([0, 1000, 1500]);
    expect(all.session.pending).toEqual([]);
  });

  it('Shift released takes the rooms waiting, once', () => {
    const s = roomFound(roomFound(EMPTY_SESSION, room(0), true).session, room(500), true);
    const released = releasePending(s.session);
    expect(released.take).toHaveLength(2);
    expect(releasePending(released.session).take).toEqual([]);
  });
});
