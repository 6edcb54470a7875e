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

/**
 * Whose work a mark is: the account signed in when it was made (two accounts may share a browser profile). The work
 * of one is in this browser's copy of the document under that account's author id, which the server refuses from
 * another (server/sharing/authors.ts): another account neither sends it nor opens the project's session until the
 * owner has (routes/workspace/sharing/sessions.ts).
 */
export interface MarkOwner {
  readonly id: string;
  /** Said to the other account (« les modifications de Camille Martin »). */
  readonly name: string;
}

/** A mark as stored: its kind alone (a mark made before owners were kept: anyone's), or with its owner. */
type Stored = UnsentMark | { readonly kind: UnsentMark; readonly owner: MarkOwner };

function isOwner(value: unknown): value is MarkOwner {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof name === 'string';
}

function readStored(storage: MarkStorage): Readonly<Record<string, Stored>> {
  try {
    const value = JSON.parse(storage?.getItem(UNSENT_STORAGE_KEY) ?? '{}') as unknown;
    if (typeof value !== 'object' || value === null) return {};
    const marks: Record<string, Stored> = {};
    for (const [id, stored] of Object.entries(value)) {
      if (KINDS.has(stored)) marks[id] = stored as UnsentMark;
      else if (typeof stored === 'object' && stored !== null) {
        const { kind, owner } = stored as Record<string, unknown>;
        if (KINDS.has(kind) && isOwner(owner)) marks[id] = { kind: kind as UnsentMark, owner };
      }
    }
    return marks;
  } catch {
    return {};
  }
}

const kindOf = (stored: Stored): UnsentMark => (typeof stored === 'string' ? stored : stored.kind);
const ownerOf = (stored: Stored | undefined): MarkOwner | null =>
  stored === undefined || typeof stored === 'string' ? null : stored.owner;

/** The marks as stored; anything unreadable is dropped. */
export function readMarks(storage: MarkStorage = pageStorage()): UnsentMarks {
  return Object.fromEntries(Object.entries(readStored(storage)).map(([id, stored]) => [id, kindOf(stored)]));
}

/** Whose work a project's mark is; null when it has none, or was made before owners were kept. */
export function markOwner(projectId: string, storage: MarkStorage = pageStorage()): MarkOwner | null {
  return ownerOf(readStored(storage)[projectId]);
}

/**
 * The owner of the project's mark when it is another account's than `personId`: that account's work waits in this
 * browser, and `personId` may neither send it nor write after it.
 */
export function otherOwner(
  projectId: string,
  personId: string,
  storage: MarkStorage = pageStorage(),
): MarkOwner | null {
  const owner = markOwner(projectId, storage);
  return owner && owner.id !== personId ? owner : null;
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

/**
 * Sets (or with null, clears) a project's mark, `owner` the account whose work it is (kept from the mark it replaces
 * when not given); written only when it changes.
 */
export function setMark(
  projectId: string,
  mark: UnsentMark | null,
  storage: MarkStorage = pageStorage(),
  owner?: MarkOwner | null,
): void {
  const marks = readStored(storage);
  const before = marks[projectId];
  const keptOwner = owner === undefined ? ownerOf(before) : owner;
  const stored: Stored | null = mark === null ? null : keptOwner ? { kind: mark, owner: keptOwner } : mark;
  if (JSON.stringify(before ?? null) === JSON.stringify(stored)) return;
  const others = Object.entries(marks).filter(([id]) => id !== projectId);
  const next = Object.fromEntries(stored === null ? others : [...others, [projectId, stored]]);
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
