import { useId, type ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type DialogRenderProps,
  type DialogTriggerProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { shellComponentsFr } from '../../i18n/components-shell.fr';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './Modal.css';

export { DialogTrigger, type DialogTriggerProps };

export interface ModalFrameProps extends Omit<ModalOverlayProps, 'className' | 'children' | 'style'> {
  children: ReactNode;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Centred in the window, or a drawer against its start or end edge, full height (the workspace's side panels on a
   * narrow screen). @default 'center'
   */
  placement?: 'center' | 'start' | 'end';
  className?: string;
  /**
   * The modal closes, whatever closed it: Escape, the close button, a backdrop press, an action or `close()` from
   * inside. The same moment as `onOpenChange(false)`, for the usual « closing means cancel » wiring. Like
   * `onOpenChange`, it is called only when the open state comes from the props (`isOpen`), not from a DialogTrigger.
   * @default undefined
   */
  onClose?: () => void;
}

/**
 * Backdrop and surface without the dialog: shared by Modal and AlertDialog. Open state comes from the props when
 * `isOpen` or `defaultOpen` is given, otherwise from an enclosing DialogTrigger (RAC's rule).
 */
export function ModalFrame({
  children,
  size,
  placement = 'center',
  className,
  isDismissable = true,
  onOpenChange,
  onClose,
  ...rest
}: ModalFrameProps) {
  return (
    <ModalOverlay
      {...rest}
      onOpenChange={(isOpen) => {
        onOpenChange?.(isOpen);
        if (!isOpen) onClose?.();
      }}
      isDismissable={isDismissable}
      className={styles.overlay}
      data-placement={placement}
    >
      <AriaModal className={[styles.modal({ size, placement }), className].filter(Boolean).join(' ')}>
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}

export interface ModalProps extends Omit<ModalFrameProps, 'children'> {
  /** Rendered as the dialog's `<Heading slot="title">`, which names the dialog. */
  title: ReactNode;
  /** Rendered as the description slot, which describes the dialog (aria-describedby). @default undefined */
  description?: ReactNode;
  /** The body; a function receives `close`. */
  children?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /** Close when the backdrop is pressed. @default true */
  isDismissable?: boolean;
}

/**
 * A modal dialog: focus is trapped inside, Escape closes it (unless `isKeyboardDismissDisabled`), and focus goes back
 * to the element that had it before (the trigger when composed in `<DialogTrigger>`).
 */
export function Modal({ title, description, children, ...frame }: ModalProps) {
  // RAC wires the description slot to aria-describedby only for alert dialogs, so a plain dialog does it here.
  const descriptionId = useId();
  const hasDescription = description !== undefined;
  return (
    <ModalFrame {...frame}>
      <Dialog className={styles.dialog} aria-describedby={hasDescription ? descriptionId : undefined}>
        {(renderProps) => (
          <>
            <div className={styles.header}>
              <div className={styles.headingGroup}>
                <Heading slot="title" className={styles.heading}>
                  {title}
                </Heading>
                {hasDescription && (
                  <p id={descriptionId} className={styles.description}>
                    {description}
                  </p>
                )}
              </div>
              <Button
                slot="close"
                variant="ghost"
                size="md"
                aria-label={shellComponentsFr.modal.close}
                className={styles.closeButton}
              >
                <Icon name="close" />
              </Button>
            </div>
            {children !== undefined && (
              <div className={styles.body}>{typeof children === 'function' ? children(renderProps) : children}</div>
            )}
          </>
        )}
      </Dialog>
    </ModalFrame>
  );
}
