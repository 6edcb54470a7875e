import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  insertVertex,
  invert,
  moveMeasurements,
  moveVertex,
  removeVertex,
  stateFromRows,
  updateMeasurement,
} from '../takeoff/commands';
import { CommandError } from '../takeoff/errors';
import { scaleFromRatio } from '../takeoff/scale';
import { testContext } from '../takeoff/testing/arbitraries';
import { measurement, p, planFile, project, sheet, snapshot, square, unwrap } from '../takeoff/testing/fixtures';
import type { Measurement, TakeoffState } from '../takeoff/types';
import { acceptCarried, carriedToCheck, carryOver, importIndice, isCarried, reviewChanges } from './commands';
import type { ChangeRegionDraft, SheetAlignment } from './types';

const s100 = unwrap(scaleFromRatio(100));
const alignment: SheetAlignment = { matrix: [1, 0, 0, 1, 0.4, -0.3], method: 'auto', confidence: 0.95, residual: 0.05 };
/** A partition moved in the kitchen: the region lies inside the room. */
const regions: ChangeRegionDraft[] = [
  { box: { x: 150, y: 150, width: 20, height: 20 }, kind: 'modified', added: 30, removed: 25 },
];

const room = measurement('area', {
  id: 'kitchen',
  sheetId: 'a',
  label: 'Cuisine',
  color: 'green',
  points: square(100, 100, 200),
  holes: [],
  links: [{ articleId: 'article-1', formula: 'Q' }],
  localisation: { level: 'RDC', zone: 'Cuisine' },
  element: { method: 'fill', source: 'vectors', layers: ['A-WALL'] },
  labelOffset: p(4, 2),
});
const sockets = measurement('count', {
  id: 'sockets',
  sheetId: 'a',
  points: [p(1000, 1000), p(1100, 1000)],
  origins: [{ kind: 'manual' }, { kind: 'manual' }],
});

function base(): TakeoffState {
  return stateFromRows({
    projects: [project()],
    files: [planFile(), planFile({ id: 'file-2', hash: 'b' })],
    sheets: [
      sheet({ id: 'a', scale: { default: s100, regions: [] } }),
      sheet({ id: 'b', fileId: 'file-2', previousSheetId: 'a', indice: 'B' }),
    ],
    measurements: [room, sockets],
  });
}

const carried = (state: TakeoffState) => [...state.measurements.values()].filter((m) => m.sheetId === 'b');

describe('importIndice', () => {
  const file = {
    id: 'file-3',
    projectId: 'project-1',
    name: 'c.pdf',
    mediaType: 'application/pdf',
    size: 1,
    hash: 'c',
    pageCount: 2,
  };

  it('adds the file and its sheets, each naming its previous indice, as one « importIndice » step', () => {
    const state = base();
    const c = importIndice(
      file,
      [
        { pageIndex: 0, name: 'RDC', width: 100, height: 100, previousSheetId: 'b', indice: 'C' },
        { pageIndex: 1, name: 'Coupe', width: 100, height: 100 },
      ],
      testContext(),
      state,
    );
    expect(c.type).toBe('importIndice');
    const after = applyChanges(state, c.changes);
    expect(
      [...after.sheets.values()].filter((s) => s.fileId === 'file-3').map((s) => [s.previousSheetId, s.indice]),
    ).toEqual([
      ['b', 'C'],
      [undefined, undefined],
    ]);
  });

  it('refuses no pairing at all, two pages on one sheet, a sheet that has a newer indice already', () => {
    const page = { pageIndex: 0, name: 'RDC', width: 100, height: 100 };
    expect(() => importIndice(file, [page], testContext())).toThrow(CommandError);
    expect(() =>
      importIndice(
        file,
        [
          { ...page, previousSheetId: 'b' },
          { ...page, pageIndex: 1, previousSheetId: 'b' },
        ],
        testContext(),
      ),
    ).toThrow(/same sheet/);
    expect(() => importIndice(file, [{ ...page, previousSheetId: 'a' }], testContext(), base())).toThrow(
      /newer indice/,
    );
    expect(() => importIndice(file, [{ ...page, previousSheetId: 'gone' }], testContext(), base())).toThrow(
      CommandError,
    );
  });
});

