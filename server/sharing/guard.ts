/**
 * The server's check of an incoming update against the sender's role (src/domain/sharing/contract.ts): a « lecteur »
 * changes nothing, a « métreur » changes everything but the prices of the project's articles. The update is applied
 * to a copy of the document first and the copy is compared with the document; nothing reaches the document, the log
 * or the other people before the check passes.
 *
 * A price change cannot simply be dropped: Yjs integrates one client's changes in the order of its clock, so once
 * one update of a métreur is missing, none of their later edits (a new measurement a second later) could ever be
 * applied. So the refused update is *cancelled*, not dropped: the server adds to it, in one update, the change that
 * puts every touched price back (the old value set again, a removed priced article written back, an added one removed)
 * and that combined update is what is applied, stored and passed on. Nobody ever sees the new price: its value is
 * replaced within the same update; the métreur's screen gets the old price back with the broadcast, and is told why.
 *
 * The copy is kept per document (one for every métreur connected to it) and fed with every update the document takes,
 * so a check costs the update's own work, not a copy of a 5,000-measurement document; an update that fails to apply
 * spoils the copy, which is then rebuilt from the document on the next check. The copy costs as much memory as the
 * document (20 MB for 5,000 measurements, `npm run bench:sync:memory`), and most updates cannot change a price: an
 * update is first decoded, and when every row it inserts into or deletes from is shown to be outside the priced tables
 * (`mayTouch`), it passes without the copy. The copy is made only for the others, and dropped after a minute unused.
 */
import * as Y from 'yjs';
import { PRICE_FIELDS, isPricedRow, type DocumentMap, type ProjectRole } from '../../src/domain/sharing/contract.ts';
import { applyAll } from './log.ts';

/** Why an update was refused; the client shows the matching French message (server/i18n.fr.ts, sync.refused). */
export type RefusalReason =
  | 'read-only'
  | 'price-field'
  | 'malformed'
  | 'message-too-large'
  | 'document-too-large'
  /** An entry or a version given another person's author id, or an author rewritten (server/sharing/authors.ts). */
  | 'forged-author';

const CHECK_ORIGIN = Symbol('sync-guard-check');
const PRICED = Object.entries(PRICE_FIELDS) as [DocumentMap, readonly string[]][];
const PRICED_TABLES: ReadonlySet<string> = new Set(PRICED.map(([table]) => table));
/** How long the copy is kept after the last check that needed it. */
const COPY_IDLE_MS = 60_000;

