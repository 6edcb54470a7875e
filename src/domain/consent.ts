/**
 * Cookie consent (CNIL guidelines of 17 September 2020): the stored choice, its validity and the analytics vendor's
 * fixed facts. Pure: no React, no storage access — src/state/consent.ts reads and writes localStorage.
 *
 * The choice is kept in localStorage under 'metr-consent' as {value, at, version}. A refusal is remembered 6 months
 * and a consent 13 months (CNIL: a refusal must be kept at least as long as a consent would be asked again; 13 months
 * is the longest a consent may last); past that, or when the entry is unreadable, the visitor is asked again.
 */
export const CONSENT_STORAGE_KEY = 'metr-consent';
export const CONSENT_VERSION = 1;

export type ConsentValue = 'granted' | 'denied';

export interface StoredConsent {
  value: ConsentValue;
  /** When the choice was made, ISO 8601 in UTC (Date.prototype.toISOString). */
  at: string;
  version: typeof CONSENT_VERSION;
}

/** How long a choice is remembered, in calendar months. */
export const CONSENT_LIFETIME_MONTHS: Readonly<Record<ConsentValue, number>> = { granted: 13, denied: 6 };

// UTC ISO 8601 as Date.prototype.toISOString writes it. Checked by hand rather than with zod: the banner is on every
// public page, and zod would add ~23 KB gzip to the landing's initial JavaScript for these three fields.
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Adds calendar months in UTC, clamping to the last day of a shorter month (31 August + 6 months = 28 or 29 February),
 * so a choice never lasts longer than the stated number of months.
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function createStoredConsent(value: ConsentValue, now: Date): StoredConsent {
  return { value, at: now.toISOString(), version: CONSENT_VERSION };
}

/** The entry as stored, or null when it is missing, not JSON, of another version or of the wrong shape. */
export function parseStoredConsent(raw: string | null | undefined): StoredConsent | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(json)) return null;
  const { value, at, version } = json;
  if (value !== 'granted' && value !== 'denied') return null;
  if (typeof at !== 'string' || !ISO_UTC.test(at) || Number.isNaN(Date.parse(at))) return null;
  if (version !== CONSENT_VERSION) return null;
  return { value, at, version };
}

/** The first instant at which the choice no longer holds. */
export function consentExpiresAt(stored: StoredConsent): Date {
  return addMonths(new Date(stored.at), CONSENT_LIFETIME_MONTHS[stored.value]);
}

/**
 * Valid from the moment it was made until just before it expires. A date in the future (a clock set back, an entry
 * edited by hand) is not trusted: asking again is the safe side.
 */
export function isConsentValid(stored: StoredConsent, now: Date): boolean {
  const at = new Date(stored.at).getTime();
  return at <= now.getTime() && now.getTime() < consentExpiresAt(stored).getTime();
}

/** The choice still in force, or null when the visitor has to be asked. */
export function currentConsent(raw: string | null | undefined, now: Date): ConsentValue | null {
  const stored = parseStoredConsent(raw);
  return stored && isConsentValid(stored, now) ? stored.value : null;
}

/**
 * The session-recording vendor: Hotjar (Contentsquare), hosted in the EU. Shared by the loader
 * (src/app/analytics.ts) and the server's CSP (server/securityHeaders.ts), so both always name the same hosts.
 */
export const analyticsVendor = {
  name: 'Hotjar',
  snippetVersion: 6,
  scriptUrl: (id: string) => `https://static.hotjar.com/c/hotjar-${encodeURIComponent(id)}.js?sv=6`,
  /** The host the loader requests first (tests count requests to it). */
  scriptHost: 'static.hotjar.com',
  csp: {
    scriptSrc: ['https://static.hotjar.com', 'https://script.hotjar.com'],
    connectSrc: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    imgSrc: ['https://*.hotjar.com'],
  },
  /** Cookies and storage keys the vendor writes (_hjSessionUser_…, _hjSession_…, _hjTLDTest…). */
  storagePrefix: '_hj',
  /** Elements carrying this attribute are never captured, text included (Hotjar's suppression attribute). */
  suppressAttribute: 'data-hj-suppress',
  /** An id is digits for Hotjar; letters are accepted for test ids. It is written into HTML and a URL: no markup. */
  idPattern: /^[A-Za-z0-9-]{1,40}$/,
} as const;

export function isValidAnalyticsId(id: string | undefined | null): id is string {
  return typeof id === 'string' && analyticsVendor.idPattern.test(id);
}
