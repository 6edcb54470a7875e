/**
 * The export's French: the labels handed to the workbook and CSV writers, file names, progress and error messages,
 * and the library import's report, line by line. Loaded with the export, as its copy is.
 */
import type { ExportLabels } from '../domain/export/labels';
import { exportFileName } from '../domain/export/fileName';
import { vatPercent, type CsvTable, type ExportDocument, type VatRate } from '../domain/export/model';
import type { CheckedRow, LibraryIssue } from '../domain/libraryFile/validate';
import type { MappingIssue } from '../domain/libraryFile/mapping';
import type { LibraryField } from '../domain/libraryFile/model';
import type { LibraryFileLabels } from '../domain/libraryFile/exportLibrary';
import { accountFr } from './account.fr';
import { countingFr } from './counting.fr';
import { provenanceExportText } from './provenance';
import { exportFr } from './export.fr';
import { interpolate } from './format';
import { formatNumber, NO_BREAK_SPACE } from './numbers';

/**
 * « 20 % », « 5,5 % »: a plain no-break space before the sign (not the narrow one the screens use): spreadsheet fonts
 * such as Calibri lack U+202F, and a file must print the same everywhere.
 */
export function formatRate(rate: VatRate): string {
  const percent = vatPercent(rate);
  return `${formatNumber(percent, Number.isInteger(percent) ? 0 : 1)}${NO_BREAK_SPACE}%`;
}

export function exportLabels(): ExportLabels {
  const f = exportFr;
  return {
    kindShort: { dpgf: f.kinds.dpgf.short, dqe: f.kinds.dqe.short },
    kindTitle: { dpgf: f.kinds.dpgf.title, dqe: f.kinds.dqe.title },
    kindNote: { dpgf: f.kinds.dpgf.note, dqe: f.kinds.dqe.note },
    headings: f.headings,
    quantities: f.quantities,
    details: {
      ...f.details,
      headings: { ...f.details.headings, provenance: countingFr.provenance.exportHeading },
      articleTotal: (number) => interpolate(f.details.articleTotal, { number }),
      provenance: provenanceExportText,
    },
    optionalHeadings: f.optionalHeadings,
    byLocalisation: {
      ...f.byLocalisation,
      level: (level) => interpolate(f.byLocalisation.level, { level }),
      lot: (lot) => interpolate(f.byLocalisation.lot, { number: lot.number, title: lot.title }),
      total: (localisation) => interpolate(f.byLocalisation.total, { localisation }),
    },
    deltas: {
      ...f.deltas,
      lotSubtotal: (lot) => interpolate(f.deltas.lotSubtotal, { number: lot.number, title: lot.title }),
    },
    versionDeltas: (sides) => ({
      ...f.deltas,
      sheet: f.versionDeltas.sheet,
      title: f.versionDeltas.title,
      note: interpolate(f.versionDeltas.note, { before: sides.before, after: sides.after }),
      headings: { ...f.deltas.headings, ...f.versionDeltas.headings },
      lotSubtotal: (lot) => interpolate(f.deltas.lotSubtotal, { number: lot.number, title: lot.title }),
    }),
    summary: f.summary,
    tender: f.tender,
    pse: {
      heading: (name) => interpolate(f.pse.heading, { name }),
      totalHt: (name) => interpolate(f.pse.totalHt, { name }),
      totalTtc: (name) => interpolate(f.pse.totalTtc, { name }),
    },
    localisation: (l) => {
      const level = l.level?.trim();
      const zone = l.zone?.trim();
      return level && zone ? interpolate(f.localisation, { level, zone }) : (level ?? zone ?? '');
    },
    header: f.header,
    measurementKinds: f.measurementKinds,
    chapterSubtotal: (chapter) => interpolate(f.chapterSubtotal, { number: chapter.number, title: chapter.title }),
    lotSubtotal: (lot) => interpolate(f.lotSubtotal, { number: lot.number, title: lot.title }),
    totalHt: f.totalHt,
    vat: (rate) => interpolate(f.vat, { rate: formatRate(rate) }),
    totalTtc: f.totalTtc,
    csvVatRatePercent: f.csvVatRatePercent,
    pageFooter: interpolate(f.pageFooter, { page: '&P', pages: '&N' }),
  };
}

export function libraryFileLabels(): LibraryFileLabels {
  const l = exportFr.library;
  return {
    sheet: l.sheet,
    title: l.title,
    headings: { ...l.fields, vatRatePercent: exportFr.csvVatRatePercent },
    yes: l.yes,
    no: l.no,
    pageFooter: interpolate(exportFr.pageFooter, { page: '&P', pages: '&N' }),
  };
}

/** What the file holds, for its name: the kind (DPGF, DQE), or the table when prices are left out. */
export type DocumentFileContent = 'workbook' | CsvTable;

/**
 * « DPGF – Résidence Les Tilleuls – 2026-11-23.xlsx ». A workbook with the priced sheet is named after its kind (« Cadre
 * DPGF » for the cadre for tender); one without prices after its first sheet. One lot's file says its lot:
 * « DPGF – Lot 02 – Résidence Les Tilleuls – 2026-11-23.xlsx ».
 */
