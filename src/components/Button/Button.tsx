import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon } from '../Icon';
import { button, labelLayer, labelStack, type ButtonVariants } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  children: ReactNode;
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** @default 'auto' */
  width?: 'auto' | 'full';
  /** Label shown while `isPending` (e.g. 'Création…'); the button keeps its width. @default undefined */
  pendingLabel?: string;
  /** A square button holding only an icon; give it an `aria-label`. @default false */
  iconOnly?: boolean;
  /** For an icon-only button: the accessible name is then required. */
  'aria-label'?: string;
  className?: string;
}

export function Button({
  children,
  variant,
  size,
  width,
  iconOnly,
  pendingLabel,
  isPending,
  className,
  ...rest
}: ButtonProps) {
  const variants: ButtonVariants = { variant, size, width, iconOnly };
  return (
    <AriaButton {...rest} isPending={isPending} className={[button(variants), className].filter(Boolean).join(' ')}>
      <ButtonLabel isPending={isPending} pendingLabel={pendingLabel}>
        {children}
      </ButtonLabel>
    </AriaButton>
  );
}

/** The label with its pending twin; exported for ButtonLink-like compositions. */
export function ButtonLabel({
  children,
  isPending,
  pendingLabel,
}: {
  children: ReactNode;
  isPending?: boolean | undefined;
  pendingLabel?: string | undefined;
}) {
  if (pendingLabel === undefined) {
    return (
      <span className={labelStack}>
        <span className={labelLayer} data-inactive={isPending || undefined}>
          {children}
        </span>
        {isPending && (
          <span className={labelLayer}>
            <Icon name="spinner" spin size="sm" />
          </span>
        )}
      </span>
    );
  }
  return (
    <span className={labelStack}>
      <span className={labelLayer} data-inactive={isPending || undefined} aria-hidden={isPending || undefined}>
        {children}
      </span>
      <span className={labelLayer} data-inactive={!isPending || undefined} aria-hidden={!isPending || undefined}>
        <Icon name="spinner" spin size="sm" />
        {pendingLabel}
      </span>
    </span>
  );
}
