import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { isAcceptablePassword } from '../../../domain/sharing/password';
import { sharingFr } from '../../../i18n/sharing.fr';
import * as styles from './Sharing.css';
import { useFormToggleFocus } from './useFormToggleFocus';

const t = sharingFr.password;

/** The fields' names, as password managers know them. */
const FIELD_NAMES = { current: 'current-password', password: 'new-password' } as const;

/** The server's answer to a new password: saved, or refused with a French message, on a field when it names one. */
export type PasswordSaveResult =
  { readonly ok: true } | { readonly ok: false; readonly message: string; readonly field?: 'current' | 'password' };

export interface PasswordPanelProps {
  /** The signed-in person's address: given to password managers with the new password (a hidden username field). */
  readonly email: string;
  readonly hasPassword: boolean;
  /**
   * Whether the current password is asked: always once there is one, unless this session was opened by a magic link in
   * the last 15 minutes (the forgotten-password path; the server decides and says so).
   */
  readonly needsCurrentPassword: boolean;
  /** Sends the new password (and the current one when asked); resolves with the server's answer. */
  readonly onSave: (password: string, currentPassword: string | undefined) => Promise<PasswordSaveResult>;
}

/**
 * « Mot de passe » in the account's dialog: a person signed in by a link may set one, a person with one may change it.
 * The form opens on demand; it checks the length itself (the rule the server enforces), then the server checks the
 * current password. Saved, the form closes, the focus back on its button, and a polite message says the other
 * sessions were closed.
 */
export function PasswordPanel({ email, hasPassword, needsCurrentPassword, onSave }: PasswordPanelProps) {
  const headingId = useId();
  const [isEditing, setEditing] = useState(false);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ current?: string; password?: string; form?: string }>({});
  const [isPending, setPending] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const { form, formRef, buttonsRef, opening, closing } = useFormToggleFocus((row) => row.querySelector('button'));

  const close = () => {
    closing();
    setEditing(false);
    setCurrent('');
    setPassword('');
    setErrors({});
  };

  const focusField = (field: 'current' | 'password') =>
    form.current?.querySelector<HTMLInputElement>(`input[name="${FIELD_NAMES[field]}"]`)?.focus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const refused = {
      ...(needsCurrentPassword && current === '' ? { current: t.errors.currentMissing } : {}),
      ...(isAcceptablePassword(password) ? {} : { password: t.errors.length }),
    };
    setErrors(refused);
    if (refused.current !== undefined || refused.password !== undefined) {
      focusField(refused.current !== undefined ? 'current' : 'password');
      return;
    }
    setPending(true);
    const result = await onSave(password, needsCurrentPassword ? current : undefined);
    setPending(false);
    if (result.ok) {
      close();
      setSaved(true);
      return;
    }
    setErrors(result.field ? { [result.field]: result.message } : { form: result.message });
    if (result.field) focusField(result.field);
  };

  const values = { current, password };
  const setters = { current: setCurrent, password: setPassword };
  /** A password field: its name and autocomplete as password managers know them, its refusal under it. */
  const secretField = (field: 'current' | 'password', label: string, description: string) => (
    <TextField
      label={label}
      description={description}
      type="password"
      autoComplete={FIELD_NAMES[field]}
      name={FIELD_NAMES[field]}
      value={values[field]}
      onChange={(value) => {
        setters[field](value);
        if (errors[field] !== undefined) setErrors({ ...errors, [field]: undefined });
      }}
      isInvalid={errors[field] !== undefined}
      errorMessage={errors[field]}
    />
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t.title}
      </h3>
      <p className={styles.text}>{hasPassword ? t.leadSet : t.leadNone}</p>
      {isSaved && (
        <Alert tone="success" live="polite">
          {t.saved}
        </Alert>
      )}
      {isEditing ? (
        <form ref={formRef} className={styles.body} onSubmit={(event) => void onSubmit(event)} noValidate>
          {/* For password managers: the account the new password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          {errors.form !== undefined && <Alert tone="danger">{errors.form}</Alert>}
          {needsCurrentPassword && secretField('current', t.current, t.forgotten)}
          {secretField('password', t.new, t.newDescription)}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" isPending={isPending} pendingLabel={t.saving}>
              {t.save}
            </Button>
            <Button variant="ghost" onPress={close} isDisabled={isPending}>
              {t.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div ref={buttonsRef} className={styles.actions}>
          <Button
            variant="secondary"
            onPress={() => {
              opening();
              setSaved(false);
              setEditing(true);
            }}
          >
            {hasPassword ? t.change : t.define}
          </Button>
        </div>
      )}
    </section>
  );
}
