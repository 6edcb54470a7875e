export { Animation, preloadAnimations, type AnimationProps } from './Animation';
export type { AnimationDrawing, AnimationSource } from './types';
