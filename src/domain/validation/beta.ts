/**
 * Beta registration payload (spec §3, §5 "Beta registration"), shared by the /register page and the API
 * (server/api): the browser and the server parse with the same rules, so a payload the page accepts is never refused
 * by the server for a rule the visitor could not see.
 *
 * Hardened beyond the spec's "all four fields required": every value is trimmed and length-limited, and no field may
 * hold a control character — CR and LF above all, since the email address ends up in mail headers (Reply-To, To) and
 * the names in mail bodies. The email pattern is stricter than the sign-up one: no comma, quote or angle bracket, so
 * one field can never become several recipients.
 */
import { z } from './z';

export interface BetaRegistrationMessages {
  allFieldsRequired: string;
  tooLong: string;
  invalidCharacters: string;
  phoneInvalid: string;
  emailInvalid: string;
  unknownField: string;
}

/** Limits (characters, after trimming). 254 is the longest address SMTP can carry (RFC 5321 path minus brackets). */
export const BETA_LIMITS = { name: 100, phone: 30, email: 254, emailLocalPart: 64, honeypot: 200 } as const;

/** The honeypot's field name: the page renders it visually hidden, aria-hidden and out of the tab order. */
export const BETA_HONEYPOT_FIELD = 'website';

/** C0 controls (CR, LF, NUL, tab…), DEL and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u2028\u2029]/;

/**
 * Phone numbers, once spaces, dots, hyphens and a French trunk "(0)" are removed: a French national number
 * (0 then 9 digits, not 00), a French number with its country code (+33 or 0033, no trunk 0), or any international
 * number in E.164 (+ or 00, country code not starting with 0, 8 to 15 digits in all).
 */
const PHONE_PATTERN = /^(?:0[1-9]\d{8}|(?:\+|00)33[1-9]\d{8}|(?:\+|00)[1-9]\d{7,14})$/;

export function normalizePhone(value: string): string {
  return value.replace(/\(0\)/g, '').replace(/[\s.\-()]/g, '');
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(normalizePhone(value));
}

/**
 * A dot-atom local part (no quoted strings, no comments) and a domain of at least two labels; Unicode letters are
 * allowed in the domain (IDN). Mail transports then receive a single plain address.
 */
const EMAIL_STRICT =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}$/u;

export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  return value.length <= BETA_LIMITS.email && at > 0 && at <= BETA_LIMITS.emailLocalPart && EMAIL_STRICT.test(value);
}

/** The key an address is known by: case-insensitive, as every real mailbox provider treats it. */
export function emailKey(value: string): string {
  return value.trim().toLowerCase();
}

function safeText(messages: BetaRegistrationMessages, max: number) {
  // Control characters are refused before trimming: "Durand\r\n" is an injection attempt, not a typo to tidy up.
  // The check comes first so a CR/LF attempt gets the message that explains the refusal.
  return z
    .string({ error: messages.allFieldsRequired })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: messages.invalidCharacters, abort: true })
    .trim()
    .min(1, { error: messages.allFieldsRequired, abort: true })
    .refine((value) => value.length <= max, { error: messages.tooLong, abort: true });
}

export function createBetaRegistrationSchema(messages: BetaRegistrationMessages) {
  return z.strictObject(
    {
      nom: safeText(messages, BETA_LIMITS.name),
      prenom: safeText(messages, BETA_LIMITS.name),
      tel: safeText(messages, BETA_LIMITS.phone).refine(isValidPhone, { error: messages.phoneInvalid }),
      mail: safeText(messages, BETA_LIMITS.email).refine(isValidEmail, { error: messages.emailInvalid }),
      // Humans leave it empty; the server answers a filled one with the usual success and does nothing else.
      [BETA_HONEYPOT_FIELD]: z
        .string({ error: messages.invalidCharacters })
        .max(BETA_LIMITS.honeypot, { error: messages.tooLong })
        .optional(),
    },
    { error: messages.unknownField },
  );
}

export type BetaRegistrationValues = z.infer<ReturnType<typeof createBetaRegistrationSchema>>;
