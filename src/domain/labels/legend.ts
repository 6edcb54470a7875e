/**
 * A sheet's legend: what each colour and symbol on the plan stands for, with its total on the sheet. First one row
 * per article the sheet's measurements feed (in the library's order, with the quantities page's totals for this
 * sheet), then the measurements that feed no article, grouped by kind and colour. Pure: the container computes the
 * article lines (QuantityEngine.panel filtered to the sheet) and hands them here with the sheet's measurements.
 */
import type { Unit } from '../takeoff/quantity';
import { quantityOnSheet } from '../takeoff/quantity';
import {
  MEASUREMENT_KINDS,
  PALETTE_KEYS,
  type CountSymbol,
  type Measurement,
  type MeasurementKind,
  type PaletteKey,
  type SheetScales,
} from '../takeoff/types';
import { primaryArticleId, resolveAppearance, type ArticlesById } from './appearance';

/** An article's line as the quantities engine gives it for the sheet. */
export interface LegendArticleLine {
  readonly articleId: string;
  /** « 09.02.01 ». */
  readonly number: string;
  readonly designation: string;
  readonly unit: Unit;
  /** The sheet's total in the article's unit, as the line is priced. */
  readonly quantity: number;
  /** Links that give no quantity (an uncalibrated sheet, a formula in error). */
  readonly problemCount: number;
}

interface LegendBase {
  readonly key: string;
  readonly color: PaletteKey;
  readonly symbol: CountSymbol;
  /** The kind its glyph is drawn as (a count's symbol, a surface's tint, a line). */
  readonly kind: MeasurementKind;
  /** How many of the sheet's measurements it stands for. */
  readonly measurementCount: number;
  /** Null when none of them gives a quantity. */
  readonly total: number | null;
  readonly unit: Unit;
  /** Measurements (or links) that give no quantity. */
  readonly missing: number;
  /** The ids of the measurements it stands for (« Voir sur le plan » selects them). Absent in older callers. */
  readonly measurementIds?: readonly string[];
}

export interface LegendArticleEntry extends LegendBase {
  readonly type: 'article';
  readonly articleId: string;
  readonly number: string;
  readonly designation: string;
}

export interface LegendGroupEntry extends LegendBase {
  readonly type: 'group';
}

export type LegendEntry = LegendArticleEntry | LegendGroupEntry;

export interface SheetLegend {
  readonly articles: readonly LegendArticleEntry[];
  readonly groups: readonly LegendGroupEntry[];
}

const KIND_UNIT: Readonly<Record<MeasurementKind, Unit>> = {
  count: 'U',
  length: 'ml',
  area: 'm²',
  wallArea: 'm²',
  volume: 'm³',
};

export function sheetLegend(input: {
  readonly measurements: readonly Measurement[];
  readonly lines: readonly LegendArticleLine[];
  readonly articles: ArticlesById;
  readonly scales: SheetScales;
}): SheetLegend {
  const { measurements, lines, articles, scales } = input;
  const byArticle = new Map<string, Measurement[]>();
  const unlinked: Measurement[] = [];
  for (const m of measurements) {
    const ids = new Set([...(m.links ?? []).map((l) => l.articleId), ...(m.articleId ? [m.articleId] : [])]);
    if (ids.size === 0) unlinked.push(m);
    for (const id of ids) {
      const list = byArticle.get(id);
      if (list) list.push(m);
      else byArticle.set(id, [m]);
    }
  }
  const articleEntries = lines.flatMap((line): LegendArticleEntry[] => {
    const shown = byArticle.get(line.articleId);
    if (!shown) return [];
    // The glyph is drawn as the plan draws this article's measurements: those shown as it first.
    const first = shown.find((m) => primaryArticleId(m) === line.articleId) ?? (shown[0] as Measurement);
    const look = resolveAppearance(first, articles);
    const linked = articles.get(line.articleId);
    return [
      {
        type: 'article',
        key: `article:${line.articleId}`,
        articleId: line.articleId,
        number: line.number,
        designation: line.designation,
        color: linked?.color ?? look.color,
        symbol: first.kind === 'count' ? look.symbol : (linked?.symbol ?? look.symbol),
        kind: first.kind,
        measurementCount: shown.length,
        measurementIds: shown.map((m) => m.id),
        total: line.problemCount >= shown.length ? null : line.quantity,
        unit: line.unit,
        missing: line.problemCount,
      },
    ];
  });

  const groups = new Map<
    string,
    { kind: MeasurementKind; color: PaletteKey; symbol: CountSymbol; items: Measurement[] }
  >();
  for (const m of unlinked) {
    const look = resolveAppearance(m, articles);
    const symbol = m.kind === 'count' ? look.symbol : 'circle';
    const key = `${m.kind}:${look.color}:${m.kind === 'count' ? symbol : ''}`;
    const group = groups.get(key);
    if (group) group.items.push(m);
    else groups.set(key, { kind: m.kind, color: look.color, symbol, items: [m] });
  }
  const groupEntries = [...groups.entries()]
    .map(([key, g]): LegendGroupEntry => {
      let total = 0;
      let missing = 0;
      for (const m of g.items) {
        const q = quantityOnSheet(m, scales);
        if (q.ok) total += q.value.value;
        else missing++;
      }
      return {
        type: 'group',
        key: `group:${key}`,
        color: g.color,
        symbol: g.symbol,
        kind: g.kind,
        measurementCount: g.items.length,
        measurementIds: g.items.map((m) => m.id),
        total: missing === g.items.length ? null : total,
        unit: KIND_UNIT[g.kind],
        missing,
      };
    })
    // Kinds in the palette's order, then colours in the palette's order: the same legend every time.
    .sort(
      (a, b) =>
        MEASUREMENT_KINDS.indexOf(a.kind) - MEASUREMENT_KINDS.indexOf(b.kind) ||
        PALETTE_KEYS.indexOf(a.color) - PALETTE_KEYS.indexOf(b.color) ||
        a.key.localeCompare(b.key),
    );
  return { articles: articleEntries, groups: groupEntries };
}
