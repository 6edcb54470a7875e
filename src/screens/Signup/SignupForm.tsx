import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Link } from '../../components/Link';
import { TextField } from '../../components/TextField';
import { createSignupSchema, fieldErrors, type FieldErrors } from '../../domain/validation';
import type { SignupValues } from '../../domain/person';
import { accountFr } from '../../i18n/account.fr';
import * as styles from './Signup.css';
import { SwitchPrompt } from './SwitchPrompt';

const t = accountFr.signup.form;

// Built here rather than imported from src/state/validation: screens may not import the state layer. Same
// factory, same French messages.
const signupSchema = createSignupSchema(accountFr.validation.signup);

export type SignupFormValues = SignupValues;

export type SignupField = keyof SignupFormValues;

/** Document order: the first field in error gets the focus. */
const FIELD_ORDER: readonly SignupField[] = ['firstName', 'lastName', 'email', 'password', 'acceptTerms'];

export interface SignupFormProps {
  values: SignupFormValues;
  onChange: (values: SignupFormValues) => void;
  /** Called with the values once they pass validation (checked on submit). */
  onSubmit: (values: SignupFormValues) => void;
  /** The simulated 1000 ms wait: the button is disabled and reads « Création en cours… ». @default false */
  isPending?: boolean;
  /** Where 'CGU' points; opens in a new window so the form is not lost. */
  termsHref: string;
  /** A field to focus when the step appears (the email, when coming back to change it). @default undefined */
  autoFocusField?: SignupField;
  /** Errors to show from the start (stories). @default {} */
  initialErrors?: FieldErrors<SignupFormValues>;
  /** « Déjà un compte sur cet appareil ? Se connecter »: shown when given. @default undefined */
  onSignIn?: () => void;
}

/** Step 1 of the registration modal: identity, password and terms. */
export function SignupForm({
  values,
  onChange,
  onSubmit,
  isPending = false,
  termsHref,
  autoFocusField,
  initialErrors = {},
  onSignIn,
}: SignupFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<SignupFormValues>>(initialErrors);
  // Focus moves after the render that shows the messages, so the field is announced with its description.
  const [focusRequest, setFocusRequest] = useState<{ field: SignupField } | null>(
    autoFocusField ? { field: autoFocusField } : null,
  );

  useEffect(() => {
    if (!focusRequest) return;
    const element = formRef.current?.elements.namedItem(focusRequest.field);
    if (element instanceof HTMLElement) element.focus();
  }, [focusRequest]);

  const set = <K extends SignupField>(field: K, value: SignupFormValues[K]) => {
    onChange({ ...values, [field]: value });
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const found = fieldErrors(signupSchema.safeParse(values));
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first) {
      setFocusRequest({ field: first });
      return;
    }
    onSubmit(values);
  };

  const field = (name: SignupField) => ({
    name,
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  });

  return (
    <Form ref={formRef} validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <div className={styles.nameRow}>
        <TextField
          {...field('firstName')}
          label={t.firstName}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(v) => set('firstName', v)}
        />
        <TextField
          {...field('lastName')}
          label={t.lastName}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(v) => set('lastName', v)}
        />
      </div>
      <TextField
        {...field('email')}
        label={t.email}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(v) => set('email', v)}
      />
      <TextField
        {...field('password')}
        label={t.password}
        type="password"
        autoComplete="new-password"
        placeholder={t.passwordPlaceholder}
        value={values.password}
        onChange={(v) => set('password', v)}
      />
      <Checkbox {...field('acceptTerms')} isSelected={values.acceptTerms} onChange={(v) => set('acceptTerms', v)}>
        {t.acceptTermsBefore}{' '}
        {/* A new window: following the link in this tab would unmount the modal and lose what was typed. */}
        <Link href={termsHref} isExternal>
          {t.acceptTermsLink}
        </Link>{' '}
        {t.acceptTermsAfter}
      </Checkbox>
      <div className={styles.actions}>
        <Button type="submit" width="full" size="lg" isPending={isPending} pendingLabel={t.pending}>
          {t.submit}
        </Button>
        <p className={styles.note}>{t.privacy}</p>
      </div>
      {onSignIn && <SwitchPrompt question={t.haveAccount} action={t.signIn} onPress={onSignIn} />}
    </Form>
  );
}
