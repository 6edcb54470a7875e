/**
 * Quantity and amount deltas between indices (issue 27, item 5): per article, and rolled up per lot, what the
 * project's take-off gave on the PREVIOUS indices against what it gives on the CURRENT ones.
 *
 * « Previous » is, for each current sheet, the sheet before it in its chain when there is one, else the same sheet
 * (a plan that received no new indice counts alike on both sides, so it adds no delta). Both sides are panels of the
 * same quantities engine (../library/quantities.ts): the current one unfiltered, the previous one filtered on the
 * previous sheets — a filter by sheets counts exactly the sheets asked for, a previous indice included. No quantity is
 * computed here: rounding, formulas, variables, PSE and prices are the engine's.
 */
import { QuantityEngine, type ArticleLine, type QuantitiesPanelData } from '../library/quantities';
import { centsToEuros, eurosToCents } from '../library/money';
import type { ArticleRow } from '../library/types';
import type { Unit } from '../takeoff/quantity';
import type { SheetRow, TakeoffState } from '../takeoff/types';
import { replacedSheetIds } from './indices';
import type { ArticleDelta } from './types';

/** A lot's amounts on the previous indices and on the current ones (euros, excluding VAT). */
export interface LotDelta {
  readonly lotId: string;
  /** The lot's code (« 02 »). */
  readonly number: string;
  readonly title: string;
  readonly amountBefore: number;
  readonly amountAfter: number;
  /** amountAfter − amountBefore. */
  readonly delta: number;
}

/** An article's delta with what a table shows of it (the deltas view's rows, the workbook's delta sheet). */
export interface ArticleDeltaRow extends ArticleDelta {
  /** The article's number in its library (« 02.01.01 »). */
  readonly number: string;
  readonly designation: string;
  readonly unit: Unit;
}

export interface IndiceDeltas {
  /** Every article with a quantity on either side, in the library’s number order (`isChanged`: those that differ). */
  readonly articles: readonly ArticleDeltaRow[];
  readonly lots: readonly LotDelta[];
  /** Totals excluding VAT, euros. */
  readonly totalBefore: number;
  readonly totalAfter: number;
}

/** Whether an article's quantity or amount differs between the two sides. */
export const isChanged = (d: ArticleDelta): boolean => d.delta !== 0 || d.amountBefore !== d.amountAfter;

/**
 * The sheets each side counts. `sheetIds`, when given, narrows the comparison to those current sheets (one plan, the
 * sheets of one imported file).
 */
export function indiceSides(
  sheets: readonly Pick<SheetRow, 'id' | 'previousSheetId' | 'alignment'>[],
  sheetIds?: ReadonlySet<string>,
): { readonly before: Set<string>; readonly after: Set<string> } {
  const superseded = replacedSheetIds(sheets);
  const ids = new Set(sheets.map((s) => s.id));
  const before = new Set<string>();
  const after = new Set<string>();
  for (const sheet of sheets) {
    if (superseded.has(sheet.id) || (sheetIds && !sheetIds.has(sheet.id))) continue;
    after.add(sheet.id);
    before.add(
      sheet.previousSheetId !== undefined && ids.has(sheet.previousSheetId) ? sheet.previousSheetId : sheet.id,
    );
  }
  return { before, after };
}

/** The price of an article in euros, null when it has none (no price typed: 0). */
function hasPrice(article: ArticleRow): boolean {
  const cents = eurosToCents(article.prix_unitaire);
  return cents !== null && cents !== 0;
}

function linesOf(panel: QuantitiesPanelData): Map<string, ArticleLine> {
  const lines = new Map<string, ArticleLine>();
  for (const lot of panel.lots) {
    for (const chapter of lot.chapters) for (const line of chapter.articles) lines.set(line.article.id, line);
  }
  return lines;
}

