/**
 * The sync server of shared projects: Hocuspocus (@hocuspocus/server 3.4.4, the last line that runs on Node 20)
 * inside the project's own Node server, on its port, at /sync. It adds to Hocuspocus what the issue asks for:
 *
 * - **No acknowledged edit is lost.** Hocuspocus applies an incoming update and answers the sender's provider with a
 *   sync-status message (`unsyncedChanges` goes down) in the same synchronous step (MessageReceiver, after
 *   `readUpdate`/`readSyncStep2`), and only runs its `onStoreDocument` hook seconds later (debounced). The one place
 *   that runs before the update is applied and answered is the `beforeHandleMessage` hook, whose promise the
 *   connection awaits: there the update is checked and appended to the PostgreSQL log (server/sharing/log.ts), and the
 *   promise resolves only once the row is committed. The hook's work is chained per connection, so updates are
 *   committed, applied and answered in the order they were sent: after n answers, the first n updates are stored.
 * - **Roles.** `onAuthenticate` asks the SharingAccess (src/domain/sharing/contract.ts) for the token's person and
 *   role; a « lecteur » gets a read-only connection (the authentication answer says so, and so does a stateless
 *   message); every update of a « métreur » is checked on a copy of the document (server/sharing/guard.ts).
 * - **Refusals are told.** A refused update is not applied, stored or passed on as sent: the sender gets a stateless
 *   `metr:refused` message with a reason code and its French text (server/sharing/messages.ts), then the update is
 *   replaced in place by an empty one, so the provider's count of unsynced changes still comes back to zero instead of
 *   waiting for ever. Hocuspocus gives the hook the very bytes it is about to read (the WebSocket's Buffer), which is
 *   what makes the replacement possible; sync.test.ts checks that a refused edit never reaches another client. A
 *   métreur's price change is cancelled rather than dropped (guard.ts says why): the server applies, stores and
 *   broadcasts the update together with the change that puts the prices back.
 * - **Limits.** A message larger than `maxMessageBytes` is refused (and one larger than twice that closes the socket,
 *   ws's maxPayload); a document whose stored bytes would pass `maxDocumentBytes` refuses the update.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Redis } from '@hocuspocus/extension-redis';
import { Hocuspocus, type Connection, type Document, type Extension } from '@hocuspocus/server';
import IORedis from 'ioredis';
import * as decoding from 'lib0/decoding';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { eraseAuthors } from '../../src/domain/sharing/erase.ts';
import {
  documentNameOf,
  projectIdOfDocument,
  type ProjectRole,
  type SharingAccess,
} from '../../src/domain/sharing/contract.ts';
import { isHttpsRequest, requestHost, requestTarget } from '../node.ts';
import { authorWrites, sharedByOf } from './authors.ts';
import { UpdateGuard, isDecodable, type RefusalReason, type Verdict } from './guard.ts';
import { applyAll, type CompactionResult, type SyncLog } from './log.ts';
import { closedMessage, refusedMessage, roleMessage, type SyncCloseReason } from './messages.ts';
import type { SyncNotice, SyncNotices } from './notices.ts';

/** The WebSocket path of the sync server; every other upgrade is refused. */
export const SYNC_PATH = '/sync';

export interface SyncLimits {
  /**
   * One message. The first sync of a project shared for the first time carries the whole document in one message, so
   * this is sized for a large project (5,000 measurements are about 2 MB).
   */
  maxMessageBytes: number;
  /** Bytes stored for one document (snapshot and log). */
  maxDocumentBytes: number;
  /** Updates in the log after which it is folded into the snapshot. */
  compactAfterUpdates: number;
}

export const SYNC_LIMITS: SyncLimits = {
  maxMessageBytes: 16 * 1024 * 1024,
  maxDocumentBytes: 64 * 1024 * 1024,
  compactAfterUpdates: 500,
};

