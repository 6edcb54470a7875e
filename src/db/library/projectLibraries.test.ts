/** Which shared projects carry a library: the rule of the project's document (db/sharing/rows.ts), read the other way. */
import { afterEach, describe, expect, it } from 'vitest';
import { readProjectData } from '../sharing/rows';
import { closeTestDatabases, testDatabase } from '../testing/database';
import { fillEveryTable } from '../testing/everyTable';
import { projectLibraryRepository, sharedProjectsOfLibrary } from './projectLibraries';

afterEach(() => closeTestDatabases());

describe('sharedProjectsOfLibrary', () => {
  it('names the shared projects whose document carries the library, and only those', async () => {
    const db = testDatabase();
    const { project, measurements } = await fillEveryTable(db);
    const libraries = await db.libraries.toArray();
    expect(libraries.length).toBeGreaterThan(1);
    // A measurement linked to an article of the first library: the document carries it without a declaration.
    const linkedArticle = await db.libraryItems
      .where('bibliotheque_id')
      .equals(libraries[0]?.id ?? '')
      .first();
    expect(linkedArticle).toBeDefined();
    await db.measurements.update(measurements[0]?.id ?? '', {
      links: [{ articleId: linkedArticle?.id ?? '', formula: 'Q' }],
    });
    // Not shared: no project restricts any library.
    for (const library of libraries) expect(await sharedProjectsOfLibrary(db, library.id)).toEqual([]);

    await db.projects.update(project.id, { sharing: { since: '2026-11-30T08:00:00.000Z', by: 'camille' } });
    const carried = async () => new Set((await readProjectData(db, project.id)).libraries.map((l) => l.id));
    let inDocument = await carried();
    expect(inDocument.size).toBeGreaterThan(0);
    for (const library of libraries) {
      const found = await sharedProjectsOfLibrary(db, library.id);
      expect(found.length > 0, library.id).toBe(inDocument.has(library.id));
    }
    // A library declared for the project is carried too, linked or not.
    const other = libraries.find((l) => !inDocument.has(l.id));
    expect(other).toBeDefined();
    await projectLibraryRepository(db).setUsed(project.id, other?.id ?? '', true);
    inDocument = await carried();
    expect(inDocument.has(other?.id ?? '')).toBe(true);
    expect(await sharedProjectsOfLibrary(db, other?.id ?? '')).toEqual([
      { projectId: project.id, projectName: project.name, sharedBy: 'camille' },
    ]);
  });
});
