import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { isModalOpenAtom, openModalAtom } from '../state/modal';

/**
 * The light half of the sign-up modal, for the pages that open it: the modal's host (its atoms' owner, the storage
 * layer) is a chunk of its own that no page downloads before the first opening.
 */

/** Opens the sign-up modal at step 1; the caller's trigger gets the focus back when it closes. */
export function useOpenSignupModal(): () => void {
  return useSetAtom(openModalAtom);
}

/** False until the modal opens for the first time, then true for good (closing keeps what was loaded). */
export function useSignupModalHasOpened(): boolean {
  const isOpen = useAtomValue(isModalOpenAtom);
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened;
}
