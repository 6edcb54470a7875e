/**
 * The beta-registration API's contract: where the /register page posts, and the shape of what the server answers.
 * server/api/handler.ts implements it and src/routes/RegisterRoute.tsx reads it; the payload's schema is beta.ts.
 */

export const BETA_REGISTER_PATH = '/api/emails/register';
export const BETA_CONFIRM_PATH = '/api/emails/confirm';

/** The machine-readable reason of a refusal; `message` carries the French words for a person. */
export type BetaErrorCode =
  | 'method_not_allowed'
  | 'forbidden_origin'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'malformed_json'
  | 'invalid_fields'
  | 'too_many_requests'
  | 'not_found'
  | 'client_aborted'
  | 'internal_error';

export interface BetaSuccessBody {
  readonly ok: true;
  readonly message: string;
}

export interface BetaErrorBody {
  readonly error: BetaErrorCode;
  readonly message: string;
  /** 400: one message per refused field, keyed by the payload's field names (an unknown key under its own name). */
  readonly fields?: Readonly<Record<string, string>>;
  /** 429: seconds to wait, also sent as the Retry-After header. */
  readonly retryAfter?: number;
}

export type BetaResponseBody = BetaSuccessBody | BetaErrorBody;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The messages of a 400's `fields` for the given fields only, each a non-empty string; anything else is ignored. */
export function readFieldErrors<F extends string>(body: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const found = isRecord(body) && isRecord(body.fields) ? body.fields : {};
  const errors: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = found[field];
    if (typeof message === 'string' && message) errors[field] = message;
  }
  return errors;
}

/** A 429's wait in whole seconds: the body's `retryAfter`, else the Retry-After header, else `fallback`. */
export function readRetryAfterSeconds(body: unknown, retryAfterHeader: string | null, fallback = 60): number {
  const fromBody = isRecord(body) ? Number(body.retryAfter) : NaN;
  const seconds = Number.isFinite(fromBody) && fromBody > 0 ? fromBody : Number(retryAfterHeader);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : fallback;
}
