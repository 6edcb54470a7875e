/**
 * The visitor's cookie choice (CNIL), read once per store from localStorage and written back on every decision.
 * Storage may be unavailable (private modes, blocked storage): the choice then lasts the session and the visitor is
 * asked again next time, which is the safe side.
 */
import { atom } from 'jotai';
import {
  CONSENT_STORAGE_KEY,
  createStoredConsent,
  currentConsent,
  type ConsentValue,
  type StoredConsent,
} from '../domain/consent';

export type { ConsentValue };

export const consentStorage = {
  read(): string | null {
    try {
      return globalThis.localStorage?.getItem(CONSENT_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  },
  write(stored: StoredConsent): void {
    try {
      globalThis.localStorage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // Storage full or blocked: the choice holds for this page's life only.
    }
  },
};

/** A decision made in this store (wins over storage); undefined until the visitor decides. */
const decidedAtom = atom<{ value: ConsentValue } | undefined>(undefined);

/**
 * The choice in force: 'granted', 'denied', or null when the visitor must be asked (nothing stored, unreadable or
 * expired). Writing records the decision with the current time.
 */
export const consentAtom = atom(
  (get) => {
    const decided = get(decidedAtom);
    return decided ? decided.value : currentConsent(consentStorage.read(), new Date());
  },
  (_get, set, value: ConsentValue) => {
    consentStorage.write(createStoredConsent(value, new Date()));
    set(decidedAtom, { value });
  },
);
