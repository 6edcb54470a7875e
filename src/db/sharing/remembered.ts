/**
 * Where the person signed in on the server is remembered (person.ts writes it after `GET /api/auth/me`). Apart from
 * the sync chunk: the workspace's pages read it to decide whether to ask the server about a project this browser does
 * not have, so that a browser that never used sharing never calls the accounts API (a server without accounts answers
 * 404, which the console reports).
 */
import type { ProjectRole } from '../../domain/sharing/contract';

export const ME_STORAGE_KEY = 'metr.sharing.me';
/**
 * Set by the sign-in and share flow (workspace/sharing/known.ts) on any success of the account API, cleared when the
 * person signs out: a person who has just signed in is looked up for a project this browser does not have yet.
 */
export const ACCOUNT_KNOWN_KEY = 'metr.share.known';

export function hasSignedInBefore(): boolean {
  try {
    return localStorage.getItem(ME_STORAGE_KEY) !== null || localStorage.getItem(ACCOUNT_KNOWN_KEY) === '1';
  } catch {
    return false;
  }
}

/** The remembered person as far as the roles go (db/sharing/api.ts's SignedInPerson, read without its module). */
interface RememberedPerson {
  readonly person?: { readonly id?: unknown };
  readonly projects?: readonly { readonly id?: unknown; readonly role?: unknown }[];
}

function readRemembered(): RememberedPerson | null {
  try {
    const text = localStorage.getItem(ME_STORAGE_KEY);
    return text ? (JSON.parse(text) as RememberedPerson) : null;
  } catch {
    return null;
  }
}

const ROLES = new Set<unknown>(['economiste', 'metreur', 'lecteur']);

/**
 * This person's role on a shared project as this browser last heard it (the accounts' list, or a session since), for
 * the pages that need it without opening the project's session (the libraries'). The person who shared it is its
 * économiste until told otherwise; null when nobody is remembered or the project is not in their list.
 */
export function rememberedRole(projectId: string, sharedBy: string): ProjectRole | null {
  const remembered = readRemembered();
  if (!remembered) return null;
  const role = remembered.projects?.find((p) => p.id === projectId)?.role;
  if (ROLES.has(role)) return role as ProjectRole;
  return remembered.person?.id === sharedBy ? 'economiste' : null;
}

/** Keeps a role a session was told (a change while connected): the pages without the session follow it too. */
export function rememberRole(projectId: string, role: ProjectRole): void {
  const remembered = readRemembered();
  if (!remembered || rememberedRole(projectId, '') === role) return;
  const others = (remembered.projects ?? []).filter((p) => p.id !== projectId);
  const known = remembered.projects?.find((p) => p.id === projectId);
  try {
    localStorage.setItem(
      ME_STORAGE_KEY,
      JSON.stringify({ ...remembered, projects: [...others, { ...known, id: projectId, role }] }),
    );
  } catch {
    /* private browsing: the next sign-in tells it again */
  }
}
