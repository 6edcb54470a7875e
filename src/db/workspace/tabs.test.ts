import { describe, expect, it } from 'vitest';
import { tabPresence, type LockManagerLike } from './tabs';

/** One browser's lock manager, shared by its tabs: a lock is held until its callback's promise settles. */
function lockManager() {
  const held = new Set<string>();
  const locks: LockManagerLike = {
    request: async (name, { ifAvailable }, callback) => {
      if (held.has(name) && ifAvailable) return callback(null);
      held.add(name);
      return callback({ name });
    },
    query: () => Promise.resolve({ held: [...held].map((name) => ({ name })) }),
  };
  return { locks, held };
}

/** A tab's session storage (a duplicated tab starts with a copy of it). */
function sessionStore(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    copy: () => sessionStore(Object.fromEntries(map)),
  };
}

const ids = (...list: string[]) => {
  let i = 0;
  return () => list[i++] ?? `extra-${i}`;
};

describe('tabPresence', () => {
  it('keeps its id across a reload (the session storage), so the tab’s history survives it', () => {
    const storage = sessionStore();
    const first = tabPresence({ storage, locks: null, newId: ids('tab-one-id') });
    expect(first.origin()).toBe('tab-one-id');
    const reloaded = tabPresence({ storage, locks: null, newId: ids('other-id-x') });
    expect(reloaded.origin()).toBe('tab-one-id');
  });

  it('lists the open tabs from the locks they hold, itself included', async () => {
    const { locks } = lockManager();
    const a = tabPresence({ storage: sessionStore(), locks, newId: ids('tab-a-id') });
    const b = tabPresence({ storage: sessionStore(), locks, newId: ids('tab-b-id') });
    await Promise.resolve();
    expect(await a.open()).toEqual(new Set(['tab-a-id', 'tab-b-id']));
    expect(await b.open()).toEqual(new Set(['tab-a-id', 'tab-b-id']));
  });

  it('a duplicated tab (a copy of the session storage) finds its id held and takes a new one', async () => {
    const { locks } = lockManager();
    const storage = sessionStore();
    const original = tabPresence({ storage, locks, newId: ids('original-id') });
    const copy = storage.copy();
    const duplicate = tabPresence({ storage: copy, locks, newId: ids('duplicate-id') });
    await Promise.resolve();
    await Promise.resolve();
    expect(original.origin()).toBe('original-id');
    expect(duplicate.origin()).toBe('duplicate-id');
    expect(copy.getItem('metr.tab')).toBe('duplicate-id');
    expect(await original.open()).toEqual(new Set(['original-id', 'duplicate-id']));
  });

  it('cannot say which tabs are open without a lock manager', async () => {
    expect(await tabPresence({ storage: null, locks: null, newId: ids('alone-id') }).open()).toBeNull();
  });
});
