export {
  MeasurementLayer,
  drawOverlay,
  type OverlayRegion,
  type OverlayScene,
  type OverlayTheme,
  type OverlayTransform,
} from './draw';
export { computedStyleReader, readOverlayTheme } from './theme';