export interface SyncServerOptions {
  access: SharingAccess;
  log: SyncLog;
  /** Origins allowed besides the request's own (the public site's, when a proxy rewrites Host). */
  allowedOrigins?: readonly string[];
  limits?: Partial<SyncLimits>;
  /**
   * Several instances behind one PostgreSQL: Redis between them (Hocuspocus's Redis extension), so a client on one
   * instance sees the edits and presence of a client on another. Unset: one instance, no other service.
   */
  redis?: { url: string; prefix?: string };
  /**
   * Revocations, role changes and deletions heard by every instance (PostgreSQL LISTEN/NOTIFY, notices.ts). Unset: they
   * reach this instance's connections only.
   */
  notices?: SyncNotices;
  /** Where failures are reported (never a document's content). */
  onError?: (what: string, error: unknown) => void;
  /**
   * Told after each compaction of a document, with what the new snapshot references (server/blobs/prune.ts drops the
   * project's blob references its document stopped naming); a compaction is not done until it resolves.
   */
  onCompacted?: (document: string, result: CompactionResult) => Promise<unknown>;
}

/** A refusal that ends the connection; Hocuspocus sends `reason` to the client (permission denied, close). */
class SyncRefusal extends Error {
  constructor(readonly reason: SyncCloseReason) {
    super(reason);
  }
}

interface ConnectionContext {
  role: ProjectRole;
  personId: string;
}

interface DocumentState {
  bytes: number;
  logLength: number;
  guard: UpdateGuard | null;
  compacting: Promise<void> | null;
}

// Hocuspocus's message types (@hocuspocus/server types.ts) and y-protocols' sync message types.
const MESSAGE_SYNC = 0;
const MESSAGE_QUERY_AWARENESS = 3;
const MESSAGE_SYNC_REPLY = 4;
const MESSAGE_BROADCAST_STATELESS = 6;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;
/** An update with no structs and no deletions. */
const EMPTY_UPDATE = [0, 0] as const;

interface ParsedMessage {
  type: number;
  /** Offset of the byte after the message type. */
  afterType: number;
  /** For a sync message that carries an update: the update. */
  update?: Uint8Array;
}

function parseMessage(data: Uint8Array): ParsedMessage | null {
  try {
    const decoder = decoding.createDecoder(data);
    decoding.readVarString(decoder);
    const type = decoding.readVarUint(decoder);
    const afterType = decoder.pos;
    if (type !== MESSAGE_SYNC && type !== MESSAGE_SYNC_REPLY) return { type, afterType };
    const syncType = decoding.readVarUint(decoder);
    if (syncType !== SYNC_STEP_2 && syncType !== SYNC_UPDATE) return { type, afterType };
    return { type, afterType, update: decoding.readVarUint8Array(decoder) };
  } catch {
    return null;
  }
}

/**
 * Rewrites a sync message in place into an update message carrying an empty update: Hocuspocus applies nothing,
 * passes nothing on, and answers the sender as for any update. Every sync message with an update has room for it
 * (sync type, length, two bytes); false when this one has not (it is then not a real update).
 */
function neutralise(data: Uint8Array, afterType: number): boolean {
  if (data.byteLength - afterType < 2 + EMPTY_UPDATE.length) return false;
  data.set([SYNC_UPDATE, EMPTY_UPDATE.length, ...EMPTY_UPDATE], afterType);
  return true;
}

const isEmptyUpdate = (update: Uint8Array) =>
  update.byteLength === EMPTY_UPDATE.length && update.every((byte, i) => byte === EMPTY_UPDATE[i]);

/** A deleted account to erase from the shared documents (server/accounts/store.ts, PendingErasure). */
export interface Erasure {
  readonly personId: string;
  /** Projects others work on, which the person was a member of. */
  readonly leftProjects: readonly string[];
  /** Projects deleted with the account. */
  readonly deletedProjects: readonly string[];
}

