import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { AnimationPlayerProps } from './Player';
import type { AnimationSource } from './types';
import * as styles from './Animation.css';

export interface AnimationProps {
  /** One of ours, from `./generated` (each screen imports only the one it shows). */
  animation: AnimationSource;
  /** The box's height: `sm` beside a progress bar, `lg` in an empty state or a dialog. @default 'lg' */
  size?: 'sm' | 'lg';
  /** Repeats while shown. @default the animation's own: the « en cours » states loop, the others play once */
  loop?: boolean;
  className?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const hasMatchMedia = () => typeof window.matchMedia === 'function';

function subscribeMotion(onChange: () => void) {
  if (!hasMatchMedia()) return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Still under « réduire les animations », and under the story runner's data-motion="reduce" (.storybook/
 * test-runner.ts): an animation drawn by script would be a different picture from one run to the next.
 */
const isMotionReduced = () =>
  document.documentElement.dataset.motion === 'reduce' ||
  (hasMatchMedia() && window.matchMedia(REDUCED_MOTION).matches);

/** One animation's load and playback: `loading` until the player has drawn its first frame; `still` if it failed. */
interface Run {
  source: AnimationSource;
  phase: 'still' | 'loading' | 'playing' | 'ended';
  Player?: ComponentType<AnimationPlayerProps>;
  data?: object;
}

/**
 * One of our Lottie animations, decorative: hidden from assistive technologies, the text beside it says what
 * happens. The box has its size from the first paint (no layout shift) and shows the animation's still frame — SVG
 * markup that needs no player — until lottie-web and the JSON have arrived, in chunks of their own; under reduced
 * motion it stays on the still and loads nothing. Nothing waits for it: a failed load leaves the still.
 */
export function Animation({ animation, size = 'lg', loop = animation.loop, className }: AnimationProps) {
  const [width, height] = animation.units;
  const isStill = useSyncExternalStore(subscribeMotion, isMotionReduced, () => true);
  const [run, setRun] = useState<Run | null>(null);

  useEffect(() => {
    if (isStill) return undefined;
    let isCurrent = true;
    const settle = (next: Omit<Run, 'source'>) => isCurrent && setRun({ source: animation, ...next });
    Promise.all([import('./Player'), animation.load()]).then(
      ([module, json]) => settle({ phase: 'loading', Player: module.AnimationPlayer, data: json.default }),
      // Decorative: the still frame stays, and nothing else depends on the animation.
      () => settle({ phase: 'still' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [animation, isStill]);

  const current = !isStill && run?.source === animation ? run : null;
  const phase = current?.phase ?? (isStill ? 'still' : 'loading');
  const advance = (next: Run['phase']) => setRun((r) => (r && r.source === animation ? { ...r, phase: next } : r));
  const { Player, data } = current ?? {};
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.box[size]} ${className}` : styles.box[size]}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-animation={animation.name}
      data-state={phase}
    >
      {(phase === 'loading' || phase === 'still') && (
        <svg
          className={styles.layer}
          viewBox={`0 0 ${width} ${height}`}
          // Our own generated shapes (scripts/lottie/generate.ts), never user input.
          dangerouslySetInnerHTML={{ __html: animation.still }}
        />
      )}
      {Player && data && (
        <Player
          data={data}
          loop={loop}
          className={styles.layer}
          onReady={() => advance('playing')}
          onComplete={() => advance('ended')}
        />
      )}
    </span>
  );
}
