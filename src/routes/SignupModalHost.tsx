import { useSetAtom } from 'jotai';
import { openModalAtom } from '../state/modal';

/**
 * The sign-up modal (spec §2 "Registration modal"), mounted once by the public layout and opened from anywhere
 * with `useOpenSignupModal()`. The modal itself lands with the sign-up work (in progress in this session).
 */
export function SignupModalHost() {
  return null;
}

/** Opens the sign-up modal at step 1; the caller's trigger gets the focus back when it closes. */
export function useOpenSignupModal(): () => void {
  return useSetAtom(openModalAtom);
}
