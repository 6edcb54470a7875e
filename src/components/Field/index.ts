export {
  Description,
  FieldError,
  Label,
  type DescriptionProps,
  type ErrorMessage,
  type FieldErrorProps,
  type LabelProps,
} from './Field';
export { description as descriptionStyle, field as fieldStyle, inputStyle, label as labelStyle } from './Field.css';
