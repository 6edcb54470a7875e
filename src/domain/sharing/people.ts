/**
 * How a person of a shared project is named on screen. The server's accounts hold an e-mail address and no name (the
 * beta registration's first and last names stay in the registration store, which the accounts do not read), so the
 * share dialog, the firm panel and the presence list all derive one readable label from the address, the same way:
 * « marie.durand@cabinet.fr » → « Marie Durand », the address kept beside it as secondary text.
 */
import { FORMER_MEMBER } from './contract';

/** « Marie Durand » from « marie.durand@cabinet.fr »; « M. Durand » from « m.durand@… »; the address when nothing is left. */
export function personLabel(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  // A sub-address (« marie+metr@ ») names the same person.
  const local = (at > 0 ? trimmed.slice(0, at) : trimmed).replace(/\+.*$/, '');
  const words = local.split(/[._\s]+/).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return trimmed;
  return words
    .map((word) => {
      // « jean-pierre » → « Jean-Pierre »: each part of a compound first name.
      const cased = word
        .split('-')
        .map((part) => part.charAt(0).toLocaleUpperCase('fr-FR') + part.slice(1).toLocaleLowerCase('fr-FR'))
        .join('-');
      return cased.length === 1 ? `${cased}.` : cased;
    })
    .join(' ');
}

/** A label and the address beside it; the address alone when the label would only repeat it. */
export function personNames(email: string): { readonly label: string; readonly email: string | null } {
  const label = personLabel(email);
  return { label, email: label === email.trim() ? null : email.trim() };
}

/**
 * Who a journal entry's or a version's `by` names, for the history: a local profile of this browser (by its first and
 * last names), a colleague whose account was deleted (their id erased from the shared project: FORMER_MEMBER), or
 * someone this browser does not know (a colleague's profile lives in their own browser).
 */
export function authorOf(
  by: string,
  users: readonly { readonly id: string; readonly firstName: string; readonly lastName: string }[],
): { readonly kind: 'user'; readonly name: string } | { readonly kind: 'former' | 'unknown' } {
  if (by === FORMER_MEMBER) return { kind: 'former' };
  const user = users.find((u) => u.id === by);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return name ? { kind: 'user', name } : { kind: 'unknown' };
}
