/** Builders of valid rows for the take-off tests; never imported by the app. */
import type {
  Result,
  TakeoffState,
  MeasurementKind,
  MeasurementOfKind,
  PlanFileRow,
  Point,
  ProjectRow,
  SheetRow,
} from '../types';

export const p = (x: number, y: number): Point => ({ x, y });

export const square = (x: number, y: number, size: number): Point[] => [
  p(x, y),
  p(x + size, y),
  p(x + size, y + size),
  p(x, y + size),
];

const T0 = '2026-01-05T08:00:00.000Z';

const DEFAULTS: {
  [K in MeasurementKind]: Omit<
    MeasurementOfKind<K>,
    'id' | 'projectId' | 'sheetId' | 'label' | 'color' | 'createdAt' | 'updatedAt'
  >;
} = {
  count: { kind: 'count', points: [p(10, 10), p(20, 10)] },
  length: { kind: 'length', points: [p(0, 0), p(72, 0)], closed: false },
  area: { kind: 'area', points: square(0, 0, 72), holes: [] },
  wallArea: { kind: 'wallArea', points: [p(0, 0), p(72, 0)], closed: false, height: 2.5, openings: [] },
  volume: { kind: 'volume', points: square(0, 0, 72), holes: [], thickness: 0.2 },
};

export function measurement<K extends MeasurementKind>(
  kind: K,
  overrides: Partial<MeasurementOfKind<K>> = {},
): MeasurementOfKind<K> {
  return {
    id: `m-${kind}`,
    projectId: 'project-1',
    sheetId: 'sheet-1',
    label: '',
    color: 'blue',
    createdAt: T0,
    updatedAt: T0,
    ...DEFAULTS[kind],
    ...overrides,
    // TypeScript cannot tie DEFAULTS[K] to Extract<Measurement, { kind: K }> for a generic K; the table above is typed
    // per kind, which is the check that matters.
  } as unknown as MeasurementOfKind<K>;
}

export function project(overrides: Partial<ProjectRow> = {}): ProjectRow {
  return {
    id: 'project-1',
    name: 'Groupe scolaire',
    client: 'Ville de Lyon',
    type: 'ERP',
    createdAt: T0,
    ...overrides,
  };
}

export function planFile(overrides: Partial<PlanFileRow> = {}): PlanFileRow {
  return {
    id: 'file-1',
    projectId: 'project-1',
    name: 'plans.pdf',
    mediaType: 'application/pdf',
    size: 1000,
    hash: 'abc',
    pageCount: 2,
    createdAt: T0,
    ...overrides,
  };
}

export function sheet(overrides: Partial<SheetRow> = {}): SheetRow {
  return {
    id: 'sheet-1',
    projectId: 'project-1',
    fileId: 'file-1',
    pageIndex: 0,
    name: 'RDC',
    width: 3024,
    height: 2160,
    scale: { default: null, regions: [] },
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}

/** The value of a Result the test expects to succeed; the error, in the failure message, otherwise. */
export function unwrap<T>(result: Result<T, unknown>): T {
  if (!result.ok) throw new Error(`Expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** A plain, comparable picture of a state: each table's rows sorted by id. */
export function snapshot(state: TakeoffState) {
  return Object.fromEntries(
    Object.entries(state).map(([table, rows]) => [
      table,
      [...(rows as ReadonlyMap<string, unknown>).entries()].sort(([a], [b]) => a.localeCompare(b)),
    ]),
  );
}

/** A small library: one lot (02 Gros œuvre), one chapter (02.01), two articles; and the project's HSP. */
export function libraryRows() {
  const stamp = { createdAt: T0, updatedAt: T0 };
  return {
    libraries: [{ id: 'library-1', name: 'Bibliothèque', ...stamp }],
    libraryLots: [{ id: 'lot-1', libraryId: 'library-1', code: '02', title: 'Gros œuvre', ...stamp }],
    libraryChapters: [
      { id: 'chapter-1', libraryId: 'library-1', lotId: 'lot-1', code: '01', title: 'Béton armé', ...stamp },
      { id: 'chapter-2', libraryId: 'library-1', lotId: 'lot-1', code: '02', title: 'Maçonnerie', ...stamp },
    ],
    libraryItems: [
      {
        id: 'article-1',
        bibliotheque_id: 'library-1',
        lot: 'lot-1',
        subCategory: 'chapter-1',
        code: '01',
        designation: 'Voile béton armé ép. 20 cm',
        unite: 'm²' as const,
        prix_unitaire: 0,
        vatRate: 2000 as const,
        actif: true,
        tags: [],
        ...stamp,
      },
      {
        id: 'article-2',
        bibliotheque_id: 'library-1',
        lot: 'lot-1',
        subCategory: 'chapter-1',
        code: '02',
        designation: 'Dalle pleine béton armé',
        unite: 'm³' as const,
        prix_unitaire: 180,
        vatRate: 1000 as const,
        actif: true,
        tags: ['dalle'],
        ...stamp,
      },
    ],
    variables: [{ id: 'var-1', projectId: 'project-1', name: 'HSP', value: 2.5, unit: 'm', ...stamp }],
  };
}
