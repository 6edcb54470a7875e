/**
 * The export document (src/domain/export/model.ts) of a project from its live quantities: the header block (name,
 * client, reference, today, the plans with their revision), the priced tree from the engine's panel, and the detail
 * of every measurement — one line per link with its French derivation, and one line for each measurement that feeds
 * no article (its own quantity, article empty). Formatting in French is done here, at the edge, as for the screens.
 *
 * A link's detail quantity is rounded to its article unit's decimals here, by the rule the engine sums with
 * (src/domain/library/rounding.ts): the detail's lines add up exactly to the document's quantities. Links naming a PSE
 * make the PSE blocks, built here with the same rule; each line names the plan sheets feeding it.
 */
import { countsSheet } from '../../domain/comparison/indices';
import { countProvenance } from '../../domain/counting/provenance';
import { exportLineOf, exportLotsOf } from '../../domain/export/fromQuantities';
import type {
  ExportDocument,
  ExportLocalisationGroup,
  ExportLot,
  ExportMeasurement,
  ExportPse,
  PricedKind,
} from '../../domain/export/model';
import { exportProjectOf } from '../../domain/export/project';
import { indiceExportDeltas } from '../../domain/export/deltas';
import { localisationSums, type LocalisationSums } from '../../domain/library/localisationSums';
import { linksOf, type QuantityEngine, type QuantitiesFilter } from '../../domain/library/quantities';
import { joinNumber } from '../../domain/library/numbering';
import { LineSum, lineQuantity } from '../../domain/library/rounding';
import type { ArticleRow } from '../../domain/library/types';
import { quantityOnSheet } from '../../domain/takeoff/quantity';
import type { Measurement, ProjectRow, SheetRow, TakeoffState } from '../../domain/takeoff/types';
import { formatFormulaDerivation } from '../../i18n/formulaMessages';
import { interpolate } from '../../i18n/format';
import { libraryFr } from '../../i18n/library.fr';
import { formatDerivation } from '../../i18n/numbers';

export interface QuantitiesDocumentInput {
  readonly project: Pick<ProjectRow, 'name' | 'client' | 'reference'>;
  readonly date: string;
  readonly engine: QuantityEngine;
  readonly measurements: readonly Measurement[];
  readonly sheets: readonly SheetRow[];
  readonly library: Pick<TakeoffState, 'libraryLots' | 'libraryChapters' | 'libraryItems'>;
  readonly filter?: QuantitiesFilter;
  readonly kind?: PricedKind;
}

/** « A01 – Rez-de-chaussée, indice B », or the name alone when the sheet has no revision. */
export function sheetLabel(sheet: Pick<SheetRow, 'name' | 'revision'>): string {
  return sheet.revision
    ? interpolate(libraryFr.quantitiesPage.revision, { sheet: sheet.name, revision: sheet.revision })
    : sheet.name;
}

export function quantitiesDocument(input: QuantitiesDocumentInput): ExportDocument {
  const { engine, library, filter = {} } = input;
  const sheets = new Map(input.sheets.map((s) => [s.id, s]));
  // Issue 27: the sheets asked for, else the current indices (a previous indice's measurements are not counted).
  const inFilter = countsSheet(input.sheets, filter.sheetIds);
  const shown = input.sheets.filter((s) => inFilter(s.id));
  const panel = engine.panel(filter);
  const numberOf = (articleId: string) => {
    const article = library.libraryItems.get(articleId);
    if (!article) return null;
    const lot = library.libraryLots.get(article.lot);
    const chapter = library.libraryChapters.get(article.subCategory);
    if (!lot || !chapter) return null;
    return { article, number: joinNumber([lot.code, chapter.code, article.code]) };
  };
  const byName = (a: string, b: string) => a.localeCompare(b, 'fr', { numeric: true });
  /** The sheets whose base links feed an article, by name. */
  const sheetsOf = (articleId: string) => {
    const names = new Set<string>();
    for (const link of engine.linksOfArticle(articleId, filter.sheetIds)) {
      const sheet = sheets.get(link.sheetId);
      if (sheet && inFilter(sheet.id) && link.value !== null && !pseOf(link.measurementId, articleId)) {
        names.add(sheet.name);
      }
    }
    return [...names].sort(byName);
  };
  const measurementsById = new Map(input.measurements.map((m) => [m.id, m]));
  const pseOf = (measurementId: string, articleId: string) => {
    const m = measurementsById.get(measurementId);
    return m ? linksOf(m).find((l) => l.articleId === articleId)?.pse : undefined;
  };
  const details: ExportMeasurement[] = [];
  /** PSE name → article id → its rounded lines' sum and sheets. */
  const pse = new Map<string, Map<string, { sum: LineSum; sheets: Set<string> }>>();
  for (const m of input.measurements) {
    const sheet = sheets.get(m.sheetId);
    if (!sheet || !inFilter(sheet.id)) continue;
    const links = linksOf(m);
    if (links.length === 0) {
      const own = quantityOnSheet(m, sheet.scale);
      if (!own.ok) continue;
      details.push({
        sheet: sheetLabel(sheet),
        type: m.kind,
        derivation: formatDerivation(own.value.derivation),
        quantity: own.value.value,
        unit: own.value.unit,
        article: null,
        ...labelAndLocalisation(m),
      });
      continue;
    }
    engine.linksOfMeasurement(m.id).forEach((result, i) => {
      const placed = numberOf(result.articleId);
      if (!placed || result.value === null) return;
      if (filter.lotIds && !filter.lotIds.has(placed.article.lot)) return;
      const derivation = engine.derivation(m.id, result.articleId);
      // linksOfMeasurement gives the measurement's links in their order.
      const pseName = links[i]?.pse?.trim();
      details.push({
        sheet: sheetLabel(sheet),
        type: m.kind,
        derivation: derivation ? formatFormulaDerivation(derivation) : result.formula,
        quantity: lineQuantity(result.value, placed.article.unite),
        unit: placed.article.unite,
        article: { number: placed.number, designation: placed.article.designation },
        ...labelAndLocalisation(m),
        ...(pseName ? { pse: pseName } : {}),
      });
      if (pseName) {
        let articles = pse.get(pseName);
        if (!articles) pse.set(pseName, (articles = new Map()));
        let entry = articles.get(result.articleId);
        if (!entry)
          articles.set(result.articleId, (entry = { sum: new LineSum(placed.article.unite), sheets: new Set() }));
        entry.sum.add(result.value);
        entry.sheets.add(sheet.name);
      }
    });
  }
  const pseBlocks: ExportPse[] = [...pse.keys()].sort(byName).map((name) => ({
    name,
    lots: pseLots(pse.get(name) ?? new Map(), library, byName),
  }));
  const deltas = indiceExportDeltas(engine, input.sheets, library, filter);
  return {
    kind: input.kind ?? 'dpgf',
    project: exportProjectOf(input.project, input.date, shown.map(sheetLabel)),
    lots: exportLotsOf(panel, sheetsOf),
    details,
    byLocalisation: exportByLocalisation(
      localisationSums({
        panel,
        linksOfArticle: (id, sheetIds) => engine.linksOfArticle(id, sheetIds),
        measurements: new Map(input.measurements.map((m) => [m.id, m])),
        ...(filter.sheetIds ? { sheetIds: filter.sheetIds } : {}),
      }),
    ),
    ...(pseBlocks.length > 0 ? { pse: pseBlocks } : {}),
    // Issue 27: the « Écarts d’indice » sheet, when a plan has a previous indice.
    ...(deltas ? { deltas } : {}),
  };
}

