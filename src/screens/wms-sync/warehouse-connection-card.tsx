/**
 * One warehouse on a connections screen: its connection's state (Not connected, Connected, Disabled),
 * the form, and its last sync with Sync now. A warehouse not connected is one line with Connect (most
 * warehouses run on Dockhand alone). A saved connection is announced; a sync that settles
 * tells the page, which reads its runs log again.
 */
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Notice } from '../../components/notice';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import {
  wmsSystemLabels,
  type WmsSystem,
  type WmsWarehouseConnection,
} from '../../domain/contracts/wms-connections';
import {
  connectionStateLabels,
  type ConnectionState,
} from '../../machines/wms-connection/wms-connection.logic';
import { useWmsConnection, useWmsSync } from '../../machines/wms-connection/use-wms-connection';
import { ConnectionForm, type VendorOption } from './connection-form';
import { SyncPanel } from './sync-panel';
import { systemTexts } from './wms-system-texts';

const stateTones: Record<ConnectionState, 'neutral' | 'success' | 'warning'> = {
  none: 'neutral',
  connected: 'success',
  disabled: 'warning',
};

const columns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  gap: '6',
  alignItems: 'start',
});
const side = css({ borderLeftWidth: { lg: '1px' }, borderColor: 'border', pl: { lg: '6' } });

interface Props {
  system: WmsSystem;
  warehouse: WmsWarehouseConnection;
  vendors: readonly VendorOption[];
  onSyncSettled: () => void;
}

export function WarehouseConnectionCard({ system, warehouse, vendors, onSyncSettled }: Props) {
  const connection = useWmsConnection(system, warehouse.warehouseId);
  const sync = useWmsSync(system, warehouse.warehouseId, warehouse.lastRun);
  const name = warehouse.warehouseName;

  const step = connection.step;
  const saves = useRef(step);
  useEffect(() => {
    if (step === 'saved' && saves.current === 'saving') toast.success(`${name}: connection saved.`);
    saves.current = step;
  }, [step, name]);
  const settled = sync.step === 'succeeded' || sync.step === 'failed';
  const latestRunKey = `${sync.step}:${sync.latestRun?.id ?? 0}`;
  useEffect(() => {
    if (settled) onSyncSettled();
    // Once per settled sync.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latestRunKey, settled]);

  const loading = step === 'loading';
  // A warehouse that is not connected stays one line until someone connects it.
  const [connecting, setConnecting] = useState(false);
  const folded = connection.state === 'none' && !connecting && step === 'editing';
  return (
    <Card
      title={
        <>
          {name} <span className={ui.aside}>{warehouse.warehouseCode}</span>
        </>
      }
      actions={
        !loading && (
          <span className={badge({ tone: stateTones[connection.state] })}>
            {connectionStateLabels[connection.state]}
          </span>
        )
      }
    >
      {loading && <PageLoading />}
      {step === 'unavailable' && (
        <Notice tone="danger" role="alert" title="The connection could not be loaded">
          <p>{connection.context.error}</p>
          <Button variant="secondary" size="sm" className={ui.mt2} onClick={connection.reload}>
            Try again
          </Button>
        </Notice>
      )}
      {folded && (
        <div className={ui.rowWrap}>
          <span className={ui.muted}>
            Not connected to the {wmsSystemLabels[system]}: its lists and stock are not synced.
          </span>
          <span className={ui.fill} />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setConnecting(true)}
            aria-label={`Connect ${name}`}
          >
            Connect
          </Button>
        </div>
      )}
      {!loading && step !== 'unavailable' && !folded && (
        <div className={columns}>
          <ConnectionForm flow={connection} vendors={vendors} />
          <div className={side}>
            <SyncPanel
              flow={sync}
              blocked={connection.syncBlocked}
              hint={systemTexts[system].syncHint}
              warehouseName={name}
            />
          </div>
        </div>
      )}
    </Card>
  );
}
