import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { AnimationPlayerProps } from './Player';
import type { AnimationDrawing, AnimationName, AnimationSource } from './types';

// The player module (lottie-react and lottie-web) is replaced: the tests see whether, when and with what it is
// loaded. `imported` counts the module's evaluations, i.e. the dynamic import actually happening.
const player = vi.hoisted(() => ({ imported: 0, props: [] as AnimationPlayerProps[] }));
vi.mock('./Player', () => {
  player.imported += 1;
  return {
    AnimationPlayer: (props: AnimationPlayerProps) => {
      player.props.push(props);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- ready once, as lottie-web says it once per load
      useEffect(() => props.onReady(), []);
      return <span data-testid="player" data-loop={props.loop} />;
    },
  };
});

// The drawings' chunk is replaced by one drawing the tests set; `imported` counts its loads.
const drawings = vi.hoisted(() => ({ imported: 0, drawing: null as unknown as AnimationDrawing }));
vi.mock('./generated/drawings', async () => {
  drawings.imported += 1;
  const body = await import('./AnimationBody');
  return { render: body.renderAnimationBody, drawings: new Proxy({}, { get: () => drawings.drawing }) };
});

const DATA = { v: '5.7.4', layers: [] };
const animation: AnimationSource = { name: 'probe' as AnimationName, units: [120, 80] };
function setDrawing(overrides: Partial<AnimationDrawing> = {}) {
  drawings.drawing = {
    loop: false,
    still: '<rect x="1" y="1" width="10" height="10" class="metr-anim-fill-paper"/>',
    load: vi.fn(() => Promise.resolve({ default: DATA })),
    ...overrides,
  };
  return drawings.drawing;
}

/** The component afresh (its module keeps the drawings once loaded, for the page's life). */
async function fresh() {
  vi.resetModules();
  return import('./Animation');
}

let reduce = false;
const motionListeners = new Set<() => void>();
function setReducedMotion(value: boolean) {
  reduce = value;
  act(() => motionListeners.forEach((listener) => listener()));
}

