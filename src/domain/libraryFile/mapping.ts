/**
 * The column-mapping step: find the heading row, guess which column feeds which field from its heading (French and
 * English, with or without accents, units in brackets ignored: « PU HT (€) », « Prix unitaire », « TVA (%) »), and
 * say what is wrong with a mapping the user changed (a required field left out, a column used twice).
 */
import { cellText } from './values';
import {
  EMPTY_MAPPING,
  LIBRARY_FIELDS,
  REQUIRED_FIELDS,
  type ColumnMapping,
  type LibraryField,
  type RawTable,
} from './model';

/** Headings per field, folded (lower case, no accents, punctuation as spaces). The first ones are the surest. */
const HEADINGS: Readonly<Record<LibraryField, readonly string[]>> = {
  number: [
    'n',
    'no',
    'num',
    'numero',
    'n article',
    'numero article',
    'numero d article',
    'ref',
    'reference',
    'code',
    'number',
    'item number',
    'id',
  ],
  designation: [
    'designation',
    'libelle',
    'intitule',
    'designation des ouvrages',
    'designation article',
    'ouvrage',
    'article',
    'label',
    'name',
    'item',
  ],
  unit: ['unite', 'u', 'unites', 'unit', 'unite de mesure'],
  unitPrice: [
    'pu ht',
    'pu',
    'prix unitaire ht',
    'prix unitaire',
    'p u ht',
    'p u',
    'prix ht',
    'prix',
    'prix u ht',
    'tarif',
    'unit price',
    'price',
  ],
  vatRate: ['tva', 'taux tva', 'taux de tva', 'taux', 'vat', 'vat rate', 'tax rate'],
  lot: ['lot', 'corps d etat', 'corps de metier', 'trade'],
  chapter: ['chapitre', 'sous categorie', 'sous lot', 'categorie', 'chapter', 'section', 'subcategory', 'category'],
  description: [
    'description',
    'descriptif',
    'description detaillee',
    'commentaire',
    'commentaires',
    'notes',
    'note',
    'details',
  ],
  tags: ['tags', 'tag', 'mots cles', 'mot cle', 'etiquettes', 'keywords'],
  active: ['actif', 'active', 'statut', 'etat', 'en service', 'enabled', 'status'],
};

/** Lower case, no accents, « ° » as « o », bracketed units and punctuation dropped: « N° d’article (réf.) » → « no d article ». */
export function foldHeading(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[([{][^)\]}]*[)\]}]/g, ' ')
    .replace(/°/g, 'o')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** How well a heading names a field: 3 exact, 2 a heading starting with a known one (« prix unitaire ht euros »), 0. */
function score(heading: string, field: LibraryField): number {
  let best = 0;
  for (const known of HEADINGS[field]) {
    if (heading === known || heading.replace(/ /g, '') === known.replace(/ /g, '')) return 3;
    if (known.length >= 3 && heading.startsWith(`${known} `)) best = Math.max(best, 2);
  }
  return best;
}

/**
 * One column per field and one field per column, best matches first; ties go to the leftmost column, as a
 * person reading the heading row would pick.
 */
export function guessMapping(headings: readonly string[]): ColumnMapping {
  const folded = headings.map(foldHeading);
  const candidates: { field: LibraryField; column: number; score: number }[] = [];
  folded.forEach((heading, column) => {
    if (heading === '') return;
    for (const field of LIBRARY_FIELDS) {
      const s = score(heading, field);
      if (s > 0) candidates.push({ field, column, score: s });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const mapping: Record<LibraryField, number | null> = { ...EMPTY_MAPPING };
  const used = new Set<number>();
  for (const c of candidates) {
    if (mapping[c.field] !== null || used.has(c.column)) continue;
    mapping[c.field] = c.column;
    used.add(c.column);
  }
  return mapping;
}

export interface HeaderRow {
  /** Index in table.rows of the heading row. */
  index: number;
  /** Its line number in the file. */
  line: number;
  headings: string[];
  /** The number of columns of the table (the widest row). */
  width: number;
}

/**
 * The heading row: among the first non-empty rows, the first that names at least two required fields (a title or a
 * note may stand above it), else the first non-empty row. Null when the file has no non-empty row.
 */
export function findHeaderRow(table: RawTable, lookAhead = 10): HeaderRow | null {
  const nonEmpty = table.rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.cells.some((c) => cellText(c) !== ''));
  const first = nonEmpty[0];
  if (!first) return null;
  const named = nonEmpty.slice(0, lookAhead).find(({ row }) => {
    const mapping = guessMapping(row.cells.map(cellText));
    return REQUIRED_FIELDS.filter((f) => mapping[f] !== null).length >= 2;
  });
  const chosen = named ?? first;
  const width = table.rows.reduce((w, r) => Math.max(w, r.cells.length), 0);
  const headings = Array.from({ length: width }, (_, i) => cellText(chosen.row.cells[i]));
  return { index: chosen.index, line: chosen.row.line, headings, width };
}

export type MappingIssue =
  | { code: 'fieldMissing'; field: LibraryField }
  | { code: 'columnTwice'; column: number; fields: LibraryField[] }
  | { code: 'columnOutOfRange'; field: LibraryField; column: number };

/** What stops an import with this mapping; empty when it can go on. */
export function mappingIssues(mapping: ColumnMapping, width: number): MappingIssue[] {
  const issues: MappingIssue[] = [];
  for (const field of REQUIRED_FIELDS) if (mapping[field] === null) issues.push({ code: 'fieldMissing', field });
  const byColumn = new Map<number, LibraryField[]>();
  for (const field of LIBRARY_FIELDS) {
    const column = mapping[field];
    if (column === null) continue;
    if (column < 0 || column >= width || !Number.isInteger(column)) {
      issues.push({ code: 'columnOutOfRange', field, column });
      continue;
    }
    byColumn.set(column, [...(byColumn.get(column) ?? []), field]);
  }
  for (const [column, fields] of byColumn) if (fields.length > 1) issues.push({ code: 'columnTwice', column, fields });
  return issues;
}
