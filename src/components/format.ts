/** How dates, instants and counts read on every screen (en-US, as the rest of the product). */

/** A calendar day ('YYYY-MM-DD') reads the same everywhere: formatted in UTC. */
export const formatDay = (value: string | null | undefined) =>
  value
    ? new Date(value).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        ...(/^\d{4}-\d{2}-\d{2}$/.test(value) ? { timeZone: 'UTC' } : {}),
      })
    : '—';

/** An instant with its time of day, in the browser's time zone; '—' when there is none. */
export const formatInstant = (value: string | null | undefined) =>
  value
    ? new Date(value).toLocaleString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : '—';

const count = new Intl.NumberFormat('en-US');
/** A whole number with thousands separators ('1,200'). */
export const formatCount = (n: number) => count.format(n);