// --- Localisation (issue 24, item 3) ---------------------------------------------------------------------------------

/**
 * A detail line's label (when the person named the measurement), localisation (when it has one) and, for an assisted
 * count (issue 25), its provenance.
 */
function labelAndLocalisation(m: Measurement): Pick<ExportMeasurement, 'label' | 'localisation' | 'provenance'> {
  const provenance = countProvenance(m);
  return {
    ...(m.label.trim() !== '' ? { label: m.label.trim() } : {}),
    ...(m.localisation ? { localisation: { ...m.localisation } } : {}),
    ...(provenance
      ? {
          provenance: {
            accepted: provenance.accepted,
            corrected: provenance.corrected,
            manual: provenance.manual,
            ...(provenance.scores ? { scores: { ...provenance.scores } } : {}),
          },
        }
      : {}),
  };
}

/** The métré par local as the export model carries it. */
export function exportByLocalisation(sums: LocalisationSums): ExportLocalisationGroup[] {
  return sums.byLocalisation.map((group) => ({
    ...(group.localisation ? { localisation: { ...group.localisation } } : {}),
    lots: group.lots.map((lot) => ({
      number: lot.number,
      title: lot.title,
      lines: lot.articles.map((a) => ({
        number: a.number,
        designation: a.designation,
        unit: a.unit,
        quantity: a.quantity,
      })),
    })),
  }));
}

/** A PSE's lot → chapitre → article tree, in number order. */
function pseLots(
  articles: ReadonlyMap<string, { sum: LineSum; sheets: Set<string> }>,
  library: QuantitiesDocumentInput['library'],
  byName: (a: string, b: string) => number,
): ExportLot[] {
  const lots = new Map<
    string,
    {
      number: string;
      title: string;
      chapters: Map<string, { number: string; title: string; lines: ReturnType<typeof exportLineOf>[] }>;
    }
  >();
  for (const [articleId, { sum, sheets }] of articles) {
    const article: ArticleRow | undefined = library.libraryItems.get(articleId);
    const lot = article && library.libraryLots.get(article.lot);
    const chapter = article && library.libraryChapters.get(article.subCategory);
    if (!article || !lot || !chapter) continue;
    let l = lots.get(lot.id);
    if (!l) lots.set(lot.id, (l = { number: lot.code, title: lot.title, chapters: new Map() }));
    let c = l.chapters.get(chapter.id);
    if (!c)
      l.chapters.set(
        chapter.id,
        (c = { number: joinNumber([lot.code, chapter.code]), title: chapter.title, lines: [] }),
      );
    c.lines.push(
      exportLineOf(article, joinNumber([lot.code, chapter.code, article.code]), sum.quantity, [...sheets].sort(byName)),
    );
  }
  return [...lots.values()]
    .sort((a, b) => byName(a.number, b.number))
    .map((l) => ({
      number: l.number,
      title: l.title,
      chapters: [...l.chapters.values()]
        .sort((a, b) => byName(a.number, b.number))
        .map((c) => ({ ...c, lines: c.lines.sort((a, b) => byName(a.number, b.number)) })),
    }));
}
