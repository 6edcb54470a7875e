import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMMAND_TYPES,
  addScaleRegion,
  applyChanges,
  changedSheetIds,
  copyMeasurements,
  createMeasurement,
  createProject,
  deleteMeasurements,
  deleteProject,
  deleteSheet,
  duplicateMeasurements,
  emptyState,
  importFile,
  insertVertex,
  invert,
  moveMeasurements,
  moveVertex,
  pasteMeasurements,
  removeScaleRegion,
  removeVertex,
  renameSheet,
  rowsEqual,
  setRegionScale,
  setSheetScale,
  stateFromRows,
  updateMeasurement,
  updateProject,
  updateScaleRegion,
  type Command,
  type MeasurementDraft,
} from './commands';
import { CommandError, ConflictError } from './errors';
import { scaleFromRatio } from './scale';
import { buildCommand, numbersArb, stateArb, testContext } from './testing/arbitraries';
import { measurement, p, project, sheet, snapshot, square, unwrap } from './testing/fixtures';
import type { Scale, TakeoffState } from './types';

const scale = (denominator: number): Scale => unwrap(scaleFromRatio(denominator));

const NOW = '2026-02-01T10:00:00.000Z';
const wall = measurement('wallArea', { id: 'wall', points: [p(0, 0), p(100, 0), p(100, 100)] });
const slab = measurement('volume', { id: 'slab', points: square(0, 0, 200), holes: [square(10, 10, 20)] });
const dots = measurement('count', { id: 'dots', sheetId: 'sheet-2', points: [p(5, 5), p(6, 6)] });
const base = stateFromRows({
  projects: [project()],
  sheets: [
    sheet({ scale: { default: scale(100), regions: [] } }),
    sheet({ id: 'sheet-2', scale: { default: scale(100), regions: [] } }),
    sheet({ id: 'sheet-3', scale: { default: scale(50), regions: [] } }),
  ],
  measurements: [wall, slab, dots],
});

function roundTrips(state: TakeoffState, command: Command): TakeoffState {
  const after = applyChanges(state, command.changes);
  expect(snapshot(applyChanges(after, invert(command).changes))).toStrictEqual(snapshot(state));
  return after;
}

