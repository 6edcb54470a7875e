/**
 * The bridge between a library file (src/domain/libraryFile: read, mapped, checked, planned) and the library's rows:
 * the articles as the planner compares them, and an import plan applied as ONE command of the journal — one undo
 * takes a whole import back. Lots and chapters a file names and the library lacks are created on the way; an article
 * is found by its N° (02.03.01), so a re-import updates instead of duplicating.
 */
import type { ExistingArticle, ImportPlan } from '../libraryFile/plan';
import type { LibraryArticleDraft } from '../libraryFile/model';
import { command, created, row, updated, type Change, type Command, type CommandContext } from '../takeoff/commands';
import type { TakeoffState } from '../takeoff/types';
import { LibraryCommandError } from './errors';
import { isCode, normalizeNumber, padCode } from './numbering';
import { libraryOutline, outlineArticles } from './outline';
import type { ArticleRow, ChapterRow, LotRow } from './types';

/** The library's articles as the import planner compares them (N°, désignation, unit, price…). */
export function existingArticles(state: TakeoffState, libraryId: string): ExistingArticle[] {
  return outlineArticles(libraryOutline(state, libraryId)).map(({ article, number, lot, chapter }) => ({
    id: article.id,
    number,
    designation: article.designation,
    unit: article.unite,
    unitPrice: article.prix_unitaire,
    vatRate: article.vatRate,
    lot: `${lot.code} – ${lot.title}`,
    chapter: `${chapter.code} – ${chapter.title}`,
    ...(article.description === undefined ? {} : { description: article.description }),
    tags: [...article.tags],
    active: article.actif,
  }));
}

/** « 02 – Gros œuvre », « 02 Gros œuvre », « 02 »: the title after the code, or null. */
function titleOf(text: string | undefined, code: string): string | null {
  if (!text) return null;
  const match = /^\s*([0-9]{1,4}[A-Za-z]{0,2}(?:[.,][0-9]{1,4}[A-Za-z]{0,2})*)?\s*[–—\-:.]?\s*(.*)$/u.exec(text);
  const title = (match?.[2] ?? '').trim();
  return title === '' || padCode(title) === code ? null : title;
}

/** The fields of an article a file's line sets (only those the file provides, for an update). */
function fieldsOf(draft: LibraryArticleDraft, provided: ReadonlySet<string>): Partial<ArticleRow> {
  const has = (field: string) => provided.has(field);
  return {
    ...(has('designation') ? { designation: draft.designation.trim() } : {}),
    ...(has('unit') ? { unite: draft.unit } : {}),
    ...(has('unitPrice') ? { prix_unitaire: draft.unitPrice } : {}),
    ...(has('vatRate') ? { vatRate: draft.vatRate } : {}),
    ...(has('description') && draft.description !== undefined ? { description: draft.description } : {}),
    ...(has('tags') ? { tags: draft.tags ?? [] } : {}),
    ...(has('active') && draft.active !== undefined ? { actif: draft.active } : {}),
  };
}

/** Applies an import plan to a library as one command: creations (with their lots and chapters) and updates. */
export function importArticles(state: TakeoffState, libraryId: string, plan: ImportPlan, ctx: CommandContext): Command {
  row(state, 'libraries', libraryId);
  const provided = new Set<string>(plan.provided);
  const lots = new Map<string, LotRow>();
  const chapters = new Map<string, ChapterRow>();
  /** Normalised N° → article id: « 4.1.1 » in a file is the library's 04.01.01. */
  const articles = new Map<string, string>();
  for (const lot of state.libraryLots.values()) if (lot.libraryId === libraryId) lots.set(padCode(lot.code), lot);
  for (const chapter of state.libraryChapters.values()) {
    const lot = state.libraryLots.get(chapter.lotId);
    if (chapter.libraryId === libraryId && lot) chapters.set(`${padCode(lot.code)}.${padCode(chapter.code)}`, chapter);
  }
  for (const entry of existingArticles(state, libraryId)) articles.set(entry.number, entry.id);
  const changes: Change[] = [];
  const stamp = { createdAt: ctx.now, updatedAt: ctx.now };

  for (const planned of plan.rows) {
    if (planned.action === 'unchanged') continue;
    const same = planned.action === 'create' ? articles.get(normalizeNumber(planned.draft.number) ?? '') : undefined;
    if (planned.action === 'update' || same !== undefined) {
      const before = row(state, 'libraryItems', planned.action === 'update' ? planned.id : (same as string));
      changes.push(
        updated('libraryItems', before, { ...before, ...fieldsOf(planned.draft, provided), updatedAt: ctx.now }),
      );
      continue;
    }
    const number = normalizeNumber(planned.draft.number);
    const codes = number?.split('.') ?? [];
    if (codes.length !== 3 || !codes.every(isCode)) {
      throw new LibraryCommandError('invalidCode', `Not an article number: ${planned.draft.number}`);
    }
    const [lotCode, chapterCode, articleCode] = codes as [string, string, string];
    articles.set(number as string, '');
    let lot = lots.get(lotCode);
    if (!lot) {
      lot = {
        id: ctx.newId(),
        libraryId,
        code: lotCode,
        title: titleOf(planned.draft.lot, lotCode) ?? lotCode,
        ...stamp,
      };
      lots.set(lotCode, lot);
      changes.push(created('libraryLots', lot));
    }
    const chapterKey = `${lotCode}.${chapterCode}`;
    let chapter = chapters.get(chapterKey);
    if (!chapter) {
      chapter = {
        id: ctx.newId(),
        libraryId,
        lotId: lot.id,
        code: chapterCode,
        title: titleOf(planned.draft.chapter, chapterKey) ?? chapterKey,
        ...stamp,
      };
      chapters.set(chapterKey, chapter);
      changes.push(created('libraryChapters', chapter));
    }
    const article: ArticleRow = {
      id: ctx.newId(),
      bibliotheque_id: libraryId,
      lot: lot.id,
      subCategory: chapter.id,
      code: articleCode,
      designation: planned.draft.designation.trim(),
      unite: planned.draft.unit,
      prix_unitaire: planned.draft.unitPrice,
      vatRate: planned.draft.vatRate,
      actif: planned.draft.active ?? true,
      tags: planned.draft.tags ?? [],
      ...(planned.draft.description ? { description: planned.draft.description } : {}),
      ...stamp,
    };
    changes.push(created('libraryItems', article));
  }
  return command('importArticles', changes);
}
