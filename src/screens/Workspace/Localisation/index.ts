export { LocalisationControl, localisationControlText, type LocalisationControlProps } from './LocalisationControl';
export { LocalisationDialog, type LocalisationDialogProps } from './LocalisationDialog';
export {
  LocalisationFields,
  parseLocalisationPart,
  type LocalisationFieldsProps,
  type LocalisationSuggestions,
} from './LocalisationFields';
