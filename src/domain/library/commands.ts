/**
 * Every change to a library or to a project's variables, as a command of the take-off model (../takeoff/commands.ts):
 * a list of row changes with before and after, journalled and undoable like a measurement's. Library commands belong
 * to the 'libraries' scope (undone from the library screen), variable commands to their project's scope.
 *
 * Builders are pure and check what the tree needs (codes well formed and unique among siblings, parents in the same
 * library, names of variables free); the forms check the same first (./article.ts, ./variables.ts) with a French
 * message per field.
 */
import {
  command,
  created,
  deleted,
  row,
  updated,
  type Change,
  type Command,
  type CommandContext,
} from '../takeoff/commands';
import { CommandError } from '../takeoff/errors';
import type { Measurement, TakeoffState } from '../takeoff/types';
import { LibraryCommandError } from './errors';
import { compareCodes, isCode, nextCode, padCode, sequentialCodes } from './numbering';
import { linksOf } from './quantities';
import {
  DEFAULT_VAT_RATE,
  type MeasurementLink,
  type ArticleRow,
  type ChapterRow,
  type LibraryRow,
  type LotRow,
  type VariableRow,
} from './types';
import { checkVariable } from './variables';

export type LibraryValues = Pick<LibraryRow, 'name'> & Partial<Pick<LibraryRow, 'description' | 'origin'>>;
export type NodeValues = { readonly title: string; readonly code?: string };

/** What an article form gives: everything but ids, place and timestamps. */
/**
 * A change of articles: the fields given are set; the plan look (colour, symbol) may also be `null`, which removes it
 * (the measurements' own colour and symbol again).
 */
export type ArticlePatch = Partial<Omit<ArticleValues, 'color' | 'symbol'>> & {
  readonly code?: string;
  readonly color?: ArticleValues['color'] | null;
  readonly symbol?: ArticleValues['symbol'] | null;
};

export type ArticleValues = Omit<
  ArticleRow,
  'id' | 'bibliotheque_id' | 'lot' | 'subCategory' | 'code' | 'createdAt' | 'updatedAt' | 'legacyUnit'
>;

const byCode = <R extends { readonly code: string; readonly id: string }>(a: R, b: R) =>
  compareCodes(a.code, b.code) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const lotsOfLibrary = (state: TakeoffState, libraryId: string): LotRow[] =>
  [...state.libraryLots.values()].filter((l) => l.libraryId === libraryId).sort(byCode);
export const chaptersOfLot = (state: TakeoffState, lotId: string): ChapterRow[] =>
  [...state.libraryChapters.values()].filter((c) => c.lotId === lotId).sort(byCode);
export const articlesOfChapter = (state: TakeoffState, chapterId: string): ArticleRow[] =>
  [...state.libraryItems.values()].filter((a) => a.subCategory === chapterId).sort(byCode);

type NodeSiblings = readonly { readonly code: string; readonly id: string }[];

/** The code a new node takes: the one asked for (padded, checked), or the next after its siblings. */
function codeFor(asked: string | undefined, siblings: NodeSiblings, self?: string) {
  if (asked === undefined || asked.trim() === '') return nextCode(siblings.map((s) => s.code));
  const code = padCode(asked.trim());
  if (!isCode(code)) throw new LibraryCommandError('invalidCode', `Not a code: ${asked}`);
  if (siblings.some((s) => s.id !== self && padCode(s.code).toUpperCase() === code.toUpperCase())) {
    throw new LibraryCommandError('duplicateCode', `Code ${code} already used`);
  }
  return code;
}

function checkTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw new LibraryCommandError('invalidValues', 'A title is required');
  return trimmed;
}

// ---------------------------------------------------------------------------------------------------------------
// Libraries
// ---------------------------------------------------------------------------------------------------------------

export function createLibrary(values: LibraryValues, ctx: CommandContext): Command {
  const name = checkTitle(values.name);
  return command('createLibrary', [
    created('libraries', { ...values, name, id: ctx.newId(), createdAt: ctx.now, updatedAt: ctx.now }),
  ]);
}

