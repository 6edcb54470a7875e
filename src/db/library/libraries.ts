/**
 * The article libraries: every change is a command journalled in the 'libraries' scope (undone from the library
 * screen), built from the rows read inside the same transaction. Reads return plain rows; the tree, numbers and
 * search are the domain's (src/domain/library/outline.ts, search.ts).
 */
import { at } from '../../domain/takeoff/arrays';
import { stateFromRows, type Command } from '../../domain/takeoff/commands';
import type { TakeoffState } from '../../domain/takeoff/types';
import {
  createArticle,
  createChapter,
  createLibrary,
  createLot,
  deleteArticles,
  deleteChapter,
  deleteLibrary,
  deleteLot,
  installLibrary,
  moveArticle,
  reorder,
  updateArticles,
  updateChapter,
  updateLibrary,
  updateLot,
  type ArticlePatch,
  type ArticleValues,
  type LibraryContent,
  type LibraryValues,
  type NodeTable,
  type NodeValues,
} from '../../domain/library/commands';
import { existingArticles, importArticles } from '../../domain/library/importPlan';
import type { ArticleRow, ChapterRow, LibraryRow, LotRow } from '../../domain/library/types';
import type { ImportPlan } from '../../domain/libraryFile/plan';
import { guard } from '../errors';
import { commandContext, repositoryContext, type RepositoryOptions } from '../repository';
import type { MetrDatabase } from '../schema';
import type { JournalEntry } from '../../domain/takeoff/journal';
import { runCommand, type Author } from '../workspace/journal';
import { LIBRARIES_SCOPE } from '../workspace/scopes';

/** A library's rows, for the library screen and the quantities panel. */
export interface LibraryContents {
  readonly library: LibraryRow;
  readonly lots: readonly LotRow[];
  readonly chapters: readonly ChapterRow[];
  readonly articles: readonly ArticleRow[];
}

export interface LibrarySummary {
  readonly library: LibraryRow;
  readonly articleCount: number;
}

/** Every row of one library (or of all of them), as the command builders take them. */
export async function loadLibraryState(db: MetrDatabase, libraryId?: string): Promise<TakeoffState> {
  if (libraryId === undefined) {
    const [libraries, libraryLots, libraryChapters, libraryItems] = await Promise.all([
      db.libraries.toArray(),
      db.libraryLots.toArray(),
      db.libraryChapters.toArray(),
      db.libraryItems.toArray(),
    ]);
    return stateFromRows({ libraries, libraryLots, libraryChapters, libraryItems });
  }
  const [library, libraryLots, libraryChapters, libraryItems] = await Promise.all([
    db.libraries.get(libraryId),
    db.libraryLots.where('libraryId').equals(libraryId).toArray(),
    db.libraryChapters.where('libraryId').equals(libraryId).toArray(),
    db.libraryItems.where('bibliotheque_id').equals(libraryId).toArray(),
  ]);
  return stateFromRows({ libraries: library ? [library] : [], libraryLots, libraryChapters, libraryItems });
}

