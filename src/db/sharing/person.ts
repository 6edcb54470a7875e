/**
 * Who opens a shared project in this browser: the person signed in on the server (`GET /api/auth/me`), asked once per
 * tab (again after a failure) and remembered in localStorage, so that a shared project opens offline too.
 */
import { ME_STORAGE_KEY } from './remembered';
import { SharingApiError, httpSharingApi, type SharingApi, type SignedInPerson } from './api';

export { ME_STORAGE_KEY };

let asked: Promise<SignedInPerson> | null = null;
/** What `asked` answered, once it did. */
let answered: SignedInPerson | null = null;

function remembered(): SignedInPerson | null {
  try {
    const text = localStorage.getItem(ME_STORAGE_KEY);
    return text ? (JSON.parse(text) as SignedInPerson) : null;
  } catch {
    return null;
  }
}

function remember(person: SignedInPerson | null): void {
  try {
    if (person) localStorage.setItem(ME_STORAGE_KEY, JSON.stringify(person));
    else localStorage.removeItem(ME_STORAGE_KEY);
  } catch {
    /* private browsing: opening offline will need the server */
  }
}

/**
 * The person signed in; offline, the one remembered. Throws SharingApiError otherwise (`signedOut`, `unavailable`:
 * a server without accounts, `offline` with nobody remembered).
 */
export async function signedInPerson(api: Pick<SharingApi, 'me'> = httpSharingApi): Promise<SignedInPerson> {
  // Signing out (here or in another tab) forgets the person remembered (workspace/sharing/known.ts): the answer this
  // tab had is stale then — another account may sign in without a reload, and its sessions must be its own.
  if (answered && remembered()?.person.id !== answered.person.id) {
    asked = null;
    answered = null;
  }
  asked ??= api.me().then(
    (person) => {
      remember(person);
      answered = person;
      return person;
    },
    (error: unknown) => {
      asked = null;
      if (error instanceof SharingApiError && error.failure === 'signedOut') remember(null);
      throw error;
    },
  );
  try {
    return await asked;
  } catch (error) {
    const cached = error instanceof SharingApiError && error.failure === 'offline' ? remembered() : null;
    if (cached) return cached;
    throw error;
  }
}
