/**
 * The libraries' articles by id, live: what the plan, the properties panel and the legend read an article's colour,
 * symbol, number and designation from. Null until the first answer.
 */
import type { MetrDatabase } from '../../db/schema';
import type { ArticleRow } from '../../domain/library/types';
import { useLiveQuery } from './useLiveQuery';

export function useArticlesById(db: MetrDatabase): ReadonlyMap<string, ArticleRow> | null {
  const live = useLiveQuery(() => db.libraryItems.toArray().then((rows) => new Map(rows.map((a) => [a.id, a]))), [db]);
  return live.status === 'ready' ? live.value : null;
}
