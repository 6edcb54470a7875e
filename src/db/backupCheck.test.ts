// Node environment on purpose: jsdom's Blob comes back from fake-indexeddb as {}.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exportDatabase, importDatabase, replaceDatabase } from './backup';
import { BACKUP_LIMITS, BACKUP_TABLES, NOT_BACKED_UP, checkRow } from './backupCheck';
import { BackupInvalidError, BackupMismatchError, type BackupProblem } from './errors';
import type { MetrDatabase } from './schema';
import { closeTestDatabases, testDatabase } from './testing/database';
import { fillEveryTable, tableContents } from './testing/everyTable';

afterEach(closeTestDatabases);

/** The backup of a database with rows in every table, as text (made once: each case edits a copy). */
let valid = '';
beforeAll(async () => {
  const source = testDatabase();
  await fillEveryTable(source);
  valid = await (await exportDatabase(source)).text();
  closeTestDatabases();
});

type Row = Record<string, unknown>;

/** The backup with the `nth` row of `table` (from 1) edited. */
function editRow(table: string, nth: number, edit: (row: Row) => void, text = valid): string {
  let seen = 0;
  const lines = text.split('\n').map((line) => {
    if (!line.startsWith(`{"t":"${table}",`)) return line;
    seen += 1;
    if (seen !== nth) return line;
    const item = JSON.parse(line.slice(0, -1)) as { r: Row };
    edit(item.r);
    return `${JSON.stringify(item)},`;
  });
  if (seen < nth) throw new Error(`The backup has no row ${nth} in ${table}`);
  return lines.join('\n');
}

/** The position (from 1) among the rows of `table` of its first row whose line contains `text`. */
function firstRowWith(table: string, text: string): number {
  const rows = valid.split('\n').filter((l) => l.startsWith(`{"t":"${table}",`));
  const index = rows.findIndex((l) => l.includes(text));
  if (index < 0) throw new Error(`No row of ${table} holds ${text}`);
  return index + 1;
}

/** The `nth` row of `table` in the valid backup. */
function rowOf(table: string, nth = 1): Row {
  const line = valid.split('\n').filter((l) => l.startsWith(`{"t":"${table}",`))[nth - 1];
  if (!line) throw new Error(`No row ${nth} in ${table}`);
  return (JSON.parse(line.slice(0, -1)) as { r: Row }).r;
}

/**
 * Imports `text` into an empty database and replaces a filled one with it: both must refuse it with `expected` as the
 * first problem, and write nothing (the empty one stays empty, the filled one keeps exactly its rows).
 */
async function expectRefused(text: string, expected: Partial<BackupProblem> & { reason?: string }) {
  const { reason = 'invalid', ...problem } = expected;
  const empty = testDatabase();
  const error = await importDatabase(empty, new Blob([text])).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BackupMismatchError);
  expect(error).toMatchObject({ reason });
  if (reason === 'invalid') {
    expect(error).toBeInstanceOf(BackupInvalidError);
    expect((error as BackupInvalidError).problems[0]).toMatchObject(problem);
  }
  for (const table of empty.tables) expect(await table.count(), table.name).toBe(0);

  const filled: MetrDatabase = testDatabase();
  await fillEveryTable(filled);
  const before = await tableContents(filled);
  const replaced = await replaceDatabase(filled, new Blob([text])).catch((e: unknown) => e);
  expect(replaced).toMatchObject({ reason });
  expect(await tableContents(filled)).toEqual(before);
  return error as BackupMismatchError;
}

describe('the probe’s backups', () => {
  it('refuses a project whose createdAt is {}, naming the project and the field', async () => {
    const error = await expectRefused(
      editRow('projects', 1, (row) => (row['createdAt'] = {})),
      { table: 'projects', row: 1, field: 'createdAt', code: 'notADate' },
    );
    expect(error).toMatchObject({ problemCount: 1 });
  });

  it('refuses a 20 MB project name, with its length and the most allowed', async () => {
    const name = 'N'.repeat(20 * 1024 * 1024);
    await expectRefused(
      editRow('projects', 2, (row) => (row['name'] = name)),
      { table: 'projects', row: 2, field: 'name', code: 'tooLong', found: name.length, max: BACKUP_LIMITS.name },
    );
  });

  it.each([
    ['a newer schema', (text: string) => text.replace('"databaseVersion":7', '"databaseVersion":8')],
    ['a newer format', (text: string) => text.replace('"formatVersion":1', '"formatVersion":2')],
  ])('says a backup of %s comes from a newer version', async (_, edit) => {
    await expectRefused(edit(valid), { reason: 'newerVersion' });
  });

  it('says what is wrong with a file that is not JSON, or is cut short, or damaged in the middle', async () => {
    await expectRefused('pas du JSON', { reason: 'notABackup' });
    await expectRefused(valid.slice(0, Math.floor(valid.length / 2)), { code: 'truncated', table: null });
    const lines = valid.split('\n');
    lines.splice(4, 0, '{"t":"projects","r":');
    await expectRefused(lines.join('\n'), { code: 'notJson', line: 5 });
  });
});

