import { useCallback, useState, type ComponentType } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { readable } from '../react/readable';
import { isModalPreparedAtom, isModalOpenAtom, openModalAtom, openSignInModalAtom } from '../state/modal';

/**
 * The light half of the sign-up modal, for the pages that open it: the modal's host (its atoms' owner, the storage
 * layer) is a chunk of its own that no page downloads before the first opening.
 */

/** Opens the sign-up modal at step 1; the caller's trigger gets the focus back when it closes. */
export function useOpenSignupModal(): () => void {
  return useSetAtom(openModalAtom);
}

/** Opens the modal on its sign-in view (an account of this device); the trigger gets the focus back when it closes. */
export function useOpenSignInModal(): () => void {
  return useSetAtom(openSignInModalAtom);
}

/** False until the modal opens for the first time, then true for good (closing keeps what was loaded). */
export function useSignupModalHasOpened(): boolean {
  const isOpen = useAtomValue(isModalOpenAtom);
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened;
}

let host: Promise<ComponentType> | undefined;

/**
 * The modal's host and, with it, the modal: ~3 KB gzip of atoms, session and storage errors, and the modal screen,
 * which no first load needs. Fetched when the landing is idle, else on the first opening; once here, the modal
 * renders in the same render as the press that opens it (React's use() reads the settled promise).
 */
export const loadSignupModal = (): Promise<ComponentType> =>
  (host ??= readable(import('./SignupModalHost').then((m) => m.SignupModalHost)));

/**
 * Fetches the modal and has the root layout render it ahead, open but hidden (React's <Activity mode="hidden">, at
 * the lowest priority, in slices that leave the page answering): its first opening then only reveals what is already
 * built (its effects run then), instead of building 60 elements and their react-aria hooks in the press's frame.
 * For the landing, once it is idle. The same function every render.
 */
export function usePrepareSignupModal(): () => void {
  const setPrepared = useSetAtom(isModalPreparedAtom);
  return useCallback(() => void loadSignupModal().then(() => setPrepared(true)), [setPrepared]);
}

/** True once the modal is prepared: until its first opening, it is rendered ahead, hidden. */
export const useSignupModalPrepared = (): boolean => useAtomValue(isModalPreparedAtom);
