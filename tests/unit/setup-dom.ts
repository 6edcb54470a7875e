import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: on a 2-core machine shared with other work, a lazily imported module
// (the sign-up modal, a workspace screen) can take longer to load than that, and the test fails for no fault of the
// code. 10 s is a hang guard, not a speed budget; speed is measured by the benchmarks.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
