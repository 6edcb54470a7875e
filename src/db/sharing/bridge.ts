/**
 * A shared project between its Yjs document and the local database: Dexie stays the workspace's query cache, fed from
 * the document, and every local write of the project goes into the document as this person's step.
 *
 * - Seed (« Partager ce projet »): the project's rows, read in one transaction, written into the document under a seed
 *   origin that no one's undo tracks.
 * - Remote changes (a colleague's, received; this person's undo and redo, which the document makes): the rows each
 *   document transaction changed are written to Dexie in one transaction per batch, the project's scope moved on by one
 *   step and announced on the journal's channel, so that the workspace's tabs read the rows again.
 * - Local writes: every write of the project's rows passes through Dexie's table hooks, whatever made it (the journal's
 *   commands, undos and redos, versions). The rows a Dexie transaction wrote go into the document once it has
 *   committed, in one document transaction of this person's origin (one step of their undo), as field-level changes
 *   from the stored row it replaced, so a colleague's field changed meanwhile is kept. The writes the bridge itself makes
 *   from the document are told apart by their transaction and never sent back.
 * - Between the two (./unbridged.ts): the rows on their way either way are marked in `localStorage` until the far side
 *   has them; a bridge opened later brings across what a page left marked (`marks`).
 */
import Dexie, { type Transaction } from 'dexie';
import type * as Y from 'yjs';
import { rowsEqual } from '../../domain/takeoff/commands';
import { ConflictWatch } from '../../domain/sharing/conflicts';
import { DOCUMENT_MAPS, type DocumentMap } from '../../domain/sharing/contract';
import {
  applyRowChanges,
  changedRows,
  defineMaps,
  readRow,
  tableOf,
  writeDocument,
  type RowChange,
} from '../../domain/sharing/document';
import type { DocumentRows, SharedFileRow } from '../../domain/sharing/layout';
import { sharedAuthor, type SharedAuthor } from '../../domain/sharing/people';
import { PersonOrigin, PersonUndo } from '../../domain/sharing/undo';
import type { PlanFileRow } from '../../domain/takeoff/types';
import { LIBRARY_SOURCE_TYPE, usageId } from '../library/projectLibraries';
import type { MetrDatabase } from '../schema';
import { notify } from '../workspace/journal';
import { projectScope } from '../workspace/scopes';
import type { Scope, ScopeRow } from '../types';
import type { UnwrittenStorage } from '../workspace/unwrittenKeys';
import { MAP_OF_TABLE, fileHashes, readProjectData, sharedRow, storedRow, tableOfMap } from './rows';
import {
  dropUnbridged,
  emptyUnbridged,
  holdBridgeLock,
  leftUnbridged,
  mergeChange,
  mergeUnbridged,
  openBridges,
  unbridgedKey,
  writeUnbridged,
  type LocalChange,
  type Unbridged,
} from './unbridged';

type Stored = Record<string, unknown>;

/**
 * Writes the project's rows into its document (the « Partager ce projet » moment); nobody's step to undo. Storage
 * errors come as Dexie raises them: db/errors.ts's guard is not imported here, its chunk carries the site's styles,
 * which the boundary would then list (scripts/size.ts).
 */
export async function seedDocument(
  db: MetrDatabase,
  doc: Y.Doc,
  projectId: string,
  personId: string,
  author?: SharedAuthor,
): Promise<void> {
  const data = await readProjectData(db, projectId, author);
  writeDocument(doc, data, new PersonOrigin(personId, 'seed'));
}

