/**
 * The local database's side of a shared project's document (src/domain/sharing/layout.ts): which Dexie table holds
 * each map of the document, what stays in this browser, a project's rows read for the document, and each row moved
 * between its stored shape and the document's.
 */
import type { Table } from 'dexie';
import { sha256Hex } from '../../domain/pdf/hash';
import { entryStatus } from '../../domain/takeoff/journal';
import { linkedArticleIds } from '../../domain/takeoff/versions';
import type { DocumentMap } from '../../domain/sharing/contract';
import type { SharedAuthor } from '../../domain/sharing/people';
import type {
  DocumentRows,
  ProjectData,
  SharedFileRow,
  SharedJournalEntry,
  SharedScopeRow,
} from '../../domain/sharing/layout';
import type { PlanFileRow } from '../../domain/takeoff/types';
import type { MetrDatabase } from '../schema';
import type { JournalRow, Scope, ScopeRow } from '../types';
import { PROJECTS_SCOPE, projectScope } from '../workspace/scopes';
import { loadProjectState } from '../workspace/sheets';

/** The Dexie table of each map of the document (the model's sheets live in `plans`, its project in `projects`). */
export const TABLE_OF_MAP: Readonly<Record<DocumentMap, string>> = {
  project: 'projects',
  files: 'files',
  sheets: 'plans',
  measurements: 'measurements',
  variables: 'variables',
  scopes: 'scopes',
  versions: 'versions',
  libraries: 'libraries',
  libraryLots: 'libraryLots',
  libraryChapters: 'libraryChapters',
  libraryItems: 'libraryItems',
  journal: 'journal',
};

/**
 * The tables that stay in each browser: view state (sheetViews), the blobs (fileBlobs, thumbnails, cadModels — the
 * backup's BLOB_FIELDS tables; the document holds their hashes), accounts (users), and version 2's data sources and
 * usage links (which libraries a person offers in their linking search). A new table must be put in one list or the
 * other (a test checks that every table of the schema is).
 */
export const LOCAL_TABLES: readonly string[] = [
  'sheetViews',
  'fileBlobs',
  'thumbnails',
  'cadModels',
  // A cache of comparisons made here (issue 27): each browser makes its own.
  'comparisons',
  'users',
  'dbSources',
  'usageLinks',
];

export const MAP_OF_TABLE: ReadonlyMap<string, DocumentMap> = new Map(
  Object.entries(TABLE_OF_MAP).map(([map, table]) => [table, map as DocumentMap]),
);

export function tableOfMap(db: MetrDatabase, map: DocumentMap): Table<Record<string, unknown>, string> {
  return db.table(TABLE_OF_MAP[map]);
}

// ---------------------------------------------------------------------------------------------------------------
// Stored row ⇄ document row
// ---------------------------------------------------------------------------------------------------------------

type Stored = Record<string, unknown>;

/** What the document holds of a stored journal row: everything but what a browser derives or decides alone. */
export function sharedJournal(row: JournalRow): SharedJournalEntry {
  const { status: _status, fileIds: _fileIds, irreversibleAt: _irreversible, irreversibleWhy: _why, ...shared } = row;
  return shared;
}

/** A journal row as stored from the document's entry; `local` is the row this browser had (its purge mark stays). */
export function storedJournal(entry: SharedJournalEntry, local?: JournalRow): JournalRow {
  const fileIds = [...new Set(entry.changes.filter((c) => c.table === 'files').map((c) => c.id))];
  return {
    ...entry,
    scope: entry.scope as Scope,
    status: entryStatus(entry),
    ...(fileIds.length > 0 ? { fileIds } : {}),
    ...(local?.irreversibleAt === undefined ? {} : { irreversibleAt: local.irreversibleAt }),
    ...(local?.irreversibleWhy === undefined ? {} : { irreversibleWhy: local.irreversibleWhy }),
  };
}

export function sharedScope(row: ScopeRow): SharedScopeRow {
  return { id: row.id, changedAt: row.changedAt };
}

