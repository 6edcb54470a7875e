/**
 * The registration store: one interface, two implementations — an embedded append-only file (server/store/file.ts,
 * the default for `npm start`) and PostgreSQL (server/store/postgres.ts, for several instances). Every method is one
 * atomic step, so two instances (or the server and the CLI) never confirm a token twice or create two registrations
 * for one address. The same contract suite (server/store/contract.ts) runs against both.
 */
import { normalizeEmail } from '../../src/domain/email.ts';

export type RegistrationStatus = 'pending' | 'confirmed' | 'approved';

export interface Registration {
  id: string;
  nom: string;
  prenom: string;
  tel: string;
  mail: string;
  /** Lower-cased address: the unique key. */
  emailKey: string;
  status: RegistrationStatus;
  /** ISO 8601 instants. */
  createdAt: string;
  updatedAt: string;
  /** Registration, confirmation, a new submission, approval: the retention period (3 years) starts here. */
  lastContactAt: string;
  confirmedAt: string | null;
  approvedAt: string | null;
  /** SHA-256 (hex) of the current double opt-in token; the token itself is never stored. */
  tokenHash: string | null;
  tokenExpiresAt: string | null;
  /** When the current token was made, i.e. its link mailed: no new link is owed for LINK_COOLDOWN_MS after. */
  tokenIssuedAt: string | null;
  /**
   * The token the current one replaced, still good until its own expiry: a mail delayed (greylisting) or read after
   * the next one still confirms. One back only: a link replaced twice is unknown.
   */
  previousTokenHash: string | null;
  previousTokenExpiresAt: string | null;
  /** The team notification went out; until then the delivery queue owes it (and retries after a mail failure). */
  teamNotified: boolean;
  /**
   * A confirmation link is owed: set by every submission while the address is pending, cleared once the mail with a
   * fresh link has gone out. Stored with the submission itself, so a process killed before the mail leaves the debt
   * on disk and the next start pays it.
   */
  confirmationOwed: boolean;
  /** SHA-256 (hex) of the beta code sent with the invitation. */
  betaCodeHash: string | null;
}

export interface NewRegistration {
  id: string;
  nom: string;
  prenom: string;
  tel: string;
  mail: string;
}

export type ConfirmResult =
  | { kind: 'confirmed'; registration: Registration }
  | { kind: 'already-confirmed' }
  | { kind: 'expired' }
  | { kind: 'unknown' };

export interface RateLimitResult {
  allowed: boolean;
  /** When refused: milliseconds until the oldest counted hit leaves the window. */
  retryAfterMs: number;
}

export interface RegistrationStore {
  /**
   * The key of the HMAC that turns an IP address or an email address into a rate-limit key: 32 random bytes made at
   * the store's first start and kept with its data (a 0600 file, a database row), the same for every instance that
   * shares the data. A plain hash would not do: the whole IPv4 space hashes in under an hour.
   */
  readonly rateLimitSecret: string;
  /**
   * Counts one hit for `key` unless `limit` hits already fall within the last `windowMs` (a refused attempt is not
   * counted, so Retry-After is exact). Keys arrive keyed-hashed: no address or IP is stored in clear for rate limiting.
   */
  hit(key: string, limit: number, windowMs: number, now: Date): Promise<RateLimitResult>;
  /**
   * Records a submission in one durable write, whether the address is new or known, so both take the same time:
   * creates the registration (a confirmation owed), or, for a known address, keeps its data, counts the submission as
   * a contact and, while it is pending, owes it a fresh link unless one is owed already or the last one went out
   * less than LINK_COOLDOWN_MS ago (see isLinkOwed). Returns the stored registration.
   */
  register(input: NewRegistration, now: Date): Promise<{ registration: Registration; isNew: boolean }>;
  /**
   * A new double opt-in token for a pending registration; counts as a contact. The token it replaces stays good
   * until its own expiry (previousTokenHash); the one before that is forgotten.
   */
  setToken(id: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void>;
  /** The confirmation mail went out: the link is no longer owed. */
  markConfirmationSent(id: string, now: Date): Promise<void>;
  markTeamNotified(id: string, now: Date): Promise<void>;
  /** Registrations owed a mail: a confirmation link (pending only) or the team notification. */
  owed(): Promise<Registration[]>;
  /**
   * Single use: only a pending registration with an unexpired token (its current one or the one before) is
   * confirmed, exactly once. An unknown token is
   * answered without waiting for other writers (a flood of made-up tokens must not slow registrations down).
   */
  confirm(tokenHash: string, now: Date): Promise<ConfirmResult>;
  /** Only a confirmed registration can be approved; undefined otherwise. */
  approve(id: string, betaCodeHash: string, now: Date): Promise<Registration | undefined>;
  get(id: string): Promise<Registration | undefined>;
  list(): Promise<Registration[]>;
  /** Erases registrations whose last contact is before `before`, and rate-limit hits older than `hitsBefore`. */
  purge(before: Date, hitsBefore: Date): Promise<{ registrations: number }>;
  /**
   * Erases the registration of this address (its lower-cased key), for good: the person deleted their account (RGPD
   * article 17). Returns how many were erased (0 or 1). The address may register again afterwards, as a new one.
   */
  erase(emailKey: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * The shortest time between two confirmation links to one address. Whoever submits an address (its owner twice in a
 * row, or anyone else any number of times) gets the same answer; what it sends is paced by the address's own record:
 * a double submission sends one mail, a flood sends at most 6 an hour, and the owner waits at most 10 minutes for a
 * fresh link (the links sent meanwhile went to the owner's own inbox and work).
 */
export const LINK_COOLDOWN_MS = 10 * 60 * 1000;

/** Whether a submission of `known` at `now` owes it a (fresh) confirmation link: the rule both stores apply. */
export function isLinkOwed(known: Registration, now: Date): boolean {
  if (known.confirmationOwed) return true;
  if (known.status !== 'pending') return false;
  return known.tokenIssuedAt === null || now.getTime() - Date.parse(known.tokenIssuedAt) >= LINK_COOLDOWN_MS;
}

export function newRegistrationRecord(input: NewRegistration, now: Date): Registration {
  const at = now.toISOString();
  return {
    ...input,
    emailKey: normalizeEmail(input.mail),
    status: 'pending',
    createdAt: at,
    updatedAt: at,
    lastContactAt: at,
    confirmedAt: null,
    approvedAt: null,
    tokenHash: null,
    tokenExpiresAt: null,
    tokenIssuedAt: null,
    previousTokenHash: null,
    previousTokenExpiresAt: null,
    teamNotified: false,
    confirmationOwed: true,
    betaCodeHash: null,
  };
}