/** The fields of a row (a nested Y.Map) as JSON, or null when there is no row under that key. */
function rowOf(map: Y.Map<unknown>, key: string): Record<string, unknown> | null {
  const value = map.get(key);
  if (value instanceof Y.Map) return value.toJSON() as Record<string, unknown>;
  return value === undefined ? null : { value };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Whether going from `before` to `after` changes a price: a price field of a kept article, or an article with a price
 * added or removed. Only the rows in `touched` are compared.
 */
function changesPrices(
  before: Y.Doc,
  after: Y.Doc,
  table: DocumentMap,
  fields: readonly string[],
  touched: Set<string>,
): string[] {
  const was = before.getMap<unknown>(table);
  const is = after.getMap<unknown>(table);
  const changed: string[] = [];
  for (const key of touched) {
    const old = rowOf(was, key);
    const now = rowOf(is, key);
    const isChange = old && now ? fields.some((field) => !same(old[field], now[field])) : isPricedRow(old ?? now ?? {});
    if (isChange) changed.push(key);
  }
  return changed;
}

/** Puts the prices of `keys` in `after` back as they are in `before` (one transaction on `after`). */
function restorePrices(before: Y.Doc, after: Y.Doc, table: DocumentMap, fields: readonly string[], keys: string[]) {
  const was = before.getMap<unknown>(table);
  const is = after.getMap<unknown>(table);
  after.transact(() => {
    for (const key of keys) {
      const old = rowOf(was, key);
      const row = is.get(key);
      if (!old) {
        is.delete(key); // a priced article the métreur added
      } else if (row instanceof Y.Map) {
        for (const field of fields) {
          if (old[field] === undefined) row.delete(field);
          else row.set(field, old[field]);
        }
      } else {
        // A priced article the métreur removed (or replaced by something else): written back whole.
        const restored = new Y.Map<unknown>();
        is.set(key, restored);
        for (const [field, value] of Object.entries(old)) restored.set(field, value);
      }
    }
  }, CHECK_ORIGIN);
}

/** The outcome of a check: null when the update may be applied as it is. */
export type Verdict = { reason: RefusalReason; replacement?: Uint8Array } | null;

/** Decodes an update without applying it: false when it is not a Yjs update at all. */
export function isDecodable(update: Uint8Array): boolean {
  try {
    Y.decodeUpdate(update);
    return true;
  } catch {
    return false;
  }
}

/** The name of the top-level type a type is in, or null when it is not in `doc` (yet). */
function rootOfType(doc: Y.Doc, type: Y.AbstractType<unknown>): string | null {
  let current = type;
  while (current._item) {
    const parent = current._item.parent;
    if (!(parent instanceof Y.AbstractType)) return null;
    current = parent as Y.AbstractType<unknown>;
  }
  return rootName(doc, current);
}

/**
 * Whether applying `update` to `doc` may insert or delete anything under one of `tables` (at any depth: a row or one
 * of its fields). False only when every item the update inserts and every one it deletes is shown to be elsewhere; any
 * doubt (an item whose neighbours are not known, a garbage-collected neighbour, updates waiting in the document for
 * missing ones) answers true, and the full check runs.
 */
export function mayTouch(doc: Y.Doc, update: Uint8Array, tables: ReadonlySet<string>): boolean {
  if (doc.store.pendingStructs !== null || doc.store.pendingDs !== null) return true;
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    return true;
  }
  // The update's own items by client, in clock order, to find an id inside one of them.
  const own = new Map<number, Y.Item[]>();
  for (const struct of decoded.structs) {
    if (!(struct instanceof Y.Item)) continue;
    const list = own.get(struct.id.client) ?? [];
    list.push(struct);
    own.set(struct.id.client, list);
  }
  for (const list of own.values()) list.sort((a, b) => a.id.clock - b.id.clock);
  const ownItem = (id: Y.ID) =>
    own.get(id.client)?.find((item) => item.id.clock <= id.clock && id.clock < item.id.clock + item.length);
  const docItem = (id: Y.ID): Y.Item | Y.GC | null => {
    if (!doc.store.clients.has(id.client) || Y.getState(doc.store, id.client) <= id.clock) return null;
    try {
      return Y.getItem(doc.store, id) as Y.Item | Y.GC;
    } catch {
      return null;
    }
  };
  const rootOfDocItem = (item: Y.Item | Y.GC | null): string | null | undefined => {
    if (!(item instanceof Y.Item) || !(item.parent instanceof Y.AbstractType)) return undefined;
    return rootOfType(doc, item.parent as Y.AbstractType<unknown>);
  };
  // The root each item of the update goes under; undefined when it cannot be told (or while it is being worked out).
  const roots = new Map<Y.Item, string | null | undefined>();
  const rootOfOwnItem = (item: Y.Item): string | null | undefined => {
    if (roots.has(item)) return roots.get(item);
    roots.set(item, undefined);
    const parent = item.parent as unknown;
    let root: string | null | undefined;
    if (typeof parent === 'string') {
      root = parent;
    } else if (parent instanceof Y.ID) {
      // Inside a nested type: under the root of the item that holds the type.
      const holder = ownItem(parent);
      root = holder ? rootOfOwnItem(holder) : rootOfDocItem(docItem(parent));
    } else {
      // Beside a neighbour: under the neighbour's parent.
      const neighbour = item.origin ?? item.rightOrigin;
      const sibling = neighbour ? ownItem(neighbour) : undefined;
      root = sibling ? rootOfOwnItem(sibling) : neighbour ? rootOfDocItem(docItem(neighbour)) : undefined;
    }
    roots.set(item, root);
    return root;
  };
  const outside = (root: string | null | undefined) => typeof root === 'string' && !tables.has(root);

  for (const struct of decoded.structs) {
    if (struct instanceof Y.Item && !outside(rootOfOwnItem(struct))) return true;
  }
  for (const [client, deletions] of decoded.ds.clients) {
    for (const { clock, len } of deletions) {
      const mine = own
        .get(client)
        ?.filter((item) => item.id.clock < clock + len && clock < item.id.clock + item.length);
      for (const item of mine ?? []) if (!outside(rootOfOwnItem(item))) return true;
      const structs = doc.store.clients.get(client);
      if (!structs) {
        if (!mine?.length) return true;
        continue;
      }
      const end = Math.min(clock + len, Y.getState(doc.store, client));
      if (clock >= end) {
        if (!mine?.length) return true;
        continue;
      }
      for (let i = Y.findIndexSS(structs, clock); i < structs.length; i++) {
        const struct = structs[i];
        if (!struct || struct.id.clock >= end) break;
        // Deleting what is deleted already changes nothing (a sync step's update carries the whole delete set).
        if (struct instanceof Y.GC || struct.deleted) continue;
        if (!outside(rootOfDocItem(struct))) return true;
      }
    }
  }
  return false;
}