export interface SyncServer {
  readonly hocuspocus: Hocuspocus;
  /** Whether the instances talk through Redis. */
  readonly scaledOut: boolean;
  /**
   * A member's role changed (`role`) or their access was revoked (null), from the accounts' API: on every instance, that
   * person's open connections to the project are closed with a `metr:closed` message, or switched to the new role
   * (read-only for a lecteur) with a `metr:role` message that says so.
   */
  onMembershipChanged(projectId: string, personId: string, role: ProjectRole | null): Promise<void>;
  /** A shared project was deleted: on every instance its connections are closed (`project-deleted`), and its log goes. */
  onProjectDeleted(projectId: string): Promise<void>;
  /**
   * A deleted account's traces in the shared documents (RGPD article 17): in each of `projectIds` and each document
   * the person wrote in, every `by` naming them (their account id, the author ids their updates created entries with)
   * becomes FORMER_MEMBER through a server-side transaction — applied through Hocuspocus, so connected colleagues (on
   * any instance, through Redis) receive it, and appended to the log — then the document's log is compacted at once
   * (garbage-collected), so no stored update still holds the ids. The logs of the projects deleted with the account
   * are removed. Idempotent: run again after a crash, it finishes.
   */
  erasePerson(erasure: Erasure): Promise<void>;
  /** For the HTTP server's 'upgrade' event: /sync from the page's own origin goes to Hocuspocus, the rest is refused. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Waits for the log's pending work (compactions); closes every connection. */
  close(): Promise<void>;
}

