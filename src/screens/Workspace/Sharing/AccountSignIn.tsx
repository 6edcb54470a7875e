import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { normalizeEmail } from '../../../domain/email';
import { EMAIL_PATTERN } from '../../../domain/validation/rules';
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import * as styles from './Sharing.css';

const t = sharingFr.account;

export interface AccountSignInProps {
  /**
   * `form`: the e-mail (a link, or a password); `sent`: the link was asked for (the same answer whatever the address);
   * `off`: this server does not serve accounts — no form then.
   */
  readonly state: 'form' | 'sent' | 'off';
  /** The address the link was asked for (`sent`). */
  readonly sentTo?: string;
  /** Why the flow needs an account, above the form (« Pour partager ce projet… »). */
  readonly intro?: string;
  /** The server's refusal of the last attempt, in French. */
  readonly error?: string | null;
  /** What just happened, above the form (« Votre compte est supprimé… »), announced politely. */
  readonly notice?: string | null;
  readonly isPending?: boolean;
  readonly onRequestLink: (email: string) => void;
  readonly onPasswordSignIn: (email: string, password: string) => void;
  /** Back to the form from `sent`. */
  readonly onOtherAddress: () => void;
}

/**
 * Signing in to the Metr server, for shared projects only: an e-mail and « Recevoir un lien de connexion » (the
 * server answers the same whatever the address, and the screen says so honestly), or a password. When the server does
 * not serve accounts, it says so instead of a form.
 */
export function AccountSignIn({
  state,
  sentTo = '',
  intro,
  error = null,
  notice = null,
  isPending = false,
  onRequestLink,
  onPasswordSignIn,
  onOtherAddress,
}: AccountSignInProps) {
  if (state === 'off') {
    return (
      <div className={styles.body}>
        <Alert tone="info" title={t.offTitle}>
          {t.off}
        </Alert>
      </div>
    );
  }
  if (state === 'sent') {
    return (
      <div className={styles.body}>
        <Alert tone="success" title={t.sentTitle}>
          {interpolate(t.sent, { email: sentTo })}
        </Alert>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onOtherAddress}>
            {t.otherAddress}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <SignInForm
      intro={intro}
      notice={notice}
      error={error}
      isPending={isPending}
      onRequestLink={onRequestLink}
      onPasswordSignIn={onPasswordSignIn}
    />
  );
}

function SignInForm({
  intro,
  notice,
  error,
  isPending,
  onRequestLink,
  onPasswordSignIn,
}: Pick<AccountSignInProps, 'intro' | 'onRequestLink' | 'onPasswordSignIn'> & {
  notice: string | null;
  error: string | null;
  isPending: boolean;
}) {
  const [mode, setMode] = useState<'link' | 'password'>('link');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const normal = normalizeEmail(email);
    const emailRefusal =
      normal === '' ? t.errors.emailMissing : !EMAIL_PATTERN.test(normal) ? t.errors.emailInvalid : null;
    const passwordRefusal = mode === 'password' && password === '' ? t.errors.passwordMissing : null;
    setEmailError(emailRefusal);
    setPasswordError(passwordRefusal);
    if (emailRefusal !== null || passwordRefusal !== null) {
      // The first field in error takes the focus (the house's forms: validate on submit, focus the first error).
      const selector = emailRefusal !== null ? 'input[type="email"]' : 'input[type="password"]';
      form.current?.querySelector<HTMLInputElement>(selector)?.focus();
      return;
    }
    if (mode === 'link') onRequestLink(normal);
    else onPasswordSignIn(normal, password);
  };

  return (
    <div className={styles.body}>
      {notice !== null && (
        <Alert tone="success" live="polite">
          {notice}
        </Alert>
      )}
      <p className={styles.text}>{intro ?? t.lead}</p>
      {error !== null && <Alert tone="danger">{error}</Alert>}
      <form ref={form} className={styles.body} onSubmit={onSubmit} noValidate>
        <TextField
          label={t.email}
          description={t.emailDescription}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (emailError !== null) setEmailError(null);
          }}
          isInvalid={emailError !== null}
          errorMessage={emailError ?? undefined}
        />
        {mode === 'password' && (
          <TextField
            label={t.password}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              if (passwordError !== null) setPasswordError(null);
            }}
            isInvalid={passwordError !== null}
            errorMessage={passwordError ?? undefined}
          />
        )}
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            isPending={isPending}
            pendingLabel={mode === 'link' ? t.sending : t.signingIn}
          >
            {mode === 'link' ? t.sendLink : t.signIn}
          </Button>
          <Button
            variant="ghost"
            onPress={() => {
              setMode(mode === 'link' ? 'password' : 'link');
              setPasswordError(null);
            }}
          >
            {mode === 'link' ? t.usePassword : t.useLink}
          </Button>
        </div>
      </form>
    </div>
  );
}
