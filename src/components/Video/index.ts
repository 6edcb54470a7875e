export { Video, usePrefersReducedMotion, type VideoProps, type VideoSource } from './Video';
