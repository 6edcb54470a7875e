import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LibraryCommandError } from '../../domain/library/errors';
import { libraryOutline } from '../../domain/library/outline';
import type { LibraryContent } from '../../domain/library/commands';
import { JournalConflictError, JournalScopeError } from '../errors';
import type { MetrDatabase } from '../schema';
import { BY, closeTestDatabases, deterministic, fillWorkspace, testDatabase } from '../testing/database';
import { journalRepository } from '../workspace/journal';
import { LIBRARIES_SCOPE, projectScope } from '../workspace/scopes';
import { variableRepository } from '../workspace/variables';
import { libraryRepository } from './libraries';
import { STARTER_LIBRARY } from '../../domain/library/starter/data';

afterEach(closeTestDatabases);

const author = { by: BY };
const article = (designation: string, code: string) => ({
  code,
  designation,
  unite: 'm²' as const,
  prix_unitaire: 0,
  vatRate: 2000 as const,
  actif: true,
  tags: [],
});
const CONTENT: LibraryContent = {
  lots: [
    {
      code: '02',
      title: 'Gros œuvre',
      chapters: [
        { code: '01', title: 'Béton armé', articles: [article('Voile béton', '01'), article('Dalle béton', '02')] },
        { code: '02', title: 'Maçonnerie', articles: [article('Mur en parpaings', '01')] },
      ],
    },
    {
      code: '09',
      title: 'Peinture',
      chapters: [{ code: '01', title: 'Murs', articles: [article('Peinture murs', '01')] }],
    },
  ],
};

async function numbers(db: MetrDatabase, libraryId: string) {
  const state = await libraryRepository(db).loadAll();
  return libraryOutline(state, libraryId).flatMap((l) =>
    l.chapters.flatMap((c) => c.articles.map((a) => `${a.number} ${a.article.designation}`)),
  );
}

async function everything(db: MetrDatabase) {
  const tables = [db.libraries, db.libraryLots, db.libraryChapters, db.libraryItems, db.variables, db.measurements];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t.name, await t.toArray()] as const)));
}

