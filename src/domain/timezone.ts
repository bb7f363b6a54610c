/**
 * Timezone helpers of spec §9: a user's timezone is a numeric hour offset; the default is -6, or -5
 * while daylight saving is in force (US rules: second Sunday of March to first Sunday of November),
 * and a user's stored offset is adjusted by +1 in daylight saving.
 */

const DEFAULT_TIMEZONE_OFFSET = -6;

/** Whether US daylight saving time is in force at `date` (02:00 local standard time switch, in UTC). */
export function isUsDaylightSaving(date: Date): boolean {
  const year = date.getUTCFullYear();
  const nthSunday = (month: number, n: number) => {
    const first = new Date(Date.UTC(year, month, 1));
    const offset = (7 - first.getUTCDay()) % 7;
    return 1 + offset + (n - 1) * 7;
  };
  // Transitions happen at 02:00 Central (the default zone): 08:00 UTC in March, 07:00 UTC in November.
  const start = Date.UTC(year, 2, nthSunday(2, 2), 8);
  const end = Date.UTC(year, 10, nthSunday(10, 1), 7);
  const t = date.getTime();
  return t >= start && t < end;
}

/** The hour offset in force for a user whose stored offset is `stored` (null: the default zone). */
export function effectiveTimezoneOffset(stored: number | null | undefined, now = new Date()): number {
  const base = stored ?? DEFAULT_TIMEZONE_OFFSET;
  return isUsDaylightSaving(now) ? base + 1 : base;
}

/** An hour offset as the zone's name: −6 → 'UTC−06:00', 3 → 'UTC+03:00'. */
export const formatOffset = (offset: number) =>
  `UTC${offset < 0 ? '−' : '+'}${String(Math.abs(offset)).padStart(2, '0')}:00`;

/** The offsets a user can choose from, with readable labels. */
export const timezoneChoices: readonly { value: number; label: string }[] = Array.from(
  { length: 27 },
  (_, i) => {
    const value = i - 12;
    return { value, label: formatOffset(value) };
  },
);

const HOUR_MS = 3_600_000;

/** The calendar day ('YYYY-MM-DD') it is at `now` for a user whose stored offset is `stored`. */
export function dayInZone(stored: number | null | undefined, now = new Date()): string {
  const wall = new Date(now.getTime() + effectiveTimezoneOffset(stored, now) * HOUR_MS);
  return wall.toISOString().slice(0, 10);
}

/**
 * The instant a day typed without a time means for a user (ISO 8601): now when it is the user's
 * today (the order was created now), otherwise the start of that day in the user's zone, so the day
 * reads the same wherever it is shown in that zone. Null for no day.
 */
export function dayToInstant(
  day: string | null | undefined,
  stored: number | null | undefined,
  now = new Date(),
): string | null {
  if (!day) return null;
  if (day === dayInZone(stored, now)) return now.toISOString();
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(midnightUtc)) return null;
  // Daylight saving is decided by that day, not by today.
  const offset = effectiveTimezoneOffset(stored, new Date(midnightUtc + 12 * HOUR_MS));
  return new Date(midnightUtc - offset * HOUR_MS).toISOString();
}
