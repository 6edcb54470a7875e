/**
 * The registration modal: step 1 sign-up, step 2 onboarding,
 * step 3 success. Every way of closing it starts the next opening at step 1.
 */
import { atom } from 'jotai';

export type ModalStep = 1 | 2 | 3;

export const isModalOpenAtom = atom(false);
export const modalStepAtom = atom<ModalStep>(1);

export const openModalAtom = atom(null, (_get, set) => {
  set(modalStepAtom, 1);
  set(isModalOpenAtom, true);
});

export const closeModalAtom = atom(null, (_get, set) => {
  set(isModalOpenAtom, false);
  set(modalStepAtom, 1);
});

/** Step 1 → 2 on sign-up completion, 2 → 3 once the user is saved; step 3 stays (its finish closes the modal). */
export const nextModalStepAtom = atom(null, (get, set) => {
  const step = get(modalStepAtom);
  if (step < 3) set(modalStepAtom, (step + 1) as ModalStep);
});
