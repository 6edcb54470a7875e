/** A small plan de repérage for the tests: two sheets of tests/fixtures/plans/plan.pdf, two lots, four kinds. */
import { measurement, p, sheet } from '../takeoff/testing/fixtures';
import { METRES_PER_POINT } from '../takeoff/scale';
import type { Measurement, SheetRow } from '../takeoff/types';
import type { ReperageArticle, ReperageInput, ReperageLink, ReperageLot, ReperageOptions } from './model';

/** Sheet points of `metres` at 1:100. */
export const at100 = (metres: number) => metres / (100 * METRES_PER_POINT);

const scale100 = {
  default: { metresPerUnit: 100 * METRES_PER_POINT, source: { kind: 'ratio', denominator: 100 } },
  regions: [],
} as const;

export const SHEETS: readonly SheetRow[] = [
  sheet({ id: 'sheet-1', name: 'A-101 Plan RDC', width: 1190.55, height: 841.89, scale: scale100, revision: 'B' }),
  sheet({ id: 'sheet-2', name: 'A-102 Plan R+1', pageIndex: 1, width: 841.89, height: 1190.55 }),
];

export const LOTS: readonly ReperageLot[] = [
  { id: 'lot-sols', code: '09', title: 'Revêtements de sols' },
  { id: 'lot-elec', code: '12', title: 'Électricité' },
];

export const ARTICLES: readonly ReperageArticle[] = [
  {
    id: 'a-sol',
    number: '09.01.01',
    designation: 'Carrelage grès cérame',
    unit: 'm²',
    lotId: 'lot-sols',
    color: 'green',
  },
  {
    id: 'a-prise',
    number: '12.02.01',
    designation: 'Prise de courant 16 A',
    unit: 'U',
    lotId: 'lot-elec',
    symbol: 'square',
  },
];

export function reperageMeasurements(): Measurement[] {
  const x = 300;
  const y = 300;
  return [
    measurement('area', {
      id: 'm-room',
      label: 'Ch. 144 – sol',
      color: 'blue',
      articleId: 'a-sol',
      points: [p(x, y), p(x + at100(4), y), p(x + at100(4), y + at100(3.81)), p(x, y + at100(3.81))],
      holes: [],
    }),
    measurement('count', {
      id: 'm-sockets',
      label: 'Prises',
      color: 'red',
      articleId: 'a-prise',
      points: [p(320, 320), p(380, 320), p(360, 380)],
    }),
    measurement('length', { id: 'm-skirting', label: 'Plinthe', color: 'orange', points: [p(600, 200), p(800, 200)] }),
    measurement('wallArea', {
      id: 'm-wall',
      label: 'Mur',
      color: 'purple',
      points: [p(600, 500), p(800, 500), p(800, 650)],
      height: 2.5,
      labelOffset: p(40, 60),
    }),
    measurement('count', {
      id: 'm-sockets-r1',
      sheetId: 'sheet-2',
      label: 'Prises R+1',
      color: 'red',
      articleId: 'a-prise',
      points: [p(200, 200)],
    }),
  ];
}

export function reperageInput(overrides: Partial<ReperageInput> = {}): ReperageInput {
  const links = new Map<string, ReperageLink[]>([
    ['m-room', [{ articleId: 'a-sol', value: 15.24 }]],
    ['m-sockets', [{ articleId: 'a-prise', value: 3 }]],
    ['m-sockets-r1', [{ articleId: 'a-prise', value: 1 }]],
  ]);
  return {
    projectName: 'Résidence Les Tilleuls',
    sheets: SHEETS,
    measurements: reperageMeasurements(),
    articles: new Map(ARTICLES.map((a) => [a.id, a])),
    lots: new Map(LOTS.map((l) => [l.id, l])),
    links,
    ...overrides,
  };
}

export const OPTIONS: ReperageOptions = { paper: 'A3', split: 'sheet', author: 'Cabinet Martin', date: '2026-11-29' };

/** Helvetica-ish widths without a font: half the size per character. */
export const roughMeasure = (text: string, size: number) => text.length * size * 0.5;