describe('libraryRepository', () => {
  it('installs a library in one journal entry of the libraries scope, which one undo takes back whole', async () => {
    const db = testDatabase();
    const libraries = libraryRepository(db, deterministic('l'));
    const id = await libraries.install({ name: 'Démarrage', origin: { kind: 'starter', edition: 1 } }, CONTENT, author);
    expect(await numbers(db, id)).toEqual([
      '02.01.01 Voile béton',
      '02.01.02 Dalle béton',
      '02.02.01 Mur en parpaings',
      '09.01.01 Peinture murs',
    ]);
    expect(await libraries.list()).toMatchObject([{ library: { id, name: 'Démarrage' }, articleCount: 4 }]);
    const entries = await journalRepository(db).entries(LIBRARIES_SCOPE);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'installLibrary', scope: 'libraries' });
    expect(entries[0]?.projectId).toBeUndefined();

    await journalRepository(db).undo(LIBRARIES_SCOPE);
    expect(await libraries.list()).toEqual([]);
    expect(await db.libraryItems.count()).toBe(0);
    await journalRepository(db).redo(LIBRARIES_SCOPE);
    expect(await numbers(db, id)).toHaveLength(4);
  });

  it('creates lots, chapters and articles with the next codes, and refuses a code a sibling has', async () => {
    const db = testDatabase();
    const libraries = libraryRepository(db, deterministic('l'));
    const id = await libraries.create({ name: 'Ma bibliothèque' }, author);
    const lot = (await libraries.createLot(id, { title: 'Terrassement', code: '1' }, author)) ?? '';
    const chapter = (await libraries.createChapter(lot, { title: 'Fouilles' }, author)) ?? '';
    await libraries.createArticle(chapter, article('Fouille en rigole', ''), author);
    await libraries.createArticle(chapter, article('Fouille en pleine masse', ''), author);
    expect(await numbers(db, id)).toEqual(['01.01.01 Fouille en rigole', '01.01.02 Fouille en pleine masse']);
    await expect(libraries.createLot(id, { title: 'Autre', code: '01' }, author)).rejects.toMatchObject({
      code: 'duplicateCode',
    });
    await expect(libraries.createLot(id, { title: 'Autre', code: '1.2' }, author)).rejects.toBeInstanceOf(
      LibraryCommandError,
    );
    await expect(libraries.createArticle(chapter, article('ab', ''), author)).rejects.toMatchObject({
      code: 'invalidValues',
    });
  });

  it('reorders siblings and renumbers them; moves an article to another chapter; undo puts numbers back', async () => {
    const db = testDatabase();
    const libraries = libraryRepository(db, deterministic('l'));
    const id = await libraries.install({ name: 'B' }, CONTENT, author);
    const dalle = (await db.libraryItems.toArray()).find((a) => a.designation === 'Dalle béton');
    await libraries.reorder('libraryItems', dalle?.id ?? '', 0, author);
    expect((await numbers(db, id)).slice(0, 2)).toEqual(['02.01.01 Dalle béton', '02.01.02 Voile béton']);

    const peinture = (await db.libraryLots.toArray()).find((l) => l.title === 'Peinture');
    await libraries.reorder('libraryLots', peinture?.id ?? '', 0, author);
    expect(await numbers(db, id)).toEqual([
      '01.01.01 Peinture murs',
      '02.01.01 Dalle béton',
      '02.01.02 Voile béton',
      '02.02.01 Mur en parpaings',
    ]);

    const maconnerie = (await db.libraryChapters.toArray()).find((c) => c.title === 'Maçonnerie');
    await libraries.moveArticle(dalle?.id ?? '', maconnerie?.id ?? '', author);
    expect(await numbers(db, id)).toContain('02.02.02 Dalle béton');
    expect((await db.libraryItems.get(dalle?.id ?? ''))?.lot).toBe(maconnerie?.lotId);

    const journal = journalRepository(db);
    await journal.undo(LIBRARIES_SCOPE);
    await journal.undo(LIBRARIES_SCOPE);
    await journal.undo(LIBRARIES_SCOPE);
    expect((await numbers(db, id)).slice(0, 2)).toEqual(['02.01.01 Voile béton', '02.01.02 Dalle béton']);
  });

  it('deletes a lot with its chapters and articles; updates articles; undo restores every row', async () => {
    const db = testDatabase();
    const libraries = libraryRepository(db, deterministic('l'));
    await libraries.install({ name: 'B' }, CONTENT, author);
    const before = await everything(db);
    const grosOeuvre = (await db.libraryLots.toArray()).find((l) => l.code === '02');
    await libraries.deleteLot(grosOeuvre?.id ?? '', author);
    expect(await db.libraryItems.count()).toBe(1);
    expect(await db.libraryChapters.count()).toBe(1);
    await journalRepository(db).undo(LIBRARIES_SCOPE);
    expect(await everything(db)).toEqual(before);

    const ids = (await db.libraryItems.toArray()).map((a) => a.id);
    await libraries.updateArticles(ids, { vatRate: 550, actif: false }, author);
    expect((await db.libraryItems.toArray()).every((a) => a.vatRate === 550 && !a.actif)).toBe(true);
    await libraries.deleteArticles(ids.slice(0, 2), author);
    expect(await db.libraryItems.count()).toBe(2);
  });

  it('refuses a library change in a project’s scope and an article without its chapter', async () => {
    const db = testDatabase();
    const libraries = libraryRepository(db, deterministic('l'));
    await libraries.install({ name: 'B' }, CONTENT, author);
    const item = (await db.libraryItems.toArray())[0];
    if (!item) throw new Error('no item');
    const journal = journalRepository(db);
    const change = { table: 'libraryItems' as const, id: item.id, before: item, after: { ...item, designation: 'X' } };
    await expect(
      journal.commit({ type: 'updateArticles', changes: [change] }, { scope: projectScope('p'), by: BY }),
    ).rejects.toBeInstanceOf(JournalScopeError);
    const orphan = { ...item, id: 'orphan', subCategory: 'nowhere' };
    await expect(
      journal.commit(
        { type: 'createArticle', changes: [{ table: 'libraryItems', id: 'orphan', before: null, after: orphan }] },
        { scope: LIBRARIES_SCOPE, by: BY },
      ),
    ).rejects.toMatchObject({ reason: 'missingParent', table: 'libraryChapters' });
    expect(await db.libraryItems.get('orphan')).toBeUndefined();
    await expect(
      journal.commit(
        {
          type: 'deleteLot',
          changes: [
            { table: 'libraryLots', id: item.lot, before: (await db.libraryLots.get(item.lot)) ?? null, after: null },
          ],
        },
        { scope: LIBRARIES_SCOPE, by: BY },
      ),
    ).rejects.toBeInstanceOf(JournalConflictError);
  });
});

