import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense, use } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Link } from '../components/Link';
import { useRouteScroll } from '../routes/hooks/scroll';
import { Providers } from './Providers';

/** A part of the page that cannot render the new location yet (a section whose code is still loading). */
const never = new Promise<never>(() => undefined);
function StillLoading() {
  const { hash } = useLocation();
  if (hash === '#features') use(never);
  return null;
}

function Page() {
  useRouteScroll();
  return (
    <>
      <Link href="#features">Fonctionnalités</Link>
      <Suspense fallback={null}>
        <StillLoading />
      </Suspense>
    </>
  );
}

describe('Providers: a link to a fragment of the page', () => {
  afterEach(() => {
    document.getElementById('features')?.remove();
    vi.restoreAllMocks();
  });

  it('scrolls there at once, though the router’s transition waits for a part of the page', async () => {
    const section = document.createElement('section');
    section.id = 'features';
    section.scrollIntoView = vi.fn();
    document.body.append(section);
    render(
      <MemoryRouter initialEntries={['/']}>
        <Providers>
          <Page />
        </Providers>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Fonctionnalités' }));
    await act(async () => undefined);
    // Exactly once: the router's own scroll pass does not scroll a second time when (if) it catches up.
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
