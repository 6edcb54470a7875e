/**
 * Typed storage errors. Repositories never let a raw Dexie or DOMException escape: they map it to one of these so
 * that the UI can pick a French message (storageErrorMessage) without knowing IndexedDB's error names.
 */
import { accountFr } from '../i18n/account.fr';

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

// Dexie wraps native errors in its own classes with the same name (QuotaExceededError) or its own
// (MissingAPIError, OpenFailedError, DatabaseClosedError); the native one sits in `inner`.
const QUOTA_NAMES = new Set(['QuotaExceededError']);
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
function errorChain(error: unknown): { name: string }[] {
  const chain: { name: string }[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && chain.length < 10) {
    const { name, inner, cause } = current as { name?: unknown; inner?: unknown; cause?: unknown };
    if (typeof name === 'string') chain.push({ name });
    current = inner ?? cause;
  }
  return chain;
}

/** Maps anything thrown by Dexie or IndexedDB to a typed StorageError; typed errors pass through unchanged. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const names = errorChain(error).map((e) => e.name);
  const message = error instanceof Error ? error.message : String(error);
  // Quota first: Dexie may report a quota failure during open as an OpenFailedError wrapping it.
  if (names.some((n) => QUOTA_NAMES.has(n))) return new StorageQuotaError(message, { cause: error });
  if (names.some((n) => UNAVAILABLE_NAMES.has(n))) return new StorageUnavailableError(message, { cause: error });
  return new StorageError(message, { cause: error });
}

/** Runs a storage operation and rethrows any failure as a typed StorageError. */
export async function guard<T>(operation: () => PromiseLike<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toStorageError(error);
  }
}

/** The French message to show for a storage failure (anything thrown; unknown errors get the generic one). */
export function storageErrorMessage(error: unknown): string {
  const typed = toStorageError(error);
  if (typed instanceof DuplicateEmailError) return accountFr.storage.duplicateEmail;
  if (typed instanceof StorageQuotaError) return accountFr.storage.quotaExceeded;
  if (typed instanceof StorageUnavailableError) return accountFr.storage.unavailable;
  return accountFr.storage.unknown;
}