describe('variableRepository', () => {
  it('creates, edits and deletes variables in the project’s scope; undo restores them; names are unique', async () => {
    const db = testDatabase();
    const options = deterministic('v');
    const { project } = await fillWorkspace(db, options);
    const variables = variableRepository(db, options);
    const hsp = await variables.create(project.id, { name: 'HSP', value: 2.5, unit: 'm' }, author);
    await variables.create(project.id, { name: 'EP', value: 20, unit: 'cm' }, author);
    expect((await variables.list(project.id)).map((v) => v.name)).toEqual(['EP', 'HSP']);
    await expect(variables.create(project.id, { name: 'hsp', value: 3, unit: 'm' }, author)).rejects.toMatchObject({
      code: 'duplicateName',
    });
    await expect(variables.create(project.id, { name: 'L', value: 3, unit: 'm' }, author)).rejects.toMatchObject({
      code: 'reservedName',
    });
    await expect(variables.create(project.id, { name: 'K', value: 3, unit: 'pouces' }, author)).rejects.toMatchObject({
      code: 'invalidUnit',
    });
    await variables.update(project.id, hsp.id, { value: 2.7 }, author);
    expect((await db.variables.get(hsp.id))?.value).toBe(2.7);
    const journal = journalRepository(db);
    const [last] = await journal.history(projectScope(project.id));
    expect(last).toMatchObject({ type: 'updateVariable', touched: { variables: 1 } });
    await journal.undo(projectScope(project.id));
    expect((await db.variables.get(hsp.id))?.value).toBe(2.5);
    await variables.delete(project.id, hsp.id, author);
    expect(await db.variables.get(hsp.id)).toBeUndefined();
  });

  it('links a measurement to articles with formulas, undoably; deleting the project takes its variables', async () => {
    const db = testDatabase();
    const options = deterministic('v');
    const { project, measurements } = await fillWorkspace(db, options);
    const m = measurements[0];
    if (!m) throw new Error('no measurement');
    await variableRepository(db, options).create(project.id, { name: 'HSP', value: 2.5, unit: 'm' }, author);
    const links = [{ articleId: 'a1', formula: 'Q × 2' }];
    await variableRepository(db, options).setLinks(project.id, m.id, links, author);
    expect((await db.measurements.get(m.id))?.links).toEqual(links);
    await journalRepository(db).undo(projectScope(project.id));
    expect((await db.measurements.get(m.id))?.links).toBeUndefined();

    const { projectRepository } = await import('../workspace/projects');
    await projectRepository(db, options).delete(project.id, author);
    expect(await db.variables.count()).toBe(0);
  });

  it('installs, deletes and brings back the whole starter library in one journal entry each (a few hundred rows)', async () => {
    // Regression: a step of this size used to leave the Dexie transaction half-way (PrematureCommitError), with the
    // rows written and the journal entry missing.
    const db = testDatabase({ name: 'starter-size' });
    const libraries = libraryRepository(db, deterministic('s'));
    const id = await libraries.install({ name: 'Démarrage' }, STARTER_LIBRARY, author);
    expect(await db.libraryItems.count()).toBe(172);
    expect(await journalRepository(db).entries(LIBRARIES_SCOPE)).toHaveLength(1);
    await libraries.delete(id, author);
    expect(await db.libraryItems.count()).toBe(0);
    await journalRepository(db).undo(LIBRARIES_SCOPE);
    expect(await db.libraryItems.count()).toBe(172);
    expect(await journalRepository(db).entries(LIBRARIES_SCOPE)).toHaveLength(2);
  });
});
