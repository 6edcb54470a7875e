/** One of our animations, as scripts/lottie/generate.ts writes it (src/components/Animation/generated/). */
export interface AnimationSource {
  name: string;
  /** The drawing's width and height in its own units (its viewBox): the box keeps this ratio. */
  units: readonly [number, number];
  /** Repeats while shown (an « en cours » state), or plays once and rests on its last frame. */
  loop: boolean;
  /** The key frame as SVG markup (our own generated shapes, painted by role classes): no player needed. */
  still: string;
  /** The Lottie document's module (its `default`), in a chunk of its own. */
  load: () => Promise<{ default: object }>;
}