export function updateLibrary(
  state: TakeoffState,
  id: string,
  patch: Partial<Pick<LibraryRow, 'name' | 'description'>>,
  ctx: CommandContext,
): Command {
  const before = row(state, 'libraries', id);
  const name = patch.name === undefined ? before.name : checkTitle(patch.name);
  return command('updateLibrary', [updated('libraries', before, { ...before, ...patch, name, updatedAt: ctx.now })]);
}

/** Deletes a library with its lots, chapters and articles (children first, so that undo restores parents first). */
export function deleteLibrary(state: TakeoffState, id: string): Command {
  const library = row(state, 'libraries', id);
  const lots = lotsOfLibrary(state, id);
  return command('deleteLibrary', [...lots.flatMap((lot) => lotChanges(state, lot)), deleted('libraries', library)]);
}

/** The content of a library to install in one command: the starter library, or a file's lines once mapped. */
export interface LibraryContent {
  readonly lots: readonly {
    readonly code: string;
    readonly title: string;
    readonly chapters: readonly {
      readonly code: string;
      readonly title: string;
      readonly articles: readonly (ArticleValues & { readonly code: string })[];
    }[];
  }[];
}

/** Creates a library and all its content as one change (one undo takes it all back). */
export function installLibrary(values: LibraryValues, content: LibraryContent, ctx: CommandContext): Command {
  const library: LibraryRow = {
    ...values,
    name: checkTitle(values.name),
    id: ctx.newId(),
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  const changes: Change[] = [created('libraries', library)];
  const stamp = { libraryId: library.id, createdAt: ctx.now, updatedAt: ctx.now };
  const seen = (codes: Set<string>, code: string) => {
    const padded = padCode(code);
    if (!isCode(padded)) throw new LibraryCommandError('invalidCode', `Not a code: ${code}`);
    if (codes.has(padded.toUpperCase())) throw new LibraryCommandError('duplicateCode', `Code ${padded} repeated`);
    codes.add(padded.toUpperCase());
    return padded;
  };
  const lotCodes = new Set<string>();
  for (const lot of content.lots) {
    const lotRow: LotRow = { ...stamp, id: ctx.newId(), code: seen(lotCodes, lot.code), title: checkTitle(lot.title) };
    changes.push(created('libraryLots', lotRow));
    const chapterCodes = new Set<string>();
    for (const chapter of lot.chapters) {
      const chapterRow: ChapterRow = {
        ...stamp,
        id: ctx.newId(),
        lotId: lotRow.id,
        code: seen(chapterCodes, chapter.code),
        title: checkTitle(chapter.title),
      };
      changes.push(created('libraryChapters', chapterRow));
      const articleCodes = new Set<string>();
      for (const article of chapter.articles) {
        changes.push(
          created('libraryItems', {
            ...article,
            id: ctx.newId(),
            bibliotheque_id: library.id,
            lot: lotRow.id,
            subCategory: chapterRow.id,
            code: seen(articleCodes, article.code),
            createdAt: ctx.now,
            updatedAt: ctx.now,
          }),
        );
      }
    }
  }
  return command('installLibrary', changes);
}

// ---------------------------------------------------------------------------------------------------------------
// Lots and chapters
// ---------------------------------------------------------------------------------------------------------------

/** A new lot's or chapter's own fields: its code (the next free one, or the one asked if free), title and times. */
function newNode(values: NodeValues, siblings: NodeSiblings, ctx: CommandContext) {
  return {
    code: codeFor(values.code, siblings),
    title: checkTitle(values.title),
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

/** A lot or chapter with the code and title asked; `siblings` is only read when the code changes. */
function editedNode<T extends LotRow | ChapterRow>(
  before: T,
  values: Partial<NodeValues>,
  siblings: () => NodeSiblings,
  ctx: CommandContext,
): T {
  const code = values.code === undefined ? before.code : codeFor(values.code, siblings(), before.id);
  const title = values.title === undefined ? before.title : checkTitle(values.title);
  return { ...before, code, title, updatedAt: ctx.now };
}

export function createLot(state: TakeoffState, libraryId: string, values: NodeValues, ctx: CommandContext): Command {
  row(state, 'libraries', libraryId);
  const lot: LotRow = { id: ctx.newId(), libraryId, ...newNode(values, lotsOfLibrary(state, libraryId), ctx) };
  return command('createLot', [created('libraryLots', lot)]);
}

export function updateLot(state: TakeoffState, id: string, values: Partial<NodeValues>, ctx: CommandContext): Command {
  const before = row(state, 'libraryLots', id);
  const after = editedNode(before, values, () => lotsOfLibrary(state, before.libraryId), ctx);
  return command('updateLot', [updated('libraryLots', before, after)]);
}

function lotChanges(state: TakeoffState, lot: LotRow): Change[] {
  return [...chaptersOfLot(state, lot.id).flatMap((c) => chapterChanges(state, c)), deleted('libraryLots', lot)];
}

function chapterChanges(state: TakeoffState, chapter: ChapterRow): Change[] {
  return [
    ...articlesOfChapter(state, chapter.id).map((a) => deleted('libraryItems', a)),
    deleted('libraryChapters', chapter),
  ];
}

/** Deletes a lot with its chapters and articles. */
export function deleteLot(state: TakeoffState, id: string): Command {
  return command('deleteLot', lotChanges(state, row(state, 'libraryLots', id)));
}

export function createChapter(state: TakeoffState, lotId: string, values: NodeValues, ctx: CommandContext): Command {
  const lot = row(state, 'libraryLots', lotId);
  const chapter: ChapterRow = {
    id: ctx.newId(),
    libraryId: lot.libraryId,
    lotId,
    ...newNode(values, chaptersOfLot(state, lotId), ctx),
  };
  return command('createChapter', [created('libraryChapters', chapter)]);
}

export function updateChapter(
  state: TakeoffState,
  id: string,
  values: Partial<NodeValues>,
  ctx: CommandContext,
): Command {
  const before = row(state, 'libraryChapters', id);
  const after = editedNode(before, values, () => chaptersOfLot(state, before.lotId), ctx);
  return command('updateChapter', [updated('libraryChapters', before, after)]);
}

/** Deletes a chapter with its articles. */
export function deleteChapter(state: TakeoffState, id: string): Command {
  return command('deleteChapter', chapterChanges(state, row(state, 'libraryChapters', id)));
}

// ---------------------------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------------------------

function checkArticle(values: ArticleValues): void {
  const price = values.prix_unitaire;
  if (
    values.designation.trim().length < 3 ||
    !Number.isFinite(price) ||
    price < 0 ||
    Math.abs(Math.round(price * 100) - price * 100) > 1e-6
  ) {
    throw new LibraryCommandError('invalidValues', 'Invalid article values');
  }
}

/** Adds an article at the end of a chapter (or with the code asked for). */
export function createArticle(
  state: TakeoffState,
  chapterId: string,
  values: ArticleValues & { readonly code?: string },
  ctx: CommandContext,
): Command {
  const chapter = row(state, 'libraryChapters', chapterId);
  checkArticle(values);
  const { code: asked, ...rest } = values;
  const article: ArticleRow = {
    ...rest,
    vatRate: rest.vatRate ?? DEFAULT_VAT_RATE,
    id: ctx.newId(),
    bibliotheque_id: chapter.libraryId,
    lot: chapter.lotId,
    subCategory: chapterId,
    code: codeFor(asked, articlesOfChapter(state, chapterId)),
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  return command('createArticle', [created('libraryItems', article)]);
}

/** Changes fields of one or several articles (a VAT rate or « inactif » applied to a selection). */
export function updateArticles(
  state: TakeoffState,
  ids: string | readonly string[],
  patch: ArticlePatch,
  ctx: CommandContext,
): Command {
  const list = typeof ids === 'string' ? [ids] : ids;
  const cleared = (['color', 'symbol'] as const).filter((key) => patch[key] === null);
  return command(
    'updateArticles',
    list.map((id) => {
      const before = row(state, 'libraryItems', id);
      const { code: asked, ...rest } = patch;
      const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null));
      const code = asked === undefined ? before.code : codeFor(asked, articlesOfChapter(state, before.subCategory), id);
      const { legacyUnit: _legacy, ...kept } = before;
      const base = rest.unite === undefined ? before : kept;
      const { color: _color, symbol: _symbol, ...withoutLook } = base;
      // A look set to null is removed (the measurements' own colour or symbol again).
      const look = {
        ...(cleared.includes('color') || base.color === undefined ? {} : { color: base.color }),
        ...(cleared.includes('symbol') || base.symbol === undefined ? {} : { symbol: base.symbol }),
      };
      const after = {
        ...withoutLook,
        ...look,
        ...defined,
        code,
        updatedAt: ctx.now,
      } as ArticleRow;
      checkArticle(after);
      return updated('libraryItems', before, after);
    }),
  );
}

export function deleteArticles(state: TakeoffState, ids: readonly string[]): Command {
  return command(
    'deleteArticles',
    [...new Set(ids)].map((id) => deleted('libraryItems', row(state, 'libraryItems', id))),
  );
}

/** Moves an article to another chapter of its library, at the end (or with the code asked for). */
export function moveArticle(
  state: TakeoffState,
  id: string,
  chapterId: string,
  ctx: CommandContext,
  code?: string,
): Command {
  const before = row(state, 'libraryItems', id);
  const chapter = row(state, 'libraryChapters', chapterId);
  if (chapter.libraryId !== before.bibliotheque_id) {
    throw new LibraryCommandError('otherLibrary', 'A chapter of another library');
  }
  const siblings = articlesOfChapter(state, chapterId).filter((a) => a.id !== id);
  const after: ArticleRow = {
    ...before,
    lot: chapter.lotId,
    subCategory: chapterId,
    code: codeFor(code, siblings),
    updatedAt: ctx.now,
  };
  return command('moveArticle', [updated('libraryItems', before, after)]);
}

// ---------------------------------------------------------------------------------------------------------------
// Order
// ---------------------------------------------------------------------------------------------------------------

export type NodeTable = 'libraryLots' | 'libraryChapters' | 'libraryItems';

function siblingsOf(state: TakeoffState, table: NodeTable, id: string) {
  switch (table) {
    case 'libraryLots':
      return lotsOfLibrary(state, row(state, table, id).libraryId);
    case 'libraryChapters':
      return chaptersOfLot(state, row(state, table, id).lotId);
    case 'libraryItems':
      return articlesOfChapter(state, row(state, table, id).subCategory);
  }
}

/**
 * Moves a lot, chapter or article to `index` among its siblings and numbers them all again 01, 02, 03… in the new
 * order (the numbering a DPGF shows). One change per node whose code changes; the children follow by themselves.
 */
export function reorder(
  state: TakeoffState,
  table: NodeTable,
  id: string,
  index: number,
  ctx: CommandContext,
): Command {
  const siblings: { readonly id: string; readonly code: string }[] = [...siblingsOf(state, table, id)];
  const from = siblings.findIndex((s) => s.id === id);
  const [moved] = siblings.splice(from, 1);
  if (!moved) return command('renumber', []);
  siblings.splice(Math.max(0, Math.min(index, siblings.length)), 0, moved);
  const codes = sequentialCodes(siblings.length);
  // Two passes would be needed if codes were unique in the store; they are unique only by the command's checks, so
  // one pass of updates is consistent as a whole.
  return command(
    'renumber',
    siblings.map((sibling, i) => {
      const before = row(state, table, sibling.id);
      return updated(table, before, { ...before, code: codes[i] ?? before.code, updatedAt: ctx.now } as never);
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Variables
// ---------------------------------------------------------------------------------------------------------------

export type VariableValues = Pick<VariableRow, 'name' | 'value' | 'unit'> & Partial<Pick<VariableRow, 'comment'>>;

const variablesOf = (state: TakeoffState, projectId: string) =>
  [...state.variables.values()].filter((v) => v.projectId === projectId);

function validVariable(values: VariableValues, others: readonly VariableRow[]): VariableValues {
  const problem = checkVariable(values, others);
  if (problem) throw new LibraryCommandError(problem, `Invalid variable ${values.name}`);
  return { ...values, name: values.name.trim(), unit: values.unit.trim() };
}

export function createVariable(
  state: TakeoffState,
  projectId: string,
  values: VariableValues,
  ctx: CommandContext,
): Command {
  row(state, 'projects', projectId);
  const checked = validVariable(values, variablesOf(state, projectId));
  return command('createVariable', [
    created('variables', { ...checked, id: ctx.newId(), projectId, createdAt: ctx.now, updatedAt: ctx.now }),
  ]);
}

export function updateVariable(
  state: TakeoffState,
  id: string,
  patch: Partial<VariableValues>,
  ctx: CommandContext,
): Command {
  const before = row(state, 'variables', id);
  const others = variablesOf(state, before.projectId).filter((v) => v.id !== id);
  const checked = validVariable({ ...before, ...patch }, others);
  return command('updateVariable', [updated('variables', before, { ...before, ...checked, updatedAt: ctx.now })]);
}

/** Deletes a variable; formulas that name it show « HSP n’existe pas » until it is created again (or undone). */
export function deleteVariable(state: TakeoffState, id: string): Command {
  return command('deleteVariable', [deleted('variables', row(state, 'variables', id))]);
}

// ---------------------------------------------------------------------------------------------------------------
// Links in bulk (issue 26, item 4)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Links every measurement given to one article with one formula, as one command (one Ctrl+Z takes it all back): the
 * link is added after a measurement's others; a measurement already linked to that article gets its formula replaced
 * (its PSE kept); nothing else of the rows changes. A measurement still on the older `articleId` gets it written as a
 * link (`links` then says everything it feeds, as after the properties panel's edit). Measurements the link would not change
 * are left out; a command with nothing to change is refused (`nothingToDo`), so the history never shows an empty step.
 */
export function linkMeasurements(
  state: TakeoffState,
  ids: readonly string[],
  link: { readonly articleId: string; readonly formula: string },
  ctx: CommandContext,
): Command {
  if (ids.length === 0) throw new CommandError('emptySelection', 'No measurement selected');
  const formula = link.formula.trim();
  if (formula === '') throw new CommandError('invalidPatch', 'A link needs a formula');
  // The article is not looked up: the sheet page's rows hold the project's tables, not the libraries (the panel
  // offers only articles that exist; a link to one deleted since shows « Cet article n’existe plus »).
  const changes: Change[] = [];
  for (const id of new Set(ids)) {
    const before = row(state, 'measurements', id);
    const current = linksOf(before);
    const existing = current.find((l) => l.articleId === link.articleId);
    if (existing?.formula === formula && before.links !== undefined) continue;
    const links: MeasurementLink[] = existing
      ? current.map((l) => (l.articleId === link.articleId ? { ...l, formula } : l))
      : [...current, { articleId: link.articleId, formula }];
    changes.push(updated('measurements', before, withLinks(before, links, ctx)));
  }
  if (changes.length === 0) throw new CommandError('nothingToDo', 'Every measurement already has that link');
  return command('linkMeasurements', changes);
}

/** Removes one article's link from every measurement given that has it, as one command; the others are left out. */
export function unlinkMeasurements(
  state: TakeoffState,
  ids: readonly string[],
  articleId: string,
  ctx: CommandContext,
): Command {
  if (ids.length === 0) throw new CommandError('emptySelection', 'No measurement selected');
  const changes: Change[] = [];
  for (const id of new Set(ids)) {
    const before = row(state, 'measurements', id);
    const current = linksOf(before);
    if (!current.some((l) => l.articleId === articleId)) continue;
    const links = current.filter((l) => l.articleId !== articleId);
    changes.push(updated('measurements', before, withLinks(before, links, ctx)));
  }
  if (changes.length === 0) throw new CommandError('nothingToDo', 'No measurement has that link');
  return command('unlinkMeasurements', changes);
}

/** The row with these links (an older `articleId` stays, as the one-measurement edit leaves it: `links` wins). */
function withLinks(before: Measurement, links: readonly MeasurementLink[], ctx: CommandContext): Measurement {
  return { ...before, links, updatedAt: ctx.now };
}