describe('carryOver', () => {
  it('stores the alignment and changes, takes the scale, carries every measurement in one undoable step', () => {
    const state = base();
    const c = carryOver(state, 'b', alignment, regions, testContext());
    expect(c.type).toBe('carryOver');
    const after = applyChanges(state, c.changes);
    const b = after.sheets.get('b');
    expect(b?.alignment).toEqual(alignment);
    expect(b?.changes).toEqual([{ ...regions[0], id: 'new-1', status: 'toCheck' }]);
    expect(b?.scale.default).toBe(s100);
    const [kitchen, counted] = carried(after);
    // Touched by the moved partition: to check, with the region; the sockets far away: carried silently.
    expect(kitchen).toMatchObject({
      sheetId: 'b',
      label: 'Cuisine',
      color: 'green',
      links: room.links,
      localisation: room.localisation,
      element: room.element,
      labelOffset: room.labelOffset,
      carried: { measurementId: 'kitchen', sheetId: 'a', review: 'toCheck', regionIds: ['new-1'] },
    });
    expect(kitchen?.points[0]).toEqual(p(100.4, 99.7));
    expect(counted?.carried).toEqual({ measurementId: 'sockets', sheetId: 'a', review: 'accepted', regionIds: [] });
    // The previous indice's rows stay where they were.
    expect(after.measurements.get('kitchen')).toBe(room);
    expect(carriedToCheck(after, 'b').map((m) => m.carried?.measurementId)).toEqual(['kitchen']);
    expect(snapshot(applyChanges(after, invert(c).changes))).toStrictEqual(snapshot(state));
  });

  it('refuses a sheet with no previous indice, a second carry-over, an alignment that flattens the sheet', () => {
    const state = base();
    expect(() => carryOver(state, 'a', alignment, [], testContext())).toThrow(/not a new indice/);
    const after = applyChanges(state, carryOver(state, 'b', alignment, [], testContext()).changes);
    expect(isCarried(after, after.sheets.get('b') ?? sheet())).toBe(true);
    expect(() => carryOver(after, 'b', alignment, [], testContext())).toThrow(/already/);
    expect(() => carryOver(state, 'b', { ...alignment, matrix: [0, 0, 0, 0, 1, 1] }, [], testContext())).toThrow(
      CommandError,
    );
    expect(() =>
      carryOver(
        state,
        'b',
        alignment,
        [{ ...(regions[0] as ChangeRegionDraft), box: { x: 0, y: 0, width: -1, height: 2 } }],
        testContext(),
      ),
    ).toThrow(CommandError);
  });

  it('keeps a new indice’s own scale', () => {
    const s50 = unwrap(scaleFromRatio(50));
    const state = stateFromRows({
      sheets: [
        sheet({ id: 'a', scale: { default: s100, regions: [] } }),
        sheet({ id: 'b', previousSheetId: 'a', scale: { default: s50, regions: [] } }),
      ],
    });
    const after = applyChanges(state, carryOver(state, 'b', alignment, [], testContext()).changes);
    expect(after.sheets.get('b')?.scale.default).toBe(s50);
  });
});

describe('reviewing', () => {
  function carriedState() {
    const state = base();
    return applyChanges(state, carryOver(state, 'b', alignment, regions, testContext()).changes);
  }

  it('sets a changed region’s status; refuses an unknown region and a change that changes nothing', () => {
    const state = carriedState();
    const c = reviewChanges(state, 'b', ['new-1'], 'seen', testContext());
    expect(c.type).toBe('reviewChanges');
    expect(applyChanges(state, c.changes).sheets.get('b')?.changes?.[0]?.status).toBe('seen');
    expect(() => reviewChanges(state, 'b', ['new-1'], 'toCheck', testContext())).toThrow(/already/);
    expect(() => reviewChanges(state, 'b', ['nope'], 'seen', testContext())).toThrow(CommandError);
  });

  it('accepts carried measurements with the time; refuses one not carried', () => {
    const state = carriedState();
    const kitchen = carried(state).find((m) => m.carried?.review === 'toCheck') as Measurement;
    const ctx = { ...testContext(), now: '2026-03-02T09:00:00.000Z' };
    const after = applyChanges(state, acceptCarried(state, [kitchen.id], ctx).changes);
    expect(after.measurements.get(kitchen.id)?.carried).toMatchObject({ review: 'accepted', checkedAt: ctx.now });
    expect(() => acceptCarried(after, [kitchen.id], ctx)).toThrow(/accepted already/);
    expect(() => acceptCarried(state, ['kitchen'], ctx)).toThrow(/not carried/);
  });

  it('an edit of a carried measurement still to check marks it edited, with the time; an edit that changes nothing does not', () => {
    const state = carriedState();
    const kitchen = carried(state).find((m) => m.carried?.review === 'toCheck') as Measurement;
    const ctx = { ...testContext(), now: '2026-03-03T09:00:00.000Z' };
    const edits = [
      updateMeasurement(state, kitchen.id, { label: 'Cuisine agrandie' }, ctx),
      moveVertex(state, kitchen.id, { index: 1 }, p(320, 100), ctx),
      insertVertex(state, kitchen.id, { index: 1 }, p(200, 90), ctx),
      removeVertex(state, kitchen.id, { index: 3 }, ctx),
      moveMeasurements(state, [kitchen.id], 5, 0, ctx),
    ];
    for (const edit of edits) {
      const after = applyChanges(state, edit.changes).measurements.get(kitchen.id);
      expect(after?.carried, edit.type).toMatchObject({ review: 'edited', checkedAt: ctx.now, regionIds: ['new-1'] });
    }
    expect(updateMeasurement(state, kitchen.id, { label: kitchen.label }, ctx).changes).toEqual([]);
    expect(moveMeasurements(state, [kitchen.id], 0, 0, ctx).changes).toEqual([]);
    // Accepted first: an edit later leaves the review as it was.
    const accepted = applyChanges(state, acceptCarried(state, [kitchen.id], ctx).changes);
    const later = applyChanges(accepted, updateMeasurement(accepted, kitchen.id, { label: 'X' }, ctx).changes);
    expect(later.measurements.get(kitchen.id)?.carried?.review).toBe('accepted');
  });
});
