/**
 * Runs `callback` when the browser has nothing better to do (requestIdleCallback), at the latest after `timeout` ms;
 * where requestIdleCallback is missing (Safari), after `timeout` ms. Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, timeout);
  return () => window.clearTimeout(timer);
}
