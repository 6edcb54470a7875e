/**
 * Typed storage errors. Repositories never let a raw Dexie or DOMException escape: they map it to one of these so
 * that the UI can pick a French message (src/i18n/storage.ts) without knowing IndexedDB's error names. This module
 * holds no copy: the storage layer says what went wrong, the UI says it in French.
 */
import { ConflictError, TakeoffError } from '../domain/takeoff/errors';
import type { CommandType } from '../domain/takeoff/commands';
import type { StepBlame } from '../domain/takeoff/journal';
import type { TableName } from '../domain/takeoff/types';

export class StorageError extends Error {
  override readonly name: string = 'StorageError';
  constructor(message = 'Local storage operation failed', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** An account with this (normalised) email already exists in this browser. */
export class DuplicateEmailError extends StorageError {
  override readonly name = 'DuplicateEmailError';
  constructor(readonly email: string) {
    super(`A user with the email ${email} already exists`);
  }
}

/** The browser refused the write because the origin's storage quota is full. */
export class StorageQuotaError extends StorageError {
  override readonly name = 'StorageQuotaError';
}

/**
 * IndexedDB cannot be used at all: missing API, blocked by the browser (private browsing, disabled storage),
 * failed to open, or closed because a newer version of the app took over.
 */
export class StorageUnavailableError extends StorageError {
  override readonly name = 'StorageUnavailableError';
}

/**
 * Moving the stored database to this code's schema failed. The version-change transaction was rolled back, so the
 * database is still at its previous version with all its rows; the next open tries again.
 */
export class StorageUpgradeError extends StorageError {
  override readonly name = 'StorageUpgradeError';
  constructor(
    /** The schema version whose upgrader failed; null when Dexie refused the schema change itself. */
    readonly version: number | null,
    options?: { cause?: unknown },
  ) {
    super(`Upgrading the local database to version ${version ?? 'latest'} failed`, options);
  }
}

/**
 * Why a journalled change was refused, nothing of it written:
 * - 'changed': a row is not what the change expects (edited since, in another tab or by another scope's undo);
 * - 'missingParent': the change would create a row whose project, file or sheet does not exist;
 * - 'hasChildren': the change would delete a project, file or sheet that still holds rows the change does not delete.
 */
export type JournalConflictReason = 'changed' | 'missingParent' | 'hasChildren';

/** A commit, undo or redo refused because the stored rows no longer fit it. Nothing was written. */
export class JournalConflictError extends StorageError {
  override readonly name: string = 'JournalConflictError';
  constructor(
    readonly reason: JournalConflictReason,
    /** The row in question (for 'missingParent', the missing parent). */
    readonly table: TableName,
    readonly id: string,
    options?: { cause?: ConflictError },
  ) {
    super(`Journal conflict (${reason}) on ${table}/${id}`, options);
  }
}

/** What kept a step from being undone or redone: its row changed or deleted, or its parent or children moved on. */
export type StepBlockReason = 'changed' | 'deleted' | 'missingParent' | 'hasChildren';

/**
 * An undo or redo of this tab's step refused because the rows it needs changed since — in another tab (`blame`:
 * 'otherTab'), by a later step of this tab, or outside this history. Nothing was written; the message names the step
 * (`entry.type`) and says who changed what it needs. A JournalConflictError, with the row in question.
 */
export class StepBlockedError extends JournalConflictError {
  override readonly name = 'StepBlockedError';
  constructor(
    readonly kind: 'undo' | 'redo',
    /** The step that could not be taken back or re-applied. */
    readonly entry: { readonly id: string; readonly type: CommandType },
    readonly blockReason: StepBlockReason,
    readonly blame: StepBlame,
    conflict: JournalConflictError,
  ) {
    super(
      conflict.reason,
      conflict.table,
      conflict.id,
      conflict.cause instanceof ConflictError ? { cause: conflict.cause } : {},
    );
    this.message = `Cannot ${kind} ${entry.type} (${entry.id}): ${blockReason} on ${conflict.table}/${conflict.id}, ${blame}`;
  }
}

/** A command handed to the journal under a scope it does not belong to: a programming error, not a user's. */
export class JournalScopeError extends StorageError {
  override readonly name = 'JournalScopeError';
}

/**
 * Why an entry can no longer be undone or redone, besides a purge of the bytes it needs (the default):
 * `deletedForTeam`, the copy of a shared project deleted for the whole team; `byColleague`, another person's step in a
 * project that was shared and goes on here unshared (db/sharing/unshare.ts); `unshared`, the project list's step that
 * marked such a project shared (taking it back would mean nothing now, and going past it would undo the steps before
 * the sharing on a project that has been shared and kept since).
 */
export type IrreversibleWhy = 'deletedForTeam' | 'byColleague' | 'unshared';

/**
 * The next undo (or redo) of this scope can no longer be made: it needs a plan file whose bytes were purged to free
 * space, or (`why`) it deleted the copy of a project deleted for the whole team. The history cannot go past it.
 */
export class IrreversibleEntryError extends StorageError {
  override readonly name = 'IrreversibleEntryError';
  constructor(
    readonly entryId: string,
    /** Not a purge (undefined): why it is irreversible. */
    readonly why?: IrreversibleWhy,
  ) {
    super(`Journal entry ${entryId} is irreversible`);
  }
}

/** Why a file is not a backup this database can take. */
export type BackupMismatchReason =
  /** Not a backup at all, or a damaged or truncated one. */
  | 'notABackup'
  /** A backup of another database (another app). */
  | 'otherDatabase'
  /** Made by a newer version of the app, whose schema this code does not know. */
  | 'newerVersion'
  /** A backup of this app whose rows do not hold what they must (BackupInvalidError lists the problems). */
  | 'invalid';

/** The file is not a backup this database can take (see `reason`). */
export class BackupMismatchError extends StorageError {
  override readonly name: string = 'BackupMismatchError';
  constructor(
    readonly reason: BackupMismatchReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What is wrong with a backup: one field of one row, a row as a whole, or the file itself. */
export type BackupProblemCode =
  // A field of a row.
  | 'missing'
  | 'notText'
  | 'notANumber'
  | 'notAnInteger'
  | 'notABoolean'
  | 'notAList'
  | 'notAnObject'
  | 'notADate'
  | 'empty'
  | 'tooLong'
  | 'tooMany'
  | 'outOfRange'
  | 'invalid'
  // A row against the others.
  | 'duplicateId'
  | 'duplicateEmail'
  | 'missingReference'
  // A row's blob (a plan's bytes, a thumbnail).
  | 'blobMissing'
  | 'blobUnexpected'
  | 'blobTooLarge'
  | 'blobDamaged'
  // The file itself.
  | 'unknownTable'
  | 'lineTooLong'
  | 'notJson'
  | 'truncated'
  | 'rowCount'
  | 'unknownLine';

export interface BackupProblem {
  readonly code: BackupProblemCode;
  /** The table of the row in question; null for a problem of the file itself. */
  readonly table: string | null;
  /** The row's position among its table's rows in the file, from 1; null for the file itself. */
  readonly row: number | null;
  /** The field, as a dotted path (`scale.default.metresPerUnit`, `changes.3.after.name`); null for the whole row. */
  readonly field: string | null;
  /** tooLong, tooMany, blobTooLarge: the size found and the most allowed. */
  readonly found?: number | undefined;
  readonly max?: number | undefined;
  /** missingReference: the table the field points into. */
  readonly target?: string | undefined;
  /** A problem of the file: the line it is on, from 1. */
  readonly line?: number | undefined;
}

/**
 * A backup of this app that does not hold what it must: nothing of it was written. `problems` are the first few in
 * the file's order, `problemCount` all of them.
 */
export class BackupInvalidError extends BackupMismatchError {
  override readonly name = 'BackupInvalidError';
  constructor(
    readonly problems: readonly BackupProblem[],
    readonly problemCount: number,
  ) {
    super('invalid', `The backup holds ${problemCount} problem(s): ${problems.map((p) => p.code).join(', ')}`);
  }
}

/** Import refused because the database already holds rows. */
export class DatabaseNotEmptyError extends StorageError {
  override readonly name = 'DatabaseNotEmptyError';
}

/** A replace that failed after the database was cleared, and then put the previous rows back. */
export class ReplaceRolledBackError extends StorageError {
  override readonly name = 'ReplaceRolledBackError';
}

// Dexie wraps native errors in its own classes with the same name (QuotaExceededError) or its own
// (MissingAPIError, OpenFailedError, DatabaseClosedError); the native one sits in `inner`.
const QUOTA_NAMES = new Set(['QuotaExceededError']);
// Dexie's own name for a schema change it cannot make (e.g. a changed primary key).
const UPGRADE_NAMES = new Set(['UpgradeError']);
const UNAVAILABLE_NAMES = new Set([
  'MissingAPIError',
  'OpenFailedError',
  'DatabaseClosedError',
  'SecurityError',
  'InvalidStateError',
  // The stored database is newer than this code (another tab already upgraded it).
  'VersionError',
]);

/** The error and the errors it wraps (Dexie's `inner`, the standard `cause`), outermost first. */
function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && chain.length < 10) {
    chain.push(current);
    const { inner, cause } = current as { inner?: unknown; cause?: unknown };
    current = inner ?? cause;
  }
  return chain;
}

const nameOf = (error: unknown): string => {
  const { name } = error as { name?: unknown };
  return typeof name === 'string' ? name : '';
};

/** Maps anything thrown by Dexie or IndexedDB to a typed StorageError; typed errors pass through unchanged. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const chain = errorChain(error);
  // An upgrader's own typed error, wrapped by Dexie on its way out of open().
  const upgrade = chain.find((e) => e instanceof StorageUpgradeError);
  if (upgrade) return upgrade as StorageUpgradeError;
  const names = chain.map(nameOf);
  const message = error instanceof Error ? error.message : String(error);
  // Quota first: Dexie may report a quota failure during open as an OpenFailedError wrapping it.
  if (names.some((n) => QUOTA_NAMES.has(n))) return new StorageQuotaError(message, { cause: error });
  if (names.some((n) => UPGRADE_NAMES.has(n))) return new StorageUpgradeError(null, { cause: error });
  if (names.some((n) => UNAVAILABLE_NAMES.has(n))) return new StorageUnavailableError(message, { cause: error });
  return new StorageError(message, { cause: error });
}

/**
 * Runs a storage operation and rethrows any failure as a typed StorageError. The take-off model's refusals
 * (CommandError: a missing row, too few vertices…) pass through as they are: they are not storage failures, and the
 * UI already has their French copy by code.
 */
export async function guard<T>(operation: () => PromiseLike<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof TakeoffError && !(error instanceof ConflictError)) throw error;
    throw toStorageError(error);
  }
}
