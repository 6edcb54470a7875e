/**
 * The server's check of an incoming update against the sender's role (src/domain/sharing/contract.ts): a « lecteur »
 * changes nothing, a « métreur » changes everything but the prices of the project's articles. The update is applied
 * to a copy of the document first and the copy is compared with the document; nothing reaches the document, the log
 * or the other people before the check passes.
 *
 * The copy is kept per document and fed with every update the document takes, so a check costs the update's own
 * work, not a copy of a 5,000-measurement document; a refused update spoils the copy, which is then rebuilt from the
 * document on the next check.
 */
import * as Y from 'yjs';
import { PRICE_FIELDS, type DocumentMap, type ProjectRole } from '../../src/domain/sharing/contract.ts';
import { applyAll } from './log.ts';

/** Why an update was refused; the client shows the matching French message (server/i18n.fr.ts, sync.refused). */
export type RefusalReason = 'read-only' | 'price-field' | 'malformed' | 'message-too-large' | 'document-too-large';

const CHECK_ORIGIN = Symbol('sync-guard-check');
const PRICED = Object.entries(PRICE_FIELDS) as [DocumentMap, readonly string[]][];

/** The fields of a row (a nested Y.Map) as JSON, or null when there is no row under that key. */
function rowOf(map: Y.Map<unknown>, key: string): Record<string, unknown> | null {
  const value = map.get(key);
  if (value instanceof Y.Map) return value.toJSON() as Record<string, unknown>;
  return value === undefined ? null : { value };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isPriced = (row: Record<string, unknown>) => {
  const price = row.prix_unitaire;
  return price !== undefined && price !== null && price !== 0;
};

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
) {
  const was = before.getMap<unknown>(table);
  const is = after.getMap<unknown>(table);
  for (const key of touched) {
    const old = rowOf(was, key);
    const now = rowOf(is, key);
    if (old && now) {
      if (fields.some((field) => !same(old[field], now[field]))) return true;
    } else if ((old && isPriced(old)) || (now && isPriced(now))) {
      return true;
    }
  }
  return false;
}

/** Decodes an update without applying it: false when it is not a Yjs update at all. */
export function isDecodable(update: Uint8Array): boolean {
  try {
    Y.decodeUpdate(update);
    return true;
  } catch {
    return false;
  }
}

export class UpdateGuard {
  private copy: Y.Doc | null = null;
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

  /** The refusal for an update sent by someone with `role`, or null when it may be applied. */
  check(update: Uint8Array, role: ProjectRole): RefusalReason | null {
    if (role === 'lecteur') return 'read-only';
    if (!isDecodable(update)) return 'malformed';
    if (role === 'economiste') return null;
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
      return 'malformed';
    }
    for (const [table, fields] of PRICED) {
      const rows = touched.get(table);
      if (rows && changesPrices(this.doc, copy, table, fields, rows)) {
        this.drop();
        return 'price-field';
      }
    }
    return null;
  }

  destroy() {
    this.doc.off('update', this.follow);
    this.drop();
  }

  private copyOf(): Y.Doc {
    if (!this.copy) {
      this.copy = new Y.Doc({ gc: false });
      applyAll(this.copy, [Y.encodeStateAsUpdate(this.doc)], CHECK_ORIGIN);
    }
    return this.copy;
  }

  private drop() {
    this.copy?.destroy();
    this.copy = null;
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
