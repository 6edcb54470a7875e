import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { media } from '../../config/media';
import { Landing } from './Landing';
import { AFTER_LOAD_FALLBACK_MS } from './motion';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const posters = () =>
  screen
    .getAllByRole('figure')
    .flatMap((figure) => [...figure.querySelectorAll('video')].map((video) => video.getAttribute('poster')));

describe('Landing', () => {
  it('shows the hero poster at once and holds the feature posters back until the largest paint', async () => {
    vi.useFakeTimers();
    // jsdom has no largest-contentful-paint entries: the fallback delay after load stands in for the paint.
    vi.stubGlobal('PerformanceObserver', undefined);
    // Awaited: the two tabbed sections load on their own (deferred.tsx) and React retries them inside the act.
    await act(async () => {
      render(
        <MemoryRouter>
          <Landing registerHref="/register" onRequestAccess={() => {}} />
        </MemoryRouter>,
      );
      await vi.dynamicImportSettled();
    });
    expect(document.readyState).toBe('complete');
    expect(posters()).toEqual([media.demo.poster, null, null, null, null]);

    await act(async () => void vi.advanceTimersByTime(AFTER_LOAD_FALLBACK_MS - 1));
    expect(posters().filter(Boolean)).toHaveLength(1);
    // The delay, then one frame for the paint to reach the screen.
    await act(async () => void vi.advanceTimersByTime(1 + 20));
    expect(posters()).toEqual([
      media.demo.poster,
      media.features.import.poster,
      media.features.library.poster,
      media.features.counting.poster,
      media.features.compare.poster,
    ]);
  });

  it('asks for what a first interaction needs once the page is idle after its largest paint, not before', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const onIdle = vi.fn();
    await act(async () => {
      render(
        <MemoryRouter>
          <Landing registerHref="/register" onRequestAccess={() => {}} onIdle={onIdle} />
        </MemoryRouter>,
      );
      await vi.dynamicImportSettled();
    });
    await act(async () => void vi.advanceTimersByTime(AFTER_LOAD_FALLBACK_MS));
    expect(onIdle).not.toHaveBeenCalled();
    // The frame for the paint.
    await act(async () => void vi.advanceTimersByTime(20 + 1));
    expect(onIdle).not.toHaveBeenCalled();
    // Then an idle moment: a task later, as jsdom has no requestIdleCallback.
    await act(async () => void vi.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
