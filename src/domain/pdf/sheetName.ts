/**
 * A name for each imported sheet, with the reason it was chosen, in this order:
 * 1. the PDF's page label, when it says more than the page's position (`A-101`, `[1] 02_SitePlan`; not `3`, not `iv`);
 * 2. the title block (cartouche): the drawing number and title, read next to their field labels ("Drawing Number",
 *    « N° de plan », « Désignation »…) or, without labels, a sheet-number pattern (`A-101`, `PL 02`, `AF101`) and the
 *    largest plan-like title (« PLAN RDC », "FIRST FLOOR FINISH PLAN") in the bottom-right corner or the right strip;
 * 3. the file name and the page number: `plans-lot-2 – p. 3`.
 * The name is data the user can edit, not interface copy; the parts are returned so the UI can present them its way.
 *
 * A new indice of a sheet is paired with its previous one by sheet number first (issue 27): `sheetIdentity` gives the
 * number (from the title block, else from a label or title-block name that starts with one) and the indice letter
 * printed in the title block (« Indice : B », « IND C », "Rev. 02", or the latest row of a revision table).
 */
import { joinLines, type SheetTextItem } from './text.ts';

export type SheetNameSource = 'pageLabel' | 'titleBlock' | 'fileName';

export interface SheetName {
  name: string;
  source: SheetNameSource;
  /** The drawing number read from the title block, when found. */
  sheetNumber?: string;
  /** The drawing title read from the title block, when found. */
  title?: string;
  /** The indice (revision) printed in the title block, when found: « B », « C2 », « 03 ». */
  revision?: string;
}

export interface SheetNameInput {
  /** 0-based page index. */
  pageIndex: number;
  /** The PDF page label (pdf.js `getPageLabels()`), or null. */
  label: string | null;
  /** The page's text in sheet space (`toSheetText`); empty for scans. */
  items: readonly SheetTextItem[];
  sheetWidth: number;
  sheetHeight: number;
  fileName: string;
}

const NUMBER_CORE = String.raw`[A-Z]{1,4}[-_. ]?\d{1,4}(?:[.-]\d{1,3})?[A-Z]?`;
/** A-101, A101, PL 02, PL-02, AF101, A1.01, A001.01, E-201b… with at least one digit. */
const SHEET_NUMBER = new RegExp(`^${NUMBER_CORE}$`, 'i');
/** "A001.01 – SITE PLAN", "A-101 : PLAN RDC". */
const NUMBER_THEN_TITLE = new RegExp(`^(${NUMBER_CORE})\\s+[-–—:]\\s+(.{3,})$`, 'i');
/** A sheet number at the start of a name: « A-102 – PLAN R+1 », « PLN-03 ». */
const LEADING_NUMBER = new RegExp(`^(${NUMBER_CORE})(?=$|\\s|[–—:])`, 'i');
/** Paper formats, printed in most title blocks and shaped like a sheet number. */
const PAPER_FORMAT = /^A[0-5]$/i;

