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
  | `dwg_${CadErrorCode}`;

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
