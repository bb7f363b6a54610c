/** An invoice's status as a badge in the lifecycle's label and tone, and its period as days. */
import { badge } from 'styled-system/recipes';
import { formatDay, formatShortDay } from '../../components/format';
import {
  invoiceStatusLabel,
  invoiceStatusTones,
  type InvoiceStatus,
} from '../../domain/vendor-invoice.lifecycle';

export function InvoiceStatusBadge({ status }: { status: string }) {
  const tone = invoiceStatusTones[status as InvoiceStatus] ?? 'neutral';
  return <span className={badge({ tone })}>{invoiceStatusLabel(status)}</span>;
}

/**
 * 'Oct 1 – Oct 31, 2026' (the year once when both days share it), 'Dec 1, 2025 – Jan 31, 2026',
 * one day alone;
 * '—' without a period (an uploaded invoice may have none).
 */
export function periodText(start: string | null, end: string | null) {
  if (!start && !end) return '—';
  if (start === end) return formatDay(start);
  const sameYear = start && end && start.slice(0, 4) === end.slice(0, 4);
  return `${sameYear ? formatShortDay(start) : formatDay(start)} – ${formatDay(end)}`;
}
