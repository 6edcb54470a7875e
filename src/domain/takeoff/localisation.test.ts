import { describe, expect, it } from 'vitest';
import {
  applyLocalisationPatch,
  compareLocalisation,
  localisationSuggestions,
  localiseFromSurfaces,
  normaliseLocalisation,
} from './localisation';
import { measurement, p, square } from './testing/fixtures';
import type { ScaleRegion } from './types';

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
