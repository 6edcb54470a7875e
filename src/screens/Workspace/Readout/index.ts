export { MeasureReadout, type MeasureReadoutProps } from './MeasureReadout';
