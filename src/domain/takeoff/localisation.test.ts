import { describe, expect, it } from 'vitest';
import {
  applyLocalisationPatch,
  compareLocalisation,
  localisationSuggestions,
  localiseFromSurfaces,
  normaliseLocalisation,
} from './localisation';
// The command's history line is checked end to end, as the history page words it: a test may read the copy that
// the domain's own code must not.
// eslint-disable-next-line no-restricted-imports
import { formatHistoryLine } from '../../i18n/historyFormat';
import { applyChanges, invert, localiseMeasurements, stateFromRows } from './commands';
import { CommandError } from './errors';
import { describeEntry, sheetTimeline } from './history';
import { testContext } from './testing/arbitraries';
import { measurement, p, sheet, square } from './testing/fixtures';
import { click, key, world } from './testing/tools';
import type { ScaleRegion } from './types';

const SCALE = { metresPerUnit: 0.1, source: { kind: 'ratio' as const, denominator: 100 } };

describe('a localisation', () => {
  it('is trimmed, never empty strings, absent when nothing is left', () => {
    expect(normaliseLocalisation({ level: '  R+1 ', zone: '' })).toEqual({ level: 'R+1' });
    expect(normaliseLocalisation({ level: ' ', zone: '  ' })).toBeUndefined();
    expect(normaliseLocalisation({ zone: 'Ch. 144' })).toEqual({ zone: 'Ch. 144' });
    expect(normaliseLocalisation(undefined)).toBeUndefined();
  });

  it('sorts naturally, levels then zones, the unlocalised last', () => {
    const list = [undefined, { level: 'R+1', zone: 'Ch. 10' }, { zone: 'Hall' }, { level: 'R+1', zone: 'Ch. 9' }];
    expect([...list].sort(compareLocalisation)).toEqual([
      { level: 'R+1', zone: 'Ch. 9' },
      { level: 'R+1', zone: 'Ch. 10' },
      { zone: 'Hall' },
      undefined,
    ]);
  });

  it('suggests the project’s levels and zones once each', () => {
    const rows = [
      { localisation: { level: 'R+1', zone: 'Ch. 10' } },
      { localisation: { level: 'R+1', zone: 'Ch. 2' } },
      {},
    ];
    expect(localisationSuggestions(rows)).toEqual({ levels: ['R+1'], zones: ['Ch. 2', 'Ch. 10'] });
  });

  it('takes a patch: a part given replaces, undefined keeps, null clears', () => {
    const current = { level: 'R+1', zone: 'Ch. 2' };
    expect(applyLocalisationPatch(current, { zone: 'Ch. 3' })).toEqual({ level: 'R+1', zone: 'Ch. 3' });
    expect(applyLocalisationPatch(current, { level: null })).toEqual({ zone: 'Ch. 2' });
    expect(applyLocalisationPatch(current, { level: null, zone: ' ' })).toBeUndefined();
  });
});

describe('localising from surfaces', () => {
  // Two rooms side by side inside a wing; a corridor region on the right.
  const wing = measurement('area', { id: 'wing', label: 'Aile B', points: square(0, 0, 400) });
  const room144 = measurement('area', {
    id: 'room-144',
    label: 'Ch. 144 – sol',
    localisation: { level: 'R+1', zone: 'Ch. 144' },
    points: square(0, 0, 100),
  });
  const room145 = measurement('area', { id: 'room-145', label: 'Ch. 145', points: square(100, 0, 100) });
  const corridor: ScaleRegion = {
    id: 'region-1',
    label: 'Circulation',
    shape: { kind: 'rect', rect: { minX: 500, minY: 0, maxX: 700, maxY: 100 } },
    scale: { metresPerUnit: 0.01, source: { kind: 'ratio', denominator: 100 } },
  };
  const sheet = [wing, room144, room145];

  it('gives each measurement the zone of the smallest surface containing its label anchor, its level with it', () => {
    const skirting = measurement('length', { id: 'skirting', points: [p(10, 10), p(90, 10)], closed: false });
    const sockets = measurement('count', { id: 'sockets', points: [p(150, 50)], localisation: { level: 'R+1' } });
    const inWing = measurement('count', { id: 'in-wing', points: [p(300, 300)] });
    const corridorDoor = measurement('count', { id: 'door', points: [p(600, 50)] });
    const outside = measurement('count', { id: 'outside', points: [p(900, 900)] });
    const result = localiseFromSurfaces([skirting, sockets, inWing, corridorDoor, outside, room145], sheet, [corridor]);
    expect(result.localised).toEqual([
      {
        id: 'skirting',
        localisation: { level: 'R+1', zone: 'Ch. 144' },
        source: { kind: 'surface', measurementId: 'room-144' },
      },
      // A surface without a localisation names its zone by its label; the target keeps its own level.
      {
        id: 'sockets',
        localisation: { level: 'R+1', zone: 'Ch. 145' },
        source: { kind: 'surface', measurementId: 'room-145' },
      },
      { id: 'in-wing', localisation: { zone: 'Aile B' }, source: { kind: 'surface', measurementId: 'wing' } },
      { id: 'door', localisation: { zone: 'Circulation' }, source: { kind: 'region', regionId: 'region-1' } },
      // A room is never its own surface: the wing around it names it.
      { id: 'room-145', localisation: { zone: 'Aile B' }, source: { kind: 'surface', measurementId: 'wing' } },
    ]);
    expect(result.notFound).toEqual(['outside']);
  });

  it('ignores surfaces of other sheets and surfaces without a name', () => {
    const elsewhere = { ...room145, id: 'elsewhere', sheetId: 'sheet-2' };
    const unnamed = measurement('area', { id: 'unnamed', label: '  ', points: square(0, 0, 100) });
    const target = measurement('count', { id: 't', points: [p(150, 50)] });
    expect(localiseFromSurfaces([target], [elsewhere, unnamed]).notFound).toEqual(['t']);
  });
});

