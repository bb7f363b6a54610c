/** The columns of the shipping tool's lists: what the tool says of a record, and its Dockhand mapping. */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { DateTimeText } from '../../components/data-table/date-time-text';
import type { DataColumn } from '../../components/data-table/data-table';
import { formatListInstant, formatQuantity } from '../../components/format';
import { ui } from '../../components/ui/styles';
import type { ShippingToolList, ShippingToolRows } from '../../domain/contracts/shipping-tool';
import { formatAmount } from '../../domain/money';

type Row<L extends ShippingToolList> = ShippingToolRows[L];

const swatch = css({
  display: 'inline-block',
  w: '3',
  h: '3',
  borderRadius: 'sm',
  borderWidth: '1px',
  borderColor: 'border',
  flexShrink: 0,
});

/** A colour as a swatch and its code. */
export function ColourCell({ color }: { color: string | null }) {
  if (!color) return <span className={ui.muted}>None</span>;
  return (
    <span className={ui.inlineRow}>
      <span className={swatch} style={{ background: color }} aria-hidden="true" />
      <span className={ui.code}>{color}</span>
    </span>
  );
}

const externalId = <L extends ShippingToolList>(): DataColumn<Row<L>> => ({
  id: 'externalId',
  header: 'Tool id',
  width: 80,
  cell: (r) => <span className={ui.code}>{r.externalId}</span>,
});

const name = <L extends ShippingToolList>(header: string): DataColumn<Row<L>> => ({
  id: 'name',
  header,
  minWidth: 150,
  maxWidth: 260,
  cell: (r) => <span className={ui.medium}>{r.name}</span>,
});

const status = <L extends ShippingToolList>(): DataColumn<Row<L>> => ({
  id: 'active',
  header: 'In the tool',
  width: 80,
  cell: (r) =>
    r.active ? (
      <span className={badge({ tone: 'success' })}>Active</span>
    ) : (
      <span className={badge({ tone: 'neutral' })}>Inactive</span>
    ),
});

const syncedAt = <L extends ShippingToolList>(): DataColumn<Row<L>> => ({
  id: 'syncedAt',
  header: 'Synced at',
  minWidth: 90,
  maxWidth: 110,
  cell: (r) => {
    const text = formatListInstant(r.syncedAt);
    return text ? <DateTimeText text={text} /> : <span className={ui.muted}>Never</span>;
  },
});

/** The columns of a list, with the mapping column (its picker) last. */
export function columnsOf<L extends ShippingToolList>(
  list: L,
  mapping: (row: Row<L>) => ReactNode,
): DataColumn<Row<L>>[] {
  const mapped: DataColumn<Row<L>> = {
    id: 'mapping',
    header: list === 'stores' ? 'Dockhand store' : list === 'products' ? 'Storefront product' : 'Order tag',
    minWidth: list === 'products' ? 260 : 220,
    cell: mapping,
  };
  if (list === 'stores') {
    const stores: DataColumn<Row<'stores'>>[] = [
      externalId(),
      name('Store'),
      { id: 'marketplace', header: 'Marketplace', width: 110, cell: (r) => r.marketplace ?? '—' },
      status(),
      syncedAt(),
    ];
    return [...(stores as DataColumn<Row<L>>[]), mapped];
  }
  if (list === 'products') {
    const products: DataColumn<Row<'products'>>[] = [
      externalId(),
      {
        id: 'name',
        header: 'Product and SKU',
        minWidth: 170,
        maxWidth: 260,
        cell: (r) => (
          <>
            <span className={ui.medium}>{r.name}</span>
            <span className={cx(ui.block, ui.mutedMonoCaption)}>{r.sku || 'No SKU'}</span>
          </>
        ),
      },
      {
        id: 'price',
        header: 'Price',
        width: 70,
        align: 'end',
        cell: (r) => (r.price === null ? '—' : formatAmount(r.price)),
      },
      {
        id: 'weightOz',
        header: 'Weight',
        width: 70,
        hiddenByDefault: true,
        align: 'end',
        cell: (r) => (r.weightOz === null ? '—' : `${formatQuantity(r.weightOz)} oz`),
      },
      status(),
      syncedAt(),
    ];
    return [...(products as DataColumn<Row<L>>[]), mapped];
  }
  const tags: DataColumn<Row<'tags'>>[] = [
    externalId(),
    name('Tag'),
    { id: 'color', header: 'Colour', width: 100, cell: (r) => <ColourCell color={r.color} /> },
    status(),
    syncedAt(),
  ];
  return [...(tags as DataColumn<Row<L>>[]), mapped];
}
