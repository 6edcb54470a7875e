export { LayersPanel, type LayersPanelProps } from './LayersPanel';
export {
  defaultLayerVisibility,
  savedLayerVisibility,
  setLayerVisible,
  showAllLayers,
  toggleIsolation,
  type LayerVisibility,
  type PlanLayer,
} from './layers';
