import type { ChangeRegion, IndicePage, PagePairing } from '../../../../src/domain/comparison/types';
import type { CarriedItem, DeltaLot, PairingSheet } from '../../../../src/screens/Workspace/Comparison';

/** ARCH E1 / A1 landscape in points. */
const A1 = { width: 2384, height: 1684 };
const A0 = { width: 3370, height: 2384 };

export const SHEETS: readonly PairingSheet[] = [
  { id: 's1', name: 'A01 – Rez-de-chaussée', indice: 'A', ...A1 },
  { id: 's2', name: 'A02 – Étage courant', indice: 'A', ...A1 },
  { id: 's3', name: 'A03 – Toiture', indice: 'A', ...A1 },
];

export const PAGES: readonly IndicePage[] = [
  { pageIndex: 0, name: 'A01 – Rez-de-chaussée', number: 'A01', revision: 'B', ...A1 },
  { pageIndex: 1, name: 'Plan étage courant', ...A1 },
  { pageIndex: 2, name: 'Page 3', ...A1 },
];

export const PAIRINGS: readonly PagePairing[] = [
  { pageIndex: 0, sheetId: 's1', reason: 'number' },
  { pageIndex: 1, sheetId: 's2', reason: 'name' },
  { pageIndex: 2, sheetId: 's3', reason: 'order' },
];

export const PAGES_OTHER_SIZE: readonly IndicePage[] = [PAGES[0] as IndicePage, { ...(PAGES[1] as IndicePage), ...A0 }];

export const REGIONS: readonly ChangeRegion[] = [
  {
    id: 'r1',
    box: { x: 820, y: 410, width: 260, height: 140 },
    kind: 'removed',
    added: 0,
    removed: 5200,
    status: 'toCheck',
  },
  {
    id: 'r2',
    box: { x: 1210, y: 640, width: 18, height: 220 },
    kind: 'added',
    added: 2900,
    removed: 0,
    status: 'seen',
  },
  {
    id: 'r3',
    box: { x: 400, y: 1020, width: 96, height: 30 },
    kind: 'added',
    added: 880,
    removed: 0,
    status: 'toCheck',
  },
  {
    id: 'r4',
    box: { x: 1530, y: 300, width: 42, height: 42 },
    kind: 'modified',
    added: 310,
    removed: 290,
    status: 'ignored',
  },
  {
    id: 'r5',
    box: { x: 1900, y: 1300, width: 12, height: 6 },
    kind: 'modified',
    added: 20,
    removed: 18,
    status: 'toCheck',
  },
];

export const TOUCHED: Readonly<Record<string, readonly string[]>> = {
  r1: ['Cloisons SAD 72 — longueur 8,40\u00a0ml', 'Séjour — surface 32,15\u00a0m²'],
  r2: ['Doublage isolant — longueur 5,10\u00a0ml'],
};

export const CARRIED: readonly CarriedItem[] = [
  { id: 'm1', label: 'Cloisons SAD 72 — longueur 8,40\u00a0ml', review: 'toCheck', regionNumbers: [1] },
  { id: 'm2', label: 'Séjour — surface 32,15\u00a0m²', review: 'toCheck', regionNumbers: [1, 4] },
  { id: 'm3', label: 'Doublage isolant — longueur 5,10\u00a0ml', review: 'toCheck', regionNumbers: [2] },
  { id: 'm4', label: 'Prises de courant — 6\u00a0U', review: 'accepted', regionNumbers: [3] },
];

export const DELTA_LOTS: readonly DeltaLot[] = [
  {
    id: 'lot-03',
    name: '03 Cloisons — doublages',
    rows: [
      {
        articleId: 'a1',
        number: '03.1.1',
        designation: 'Cloison SAD 72/48',
        unit: 'm²',
        before: 84.2,
        after: 96.6,
        amountBefore: 3452.2,
        amountAfter: 3960.6,
      },
      {
        articleId: 'a2',
        number: '03.2.1',
        designation: 'Doublage isolant PSE 10+80',
        unit: 'm²',
        before: 40.5,
        after: 35.4,
        amountBefore: 1620,
        amountAfter: 1416,
      },
      {
        articleId: 'a3',
        number: '03.3.1',
        designation: 'Bande de renfort d’angle',
        unit: 'ml',
        before: 22,
        after: 22,
        amountBefore: 88,
        amountAfter: 88,
      },
    ],
  },
  {
    id: 'lot-08',
    name: '08 Électricité',
    rows: [
      {
        articleId: 'a4',
        number: '08.1.2',
        designation: 'Prise de courant 16 A',
        unit: 'U',
        before: 6,
        after: 8,
        amountBefore: 270,
        amountAfter: 360,
      },
    ],
  },
  {
    id: null,
    name: '',
    rows: [
      {
        articleId: 'a5',
        number: '—',
        designation: 'Plinthe bois (sans prix)',
        unit: 'ml',
        before: 31.4,
        after: 29.9,
        amountBefore: null,
        amountAfter: null,
      },
    ],
  },
];
