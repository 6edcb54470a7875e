/**
 * What the sync server tells one client besides the document itself, as Hocuspocus stateless messages (a JSON string
 * the provider emits as `stateless`). Every message has a `type`; a client ignores the types it does not know.
 *
 * - `{ type: 'metr:role', role, readOnly }` right after the connection is established: the role the server applies,
 *   so the screen disables what the role cannot do (a « lecteur » is also told by the authentication answer, whose
 *   scope is `read-only`). Sent again, with a French `message` to show, when an économiste changes the person's role
 *   while they are connected (a lowered role to « lecteur » makes the connection read-only at once, on every
 *   instance).
 * - `{ type: 'metr:closed', reason, message }` just before the server closes the connection for a reason the person
 *   must be told: their access was revoked (`access-revoked`) or the project was deleted (`project-deleted`). The
 *   provider then gets the close with the same reason; nothing local is lost, and the project stays readable in the
 *   browser.
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
export const CLOSED_MESSAGE = 'metr:closed';

export interface RoleMessage {
  type: typeof ROLE_MESSAGE;
  role: ProjectRole;
  readOnly: boolean;
  /** Only when the role changed during the connection: what to tell the person (French). */
  message?: string;
}

export interface RefusedMessage {
  type: typeof REFUSED_MESSAGE;
  reason: RefusalReason;
  message: string;
}

/** Reasons given when the connection itself is refused (authentication answer) or closed. */
export type SyncCloseReason = 'no-access' | 'unknown-document' | 'unavailable' | 'access-revoked' | 'project-deleted';

export interface ClosedMessage {
  type: typeof CLOSED_MESSAGE;
  reason: SyncCloseReason;
  message: string;
}

export type SyncMessage = RoleMessage | RefusedMessage | ClosedMessage;

/** The role in force; `changed` when an économiste changed it during the connection (the message then says so). */
export function roleMessage(role: ProjectRole, changed = false): string {
  return JSON.stringify({
    type: ROLE_MESSAGE,
    role,
    readOnly: role === 'lecteur',
    ...(changed ? { message: serverFr.sync.roleChanged[role] } : {}),
  } satisfies RoleMessage);
}

export function closedMessage(reason: SyncCloseReason): string {
  return JSON.stringify({
    type: CLOSED_MESSAGE,
    reason,
    message: serverFr.sync.closed[reason],
  } satisfies ClosedMessage);
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
    if (value?.type === ROLE_MESSAGE || value?.type === REFUSED_MESSAGE || value?.type === CLOSED_MESSAGE) {
      return value as SyncMessage;
    }
  } catch {
    /* not JSON */
  }
  return null;
}
