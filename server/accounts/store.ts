/**
 * Accounts, firms, project memberships, sync tokens and blob references in the server's PostgreSQL (DATABASE_URL):
 * the same database the sync server keeps the projects' documents in, so a revoked membership is seen by the next
 * `resolve` of any instance. Tokens (magic links, sessions, sync tokens) are stored only as their SHA-256; single use
 * and expiry are decided by one conditional statement each, so two instances never accept one link twice.
 */
import type pg from 'pg';
import { FORMER_MEMBER, type ProjectRole } from '../../src/domain/sharing/contract.ts';
import { openPool } from '../store/pool.ts';

const MIGRATION = `
CREATE TABLE IF NOT EXISTS people (
  id text PRIMARY KEY,
  email text NOT NULL,
  email_key text NOT NULL UNIQUE,
  password_hash text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS magic_links (
  token_hash text PRIMARY KEY,
  person_id text NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS magic_links_person ON magic_links (person_id, created_at);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash text PRIMARY KEY,
  person_id text NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_person ON sessions (person_id);
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS method text NOT NULL DEFAULT 'link' CHECK (method IN ('link', 'password'));
CREATE TABLE IF NOT EXISTS firms (
  id text PRIMARY KEY,
  name text NOT NULL,
  quota_bytes bigint,
  created_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS firm_members (
  firm_id text NOT NULL REFERENCES firms (id) ON DELETE CASCADE,
  person_id text NOT NULL UNIQUE REFERENCES people (id) ON DELETE CASCADE,
  is_admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (firm_id, person_id)
);
CREATE TABLE IF NOT EXISTS projects (
  id text PRIMARY KEY,
  firm_id text NOT NULL REFERENCES firms (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS project_members (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  person_id text NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('economiste', 'metreur', 'lecteur')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, person_id)
);
CREATE INDEX IF NOT EXISTS project_members_person ON project_members (person_id);
CREATE TABLE IF NOT EXISTS sync_tokens (
  token_hash text PRIMARY KEY,
  person_id text NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sync_tokens_expiry ON sync_tokens (expires_at);
CREATE TABLE IF NOT EXISTS blobs (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size bigint NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS firm_blobs (
  firm_id text NOT NULL REFERENCES firms (id) ON DELETE CASCADE,
  sha256 text NOT NULL REFERENCES blobs (sha256),
  size bigint NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (firm_id, sha256)
);
CREATE TABLE IF NOT EXISTS project_blobs (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  sha256 text NOT NULL REFERENCES blobs (sha256),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, sha256)
);
CREATE INDEX IF NOT EXISTS project_blobs_sha ON project_blobs (sha256);
ALTER TABLE project_blobs ADD COLUMN IF NOT EXISTS unreferenced_since timestamptz;
CREATE TABLE IF NOT EXISTS pending_erasures (
  person_id text PRIMARY KEY,
  left_projects text[] NOT NULL,
  deleted_projects text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS deleted_project_members (
  project_id text NOT NULL,
  person_id text NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  deleted_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, person_id)
);
`;

/** The advisory locks of blobs: two-key form (its own key space), this class and the hash's first 32 bits. */
const BLOB_LOCK_CLASS = 727276;

async function lockBlob(client: pg.PoolClient, sha256: string) {
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [
    BLOB_LOCK_CLASS,
    Number.parseInt(sha256.slice(0, 8), 16) | 0,
  ]);
}

export interface Person {
  id: string;
  email: string;
  passwordHash: string | null;
}

export interface Firm {
  id: string;
  name: string;
  isAdmin: boolean;
  quotaBytes: number | null;
}

export interface Project {
  id: string;
  firmId: string;
  name: string;
  role: ProjectRole;
}

export interface ProjectMember {
  personId: string;
  email: string;
  role: ProjectRole;
}

/** How a session was opened: a magic link proves the mailbox, a password proves the password. */
export type SessionMethod = 'link' | 'password';

export interface Session {
  personId: string;
  createdAt: Date;
  method: SessionMethod;
}

/** What `personalData` gathers: the person's own data, no secret and nothing about anyone else. */
export interface PersonalData {
  email: string;
  createdAt: Date;
  updatedAt: Date;
  hasPassword: boolean;
  firm: { name: string; isAdmin: boolean; joinedAt: Date } | null;
  projects: {
    id: string;
    name: string;
    role: ProjectRole;
    memberSince: Date;
    roleSince: Date;
    /** Whether they shared it with the firm (its first économiste). */
    sharedByThem: boolean;
  }[];
  sessions: { createdAt: Date; lastUsedAt: Date; expiresAt: Date; method: SessionMethod }[];
  magicLinks: { createdAt: Date; expiresAt: Date; usedAt: Date | null }[];
  deletedProjects: { id: string; deletedAt: Date }[];
}

/** A deleted account whose name the shared documents may still hold (AccountStore.pendingErasures). */
export interface PendingErasure {
  personId: string;
  /** Projects others work on: their documents are rewritten. */
  leftProjects: string[];
  /** Projects deleted with the account: their logs are removed. */
  deletedProjects: string[];
}

