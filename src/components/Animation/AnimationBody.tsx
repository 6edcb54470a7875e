import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { AnimationPlayerProps } from './Player';
import type { AnimationDrawing, AnimationSource } from './types';
import { layer } from './AnimationBody.css';

export interface AnimationBodyProps {
  animation: AnimationSource;
  drawing: AnimationDrawing;
  /** The box's class, as Animation gives its empty box (this chunk does not load the box's styles again). */
  boxClassName: string;
  loop: boolean | undefined;
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
 * Still under « réduire les animations », under the story runner's data-motion="reduce" (.storybook/
 * test-runner.ts): an animation drawn by script would be a different picture from one run to the next; and where the
 * preference cannot be read (no matchMedia: jsdom, where lottie-web's module throws on load as it finds no canvas —
 * every browser Metr supports has it).
 */
const isMotionReduced = () =>
  document.documentElement.dataset.motion === 'reduce' || !hasMatchMedia() || window.matchMedia(REDUCED_MOTION).matches;

/** One animation's load and playback: `loading` until the player has drawn its first frame; `still` if it failed. */
interface Run {
  drawing: AnimationDrawing;
  phase: 'still' | 'loading' | 'playing' | 'ended';
  Player?: ComponentType<AnimationPlayerProps>;
  data?: object;
}

/**
 * The Animation component once its body and the animation's drawing have arrived (./Animation.tsx loads them): the
 * still frame — SVG markup that needs no player — at once, then lottie-web and the JSON, in chunks of their own,
 * which replace it once the player has drawn; under reduced motion it stays on the still and loads nothing more.
 * Nothing waits for it: a failed load leaves the still.
 */
function AnimationBody({ animation, drawing, boxClassName, loop = drawing.loop }: AnimationBodyProps) {
  const [width, height] = animation.units;
  const isStill = useSyncExternalStore(subscribeMotion, isMotionReduced, () => true);
  const [run, setRun] = useState<Run | null>(null);

  useEffect(() => {
    if (isStill) return undefined;
    let isCurrent = true;
    const settle = (next: Omit<Run, 'drawing'>) => isCurrent && setRun({ drawing, ...next });
    Promise.all([import('./Player'), drawing.load()]).then(
      ([module, json]) => settle({ phase: 'loading', Player: module.AnimationPlayer, data: json.default }),
      // Decorative: the still frame stays, and nothing else depends on the animation.
      () => settle({ phase: 'still' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [drawing, isStill]);

  const current = !isStill && run?.drawing === drawing ? run : null;
  const phase = current?.phase ?? (isStill ? 'still' : 'loading');
  const advance = (next: Run['phase']) => setRun((r) => (r && r.drawing === drawing ? { ...r, phase: next } : r));
  const { Player, data } = current ?? {};
  return (
    <span
      aria-hidden="true"
      className={boxClassName}
      style={{ aspectRatio: width / height }}
      data-animation={animation.name}
      data-state={phase}
    >
      {(phase === 'loading' || phase === 'still') && (
        <svg
          className={layer}
          viewBox={`0 0 ${width} ${height}`}
          // Our own generated shapes (scripts/lottie/generate.ts), never user input.
          dangerouslySetInnerHTML={{ __html: drawing.still }}
        />
      )}
      {Player && data && (
        <Player
          data={data}
          loop={loop}
          className={layer}
          onReady={() => advance('playing')}
          onComplete={() => advance('ended')}
        />
      )}
    </span>
  );
}

/**
 * A function rather than the component itself, so that Animation renders it without holding a component in its
 * state; each animation's drawing module re-exports it (one dynamic import per animation).
 */
export function renderAnimationBody(props: AnimationBodyProps) {
  return <AnimationBody {...props} />;
}
