import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { Description, FieldError, Label, fieldStyle, type ErrorMessage } from '../Field';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children' | 'orientation'> {
  label: ReactNode;
  /** Help text under the label, linked to the group. */
  description?: ReactNode;
  /** The French message shown under the group while it is invalid. */
  errorMessage?: ErrorMessage;
  /** The options; use either `items` or `children` (Radio elements). */
  items?: readonly RadioOption[];
  children?: ReactNode;
  /** Arrow keys move along both axes either way; this only changes the layout. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

export function RadioGroup({
  label,
  description,
  errorMessage,
  items,
  children,
  orientation = 'vertical',
  isRequired,
  className,
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      orientation={orientation}
      isRequired={isRequired}
      className={[fieldStyle, styles.root, className].filter(Boolean).join(' ')}
    >
      <Label isRequired={isRequired}>{label}</Label>
      {description !== undefined && <Description>{description}</Description>}
      <div className={styles.options}>
        {items
          ? items.map((item) => (
              <Radio key={item.value} value={item.value} isDisabled={item.isDisabled}>
                {item.label}
              </Radio>
            ))
          : children}
      </div>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'className' | 'children' | 'style'> {
  children: ReactNode;
  className?: string;
}

/** One option: react-aria's RadioField + RadioButton (the 1.22 replacement of the deprecated Radio). */
export function Radio({ children, className, ...rest }: RadioProps) {
  return (
    <RadioField {...rest} className={className}>
      <RadioButton className={styles.button}>
        <span className={styles.circle} aria-hidden="true" />
        <span className={styles.labelText}>{children}</span>
      </RadioButton>
    </RadioField>
  );
}
