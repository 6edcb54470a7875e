import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, type ValidationResult } from 'react-aria-components';
import { Alert } from '../../components/Alert';
import { AlertDialog } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { TextField } from '../../components/TextField';
import { Heading, Text } from '../../components/Typography';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  BETA_HONEYPOT_FIELD,
  createBetaRegistrationSchema,
  fieldErrors,
  type BetaRegistrationValues,
  type FieldErrors,
} from '../../domain/validation';
import { accountFr } from '../../i18n/account.fr';
import { pagesFr } from '../../i18n/pages.fr';
import { Eyebrow } from '../../patterns/SectionHeader';
import { Logo } from '../../patterns/SiteHeader';
import * as styles from './Register.css';

const t = pagesFr.register;

// Built here rather than imported from src/state/validation: screens may not import the state layer. Same factory,
// same French messages as the server's copy of the schema.
const messages = accountFr.validation.beta;
const betaSchema = createBetaRegistrationSchema(messages);

/**
 * What the browser's own checks found (`required`, `type="email"`), in the form's words: react-aria shows it under
 * the field instead of the browser's bubble.
 */
const browserMessage = ({ validationDetails }: ValidationResult) =>
  validationDetails.typeMismatch ? messages.emailInvalid : messages.allFieldsRequired;

/** What the form holds: the four fields (last name, first name, phone, email) and the honeypot (empty for humans). */
export interface RegisterValues {
  nom: string;
  prenom: string;
  tel: string;
  mail: string;
  [BETA_HONEYPOT_FIELD]: string;
}

export type RegisterField = 'nom' | 'prenom' | 'tel' | 'mail';
export type RegisterFieldErrors = FieldErrors<Pick<RegisterValues, RegisterField>>;

export const emptyRegisterValues: RegisterValues = { nom: '', prenom: '', tel: '', mail: '', website: '' };

/** Document order: the first field in error gets the focus. */
export const REGISTER_FIELD_ORDER: readonly RegisterField[] = ['nom', 'prenom', 'tel', 'mail'];

/** The payload the page posts: the four fields, and the honeypot only when something filled it. */
export function registerPayload(values: RegisterValues): Record<string, string> {
  const { website, ...fields } = values;
  return website ? { ...fields, [BETA_HONEYPOT_FIELD]: website } : fields;
}

export interface RegisterProps {
  values: RegisterValues;
  onChange: (values: RegisterValues) => void;
  /** Called with the checked, trimmed payload once it passes the shared schema. */
  onSubmit: (payload: BetaRegistrationValues) => void;
  /** While the request runs: the button is disabled and reads 'Création…'. @default false */
  isPending?: boolean;
  /** A form-level failure (send error, too many attempts), in an alert above the button. @default undefined */
  errorMessage?: string;
  /** Per-field messages returned by the server (400); focus moves to the first. @default undefined */
  serverErrors?: RegisterFieldErrors;
  /** The 'Inscription envoyée' dialog. @default false */
  isSuccessOpen?: boolean;
  /** The dialog was closed, whichever way ('Continuer', Escape). */
  onSuccessClose: () => void;
  /** 'Retour au site'. */
  homeHref: string;
  /** 'Se connecter': the application site, for people who already have a beta code (new window). */
  loginHref: string;
  privacyHref: string;
  /** Errors to show from the start (stories). @default {} */
  initialErrors?: RegisterFieldErrors;
}

