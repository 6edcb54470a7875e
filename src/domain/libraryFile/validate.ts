/**
 * Checking every row of a library file against a mapping: the article schema's rules (désignation of 3 characters at
 * least, a lot, a chapter, a unit, a price not below zero — src/domain/validation/catalogueItem.ts, whose French
 * messages the report uses) and the file's own (a price that is not a number, an unknown unit, a VAT rate that is
 * not a French one, the same N° twice). Each problem is a code with what was read; src/i18n/libraryFile.ts words
 * the report line by line.
 */
import { createCatalogueItemSchema, type CatalogueItemMessages } from '../validation/catalogueItem';
import type { ColumnMapping, LibraryArticleDraft, LibraryField, RawCell, RawRow, RawTable, VatRate } from './model';
import type { HeaderRow } from './mapping';
import {
  cellText,
  detectDecimal,
  readActive,
  readPrice,
  readTags,
  readUnit,
  readVat,
  type PriceCode,
  type VatCode,
} from './values';

export type LibraryIssue =
  /** A rule of the article schema; `key` names its French message in the catalogue-item messages. */
  | { code: 'schema'; key: keyof CatalogueItemMessages }
  | { code: 'numberEmpty' }
  /** No lot or chapter column, and a N° that does not give them (`02.03.01` gives lot 02, chapter 02.03). */
  | { code: 'numberNoChapter'; number: string }
  | { code: 'unitUnknown'; text: string }
  | { code: PriceCode; text: string }
  | { code: VatCode; text: string }
  | { code: 'activeUnknown'; text: string }
  | { code: 'duplicateNumber'; number: string; firstLine: number };

export interface CheckedRow {
  line: number;
  /** The N° read (even on a rejected row, for the report), or null. */
  number: string | null;
  /** The article, when the row has no issue. */
  draft: LibraryArticleDraft | null;
  issues: LibraryIssue[];
}

export interface CheckedFile {
  /** Every non-empty row after the heading row, in file order. */
  rows: CheckedRow[];
  /** The fields the mapping feeds: on an update, the others keep the library's values. */
  provided: LibraryField[];
  /** The decimal separator used to read prices and rates (detected from them unless given). */
  decimal: ',' | '.';
  /** Lines of rows without a VAT rate, given the default rate. */
  defaultedVat: number[];
}

export interface CheckOptions {
  decimal?: ',' | '.';
  /** The rate of a row whose VAT cell is empty, or of every row when no column gives VAT. */
  defaultVatRate?: VatRate;
}

// The schema's messages are its keys: a failed rule comes back as the name of its message, which the report words.
const KEYS: CatalogueItemMessages = {
  designationTooShort: 'designationTooShort',
  lotRequired: 'lotRequired',
  subCategoryRequired: 'subCategoryRequired',
  unitRequired: 'unitRequired',
  priceNegative: 'priceNegative',
};
const schema = createCatalogueItemSchema(KEYS);
/** Which draft field each schema field checks, so that a field already refused is not refused twice. */
const SCHEMA_FIELD: Readonly<Record<string, LibraryField>> = {
  designation: 'designation',
  lot: 'lot',
  subCategory: 'chapter',
  unite: 'unit',
  prix_unitaire: 'unitPrice',
};

/** `02.03.01` → lot `02`, chapter `02.03`; a N° without a dot gives neither. */
function fromNumber(number: string): { lot?: string; chapter?: string } {
  const parts = number.split('.').filter((p) => p !== '');
  if (parts.length < 2) return {};
  return { lot: parts[0], chapter: parts.slice(0, -1).join('.') };
}

/** The non-empty rows under the heading row. */
function bodyRows(table: RawTable, header: HeaderRow): RawRow[] {
  return table.rows.slice(header.index + 1).filter((r) => r.cells.some((c) => cellText(c) !== ''));
}

/** The decimal separator of the file's prices and rates (text cells only: numeric XLSX cells have none). */
export function detectFileDecimal(table: RawTable, header: HeaderRow, mapping: ColumnMapping): ',' | '.' {
  const columns = [mapping.unitPrice, mapping.vatRate].filter((c): c is number => c !== null);
  const texts = bodyRows(table, header).flatMap((r) =>
    columns.map((c) => r.cells[c]).filter((c): c is string => typeof c === 'string'),
  );
  return detectDecimal(texts);
}

