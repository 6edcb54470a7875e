/**
 * A library as its tree: lots in order, their chapters, their articles, each with its number. What the library
 * screen lists, what search filters, what numbering commands and re-imports read.
 */
import { compareCodes, joinNumber } from './numbering';
import type { TakeoffState } from '../takeoff/types';
import type { ArticleRow, ChapterRow, LotRow } from './types';

export interface OutlineArticle {
  readonly article: ArticleRow;
  readonly number: string;
  readonly lot: LotRow;
  readonly chapter: ChapterRow;
}

export interface OutlineChapter {
  readonly chapter: ChapterRow;
  readonly number: string;
  readonly articles: readonly OutlineArticle[];
}

export interface OutlineLot {
  readonly lot: LotRow;
  readonly number: string;
  readonly chapters: readonly OutlineChapter[];
}

export type TreeState = Pick<TakeoffState, 'libraryLots' | 'libraryChapters' | 'libraryItems'>;

const byCode = <R extends { readonly code: string; readonly id: string }>(a: R, b: R) =>
  compareCodes(a.code, b.code) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function groupBy<R, K>(rows: Iterable<R>, key: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The tree of one library (or of every library when `libraryId` is null), lots and children in code order. */
export function libraryOutline(state: TreeState, libraryId: string | null): OutlineLot[] {
  const inLibrary = <R extends { readonly libraryId: string }>(r: R) => libraryId === null || r.libraryId === libraryId;
  const chaptersByLot = groupBy([...state.libraryChapters.values()].filter(inLibrary), (c) => c.lotId);
  const articlesByChapter = groupBy(
    [...state.libraryItems.values()].filter((a) => libraryId === null || a.bibliotheque_id === libraryId),
    (a) => a.subCategory,
  );
  return [...state.libraryLots.values()]
    .filter(inLibrary)
    .sort(byCode)
    .map((lot) => ({
      lot,
      number: lot.code,
      chapters: (chaptersByLot.get(lot.id) ?? []).sort(byCode).map((chapter) => {
        const number = joinNumber([lot.code, chapter.code]);
        return {
          chapter,
          number,
          articles: (articlesByChapter.get(chapter.id) ?? []).sort(byCode).map((article) => ({
            article,
            lot,
            chapter,
            number: joinNumber([number, article.code]),
          })),
        };
      }),
    }));
}

/** Every article of an outline, in number order. */
export function outlineArticles(outline: readonly OutlineLot[]): OutlineArticle[] {
  return outline.flatMap((l) => l.chapters.flatMap((c) => c.articles));
}

/** An article's place: its lot, chapter and number; null when a parent is missing. */
export function articlePlace(
  state: Pick<TakeoffState, 'libraryLots' | 'libraryChapters'>,
  article: ArticleRow,
): { readonly lot: LotRow; readonly chapter: ChapterRow; readonly number: string } | null {
  const chapter = state.libraryChapters.get(article.subCategory);
  const lot = chapter && state.libraryLots.get(chapter.lotId);
  if (!chapter || !lot) return null;
  return { lot, chapter, number: joinNumber([lot.code, chapter.code, article.code]) };
}