export interface BridgeOptions {
  readonly projectId: string;
  /** The person writing (their account's id): their transactions' origin and their undo's. */
  readonly personId: string;
  readonly now?: () => string;
  /** The tab's origin announced with the rows written from the document. @default 'sharing' */
  readonly tabOrigin?: string;
  /**
   * This browser's profile id (the workspace's `author.by`): its entries and versions go into the document under the
   * account's own author id (people.ts, sharedAuthorId), and come back to the local database under the profile's.
   */
  readonly localAuthor?: string | null;
  /**
   * Where the rows on their way between the document and Dexie are marked (./unbridged.ts), for a page left before
   * they arrived: the page's storage, this bridge's name (unique), when the document's changes are stored
   * (persistence.ts, documentStored). Without it (tests of the two sides alone), nothing is marked or brought across.
   */
  readonly marks?: {
    readonly storage: UnwrittenStorage | null;
    readonly instance: string;
    readonly documentStored: () => Promise<boolean>;
    /** The bridges open in this browser (their rows are theirs). @default openBridges (Web Locks) */
    readonly openBridges?: () => Promise<ReadonlySet<string>>;
  };
}

interface Captured {
  readonly map: DocumentMap;
  readonly id: string;
  readonly before: Stored | null;
  readonly after: Stored | null;
  /** Which local write of the row this is (the last one clears its mark). */
  readonly gen: number;
  /** The row's mark before this write (./unbridged.ts), put back if its transaction fails; none for a recovery. */
  readonly previous?: { readonly change: LocalChange | undefined; readonly gen: number | undefined };
}

const rowKey = (map: DocumentMap, id: string) => `${map}\u0000${id}`;

/** Every row the document holds, per map. */
function everyRow(doc: Y.Doc): Map<DocumentMap, Set<string>> {
  return new Map(DOCUMENT_MAPS.map((map) => [map, new Set(tableOf(doc, map).keys())]));
}

/** What a local write changed of a row: created, deleted, or these fields. */
function localChange(before: Stored | null, after: Stored | null): LocalChange {
  if (before === null) return '+';
  if (after === null) return '-';
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !rowsEqual(before[key], after[key]));
}

type Hook = (...args: never[]) => unknown;

export class SharedProjectBridge {
  readonly origin: PersonOrigin;
  readonly undo: PersonUndo;
  readonly conflicts: ConflictWatch;
  readonly #scope: Scope;
  readonly #now: () => string;
  readonly #author: SharedAuthor | undefined;
  /** Dexie transactions the bridge writes from the document: their writes are not sent back. */
  readonly #fromDocument = new WeakSet<Transaction>();
  /** Rows of each local transaction, sent once it has committed. */
  readonly #captured = new WeakMap<Transaction, Captured[]>();
  /** Rows the document changed that Dexie has not been given yet. */
  #toStore = new Map<DocumentMap, Set<string>>();
  #queue: Promise<void> = Promise.resolve();
  #failure: unknown = null;
  readonly #unhook: (() => void)[] = [];
  readonly #onTransaction: (transaction: Y.Transaction) => void;
  /** This bridge's rows on their way (./unbridged.ts), and the generation of each row's last local write. */
  readonly #marks: Unbridged;
  readonly #sendGen = new Map<string, number>();
  #gen = 0;
  #marksWriteQueued = false;
  /** Sent rows waiting for the document's store to clear their marks (off the queue: the next write need not wait). */
  readonly #clearing = new Set<Promise<void>>();
  readonly #releaseLock: () => void = () => {};

