/**
 * The export document (src/domain/export/model.ts) of a project from its live quantities: the header block (name,
 * client, reference, today, the plans with their revision), the priced tree from the engine's panel, and the detail
 * of every measurement — one line per link with its French derivation, and one line for each measurement that feeds
 * no article (its own quantity, article empty). Formatting in French is done here, at the edge, as for the screens.
 */
import { exportLotsOf } from '../../domain/export/fromQuantities';
import type { ExportDocument, ExportLocalisationGroup, ExportMeasurement, PricedKind } from '../../domain/export/model';
import { exportProjectOf } from '../../domain/export/project';
import { localisationSums, type LocalisationSums } from '../../domain/library/localisationSums';
import { linksOf, type QuantityEngine, type QuantitiesFilter } from '../../domain/library/quantities';
import { joinNumber } from '../../domain/library/numbering';
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
  const shown = input.sheets.filter((s) => !filter.sheetIds || filter.sheetIds.has(s.id));
  const panel = engine.panel(filter);
  const numberOf = (articleId: string) => {
    const article = library.libraryItems.get(articleId);
    if (!article) return null;
    const lot = library.libraryLots.get(article.lot);
    const chapter = library.libraryChapters.get(article.subCategory);
    if (!lot || !chapter) return null;
    return { article, number: joinNumber([lot.code, chapter.code, article.code]) };
  };
  const details: ExportMeasurement[] = [];
  for (const m of input.measurements) {
    const sheet = sheets.get(m.sheetId);
    if (!sheet || (filter.sheetIds && !filter.sheetIds.has(sheet.id))) continue;
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
    for (const result of engine.linksOfMeasurement(m.id)) {
      const placed = numberOf(result.articleId);
      if (!placed || result.value === null) continue;
      if (filter.lotIds && !filter.lotIds.has(placed.article.lot)) continue;
      const derivation = engine.derivation(m.id, result.articleId);
      details.push({
        sheet: sheetLabel(sheet),
        type: m.kind,
        derivation: derivation ? formatFormulaDerivation(derivation) : result.formula,
        quantity: result.value,
        unit: placed.article.unite,
        article: { number: placed.number, designation: placed.article.designation },
        ...labelAndLocalisation(m),
      });
    }
  }
  return {
    kind: input.kind ?? 'dpgf',
    project: exportProjectOf(input.project, input.date, shown.map(sheetLabel)),
    lots: exportLotsOf(panel),
    details,
    byLocalisation: exportByLocalisation(
      localisationSums({
        panel,
        linksOfArticle: (id) => engine.linksOfArticle(id),
        measurements: new Map(input.measurements.map((m) => [m.id, m])),
        ...(filter.sheetIds ? { sheetIds: filter.sheetIds } : {}),
      }),
    ),
  };
}

// --- Localisation (issue 24, item 3) ---------------------------------------------------------------------------------

/** A detail line's label (when the person named the measurement) and localisation (when it has one). */
function labelAndLocalisation(m: Measurement): Pick<ExportMeasurement, 'label' | 'localisation'> {
  return {
    ...(m.label.trim() !== '' ? { label: m.label } : {}),
    ...(m.localisation ? { localisation: { ...m.localisation } } : {}),
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
