/** Where the steps a page left unwritten are kept (./unwritten.ts): localStorage, under one key per page. */
import { UNWRITTEN_PREFIX as PREFIX } from './unwrittenPrefix';

/** Where the steps are kept: localStorage in the page, a map in tests. */
export type UnwrittenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** localStorage, or null when the browser refuses it to this page (its settings): nothing can be kept then. */
export function pageStorage(): UnwrittenStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The key of a page's entry for a project. */
export function unwrittenKey(projectId: string, pageId: string): string {
  return `${PREFIX}${projectId}:${pageId}`;
}

/** The keys of a project's entries (every project's when `projectId` is not given). */
export function unwrittenKeys(storage: UnwrittenStorage | null, projectId?: string): string[] {
  return keysStartingWith(storage, projectId === undefined ? PREFIX : `${PREFIX}${projectId}:`);
}

/** The storage's keys that start with `prefix`; those read before a refusal when it refuses (the rest wait). */
export function keysStartingWith(storage: UnwrittenStorage | null, prefix: string): string[] {
  const keys: string[] = [];
  if (!storage) return keys;
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    // Storage refused while reading: the rest waits for the next start.
  }
  return keys;
}

/** The projects some page left steps of. */
export function projectsWithUnwritten(storage: UnwrittenStorage | null): string[] {
  const ids = unwrittenKeys(storage).map((key) => key.slice(PREFIX.length, key.lastIndexOf(':')));
  return [...new Set(ids)];
}
