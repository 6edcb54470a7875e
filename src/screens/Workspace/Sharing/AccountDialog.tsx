import type { ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { sharingFr } from '../../../i18n/sharing.fr';
import * as styles from './Sharing.css';

export interface AccountDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** @default « Compte Metr et cabinet » */
  readonly title?: string;
  /** The account is being read from the server: a quiet line instead of the body. */
  readonly isLoading?: boolean;
  /** The step: AccountSignIn, or FirmPanel once signed in. */
  readonly children: ReactNode;
}

/** The account and the firm in a dialog: from the project list, or as the first steps of « Partager ce projet ». */
export function AccountDialog({
  isOpen,
  onClose,
  title = sharingFr.account.title,
  isLoading = false,
  children,
}: AccountDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} size="md" title={title}>
      {isLoading ? (
        <p className={styles.text} role="status">
          {sharingFr.account.loading}
        </p>
      ) : (
        children
      )}
    </Modal>
  );
}
