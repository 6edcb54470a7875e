/**
 * The registration modal: step 1 sign-up, step 2 onboarding,
 * step 3 success. Every way of closing it starts the next opening at step 1.
 */
import { atom } from 'jotai';

export type ModalStep = 1 | 2 | 3;

/** The three-step sign-up, or signing in to an account of this device (its « Se connecter »). */
export type ModalView = 'signup' | 'signin';

export const isModalOpenAtom = atom(false);
/** The modal's chunk is here and it may be rendered ahead of its first opening, hidden (routes/signupModalTrigger). */
export const isModalPreparedAtom = atom(false);
export const modalStepAtom = atom<ModalStep>(1);
export const modalViewAtom = atom<ModalView>('signup');

export const openModalAtom = atom(null, (_get, set) => {
  set(modalStepAtom, 1);
  set(modalViewAtom, 'signup');
  set(isModalOpenAtom, true);
});

/** Opens the modal on its sign-in view (the read-only workspace's « Se connecter à un compte de cet appareil »). */
export const openSignInModalAtom = atom(null, (_get, set) => {
  set(modalStepAtom, 1);
  set(modalViewAtom, 'signin');
  set(isModalOpenAtom, true);
});

export const closeModalAtom = atom(null, (_get, set) => {
  set(isModalOpenAtom, false);
  set(modalStepAtom, 1);
  set(modalViewAtom, 'signup');
});

/** Step 1 → 2 on sign-up completion, 2 → 3 once the user is saved; step 3 stays (its finish closes the modal). */
export const nextModalStepAtom = atom(null, (get, set) => {
  const step = get(modalStepAtom);
  if (step < 3) set(modalStepAtom, (step + 1) as ModalStep);
});
