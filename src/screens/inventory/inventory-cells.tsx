/** Cells the inventory tables share: an item by SKU and name, a quantity, a stock bucket. */
import { badge } from 'styled-system/recipes';
import { formatCount } from '../../components/format';
import { stockBucketLabels, type StockBucket } from '../../domain/stock';
import { ui } from '../../components/ui/styles';

export function ItemCell({ sku, name, id }: { sku?: string; name?: string; id?: number }) {
  if (!sku) return <span className={ui.muted}>{id ? `#${id}` : '—'}</span>;
  return (
    <span className={ui.columnShrink}>
      <span className={ui.mediumNowrap}>{sku}</span>
      {name && <span className={ui.mutedSmall}>{name}</span>}
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
  if (value === null || value === undefined) return <span className={ui.muted}>—</span>;
  const text = `${signed && value > 0 ? '+' : ''}${formatCount(value)}`;
  return <span className={value === 0 ? ui.muted : undefined}>{text}</span>;
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
