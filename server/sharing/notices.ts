/**
 * What every instance of the sync server must hear about at once, whichever instance's API saw it: a member revoked,
 * a role changed, a project deleted. Carried by PostgreSQL's LISTEN/NOTIFY, not by Redis:
 *
 * - PostgreSQL is always there when sharing is (the accounts and the log live in it); Redis is there only when several
 *   instances run. One path then serves one instance and many, and the one-instance path is the one tested everywhere.
 * - A notification reaches every session listening on the database, the sender's own included, in the order the
 *   notifying transactions committed; each instance acts on the notices it hears and on nothing else, so the instance
 *   that answered the API call needs no second path.
 *
 * The notice carries the new state (the role, or null for no access), so an instance applies it without a query. Each
 * instance keeps one dedicated connection for LISTEN; when it drops, the instance reconnects (a notice sent while it was
 * away is lost: `onReconnect` lets the owner re-check what it holds).
 */
import pg from 'pg';
import type { ProjectRole } from '../../src/domain/sharing/contract.ts';

export type SyncNotice =
  | { kind: 'membership'; projectId: string; personId: string; role: ProjectRole | null }
  | { kind: 'project-deleted'; projectId: string };

export interface SyncNoticesOptions {
  connectionString: string;
  /** Tests and benches running side by side in one database use a channel each. */
  channel?: string;
  onError?: (what: string, error: unknown) => void;
}

const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;
const ROLES = new Set<unknown>(['economiste', 'metreur', 'lecteur']);
const ID = /^[A-Za-z0-9-]{1,64}$/;

function parseNotice(payload: string | undefined): SyncNotice | null {
  try {
    const value = JSON.parse(payload ?? '') as Record<string, unknown> | null;
    if (!value || typeof value.projectId !== 'string' || !ID.test(value.projectId)) return null;
    if (value.kind === 'project-deleted') return { kind: 'project-deleted', projectId: value.projectId };
    if (value.kind === 'membership' && typeof value.personId === 'string' && ID.test(value.personId)) {
      if (value.role !== null && !ROLES.has(value.role)) return null;
      return {
        kind: 'membership',
        projectId: value.projectId,
        personId: value.personId,
        role: value.role as ProjectRole | null,
      };
    }
  } catch {
    /* not ours */
  }
  return null;
}

export class SyncNotices {
  private client: pg.Client | null = null;
  private readonly pool: pg.Pool;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<(notice: SyncNotice) => void>();
  private readonly reconnectListeners = new Set<() => void>();

  private constructor(
    private readonly connectionString: string,
    readonly channel: string,
    private readonly onError: (what: string, error: unknown) => void,
  ) {
    this.pool = new pg.Pool({ connectionString, max: 2 });
    this.pool.on('error', () => undefined);
  }

  static async open({
    connectionString,
    channel = 'metr_sync',
    onError = (what, error) => console.error(`sync: ${what}`, error instanceof Error ? error.message : 'unknown'),
  }: SyncNoticesOptions): Promise<SyncNotices> {
    if (!CHANNEL_PATTERN.test(channel)) throw new Error('sync notices: invalid channel name');
    const notices = new SyncNotices(connectionString, channel, onError);
    await notices.listen();
    return notices;
  }

  /** Calls `listener` with every notice any instance sends, this one's included. */
  subscribe(listener: (notice: SyncNotice) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called after the listening connection was lost and made again (notices may have been missed meanwhile). */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** Sends a notice to every instance; resolves once PostgreSQL has taken it. */
  async publish(notice: SyncNotice): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [this.channel, JSON.stringify(notice)]);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== this.channel) return;
      const notice = parseNotice(message.payload);
      if (!notice) return;
      for (const listener of this.listeners) {
        try {
          listener(notice);
        } catch (error) {
          this.onError('notice not applied', error);
        }
      }
    });
    client.on('error', (error) => {
      this.onError('notice connection lost', error);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private reconnect(lost: pg.Client) {
    if (this.closed || this.client !== lost) return;
    this.client = null;
    lost.end().catch(() => undefined);
    const attempt = (delay: number) => {
      this.retry = setTimeout(() => {
        this.retry = null;
        if (this.closed) return;
        this.listen().then(
          () => {
            for (const listener of this.reconnectListeners) listener();
          },
          (error: unknown) => {
            this.onError('notice connection failed', error);
            attempt(Math.min(delay * 2, 10_000));
          },
        );
      }, delay);
    };
    attempt(200);
  }
}
