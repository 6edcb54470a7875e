import { describe, expect, it } from 'vitest';
import { enlarged, engineOf, project2 } from '../comparison/testing/fixtures';
import { indiceExportDeltas, versionExportDeltas } from './deltas';

describe('indiceExportDeltas', () => {
  it('numbers and names each article as the quantities do, with its lot, from the live engine', () => {
    const state = enlarged();
    const sheets = [...state.sheets.values()];
    const lots = indiceExportDeltas(engineOf(state), sheets, state);
    const article = state.libraryItems.get('article-1');
    const lot = state.libraryLots.get(article?.lot ?? '');
    const chapter = state.libraryChapters.get(article?.subCategory ?? '');
    expect(lots).toHaveLength(1);
    expect(lots?.[0]).toMatchObject({ number: lot?.code, title: lot?.title });
    expect(lots?.[0]?.lines).toEqual([
      {
        number: `${lot?.code}.${chapter?.code}.${article?.code}`,
        designation: article?.designation,
        unit: article?.unite,
        before: expect.closeTo(70, 6) as number,
        after: expect.closeTo(80, 6) as number,
        unitPrice: 25,
      },
    ]);
  });

  it('is absent when no sheet has a previous indice', () => {
    const state = project2();
    const sheets = [...state.sheets.values()].map(({ previousSheetId: _none, ...s }) => s);
    expect(indiceExportDeltas(engineOf(state), sheets, state)).toBeUndefined();
  });
});

describe('versionExportDeltas', () => {
  it('writes a versions’ comparison’s changed articles lot by lot, with the library’s prices', () => {
    const lots = versionExportDeltas(
      {
        lots: [
          {
            lotId: 'l2',
            number: '02',
            title: 'Sols',
            amountBeforeCents: 10_000,
            amountAfterCents: 12_000,
            articles: [
              {
                articleId: 'a',
                number: '02.01.01',
                designation: 'Carrelage',
                unit: 'm²',
                quantityBefore: 10,
                quantityAfter: 12,
                amountBeforeCents: 10_000,
                amountAfterCents: 12_000,
              },
            ],
          },
          { lotId: 'l3', number: '03', title: 'Peinture', amountBeforeCents: 0, amountAfterCents: 0, articles: [] },
        ],
      },
      (id) => (id === 'a' ? 10 : null),
    );
    expect(lots).toEqual([
      {
        number: '02',
        title: 'Sols',
        lines: [{ number: '02.01.01', designation: 'Carrelage', unit: 'm²', before: 10, after: 12, unitPrice: 10 }],
      },
    ]);
  });
});
