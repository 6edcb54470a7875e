/**
 * This tab among the app's tabs: every journal entry names the tab that made it (its origin), so that each tab undoes
 * its own steps only (domain/takeoff/journal.ts, isOwnStep).
 *
 * The origin is a random id kept in sessionStorage: a reload keeps it, so the tab's undo history survives a reload as
 * it did before tabs were told apart; a new tab gets a new one. The tab holds a Web Lock named after it for as long
 * as it lives, and asks the lock manager which tabs are open (`navigator.locks.query`): the browser releases a closed
 * or crashed tab's lock itself, so no tab has to say goodbye. A duplicated tab starts with a copy of the
 * sessionStorage, hence the same id: its lock is then already held, and the copy takes a new id.
 *
 * A UUID, no personal data.
 */

/** What the journal needs to know about the tabs. */
export interface TabPresence {
  /** This tab's origin. */
  readonly origin: () => string;
  /** The origins of the tabs open now (this one included); null when the browser cannot say. */
  readonly open: () => Promise<ReadonlySet<string> | null>;
}

const STORAGE_KEY = 'metr.tab';
const LOCK_PREFIX = 'metr-tab:';

interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<unknown> | unknown,
  ): Promise<unknown>;
  query(): Promise<{ held?: readonly { name?: string }[] }>;
}

function lockManager(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === 'function' && typeof locks.query === 'function' ? locks : null;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage disabled by the browser's settings: the tab keeps its id in memory only.
    return null;
  }
}

function newOrigin(): string {
  return crypto.randomUUID();
}

function save(id: string): void {
  try {
    storage()?.setItem(STORAGE_KEY, id);
  } catch {
    // A full or disabled storage: the id lives in memory, and a reload starts a new history.
  }
}

/** The presence of the page this code runs in: one per page, made on first use. */
function browserPresence(): TabPresence {
  let id = storage()?.getItem(STORAGE_KEY) ?? '';
  if (!/^[0-9a-f-]{36}$/.test(id)) {
    id = newOrigin();
    save(id);
  }
  const locks = lockManager();
  const hold = (candidate: string) => {
    void locks
      ?.request(`${LOCK_PREFIX}${candidate}`, { ifAvailable: true }, (lock) => {
        if (lock === null) {
          // Another open tab holds this id: this one is its duplicate.
          id = newOrigin();
          save(id);
          hold(id);
          return undefined;
        }
        // Held until the tab goes.
        return new Promise<never>(() => {});
      })
      .catch(() => {});
  };
  hold(id);
  return {
    origin: () => id,
    open: async () => {
      if (!locks) return null;
      try {
        const { held = [] } = await locks.query();
        const open = new Set<string>([id]);
        for (const lock of held) {
          if (lock.name?.startsWith(LOCK_PREFIX)) open.add(lock.name.slice(LOCK_PREFIX.length));
        }
        return open;
      } catch {
        return null;
      }
    },
  };
}

let current: TabPresence | null = null;

/** This page's tab (its id read or made, its lock requested, on first use). */
export function currentTab(): TabPresence {
  current ??= browserPresence();
  return current;
}

/** A tab with a fixed origin (tests, and two "tabs" over one database in the same test). */
export function fixedTab(origin: string, open: () => ReadonlySet<string> | null = () => null): TabPresence {
  return { origin: () => origin, open: () => Promise.resolve(open()) };
}
