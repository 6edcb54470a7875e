import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { scrollToHash, useRouteScroll, useScrolledPast } from './scroll';
import { queuedAnimationFrames } from '../../../tests/unit/animationFrames';
import { mockReducedMotion } from '../../../tests/unit/reducedMotion';

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  flushFrames();
}

const { flush: flushFrames } = queuedAnimationFrames();

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  setScrollY(0);
});

/** The router at `path`, with `Probe` (which mounts the hook under test) in it. */
const renderAt = (path: string, Probe: () => null) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );

/** A section on the page that a hash can name; its scrollIntoView is a spy. */
function addSection(id: string): HTMLElement {
  const section = document.createElement('section');
  section.id = id;
  section.scrollIntoView = vi.fn();
  document.body.append(section);
  return section;
}

describe('useScrolledPast', () => {
  it('is false at 19 px and 20 px, true at 21 px', () => {
    const { result } = renderHook(() => useScrolledPast(20));
    act(() => setScrollY(19));
    expect(result.current).toBe(false);
    act(() => setScrollY(20));
    expect(result.current).toBe(false);
    act(() => setScrollY(21));
    expect(result.current).toBe(true);
    act(() => setScrollY(0));
    expect(result.current).toBe(false);
  });
});

describe('useRouteScroll', () => {
  let go: (to: string) => void = () => undefined;
  function Probe() {
    useRouteScroll();
    const navigate = useNavigate();
    go = (to) => void navigate(to);
    return null;
  }

  it('scrolls smoothly to the top on each route change', () => {
    mockReducedMotion(false);
    renderAt('/about', Probe);
    vi.mocked(window.scrollTo).mockClear();
    act(() => go('/contact'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('scrolls instantly under reduced motion', () => {
    mockReducedMotion(true);
    renderAt('/', Probe);
    act(() => go('/terms'));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('scrolls to the section of a hash instead of the top', () => {
    mockReducedMotion(false);
    const section = addSection('features');
    renderAt('/#features', Probe);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    section.remove();
  });
});

describe('useRouteScroll on the page the browser loaded', () => {
  function Probe() {
    useRouteScroll();
    return null;
  }

  it('leaves the page where the browser put it: no scroll to the top', () => {
    mockReducedMotion(false);
    renderAt('/', Probe);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('follows an anchor the browser followed before the router listened (address bar has the hash)', () => {
    mockReducedMotion(false);
    const section = addSection('features');
    window.history.replaceState(null, '', '/#features');
    try {
      renderAt('/', Probe);
      expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(window.scrollTo).not.toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, '', '/');
      section.remove();
    }
  });
});

describe('scrollToHash', () => {
  it('gives up after the frame budget when the section never appears', () => {
    const raf = vi.mocked(window.requestAnimationFrame);
    raf.mockClear();
    scrollToHash('#absent', 'auto', 5);
    for (let i = 0; i < 10; i++) flushFrames();
    expect(raf).toHaveBeenCalledTimes(4);
  });
});
