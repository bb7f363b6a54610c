/** Cells the inventory tables share: an item by SKU and name, a quantity, a stock bucket. */
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { stockBucketLabels, type StockBucket } from '../../domain/stock';

const count = new Intl.NumberFormat('en-US');

export function ItemCell({ sku, name, id }: { sku?: string; name?: string; id?: number }) {
  if (!sku) return <span className={css({ color: 'fg.muted' })}>{id ? `#${id}` : '—'}</span>;
  return (
    <span className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
      <span className={css({ fontWeight: 'medium', whiteSpace: 'nowrap' })}>{sku}</span>
      {name && <span className={css({ color: 'fg.muted', fontSize: '13px' })}>{name}</span>}
    </span>
  );
}

/** A whole quantity; zero reads muted so the numbers that matter stand out. */
export function QuantityCell({
  value,
  signed = false,
}: {
  value: number | null | undefined;
  signed?: boolean;
}) {
  if (value === null || value === undefined) return <span className={css({ color: 'fg.muted' })}>—</span>;
  const text = `${signed && value > 0 ? '+' : ''}${count.format(value)}`;
  return <span className={value === 0 ? css({ color: 'fg.muted' }) : undefined}>{text}</span>;
}

const bucketTone: Record<StockBucket, 'success' | 'warning' | 'danger' | 'accent'> = {
  available: 'success',
  quarantine: 'warning',
  damaged: 'danger',
  in_transit: 'accent',
};

export function BucketBadge({ bucket }: { bucket: string }) {
  const known = bucket in stockBucketLabels ? (bucket as StockBucket) : null;
  return (
    <span className={badge({ tone: known ? bucketTone[known] : 'neutral' })}>
      {known ? stockBucketLabels[known] : bucket}
    </span>
  );
}

export const formatDay = (value: string | null | undefined) =>
  value
    ? new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : '—';

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
