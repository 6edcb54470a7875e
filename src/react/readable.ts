/**
 * A promise that also carries its outcome the way React's `use()` reads it (`status`, `value`, `reason`): once it has
 * settled, `use()` returns its value in the same render instead of suspending for one more.
 */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks `promise` with its outcome when it settles; the promise itself resolves or rejects as before. */
export function readable<T>(promise: Promise<T>): Promise<T> {
  const tracked: Tracked<T> = promise;
  // This handler also counts as handling a rejection: whoever awaits or use()s the promise still sees it.
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (error: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = error;
    },
  );
  return tracked;
}
