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

/** The part of the Web Locks API used here. */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<unknown> | unknown,
  ): Promise<unknown>;
  query(): Promise<{ held?: readonly { name?: string }[] }>;
}

/** What a tab's presence reads of the page: its session storage and lock manager (either may be missing). */
export interface TabHost {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly locks: LockManagerLike | null;
  readonly newId?: () => string;
}

function pageHost(): TabHost {
  let storage: Storage | null = null;
  try {
    storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage disabled by the browser's settings: the tab keeps its id in memory only.
  }
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  const usable = locks && typeof locks.request === 'function' && typeof locks.query === 'function';
  return { storage, locks: usable ? locks : null };
}

/** A tab's presence: its id read from (or made into) the session storage, held as a lock, the open tabs listed. */
export function tabPresence({ storage, locks, newId = () => crypto.randomUUID() }: TabHost): TabPresence {
  const save = (value: string) => {
    try {
      storage?.setItem(STORAGE_KEY, value);
    } catch {
      // A full or disabled storage: the id lives in memory, and a reload starts a new history.
    }
  };
  let id = storage?.getItem(STORAGE_KEY) ?? '';
  if (!/^[0-9a-zA-Z-]{8,64}$/.test(id)) {
    id = newId();
    save(id);
  }
  const hold = (candidate: string) => {
    void locks
      ?.request(`${LOCK_PREFIX}${candidate}`, { ifAvailable: true }, (lock) => {
        if (lock === null) {
          // Another open tab holds this id: this one is its duplicate.
          id = newId();
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
  current ??= tabPresence(pageHost());
  return current;
}

/** A tab with a fixed origin (tests, and two "tabs" over one database in the same test). */
export function fixedTab(origin: string, open: () => ReadonlySet<string> | null = () => null): TabPresence {
  return { origin: () => origin, open: () => Promise.resolve(open()) };
}
