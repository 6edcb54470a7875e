import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { normalizeEmail } from '../../../domain/email';
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import * as styles from './Sharing.css';
import { useFormToggleFocus } from './useFormToggleFocus';

const t = sharingFr.accountData;

/** How the person confirms: the current password when the server asks for it, else the account's address. */
export type AccountDeleteConfirmation = { readonly email: string } | { readonly currentPassword: string };

/**
 * The server's answer to a deletion: done; refused because the person is the only économiste of projects others work
 * on (their names); or refused with a French message, on the confirmation field when it is about it.
 */
export type AccountDeleteResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly soleEconomisteOf: readonly string[] }
  | { readonly ok: false; readonly message: string; readonly onField?: boolean };

export type AccountDownloadResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

export interface AccountDataPanelProps {
  /** The signed-in person's address: what they type to confirm when no password is asked. */
  readonly email: string;
  /** Whether the server wants the current password to confirm (the rule of a password change, `Me`). */
  readonly needsCurrentPassword: boolean;
  /**
   * Whether the account, without a password, must first be signed in again by a link (`Me`): the deletion then says
   * so and asks for nothing.
   * @default false
   */
  readonly needsFreshLink?: boolean;
  /** Fetches the person's data and saves it as a file. */
  readonly onDownload: () => Promise<AccountDownloadResult>;
  readonly onDelete: (confirmation: AccountDeleteConfirmation) => Promise<AccountDeleteResult>;
}

/**
 * « Vos données » in the account's dialog (RGPD articles 15, 17, 20): « Télécharger mes données » saves what the
 * server holds about the person as a JSON file; « Supprimer mon compte » opens a confirmation that says what goes and
 * what stays (this browser's projects), asks for the address or the current password, and shows a refusal — the
 * projects of which the person is the only économiste — without losing what was typed.
 */
export function AccountDataPanel({
  email,
  needsCurrentPassword,
  needsFreshLink = false,
  onDownload,
  onDelete,
}: AccountDataPanelProps) {
  const headingId = useId();
  const confirmId = useId();
  const [download, setDownload] = useState<'idle' | 'pending' | 'done' | { readonly error: string }>('idle');
  const [isConfirming, setConfirming] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [soleOf, setSoleOf] = useState<readonly string[] | null>(null);
  const [isPending, setPending] = useState(false);
  /** What the field asks for changed (past a link's 15 minutes the server wants the password): it starts empty. */
  const [asked, setAsked] = useState(needsCurrentPassword);
  if (asked !== needsCurrentPassword) {
    setAsked(needsCurrentPassword);
    setValue('');
  }
  // « Supprimer mon compte », the last of the two buttons, takes the focus back when the confirmation closes.
  const { form, formRef, buttonsRef, opening, closing } = useFormToggleFocus(
    (row) => row.lastElementChild as HTMLElement | null,
  );
  const focusField = () => form.current?.querySelector<HTMLInputElement>('input')?.focus();

  const close = () => {
    closing();
    setConfirming(false);
    setValue('');
    setFieldError(null);
    setFormError(null);
    setSoleOf(null);
  };

  const onDownloadPress = async () => {
    setDownload('pending');
    const result = await onDownload();
    setDownload(result.ok ? 'done' : { error: result.message });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setFormError(null);
    setSoleOf(null);
    let refusal: string | null = null;
    if (needsCurrentPassword) {
      if (value === '') refusal = t.errors.currentMissing;
    } else if (value.trim() === '') refusal = t.errors.emailMissing;
    else if (normalizeEmail(value) !== normalizeEmail(email)) refusal = interpolate(t.errors.emailWrong, { email });
    setFieldError(refusal);
    if (refusal !== null) {
      focusField();
      return;
    }
    setPending(true);
    const result = await onDelete(needsCurrentPassword ? { currentPassword: value } : { email: value.trim() });
    setPending(false);
    if (result.ok) return;
    if ('soleEconomisteOf' in result) {
      setSoleOf(result.soleEconomisteOf);
      return;
    }
    if (result.onField) {
      setFieldError(result.message);
      focusField();
    } else setFormError(result.message);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t.title}
      </h3>
      <p className={styles.text}>{t.lead}</p>
      {download === 'done' && (
        <Alert tone="success" live="polite">
          {t.downloaded}
        </Alert>
      )}
      {typeof download === 'object' && <Alert tone="danger">{download.error}</Alert>}
      {isConfirming ? (
        <form
          ref={formRef}
          className={styles.body}
          aria-labelledby={confirmId}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
        >
          <h4 id={confirmId} className={styles.subheading}>
            {t.confirmTitle}
          </h4>
          <ul className={styles.bullets}>
            {t.consequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {soleOf !== null && (
            <Alert tone="danger" title={t.soleTitle}>
              <p className={styles.text}>{t.soleLead}</p>
              <ul className={styles.bullets}>
                {soleOf.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
              <p className={styles.text}>{t.soleNext}</p>
            </Alert>
          )}
          {formError !== null && <Alert tone="danger">{formError}</Alert>}
          {needsFreshLink ? (
            <Alert tone="info" title={t.freshLinkTitle}>
              {t.freshLink}
            </Alert>
          ) : (
            <TextField
              {...(needsCurrentPassword
                ? {
                    label: t.current,
                    description: t.currentDescription,
                    type: 'password' as const,
                    autoComplete: 'current-password',
                    name: 'current-password',
                  }
                : {
                    label: t.email,
                    description: interpolate(t.emailDescription, { email }),
                    type: 'email' as const,
                    autoComplete: 'off',
                    name: 'confirm-email',
                  })}
              value={value}
              onChange={(next) => {
                setValue(next);
                if (fieldError !== null) setFieldError(null);
              }}
              isInvalid={fieldError !== null}
              errorMessage={fieldError ?? undefined}
            />
          )}
          <div className={styles.actions}>
            {!needsFreshLink && (
              <Button type="submit" variant="danger" isPending={isPending} pendingLabel={t.deleting}>
                {t.confirm}
              </Button>
            )}
            <Button variant="ghost" onPress={close} isDisabled={isPending}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div ref={buttonsRef} className={styles.actions}>
          <Button
            variant="secondary"
            isPending={download === 'pending'}
            pendingLabel={t.downloading}
            onPress={() => void onDownloadPress()}
          >
            {t.download}
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              opening();
              setDownload('idle');
              setConfirming(true);
            }}
          >
            {t.delete}
          </Button>
        </div>
      )}
    </section>
  );
}
