import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Modal } from '../../components/Modal';
import { accountFr } from '../../i18n/account.fr';
import { interpolate } from '../../i18n/format';
import { Eyebrow } from '../../patterns/SectionHeader';
import { OnboardingForm, type OnboardingFormValues } from './OnboardingForm';
import { SignInForm, type SignInFormProps } from './SignInForm';
import { SignupForm, type SignupField, type SignupFormValues } from './SignupForm';
import { SuccessStep, useSuccessProgress } from './SuccessStep';
import * as styles from './Signup.css';
import { SIGNUP_DELAY_MS } from './timings';

export type SignupStep = 1 | 2 | 3;

/** The three-step sign-up, or signing in to an account of this device. */
export type SignupModalView = 'signup' | 'signin';

const titles = {
  1: { title: accountFr.signup.form.title, description: accountFr.signup.form.subtitle },
  2: { title: accountFr.signup.onboarding.title, description: accountFr.signup.onboarding.subtitle },
  3: { title: accountFr.signup.success.title, description: accountFr.signup.success.subtitle },
} as const;

export interface SignupModalProps {
  isOpen: boolean;
  /** Escape or the close button. The owner closes the modal and resets it (step 1, empty form, no password). */
  onClose: () => void;
  step: SignupStep;
  signupValues: SignupFormValues;
  onSignupValuesChange: (values: SignupFormValues) => void;
  /** Step 1 passed validation and the simulated 1000 ms wait is over: go to step 2. */
  onSignupComplete: () => void;
  onboardingValues: OnboardingFormValues;
  onOnboardingValuesChange: (values: OnboardingFormValues) => void;
  /** 'Suivant' or submit on step 2: the owner saves the account and moves to step 3 only if that succeeds. */
  onOnboardingSubmit: () => void;
  /** The account is being saved. @default false */
  isSaving?: boolean;
  /** The French message of a failed save, shown on step 2. @default null */
  saveError?: string | null;
  /** Offered with a duplicate-email error: back to step 1 with the email focused. @default undefined */
  onChangeEmail?: () => void;
  /** The field step 1 focuses when it appears (the email after « Modifier mon email »). @default undefined */
  signupFocusField?: SignupField;
  /** Step 3's 2000 ms timeline is over: close, store the session, go to the dashboard. */
  onFinish: () => void;
  /** Which form the modal shows. The sign-in view needs `signIn`. @default 'signup' */
  view?: SignupModalView;
  /** Step 1's « Se connecter » and the sign-in view's « Créer mon compte »; neither is shown without it. @default undefined */
  onViewChange?: (view: SignupModalView) => void;
  /** The sign-in view's form: its value, the submit, the owner's answer. @default undefined */
  signIn?: Omit<SignInFormProps, 'onSignUp' | 'focusOnMount'>;
  /**
   * Given with a duplicate-email error: step 2 offers to sign in to that account (« Me connecter à ce compte »).
   * @default undefined
   */
  onSignInExisting?: () => void;
  /** The terms page, opened in a new window from the 'CGU' link. */
  termsHref: string;
  /**
   * Shows step 3 frozen at this progress, without the timeline (stories and visual baselines only).
   * @default undefined
   */
  successProgress?: number;
}

/** The registration modal: sign-up, onboarding, success. Pure: the owner holds the state. */
export function SignupModal({
  isOpen,
  onClose,
  step,
  successProgress,
  view = 'signup',
  onViewChange,
  signIn,
  onSignInExisting,
  ...props
}: SignupModalProps) {
  if (view === 'signin' && signIn) {
    return (
      <Modal
        isOpen={isOpen}
        onClose={onClose}
        // Its owner renders it ahead of the first opening (routes/SignupModalHost).
        isRenderedAhead
        isDismissable={false}
        title={accountFr.signIn.title}
        description={accountFr.signIn.subtitle}
      >
        <SignInForm {...signIn} onSignUp={onViewChange && (() => onViewChange('signup'))} focusOnMount />
      </Modal>
    );
  }
  const { title, description } = titles[step];
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      isRenderedAhead
      // A press outside would throw away what was typed; Escape and the close button are deliberate.
      isDismissable={false}
      title={title}
      description={description}
    >
      <div className={styles.form}>
        <Stepper step={step} />
        {step === 1 && (
          <SignupStepBody isActive={isOpen} onSignIn={onViewChange && (() => onViewChange('signin'))} {...props} />
        )}
        {step === 2 && (
          <OnboardingForm
            values={props.onboardingValues}
            onChange={props.onOnboardingValuesChange}
            onSubmit={props.onOnboardingSubmit}
            isPending={props.isSaving}
            errorMessage={props.saveError}
            onChangeEmail={props.onChangeEmail}
            onSignIn={onSignInExisting}
            focusOnMount
          />
        )}
        {step === 3 &&
          (successProgress === undefined ? (
            <SuccessStepBody isActive={isOpen} onFinish={props.onFinish} />
          ) : (
            <FocusDialog>
              <SuccessStep progress={successProgress} />
            </FocusDialog>
          ))}
      </div>
    </Modal>
  );
}

function Stepper({ step }: { step: SignupStep }) {
  return (
    <div className={styles.stepper}>
      <Eyebrow size="xs" tone="muted">
        {interpolate(accountFr.signup.stepOf, { n: step })}
      </Eyebrow>
      <div className={styles.stepperTrack} aria-hidden="true">
        {([1, 2, 3] as const).map((n) => (
          <span key={n} className={styles.stepperSegment} data-done={n <= step || undefined} />
        ))}
      </div>
    </div>
  );
}

type SignupStepBodyProps = Pick<
  SignupModalProps,
  'signupValues' | 'onSignupValuesChange' | 'onSignupComplete' | 'termsHref' | 'signupFocusField'
> & { isActive: boolean; onSignIn: (() => void) | undefined };

/**
 * Step 1 with its simulated wait: valid data → submitting for exactly 1000 ms → idle and the completion
 * handler. The timer is cleared if the modal closes meanwhile, so nothing moves a closed modal to step 2.
 */
function SignupStepBody({
  isActive,
  signupValues,
  onSignupValuesChange,
  onSignupComplete,
  termsHref,
  signupFocusField,
  onSignIn,
}: SignupStepBodyProps) {
  const [isPending, setIsPending] = useState(false);
  const complete = useRef(onSignupComplete);
  useEffect(() => {
    complete.current = onSignupComplete;
  });
  useEffect(() => {
    if (!isPending || !isActive) return undefined;
    const timer = setTimeout(() => {
      setIsPending(false);
      complete.current();
    }, SIGNUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isPending, isActive]);
  return (
    <SignupForm
      values={signupValues}
      onChange={onSignupValuesChange}
      onSubmit={() => setIsPending(true)}
      isPending={isPending}
      termsHref={termsHref}
      autoFocusField={signupFocusField}
      onSignIn={onSignIn}
    />
  );
}

function SuccessStepBody({ isActive, onFinish }: { isActive: boolean; onFinish: () => void }) {
  const progress = useSuccessProgress(isActive, onFinish);
  return (
    <FocusDialog>
      <SuccessStep progress={progress} />
    </FocusDialog>
  );
}

/**
 * Step 3 has nothing to operate: focus goes to the dialog itself, so screen readers announce the new title and
 * description (« Compte créé avec succès ! … ») instead of leaving focus on the removed 'Suivant' button.
 */
function FocusDialog({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dialog = ref.current?.closest<HTMLElement>('[role="dialog"]');
    dialog?.focus();
  }, []);
  return <div ref={ref}>{children}</div>;
}
