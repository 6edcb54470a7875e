/** Building blocks shared by the form schemas. Messages always come from the caller (domain has no UI copy). */
import { z } from './z';

/** "text, at sign, text, dot, text" — deliberately loose; the real check is the confirmation email. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A trimmed text that must not be empty. A missing or non-string value gets the same message: for the user it is
 * the same mistake. `abort` stops later rules, so an empty field shows "required", never a format message.
 */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** A trimmed text of at least `length` characters, with one message for missing and too short. */
export function minText(length: number, message: string) {
  return z.string({ error: message }).trim().min(length, { error: message, abort: true });
}

/** Required, then EMAIL_PATTERN: the first failing rule gives the message. */
export function emailText(messages: { required: string; invalid: string }) {
  return requiredText(messages.required).regex(EMAIL_PATTERN, { error: messages.invalid });
}

/** An optional trimmed text (of at most `max` characters, when given); an empty field counts as absent. */
export function optionalText(max?: number, tooLong?: string) {
  const text = z.string().trim();
  return (max === undefined ? text : text.max(max, { error: tooLong }))
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}
