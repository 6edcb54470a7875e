/**
 * Who wrote what, as the sync server lets it be written: a journal entry's or a version's `by` (the author id the
 * history names, src/domain/sharing/people.ts) is set once, by its author, when the row is created.
 *
 * An update is refused (`forged-author`, server/sharing/server.ts) when it
 * - sets `by` on a journal entry or a version it does not create (a rewrite of who did it: only the server's own
 *   erasure rewrites it, to FORMER_MEMBER, and that never comes from a connection), or replaces a live row with one
 *   naming someone else;
 * - creates one, under an id the table never held, whose `by` is another account's: an author id `sync_authors`
 *   records for another person of the document (SyncLog.append checks it in the transaction that would record it,
 *   so two people claiming one id at once cannot both win), an account id it records, or the project's `sharing.by`.
 *
 * A row created again under an id the table held before (a tombstone: Y.UndoManager bringing back a version a person
 * deleted) keeps the `by` it had, which the server can no longer read (the deleted row's fields are garbage
 * collected): it is let through, as any change of the row's other fields is. What is checked is authorship, not the
 * rest of an entry.
 *
 * The update is decoded, not applied: a map key that already had a value is encoded without its parent and key (only
 * its left neighbour, the value it replaces), so each item's place is followed through its neighbours, in the update
 * or in the document. An item whose place cannot be told yet (its neighbour neither in the update nor in the
 * document) waits in the document, as Yjs keeps it: the provider sends a change made offline before the sync that
 * carries what it builds on. It is read again with the update that places it (authorWrites), which is then refused.
 */
import * as Y from 'yjs';
import { FORMER_MEMBER } from '../../src/domain/sharing/contract.ts';

/** The tables whose rows carry an author. */
const AUTHORED: ReadonlySet<string> = new Set(['journal', 'versions']);

type Place =
  /** A row of a top-level map (the row's key in `sub`). */
  | { kind: 'top'; name: string; sub: string | null }
  /** A field of a row (`row`: the id of the item holding the row's map). */
  | { kind: 'field'; row: Y.ID; sub: string | null }
  /** Nowhere that matters: under a garbage-collected or deleted type, or deeper than a row's field. */
  | { kind: 'gone' };

export interface AuthorWrites {
  /** Author ids of rows created under ids new to their table: whose they are is checked against the log. */
  readonly claimed: ReadonlySet<string>;
  /** The update rewrites an author (or names one the server cannot place): refused whatever the log says. */
  readonly rewrites: boolean;
}

const NOTHING: AuthorWrites = { claimed: new Set(), rewrites: false };

function rootName(doc: Y.Doc, type: unknown): string | null {
  for (const [name, shared] of doc.share) if (shared === type) return name;
  return null;
}

/**
 * What `update` writes of authorship into `doc` (the document as the server holds it, before the update). Updates the
 * document holds waiting for missing ones (the provider sends a change made offline before the sync that carries what
 * it builds on) are read with it: a rewrite hidden in one is found when the update that places it comes.
 */
export function authorWrites(doc: Y.Doc, update: Uint8Array): AuthorWrites {
  const found = readAuthorWrites(doc, [update]);
  const waiting = doc.store.pendingStructs?.update;
  if (found.rewrites || !waiting) return found;
  // Yjs keeps what waits in its second encoding.
  let waitingUpdate: Uint8Array;
  try {
    waitingUpdate = Y.convertUpdateFormatV2ToV1(waiting);
  } catch {
    return found;
  }
  return { claimed: found.claimed, rewrites: readAuthorWrites(doc, [waitingUpdate, update]).rewrites };
}

