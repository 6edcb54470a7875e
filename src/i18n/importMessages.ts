/**
 * Plan import's copy put together: file sizes in French units, each file's step, outcome and failure, the duplicate
 * question and the space used. Pure functions over the pipeline's items (src/workspace/import/types.ts).
 */
import { MAX_PAGE_OPERATORS, MAX_PDF_PAGES, PDF_TIME_LIMITS } from '../domain/pdf/importCheck';
import type { CadErrorCode } from '../domain/cad/types';
import type { IndicePage } from '../domain/comparison/types';
import type {
  PdfFailureReason,
  DuplicateQuestion,
  ImportFailureReason,
  ImportItem,
  ImportResult,
  IndiceSheet,
  PairingNotice,
  PairingProblem,
} from '../workspace/import/types';
import { cadErrorHint, cadErrorMessage } from './cadMessages';
import { formatLongDate, interpolate } from './format';
import { importFr } from './import.fr';
import { NO_BREAK_SPACE, formatNumber } from './numbers';

const plural = new Intl.PluralRules('fr-FR');

/** `one` or `other` of a French plural pair, with `{count}` filled (and any other value). */
export function pluralize(
  pair: { one: string; other: string },
  count: number,
  values: Record<string, string | number> = {},
): string {
  return interpolate(plural.select(count) === 'one' ? pair.one : pair.other, { ...values, count });
}

const UNITS = [importFr.units.kilo, importFr.units.mega, importFr.units.giga] as const;

/**
 * '54 octets', '2,4 Ko', '1,2 Mo', '180 Mo', '1,5 Go': decimal units (1 Mo = 1,000,000 bytes) like the 200 Mo
 * limit, one decimal under 100, none from 100 on, no trailing ',0'.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) {
    return `${formatNumber(bytes, 0)}${NO_BREAK_SPACE}${plural.select(bytes) === 'one' ? importFr.units.byte : importFr.units.bytes}`;
  }
  let value = bytes / 1000;
  let unit = 0;
  // Rounding can carry into the next unit (999 960 bytes is « 1 Mo », not « 1 000 Ko »).
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1000) {
    value /= 1000;
    unit++;
  }
  const text = formatNumber(value, value < 100 ? 1 : 0).replace(/,0$/, '');
  return `${text}${NO_BREAK_SPACE}${UNITS[unit]}`;
}

/** The limits the messages name, formatted once (« 1 000 », « 1 500 000 »). */
const LIMITS = {
  maxPages: formatNumber(MAX_PDF_PAGES, 0),
  maxOperators: formatNumber(MAX_PAGE_OPERATORS, 0),
  seconds: formatNumber(Math.round(PDF_TIME_LIMITS.pageMs / 1000), 0),
};

/** A CAD file's failure (issue 28): its code, said by i18n/cad.fr.ts; null for a PDF's. */
const cadCodeOf = (reason: ImportFailureReason): CadErrorCode | null =>
  reason.startsWith('cad:') ? (reason.slice(4) as CadErrorCode) : null;

export function importFailureMessage(reason: ImportFailureReason, name: string): string {
  const cad = cadCodeOf(reason);
  if (cad) return cadErrorMessage(cad, name);
  return interpolate(importFr.errors[reason as PdfFailureReason], { name, ...LIMITS });
}

export function importFailureHint(reason: ImportFailureReason): string {
  const cad = cadCodeOf(reason);
  return cad ? cadErrorHint(cad) : importFr.hints[reason as PdfFailureReason];
}

type FailedItem = Extract<ImportItem, { step: 'failed' }>;

/** A failed file's message and what to do about it: a CAD file's own (issue 28), else its reason's. */
export function importItemFailure(item: Pick<FailedItem, 'name' | 'reason' | 'drawing'>): {
  readonly message: string;
  readonly hint: string;
} {
  // A drawing's sheet refused by the PDF engine (the CAD worker refuses it first, with the same limit): said as the
  // CAD worker says it, in a drawing's words, with what to do in the CAD program.
  if (item.drawing && item.reason === 'tooComplex') {
    return { message: cadErrorMessage('tooManyOperators', item.name), hint: cadErrorHint('tooManyOperators') };
  }
  return { message: importFailureMessage(item.reason, item.name), hint: importFailureHint(item.reason) };
}