describe('the localisation while drawing, and as a command (issue 24)', () => {
  it('gives the sheet’s current localisation to every new measurement, until changed', () => {
    const w = world({ tool: 'count' });
    w.localisation = { level: 'R+1', zone: 'Ch. 144' };
    click(w, p(10, 10));
    key(w, 'Enter');
    w.localisation = { level: 'R+1', zone: 'Ch. 145' };
    click(w, p(50, 50));
    key(w, 'Enter');
    w.localisation = undefined;
    click(w, p(90, 90));
    expect([...w.state.measurements.values()].map((m) => m.localisation)).toEqual([
      { level: 'R+1', zone: 'Ch. 144' },
      { level: 'R+1', zone: 'Ch. 145' },
      undefined,
    ]);
    expect([...w.state.measurements.values()].every((m) => !('localisation' in m) || m.localisation)).toBe(true);
  });

  it('gives it to a drawn surface too', () => {
    const w = world({ tool: 'area', sheets: [sheet({ scale: { default: SCALE, regions: [] } })] });
    w.localisation = { zone: 'Circulation' };
    for (const q of square(0, 0, 50)) click(w, q);
    key(w, 'Enter');
    expect([...w.state.measurements.values()].map((m) => [m.kind, m.localisation])).toEqual([
      ['area', { zone: 'Circulation' }],
    ]);
  });

  it('localises a selection in one step, undone in one step, and the history says it in French', () => {
    const a = measurement('count', { id: 'a', label: 'Prises' });
    const b = measurement('count', { id: 'b', label: 'Interrupteurs', localisation: { zone: 'Ch. 1' } });
    const state = stateFromRows({ measurements: [a, b] });
    const command = localiseMeasurements(
      state,
      [
        { id: 'a', localisation: { level: ' R+1 ', zone: 'Ch. 144' } },
        { id: 'b', localisation: undefined },
      ],
      testContext(),
    );
    expect(command.type).toBe('localiseMeasurements');
    expect(command.changes).toHaveLength(2);
    const after = applyChanges(state, command.changes);
    expect(after.measurements.get('a')?.localisation).toEqual({ level: 'R+1', zone: 'Ch. 144' });
    expect(after.measurements.get('b')).not.toHaveProperty('localisation');
    expect(applyChanges(after, invert(command).changes).measurements.get('b')?.localisation).toEqual({
      zone: 'Ch. 1',
    });
    const entry = { ...command, id: 'e1', projectId: 'project-1', seq: 1, at: '2026-03-01T09:00:00.000Z', by: 'u' };
    const lines = describeEntry(entry, sheetTimeline([entry], [])).lines.map(formatHistoryLine);
    expect(lines).toEqual([
      'Localisation de Comptage «\u00a0Prises\u00a0»\u00a0: Non localisé → Niveau R+1 · Ch. 144',
      'Localisation de Comptage «\u00a0Interrupteurs\u00a0»\u00a0: Ch. 1 → Non localisé',
    ]);
    // Nothing to change: refused, no empty step.
    expect(() =>
      localiseMeasurements(after, [{ id: 'a', localisation: { level: 'R+1', zone: 'Ch. 144' } }], testContext()),
    ).toThrow(CommandError);
  });
});