/** The beta-registration page (/register): its own frame, no site header. Pure: the route sends. */
export function Register({
  values,
  onChange,
  onSubmit,
  isPending = false,
  errorMessage,
  serverErrors,
  isSuccessOpen = false,
  onSuccessClose,
  homeHref,
  loginHref,
  privacyHref,
  initialErrors = {},
}: RegisterProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const honeypotId = useId();
  const [errors, setErrors] = useState<RegisterFieldErrors>(initialErrors);
  // Focus moves after the render that shows the messages, so the field is announced with its message.
  const [focusRequest, setFocusRequest] = useState<{ field: RegisterField } | null>(null);

  const focusField = (field: RegisterField) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };

  useEffect(() => {
    if (focusRequest) focusField(focusRequest.field);
  }, [focusRequest]);

  // A new set of server messages: focus the first field they name.
  useEffect(() => {
    const first = REGISTER_FIELD_ORDER.find((field) => serverErrors?.[field] !== undefined);
    if (first) focusField(first);
  }, [serverErrors]);

  const set = (field: keyof RegisterValues, value: string) => {
    onChange({ ...values, [field]: value });
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    if (field !== BETA_HONEYPOT_FIELD && errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const result = betaSchema.safeParse(registerPayload(values));
    const found = fieldErrors(result) as RegisterFieldErrors;
    setErrors(found);
    const first = REGISTER_FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first) {
      setFocusRequest({ field: first });
      return;
    }
    if (result.success) onSubmit(result.data);
  };

  const field = (name: RegisterField) => {
    const message = errors[name] ?? serverErrors?.[name];
    return {
      name,
      isRequired: true,
      // Left undefined without a message of ours: `false` would overrule the browser's own checks.
      isInvalid: message === undefined ? undefined : true,
      errorMessage: message ?? browserMessage,
      value: values[name],
      onChange: (value: string) => set(name, value),
    };
  };

  return (
    <div className={styles.page}>
      <nav aria-label={t.navLabel} className={styles.topBar}>
        <Link href={homeHref} variant="standalone" className={styles.back}>
          <Icon name="arrowLeft" size="sm" />
          {t.backToSite}
        </Link>
        <p className={styles.login}>
          {t.haveCode}{' '}
          <Link href={loginHref} isExternal variant="standalone">
            {t.login}
          </Link>
        </p>
      </nav>

      <div className={styles.card}>
        <div className={styles.intro}>
          <Logo />
          <Eyebrow size="xs" className={styles.eyebrow}>
            {t.eyebrow}
          </Eyebrow>
          <Heading level={1} size="display3" id={headingId}>
            {t.heading}
          </Heading>
          <Text tone="muted">{t.lead}</Text>
        </div>

        {/* data-hj-suppress: nothing typed here ever reaches a session recording, whatever the vendor's settings. */}
        <div data-hj-suppress>
          {/*
            The browser checks the fields first (required, type="tel", type="email"): a submit with an empty field or
            a malformed email is stopped before ours runs, and react-aria shows the French message and focuses the
            first such field. What the browser lets through (spaces only, a phone number it cannot read) gets the
            shared schema's messages on submit.
          */}
          <Form
            ref={formRef}
            aria-labelledby={headingId}
            validationBehavior="native"
            onSubmit={submit}
            className={styles.form}
          >
            <div className={styles.nameRow}>
              <TextField {...field('nom')} label={t.nom} autoComplete="family-name" />
              <TextField {...field('prenom')} label={t.prenom} autoComplete="given-name" />
            </div>
            <TextField {...field('tel')} label={t.tel} type="tel" autoComplete="tel" description={t.telDescription} />
            <TextField {...field('mail')} label={t.mail} type="email" autoComplete="email" />

            {/* The honeypot: out of sight, of the tab order and of the accessibility tree; bots fill it. */}
            <VisuallyHidden elementType="div" aria-hidden="true">
              <label htmlFor={honeypotId}>{t.honeypot}</label>
              <input
                id={honeypotId}
                name={BETA_HONEYPOT_FIELD}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={(event) => set(BETA_HONEYPOT_FIELD, event.target.value)}
              />
            </VisuallyHidden>

            {errorMessage !== undefined && <Alert tone="danger">{errorMessage}</Alert>}

            <div className={styles.actions}>
              <Button type="submit" size="lg" isPending={isPending} pendingLabel={t.pending}>
                {t.submit}
              </Button>
              <p className={styles.privacy}>
                {t.privacyBefore} <Link href={privacyHref}>{t.privacyLink}</Link>
              </p>
            </div>
          </Form>
        </div>
      </div>

      <AlertDialog
        isOpen={isSuccessOpen}
        onClose={onSuccessClose}
        tone="success"
        title={t.successTitle}
        message={t.successMessage}
        actionLabel={t.successAction}
      />
    </div>
  );
}