  constructor(
    private readonly db: MetrDatabase,
    private readonly doc: Y.Doc,
    private readonly options: BridgeOptions,
  ) {
    defineMaps(doc);
    this.origin = new PersonOrigin(options.personId);
    this.#now = options.now ?? (() => new Date().toISOString());
    this.#scope = projectScope(options.projectId);
    this.#author = options.localAuthor ? sharedAuthor(options.localAuthor, options.personId) : undefined;
    this.#marks = { ...emptyUnbridged(), person: options.personId };
    this.undo = new PersonUndo(doc, this.origin, this.#now);
    this.conflicts = new ConflictWatch(doc, (origin) => origin === this.origin);
    this.#onTransaction = (transaction) => {
      // This person's own writes came from Dexie; everything else (received, undone, redone, seeded) goes to it.
      if (transaction.origin === this.origin) return;
      this.#queueStore(changedRows(doc, transaction));
    };
    doc.on('afterTransaction', this.#onTransaction);
    this.#hookTables();
    if (options.marks) {
      this.#releaseLock = holdBridgeLock(options.marks.instance);
      this.#enqueue(() => this.#recover());
    }
  }

  /**
   * Resolves once every change seen so far has reached the other side, and the marks of those stored are cleared (a
   * session closed after this leaves no entry to bring across again); rejects with the first failure.
   */
  async settled(): Promise<void> {
    for (;;) {
      const queue = this.#queue;
      await queue;
      await Promise.all(this.#clearing);
      if (queue === this.#queue) break;
    }
    if (this.#failure !== null) throw this.#failure;
  }

  /** Stops both ways (the project closed); writes already queued finish. */
  close(): void {
    this.doc.off('afterTransaction', this.#onTransaction);
    for (const unhook of this.#unhook.splice(0)) unhook();
    this.undo.destroy();
    this.conflicts.destroy();
    this.#releaseLock();
  }

  #enqueue(step: () => Promise<void>): void {
    this.#queue = this.#queue.then(step).catch((error: unknown) => {
      // Kept for settled(); the queue goes on (a later batch reads the document whole for its rows).
      this.#failure ??= error;
    });
  }

  // -------------------------------------------------------------------------------------------------------------
  // Document → Dexie
  // -------------------------------------------------------------------------------------------------------------

  #queueStore(changed: ReadonlyMap<DocumentMap, ReadonlySet<string>>): void {
    if (changed.size === 0) return;
    const wasEmpty = this.#toStore.size === 0;
    for (const [map, ids] of changed) {
      const set = this.#toStore.get(map) ?? new Set<string>();
      for (const id of ids) set.add(id);
      this.#toStore.set(map, set);
    }
    // Marked now, before y-indexeddb's write of the same change (begun in this task) can commit.
    if (this.options.marks) {
      mergeUnbridged(this.#marks, {
        store: changed as Map<DocumentMap, Set<string>>,
        send: new Map(),
        storeAll: false,
      });
      this.#writeMarks();
    }
    if (wasEmpty) this.#enqueue(() => this.#store());
  }

  /** Writes the rows the document changed, as it holds them now, in one Dexie transaction; announces them. */
  async #store(): Promise<void> {
    const batch = this.#toStore;
    this.#toStore = new Map();
    const maps = [...batch.keys()];
    const declares = batch.has('libraries');
    const tables = [
      ...new Set([
        ...maps.map((m) => tableOfMap(this.db, m)),
        this.db.scopes,
        ...(declares ? [this.db.usageLinks, this.db.dbSources] : []),
      ]),
    ];
    const version = await this.db.transaction('rw', tables, async (tx) => {
      this.#fromDocument.add(tx);
      let written = 0;
      for (const [map, set] of batch) {
        const ids = [...set];
        const table = tableOfMap(this.db, map);
        const local = await table.bulkGet(ids);
        const put: Stored[] = [];
        const gone: string[] = [];
        ids.forEach((id, i) => {
          const row = readRow(this.doc, map, id);
          const stored = local[i];
          if (row === null) {
            if (stored !== undefined) gone.push(id);
            return;
          }
          const next = storedRow(map, row, stored, this.#author);
          if (!rowsEqual(next, stored)) put.push(next);
        });
        if (put.length > 0) await table.bulkPut(put);
        if (gone.length > 0) await table.bulkDelete(gone);
        if (map === 'libraries') await this.#declare(put, gone);
        written += put.length + gone.length;
      }
      if (written === 0) return null;
      const scope = await this.db.scopes.get(this.#scope);
      const changedAt = readRow(this.doc, 'scopes', this.#scope)?.changedAt ?? this.#now();
      const next: ScopeRow = { id: this.#scope, changedAt, version: (scope?.version ?? 0) + 1 };
      await this.db.scopes.put(next);
      return next.version ?? null;
    });
    // Dexie has them: their marks go, unless the document changed them again since (queued for the next batch).
    if (this.options.marks) {
      for (const [map, ids] of batch) {
        const marked = this.#marks.store.get(map);
        const again = this.#toStore.get(map);
        for (const id of ids) if (!again?.has(id)) marked?.delete(id);
        if (marked?.size === 0) this.#marks.store.delete(map);
      }
      this.#writeMarks();
    }
    if (version !== null) {
      // No entry to apply: the workspace's tabs read the project's rows again.
      notify(
        this.db,
        { scope: this.#scope, kind: 'commit', entry: null, version },
        this.options.tabOrigin ?? 'sharing',
      );
    }
  }

  /**
   * The project's libraries are declared in this browser too (its linking search offers them), and withdrawn with
   * them; a declaration is a usage link, as projectLibraries.ts writes it.
   */
  async #declare(put: readonly Stored[], gone: readonly string[]): Promise<void> {
    const { projectId } = this.options;
    await this.db.dbSources.bulkPut(
      put.map((l) => ({ id: String(l['id']), name: String(l['name']), type: LIBRARY_SOURCE_TYPE })),
    );
    await this.db.usageLinks.bulkPut(
      put.map((l) => ({ id: usageId(projectId, String(l['id'])), dbSourceId: String(l['id']), projectId })),
    );
    await this.db.usageLinks.bulkDelete(gone.map((id) => usageId(projectId, id)));
  }

  // -------------------------------------------------------------------------------------------------------------
  // Dexie → document
  // -------------------------------------------------------------------------------------------------------------

  #hookTables(): void {
    for (const [name, map] of MAP_OF_TABLE) {
      const table = this.db.table<Stored, string>(name);
      const creating = (key: string, row: Stored, tx: Transaction) => this.#capture(map, key, null, row, tx);
      const updating = (changes: object, key: string, row: Stored, tx: Transaction) =>
        this.#capture(map, key, row, withChanges(row, changes as Record<string, unknown>), tx);
      const deleting = (key: string, row: Stored, tx: Transaction) => this.#capture(map, key, row, null, tx);
      table.hook('creating', creating);
      table.hook('updating', updating);
      table.hook('deleting', deleting);
      this.#unhook.push(() => {
        table.hook('creating').unsubscribe(creating as Hook);
        table.hook('updating').unsubscribe(updating as Hook);
        table.hook('deleting').unsubscribe(deleting as Hook);
      });
    }
  }

  #isFromDocument(tx: Transaction | undefined): boolean {
    for (let t = tx; t; t = t.parent) if (this.#fromDocument.has(t)) return true;
    return false;
  }

  #capture(map: DocumentMap, id: string, before: Stored | null, after: Stored | null, tx: Transaction): void {
    if (this.#isFromDocument(tx)) return;
    if (!this.#belongs(map, before) && !this.#belongs(map, after)) return;
    let captured = this.#captured.get(tx);
    if (!captured) {
      const list: Captured[] = [];
      captured = list;
      this.#captured.set(tx, list);
      tx.on('complete', () => this.#enqueue(() => this.#send(list)));
      tx.on('abort', () => this.#unmark(list));
    }
    const previous = { change: this.#marks.send.get(map)?.get(id), gen: this.#sendGen.get(rowKey(map, id)) };
    const gen = this.#markSent(map, id, localChange(before, after));
    captured.push({ map, id, before, after, gen, previous });
  }

  /**
   * A local transaction failed (its writes never happened): its rows' marks are put back as they were, unless the row
   * was written again since (that write's mark holds). Left, a mark would bring the row's fields across at the next
   * opening as if written, over a colleague's change of them that this database had not stored yet.
   */
  #unmark(captured: readonly Captured[]): void {
    for (const { map, id, gen, previous } of [...captured].reverse()) {
      const key = rowKey(map, id);
      if (!previous || this.#sendGen.get(key) !== gen) continue;
      const rows = this.#marks.send.get(map) ?? new Map<string, LocalChange>();
      if (previous.change === undefined) rows.delete(id);
      else rows.set(id, previous.change);
      if (rows.size === 0) this.#marks.send.delete(map);
      else this.#marks.send.set(map, rows);
      if (previous.gen === undefined) this.#sendGen.delete(key);
      else this.#sendGen.set(key, previous.gen);
    }
    this.#writeMarks();
  }

  /** Whether a stored row is this project's (libraries: those its document carries). */
  #belongs(map: DocumentMap, row: Stored | null): boolean {
    if (row === null) return false;
    const { projectId } = this.options;
    const libraries = tableOf(this.doc, 'libraries');
    switch (map) {
      case 'project':
        return row['id'] === projectId;
      case 'scopes':
        return row['id'] === this.#scope;
      case 'sheets':
        // Version 2's legacy plans (a name, no file) share the table and are no one's sheets.
        return row['projectId'] === projectId && 'fileId' in row;
      case 'libraries':
        return libraries.has(String(row['id']));
      case 'libraryLots':
      case 'libraryChapters':
        return libraries.has(String(row['libraryId']));
      case 'libraryItems':
        return libraries.has(String(row['bibliotheque_id']));
      default:
        return row['projectId'] === projectId;
    }
  }

  /** One committed Dexie transaction's rows into the document: one step of this person. */
  async #send(captured: readonly Captured[]): Promise<void> {
    const changes: RowChange[] = [];
    for (const { map, id, before, after } of captured) {
      const shared = async (row: Stored | null): Promise<DocumentRows[DocumentMap] | null> => {
        if (row === null) return null;
        if (map !== 'files') return sharedRow(map, row, undefined, this.#author);
        const file = row as unknown as PlanFileRow;
        const known = readRow(this.doc, 'files', id);
        // The hashes of bytes that never change once imported: read again only for a file new to the document.
        const hashes: Pick<SharedFileRow, 'sha256' | 'cadSha256'> =
          known && known.hash === file.hash
            ? { sha256: known.sha256, ...(known.cadSha256 ? { cadSha256: known.cadSha256 } : {}) }
            : await fileHashes(this.db, file);
        return sharedRow('files', row, hashes);
      };
      changes.push({ map, id, before: await shared(before), after: await shared(after) });
    }
    const entryIds = changes.filter((c) => c.map === 'journal' && c.before === null).map((c) => c.id);
    this.undo.step(() => void applyRowChanges(this.doc, changes, this.origin), entryIds);
    const clearing = this.#whenSent(captured).finally(() => this.#clearing.delete(clearing));
    this.#clearing.add(clearing);
    // A colleague's change of these rows may have reached Dexie between this write and its sending: Dexie is given
    // the rows as the document now holds them (nothing is written where they already are).
    const touched = new Map<DocumentMap, Set<string>>();
    for (const { map, id } of changes) touched.set(map, (touched.get(map) ?? new Set()).add(id));
    this.#queueStore(touched);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Rows on their way (./unbridged.ts)
  // -------------------------------------------------------------------------------------------------------------

  #writeMarks(): void {
    const { marks, projectId } = this.options;
    if (marks) writeUnbridged(marks.storage, unbridgedKey(projectId, marks.instance), this.#marks);
  }

  /**
   * Marks a local write of a row as on its way to the document; returns its generation. Written once per task, at
   * its end: inside the Dexie transaction that makes the write (its hooks call this), before it can commit.
   */
  #markSent(map: DocumentMap, id: string, change: LocalChange): number {
    const gen = ++this.#gen;
    if (!this.options.marks) return gen;
    const rows = this.#marks.send.get(map) ?? new Map<string, LocalChange>();
    rows.set(id, mergeChange(rows.get(id), change));
    this.#marks.send.set(map, rows);
    this.#sendGen.set(rowKey(map, id), gen);
    if (!this.#marksWriteQueued) {
      this.#marksWriteQueued = true;
      queueMicrotask(() => {
        this.#marksWriteQueued = false;
        this.#writeMarks();
      });
    }
    return gen;
  }

  /** Once the document's changes are stored, the rows sent are no longer on their way (unless written again since). */
  async #whenSent(captured: readonly Captured[]): Promise<void> {
    const { marks } = this.options;
    if (!marks || !(await marks.documentStored())) return;
    for (const { map, id, gen } of captured) {
      if (this.#sendGen.get(rowKey(map, id)) !== gen) continue;
      this.#sendGen.delete(rowKey(map, id));
      const rows = this.#marks.send.get(map);
      rows?.delete(id);
      if (rows?.size === 0) this.#marks.send.delete(map);
    }
    this.#writeMarks();
  }

  /**
   * Brings across what a page left on its way (its bridge closed with the page): this person's writes from Dexie
   * into the document, then the document's rows into Dexie. The rows are adopted under this bridge's key first, so
   * that a page left during this leaves them marked still.
   */
  async #recover(): Promise<void> {
    const { marks, projectId } = this.options;
    if (!marks?.storage) return;
    const open = await (marks.openBridges ?? openBridges)();
    const left = leftUnbridged(
      marks.storage,
      projectId,
      (instance) => instance === marks.instance || open.has(instance),
      this.options.personId,
    );
    if (left.keys.length === 0) return;
    mergeUnbridged(this.#marks, { ...left.marks, storeAll: false });
    this.#writeMarks();
    dropUnbridged(marks.storage, left.keys);
    const writes: Captured[] = [];
    for (const [map, rows] of left.marks.send) {
      const ids = [...rows.keys()];
      const local = (await tableOfMap(this.db, map).bulkGet(ids)) as (Stored | undefined)[];
      ids.forEach((id, i) => {
        const gen = ++this.#gen;
        this.#sendGen.set(rowKey(map, id), gen);
        const write = this.#leftWrite(map, id, rows.get(id) ?? '+', local[i], gen);
        if (write) writes.push(write);
      });
    }
    if (writes.length > 0) await this.#send(writes);
    // Rows with nothing left to send are no longer on their way.
    const sent = new Set(writes.map((w) => rowKey(w.map, w.id)));
    await this.#whenSent(
      [...left.marks.send].flatMap(([map, rows]) =>
        [...rows.keys()]
          .filter((id) => !sent.has(rowKey(map, id)))
          .map((id) => ({ map, id, before: null, after: null, gen: this.#sendGen.get(rowKey(map, id)) ?? 0 })),
      ),
    );
    this.#queueStore(left.marks.storeAll ? everyRow(this.doc) : left.marks.store);
  }

  /**
   * A local write left unsent, as the document is to receive it: the fields it changed as Dexie holds them, over the
   * document's row (a colleague's change of another field kept); null when there is nothing to send (Dexie and the
   * document agree, the write was undone, or a colleague deleted the row: the deletion stands).
   */
  #leftWrite(
    map: DocumentMap,
    id: string,
    change: LocalChange,
    local: Stored | undefined,
    gen: number,
  ): Captured | null {
    const row = readRow(this.doc, map, id);
    const inDocument = row === null ? null : storedRow(map, row, local, this.#author);
    if (change === '-')
      return local === undefined && inDocument ? { map, id, before: inDocument, after: null, gen } : null;
    if (local === undefined) return null;
    if (inDocument === null) return change === '+' ? { map, id, before: null, after: local, gen } : null;
    let before: Stored = inDocument;
    if (change !== '+') {
      const changed = new Set(change);
      const kept = Object.entries(local).filter(([field]) => !changed.has(field));
      const fromDocument = Object.entries(inDocument).filter(([field]) => changed.has(field));
      before = Object.fromEntries([...kept, ...fromDocument]);
    }
    return rowsEqual(before, local) ? null : { map, id, before, after: local, gen };
  }
}

/** A stored row with Dexie's `updating` changes applied (key paths; undefined removes). */
function withChanges(row: Stored, changes: Record<string, unknown>): Stored {
  const next = Dexie.deepClone(row);
  for (const [path, value] of Object.entries(changes)) {
    if (value === undefined) Dexie.delByKeyPath(next, path);
    else Dexie.setByKeyPath(next, path, value);
  }
  return next;
}
