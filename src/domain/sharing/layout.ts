/**
 * What of a project goes into its shared document (contract.ts), table by table, as the rows the document holds.
 *
 * Each top-level map of DOCUMENT_MAPS holds the rows of one table under their id, each row a nested Y.Map of its
 * fields (document.ts). The rows are the local database's own, with these differences, all decided here:
 *
 * - `project`: the project's row, unchanged.
 * - `files`: the file's metadata and `sha256`, the SHA-256 of the bytes the sheet is drawn from (the blob store's key);
 *   for a PDF it is the row's `hash`, for a CAD file the hash of the PDF drawn from it, its CAD data's blobs named in
 *   `cadSha256`. Never the bytes.
 * - `sheets`, `measurements`, `variables`, `versions`, `libraries`, `libraryLots`, `libraryChapters`, `libraryItems`:
 *   unchanged (a version carries its snapshot, JSON).
 * - `scopes`: the project's scope rows (`project:<id>`) with when they last changed; the step counter `version` is a
 *   browser's own (its tabs' order of steps) and stays local.
 * - `journal`: the project's entries (its workspace's, and the project list's entries about it) with who, when, what
 *   type and their rows before and after, so that « the history says who did what » for everyone. Left out: what a
 *   browser derives or decides alone — `status` (derived from undoneAt/discardedAt), `fileIds` (derived from the
 *   changes) and `irreversibleAt` (this browser purged the bytes; another still has them).
 *
 * What stays in each browser (LOCAL_TABLES): how a sheet was last looked at, thumbnails, file bytes and CAD blobs
 * (fetched from the blob store by hash), accounts, and version 2's data sources and usage links (a project's
 * declared libraries are a person's preference for the linking search).
 */
import type { JournalEntry } from '../takeoff/journal';
import type { VersionRow } from '../takeoff/versions';
import type { IsoDateTime, Measurement, PlanFileRow, ProjectRow, SheetRow } from '../takeoff/types';
import type { ArticleRow, ChapterRow, LibraryRow, LotRow, VariableRow } from '../library/types';
import { DOCUMENT_MAPS, type DocumentMap } from './contract';

/** A plan file as the document holds it: its metadata and the hashes of its blobs, never its bytes. */
export interface SharedFileRow extends PlanFileRow {
  /** SHA-256 (lowercase hex) of the bytes the file's sheets are drawn from (a CAD file's: the PDF drawn from it). */
  readonly sha256: string;
  /** A CAD file's own blobs in the blob store: its model (JSON) and the file as received. */
  readonly cadSha256?: { readonly model: string; readonly source: string };
}

/** When a scope last changed; its step counter is each browser's own. */
export interface SharedScopeRow {
  readonly id: string;
  readonly changedAt: IsoDateTime;
}

/** A journal entry as the document holds it: who, when, what, before and after, and its undo marks. */
export interface SharedJournalEntry extends JournalEntry {
  /** The history it is on: `project:<id>`, or 'projects' for the project list's entries about the project. */
  readonly scope: string;
  /** A restore names the version it brought back. */
  readonly versionId?: string;
}

/** The row type of each map of the document. */
export interface DocumentRows {
  project: ProjectRow;
  files: SharedFileRow;
  sheets: SheetRow;
  measurements: Measurement;
  variables: VariableRow;
  scopes: SharedScopeRow;
  versions: VersionRow;
  libraries: LibraryRow;
  libraryLots: LotRow;
  libraryChapters: ChapterRow;
  libraryItems: ArticleRow;
  journal: SharedJournalEntry;
}

// A contract map without its row type (or the reverse) must not compile.
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : never;
const _everyMapHasItsRow: SameKeys<DocumentRows, Record<DocumentMap, unknown>> = true;
void _everyMapHasItsRow;

/** A project's shared rows, map by map. */
export type ProjectData = { readonly [M in DocumentMap]: readonly DocumentRows[M][] };

export type SharedRow = DocumentRows[DocumentMap];

export function emptyProjectData(): ProjectData {
  return Object.fromEntries(DOCUMENT_MAPS.map((map) => [map, []])) as unknown as ProjectData;
}

/**
 * The maps a person's undo takes back: the project's data. The journal (the history itself: an undo marks an entry,
 * it never removes one) and the scopes' change times are not undone.
 */
export const UNDOABLE_MAPS: readonly DocumentMap[] = DOCUMENT_MAPS.filter((m) => m !== 'journal' && m !== 'scopes');

/** The journal's table names (the take-off model's) as the document's maps name them. */
export function mapOfTable(table: string): DocumentMap | null {
  if (table === 'projects') return 'project';
  return (DOCUMENT_MAPS as readonly string[]).includes(table) ? (table as DocumentMap) : null;
}
