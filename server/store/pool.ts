/**
 * The server's PostgreSQL pools (the beta registrations, the accounts, the sync log): one way to open them.
 *
 * Each keeps connections open while idle. pg's pool closes an idle one after 10 s, and a new one costs 56–101 ms here
 * (TCP, authentication, startup; load 5) against 1.4 ms for a query on an open one, so the first request after a
 * pause paid it: the first edit after a pause reached a colleague in 63–181 ms (median 86) against 4–101 ms for the
 * next ones, and a shared project opened after a pause took ×2.23 the opening right after (`npm run bench:sync`, (e)
 * and (f)). Two: an append and a document's load (or a compaction) at once, or a sign-in check beside a token's.
 */
import pg from 'pg';

export const KEPT_CONNECTIONS = 2;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export interface PoolOptions {
  connectionString: string;
  /** A schema to work in (created by the caller's migration if missing); tests use a throwaway one. */
  schema?: string | undefined;
  /** Connections in the pool. */
  max?: number;
}

/** `what` names the store in the error thrown for a schema name that is not a plain identifier. */
export function openPool(what: string, { connectionString, schema, max = 5 }: PoolOptions): pg.Pool {
  if (schema && !SCHEMA_NAME.test(schema)) throw new Error(`${what}: invalid schema name`);
  const pool = new pg.Pool({
    connectionString,
    max,
    min: Math.min(KEPT_CONNECTIONS, max),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query gets a new one.
  pool.on('error', () => undefined);
  return pool;
}