/** One wrong type (or value) per table, and the problem it must give. */
const WRONG: readonly [table: string, field: string, value: unknown, code: BackupProblem['code']][] = [
  ['dbSources', 'name', 42, 'notText'],
  ['usageLinks', 'projectId', null, 'notText'],
  ['projects', 'updatedAt', 'hier', 'notADate'],
  ['plans', 'width', 'large', 'notANumber'],
  ['libraryItems', 'prix_unitaire', '12,50', 'notANumber'],
  ['libraries', 'createdAt', 1_700_000_000_000, 'notADate'],
  ['libraryLots', 'title', ['Gros œuvre'], 'notText'],
  ['libraryChapters', 'lotId', 7, 'notText'],
  ['variables', 'unit', { m: 1 }, 'notText'],
  ['users', 'isBetaUser', 'oui', 'notABoolean'],
  ['files', 'size', -1, 'outOfRange'],
  ['fileBlobs', 'id', {}, 'notText'],
  ['thumbnails', 'fileId', 3, 'notText'],
  ['cadModels', 'id', 7, 'notText'],
  ['measurements', 'points', 'aucun', 'notAList'],
  ['journal', 'seq', 1.5, 'notAnInteger'],
  ['scopes', 'changedAt', 5, 'notADate'],
  ['sheetViews', 'zoom', -2, 'outOfRange'],
  ['versions', 'snapshot', [], 'notAnObject'],
];

