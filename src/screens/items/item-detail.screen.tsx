import { useMemo, type ReactNode, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { Notice } from '../../components/notice';
import { PageLoading } from '../../components/page-loading';
import { TextLink } from '../../components/text-link';
import { useLoad } from '../../machines/load/use-load';
import { formatAmount } from '../../domain/money';
import { unitsOfMeasure } from '../../domain/resources/reference';
import { isAboutRecord, LiveEvent } from '../../domain/live-events';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useApi, usePermissions } from '../../machines/use-app';
import type { PlaceStock } from '../../domain/item-stock';
import { MoveStockDialog } from './move-stock-dialog';
import type { ScreenProps } from '../../routes.types';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { ItemStatusBadge, quantity, StockLevelBadge } from './item-columns';
import { ItemLedger } from './item-ledger';
import { BucketTable, PlaceTable, StockFiguresStrip } from './item-stock-tables';
import { fetchItemStock, ITEMS_PATH, vendorItemsClient, type VendorItem } from '../../api/items.api';
import { ui } from '../../components/ui/styles';

const unitLabel = Object.fromEntries(unitsOfMeasure.map((u) => [u.value, `${u.label} (${u.value})`]));
const none = <span className={ui.muted}>—</span>;
const num = (v: number | null, suffix = '') => (v === null ? none : `${quantity.format(v)}${suffix}`);

function Fields({ item, vendor, warehouse }: { item: VendorItem; vendor: string; warehouse: string | null }) {
  const fields: [string, ReactNode][] = [
    ['Vendor', vendor],
    ['Warehouse', warehouse ?? none],
    ['Barcode', item.barcode ? <span className={ui.mono}>{item.barcode}</span> : none],
    ['Type', item.type],
    ['Unit', unitLabel[item.itemUnit] ?? item.itemUnit],
    ['Status', <ItemStatusBadge key="s" status={item.status} />],
    [
      'Stock level',
      item.trackInventory ? <StockLevelBadge key="l" value={item.inventoryStatus} /> : 'Not tracked',
    ],
    ['Wholesale price', item.wholesalePrice === null ? none : formatAmount(item.wholesalePrice)],
    ['Factoring %', num(item.factoringPercentage, '%')],
    ['Weight', num(item.weight)],
    ['Units per box', num(item.unitsPerBox)],
    ['Units per pallet', num(item.unitsPerPallet)],
  ];
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: '4',
      })}
    >
      {fields.map(([label, value]) => (
        <div key={label}>
          <dt className={ui.mutedSmall}>{label}</dt>
          <dd className={css({ fontWeight: 'medium', mt: '0.5' })}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /warehouses/items/:id: the item, its stock by warehouse and by place, and its ledger. */
export default function ItemDetailScreen({ params }: Partial<ScreenProps>) {
  const id = params?.id ?? '';
  const api = useApi();
  const { can } = usePermissions();
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const allowed = can('items.details') || can('items.view');
  const client = useMemo(() => vendorItemsClient(api), [api]);
  const load = useLoad(
    (signal) => Promise.all([client.get(id, signal), fetchItemStock(api, id, signal)]),
    [client, api, id],
  );
  const [moving, setMoving] = useState<PlaceStock | null>(null);
  // Someone moved this item's stock: the figures refresh in place (an open Move dialog stays open).
  useLiveRefresh([LiveEvent.warehouseProductUpdated], load.refresh, isAboutRecord(id));
  if (!allowed)
    return (
      <Notice tone="danger" role="alert" title="No access">
        You do not have permission to see item details.
      </Notice>
    );
  if (load.status === 'loading') return <PageLoading />;
  if (load.status === 'failed')
    return (
      <div className={css({ maxW: '640px' })}>
        <Notice
          tone="danger"
          role="alert"
          title={load.failure.status === 404 ? 'Item not found' : 'The item could not be loaded'}
        >
          <p>
            {load.failure.status === 404
              ? 'There is no such item, or it belongs to a vendor or warehouse you cannot see.'
              : load.failure.message}
          </p>
          <div className={cx(ui.row, ui.mt3)}>
            {load.failure.status !== 404 && (
              <Button variant="secondary" size="sm" onClick={load.retry}>
                Retry
              </Button>
            )}
            <TextLink href={ITEMS_PATH}>Back to Vendor Items</TextLink>
          </div>
        </Notice>
      </div>
    );

  const [item, stock] = load.data;
  const vendor = refs.label(vendorsRef, item.vendorId) ?? `#${item.vendorId}`;
  const warehouse =
    item.warehouseId === null
      ? null
      : (refs.label(warehousesRef, item.warehouseId) ?? `#${item.warehouseId}`);
  return (
    <div className={ui.stack6}>
      <header className={css({ display: 'flex', alignItems: 'flex-end', gap: '4', flexWrap: 'wrap' })}>
        <div className={ui.grow}>
          <TextLink href={ITEMS_PATH} className={ui.small}>
            ← Vendor Items
          </TextLink>
          <h1 className={css({ fontSize: '24px', fontWeight: 'bold', mt: '1' })}>
            <span className={ui.mono}>{item.sku}</span> · {item.item}
          </h1>
          {item.description && (
            <p className={css({ mt: '1', color: 'fg.muted', maxW: '80ch' })}>{item.description}</p>
          )}
        </div>
        {can('items.update') && (
          <Link href={`${ITEMS_PATH}/edit/${item.id}`} className={buttonClass({ variant: 'secondary' })}>
            Edit item
          </Link>
        )}
      </header>
      <Card>
        <Fields item={item} vendor={vendor} warehouse={warehouse} />
      </Card>
      <StockFiguresStrip stock={stock} />
      <Card title="Stock by warehouse" description="On hand, allocated and available in each status.">
        {stock.buckets.length ? (
          <BucketTable rows={stock.buckets} />
        ) : (
          <p className={ui.muted}>No stock in your warehouses.</p>
        )}
      </Card>
      <Card
        title="Stock by location"
        description="Each location, lot and LPN holding the item, soonest expiry first."
      >
        {stock.places.length ? (
          <PlaceTable rows={stock.places} onMove={can('inventory.diu.create') ? setMoving : undefined} />
        ) : (
          <p className={ui.muted}>No stock in any location.</p>
        )}
        {stock.placesTruncated && (
          <p className={cx(ui.mutedSmall, ui.mt3)}>
            Only the first {stock.places.length} places are listed; Inventory by Location lists them all.
          </p>
        )}
      </Card>
      <section aria-labelledby="ledger-title">
        <h2 id="ledger-title" className={ui.sectionTitle}>
          Stock ledger
        </h2>
        <ItemLedger itemId={id} warehouses={refs.options(warehousesRef)} />
      </section>
      <MoveStockDialog place={moving} onClose={() => setMoving(null)} onMoved={load.retry} />
    </div>
  );
}
