/**
 * The one way an e-mail address is compared, for the local accounts (src/db/users.ts) and the beta registrations
 * (server): trimmed and lower-cased, as every real mailbox provider treats it, so 'Jean@Metr.fr ' and 'jean@metr.fr'
 * are one person.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
