/**
 * Orders held too long open a support ticket (issue 19): how long each problem marker may hold an
 * order before it does. EXCEPTION_TICKET_HOURS (server/config.ts) overrides these, e.g.
 * "NOT_ENOUGH_INVENTORY=48,MISSING_SKU=4"; a marker at 0 or absent opens none.
 */
import { PROBLEM_MARKERS, type ProblemMarker } from '../order.lifecycle';

export type ExceptionTicketHours = Partial<Record<ProblemMarker, number>>;

export const DEFAULT_EXCEPTION_TICKET_HOURS: ExceptionTicketHours = {
  NOT_ENOUGH_INVENTORY: 48,
  MISSING_SKU: 4,
};

/** Parses "MARKER=hours,…"; throws a message naming the bad part. */
export function parseExceptionTicketHours(text: string): ExceptionTicketHours {
  const hours: ExceptionTicketHours = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [marker, value] = part.split('=').map((s) => s.trim());
    if (!marker || !(PROBLEM_MARKERS as readonly string[]).includes(marker))
      throw new Error(
        `EXCEPTION_TICKET_HOURS: "${marker}" is not a problem marker (${PROBLEM_MARKERS.join(', ')})`,
      );
    const n = Number(value);
    if (value === undefined || value === '' || !Number.isFinite(n) || n < 0)
      throw new Error(`EXCEPTION_TICKET_HOURS: ${marker} needs a number of hours, 0 or more`);
    hours[marker as ProblemMarker] = n;
  }
  return hours;
}

/** The knowledge-base tag of a marker's help pages. */
export const markerTag = (marker: string) => `marker:${marker}`;