/**
 * A plan file as stored: a PDF's bytes are named by its `hash` already, so the document's hashes are not stored with it
 * (the blob tables key the bytes by file id). A CAD file's `hash` is the drawing's own: its blobs' hashes stay on the
 * row, for a browser that has not got them to fetch them (routes/workspace/sharing/planBlob.ts).
 */
export function storedFile(row: SharedFileRow): PlanFileRow {
  const { sha256, cadSha256, ...file } = row;
  if (!file.cad) return file;
  return { ...file, sha256, ...(cadSha256 ? { cadSha256 } : {}) };
}

/** The maps whose rows name their author (`by`). */
const AUTHORED: ReadonlySet<DocumentMap> = new Set<DocumentMap>(['journal', 'versions']);

/** `row` with its author `from` written as `to` (an entry's or a version's); the same row otherwise. */
function withAuthor(map: DocumentMap, row: Stored, from: string, to: string): Stored {
  return AUTHORED.has(map) && row['by'] === from ? { ...row, by: to } : row;
}

/**
 * A stored row of `map` as the document holds it; files need their blobs' hashes (fileHashes). `author`: this
 * browser's profile id, written in the document as the signed-in account's own author id (people.ts, sharedAuthorId).
 */
export function sharedRow<M extends DocumentMap>(
  map: M,
  stored: Stored,
  hashes?: Pick<SharedFileRow, 'sha256' | 'cadSha256'>,
  author?: SharedAuthor,
): DocumentRows[M] {
  const row = author ? withAuthor(map, stored, author.local, author.shared) : stored;
  switch (map) {
    case 'journal':
      return sharedJournal(row as unknown as JournalRow) as DocumentRows[M];
    case 'scopes':
      return sharedScope(row as unknown as ScopeRow) as DocumentRows[M];
    case 'files':
      return { ...row, ...hashes } as unknown as DocumentRows[M];
    default:
      return row as unknown as DocumentRows[M];
  }
}

/**
 * A document row as this browser stores it; `local`: the stored row it replaces (what stays local in it). `author`:
 * the signed-in account's author id stored as this browser's profile id (sharedRow's reverse).
 */
export function storedRow(
  map: DocumentMap,
  shared: DocumentRows[DocumentMap],
  local: Stored | undefined,
  author?: SharedAuthor,
): Stored {
  const row = (
    author ? withAuthor(map, shared as unknown as Stored, author.shared, author.local) : shared
  ) as DocumentRows[DocumentMap];
  switch (map) {
    case 'journal':
      return storedJournal(row as SharedJournalEntry, local as JournalRow | undefined) as unknown as Stored;
    case 'scopes':
      // The step counter is this browser's: the apply moves it on itself.
      return { ...row, ...(local?.['version'] === undefined ? {} : { version: local['version'] }) };
    case 'files':
      return storedFile(row as SharedFileRow) as unknown as Stored;
    default:
      return row as unknown as Stored;
  }
}

const hex = (blob: Blob) => blob.arrayBuffer().then((bytes) => sha256Hex(bytes));

/**
 * The blob store's keys of a file: a PDF's row already holds the SHA-256 of its bytes (`hash`); a CAD file's `hash`
 * is the CAD file's, so the PDF drawn from it and its CAD blobs are hashed here.
 */
export async function fileHashes(
  db: MetrDatabase,
  file: PlanFileRow,
): Promise<Pick<SharedFileRow, 'sha256' | 'cadSha256'>> {
  if (!file.cad) return { sha256: file.hash };
  // Received from the document: named there already (the bytes may not be in this browser yet).
  if (file.sha256) return { sha256: file.sha256, ...(file.cadSha256 ? { cadSha256: file.cadSha256 } : {}) };
  const [bytes, cad] = await Promise.all([db.fileBlobs.get(file.id), db.cadModels.get(file.id)]);
  const sha256 = bytes ? await hex(bytes.blob) : '';
  if (!cad) return { sha256 };
  const [model, source] = await Promise.all([hex(cad.model), hex(cad.source)]);
  return { sha256, cadSha256: { model, source } };
}

