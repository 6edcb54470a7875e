import type { drawings } from './generated/drawings';

/** One of ours, by the name of its scene (scripts/lottie/scenes.ts). */
export type AnimationName = keyof typeof drawings;

/**
 * One of our animations as a screen imports it (src/components/Animation/generated/<name>.ts, written by
 * scripts/lottie/generate.ts): only what the box needs before anything loads, so a page's first load carries a few
 * bytes per animation. The rest is in generated/drawings.ts, loaded on demand.
 */
export interface AnimationSource {
  name: AnimationName;
  /** The drawing's width and height in its own units (its viewBox): the box keeps this ratio from the first paint. */
  units: readonly [number, number];
}

/** What the Animation component's body draws and plays, loaded on demand with it (generated/drawings.ts). */
export interface AnimationDrawing {
  /** Repeats while shown (an « en cours » state), or plays once and rests on its last frame. */
  loop: boolean;
  /** The key frame as SVG markup (our own generated shapes, painted by role classes): no player needed. */
  still: string;
  /** The Lottie document's module (its `default`), in a chunk of its own, loaded only when the animation plays. */
  load: () => Promise<{ default: object }>;
}
