/**
 * Who wrote what (authors.ts): the update's authorship read without applying it, then the sync server with a real
 * PostgreSQL (DATABASE_URL_TEST) refusing a forged author and letting an honest update of the same session through.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { documentNameOf } from '../../src/domain/sharing/contract.ts';
import { authorWrites } from './authors.ts';
import {
  MemoryAccess,
  addMeasurement,
  connectClient,
  dropLogSchemas,
  openTestLog,
  startSync,
  waitFor,
  type RunningSync,
  type TestClient,
} from './testing.ts';

/** A journal entry (or a version) as the client writes it: a row map with its fields, in one transaction. */
function addRow(doc: Y.Doc, table: 'journal' | 'versions', id: string, by: string) {
  doc.transact(() => {
    const row = new Y.Map<unknown>();
    doc.getMap(table).set(id, row);
    for (const [key, value] of Object.entries({ id, by, at: '2026-12-01T08:00:00.000Z', type: 'addMeasurement' })) {
      row.set(key, value);
    }
  });
}

/** What `change` does to a copy of `doc`, as one update, and what the server would read of it. */
function writes(doc: Y.Doc, change: (copy: Y.Doc) => void) {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  const before = Y.encodeStateVector(copy);
  change(copy);
  const found = authorWrites(doc, Y.encodeStateAsUpdate(copy, before));
  return { claimed: [...found.claimed], rewrites: found.rewrites };
}

describe('authorWrites', () => {
  const base = () => {
    const doc = new Y.Doc();
    addRow(doc, 'journal', 'e-1', 'author-eco');
    addRow(doc, 'versions', 'v-1', 'author-eco');
    addMeasurement(doc, 'm-1');
    return doc;
  };

  it('reads the author ids of entries and versions created under new ids, and nothing else', () => {
    const doc = base();
    expect(writes(doc, (c) => addRow(c, 'journal', 'e-2', 'author-met'))).toEqual({
      claimed: ['author-met'],
      rewrites: false,
    });
    expect(writes(doc, (c) => addRow(c, 'versions', 'v-2', 'author-met'))).toEqual({
      claimed: ['author-met'],
      rewrites: false,
    });
    // A measurement's field named `by`, an entry's other field: no author written.
    expect(writes(doc, (c) => addMeasurement(c, 'm-2', { by: 'x' }))).toEqual({ claimed: [], rewrites: false });
    expect(
      writes(doc, (c) => c.getMap<Y.Map<unknown>>('journal').get('e-1')?.set('undoneAt', '2026-12-01T09:00:00.000Z')),
    ).toEqual({ claimed: [], rewrites: false });
    expect(writes(doc, (c) => c.getMap<Y.Map<unknown>>('measurements').get('m-1')?.set('by', 'anyone'))).toEqual({
      claimed: [],
      rewrites: false,
    });
  });

  it('finds an author rewritten on an existing entry or version, and a live row replaced under another author', () => {
    const doc = base();
    // The new value's parent and key are not in the update (only the value it replaces): found through it.
    expect(writes(doc, (c) => c.getMap<Y.Map<unknown>>('journal').get('e-1')?.set('by', 'author-met')).rewrites).toBe(
      true,
    );
    expect(
      writes(doc, (c) => c.getMap<Y.Map<unknown>>('versions').get('v-1')?.set('by', 'former-member')).rewrites,
    ).toBe(true);
    expect(writes(doc, (c) => addRow(c, 'journal', 'e-1', 'author-met')).rewrites).toBe(true);
    // The same row written again whole, same author: no rewrite, nothing claimed.
    expect(writes(doc, (c) => addRow(c, 'journal', 'e-1', 'author-eco'))).toEqual({ claimed: [], rewrites: false });
  });

  it('lets a deleted version come back with its author (an undo), and finds a rewrite sent before its row', () => {
    const doc = base();
    doc.getMap('versions').delete('v-1');
    expect(writes(doc, (c) => addRow(c, 'versions', 'v-1', 'author-eco'))).toEqual({ claimed: [], rewrites: false });
    // Out of order (as the provider sends a change made offline before the sync): the second update cannot be placed
    // yet and waits in the document; the first, which places it, is read with it.
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    const before = Y.encodeStateVector(other);
    addRow(other, 'journal', 'e-9', 'author-met');
    const first = Y.encodeStateAsUpdate(other, before);
    const middle = Y.encodeStateVector(other);
    other.getMap<Y.Map<unknown>>('journal').get('e-9')?.set('by', 'author-eco');
    const second = Y.encodeStateAsUpdate(other, middle);
    expect(authorWrites(doc, first)).toEqual({ claimed: new Set(['author-met']), rewrites: false });
    expect(authorWrites(doc, second).rewrites).toBe(false);
    Y.applyUpdate(doc, second);
    expect(authorWrites(doc, first).rewrites).toBe(true);
    // An honest change waiting the same way (a field of the new entry) is let through with it.
    const honest = new Y.Doc();
    Y.applyUpdate(honest, Y.encodeStateAsUpdate(base()));
    const start = Y.encodeStateVector(honest);
    addRow(honest, 'journal', 'e-10', 'author-met');
    const created = Y.encodeStateAsUpdate(honest, start);
    const next = Y.encodeStateVector(honest);
    honest.getMap<Y.Map<unknown>>('journal').get('e-10')?.set('undoneAt', '2026-12-01T09:00:00.000Z');
    const fresh = base();
    Y.applyUpdate(fresh, Y.encodeStateAsUpdate(honest, next));
    expect(authorWrites(fresh, created)).toEqual({ claimed: new Set(['author-met']), rewrites: false });
  });
});

