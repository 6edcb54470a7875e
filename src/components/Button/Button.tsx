import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon } from '../Icon';
import { button, labelLayer, labelStack, type ButtonVariants } from './Button.css';

/** How a button looks, shared by the link styled as a button (ButtonLink). */
export interface ButtonLookProps {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** @default 'auto' */
  width?: 'auto' | 'full';
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'>, ButtonLookProps {
  children: ReactNode;
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
  id,
  ...rest
}: ButtonProps) {
  const variants: ButtonVariants = { variant, size, width, iconOnly };
  const ownId = useId();
  const buttonId = id ?? ownId;
  useAnnouncementsLeaveWith(buttonId, isPending);
  return (
    <AriaButton
      {...rest}
      id={buttonId}
      isPending={isPending}
      className={[button(variants), className].filter(Boolean).join(' ')}
    >
      <ButtonLabel isPending={isPending} pendingLabel={pendingLabel}>
        {children}
      </ButtonLabel>
    </AriaButton>
  );
}

/**
 * react-aria announces a focused button turning pending (and back) by reference: a `role="img"` node in its live
 * region, labelled by the button's id, kept 7 s. It is spoken when it appears; but a pending button often leaves the
 * page within those 7 s (a form step moves on), and the node is then an image with no name for assistive technology
 * (axe role-img-alt). So a button that has been pending takes its announcements with it.
 */
function useAnnouncementsLeaveWith(id: string, isPending: boolean | undefined) {
  const hasBeenPending = useRef(false);
  useEffect(() => {
    if (isPending) hasBeenPending.current = true;
  }, [isPending]);
  useEffect(
    () => () => {
      if (!hasBeenPending.current) return;
      const remove = () => {
        // The late pass may outlive a test's document (jsdom torn down under load): nothing left to clean then.
        if (typeof document === 'undefined') return;
        document
          .querySelectorAll(`[data-live-announcer] [aria-labelledby~="${CSS.escape(id)}"]`)
          .forEach((node) => node.remove());
      };
      remove();
      // The announcer's very first message is inserted a moment late (react-aria waits 100 ms for Safari).
      setTimeout(remove, FIRST_ANNOUNCEMENT_DELAY_MS);
    },
    [id],
  );
}

/** react-aria's live announcer inserts its first message this long after the call (LiveAnnouncer.tsx). */
const FIRST_ANNOUNCEMENT_DELAY_MS = 100;

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
