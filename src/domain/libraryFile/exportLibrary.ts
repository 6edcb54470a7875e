/**
 * A library as a file, with the columns an import reads back (the round trip is tested): N°, Désignation, Unité,
 * PU HT, TVA, Lot, Chapitre, Description, Mots-clés, Actif. The XLSX keeps prices and rates as numbers (a percentage
 * for VAT); the CSV writes the rate in percent (« 5,5 ») under a heading that says so.
 */
import { writeCsv, type CsvCell } from '../export/csv';
import { vatPercent, vatRatio } from '../export/model';
import type { StyleName } from '../export/styles';
import type { Cell, SheetModel, WorkbookModel } from '../export/workbook';
import { LIBRARY_FIELDS, type LibraryArticleDraft, type LibraryField } from './model';

export interface LibraryFileLabels {
  sheet: string;
  title: string;
  /** Column headings; `vatRate` is the workbook's, `vatRatePercent` the CSV's. */
  headings: Readonly<Record<LibraryField, string>> & { vatRatePercent: string };
  yes: string;
  no: string;
  pageFooter: string;
}

const WIDTHS: Readonly<Record<LibraryField, number>> = {
  number: 11,
  designation: 50,
  unit: 8,
  unitPrice: 12,
  vatRate: 8,
  lot: 20,
  chapter: 20,
  description: 50,
  tags: 20,
  active: 7,
};

function text(article: LibraryArticleDraft, field: LibraryField, labels: LibraryFileLabels): string {
  switch (field) {
    case 'tags':
      return (article.tags ?? []).join(', ');
    case 'active':
      return article.active === false ? labels.no : labels.yes;
    default:
      return String(article[field] ?? '');
  }
}

export function libraryCsv(articles: readonly LibraryArticleDraft[], labels: LibraryFileLabels): string {
  const headings = LIBRARY_FIELDS.map((f) => (f === 'vatRate' ? labels.headings.vatRatePercent : labels.headings[f]));
  const rows: CsvCell[][] = [headings];
  for (const article of articles) {
    rows.push(
      LIBRARY_FIELDS.map((field): CsvCell => {
        if (field === 'unitPrice') return { number: article.unitPrice, decimals: 2 };
        if (field === 'vatRate') {
          const percent = vatPercent(article.vatRate);
          return { number: percent, decimals: Number.isInteger(percent) ? 0 : 1 };
        }
        const value = text(article, field, labels);
        return value === '' ? null : value;
      }),
    );
  }
  return writeCsv(rows);
}

export function libraryWorkbook(
  articles: readonly LibraryArticleDraft[],
  labels: LibraryFileLabels,
  date: string,
): WorkbookModel {
  const heading = LIBRARY_FIELDS.map((f): Cell => ({ value: labels.headings[f], style: 'columnHeading' }));
  const rows = articles.map((article) =>
    LIBRARY_FIELDS.map((field): Cell => {
      if (field === 'unitPrice') return { value: article.unitPrice, style: 'money' };
      if (field === 'vatRate') {
        const style: StyleName = article.vatRate % 100 === 0 ? 'rate0' : 'rate1';
        return { value: vatRatio(article.vatRate), style };
      }
      const value = text(article, field, labels);
      const style: StyleName =
        field === 'designation' || field === 'description'
          ? 'text'
          : field === 'unit' || field === 'active'
            ? 'unit'
            : 'number';
      return { value: value === '' ? null : value, style };
    }),
  );
  const sheet: SheetModel = {
    name: labels.sheet,
    columns: LIBRARY_FIELDS.map((f) => ({ width: WIDTHS[f] })),
    rows: [heading, ...rows],
    rowHeights: new Map([[1, 28]]),
    merges: [],
    frozenRows: 1,
    printTitleRow: 1,
    footer: labels.pageFooter,
  };
  return { sheets: [sheet], title: labels.title, date };
}
