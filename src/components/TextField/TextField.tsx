import type { ReactNode } from 'react';
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, fieldStyle, inputStyle, type ErrorMessage } from '../Field';
import { textArea } from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'type'> {
  label: ReactNode;
  /** Help text under the label, linked to the control. */
  description?: ReactNode;
  /** The French message shown under the field while it is invalid. */
  errorMessage?: ErrorMessage;
  /** @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'password';
  placeholder?: string;
  /** Renders a TextArea instead of a single-line Input. @default false */
  multiline?: boolean;
  /** Visible lines of a multiline field. @default 4 */
  rows?: number;
  /** The id of a `<datalist>` of suggestions for a single-line field. @default undefined */
  list?: string;
  className?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  multiline = false,
  rows = 4,
  list,
  isRequired,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      type={multiline ? undefined : type}
      isRequired={isRequired}
      className={[fieldStyle, className].filter(Boolean).join(' ')}
    >
      <Label isRequired={isRequired}>{label}</Label>
      {description !== undefined && <Description>{description}</Description>}
      {multiline ? (
        <TextArea placeholder={placeholder} rows={rows} className={[inputStyle, textArea].join(' ')} />
      ) : (
        <Input placeholder={placeholder} list={list} className={inputStyle} />
      )}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
