import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { AnimationPlayer } from './Player';

// lottie-react's hook, replaced: what the player asks of it (options, play and pause) is what is checked.
const lottie = vi.hoisted(() => ({
  options: [] as { loop?: boolean | number; autoplay?: boolean; renderer?: string }[],
  play: vi.fn(),
  pause: vi.fn(),
  setDisplayRef: vi.fn(),
}));
vi.mock('lottie-react', () => ({
  useLottieLight: (options: (typeof lottie.options)[number]) => {
    lottie.options.push(options);
    return { animationItem: {}, play: lottie.play, pause: lottie.pause, setDisplayRef: lottie.setDisplayRef };
  },
}));

let intersect: ((isIntersecting: boolean) => void) | undefined;
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    intersect = (isIntersecting) =>
      act(() =>
        this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      );
  }
  disconnect() {
    intersect = undefined;
  }
}

const DATA = { v: '5.7.4', layers: [] };
const props = { data: DATA, className: 'box', onReady: () => {}, onComplete: () => {} };

beforeEach(() => {
  lottie.options = [];
  lottie.play.mockClear();
  lottie.pause.mockClear();
  lottie.setDisplayRef.mockClear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  intersect = undefined;
});

describe('AnimationPlayer', () => {
  it('plays the document at once with the light build, into its own element', () => {
    const { container } = render(<AnimationPlayer {...props} loop={false} />);
    expect(lottie.options.at(-1)).toMatchObject({ src: DATA, loop: false, autoplay: true });
    expect(lottie.setDisplayRef).toHaveBeenCalledWith(container.querySelector('span.box'));
  });

  it('pauses a loop off screen and plays it again on screen', () => {
    const { container } = render(<AnimationPlayer {...props} loop />);
    intersect?.(false);
    expect(lottie.pause).toHaveBeenCalledTimes(1);
    expect(container.querySelector('span')).toHaveAttribute('data-paused', 'true');
    intersect?.(true);
    expect(lottie.play).toHaveBeenCalled();
    expect(container.querySelector('span')).not.toHaveAttribute('data-paused');
  });

  it('leaves an animation that plays once alone: it ends on its last frame, on screen or not', () => {
    render(<AnimationPlayer {...props} loop={false} />);
    expect(intersect).toBeUndefined();
    expect(lottie.play).not.toHaveBeenCalled();
    expect(lottie.pause).not.toHaveBeenCalled();
  });
});