export class UpdateGuard {
  private copy: Y.Doc | null = null;
  private idle: NodeJS.Timeout | null = null;
  private readonly follow = (update: Uint8Array, origin: unknown) => {
    if (origin === CHECK_ORIGIN || !this.copy) return;
    try {
      Y.applyUpdate(this.copy, update, CHECK_ORIGIN);
    } catch {
      this.drop();
    }
  };

  constructor(private readonly doc: Y.Doc) {
    doc.on('update', this.follow);
  }

  /**
   * The refusal for an update sent by someone with `role`, or null when it may be applied. A price change comes with
   * its `replacement`: the update with the prices put back, to apply instead.
   */
  check(update: Uint8Array, role: ProjectRole): Verdict {
    if (role === 'lecteur') return { reason: 'read-only' };
    if (!isDecodable(update)) return { reason: 'malformed' };
    if (role === 'economiste') return null;
    if (!mayTouch(this.doc, update, PRICED_TABLES)) return null;
    const copy = this.copyOf();
    const touched = new Map<string, Set<string>>();
    const observe = (transaction: Y.Transaction) => {
      for (const [type, keys] of transaction.changed) {
        if (type._item === null) {
          // A top-level map: the keys are rows added, replaced or removed.
          const name = rootName(copy, type);
          if (name !== null) addAll(touched, name, keys);
          continue;
        }
        // Inside a row, at any depth: the row is the ancestor whose parent is a top-level map.
        let row = type;
        while (row._item && row._item.parent instanceof Y.AbstractType && row._item.parent._item !== null) {
          row = row._item.parent;
        }
        const table = row._item?.parent;
        const key = row._item?.parentSub;
        if (table instanceof Y.AbstractType && key) {
          const name = rootName(copy, table);
          if (name !== null) addAll(touched, name, [key]);
        }
      }
    };
    copy.once('afterTransaction', observe);
    try {
      Y.applyUpdate(copy, update, CHECK_ORIGIN);
    } catch {
      copy.off('afterTransaction', observe);
      this.drop();
      return { reason: 'malformed' };
    }
    let cancelled = false;
    for (const [table, fields] of PRICED) {
      const rows = touched.get(table);
      const changed = rows ? changesPrices(this.doc, copy, table, fields, rows) : [];
      if (changed.length === 0) continue;
      restorePrices(this.doc, copy, table, fields, changed);
      cancelled = true;
    }
    if (!cancelled) return null;
    // The copy is now the document plus the update plus its cancellation: what the document lacks is the replacement.
    return { reason: 'price-field', replacement: Y.encodeStateAsUpdate(copy, Y.encodeStateVector(this.doc)) };
  }

  destroy() {
    this.doc.off('update', this.follow);
    this.drop();
  }

  private copyOf(): Y.Doc {
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => this.drop(), COPY_IDLE_MS);
    this.idle.unref();
    if (!this.copy) {
      this.copy = new Y.Doc({ gc: false });
      applyAll(this.copy, [Y.encodeStateAsUpdate(this.doc)], CHECK_ORIGIN);
    }
    return this.copy;
  }

  private drop() {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.copy?.destroy();
    this.copy = null;
  }

  /** Whether the copy is held now (tests and the memory benchmark). */
  get hasCopy(): boolean {
    return this.copy !== null;
  }
}

function addAll(touched: Map<string, Set<string>>, table: string, keys: Iterable<string | null>) {
  const set = touched.get(table) ?? new Set<string>();
  for (const key of keys) if (key !== null) set.add(key);
  touched.set(table, set);
}

function rootName(doc: Y.Doc, type: unknown): string | null {
  for (const [name, shared] of doc.share) if (shared === type) return name;
  return null;
}
