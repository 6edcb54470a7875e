import { describe, expect, it } from 'vitest';
import {
  addMonths,
  consentExpiresAt,
  createStoredConsent,
  currentConsent,
  isValidAnalyticsId,
  parseStoredConsent,
} from './consent';

const at = new Date('2025-01-15T10:00:00.000Z');
const stored = (value: 'granted' | 'denied', when = at) => JSON.stringify(createStoredConsent(value, when));
const ms = (iso: string) => new Date(iso);

describe('stored consent: parsing', () => {
  it('reads what it writes', () => {
    expect(parseStoredConsent(stored('granted'))).toEqual({ value: 'granted', at: at.toISOString(), version: 1 });
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '{granted'],
    ['JSON null', 'null'],
    ['an array', '["granted"]'],
    ['an unknown value', JSON.stringify({ value: 'yes', at: at.toISOString(), version: 1 })],
    ['another version', JSON.stringify({ value: 'granted', at: at.toISOString(), version: 2 })],
    ['no version', JSON.stringify({ value: 'granted', at: at.toISOString() })],
    ['a date that is not ISO', JSON.stringify({ value: 'granted', at: 'hier', version: 1 })],
    ['a numeric date', JSON.stringify({ value: 'granted', at: at.getTime(), version: 1 })],
  ])('a corrupted entry (%s) counts as no choice', (_name, raw) => {
    expect(parseStoredConsent(raw)).toBeNull();
    expect(currentConsent(raw, at)).toBeNull();
  });
});

describe('stored consent: expiry (fake clock)', () => {
  it('a refusal holds 6 months to the millisecond, then the visitor is asked again', () => {
    expect(consentExpiresAt(createStoredConsent('denied', at)).toISOString()).toBe('2025-07-15T10:00:00.000Z');
    expect(currentConsent(stored('denied'), at)).toBe('denied');
    expect(currentConsent(stored('denied'), ms('2025-07-15T09:59:59.999Z'))).toBe('denied');
    expect(currentConsent(stored('denied'), ms('2025-07-15T10:00:00.000Z'))).toBeNull();
  });

  it('a consent holds 13 months to the millisecond, then the visitor is asked again', () => {
    expect(consentExpiresAt(createStoredConsent('granted', at)).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(currentConsent(stored('granted'), ms('2026-02-15T09:59:59.999Z'))).toBe('granted');
    expect(currentConsent(stored('granted'), ms('2026-02-15T10:00:00.000Z'))).toBeNull();
  });

  it('a choice dated in the future is not trusted', () => {
    expect(currentConsent(stored('granted', ms('2025-01-15T10:00:00.001Z')), at)).toBeNull();
  });

  it('months are calendar months, clamped to the end of a shorter month', () => {
    expect(addMonths(ms('2025-08-31T12:00:00.000Z'), 6).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonths(ms('2027-08-31T12:00:00.000Z'), 6).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(addMonths(ms('2025-01-31T00:00:00.000Z'), 13).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonths(ms('2025-12-15T00:00:00.000Z'), 6).toISOString()).toBe('2026-06-15T00:00:00.000Z');
  });
});

describe('analytics id', () => {
  it.each([
    ['1234567', true],
    ['test123', true],
    ['', false],
    ['12 34', false],
    ['"><script>', false],
    [undefined, false],
  ])('%j valid: %s', (id, valid) => {
    expect(isValidAnalyticsId(id)).toBe(valid);
  });
});
