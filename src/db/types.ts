/**
 * Records of the local browser database. Version 2's tables keep their rows as they were; the workspace's rows
 * (projects, files, sheets, measurements) are the take-off model's own types (src/domain/takeoff/types.ts), and this
 * module adds the rows that only storage needs: blobs, view state and the journal.
 *
 * Timestamps are ISO 8601 strings in UTC (`new Date().toISOString()`): they sort chronologically in the indexes, are
 * readable in devtools, and survive the JSON backup unchanged (a Date would need a type tag).
 */
import type { EntryStatus, JournalEntry } from '../domain/takeoff/journal';
import type { Point } from '../domain/takeoff/types';
import type { Person } from '../domain/person';
import type { IrreversibleWhy } from './errors';

/** An ISO 8601 date-time in UTC, e.g. 2025-01-31T09:30:00.000Z. */
export type IsoDateTime = string;

export interface DbSource {
  id: string;
  name: string;
  type: string;
}

/** Which project uses which data source. */
export interface UsageLink {
  id: string;
  dbSourceId: string;
  projectId: string;
}

/**
 * A plan as version 2 stored it: a name only, no file. Version 3 keeps the `plans` table for the workspace's sheets
 * (rows with a `fileId`); such legacy rows stay untouched and are simply not sheets.
 */
export interface LegacyPlanRow {
  id: string;
  projectId: string;
  name: string;
}

/**
 * A catalogue item as version 2 stored it (lot and sous-catégorie as free text). Version 4 moves these rows into the
 * library tree (./library/upgrade.ts); the current row is ArticleRow (src/domain/library/types.ts), same keys.
 */
export interface LibraryItem {
  id: string;
  designation: string;
  lot: string;
  subCategory: string;
  unite: string;
  prix_unitaire: number;
  description?: string;
  tags: string[];
  fichier_joint?: string;
  bibliotheque_id: string;
  actif: boolean;
}

/** A library as version 2 stored it; LibraryRow (src/domain/library/types.ts) is its current row. */
export interface Library {
  id: string;
  name: string;
  createdAt: IsoDateTime;
}

/** A locally registered user. There is deliberately no password field: the sign-up password never leaves memory. */
export interface User extends Person {
  id: string;
  /** Normalised (src/domain/email.ts), so that lookups by email are exact. */
  email: string;
  /** True on every local registration (every account made here is a beta tester's). */
  isBetaUser: boolean;
  createdAt: IsoDateTime;
  /** Null until the first log-in by email. */
  lastLoginAt: IsoDateTime | null;
}

/** The bytes of an imported file, under the file's id; never read with the file rows. */
export interface FileBlobRow {
  id: string;
  blob: Blob;
}

/**
 * A CAD file's own data (issue 28), under the file's id: the file as received (DXF or DWG) and its sheet's model
 * (CadSheetModel as JSON: blocks, references, layer lengths and areas). Blobs, so that listing files never reads them;
 * they go with the file's bytes (the blob policy of workspace/files.ts).
 */
export interface CadModelRow {
  id: string;
  /** The CadSheetModel, JSON (application/json). */
  model: Blob;
  /** The DXF or DWG as imported. */
  source: Blob;
}

/** A sheet's thumbnail, under the sheet's id; `fileId` lets a purged file take its thumbnails with it. */
export interface ThumbnailRow {
  id: string;
  fileId: string;
  blob: Blob;
}

/**
 * How a sheet was last looked at. Saved as it changes and never journalled: undo takes back work, not looking.
 * `fileId` lets a purged file take its sheets' views with it.
 */
export interface SheetViewRow {
  /** The sheet's id. */
  id: string;
  fileId: string;
  /** Zoom factor, 1 = PDF points at CSS pixels; absent until the user zooms (the sheet opens fitted). */
  zoom?: number;
  /** The sheet-space point at the centre of the viewport. */
  centre?: Point;
  /** Ids of the PDF's optional content groups the user hid. */
  hiddenLayers?: readonly string[];
  updatedAt: IsoDateTime;
}

/**
 * Undo and redo scopes. Project-level operations (create, edit, delete a project) are undone from the project list,
 * in the scope 'projects'; everything inside a project from its workspace, in the scope `project:<id>`.
 */
export type Scope = 'projects' | 'libraries' | `project:${string}`;

/** A journal entry as stored: the model's entry plus what the indexes need. */
export interface JournalRow extends JournalEntry {
  readonly scope: Scope;
  /** entryStatus(entry), kept in the row so that the undo and redo targets are index lookups. */
  readonly status: EntryStatus;
  /** Ids of the files the entry creates or deletes, so a purge finds the entries that need a file's bytes. */
  readonly fileIds?: readonly string[];
  /**
   * When the entry became irreversible (a purge removed the bytes of a file it would bring back, or `irreversibleWhy`):
   * undo (for an entry in effect) or redo (for an undone one) stops before it.
   */
  readonly irreversibleAt?: IsoDateTime;
  /**
   * Why the entry became irreversible when it is not a purge: `deletedForTeam`, a shared project's deletion that the
   * server also made for the whole team (its copy here cannot come back: it could never sync again); `byColleague`,
   * another person's step in a shared project kept here unshared (« Continuer sans partage »); `unshared`, the project
   * list's step that marked that project shared.
   */
  readonly irreversibleWhy?: IrreversibleWhy;
  /** A restore ('restoreVersion') names the version it brought back, for the history. */
  readonly versionId?: string;
}

/** When each scope last changed (a commit, an undo or a redo): the project list's "last change" reads it. */
export interface ScopeRow {
  id: Scope;
  changedAt: IsoDateTime;
  /**
   * Steps made in the scope (commits, undos, redos), one more at each, in the step's transaction: a tab that holds
   * the rows at version n applies the step announced as n + 1 and reads the rows again after any other. Absent on
   * rows written before it was counted (read as 0).
   */
  version?: number;
}
