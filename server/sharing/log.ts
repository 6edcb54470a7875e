/**
 * The shared projects' store in PostgreSQL: an append-only log of the Yjs updates each document received, and one
 * snapshot per document that the log is folded into from time to time (compaction).
 *
 * Why a log and not the usual "store the whole document a few seconds after the last change": the sync server
 * acknowledges an update to its sender only once the update's row is committed here (server/sharing/server.ts), so a
 * crash of the process, even `kill -9`, cannot lose an edit the sender was told was saved. The issue's spike measured
 * the debounced whole-document store losing every recent edit on `kill -9`; an append per update kept all of them.
 *
 * Loading is the snapshot plus the updates after it. Compaction folds them into a new snapshot in one transaction,
 * then removes the folded rows in another: a crash between the two leaves rows that loading skips (their ids are at or
 * below the snapshot's), never a gap. Appends and compactions of one document take the same transaction-scoped
 * advisory lock, so the ids of one document's rows are committed in their order and a compaction never skips a row
 * that commits after it read the log.
 */
import type pg from 'pg';
import * as Y from 'yjs';
import { openPool } from '../store/pool.ts';

const MIGRATION = `
CREATE TABLE IF NOT EXISTS sync_updates (
  id bigserial PRIMARY KEY,
  document text NOT NULL,
  update bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS sync_updates_document_id ON sync_updates (document, id);
CREATE TABLE IF NOT EXISTS sync_authors (
  document text NOT NULL,
  author_id text NOT NULL,
  person_id text NOT NULL,
  PRIMARY KEY (document, author_id)
);
CREATE INDEX IF NOT EXISTS sync_authors_person ON sync_authors (person_id);
CREATE TABLE IF NOT EXISTS sync_snapshots (
  document text PRIMARY KEY,
  state bytea NOT NULL,
  last_update_id bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE sync_snapshots ADD COLUMN IF NOT EXISTS blobs_pending boolean NOT NULL DEFAULT false;
`;

/** The advisory lock the migration takes, apart from the registration store's (727274). */
const MIGRATION_LOCK = 727275;

export interface StoredDocument {
  /** The snapshot first (when there is one), then every later update, in the order they were committed. */
  updates: Uint8Array[];
  /** Bytes stored for the document (snapshot and log), what the document-size limit counts. */
  bytes: number;
  /** Updates in the log after the snapshot. */
  logLength: number;
}

export interface SyncLogOptions {
  connectionString: string;
  /** A schema to work in (created if missing); tests use a throwaway one. */
  schema?: string;
  /** Connections in the pool. */
  max?: number;
}

export interface CompactionResult {
  /** Updates folded into the snapshot. */
  folded: number;
  /** Bytes of the new snapshot. */
  snapshotBytes: number;
  /**
   * When something was folded: the last update the new snapshot holds, and the blobs its live content references
   * (blobHashesOf), what the server prunes the project's blob references against (server/blobs/prune.ts).
   */
  folding?: { lastUpdateId: string; referenced: Set<string> };
}

const HASH_RUN = /[0-9a-f]{64,}/g;

/** Every 64-hex-digit window of the hex runs in `text` that is one of `hashes` (all of them when undefined). */
function hashesIn(text: string, hashes?: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const [run] of text.matchAll(HASH_RUN)) {
    for (let start = 0; start + 64 <= run.length; start += 1) {
      const hash = run.slice(start, start + 64);
      if (!hashes || hashes.has(hash)) found.add(hash);
    }
  }
  return found;
}

/**
 * The blobs a document's live content needs: the hashes its plan files name (a PDF's `sha256`, a CAD file's
 * `cadSha256`) and those its versions' snapshots name (restoring a version brings its plans back). The journal is left
 * out: its rows before and after are the history's record, which shows a deleted plan's name, not its pages; and
 * undoing a deletion on a shared project (Y.UndoManager) writes the file's row, and its hash, into `files` again.
 */