/** What a file is doing now, for its progress bar; null once it has settled. */
export function importStepLabel(item: ImportItem): string | null {
  const steps = importFr.progress.step;
  if (item.drawing && item.step === 'opening') return steps.drawing[item.drawing];
  if (item.drawing && item.step === 'analysing') return steps.drawing.analysing;
  switch (item.step) {
    case 'analysing':
      return interpolate(steps.analysing, { page: item.page, count: item.pageCount });
    case 'queued':
    case 'reading':
    case 'opening':
    case 'question':
    case 'unit':
    case 'pairing':
    case 'saving':
      return steps[item.step];
    default:
      return null;
  }
}

/** How a settled file ended, in a few words (the failure is its full message); null while it runs. */
export function importOutcome(item: ImportItem): string | null {
  switch (item.step) {
    case 'done': {
      const sheets = importedSheets(item.result);
      const unread = item.result.unreadLayouts ?? 0;
      const xrefs = item.result.missingXrefs ?? 0;
      const drawnXrefs = item.result.drawnXrefs ?? 0;
      // A CAD file imported without some of its layouts, or drawing other files it does not hold: said in its
      // summary, and so to screen readers too.
      return [
        ...(unread > 0 ? [pluralize(importFr.progress.unreadLayouts, unread)] : []),
        ...(drawnXrefs > 0 ? [pluralize(importFr.progress.drawnXrefs, drawnXrefs)] : []),
        ...(xrefs > 0 ? [pluralize(importFr.progress.missingXrefs, xrefs)] : []),
      ].reduce((done, more) => interpolate(importFr.progress.doneAndMore, { done, more }), sheets);
    }
    case 'skipped':
      return item.because === 'noUnit' ? importFr.progress.skippedNoUnit : importFr.progress.skipped;
    case 'cancelled':
      return importFr.progress.cancelled;
    case 'failed':
      return importItemFailure(item).message;
    default:
      return null;
  }
}

/** « 4 plans importés », or a revision's or a new indice's own words. */
function importedSheets(result: ImportResult): string {
  const count = result.sheetIds.length;
  const { pairs } = result;
  if (pairs && pairs.length > 0) {
    const indice = pluralize(importFr.progress.doneIndice, pairs.length);
    const added = count - pairs.length;
    if (added === 0) return indice;
    return interpolate(importFr.progress.doneIndiceAndNew, {
      indice,
      added: pluralize(importFr.progress.addedSheets, added),
    });
  }
  return pluralize(result.revisionOf ? importFr.progress.doneRevision : importFr.progress.done, count);
}

/** What a screen reader hears when a file settles. */
export function importAnnouncement(item: ImportItem): string | null {
  if (item.step === 'failed') return importItemFailure(item).message;
  const outcome = importOutcome(item);
  return outcome === null ? null : interpolate(importFr.progress.announce, { name: item.name, outcome });
}

const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

/** '3 mars 2026 à 10:15', in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return interpolate(importFr.duplicate.dateTime, { date: formatLongDate(date), time: time.format(date) });
}

export function duplicateMessage(name: string, question: DuplicateQuestion): string {
  const date = formatDateTime(question.importedAt);
  return question.fileName === name
    ? interpolate(importFr.duplicate.sameName, { name, date })
    : interpolate(importFr.duplicate.otherName, { name, existing: question.fileName, date });
}

/** Why a new indice's pages are not paired yet (the pairing step's notice), and what the person can do. */
export function pairingNoticeMessage(notice: PairingNotice, name: string): string {
  return interpolate(importFr.indice.notice[notice], { name });
}

export function pairingNoticeHint(notice: PairingNotice): string {
  return importFr.indice.noticeHint[notice];
}

const MM_PER_POINT = 25.4 / 72;

/** « 841 × 594 mm » for a page or sheet given in points. */
export function formatPaperSize(size: { readonly width: number; readonly height: number }): string {
  return interpolate(importFr.indice.size, {
    width: formatNumber(Math.round(size.width * MM_PER_POINT), 0),
    height: formatNumber(Math.round(size.height * MM_PER_POINT), 0),
  });
}

/** The warning next to a page paired with a sheet of another size (pages are numbered from 1). */
export function sizeMismatchMessage(page: IndicePage, sheet: IndiceSheet): string {
  return interpolate(importFr.indice.sizeMismatch, {
    page: page.pageIndex + 1,
    pageSize: formatPaperSize(page),
    sheet: sheet.name,
    sheetSize: formatPaperSize(sheet),
  });
}

/** Why confirmPairing refused a pairing; `sheet` names the sheet paired twice. */
export function pairingProblemMessage(problem: PairingProblem, sheet = ''): string {
  return interpolate(importFr.indice.problem[problem], { sheet });
}
