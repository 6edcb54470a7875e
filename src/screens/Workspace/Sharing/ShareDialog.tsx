import { useId, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { ProgressBar } from '../../../components/ProgressBar';
import { Select } from '../../../components/Select';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { PROJECT_ROLES, ROLE_RIGHTS, type ProjectRole } from '../../../domain/sharing/contract';
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import { InviteField } from './InviteField';
import * as styles from './Sharing.css';
import type { ShareError, SharingMember } from './types';

const t = sharingFr.share;

const ROLE_ITEMS = PROJECT_ROLES.map((role) => ({ id: role, label: sharingFr.roles[role].label }));

const isRole = (key: unknown): key is ProjectRole => (PROJECT_ROLES as readonly unknown[]).includes(key);

/** A role as a sentence says it: « économiste ». */
export const roleInSentence = (role: ProjectRole) => sharingFr.roles[role].label.toLocaleLowerCase('fr-FR');

/** The message of a refusal, in French. */
export function shareErrorMessage(error: ShareError): string {
  if (error.code === 'message') return error.message;
  return error.code === 'alreadyMember'
    ? interpolate(t.errors.alreadyMember, { email: error.email })
    : t.errors[error.code];
}

/**
 * Whether changing a member (their role to `role`, or removing them: `role` null) would leave the project without an
 * économiste: the server refuses it too, the dialog says it at once.
 */
export function leavesNoEconomiste(
  members: readonly SharingMember[],
  memberId: string,
  role: ProjectRole | null,
): boolean {
  if (role === 'economiste') return false;
  return !members.some((m) => m.id !== memberId && m.role === 'economiste' && m.isInvited !== true);
}

export interface ShareDialogProps {
  readonly isOpen: boolean;
  readonly projectName: string;
  /** Not shared yet, being sent for the first time, or shared. */
  readonly state: 'local' | 'sending' | 'shared';
  /** While sending, from 0 to 1. */
  readonly progress?: number;
  /** While sending, what is under way in words (« 12 Mo sur 40 Mo envoyés — fichier 2 sur 5 »). */
  readonly progressText?: string;
  /** While sending: stops the upload (the project is not shared; what was sent is kept for a next attempt). */
  readonly onCancel?: () => void;
  /** Something to know that is not a refusal (plans missing from this browser, an upload cancelled). */
  readonly notice?: string | null;
  readonly firmName: string;
  readonly members: readonly SharingMember[];
  /** The role of the person using this browser: only an économiste changes the sharing. */
  readonly yourRole: ProjectRole;
  /** The server's refusal of the last change, if any. */
  readonly error?: ShareError | null;
  /** A change is on its way to the server. */
  readonly isPending?: boolean;
  readonly onShare: () => void;
  readonly onInvite: (email: string, role: ProjectRole) => void;
  readonly onRoleChange: (memberId: string, role: ProjectRole) => void;
  readonly onRemove: (memberId: string) => void;
  readonly onClose: () => void;
}

/**
 * « Partager ce projet »: before sharing, what sharing changes and the one action; then who has access with their
 * role, an invitation by e-mail, and what each role may do. Only an économiste sees the controls; the others read the
 * list and why they cannot change it. The dialog's own checks (an empty or invalid e-mail, a person already there,
 * no économiste left) answer at once at their field; the server's refusals come back in `error`.
 */
export function ShareDialog({
  isOpen,
  projectName,
  state,
  progress = 0,
  progressText,
  onCancel,
  notice = null,
  firmName,
  members,
  yourRole,
  error = null,
  isPending = false,
  onShare,
  onInvite,
  onRoleChange,
  onRemove,
  onClose,
}: ShareDialogProps) {
  const canShare = ROLE_RIGHTS[yourRole].share;
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      size="lg"
      title={interpolate(t.title, { name: projectName })}
      description={state === 'shared' ? interpolate(t.introShared, { firm: firmName }) : t.introLocal}
    >
      <div className={styles.body}>
        {error !== null && <Alert tone="danger">{shareErrorMessage(error)}</Alert>}
        {notice !== null && <Alert tone="info">{notice}</Alert>}
        {state === 'shared' ? (
          <SharedBody
            members={members}
            canShare={canShare}
            yourRole={yourRole}
            isPending={isPending}
            onInvite={onInvite}
            onRoleChange={onRoleChange}
            onRemove={onRemove}
          />
        ) : (
          <>
            <p className={styles.text}>{t.introLocalOffline}</p>
            {state === 'sending' ? (
              <>
                <ProgressBar label={t.sendingLabel} value={Math.round(progress * 100)} />
                {progressText !== undefined && <p className={styles.caption}>{progressText}</p>}
                {onCancel && (
                  <div className={styles.actions}>
                    <Button variant="secondary" onPress={onCancel}>
                      {sharingFr.shareFlow.cancel}
                    </Button>
                  </div>
                )}
              </>
            ) : canShare ? (
              <div className={styles.actions}>
                <Button variant="primary" onPress={onShare} isPending={isPending} pendingLabel={t.sending}>
                  {t.start}
                </Button>
              </div>
            ) : (
              <p className={styles.text}>{interpolate(t.notAllowed, { role: roleInSentence(yourRole) })}</p>
            )}
          </>
        )}
        <RoleList />
      </div>
    </Modal>
  );
}