// ---------------------------------------------------------------------------------------------------------------
// A project's rows
// ---------------------------------------------------------------------------------------------------------------

/**
 * The libraries a project's document carries: those it declares (usage links) and those of the articles its
 * measurements are linked to (a colleague must price them the same without having declared them).
 */
async function projectLibraryIds(db: MetrDatabase, projectId: string, articleIds: readonly string[]) {
  const links = await db.usageLinks.where('projectId').equals(projectId).toArray();
  const articles = await db.libraryItems.bulkGet([...articleIds]);
  const ids = new Set([...links.map((l) => l.dbSourceId), ...articles.flatMap((a) => (a ? [a.bibliotheque_id] : []))]);
  const libraries = await db.libraries.bulkGet([...ids]);
  return libraries.flatMap((l) => (l ? [l] : []));
}

/**
 * A project's journal entries: the project list's about it, then its workspace's (its own scope). Read inside the
 * caller's transaction.
 */
export async function projectJournal(db: MetrDatabase, projectId: string): Promise<JournalRow[]> {
  const scope = projectScope(projectId);
  const [listed, own] = await Promise.all([
    db.journal
      .where('[scope+seq]')
      .between([PROJECTS_SCOPE, -Infinity], [PROJECTS_SCOPE, Infinity])
      .filter((e) => e.projectId === projectId)
      .toArray(),
    db.journal.where('[scope+seq]').between([scope, -Infinity], [scope, Infinity]).toArray(),
  ]);
  return [...listed, ...own];
}

/**
 * Every row of a project as its document holds them, read in one transaction (the « Partager ce projet » moment):
 * its take-off (as the command builders read it), versions, libraries, its journal (its workspace's entries and the
 * project list's about it) and its scope's change time; files with their blobs' hashes.
 */
export async function readProjectData(
  db: MetrDatabase,
  projectId: string,
  author?: SharedAuthor,
): Promise<ProjectData> {
  const read = await db.transaction(
    'r',
    [
      db.projects,
      db.files,
      db.plans,
      db.measurements,
      db.variables,
      db.versions,
      db.usageLinks,
      db.libraries,
      db.libraryLots,
      db.libraryChapters,
      db.libraryItems,
      db.journal,
      db.scopes,
    ],
    async () => {
      const state = await loadProjectState(db, projectId);
      const measurements = [...state.measurements.values()];
      const libraries = await projectLibraryIds(db, projectId, linkedArticleIds(measurements));
      const ids = libraries.map((l) => l.id);
      const [lots, chapters, items, versions, journal, scopeRow] = await Promise.all([
        db.libraryLots.where('libraryId').anyOf(ids).toArray(),
        db.libraryChapters.where('libraryId').anyOf(ids).toArray(),
        db.libraryItems.where('bibliotheque_id').anyOf(ids).toArray(),
        db.versions.where('projectId').equals(projectId).toArray(),
        projectJournal(db, projectId),
        db.scopes.get(projectScope(projectId)),
      ]);
      return {
        project: [...state.projects.values()],
        files: [...state.files.values()],
        sheets: [...state.sheets.values()],
        measurements,
        variables: [...state.variables.values()],
        scopes: scopeRow ? [sharedScope(scopeRow)] : [],
        versions: versions.map((v) => sharedRow('versions', v as unknown as Stored, undefined, author)),
        libraries,
        libraryLots: lots,
        libraryChapters: chapters,
        libraryItems: items,
        journal: journal.map((entry) => sharedRow('journal', entry as unknown as Stored, undefined, author)),
      };
    },
  );
  // The blobs are hashed after the transaction: hashing is not IndexedDB work and would let it commit early.
  const files = await Promise.all(
    read.files.map(async (file) => ({ ...file, ...(await fileHashes(db, file)) }) satisfies SharedFileRow),
  );
  return { ...read, files };
}
