import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Features } from './Features';
import { Hero } from './Hero';
import { FEATURE_STAGGER_MS, HERO_ZOOM_MAX, featureDelay, heroZoomScale } from './motion';
import { queuedAnimationFrames } from '../../../tests/unit/animationFrames';
import { mockReducedMotion, restoreMatchMedia } from '../../../tests/unit/reducedMotion';

const { frames, flush: flushFrames } = queuedAnimationFrames();

// A controllable IntersectionObserver: the test says when the observed element enters.
let observed: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
class FakeObserver {
  private readonly entry: { callback: IntersectionObserverCallback; target: Element | null };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, target: null };
    observed.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    observed = observed.filter((o) => o !== this.entry);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const report = (isIntersecting: boolean) =>
  act(() => {
    for (const o of observed)
      o.callback([{ isIntersecting, target: o.target } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
const enter = () => report(true);
const leave = () => report(false);

beforeEach(() => {
  observed = [];
  mockReducedMotion(false);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  restoreMatchMedia();
});

describe('hero zoom', () => {
  it('grows with scroll progress and is capped at 1.1', () => {
    expect(HERO_ZOOM_MAX).toBe(1.1);
    expect(heroZoomScale(-1)).toBe(1);
    expect(heroZoomScale(0)).toBe(1);
    expect(heroZoomScale(0.5)).toBeCloseTo(1.05, 10);
    expect(heroZoomScale(1)).toBe(1.1);
    expect(heroZoomScale(3)).toBe(1.1);
    expect(heroZoomScale(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it('applies the scale on scroll, one write per frame, never beyond 1.1', () => {
    const top = { value: 0 };
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ top: top.value, height: 800 }) as DOMRect,
    );
    render(<Hero registerHref="/register" canAutoPlay={false} />);
    const zoom = screen.getByTestId('hero-zoom');
    expect(zoom.style.transform).toBe('scale(1)');
    top.value = -200;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
    flushFrames();
    expect(zoom.style.transform).toBe('scale(1.05)');
    top.value = -5000;
    window.dispatchEvent(new Event('scroll'));
    flushFrames();
    expect(zoom.style.transform).toBe('scale(1.1)');
  });

  it('does not zoom under reduced motion', () => {
    mockReducedMotion(true);
    render(<Hero registerHref="/register" canAutoPlay={false} />);
    window.dispatchEvent(new Event('scroll'));
    flushFrames();
    expect(screen.getByTestId('hero-zoom').style.transform).toBe('');
  });
});

describe('feature cards stagger', () => {
  it('hides the cards once reported off screen, then reveals them 500 ms apart when they enter', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    expect(FEATURE_STAGGER_MS).toBe(500);
    expect([0, 1, 2, 3].map(featureDelay)).toEqual([0, 500, 1000, 1500]);
    render(<Features registerHref="/register" canAutoPlay={false} />);
    const grid = screen.getAllByRole('list')[0];
    const cards = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.closest('li') as HTMLElement);
    // First render as prerendered: shown, no delays.
    expect(grid).toHaveAttribute('data-reveal', 'static');
    expect(cards().map((c) => c.style.transitionDelay)).toEqual(['', '', '', '']);
    leave();
    expect(grid).toHaveAttribute('data-reveal', 'hidden');
    expect(cards().map((c) => c.style.transitionDelay)).toEqual(['0ms', '500ms', '1000ms', '1500ms']);
    enter();
    expect(grid).toHaveAttribute('data-reveal', 'shown');
  });

  it('leaves cards that are on screen from the start as painted', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Features registerHref="/register" canAutoPlay={false} />);
    enter();
    leave();
    expect(screen.getAllByRole('list')[0]).toHaveAttribute('data-reveal', 'static');
  });

  it('never hides the cards without IntersectionObserver', () => {
    render(<Features registerHref="/register" canAutoPlay={false} />);
    expect(screen.getAllByRole('list')[0]).toHaveAttribute('data-reveal', 'static');
    const card = screen.getAllByRole('heading', { level: 3 })[0]?.closest('li') as HTMLElement;
    expect(card.style.transitionDelay).toBe('');
  });

  it('does not animate under reduced motion', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    mockReducedMotion(true);
    render(<Features registerHref="/register" canAutoPlay={false} />);
    expect(screen.getAllByRole('list')[0]).toHaveAttribute('data-reveal', 'static');
    // The clips observe their own visibility; the grid is never observed.
    expect(observed.filter((o) => o.target?.tagName === 'UL')).toHaveLength(0);
  });
});
