/**
 * A deleted account's traces in a shared document (RGPD article 17): the people a document names are named by ids —
 * a journal entry's and a version's `by` (the author's local profile id, one per browser they used) and the project's
 * `sharing.by` (their account id), also inside the journal's rows before and after. Erasing rewrites each `by`, at
 * any depth of a field's JSON, whose value is one of the person's ids, to FORMER_MEMBER; the entries stay (the team
 * keeps its history, « Ancien membre » did it). Only the fields that change are set, in one transaction.
 */
import type * as Y from 'yjs';
import { DOCUMENT_MAPS, FORMER_MEMBER } from './contract';
import { tableOf } from './document';

/** `value` with every `by` naming one of `ids` replaced, or the same value (===) when there is none. */
function erased(value: unknown, ids: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const after = erased(item, ids);
      if (after !== item) changed = true;
      return after;
    });
    return changed ? next : value;
  }
  if (value === null || typeof value !== 'object') return value;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    const after = key === 'by' && typeof field === 'string' && ids.has(field) ? FORMER_MEMBER : erased(field, ids);
    if (after !== field) changed = true;
    next[key] = after;
  }
  return changed ? next : value;
}

/**
 * Rewrites every `by` naming one of `ids` in the document to FORMER_MEMBER, in one transaction with `origin`.
 * Returns how many fields were set (0: nothing named them, and no update is made).
 */
export function eraseAuthors(doc: Y.Doc, ids: ReadonlySet<string>, origin: unknown = null): number {
  if (ids.size === 0) return 0;
  let count = 0;
  doc.transact(() => {
    for (const map of DOCUMENT_MAPS) {
      for (const fields of tableOf(doc, map).values()) {
        for (const [key, value] of [...fields.entries()]) {
          const after =
            key === 'by' && typeof value === 'string' && ids.has(value) ? FORMER_MEMBER : erased(value, ids);
          if (after === value) continue;
          fields.set(key, after);
          count += 1;
        }
      }
    }
  }, origin);
  return count;
}
