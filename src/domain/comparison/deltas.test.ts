import { describe, expect, it } from 'vitest';
import { localisationSums } from '../library/localisationSums';
import { QuantityEngine } from '../library/quantities';
import { stateFromRows } from '../takeoff/commands';
import { articleDeltas, deltaLots, deltasOf, indiceSides, isChanged } from './deltas';
import { enlarged, engineOf, project2 } from './testing/fixtures';

describe('the current quantities count the current indices only', () => {
  it('a superseded sheet’s measurements stay readable but feed no total', () => {
    const state = enlarged();
    const engine = engineOf(state);
    const line = engine.panel().lots[0]?.chapters[0]?.articles[0];
    // 12 × 5 on indice B + 4 × 5 on R+1; the 10 × 5 of indice A is not counted.
    expect(line?.quantity).toBeCloseTo(80, 6);
    expect(engine.articleTotal('article-1')?.quantity).toBeCloseTo(80, 6);
    expect(engine.linksOfArticle('article-1').map((l) => l.measurementId)).not.toContain('sejour');
    expect(engine.linksOfMeasurement('sejour')[0]?.value).toBeCloseTo(50, 6);
    // Asked for by name, indice A shows its own quantities.
    expect(engine.panel({ sheetIds: new Set(['rdc-a']) }).lots[0]?.chapters[0]?.articles[0]?.quantity).toBeCloseTo(
      50,
      6,
    );
    const sums = localisationSums({
      panel: engine.panel(),
      linksOfArticle: (id) => engine.linksOfArticle(id),
      measurements: state.measurements,
    });
    // Indice B's room (localised RDC, as carried) and R+1's: indice A's 50 m² is nowhere.
    const quantities = sums.byLocalisation.flatMap((g) => g.lots.flatMap((l) => l.articles.map((a) => a.quantity)));
    expect(quantities.map((q) => Math.round(q)).sort()).toEqual([20, 60]);
  });

  it('a panel and its métré par local filtered on a previous indice read it', () => {
    const state = enlarged();
    const engine = engineOf(state);
    const sheetIds = new Set(['rdc-a']);
    expect(engine.linksOfArticle('article-1', sheetIds).map((l) => l.measurementId)).toEqual(['sejour']);
    const sums = localisationSums({
      panel: engine.panel({ sheetIds }),
      linksOfArticle: (id, s) => engine.linksOfArticle(id, s),
      measurements: state.measurements,
      sheetIds,
    });
    expect(sums.byLocalisation.map((g) => [g.localisation, g.lots[0]?.articles[0]?.quantity])).toEqual([
      [{ level: 'RDC' }, 50],
    ]);
  });

  it('follows a sheet becoming a previous indice (putSheets) and the rows written before comparison', () => {
    const state = project2();
    const before = [...state.sheets.values()].map(({ previousSheetId: _gone, ...s }) => s);
    const engine = new QuantityEngine({
      measurements: state.measurements.values(),
      sheets: before,
      variables: [],
      library: state,
    });
    expect(engine.articleTotal('article-1')?.quantity).toBeCloseTo(70, 6);
    // Imported as indice B, not carried over yet: indice A still counts (the quantities never drop at an import).
    engine.putSheets(state.sheets.values());
    expect(engine.articleTotal('article-1')?.quantity).toBeCloseTo(70, 6);
    // Carried over (the new indice has its alignment): indice A no longer counts.
    const carried = [...state.sheets.values()].map((s) =>
      s.previousSheetId
        ? {
            ...s,
            alignment: { matrix: [1, 0, 0, 1, 0, 0] as const, method: 'auto' as const, confidence: 1, residual: 0 },
          }
        : s,
    );
    engine.putSheets(carried);
    expect(engine.articleTotal('article-1')?.quantity).toBeCloseTo(20, 6);
    engine.putSheets(before);
    expect(engine.articleTotal('article-1')?.quantity).toBeCloseTo(70, 6);
  });
});

describe('articleDeltas', () => {
  it('a room enlarged on indice B shows +10 m² and +250 €; a plan with no new indice adds nothing', () => {
    const deltas = articleDeltas(enlarged(), 'project-1');
    expect(deltas.articles).toHaveLength(1);
    const [voile] = deltas.articles;
    expect(voile?.articleId).toBe('article-1');
    expect(voile?.before).toBeCloseTo(70, 6);
    expect(voile?.after).toBeCloseTo(80, 6);
    expect(voile?.delta).toBeCloseTo(10, 6);
    expect(voile?.amountBefore).toBeCloseTo(1750, 6);
    expect(voile?.amountAfter).toBeCloseTo(2000, 6);
    expect(deltas.lots).toEqual([
      expect.objectContaining({ lotId: 'lot-1', number: '02', amountBefore: 1750, amountAfter: 2000, delta: 250 }),
    ]);
    expect(deltas.totalAfter - deltas.totalBefore).toBeCloseTo(250, 6);
    expect(isChanged(voile as NonNullable<typeof voile>)).toBe(true);
  });

  it('gives each row its number, designation and unit, grouped by lot for a table', () => {
    const deltas = articleDeltas(enlarged(), 'project-1');
    expect(deltas.articles[0]).toMatchObject({
      number: '02.01.01',
      designation: 'Voile béton armé ép. 20 cm',
      unit: 'm²',
    });
    expect(deltaLots(deltas)).toEqual([{ id: 'lot-1', name: '02 Gros œuvre', rows: deltas.articles }]);
    const unchanged = articleDeltas(project2(), 'project-1');
    // Indice B not carried over yet: indice A still counts, so nothing drops.
    expect(unchanged.articles[0]?.delta).toBeCloseTo(0, 6);
    const same = deltasOf(engineOf(enlarged()), [...enlarged().sheets.values()], { sheetIds: new Set(['r1']) });
    expect(deltaLots(same, true)).toEqual([]);
    expect(deltaLots(same)).toHaveLength(1);
  });

  it('narrowed to one plan, and with no price: amounts null', () => {
    const state = enlarged();
    const sheets = [...state.sheets.values()];
    expect(indiceSides(sheets)).toEqual({ before: new Set(['rdc-a', 'r1']), after: new Set(['rdc-b', 'r1']) });
    const engine = engineOf(state);
    const onlyR1 = deltasOf(engine, sheets, { sheetIds: new Set(['r1']) });
    expect(onlyR1.articles.map((a) => a.delta)).toEqual([0]);
    const free = stateFromRows({
      ...Object.fromEntries(
        Object.entries(state).map(([t, rows]) => [t, [...(rows as Map<string, unknown>).values()]]),
      ),
      libraryItems: [...state.libraryItems.values()].map((a) => ({ ...a, prix_unitaire: 0 })),
    } as Parameters<typeof stateFromRows>[0]);
    expect(articleDeltas(free, 'project-1').articles[0]).toMatchObject({ amountBefore: null, amountAfter: null });
  });
});
