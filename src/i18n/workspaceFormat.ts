/**
 * French formats of the workspace's lists and settings: how long ago something changed, and how much space it takes.
 * `now` is always handed in, so a screen renders the same thing in a story, a test and the app.
 */
import { formatLongDate, interpolate } from './format';
import { shellFr } from './projects.fr';

const relative = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' });

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const WEEK_DAYS = 7;

/** Calendar days from `date` to `now`, in the local time zone (so « hier » means the day before, not 24 hours). */
function calendarDaysBetween(date: Date, now: Date): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(now) - day(date)) / (24 * HOUR_MS));
}

/**
 * « à l’instant », « il y a 5 minutes », « il y a 3 heures » (same day), « hier », « il y a 3 jours », then
 * « le 12 mars 2026 ». A date in the future (another tab’s clock) reads « à l’instant ».
 */
export function formatRelativeDate(date: Date, now: Date): string {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return shellFr.dates.justNow;
  const days = calendarDaysBetween(date, now);
  if (days === 0) {
    return elapsed < HOUR_MS
      ? relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute')
      : relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  }
  if (days < WEEK_DAYS) return relative.format(-days, 'day');
  return interpolate(shellFr.dates.onDate, { date: formatLongDate(date) });
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
const formatters = UNITS.map(
  (unit) => new Intl.NumberFormat('fr-FR', { style: 'unit', unit, maximumFractionDigits: unit === 'byte' ? 0 : 1 }),
);

/** « 850 o », « 12,4 ko », « 1,2 Go »: powers of 1,000, as the size budgets count them. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1000 && index < UNITS.length - 1) {
    value /= 1000;
    index += 1;
  }
  return (formatters[index] ?? formatters[0])?.format(value) ?? String(bytes);
}
