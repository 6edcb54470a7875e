/**
 * The PostgreSQL store (DATABASE_URL), for deployments where several instances serve the API. Uniqueness and
 * single use are enforced by the database: a unique email_key, conditional UPDATEs (… WHERE status = 'pending'), and
 * a transaction-scoped advisory lock per rate-limit key so concurrent instances count exactly.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { openPool } from './pool.ts';
import {
  LINK_COOLDOWN_MS,
  newRegistrationRecord,
  type ConfirmResult,
  type NewRegistration,
  type RateLimitResult,
  type Registration,
  type RegistrationStatus,
  type RegistrationStore,
} from './types.ts';

const MIGRATION = `
CREATE TABLE IF NOT EXISTS beta_registrations (
  id text PRIMARY KEY,
  nom text NOT NULL,
  prenom text NOT NULL,
  tel text NOT NULL,
  mail text NOT NULL,
  email_key text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'approved')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  last_contact_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  approved_at timestamptz,
  token_hash text UNIQUE,
  token_expires_at timestamptz,
  team_notified boolean NOT NULL DEFAULT false,
  beta_code_hash text
);
CREATE INDEX IF NOT EXISTS beta_registrations_last_contact ON beta_registrations (last_contact_at);
ALTER TABLE beta_registrations ADD COLUMN IF NOT EXISTS confirmation_owed boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS beta_registrations_owed ON beta_registrations (created_at)
  WHERE confirmation_owed OR NOT team_notified;
ALTER TABLE beta_registrations ADD COLUMN IF NOT EXISTS token_issued_at timestamptz;
ALTER TABLE beta_registrations ADD COLUMN IF NOT EXISTS previous_token_hash text UNIQUE;
ALTER TABLE beta_registrations ADD COLUMN IF NOT EXISTS previous_token_expires_at timestamptz;
CREATE TABLE IF NOT EXISTS beta_rate_hits (
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS beta_rate_hits_key_at ON beta_rate_hits (key, at);
CREATE TABLE IF NOT EXISTS beta_settings (
  name text PRIMARY KEY,
  value text NOT NULL
);
`;

interface Row {
  id: string;
  nom: string;
  prenom: string;
  tel: string;
  mail: string;
  email_key: string;
  status: RegistrationStatus;
  created_at: Date;
  updated_at: Date;
  last_contact_at: Date;
  confirmed_at: Date | null;
  approved_at: Date | null;
  token_hash: string | null;
  token_expires_at: Date | null;
  token_issued_at: Date | null;
  previous_token_hash: string | null;
  previous_token_expires_at: Date | null;
  team_notified: boolean;
  confirmation_owed: boolean;
  beta_code_hash: string | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function fromRow(row: Row): Registration {
  return {
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    tel: row.tel,
    mail: row.mail,
    emailKey: row.email_key,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    lastContactAt: row.last_contact_at.toISOString(),
    confirmedAt: iso(row.confirmed_at),
    approvedAt: iso(row.approved_at),
    tokenHash: row.token_hash,
    tokenExpiresAt: iso(row.token_expires_at),
    tokenIssuedAt: iso(row.token_issued_at),
    previousTokenHash: row.previous_token_hash,
    previousTokenExpiresAt: iso(row.previous_token_expires_at),
    teamNotified: row.team_notified,
    confirmationOwed: row.confirmation_owed,
    betaCodeHash: row.beta_code_hash,
  };
}

export interface PostgresStoreOptions {
  connectionString: string;
  /** A schema to work in (created if missing); tests use a throwaway one. */
  schema?: string;
}

export class PostgresStore implements RegistrationStore {
  private constructor(
    private readonly pool: pg.Pool,
    readonly rateLimitSecret: string,
  ) {}

  static async open({ connectionString, schema }: PostgresStoreOptions): Promise<PostgresStore> {
    const pool = openPool('postgres store', { connectionString, schema });
    const client = await pool.connect();
    try {
      // Several instances may start at once: one migrates, the others wait.
      await client.query('SELECT pg_advisory_lock(727274)');
      if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      await client.query(MIGRATION);
      // The first instance to start makes the rate-limit key; every other one reads the same.
      await client.query(
        "INSERT INTO beta_settings (name, value) VALUES ('rate_limit_key', $1) ON CONFLICT (name) DO NOTHING",
        [randomBytes(32).toString('base64url')],
      );
      const { rows } = await client.query<{ value: string }>(
        "SELECT value FROM beta_settings WHERE name = 'rate_limit_key'",
      );
      await client.query('SELECT pg_advisory_unlock(727274)');
      const secret = rows[0]?.value;
      if (!secret) throw new Error('postgres store: no rate-limit key');
      return new PostgresStore(pool, secret);
    } finally {
      client.release();
    }
  }

