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
 * The author id a person writes with in a shared project: their browser profile's id and their account's, together.
 * A profile's own id names whoever used it; two accounts signed in on one profile in turn would write the same id,
 * and the server records each author id as the first account's that wrote it (server/sharing/log.ts) and refuses
 * another account's entries under it (server/sharing/authors.ts). So in a shared project each (profile, account) has
 * its own id, and the history still names it from the profile (authorOf). The local database keeps the profile's id
 * (the bridge turns one into the other both ways, src/db/sharing/rows.ts), so what this browser decides by its author
 * (its own steps) is unchanged.
 */
export function sharedAuthorId(profileId: string, accountId: string): string {
  return `${profileId}${SHARED_AUTHOR_SEPARATOR}${accountId}`;
}

const SHARED_AUTHOR_SEPARATOR = '~';

/** The profile and the account a shared project's author id stands for; `local` to `shared`, and back. */
export interface SharedAuthor {
  readonly local: string;
  readonly shared: string;
}

export function sharedAuthor(profileId: string, accountId: string): SharedAuthor {
  return { local: profileId, shared: sharedAuthorId(profileId, accountId) };
}

/**
 * Who a journal entry's or a version's `by` names, for the history: a local profile of this browser (by its first and
 * last names; a shared project's author id by its profile's, sharedAuthorId), a colleague whose account was deleted
 * (their id erased from the shared project: FORMER_MEMBER), or someone this browser does not know (a colleague's
 * profile lives in their own browser).
 */
export function authorOf(
  by: string,
  users: readonly { readonly id: string; readonly firstName: string; readonly lastName: string }[],
): { readonly kind: 'user'; readonly name: string } | { readonly kind: 'former' | 'unknown' } {
  if (by === FORMER_MEMBER) return { kind: 'former' };
  const separator = by.indexOf(SHARED_AUTHOR_SEPARATOR);
  const profile = separator > 0 ? by.slice(0, separator) : by;
  const user = users.find((u) => u.id === by) ?? users.find((u) => u.id === profile);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return name ? { kind: 'user', name } : { kind: 'unknown' };
}