const NUMBER_LABEL = [
  /^(?:drawing|sheet|dwg\.?)\s*(?:number|no\.?|n[°o]|#)\s*:?$/i,
  /^n[°o]\s*(?:de\s+|du\s+)?(?:plan|planche|dessin|folio)\s*:?$/i,
  /^num[ée]ro\s+(?:de\s+|du\s+)?(?:plan|planche|dessin)\s*:?$/i,
  /^(?:planche|folio)\s*:?$/i,
];
/** The indice field of a French cartouche, or a revision field. */
const REVISION_LABEL = /^(?:ind(?:ice)?|r[ée]v(?:ision)?)\.?\s*:?$/i;
/** An indice value: one or two letters with an optional number (« B », « C2 », "P1"), or a number (« 02 »). */
const REVISION_VALUE = /^(?:[A-Z]{1,2}\d{0,2}|\d{1,3})$/i;
/** « Indice : B », « IND. C », "Rev B", "REV. 02" on one line. */
const REVISION_INLINE = /^(?:ind(?:ice)?|r[ée]v(?:ision)?)\.?\s*:?\s*([A-Z]{1,2}\d{0,2}|\d{1,3})$/i;

const TITLE_LABEL = [
  /^(?:drawing|sheet)\s*title\s*:?$/i,
  /^titre\s+du\s+(?:plan|dessin)\s*:?$/i,
  /^intitul[ée]\s*:?$/i,
  /^d[ée]signation\s*:?$/i,
];
/** Other fields of a title block: never a value, never the continuation of a title. */
const OTHER_LABEL =
  /^(?:issue\s+)?date|^(?:project|projet|client|ma[îi]tre d['’]ouvrage|location|lieu|adresse|address|phase|scale|[ée]chelle|drawn|checked|approved|dessin[ée]|v[ée]rifi[ée]|indice|r[ée]vision|format|building)\b.{0,20}$/i;
/** Words that make a line read as a drawing's title rather than a firm, a project or a note. */
const PLAN_WORDS =
  /\b(?:plans?|coupes?|fa[çc]ades?|[ée]l[ée]vations?|d[ée]tails?|niveau|rdc|r[+-]\d|[ée]tage|sous-sol|toiture|combles?|masse|situation|implantation|nomenclature|floor|site|sections?|roof|layout|schedule)\b/i;

const isLabel = (text: string, patterns: readonly RegExp[]) => patterns.some((p) => p.test(text));
const isAnyLabel = (text: string) =>
  text.endsWith(':') || OTHER_LABEL.test(text) || isLabel(text, NUMBER_LABEL) || isLabel(text, TITLE_LABEL);
const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/** True when a page label names the sheet rather than its position (`3`, `iv` and `p3` say nothing more). */
export function isMeaningfulLabel(label: string | null, pageIndex: number): label is string {
  const text = label?.trim() ?? '';
  if (!text || text.length > 80) return false;
  if (text === String(pageIndex + 1)) return false;
  if (/^[ivxlcdm]+$/i.test(text)) return false;
  if (/^(?:p(?:age|\.)?\s*)?\d+$/i.test(text)) return false;
  return /\p{L}/u.test(text);
}

/** "plan lot 2.PDF" → "plan lot 2": the file name the sheet falls back on. */
export function baseFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.pdf$/i, '').trim() || base;
}

export function fileNameSheetName(fileName: string, pageIndex: number): string {
  // French typography: a no-break space after the abbreviation keeps "p." with its number.
  return `${baseFileName(fileName)} – p.\u00a0${pageIndex + 1}`;
}

export function guessSheetName(input: SheetNameInput): SheetName {
  if (isMeaningfulLabel(input.label, input.pageIndex)) {
    return { name: input.label.trim(), source: 'pageLabel' };
  }
  const block = readTitleBlock(input.items, input.sheetWidth, input.sheetHeight);
  if (block.sheetNumber || block.title) {
    const name = [block.sheetNumber, block.title].filter(Boolean).join(' – ');
    return { name, source: 'titleBlock', ...block };
  }
  return { name: fileNameSheetName(input.fileName, input.pageIndex), source: 'fileName' };
}

interface TitleBlock {
  sheetNumber?: string;
  title?: string;
  revision?: string;
}

/** What a new indice's pairing reads of a page: its name, and the sheet number and indice letter when found. */
export interface SheetIdentity {
  readonly name: string;
  readonly source: SheetNameSource;
  readonly number?: string;
  readonly revision?: string;
}

/** The sheet number a name starts with (« A-102 – PLAN R+1 » → « A-102 »), in capitals; undefined when none. */
export function sheetNumberIn(name: string): string | undefined {
  const match = LEADING_NUMBER.exec(name.trim());
  const number = match?.[1];
  return number && !PAPER_FORMAT.test(number) ? number.toUpperCase() : undefined;
}

/**
 * The name guessSheetName gives, with the sheet number (title block first, then the start of a label or title-block
 * name; never the file name's) and the indice printed in the title block. The title block is read even when the page
 * label names the sheet: the indice is only there.
 */
export function sheetIdentity(input: SheetNameInput): SheetIdentity {
  const { name, source } = guessSheetName(input);
  const block = readTitleBlock(input.items, input.sheetWidth, input.sheetHeight);
  const number = block.sheetNumber?.toUpperCase() ?? (source === 'fileName' ? undefined : sheetNumberIn(name));
  return {
    name,
    source,
    ...(number ? { number } : {}),
    ...(block.revision ? { revision: block.revision.toUpperCase() } : {}),
  };
}

/**
 * Where title blocks sit once the sheet is upright: the bottom-right corner (French cartouches), or the lower half of
 * a strip along the right edge (US title blocks put the sheet number at its foot).
 */
function inTitleBlockZone(item: SheetTextItem, width: number, height: number): boolean {
  const cx = item.box.x + item.box.width / 2;
  const cy = item.box.y + item.box.height / 2;
  return (cx >= 0.5 * width && cy >= 0.6 * height) || (cx >= 0.8 * width && cy >= 0.5 * height);
}

export function readTitleBlock(items: readonly SheetTextItem[], width: number, height: number): TitleBlock {
  const lines = joinLines(items).filter((l) => l.angle === 0 && inTitleBlockZone(l, width, height));
  const block: TitleBlock = {};

  // 1. Values written next to their field labels.
  for (const label of lines) {
    if (!block.sheetNumber && isLabel(label.text, NUMBER_LABEL)) {
      const value = valueOf(label, lines);
      if (value && /\d/.test(value.text) && value.text.length <= 24) block.sheetNumber = value.text;
    }
    if (!block.title && isLabel(label.text, TITLE_LABEL)) {
      const value = valueOf(label, lines);
      if (value && letters(value.text) >= 3) block.title = withFollowingLines(value, lines);
    }
  }

  // 2. "NUMBER – TITLE" written as one line.
  if (!block.sheetNumber || !block.title) {
    const combined = largest(lines.filter((l) => NUMBER_THEN_TITLE.test(l.text)));
    const match = combined && NUMBER_THEN_TITLE.exec(combined.text);
    if (match) {
      block.sheetNumber ??= match[1];
      block.title ??= match[2];
    }
  }

  // 3. Patterns alone: the largest sheet number, the largest plan-like title.
  if (!block.sheetNumber) {
    const numbers = lines.filter((l) => SHEET_NUMBER.test(l.text) && !PAPER_FORMAT.test(l.text));
    block.sheetNumber = largest(numbers, width, height)?.text;
  }
  if (!block.title) {
    const titles = lines.filter(
      (l) => letters(l.text) >= 3 && PLAN_WORDS.test(l.text) && !SHEET_NUMBER.test(l.text) && !isAnyLabel(l.text),
    );
    block.title = largest(titles, width, height)?.text;
  }
  const revision = readRevision(lines);
  if (revision) block.revision = revision;
  return Object.fromEntries(Object.entries(block).filter(([, v]) => v)) as TitleBlock;
}

/** Orders indices: a longer one is later (« AA » after « Z », « 10 » after « 9 »), then by letters and digits. */
const compareRevisions = (a: string, b: string) =>
  a.length - b.length || a.toUpperCase().localeCompare(b.toUpperCase(), 'en');

/**
 * The indice: written on one line with its label, else the value next to or under an « Indice » field. A revision
 * table (the field over a column of indices, one row per issue) gives its latest row.
 */
function readRevision(lines: readonly SheetTextItem[]): string | undefined {
  const inline = lines.map((l) => REVISION_INLINE.exec(l.text)?.[1]).filter((v): v is string => Boolean(v));
  if (inline.length > 0) return inline.sort(compareRevisions).at(-1);
  for (const label of lines) {
    if (!REVISION_LABEL.test(label.text)) continue;
    const em = label.fontSize;
    const column = lines.filter(
      (l) =>
        l !== label &&
        REVISION_VALUE.test(l.text) &&
        l.box.y - label.y > -0.1 * em &&
        l.box.y - label.y < 12 * em &&
        l.box.x < label.box.x + label.box.width + em &&
        l.box.x + l.box.width > label.box.x - em,
    );
    if (column.length > 1)
      return column
        .map((l) => l.text)
        .sort(compareRevisions)
        .at(-1);
    const value = valueOf(label, lines);
    if (value && REVISION_VALUE.test(value.text)) return value.text;
  }
  return undefined;
}

/** The largest text; among equals, the one nearest the bottom-right corner. */
function largest(lines: readonly SheetTextItem[], width = 0, height = 0): SheetTextItem | undefined {
  let best: SheetTextItem | undefined;
  for (const line of lines) {
    if (!best || line.fontSize > best.fontSize * 1.01) best = line;
    else if (line.fontSize > best.fontSize * 0.99) {
      const d = (l: SheetTextItem) => Math.hypot(width - l.x, height - l.y);
      if (d(line) < d(best)) best = line;
    }
  }
  return best;
}

/** The field's value: the nearest line under the label, or on its right on the same line. */
function valueOf(label: SheetTextItem, lines: readonly SheetTextItem[]): SheetTextItem | undefined {
  const em = label.fontSize;
  let best: SheetTextItem | undefined;
  let bestScore = Infinity;
  for (const line of lines) {
    if (line === label || isAnyLabel(line.text)) continue;
    let score = Infinity;
    const right = line.x - (label.x + label.width);
    if (Math.abs(line.y - label.y) < 0.5 * em && right > -0.1 * em && right < 15 * em) {
      score = right;
    } else {
      const below = line.box.y - label.y;
      const overlaps =
        line.box.x < label.box.x + label.box.width + 2 * em && line.box.x + line.box.width > label.box.x - 2 * em;
      if (below > -0.1 * em && below < 3 * em && overlaps) score = below + 0.2 * Math.abs(line.x - label.x);
    }
    if (score < bestScore) {
      bestScore = score;
      best = line;
    }
  }
  return best;
}

/** A title broken over several lines: the lines right under it, aligned with it, in the same size and font. */
function withFollowingLines(first: SheetTextItem, lines: readonly SheetTextItem[]): string {
  let text = first.text;
  let current = first;
  for (;;) {
    const next = lines.find(
      (l) =>
        l !== current &&
        l.fontName === current.fontName &&
        Math.abs(l.fontSize - current.fontSize) < 0.1 * current.fontSize &&
        Math.abs(l.x - current.x) < current.fontSize &&
        l.y > current.y &&
        l.y - current.y < 1.6 * current.fontSize &&
        !isAnyLabel(l.text),
    );
    if (!next) return text;
    text += ` ${next.text}`;
    current = next;
  }
}