export function libraryRepository(db: MetrDatabase, options?: RepositoryOptions) {
  const ctx = repositoryContext(options);
  const scope = ({ by }: Author) => ({ scope: LIBRARIES_SCOPE, by });

  /** Runs a command built from the library's rows (or every library's) read in the transaction. */
  const run = async (
    author: Author,
    libraryOf: () => Promise<string | undefined>,
    build: (state: TakeoffState) => Command,
  ): Promise<JournalEntry | null> =>
    (
      await runCommand(db, ctx, scope(author), async () => {
        const state = await loadLibraryState(db, await libraryOf());
        return { command: build(state), result: null };
      })
    ).entry;

  const ofLot = async (id: string) => (await db.libraryLots.get(id))?.libraryId ?? '';
  const ofChapter = async (id: string) => (await db.libraryChapters.get(id))?.libraryId ?? '';
  const ofArticle = async (id: string) => (await db.libraryItems.get(id))?.bibliotheque_id ?? '';
  const fixed = (id: string) => () => Promise.resolve(id);
  const createdId = (entry: JournalEntry | null) => (entry ? at(entry.changes, 0).id : null);

  return {
    /** Every library with its number of articles, by name. */
    list: (): Promise<LibrarySummary[]> =>
      guard(async () => {
        const libraries = await db.libraries.toArray();
        const counts = await Promise.all(
          libraries.map((l) => db.libraryItems.where('bibliotheque_id').equals(l.id).count()),
        );
        return libraries
          .map((library, i) => ({ library, articleCount: counts[i] ?? 0 }))
          .sort((a, b) => a.library.name.localeCompare(b.library.name, 'fr'));
      }),

    /** One library's rows; undefined when it does not exist. */
    contents: (libraryId: string): Promise<LibraryContents | undefined> =>
      guard(async () => {
        const state = await loadLibraryState(db, libraryId);
        const library = state.libraries.get(libraryId);
        if (!library) return undefined;
        return {
          library,
          lots: [...state.libraryLots.values()],
          chapters: [...state.libraryChapters.values()],
          articles: [...state.libraryItems.values()],
        };
      }),

    /** Every library's rows at once (the quantities panel prices articles of any library). */
    loadAll: (): Promise<TakeoffState> => guard(() => loadLibraryState(db)),

    create: async (values: LibraryValues, author: Author): Promise<string> =>
      createdId(await run(author, fixed(''), () => createLibrary(values, commandContext(ctx)))) ?? '',

    /** Creates a library with all its content in one journal entry; returns its id. */
    install: async (values: LibraryValues, content: LibraryContent, author: Author): Promise<string> =>
      createdId(await run(author, fixed(''), () => installLibrary(values, content, commandContext(ctx)))) ?? '',

    update: (id: string, patch: Partial<Pick<LibraryRow, 'name' | 'description'>>, author: Author) =>
      run(author, fixed(id), (s) => updateLibrary(s, id, patch, commandContext(ctx))),

    delete: (id: string, author: Author) => run(author, fixed(id), (s) => deleteLibrary(s, id)),

    createLot: async (libraryId: string, values: NodeValues, author: Author): Promise<string | null> =>
      createdId(await run(author, fixed(libraryId), (s) => createLot(s, libraryId, values, commandContext(ctx)))),

    updateLot: (id: string, values: Partial<NodeValues>, author: Author) =>
      run(
        author,
        () => ofLot(id),
        (s) => updateLot(s, id, values, commandContext(ctx)),
      ),

    deleteLot: (id: string, author: Author) =>
      run(
        author,
        () => ofLot(id),
        (s) => deleteLot(s, id),
      ),

    createChapter: async (lotId: string, values: NodeValues, author: Author): Promise<string | null> =>
      createdId(
        await run(
          author,
          () => ofLot(lotId),
          (s) => createChapter(s, lotId, values, commandContext(ctx)),
        ),
      ),

    updateChapter: (id: string, values: Partial<NodeValues>, author: Author) =>
      run(
        author,
        () => ofChapter(id),
        (s) => updateChapter(s, id, values, commandContext(ctx)),
      ),

    deleteChapter: (id: string, author: Author) =>
      run(
        author,
        () => ofChapter(id),
        (s) => deleteChapter(s, id),
      ),

    createArticle: async (
      chapterId: string,
      values: ArticleValues & { readonly code?: string },
      author: Author,
    ): Promise<string | null> =>
      createdId(
        await run(
          author,
          () => ofChapter(chapterId),
          (s) => createArticle(s, chapterId, values, commandContext(ctx)),
        ),
      ),

    updateArticles: (ids: readonly string[], patch: ArticlePatch, author: Author) =>
      run(
        author,
        () => ofArticle(ids[0] ?? ''),
        (s) => updateArticles(s, ids, patch, commandContext(ctx)),
      ),

    deleteArticles: (ids: readonly string[], author: Author) =>
      run(
        author,
        () => ofArticle(ids[0] ?? ''),
        (s) => deleteArticles(s, ids),
      ),

    moveArticle: (id: string, chapterId: string, author: Author, code?: string) =>
      run(
        author,
        () => ofArticle(id),
        (s) => moveArticle(s, id, chapterId, commandContext(ctx), code),
      ),

    /** Applies a library file's import plan as one journal entry (one undo takes the import back). */
    importPlan: (libraryId: string, plan: ImportPlan, author: Author) =>
      run(author, fixed(libraryId), (s) => importArticles(s, libraryId, plan, commandContext(ctx))),

    /** The articles as the import planner compares them, by N°. */
    existingArticles: (libraryId: string) =>
      guard(async () => existingArticles(await loadLibraryState(db, libraryId), libraryId)),

    /** Moves a lot, chapter or article to `index` among its siblings and renumbers them. */
    reorder: (table: NodeTable, id: string, index: number, author: Author) =>
      run(
        author,
        async () => {
          const row = await db.table<{ libraryId?: string; bibliotheque_id?: string }, string>(table).get(id);
          return row?.libraryId ?? row?.bibliotheque_id ?? '';
        },
        (s) => reorder(s, table, id, index, commandContext(ctx)),
      ),
  };
}

export type LibraryRepository = ReturnType<typeof libraryRepository>;
