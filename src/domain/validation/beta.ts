/**
 * Beta registration payload (nom, prenom, tel, mail), shared by the /register page and the API
 * (server/api): the browser and the server parse with the same rules, so a payload the page accepts is never refused
 * by the server for a rule the visitor could not see.
 *
 * Beyond "all four fields required": every value is trimmed and length-limited, and no field may
 * hold a control or invisible character — CR and LF above all, since the email address ends up in mail headers
 * (Reply-To, To) and the names in mail bodies, the team's terminal and the CSV export. Names are letters (any
 * script, with their accents) joined by spaces, apostrophes, dots and hyphens, and never carry a link (a web or
 * email address, a domain name: see nameCarriesLink); a phone number is digits and
 * `+ . - ( )` only. The email pattern is stricter than the sign-up one: no comma, quote or angle bracket, so one
 * field can never become several recipients.
 */
import { z } from './z';

export interface BetaRegistrationMessages {
  allFieldsRequired: string;
  tooLong: string;
  invalidCharacters: string;
  nameInvalid: string;
  /** A name holding a web address, an email address or a domain name. */
  nameLink: string;
  phoneInvalid: string;
  emailInvalid: string;
  unknownField: string;
}

/** Limits (characters, after trimming). 254 is the longest address SMTP can carry (RFC 5321 path minus brackets). */
export const BETA_LIMITS = { name: 100, phone: 30, email: 254, emailLocalPart: 64, honeypot: 200 } as const;

/** The honeypot's field name: the page renders it visually hidden, aria-hidden and out of the tab order. */
export const BETA_HONEYPOT_FIELD = 'website';

/**
 * Characters no field may hold, because a terminal, a spreadsheet or a mail client would obey them or show nothing
 * for them: controls (C0 with CR, LF, NUL and tab; DEL; C1 such as U+0085 NEL and U+009B CSI, which terminals
 * execute), format characters (bidirectional overrides and isolates U+202A–U+202E and U+2066–U+2069, zero-width
 * U+200B–U+200D and U+2060, the BOM U+FEFF, the soft hyphen), lone surrogates, private-use characters, the line and
 * paragraph separators, and the letters and marks that draw nothing (Hangul fillers, the combining grapheme joiner,
 * variation selectors, Mongolian free variation selectors, Khmer inherent vowels).
 */
export const UNSAFE_CHARACTERS =
  // Listing combining marks in a class is the point here (each is refused alone), not a misread grapheme.
  // eslint-disable-next-line no-misleading-character-class
  /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/u;

/** A name: letters of any script with their combining accents, joined by spaces, apostrophes, dots and hyphens. */
const NAME_PATTERN = /^[ '’.-]*\p{L}\p{M}*(?:\p{L}\p{M}*|[ '’.-])*$/u;

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/**
 * What makes a link of a name: an email address (« a@b.c »), a scheme (« http:// », « https:x »), « www » as a word,
 * or a dot followed at once by two letters (« arnaque.fr », « .fr »). The names end up in mails and lists that
 * people read, where a link typed into a form would pass for ours. No written name has a dot glued to the next word:
 * initials and abbreviations keep a space, a hyphen or a single letter after it (« J.-P. », « St. Pierre », « J.P. »).
 */
const LINK_IN_NAME = /[^\s@]@[^\s@]|(?:https?|ftp):|:\/\/|(?:^|[^\p{L}])www(?:[^\p{L}]|$)|\.\p{L}{2}/iu;

export function nameCarriesLink(value: string): boolean {
  return LINK_IN_NAME.test(value);
}

/**
 * The only characters a stored phone number holds. None of them can name a function, a cell reference or a DDE
 * command, so a phone cell in the CSV export is written unchanged even when it starts with `+` (see server/cli).
 */
export const PHONE_CHARACTERS = /^[0-9 +.()-]+$/;

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
  return PHONE_CHARACTERS.test(value) && PHONE_PATTERN.test(normalizePhone(value));
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

function safeText(messages: BetaRegistrationMessages, max: number) {
  // Unsafe characters are refused before trimming: "Durand\r\n" is an injection attempt, not a typo to tidy up.
  // The check comes first so a CR/LF attempt gets the message that explains the refusal.
  return z
    .string({ error: messages.allFieldsRequired })
    .refine((value) => !UNSAFE_CHARACTERS.test(value), { error: messages.invalidCharacters, abort: true })
    .trim()
    .min(1, { error: messages.allFieldsRequired, abort: true })
    .refine((value) => value.length <= max, { error: messages.tooLong, abort: true });
}

/** A name: no link (its own message, checked first so « a@b.c » is told why), then letters and their joiners. */
function nameText(messages: BetaRegistrationMessages) {
  return safeText(messages, BETA_LIMITS.name)
    .refine((value) => !nameCarriesLink(value), { error: messages.nameLink, abort: true })
    .refine(isValidName, { error: messages.nameInvalid });
}

export function createBetaRegistrationSchema(messages: BetaRegistrationMessages) {
  return z.strictObject(
    {
      nom: nameText(messages),
      prenom: nameText(messages),
      tel: safeText(messages, BETA_LIMITS.phone)
        // The no-break spaces French typography puts in a number (as in the field's own example) are plain spaces.
        .overwrite((value) => value.replace(/[\u00a0\u202f]/g, ' '))
        .refine(isValidPhone, { error: messages.phoneInvalid }),
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
