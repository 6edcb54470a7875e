import { describe, expect, it } from 'vitest';
import { formatBytes, formatRelativeDate } from './workspaceFormat';

// Local times: the calendar rules (« hier ») follow the user’s day, whatever the machine’s time zone.
const at = (day: number, hours: number, minutes = 0) => new Date(2026, 2, day, hours, minutes);
const now = at(12, 15, 30);

describe('formatRelativeDate', () => {
  it('says « à l’instant » under a minute, and for a date in the future', () => {
    expect(formatRelativeDate(new Date(now.getTime() - 59_000), now)).toBe('à l’instant');
    expect(formatRelativeDate(new Date(now.getTime() + 5_000), now)).toBe('à l’instant');
  });

  it('counts minutes, then hours, on the same day', () => {
    expect(formatRelativeDate(at(12, 15, 29), now)).toBe('il y a 1 minute');
    expect(formatRelativeDate(at(12, 14, 35), now)).toBe('il y a 55 minutes');
    expect(formatRelativeDate(at(12, 14, 30), now)).toBe('il y a 1 heure');
    expect(formatRelativeDate(at(12, 0, 5), now)).toBe('il y a 15 heures');
  });

  it('says « hier » for the day before, even an hour ago', () => {
    expect(formatRelativeDate(at(11, 23, 59), at(12, 0, 30))).toBe('hier');
    expect(formatRelativeDate(at(11, 8), now)).toBe('hier');
  });

  it('counts days within a week, then gives the long date', () => {
    expect(formatRelativeDate(at(9, 10), now)).toBe('il y a 3 jours');
    expect(formatRelativeDate(at(6, 10), now)).toBe('il y a 6 jours');
    expect(formatRelativeDate(at(5, 10), now)).toBe('le 5 mars 2026');
    expect(formatRelativeDate(new Date(2025, 0, 1, 12), now)).toBe('le 1er janvier 2025');
  });
});

describe('formatBytes', () => {
  it('uses French units, a decimal comma and a narrow no-break space, in powers of 1,000', () => {
    expect(formatBytes(0)).toBe('0\u202fo');
    expect(formatBytes(850)).toBe('850\u202fo');
    expect(formatBytes(12_400)).toBe('12,4\u202fko');
    expect(formatBytes(3_250_000)).toBe('3,3\u202fMo');
    expect(formatBytes(1_200_000_000)).toBe('1,2\u202fGo');
  });
});
