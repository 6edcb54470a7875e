/**
 * Article-library files: what is read from an XLSX or CSV file (a raw table), how its columns map onto an article's
 * fields, and the article drafts that come out. Pure data: reading, checking and planning write nothing; the caller
 * applies an ImportPlan, or drops it (cancel writes nothing because nothing was written).
 */
import type { Unit, VatRate } from '../export/model';

export type { Unit, VatRate };

/** An article's fields in a library file, in the order the library export writes them. */
export const LIBRARY_FIELDS = [
  'number',
  'designation',
  'unit',
  'unitPrice',
  'vatRate',
  'lot',
  'chapter',
  'description',
  'tags',
  'active',
] as const;
export type LibraryField = (typeof LIBRARY_FIELDS)[number];

/** Without these an article cannot be created nor matched by N°. */
export const REQUIRED_FIELDS: readonly LibraryField[] = ['number', 'designation', 'unit', 'unitPrice'];

/** An article as a file describes it, checked and normalised. */
export interface LibraryArticleDraft {
  /** The article's N° (`02.03.01`): a re-import updates the article with the same N°. */
  number: string;
  designation: string;
  unit: Unit;
  /** PU HT in euros, at most 2 decimals. */
  unitPrice: number;
  vatRate: VatRate;
  /** The lot as the file gives it (« 02 » or « 02 – Gros œuvre »), else the N°'s first part. */
  lot?: string;
  /** The chapter as the file gives it, else the N° without its last part. */
  chapter?: string;
  description?: string;
  tags?: string[];
  /** Absent when the file has no such column: an import then leaves the article's state as it is (active if new). */
  active?: boolean;
}

/** A cell as read: text, a number (XLSX numeric cells), a boolean, or empty. */
export type RawCell = string | number | boolean | null;

export interface RawRow {
  /** The row's number as a spreadsheet shows it (1-based; for a CSV, the record's number). */
  line: number;
  cells: RawCell[];
}

export type TextEncodingName = 'utf-8' | 'windows-1252' | 'utf-16le';
export type CsvSeparator = ';' | ',' | '\t';

export interface RawTable {
  rows: RawRow[];
  format: 'xlsx' | 'csv';
  /** CSV only: how the bytes were decoded and the fields split (detected, or as asked). */
  encoding?: TextEncodingName;
  separator?: CsvSeparator;
  /** XLSX only: the sheet read, and every sheet of the workbook (to offer another). */
  sheet?: string;
  sheets?: string[];
}

/** Which column (0-based) feeds each field; null when none does. */
export type ColumnMapping = Readonly<Record<LibraryField, number | null>>;

export const EMPTY_MAPPING: ColumnMapping = Object.fromEntries(LIBRARY_FIELDS.map((f) => [f, null])) as Record<
  LibraryField,
  null
>;
