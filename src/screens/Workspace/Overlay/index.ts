export {
  MeasurementLayer,
  drawOverlay,
  type OverlayRegion,
  type OverlayScene,
  type OverlayTheme,
  type OverlayTransform,
} from './draw';
export { computedStyleReader, readOverlayTheme } from './theme';
export {
  LabelLayout,
  drawLabels,
  labelText,
  symbolRadius,
  type LaidLabel,
  type LabelOptions,
  type OverlayLabels,
} from './labels';
