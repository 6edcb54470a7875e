import { useId } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { ROLE_RIGHTS, type ProjectRole } from '../../../domain/sharing/contract';
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import { roleInSentence } from './ShareDialog';
import * as styles from './Sharing.css';

const t = sharingFr.deleteShared;

/** What the server says of the person's role on the project, which decides whether they may delete it for all. */
export type DeleteSharedAccess =
  | { readonly status: 'checking' }
  | { readonly status: 'known'; readonly role: ProjectRole }
  /** Not signed in, not a member any more, the server out of reach: `reason` says which, in French. */
  | { readonly status: 'unknown'; readonly reason: string };

export interface DeleteSharedProjectDialogProps {
  readonly isOpen: boolean;
  readonly projectName: string;
  readonly access: DeleteSharedAccess;
  /** The deletion under way. */
  readonly pending?: 'here' | 'everyone' | null;
  /** The server's refusal of the deletion for everyone, in French. */
  readonly error?: string | null;
  readonly onRemoveHere: () => void;
  readonly onDeleteForEveryone: () => void;
  readonly onCancel: () => void;
}

/** Why « Supprimer pour toute l’équipe » is not offered, or null when it is. */
export function everyoneRefusal(access: DeleteSharedAccess): string | null {
  if (access.status === 'checking') return t.checking;
  if (access.status === 'unknown') return interpolate(t.everyoneUnknown, { reason: access.reason });
  return ROLE_RIGHTS[access.role].deleteProject
    ? null
    : interpolate(t.everyoneDenied, { role: roleInSentence(access.role) });
}

/**
 * Deleting a shared project says what each choice does: this browser's copy only (the project stays on the server,
 * back in « Partagés avec moi »), or the project for the whole team — an économiste's choice only; for the others the
 * button stays in view, disabled, with the reason beside it. The focus starts on « Annuler ».
 */
export function DeleteSharedProjectDialog({
  isOpen,
  projectName,
  access,
  pending = null,
  error = null,
  onRemoveHere,
  onDeleteForEveryone,
  onCancel,
}: DeleteSharedProjectDialogProps) {
  const hereId = useId();
  const everyoneId = useId();
  const reasonId = useId();
  const refusal = everyoneRefusal(access);
  const isBusy = pending !== null;
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      isDismissable={!isBusy}
      title={interpolate(t.title, { name: projectName })}
      description={t.lead}
    >
      <div className={styles.body}>
        {error !== null && <Alert tone="danger">{error}</Alert>}
        <section className={styles.section} aria-labelledby={`${hereId}-h`}>
          <h3 id={`${hereId}-h`} className={styles.heading}>
            {t.here}
          </h3>
          <p id={hereId} className={styles.text}>
            {t.hereBody}
          </p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onPress={onRemoveHere}
              isDisabled={isBusy && pending !== 'here'}
              isPending={pending === 'here'}
              pendingLabel={t.deleting}
              aria-describedby={hereId}
            >
              {t.here}
            </Button>
          </div>
        </section>
        <section className={styles.section} aria-labelledby={`${everyoneId}-h`}>
          <h3 id={`${everyoneId}-h`} className={styles.heading}>
            {t.everyone}
          </h3>
          <p id={everyoneId} className={styles.text}>
            {t.everyoneBody}
          </p>
          {refusal !== null && (
            <p id={reasonId} className={styles.caption} role={access.status === 'checking' ? 'status' : undefined}>
              {refusal}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              variant="danger"
              onPress={onDeleteForEveryone}
              isDisabled={refusal !== null || (isBusy && pending !== 'everyone')}
              isPending={pending === 'everyone'}
              pendingLabel={t.deleting}
              aria-describedby={refusal !== null ? `${everyoneId} ${reasonId}` : everyoneId}
            >
              {t.everyone}
            </Button>
          </div>
        </section>
        <div className={styles.actions}>
          {/* The APG alert dialog's initial focus: on the answer that deletes nothing. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- see above */}
          <Button variant="ghost" onPress={onCancel} isDisabled={isBusy} autoFocus>
            {t.cancel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
