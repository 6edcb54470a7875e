export { VariablesPanel, type VariableItem, type VariablesPanelProps } from './VariablesPanel';
