import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Video } from './Video';

const sources = [
  { src: '/media/demo.webm', type: 'video/webm' },
  { src: '/media/demo.mp4', type: 'video/mp4' },
];

// jsdom has no media pipeline: play/pause are stubbed and drive `paused` and the play/pause events, as a browser does.
const pausedState = new WeakMap<HTMLMediaElement, boolean>();
let playImpl: (el: HTMLMediaElement) => Promise<void>;
const play = vi.fn(function (this: HTMLMediaElement) {
  return playImpl(this);
});
const pause = vi.fn(function (this: HTMLMediaElement) {
  if (pausedState.get(this) === false) {
    pausedState.set(this, true);
    this.dispatchEvent(new Event('pause'));
  }
});
const succeed = (el: HTMLMediaElement) => {
  if (pausedState.get(el) !== false) {
    pausedState.set(el, false);
    el.dispatchEvent(new Event('play'));
  }
  return Promise.resolve();
};

// A controllable matchMedia for prefers-reduced-motion.
let reducedMotion = false;
const mediaListeners = new Set<() => void>();
function setReducedMotion(value: boolean) {
  reducedMotion = value;
  act(() => mediaListeners.forEach((l) => l()));
}

// A controllable IntersectionObserver.
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

beforeEach(() => {
  playImpl = succeed;
  play.mockClear();
  pause.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return pausedState.get(this) ?? true;
  });
  reducedMotion = false;
  mediaListeners.clear();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && reducedMotion;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => mediaListeners.add(l),
      removeEventListener: (_: string, l: () => void) => mediaListeners.delete(l),
    })),
  );
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  intersect = undefined;
});

const renderVideo = (props: Partial<React.ComponentProps<typeof Video>> = {}) =>
  render(
    <Video
      sources={sources}
      label="Démonstration du métré sur plan"
      width={640}
      height={360}
      poster="/media/poster.jpg"
      {...props}
    />,
  );

describe('Video', () => {
  it('renders a muted, inline, sized video with its sources, named by its figure', () => {
    const { container } = renderVideo({ preload: 'none', loop: false });
    expect(screen.getByRole('figure', { name: 'Démonstration du métré sur plan' })).toBeInTheDocument();
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('width', '640');
    expect(video).toHaveAttribute('height', '360');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/poster.jpg');
    expect(video?.loop).toBe(false);
    expect(video).not.toHaveAttribute('autoplay');
    const types = [...(video?.querySelectorAll('source') ?? [])].map((s) => s.getAttribute('type'));
    expect(types).toEqual(['video/webm', 'video/mp4']);
  });

  it('defaults to preload="metadata" and loop', () => {
    const { container } = renderVideo();
    expect(container.querySelector('video')).toHaveAttribute('preload', 'metadata');
    expect(container.querySelector('video')?.loop).toBe(true);
  });

  it('does not play by itself without autoPlay; the control plays then pauses, by keyboard', async () => {
    const user = userEvent.setup();
    renderVideo();
    expect(play).not.toHaveBeenCalled();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Lire la vidéo' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(play).toHaveBeenCalled();
    const pauseButton = screen.getByRole('button', { name: 'Mettre en pause la vidéo' });
    expect(pauseButton).toHaveFocus();
    await user.keyboard(' ');
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Lire la vidéo' })).toHaveFocus();
  });

  it('autoplays when asked and visible, pauses out of view and resumes in view', () => {
    renderVideo({ autoPlay: true });
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Mettre en pause la vidéo' })).toBeInTheDocument();
    intersect?.(false);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Lire la vidéo' })).toBeInTheDocument();
    intersect?.(true);
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Mettre en pause la vidéo' })).toBeInTheDocument();
  });

  it('stays paused after the user paused it, even when scrolled back into view', async () => {
    renderVideo({ autoPlay: true });
    await userEvent.click(screen.getByRole('button', { name: 'Mettre en pause la vidéo' }));
    expect(pause).toHaveBeenCalledTimes(1);
    intersect?.(false);
    intersect?.(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Lire la vidéo' })).toBeInTheDocument();
  });

  it('does not autoplay under prefers-reduced-motion, and pauses when the setting turns on', async () => {
    reducedMotion = true;
    const { unmount } = renderVideo({ autoPlay: true });
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Lire la vidéo' })).toBeInTheDocument();
    unmount();

    reducedMotion = false;
    renderVideo({ autoPlay: true });
    expect(play).toHaveBeenCalledTimes(1);
    setReducedMotion(true);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Lire la vidéo' })).toBeInTheDocument();
  });

  it('still plays on request under reduced motion: the user’s choice wins', async () => {
    reducedMotion = true;
    renderVideo({ autoPlay: true });
    await userEvent.click(screen.getByRole('button', { name: 'Lire la vidéo' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Mettre en pause la vidéo' })).toBeInTheDocument();
  });

  it('catches a rejected play() (autoplay policy) and keeps the play control', async () => {
    playImpl = () => Promise.reject(new DOMException('Autoplay blocked', 'NotAllowedError'));
    renderVideo({ autoPlay: true });
    expect(play).toHaveBeenCalledTimes(1);
    // Let the rejection settle: an uncaught one would fail the run.
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Lire la vidéo' })).toBeInTheDocument();
  });

  it('counts as visible where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderVideo({ autoPlay: true });
    expect(play).toHaveBeenCalledTimes(1);
  });
});
