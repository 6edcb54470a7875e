/**
 * Rows ⇄ the project's Y.Doc (layout in contract.ts and layout.ts): each row a nested Y.Map of its fields, each field
 * a JSON value set whole. A write sets only the fields that changed, so two people changing two fields of one row
 * both keep their change; a field absent from the row is absent from its map (never `undefined`, which is not JSON).
 */
import * as Y from 'yjs';
import { rowsEqual } from '../takeoff/commands';
import { DOCUMENT_MAPS, type DocumentMap } from './contract';
import { emptyProjectData, type DocumentRows, type ProjectData } from './layout';

/**
 * Any shared type, as Yjs's own signatures name it (`Transaction.changed` is keyed by AbstractType<YEvent<any>>).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Yjs's own type parameter; narrowed where read.
export type SharedType = Y.AbstractType<Y.YEvent<any>>;

/** A row's fields as the document holds them. */
export type RowMap = Y.Map<unknown>;

/** The top-level map of a table: rows by id. */
export function tableOf(doc: Y.Doc, map: DocumentMap): Y.Map<RowMap> {
  return doc.getMap<RowMap>(map);
}

type Fields = Readonly<Record<string, unknown>>;

const fieldsOf = (row: object): Fields => row as Fields;

/**
 * Writes a row. `before`: the row as the person saw it when they changed it (a journal change's `before`, the stored
 * row a write replaced): only the fields that differ between it and `row` are set, so a field a colleague changed
 * meanwhile, and the person did not, keeps the colleague's value. Without it, every field that differs from the
 * document's is set (a seed, a row created). Returns false when the row was changed from `before` but is no longer in
 * the document (a colleague deleted it): the deletion stands, nothing is written.
 */
export function writeRow<M extends DocumentMap>(
  doc: Y.Doc,
  map: M,
  row: DocumentRows[M],
  before: DocumentRows[M] | null = null,
): boolean {
  const table = tableOf(doc, map);
  const next = fieldsOf(row);
  let fields = table.get(row.id);
  if (!fields) {
    if (before !== null) return false;
    fields = new Y.Map<unknown>();
    for (const [key, value] of Object.entries(next)) if (value !== undefined) fields.set(key, value);
    table.set(row.id, fields);
    return true;
  }
  const target = fields;
  const previous = before === null ? null : fieldsOf(before);
  const keys = new Set([...Object.keys(next), ...(previous ? Object.keys(previous) : [...target.keys()])]);
  doc.transact(() => {
    for (const key of keys) {
      const value = next[key];
      const was = previous ? previous[key] : target.get(key);
      if (rowsEqual(was, value)) continue;
      if (previous && rowsEqual(target.get(key), value)) continue;
      if (value === undefined) target.delete(key);
      else target.set(key, value);
    }
  });
  return true;
}

/** Deletes a row (nothing when it is not there). */
export function deleteRow(doc: Y.Doc, map: DocumentMap, id: string): void {
  const table = tableOf(doc, map);
  if (table.has(id)) table.delete(id);
}

/** A row map's fields as a plain row. */
export function rowOfMap<M extends DocumentMap>(fields: RowMap): DocumentRows[M] {
  const row: Record<string, unknown> = {};
  for (const [key, value] of fields.entries()) if (value !== undefined) row[key] = value;
  return row as unknown as DocumentRows[M];
}

/** One row as the document holds it now, or null. */
export function readRow<M extends DocumentMap>(doc: Y.Doc, map: M, id: string): DocumentRows[M] | null {
  const fields = tableOf(doc, map).get(id);
  return fields ? rowOfMap<M>(fields) : null;
}

/** Every row of a table, in id order (the document's own order is no one's). */
export function readTable<M extends DocumentMap>(doc: Y.Doc, map: M): DocumentRows[M][] {
  const rows: DocumentRows[M][] = [];
  for (const fields of tableOf(doc, map).values()) rows.push(rowOfMap<M>(fields));
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The whole project as rows. */
export function readDocument(doc: Y.Doc): ProjectData {
  const data = emptyProjectData() as Record<DocumentMap, unknown[]>;
  for (const map of DOCUMENT_MAPS) data[map] = readTable(doc, map);
  return data as unknown as ProjectData;
}

/** Writes every row of `data` into the document, in one transaction with `origin`. */
export function writeDocument(doc: Y.Doc, data: Partial<ProjectData>, origin: unknown = null): void {
  doc.transact(() => {
    for (const map of DOCUMENT_MAPS) {
      for (const row of (data[map] ?? []) as DocumentRows[typeof map][]) writeRow(doc, map, row);
    }
  }, origin);
}

/** A change of one row: `after` null deletes it; `before` as writeRow takes it. */
export interface RowChange<M extends DocumentMap = DocumentMap> {
  readonly map: M;
  readonly id: string;
  readonly before: DocumentRows[M] | null;
  readonly after: DocumentRows[M] | null;
}

/** What applying changes could not do: rows a colleague deleted meanwhile, whose change was dropped. */
export interface ApplyReport {
  readonly dropped: readonly { readonly map: DocumentMap; readonly id: string }[];
}

/** Applies row changes in one transaction with `origin` (a person's, for their undo). */
export function applyRowChanges(doc: Y.Doc, changes: readonly RowChange[], origin: unknown): ApplyReport {
  const dropped: { map: DocumentMap; id: string }[] = [];
  doc.transact(() => {
    for (const change of changes) {
      if (change.after === null) deleteRow(doc, change.map, change.id);
      else if (!writeRow(doc, change.map, change.after, change.before))
        dropped.push({ map: change.map, id: change.id });
    }
  }, origin);
  return { dropped };
}

/**
 * The rows a transaction changed, per map (ids), read from its changed types: a top-level map's own keys (rows added
 * or deleted) and the fields of its row maps (rows changed).
 */
export function changedRows(doc: Y.Doc, transaction: Y.Transaction): Map<DocumentMap, Set<string>> {
  const names = mapNames(doc);
  const changed = new Map<DocumentMap, Set<string>>();
  const add = (map: DocumentMap, id: string) => {
    const set = changed.get(map) ?? new Set<string>();
    set.add(id);
    changed.set(map, set);
  };
  for (const [type, keys] of transaction.changed) {
    const top = names.get(type);
    if (top) {
      for (const key of keys) if (key !== null) add(top, key);
      continue;
    }
    const located = locate(names, type);
    if (located) add(located.map, located.id);
  }
  return changed;
}

/**
 * Defines every map of the document as a Y.Map. A map that an update brings before it was defined on this device is
 * a placeholder type until then, and defining it later replaces the instance: whoever keeps types (an undo manager,
 * an observer) must define the maps first.
 */
export function defineMaps(doc: Y.Doc): void {
  for (const map of DOCUMENT_MAPS) tableOf(doc, map);
}

/** The document's top-level maps, by their shared type as the document holds it now (placeholders included). */
export function mapNames(doc: Y.Doc): Map<SharedType, DocumentMap> {
  const names = new Map<SharedType, DocumentMap>();
  for (const [name, type] of doc.share) {
    if ((DOCUMENT_MAPS as readonly string[]).includes(name)) names.set(type, name as DocumentMap);
  }
  return names;
}

/** The map and row id of a row map, or null for a type that is not one. */
export function locate(
  names: ReadonlyMap<SharedType, DocumentMap>,
  type: SharedType,
): { readonly map: DocumentMap; readonly id: string } | null {
  const item = type._item;
  if (!item || typeof item.parentSub !== 'string') return null;
  const map = names.get(item.parent as SharedType);
  return map ? { map, id: item.parentSub } : null;
}
