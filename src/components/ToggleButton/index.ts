export { ToggleButton, type ToggleButtonProps } from './ToggleButton';
