/**
 * The shared projects of this browser whose work has not reached the server (issue 30), kept in `localStorage` so that
 * a tab closed offline does not leave it unknown: the sync session of a project open here (routes/workspace/sharing/
 * sessions.ts) marks it as soon as this person's change or plan waits to be sent, and clears the mark once the server
 * acknowledged everything; a refusal met meanwhile (access revoked, project deleted, a change or a plan refused)
 * replaces the mark, so that the project list says it until the project is opened and the person chooses.
 *
 * Why a mark and not a look at the kept document: what the server lacks is known only by asking it (the provider's
 * exchange, the blob store's HEAD), which needs the sync code and a request per plan for every shared project; the
 * mark costs a `localStorage` read, and the workspace's first load only that (./unsentKey.ts).
 */
import { UNSENT_STORAGE_KEY } from './unsentKey';

export type UnsentMark =
  /** This person's changes or plans wait to be sent. */
  | 'unsent'
  /** Met while sending: the access was withdrawn, the project deleted on the server (SessionNotice's kinds). */
  | 'revoked'
  | 'deleted'
  /** A change the server refused: the sync of the project stopped here (SessionNotice's kinds). */
  | 'tooLarge'
  | 'refusedUnreadable'
  | 'refusedAuthor'
  /** A plan the server refused (quota, size): sent again by « Réessayer » on the project's page. */
  | 'plansRefused';

export type UnsentMarks = Readonly<Record<string, UnsentMark>>;

const KINDS = new Set<unknown>([
  'unsent',
  'revoked',
  'deleted',
  'tooLarge',
  'refusedUnreadable',
  'refusedAuthor',
  'plansRefused',
]);

/** What a page reads and writes: its `localStorage` (null when the browser has none or refuses it). */
export type MarkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

function pageStorage(): MarkStorage {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The marks as stored; anything unreadable is dropped. */
export function readMarks(storage: MarkStorage = pageStorage()): UnsentMarks {
  try {
    const value = JSON.parse(storage?.getItem(UNSENT_STORAGE_KEY) ?? '{}') as unknown;
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(Object.entries(value).filter(([, kind]) => KINDS.has(kind))) as UnsentMarks;
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();

/** Hears every change of the marks, this tab's and the other tabs' (`storage` event); returns the unsubscribe. */
export function subscribeMarks(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === UNSENT_STORAGE_KEY || event.key === null) listener();
  };
  globalThis.window?.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.window?.removeEventListener('storage', onStorage);
  };
}

/** Sets (or with null, clears) a project's mark; written only when it changes. */
export function setMark(projectId: string, mark: UnsentMark | null, storage: MarkStorage = pageStorage()): void {
  const marks = readMarks(storage);
  if ((marks[projectId] ?? null) === mark) return;
  const others = Object.entries(marks).filter(([id]) => id !== projectId);
  const next = Object.fromEntries(mark === null ? others : [...others, [projectId, mark]]) as UnsentMarks;
  try {
    if (Object.keys(next).length === 0) storage?.removeItem(UNSENT_STORAGE_KEY);
    else storage?.setItem(UNSENT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or disabled storage: the project's session still sends while it is open; only a tab closed offline
    // waits for the project's next opening, as before the marks.
    return;
  }
  for (const listener of [...listeners]) listener();
}
