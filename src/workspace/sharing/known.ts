/**
 * Whether this browser has reasons to ask the server about an account. Asking costs a console error whenever the
 * answer is not 2xx (Chromium logs « Failed to load resource » for a 401 or a 404 fetch): a person working alone on a
 * server without sharing would see one on every visit of the project list. So the list asks only when this browser
 * signed in before (the flag, set by any success of the account flow and cleared by signing out), when it was just
 * sent here by a sign-in link (the link page posts to the API, which redirects to /dashboard: the referrer is the
 * link page), or when it holds a shared project. Otherwise the list shows the way to sign in, which asks on a press.
 */
import { ACCOUNT_KNOWN_KEY as KEY, ME_STORAGE_KEY } from '../../db/sharing/remembered';

const LINK_PAGE = '/api/auth/link/open';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function rememberAccount(isSignedIn: boolean): void {
  try {
    if (isSignedIn) storage()?.setItem(KEY, '1');
    else {
      storage()?.removeItem(KEY);
      // The person the sync session remembered for opening offline is signed out too.
      storage()?.removeItem(ME_STORAGE_KEY);
    }
  } catch {
    // A refused storage: the list asks on a press only.
  }
}

export function isAccountKnown(referrer: string, hasSharedProject: boolean): boolean {
  let fromLink = false;
  try {
    fromLink = referrer !== '' && new URL(referrer).pathname === LINK_PAGE;
  } catch {
    fromLink = false;
  }
  if (fromLink) rememberAccount(true);
  return fromLink || hasSharedProject || storage()?.getItem(KEY) === '1';
}
