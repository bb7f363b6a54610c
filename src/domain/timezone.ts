/**
 * Timezone helpers of spec §9: a user's timezone is a numeric hour offset; the default is -6, or -5
 * while daylight saving is in force (US rules: second Sunday of March to first Sunday of November),
 * and a user's stored offset is adjusted by +1 in daylight saving.
 */

export const DEFAULT_TIMEZONE_OFFSET = -6;

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

/** The offsets a user can choose from, with readable labels. */
export const timezoneChoices: readonly { value: number; label: string }[] = Array.from(
  { length: 27 },
  (_, i) => {
    const value = i - 12;
    const sign = value < 0 ? '−' : '+';
    return { value, label: `UTC${sign}${String(Math.abs(value)).padStart(2, '0')}:00` };
  },
);
