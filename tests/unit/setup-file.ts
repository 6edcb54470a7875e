import { afterAll, vi } from 'vitest';

/**
 * dexie-export-import's UMD build (src/db/backup.ts loads it for version 2 backups) reads the browser global `self` as
 * it loads. Node caches a module whose loading failed: once one file of a worker had loaded it without `self`, every
 * later file of that worker got the same ReferenceError. Node's `self` is its global object, as a worker's is; jsdom
 * has its own.
 */
(globalThis as { self?: unknown }).self ??= globalThis;

/**
 * Test files share their worker's module registry and globals (vitest.config.ts: `isolate: false`). After each file,
 * what Vitest can undo is undone, whatever the file forgot: fake clocks, spies, stubbed globals and environment
 * variables. Within a file, tests keep their own hooks.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
