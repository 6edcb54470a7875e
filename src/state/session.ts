/**
 * The local session: the localStorage key `user` holds the signed-in email and isBetaUser, nothing else (no name, no
 * password). Reads are validated: a hand-edited or foreign value counts as "no session". The database itself is
 * reached through src/db/local.ts.
 */
import { useSyncExternalStore } from 'react';

export const SESSION_KEY = 'user';

export interface LocalSession {
  email: string;
  isBetaUser: boolean;
}

// Checked by hand rather than with zod: this module is in the shell, zod is not.
function isSession(value: unknown): value is LocalSession {
  if (!value || typeof value !== 'object') return false;
  const { email, isBetaUser } = value as Record<string, unknown>;
  return typeof email === 'string' && email.length > 0 && typeof isBetaUser === 'boolean';
}

// Same-tab changes: the `storage` event only fires in the other tabs.
const SESSION_EVENT = 'metr:session';

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY);
  } catch {
    // Storage disabled by the browser or a policy: behave as signed out.
    return null;
  }
}

export function readSession(): LocalSession | null {
  const raw = readRaw();
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? { email: parsed.email, isBetaUser: parsed.isBetaUser } : null;
  } catch {
    return null;
  }
}

/** Stores exactly { email, isBetaUser }. Returns false when the browser refuses (storage disabled or full). */
export function writeSession(session: LocalSession): boolean {
  try {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ email: session.email, isBetaUser: session.isBetaUser }));
    return true;
  } catch {
    return false;
  } finally {
    window.dispatchEvent(new Event(SESSION_EVENT));
  }
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing stored if storage is unavailable.
  }
  window.dispatchEvent(new Event(SESSION_EVENT));
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SESSION_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SESSION_EVENT, onChange);
  };
}

/** The raw stored string is the snapshot (stable between renders); parsing happens after. */
export function useSession(): LocalSession | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  // readSession re-reads, but raw is what triggers the render; parsing a tiny JSON string is cheap.
  return raw === null ? null : readSession();
}