  async hit(key: string, limit: number, windowMs: number, now: Date): Promise<RateLimitResult> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
      const since = new Date(now.getTime() - windowMs);
      const { rows } = await client.query<{ count: string; oldest: Date | null }>(
        'SELECT count(*) AS count, min(at) AS oldest FROM beta_rate_hits WHERE key = $1 AND at > $2',
        [key, since],
      );
      const count = Number(rows[0]?.count ?? 0);
      const oldest = rows[0]?.oldest;
      if (count >= limit && oldest) {
        await client.query('COMMIT');
        return { allowed: false, retryAfterMs: oldest.getTime() + windowMs - now.getTime() };
      }
      await client.query('INSERT INTO beta_rate_hits (key, at) VALUES ($1, $2)', [key, now]);
      await client.query('COMMIT');
      return { allowed: true, retryAfterMs: 0 };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async register(input: NewRegistration, now: Date) {
    const r = newRegistrationRecord(input, now);
    // One statement either way: a new address is inserted, a known one gets the contact and, while pending, a link
    // owed unless its last one is younger than the cooldown (isLinkOwed); the returned id tells which (ids are
    // random UUIDs).
    const { rows } = await this.pool.query<Row>(
      `INSERT INTO beta_registrations
         (id, nom, prenom, tel, mail, email_key, status, created_at, updated_at, last_contact_at, team_notified,
          confirmation_owed)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7, $7, false, true)
       ON CONFLICT (email_key) DO UPDATE SET
         updated_at = EXCLUDED.updated_at,
         last_contact_at = EXCLUDED.last_contact_at,
         confirmation_owed = beta_registrations.confirmation_owed OR (
           beta_registrations.status = 'pending' AND (
             beta_registrations.token_issued_at IS NULL OR beta_registrations.token_issued_at <= $8))
       RETURNING *`,
      [r.id, r.nom, r.prenom, r.tel, r.mail, r.emailKey, now, new Date(now.getTime() - LINK_COOLDOWN_MS)],
    );
    const row = rows[0];
    if (!row) throw new Error('postgres store: no row returned by register');
    return { registration: fromRow(row), isNew: row.id === r.id };
  }

  async setToken(id: string, tokenHash: string, expiresAt: Date, now: Date) {
    await this.pool.query(
      `UPDATE beta_registrations
       SET previous_token_hash = token_hash, previous_token_expires_at = token_expires_at,
         token_hash = $2, token_expires_at = $3, token_issued_at = $4, updated_at = $4, last_contact_at = $4
       WHERE id = $1 AND status = 'pending'`,
      [id, tokenHash, expiresAt, now],
    );
  }

  async markConfirmationSent(id: string, now: Date) {
    await this.pool.query('UPDATE beta_registrations SET confirmation_owed = false, updated_at = $2 WHERE id = $1', [
      id,
      now,
    ]);
  }

  async owed() {
    const { rows } = await this.pool.query<Row>(
      `SELECT * FROM beta_registrations
       WHERE NOT team_notified OR (confirmation_owed AND status = 'pending')
       ORDER BY created_at, id`,
    );
    return rows.map(fromRow);
  }

  async markTeamNotified(id: string, now: Date) {
    await this.pool.query('UPDATE beta_registrations SET team_notified = true, updated_at = $2 WHERE id = $1', [
      id,
      now,
    ]);
  }

  async confirm(tokenHash: string, now: Date): Promise<ConfirmResult> {
    const updated = await this.pool.query<Row>(
      `UPDATE beta_registrations
       SET status = 'confirmed', confirmed_at = $2, updated_at = $2, last_contact_at = $2, confirmation_owed = false
       WHERE status = 'pending' AND (
         (token_hash = $1 AND token_expires_at > $2) OR
         (previous_token_hash = $1 AND previous_token_expires_at > $2))
       RETURNING *`,
      [tokenHash, now],
    );
    const row = updated.rows[0];
    if (row) return { kind: 'confirmed', registration: fromRow(row) };
    const found = await this.pool.query<{ status: RegistrationStatus }>(
      'SELECT status FROM beta_registrations WHERE token_hash = $1 OR previous_token_hash = $1',
      [tokenHash],
    );
    const status = found.rows[0]?.status;
    if (!status) return { kind: 'unknown' };
    return status === 'pending' ? { kind: 'expired' } : { kind: 'already-confirmed' };
  }

  async approve(id: string, betaCodeHash: string, now: Date) {
    const { rows } = await this.pool.query<Row>(
      `UPDATE beta_registrations
       SET status = 'approved', approved_at = $3, beta_code_hash = $2, updated_at = $3, last_contact_at = $3
       WHERE id = $1 AND status = 'confirmed'
       RETURNING *`,
      [id, betaCodeHash, now],
    );
    return rows[0] ? fromRow(rows[0]) : undefined;
  }

  async get(id: string) {
    const { rows } = await this.pool.query<Row>('SELECT * FROM beta_registrations WHERE id = $1', [id]);
    return rows[0] ? fromRow(rows[0]) : undefined;
  }

  async list() {
    const { rows } = await this.pool.query<Row>('SELECT * FROM beta_registrations ORDER BY created_at, id');
    return rows.map(fromRow);
  }

  async purge(before: Date, hitsBefore: Date) {
    const removed = await this.pool.query('DELETE FROM beta_registrations WHERE last_contact_at < $1', [before]);
    await this.pool.query('DELETE FROM beta_rate_hits WHERE at < $1', [hitsBefore]);
    return { registrations: removed.rowCount ?? 0 };
  }

  async erase(emailKey: string) {
    const removed = await this.pool.query('DELETE FROM beta_registrations WHERE email_key = $1', [emailKey]);
    return removed.rowCount ?? 0;
  }

  async close() {
    await this.pool.end();
  }
}
