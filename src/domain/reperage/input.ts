/**
 * The plan de repérage's input from the project's rows: the articles with their numbers (lot.chapter.article codes),
 * the lots, and each measurement's link quantities as the quantity engine computed them (`linkValues`).
 */
import { joinNumber } from '../library/numbering';
import type { TakeoffState } from '../takeoff/types';
import type { Measurement, SheetRow } from '../takeoff/types';
import type { ReperageArticle, ReperageInput, ReperageLink, ReperageLot } from './model';

export interface ReperageRows {
  readonly projectName: string;
  /** The chosen sheets, in the project's order. */
  readonly sheets: readonly SheetRow[];
  readonly measurements: readonly Measurement[];
  readonly library: Pick<TakeoffState, 'libraryLots' | 'libraryChapters' | 'libraryItems'>;
  /** A measurement's links with their quantities (the engine's `linksOfMeasurement`). */
  linkValues(measurementId: string): readonly ReperageLink[];
}

export function reperageInputOf(rows: ReperageRows): ReperageInput {
  const chosen = new Set(rows.sheets.map((s) => s.id));
  const measurements = rows.measurements.filter((m) => chosen.has(m.sheetId));
  const articles = new Map<string, ReperageArticle>();
  const lots = new Map<string, ReperageLot>();
  const links = new Map<string, readonly ReperageLink[]>();
  for (const m of measurements) {
    const values = rows.linkValues(m.id).map((l) => ({ articleId: l.articleId, value: l.value }));
    if (values.length > 0) links.set(m.id, values);
    for (const { articleId } of values) {
      if (articles.has(articleId)) continue;
      const article = rows.library.libraryItems.get(articleId);
      const lot = article && rows.library.libraryLots.get(article.lot);
      const chapter = article && rows.library.libraryChapters.get(article.subCategory);
      if (!article || !lot || !chapter) continue;
      articles.set(articleId, {
        id: article.id,
        number: joinNumber([lot.code, chapter.code, article.code]),
        designation: article.designation,
        unit: article.unite,
        lotId: lot.id,
        ...(article.color && { color: article.color }),
        ...(article.symbol && { symbol: article.symbol }),
      });
      lots.set(lot.id, { id: lot.id, code: lot.code, title: lot.title });
    }
  }
  return { projectName: rows.projectName, sheets: rows.sheets, measurements, articles, lots, links };
}
