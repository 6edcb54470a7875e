import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { createSignInSchema, fieldErrors, type SignInValues } from '../../domain/validation';
import { accountFr } from '../../i18n/account.fr';
import * as styles from './Signup.css';
import { SwitchPrompt } from './SwitchPrompt';

const t = accountFr.signIn;

// The sign-up's messages: the same field, the same rules (spec §5).
const signInSchema = createSignInSchema(accountFr.validation.signup);

export type SignInFormValues = SignInValues;

/**
 * What the owner answered to the last valid submit: no account has this email on this device (shown under the field),
 * or the local database failed (its French message, in an alert).
 */
export type SignInError = { kind: 'unknownAccount' } | { kind: 'storage'; message: string };

export interface SignInFormProps {
  values: SignInFormValues;
  onChange: (values: SignInFormValues) => void;
  /** Called with the values once they pass validation (checked on submit). */
  onSubmit: (values: SignInFormValues) => void;
  /** The owner is looking the account up: the button is disabled and reads « Connexion… ». @default false */
  isPending?: boolean;
  /** The owner's answer to the last submit. @default null */
  error?: SignInError | null;
  /** « Pas encore de compte ? Créer mon compte »: shown when given. @default undefined */
  onSignUp?: () => void;
  /** Focus the email when the form appears (it replaces what had the focus). @default false */
  focusOnMount?: boolean;
}

/**
 * Signing in to an account of this device, with its email: the sign-up modal's « Se connecter » view and the signed-out
 * dashboard. Pure: the owner looks the account up (a local read, never a network call).
 */
export function SignInForm({
  values,
  onChange,
  onSubmit,
  isPending = false,
  error = null,
  onSignUp,
  focusOnMount = false,
}: SignInFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  // A request object, so that the same error twice (the same unknown address submitted again) moves the focus again.
  const [focusRequest, setFocusRequest] = useState<object | null>(focusOnMount ? {} : null);
  const [shownError, setShownError] = useState(error);

  // The owner's new answer: an unknown address moves the focus back to the field, announced with its message.
  if (error !== shownError) {
    setShownError(error);
    if (error?.kind === 'unknownAccount') setFocusRequest({});
  }

  useEffect(() => {
    if (!focusRequest) return;
    const email = formRef.current?.elements.namedItem('email');
    if (email instanceof HTMLElement) email.focus();
  }, [focusRequest]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const found = fieldErrors(signInSchema.safeParse(values)).email;
    setInvalid(found);
    if (found !== undefined) {
      setFocusRequest({});
      return;
    }
    onSubmit(values);
  };

  const message = invalid ?? (error?.kind === 'unknownAccount' ? t.unknownAccount : undefined);

  return (
    <div className={styles.form}>
      <Form ref={formRef} validationBehavior="aria" onSubmit={submit} className={styles.form}>
        {error?.kind === 'storage' && (
          <Alert tone="danger" title={t.failedTitle}>
            {error.message}
          </Alert>
        )}
        <TextField
          name="email"
          label={t.email}
          type="email"
          autoComplete="email"
          description={t.note}
          value={values.email}
          onChange={(email) => {
            onChange({ ...values, email });
            // A corrected address loses its message at once.
            if (invalid !== undefined) setInvalid(undefined);
          }}
          isInvalid={message !== undefined}
          errorMessage={message}
        />
        <div className={styles.actions}>
          <Button type="submit" width="full" size="lg" isPending={isPending} pendingLabel={t.pending}>
            {t.submit}
          </Button>
        </div>
      </Form>
      {onSignUp && <SwitchPrompt question={t.noAccount} action={t.signUp} onPress={onSignUp} />}
    </div>
  );
}
