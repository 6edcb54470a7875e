import type { ReactNode } from 'react';
import { Dialog, Heading, Text } from 'react-aria-components';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import { ModalFrame, type ModalFrameProps } from '../Modal';
import * as modalStyles from '../Modal/Modal.css';
import * as styles from './AlertDialog.css';

type Tone = 'info' | 'danger' | 'success';

const toneIcon: Record<Tone, IconName> = { info: 'info', danger: 'alert', success: 'success' };

export interface AlertDialogProps extends Omit<ModalFrameProps, 'children' | 'isDismissable'> {
  /** Names the alert dialog. */
  title: ReactNode;
  /** Describes the alert dialog (aria-describedby). */
  message: ReactNode;
  /** The primary action, e.g. 'Continuer'; pressing it calls `onAction`, then closes. */
  actionLabel: string;
  onAction?: () => void;
  /** A cancel button is shown only when a label is given. @default undefined */
  cancelLabel?: string;
  onCancel?: () => void;
  /** @default 'info' */
  tone?: Tone;
  /** An alert dialog waits for an answer: a press on the backdrop does not close it. @default false */
  isDismissable?: boolean;
}

/**
 * A modal that interrupts to inform or confirm (role="alertdialog"). No close button: the user answers with an
 * action; Escape still cancels unless `isKeyboardDismissDisabled`.
 */
export function AlertDialog({
  title,
  message,
  actionLabel,
  onAction,
  cancelLabel,
  onCancel,
  tone = 'info',
  isDismissable = false,
  size = 'sm',
  ...frame
}: AlertDialogProps) {
  const hasCancel = cancelLabel !== undefined;
  return (
    <ModalFrame {...frame} size={size} isDismissable={isDismissable}>
      <Dialog role="alertdialog" className={modalStyles.dialog}>
        <div className={styles.header}>
          <Icon name={toneIcon[tone]} size="lg" className={styles.toneIcon({ tone })} />
          <Heading slot="title" className={modalStyles.heading}>
            {title}
          </Heading>
        </div>
        <Text slot="description" elementType="p" className={styles.message}>
          {message}
        </Text>
        <div className={styles.actions}>
          {/* Initial focus inside a dialog is what the APG alertdialog pattern asks for: on the least destructive
              answer, the cancel button when there is one, otherwise the single action. */}
          {hasCancel && (
            // eslint-disable-next-line jsx-a11y/no-autofocus -- see above: focus placement in an alert dialog
            <Button slot="close" variant="secondary" onPress={onCancel} autoFocus>
              {cancelLabel}
            </Button>
          )}
          <Button
            slot="close"
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onPress={onAction}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- see above: focus placement in an alert dialog
            autoFocus={!hasCancel}
          >
            {actionLabel}
          </Button>
        </div>
      </Dialog>
    </ModalFrame>
  );
}
