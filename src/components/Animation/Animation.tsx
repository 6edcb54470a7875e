import { useEffect, useState } from 'react';
import type * as DrawingsModule from './generated/drawings';
import type { AnimationSource } from './types';
import { box } from './Animation.css';

export interface AnimationProps {
  /** One of ours, from `./generated` (each screen imports only the one it shows). */
  animation: AnimationSource;
  /** The box's height: `sm` beside a progress bar, `lg` in an empty state or a dialog. @default 'lg' */
  size?: 'sm' | 'lg';
  /** Repeats while shown. @default the animation's own: the « en cours » states loop, the others play once */
  loop?: boolean;
}

type Drawings = typeof DrawingsModule;

let loaded: Drawings | undefined;

/**
 * Loads every animation's drawing and the component's body: one chunk (generated/drawings.ts), in no page's first
 * load. The stories' loader (.storybook/preview.tsx) awaits it, so a story's first render already holds its still
 * frame. A failed load leaves the box empty (decorative), and the next mount asks again.
 */
export function preloadAnimations(): Promise<Drawings> {
  return import('./generated/drawings').then((module) => (loaded = module));
}

/**
 * One of our Lottie animations, decorative: hidden from assistive technologies, the text beside it says what
 * happens. A page's first load carries this box alone, at its final size from the first paint (no layout shift);
 * the still frame, lottie-web and the JSON come after, in chunks of their own (./AnimationBody.tsx). Nothing waits
 * for it.
 */
export function Animation({ animation, size = 'lg', loop }: AnimationProps) {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!module) preloadAnimations().then(setModule, () => {});
  }, [module]);
  if (module)
    return module.render({ animation, drawing: module.drawings[animation.name], boxClassName: box[size], loop });
  const [width, height] = animation.units;
  return (
    <span
      className={box[size]}
      style={{ aspectRatio: width / height }}
      data-animation={animation.name}
      data-state="loading"
    />
  );
}
