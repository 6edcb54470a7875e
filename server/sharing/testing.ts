/**
 * Test and benchmark support for the sync server: an in-memory SharingAccess, a server on a free port, and Node
 * clients (@hocuspocus/provider over `ws`, sending the page's Origin as a browser would).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import pg from 'pg';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { documentNameOf, type ProjectRole, type SharingAccess } from '../../src/domain/sharing/contract.ts';
import { parseSyncMessage, type SyncMessage } from './messages.ts';
import { SyncLog } from './log.ts';
import type { SyncNotices } from './notices.ts';
import {
  attachSyncServer,
  createSyncServer,
  SYNC_PATH,
  type SyncLimits,
  type SyncServer,
  type SyncServerOptions,
} from './server.ts';

/** Tokens → (project, person, role), as the accounts module would answer. */
export class MemoryAccess implements SharingAccess {
  private readonly grants = new Map<string, { projectId: string; personId: string; role: ProjectRole }>();

  grant(token: string, projectId: string, role: ProjectRole, personId = token) {
    this.grants.set(token, { projectId, personId, role });
    return this;
  }

  revoke(token: string) {
    this.grants.delete(token);
  }

  resolve(token: string, projectId: string) {
    const grant = this.grants.get(token);
    return Promise.resolve(
      grant && grant.projectId === projectId ? { personId: grant.personId, role: grant.role } : null,
    );
  }
}

export interface RunningSync {
  url: string;
  origin: string;
  port: number;
  http: Server;
  sync: SyncServer;
  close(): Promise<void>;
}

/** An HTTP server answering 404 to requests, with the sync server on its upgrades. */
export async function startSync(options: {
  access: SharingAccess;
  log: SyncLog;
  limits?: Partial<SyncLimits>;
  port?: number;
  redis?: { url: string; prefix?: string };
  notices?: SyncNotices;
  onCompacted?: SyncServerOptions['onCompacted'];
}): Promise<RunningSync> {
  const http = createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  const sync = createSyncServer({
    access: options.access,
    log: options.log,
    limits: options.limits ?? {},
    ...(options.redis ? { redis: options.redis } : {}),
    ...(options.notices ? { notices: options.notices } : {}),
    ...(options.onCompacted ? { onCompacted: options.onCompacted } : {}),
  });
  attachSyncServer(http, sync);
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}${SYNC_PATH}`,
    origin: `http://127.0.0.1:${port}`,
    port,
    http,
    sync,
    async close() {
      await sync.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** A `ws` WebSocket that sends an Origin header, as a browser does. */
export function webSocketWithOrigin(origin: string) {
  return class extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { origin });
    }
  };
}

export interface TestClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  messages: SyncMessage[];
  /** The reason of a refused authentication, once there is one. */
  denied: string | null;
  /** The reason the server closed this document's connection with, once it did. */
  closed: string | null;
  synced: Promise<void>;
  /** Resolves when the provider has no update waiting for the server's answer. */
  settled(): Promise<void>;
  destroy(): void;
}

export function connectClient(options: {
  url: string;
  origin: string;
  projectId: string;
  token: string;
  doc?: Y.Doc;
}): TestClient {
  const doc = options.doc ?? new Y.Doc();
  const websocketProvider = new HocuspocusProviderWebsocket({
    url: options.url,
    WebSocketPolyfill: webSocketWithOrigin(options.origin),
    delay: 50,
    minDelay: 50,
    maxDelay: 500,
  });
  const client: TestClient = {
    doc,
    messages: [],
    denied: null,
    closed: null,
    provider: new HocuspocusProvider({
      websocketProvider,
      name: documentNameOf(options.projectId),
      document: doc,
      token: options.token,
      onStateless: ({ payload }) => {
        const message = parseSyncMessage(payload);
        if (message) client.messages.push(message);
      },
      onAuthenticationFailed: ({ reason }) => {
        client.denied = reason;
      },
      onClose: ({ event }) => {
        if (event.reason) client.closed = event.reason;
      },
    }),
    synced: Promise.resolve(),
    settled() {
      return waitFor(() => !client.provider.hasUnsyncedChanges);
    },
    destroy() {
      client.provider.destroy();
      websocketProvider.destroy();
    },
  };
  // Given its WebSocket, the provider does not manage it and waits to be attached.
  client.provider.attach();
  let destroyed = false;
  const destroy = client.destroy;
  client.destroy = () => {
    destroyed = true;
    destroy();
  };
  // A test that never awaits it (or destroys the client first) must not leave a rejection behind: after
  // destroy it resolves, and a time-out is still thrown to whoever awaits it.
  client.synced = waitFor(() => destroyed || client.provider.isSynced || client.denied !== null);
  client.synced.catch(() => undefined);
  return client;
}

/** Polls until `condition` holds (every 10 ms), or fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One measurement row, shaped like the contract's nested maps. */
export function addMeasurement(doc: Y.Doc, id: string, fields: Record<string, unknown> = {}) {
  doc.transact(() => {
    const row = new Y.Map<unknown>();
    doc.getMap('measurements').set(id, row);
    const values = {
      id,
      sheetId: 'sheet-1',
      kind: 'area',
      label: `Mesure ${id}`,
      points: [
        [0, 0],
        [10, 0],
        [10, 5],
      ],
      value: 50,
      ...fields,
    };
    for (const [key, value] of Object.entries(values)) row.set(key, value);
  });
}

/** A Redis key prefix of its own, so tests and benches side by side on one Redis do not hear each other. */
export const redisPrefix = () => `metr-test-${crypto.randomUUID().slice(0, 8)}`;

/** A throwaway schema's log (DATABASE_URL_TEST), for tests and the benchmark. */
export async function openTestLog(url: string, schema = `s_${crypto.randomUUID().replace(/-/g, '').slice(0, 16)}`) {
  return { log: await SyncLog.open({ connectionString: url, schema }), schema };
}

/** Drops the throwaway schemas of a suite's logs (afterAll). */
export async function dropLogSchemas(url: string | undefined, schemas: readonly string[]): Promise<void> {
  if (!url || !schemas.length) return;
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  for (const schema of schemas) await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await db.end();
}
