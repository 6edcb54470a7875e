import { memo, useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { DuplicateEmailError, toStorageError } from '../db/errors';
import { loginLocalUser, persistStorage, registerLocalUser } from '../db/local';
import type { User } from '../db/types';
import { accountFr } from '../i18n/account.fr';
import { storageErrorMessage } from '../i18n/storage';
import { SignupModal } from '../screens/Signup/SignupModal';
import { closeModalAtom, isModalOpenAtom, modalStepAtom, modalViewAtom, nextModalStepAtom } from '../state/modal';
import { writeSession } from '../state/session';
import {
  onboardingFormAtom,
  registrationInputAtom,
  resetSignupAtom,
  signInFormAtom,
  signupFormAtom,
} from '../state/signup';
import type { SignupField } from '../screens/Signup/SignupForm';
import { paths } from '../config/routes';
import { useSignupModalHasOpened, useSignupModalPrepared } from './signupModalTrigger';
import { useLocalSignIn } from './useLocalSignIn';

/**
 * The sign-up modal, mounted once by the root layout (public pages and the
 * dashboard) and opened from anywhere with `useOpenSignupModal()` (signupModalTrigger.ts).
 */
export function SignupModalHost() {
  const isOpen = useAtomValue(isModalOpenAtom);
  // Rendered ahead of its first opening, hidden by the root layout (usePrepareSignupModal): the modal is rendered
  // open, so that the opening only reveals it, with the same props (none of it is rendered again).
  const isPrepared = useSignupModalPrepared();
  const hasOpened = useSignupModalHasOpened();
  return <SignupModalController isOpen={isOpen || (isPrepared && !hasOpened)} />;
}

interface SaveState {
  isSaving: boolean;
  error: { message: string; isDuplicate: boolean } | null;
}

const idle: SaveState = { isSaving: false, error: null };

/** Reads the atoms and the repositories, passes props to the pure SignupModal. */
const SignupModalController = memo(function SignupModalController({ isOpen }: { isOpen: boolean }) {
  const [step, setStep] = useAtom(modalStepAtom);
  const closeModal = useSetAtom(closeModalAtom);
  const nextStep = useSetAtom(nextModalStepAtom);
  const [signupValues, setSignupValues] = useAtom(signupFormAtom);
  const [onboardingValues, setOnboardingValues] = useAtom(onboardingFormAtom);
  const registrationInput = useAtomValue(registrationInputAtom);
  const resetForms = useSetAtom(resetSignupAtom);
  const navigate = useNavigate();
  const [view, setView] = useAtom(modalViewAtom);
  const [signInValues, setSignInValues] = useAtom(signInFormAtom);
  const signIn = useLocalSignIn();
  const [save, setSave] = useState<SaveState>(idle);
  // The field step 1 focuses when it comes back: the email after « Modifier mon email », the first name after the
  // sign-in view's « Créer mon compte ».
  const [focusField, setFocusField] = useState<SignupField | undefined>(undefined);
  // The saved account, for the finish step (its normalised email and isBetaUser).
  const registered = useRef<User | null>(null);
  // A save that ends after the modal was closed must not move or mark the closed modal.
  const isOpenRef = useRef(isOpen);
  useEffect(() => {
    isOpenRef.current = isOpen;
  }, [isOpen]);

  /** Every way of closing: step 1 next time, both forms empty, the password gone from memory. */
  const reset = () => {
    closeModal();
    resetForms();
    setSave(idle);
    setFocusField(undefined);
    signIn.clearError();
  };

  /**
   * The workspace. Opened from /dashboard itself (signed out there), the modal leaves the address as it is: a second
   * /dashboard in the history made Back land on the same page.
   */
  const toDashboard = () => void navigate(paths.dashboard, { replace: window.location.pathname === paths.dashboard });

  /**
   * Signed in to an account of this device: the modal closes (forms and password cleared), then the workspace. A refusal
   * is shown on the sign-in view, the address in its field (the step 2 offer moves there to say it).
   */
  const signInTo = (email: string) =>
    signIn.signIn(email, {
      onSignedIn: () => {
        reset();
        toDashboard();
      },
      onRefused: () => {
        setSignInValues({ email });
        setView('signin');
      },
    });

  const finish = () => {
    const user = registered.current;
    registered.current = null;
    reset();
    if (!user) return;
    writeSession({ email: user.email, isBetaUser: user.isBetaUser });
    // Not awaited: Firefox may ask the user, and the app works the same without persistence.
    void persistStorage();
    // The workspace at once, with the session: its log-in date is written meanwhile. Going there once that write was
    // over took the person back to the project list if they had gone on (the session shows the workspace already on
    // /dashboard), or left the public page up that long.
    toDashboard();
    void loginLocalUser(user.email).catch((error: unknown) => console.error(toStorageError(error).name));
  };

  const saveAccount = async () => {
    if (save.isSaving) return;
    setSave({ isSaving: true, error: null });
    try {
      const user = await registerLocalUser(registrationInput);
      registered.current = user;
      if (!isOpenRef.current) return;
      setSave(idle);
      nextStep();
    } catch (error) {
      // Logged in French; only the error's name, never the email or the names typed.
      const typed = toStorageError(error);
      console.error(accountFr.storage.registrationLog, typed.name);
      if (!isOpenRef.current) return;
      setSave({
        isSaving: false,
        error: { message: storageErrorMessage(typed), isDuplicate: typed instanceof DuplicateEmailError },
      });
    }
  };

  return (
    <SignupModal
      isOpen={isOpen}
      // Closing on step 3 finishes early: the account exists, so the user is signed in rather than left without a
      // session (a second sign-up with the same email would fail as a duplicate).
      onClose={step === 3 ? finish : reset}
      step={step}
      signupValues={signupValues}
      onSignupValuesChange={setSignupValues}
      onSignupComplete={() => {
        setFocusField(undefined);
        nextStep();
      }}
      signupFocusField={focusField}
      onboardingValues={onboardingValues}
      onOnboardingValuesChange={setOnboardingValues}
      onOnboardingSubmit={() => void saveAccount()}
      isSaving={save.isSaving}
      saveError={save.error?.message ?? null}
      onChangeEmail={
        save.error?.isDuplicate
          ? () => {
              setSave(idle);
              setFocusField('email');
              setStep(1);
            }
          : undefined
      }
      // The address already has an account here: sign in to it rather than a dead end. The onboarding answers typed
      // are not written into that account (it is not this form's to change).
      onSignInExisting={save.error?.isDuplicate ? () => signInTo(signupValues.email) : undefined}
      view={view}
      onViewChange={(next) => {
        signIn.clearError();
        if (next === 'signin') {
          // The address typed for the sign-up, if any, is the likeliest one.
          setSignInValues({ email: signInValues.email || signupValues.email });
        } else {
          setSave(idle);
          setFocusField('firstName');
          setStep(1);
        }
        setView(next);
      }}
      signIn={{
        values: signInValues,
        onChange: (values) => {
          setSignInValues(values);
          signIn.clearError();
        },
        onSubmit: ({ email }) => signInTo(email),
        isPending: signIn.isPending,
        error: signIn.error,
      }}
      onFinish={finish}
      termsHref={paths.terms}
    />
  );
});
