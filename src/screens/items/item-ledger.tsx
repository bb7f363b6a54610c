import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect } from '../../components/data-table/filter-bar';
import { TextLink } from '../../components/text-link';
import { ledgerKindLabel, type LedgerEntry, type LedgerSource } from '../../domain/item-stock';
import { stockBucketLabels } from '../../domain/stock';
import { isAboutRecord, LiveEvent } from '../../domain/live-events';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useApi } from '../../machines/use-app';
import { quantity } from './item-columns';
import { itemLedgerSource } from '../../api/items.api';
import { ui } from '../../components/ui/styles';
import { formatInstant, formatInstantZoned } from '../../components/format';
import { DateTimeText } from '../../components/data-table/date-time-text';
import { outboundShipmentPath } from '../../domain/contracts/bulk-shipments';
import { fulfillmentOrdersContract } from '../../domain/contracts/fulfillment-orders';
import { isBulkShipment } from '../../domain/manual-shipment.lifecycle';
import { workOrdersContract } from '../../domain/contracts/work-orders';

const muted = ui.muted;
const signed = (n: number) => (n > 0 ? `+${quantity.format(n)}` : quantity.format(n));

/** Where a ledger row's document is shown, if it has a screen. */
function sourceHref(source: LedgerSource): string | null {
  const id = encodeURIComponent(source.id);
  switch (source.type) {
    case 'direct_inventory_update':
      return `/warehouses/inventory/diu/view/${id}`;
    case 'purchase_order':
      return `/warehouses/purchaseOrders/view/${id}`;
    case 'order_return':
      return `/orders/returns/view/${id}`;
    case 'fulfillment_order':
      return `${fulfillmentOrdersContract.screen.path}/details/${id}`;
    case 'work_order':
      return `${workOrdersContract.screen.path}/edit/${id}`;
    case 'manual_shipment':
      return outboundShipmentPath({ id, orderType: source.orderType ?? '' });
    case 'warehouse_shipment':
    case 'warehouse_transfer': {
      const type = source.shipmentType ?? (source.type === 'warehouse_transfer' ? 0 : 1);
      if (type === 0) return `/warehouses/warehouseTransfers/view/${id}`;
      if (type === 1) return `/warehouses/advancedShipNotice/view/${id}`;
      return source.purchaseOrderId ? `/warehouses/purchaseOrders/view/${source.purchaseOrderId}` : null;
    }
    default:
      return null;
  }
}

const sourceNames: Record<string, string> = {
  direct_inventory_update: 'Direct update',
  purchase_order: 'Purchase order',
  order_return: 'Return',
  fulfillment_order: 'Fulfillment order',
  work_order: 'Work order',
  manual_shipment: 'Shipment',
  stock_move: 'Stock move',
  ticket: 'Ticket',
};

function sourceText(source: LedgerSource): string {
  const shipmentNames = ['Transfer', 'ASN', 'PO batch'];
  const name =
    source.type === 'warehouse_shipment' || source.type === 'warehouse_transfer'
      ? (shipmentNames[source.shipmentType ?? (source.type === 'warehouse_transfer' ? 0 : 1)] ?? 'Shipment')
      : source.type === 'manual_shipment' && isBulkShipment(source.orderType ?? '')
        ? 'Bulk shipment'
        : (sourceNames[source.type] ?? source.type.replace(/_/g, ' '));
  return `${name} ${source.label ?? `#${source.id}`}`;
}

const columns: DataColumn<LedgerEntry>[] = [
  {
    id: 'createdAt',
    header: 'When',
    minWidth: 90,
    cell: (r) => (
      <span title={formatInstantZoned(r.createdAt)}>
        <DateTimeText text={formatInstant(r.createdAt)} />
      </span>
    ),
  },
  {
    id: 'kind',
    header: 'Kind',
    cell: (r) => <span className={badge({ tone: 'neutral' })}>{ledgerKindLabel(r.kind)}</span>,
  },
  {
    id: 'change',
    header: 'Change',
    align: 'end',
    cell: (r) => (
      <span className={ui.nowrap}>
        {r.quantityDelta !== 0 && (
          <span
            className={css({ fontWeight: 'semibold', color: r.quantityDelta < 0 ? 'danger' : 'success' })}
          >
            {signed(r.quantityDelta)}
          </span>
        )}
        {r.allocatedDelta !== 0 && (
          <span className={css({ display: 'block', color: 'fg.muted', fontSize: '13px' })}>
            {signed(r.allocatedDelta)} allocated
          </span>
        )}
        {r.quantityDelta === 0 && r.allocatedDelta === 0 && <span className={muted}>0</span>}
      </span>
    ),
  },
  {
    id: 'count',
    header: 'Counted / variance',
    align: 'end',
    minWidth: 70,
    cell: (r) =>
      r.countedQuantity === null ? (
        <span className={muted}>—</span>
      ) : (
        `${quantity.format(r.countedQuantity)} / ${signed(r.variance ?? 0)}`
      ),
  },
  {
    id: 'place',
    header: 'Where',
    minWidth: 160,
    cell: (r) => (
      <span className={css({ display: 'block', fontSize: '13px' })}>
        {r.warehouseName}
        <span className={css({ display: 'block', color: 'fg.muted' })}>
          {[
            stockBucketLabels[r.bucket] ?? r.bucket,
            r.location || null,
            r.lotNumber && `Lot ${r.lotNumber}`,
            r.lpn && `LPN ${r.lpn}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
    ),
  },
  { id: 'reason', header: 'Reason', minWidth: 100, cell: (r) => r.reason },
  { id: 'user', header: 'User', cell: (r) => r.userName ?? <span className={muted}>System</span> },
  {
    id: 'source',
    header: 'Document',
    minWidth: 100,
    cell: (r) => {
      if (!r.source) return <span className={muted}>—</span>;
      const href = sourceHref(r.source);
      return href ? <TextLink href={href}>{sourceText(r.source)}</TextLink> : sourceText(r.source);
    },
  },
];

/** The item's ledger, newest first, paged on the server; filtered by warehouse. */
export function ItemLedger({
  itemId,
  warehouses,
}: {
  itemId: string;
  warehouses: readonly { value: string; label: string }[];
}) {
  const api = useApi();
  const source = useMemo(() => itemLedgerSource(api, itemId), [api, itemId]);
  const list = useResourceList(source);
  // New movements of this item appear without losing the warehouse filter or the page.
  useLiveRefresh([LiveEvent.warehouseProductUpdated], list.refresh, isAboutRecord(itemId));
  return (
    <DataTable
      tableId="itemLedger"
      label="Stock ledger"
      columns={columns}
      list={list}
      emptyTitle="No stock movements yet"
      emptyText="Receipts, counts, allocations and shipments of this item appear here."
      filters={
        warehouses.length > 1 && (
          <FilterBar list={list}>
            <FilterSelect list={list} name="warehouseId" label="Warehouse" options={warehouses} />
          </FilterBar>
        )
      }
    />
  );
}
