/** A small project with a new indice, for the comparison tests (never imported by the app). */
import { QuantityEngine } from '../../library/quantities';
import { applyChanges, stateFromRows } from '../../takeoff/commands';
import { scaleFromRatio } from '../../takeoff/scale';
import { testContext } from '../../takeoff/testing/arbitraries';
import { libraryRows, measurement, p, project, sheet, unwrap } from '../../takeoff/testing/fixtures';
import type { AreaMeasurement, Measurement, TakeoffState } from '../../takeoff/types';
import { carryOver } from '../commands';

const s100 = unwrap(scaleFromRatio(100));
/** Points per metre at 1:100. */
const M = 1 / s100.metresPerUnit;
const rect = (x: number, y: number, w: number, h: number) => [
  p(x * M, y * M),
  p((x + w) * M, y * M),
  p((x + w) * M, (y + h) * M),
  p(x * M, (y + h) * M),
];

/**
 * A 10 × 5 m room on indice A of the ground floor (25 €/m²), and a 4 × 5 m room on the first floor (no new indice). */
export function project2(): TakeoffState {
  const library = libraryRows();
  const items = library.libraryItems.map((a) => (a.id === 'article-1' ? { ...a, prix_unitaire: 25 } : a));
  const link = [{ articleId: 'article-1', formula: 'Q' }];
  return stateFromRows({
    projects: [project()],
    sheets: [
      sheet({ id: 'rdc-a', name: 'RDC', scale: { default: s100, regions: [] } }),
      sheet({ id: 'rdc-b', name: 'RDC', previousSheetId: 'rdc-a', indice: 'B' }),
      sheet({ id: 'r1', name: 'R+1', scale: { default: s100, regions: [] } }),
    ],
    measurements: [
      measurement('area', {
        id: 'sejour',
        sheetId: 'rdc-a',
        label: 'Séjour',
        points: rect(0, 0, 10, 5),
        holes: [],
        links: link,
        localisation: { level: 'RDC' },
      }),
      measurement('area', {
        id: 'chambre',
        sheetId: 'r1',
        label: 'Chambre',
        points: rect(0, 0, 4, 5),
        holes: [],
        links: link,
      }),
    ],
    ...library,
    libraryItems: items,
  });
}

/** Indice B carried over, and its room enlarged to 12 × 5 m. */
export function enlarged(): TakeoffState {
  const state = project2();
  const c = carryOver(
    state,
    'rdc-b',
    { matrix: [1, 0, 0, 1, 0, 0], method: 'auto', confidence: 1, residual: 0 },
    [],
    testContext(),
  );
  const carried = applyChanges(state, c.changes);
  const room = [...carried.measurements.values()].find((m) => m.sheetId === 'rdc-b') as AreaMeasurement;
  return stateFromRows({
    ...Object.fromEntries(
      Object.entries(carried).map(([table, rows]) => [table, [...(rows as Map<string, unknown>).values()]]),
    ),
    measurements: [...carried.measurements.values()].map((m): Measurement =>
      m.id === room.id ? { ...room, points: rect(0, 0, 12, 5) } : m,
    ),
  } as Parameters<typeof stateFromRows>[0]);
}

export const engineOf = (state: TakeoffState) =>
  new QuantityEngine({
    measurements: state.measurements.values(),
    sheets: state.sheets.values(),
    variables: [],
    library: state,
  });
