import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { deferredSection } from './deferred';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function Steps() {
  return (
    <section id="steps">
      <p>Quatre étapes</p>
    </section>
  );
}

/** An IntersectionObserver that never reports: the section stays far from the screen. */
class FarAway {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

describe('deferredSection', () => {
  it('without prerendered markup, loads at once and renders the section', async () => {
    const load = vi.fn(() => Promise.resolve(Steps));
    const { Section } = deferredSection('steps', load);
    // Awaited act: React's retry after the suspended load runs inside it.
    await act(async () => {
      render(<Section />);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('Quatre étapes')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on the prerendered page, keeps the markup and loads nothing until a press, then hydrates it', async () => {
    vi.stubGlobal('IntersectionObserver', FarAway);
    // What the build-time render writes for <Suspense><Steps /></Suspense>: a completed boundary.
    const container = document.createElement('div');
    container.innerHTML = '<!--$--><section id="steps"><p>Quatre étapes</p></section><!--/$-->';
    document.body.append(container);
    const prerendered = container.querySelector('section');
    const load = vi.fn(() => Promise.resolve(Steps));
    const deferred = deferredSection('steps', load);
    const errors = vi.spyOn(console, 'error');

    await act(async () => {
      hydrateRoot(container, <deferred.Section />);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('section')).toBe(prerendered);
    expect(prerendered).not.toHaveAttribute('data-hydrated');

    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(prerendered).toHaveAttribute('data-hydrated'));
    // Hydrated in place: the same element, no mismatch reported.
    expect(container.querySelector('section')).toBe(prerendered);
    expect(errors).not.toHaveBeenCalled();
  });

  it('holds a press made on the prerendered section, loads it, and replays the press once it has hydrated', async () => {
    vi.stubGlobal('IntersectionObserver', FarAway);
    const pressed = vi.fn();
    function Step() {
      return (
        <section id="step">
          <button type="button" onClick={pressed}>
            Importer
          </button>
        </section>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = '<!--$--><section id="step"><button type="button">Importer</button></section><!--/$-->';
    document.body.append(container);
    const button = container.querySelector('button');
    const load = vi.fn(() => Promise.resolve(Step));
    const deferred = deferredSection('step', load);
    await act(async () => {
      hydrateRoot(container, <deferred.Section />);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).not.toHaveBeenCalled();

    // React would drop this click: the section has no code yet.
    await act(async () => {
      button?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(container.querySelector('section')).toHaveAttribute('data-hydrated');
    expect(container.querySelector('button')).toBe(button);
  });

  it('fetches the code when the landing asks (the page is idle) without hydrating; hydrates on a press, once', async () => {
    vi.stubGlobal('IntersectionObserver', FarAway);
    const container = document.createElement('div');
    container.innerHTML = '<!--$--><section id="steps"><p>Quatre étapes</p></section><!--/$-->';
    document.body.append(container);
    const load = vi.fn(() => Promise.resolve(Steps));
    const deferred = deferredSection('steps', load);
    await act(async () => {
      hydrateRoot(container, <deferred.Section />);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      deferred.prefetch();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('section')).not.toHaveAttribute('data-hydrated');
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await waitFor(() => expect(container.querySelector('section')).toHaveAttribute('data-hydrated'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when the page can render whole: at once when prerendered, once loaded otherwise', async () => {
    const section = document.createElement('section');
    section.id = 'steps';
    document.body.append(section);
    let resolveLoad: (component: typeof Steps) => void = () => {};
    const prerendered = deferredSection('steps', () => new Promise((resolve) => (resolveLoad = resolve)));
    await expect(prerendered.ready()).resolves.toBeUndefined();

    section.remove();
    const fresh = deferredSection('steps', () => new Promise((resolve) => (resolveLoad = resolve)));
    let isReady = false;
    void fresh.ready().then(() => (isReady = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isReady).toBe(false);
    resolveLoad(Steps);
    await waitFor(() => expect(isReady).toBe(true));
  });
});
