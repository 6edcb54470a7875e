import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { AlertDialog } from '../../../components/AlertDialog';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import { InviteField } from './InviteField';
import * as styles from './Sharing.css';

const t = sharingFr.firm;

/** The firm's name at most, as the server checks it (server/accounts/handler.ts ACCOUNT_LIMITS.firmName). */
export const FIRM_NAME_MAX = 120;

export interface FirmMemberEntry {
  readonly id: string;
  /** What the person is called on screen (domain/sharing/people.ts personLabel), the same in every sharing screen. */
  readonly name: string;
  readonly email: string;
  readonly isAdmin: boolean;
  readonly isYou?: boolean;
}

export interface FirmPanelProps {
  /** The signed-in person's address. */
  readonly email: string;
  /** Their firm, or null: they create one here. */
  readonly firm: { readonly name: string; readonly isAdmin: boolean } | null;
  readonly members: readonly FirmMemberEntry[];
  /** Why the flow needs a firm, above the form (« Pour partager ce projet… »). */
  readonly intro?: string;
  /** The server's refusal of the last change, in French. */
  readonly error?: string | null;
  /** The last change's outcome (« X fait maintenant partie du cabinet. »). */
  readonly notice?: string | null;
  readonly isPending?: boolean;
  readonly onCreate: (name: string) => void;
  readonly onAddMember: (email: string) => void;
  readonly onSignOut: () => void;
  /**
   * How many shared projects hold this person's changes not sent yet, read when « Se déconnecter » is pressed: more
   * than none asks first (they wait in this browser for this account). @default none
   */
  readonly unsentProjects?: () => number;
}

/**
 * « Votre cabinet »: who is signed in (and the way out), then either the firm to create — its name — or its members,
 * and for an administrator, the addition of one by e-mail.
 */
export function FirmPanel({
  email,
  firm,
  members,
  intro,
  error = null,
  notice = null,
  isPending = false,
  onCreate,
  onAddMember,
  onSignOut,
  unsentProjects,
}: FirmPanelProps) {
  /** The projects with unsent changes when sign-out was asked (0: not asking). */
  const [asking, setAsking] = useState(0);
  const unsentCopy = sharingFr.account.signOutUnsent;
  return (
    <div className={styles.body}>
      <div className={styles.member}>
        <p className={styles.text}>{interpolate(sharingFr.account.signedInAs, { email })}</p>
        <Button
          variant="ghost"
          onPress={() => {
            const count = unsentProjects?.() ?? 0;
            if (count > 0) setAsking(count);
            else onSignOut();
          }}
          isDisabled={isPending}
        >
          {sharingFr.account.signOut}
        </Button>
      </div>
      <AlertDialog
        isOpen={asking > 0}
        onOpenChange={(isOpen) => {
          if (!isOpen) setAsking(0);
        }}
        tone="danger"
        title={unsentCopy.title}
        message={interpolate(asking === 1 ? unsentCopy.one : unsentCopy.other, { count: String(asking) })}
        actionLabel={unsentCopy.confirm}
        onAction={onSignOut}
        cancelLabel={unsentCopy.cancel}
      />
      {error !== null && <Alert tone="danger">{error}</Alert>}
      {notice !== null && (
        <Alert tone="success" live="polite">
          {notice}
        </Alert>
      )}
      {firm === null ? (
        <CreateFirm intro={intro} isPending={isPending} onCreate={onCreate} />
      ) : (
        <Members firm={firm} members={members} isPending={isPending} onAddMember={onAddMember} />
      )}
    </div>
  );
}

function CreateFirm({
  intro,
  isPending,
  onCreate,
}: Pick<FirmPanelProps, 'intro' | 'onCreate'> & { isPending: boolean }) {
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const refusal = trimmed === '' ? t.nameMissing : trimmed.length > FIRM_NAME_MAX ? t.nameTooLong : null;
    setMessage(refusal);
    if (refusal !== null) {
      form.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    onCreate(trimmed);
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t.title}
      </h3>
      <p className={styles.text}>{intro ?? t.lead}</p>
      <form ref={form} className={styles.inviteForm} onSubmit={onSubmit} noValidate>
        <TextField
          className={styles.grow}
          label={t.name}
          autoComplete="organization"
          value={name}
          onChange={(value) => {
            setName(value);
            if (message !== null) setMessage(null);
          }}
          isInvalid={message !== null}
          errorMessage={message ?? undefined}
        />
        <Button type="submit" variant="primary" isPending={isPending} pendingLabel={t.creating}>
          {t.create}
        </Button>
      </form>
    </section>
  );
}

function Members({
  firm,
  members,
  isPending,
  onAddMember,
}: Pick<FirmPanelProps, 'members' | 'onAddMember'> & {
  firm: NonNullable<FirmPanelProps['firm']>;
  isPending: boolean;
}) {
  const headingId = useId();
  const addId = useId();
  return (
    <>
      <section className={styles.section} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          {`${t.title}\u00a0: ${firm.name}`}
        </h3>
        <p className={styles.caption}>{t.membersLabel}</p>
        <ul className={styles.members} aria-labelledby={headingId}>
          {members.map((member) => {
            const details = [
              member.email === member.name ? null : member.email,
              member.isYou ? t.you : null,
              member.isAdmin ? t.admin : null,
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <li key={member.id} className={styles.member}>
                <div className={styles.who}>
                  <p className={styles.name}>{member.name}</p>
                  {details !== '' && <p className={styles.caption}>{details}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      {firm.isAdmin ? (
        <section className={styles.section} aria-labelledby={addId}>
          <h3 id={addId} className={styles.heading}>
            {t.addHeading}
          </h3>
          <InviteField
            label={t.email}
            description={t.emailDescription}
            submitLabel={t.add}
            existing={members.map((m) => m.email)}
            alreadyThere={(email) => interpolate(t.alreadyMember, { email })}
            isPending={isPending}
            onSubmit={onAddMember}
          />
        </section>
      ) : (
        <p className={styles.text}>{t.notAdmin}</p>
      )}
    </>
  );
}
