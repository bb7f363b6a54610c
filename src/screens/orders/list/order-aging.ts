/** How long an order has been waiting since it was placed, as a list reads it: '45 min', '5 h', '3 d'. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function agingLabel(since: string | Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(since).getTime());
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h`;
  return `${Math.floor(elapsed / DAY)} d`;
}

/** Statuses whose clock has stopped: their age is history, not a backlog. */
const FINISHED = new Set(['shipped', 'cancelled', 'Shipped', 'Cancelled']);

/** An open order older than two days is late for a back office that ships in 48 hours. */
export function isLate(since: string | Date, status: string, now: Date = new Date()): boolean {
  return !FINISHED.has(status) && now.getTime() - new Date(since).getTime() > 2 * DAY;
}

export const isFinished = (status: string) => FINISHED.has(status);
