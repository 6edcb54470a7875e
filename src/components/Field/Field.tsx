import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  type LabelProps as AriaLabelProps,
  type ValidationResult,
} from 'react-aria-components';
import { shellComponentsFr } from '../../i18n/components-shell.fr';
import { Icon } from '../Icon';
import * as styles from './Field.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface LabelProps extends Omit<AriaLabelProps, 'className'> {
  children: ReactNode;
  /** Shows the visible '(obligatoire)' marker, kept inside the label so the accessible name carries it too. @default false */
  isRequired?: boolean;
  className?: string;
}

/** The field's label; react-aria wires `for`/`id` through context, so it stays associated with its control. */
export function Label({ children, isRequired = false, className, ...rest }: LabelProps) {
  return (
    <AriaLabel {...rest} className={cx(styles.label, className)}>
      {children}
      {isRequired && ' '}
      {isRequired && <span className={styles.requiredMarker}>{shellComponentsFr.field.required}</span>}
    </AriaLabel>
  );
}

export interface DescriptionProps {
  children: ReactNode;
  className?: string;
}

/** Help text; react-aria links it to the control with aria-describedby. */
export function Description({ children, className }: DescriptionProps) {
  return (
    <Text slot="description" className={cx(styles.description, className)}>
      {children}
    </Text>
  );
}

/** A field's error message: a fixed string, or one computed from react-aria's validation result. */
export type ErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

export interface FieldErrorProps {
  /** Shown when the field is invalid; falls back to react-aria's validation errors (e.g. a Form's `validationErrors`). */
  children?: ErrorMessage;
  className?: string;
}

/**
 * The French message under an invalid field, with a decorative alert icon (the colour is not the only cue).
 * react-aria renders it only while the field is invalid and links it with aria-describedby.
 */
export function FieldError({ children, className }: FieldErrorProps) {
  return (
    <AriaFieldError className={cx(styles.fieldError, className)}>
      {(validation) => {
        const message = typeof children === 'function' ? children(validation) : children;
        return (
          <>
            <Icon name="alert" size="sm" className={styles.fieldErrorIcon} />
            <span>{message ?? validation.validationErrors.join(' ')}</span>
          </>
        );
      }}
    </AriaFieldError>
  );
}
