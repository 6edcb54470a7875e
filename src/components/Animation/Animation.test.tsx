import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { AnimationPlayerProps } from './Player';
import type { AnimationSource } from './types';
import { Animation } from './Animation';

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

const DATA = { v: '5.7.4', layers: [] };
const source = (overrides: Partial<AnimationSource> = {}): AnimationSource => ({
  name: 'probe',
  units: [120, 80],
  loop: false,
  still: '<rect x="1" y="1" width="10" height="10" class="metr-anim-fill-paper"/>',
  load: vi.fn(() => Promise.resolve({ default: DATA })),
  ...overrides,
});

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
  it('under reduced motion shows the still frame and loads neither the player nor the JSON', async () => {
    reduce = true;
    const animation = source();
    const importedBefore = player.imported;
    const { container } = render(<Animation animation={animation} />);
    await settle();
    const element = box(container);
    expect(element).toHaveAttribute('data-state', 'still');
    expect(element).toHaveAttribute('aria-hidden', 'true');
    expect(element?.style.aspectRatio).toBe('120 / 80');
    expect(element?.querySelector('svg')).toHaveAttribute('viewBox', '0 0 120 80');
    expect(element?.querySelector('svg rect.metr-anim-fill-paper')).not.toBeNull();
    expect(animation.load).not.toHaveBeenCalled();
    expect(player.imported).toBe(importedBefore);
    expect(screen.queryByTestId('player')).toBeNull();
  });

  it('stays still under the story runner’s data-motion="reduce", whatever the system says', async () => {
    document.documentElement.dataset.motion = 'reduce';
    const animation = source();
    const { container } = render(<Animation animation={animation} />);
    await settle();
    expect(box(container)).toHaveAttribute('data-state', 'still');
    expect(animation.load).not.toHaveBeenCalled();
  });

  it('otherwise shows the still while the player and the JSON load, then plays once and says when it ends', async () => {
    const animation = source();
    const { container } = render(<Animation animation={animation} />);
    expect(box(container)).toHaveAttribute('data-state', 'loading');
    expect(box(container)?.querySelector('svg')).not.toBeNull();
    await settle();
    expect(player.imported).toBeGreaterThan(0);
    expect(animation.load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('player')).toHaveAttribute('data-loop', 'false');
    expect(player.props.at(-1)?.data).toBe(DATA);
    // Ready: the player's drawing replaces the still.
    await waitFor(() => expect(box(container)).toHaveAttribute('data-state', 'playing'));
    expect(box(container)?.querySelector('svg')).toBeNull();
    act(() => player.props.at(-1)?.onComplete());
    expect(box(container)).toHaveAttribute('data-state', 'ended');
  });

  it('loops when the animation does, or when asked to', async () => {
    const { unmount } = render(<Animation animation={source({ loop: true })} size="sm" />);
    await settle();
    expect(screen.getByTestId('player')).toHaveAttribute('data-loop', 'true');
    unmount();
    render(<Animation animation={source({ loop: true })} loop={false} />);
    await settle();
    expect(screen.getByTestId('player')).toHaveAttribute('data-loop', 'false');
  });

  it('goes back to the still when reduced motion is turned on while it plays', async () => {
    const { container } = render(<Animation animation={source({ loop: true })} />);
    await settle();
    await waitFor(() => expect(box(container)).toHaveAttribute('data-state', 'playing'));
    setReducedMotion(true);
    expect(box(container)).toHaveAttribute('data-state', 'still');
    expect(screen.queryByTestId('player')).toBeNull();
    expect(box(container)?.querySelector('svg')).not.toBeNull();
  });

  it('keeps the still when the JSON cannot be loaded', async () => {
    const animation = source({ load: vi.fn(() => Promise.reject(new Error('offline'))) });
    const { container } = render(<Animation animation={animation} />);
    expect(box(container)).toHaveAttribute('data-state', 'loading');
    await settle();
    expect(box(container)).toHaveAttribute('data-state', 'still');
    expect(box(container)?.querySelector('svg')).not.toBeNull();
    expect(screen.queryByTestId('player')).toBeNull();
  });
});