/** The deltas from a project's live quantities engine (the one the quantities page already holds). */
export function deltasOf(
  engine: QuantityEngine,
  sheets: readonly Pick<SheetRow, 'id' | 'previousSheetId'>[],
  options: { readonly sheetIds?: ReadonlySet<string>; readonly lotIds?: ReadonlySet<string> } = {},
): IndiceDeltas {
  const sides = indiceSides(sheets, options.sheetIds);
  const lotFilter = options.lotIds ? { lotIds: options.lotIds } : {};
  const beforePanel = engine.panel({ sheetIds: sides.before, ...lotFilter });
  const afterPanel = engine.panel({ sheetIds: sides.after, ...lotFilter });
  const before = linesOf(beforePanel);
  const after = linesOf(afterPanel);
  // The library's number order: the current side's lines first as the panel sorts them, then those gone.
  const order = [...after.keys(), ...[...before.keys()].filter((id) => !after.has(id))];
  const articles = order.map((articleId): ArticleDeltaRow => {
    const b = before.get(articleId);
    const a = after.get(articleId);
    const line = (a ?? b) as ArticleLine;
    const article = line.article;
    const priced = hasPrice(article);
    const quantityBefore = b?.quantity ?? 0;
    const quantityAfter = a?.quantity ?? 0;
    return {
      articleId,
      number: line.number,
      designation: article.designation,
      unit: article.unite,
      lotId: article.lot,
      before: quantityBefore,
      after: quantityAfter,
      delta: quantityAfter - quantityBefore,
      amountBefore: priced ? centsToEuros(b?.amountCents ?? 0) : null,
      amountAfter: priced ? centsToEuros(a?.amountCents ?? 0) : null,
    };
  });
  const lots = new Map<string, { number: string; title: string; before: number; after: number }>();
  const rollUp = (panel: QuantitiesPanelData, side: 'before' | 'after') => {
    for (const group of panel.lots) {
      const entry = lots.get(group.lot.id) ?? { number: group.number, title: group.lot.title, before: 0, after: 0 };
      entry[side] += group.amountCents;
      lots.set(group.lot.id, entry);
    }
  };
  rollUp(afterPanel, 'after');
  rollUp(beforePanel, 'before');
  return {
    articles,
    lots: [...lots].map(([lotId, l]) => ({
      lotId,
      number: l.number,
      title: l.title,
      amountBefore: centsToEuros(l.before),
      amountAfter: centsToEuros(l.after),
      delta: centsToEuros(l.after - l.before),
    })),
    totalBefore: centsToEuros(beforePanel.totalHtCents),
    totalAfter: centsToEuros(afterPanel.totalHtCents),
  };
}

/** The deltas of a project from its rows (a state holding its measurements, sheets, variables and the libraries). */
export function articleDeltas(
  state: TakeoffState,
  projectId: string,
  options: { readonly sheetIds?: ReadonlySet<string>; readonly lotIds?: ReadonlySet<string> } = {},
): IndiceDeltas {
  const sheets = [...state.sheets.values()].filter((s) => s.projectId === projectId);
  const engine = new QuantityEngine({
    measurements: [...state.measurements.values()].filter((m) => m.projectId === projectId),
    sheets,
    variables: [...state.variables.values()].filter((v) => v.projectId === projectId),
    library: state,
  });
  return deltasOf(engine, sheets, options);
}

/** A lot's rows, for a table grouped by lot (the deltas view's `lots`). */
export interface DeltaLotRows {
  readonly id: string | null;
  /** « 02 Gros œuvre »: the lot's code and title. */
  readonly name: string;
  readonly rows: readonly ArticleDeltaRow[];
}

/** The articles grouped by lot, in order; `changedOnly` keeps the articles whose quantity or amount differs. */
export function deltaLots(deltas: IndiceDeltas, changedOnly = false): DeltaLotRows[] {
  const lots = new Map<string | null, ArticleDeltaRow[]>();
  for (const row of deltas.articles) {
    if (changedOnly && !isChanged(row)) continue;
    const rows = lots.get(row.lotId) ?? [];
    rows.push(row);
    lots.set(row.lotId, rows);
  }
  const named = new Map(deltas.lots.map((l) => [l.lotId, `${l.number} ${l.title}`.trim()]));
  const order = new Map(deltas.lots.map((l, i) => [l.lotId, i]));
  return [...lots]
    .map(([id, rows]) => ({ id, name: (id !== null && named.get(id)) || '', rows }))
    .sort((a, b) => (order.get(a.id ?? '') ?? Infinity) - (order.get(b.id ?? '') ?? Infinity));
}
