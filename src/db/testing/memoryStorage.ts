import type { UnwrittenStorage } from '../workspace/unwrittenKeys';

/** localStorage as a map, for tests: what a page keeps as it is left, read by the next page. */
export function memoryStorage(): UnwrittenStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