describe('rows of every table', () => {
  it('covers every table of the schema', () => {
    // Caches (NOT_BACKED_UP) are never in a backup.
    const tables = new Set(
      testDatabase()
        .tables.map((t) => t.name)
        .filter((t) => !NOT_BACKED_UP.has(t)),
    );
    // A table added to the schema needs its row schema in backupCheck.ts (without one, its rows are checked for an
    // id only) and its case here.
    expect(new Set(BACKUP_TABLES)).toEqual(tables);
    expect(new Set(WRONG.map(([table]) => table))).toEqual(tables);
  });

  it('accepts a measurement’s localisation (issue 24) and refuses a bad one with the field named', () => {
    const row = {
      id: 'm',
      projectId: 'p',
      sheetId: 's',
      label: 'Ch. 144 – sol',
      color: 'blue',
      createdAt: '2026-01-05T08:00:00.000Z',
      updatedAt: '2026-01-05T08:00:00.000Z',
      kind: 'count',
      points: [{ x: 1, y: 2 }],
    };
    expect(checkRow('measurements', row, 0)).toEqual([]);
    expect(checkRow('measurements', { ...row, localisation: { level: 'R+1', zone: 'Ch. 144' } }, 0)).toEqual([]);
    expect(checkRow('measurements', { ...row, localisation: { zone: 'Ch. 144' } }, 0)).toEqual([]);
    expect(checkRow('measurements', { ...row, localisation: { level: 3 } }, 0)).toMatchObject([
      { field: 'localisation.level', code: 'notText' },
    ]);
    expect(checkRow('measurements', { ...row, localisation: { zone: '' } }, 0)).toMatchObject([
      { field: 'localisation.zone', code: 'empty' },
    ]);
    expect(checkRow('measurements', { ...row, localisation: { zone: 'Z'.repeat(5000) } }, 0)).toMatchObject([
      { field: 'localisation.zone', code: 'tooLong', found: 5000, max: BACKUP_LIMITS.name },
    ]);
    expect(checkRow('measurements', { ...row, localisation: 'Ch. 144' }, 0)).toMatchObject([
      { field: 'localisation', code: 'notAnObject' },
    ]);
  });

  it('reads the labels’ fields (a label moved by hand, a count’s symbol, an article’s colour) and refuses bad ones', () => {
    const measurement = { ...rowOf('measurements'), labelOffset: { x: 12, y: -4 } };
    expect(checkRow('measurements', measurement, 1)).toEqual([]);
    expect(checkRow('measurements', { ...measurement, labelOffset: { x: 'loin' } }, 1)[0]).toMatchObject({
      field: 'labelOffset.x',
    });
    const count = { ...rowOf('measurements'), kind: 'count', symbol: 'star' };
    expect(checkRow('measurements', count, 1)).toEqual([]);
    expect(checkRow('measurements', { ...count, symbol: 'licorne' }, 1)[0]).toMatchObject({ field: 'symbol' });
    const article = { ...rowOf('libraryItems'), color: 'orange', symbol: 'square' };
    expect(checkRow('libraryItems', article, 1)).toEqual([]);
    expect(checkRow('libraryItems', { ...article, color: '#ff0000' }, 1)[0]).toMatchObject({ field: 'color' });
  });

  it('reads an assisted count’s provenance and detection (issue 25), and refuses bad ones with the field named', () => {
    const box = { minX: 90, minY: 90, maxX: 110, maxY: 110 };
    const count = {
      ...rowOf('measurements'),
      kind: 'count',
      points: [
        { x: 100, y: 100 },
        { x: 5, y: 5 },
      ],
      origins: [
        { kind: 'detected', proposalId: 'p1', templateId: 't1', box, score: 0.93, corrected: false },
        { kind: 'manual' },
      ],
      detection: {
        templates: [{ id: 't1', sheetId: 'sheet-1', box }],
        proposals: [
          { id: 'p1', templateId: 't1', center: { x: 100, y: 100 }, box, rotation: 90, mirrored: true, score: 0.93 },
          { id: 'p2', templateId: 't1', center: { x: 300, y: 100 }, box, rotation: 0, mirrored: false, score: 0.4 },
        ],
        rejected: ['p2'],
        thresholds: { show: 0.5, autoAccept: 0.8 },
      },
    };
    expect(checkRow('measurements', count, 1)).toEqual([]);
    type Count = typeof count;
    const wrong = (edit: (c: Count) => unknown) => checkRow('measurements', edit(structuredClone(count)), 1)[0];
    expect(wrong((c) => ({ ...c, origins: c.origins.slice(0, 1) }))).toMatchObject({
      field: 'origins',
      code: 'invalid',
    });
    expect(wrong((c) => ({ ...c, origins: [{ kind: 'guessed' }, { kind: 'manual' }] }))).toMatchObject({
      field: 'origins.0.kind',
    });
    const proposal = (c: Count, patch: object) => ({
      ...c,
      detection: { ...c.detection, proposals: [{ ...c.detection.proposals[0], ...patch }] },
    });
    expect(wrong((c) => proposal(c, { score: 1.5 }))).toMatchObject({
      field: 'detection.proposals.0.score',
      code: 'outOfRange',
    });
    expect(wrong((c) => proposal(c, { rotation: 45 }))).toMatchObject({
      field: 'detection.proposals.0.rotation',
      code: 'invalid',
    });
    expect(wrong((c) => proposal(c, { center: { x: 'ici', y: 1 } }))).toMatchObject({
      field: 'detection.proposals.0.center.x',
      code: 'notANumber',
    });
    expect(
      wrong((c) => ({ ...c, detection: { ...c.detection, thresholds: { show: -0.1, autoAccept: 0.8 } } })),
    ).toMatchObject({ field: 'detection.thresholds.show', code: 'outOfRange' });
    const many = Array.from({ length: BACKUP_LIMITS.proposals + 1 }, () => count.detection.proposals[1]);
    expect(wrong((c) => ({ ...c, detection: { ...c.detection, proposals: many } }))).toMatchObject({
      field: 'detection.proposals',
      code: 'tooMany',
      max: BACKUP_LIMITS.proposals,
    });
    expect(wrong((c) => ({ ...c, detection: { ...c.detection, rejected: 'p2' } }))).toMatchObject({
      field: 'detection.rejected',
      code: 'notAList',
    });
    expect(wrong((c) => ({ ...c, origins: [{ ...c.origins[0], corrected: 'oui' }, c.origins[1]] }))).toMatchObject({
      field: 'origins.0.corrected',
      code: 'notABoolean',
    });
  });

  it('refuses a count whose origins do not match its points, in a whole backup', async () => {
    const index = firstRowWith('measurements', '"kind":"count"');
    await expectRefused(
      editRow('measurements', index, (row) => (row['origins'] = [])),
      { table: 'measurements', row: index, field: 'origins', code: 'invalid' },
    );
  });

  it('checks a table it has no schema for (one a later change adds to the database) for an id only', () => {
    expect(checkRow('extras', { id: 'x', anything: [1] }, 1)).toEqual([]);
    expect(checkRow('extras', { anything: 1 }, 2)).toEqual([{ table: 'extras', row: 2, field: 'id', code: 'missing' }]);
  });

  it.each(WRONG)('refuses %s with %s = %j', async (table, field, value, code) => {
    // The workspace's sheets, not version 2's legacy plans (which come first).
    const index = table === 'plans' ? firstRowWith('plans', '"fileId"') : 1;
    await expectRefused(
      editRow(table, index, (row) => (row[field] = value)),
      { table, row: index, field, code },
    );
  });

  it('refuses a number too large to be finite (1e999 reads as Infinity)', async () => {
    const text = editRow('variables', 1, (row) => (row['value'] = 123456789)).replace('123456789', '1e999');
    await expectRefused(text, { table: 'variables', field: 'value', code: 'notANumber' });
  });

  it('accepts a project’s nature of works, and refuses one that is not of the list', async () => {
    const target = testDatabase();
    await importDatabase(target, new Blob([editRow('projects', 1, (row) => (row['worksNature'] = 'rehabilitation'))]));
    expect((await target.projects.toArray()).some((p) => p.worksNature === 'rehabilitation')).toBe(true);
    await expectRefused(
      editRow('projects', 1, (row) => (row['worksNature'] = 'démolition totale')),
      { table: 'projects', row: 1, field: 'worksNature', code: 'invalid' },
    );
  });

  it('refuses a measurement of an unknown kind, a nested bad point, and a bad row inside a journal entry', async () => {
    await expectRefused(
      editRow('measurements', 1, (row) => (row['kind'] = 'cercle')),
      { table: 'measurements', field: 'kind', code: 'invalid' },
    );
    await expectRefused(
      editRow('measurements', 1, (row) => (row['points'] = [{ x: 1, y: 'deux' }])),
      { table: 'measurements', field: 'points.0.y', code: 'notANumber' },
    );
    const nth = firstRowWith('journal', '"after":{');
    await expectRefused(
      editRow('journal', nth, (row) => {
        const changes = row['changes'] as { after: Row | null }[];
        const change = changes.find((c) => c.after !== null);
        if (change?.after) change.after['createdAt'] = {};
      }),
      { table: 'journal', row: nth, code: 'notADate' },
    );
  });

  it('reads a wall bound to a height variable, and refuses a binding that is no variable name', async () => {
    // The first measurement made a wall, bound to HSP.
    const asWall = (heightVariable: unknown) =>
      editRow('measurements', 1, (row) =>
        Object.assign(row, { kind: 'wallArea', closed: false, height: 2.5, openings: [], heightVariable }),
      );
    const target = testDatabase();
    await importDatabase(target, new Blob([asWall('HSP')]));
    expect((await target.measurements.toArray()).some((m) => m.kind === 'wallArea' && m.heightVariable === 'HSP')).toBe(
      true,
    );
    await expectRefused(asWall('2 × HSP'), { table: 'measurements', field: 'heightVariable', code: 'invalid' });
    await expectRefused(asWall(25), { table: 'measurements', field: 'heightVariable' });
  });

  it('accepts the journal entries of links made and undone in bulk (issue 26), and refuses an unknown type', () => {
    const entry = rowOf('journal');
    expect(checkRow('journal', { ...entry, type: 'linkMeasurements' }, 1)).toEqual([]);
    expect(checkRow('journal', { ...entry, type: 'unlinkMeasurements' }, 1)).toEqual([]);
    expect(checkRow('journal', { ...entry, type: 'relierEnMasse' }, 1)).toMatchObject([
      { table: 'journal', field: 'type', code: 'invalid' },
    ]);
  });

  it('reads a sheet’s indice, alignment and changes and a carried measurement (issue 27), and refuses bad values with the field named', () => {
    const sheet = rowOf('plans', firstRowWith('plans', '"fileId"'));
    // Rows written before comparison: none of the fields.
    expect(checkRow('plans', sheet, 1)).toEqual([]);
    const indexed = {
      ...sheet,
      previousSheetId: 'sheet-0',
      indice: 'B',
      alignment: {
        matrix: [1, 0, 0, 1, 0.4, -0.3],
        method: 'manual',
        confidence: 0.97,
        residual: 0.2,
        pairs: [
          [
            { x: 0, y: 0 },
            { x: 0.4, y: -0.3 },
          ],
        ],
      },
      changes: [
        {
          id: 'r1',
          box: { x: 10, y: 20, width: 30, height: 5 },
          kind: 'added',
          added: 120,
          removed: 0,
          status: 'seen',
        },
      ],
    };
    expect(checkRow('plans', indexed, 1)).toEqual([]);
    const bad = (patch: Record<string, unknown>) => checkRow('plans', { ...indexed, ...patch }, 1)[0];
    expect(bad({ alignment: { ...indexed.alignment, matrix: [1, 0, 0, 1, 0] } })).toMatchObject({
      field: 'alignment.matrix',
    });
    expect(bad({ alignment: { ...indexed.alignment, confidence: 3 } })).toMatchObject({
      field: 'alignment.confidence',
      code: 'outOfRange',
    });
    const region = indexed.changes[0];
    const problem = bad({ changes: [{ ...region, status: 'bof' }] });
    expect(problem).toMatchObject({ field: 'changes.0.status', code: 'invalid' });
    expect(bad({ changes: [{ ...region, box: { ...region?.box, width: -4 } }] })).toMatchObject({
      field: 'changes.0.box.width',
    });
    expect(bad({ indice: '' })).toMatchObject({ field: 'indice', code: 'empty' });

    const measurement = rowOf('measurements');
    const carried = {
      measurementId: 'm-a',
      sheetId: 'sheet-0',
      review: 'edited',
      regionIds: ['r1'],
      checkedAt: '2026-11-29T15:00:00.000Z',
    };
    expect(checkRow('measurements', { ...measurement, carried }, 1)).toEqual([]);
    const refused = checkRow('measurements', { ...measurement, carried: { ...carried, review: 'peut-être' } }, 1)[0];
    expect(refused).toMatchObject({ field: 'carried.review', code: 'invalid' });
    expect(
      checkRow('measurements', { ...measurement, carried: { ...carried, checkedAt: 'hier' } }, 1)[0],
    ).toMatchObject({ field: 'carried.checkedAt', code: 'notADate' });
  });

  it('accepts a link priced in a PSE, and refuses a PSE that is not a name', () => {
    const measurement = rowOf('measurements');
    const links = [{ articleId: 'article-1', formula: 'S', pse: 'PSE 1 – Faïence' }];
    expect(checkRow('measurements', { ...measurement, links }, 1)).toEqual([]);
    expect(checkRow('measurements', { ...measurement, links: [{ ...links[0], pse: 12 }] }, 1)).toMatchObject([
      { table: 'measurements', field: 'links.0.pse' },
    ]);
  });

  it('refuses too many points, an empty id and an invalid email', async () => {
    const points = Array.from({ length: BACKUP_LIMITS.points + 1 }, () => ({ x: 0, y: 0 }));
    await expectRefused(
      editRow('measurements', 1, (row) => (row['points'] = points)),
      { table: 'measurements', field: 'points', code: 'tooMany', found: points.length, max: BACKUP_LIMITS.points },
    );
    await expectRefused(
      editRow('projects', 1, (row) => (row['id'] = '')),
      { table: 'projects', field: 'id', code: 'empty' },
    );
    await expectRefused(
      editRow('users', 1, (row) => (row['email'] = 'x'.repeat(BACKUP_LIMITS.email + 1))),
      { table: 'users', field: 'email', code: 'tooLong' },
    );
  });

  it('lets a field it does not know through (a newer optional field), within the row’s bounds', async () => {
    const target = testDatabase();
    await importDatabase(target, new Blob([editRow('projects', 1, (row) => (row['colour'] = 'bleu'))]));
    expect((await target.projects.toArray()).some((p) => (p as unknown as Row)['colour'] === 'bleu')).toBe(true);
  });
});

