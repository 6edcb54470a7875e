import { describe, expect, it, vi } from 'vitest';
import { UNSENT_STORAGE_KEY } from './unsentKey';
import { readMarks, setMark, subscribeMarks, type MarkStorage } from './unsentMarks';

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
});
