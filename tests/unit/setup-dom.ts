import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterAll, afterEach } from 'vitest';
import { restoreMatchMedia } from './reducedMotion';

// findBy*/waitFor give up after 1 s by default: on a 2-core machine shared with other work, a lazily imported module
// (the sign-up modal, a workspace screen) can take longer to load than that, and the test fails for no fault of the
// code. 10 s is a hang guard, not a speed budget; speed is measured by the benchmarks.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});

/** The address jsdom started the worker at: each file starts there, as it did in a window of its own. */
const START = ((globalThis as { metrStartUrl?: string }).metrStartUrl ??= location.href);

/**
 * The files of a worker share one jsdom window (vitest.config.ts): after each file, the document and the window are
 * put back as a new window has them, so that no file sees what an earlier one left (seen: a file that emptied the body
 * took react-aria's live announcer with it, and the next file's announcements went to a detached node).
 */
afterAll(() => {
  destroyAnnouncer();
  (document.activeElement as HTMLElement | null)?.blur?.();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (location.href !== START) history.replaceState(null, '', START);
  restoreMatchMedia();
});
