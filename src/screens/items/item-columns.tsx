import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import type { DataColumn } from '../../components/data-table/data-table';
import { TextLink } from '../../components/text-link';
import { inventoryStatuses } from '../../domain/resources/vendor-product.schema';
import { warehouseItemStatusLabel } from '../../domain/resources/reference';
import { stockFileColumns, type StockFigures } from '../../domain/vendor-product-file';
import { vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import { ITEMS_PATH, type VendorItem } from '../../api/items.api';
import { ui } from '../../components/ui/styles';
import { formatDay } from '../../components/format';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const muted = ui.muted;
const none = <span className={muted}>—</span>;

const stockTone = { 0: 'danger', 1: 'warning', 2: 'success' } as const;
const stockLabels = Object.fromEntries(inventoryStatuses.map((s) => [s.value, s.label])) as Record<
  number,
  string
>;

/** The stock level kept by the inventory module (out of stock, low, in stock). */
export function StockLevelBadge({ value }: { value: number }) {
  const tone = stockTone[value as keyof typeof stockTone] ?? 'neutral';
  return <span className={badge({ tone })}>{stockLabels[value] ?? String(value)}</span>;
}

export function ItemStatusBadge({ status }: { status: string }) {
  return (
    <span className={badge({ tone: status === 'active' ? 'success' : 'neutral' })}>
      {warehouseItemStatusLabel(status)}
    </span>
  );
}

const numberCell = (value: number | null | undefined, suffix = '') =>
  value === null || value === undefined ? none : `${quantity.format(value)}${suffix}`;

const stockColumn = (
  key: keyof StockFigures,
  header: string,
  hiddenByDefault = false,
): DataColumn<VendorItem> => ({
  id: `stock.${key}`,
  header,
  align: 'end',
  hiddenByDefault,
  cell: (row) =>
    row.stock ? (
      <span className={css({ fontWeight: key === 'available' ? 'semibold' : undefined })}>
        {quantity.format(row.stock[key])}
      </span>
    ) : (
      none
    ),
});

const price: DataColumn<VendorItem> = {
  id: 'wholesalePrice',
  header: 'Wholesale price',
  align: 'end',
  cell: (row) => (row.wholesalePrice === null ? none : money.format(row.wholesalePrice)),
};

/** The detailed view's extra columns: the stock figures first, then the item's measures. */
const detailColumns: DataColumn<VendorItem>[] = [
  ...stockFileColumns.map((c) => stockColumn(c.key, c.header, c.key === 'quarantine' || c.key === 'damaged')),
  price,
  { id: 'itemUnit', header: 'Unit', cell: (row) => row.itemUnit },
  { id: 'weight', header: 'Weight', align: 'end', cell: (row) => numberCell(row.weight) },
  {
    id: 'factoringPercentage',
    header: 'Factoring %',
    align: 'end',
    cell: (row) => numberCell(row.factoringPercentage, '%'),
  },
  {
    id: 'description',
    header: 'Description',
    hiddenByDefault: true,
    cell: (row) =>
      row.description ? (
        <span className={css({ display: 'block', maxW: '280px', truncate: true })} title={row.description}>
          {row.description}
        </span>
      ) : (
        none
      ),
  },
  {
    id: 'unitsPerBox',
    header: 'Units per box',
    align: 'end',
    hiddenByDefault: true,
    cell: (row) => numberCell(row.unitsPerBox),
  },
  {
    id: 'unitsPerPallet',
    header: 'Units per pallet',
    align: 'end',
    hiddenByDefault: true,
    cell: (row) => numberCell(row.unitsPerPallet),
  },
];

const listColumns: DataColumn<VendorItem>[] = [
  price,
  { id: 'itemUnit', header: 'Unit', cell: (row) => row.itemUnit, hiddenByDefault: true },
  {
    id: 'createdAt',
    header: 'Created',
    sortKey: 'createdAt',
    hiddenByDefault: true,
    cell: (row) => <span className={muted}>{formatDay(row.createdAt)}</span>,
  },
];

/**
 * The Vendor Items columns; the detailed view adds the item's stock over every warehouse the user may
 * see, and its measures. `canOpen`: the SKU links to the item page.
 */
export function itemColumns(refs: RefNames, detailed: boolean, canOpen: boolean): DataColumn<VendorItem>[] {
  return [
    {
      id: 'sku',
      header: 'SKU',
      sortKey: 'sku',
      cell: (row) => {
        const sku = <span className={ui.code}>{row.sku}</span>;
        return canOpen ? <TextLink href={`${ITEMS_PATH}/${row.id}`}>{sku}</TextLink> : sku;
      },
    },
    {
      id: 'item',
      header: 'Item',
      sortKey: 'item',
      cell: (row) => (
        <span className={css({ fontWeight: 'medium', display: 'block', minW: '140px' })}>{row.item}</span>
      ),
    },
    {
      id: 'barcode',
      header: 'Barcode',
      hiddenByDefault: true,
      cell: (row) => (row.barcode ? <span className={ui.code}>{row.barcode}</span> : none),
    },
    {
      id: 'vendor',
      header: 'Vendor',
      cell: (row) => refs.label(vendorsRef, row.vendorId) ?? `#${row.vendorId}`,
    },
    {
      id: 'warehouse',
      header: 'Warehouse',
      cell: (row) =>
        row.warehouseId === null
          ? none
          : (refs.label(warehousesRef, row.warehouseId) ?? `#${row.warehouseId}`),
    },
    // The detailed view is about stock: type and status make room for it (the column picker brings them back).
    { id: 'type', header: 'Type', sortKey: 'type', hiddenByDefault: detailed, cell: (row) => row.type },
    {
      id: 'status',
      header: 'Status',
      sortKey: 'status',
      hiddenByDefault: detailed,
      cell: (row) => <ItemStatusBadge status={row.status} />,
    },
    {
      id: 'inventoryStatus',
      header: 'Stock',
      sortKey: 'inventoryStatus',
      cell: (row) =>
        row.trackInventory ? (
          <StockLevelBadge value={row.inventoryStatus} />
        ) : (
          <span className={badge({ tone: 'neutral' })}>Not tracked</span>
        ),
    },
    ...(detailed ? detailColumns : listColumns),
  ];
}