export function blobHashesOf(doc: Y.Doc): Set<string> {
  return hashesIn(JSON.stringify([doc.getMap('files').toJSON(), doc.getMap('versions').toJSON()]));
}

/** The bytes of a map key `by` as an update encodes it (a varString: its length, then the letters). */
const BY_KEY = [2, 0x62, 0x79] as const;

function mayNameAuthor(update: Uint8Array): boolean {
  for (let i = update.indexOf(BY_KEY[0]); i !== -1 && i + 2 < update.length; i = update.indexOf(BY_KEY[0], i + 1)) {
    if (update[i + 1] === BY_KEY[1] && update[i + 2] === BY_KEY[2]) return true;
  }
  return false;
}

/**
 * The author ids (`by`) of the journal entries and versions an update creates: a row map inserted into `journal` or
 * `versions` and its `by` field, both in the update (a row is written whole when it is created). What a person's
 * connection sends is how the server learns which local profile ids are theirs (their browsers'), so that deleting
 * their account can rewrite them (src/domain/sharing/erase.ts).
 */
export function authorIdsOf(update: Uint8Array): Set<string> {
  const found = new Set<string>();
  if (!mayNameAuthor(update)) return found;
  let structs: ReturnType<typeof Y.decodeUpdate>['structs'];
  try {
    structs = Y.decodeUpdate(update).structs;
  } catch {
    return found;
  }
  const rows = new Set<string>();
  for (const struct of structs) {
    if (!(struct instanceof Y.Item) || !(struct.content instanceof Y.ContentType)) continue;
    // A decoded update names a top-level parent by its key (a string), a nested one by its item's id.
    const parent = struct.parent as unknown;
    if (parent === 'journal' || parent === 'versions') rows.add(`${struct.id.client}:${struct.id.clock}`);
  }
  for (const struct of structs) {
    if (!(struct instanceof Y.Item) || struct.parentSub !== 'by' || !(struct.content instanceof Y.ContentAny)) continue;
    const parent = struct.parent as unknown;
    if (!(parent instanceof Y.ID) || !rows.has(`${parent.client}:${parent.clock}`)) continue;
    const [value] = struct.content.arr;
    if (typeof value === 'string' && value !== '') found.add(value);
  }
  return found;
}

const toBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

export class SyncLog {
  private constructor(private readonly pool: pg.Pool) {}

