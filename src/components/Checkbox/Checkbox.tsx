import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
} from 'react-aria-components';
import { Description, FieldError, type ErrorMessage } from '../Field';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxFieldProps, 'className' | 'children' | 'style'> {
  /** The label; may contain a Link (e.g. to the terms of use). */
  children: ReactNode;
  /** Help text under the label, linked to the input with aria-describedby. */
  description?: ReactNode;
  /** The French message shown under the checkbox while it is invalid, linked with aria-describedby. */
  errorMessage?: ErrorMessage;
  className?: string;
}

/**
 * A checkbox with a drawn box. Built on react-aria's CheckboxField + CheckboxButton (the 1.22 replacement of the
 * deprecated Checkbox): the field provides the description and error slots and links them to the input.
 */
export function Checkbox({ children, description, errorMessage, className, ...rest }: CheckboxProps) {
  return (
    <CheckboxField {...rest} className={[styles.field, className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxButton className={styles.button}>
            <span className={`${styles.box} ${styles.boxOffset}`} aria-hidden="true">
              {isIndeterminate ? <Icon name="minus" size="sm" /> : isSelected ? <Icon name="check" size="sm" /> : null}
            </span>
            <span className={styles.labelText}>{children}</span>
          </CheckboxButton>
          {description !== undefined && <Description className={styles.help}>{description}</Description>}
          <FieldError className={styles.help}>{errorMessage}</FieldError>
        </>
      )}
    </CheckboxField>
  );
}
