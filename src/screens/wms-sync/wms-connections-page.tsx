/**
 * The connections screen of an external warehouse system (the 3PL WMS or the IRMS): every warehouse in
 * the user's scope with its connection, its last sync and Sync now, then the log of the system's
 * sync runs. The two routes are this one page with their system's fields and words.
 */
import { useCallback, useMemo, useState } from 'react';
import { loadMyVendors } from '../../api/bootstrap.api';
import { loadWmsConnections } from '../../api/wms-sync.api';
import { EmptyState } from '../../components/empty-state';
import { FormError } from '../../components/form-error';
import { CompassIcon } from '../../components/icons';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import type { WmsSystem } from '../../domain/contracts/wms-connections';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { SyncRunsLog } from './sync-runs-log';
import { WarehouseConnectionCard } from './warehouse-connection-card';
import { systemTexts } from './wms-system-texts';

export function WmsConnectionsPage({ system }: { system: WmsSystem }) {
  const api = useApi();
  const texts = systemTexts[system];
  const warehouses = useLoad((signal) => loadWmsConnections(api, system, signal), [api, system]);
  const vendors = useLoad(
    (signal) => (system === 'irms' ? loadMyVendors(api, signal) : Promise.resolve([])),
    [api, system],
  );
  const vendorOptions = useMemo(
    () =>
      vendors.status === 'loaded'
        ? vendors.data.map((v) => ({ value: v.id, label: `${v.name} (${v.code})` }))
        : [],
    [vendors],
  );
  const loaded = useMemo(() => (warehouses.status === 'loaded' ? warehouses.data : []), [warehouses]);
  const warehouseOptions = useMemo(
    () =>
      loaded.map((w) => ({ value: String(w.warehouseId), label: `${w.warehouseName} (${w.warehouseCode})` })),
    [loaded],
  );
  const [settledSyncs, setSettledSyncs] = useState(0);
  const onSyncSettled = useCallback(() => setSettledSyncs((n) => n + 1), []);

  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      <div className={ui.stack6}>
        <Notice tone="info" title="Trying it out?">
          <p>
            Connect a warehouse to the demo system, which answers inside Dockhand (no network): base URL{' '}
            <code className={ui.code}>{texts.demoUrl}</code>
            {texts.demoFields.map(([label, value], i) => (
              <span key={label}>
                {i === texts.demoFields.length - 1 ? ' and ' : ', '}
                {label} <code className={ui.code}>{value}</code>
              </span>
            ))}
            .
          </p>
        </Notice>
        {vendors.status === 'failed' && (
          <FormError title="The vendors could not be loaded" message={vendors.failure.message} />
        )}
        {warehouses.status === 'loading' && <PageLoading />}
        {warehouses.status === 'failed' && (
          <FormError
            title="The warehouses and their connections could not be loaded"
            message={warehouses.failure.message}
          />
        )}
        {warehouses.status === 'loaded' && loaded.length === 0 && (
          <EmptyState icon={<CompassIcon size={26} />} title="No warehouse in your scope">
            Ask an administrator for access to the warehouses you connect.
          </EmptyState>
        )}
        {loaded.map((warehouse) => (
          <WarehouseConnectionCard
            key={warehouse.warehouseId}
            system={system}
            warehouse={warehouse}
            vendors={vendorOptions}
            onSyncSettled={onSyncSettled}
          />
        ))}
        {warehouses.status === 'loaded' && (
          <SyncRunsLog system={system} warehouses={warehouseOptions} reloadKey={settledSyncs} />
        )}
      </div>
    </>
  );
}