export function createSyncServer({
  access,
  log,
  allowedOrigins = [],
  limits: limitOverrides,
  redis,
  notices,
  onError = (what, error) => console.error(`sync: ${what}`, error instanceof Error ? error.message : 'unknown'),
  onCompacted,
}: SyncServerOptions): SyncServer {
  const limits = { ...SYNC_LIMITS, ...limitOverrides };
  const documents = new Map<string, DocumentState>();
  const chains = new WeakMap<Connection, Promise<void>>();
  const extraOrigins = new Set(allowedOrigins);

  const compact = (name: string, state: DocumentState) => {
    if (state.compacting) return;
    const bytesBefore = state.bytes;
    state.compacting = log
      .compact(name)
      .then(async (result) => {
        state.logLength = Math.max(0, state.logLength - result.folded);
        state.bytes = result.snapshotBytes + Math.max(0, state.bytes - bytesBefore);
        if (onCompacted && result.folding) {
          await onCompacted(name, result).catch((error: unknown) => onError('blob references not pruned', error));
        }
      })
      .catch((error: unknown) => onError('compaction failed', error))
      .finally(() => {
        state.compacting = null;
      });
  };

  /**
   * Appends to the log (with its sender, whose author ids it records), keeping the document's size and count; false
   * when the log refused it (an author id of `claimed` is another person's: nothing stored).
   */
  const store = async (
    name: string,
    state: DocumentState,
    update: Uint8Array,
    personId?: string,
    claimed?: ReadonlySet<string>,
  ): Promise<boolean> => {
    if (!(await log.append(name, update, personId, claimed))) return false;
    state.bytes += update.byteLength;
    state.logLength += 1;
    if (state.logLength >= limits.compactAfterUpdates) compact(name, state);
    return true;
  };

  /**
   * Checks one update and commits it to the log; resolves with the refusal when it was not applied as sent. A price
   * change of a métreur is cancelled rather than dropped (guard.ts says why): its replacement is committed and
   * applied here, and the original is then replaced by an empty update.
   */
  const admit = async (
    document: Document,
    connection: Connection,
    context: ConnectionContext,
    update: Uint8Array,
  ): Promise<RefusalReason | null> => {
    if (connection.readOnly) {
      // Hocuspocus drops it and answers "not applied"; the person is told why. A sync step 2 with nothing new (the
      // reply to the server's own state) is not an edit.
      return Y.snapshotContainsUpdate(Y.snapshot(document), update) ? null : 'read-only';
    }
    if (update.byteLength > limits.maxMessageBytes) return 'message-too-large';
    if (isEmptyUpdate(update)) return null;
    const state = documents.get(document.name);
    if (!state) throw new SyncRefusal('unavailable');
    let verdict: Verdict = null;
    if (context.role !== 'economiste') {
      state.guard ??= new UpdateGuard(document);
      verdict = state.guard.check(update, context.role);
    } else if (!isDecodable(update)) {
      verdict = { reason: 'malformed' };
    }
    const toStore = verdict ? verdict.replacement : update;
    if (!toStore) return verdict?.reason ?? null;
    if (state.bytes + toStore.byteLength > limits.maxDocumentBytes) return 'document-too-large';
    // Who wrote what stays true (authors.ts): an author rewritten, or one given another person's id, is refused whole.
    const { claimed, rewrites } = authorWrites(document, toStore);
    const sharedBy = sharedByOf(document);
    if (rewrites || (sharedBy !== null && sharedBy !== context.personId && claimed.has(sharedBy))) {
      return 'forged-author';
    }
    if (!(await store(document.name, state, toStore, context.personId, claimed))) return 'forged-author';
    if (verdict) Y.applyUpdate(document, toStore, connection);
    return verdict?.reason ?? null;
  };

  let closing: Promise<void> | null = null;
  /** Compactions of documents their last connection left (afterUnloadDocument), awaited by close. */
  const unloadCompactions = new Set<Promise<void>>();
  const extensions: Extension[] = [];
  let redisExtension: Redis | null = null;
  if (redis) {
    const createClient = () => {
      const client = new IORedis(redis.url);
      client.on('error', (error: unknown) => onError('redis', error));
      return client;
    };
    redisExtension = new Redis({ createClient, prefix: redis.prefix ?? 'metr-sync' });
    extensions.push(withoutStoreLock(redisExtension, () => closing !== null, onError));
  }

  const hocuspocus = new Hocuspocus({
    name: 'metr-sync',
    extensions,
    quiet: true,
    // The log is the store: nothing is written on Hocuspocus's debounce, and a document leaves memory with its last
    // connection.
    debounce: 0,
    unloadImmediately: true,

    async onAuthenticate({ token, documentName, connectionConfig }) {
      const projectId = projectIdOfDocument(documentName);
      if (projectId === null) throw new SyncRefusal('unknown-document');
      let who: Awaited<ReturnType<SharingAccess['resolve']>>;
      try {
        who = await access.resolve(token, projectId);
      } catch (error) {
        onError('access check failed', error);
        throw new SyncRefusal('unavailable');
      }
      if (!who) throw new SyncRefusal('no-access');
      connectionConfig.readOnly = who.role === 'lecteur';
      return { role: who.role, personId: who.personId } satisfies ConnectionContext;
    },

    async onLoadDocument({ document, documentName }) {
      const stored = await log.load(documentName);
      const skipped = applyAll(document, stored.updates);
      if (skipped) onError(`${skipped} stored update(s) could not be applied`, null);
      documents.set(documentName, { bytes: stored.bytes, logLength: stored.logLength, guard: null, compacting: null });
    },

    async afterUnloadDocument({ documentName }) {
      const state = documents.get(documentName);
      if (!state) return;
      documents.delete(documentName);
      state.guard?.destroy();
      try {
        await state.compacting;
        // The last connection left: what was written since the last compaction is folded now, so that the project's
        // blob references are marked (a plan deleted from it starts its grace period, server/blobs/prune.ts) without
        // waiting for 500 more updates that a project no longer edited never gets. Not while the server closes (its
        // log is closing); another instance unloading it too finds nothing to fold.
        if (state.logLength > 0 && closing === null) {
          const folding = compactNow(documentName).catch((error: unknown) => onError('compaction failed', error));
          unloadCompactions.add(folding);
          await folding.finally(() => unloadCompactions.delete(folding));
        }
      } finally {
        unloadLeftBehind(documentName);
      }
    },

    onChange({ documentName, update, transactionOrigin }) {
      // An update another instance stored (it came through Redis): counted towards the document's size here too.
      if (transactionOrigin === REDIS_ORIGIN) {
        const state = documents.get(documentName);
        if (state) state.bytes += update.byteLength;
      }
      return Promise.resolve();
    },

    async connected({ connection, context }) {
      connection.sendStateless(roleMessage((context as ConnectionContext).role));
    },

    beforeHandleMessage({ connection, document, context, update: data }) {
      const message = parseMessage(data);
      if (message === null) return Promise.reject(new SyncRefusal('unavailable'));
      if (message.type === MESSAGE_BROADCAST_STATELESS) {
        // A client's broadcast would reach every other client as if it came from the server (a forged refusal):
        // turned into an awareness query without a reply, which does nothing.
        data[message.afterType - 1] = MESSAGE_QUERY_AWARENESS;
        return Promise.resolve();
      }
      const update = message.update;
      if (!update) return Promise.resolve();
      const previous = chains.get(connection) ?? Promise.resolve();
      const next = previous.then(async () => {
        const refusal = await admit(document, connection, context as ConnectionContext, update);
        if (refusal === null) return;
        connection.sendStateless(refusedMessage(refusal));
        if (!connection.readOnly && !neutralise(data, message.afterType)) throw new SyncRefusal('unavailable');
      });
      // The next message waits for this one, whatever its outcome; a failure closes this connection (Hocuspocus).
      chains.set(
        connection,
        next.catch(() => undefined),
      );
      return next.catch((error: unknown) => {
        if (!(error instanceof SyncRefusal)) onError('update not stored', error);
        throw error instanceof SyncRefusal ? error : new SyncRefusal('unavailable');
      });
    },
  });

  /** This instance's connections to a project, with their context. */
  const connectionsTo = (projectId: string) => {
    const document = hocuspocus.documents.get(documentNameOf(projectId));
    return document ? [...document.getConnections()] : [];
  };

  const closeWith = (connection: Connection, reason: SyncCloseReason) => {
    connection.sendStateless(closedMessage(reason));
    connection.close({ code: 4403, reason });
  };

  const applyMembership = (projectId: string, personId: string, role: ProjectRole | null) => {
    for (const connection of connectionsTo(projectId)) {
      const context = connection.context as ConnectionContext;
      if (context.personId !== personId) continue;
      if (role === null) {
        closeWith(connection, 'access-revoked');
        continue;
      }
      if (context.role === role) continue;
      // An update already on its way was admitted under the role its sender had; the next ones meet the new one.
      context.role = role;
      connection.readOnly = role === 'lecteur';
      connection.sendStateless(roleMessage(role, true));
    }
  };

  const applyDeletion = async (projectId: string) => {
    const open = connectionsTo(projectId);
    for (const connection of open) closeWith(connection, 'project-deleted');
    // Updates admitted before the close finish first, so no row is written after the log is removed.
    await Promise.all(open.map((connection) => chains.get(connection)));
    await log.remove(documentNameOf(projectId));
  };

  /**
   * Hocuspocus keys a document's unloading by its name: a document of the same name opened and left while the previous
   * one was still being unloaded (its compaction above) had its unload answered by that one's, and stayed in memory
   * with no connection until someone opened and left it again (sync.test.ts). Once that unloading is over, it is asked
   * again; a few tries, since Hocuspocus forgets the unloading only after every extension's hook has returned.
   */
  const unloadLeftBehind = (name: string, tries = 3) => {
    setTimeout(() => {
      const document = hocuspocus.documents.get(name);
      if (!document || closing !== null || document.getConnectionsCount() > 0) return;
      hocuspocus.unloadDocument(document).then(
        () => {
          if (tries > 1 && hocuspocus.documents.get(name) === document) unloadLeftBehind(name, tries - 1);
        },
        (error: unknown) => onError('unload failed', error),
      );
    }, 0);
  };

  /** Compacts a document now (after any compaction under way), keeping its state's counts when it is loaded here. */
  const compactNow = async (name: string) => {
    const state = documents.get(name);
    if (state) await state.compacting;
    const bytesBefore = state?.bytes ?? 0;
    const result = await log.compact(name);
    if (state) {
      state.logLength = Math.max(0, state.logLength - result.folded);
      state.bytes = result.snapshotBytes + Math.max(0, state.bytes - bytesBefore);
    }
    if (onCompacted && result.folding) {
      await onCompacted(name, result).catch((error: unknown) => onError('blob references not pruned', error));
    }
  };

  const eraseFrom = async (name: string, personId: string) => {
    const projectId = projectIdOfDocument(name);
    if (projectId === null || !(await log.has(name))) {
      await log.forgetAuthor(name, personId);
      return;
    }
    // The person's own connections here go first (their membership's notice closes them on every instance), and what
    // they sent before is stored: nothing of theirs is appended after the rewrite.
    const theirs = connectionsTo(projectId).filter((c) => (c.context as ConnectionContext).personId === personId);
    for (const connection of theirs) closeWith(connection, 'access-revoked');
    await Promise.all(theirs.map((connection) => chains.get(connection)));
    const ids = new Set([personId, ...(await log.authorsOf(name, personId))]);
    const direct = await hocuspocus.openDirectConnection(name, { erasing: true });
    try {
      const updates: Uint8Array[] = [];
      const keep = (update: Uint8Array) => updates.push(update);
      await direct.transact((document) => {
        document.on('update', keep);
        try {
          eraseAuthors(document, ids, ERASE_ORIGIN);
        } finally {
          document.off('update', keep);
        }
      });
      const state = documents.get(name);
      if (!state) throw new Error('document not loaded');
      for (const update of updates) await store(name, state, update);
    } finally {
      await direct.disconnect();
    }
    await compactNow(name);
    await log.forgetAuthor(name, personId);
  };

  const apply = (notice: SyncNotice) =>
    notice.kind === 'membership'
      ? Promise.resolve(applyMembership(notice.projectId, notice.personId, notice.role))
      : applyDeletion(notice.projectId);

  const unsubscribe = notices?.subscribe((notice) => {
    apply(notice).catch((error: unknown) => onError('notice not applied', error));
  });

  /**
   * The notices' connection came back: a revocation, a role change or a deletion told while it was down was not heard
   * here, so each person connected here is asked about again (SharingAccess.recheck) and what changed is applied as
   * its notice would have been.
   */
  const catchUp = async () => {
    const recheck = access.recheck?.bind(access);
    if (!recheck) return;
    for (const [name, document] of hocuspocus.documents) {
      const projectId = projectIdOfDocument(name);
      if (projectId === null) continue;
      const people = new Set(
        [...document.getConnections()].map((c) => (c.context as ConnectionContext | undefined)?.personId),
      );
      for (const personId of people) {
        if (personId === undefined) continue;
        const now = await recheck(projectId, personId);
        if (now === 'deleted') {
          await applyDeletion(projectId);
          break;
        }
        applyMembership(projectId, personId, now);
      }
    }
  };
  const offReconnect = notices?.onReconnect(() => {
    catchUp().catch((error: unknown) => onError('notices not caught up', error));
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes * 2 });

  const refuseUpgrade = (socket: Duplex, status: 403 | 404 | 400) => {
    const text = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found' }[status];
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  };

  return {
    hocuspocus,
    scaledOut: redisExtension !== null,
    async onMembershipChanged(projectId, personId, role) {
      if (notices) await notices.publish({ kind: 'membership', projectId, personId, role });
      else applyMembership(projectId, personId, role);
    },
    async onProjectDeleted(projectId) {
      if (notices) await notices.publish({ kind: 'project-deleted', projectId });
      else await applyDeletion(projectId);
    },
    async erasePerson({ personId, leftProjects, deletedProjects }) {
      // The deletion's own notices remove these logs too; again here, for a crash that came before them.
      for (const projectId of deletedProjects) await applyDeletion(projectId);
      const deleted = new Set(deletedProjects.map(documentNameOf));
      const names = new Set([...leftProjects.map(documentNameOf), ...(await log.documentsOf(personId))]);
      for (const name of names) if (!deleted.has(name)) await eraseFrom(name, personId);
    },
    handleUpgrade(req, socket, head) {
      socket.on('error', () => socket.destroy());
      const target = requestTarget(req);
      const host = requestHost(req);
      if (!target || !host) return refuseUpgrade(socket, 400);
      if (target.pathname !== SYNC_PATH) return refuseUpgrade(socket, 404);
      // Same origin only: a page of another site must not open a connection that the browser's cookies or a token
      // taken from the page would authenticate (cross-site WebSocket hijacking). Browsers always send Origin.
      const origin = req.headers.origin;
      const own = `${isHttpsRequest(req) ? 'https' : 'http'}://${host}`;
      if (!origin || (origin !== own && !extraOrigins.has(origin))) return refuseUpgrade(socket, 403);
      wss.handleUpgrade(req, socket, head, (ws) => hocuspocus.handleConnection(ws, req));
    },
    close() {
      closing ??= (async () => {
        unsubscribe?.();
        offReconnect?.();
        hocuspocus.closeConnections();
        for (const client of wss.clients) client.terminate();
        await Promise.all([...documents.values()].map((state) => state.compacting));
        await Promise.all(unloadCompactions);
        wss.close();
        await redisExtension?.onDestroy();
      })();
      return closing;
    },
  };
}

