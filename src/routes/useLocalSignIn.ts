import { useState } from 'react';
import { toStorageError } from '../db/errors';
import { loginLocalUser, persistStorage } from '../db/local';
import type { User } from '../db/types';
import { accountFr } from '../i18n/account.fr';
import { storageErrorMessage } from '../i18n/storage';
import type { SignInError } from '../screens/Signup/SignInForm';
import { writeSession } from '../state/session';

/**
 * Signs in to the account this device holds for `email` (spec §7's local log-in: lastLoginAt set), then stores the
 * session exactly as the sign-up's finish does. Null when no account has this email here: nothing is written then.
 * A local read and write only — no request leaves the browser, so no one but the person at this device learns
 * whether an account exists.
 */
export async function signInLocally(email: string): Promise<User | null> {
  const user = await loginLocalUser(email);
  if (!user) return null;
  writeSession({ email: user.email, isBetaUser: user.isBetaUser });
  // Not awaited, as after sign-up: Firefox may ask the user, and the app works the same without persistence.
  void persistStorage();
  return user;
}

export interface LocalSignIn {
  isPending: boolean;
  error: SignInError | null;
  /**
   * Looks the account up; `onSignedIn` runs once the session is stored (even if the form was closed meanwhile: the
   * person is signed in by then), `onRefused` once `error` says why not. A press while one is under way is ignored.
   */
  signIn: (email: string, then?: { onSignedIn?: (user: User) => void; onRefused?: () => void }) => void;
  /** Forgets the last answer (the address was changed, the form closed). */
  clearError: () => void;
}

/** The sign-in forms' container state: pending while the account is looked up, then the answer. */
export function useLocalSignIn(): LocalSignIn {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<SignInError | null>(null);

  return {
    isPending,
    error,
    signIn: (email, { onSignedIn, onRefused } = {}) => {
      if (isPending) return;
      setIsPending(true);
      setError(null);
      signInLocally(email).then(
        (user) => {
          setIsPending(false);
          if (user) {
            onSignedIn?.(user);
            return;
          }
          setError({ kind: 'unknownAccount' });
          onRefused?.();
        },
        (failure: unknown) => {
          // Only the error's name: never the address typed.
          const typed = toStorageError(failure);
          console.error(accountFr.storage.signInLog, typed.name);
          setIsPending(false);
          setError({ kind: 'storage', message: storageErrorMessage(typed) });
          onRefused?.();
        },
      );
    },
    clearError: () => setError(null),
  };
}
