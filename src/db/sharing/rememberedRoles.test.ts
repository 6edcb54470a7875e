/** The role this browser last heard for a shared project, for the pages that read it without a session. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_STORAGE_KEY } from './remembered';
import { rememberRole, rememberedRole } from './rememberedRoles';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

const remember = (projects: { id: string; role: string }[]) =>
  storage.setItem(ME_STORAGE_KEY, JSON.stringify({ person: { id: 'camille', email: 'c@b.fr' }, projects }));

describe('rememberedRole', () => {
  it('is unknown when nobody is remembered', () => {
    expect(rememberedRole('p-1', 'camille')).toBeNull();
  });
  it('reads the role of the accounts’ list, and makes the person who shared it économiste otherwise', () => {
    remember([{ id: 'p-1', role: 'metreur' }]);
    expect(rememberedRole('p-1', 'dominique')).toBe('metreur');
    expect(rememberedRole('p-2', 'camille')).toBe('economiste');
    expect(rememberedRole('p-2', 'dominique')).toBeNull();
  });
  it('keeps a role a session was told, and the rest of what is remembered', () => {
    remember([
      { id: 'p-1', role: 'economiste' },
      { id: 'p-2', role: 'lecteur' },
    ]);
    rememberRole('p-1', 'lecteur');
    expect(rememberedRole('p-1', 'camille')).toBe('lecteur');
    expect(rememberedRole('p-2', 'camille')).toBe('lecteur');
    rememberRole('p-3', 'metreur');
    expect(rememberedRole('p-3', 'camille')).toBe('metreur');
    expect(JSON.parse(storage.getItem(ME_STORAGE_KEY) ?? '{}')).toMatchObject({ person: { email: 'c@b.fr' } });
  });
});
