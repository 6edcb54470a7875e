import { useId, useLayoutEffect, type ReactNode } from 'react';
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
  /**
   * The modal may be rendered ahead of its opening, hidden (React's <Activity mode="hidden">), and revealed to open.
   * React-aria gives the focus back, on closing, to the element that had it at the modal's first render: whatever had
   * it then. With this, it goes back to the element that had it when the modal was shown. @default false
   */
  isRenderedAhead?: boolean;
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
  isRenderedAhead = false,
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
        {/* First: its layout effect runs before any other of the modal's, which may move the focus. */}
        {isRenderedAhead && <FocusReturn />}
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}

/**
 * Notes the element that has the focus when the modal is shown: its layout effect runs at the modal's mount, or at
 * its reveal when it was rendered ahead (hidden, React runs none of its effects until then). When the modal's content
 * goes (after its exit animation), react-aria's focus scope gives the focus back in the next frame by dispatching its
 * cancelable restore event on the element it noted (its documented way for a parent to take over): when that is
 * another element, the noted one gets the focus instead. When react-aria gives it back to nothing (the focus left on
 * the page's body), it goes to the noted one too.
 */
const RESTORE_FOCUS_EVENT = 'react-aria-focus-scope-restore';

function FocusReturn() {
  useLayoutEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (!(opener instanceof HTMLElement) || opener === document.body) return;
      const onRestore = (event: Event) => {
        if (event.target === opener || !opener.isConnected) return;
        event.preventDefault();
        opener.focus();
      };
      document.addEventListener(RESTORE_FOCUS_EVENT, onRestore, true);
      // React-aria restores in the next frame: after it, nothing more to take over.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          document.removeEventListener(RESTORE_FOCUS_EVENT, onRestore, true);
          if (document.activeElement === document.body && opener.isConnected) opener.focus();
        }),
      );
    };
  }, []);
  return null;
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