describe('references between tables', () => {
  it.each([
    ['a measurement’s sheet', 'measurements', 'sheetId', 'plans'],
    ['a measurement’s project', 'measurements', 'projectId', 'projects'],
    ['a file’s project', 'files', 'projectId', 'projects'],
    ['a variable’s project', 'variables', 'projectId', 'projects'],
    ['a chapter’s lot', 'libraryChapters', 'lotId', 'libraryLots'],
    ['a lot’s library', 'libraryLots', 'libraryId', 'libraries'],
    ['an article’s chapter', 'libraryItems', 'subCategory', 'libraryChapters'],
    ['a thumbnail’s file', 'thumbnails', 'fileId', 'files'],
  ])('refuses a dangling reference: %s', async (_, table, field, target) => {
    await expectRefused(
      editRow(table, 1, (row) => (row[field] = 'nulle-part')),
      { table, row: 1, field, code: 'missingReference', target },
    );
  });

  it('refuses a sheet whose project is missing, and two rows of one table with the same id', async () => {
    // The workspace's sheets, not version 2's legacy plans.
    const nth = firstRowWith('plans', '"fileId"');
    await expectRefused(
      editRow('plans', nth, (row) => (row['projectId'] = 'nulle-part')),
      { table: 'plans', row: nth, field: 'projectId', code: 'missingReference', target: 'projects' },
    );
    const firstId = rowOf('projects', 1)['id'];
    await expectRefused(
      editRow('projects', 2, (row) => (row['id'] = firstId)),
      { table: 'projects', row: 2, field: 'id', code: 'duplicateId' },
    );
  });

  it('refuses two accounts with one email', async () => {
    const text = valid.replace(
      /(\{"t":"users","r":)(\{[^\n]*\})(\},)/,
      (_, open: string, row: string, close: string) => {
        const copy = { ...(JSON.parse(row) as Row), id: 'user-copy' };
        return `${open}${row}${close}\n${open}${JSON.stringify(copy)}${close}`;
      },
    );
    const withCount = text.replace(
      /\{"end":true,"rows":(\d+)\}/,
      (_, n: string) => `{"end":true,"rows":${Number(n) + 1}}`,
    );
    await expectRefused(withCount, { table: 'users', row: 2, field: 'email', code: 'duplicateEmail' });
  });
});

