/**
 * Where the person signed in on the server is remembered (person.ts writes it after `GET /api/auth/me`). Apart from
 * the sync chunk: the workspace's pages read it to decide whether to ask the server about a project this browser does
 * not have, so that a browser that never used sharing never calls the accounts API (a server without accounts answers
 * 404, which the console reports).
 */
export const ME_STORAGE_KEY = 'metr.sharing.me';

export function hasSignedInBefore(): boolean {
  try {
    return localStorage.getItem(ME_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
