import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { CONSENT_STORAGE_KEY, createStoredConsent } from '../domain/consent';
import { ConsentHost } from './ConsentHost';
import { useOpenConsent } from './consentReopen';
import { Providers } from '../app/Providers';
import * as analytics from '../app/analytics';
import * as analyticsLoader from '../app/analyticsLoader';

// The banner is lazy in the host: load its module once up front so the first test does not wait on the transform.
beforeAll(async () => {
  await import('../patterns/ConsentBanner');
});

vi.mock('../app/analytics', () => ({ readAnalyticsId: vi.fn() }));
vi.mock('../app/analyticsLoader', () => ({
  loadAnalytics: vi.fn(),
  unloadAnalytics: vi.fn(() => false),
  reloadPage: vi.fn(),
}));

const mocked = { ...vi.mocked(analytics), ...vi.mocked(analyticsLoader) };
/** The loader is imported on demand: let that import settle before looking at what it was asked. */
const loaderSettled = () =>
  act(() => import('../app/analyticsLoader').then(() => new Promise((r) => setTimeout(r, 0))));
const BANNER = { name: 'Votre choix sur les cookies' };

function ManageCookies() {
  const open = useOpenConsent();
  return (
    <button type="button" onClick={open}>
      Gérer mes cookies
    </button>
  );
}

function renderHost() {
  return render(
    <MemoryRouter>
      <Providers store={createStore()}>
        <main id="main" tabIndex={-1}>
          <ManageCookies />
        </main>
        <ConsentHost />
      </Providers>
    </MemoryRouter>,
  );
}

const storedValue = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { value: string } | null;
const store = (value: 'granted' | 'denied', at = new Date()) =>
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createStoredConsent(value, at)));

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  mocked.readAnalyticsId.mockReturnValue('1234567');
  mocked.unloadAnalytics.mockReturnValue(false);
});

describe('ConsentHost without an analytics id', () => {
  it('shows no banner and never loads anything, even with a stored consent', () => {
    mocked.readAnalyticsId.mockReturnValue(undefined);
    store('granted');
    renderHost();
    expect(screen.queryByRole('region', BANNER)).toBeNull();
    expect(mocked.loadAnalytics).not.toHaveBeenCalled();
  });

  it('still opens on «\u00a0Gérer mes cookies\u00a0»', async () => {
    mocked.readAnalyticsId.mockReturnValue(undefined);
    renderHost();
    await userEvent.click(await screen.findByRole('button', { name: 'Gérer mes cookies' }));
    expect(await screen.findByRole('region', BANNER)).toBeInTheDocument();
  });
});

describe('ConsentHost with an analytics id', () => {
  it('asks first: banner shown first in the document, focus left alone, nothing loaded', async () => {
    renderHost();
    const banner = await screen.findByRole('region', BANNER);
    expect(document.body.firstElementChild?.contains(banner)).toBe(true);
    expect(banner).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
    expect(mocked.loadAnalytics).not.toHaveBeenCalled();
  });

  it('loads the vendor right after «\u00a0Tout accepter\u00a0» and remembers the choice', async () => {
    renderHost();
    await userEvent.click(await screen.findByRole('button', { name: 'Tout accepter' }));
    await loaderSettled();
    expect(mocked.loadAnalytics).toHaveBeenCalledExactlyOnceWith('1234567');
    expect(storedValue()?.value).toBe('granted');
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });

  it('loads nothing after «\u00a0Tout refuser\u00a0»', async () => {
    renderHost();
    await userEvent.click(await screen.findByRole('button', { name: 'Tout refuser' }));
    await loaderSettled();
    expect(mocked.loadAnalytics).not.toHaveBeenCalled();
    expect(mocked.unloadAnalytics).toHaveBeenCalledTimes(1);
    expect(storedValue()?.value).toBe('denied');
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });

  it('keeps the room the banner covers at the bottom of the window while it is shown (focus not obscured)', async () => {
    const inset = () => document.documentElement.style.getPropertyValue('--metr-inset-bottom');
    // jsdom lays nothing out: the banner measures what a phone would show.
    const measured = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ x: 0, y: 394, width: 375, height: 273 }));
    renderHost();
    await screen.findByRole('region', BANNER);
    expect(inset()).toBe('273px');
    await userEvent.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(inset()).toBe('');
    measured.mockRestore();
  });

  it('closing the banner is refusing', async () => {
    renderHost();
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer le bandeau et refuser les cookies' }));
    expect(mocked.loadAnalytics).not.toHaveBeenCalled();
    expect(storedValue()?.value).toBe('denied');
  });

  it('loads at startup when a valid consent is stored, without asking', async () => {
    store('granted');
    renderHost();
    await loaderSettled();
    expect(mocked.loadAnalytics).toHaveBeenCalledExactlyOnceWith('1234567');
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });

  it('does not load on a stored refusal, nor on an expired consent (asked again)', async () => {
    store('denied');
    const { unmount } = renderHost();
    expect(screen.queryByRole('region', BANNER)).toBeNull();
    unmount();
    store('granted', new Date(Date.now() - 14 * 31 * 24 * 3600 * 1000));
    renderHost();
    expect(await screen.findByRole('region', BANNER)).toBeInTheDocument();
    expect(mocked.loadAnalytics).not.toHaveBeenCalled();
  });

  it('a refusal after consent unloads the vendor and reloads the page to stop the recorder', async () => {
    store('granted');
    renderHost();
    mocked.unloadAnalytics.mockReturnValue(true);
    const manage = await screen.findByRole('button', { name: 'Gérer mes cookies' });
    await userEvent.click(manage);
    // Reopened on request: the focus moves into the banner.
    expect(await screen.findByRole('region', BANNER)).toHaveFocus();
    await userEvent.click(await screen.findByRole('button', { name: 'Tout refuser' }));
    await loaderSettled();
    expect(mocked.unloadAnalytics).toHaveBeenCalledTimes(1);
    expect(mocked.reloadPage).toHaveBeenCalledTimes(1);
    expect(storedValue()?.value).toBe('denied');
  });

  it('gives the focus back to «\u00a0Gérer mes cookies\u00a0» after an answer by keyboard', async () => {
    store('denied');
    renderHost();
    const manage = await screen.findByRole('button', { name: 'Gérer mes cookies' });
    manage.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('region', BANNER)).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(await screen.findByRole('button', { name: 'Tout accepter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await act(() => Promise.resolve());
    expect(manage).toHaveFocus();
    await loaderSettled();
    expect(mocked.loadAnalytics).toHaveBeenCalledTimes(1);
  });
});
