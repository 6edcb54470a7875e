export { LayersPanel, type LayersPanelProps } from './LayersPanel';
export {
  defaultLayerVisibility,
  setLayerVisible,
  showAllLayers,
  toggleIsolation,
  type LayerVisibility,
  type PlanLayer,
} from './layers';
