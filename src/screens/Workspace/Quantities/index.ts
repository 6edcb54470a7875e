export { QuantitiesPanel, type FilterOption, type QuantitiesPanelProps } from './QuantitiesPanel';
