/**
 * This person's role on each shared project as this browser last heard it, kept with the remembered person
 * (./remembered.ts's ME_STORAGE_KEY). Apart from ./remembered.ts, which the workspace's first load carries: only the
 * sessions' registry and the libraries' page (both loaded on demand) read or write the roles.
 */
import type { ProjectRole } from '../../domain/sharing/contract';
import { ME_STORAGE_KEY } from './remembered';

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
