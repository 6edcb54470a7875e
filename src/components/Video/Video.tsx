import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { shellComponentsFr } from '../../i18n/components-shell.fr';
import { buttonRecipe } from '../Button';
import { Icon } from '../Icon';
import { control, figure, video as videoStyle } from './Video.css';

export interface VideoSource {
  src: string;
  /** MIME type, e.g. 'video/webm' or 'video/mp4'; the browser takes the first it can play. */
  type: string;
}

export interface VideoProps {
  /** In order of preference: webm first, mp4 as the fallback. */
  sources: VideoSource[];
  /** The accessible name of the video (what it shows), given to the figure. */
  label: string;
  /** Intrinsic width in pixels: with `height`, reserves the box before loading (no layout shift). */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  poster?: string;
  /** Starts by itself when visible, unless the user asked for reduced motion. @default false */
  autoPlay?: boolean;
  /** @default true */
  loop?: boolean;
  /** @default 'metadata' */
  preload?: 'none' | 'metadata';
  className?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getReducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/** Follows the OS setting live: turning it on mid-play pauses an autoplaying video. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, getReducedMotion, () => false);
}

/** Whether the element is on screen; without IntersectionObserver (old browsers, jsdom) it counts as visible. */
function useIsInView(ref: RefObject<HTMLElement | null>): boolean {
  const [isInView, setIsInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setIsInView(entry.isIntersecting);
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isInView;
}

/** 'auto' until the user presses the control; their choice then wins over autoplay in both directions. */
type Intent = 'auto' | 'playing' | 'paused';

/**
 * A short, muted, looping video with a visible pause control (WCAG 2.2.2). It only autoplays when asked to, when
 * the user has not asked for reduced motion, and while on screen.
 */
export function Video({
  sources,
  label,
  width,
  height,
  poster,
  autoPlay = false,
  loop = true,
  preload = 'metadata',
  className,
}: VideoProps) {
  const figureRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [intent, setIntent] = useState<Intent>('auto');
  const [isPlaying, setIsPlaying] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const isInView = useIsInView(figureRef);

  const play = useCallback(() => {
    const element = videoRef.current;
    if (!element) return;
    // Autoplay policies (or a source that fails) reject the promise; the control simply stays on "play".
    element.play()?.catch(() => setIsPlaying(false));
  }, []);

  const shouldPlay = intent === 'playing' || (intent === 'auto' && autoPlay && !prefersReducedMotion);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    // play() sets `paused` to false at once, so a press that already started the video is not played twice.
    if (shouldPlay && isInView) {
      if (element.paused) play();
    } else if (!element.paused) element.pause();
  }, [shouldPlay, isInView, play]);

  const toggle = () => {
    const element = videoRef.current;
    if (!element) return;
    if (element.paused) {
      setIntent('playing');
      play();
    } else {
      setIntent('paused');
      element.pause();
    }
  };

  return (
    <figure ref={figureRef} aria-label={label} className={[figure, className].filter(Boolean).join(' ')}>
      {/* Muted and without speech, so no captions track is needed (RGAA 4.1 applies to speech and sound). */}
      <video
        ref={videoRef}
        className={videoStyle}
        width={width}
        height={height}
        poster={poster}
        preload={preload}
        loop={loop}
        muted
        playsInline
        onPlay={() => setIsPlaying(true)}
        onPause={() => setIsPlaying(false)}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <AriaButton
        className={[buttonRecipe({ variant: 'secondary', size: 'md', iconOnly: true }), control].join(' ')}
        aria-label={isPlaying ? shellComponentsFr.video.pause : shellComponentsFr.video.play}
        onPress={toggle}
      >
        <Icon name={isPlaying ? 'pause' : 'play'} />
      </AriaButton>
    </figure>
  );
}