function SharedBody({
  members,
  canShare,
  yourRole,
  isPending,
  onInvite,
  onRoleChange,
  onRemove,
}: Pick<ShareDialogProps, 'members' | 'yourRole' | 'onInvite' | 'onRoleChange' | 'onRemove'> & {
  canShare: boolean;
  isPending: boolean;
}) {
  // The member whose change would leave no économiste, shown at their row.
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  const headingId = useId();
  const change = (member: SharingMember, role: ProjectRole | null) => {
    if (member.role === 'economiste' && leavesNoEconomiste(members, member.id, role)) {
      setRefusedAt(member.id);
      return;
    }
    setRefusedAt(null);
    if (role === null) onRemove(member.id);
    else onRoleChange(member.id, role);
  };
  return (
    <>
      <section className={styles.section} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          {t.membersLabel}
        </h3>
        <ul className={styles.members}>
          {members.map((member) => {
            const details = [member.email, member.isYou ? t.you : null, member.isInvited ? t.invited : null]
              .filter((part) => part !== null && part !== member.name)
              .join(' · ');
            return (
              <li key={member.id} className={styles.member}>
                <div className={styles.who}>
                  <p className={styles.name}>{member.name}</p>
                  {details !== '' && <p className={styles.caption}>{details}</p>}
                </div>
                {canShare ? (
                  <div className={styles.memberControls}>
                    <Select
                      className={styles.roleSelect}
                      label={<VisuallyHidden>{interpolate(t.roleLabel, { name: member.name })}</VisuallyHidden>}
                      items={ROLE_ITEMS}
                      selectedKey={member.role}
                      onSelectionChange={(key) => {
                        if (isRole(key) && key !== member.role) change(member, key);
                      }}
                      isDisabled={isPending}
                      aria-describedby={refusedAt === member.id ? `${headingId}-refused` : undefined}
                    />
                    <Button
                      variant="ghost"
                      onPress={() => change(member, null)}
                      aria-label={interpolate(t.removeLabel, { name: member.name })}
                      isDisabled={isPending}
                    >
                      {t.remove}
                    </Button>
                  </div>
                ) : (
                  <p className={styles.text}>{sharingFr.roles[member.role].label}</p>
                )}
                {refusedAt === member.id && (
                  <p id={`${headingId}-refused`} role="alert" className={styles.refusal}>
                    {t.errors.lastEconomiste}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {canShare ? (
        <InviteForm members={members} isPending={isPending} onInvite={onInvite} />
      ) : (
        <p className={styles.text}>{interpolate(t.notAllowed, { role: roleInSentence(yourRole) })}</p>
      )}
    </>
  );
}

function InviteForm({
  members,
  isPending,
  onInvite,
}: Pick<ShareDialogProps, 'members' | 'onInvite'> & { isPending: boolean }) {
  const [role, setRole] = useState<ProjectRole>('metreur');
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t.inviteHeading}
      </h3>
      <InviteField
        label={t.email}
        description={t.emailDescription}
        submitLabel={t.invite}
        existing={members.map((m) => m.email)}
        alreadyThere={(email) => interpolate(t.errors.alreadyMember, { email })}
        isPending={isPending}
        onSubmit={(email) => onInvite(email, role)}
      >
        <Select
          label={t.role}
          items={ROLE_ITEMS}
          selectedKey={role}
          onSelectionChange={(key) => {
            if (isRole(key)) setRole(key);
          }}
        />
      </InviteField>
    </section>
  );
}

/** What each role may do, always under the list. */
function RoleList() {
  return (
    <dl className={styles.roles}>
      {PROJECT_ROLES.map((role) => (
        <div key={role}>
          <dt className={styles.roleTerm}>{sharingFr.roles[role].label}</dt>
          <dd className={styles.roleDefinition}>{sharingFr.roles[role].description}</dd>
        </div>
      ))}
    </dl>
  );
}