export function documentFileName(
  document: Pick<ExportDocument, 'kind' | 'project'>,
  content: DocumentFileContent,
  firstSheet: CsvTable = 'priced',
  variant: { tender?: boolean; lot?: string } = {},
): string {
  const what = content === 'workbook' ? firstSheet : content;
  const kind =
    what !== 'priced'
      ? exportFr.fileKinds[what]
      : variant.tender
        ? exportFr.fileKinds.tender[document.kind]
        : exportFr.kinds[document.kind].short;
  const lot = variant.lot ? [interpolate(exportFr.fileKinds.lot, { number: variant.lot })] : [];
  return exportFileName(
    [kind, ...lot, document.project.name, document.project.date],
    content === 'workbook' ? 'xlsx' : 'csv',
  );
}

/** « Bibliothèque – Gros œuvre – 2026-11-23.csv ». */
export function libraryFileName(libraryName: string, date: string, extension: 'xlsx' | 'csv'): string {
  return exportFileName([exportFr.fileKinds.library, libraryName, date], extension);
}

export function libraryIssueMessage(issue: LibraryIssue): string {
  const issues = exportFr.library.issues;
  switch (issue.code) {
    case 'schema':
      return lowerFirst(accountFr.validation.catalogueItem[issue.key]);
    case 'numberEmpty':
      return issues.numberEmpty;
    case 'numberNoChapter':
      return interpolate(issues.numberNoChapter, { number: issue.number });
    case 'duplicateNumber':
      return interpolate(issues.duplicateNumber, { number: issue.number, firstLine: issue.firstLine });
    case 'priceEmpty':
      // The schema's own message covers an empty price; kept for completeness of the codes.
      return lowerFirst(accountFr.validation.catalogueItem.priceNegative);
    default:
      return interpolate(issues[issue.code], { text: issue.text });
  }
}

/** A sentence's first letter in lower case, for a message that follows « Ligne 14 : ». */
function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('fr-FR') + text.slice(1);
}

/** A row's problems in one phrase: « le prix « 12,5O » n’est pas un nombre ; l’unité « m2x » n’est pas reconnue ». */
export function libraryIssuesText(issues: readonly LibraryIssue[]): string {
  const r = exportFr.library.report;
  const messages = issues.map(libraryIssueMessage);
  return messages.length === 0 ? '' : messages.reduce((first, second) => interpolate(r.and, { first, second }));
}

/** « Ligne 14 (N° 02.03.01) : le prix « 12,5O » n’est pas un nombre ; l’unité « m2x » n’est pas reconnue (…). » */
export function libraryReportLine(row: Pick<CheckedRow, 'line' | 'number' | 'issues'>): string {
  const r = exportFr.library.report;
  const issues = libraryIssuesText(row.issues);
  return row.number === null
    ? interpolate(r.line, { line: row.line, issues })
    : interpolate(r.lineWithNumber, { line: row.line, number: row.number, issues });
}

/** One sentence per refused row, in file order. */
export function libraryReport(rows: readonly CheckedRow[]): string[] {
  return rows.filter((row) => row.issues.length > 0).map(libraryReportLine);
}

export function libraryFieldName(field: LibraryField): string {
  return exportFr.library.fields[field];
}

/** A column as the mapping step names it: its heading, or « colonne C » when it has none. */
export function columnName(headings: readonly string[], column: number): string {
  const heading = headings[column]?.trim();
  if (heading) return heading;
  let letter = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26))
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return interpolate(exportFr.library.mapping.unnamedColumn, { letter });
}

export function mappingIssueMessage(issue: MappingIssue, headings: readonly string[]): string {
  const m = exportFr.library.mapping;
  switch (issue.code) {
    case 'fieldMissing':
      return interpolate(m.fieldMissing, { field: libraryFieldName(issue.field) });
    case 'columnTwice':
      return interpolate(m.columnTwice, {
        column: columnName(headings, issue.column),
        fields: issue.fields.map(libraryFieldName).join(', '),
      });
    case 'columnOutOfRange':
      return interpolate(m.columnOutOfRange, { field: libraryFieldName(issue.field) });
  }
}

/** A step of the export worker as the copy knows it (the worker's protocol says the same; copy cannot import it). */
export interface ExportStep {
  stage: keyof typeof exportFr.progress;
  done?: number;
  total?: number;
}

/** What the export dialog shows while the worker runs: the step in French, and how far it is when it can say. */
export function exportProgressState(progress: ExportStep): { label: string; value?: number } {
  const p = exportFr.progress;
  if (progress.stage !== 'rows') return { label: p[progress.stage] };
  if (progress.total === undefined || progress.total <= 0) return { label: p.layout };
  const done = Math.min(progress.done ?? 0, progress.total);
  return {
    label: interpolate(p.rows, { done: formatNumber(done, 0), total: formatNumber(progress.total, 0) }),
    value: Math.round((done / progress.total) * 100),
  };
}

/** The French message for a failed export or library read, by the worker's error code. */
export function exportErrorMessage(code: keyof typeof exportFr.errors): string {
  return exportFr.errors[code];
}
