/**
 * /warehouses/warehouseTransfers/:shipmentId/confirm: the reserved stock leaves the source warehouse
 * and waits in the destination's in-transit stock until it is received.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { Link, useLocation } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { confirmTransfer, loadTransferToConfirm } from '../../api/shipments.api';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../machines/load/use-load';
import { SHIPMENT_STATUS } from '../../domain/warehouse-shipment.lifecycle';
import { useApi } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { row, stack, table } from '../../components/flow-styles';
import { ui } from '../../components/ui/styles';

export default function TransferConfirmScreen({ params }: Partial<ScreenProps>) {
  const api = useApi();
  const [, navigate] = useLocation();
  const id = Number(params?.shipmentId);
  const load = useLoad((signal) => loadTransferToConfirm(api, id, signal), [api, id]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per screen: a retried click never sends the stock twice.
  const [key] = useState(() => crypto.randomUUID());
  const view = `/warehouses/warehouseTransfers/view/${id}`;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await confirmTransfer(api, id, key);
      toast.success('The transfer left the source warehouse; it is in transit.');
      navigate(view);
    } catch (e) {
      setError(describeApiError(e).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={css({ maxW: '900px' })}>
      <PageHeader
        title="Confirm transfer"
        description="The reserved units leave the source warehouse and show as in transit at the destination."
        actions={
          <Link href={view} className={buttonClass({ variant: 'secondary' })}>
            Back to the transfer
          </Link>
        }
      />
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The transfer could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && (
        <div className={stack}>
          {load.data.orderStatus !== SHIPMENT_STATUS.AwaitingShipment && (
            <Notice tone="info">
              This transfer is {load.data.orderStatus}: only an allocated transfer can be confirmed.
            </Notice>
          )}
          <Card title={load.data.orderNumber}>
            <table className={table} aria-label="Lines to send">
              <thead>
                <tr>
                  <th>SKU</th>
                  <th className="num">Requested</th>
                  <th className="num">Reserved (will leave)</th>
                </tr>
              </thead>
              <tbody>
                {load.data.items.map((line, i) => (
                  <tr key={i}>
                    <td className={ui.mono}>{line.sku}</td>
                    <td className="num">{line.quantity}</td>
                    <td className="num">{line.allocatedQuantity ?? 0}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <FormError message={error} title="Not confirmed" />
          <div className={row}>
            <Button
              loading={busy}
              disabled={load.data.orderStatus !== SHIPMENT_STATUS.AwaitingShipment}
              onClick={() => void confirm()}
            >
              Confirm: the stock leaves now
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