export type AccountDeletion =
  | {
      kind: 'deleted';
      /** Projects they were the only member of, deleted with the account. */
      deletedProjects: string[];
      /** Projects others keep working on: the sync server closes this person's connections to them. */
      leftProjects: string[];
      firmDeleted: boolean;
    }
  | { kind: 'sole-economiste'; projects: { id: string; name: string }[] }
  | { kind: 'unknown' };

export type LinkResult =
  { kind: 'ok'; personId: string } | { kind: 'used' } | { kind: 'expired' } | { kind: 'unknown' };

interface PersonRow {
  id: string;
  email: string;
  password_hash: string | null;
}

const person = (row: PersonRow): Person => ({ id: row.id, email: row.email, passwordHash: row.password_hash });

export interface AccountStoreOptions {
  connectionString: string;
  /** A schema to work in (created if missing); tests use a throwaway one. */
  schema?: string;
}

export class AccountStore {
  private constructor(private readonly pool: pg.Pool) {}

  static async open({ connectionString, schema }: AccountStoreOptions): Promise<AccountStore> {
    const pool = openPool('account store', { connectionString, schema });
    const client = await pool.connect();
    try {
      // Several instances may start at once: one migrates, the others wait (a lock of its own, not the beta store's).
      await client.query('SELECT pg_advisory_lock(727275)');
      try {
        if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
        await client.query(MIGRATION);
      } finally {
        await client.query('SELECT pg_advisory_unlock(727275)');
      }
    } finally {
      client.release();
    }
    return new AccountStore(pool);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  // People ----------------------------------------------------------------------------------------------------------

  async personByEmailKey(emailKey: string): Promise<Person | undefined> {
    const { rows } = await this.pool.query<PersonRow>('SELECT * FROM people WHERE email_key = $1', [emailKey]);
    return rows[0] ? person(rows[0]) : undefined;
  }

  async personById(id: string): Promise<Person | undefined> {
    const { rows } = await this.pool.query<PersonRow>('SELECT * FROM people WHERE id = $1', [id]);
    return rows[0] ? person(rows[0]) : undefined;
  }

  /** The person with this address, created when missing (one row per address, whichever instance asks first). */
  async ensurePerson(id: string, email: string, emailKey: string, now: Date): Promise<Person> {
    const { rows } = await this.pool.query<PersonRow>(
      `INSERT INTO people (id, email, email_key, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (email_key) DO UPDATE SET updated_at = people.updated_at
       RETURNING *`,
      [id, email, emailKey, now],
    );
    const row = rows[0];
    if (!row) throw new Error('account store: no person returned');
    return person(row);
  }

  async setPasswordHash(personId: string, hash: string, now: Date): Promise<void> {
    await this.pool.query('UPDATE people SET password_hash = $2, updated_at = $3 WHERE id = $1', [personId, hash, now]);
  }

  // Magic links -----------------------------------------------------------------------------------------------------

  async addMagicLink(tokenHash: string, personId: string, now: Date, expiresAt: Date): Promise<void> {
    // Links are kept a day past their expiry (to answer « déjà utilisé » or « expiré » rather than « invalide »), then
    // dropped as new ones are made.
    await this.pool.query('DELETE FROM magic_links WHERE expires_at < $1', [new Date(now.getTime() - 86_400_000)]);
    await this.pool.query(
      'INSERT INTO magic_links (token_hash, person_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [tokenHash, personId, now, expiresAt],
    );
  }

  /** Links made for this person since `since` (the mails they were sent): a person's inbox is not flooded. */
  async countMagicLinks(personId: string, since: Date): Promise<number> {
    const { rows } = await this.pool.query<{ count: string }>(
      'SELECT count(*) AS count FROM magic_links WHERE person_id = $1 AND created_at > $2',
      [personId, since],
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** Uses a link once: the conditional UPDATE is the single-use check, whatever the number of instances. */
  async useMagicLink(tokenHash: string, now: Date): Promise<LinkResult> {
    const { rows } = await this.pool.query<{ person_id: string }>(
      `UPDATE magic_links SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
       RETURNING person_id`,
      [tokenHash, now],
    );
    if (rows[0]) return { kind: 'ok', personId: rows[0].person_id };
    const found = await this.pool.query<{ used_at: Date | null }>(
      'SELECT used_at FROM magic_links WHERE token_hash = $1',
      [tokenHash],
    );
    const row = found.rows[0];
    if (!row) return { kind: 'unknown' };
    return row.used_at ? { kind: 'used' } : { kind: 'expired' };
  }

  // Sessions --------------------------------------------------------------------------------------------------------

  async addSession(
    tokenHash: string,
    personId: string,
    now: Date,
    expiresAt: Date,
    method: SessionMethod,
  ): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
    await this.pool.query(
      `INSERT INTO sessions (token_hash, person_id, created_at, last_used_at, expires_at, method)
       VALUES ($1, $2, $3, $3, $4, $5)`,
      [tokenHash, personId, now, expiresAt, method],
    );
  }

  /**
   * The session's person when it is neither expired nor idle longer than `idleMs`; its last use is moved forward
   * (at most once a minute, to spare writes).
   */
  async useSession(tokenHash: string, now: Date, idleMs: number): Promise<Session | undefined> {
    const { rows } = await this.pool.query<{
      person_id: string;
      last_used_at: Date;
      created_at: Date;
      method: SessionMethod;
    }>(
      `SELECT person_id, last_used_at, created_at, method FROM sessions
       WHERE token_hash = $1 AND expires_at > $2 AND last_used_at > $3`,
      [tokenHash, now, new Date(now.getTime() - idleMs)],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (now.getTime() - row.last_used_at.getTime() > 60_000) {
      await this.pool.query('UPDATE sessions SET last_used_at = $2 WHERE token_hash = $1', [tokenHash, now]);
    }
    return { personId: row.person_id, createdAt: row.created_at, method: row.method };
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
  }

  /** Every other session of a person (after a password change). */
  async deleteOtherSessions(personId: string, keepTokenHash: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE person_id = $1 AND token_hash <> $2', [personId, keepTokenHash]);
  }

  // Firms -----------------------------------------------------------------------------------------------------------

  async firmOf(personId: string): Promise<Firm | undefined> {
    const { rows } = await this.pool.query<{ id: string; name: string; is_admin: boolean; quota_bytes: string | null }>(
      `SELECT f.id, f.name, f.quota_bytes, m.is_admin FROM firm_members m JOIN firms f ON f.id = m.firm_id
       WHERE m.person_id = $1`,
      [personId],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name,
      isAdmin: row.is_admin,
      quotaBytes: row.quota_bytes === null ? null : Number(row.quota_bytes),
    };
  }

  /** A new firm with its first member as its administrator; false when the person already has a firm. */
  async createFirm(id: string, name: string, personId: string, now: Date): Promise<boolean> {
    return this.transaction(async (client) => {
      const existing = await client.query('SELECT 1 FROM firm_members WHERE person_id = $1 FOR UPDATE', [personId]);
      if (existing.rowCount) return false;
      await client.query('INSERT INTO firms (id, name, created_at) VALUES ($1, $2, $3)', [id, name, now]);
      const added = await client.query(
        `INSERT INTO firm_members (firm_id, person_id, is_admin, created_at) VALUES ($1, $2, true, $3)
         ON CONFLICT (person_id) DO NOTHING`,
        [id, personId, now],
      );
      if (!added.rowCount) throw new Error('account store: person joined a firm meanwhile');
      return true;
    });
  }

  /** Adds a person to a firm; false when they already belong to one (this one or another). */
  async addFirmMember(firmId: string, personId: string, now: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO firm_members (firm_id, person_id, is_admin, created_at) VALUES ($1, $2, false, $3)
       ON CONFLICT DO NOTHING`,
      [firmId, personId, now],
    );
    return (rowCount ?? 0) > 0;
  }

  async firmMembers(firmId: string): Promise<{ personId: string; email: string; isAdmin: boolean }[]> {
    const { rows } = await this.pool.query<{ person_id: string; email: string; is_admin: boolean }>(
      `SELECT m.person_id, p.email, m.is_admin FROM firm_members m JOIN people p ON p.id = m.person_id
       WHERE m.firm_id = $1 ORDER BY p.email_key`,
      [firmId],
    );
    return rows.map((row) => ({ personId: row.person_id, email: row.email, isAdmin: row.is_admin }));
  }

  /** The firm's own quota, or null when the server's default applies. */
  async firmQuota(firmId: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ quota_bytes: string | null }>(
      'SELECT quota_bytes FROM firms WHERE id = $1',
      [firmId],
    );
    const value = rows[0]?.quota_bytes;
    return value === null || value === undefined ? null : Number(value);
  }

  async setFirmQuota(firmId: string, quotaBytes: number | null): Promise<void> {
    await this.pool.query('UPDATE firms SET quota_bytes = $2 WHERE id = $1', [firmId, quotaBytes]);
  }

  // Projects --------------------------------------------------------------------------------------------------------

  /** Registers a shared project, its creator its first économiste; false when the id is taken. */
  async createProject(id: string, firmId: string, name: string, personId: string, now: Date): Promise<boolean> {
    return this.transaction(async (client) => {
      const inserted = await client.query(
        `INSERT INTO projects (id, firm_id, name, created_by, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO NOTHING`,
        [id, firmId, name, personId, now],
      );
      if (!inserted.rowCount) return false;
      // The id shared again after a deletion: its former members are no longer told it was deleted.
      await client.query('DELETE FROM deleted_project_members WHERE project_id = $1', [id]);
      await client.query(
        `INSERT INTO project_members (project_id, person_id, role, created_at, updated_at)
         VALUES ($1, $2, 'economiste', $3, $3)`,
        [id, personId, now],
      );
      return true;
    });
  }

  async projectExists(projectId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM projects WHERE id = $1', [projectId]);
    return (rowCount ?? 0) > 0;
  }

  /** The person's role on the project, or undefined when they are not (or no longer) a member. */
  async roleOf(projectId: string, personId: string): Promise<ProjectRole | undefined> {
    const { rows } = await this.pool.query<{ role: ProjectRole }>(
      'SELECT role FROM project_members WHERE project_id = $1 AND person_id = $2',
      [projectId, personId],
    );
    return rows[0]?.role;
  }

  /** Whether the person was a member of the project when it was deleted (and it has not been shared again since). */
  async wasDeletedFor(projectId: string, personId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'SELECT 1 FROM deleted_project_members WHERE project_id = $1 AND person_id = $2',
      [projectId, personId],
    );
    return (rowCount ?? 0) > 0;
  }

  async projectsOf(personId: string): Promise<Project[]> {
    const { rows } = await this.pool.query<{ id: string; firm_id: string; name: string; role: ProjectRole }>(
      `SELECT p.id, p.firm_id, p.name, m.role FROM project_members m JOIN projects p ON p.id = m.project_id
       WHERE m.person_id = $1 ORDER BY p.created_at, p.id`,
      [personId],
    );
    return rows.map((row) => ({ id: row.id, firmId: row.firm_id, name: row.name, role: row.role }));
  }

  async projectFirm(projectId: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ firm_id: string }>('SELECT firm_id FROM projects WHERE id = $1', [
      projectId,
    ]);
    return rows[0]?.firm_id;
  }

  async members(projectId: string): Promise<ProjectMember[]> {
    const { rows } = await this.pool.query<{ person_id: string; email: string; role: ProjectRole }>(
      `SELECT m.person_id, p.email, m.role FROM project_members m JOIN people p ON p.id = m.person_id
       WHERE m.project_id = $1 ORDER BY p.email_key`,
      [projectId],
    );
    return rows.map((row) => ({ personId: row.person_id, email: row.email, role: row.role }));
  }

  /**
   * Gives a person a role on the project (a new member or a changed role). Refused ('last-economiste') when it would
   * leave the project without an économiste; the check and the write hold the project's row lock, so two économistes
   * demoting each other at once cannot both succeed.
   */
  async setRole(
    projectId: string,
    personId: string,
    role: ProjectRole,
    now: Date,
  ): Promise<'ok' | 'last-economiste' | 'no-project'> {
    return this.transaction(async (client) => {
      const project = await client.query('SELECT 1 FROM projects WHERE id = $1 FOR UPDATE', [projectId]);
      if (!project.rowCount) return 'no-project';
      if (role !== 'economiste' && (await this.isLastEconomiste(client, projectId, personId))) {
        return 'last-economiste';
      }
      await client.query(
        `INSERT INTO project_members (project_id, person_id, role, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (project_id, person_id) DO UPDATE SET role = EXCLUDED.role, updated_at = EXCLUDED.updated_at`,
        [projectId, personId, role, now],
      );
      return 'ok';
    });
  }

  /**
   * Removes a member, and the sync tokens they hold for the project: their next `resolve` answers null at once.
   */
  async removeMember(projectId: string, personId: string): Promise<'ok' | 'last-economiste' | 'not-member'> {
    return this.transaction(async (client) => {
      await client.query('SELECT 1 FROM projects WHERE id = $1 FOR UPDATE', [projectId]);
      if (await this.isLastEconomiste(client, projectId, personId)) return 'last-economiste';
      const removed = await client.query('DELETE FROM project_members WHERE project_id = $1 AND person_id = $2', [
        projectId,
        personId,
      ]);
      await client.query('DELETE FROM sync_tokens WHERE project_id = $1 AND person_id = $2', [projectId, personId]);
      return removed.rowCount ? 'ok' : 'not-member';
    });
  }

  private async isLastEconomiste(client: pg.PoolClient, projectId: string, personId: string): Promise<boolean> {
    const { rows } = await client.query<{ me: boolean; others: string }>(
      `SELECT bool_or(person_id = $2) AS me, count(*) FILTER (WHERE person_id <> $2) AS others
       FROM project_members WHERE project_id = $1 AND role = 'economiste'`,
      [projectId, personId],
    );
    return rows[0]?.me === true && Number(rows[0].others) === 0;
  }

  /**
   * Deletes the project's registration: its members, sync tokens and blob references go with it (cascade). Who was a
   * member at that moment is kept (`deleted_project_members`), so that one of them coming back later (offline during
   * the deletion) is told the project was deleted, not that their access was withdrawn.
   */
  async deleteProject(projectId: string, now: Date = new Date()): Promise<boolean> {
    return this.transaction(async (client) => {
      await client.query(
        `INSERT INTO deleted_project_members (project_id, person_id, deleted_at)
         SELECT project_id, person_id, $2 FROM project_members WHERE project_id = $1
         ON CONFLICT (project_id, person_id) DO UPDATE SET deleted_at = EXCLUDED.deleted_at`,
        [projectId, now],
      );
      const { rows } = await client.query<{ firm_id: string }>('DELETE FROM projects WHERE id = $1 RETURNING firm_id', [
        projectId,
      ]);
      const firmId = rows[0]?.firm_id;
      if (!firmId) return false;
      await this.releaseFirmBlobs(client, firmId);
      return true;
    });
  }

  /**
   * The firm's quota no longer counts the plans no project of the firm holds any more. Their files stay on disk until
   * a collection pass (another firm may hold the same bytes).
   */
  private async releaseFirmBlobs(client: pg.PoolClient, firmId: string) {
    await client.query(
      `DELETE FROM firm_blobs f WHERE f.firm_id = $1 AND NOT EXISTS (
         SELECT 1 FROM project_blobs b JOIN projects p ON p.id = b.project_id
         WHERE p.firm_id = $1 AND b.sha256 = f.sha256)`,
      [firmId],
    );
  }

  // A person's own data (RGPD) ------------------------------------------------------------------------------------

  /**
   * What the server holds about a person, for their own download (RGPD articles 15 and 20): their address and its
   * dates, their firm's name and their place in it, the shared projects they belong to with their role, their
   * sessions' and sign-in links' dates, the projects deleted while they were members. Nothing about anyone else (no
   * member lists), and no secret (no password hash, no token hash).
   */
  async personalData(personId: string): Promise<PersonalData | undefined> {
    const client = await this.pool.connect();
    try {
      // One snapshot for every part of the file.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const people = await client.query<PersonRow & { created_at: Date; updated_at: Date }>(
        'SELECT * FROM people WHERE id = $1',
        [personId],
      );
      const row = people.rows[0];
      if (!row) return undefined;
      const firm = await client.query<{ name: string; is_admin: boolean; created_at: Date }>(
        `SELECT f.name, m.is_admin, m.created_at FROM firm_members m JOIN firms f ON f.id = m.firm_id
         WHERE m.person_id = $1`,
        [personId],
      );
      const projects = await client.query<{
        id: string;
        name: string;
        role: ProjectRole;
        created_at: Date;
        updated_at: Date;
        created_by: string;
      }>(
        `SELECT p.id, p.name, m.role, m.created_at, m.updated_at, p.created_by
         FROM project_members m JOIN projects p ON p.id = m.project_id
         WHERE m.person_id = $1 ORDER BY p.created_at, p.id`,
        [personId],
      );
      const sessions = await client.query<{
        created_at: Date;
        last_used_at: Date;
        expires_at: Date;
        method: SessionMethod;
      }>('SELECT created_at, last_used_at, expires_at, method FROM sessions WHERE person_id = $1 ORDER BY created_at', [
        personId,
      ]);
      const links = await client.query<{ created_at: Date; expires_at: Date; used_at: Date | null }>(
        'SELECT created_at, expires_at, used_at FROM magic_links WHERE person_id = $1 ORDER BY created_at',
        [personId],
      );
      const deleted = await client.query<{ project_id: string; deleted_at: Date }>(
        'SELECT project_id, deleted_at FROM deleted_project_members WHERE person_id = $1 ORDER BY deleted_at',
        [personId],
      );
      await client.query('COMMIT');
      const f = firm.rows[0];
      return {
        email: row.email,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        hasPassword: row.password_hash !== null,
        firm: f ? { name: f.name, isAdmin: f.is_admin, joinedAt: f.created_at } : null,
        projects: projects.rows.map((p) => ({
          id: p.id,
          name: p.name,
          role: p.role,
          memberSince: p.created_at,
          roleSince: p.updated_at,
          sharedByThem: p.created_by === personId,
        })),
        sessions: sessions.rows.map((x) => ({
          createdAt: x.created_at,
          lastUsedAt: x.last_used_at,
          expiresAt: x.expires_at,
          method: x.method,
        })),
        magicLinks: links.rows.map((x) => ({ createdAt: x.created_at, expiresAt: x.expires_at, usedAt: x.used_at })),
        deletedProjects: deleted.rows.map((x) => ({ id: x.project_id, deletedAt: x.deleted_at })),
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Deletes a person's account (RGPD article 17), in one transaction, or refuses it while they are the only
   * économiste of a project that has other members (the project would be left without anyone who may share, price or
   * delete it): those projects are returned, by name, and nothing is changed. Otherwise:
   * - the projects they are the only member of are deleted (nobody else can reach them; their blob references go, the
   *   bytes are left to the collection pass);
   * - their memberships, sessions (every device signed out at its next request), sign-in links, sync tokens and firm
   *   membership go with their row (cascade);
   * - when they were their firm's last member, the projects it still holds (shared with other firms) go to a
   *   remaining économiste's firm (rehomeProjects) and the firm is deleted once it holds none; when others remain and
   *   they were its only administrator, its earliest other member becomes one (a firm without one could not grow).
   * The project rows are locked as setRole and removeMember lock them, so a colleague demoted at the same moment
   * cannot leave a project without économiste.
   */
  async deleteAccount(personId: string): Promise<AccountDeletion> {
    return this.transaction(async (client) => {
      const found = await client.query('SELECT 1 FROM people WHERE id = $1 FOR UPDATE', [personId]);
      if (!found.rowCount) return { kind: 'unknown' };
      const { rows: memberships } = await client.query<{
        id: string;
        name: string;
        firm_id: string;
        role: ProjectRole;
      }>(
        `SELECT p.id, p.name, p.firm_id, m.role FROM project_members m JOIN projects p ON p.id = m.project_id
         WHERE m.person_id = $1 ORDER BY p.created_at, p.id FOR UPDATE OF p`,
        [personId],
      );
      const alone: { id: string; firmId: string }[] = [];
      const left: string[] = [];
      const blocking: { id: string; name: string }[] = [];
      for (const project of memberships) {
        const { rows } = await client.query<{ others: string; economistes: string }>(
          `SELECT count(*) AS others, count(*) FILTER (WHERE role = 'economiste') AS economistes
           FROM project_members WHERE project_id = $1 AND person_id <> $2`,
          [project.id, personId],
        );
        const others = Number(rows[0]?.others ?? 0);
        const economistes = Number(rows[0]?.economistes ?? 0);
        if (others === 0) alone.push({ id: project.id, firmId: project.firm_id });
        else if (project.role === 'economiste' && economistes === 0)
          blocking.push({ id: project.id, name: project.name });
        else left.push(project.id);
      }
      if (blocking.length) return { kind: 'sole-economiste', projects: blocking };

      for (const project of alone) {
        await client.query('DELETE FROM projects WHERE id = $1', [project.id]);
      }
      for (const firmId of new Set(alone.map((p) => p.firmId))) await this.releaseFirmBlobs(client, firmId);

      let firmDeleted = false;
      const firm = await client.query<{ firm_id: string; is_admin: boolean }>(
        'SELECT firm_id, is_admin FROM firm_members WHERE person_id = $1',
        [personId],
      );
      const membership = firm.rows[0];
      if (membership) {
        await client.query('SELECT 1 FROM firms WHERE id = $1 FOR UPDATE', [membership.firm_id]);
        const { rows } = await client.query<{ others: string; admins: string }>(
          `SELECT count(*) AS others, count(*) FILTER (WHERE is_admin) AS admins
           FROM firm_members WHERE firm_id = $1 AND person_id <> $2`,
          [membership.firm_id, personId],
        );
        const others = Number(rows[0]?.others ?? 0);
        if (others === 0) {
          await this.rehomeProjects(client, membership.firm_id, personId);
          const projects = await client.query('SELECT 1 FROM projects WHERE firm_id = $1 LIMIT 1', [
            membership.firm_id,
          ]);
          if (!projects.rowCount) {
            await client.query('DELETE FROM firms WHERE id = $1', [membership.firm_id]);
            firmDeleted = true;
          }
        } else if (membership.is_admin && Number(rows[0]?.admins ?? 0) === 0) {
          await client.query(
            `UPDATE firm_members SET is_admin = true WHERE (firm_id, person_id) = (
               SELECT firm_id, person_id FROM firm_members WHERE firm_id = $1 AND person_id <> $2
               ORDER BY created_at, person_id LIMIT 1)`,
            [membership.firm_id, personId],
          );
        }
      }
      // The shared documents still name the person (their entries' authors): the sync server rewrites them after the
      // commit. Recorded in the same transaction, so that a crash between the two leaves the work to the next start
      // (pendingErasures), never a person half erased with nothing to finish it.
      await client.query(
        `INSERT INTO pending_erasures (person_id, left_projects, deleted_projects) VALUES ($1, $2, $3)
         ON CONFLICT (person_id) DO NOTHING`,
        [personId, left, alone.map((p) => p.id)],
      );
      await client.query('UPDATE projects SET created_by = $2 WHERE created_by = $1', [personId, FORMER_MEMBER]);
      await client.query('DELETE FROM people WHERE id = $1', [personId]);
      return { kind: 'deleted', deletedProjects: alone.map((p) => p.id), leftProjects: left, firmDeleted };
    });
  }

  /**
   * The projects a firm losing its last member still holds — each shared with people of other firms, or it would have
   * been deleted with its only member — go to the firm of their earliest remaining économiste (or, with none in a
   * firm, of their earliest remaining member): a project is not left to a firm nobody is in, whose quota nobody can
   * see. Its plans' bytes count in the new firm's quota from then on (no upload is refused for it now). A project
   * none of whose members is in a firm stays where it is.
   */
  private async rehomeProjects(client: pg.PoolClient, firmId: string, leavingId: string) {
    const { rows } = await client.query<{ id: string; target: string | null }>(
      `SELECT p.id, (
         SELECT f.firm_id FROM project_members m JOIN firm_members f ON f.person_id = m.person_id
         WHERE m.project_id = p.id AND m.person_id <> $2 AND f.firm_id <> $1
         ORDER BY (m.role = 'economiste') DESC, m.created_at, m.person_id LIMIT 1) AS target
       FROM projects p WHERE p.firm_id = $1 ORDER BY p.id FOR UPDATE OF p`,
      [firmId, leavingId],
    );
    for (const { id, target } of rows) {
      if (!target) continue;
      await client.query('SELECT 1 FROM firms WHERE id = $1 FOR UPDATE', [target]);
      await client.query('UPDATE projects SET firm_id = $2 WHERE id = $1', [id, target]);
      await client.query(
        `INSERT INTO firm_blobs (firm_id, sha256, size, created_at)
         SELECT $2, b.sha256, blobs.size, now() FROM project_blobs b JOIN blobs ON blobs.sha256 = b.sha256
         WHERE b.project_id = $1
         ON CONFLICT (firm_id, sha256) DO NOTHING`,
        [id, target],
      );
    }
    await this.releaseFirmBlobs(client, firmId);
  }

  /** Deleted accounts whose traces in the shared documents are not erased yet (a crash, or the sync server away). */
  async pendingErasures(): Promise<PendingErasure[]> {
    const { rows } = await this.pool.query<{ person_id: string; left_projects: string[]; deleted_projects: string[] }>(
      'SELECT person_id, left_projects, deleted_projects FROM pending_erasures ORDER BY created_at, person_id',
    );
    return rows.map((row) => ({
      personId: row.person_id,
      leftProjects: row.left_projects,
      deletedProjects: row.deleted_projects,
    }));
  }

  /** The deleted account's traces are erased from every shared document: nothing is left to do for it. */
  async erasureDone(personId: string): Promise<void> {
    await this.pool.query('DELETE FROM pending_erasures WHERE person_id = $1', [personId]);
  }

  // Sync tokens -----------------------------------------------------------------------------------------------------

  async addSyncToken(tokenHash: string, personId: string, projectId: string, expiresAt: Date, now: Date) {
    // Expired tokens are dropped as new ones are made: the table stays the size of the last few minutes.
    await this.pool.query('DELETE FROM sync_tokens WHERE expires_at <= $1', [now]);
    await this.pool.query(
      'INSERT INTO sync_tokens (token_hash, person_id, project_id, expires_at) VALUES ($1, $2, $3, $4)',
      [tokenHash, personId, projectId, expiresAt],
    );
  }

  /** The token's person and their current role: one query, so a changed or revoked role counts at once. */
  async resolveSyncToken(
    tokenHash: string,
    projectId: string,
    now: Date,
  ): Promise<{ personId: string; role: ProjectRole } | undefined> {
    const { rows } = await this.pool.query<{ person_id: string; role: ProjectRole }>(
      `SELECT t.person_id, m.role FROM sync_tokens t
       JOIN project_members m ON m.project_id = t.project_id AND m.person_id = t.person_id
       WHERE t.token_hash = $1 AND t.project_id = $2 AND t.expires_at > $3`,
      [tokenHash, projectId, now],
    );
    const row = rows[0];
    return row ? { personId: row.person_id, role: row.role } : undefined;
  }

  // Blobs -----------------------------------------------------------------------------------------------------------

  /** Bytes the firm's blobs take (each blob counted once per firm, however many projects hold it). */
  async firmUsage(firmId: string): Promise<number> {
    const { rows } = await this.pool.query<{ total: string | null }>(
      'SELECT sum(size) AS total FROM firm_blobs WHERE firm_id = $1',
      [firmId],
    );
    return Number(rows[0]?.total ?? 0);
  }

  async firmHasBlob(firmId: string, sha256: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM firm_blobs WHERE firm_id = $1 AND sha256 = $2', [
      firmId,
      sha256,
    ]);
    return (rowCount ?? 0) > 0;
  }

  /**
   * Records an uploaded blob for the firm and the project, unless it would take the firm past `quotaBytes` (checked
   * under the firm's row lock, so parallel uploads cannot overshoot together).
   */
  async addBlob(
    sha256: string,
    size: number,
    firmId: string,
    projectId: string,
    quotaBytes: number,
    now: Date,
  ): Promise<'ok' | 'quota'> {
    return this.transaction(async (client) => {
      // The blob's lock first (then the firm's): a collection pass never removes these bytes between this check and
      // the references below (see forgetBlob).
      await lockBlob(client, sha256);
      await client.query('SELECT 1 FROM firms WHERE id = $1 FOR UPDATE', [firmId]);
      const known = await client.query('SELECT 1 FROM firm_blobs WHERE firm_id = $1 AND sha256 = $2', [firmId, sha256]);
      if (!known.rowCount) {
        const { rows } = await client.query<{ total: string | null }>(
          'SELECT sum(size) AS total FROM firm_blobs WHERE firm_id = $1',
          [firmId],
        );
        if (Number(rows[0]?.total ?? 0) + size > quotaBytes) return 'quota';
      }
      await client.query(
        'INSERT INTO blobs (sha256, size, created_at) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING',
        [sha256, size, now],
      );
      await client.query(
        `INSERT INTO firm_blobs (firm_id, sha256, size, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (firm_id, sha256) DO NOTHING`,
        [firmId, sha256, size, now],
      );
      // Uploaded again for the project: it wants the blob, whatever a compaction found before (see pruneBlobs).
      await client.query(
        `INSERT INTO project_blobs (project_id, sha256, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (project_id, sha256) DO UPDATE SET unreferenced_since = NULL`,
        [projectId, sha256, now],
      );
      return 'ok';
    });
  }

  /**
   * After a compaction of the project's document: its blob references are marked with what the snapshot's live content
   * references (`referenced`): a reference named again loses its mark, one no longer named gets the time it was first
   * found so (`unreferenced_since`, kept by later compactions). Returns the references unnamed since `cutoff` or
   * before: the ones pruneBlobs may drop, once the log after the snapshot is checked.
   */
  async markBlobs(projectId: string, referenced: ReadonlySet<string>, now: Date, cutoff: Date): Promise<string[]> {
    return this.transaction(async (client) => {
      const named = [...referenced];
      await client.query(
        `UPDATE project_blobs SET unreferenced_since = NULL
         WHERE project_id = $1 AND sha256 = ANY($2::text[]) AND unreferenced_since IS NOT NULL`,
        [projectId, named],
      );
      await client.query(
        `UPDATE project_blobs SET unreferenced_since = $3
         WHERE project_id = $1 AND NOT (sha256 = ANY($2::text[])) AND unreferenced_since IS NULL`,
        [projectId, named, now],
      );
      const { rows } = await client.query<{ sha256: string }>(
        `SELECT sha256 FROM project_blobs
         WHERE project_id = $1 AND NOT (sha256 = ANY($2::text[])) AND unreferenced_since <= $3 ORDER BY sha256`,
        [projectId, named, cutoff],
      );
      return rows.map((row) => row.sha256);
    });
  }

  /**
   * Drops the project's references to these blobs that are still unnamed since `cutoff` (an upload meanwhile cleared
   * the mark: kept), and the firm's count of those no other project of the firm holds (its quota). The bytes are left
   * to the collection pass. Returns the hashes dropped.
   */
  async pruneBlobs(projectId: string, hashes: readonly string[], cutoff: Date): Promise<string[]> {
    if (!hashes.length) return [];
    return this.transaction(async (client) => {
      const { rows } = await client.query<{ sha256: string }>(
        `DELETE FROM project_blobs WHERE project_id = $1 AND sha256 = ANY($2::text[]) AND unreferenced_since <= $3
         RETURNING sha256`,
        [projectId, hashes, cutoff],
      );
      const firm = await client.query<{ firm_id: string }>('SELECT firm_id FROM projects WHERE id = $1', [projectId]);
      const firmId = firm.rows[0]?.firm_id;
      if (rows.length && firmId) await this.releaseFirmBlobs(client, firmId);
      return rows.map((row) => row.sha256).sort();
    });
  }

  /** Projects holding a reference unnamed since `cutoff` or before (what pruneBlobs may drop), oldest mark first. */
  async projectsWithDueBlobs(cutoff: Date, limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ project_id: string }>(
      `SELECT project_id FROM project_blobs WHERE unreferenced_since <= $1
       GROUP BY project_id ORDER BY min(unreferenced_since), project_id LIMIT $2`,
      [cutoff, limit],
    );
    return rows.map((row) => row.project_id);
  }

  /** Of these hashes, those some project references (`project_blobs`): the collection pass keeps them. */
  async referencedBlobs(hashes: readonly string[]): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ sha256: string }>(
      'SELECT DISTINCT sha256 FROM project_blobs WHERE sha256 = ANY($1::text[])',
      [hashes],
    );
    return new Set(rows.map((row) => row.sha256));
  }

  /** Blobs recorded (`blobs`) that no project references any more: their projects were deleted. */
  async unreferencedBlobs(): Promise<string[]> {
    const { rows } = await this.pool.query<{ sha256: string }>(
      `SELECT sha256 FROM blobs b WHERE NOT EXISTS (SELECT 1 FROM project_blobs p WHERE p.sha256 = b.sha256)
       ORDER BY sha256`,
    );
    return rows.map((row) => row.sha256);
  }

  /**
   * The collection pass's last step for one blob, under the blob's lock (the one addBlob takes first): when still no
   * project references it, `remove` is called (it removes the bytes, unless they were written again since the pass
   * looked) and, unless it answers 'fresh', the blob's rows go. An upload of the same bytes meanwhile either recorded
   * its reference before (the blob is kept) or waits for this to end (and then finds whether its bytes are still
   * there: see the blob route).
   */
  async forgetBlob(
    sha256: string,
    remove: () => Promise<'removed' | 'absent' | 'fresh'>,
  ): Promise<'removed' | 'absent' | 'fresh' | 'referenced'> {
    return this.transaction(async (client) => {
      await lockBlob(client, sha256);
      const referenced = await client.query('SELECT 1 FROM project_blobs WHERE sha256 = $1 LIMIT 1', [sha256]);
      if (referenced.rowCount) return 'referenced';
      const outcome = await remove();
      if (outcome === 'fresh') return outcome;
      await client.query('DELETE FROM firm_blobs WHERE sha256 = $1', [sha256]);
      await client.query('DELETE FROM blobs WHERE sha256 = $1', [sha256]);
      return outcome;
    });
  }

  /**
   * Whether the person is a member of a project that references the blob: who may read it. With `projectId`, of that
   * project only (an uploader asking whether this project's members will find it).
   */
  async canReadBlob(personId: string, sha256: string, projectId?: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `SELECT 1 FROM project_blobs b JOIN project_members m ON m.project_id = b.project_id
       WHERE b.sha256 = $1 AND m.person_id = $2 ${projectId === undefined ? '' : 'AND b.project_id = $3'} LIMIT 1`,
      projectId === undefined ? [sha256, personId] : [sha256, personId, projectId],
    );
    return (rowCount ?? 0) > 0;
  }
}
