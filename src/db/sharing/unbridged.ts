/**
 * The rows a shared project's bridge (./bridge.ts) had on their way between the document and the local database when
 * its page was left, kept in `localStorage` until the project is opened again (« no input is ever lost »).
 *
 * The document (y-indexeddb) and the local database (Dexie) are two IndexedDB databases: no transaction spans both.
 * A colleague's change reaches the document, then Dexie a few milliseconds later; this person's write reaches Dexie,
 * then the document. A page left in between (a link followed, the tab closed, the browser killed) kept one side and
 * not the other, and nothing compared them after: a received change the document held was never shown (its update is
 * not sent again by the server, the document already has it), and a local write Dexie held was never sent (no later
 * change touches its row). A `localStorage` write is synchronous and survives the unload: the bridge writes which rows
 * are on their way before either side's transaction commits, removes them once the far side has them, and a bridge
 * opened later on the project brings the rows left marked across: this person's fields from Dexie into the document
 * first (only the fields their write changed, so a colleague's change of another field is kept), then the document's
 * rows into Dexie.
 *
 * Whose writes they are: the account signed in on the page. Another account's left writes are not sent under this
 * one's name (two accounts may share a browser profile, sharing/unsentMarks.ts): their entry waits for its owner.
 *
 * One entry per bridge (a page's open project), so that two tabs of one project do not overwrite each other's; an
 * entry whose bridge is still open in another tab is left to it when the browser says so (Web Locks), and otherwise
 * brought across twice, which changes nothing (both sides already agree, or the same fields are set to the same values).
 */
import { DOCUMENT_MAPS, type DocumentMap } from '../../domain/sharing/contract';
import { keysStartingWith, type UnwrittenStorage } from '../workspace/unwrittenKeys';
import { UNBRIDGED_PREFIX as PREFIX } from './unsentKey';

const FORMAT = 1;
/**
 * Past this many rows received at once (a project opened on a new device), the entry says « every row » instead of
 * naming them: a few hundred kilobytes of `localStorage` would be taken from the steps a page keeps when it is left
 * (db/workspace/unwritten.ts) for as long as the rows take to store.
 */
export const STORE_ALL_PAST = 5_000;

/** What a local write did to a row: created it, deleted it, or changed these fields. */
export type LocalChange = '+' | '-' | readonly string[];

/** Rows on their way, per map. */
export interface Unbridged {
  /** Rows the document changed (received, undone, redone) that Dexie may not have yet. */
  readonly store: Map<DocumentMap, Set<string>>;
  /** Every row of the document may be missing from Dexie (too many to name, STORE_ALL_PAST). */
  storeAll: boolean;
  /** Rows a local write changed that the document may not have yet, with what the write changed. */
  readonly send: Map<DocumentMap, Map<string, LocalChange>>;
  /** The account whose writes `send` holds (its id); null when not known. */
  person?: string | null;
}

export function emptyUnbridged(): Unbridged {
  return { store: new Map(), send: new Map(), storeAll: false, person: null };
}

export function isEmpty(marks: Unbridged): boolean {
  return marks.store.size === 0 && marks.send.size === 0 && !marks.storeAll;
}

/** What two local writes of one row did together, the later second. */
export function mergeChange(earlier: LocalChange | undefined, later: LocalChange): LocalChange {
  if (earlier === undefined || later === '-' || later === '+' || earlier === '-') return later;
  if (earlier === '+') return '+';
  return [...new Set([...earlier, ...later])];
}

/** Adds `from`'s rows to `into`. */
export function mergeUnbridged(into: Unbridged, from: Unbridged): void {
  into.storeAll ||= from.storeAll;
  for (const [map, ids] of from.store) {
    const set = into.store.get(map) ?? new Set<string>();
    for (const id of ids) set.add(id);
    into.store.set(map, set);
  }
  for (const [map, rows] of from.send) {
    const target = into.send.get(map) ?? new Map<string, LocalChange>();
    for (const [id, change] of rows) target.set(id, mergeChange(target.get(id), change));
    into.send.set(map, target);
  }
}

/** The key of a bridge's entry. */
export function unbridgedKey(projectId: string, instance: string): string {
  return `${PREFIX}${projectId}:${instance}`;
}

interface Stored {
  readonly v: number;
  readonly person?: string | null;
  readonly store: Record<string, string[]> | '*';
  readonly send: Record<string, Record<string, LocalChange>>;
}

/** Writes a bridge's entry (removed when nothing is on its way). A storage that refuses is no one's failure: the rows
 * then go across as they did before these marks, while the page stays. */
export function writeUnbridged(storage: UnwrittenStorage | null, key: string, marks: Unbridged): void {
  if (!storage) return;
  try {
    if (isEmpty(marks)) {
      storage.removeItem(key);
      return;
    }
    let count = 0;
    for (const ids of marks.store.values()) count += ids.size;
    const stored: Stored = {
      v: FORMAT,
      person: marks.person ?? null,
      store:
        marks.storeAll || count > STORE_ALL_PAST
          ? '*'
          : Object.fromEntries([...marks.store].map(([map, ids]) => [map, [...ids]])),
      send: Object.fromEntries([...marks.send].map(([map, rows]) => [map, Object.fromEntries(rows)])),
    };
    storage.setItem(key, JSON.stringify(stored));
  } catch {
    // Full or refused: see above.
  }
}

