import { afterAll, vi } from 'vitest';

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