  static async open({ connectionString, schema, max = 5 }: SyncLogOptions): Promise<SyncLog> {
    // Every edit is committed before it is answered and relayed: the pool keeps connections open (pool.ts).
    const pool = openPool('sync log', { connectionString, schema, max });
    const client = await pool.connect();
    try {
      // Several instances may start at once: one migrates, the others wait.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
        await client.query(MIGRATION);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      }
    } finally {
      client.release();
    }
    return new SyncLog(pool);
  }

  /** The document as stored: its snapshot and the updates after it. An unknown document has none. */
  async load(document: string): Promise<StoredDocument> {
    const client = await this.pool.connect();
    try {
      // One snapshot of the database for both reads: a compaction committing in between cannot hide rows.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const snapshot = await client.query<{ state: Buffer; last_update_id: string }>(
        'SELECT state, last_update_id FROM sync_snapshots WHERE document = $1',
        [document],
      );
      const after = snapshot.rows[0]?.last_update_id ?? '0';
      const log = await client.query<{ update: Buffer }>(
        'SELECT update FROM sync_updates WHERE document = $1 AND id > $2 ORDER BY id',
        [document, after],
      );
      await client.query('COMMIT');
      const updates = [
        ...snapshot.rows.map((row) => toBytes(row.state)),
        ...log.rows.map((row) => toBytes(row.update)),
      ];
      return {
        updates,
        bytes: updates.reduce((sum, update) => sum + update.byteLength, 0),
        logLength: log.rows.length,
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Appends one update; resolves once it is committed. `personId`: who sent it; the author ids of the entries it
   * creates are recorded as theirs in the same transaction (the first person to write an author id in a document
   * keeps it), so that erasing them later finds every id that names them (authorsOf). `claimed`: author ids the update
   * gives to entries new to the document (server/sharing/authors.ts); when one of them is recorded as another
   * person's, or is another person's account id, nothing is stored and false is returned (a forged author).
   */
  async append(
    document: string,
    update: Uint8Array,
    personId?: string,
    claimed: ReadonlySet<string> = new Set(),
  ): Promise<boolean> {
    const authors = personId === undefined ? [] : [...authorIdsOf(update)];
    return this.locked(document, async (client) => {
      if (personId !== undefined && claimed.size) {
        const { rowCount } = await client.query(
          `SELECT 1 FROM sync_authors WHERE document = $1 AND person_id <> $3
             AND (author_id = ANY($2::text[]) OR person_id = ANY($2::text[])) LIMIT 1`,
          [document, [...claimed], personId],
        );
        if ((rowCount ?? 0) > 0) return false;
      }
      await client.query('INSERT INTO sync_updates (document, update) VALUES ($1, $2)', [
        document,
        Buffer.from(update),
      ]);
      if (authors.length) {
        await client.query(
          `INSERT INTO sync_authors (document, author_id, person_id) SELECT $1, unnest($2::text[]), $3
           ON CONFLICT (document, author_id) DO NOTHING`,
          [document, authors, personId],
        );
      }
      return true;
    });
  }

  /** The author ids recorded as a person's in a document (append's `personId`). */
  async authorsOf(document: string, personId: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ author_id: string }>(
      'SELECT author_id FROM sync_authors WHERE document = $1 AND person_id = $2 ORDER BY author_id',
      [document, personId],
    );
    return rows.map((row) => row.author_id);
  }

  /** The documents a person wrote entries in (whatever their membership now). */
  async documentsOf(personId: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ document: string }>(
      'SELECT DISTINCT document FROM sync_authors WHERE person_id = $1 ORDER BY document',
      [personId],
    );
    return rows.map((row) => row.document);
  }

  /** Forgets which author ids were a person's in a document (once the document no longer names them). */
  async forgetAuthor(document: string, personId: string): Promise<void> {
    await this.pool.query('DELETE FROM sync_authors WHERE document = $1 AND person_id = $2', [document, personId]);
  }

  /** Whether anything is stored for a document. */
  async has(document: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `SELECT 1 FROM sync_snapshots WHERE document = $1 UNION ALL
       SELECT 1 FROM sync_updates WHERE document = $1 LIMIT 1`,
      [document],
    );
    return (rowCount ?? 0) > 0;
  }

  /** Runs `work` in a transaction holding the document's lock: appends, compactions and removals of it take turns. */
  private async locked<T>(document: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [document]);
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

  /**
   * Folds the log into the snapshot: the snapshot and every update after it are applied to a fresh document (with
   * garbage collection, so deleted content is dropped), whose state becomes the new snapshot. An update that cannot be
   * applied is left out, as loading leaves it out.
   */
  async compact(document: string): Promise<CompactionResult> {
    const client = await this.pool.connect();
    let folded = 0;
    let snapshotBytes = 0;
    let lastId = '0';
    let referenced = new Set<string>();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [document]);
      const snapshot = await client.query<{ state: Buffer; last_update_id: string }>(
        'SELECT state, last_update_id FROM sync_snapshots WHERE document = $1',
        [document],
      );
      const previous = snapshot.rows[0];
      const log = await client.query<{ id: string; update: Buffer }>(
        'SELECT id, update FROM sync_updates WHERE document = $1 AND id > $2 ORDER BY id',
        [document, previous?.last_update_id ?? '0'],
      );
      const last = log.rows.at(-1);
      if (!last) {
        // Rows a crash left behind between a compaction's two steps (folded, not yet deleted) go now: an erasure
        // resumed after such a crash must leave no row that still holds what it erased.
        if (previous) {
          await client.query('DELETE FROM sync_updates WHERE document = $1 AND id <= $2', [
            document,
            previous.last_update_id,
          ]);
        }
        await client.query('COMMIT');
        return { folded: 0, snapshotBytes: previous?.state.byteLength ?? 0 };
      }
      const doc = new Y.Doc();
      applyAll(doc, [...(previous ? [toBytes(previous.state)] : []), ...log.rows.map((row) => toBytes(row.update))]);
      const state = Y.encodeStateAsUpdate(doc);
      referenced = blobHashesOf(doc);
      doc.destroy();
      await client.query(
        // With the snapshot, in its transaction: its blob references are owed a check (blobs_pending), cleared once
        // the project's references are marked against it (blobsChecked, withLiveReferences); a crash in between leaves
        // the flag for the periodic pass (server/blobs/prune.ts, blobSweep).
        `INSERT INTO sync_snapshots (document, state, last_update_id, updated_at, blobs_pending)
         VALUES ($1, $2, $3, now(), true)
         ON CONFLICT (document) DO UPDATE SET state = EXCLUDED.state, last_update_id = EXCLUDED.last_update_id,
           updated_at = EXCLUDED.updated_at, blobs_pending = true`,
        [document, Buffer.from(state), last.id],
      );
      await client.query('COMMIT');
      folded = log.rows.length;
      snapshotBytes = state.byteLength;
      lastId = last.id;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    // Only once the snapshot is committed: the rows it holds go. Failing here loses nothing (loading skips them).
    await this.pool.query('DELETE FROM sync_updates WHERE document = $1 AND id <= $2', [document, lastId]);
    return { folded, snapshotBytes, folding: { lastUpdateId: lastId, referenced } };
  }

  /**
   * Runs `work` while holding the document's lock (the one appends and compactions take), given which of `hashes` the
   * updates logged after `afterId` name anywhere in their bytes: nothing can be appended to the document until `work`
   * is done, so what it decides from them holds (an undo re-adding a plan is either among them or comes after).
   */
  async withUpdatesAfter<T>(
    document: string,
    afterId: string,
    hashes: ReadonlySet<string>,
    work: (named: Set<string>) => Promise<T>,
  ): Promise<T> {
    return this.locked(document, async (client) => {
      const { rows } = await client.query<{ update: Buffer }>(
        'SELECT update FROM sync_updates WHERE document = $1 AND id > $2 ORDER BY id',
        [document, afterId],
      );
      const named = new Set<string>();
      for (const row of rows) for (const hash of hashesIn(row.update.toString('latin1'), hashes)) named.add(hash);
      return work(named);
    });
  }

  /** The snapshot folded up to `lastUpdateId` has had its blob references checked (after its compaction's prune). */
  async blobsChecked(document: string, lastUpdateId: string): Promise<void> {
    await this.pool.query(
      'UPDATE sync_snapshots SET blobs_pending = false WHERE document = $1 AND last_update_id = $2',
      [document, lastUpdateId],
    );
  }

  /** Documents whose last snapshot's blob references were not checked (a crash after its compaction), oldest first. */
  async pendingBlobChecks(limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ document: string }>(
      'SELECT document FROM sync_snapshots WHERE blobs_pending ORDER BY updated_at, document LIMIT $1',
      [limit],
    );
    return rows.map((row) => row.document);
  }

  /**
   * Runs `work` while holding the document's lock (nothing is appended or compacted meanwhile) with the blobs the
   * document names now: its live content (blobHashesOf of the snapshot and the later updates applied) and, as
   * withUpdatesAfter counts them, any hash in the bytes of an update after the snapshot. Then the snapshot's blob check
   * is done (blobs_pending cleared, in the lock's transaction: `work` failing leaves it). Nothing stored: `work` is not
   * run and null is returned.
   */
  async withLiveReferences<T>(document: string, work: (named: Set<string>) => Promise<T>): Promise<T | null> {
    return this.locked(document, async (client) => {
      const { snapshot, later } = await storedRows(client, document);
      if (!snapshot && !later.length) return null;
      const doc = new Y.Doc();
      applyAll(doc, [...(snapshot ? [snapshot] : []), ...later].map(toBytes));
      const named = blobHashesOf(doc);
      doc.destroy();
      for (const update of later) for (const hash of hashesIn(update.toString('latin1'))) named.add(hash);
      const result = await work(named);
      await client.query('UPDATE sync_snapshots SET blobs_pending = false WHERE document = $1', [document]);
      return result;
    });
  }

  /** Forgets a document (a project deleted by its owner). */
  async remove(document: string): Promise<void> {
    await this.locked(document, async (client) => {
      await client.query('DELETE FROM sync_updates WHERE document = $1', [document]);
      await client.query('DELETE FROM sync_snapshots WHERE document = $1', [document]);
      await client.query('DELETE FROM sync_authors WHERE document = $1', [document]);
    });
  }

  /**
   * Of `hashes` (SHA-256, lower-case hex), those some document's live content references (blobHashesOf: its plan files
   * and its versions), the rule the project's own references are pruned by: a deleted plan, or one only the history's
   * journal mentions, is not referenced. Each document is read whole (its snapshot and every update after it, applied
   * as loading does), one at a time, all in one read-only snapshot of the database. The blob collection pass keeps
   * what this returns.
   */
  async findReferences(hashes: ReadonlySet<string>): Promise<Set<string>> {
    const found = new Set<string>();
    if (hashes.size === 0) return found;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows: documents } = await client.query<{ document: string }>(
        `SELECT document FROM sync_snapshots UNION SELECT DISTINCT document FROM sync_updates ORDER BY document`,
      );
      for (const { document } of documents) {
        const doc = new Y.Doc();
        const { snapshot, later } = await storedRows(client, document);
        applyAll(doc, [...(snapshot ? [snapshot] : []), ...later].map(toBytes));
        for (const hash of blobHashesOf(doc)) if (hashes.has(hash)) found.add(hash);
        doc.destroy();
        if (found.size === hashes.size) break;
      }
      await client.query('COMMIT');
      return found;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Rows in the log for a document (tests and monitoring). */
  async logLength(document: string): Promise<number> {
    const { rows } = await this.pool.query<{ count: string }>(
      'SELECT count(*) AS count FROM sync_updates WHERE document = $1',
      [document],
    );
    return Number(rows[0]?.count ?? 0);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** A document's snapshot (when there is one) and the updates logged after it, read by `client`. */
async function storedRows(
  client: pg.PoolClient,
  document: string,
): Promise<{ snapshot: Buffer | undefined; later: Buffer[] }> {
  const snapshot = await client.query<{ state: Buffer; last_update_id: string }>(
    'SELECT state, last_update_id FROM sync_snapshots WHERE document = $1',
    [document],
  );
  const log = await client.query<{ update: Buffer }>(
    'SELECT update FROM sync_updates WHERE document = $1 AND id > $2 ORDER BY id',
    [document, snapshot.rows[0]?.last_update_id ?? '0'],
  );
  return { snapshot: snapshot.rows[0]?.state, later: log.rows.map((row) => row.update) };
}

/**
 * Applies stored updates in order; one that throws is skipped (the server refuses undecodable updates before they are
 * stored, so this guards against a row damaged some other way: one bad row must not make a project unreadable).
 * Returns how many were skipped.
 */
export function applyAll(doc: Y.Doc, updates: readonly Uint8Array[], origin?: unknown): number {
  let skipped = 0;
  for (const update of updates) {
    try {
      Y.applyUpdate(doc, update, origin);
    } catch {
      skipped += 1;
    }
  }
  return skipped;
}
