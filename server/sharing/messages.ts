/**
 * What the sync server tells one client besides the document itself, as Hocuspocus stateless messages (a JSON string
 * the provider emits as `stateless`). Every message has a `type`; a client ignores the types it does not know.
 *
 * - `{ type: 'metr:role', role, readOnly }` right after the connection is established: the role the server applies,
 *   so the screen disables what the role cannot do (a « lecteur » is also told by the authentication answer, whose
 *   scope is `read-only`).
 * - `{ type: 'metr:refused', reason, message }` for every update the server did not apply as sent; the client shows
 *   `message` (French) — a dropped edit is never silent. For `price-field` the server has already sent the change
 *   that puts the price back (the client's other edits of that update are kept). For any other reason of an editor
 *   (`malformed`, `message-too-large`, `document-too-large`) the client must reload the project from the server under
 *   a new Y.Doc: Yjs applies one client's changes in the order of its clock, so its later edits would wait for the
 *   refused one for ever. A « lecteur » never has edits to keep.
 *
 * Refusals that end the connection (no access, an unknown document, a document that cannot be loaded) travel as the
 * authentication answer's reason or the close reason: the same codes, see SYNC_CLOSE_REASONS.
 */
import type { ProjectRole } from '../../src/domain/sharing/contract.ts';
import { serverFr } from '../i18n.fr.ts';
import type { RefusalReason } from './guard.ts';

export const ROLE_MESSAGE = 'metr:role';
export const REFUSED_MESSAGE = 'metr:refused';

export interface RoleMessage {
  type: typeof ROLE_MESSAGE;
  role: ProjectRole;
  readOnly: boolean;
}

export interface RefusedMessage {
  type: typeof REFUSED_MESSAGE;
  reason: RefusalReason;
  message: string;
}

export type SyncMessage = RoleMessage | RefusedMessage;

/** Reasons given when the connection itself is refused (authentication answer) or closed. */
export type SyncCloseReason = 'no-access' | 'unknown-document' | 'unavailable';

export function roleMessage(role: ProjectRole): string {
  return JSON.stringify({ type: ROLE_MESSAGE, role, readOnly: role === 'lecteur' } satisfies RoleMessage);
}

export function refusedMessage(reason: RefusalReason): string {
  return JSON.stringify({
    type: REFUSED_MESSAGE,
    reason,
    message: serverFr.sync.refused[reason],
  } satisfies RefusedMessage);
}

/** Parses a stateless payload from the server; null for anything that is not one of ours. */
export function parseSyncMessage(payload: string): SyncMessage | null {
  try {
    const value = JSON.parse(payload) as Partial<SyncMessage> | null;
    if (value?.type === ROLE_MESSAGE || value?.type === REFUSED_MESSAGE) return value as SyncMessage;
  } catch {
    /* not JSON */
  }
  return null;
}
