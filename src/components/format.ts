/**
 * How dates, instants and counts read on every screen (en-US, as the rest of the product).
 *
 * Every date and time is shown in the signed-in user's timezone (spec §9: the stored hour offset,
 * −6 by default, one hour more while US daylight saving is in force), never the browser's. The
 * session sets the zone (`setDisplayTimezone`, from `AppActorsProvider`); screens only call the
 * formatters below. A calendar day ('YYYY-MM-DD') is that day everywhere: it never shifts.
 */
import { effectiveTimezoneOffset, formatOffset } from '../domain/timezone';

const HOUR = 3_600_000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

let storedOffset: number | null = null;

/** The signed-in user's stored hour offset (null: the default zone). Set by the session only. */
export function setDisplayTimezone(stored: number | null | undefined) {
  storedOffset = stored ?? null;
}

type DateInput = string | number | Date;
const millis = (value: DateInput) =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/** The user's hour offset in force at an instant (daylight saving is decided by that instant). */
const offsetAt = (at: DateInput = Date.now()) => effectiveTimezoneOffset(storedOffset, new Date(millis(at)));

/** The user's zone named at an instant (now by default): 'UTC−06:00'. */
export const formatZone = (at: DateInput | null | undefined = Date.now()) =>
  formatOffset(offsetAt(at ?? Date.now()));

/**
 * The user's wall clock at `value` as a Date read in UTC: an instant is moved by the user's offset;
 * a calendar day is midnight of that day. Null when the value is no date.
 */
function wallClock(value: DateInput): Date | null {
  if (typeof value === 'string' && DAY_ONLY.test(value)) return new Date(`${value}T00:00:00Z`);
  const t = millis(value);
  return Number.isNaN(t) ? null : new Date(t + offsetAt(t) * HOUR);
}

const inUtc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
const day = inUtc({ year: 'numeric', month: 'short', day: 'numeric' });
const dayThisYear = inUtc({ month: 'short', day: 'numeric' });
const instant = inUtc({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const instantThisYear = inUtc({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const time = inUtc({ hour: 'numeric', minute: '2-digit' });
const longDay = inUtc({ weekday: 'long', month: 'long', day: 'numeric' });
const weekday = inUtc({ weekday: 'short', month: 'short', day: 'numeric' });

const show =
  (format: (d: Date) => string) =>
  (value: DateInput | null | undefined): string => {
    if (value === null || value === undefined || value === '') return '—';
    const d = wallClock(value);
    return d ? format(d) : String(value);
  };

/** A day: 'Dec 1, 2026'; an instant is read as its day in the user's timezone. '—' when none. */
export const formatDay = show((d) => day.format(d));

/** An instant with its time of day in the user's timezone: 'Dec 1, 2026, 3:05 PM'. '—' when none. */
export const formatInstant = show((d) => instant.format(d));

/** The time of day of an instant in the user's timezone: '3:05 PM'. */
export const formatTime = show((d) => time.format(d));

/** A day spelled out, for headings: 'Tuesday, December 1'. */
export const formatLongDay = show((d) => longDay.format(d));

/** A short day, for chart labels: 'Mar 5'. */
export const formatShortDay = show((d) => dayThisYear.format(d));

/** A short day with its weekday: 'Tue, Mar 5'. */
export const formatWeekday = show((d) => weekday.format(d));

/** An instant with its zone named, for tooltips and detail headers: 'Dec 1, 2026, 3:05 PM UTC−06:00'. */
export const formatInstantZoned = (value: DateInput | null | undefined) =>
  value === null || value === undefined || value === ''
    ? '—'
    : `${formatInstant(value)} ${formatZone(value)}`;

/** The user's calendar day ('YYYY-MM-DD') of an instant, now by default. */
export const userDay = (at: DateInput = Date.now()) =>
  new Date(millis(at) + offsetAt(at) * HOUR).toISOString().slice(0, 10);

/**
 * The instant a calendar day ('YYYY-MM-DD') begins in the user's timezone, as ISO 8601 (a hold that
 * lets go on a day lets go at its midnight where the user is, not where the browser is). Null when no
 * day. The offset is the one in force at that midnight, so daylight saving follows the day.
 */
export function userDayStart(value: string | null | undefined): string | null {
  if (!value || !DAY_ONLY.test(value)) return null;
  const midnight = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(midnight)) return null;
  const guess = midnight - offsetAt(midnight) * HOUR;
  return new Date(midnight - offsetAt(guess) * HOUR).toISOString();
}

const sameYearAsNow = (d: Date) => d.getUTCFullYear() === Number(userDay().slice(0, 4));

/** For dense lists: 'Mar 5, 2:14 PM', with the year only when it is not this year. Null when none. */
export function formatListInstant(value: DateInput | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const d = wallClock(value);
  if (!d) return String(value);
  return (sameYearAsNow(d) ? instantThisYear : instant).format(d);
}

const count = new Intl.NumberFormat('en-US');
/** A whole number with thousands separators ('1,200'). */
export const formatCount = (n: number) => count.format(n);

const measured = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
/** An exact quantity, up to six decimals ('0.125', '1,200'): manufacturing requirements. */
export const formatQuantity = (n: number) => measured.format(n);

/** A title inside a sentence: 'API Logs' → 'API logs', 'Order Tags' → 'order tags' (acronyms kept). */
export const inSentence = (title: string) =>
  title
    .split(' ')
    .map((word) => (/^[A-Z0-9]{2,}s?$/.test(word) ? word : word.toLowerCase()))
    .join(' ');

/** A count with its noun: '1 line', '2 lines', '1,200 units' (pass the plural when it is not +s). */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;
