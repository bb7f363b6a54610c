/** /warehouses/inventory/diu/view/{id}: one direct inventory update and the ledger rows it wrote. */
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Link } from 'wouter';
import { buttonClass } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormError } from '../../../components/form-error';
import { PageLoading } from '../../../components/page-loading';
import { useLoad } from '../../../machines/load/use-load';
import { useApi } from '../../../machines/use-app';
import type { ScreenProps } from '../../../routes.types';
import { useRefNames, vendorsRef, warehousesRef } from '../../../components/crud/crud-refs';
import { formatDay, formatInstant } from '../../../components/format';
import { ItemCell } from '../inventory-cells';
import { loadDiu, loadDiuLedger } from '../../../api/inventory.api';
import { useItemNames } from '../use-item-names';
import { LedgerTable } from './ledger-table';
import { DIU_PATH, diuTypeLabels, diuTypeTones, unitLabel } from './diu';
import { ui } from '../../../components/ui/styles';

const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  gap: '4',
  '& dt': { color: 'fg.muted', fontSize: '13px' },
  '& dd': { fontWeight: 'medium', mt: '0.5' },
});
export default function DiuViewScreen({ params }: Partial<ScreenProps>) {
  const api = useApi();
  const id = params?.id ?? '';
  const load = useLoad(
    async (signal) => {
      const [update, ledger] = await Promise.all([loadDiu(api, id, signal), loadDiuLedger(api, id, signal)]);
      return { update, ledger };
    },
    [api, id],
  );
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const update = load.status === 'loaded' ? load.data.update : null;
  const item = useItemNames([update?.warehouseProductId])(update?.warehouseProductId);

  return (
    <div className={ui.maxW1100}>
      <header className={ui.headerRow}>
        <h1 className={css({ fontSize: '24px', fontWeight: 'bold' })}>Direct inventory update #{id}</h1>
        {update && (
          <span className={badge({ tone: diuTypeTones[update.type] })}>{diuTypeLabels[update.type]}</span>
        )}
        <Link
          href={DIU_PATH}
          className={`${buttonClass({ variant: 'secondary', size: 'sm' })} ${css({ ml: 'auto' })}`}
        >
          All updates
        </Link>
      </header>
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The update could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && update && (
        <div className={ui.stack}>
          <Card>
            <dl className={facts}>
              <div>
                <dt>Item</dt>
                <dd>
                  <ItemCell id={update.warehouseProductId} sku={item?.sku} name={item?.item} />
                </dd>
              </div>
              <div>
                <dt>Quantity</dt>
                <dd>
                  {update.quantity} {unitLabel(update.measurementUnit)} ({update.measurementUnit})
                </dd>
              </div>
              <div>
                <dt>Recorded</dt>
                <dd>{formatInstant(update.createdAt)}</dd>
              </div>
              <div>
                <dt>Vendor</dt>
                <dd>{refs.label(vendorsRef, update.vendorId) ?? `#${update.vendorId}`}</dd>
              </div>
              <div>
                <dt>Warehouse</dt>
                <dd>{refs.label(warehousesRef, update.warehouseId) ?? `#${update.warehouseId}`}</dd>
              </div>
              <div>
                <dt>Reference</dt>
                <dd>{update.referenceNumber ?? '—'}</dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>{update.location ?? '—'}</dd>
              </div>
              <div>
                <dt>Lot / LPN</dt>
                <dd>{[update.lotNumber, update.lpn].filter(Boolean).join(' / ') || '—'}</dd>
              </div>
              <div>
                <dt>Expires</dt>
                <dd>{formatDay(update.expirationDate)}</dd>
              </div>
            </dl>
            <div className={ui.mt4}>
              <p className={ui.mutedSmall}>Reason</p>
              <p className={ui.preWrap}>{update.note ?? '—'}</p>
            </div>
          </Card>
          <Card title="Ledger" description="The stock movements this update recorded, in the item’s unit.">
            <LedgerTable rows={load.data.ledger} />
          </Card>
        </div>
      )}
    </div>
  );
}
