import type { CadErrorCode } from '../../src/domain/cad/types.ts';

/**
 * The API's only log line: request id, status and a reason code. Never a submitted value, address, IP or token —
 * server/api/handler.test.ts captures every line and checks it.
 */
export type ReasonCode =
  | 'registered'
  | 'resent'
  | 'already_registered'
  | 'honeypot'
  | 'method_not_allowed'
  | 'preflight'
  | 'cross_site'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'malformed_json'
  | 'invalid_fields'
  | 'rate_limited_ip'
  | 'mail_failed'
  | 'confirm_form'
  | 'confirmed'
  | 'already_confirmed'
  | 'token_expired'
  | 'token_unknown'
  | 'not_found'
  | 'bad_request'
  | 'client_aborted'
  | 'internal_error'
  /** POST /api/cad/dwg (server/cad/route.ts): converted, or refused with a CadErrorCode. */
  | 'dwg_converted'
  | `dwg_${CadErrorCode}`
  /** Accounts, firms and roles (server/accounts/handler.ts). */
  | 'link_requested'
  | 'token_used'
  | 'signed_in'
  | 'signed_out'
  | 'bad_credentials'
  | 'rate_limited_account'
  | 'password_set'
  | 'unauthenticated'
  | 'forbidden_role'
  | 'no_firm'
  | 'conflict'
  | 'created'
  | 'ok'
  | 'member_added'
  | 'member_removed'
  | 'role_changed'
  | 'project_deleted'
  | 'sync_token'
  /** The account's own data (RGPD). */
  | 'account_exported'
  | 'account_deleted'
  | 'sole_economiste'
  | 'registration_erase_failed'
  /** Plans' blobs (server/blobs/route.ts). */
  | 'blob_stored'
  | 'blob_served'
  | 'blob_invalid_hash'
  | 'blob_hash_mismatch'
  | 'blob_too_large'
  | 'blob_quota'
  | 'blob_collected'
  | 'length_required';

export interface LogEntry {
  requestId: string;
  status: number;
  reason: ReasonCode;
}

export interface Logger {
  log(entry: LogEntry): void;
}

export const consoleLogger: Logger = {
  log({ requestId, status, reason }) {
    const line = JSON.stringify({ at: new Date().toISOString(), requestId, status, reason });
    if (status >= 500) console.error(line);
    else console.info(line);
  },
};