const MAPS = new Set<string>(DOCUMENT_MAPS);

function isChange(value: unknown): value is LocalChange {
  return value === '+' || value === '-' || (Array.isArray(value) && value.every((f) => typeof f === 'string'));
}

/** An entry as written by writeUnbridged; anything else (another format, edited by hand) is nothing. */
export function parseUnbridged(text: string | null): Unbridged {
  const marks = emptyUnbridged();
  if (text === null) return marks;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return marks;
  }
  if (typeof parsed !== 'object' || parsed === null || (parsed as { v?: unknown }).v !== FORMAT) return marks;
  const { store, send, person } = parsed as Partial<Stored>;
  marks.person = typeof person === 'string' ? person : null;
  if (store === '*') marks.storeAll = true;
  for (const [map, ids] of Object.entries(store === '*' ? {} : (store ?? {}))) {
    if (!MAPS.has(map) || !Array.isArray(ids)) continue;
    marks.store.set(map as DocumentMap, new Set(ids.filter((id): id is string => typeof id === 'string')));
  }
  for (const [map, rows] of Object.entries(send ?? {})) {
    if (!MAPS.has(map) || typeof rows !== 'object' || rows === null) continue;
    const changes = new Map<string, LocalChange>();
    for (const [id, change] of Object.entries(rows)) if (isChange(change)) changes.set(id, change);
    marks.send.set(map as DocumentMap, changes);
  }
  return marks;
}

/**
 * The entries other bridges left for a project, merged, with their keys (to remove once brought across). `keep`: an
 * entry's bridge that is still open (its key is left alone). `person`: the account signed in; another's entry holding
 * writes is left for it.
 */
export function leftUnbridged(
  storage: UnwrittenStorage | null,
  projectId: string,
  keep: (instance: string) => boolean,
  person: string,
): { readonly keys: readonly string[]; readonly marks: Unbridged } {
  const marks = emptyUnbridged();
  const keys: string[] = [];
  const prefix = `${PREFIX}${projectId}:`;
  for (const key of projectKeys(storage, projectId)) {
    if (keep(key.slice(prefix.length))) continue;
    const entry = parseUnbridged(readItem(storage, key));
    if (entry.send.size > 0 && entry.person !== person) continue;
    keys.push(key);
    mergeUnbridged(marks, entry);
  }
  return { keys, marks };
}

function readItem(storage: UnwrittenStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The keys of a project's entries. */
function projectKeys(storage: UnwrittenStorage | null, projectId: string): string[] {
  return keysStartingWith(storage, `${PREFIX}${projectId}:`);
}

/**
 * The projects where a page no longer open (its bridge's instance not in `open`) left `person`'s writes in the local
 * database and not in the document: the background sending opens them (routes/workspace/sharing/backgroundSend.ts),
 * and their bridge brings the writes across as it opens, as at the project's own opening.
 */
export function projectsWithLeftWrites(
  storage: UnwrittenStorage | null,
  open: ReadonlySet<string>,
  person: string,
): string[] {
  const projects = new Set<string>();
  for (const key of keysStartingWith(storage, PREFIX)) {
    const rest = key.slice(PREFIX.length);
    const cut = rest.lastIndexOf(':');
    if (cut <= 0 || open.has(rest.slice(cut + 1))) continue;
    const entry = parseUnbridged(readItem(storage, key));
    if (entry.person === person && [...entry.send.values()].some((rows) => rows.size > 0)) {
      projects.add(rest.slice(0, cut));
    }
  }
  return [...projects];
}

/** Removes entries brought across. */
export function dropUnbridged(storage: UnwrittenStorage | null, keys: readonly string[]): void {
  if (!storage) return;
  try {
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Refused: brought across again at the next opening, which changes nothing.
  }
}

/**
 * Removes every entry of a project: its kept document is forgotten (kept unshared under new ids, the team's version
 * opened afresh), and rows on their way to or from that document have nowhere to go; brought across to a new one,
 * a deletion would be sent where the rows were never deleted, and a row the new document lacks yet deleted here.
 */
export function forgetUnbridged(storage: UnwrittenStorage | null, projectId: string): void {
  dropUnbridged(storage, projectKeys(storage, projectId));
}

/** The name of the Web Lock a bridge holds while it is open, and the instance a held lock names. */
export function bridgeLockName(instance: string): string {
  return `${PREFIX}${instance}`;
}

/** The bridges open in this browser now (their locks held), when the browser can say; else none. */
export async function openBridges(): Promise<Set<string>> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return new Set();
  try {
    const { held = [] } = await locks.query();
    return new Set(held.flatMap(({ name }) => (name?.startsWith(PREFIX) ? [name.slice(PREFIX.length)] : [])));
  } catch {
    return new Set();
  }
}

/** Holds a bridge's lock until `release` is called (nothing when the browser has no Web Locks). */
export function holdBridgeLock(instance: string): () => void {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  try {
    void locks?.request(bridgeLockName(instance), () => held).catch(() => {});
  } catch {
    // No lock: another page may bring this bridge's rows across while it is open, which changes nothing.
  }
  return release;
}
