export { Animation, type AnimationProps } from './Animation';
export type { AnimationSource } from './types';