describe('blobs and the file’s structure', () => {
  it('refuses a blob whose size does not match its parts, and one larger than a plan may be', async () => {
    const line = valid.split('\n').find((l) => l.startsWith('{"t":"fileBlobs",')) ?? '';
    const item = JSON.parse(line.slice(0, -1)) as { b: { size: number }[] };
    const shorter = { ...item, b: item.b.map((field) => ({ ...field, size: field.size - 1 })) };
    await expectRefused(valid.replace(line, `${JSON.stringify(shorter)},`), {
      table: 'fileBlobs',
      field: 'blob',
      code: 'blobDamaged',
    });
    const huge = BACKUP_LIMITS.fileBytes + 1;
    const larger = { ...item, b: item.b.map((field) => ({ ...field, size: huge, parts: Math.ceil(huge / 2 ** 20) })) };
    await expectRefused(valid.replace(line, `${JSON.stringify(larger)},`), {
      table: 'fileBlobs',
      code: 'blobTooLarge',
      found: huge,
    });
  });

  it('refuses a row count that does not match, and counts every problem while listing the first five', async () => {
    await expectRefused(valid.replace(/\{"end":true,"rows":(\d+)\}/, '{"end":true,"rows":1}'), {
      code: 'rowCount',
      table: null,
    });
    let text = valid;
    for (let nth = 1; nth <= 2; nth += 1) {
      text = editRow('measurements', nth, (row) => ((row['createdAt'] = 'x'), (row['label'] = 7)), text);
    }
    text = editRow('projects', 1, (row) => ((row['name'] = null), (row['createdAt'] = null)), text);
    const error = (await expectRefused(text, { table: 'projects' })) as BackupInvalidError;
    expect(error.problemCount).toBe(6);
    expect(error.problems).toHaveLength(5);
  });
});
