export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { visuallyHidden as visuallyHiddenStyle } from './VisuallyHidden.css';