const url = process.env.DATABASE_URL_TEST;
const PROJECT = 'p-1';
const schemas: string[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

describe.skipIf(!url)('a forged author refused by the sync server (DATABASE_URL_TEST)', () => {
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(() => dropLogSchemas(url, schemas));

  async function setup() {
    const { log, schema } = await openTestLog(url ?? '');
    schemas.push(schema);
    const access = new MemoryAccess().grant('eco', PROJECT, 'economiste').grant('met', PROJECT, 'metreur');
    const server = await startSync({ access, log });
    cleanups.push(
      () => server.close(),
      () => log.close(),
    );
    return { log, server };
  }

  function client(server: RunningSync, token: string): TestClient {
    const c = connectClient({ url: server.url, origin: server.origin, projectId: PROJECT, token });
    cleanups.push(() => c.destroy());
    return c;
  }

  /** Sends an update on a client's connection as its own, without its document knowing (a tampered client). */
  function sendRaw(c: TestClient, change: (forger: Y.Doc) => void) {
    const forger = new Y.Doc();
    Y.applyUpdate(forger, Y.encodeStateAsUpdate(c.doc));
    const before = Y.encodeStateVector(forger);
    change(forger);
    const encoder = encoding.createEncoder();
    encoding.writeVarString(encoder, documentNameOf(PROJECT));
    encoding.writeVarUint(encoder, 0); // sync
    encoding.writeVarUint(encoder, 2); // update
    encoding.writeVarUint8Array(encoder, Y.encodeStateAsUpdate(forger, before));
    c.provider.configuration.websocketProvider.send(encoding.toUint8Array(encoder));
  }

  const refusals = (c: TestClient) => c.messages.filter((m) => m.type === 'metr:refused');

  it('refuses a métreur’s entry under the économiste’s author id or account id, and a rewrite; stores none of them', async () => {
    const { server, log } = await setup();
    const eco = client(server, 'eco');
    const met = client(server, 'met');
    await Promise.all([eco.synced, met.synced]);
    eco.doc.transact(() => {
      const project = new Y.Map<unknown>();
      eco.doc.getMap('project').set(PROJECT, project);
      project.set('id', PROJECT);
      project.set('sharing', { since: '2026-12-01T08:00:00.000Z', by: 'eco' });
    });
    addRow(eco.doc, 'journal', 'e-eco', 'author-eco');
    await eco.settled();
    await waitFor(() => met.doc.getMap('journal').has('e-eco'));
    expect(await log.authorsOf(documentNameOf(PROJECT), 'eco')).toEqual(['author-eco']);
    const rowsBefore = await log.logLength(documentNameOf(PROJECT));

    sendRaw(met, (forger) => addRow(forger, 'journal', 'e-forged', 'author-eco'));
    await waitFor(() => refusals(met).length === 1);
    sendRaw(met, (forger) => addRow(forger, 'versions', 'v-forged', 'eco'));
    await waitFor(() => refusals(met).length === 2);
    sendRaw(met, (forger) => forger.getMap<Y.Map<unknown>>('journal').get('e-eco')?.set('by', 'author-met'));
    await waitFor(() => refusals(met).length === 3);
    expect(refusals(met)).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({
          reason: 'forged-author',
          message: expect.stringContaining('attribuait une étape de l’historique à un autre membre') as string,
        }),
      ),
    );

    // The same session goes on: the métreur's honest entry and measurement pass, and are recorded as theirs.
    addRow(met.doc, 'journal', 'e-met', 'author-met');
    addMeasurement(met.doc, 'm-met');
    await met.settled();
    await waitFor(() => eco.doc.getMap('measurements').has('m-met') && eco.doc.getMap('journal').has('e-met'));
    expect(await log.logLength(documentNameOf(PROJECT))).toBe(rowsBefore + 2);
    expect(await log.authorsOf(documentNameOf(PROJECT), 'met')).toEqual(['author-met']);
    expect(await log.authorsOf(documentNameOf(PROJECT), 'eco')).toEqual(['author-eco']);
    const held = new Y.Doc();
    for (const update of (await log.load(documentNameOf(PROJECT))).updates) Y.applyUpdate(held, update);
    expect([...held.getMap('journal').keys()].sort()).toEqual(['e-eco', 'e-met']);
    expect(held.getMap('versions').size).toBe(0);
    expect(held.getMap<Y.Map<unknown>>('journal').get('e-eco')?.get('by')).toBe('author-eco');
    expect(eco.doc.getMap('journal').has('e-forged')).toBe(false);
    expect(refusals(eco)).toEqual([]);
  });
});