export function checkRows(
  table: RawTable,
  header: HeaderRow,
  mapping: ColumnMapping,
  options: CheckOptions = {},
): CheckedFile {
  const defaultVatRate = options.defaultVatRate ?? 2000;
  const cellOf = (row: RawRow, field: LibraryField): RawCell | undefined => {
    const column = mapping[field];
    return column === null ? undefined : row.cells[column];
  };
  const body = bodyRows(table, header);
  const decimal = options.decimal ?? detectFileDecimal(table, header, mapping);
  const provided = (Object.keys(mapping) as LibraryField[]).filter((f) => mapping[f] !== null);
  const seen = new Map<string, number>();
  const defaultedVat: number[] = [];

  const rows = body.map((row): CheckedRow => {
    const issues: LibraryIssue[] = [];
    const refused = new Set<LibraryField>();
    const refuse = (field: LibraryField, issue: LibraryIssue) => {
      refused.add(field);
      issues.push(issue);
    };

    const number = cellText(cellOf(row, 'number'));
    if (number === '') refuse('number', { code: 'numberEmpty' });
    else {
      const firstLine = seen.get(number);
      if (firstLine !== undefined) refuse('number', { code: 'duplicateNumber', number, firstLine });
      else seen.set(number, row.line);
    }

    const designation = cellText(cellOf(row, 'designation'));
    const unitCell = cellOf(row, 'unit');
    const unit = readUnit(unitCell);
    // An empty unit is the schema's « unit required »; a unit we do not know is ours.
    if (!unit.ok && unit.code === 'unitUnknown') refuse('unit', { code: 'unitUnknown', text: unit.text });
    const price = readPrice(cellOf(row, 'unitPrice'), decimal);
    // An empty price is the schema's concern (its only price message).
    if (!price.ok && price.code !== 'priceEmpty') refuse('unitPrice', { code: price.code, text: price.text });
    const vatCell = cellOf(row, 'vatRate');
    const vat = readVat(vatCell, decimal, defaultVatRate);
    if (!vat.ok) refuse('vatRate', { code: vat.code, text: vat.text });
    else if (cellText(vatCell) === '') defaultedVat.push(row.line);
    const active = mapping.active === null ? null : readActive(cellOf(row, 'active'));
    if (active && !active.ok) refuse('active', { code: 'activeUnknown', text: active.text });

    const derived = fromNumber(number);
    const lot = cellText(cellOf(row, 'lot')) || derived.lot || '';
    const chapter = cellText(cellOf(row, 'chapter')) || derived.chapter || '';
    // A lot or chapter missing because the N° is missing or says none is the N°'s problem, reported once.
    if ((lot === '' || chapter === '') && number !== '' && !refused.has('number')) {
      refuse('number', { code: 'numberNoChapter', number });
    }
    if (refused.has('number')) {
      if (lot === '') refused.add('lot');
      if (chapter === '') refused.add('chapter');
    }
    const description = cellText(cellOf(row, 'description'));
    const tags = mapping.tags === null ? null : readTags(cellOf(row, 'tags'));

    const parsed = schema.safeParse({
      designation,
      lot,
      subCategory: chapter,
      unite: unit.ok ? unit.value : cellText(unitCell),
      // A price already refused is left to that refusal; the schema still checks the sign of a readable one.
      prix_unitaire: price.ok ? price.value : refused.has('unitPrice') ? 0 : undefined,
      description,
      tags: tags ?? [],
      bibliotheque_id: 'import',
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = SCHEMA_FIELD[String(issue.path[0])];
        if (field === undefined || refused.has(field)) continue;
        const key = issue.message as keyof CatalogueItemMessages;
        if (!(key in KEYS)) continue;
        refuse(field, { code: 'schema', key });
      }
    }

    if (issues.length > 0 || !unit.ok || !price.ok || !vat.ok) {
      return { line: row.line, number: number || null, draft: null, issues };
    }
    const draft: LibraryArticleDraft = {
      number,
      designation,
      unit: unit.value,
      unitPrice: price.value,
      vatRate: vat.value,
      lot,
      chapter,
    };
    if (mapping.description !== null) draft.description = description;
    if (tags !== null) draft.tags = tags;
    if (active?.ok) draft.active = active.value;
    return { line: row.line, number, draft, issues };
  });

  return { rows, provided, decimal, defaultedVat };
}

/** The first `count` rows after mapping, checked: what the preview step shows. */
export function previewRows(
  table: RawTable,
  header: HeaderRow,
  mapping: ColumnMapping,
  count = 20,
  options: CheckOptions = {},
): CheckedRow[] {
  const decimal = options.decimal ?? detectFileDecimal(table, header, mapping);
  const rows = [...table.rows.slice(0, header.index + 1), ...bodyRows(table, header).slice(0, count)];
  return checkRows({ ...table, rows }, header, mapping, { ...options, decimal }).rows;
}
