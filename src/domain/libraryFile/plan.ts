/**
 * What an import would do, before it does anything: which rows create an article, which update the article that has
 * the same N° (a re-import updates instead of duplicating), which change nothing, which are refused. The caller
 * shows it, then applies it in one transaction or drops it.
 */
import type { LibraryArticleDraft, LibraryField } from './model';
import type { CheckedFile, CheckedRow } from './validate';

/** An article of the library being imported into, as far as the import compares it. */
export interface ExistingArticle extends LibraryArticleDraft {
  id: string;
}

export type PlannedRow =
  | { action: 'create'; line: number; draft: LibraryArticleDraft }
  /** `changes` lists the fields whose value differs; `draft` holds only what the file provides. */
  | { action: 'update'; line: number; id: string; draft: LibraryArticleDraft; changes: LibraryField[] }
  | { action: 'unchanged'; line: number; id: string; draft: LibraryArticleDraft };

export interface ImportPlan {
  rows: PlannedRow[];
  rejected: CheckedRow[];
  /** The fields the file provides: an update writes these and keeps the others. */
  provided: LibraryField[];
  counts: { create: number; update: number; unchanged: number; rejected: number };
}

/** N°s compared as written, spaces around them aside: « 02.03.01 » is not « 2.3.1 ». */
const key = (number: string) => number.trim();

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}

export function planImport(file: CheckedFile, existing: readonly ExistingArticle[]): ImportPlan {
  const byNumber = new Map<string, ExistingArticle>();
  for (const article of existing) if (!byNumber.has(key(article.number))) byNumber.set(key(article.number), article);
  const rows: PlannedRow[] = [];
  const rejected: CheckedRow[] = [];
  for (const row of file.rows) {
    if (!row.draft) {
      rejected.push(row);
      continue;
    }
    const match = byNumber.get(key(row.draft.number));
    if (!match) {
      rows.push({ action: 'create', line: row.line, draft: row.draft });
      continue;
    }
    const changes = file.provided.filter(
      (field) => field !== 'number' && !same(row.draft?.[field] ?? defaultOf(field), match[field] ?? defaultOf(field)),
    );
    rows.push(
      changes.length === 0
        ? { action: 'unchanged', line: row.line, id: match.id, draft: row.draft }
        : { action: 'update', line: row.line, id: match.id, draft: row.draft, changes },
    );
  }
  const count = (action: PlannedRow['action']) => rows.filter((r) => r.action === action).length;
  return {
    rows,
    rejected,
    provided: file.provided,
    counts: {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      rejected: rejected.length,
    },
  };
}

/** What an absent optional field means, so that « no description » equals an empty one. */
function defaultOf(field: LibraryField): unknown {
  switch (field) {
    case 'description':
    case 'lot':
    case 'chapter':
      return '';
    case 'active':
      return true;
    case 'tags':
      return [];
    default:
      return undefined;
  }
}
