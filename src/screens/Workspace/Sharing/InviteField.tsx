import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { normalizeEmail } from '../../../domain/email';
import { EMAIL_PATTERN } from '../../../domain/validation/rules';
import { sharingFr } from '../../../i18n/sharing.fr';
import * as styles from './Sharing.css';

const errors = sharingFr.share.errors;

/** Why an address is refused before anything is sent, or null: empty, not an address, or already there. */
export function inviteRefusal(
  email: string,
  existing: readonly string[],
  alreadyThere: (email: string) => string,
): string | null {
  const normal = normalizeEmail(email);
  if (normal === '') return errors.emailMissing;
  if (!EMAIL_PATTERN.test(normal)) return errors.emailInvalid;
  return existing.some((address) => normalizeEmail(address) === normal) ? alreadyThere(normal) : null;
}

export interface InviteFieldProps {
  /** The field's label and description. */
  readonly label: string;
  readonly description: string;
  /** The button's words (« Inviter », « Ajouter »). */
  readonly submitLabel: string;
  /** The addresses already there: one of them is refused at the field. */
  readonly existing: readonly string[];
  /** The refusal of an address already there (« x a déjà accès à ce projet. »). */
  readonly alreadyThere: (email: string) => string;
  readonly isPending: boolean;
  /** A valid new address, normalised; the field is emptied. */
  readonly onSubmit: (email: string) => void;
  /** Between the field and the button (the share dialog's role). */
  readonly children?: ReactNode;
}

/**
 * An e-mail address and its button, as the share dialog invites a person and the firm panel adds a member: checked on
 * submit, the French message under the field and the focus back on it when refused.
 */
export function InviteField({
  label,
  description,
  submitLabel,
  existing,
  alreadyThere,
  isPending,
  onSubmit,
  children,
}: InviteFieldProps) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = inviteRefusal(email, existing, alreadyThere);
    setMessage(refusal);
    if (refusal !== null) {
      form.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
      return;
    }
    onSubmit(normalizeEmail(email));
    setEmail('');
  };
  return (
    <form ref={form} className={styles.inviteForm} onSubmit={submit} noValidate>
      <TextField
        className={styles.grow}
        label={label}
        description={description}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (message !== null) setMessage(null);
        }}
        isInvalid={message !== null}
        errorMessage={message ?? undefined}
      />
      {children}
      <Button type="submit" variant="secondary" isPending={isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
