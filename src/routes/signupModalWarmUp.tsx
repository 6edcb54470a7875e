import { startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { SignupForm } from '../screens/Signup/SignupForm';
import { emptySignupForm } from '../state/signup';
import { paths } from '../config/routes';

const noop = () => {};

/** Unmounts the warm-up once it has been committed, when the browser is idle again. */
function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return null;
}

/**
 * Renders the sign-up form once, off the document, then throws it away: the first opening of the modal then runs
 * code that has already run (V8's inline caches, react-aria's and the recipes' first calls), instead of paying for it
 * between the press and the frame that shows the modal. The container is never attached: nothing is laid out,
 * painted, focused or exposed to assistive technology, and the form has no effect outside itself. Rendered in a
 * transition, so React splits the work into short tasks (no long task for TBT), and only once the page is idle.
 */
export function warmUpSignupForm(): void {
  if (typeof requestIdleCallback !== 'function' || typeof document === 'undefined') return;
  requestIdleCallback(() => {
    const root = createRoot(document.createElement('div'));
    const unmount = () => requestIdleCallback(() => root.unmount());
    startTransition(() => {
      root.render(
        <>
          <SignupForm values={{ ...emptySignupForm }} onChange={noop} onSubmit={noop} termsHref={paths.terms} />
          <Committed onCommitted={unmount} />
        </>,
      );
    });
  });
}
