/**
 * Conflicts on the same field: a colleague's change, received, of a field this person also changed since their last
 * sync. The document settles it alone (the same value wins on every device); this watch tells it, as data the
 * measurement's properties can show (« modifié par un collègue »): which row and field, what this person had written,
 * what the field holds now, whether their value was kept, and who the colleague was when their journal entry came
 * with the change.
 *
 * A change of a row the person changed and a colleague deleted is reported too (`deleted`): the deletion stands.
 */
import type * as Y from 'yjs';
import { rowsEqual } from '../takeoff/commands';
import type { DocumentMap } from './contract';
import { defineMaps, locate, mapNames, tableOf, type SharedType } from './document';
import { mapOfTable, type SharedJournalEntry } from './layout';

export interface FieldConflict {
  readonly map: DocumentMap;
  readonly id: string;
  /** The field; null when the colleague deleted the whole row. */
  readonly field: string | null;
  /** What this person wrote (undefined: they removed the field). */
  readonly mine: unknown;
  /** What the field holds now (undefined: removed, or the row is gone). */
  readonly current: unknown;
  /** Whether the document kept this person's value. */
  readonly kept: 'mine' | 'theirs' | 'deleted';
  /** What the colleague wrote (undefined: removed, or unknown). */
  readonly theirs: unknown;
  /** The colleague, when their journal entry came with the change. */
  readonly by: string | null;
  /** When the colleague made it (their journal entry's time), when known. */
  readonly at: string | null;
}

/**
 * What a received transaction wrote to a field, whether its value won or lost: the newest item it added under the key
 * (Yjs keeps a map key's overwritten values as deleted items to the left of the current one; internal fields, read
 * only here).
 */
function receivedValue(fields: Y.Map<unknown>, field: string, transaction: Y.Transaction): unknown {
  type MapItem = {
    left: MapItem | null;
    id: { client: number; clock: number };
    content: { getContent(): unknown[] };
  };
  const added = (item: MapItem) => item.id.clock >= (transaction.beforeState.get(item.id.client) ?? 0);
  const internal = fields as unknown as { _map: Map<string, MapItem> };
  for (let item = internal._map.get(field) ?? null; item; item = item.left) {
    if (added(item)) return item.content.getContent().at(-1);
  }
  return undefined;
}

const keyOf = (map: DocumentMap, id: string, field: string) => `${map}\u0000${id}\u0000${field}`;

/** Who made the changes of a transaction's journal entries, and when, by the rows they touch. */
function authors(doc: Y.Doc, transaction: Y.Transaction): Map<string, { by: string; at: string | null }> {
  const journal = tableOf(doc, 'journal');
  const byRow = new Map<string, { by: string; at: string | null }>();
  const ids = transaction.changed.get(journal as unknown as SharedType);
  for (const id of ids ?? []) {
    if (id === null) continue;
    const entry = journal.get(id);
    const by = entry?.get('by');
    const at = entry?.get('at');
    const changes = entry?.get('changes') as SharedJournalEntry['changes'] | undefined;
    if (typeof by !== 'string' || !changes) continue;
    for (const change of changes) {
      const map = mapOfTable(change.table);
      if (map) byRow.set(`${map}\u0000${change.id}`, { by, at: typeof at === 'string' ? at : null });
    }
  }
  return byRow;
}

export class ConflictWatch {
  /** Fields this person wrote since their last sync, with the value they wrote. */
  readonly #pending = new Map<string, { map: DocumentMap; id: string; field: string; value: unknown }>();
  readonly #listeners = new Set<(conflicts: readonly FieldConflict[]) => void>();
  readonly #onTransaction: (transaction: Y.Transaction) => void;

  /** `isLocal`: whether a transaction's origin is this person's own writing. */
  constructor(
    private readonly doc: Y.Doc,
    private readonly isLocal: (origin: unknown) => boolean,
  ) {
    defineMaps(doc);
    this.#onTransaction = (transaction) => {
      if (this.isLocal(transaction.origin)) this.#recordLocal(transaction);
      else if (!transaction.local) this.#checkRemote(transaction);
    };
    doc.on('afterTransaction', this.#onTransaction);
  }

  /** Everything written so far reached the server: later colleague's changes are no conflict with it. */
  markSynced(): void {
    this.#pending.clear();
  }

  /** Fields written since the last sync. */
  get pendingCount(): number {
    return this.#pending.size;
  }

  /** Called with the conflicts each received update brings; returns the unsubscribe function. */
  onConflicts(listener: (conflicts: readonly FieldConflict[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  destroy(): void {
    this.doc.off('afterTransaction', this.#onTransaction);
    this.#listeners.clear();
  }

  #recordLocal(transaction: Y.Transaction): void {
    const names = mapNames(this.doc);
    for (const [type, keys] of transaction.changed) {
      const row = locate(names, type);
      if (!row) continue;
      const fields = type as unknown as Y.Map<unknown>;
      for (const field of keys) {
        if (field === null) continue;
        this.#pending.set(keyOf(row.map, row.id, field), { ...row, field, value: fields.get(field) });
      }
    }
  }

  #checkRemote(transaction: Y.Transaction): void {
    const names = mapNames(this.doc);
    const by = authors(this.doc, transaction);
    const conflicts: FieldConflict[] = [];
    const colleague = (map: DocumentMap, id: string) => by.get(`${map}\u0000${id}`) ?? { by: null, at: null };
    for (const [type, keys] of transaction.changed) {
      const top = names.get(type);
      if (top) {
        // Rows deleted by the colleague that this person changed.
        for (const id of keys) {
          if (id === null || tableOf(this.doc, top).has(id)) continue;
          for (const [key, mine] of this.#pending) {
            if (mine.map !== top || mine.id !== id) continue;
            conflicts.push({
              map: top,
              id,
              field: null,
              mine: mine.value,
              current: undefined,
              theirs: undefined,
              kept: 'deleted',
              ...colleague(top, id),
            });
            this.#pending.delete(key);
            break;
          }
        }
        continue;
      }
      const row = locate(names, type);
      if (!row) continue;
      const fields = type as unknown as Y.Map<unknown>;
      // `changed` names every field the update wrote, the ones whose value lost to this person's too (Yjs's
      // event.keys leaves those out: the visible value did not change).
      for (const field of keys) {
        if (field === null) continue;
        const key = keyOf(row.map, row.id, field);
        const mine = this.#pending.get(key);
        if (!mine) continue;
        const current = fields.get(field);
        conflicts.push({
          ...row,
          field,
          mine: mine.value,
          current,
          theirs: receivedValue(fields, field, transaction),
          kept: rowsEqual(current, mine.value) ? 'mine' : 'theirs',
          ...colleague(row.map, row.id),
        });
        // Reported once: the next change of the field is a conflict only if this person writes it again.
        this.#pending.delete(key);
      }
    }
    if (conflicts.length === 0) return;
    for (const listener of this.#listeners) listener(conflicts);
  }
}
