import { describe, expect, it } from 'vitest';
import { indiceProvenanceOf } from '../domain/comparison/indices';
import { sheet } from '../domain/takeoff/testing/fixtures';
import { indiceProvenanceText } from './provenance';

const sheets = [sheet({ id: 'a' }), sheet({ id: 'b', previousSheetId: 'a' }), sheet({ id: 'alone' })];
const carried = { measurementId: 'm', sheetId: 'a', regionIds: ['r1'] } as const;
const noon = '2026-11-29T12:00:00.000Z';

describe('which indice a measurement was made or checked on', () => {
  it('says it in French, the date in full', () => {
    const text = (m: Parameters<typeof indiceProvenanceOf>[0]) => indiceProvenanceText(indiceProvenanceOf(m, sheets));
    expect(text({ sheetId: 'b', carried: { ...carried, review: 'accepted', checkedAt: noon } })).toBe(
      'Reporté de l’indice A, vérifié sur l’indice B le 29 novembre 2026',
    );
    expect(text({ sheetId: 'b', carried: { ...carried, review: 'toCheck' } })).toBe(
      'Reporté de l’indice A, à vérifier sur l’indice B',
    );
    expect(text({ sheetId: 'b', carried: { ...carried, review: 'edited', checkedAt: noon } })).toBe(
      'Reporté de l’indice A, modifié sur l’indice B le 29 novembre 2026',
    );
    expect(text({ sheetId: 'b', carried: { ...carried, review: 'accepted', regionIds: [] } })).toBe(
      'Reporté de l’indice A sur l’indice B, hors des modifications du plan',
    );
    expect(text({ sheetId: 'a' })).toBe('Mesuré sur l’indice A');
    expect(text({ sheetId: 'b' })).toBe('Mesuré sur l’indice B');
    // A sheet with one indice, a measurement never carried: nothing to say.
    expect(text({ sheetId: 'alone' })).toBeNull();
  });

  it('falls back on « l’indice précédent » when the source sheet is gone', () => {
    const gone = [sheet({ id: 'b', previousSheetId: 'deleted', indice: 'C' })];
    const provenance = indiceProvenanceOf(
      { sheetId: 'b', carried: { ...carried, sheetId: 'deleted', review: 'toCheck' } },
      gone,
    );
    expect(indiceProvenanceText(provenance)).toBe('Reporté de l’indice précédent, à vérifier sur l’indice C');
  });
});