describe('rowsEqual', () => {
  it('compares structure, treats undefined keys as absent and tells -0 from 0', () => {
    expect(rowsEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(rowsEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(rowsEqual({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(rowsEqual({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(rowsEqual(0, -0)).toBe(false);
    expect(rowsEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(rowsEqual(null, {})).toBe(false);
  });
});

describe('applyChanges', () => {
  it('creates, updates and deletes rows without touching the input state', () => {
    const ctx = testContext();
    const c = createProject({ name: 'Logements', client: 'OPH', type: 'logement collectif' }, ctx);
    const empty = emptyState();
    const next = applyChanges(empty, c.changes);
    expect(empty.projects.size).toBe(0);
    expect(next.projects.get('new-1')).toEqual({
      id: 'new-1',
      name: 'Logements',
      client: 'OPH',
      type: 'logement collectif',
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    expect(next.measurements).toBe(empty.measurements);
  });

  it('refuses a change whose before is not the current row, and applies none of the batch', () => {
    const move = moveMeasurements(base, ['wall'], 10, 0, testContext());
    const moved = applyChanges(base, move.changes);
    // Replaying the same move: its before is the old position, the row has moved on.
    const error = (() => {
      try {
        applyChanges(moved, [...deleteMeasurements(moved, ['slab']).changes, ...move.changes]);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ code: 'conflict', table: 'measurements', id: 'wall' });
    expect(moved.measurements.has('slab')).toBe(true);
  });

  it('refuses to create a row that exists and to delete one that is gone', () => {
    const create = createMeasurement(
      { ...wall, id: undefined, createdAt: undefined, updatedAt: undefined } as unknown as MeasurementDraft,
      testContext(),
    );
    const once = applyChanges(base, create.changes);
    expect(() => applyChanges(once, create.changes)).toThrow(ConflictError);
    const del = deleteMeasurements(base, ['dots']);
    expect(() => applyChanges(applyChanges(base, del.changes), del.changes)).toThrow(ConflictError);
  });

  it('refuses an undo after a later edit of the same row', () => {
    const ctx = testContext();
    const rename = updateMeasurement(base, 'wall', { label: 'Mur A' }, ctx);
    const s1 = applyChanges(base, rename.changes);
    const recolour = updateMeasurement(s1, 'wall', { color: 'red' }, ctx);
    const s2 = applyChanges(s1, recolour.changes);
    expect(() => applyChanges(s2, invert(rename).changes)).toThrow(ConflictError);
  });
});

describe('builders', () => {
  const ctx = () => testContext();

  it('creates and updates a project', () => {
    const c = updateProject(stateFromRows({ projects: [project()] }), 'project-1', { address: 'Lyon' }, ctx());
    expect(c.type).toBe('updateProject');
    expect(c.changes[0]?.after).toMatchObject({ address: 'Lyon', updatedAt: NOW });
  });

  it('deletes a project with its files, sheets and measurements', () => {
    const state = stateFromRows({
      projects: [project(), project({ id: 'other' })],
      files: [
        {
          id: 'file-1',
          projectId: 'project-1',
          name: 'a.pdf',
          mediaType: 'application/pdf',
          size: 1,
          hash: 'h',
          pageCount: 1,
          createdAt: NOW,
        },
      ],
      sheets: [sheet(), sheet({ id: 'sheet-o', projectId: 'other' })],
      measurements: [wall, measurement('count', { id: 'o', projectId: 'other', sheetId: 'sheet-o' })],
    });
    const c = roundTrips(state, deleteProject(state, 'project-1'));
    expect([...c.projects.keys()]).toEqual(['other']);
    expect([...c.sheets.keys()]).toEqual(['sheet-o']);
    expect([...c.measurements.keys()]).toEqual(['o']);
    expect(c.files.size).toBe(0);
  });

  it('imports a file as one uncalibrated sheet per page', () => {
    const c = importFile(
      {
        id: 'f',
        projectId: 'project-1',
        name: 'plans.pdf',
        mediaType: 'application/pdf',
        size: 9,
        hash: 'h',
        pageCount: 2,
      },
      [
        { pageIndex: 0, name: 'RDC', width: 3024, height: 2160 },
        { pageIndex: 1, name: 'R+1', width: 3024, height: 2160, scale: { default: scale(100), regions: [] } },
      ],
      ctx(),
    );
    expect(c.changes.map((x) => [x.table, x.id])).toEqual([
      ['files', 'f'],
      ['sheets', 'new-1'],
      ['sheets', 'new-2'],
    ]);
    expect(c.changes[1]?.after).toMatchObject({ fileId: 'f', projectId: 'project-1', scale: { default: null } });
    expect(c.changes[2]?.after).toMatchObject({ scale: { default: scale(100) } });
  });

  it('renames and deletes a sheet with its measurements', () => {
    expect(renameSheet(base, 'sheet-1', 'Rez-de-chaussée', ctx()).changes[0]?.after).toMatchObject({
      name: 'Rez-de-chaussée',
    });
    const after = roundTrips(base, deleteSheet(base, 'sheet-1'));
    expect([...after.measurements.keys()]).toEqual(['dots']);
  });

  it('sets and clears a sheet scale, and manages regions', () => {
    const cleared = roundTrips(base, setSheetScale(base, 'sheet-1', null, ctx()));
    expect(cleared.sheets.get('sheet-1')?.scale.default).toBeNull();
    const region = {
      label: 'Détail 1',
      shape: { kind: 'rect' as const, rect: { minX: 0, minY: 0, maxX: 50, maxY: 50 } },
    };
    const withRegion = roundTrips(base, addScaleRegion(base, 'sheet-1', { ...region, scale: scale(20) }, ctx()));
    expect(withRegion.sheets.get('sheet-1')?.scale.regions).toEqual([{ ...region, id: 'new-1', scale: scale(20) }]);
    const rescaled = roundTrips(withRegion, setRegionScale(withRegion, 'sheet-1', 'new-1', scale(10), ctx()));
    expect(rescaled.sheets.get('sheet-1')?.scale.regions[0]?.scale).toEqual(scale(10));
    const renamed = updateScaleRegion(withRegion, 'sheet-1', 'new-1', { label: 'Coupe AA' }, ctx());
    expect(renamed.type).toBe('updateScaleRegion');
    const removed = roundTrips(withRegion, removeScaleRegion(withRegion, 'sheet-1', 'new-1', ctx()));
    expect(removed.sheets.get('sheet-1')?.scale.regions).toEqual([]);
    expect(() => removeScaleRegion(base, 'sheet-1', 'nope', ctx())).toThrow(CommandError);
  });

  it('creates a measurement and refuses an invalid one', () => {
    const draft: MeasurementDraft = {
      kind: 'length',
      projectId: 'project-1',
      sheetId: 'sheet-1',
      label: 'Plinthe',
      color: 'green',
      points: [p(0, 0), p(10, 0)],
      closed: false,
    };
    const c = createMeasurement(draft, ctx());
    expect(c.changes[0]?.after).toEqual({ ...draft, id: 'new-1', createdAt: NOW, updatedAt: NOW });
    expect(() => createMeasurement({ ...draft, points: [p(0, 0)] }, ctx())).toThrow(
      expect.objectContaining({ code: 'tooFewVertices' }),
    );
    expect(() => createMeasurement({ ...draft, points: [p(0, 0), p(Number.NaN, 0)] }, ctx())).toThrow(
      expect.objectContaining({ code: 'invalidPatch' }),
    );
    const badWall = { ...draft, kind: 'wallArea', height: 0, openings: [] } as MeasurementDraft;
    expect(() => createMeasurement(badWall, ctx())).toThrow(CommandError);
  });

  it('updates properties per kind and refuses fields the kind does not have', () => {
    const c = updateMeasurement(
      base,
      ['wall'],
      { height: 2.7, openings: [{ width: 0.9, height: 2.1, count: 2 }] },
      ctx(),
    );
    expect(c.changes[0]?.after).toMatchObject({ height: 2.7, updatedAt: NOW });
    expect(() => updateMeasurement(base, 'wall', { thickness: 0.2 }, ctx())).toThrow(
      expect.objectContaining({ code: 'invalidPatch' }),
    );
    expect(() => updateMeasurement(base, 'slab', { thickness: -1 }, ctx())).toThrow(CommandError);
    expect(() => updateMeasurement(base, 'missing', { label: 'x' }, ctx())).toThrow(
      expect.objectContaining({ code: 'missingRow' }),
    );
    expect(updateMeasurement(base, 'wall', { label: '', thickness: undefined }, ctx()).changes).toEqual([]);
  });

  it('binds a wall’s height to a variable (HSP), undoably, unbinds it with null, and refuses what is no name', () => {
    const bound = roundTrips(base, updateMeasurement(base, 'wall', { heightVariable: 'HSP' }, ctx()));
    expect(bound.measurements.get('wall')).toMatchObject({ heightVariable: 'HSP' });
    const unbound = roundTrips(bound, updateMeasurement(bound, 'wall', { heightVariable: null }, ctx()));
    expect(unbound.measurements.get('wall')).not.toHaveProperty('heightVariable');
    expect(() => updateMeasurement(base, 'wall', { heightVariable: '2 × HSP' }, ctx())).toThrow(
      expect.objectContaining({ code: 'invalidPatch' }),
    );
    expect(() => updateMeasurement(base, 'slab', { heightVariable: 'HSP' }, ctx())).toThrow(
      expect.objectContaining({ code: 'invalidPatch' }),
    );
  });

  it('sets a count’s own symbol, then gives it back to its article with null, undoably', () => {
    const own = roundTrips(base, updateMeasurement(base, 'dots', { symbol: 'star' }, ctx()));
    expect(own.measurements.get('dots')).toMatchObject({ symbol: 'star' });
    const reset = roundTrips(own, updateMeasurement(own, 'dots', { symbol: null }, ctx()));
    // The field goes: the row reads as one whose symbol was never chosen (the article's shows again).
    expect(reset.measurements.get('dots')).not.toHaveProperty('symbol');
    expect(() => updateMeasurement(base, 'wall', { symbol: null }, ctx())).toThrow(
      expect.objectContaining({ code: 'invalidPatch' }),
    );
  });

  it('moves several measurements, holes included, and drops a move by nothing', () => {
    const after = roundTrips(base, moveMeasurements(base, ['wall', 'slab'], 5, -5, ctx()));
    expect(after.measurements.get('wall')?.points[0]).toEqual(p(5, -5));
    const moved = after.measurements.get('slab');
    expect(moved?.kind === 'volume' && moved.holes[0]?.[0]).toEqual(p(15, 5));
    expect(moveMeasurements(base, ['wall'], 0, 0, ctx()).changes).toEqual([]);
    expect(() => moveMeasurements(base, [], 1, 1, ctx())).toThrow(expect.objectContaining({ code: 'emptySelection' }));
    expect(() => moveMeasurements(base, ['wall'], Infinity, 1, ctx())).toThrow(CommandError);
  });

  it('moves, inserts and removes vertices of an outline or a hole', () => {
    const moved = roundTrips(base, moveVertex(base, 'wall', { index: 1 }, p(120, 0), ctx()));
    expect(moved.measurements.get('wall')?.points).toEqual([p(0, 0), p(120, 0), p(100, 100)]);
    const inserted = roundTrips(base, insertVertex(base, 'wall', { index: 3 }, p(0, 100), ctx()));
    expect(inserted.measurements.get('wall')?.points).toHaveLength(4);
    const holeMoved = applyChanges(base, moveVertex(base, 'slab', { hole: 0, index: 0 }, p(11, 11), ctx()).changes);
    const slabAfter = holeMoved.measurements.get('slab');
    expect(slabAfter?.kind === 'volume' && slabAfter.holes[0]?.[0]).toEqual(p(11, 11));
    const removed = roundTrips(base, removeVertex(base, 'wall', { index: 2 }, ctx()));
    expect(removed.measurements.get('wall')?.points).toEqual([p(0, 0), p(100, 0)]);
    expect(() => removeVertex(removed, 'wall', { index: 0 }, ctx())).toThrow(
      expect.objectContaining({ code: 'tooFewVertices' }),
    );
    const triangleHole = applyChanges(base, removeVertex(base, 'slab', { hole: 0, index: 0 }, ctx()).changes);
    expect(() => removeVertex(triangleHole, 'slab', { hole: 0, index: 0 }, ctx())).toThrow(
      expect.objectContaining({ code: 'tooFewVertices' }),
    );
    expect(() => moveVertex(base, 'wall', { index: 3 }, p(0, 0), ctx())).toThrow(
      expect.objectContaining({ code: 'vertexOutOfRange' }),
    );
    expect(() => moveVertex(base, 'wall', { hole: 0, index: 0 }, p(0, 0), ctx())).toThrow(
      expect.objectContaining({ code: 'vertexOutOfRange' }),
    );
    expect(() => insertVertex(base, 'wall', { index: -1 }, p(0, 0), ctx())).toThrow(CommandError);
  });

  it('duplicates with new ids and an offset, and deletes', () => {
    const c = duplicateMeasurements(base, ['wall', 'dots'], p(10, 10), ctx());
    expect(c.changes.map((x) => [x.id, x.before])).toEqual([
      ['new-1', null],
      ['new-2', null],
    ]);
    expect(c.changes[1]?.after).toMatchObject({ sheetId: 'sheet-2', points: [p(15, 15), p(16, 16)] });
    const after = roundTrips(base, deleteMeasurements(base, ['wall', 'wall']));
    expect(after.measurements.has('wall')).toBe(false);
  });

  it('pastes onto a sheet of the same scale, and refuses another scale', () => {
    const clipboard = copyMeasurements(base, ['wall', 'slab']);
    const c = pasteMeasurements(base, clipboard, 'sheet-2', ctx());
    expect(c.changes.map((x) => x.after)).toMatchObject([
      { id: 'new-1', sheetId: 'sheet-2', points: wall.points },
      { id: 'new-2', sheetId: 'sheet-2' },
    ]);
    expect(() => pasteMeasurements(base, clipboard, 'sheet-3', ctx())).toThrow(
      expect.objectContaining({ code: 'scaleMismatch' }),
    );
    expect(() => pasteMeasurements(base, { ...clipboard, measurements: [] }, 'sheet-2', ctx())).toThrow(
      expect.objectContaining({ code: 'emptySelection' }),
    );
    expect(() => copyMeasurements(base, ['wall', 'dots'])).toThrow(CommandError);
  });
});

describe('every command, undone, restores the exact previous state (property)', () => {
  it.each(COMMAND_TYPES)('%s', (type) => {
    let built = 0;
    fc.assert(
      fc.property(stateArb, numbersArb, (state, numbers) => {
        let c: Command;
        try {
          c = buildCommand(state, type, numbers);
        } catch (error) {
          // Refused parameters (too few vertices left, a scale mismatch…) are a valid answer, not a failure.
          if (error instanceof CommandError) return;
          throw error;
        }
        built++;
        expect(c.type).toBe(type);
        const after = applyChanges(state, c.changes);
        expect(snapshot(applyChanges(after, invert(c).changes))).toStrictEqual(snapshot(state));
        // And redo after undo lands on the same state again.
        const undone = applyChanges(after, invert(c).changes);
        expect(snapshot(applyChanges(undone, c.changes))).toStrictEqual(snapshot(after));
      }),
      { numRuns: 60 },
    );
    expect(built).toBeGreaterThan(0);
  });
});

describe('changedSheetIds', () => {
  it('names the sheet of a measurement change, a sheet’s own change, and both sheets of a move between them', () => {
    const wall = measurement('length', { id: 'wall', sheetId: 'sheet-2' });
    expect(changedSheetIds({ changes: [{ table: 'measurements', id: 'wall', before: null, after: wall }] })).toEqual([
      'sheet-2',
    ]);
    expect(
      changedSheetIds({
        changes: [{ table: 'sheets', id: 'sheet-1', before: sheet(), after: sheet({ name: 'Rez-de-chaussée' }) }],
      }),
    ).toEqual(['sheet-1']);
    expect(
      changedSheetIds({
        changes: [{ table: 'measurements', id: 'wall', before: wall, after: { ...wall, sheetId: 'sheet-3' } }],
      }),
    ).toEqual(['sheet-2', 'sheet-3']);
  });

  it('names no sheet for a change of the project', () => {
    expect(
      changedSheetIds({
        changes: [{ table: 'projects', id: 'project-1', before: project(), after: project({ name: 'X' }) }],
      }),
    ).toEqual([]);
  });
});
