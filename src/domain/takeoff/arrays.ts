/**
 * Indexing that the type checker cannot prove: with noUncheckedIndexedAccess every `a[i]` is `T | undefined`, even
 * inside `for (i < a.length)`. These helpers state the loop's guarantee once instead of a `!` at every access.
 */

/** The element at an index the caller's bounds already guarantee. */
export function at<T>(array: ArrayLike<T>, index: number): T {
  return array[index] as T;
}

/** The element after `index` in a closed ring: the last one's successor is the first. */
export function after<T>(ring: ArrayLike<T>, index: number): T {
  return ring[(index + 1) % ring.length] as T;
}

/** The last element of a non-empty array. */
export function last<T>(array: ArrayLike<T>): T {
  return array[array.length - 1] as T;
}
