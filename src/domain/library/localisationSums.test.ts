import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateFromRows } from '../takeoff/commands';
import { libraryRows, measurement, sheet, square } from '../takeoff/testing/fixtures';
import type { Measurement, SheetRow } from '../takeoff/types';
import { localisationSums } from './localisationSums';
import { QUANTITY_DECIMALS, billedQuantity, roundTo } from './money';
import { QuantityEngine } from './quantities';

/** 1 point = 10 cm. */
const SCALED = { default: { metresPerUnit: 0.1, source: { kind: 'ratio' as const, denominator: 100 } }, regions: [] };
const sheets: SheetRow[] = [
  sheet({ id: 'sheet-1', scale: SCALED }),
  sheet({ id: 'sheet-2', pageIndex: 1, scale: SCALED }),
];
const library = stateFromRows(libraryRows());

const room = (id: string, size: number, localisation?: Measurement['localisation'], sheetId = 'sheet-1') =>
  measurement('area', {
    id,
    sheetId,
    label: id,
    points: square(0, 0, size),
    ...(localisation ? { localisation } : {}),
    links: [
      { articleId: 'article-1', formula: 'S' },
      { articleId: 'article-2', formula: 'S × 0,05' },
    ],
  });

function sums(measurements: Measurement[], sheetIds?: ReadonlySet<string>) {
  const engine = new QuantityEngine({ measurements, sheets, variables: [], library });
  const panel = engine.panel(sheetIds ? { sheetIds } : {});
  return {
    panel,
    sums: localisationSums({
      panel,
      linksOfArticle: (id) => engine.linksOfArticle(id),
      measurements: new Map(measurements.map((m) => [m.id, m])),
      ...(sheetIds ? { sheetIds } : {}),
    }),
  };
}

// 3,14 m × 3,14 m = 9,8596 m² → 9,86; 2,5 × 2,5 = 6,25; 4 × 4 = 16 (twice in Ch. 144, once unlocalised).
const rooms = [
  room('a', 31.4, { level: 'R+1', zone: 'Ch. 144' }),
  room('b', 25, { level: 'R+1', zone: 'Ch. 10' }),
  room('c', 40, { level: 'R+1', zone: 'Ch. 144' }),
  room('d', 40),
];

describe('the métré par local', () => {
  it('splits each article by localisation, the unlocalised last, and the shares add up to its quantity', () => {
    const { panel, sums: s } = sums(rooms);
    const floor = s.byArticle.get('article-1');
    expect(floor?.shares.map((x) => [x.localisation, x.quantity, x.measurementIds])).toEqual([
      [{ level: 'R+1', zone: 'Ch. 10' }, 6.25, ['b']],
      [{ level: 'R+1', zone: 'Ch. 144' }, 25.86, ['a', 'c']],
      [undefined, 16, ['d']],
    ]);
    // The floor's shares add up to the panel's line. (The screed's, 0,493 + 0,313 + 1,293 + 0,8 = 2,406 m³, add up
    // to its links each rounded — the project's one rounding rule — which the property below checks on any input.)
    // Every article's shares add up exactly to its line: the engine sums the same rounded links.
    for (const line of panel.lots.flatMap((l) => l.chapters.flatMap((c) => c.articles))) {
      const shares = s.byArticle.get(line.article.id)?.shares ?? [];
      const total = roundTo(
        shares.reduce((sum, x) => sum + x.quantity, 0),
        QUANTITY_DECIMALS[line.article.unite],
      );
      expect(total).toBe(line.quantity);
    }
    expect(s.byArticle.get('article-2')?.shares.map((x) => x.quantity)).toEqual([0.313, 1.293, 0.8]);
  });

  it('turns the shares around: localisation → lot → article', () => {
    const { sums: s } = sums(rooms);
    expect(
      s.byLocalisation.map((g) => [
        g.localisation?.zone ?? null,
        g.lots.map((l) => [l.number, l.articles.map((a) => [a.number, a.quantity])]),
      ]),
    ).toEqual([
      [
        'Ch. 10',
        [
          [
            '02',
            [
              ['02.01.01', 6.25],
              ['02.01.02', 0.313],
            ],
          ],
        ],
      ],
      // 0,05 × 9,8596 = 0,49298 → 0,493; 0,05 × 16 = 0,8.
      [
        'Ch. 144',
        [
          [
            '02',
            [
              ['02.01.01', 25.86],
              ['02.01.02', 1.293],
            ],
          ],
        ],
      ],
      [
        null,
        [
          [
            '02',
            [
              ['02.01.01', 16],
              ['02.01.02', 0.8],
            ],
          ],
        ],
      ],
    ]);
  });

  it('leaves a PSE’s links out of the shares, as the base quantities leave them out', () => {
    const inPse = {
      ...room('p', 40, { zone: 'Hall' }),
      links: [{ articleId: 'article-1', formula: 'S', pse: 'PSE 1 – Parquet' }],
    };
    const { panel, sums: s } = sums([...rooms, inPse]);
    expect(s.byArticle.get('article-1')?.shares.map((x) => x.localisation?.zone ?? null)).toEqual([
      'Ch. 10',
      'Ch. 144',
      null,
    ]);
    const line = panel.lots[0]?.chapters[0]?.articles.find((a) => a.article.id === 'article-1');
    expect(line?.quantity).toBe(48.11);
  });

  it('follows the panel’s sheet filter and leaves out links that give no quantity', () => {
    const other = room('e', 10, { zone: 'Hall' }, 'sheet-2');
    const wrongUnit = { ...room('f', 10, { zone: 'Hall' }), links: [{ articleId: 'article-2', formula: 'S' }] };
    const { sums: s } = sums([...rooms, other, wrongUnit], new Set(['sheet-1']));
    expect(s.byLocalisation.map((g) => g.localisation?.zone ?? null)).toEqual(['Ch. 10', 'Ch. 144', null]);
  });

  it('each share is the sum of its links each rounded, so shares always add up to the rounded links', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 3 })), {
          minLength: 1,
          maxLength: 12,
        }),
        (specs) => {
          const ms = specs.map(([size, zone], i) =>
            room(`m${i}`, size / 7, zone === 0 ? undefined : { zone: `Ch. ${zone}` }),
          );
          const engine = new QuantityEngine({ measurements: ms, sheets, variables: [], library });
          const { sums: s } = sums(ms);
          for (const [articleId, article] of s.byArticle) {
            const decimals = QUANTITY_DECIMALS[article.unit];
            const links = engine.linksOfArticle(articleId);
            const expected = roundTo(
              links.reduce((sum, l) => sum + billedQuantity(l.value ?? 0, article.unit), 0),
              decimals,
            );
            const total = roundTo(
              article.shares.reduce((sum, x) => sum + x.quantity, 0),
              decimals,
            );
            expect(total).toBe(expected);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
