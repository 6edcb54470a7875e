export { LabelToggles, type LabelTogglesProps } from './LabelToggles';
export { LegendPanel, type LegendPanelProps } from './LegendPanel';
export { PlanLabelFields, type PlanLabelFieldsProps } from './PlanLabelFields';
export { SymbolGlyph } from './SymbolGlyph';
