/**
 * What a stored value must be to be read safely, shared by the backup check (src/db/backupCheck.ts), which refuses a
 * row that breaks it, and the screens' readers (./projects/readable.ts), which show such a row as damaged when an
 * older version left one in the database.
 */

/** Characters of a name, label or title: the forms allow 200 at most; older rows and imports get a wide margin. */
export const STORED_NAME_MAX = 2_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** A date-time as the app writes it (`toISOString()`), or any ISO 8601 date-time or date that parses. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && ISO_DATE.test(value) && Number.isFinite(Date.parse(value));
}

/** Characters of a name or a detail a list row shows; the row holds the whole text, the list only its start. */
export const DISPLAY_TEXT_MAX = 200;

/** A text cut to `max` characters (an ellipsis marks the cut); undefined for anything that is not a string. */
export function displayText(value: unknown, max = DISPLAY_TEXT_MAX): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Cut before trimming: trimming 20 MB first would copy it.
  const start = value.length > max + 1 ? `${value.slice(0, max).trimEnd()}…` : value;
  return start.trim();
}
