export { PickControls } from './PickControls';
export type { PickControlsProps, PickStatus } from './types';
export { drawPickMarks, type PickMarks, type PickShape } from './previews';
