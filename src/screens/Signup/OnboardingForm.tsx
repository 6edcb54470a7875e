import { useEffect, useRef, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { RadioGroup } from '../../components/RadioGroup';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { accountFr } from '../../i18n/account.fr';
import type { OnboardingValues } from '../../domain/person';
import * as styles from './Signup.css';

const t = accountFr.signup.onboarding;

export type Profession = (typeof accountFr.onboarding.professions)[number];
export type Experience = (typeof accountFr.onboarding.experiences)[number];

export type OnboardingFormValues = OnboardingValues<Profession, Experience>;

const professionOptions = accountFr.onboarding.professions.map((p) => ({ id: p, label: p }));
const experienceOptions = accountFr.onboarding.experiences.map((e) => ({ value: e, label: e }));

const isProfession = (key: unknown): key is Profession =>
  (accountFr.onboarding.professions as readonly unknown[]).includes(key);
const isExperience = (value: unknown): value is Experience =>
  (accountFr.onboarding.experiences as readonly unknown[]).includes(value);

export interface OnboardingFormProps {
  values: OnboardingFormValues;
  onChange: (values: OnboardingFormValues) => void;
  /** 'Suivant' and a form submit both proceed, with no check (every field is optional). */
  onSubmit: () => void;
  /** Saving the account: the button is disabled and reads « Enregistrement… ». @default false */
  isPending?: boolean;
  /** The French message of a failed save; what was typed stays. @default null */
  errorMessage?: string | null;
  /** Offered with the error when the email is already taken: back to step 1 to change it. @default undefined */
  onChangeEmail?: () => void;
  /**
   * The email already has an account on this device: the notice becomes the offer to sign in to it (« Me connecter à
   * ce compte »), beside « Modifier mon email ». @default undefined
   */
  onSignIn?: () => void;
  /** Focus the company field when the step appears (it replaces step 1, whose button had the focus). @default false */
  focusOnMount?: boolean;
}

/** Step 2 of the registration modal: optional company, profession and experience. */
export function OnboardingForm({
  values,
  onChange,
  onSubmit,
  isPending = false,
  errorMessage = null,
  onChangeEmail,
  onSignIn,
  focusOnMount = false,
}: OnboardingFormProps) {
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!focusOnMount) return;
    const company = formRef.current?.elements.namedItem('company');
    if (company instanceof HTMLElement) company.focus();
  }, [focusOnMount]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };

  return (
    <Form ref={formRef} validationBehavior="aria" onSubmit={submit} className={styles.form}>
      {errorMessage !== null && (
        // An existing account is no failure of the person's: an offer, still announced at once (it answers « Suivant »).
        <Alert tone={onSignIn ? 'info' : 'danger'} live="assertive" title={onSignIn ? t.existingTitle : t.errorTitle}>
          {errorMessage}
          {(onSignIn ?? onChangeEmail) && (
            <div className={onSignIn ? styles.offerActions : styles.alertActions}>
              {onSignIn && (
                <Button size="sm" onPress={onSignIn}>
                  {t.existingSignIn}
                </Button>
              )}
              {onChangeEmail && (
                <Button variant="secondary" size="sm" onPress={onChangeEmail}>
                  {t.changeEmail}
                </Button>
              )}
            </div>
          )}
        </Alert>
      )}
      <TextField
        name="company"
        label={t.company}
        placeholder={t.companyPlaceholder}
        autoComplete="organization"
        value={values.company}
        onChange={(company) => onChange({ ...values, company })}
      />
      <Select
        name="profession"
        label={t.profession}
        placeholder={t.professionPlaceholder}
        items={professionOptions}
        value={values.profession}
        onChange={(key) => onChange({ ...values, profession: isProfession(key) ? key : null })}
      />
      <RadioGroup
        name="experience"
        label={t.experience}
        orientation="horizontal"
        items={experienceOptions}
        value={values.experience}
        onChange={(value) => onChange({ ...values, experience: isExperience(value) ? value : null })}
      />
      <div className={styles.actions}>
        <Button type="submit" width="full" size="lg" isPending={isPending} pendingLabel={t.pending}>
          {t.next}
        </Button>
      </div>
    </Form>
  );
}