/** Reads the structs of `updates` together (what waits in the document, then the update), as one change. */
function readAuthorWrites(doc: Y.Doc, updates: readonly Uint8Array[]): AuthorWrites {
  const structs: (Y.Item | Y.GC)[] = [];
  try {
    for (const update of updates) {
      for (const struct of Y.decodeUpdate(update).structs) {
        if (struct instanceof Y.Item || struct instanceof Y.GC) structs.push(struct);
      }
    }
  } catch {
    return NOTHING; // refused as malformed elsewhere
  }
  // The update's own structs by client: items, and garbage-collected ranges (a merged update, one sent after being
  // offline, carries the deleted content it holds as GC structs).
  const own = new Map<number, (Y.Item | Y.GC)[]>();
  for (const struct of structs) {
    const list = own.get(struct.id.client) ?? [];
    list.push(struct);
    own.set(struct.id.client, list);
  }
  const ownStruct = (id: Y.ID) =>
    own.get(id.client)?.find((item) => item.id.clock <= id.clock && id.clock < item.id.clock + item.length);
  /** A struct of the document, undefined when the document has not got that far in the client's clock. */
  const docStruct = (id: Y.ID): Y.Item | Y.GC | undefined => {
    if (!doc.store.clients.has(id.client) || Y.getState(doc.store, id.client) <= id.clock) return undefined;
    return Y.getItem(doc.store, id) as Y.Item | Y.GC;
  };
  const placeOfDocItem = (struct: Y.Item | Y.GC): Place => {
    if (!(struct instanceof Y.Item) || !(struct.parent instanceof Y.AbstractType)) return { kind: 'gone' };
    const parent = struct.parent as Y.AbstractType<unknown>;
    if (parent._item === null) {
      const name = rootName(doc, parent);
      return name === null ? { kind: 'gone' } : { kind: 'top', name, sub: struct.parentSub };
    }
    return { kind: 'field', row: parent._item.id, sub: struct.parentSub };
  };
  const places = new Map<Y.Item, Place | null>();
  /** Where an item of the update goes; null when it cannot be told. */
  const placeOf = (item: Y.Item): Place | null => {
    if (places.has(item)) return places.get(item) ?? null;
    places.set(item, null); // a loop of neighbours tells nothing
    const parent = item.parent as unknown;
    let place: Place | null;
    if (typeof parent === 'string') place = { kind: 'top', name: parent, sub: item.parentSub };
    else if (parent instanceof Y.ID) place = { kind: 'field', row: parent, sub: item.parentSub };
    else {
      const neighbour = item.origin ?? item.rightOrigin;
      const mine = neighbour ? ownStruct(neighbour) : undefined;
      const theirs = neighbour && !mine ? docStruct(neighbour) : undefined;
      if (mine instanceof Y.GC) place = { kind: 'gone' };
      else place = mine ? placeOf(mine) : theirs ? placeOfDocItem(theirs) : null;
    }
    places.set(item, place);
    return place;
  };

  // Rows of authored tables the update creates, by the id of the item holding each.
  const created = new Map<string, { name: string; key: string; live: Y.Item | null; isNew: boolean; named: boolean }>();
  const idKey = (id: Y.ID) => `${id.client}:${id.clock}`;
  for (const struct of structs) {
    if (!(struct instanceof Y.Item) || !(struct.content instanceof Y.ContentType)) continue;
    const place = placeOf(struct);
    if (place?.kind !== 'top' || !AUTHORED.has(place.name) || place.sub === null) continue;
    const existing = doc.getMap(place.name)._map.get(place.sub);
    created.set(idKey(struct.id), {
      name: place.name,
      key: place.sub,
      live: existing && !existing.deleted ? existing : null,
      isNew: existing === undefined,
      named: false,
    });
  }

  const claimed = new Set<string>();
  for (const struct of structs) {
    if (!(struct instanceof Y.Item)) continue;
    const place = placeOf(struct);
    // Not placed yet (what it builds on has not come): the document keeps it waiting, and it is read again then.
    if (place === null) continue;
    if (place.kind !== 'field' || place.sub !== 'by') continue;
    const row = created.get(idKey(place.row));
    if (row) {
      // A row written with one author; a second `by` in it replaces the first (a rewrite read with what it waited for).
      if (row.named) return { claimed, rewrites: true };
      row.named = true;
      const by = struct.content instanceof Y.ContentAny ? (struct.content.arr[0] as unknown) : undefined;
      if (typeof by !== 'string' || by === FORMER_MEMBER) continue;
      if (row.live) {
        // A live row replaced whole: its author stays who it was.
        const was = row.live.content instanceof Y.ContentType ? row.live.content.type : null;
        if (!(was instanceof Y.Map) || was.get('by') !== by) return { claimed, rewrites: true };
      } else if (row.isNew) {
        claimed.add(by);
      }
      continue;
    }
    // `by` set on a row the update does not create: a rewrite when the row is an entry or a version, or unknown.
    const mine = ownStruct(place.row);
    if (mine instanceof Y.GC) continue; // a row deleted in the same update
    const holder = mine ?? docStruct(place.row);
    if (holder === undefined) continue;
    const rowPlace = mine ? placeOf(mine) : placeOfDocItem(holder);
    if (rowPlace === null) continue;
    if (rowPlace.kind === 'top' && AUTHORED.has(rowPlace.name)) return { claimed, rewrites: true };
  }
  return { claimed, rewrites: false };
}

/** The account id the project's row names as the one who shared it (`sharing.by`), or null. */
export function sharedByOf(doc: Y.Doc): string | null {
  for (const row of doc.getMap<unknown>('project').values()) {
    if (!(row instanceof Y.Map)) continue;
    const sharing = row.get('sharing') as { by?: unknown } | undefined;
    if (sharing && typeof sharing.by === 'string') return sharing.by;
  }
  return null;
}
