/**
 * Sign-up and onboarding form state of the registration modal.
 *
 * The password lives only in this in-memory atom: never atomWithStorage, never localStorage or IndexedDB, and
 * registrationInputAtom (what the user repository receives) leaves it out. Reset after registration or on
 * closing the modal so it does not outlive the form.
 */
import { atom } from 'jotai';
import type { RegisterUserInput } from '../db/users';
import type { OnboardingValues, SignupValues } from '../domain/person';
import type { Experience, Profession } from './validation';

/** Raw form values, as typed (validation happens on submit, with signupSchema). */
export type SignupFormState = SignupValues;

export type OnboardingFormState = OnboardingValues<Profession, Experience>;

export const emptySignupForm: Readonly<SignupFormState> = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  acceptTerms: false,
};

export const emptyOnboardingForm: Readonly<OnboardingFormState> = {
  company: '',
  profession: null,
  experience: null,
};

export const signupFormAtom = atom<SignupFormState>({ ...emptySignupForm });
export const onboardingFormAtom = atom<OnboardingFormState>({ ...emptyOnboardingForm });
/** The modal's sign-in view: the email only (no password exists to ask for). */
export const signInFormAtom = atom<{ email: string }>({ email: '' });

/** Clears both steps, the password included, and the sign-in view. */
export const resetSignupAtom = atom(null, (_get, set) => {
  set(signupFormAtom, { ...emptySignupForm });
  set(onboardingFormAtom, { ...emptyOnboardingForm });
  set(signInFormAtom, { email: '' });
});

/** What step 2 hands to userRepository.register: the sign-up identity and onboarding answers, no password. */
export const registrationInputAtom = atom((get): RegisterUserInput => {
  const { firstName, lastName, email } = get(signupFormAtom);
  const { company, profession, experience } = get(onboardingFormAtom);
  const trimmedCompany = company.trim();
  return {
    firstName,
    lastName,
    email,
    ...(trimmedCompany ? { company: trimmedCompany } : {}),
    ...(profession ? { profession } : {}),
    ...(experience ? { experience } : {}),
  };
});
