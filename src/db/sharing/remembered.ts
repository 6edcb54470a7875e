/**
 * Where the person signed in on the server is remembered (person.ts writes it after `GET /api/auth/me`). Apart from
 * the sync chunk: the workspace's pages read it to decide whether to ask the server about a project this browser does
 * not have, so that a browser that never used sharing never calls the accounts API (a server without accounts answers
 * 404, which the console reports).
 */
export const ME_STORAGE_KEY = 'metr.sharing.me';
/**
 * Set by the sign-in and share flow (workspace/sharing/known.ts) on any success of the account API, cleared when the
 * person signs out: a person who has just signed in is looked up for a project this browser does not have yet.
 */
export const ACCOUNT_KNOWN_KEY = 'metr.share.known';

/** The id of the person remembered as signed in (person.ts), without asking the server; null when none is. */
export function rememberedPersonId(): string | null {
  try {
    const value = JSON.parse(localStorage.getItem(ME_STORAGE_KEY) ?? 'null') as { person?: { id?: unknown } } | null;
    return typeof value?.person?.id === 'string' ? value.person.id : null;
  } catch {
    return null;
  }
}

export function hasSignedInBefore(): boolean {
  try {
    return localStorage.getItem(ME_STORAGE_KEY) !== null || localStorage.getItem(ACCOUNT_KNOWN_KEY) === '1';
  } catch {
    return false;
  }
}
