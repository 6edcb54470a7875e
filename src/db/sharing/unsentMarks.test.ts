import { describe, expect, it, vi } from 'vitest';
import { UNSENT_STORAGE_KEY } from './unsentKey';
import { markOwner, otherOwner, readMarks, setMark, subscribeMarks, type MarkStorage } from './unsentMarks';

function memoryStorage(): MarkStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the marks of unsent work', () => {
  it('keeps one mark per project, replaces it, and removes the key when the last one is cleared', () => {
    const storage = memoryStorage();
    setMark('p-1', 'unsent', storage);
    setMark('p-2', 'unsent', storage);
    setMark('p-2', 'revoked', storage);
    expect(readMarks(storage)).toEqual({ 'p-1': 'unsent', 'p-2': 'revoked' });
    setMark('p-1', null, storage);
    setMark('p-2', null, storage);
    expect(readMarks(storage)).toEqual({});
    expect(storage.items.has(UNSENT_STORAGE_KEY)).toBe(false);
  });

  it('tells its listeners of a change only, and drops what it cannot read', () => {
    const storage = memoryStorage();
    const listener = vi.fn();
    const unsubscribe = subscribeMarks(listener);
    setMark('p-1', 'unsent', storage);
    setMark('p-1', 'unsent', storage);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    storage.setItem(UNSENT_STORAGE_KEY, JSON.stringify({ 'p-1': 'unsent', 'p-2': 'whatever', 'p-3': 3 }));
    expect(readMarks(storage)).toEqual({ 'p-1': 'unsent' });
    storage.setItem(UNSENT_STORAGE_KEY, '{not json');
    expect(readMarks(storage)).toEqual({});
  });

  it('reads nothing, and throws nothing, without a storage', () => {
    expect(readMarks(null)).toEqual({});
    expect(() => setMark('p-1', 'unsent', null)).not.toThrow();
  });

  it('keeps whose work a mark is through its changes, and tells another account’s from this one’s', () => {
    const storage = memoryStorage();
    const camille = { id: 'person-camille', name: 'Camille Martin' };
    setMark('p-1', 'unsent', storage, camille);
    // A refusal met later keeps the owner it does not name.
    setMark('p-1', 'revoked', storage);
    expect(readMarks(storage)).toEqual({ 'p-1': 'revoked' });
    expect(markOwner('p-1', storage)).toEqual(camille);
    expect(otherOwner('p-1', 'person-camille', storage)).toBeNull();
    expect(otherOwner('p-1', 'person-dominique', storage)).toEqual(camille);
    // A mark made before owners were kept is anyone's: no other account's.
    storage.setItem(
      UNSENT_STORAGE_KEY,
      JSON.stringify({ 'p-2': 'unsent', 'p-3': { kind: 'unsent', owner: { id: 3 } } }),
    );
    expect(readMarks(storage)).toEqual({ 'p-2': 'unsent' });
    expect(otherOwner('p-2', 'person-dominique', storage)).toBeNull();
    setMark('p-2', 'unsent', storage, camille);
    expect(otherOwner('p-2', 'person-dominique', storage)).toEqual(camille);
  });
});
