export { drawOverlay, type OverlayScene, type OverlayTheme, type OverlayTransform } from './draw';
export { computedStyleReader, readOverlayTheme } from './theme';