/** The transaction origin of an erasure's rewrite (not a connection: Hocuspocus passes it on and stores nothing). */
const ERASE_ORIGIN = 'metr:erase';

/** The transaction origin of what the Redis extension applies (an update another instance received). */
const REDIS_ORIGIN = '__hocuspocus__redis__origin__';

/**
 * The Redis extension without its store lock: it takes a Redis lock around `onStoreDocument` so that two instances do
 * not write a whole document at once, but this server stores nothing there (each instance appends the updates its own
 * clients send, committed before they are answered; log.ts orders them with an advisory lock). Without this, every
 * update would cost two Redis round trips for nothing. Everything else (updates, awareness, stateless messages
 * between instances, the unload delay) is the extension's own.
 */
function withoutStoreLock(
  redis: Redis,
  isClosed: () => boolean,
  onError: (what: string, error: unknown) => void,
): Extension {
  // Once the server is closing, its Redis connections are going: a document unloaded after that (the extension delays
  // unloads by a second) has nothing left to unsubscribe from. Hocuspocus does not catch what `onChange` and
  // `onAwarenessUpdate` reject with (an unhandled rejection ends the process): Redis being away is reported instead,
  // and the instance goes on serving its own clients.
  const open =
    <P, R>(hook: (payload: P) => Promise<R>) =>
    (payload: P) =>
      isClosed() ? Promise.resolve() : hook(payload);
  const reported =
    <P, R>(hook: (payload: P) => Promise<R>) =>
    (payload: P) =>
      isClosed()
        ? Promise.resolve()
        : hook(payload).catch((error: unknown) => {
            onError('redis publish failed', error);
          });
  return {
    priority: redis.priority,
    onConfigure: (payload) => redis.onConfigure(payload),
    afterLoadDocument: open((payload) => redis.afterLoadDocument(payload)),
    onAwarenessUpdate: reported((payload) => redis.onAwarenessUpdate(payload)),
    onChange: reported((payload) => redis.onChange(payload)),
    beforeUnloadDocument: (payload) => redis.beforeUnloadDocument(payload),
    afterUnloadDocument: open((payload) => redis.afterUnloadDocument(payload)),
    beforeBroadcastStateless: reported((payload) => redis.beforeBroadcastStateless(payload)),
  };
}

/** Hands the HTTP server's upgrades to the sync server (every other upgrade path is refused there). */
export function attachSyncServer(server: Server, sync: SyncServer) {
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => sync.handleUpgrade(req, socket, head));
}