const box = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-animation]');
/** Lets the dynamic import and the JSON's promise settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  reduce = false;
  setDrawing();
  player.props = [];
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: (_: string, listener: () => void) => motionListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => motionListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  // @ts-expect-error -- jsdom has no matchMedia; deleting the stand-in puts it back as it was
  delete window.matchMedia;
  motionListeners.clear();
  delete document.documentElement.dataset.motion;
});

describe('Animation', () => {
  it('has its final size before anything has loaded, and nothing in it yet', async () => {
    const { Animation } = await fresh();
    const { container } = render(<Animation animation={animation} size="sm" />);
    const element = box(container);
    expect(element).toHaveAttribute('data-state', 'loading');
    expect(element?.style.aspectRatio).toBe('1.5 / 1');
    expect(element?.childElementCount).toBe(0);
    await settle();
  });

  it('holds its still frame at the first render once preloaded (as in the stories)', async () => {
    document.documentElement.dataset.motion = 'reduce';
    const { Animation, preloadAnimations } = await fresh();
    const importedBefore = drawings.imported;
    await preloadAnimations();
    const { container } = render(<Animation animation={animation} />);
    expect(box(container)).toHaveAttribute('data-state', 'still');
    expect(box(container)?.querySelector('svg rect.metr-anim-fill-paper')).not.toBeNull();
    await settle();
    expect(drawings.imported).toBe(importedBefore + 1);
    expect(drawings.drawing.load).not.toHaveBeenCalled();
  });

  it('under reduced motion shows the still frame and loads neither the player nor the JSON', async () => {
    reduce = true;
    const { Animation } = await fresh();
    const importedBefore = player.imported;
    const { container } = render(<Animation animation={animation} />);
    await settle();
    const element = box(container);
    expect(element).toHaveAttribute('data-state', 'still');
    expect(element).toHaveAttribute('aria-hidden', 'true');
    expect(element?.style.aspectRatio).toBe('1.5 / 1');
    expect(element?.querySelector('svg')).toHaveAttribute('viewBox', '0 0 120 80');
    expect(element?.querySelector('svg rect.metr-anim-fill-paper')).not.toBeNull();
    expect(drawings.drawing.load).not.toHaveBeenCalled();
    expect(player.imported).toBe(importedBefore);
    expect(screen.queryByTestId('player')).toBeNull();
  });

  it('stays still under the story runner’s data-motion="reduce", whatever the system says', async () => {
    document.documentElement.dataset.motion = 'reduce';
    const { Animation } = await fresh();
    const { container } = render(<Animation animation={animation} />);
    await settle();
    expect(box(container)).toHaveAttribute('data-state', 'still');
    expect(drawings.drawing.load).not.toHaveBeenCalled();
  });

  it('otherwise shows the still while the player and the JSON load, then plays once and says when it ends', async () => {
    // The JSON held back, to see the still in the meantime.
    let release = () => {};
    const drawing = setDrawing({
      load: vi.fn(() => new Promise<{ default: object }>((resolve) => (release = () => resolve({ default: DATA })))),
    });
    const { Animation } = await fresh();
    const { container } = render(<Animation animation={animation} />);
    await settle();
    expect(box(container)).toHaveAttribute('data-state', 'loading');
    expect(box(container)?.querySelector('svg')).not.toBeNull();
    expect(screen.queryByTestId('player')).toBeNull();
    release();
    await settle();
    expect(drawing.load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('player')).toHaveAttribute('data-loop', 'false');
    expect(player.props.at(-1)?.data).toBe(DATA);
    // Ready: the player's drawing replaces the still.
    await waitFor(() => expect(box(container)).toHaveAttribute('data-state', 'playing'));
    expect(box(container)?.querySelector('svg')).toBeNull();
    act(() => player.props.at(-1)?.onComplete());
    expect(box(container)).toHaveAttribute('data-state', 'ended');
  });

  it('loops when the animation does, or when asked to', async () => {
    setDrawing({ loop: true });
    const { Animation } = await fresh();
    const { unmount } = render(<Animation animation={animation} size="sm" />);
    await settle();
    expect(screen.getByTestId('player')).toHaveAttribute('data-loop', 'true');
    unmount();
    render(<Animation animation={animation} loop={false} />);
    await settle();
    expect(screen.getByTestId('player')).toHaveAttribute('data-loop', 'false');
  });

  it('goes back to the still when reduced motion is turned on while it plays', async () => {
    setDrawing({ loop: true });
    const { Animation } = await fresh();
    const { container } = render(<Animation animation={animation} />);
    await settle();
    await waitFor(() => expect(box(container)).toHaveAttribute('data-state', 'playing'));
    setReducedMotion(true);
    expect(box(container)).toHaveAttribute('data-state', 'still');
    expect(screen.queryByTestId('player')).toBeNull();
    expect(box(container)?.querySelector('svg')).not.toBeNull();
  });

  it('keeps the still when the JSON cannot be loaded', async () => {
    setDrawing({ load: vi.fn(() => Promise.reject(new Error('offline'))) });
    const { Animation } = await fresh();
    const { container } = render(<Animation animation={animation} />);
    await settle();
    await settle();
    expect(box(container)).toHaveAttribute('data-state', 'still');
    expect(box(container)?.querySelector('svg')).not.toBeNull();
    expect(screen.queryByTestId('player')).toBeNull();
  });

  it('leaves its empty box when the drawings’ chunk cannot be fetched, and the next mount asks again', async () => {
    // The chunk cannot be fetched (the connection dropped): the dynamic import rejects, as a browser's does.
    let attempts = 0;
    vi.doMock('./generated/drawings', () => {
      attempts += 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { Animation } = await fresh();
    const first = render(<Animation animation={animation} />);
    await settle();
    await settle();
    // Decorative: the box keeps its size and stays empty, nothing is thrown to the page.
    expect(attempts).toBe(1);
    expect(box(first.container)).toHaveAttribute('data-state', 'loading');
    expect(box(first.container)?.childElementCount).toBe(0);
    first.unmount();
    // The connection is back: the next mount loads it.
    vi.doMock('./generated/drawings', async () => {
      drawings.imported += 1;
      const body = await import('./AnimationBody');
      return { render: body.renderAnimationBody, drawings: new Proxy({}, { get: () => drawings.drawing }) };
    });
    const before = drawings.imported;
    const second = render(<Animation animation={animation} />);
    await waitFor(() => expect(box(second.container)?.dataset.state).toMatch(/^(still|playing)$/));
    expect(drawings.imported).toBe(before + 1);
  });
});
